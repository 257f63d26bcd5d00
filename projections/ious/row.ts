// One IOU as the read model holds it, and how each event changes it. Pure: sums are exact cents.
import { fromCents, toCents } from '../../domain/money.ts';
import { iouFields } from '../../events/iou/fields.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';
import { changedValues, recordedValues } from '../fieldColumns.ts';
import type { IouRow } from './sql.ts';

export type { IouRow };

export function evolveIouRow(row: IouRow | null, event: StoredSautiEvent): IouRow | null {
  switch (event.type) {
    case 'IouRecorded': {
      const fields = recordedValues(iouFields, event.data);
      const at = event.metadata.occurredAt;
      return { id: event.data.iouId, userId: event.metadata.userId, ...fields, repaid: '0.00', outstanding: fields.amount, settled: false, createdAt: at, updatedAt: at };
    }
    case 'IouChanged': {
      if (!row) return row;
      const changed = { ...row, ...changedValues(iouFields, event.data.changes) };
      const outstanding = toCents(changed.amount) - toCents(row.repaid);
      return { ...changed, outstanding: fromCents(outstanding), settled: outstanding <= 0n, updatedAt: event.metadata.occurredAt };
    }
    case 'IouRepaid': {
      if (!row) return row;
      const outstanding = toCents(row.outstanding) - toCents(event.data.amount);
      return {
        ...row,
        repaid: fromCents(toCents(row.repaid) + toCents(event.data.amount)),
        outstanding: fromCents(outstanding),
        settled: outstanding <= 0n,
        updatedAt: event.metadata.occurredAt,
      };
    }
    case 'IouDeleted':
      return null;
    default:
      return row;
  }
}

export const iouIdOf = (event: StoredSautiEvent) => ('iouId' in event.data ? event.data.iouId : null);
