// The Cloud API's webhook contract at /webhooks/whatsapp: GET answers Meta's subscription check with
// its challenge; POST takes a signed delivery, stores its messages for our number and answers 200 at
// once (Meta retries what is not answered fast); the messages are handled after, by channel.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../rest/respond.ts';
import type { Logger } from '../logger.ts';
import type { Driver } from '../../events/store/driver.ts';
import { Delivery, messagesFor } from './delivery.ts';
import { storeDelivered } from './inbox.ts';
import type { ChannelSettings } from './settings.ts';
import { sameText, signatureValid } from './signature.ts';

export const WEBHOOK_PATH = '/webhooks/whatsapp';

/** A delivery carries at most a few messages; the app's own body limit is far above any. */
const MAX_DELIVERY_BYTES = 64 * 1024;
const CHALLENGE = /^[\w.-]{1,256}$/;

function verifySubscription(req: IncomingMessage, res: ServerResponse, settings: ChannelSettings) {
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const token = query.get('hub.verify_token') ?? '';
  const challenge = query.get('hub.challenge') ?? '';
  const accepted = query.get('hub.mode') === 'subscribe' && settings.verifyToken !== null && sameText(token, settings.verifyToken);
  if (!accepted || !CHALLENGE.test(challenge)) return sendJson(res, 403, { error: 'forbidden', message: 'The verify token does not match' });
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(challenge);
}

export interface WebhookDeps {
  db: Driver;
  settings: ChannelSettings;
  logger: Logger;
  now: () => Date;
  /** Called once new messages are stored: handle them now. */
  received: () => void;
}

export async function answerWebhook(req: IncomingMessage, res: ServerResponse, deps: WebhookDeps): Promise<void> {
  if (req.method === 'GET') return verifySubscription(req, res, deps.settings);
  if (req.method !== 'POST') {
    res.setHeader('allow', 'GET, POST');
    return sendJson(res, 405, { error: 'method_not_allowed', message: 'The WhatsApp webhook takes GET and POST' });
  }
  const raw = await readBody(req, MAX_DELIVERY_BYTES);
  if (!signatureValid(raw, req.headers['x-hub-signature-256'], deps.settings.appSecret)) {
    return sendJson(res, 401, { error: 'unauthorized', message: 'The delivery is not signed with the app secret' });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    return sendJson(res, 400, { error: 'bad_request', message: 'The delivery is not JSON' });
  }
  const delivery = Delivery.safeParse(parsed);
  if (!delivery.success) {
    // Signed by Meta but of a shape we do not know: answered, so it is not sent again forever.
    deps.logger.warn({ issues: delivery.error.issues.length }, 'WhatsApp delivery of an unknown shape ignored');
    return sendJson(res, 200, { received: 0 });
  }
  const { messages, malformed } = messagesFor(delivery.data, deps.settings.phoneNumberId);
  if (malformed > 0) deps.logger.warn({ malformed }, 'WhatsApp messages too malformed to read were ignored');
  const stored = await storeDelivered(deps.db, messages, deps.now());
  sendJson(res, 200, { received: stored });
  if (stored > 0) deps.received();
}
