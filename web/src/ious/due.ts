// Whether an open IOU is due: its pay-back date is today, or has passed, and it is not settled.
// Pure, for the badge on Lent & borrowed (Home's Due soon strip keeps its own 3-day window).
import type { LocalIou } from '../offline/db.ts';

export type DueState = 'due' | 'overdue' | null;

export function dueState(iou: Pick<LocalIou, 'dueDate' | 'settled'>, today: string): DueState {
  if (iou.settled || iou.dueDate === null) return null;
  if (iou.dueDate < today) return 'overdue';
  return iou.dueDate === today ? 'due' : null;
}
