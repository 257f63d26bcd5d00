import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { t } from '../i18n/index.ts';
import { BottomNav, NAV_TABS } from './BottomNav.tsx';

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
  it('shows the five tabs in order, each a link to its route', () => {
    renderAt('/');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Savings', 'Family', 'Analytics', 'Settings']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(NAV_TABS.map((tab) => tab.href));
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
