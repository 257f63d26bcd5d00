import { describe, expect, it } from 'vitest';
import { whatsAppReminder } from './reminder.ts';

describe('whatsAppReminder', () => {
  it('opens a chat with the number, the message encoded', () => {
    expect(whatsAppReminder('+254712345678', 'Habari Juma, KSh 300 & asante!'))
      .toBe('https://wa.me/254712345678?text=Habari%20Juma%2C%20KSh%20300%20%26%20asante!');
  });
  it('makes no link for a number that cannot be one', () => {
    expect(whatsAppReminder('12', 'x')).toBeNull();
  });
});
