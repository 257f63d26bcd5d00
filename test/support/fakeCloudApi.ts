// A stand-in for the WhatsApp Cloud API: a real HTTP server on loopback that records every message
// it is sent and answers as told — 200, a failure status, or nothing for a while — and the deliveries
// Meta would post to Sauti's webhook, signed (or not) as a test needs.
import { createServer } from 'node:http';
import * as z from 'zod';
import type { ChannelSettings } from '../../server/whatsapp/settings.ts';
import { signatureOf } from '../../server/whatsapp/signature.ts';

const SentMessage = z.object({
  to: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  interactive: z.object({
    body: z.object({ text: z.string() }),
    action: z.object({ buttons: z.array(z.object({ reply: z.object({ id: z.string(), title: z.string() }) })) }),
  }).optional(),
});

export interface SentReply {
  /** The answer the fake gave this request; 0 when the sender had given up waiting. */
  status: number;
  path: string;
  authorization: string | undefined;
  to: string;
  /** The text the person reads (a text message's body or an interactive message's). */
  text: string;
  buttons: { id: string; title: string }[];
}

type Behaviour = { status: number } | { stallMs: number };

export interface FakeCloudApi {
  readonly url: string;
  /** Every request, in arrival order, whatever it was answered. */
  readonly requests: readonly SentReply[];
  /** The replies it accepted (answered 200). */
  accepted(to?: string): SentReply[];
  /** The next `times` requests are answered `status`. */
  failNext(status: number, times?: number): void;
  /** The next `times` requests get no answer for `ms` (then 200, unless the sender gave up first). */
  stallNext(ms: number, times?: number): void;
  /** Resolves once `count` replies were accepted (for `to`, when given). */
  waitForAccepted(count: number, to?: string, timeoutMs?: number): Promise<SentReply[]>;
  close(): Promise<void>;
}

export async function startFakeCloudApi(): Promise<FakeCloudApi> {
  const requests: SentReply[] = [];
  const plan: Behaviour[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const message = SentMessage.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      const behaviour = plan.shift() ?? { status: 200 };
      const answer = (planned: number) => {
        // A sender that gave up waiting has closed the connection: nothing reached it.
        const abandoned = res.destroyed || res.socket === null || res.socket.destroyed;
        const status = abandoned ? 0 : planned;
        requests.push({
          status,
          path: req.url ?? '',
          authorization: req.headers.authorization,
          to: message.to,
          text: message.text?.body ?? message.interactive?.body.text ?? '',
          buttons: message.interactive?.action.buttons.map((button) => button.reply) ?? [],
        });
        if (abandoned) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(status === 200
          ? JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.sent${requests.length}` }] })
          : JSON.stringify({ error: { message: `Fake failure ${status}`, code: 131000 } }));
      };
      if ('stallMs' in behaviour) setTimeout(() => answer(200), behaviour.stallMs);
      else answer(behaviour.status);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const accepted = (to?: string) => requests.filter((request) => request.status === 200 && (to === undefined || request.to === to));
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    requests,
    accepted,
    failNext(status, times = 1) {
      for (let n = 0; n < times; n += 1) plan.push({ status });
    },
    stallNext(ms, times = 1) {
      for (let n = 0; n < times; n += 1) plan.push({ stallMs: ms });
    },
    async waitForAccepted(count, to, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (accepted(to).length < count) {
        if (Date.now() > until) throw new Error(`Waited ${timeoutMs} ms for ${count} replies${to ? ` to ${to}` : ''}; got ${accepted(to).length}: ${JSON.stringify(accepted(to).map((reply) => reply.text))}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return accepted(to);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const TEST_PHONE_NUMBER_ID = '109876543210';
export const TEST_APP_SECRET = 'test-app-secret';
export const TEST_VERIFY_TOKEN = 'test-verify-token';

/** The channel's settings against `api`, with short waits so retries happen within a test. */
export function testChannelSettings(api: FakeCloudApi, changes: Partial<ChannelSettings> = {}): ChannelSettings {
  return {
    appSecret: TEST_APP_SECRET,
    verifyToken: TEST_VERIFY_TOKEN,
    token: 'test-token',
    phoneNumberId: TEST_PHONE_NUMBER_ID,
    apiUrl: api.url,
    displayNumber: '+254 700 123 456',
    publicUrl: 'https://sauti.example',
    messagesPerHour: 60,
    sendTimeoutMs: 1_000,
    retryBaseMs: 50,
    sendAttempts: 4,
    sweepMs: 250,
    ...changes,
  };
}

let sequence = 0;
/** A message id as WhatsApp mints them, unique per test run. */
const messageId = () => `wamid.TEST${Date.now().toString(36)}${(sequence += 1).toString(36).padStart(4, '0')}`;

type Inbound = Record<string, unknown> & { id: string; from: string; type: string };

export const textMessage = (from: string, body: string, id = messageId()): Inbound => ({
  from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body },
});

export const nonTextMessage = (from: string, type: string, id = messageId()): Inbound => ({
  from, id, timestamp: String(Math.floor(Date.now() / 1000)), type,
  [type]: type === 'audio' ? { id: 'media1', mime_type: 'audio/ogg; codecs=opus', voice: true } : { id: 'media1', mime_type: 'image/webp' },
});

export const buttonReply = (from: string, buttonId: string, title: string, id = messageId()): Inbound => ({
  from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'interactive',
  interactive: { type: 'button_reply', button_reply: { id: buttonId, title } },
});

/** A webhook delivery as Meta posts it: `messages` for `phoneNumberId`, statuses as given. */
export function delivery(messages: readonly Inbound[], options: { phoneNumberId?: string; statuses?: unknown[] } = {}) {
  return {
    object: 'whatsapp_business_account',
    entry: [{
      id: 'WABA1',
      changes: [{
        field: 'messages',
        value: {
          messaging_product: 'whatsapp',
          metadata: { display_phone_number: '254700123456', phone_number_id: options.phoneNumberId ?? TEST_PHONE_NUMBER_ID },
          contacts: messages.map((message) => ({ profile: { name: 'Test' }, wa_id: message.from })),
          messages,
          ...(options.statuses && { statuses: options.statuses }),
        },
      }],
    }],
  };
}

/** Posts `body` to the webhook at `url`, signed with `secret` (null: unsigned). */
export async function postDelivery(url: string, body: unknown, secret: string | null = TEST_APP_SECRET, signature?: string) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signed = signature ?? (secret === null ? undefined : signatureOf(raw, secret));
  if (signed !== undefined) headers['x-hub-signature-256'] = signed;
  const response = await fetch(`${url}/webhooks/whatsapp`, { method: 'POST', headers, body: raw });
  return { status: response.status, body: await response.text() };
}
