// Sauti on WhatsApp: the webhook, and on every instance two loops over the database — one handles the
// stored messages (each once, each sender's in order), one sends the queued replies (retrying with
// backoff). A message is claimed, admitted, acted on and finished with its reply; anything an instance
// leaves behind (a crash, a retry not yet due) is picked up by a sweep on any instance.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { UnavailableError } from '../../domain/errors.ts';
import type { App } from '../context.ts';
import { act } from './act.ts';
import { cloudMessage } from './cloudApi.ts';
import type { Claimed, Finished } from './inbox.ts';
import { admit, claimNext, finish } from './inbox.ts';
import { nextReplyDue, sendNext } from './outbox.ts';
import { callerFor, personFor, regionOf } from './person.ts';
import type { Reply } from './reply.ts';
import { limitReply, strangerReply, unreadableReply } from './reply.ts';
import type { ChannelSettings } from './settings.ts';
import { understand } from './understand.ts';
import { answerWebhook } from './webhook.ts';
import { languageOfRegion } from './words/index.ts';

export interface WhatsAppChannel {
  readonly settings: ChannelSettings;
  /** Answers a request to the webhook path. */
  webhook(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Looks for messages to handle and replies to send now. */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Runs `step` in `workers` loops until it finds nothing to do; a kick while they run makes them look
 * once more. The database decides who takes what, so loops here and on other instances never collide.
 */
function pump(step: () => Promise<boolean>, onError: (error: unknown) => void, workers = 1) {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    try {
      while (await step()) {
        // one more
      }
    } catch (error) {
      onError(error);
    }
  };
  const run = async () => {
    do {
      again = false;
      await Promise.all(Array.from({ length: workers }, loop));
    } while (again);
  };
  return {
    kick() {
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = null;
      });
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/** Messages one instance handles at the same time. */
const MESSAGE_WORKERS = 4;

/** Claims of one message before it is given up: a message that fails every time is not tried forever. */
const MAX_TRIES = 3;

type Handled = { finished: Finished; reply: Reply | null };

const done = (outcome: string, reply: Reply | null, userId: string | null = null): Handled => ({
  finished: { outcome, userId, recorded: [], undid: null }, reply,
});

export function createWhatsAppChannel(app: App, settings: ChannelSettings, now: () => Date = () => new Date()): WhatsAppChannel {
  const logger = app.logger.child({ channel: 'whatsapp' });
  let stopped = false;

  async function handle(claimed: Claimed, at: Date): Promise<Handled> {
    const { message, sender } = claimed;
    if (message === null || sender === null) return done('unreadable', null);
    const person = await personFor(app, sender);
    if (claimed.attempts > MAX_TRIES) {
      // It failed every time it was handled: said honestly once, never tried again.
      logger.error({ messageId: claimed.messageId, attempts: claimed.attempts }, 'WhatsApp message given up');
      return done('failed', person === null ? null : unreadableReply('notRecorded', person.language), person?.userId ?? null);
    }
    const intent = understand(message, person?.voiceLanguage ?? 'en');
    // A reaction is not a message to answer, nor one to count.
    if (intent.kind === 'ignore') return done('ignored', null, person?.userId ?? null);
    const { admission, minutes } = await admit(app.db, claimed, person !== null, settings.messagesPerHour, at);
    if (person === null) {
      return admission === 'stranger' ? done('stranger', strangerReply(settings.publicUrl, languageOfRegion(regionOf(sender)))) : done('stranger:silent', null);
    }
    if (admission === 'limitNotice') return done('limited', limitReply(settings.messagesPerHour, minutes, person.language), person.userId);
    if (admission !== 'handle') return done('limited:silent', null, person.userId);
    const caller = callerFor(app, person, claimed.messageId, claimed.sentAt);
    const acted = await act(app, caller, person, claimed.messageId, intent);
    return { finished: { outcome: acted.outcome, userId: person.userId, recorded: acted.recorded, undid: acted.undid }, reply: acted.reply };
  }

  async function handleNext(): Promise<boolean> {
    if (stopped) return false;
    const at = now();
    const claimed = await claimNext(app.db, at);
    if (claimed === null) return false;
    try {
      const { finished, reply } = await handle(claimed, at);
      const queued = reply === null || claimed.sender === null ? null : { recipient: claimed.sender, body: JSON.stringify(cloudMessage(claimed.sender, reply)) };
      await finish(app.db, claimed, finished, queued, now());
      logger.info({ messageId: claimed.messageId, outcome: finished.outcome }, 'WhatsApp message handled');
      if (queued !== null) replies.kick();
    } catch (error) {
      // Stored but not yet readable, or the database away: the claim runs out and the message is handled again.
      if (error instanceof UnavailableError) logger.warn({ messageId: claimed.messageId }, 'WhatsApp message left for another try');
      else logger.error({ err: error, messageId: claimed.messageId }, 'WhatsApp message failed; it is tried again when its claim runs out');
    }
    return true;
  }

  let wake: ReturnType<typeof setTimeout> | undefined;
  /** After the replies are drained: wake up when the next retry is due (the sweep covers the rest). */
  async function sendNextReply(): Promise<boolean> {
    if (stopped) return false;
    if (await sendNext(app.db, settings, logger, now)) return true;
    const due = await nextReplyDue(app.db);
    if (due !== null && !stopped) {
      clearTimeout(wake);
      wake = setTimeout(() => replies.kick(), Math.min(settings.sweepMs, Math.max(0, due.getTime() - now().getTime())));
      wake.unref();
    }
    return false;
  }

  // Several people's messages at once; one person's are still handled one at a time (claimNext).
  const messages = pump(handleNext, (error) => logger.error({ err: error }, 'WhatsApp message loop failed'), MESSAGE_WORKERS);
  const replies = pump(sendNextReply, (error) => logger.error({ err: error }, 'WhatsApp reply loop failed'));
  const kick = () => {
    if (stopped) return;
    messages.kick();
    replies.kick();
  };
  const sweep = setInterval(kick, settings.sweepMs);
  sweep.unref();
  kick();

  return {
    settings,
    webhook: (req, res) => answerWebhook(req, res, { db: app.db, settings, logger, now, received: () => messages.kick() }),
    kick,
    async stop() {
      stopped = true;
      clearInterval(sweep);
      clearTimeout(wake);
      await Promise.all([messages.idle(), replies.idle()]);
    },
  };
}
