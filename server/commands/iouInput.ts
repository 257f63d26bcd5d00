// The shape of IOU commands as callers send them, over REST or GraphQL alike; messages name the
// field. An IOU's own fields come from their entries in events/iou/fields.ts.
import * as z from 'zod';
import { amountsFitCurrency, day, money, uuid } from '../../domain/fields.ts';
import { changeInputShape, recordInputShape } from '../../events/fields.ts';
import { iouFields } from '../../events/iou/fields.ts';
import { userIdField } from '../envelope.ts';

const commandId = uuid('commandId').optional();

export const RecordIouInput = z.object({
  id: uuid('id').optional(),
  commandId,
  userId: userIdField,
  ...recordInputShape(iouFields),
}).superRefine(amountsFitCurrency);

export const ChangeIouInput = z.object({ commandId, userId: userIdField, ...changeInputShape(iouFields) });

export const RepayIouInput = z.object({
  /** The repayment's own id, minted by the client so that a retry is recognised. */
  id: uuid('id').optional(),
  commandId,
  userId: userIdField,
  amount: money('amount'),
  date: day('date').optional(),
});

export const DeleteIouInput = z.object({ commandId, userId: userIdField });
