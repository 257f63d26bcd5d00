// An entry a WhatsApp message recorded, as its reply tells it and a later undo takes it back. Kept
// with the message (whatsapp_inbox.recorded), so it is parsed again when read back.
import * as z from 'zod';
import { CATEGORY_IDS } from '../../domain/categories.ts';

const common = { id: z.uuid(), amount: z.string(), currency: z.string(), day: z.string() };

export const Recorded = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('expense'), ...common, description: z.string(), category: z.enum(CATEGORY_IDS) }),
  z.object({ kind: z.literal('saving'), ...common, goalName: z.string().nullable() }),
  z.object({ kind: z.literal('iou'), ...common, direction: z.enum(['lent', 'borrowed']), person: z.string() }),
]);
export type Recorded = z.infer<typeof Recorded>;
