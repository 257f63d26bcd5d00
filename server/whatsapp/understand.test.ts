// What a WhatsApp message asks for, read before anything is written: undo in any of the 22 languages'
// words, questions without an amount, payment services' messages, phrases, and what cannot be read.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import type { InboundMessage } from './delivery.ts';
import { MAX_TEXT_BYTES, understand } from './understand.ts';
import { WORDS } from './words/index.ts';

const text = (body: string): InboundMessage => ({ id: 'wamid.1', from: '254712345678', type: 'text', text: { body } });
const MPESA = 'SCL4ABC123 Confirmed. Ksh250.00 paid to JAVA HOUSE KIMATHI ST. on 12/3/24 at 1:05 PM.New M-PESA balance is Ksh1,234.56. Transaction cost, Ksh0.00.';
const RECEIVED = 'SCL4ABC128 Confirmed.You have received Ksh1,000.00 from JANE WANJIKU 0722123456 on 12/3/24 at 9:10 AM  New M-PESA balance is Ksh2,500.00.';

describe('understand', () => {
  it('hears each language’s own undo word, its button title and English "undo", typed alone', () => {
    for (const language of LANGUAGE_CODES) {
      expect(understand(text(WORDS[language].undo), language), language).toEqual({ kind: 'undo', target: null });
      expect(understand(text(' UNDO! '), language), language).toEqual({ kind: 'undo', target: null });
    }
    expect(understand(text('undo the chakula 500'), 'en').kind).not.toBe('undo');
  });

  it('takes a tap on an Undo button as undo of that message', () => {
    const tap: InboundMessage = { id: 'wamid.2', from: '254712345678', type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'undo:wamid.1', title: 'Tendua' } } };
    expect(understand(tap, 'sw')).toEqual({ kind: 'undo', target: 'wamid.1' });
  });

  it('asks a question only without an amount', () => {
    expect(understand(text('leo'), 'sw')).toEqual({ kind: 'question', question: 'today' });
    expect(understand(text('Leo?'), 'sw')).toEqual({ kind: 'question', question: 'today' });
    expect(understand(text('leo chakula 500'), 'sw')).toEqual({ kind: 'phrase', text: 'leo chakula 500' });
    expect(understand(text('how much this week?'), 'en')).toEqual({ kind: 'question', question: 'week' });
    expect(understand(text("aujourd’hui"), 'fr')).toEqual({ kind: 'question', question: 'today' });
    expect(understand(text('ఈ రోజు'), 'te')).toEqual({ kind: 'question', question: 'today' });
    expect(understand(text('lonii'), 'yo')).toEqual({ kind: 'question', question: 'today' });
    expect(understand(text('help'), 'hi')).toEqual({ kind: 'question', question: 'help' });
    expect(understand(text('chakula'), 'sw')).toEqual({ kind: 'phrase', text: 'chakula' });
  });

  it('hears a question in another language the message is written in, but an undo only in the person\'s or English', () => {
    expect(understand(text('leo'), 'en')).toEqual({ kind: 'question', question: 'today' });
    expect(understand(text('wiki hii'), 'en')).toEqual({ kind: 'question', question: 'week' });
    expect(understand(text('آج'), 'ar')).toEqual({ kind: 'question', question: 'today' });
    // Undo removes an entry: "futa" on an English phone is not taken for it.
    expect(understand(text('futa'), 'en').kind).not.toBe('undo');
  });

  it('takes a payment service’s message for the import, and one that pays nothing for what it is', () => {
    expect(understand(text(MPESA), 'sw')).toEqual({ kind: 'payment', text: MPESA });
    expect(understand(text(RECEIVED), 'sw')).toEqual({ kind: 'notPayment' });
    // A phrase with money in it is a phrase, even one the payment parser would call a deposit.
    expect(understand(text('KSh 500 lunch'), 'en').kind).toBe('phrase');
    expect(understand(text('घरासाठी 3000 जमा'), 'mr').kind).toBe('phrase');
  });

  it('says what it cannot read: voice notes, everything that is not text, text too long or broken', () => {
    const of = (type: string): InboundMessage => ({ id: 'wamid.3', from: '254712345678', type });
    expect(understand(of('audio'), 'sw')).toEqual({ kind: 'unreadable', why: 'voiceNote' });
    for (const type of ['image', 'sticker', 'video', 'document', 'location', 'contacts', 'unsupported']) {
      expect(understand(of(type), 'sw'), type).toEqual({ kind: 'unreadable', why: 'notText' });
    }
    expect(understand(of('reaction'), 'sw')).toEqual({ kind: 'ignore' });
    expect(understand(text('a'.repeat(MAX_TEXT_BYTES + 1)), 'en')).toEqual({ kind: 'unreadable', why: 'tooLong' });
    // 1,366 three-byte letters: under 4,096 characters, over 4 KB.
    expect(understand(text('आ'.repeat(1366)), 'hi')).toEqual({ kind: 'unreadable', why: 'tooLong' });
    expect(understand(text('chakula\u0000 500'), 'sw')).toEqual({ kind: 'unreadable', why: 'notText' });
    expect(understand(text('chakula \uD800 500'), 'sw')).toEqual({ kind: 'unreadable', why: 'notText' });
  });
});
