// A spoken saving is described in the person's language (issue 33: "Savings fo…" in English on a
// Swahili phone); one the parser described in English reads in the person's language, a typed one as typed.
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/index.ts';
import { describeSaving, shownSavingDescription } from './savingActions.ts';

afterEach(() => activateLocale('en'));

describe('saving descriptions', () => {
  it('keeps the spec’s English in English', () => {
    expect(describeSaving('ada ya shule')).toBe('Savings for ada ya shule');
    expect(describeSaving(null)).toBe('Savings');
  });

  it('says a spoken saving in Swahili, and a stored English one too, a typed one as typed', async () => {
    await activateLocale('sw');
    expect(describeSaving('ada ya shule')).toBe('Akiba ya ada ya shule');
    expect(describeSaving('  ')).toBe('Akiba');
    expect(shownSavingDescription({ description: 'Savings for ada ya shule', goalName: 'ada ya shule' })).toBe('Akiba ya ada ya shule');
    expect(shownSavingDescription({ description: 'Savings', goalName: null })).toBe('Akiba');
    expect(shownSavingDescription({ description: 'Mchango wa harusi', goalName: null })).toBe('Mchango wa harusi');
  });
});
