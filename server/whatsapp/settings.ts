// What the WhatsApp channel needs to run, read once from the environment at start. Without an app
// secret there is no channel at all: the webhook route does not exist and nothing runs in the background.
import { DEFAULT_WHATSAPP_API_URL } from '../identity/whatsApp.ts';
import type { Environment } from '../env.ts';
import { wholeNumberFromEnv } from '../env.ts';

export interface ChannelSettings {
  /** Signs every delivery (X-Hub-Signature-256): the Meta app's secret. */
  appSecret: string;
  /** What Meta's subscription check must send back (hub.verify_token); without one it is always refused. */
  verifyToken: string | null;
  /** Sends the replies, as it sends login codes. */
  token: string;
  /** Our business number's id: deliveries for any other are ignored, and replies go out from it. */
  phoneNumberId: string;
  apiUrl: string;
  /** The business number as people dial it, shown in Settings; null hides the card. */
  displayNumber: string | null;
  /** Where an unknown number is sent to log in once (the app's public address). */
  publicUrl: string;
  /** Handled messages one number may send in a rolling hour. */
  messagesPerHour: number;
  /** How long one reply may take to be accepted before it counts as failed and is tried again. */
  sendTimeoutMs: number;
  /** The first retry's wait; each next one doubles it. */
  retryBaseMs: number;
  /** Tries per reply, the first included; then it is given up and logged. */
  sendAttempts: number;
  /** How often each instance looks for work another instance left behind (a crash, a retry due). */
  sweepMs: number;
}

export const CHANNEL_DEFAULTS = {
  messagesPerHour: 60,
  sendTimeoutMs: 10_000,
  retryBaseMs: 2_000,
  sendAttempts: 5,
  sweepMs: 15_000,
} as const;

/** The channel's settings, or null when WHATSAPP_APP_SECRET is not set (no channel). */
export function channelSettingsFromEnv(env: Environment = process.env): ChannelSettings | null {
  const appSecret = env.WHATSAPP_APP_SECRET?.trim();
  if (!appSecret) return null;
  const token = env.WHATSAPP_TOKEN?.trim();
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim();
  const publicUrl = env.PUBLIC_URL?.trim();
  if (!token || !phoneNumberId || !publicUrl) {
    throw new Error('WHATSAPP_APP_SECRET turns the WhatsApp channel on, which also needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and PUBLIC_URL');
  }
  if (!/^https?:\/\/\S+$/.test(publicUrl)) throw new Error(`PUBLIC_URL must be the app's http(s) address, not "${publicUrl}"`);
  return {
    appSecret,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN?.trim() || null,
    token,
    phoneNumberId,
    apiUrl: (env.WHATSAPP_API_URL?.trim() || DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, ''),
    displayNumber: env.WHATSAPP_DISPLAY_NUMBER?.trim() || null,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    messagesPerHour: wholeNumberFromEnv(env, 'WHATSAPP_MESSAGES_PER_HOUR', CHANNEL_DEFAULTS.messagesPerHour),
    sendTimeoutMs: CHANNEL_DEFAULTS.sendTimeoutMs,
    retryBaseMs: CHANNEL_DEFAULTS.retryBaseMs,
    sendAttempts: CHANNEL_DEFAULTS.sendAttempts,
    sweepMs: CHANNEL_DEFAULTS.sweepMs,
  };
}
