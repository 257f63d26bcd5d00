// The share target's query: the SMS is in `text` for most Messages apps, in `title` for some.
import { expect, it } from 'vitest';
import { sharedText } from './shared.ts';

it('takes the text, else the title, else the url, trimmed', () => {
  expect(sharedText(new URLSearchParams({ title: 'M-PESA', text: ' QGH7 Confirmed. Ksh500 paid ' }))).toBe('QGH7 Confirmed. Ksh500 paid');
  expect(sharedText(new URLSearchParams({ title: 'QGH7 Confirmed. Ksh500 paid', text: '  ' }))).toBe('QGH7 Confirmed. Ksh500 paid');
  expect(sharedText(new URLSearchParams())).toBe('');
});
