// The IOU row as its table holds it: the entry's fields, what has been repaid and what is still
// outstanding (kept as exact decimal text), whether it is settled.
import { column, columnsOf } from '../columns.ts';

export const iouColumns = columnsOf({
  id: column.id(),
  userId: column.id(),
  person: column.text(),
  phone: column.optionalText(),
  direction: column.text(),
  amount: column.amount(),
  currency: column.text(),
  date: column.day(),
  dueDate: column.optionalDay(),
  note: column.optionalText(),
  repaid: column.amount(),
  outstanding: column.amount(),
  settled: column.flag(),
  createdAt: column.instant(),
  updatedAt: column.instant(),
});

export type IouRow = ReturnType<typeof iouColumns.parse>;
