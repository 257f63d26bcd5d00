// The replies waiting to go out, in the database: queued with their message's handling, then sent by
// whichever instance claims them, each person's in order. A failed or slow send is tried again after
// a doubling wait, a bounded number of times; sending never runs the message again, so nothing is
// recorded twice or undone. A send accepted but not marked (a crash in between) may go out twice.
import * as z from 'zod';
import type { Driver } from '../../events/store/driver.ts';
import type { Logger } from '../logger.ts';
import { postMessage } from './cloudApi.ts';
import type { ChannelSettings } from './settings.ts';

/** How long one send may hold its reply before another instance may try it. */
const SEND_LEASE_MS = 60_000;

const ClaimedReply = z.object({ message_id: z.string(), body: z.string(), attempts: z.coerce.number() });

/** Sends the next reply that is due, if any; answers whether there was one. */
export async function sendNext(db: Driver, settings: ChannelSettings, logger: Logger, now: () => Date): Promise<boolean> {
  const at = now();
  const [raw] = await db.query(
    `with next as (
       select message_id from whatsapp_replies reply
       where sent_at is null and failed_at is null and next_attempt_at <= $1::timestamptz
         and (lease_until is null or lease_until < $1::timestamptz)
         and not exists (
           select 1 from whatsapp_replies earlier
           where earlier.recipient = reply.recipient and earlier.sent_at is null and earlier.failed_at is null and earlier.seq < reply.seq
         )
       order by seq limit 1
       for update skip locked
     )
     update whatsapp_replies set lease_until = $2::timestamptz, attempts = attempts + 1 from next
     where whatsapp_replies.message_id = next.message_id
     returning whatsapp_replies.message_id, body, attempts`,
    [at.toISOString(), new Date(at.getTime() + SEND_LEASE_MS).toISOString()],
  );
  if (raw === undefined) return false;
  const reply = ClaimedReply.parse(raw);
  const outcome = await postMessage(settings, reply.body);
  if (outcome.ok) {
    // Sent: what it said and to whom is not kept.
    await db.query(`update whatsapp_replies set sent_at = $2::timestamptz, lease_until = null, recipient = '', body = '' where message_id = $1`, [
      reply.message_id, now().toISOString(),
    ]);
    return true;
  }
  const again = outcome.retry && reply.attempts < settings.sendAttempts;
  const wait = settings.retryBaseMs * 2 ** (reply.attempts - 1);
  if (again) {
    await db.query('update whatsapp_replies set lease_until = null, next_attempt_at = $2::timestamptz where message_id = $1', [
      reply.message_id, new Date(now().getTime() + wait).toISOString(),
    ]);
    logger.warn({ messageId: reply.message_id, attempt: reply.attempts, retryInMs: wait, detail: outcome.detail }, 'WhatsApp reply not accepted; trying again');
  } else {
    await db.query('update whatsapp_replies set lease_until = null, failed_at = $2::timestamptz where message_id = $1', [reply.message_id, now().toISOString()]);
    logger.error({ messageId: reply.message_id, attempts: reply.attempts, detail: outcome.detail }, 'WhatsApp reply given up');
  }
  return true;
}

/** When the next waiting reply is due, or null when none waits. */
export async function nextReplyDue(db: Driver): Promise<Date | null> {
  const [row] = await db.query('select min(next_attempt_at) as due from whatsapp_replies where sent_at is null and failed_at is null');
  const due = z.object({ due: z.coerce.date().nullable() }).parse(row ?? { due: null }).due;
  return due;
}
