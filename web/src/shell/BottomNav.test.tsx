import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { t } from '../i18n/index.ts';
import { BottomNav, NAV_TABS } from './BottomNav.tsx';
import { MORE_PLACES } from './destinations.ts';

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <BottomNav />
    </Router>,
  );
  return location;
}

function currentTabs(): string[] {
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

describe('BottomNav', () => {
  it('shows the five tabs in order, each a link to its route, then More', () => {
    renderAt('/');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Savings', 'Family', 'Analytics', 'Settings']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(NAV_TABS.map((tab) => tab.href));
    expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('opens More: every other place, each one tap further, named', async () => {
    const location = renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    const places = within(sheet).getAllByRole('listitem').map((item) => item.textContent);
    expect(places).toEqual(MORE_PLACES.map((place) => t(place.label)));
    expect(places).toEqual(['Lent & borrowed', 'Savings groups', 'History', 'Bills', 'Goals', 'Import from SMS', 'Currency Converter', 'Download my data']);
    expect(within(sheet).getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe('/api/users/me/export');
    fireEvent.click(within(sheet).getByRole('link', { name: 'Lent & borrowed' }));
    expect(location.history).toEqual(['/', '/ious']);
    expect(screen.queryByRole('dialog')).toBeNull();
    // On a place of the sheet, More is marked as where the person is, and no tab.
    expect(currentTabs()).toEqual([]);
    expect(screen.getByRole('button', { name: 'More' }).className).toContain('bg-brand-50');
  });

  it('opens the converter over the current screen from More', async () => {
    renderAt('/savings');
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Currency Converter' }));
    await screen.findByRole('dialog', { name: 'Currency Converter' });
  });

  it.each(NAV_TABS.map((tab) => [tab.href, t(tab.label)]))('marks only %s as the current page', (href, label) => {
    renderAt(href);
    expect(currentTabs()).toEqual([label]);
    expect(screen.getByRole('link', { name: label }).className).toContain('bg-brand-50');
  });

  it('marks no tab on a path outside the five routes', () => {
    renderAt('/nope');
    expect(currentTabs()).toEqual([]);
  });

  it('moves the mark to a tab when it is tapped', () => {
    const location = renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Family' }));
    expect(location.history).toEqual(['/', '/family']);
    expect(currentTabs()).toEqual(['Family']);
  });

  it('shows the ecosystem brand line inside the navigation', () => {
    renderAt('/');
    expect(screen.getByRole('navigation', { name: 'Main' }).textContent).toContain('Sauti · part of the Sorted Wallet ecosystem');
  });
});
