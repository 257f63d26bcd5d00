// Home's Lent & borrowed card (issue 33): money lent is found again from Home, in the right direction,
// and the card leads to the whole list; nothing outstanding, no card.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { activateLocale } from '../i18n/index.ts';
import type { LocalIou } from '../offline/db.ts';
import { IousCard } from './IousCard.tsx';

const iou = (person: string, direction: 'lent' | 'borrowed', outstanding: string): LocalIou => ({
  id: `${person}-${direction}`, person, phone: null, direction, amount: outstanding, repaid: '0.00', outstanding, settled: outstanding === '0.00',
  currency: 'KES', date: '2026-11-20', dueDate: null, note: null, createdAt: '2026-11-20T09:00:00.000Z', pending: false,
});

function renderCard(ious: LocalIou[]) {
  return render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <IousCard ious={ious} />
    </Router>,
  );
}

afterEach(() => activateLocale('en'));

describe('IousCard', () => {
  it('says who owes whom, and its title leads to Lent & borrowed', () => {
    renderCard([iou('Juma', 'lent', '500.00'), iou('Amina', 'borrowed', '200.00')]);
    expect(screen.getByRole('link', { name: 'Lent & borrowed' }).getAttribute('href')).toBe('/ious');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['You owe Amina KES\u00a0200.00', 'Juma owes you KES\u00a0500.00']);
  });

  it('says it in Swahili the right way round: money lent to Juma is "Unamdai Juma"', async () => {
    await activateLocale('sw');
    renderCard([iou('Juma', 'lent', '500.00')]);
    expect(screen.getByRole('listitem').textContent).toBe('Unamdai Juma KES\u00a0500.00');
  });

  it('shows nothing when everything is settled', () => {
    const { container } = renderCard([iou('Juma', 'lent', '0.00')]);
    expect(container.textContent).toBe('');
  });
});
