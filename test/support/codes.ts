// Test doubles for the identity seams: a CodeSender that keeps what it sent, so a test can read
// the code a person would find on WhatsApp, and a session that only remembers which user it names.
import { randomUUID } from 'node:crypto';
import type { CallerSession } from '../../server/context.ts';
import type { CodeSender } from '../../server/identity/codeSender.ts';

export interface MemorySender extends CodeSender {
  readonly sent: { phone: string; code: string }[];
  /** The newest code sent to this E.164 number. */
  lastCode(phone: string): string;
}

export function createMemorySender(): MemorySender {
  const sent: { phone: string; code: string }[] = [];
  return {
    sent,
    async send(phone, code) {
      sent.push({ phone, code });
    },
    lastCode(phone) {
      const found = sent.findLast((message) => message.phone === phone);
      if (!found) throw new Error(`No code was sent to ${phone}`);
      return found.code;
    },
  };
}

export interface MemorySession extends CallerSession {
  /** The user the session names now. */
  readonly userId: string;
}

/** A session without HTTP: switching is remembered; renewing names a new id (no user is created). */
export function createMemorySession(userId: string): MemorySession {
  let current = userId;
  return {
    get userId() {
      return current;
    },
    async switchTo(next) {
      current = next;
    },
    async renew() {
      current = randomUUID();
      return current;
    },
  };
}
