// Sending one reply through the Cloud API: POST {apiUrl}/{phone-number-id}/messages, as text, or as an
// interactive message with reply buttons. Says whether a failure is worth trying again.
import * as z from 'zod';
import type { Reply } from './reply.ts';
import type { ChannelSettings } from './settings.ts';

/** Interactive bodies hold 1,024 characters, text bodies 4,096; at most 3 reply buttons. */
const LIMITS = { interactiveBody: 1024, textBody: 4096, buttons: 3, buttonTitle: 20 } as const;

const clip = (text: string, max: number) => (Array.from(text).length <= max ? text : `${Array.from(text).slice(0, max - 1).join('')}…`);

/** The request body for `reply` to `to` (digits with the country code). */
export function cloudMessage(to: string, reply: Reply) {
  const envelope = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if (reply.buttons.length === 0) return { ...envelope, type: 'text', text: { preview_url: false, body: clip(reply.text, LIMITS.textBody) } };
  return {
    ...envelope,
    type: 'interactive',
    interactive: {
      type: 'button',
      body: { text: clip(reply.text, LIMITS.interactiveBody) },
      action: {
        buttons: reply.buttons.slice(0, LIMITS.buttons).map((button) => ({ type: 'reply', reply: { id: button.id, title: clip(button.title, LIMITS.buttonTitle) } })),
      },
    },
  };
}

export type SendOutcome = { ok: true } | { ok: false; retry: boolean; detail: string };

const GraphError = z.object({ error: z.object({ message: z.string() }) });

/** Busy, throttled or broken on their side (or no answer in time): another try may work. */
const worthRetrying = (status: number) => status === 408 || status === 429 || status >= 500;

export async function postMessage(settings: ChannelSettings, body: string): Promise<SendOutcome> {
  const url = `${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(settings.sendTimeoutMs),
    });
  } catch (error) {
    return { ok: false, retry: true, detail: error instanceof Error ? error.message : 'request failed' };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { ok: true };
  }
  // The error's own message only: Graph error bodies can echo the recipient.
  const graph = GraphError.safeParse(await response.json().catch(() => null));
  return { ok: false, retry: worthRetrying(response.status), detail: `${response.status} ${graph.success ? graph.data.error.message : response.statusText}` };
}
