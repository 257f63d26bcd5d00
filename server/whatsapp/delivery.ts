// What the Cloud API posts to the webhook, read leniently (Meta adds fields without notice): the
// messages sent to our business number, each with its id, sender, time and content. Statuses
// (sent, delivered, read) and deliveries for other numbers are dropped here.
import * as z from 'zod';

const Text = z.object({ body: z.string() });
const ButtonReply = z.object({ id: z.string(), title: z.string().optional() });

/** One message as WhatsApp describes it; what Sauti reads of it, everything else passed over. */
export const InboundMessage = z.object({
  id: z.string().min(1).max(256),
  /** The sender's number: digits with the country code, no "+". */
  from: z.string().regex(/^\d{6,15}$/),
  /** Unix seconds, as a string, when the person sent it. */
  timestamp: z.string().regex(/^\d{1,12}$/).optional(),
  type: z.string(),
  text: Text.optional(),
  interactive: z.object({ type: z.string(), button_reply: ButtonReply.optional() }).loose().optional(),
  /** A tap on a template's quick-reply button. */
  button: z.object({ payload: z.string().optional(), text: z.string().optional() }).loose().optional(),
  audio: z.object({ voice: z.boolean().optional() }).loose().optional(),
}).loose();
export type InboundMessage = z.infer<typeof InboundMessage>;

const Change = z.object({
  field: z.string(),
  value: z.object({
    metadata: z.object({ phone_number_id: z.string() }).loose().optional(),
    messages: z.array(z.unknown()).optional(),
  }).loose(),
}).loose();

export const Delivery = z.object({
  object: z.string().optional(),
  entry: z.array(z.object({ changes: z.array(Change).default([]) }).loose()).default([]),
});

export interface Received {
  /** Messages for our number that Sauti can read, in the order delivered. */
  messages: InboundMessage[];
  /** Messages for our number too malformed to read (logged, never stored). */
  malformed: number;
}

/** The messages of a delivery addressed to `phoneNumberId`; everything else is ignored. */
export function messagesFor(delivery: z.infer<typeof Delivery>, phoneNumberId: string): Received {
  const received: Received = { messages: [], malformed: 0 };
  for (const entry of delivery.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages' || change.value.metadata?.phone_number_id !== phoneNumberId) continue;
      for (const raw of change.value.messages ?? []) {
        const message = InboundMessage.safeParse(raw);
        if (message.success) received.messages.push(message.data);
        else received.malformed += 1;
      }
    }
  }
  return received;
}
