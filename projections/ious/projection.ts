// The IOU read model: each user's money lent and borrowed with what is still outstanding. Per-person
// nets and net worth are summed from these rows at read time.
import { fingerprinted } from '../fingerprint.ts';
import type { Projection } from '../projection.ts';
import { applyTo } from '../rowTable.ts';
import { evolveIouRow, iouIdOf } from './row.ts';
import { iouColumns } from './sql.ts';

type IouTables = { ious: string };

const ddl = ({ ious }: IouTables) => [
  `create table if not exists ${ious} (
    ${iouColumns.definitions},
    primary key (user_id, id)
  )`,
  `create index if not exists ${ious}_user on ${ious} (user_id, date, created_at)`,
];

// v2: named by the DDL's fingerprint, so a new column (events/iou/fields.ts) rebuilds the table by itself.
// Ids are per user (issue 31): two people may have an IOU of the same id.
const version = fingerprinted('ious', 2, ddl({ ious: 'ious' }));

export const iousProjection: Projection<IouTables> = {
  name: version.name,
  tables: (suffix) => ({ ious: version.table('iou_list', suffix) }),
  canHandle: new Set(['IouRecorded', 'IouChanged', 'IouRepaid', 'IouDeleted']),
  ddl,
  apply: (tx, events, { ious }) => applyTo(tx, { name: ious, columns: iouColumns, perUser: true, creates: new Set(['IouRecorded']) }, events, iouIdOf, evolveIouRow),
};
