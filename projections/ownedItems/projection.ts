// One read model per plain owned item (budgets, assets, debts, subscriptions): a row per live item, a
// column per entry of its field list (events/<noun>/fields.ts), folded a batch at a time (rowTable.ts).
// Created fills the row, changed sets what it gives, deleted removes it.
import type { FieldSpec } from '../../events/fields.ts';
import type { FieldList } from '../../events/fields.ts';
import type { SautiEvent, StoredSautiEvent } from '../../events/registry.ts';
import type { Columns } from '../columns.ts';
import { changedValues, recordedValues } from '../fieldColumns.ts';
import { fingerprinted } from '../fingerprint.ts';
import type { Projection } from '../projection.ts';
import { applyTo } from '../rowTable.ts';

export type OwnedItemTables = { items: string };

/** Beside the noun's own columns: where its creating event sits in the log, the list's order (items may be made in one instant). */
export const createdPosition = { column: 'position' } as const satisfies FieldSpec;

/** What the read model needs of a noun: its stream type, its three events' names and its fields. */
export interface OwnedNoun {
  kind: string;
  events: { created: SautiEvent['type']; changed: SautiEvent['type']; deleted: SautiEvent['type'] };
  fields: FieldList;
}

type ItemRow = { id: string; userId: string; createdPosition: string };

/** The noun's projection; `columns` are its fields' with createdPosition (fieldColumns({ ...fields, createdPosition })). */
export function ownedItemProjection<Row extends ItemRow>(noun: OwnedNoun, columns: Columns<Row>): Projection<OwnedItemTables> {
  const { kind, fields, events: { created, changed, deleted } } = noun;
  const ddl = ({ items }: OwnedItemTables) => [
    `create table if not exists ${items} (
      ${columns.definitions},
      primary key (id)
    )`,
    `create index if not exists ${items}_user on ${items} (user_id, created_position)`,
  ];
  // v2: a column per field (v1 kept the fields as one JSON value); named by the DDL's fingerprint.
  const version = fingerprinted(`${kind}Items`, 2, ddl({ items: 'items' }));

  const idOf = (event: StoredSautiEvent) => {
    const data: object = event.data;
    return [created, changed, deleted].includes(event.type) && 'id' in data && typeof data.id === 'string' ? data.id : null;
  };

  const creates = new Set([created]);

  // Rows are parsed by their columns on the way in too: the row a batch upserts is the row a read gets.
  function evolve(row: Row | null, event: StoredSautiEvent): Row | null {
    const data: object = event.data;
    const at = event.metadata.occurredAt;
    if (event.type === created && 'id' in data && 'fields' in data && typeof data.fields === 'object' && data.fields !== null) {
      return columns.parse({
        id: data.id, userId: event.metadata.userId, ...recordedValues(fields, data.fields), createdPosition: event.globalPosition, createdAt: at, updatedAt: at,
      });
    }
    if (event.type === changed && 'changes' in data && typeof data.changes === 'object' && data.changes !== null) {
      return row && columns.parse({ ...row, ...changedValues(fields, data.changes), updatedAt: at });
    }
    return event.type === deleted ? null : row;
  }

  return {
    name: version.name,
    tables: (suffix) => ({ items: version.table(`${kind}_items`, suffix) }),
    canHandle: new Set([created, changed, deleted]),
    ddl,
    apply: (tx, events, { items }) => applyTo(tx, { name: items, columns, creates }, events, idOf, evolve),
  };
}
