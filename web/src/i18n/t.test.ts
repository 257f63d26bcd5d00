import { afterEach, describe, expect, it } from 'vitest';
import { SAVINGS_MESSAGES } from '../savings/messages.ts';
import { activateLocale, defineMessages, msg, t } from './index.ts';

const M = defineMessages('test', {
  title: msg('Savings'),
  days: msg<{ days: number }>('{days, plural, one {# day left} other {# days left}}'),
  nested: { hello: msg<{ name: string }>('Hello {name}') },
});

describe('t', () => {
  afterEach(() => activateLocale('en'));

  it('names messages by feature and path and speaks English with ICU plurals and placeholders', () => {
    expect(M.nested.hello.id).toBe('test.nested.hello');
    expect(t(M.title)).toBe('Savings');
    expect(t(M.days, { days: 1 })).toBe('1 day left');
    expect(t(M.days, { days: 3 })).toBe('3 days left');
    expect(t(M.nested.hello, { name: 'Amina' })).toBe('Hello Amina');
  });

  it('accents and lengthens the text in the pseudo-locale, never the values', async () => {
    await activateLocale('en-XA');
    expect(t(M.title)).toBe('Šàṽîñĝš~~~');
    expect(t(M.nested.hello, { name: 'Amina' })).toMatch(/^Ĥéļļö ~*Amina/);
    expect(t(M.days, { days: 3 })).toMatch(/^3 đàýš ļéƒţ~+$/);
  });

  it("loads a language's catalogs on activation and speaks them, English where one lacks a message", async () => {
    await activateLocale('sw');
    expect(t(SAVINGS_MESSAGES.tabs.goals)).toBe('Malengo');
    expect(t(SAVINGS_MESSAGES.daysLeft, { days: 3 })).toBe('zimebaki siku 3');
    expect(t(M.title)).toBe('Savings');
  });
});
