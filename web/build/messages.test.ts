// @vitest-environment node
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileCatalog, compileMsgCalls } from './messages.ts';

const FILE = '/app/web/src/feature/messages.ts';

describe('messages compiled at build', () => {
  it('adds the compiled form to msg() where the text has ICU syntax, and leaves plain text alone', () => {
    const source = [
      "import { defineMessages, msg } from '../i18n/index.ts';",
      "export const M = defineMessages('f', {",
      "  title: msg('Savings ≈ 😀'),",
      "  days: msg<{ days: number }>('{days, plural, one {# day left} other {# days left}}'),",
      "  quote: msg(\"Today's total\"),",
      '  escaped: msg(',
      `    "Use '{braces}' as they are",`,
      '  ),',
      '});',
    ].join('\n');
    const result = compileMsgCalls(source, FILE) ?? '';
    expect(result.split('\n')).toHaveLength(source.split('\n').length);
    expect(result).toContain("title: msg('Savings ≈ 😀'),");
    expect(result).toContain(`'{days, plural, one {# day left} other {# days left}}', ${JSON.stringify(compileMessage('{days, plural, one {# day left} other {# days left}}'))})`);
    expect(result).toContain(`quote: msg("Today's total"),`);
    expect(result).toContain(`"Use '{braces}' as they are", ["Use {braces} as they are"]`);
  });

  it('leaves a module without messages untouched', () => {
    expect(compileMsgCalls("const message = 'msg';", FILE)).toBeNull();
    expect(compileMsgCalls("export const M = { title: msg('Plain') };", FILE)).toBeNull();
  });

  it('refuses a message the build cannot compile, naming where it is', () => {
    expect(() => compileMsgCalls("const text = 'x';\nmsg(text);", FILE)).toThrow(`${FILE}:2: msg() takes one string literal`);
    expect(() => compileMsgCalls("\n\nmsg('{days, plural, one {# day}');", FILE)).toThrow(`${FILE}:3: the message "{days, plural, one {# day}" is not valid ICU`);
  });

  it('compiles a catalog: plain texts stay strings, ICU messages are compiled, a broken one is named', () => {
    const catalog = { 'savings.title': 'Akiba', 'savings.daysLeft': 'zimebaki siku {days}' };
    expect(JSON.parse(compileCatalog(JSON.stringify(catalog), 'sw/savings.json'))).toEqual({
      'savings.title': 'Akiba',
      'savings.daysLeft': ['zimebaki siku ', ['days']],
    });
    expect(() => compileCatalog(JSON.stringify({ 'savings.daysLeft': 'siku {days' }), 'sw/savings.json')).toThrow('sw/savings.json savings.daysLeft');
  });
});
