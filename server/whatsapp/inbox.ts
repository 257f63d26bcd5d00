// The WhatsApp inbox in the database: every delivered message stored once under the Cloud API's id
// before the webhook answers, then claimed by one instance at a time, each sender's in the order they
// arrived, admitted against the per-number limits, and finished together with its reply.
import { createHmac } from 'node:crypto';
import * as z from 'zod';
import type { Driver, Queryable } from '../../events/store/driver.ts';
import { serverSecret } from '../identity/codeHash.ts';
import { InboundMessage } from './delivery.ts';
import { Recorded } from './recorded.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** How long a claim lasts: an instance that dies mid-message leaves it to another after this. */
const LEASE_MS = 60_000;

/** Whether and how a message is answered, decided once per message and kept with it. */
type Admission = 'handle' | 'limitNotice' | 'silent' | 'stranger' | 'strangerSilent';

/** A number is counted under a keyed hash, so the counts keep no number once messages are handled. */
async function senderKey(db: Queryable, from: string): Promise<string> {
  return createHmac('sha256', await serverSecret(db, 'whatsapp-sender')).update(from).digest('hex');
}

/** When the person sent it, by WhatsApp's clock, never after now. */
function sentAt(message: InboundMessage, now: Date): Date {
  const seconds = Number(message.timestamp);
  if (!Number.isFinite(seconds) || seconds <= 0) return now;
  return new Date(Math.min(seconds * 1000, now.getTime()));
}

/** Stores what is new among `messages`; answers how many were new (a redelivery stores nothing). */
export async function storeDelivered(db: Driver, messages: readonly InboundMessage[], now: Date): Promise<number> {
  let stored = 0;
  for (const message of messages) {
    const rows = await db.query(
      `insert into whatsapp_inbox (message_id, sender_key, sender, message, sent_at, received_at)
       values ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz) on conflict (message_id) do nothing returning message_id`,
      [message.id, await senderKey(db, message.from), message.from, JSON.stringify(message), sentAt(message, now).toISOString(), now.toISOString()],
    );
    stored += rows.length;
  }
  return stored;
}

const ClaimedRow = z.object({
  message_id: z.string(),
  sender_key: z.string(),
  sender: z.string().nullable(),
  message: z.string().nullable(),
  sent_at: z.coerce.date(),
  attempts: z.coerce.number(),
  admission: z.enum(['handle', 'limitNotice', 'silent', 'stranger', 'strangerSilent']).nullable(),
});

export interface Claimed {
  messageId: string;
  senderKey: string;
  /** Null only when another instance finished it in the meantime. */
  sender: string | null;
  message: InboundMessage | null;
  sentAt: Date;
  /** How many times it was claimed, this time included. */
  attempts: number;
  admission: Admission | null;
}

/**
 * The next message to handle, now claimed for LEASE_MS: the oldest unfinished one of a sender with no
 * earlier message still unfinished, so one person's messages are handled one at a time, in order.
 */
export async function claimNext(db: Driver, now: Date): Promise<Claimed | null> {
  const [raw] = await db.query(
    `with next as (
       select message_id from whatsapp_inbox candidate
       where state <> 'done' and (state = 'new' or lease_until < $1::timestamptz)
         and not exists (
           select 1 from whatsapp_inbox earlier
           where earlier.sender_key = candidate.sender_key and earlier.state <> 'done' and earlier.seq < candidate.seq
         )
       order by seq limit 1
       for update skip locked
     )
     update whatsapp_inbox set state = 'working', lease_until = $2::timestamptz, attempts = attempts + 1 from next
     where whatsapp_inbox.message_id = next.message_id
     returning whatsapp_inbox.message_id, sender_key, sender, message, sent_at, attempts, admission`,
    [now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString()],
  );
  if (raw === undefined) return null;
  const row = ClaimedRow.parse(raw);
  const message = row.message === null ? null : InboundMessage.safeParse(JSON.parse(row.message));
  return {
    messageId: row.message_id,
    senderKey: row.sender_key,
    sender: row.sender,
    message: message?.success ? message.data : null,
    sentAt: row.sent_at,
    attempts: row.attempts,
    admission: row.admission,
  };
}

const Counts = z.object({
  handled: z.coerce.number(),
  oldest: z.coerce.date().nullable(),
  noticed: z.coerce.number(),
  greeted: z.coerce.number(),
});

export interface AdmissionResult {
  admission: Admission;
  /** For a limit notice: minutes until the oldest counted message leaves the hour. */
  minutes: number;
}

/**
 * Decides, once per message, whether it is handled: a known number's first `perHour` messages in a
 * rolling hour are, the next gets one notice and the rest silence; a number with no account gets one
 * reply a day. Kept on the message, so handling it again after a crash decides the same.
 */
export async function admit(db: Driver, claimed: Claimed, known: boolean, perHour: number, now: Date): Promise<AdmissionResult> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`whatsapp:${claimed.senderKey}`]);
    const [raw] = await tx.query(
      `select count(*) filter (where admission = 'handle' and received_at > $3::timestamptz) as handled,
         min(received_at) filter (where admission = 'handle' and received_at > $3::timestamptz) as oldest,
         count(*) filter (where admission = 'limitNotice' and received_at > $3::timestamptz) as noticed,
         count(*) filter (where admission = 'stranger' and received_at > $4::timestamptz) as greeted
       from whatsapp_inbox where sender_key = $1 and message_id <> $2 and received_at > $4::timestamptz`,
      [claimed.senderKey, claimed.messageId, new Date(now.getTime() - HOUR_MS).toISOString(), new Date(now.getTime() - DAY_MS).toISOString()],
    );
    const counts = Counts.parse(raw);
    const minutes = Math.max(1, Math.ceil(((counts.oldest ?? now).getTime() + HOUR_MS - now.getTime()) / 60_000));
    if (claimed.admission !== null) return { admission: claimed.admission, minutes };
    const admission: Admission = !known
      ? counts.greeted > 0 ? 'strangerSilent' : 'stranger'
      : counts.handled < perHour ? 'handle' : counts.noticed > 0 ? 'silent' : 'limitNotice';
    await tx.query('update whatsapp_inbox set admission = $2 where message_id = $1', [claimed.messageId, admission]);
    return { admission, minutes };
  });
}

const RecordedList = z.array(Recorded);

const UndoRow = z.object({ message_id: z.string(), recorded: z.string(), undone: z.boolean() });

/**
 * What an undo takes back: the entries of `target` (the message whose Undo button was tapped) or of
 * the person's last message that recorded something in the past day. Only ever the person's own:
 * the rows are found by their user. Null when there is nothing (left) to take back.
 */
export async function undoable(db: Queryable, userId: string, target: string | null, now: Date): Promise<{ messageId: string; entries: Recorded[] } | null> {
  const rows = target === null
    ? await db.query(
      `select message_id, recorded, undone_at is not null as undone from whatsapp_inbox
       where user_id = $1 and recorded is not null and received_at > $2::timestamptz order by seq desc limit 1`,
      [userId, new Date(now.getTime() - DAY_MS).toISOString()],
    )
    : await db.query(
      'select message_id, recorded, undone_at is not null as undone from whatsapp_inbox where user_id = $1 and message_id = $2 and recorded is not null',
      [userId, target],
    );
  const row = rows[0] === undefined ? null : UndoRow.parse(rows[0]);
  if (row === null || row.undone) return null;
  return { messageId: row.message_id, entries: RecordedList.parse(JSON.parse(row.recorded)) };
}

export interface Finished {
  outcome: string;
  userId: string | null;
  recorded: readonly Recorded[];
  /** The message whose entries this one took back. */
  undid: string | null;
}

/**
 * Closes a message: its reply queued and the message marked done in one transaction, the number and
 * the text dropped. A message another instance finished first is left as it is (its reply is queued).
 */
export async function finish(db: Driver, claimed: Claimed, finished: Finished, reply: { recipient: string; body: string } | null, now: Date) {
  await db.transaction(async (tx) => {
    if (reply !== null) {
      await tx.query(
        `insert into whatsapp_replies (message_id, recipient, body, next_attempt_at) values ($1, $2, $3, $4::timestamptz)
         on conflict (message_id) do nothing`,
        [claimed.messageId, reply.recipient, reply.body, now.toISOString()],
      );
    }
    await tx.query(
      `update whatsapp_inbox set state = 'done', lease_until = null, sender = null, message = null, outcome = $2, user_id = $3, recorded = $4
       where message_id = $1 and state <> 'done'`,
      [claimed.messageId, finished.outcome, finished.userId, finished.recorded.length > 0 ? JSON.stringify(finished.recorded) : null],
    );
    if (finished.undid !== null && finished.userId !== null) {
      await tx.query('update whatsapp_inbox set undone_at = $3::timestamptz where message_id = $1 and user_id = $2', [finished.undid, finished.userId, now.toISOString()]);
    }
  });
}
