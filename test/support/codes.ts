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
  /** The user the session names now; null once it has ended. */
  readonly userId: string | null;
}

/** A session without HTTP: stored from the start, it remembers whom it names (no user is created). */
export function createMemorySession(userId: string): MemorySession {
  let current: string | null = userId;
  const key = randomUUID();
  return {
    get userId() {
      return current;
    },
    get persisted() {
      return current !== null;
    },
    clientAddress: '127.0.0.1',
    key,
    async persist() {},
    async signInAs(next) {
      current = next;
    },
    async end() {
      current = null;
      return randomUUID();
    },
    async endEverywhere() {
      current = null;
      return randomUUID();
    },
  };
}
