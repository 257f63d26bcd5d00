import { describe, expect, it } from 'vitest';
import { readMeetingSpeech } from './meetingSpeech.ts';

const members = [{ id: 'amina', name: 'Amina Odhiambo' }, { id: 'juma', name: 'Juma' }, { id: 'wanjiru', name: 'Wanjiru' }];

describe('what a treasurer says at a meeting', () => {
  it.each([
    ['Amina mia tano, Juma mia tano', 'sw', [{ memberId: 'amina', amount: '500.00', shares: null }, { memberId: 'juma', amount: '500.00', shares: null }]],
    ['Amina ameleta shares tatu', 'sw', [{ memberId: 'amina', amount: null, shares: 3 }]],
    ['Wanjiru elfu moja na mia mbili', 'sw', [{ memberId: 'wanjiru', amount: '1200.00', shares: null }]],
    ['Juma 500 and Amina two hundred', 'en', [{ memberId: 'juma', amount: '500.00', shares: null }, { memberId: 'amina', amount: '200.00', shares: null }]],
    ['Juma bought two shares', 'en', [{ memberId: 'juma', amount: null, shares: 2 }]],
    ['Amina cinq cents', 'fr', [{ memberId: 'amina', amount: '500.00', shares: null }]],
  ] as const)('%s (%s)', (text, language, expected) => expect(readMeetingSpeech(text, language, members)).toEqual(expected));

  it('ignores names it does not know and numbers with no name before them', () =>
    expect(readMeetingSpeech('mia tano Baraka mia tano', 'sw', members)).toEqual([]));
});
