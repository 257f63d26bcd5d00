import { describe, expect, it } from 'vitest';
import { netsByPerson } from './iouNets.ts';

const row = (person: string, direction: string, outstanding: string, currency = 'KES', createdAt = '2026-11-20T08:00:00.000Z') =>
  ({ person, direction, outstanding, currency, createdAt });

describe('netsByPerson', () => {
  it('nets lent against borrowed per person and currency, exactly, naming each as first written', () => {
    expect(netsByPerson([
      row('juma ', 'borrowed', '120.50', 'KES', '2026-11-21T08:00:00.000Z'), row('Juma', 'lent', '300.00'),
      row('Amina', 'borrowed', '200.00', 'USD'), row('Amina', 'lent', '0.10', 'KES'),
    ])).toEqual([
      { person: 'Amina', currency: 'KES', net: '0.10' },
      { person: 'Amina', currency: 'USD', net: '-200.00' },
      { person: 'Juma', currency: 'KES', net: '179.50' },
    ]);
  });
});
