// How a login code reaches a person: a CodeSender adapter, chosen here and only here from the
// environment. WhatsApp Cloud API when configured; otherwise the code goes to the server log.
import { maskPhone } from '../../domain/phone.ts';
import type { Logger } from '../logger.ts';
import type { Environment } from '../env.ts';
import { createWhatsAppCloudSender } from './whatsApp.ts';

export interface CodeSender {
  /** Delivers `code` to `phoneE164`; rejects when delivery failed. */
  send(phoneE164: string, code: string): Promise<void>;
}

/** For development without WhatsApp: the code in its own log field, the number masked to its last 4. */
export function createLogSender(logger: Logger): CodeSender {
  return {
    async send(phoneE164, code) {
      logger.info({ loginCode: code, phone: maskPhone(phoneE164) }, 'login code (no WhatsApp sender configured)');
    },
  };
}


export function codeSenderFromEnv(env: Environment, logger: Logger): CodeSender {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = env;
  if (!token || !phoneNumberId) {
    logger.warn('WHATSAPP_TOKEN or WHATSAPP_PHONE_NUMBER_ID not set: login codes are written to the log');
    return createLogSender(logger);
  }
  return createWhatsAppCloudSender({
    token,
    phoneNumberId,
    apiUrl: env.WHATSAPP_API_URL,
    templateName: env.WHATSAPP_TEMPLATE_NAME,
    templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE,
  });
}
