// The shape of IOU commands as callers send them, over REST or GraphQL alike; messages name the field.
import { z } from 'zod';
import { currency, day, money, note, oneOf, shownText, uuid } from '../../domain/fields.ts';
import { IOU_DIRECTIONS } from '../../events/iou/events.ts';
import { userIdField } from '../envelope.ts';

const commandId = uuid('commandId').optional();

export const RecordIouInput = z.object({
  id: uuid('id').optional(),
  commandId,
  userId: userIdField,
  person: shownText('person', { min: 1, max: 100 }),
  /** Typed as people type it; made E.164 against the caller's country by the command. */
  phone: z.string({ error: 'phone must be text' }).trim().max(32, 'phone must be at most 32 characters').nullish(),
  direction: oneOf('direction', IOU_DIRECTIONS),
  amount: money('amount'),
  currency,
  date: day('date').optional(),
  dueDate: day('dueDate').nullish(),
  note: note.nullish(),
});

export const RepayIouInput = z.object({
  /** The repayment's own id, minted by the client so that a retry is recognised. */
  id: uuid('id').optional(),
  commandId,
  userId: userIdField,
  amount: money('amount'),
  date: day('date').optional(),
});

export const DeleteIouInput = z.object({ commandId, userId: userIdField });
