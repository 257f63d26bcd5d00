// IOU reads for the caller: the list, and per person and currency the net of what is outstanding
// (positive: they owe you; the rule is domain/iouNets.ts, which the phone uses too).
import { type PersonNet, netsByPerson } from '../../domain/iouNets.ts';
import { listIous } from '../../projections/ious/queries.ts';
import type { IouRow } from '../../projections/ious/row.ts';
import type { App, Caller } from '../context.ts';
import { assertOwnUser } from '../envelope.ts';

export async function ious(app: App, caller: Caller, userId?: unknown): Promise<IouRow[]> {
  assertOwnUser(caller, userId);
  return listIous(app.db, caller.userId);
}

export async function iouPeople(app: App, caller: Caller, userId?: unknown): Promise<PersonNet[]> {
  return netsByPerson(await ious(app, caller, userId));
}
