// Login codes over the WhatsApp Cloud API: POST {apiUrl}/{phone-number-id}/messages with a bearer
// token. With a template name it sends the authentication template (code in the body and in the
// copy-code button), which WhatsApp requires outside a 24-hour chat; without one, a text message.
import * as z from 'zod';
import type { CodeSender } from './codeSender.ts';

export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';
const DEFAULT_TIMEOUT_MS = 10_000;

export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  apiUrl?: string | undefined;
  /** An approved authentication template; without one a plain text message is sent. */
  templateName?: string | undefined;
  templateLanguage?: string | undefined;
  timeoutMs?: number;
}

function whatsAppMessage(to: string, code: string, config: Pick<WhatsAppConfig, 'templateName' | 'templateLanguage'>) {
  const envelope = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if (!config.templateName) {
    return { ...envelope, type: 'text', text: { preview_url: false, body: `${code} is your Sauti verification code. It expires in 10 minutes.` } };
  }
  const parameters = [{ type: 'text', text: code }];
  return {
    ...envelope,
    type: 'template',
    template: {
      name: config.templateName,
      language: { code: config.templateLanguage ?? 'en_US' },
      components: [{ type: 'body', parameters }, { type: 'button', sub_type: 'url', index: '0', parameters }],
    },
  };
}

const GraphError = z.object({ error: z.object({ message: z.string() }) });

export class WhatsAppDeliveryError extends Error {
  readonly status: number | null;

  constructor(status: number | null, detail: string) {
    super(`WhatsApp did not accept the login code (${status ?? 'no answer'}): ${detail}`);
    this.status = status;
  }
}

export function createWhatsAppCloudSender(config: WhatsAppConfig): CodeSender {
  const base = (config.apiUrl ?? DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, '');
  const url = `${base}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    async send(phoneE164, code) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          // The Cloud API takes the number as digits with the country code, without "+".
          body: JSON.stringify(whatsAppMessage(phoneE164.replace(/^\+/, ''), code, config)),
          signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (error) {
        throw new WhatsAppDeliveryError(null, error instanceof Error ? error.message : 'request failed');
      }
      if (!response.ok) {
        // The error's own message only: Graph error bodies can echo the recipient.
        const graph = GraphError.safeParse(await response.json().catch(() => null));
        throw new WhatsAppDeliveryError(response.status, graph.success ? graph.data.error.message : response.statusText);
      }
    },
  };
}
