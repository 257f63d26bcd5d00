// Which open IOUs are due: a due date today or before, not yet settled, in the person's own day.
// Pure, for the IOU list's badges and for Home's "due today or overdue" strip.
import type { LocalIou } from '../offline/db.ts';

export type DueState = 'due' | 'overdue' | null;

export function dueState(iou: Pick<LocalIou, 'dueDate' | 'settled'>, today: string): DueState {
  if (iou.settled || iou.dueDate === null) return null;
  if (iou.dueDate < today) return 'overdue';
  return iou.dueDate === today ? 'due' : null;
}

/** Money to collect or repay that is due today or overdue, the longest overdue first. */
export function dueIous<Row extends Pick<LocalIou, 'dueDate' | 'settled'>>(ious: readonly Row[], today: string): Row[] {
  return ious
    .filter((iou) => dueState(iou, today) !== null)
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
}
