import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { codeSenderFromEnv, createLogSender } from './codeSender.ts';
import { WhatsAppDeliveryError, createWhatsAppCloudSender } from './whatsApp.ts';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A stand-in for graph.facebook.com on a local port: records requests, answers as told. */
function fakeGraph() {
  const received: Received[] = [];
  let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: { messages: [{ id: 'wamid.1' }] } };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      setTimeout(() => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body)), answer.delayMs ?? 0);
    });
  });
  return {
    received,
    answer: (next: typeof answer) => {
      answer = next;
    },
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v21.0`);
    })),
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info', destination }) };
}

describe('WhatsApp Cloud API sender', () => {
  const graph = fakeGraph();
  let apiUrl = '';
  beforeAll(async () => {
    apiUrl = await graph.start();
  });
  afterAll(() => graph.stop());

  it('POSTs the authentication template to /{phone-number-id}/messages with the bearer token', async () => {
    const sender = createWhatsAppCloudSender({ token: 'secret-token', phoneNumberId: '1098765', apiUrl, templateName: 'sauti_login' });
    await sender.send('+254712345678', '042917');
    const request = graph.received.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v21.0/1098765/messages');
    expect(request?.headers.authorization).toBe('Bearer secret-token');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '254712345678',
      type: 'template',
      template: {
        name: 'sauti_login',
        language: { code: 'en_US' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '042917' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '042917' }] },
        ],
      },
    });
  });

  it('sends a text message when no template is configured', async () => {
    await createWhatsAppCloudSender({ token: 't', phoneNumberId: '55', apiUrl: `${apiUrl}/` }).send('+919876543210', '123456');
    expect(graph.received.at(-1)).toMatchObject({
      url: '/v21.0/55/messages',
      body: {
        messaging_product: 'whatsapp', to: '919876543210', type: 'text',
        text: { preview_url: false, body: '123456 is your Sauti verification code. It expires in 10 minutes.' },
      },
    });
  });

  it("rejects with the Graph error's message when WhatsApp refuses", async () => {
    graph.answer({ status: 400, body: { error: { message: '(#131030) Recipient phone number not in allowed list', code: 131030 } } });
    const sending = createWhatsAppCloudSender({ token: 't', phoneNumberId: '55', apiUrl }).send('+254712345678', '123456');
    await expect(sending).rejects.toThrow(WhatsAppDeliveryError);
    await expect(sending).rejects.toThrow('(400): (#131030) Recipient phone number not in allowed list');
  });

  it('gives up after its timeout', async () => {
    graph.answer({ status: 200, body: {}, delayMs: 500 });
    const sending = createWhatsAppCloudSender({ token: 't', phoneNumberId: '55', apiUrl, timeoutMs: 50 }).send('+254712345678', '123456');
    await expect(sending).rejects.toThrow(/no answer/);
    graph.answer({ status: 200, body: {} });
  });
});

describe('choosing a sender from the environment', () => {
  it('logs the code with the phone masked to its last 4 digits when WhatsApp is not configured', async () => {
    const { lines, logger } = capturedLogger();
    await codeSenderFromEnv({}, logger).send('+254712345678', '004512');
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.msg.startsWith('login code'));
    expect(logged).toMatchObject({ loginCode: '004512', phone: '***5678' });
    expect(lines.join('')).not.toContain('712345678');
    expect(lines.join('')).toContain('WHATSAPP_TOKEN');
  });

  it('keeps the code readable even beside the masker', async () => {
    const { lines, logger } = capturedLogger();
    await createLogSender(logger).send('+447700900123', '987654');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ loginCode: '987654', phone: '***0123' });
  });

  it('uses WhatsApp when the token and phone number id are set', async () => {
    const graph = fakeGraph();
    const apiUrl = await graph.start();
    try {
      const { logger } = capturedLogger();
      const env = { WHATSAPP_TOKEN: 'tok', WHATSAPP_PHONE_NUMBER_ID: '77', WHATSAPP_API_URL: apiUrl, WHATSAPP_TEMPLATE_NAME: 'otp' };
      await codeSenderFromEnv(env, logger).send('+27821234567', '111222');
      expect(graph.received).toMatchObject([{ url: '/v21.0/77/messages', headers: { authorization: 'Bearer tok' }, body: { to: '27821234567', type: 'template' } }]);
    } finally {
      await graph.stop();
    }
  });
});
