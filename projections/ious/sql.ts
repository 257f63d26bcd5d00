// The IOU row as its table holds it: the entry's fields, what has been repaid and what is still
// outstanding (kept as exact decimal text), whether it is settled.
import { iouFields } from '../../events/iou/fields.ts';
import { fieldColumns } from '../fieldColumns.ts';

/** One IOU, a column per entry of events/iou/fields.ts. */
export const iouColumns = fieldColumns(iouFields);

export type IouRow = ReturnType<typeof iouColumns.parse>;
