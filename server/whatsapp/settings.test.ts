// The channel's settings from the environment: off without an app secret, refused when half set up.
import { describe, expect, it } from 'vitest';
import { CHANNEL_DEFAULTS, channelSettingsFromEnv } from './settings.ts';

const ON = { WHATSAPP_APP_SECRET: 's', WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '123', PUBLIC_URL: 'https://sauti.example/' };

describe('channelSettingsFromEnv', () => {
  it('is off without an app secret', () => {
    expect(channelSettingsFromEnv({ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '123' })).toBeNull();
    expect(channelSettingsFromEnv({ WHATSAPP_APP_SECRET: '  ' })).toBeNull();
  });

  it('needs the token, the number id and the public address once the secret is set', () => {
    expect(() => channelSettingsFromEnv({ WHATSAPP_APP_SECRET: 's' })).toThrow(/WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and PUBLIC_URL/);
    expect(() => channelSettingsFromEnv({ ...ON, PUBLIC_URL: 'sauti.example' })).toThrow(/PUBLIC_URL/);
    expect(() => channelSettingsFromEnv({ ...ON, WHATSAPP_MESSAGES_PER_HOUR: '0' })).toThrow(/WHATSAPP_MESSAGES_PER_HOUR/);
  });

  it('reads the rest, with defaults', () => {
    expect(channelSettingsFromEnv({ ...ON, WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0/', WHATSAPP_DISPLAY_NUMBER: '+254 700 123 456', WHATSAPP_MESSAGES_PER_HOUR: '30' })).toEqual({
      appSecret: 's', verifyToken: null, token: 't', phoneNumberId: '123', apiUrl: 'http://127.0.0.1:9/v21.0', displayNumber: '+254 700 123 456',
      publicUrl: 'https://sauti.example', messagesPerHour: 30, sendTimeoutMs: CHANNEL_DEFAULTS.sendTimeoutMs, retryBaseMs: CHANNEL_DEFAULTS.retryBaseMs,
      sendAttempts: CHANNEL_DEFAULTS.sendAttempts, sweepMs: CHANNEL_DEFAULTS.sweepMs,
    });
    expect(channelSettingsFromEnv(ON)?.apiUrl).toBe('https://graph.facebook.com/v21.0');
  });
});
