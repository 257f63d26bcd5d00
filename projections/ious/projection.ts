// The IOU read model: each user's money lent and borrowed with what is still outstanding. Per-person
// nets and net worth are summed from these rows at read time.
import type { Projection } from '../projection.ts';
import { applyTo } from '../rowTable.ts';
import { evolveIouRow, iouIdOf } from './row.ts';
import { iouColumns } from './sql.ts';

export const iousProjection: Projection<{ ious: string }> = {
  name: 'ious.v1',
  tables: (suffix) => ({ ious: `iou_list_v1${suffix}` }),
  canHandle: new Set(['IouRecorded', 'IouRepaid', 'IouDeleted']),
  ddl: ({ ious }) => [
    `create table if not exists ${ious} (
      ${iouColumns.definitions},
      primary key (id)
    )`,
    `create index if not exists ${ious}_user on ${ious} (user_id, date, created_at)`,
  ],
  apply: (tx, events, { ious }) => applyTo(tx, { name: ious, columns: iouColumns }, events, iouIdOf, evolveIouRow),
};
