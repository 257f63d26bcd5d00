import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster, dismissToast, toast } from './toast.tsx';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('shows one at a time, the newest replacing the last, for 5 seconds', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Expense added' }));
    act(() => toast({ title: 'Error', description: 'Failed to add expense. Please try again.', variant: 'destructive' }));
    expect(screen.queryByText('Expense added')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Failed to add expense. Please try again.');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is dismissed by a swipe right past 50 px, and F8 focuses the region', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Settings updated' }));
    const shown = screen.getByRole('status');
    fireEvent.pointerDown(shown, { clientX: 10 });
    fireEvent.pointerMove(shown, { clientX: 40 });
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.pointerMove(shown, { clientX: 61 });
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Notifications (F8)');
  });

  it('carries a link to where what it tells of can be found again, which closes it', () => {
    const location = memoryLocation({ path: '/', record: true });
    render(
      <Router hook={location.hook}>
        <Toaster />
      </Router>,
    );
    act(() => toast({ title: 'Recorded', description: 'Lent to Juma · KES 500.00', link: { label: 'Lent & borrowed', href: '/ious' } }));
    fireEvent.click(screen.getByRole('link', { name: 'Lent & borrowed' }));
    expect(location.history).toEqual(['/', '/ious']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows at the top when docked at the bottom it would lie over the control just used, else above the chrome', () => {
    const box = (top: number, height: number) => ({ top, bottom: top + height, left: 0, right: 360, width: 360, height, x: 0, y: top, toJSON: () => ({}) });
    render(
      <>
        <button type="button">Save correction</button>
        <button type="button">Record</button>
        <Toaster />
      </>,
    );
    const [upper, lower] = screen.getAllByRole('button');
    // jsdom lays nothing out: the phone's places, at 360 x 740, given by hand.
    const rects = new Map<Element | undefined, ReturnType<typeof box>>([[upper, box(120, 48)], [lower, box(600, 48)]]);
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return rects.get(this) ?? box(560, 90);
    });
    const placement = () => screen.getByLabelText('Notifications (F8)').getAttribute('data-placement');
    fireEvent.pointerDown(lower ?? document.body);
    act(() => toast({ title: 'Recorded' }));
    expect(placement()).toBe('top');
    fireEvent.pointerDown(upper ?? document.body);
    act(() => toast({ title: 'Recorded' }));
    expect(placement()).toBe('bottom');
    // Focus moved by the keyboard counts as well.
    act(() => lower?.focus());
    act(() => toast({ title: 'Recorded' }));
    expect(placement()).toBe('top');
    measured.mockRestore();
  });

  it('docks at the bottom again on the next screen, where the control it cleared is gone', () => {
    const location = memoryLocation({ path: '/settings' });
    const box = (top: number) => ({ top, bottom: top + 48, left: 0, right: 360, width: 360, height: 48, x: 0, y: top, toJSON: () => ({}) });
    render(
      <Router hook={location.hook}>
        <button type="button">Save Settings</button>
        <Toaster />
      </Router>,
    );
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(box(600));
    const placement = () => screen.getByLabelText('Notifications (F8)').getAttribute('data-placement');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Save Settings' }));
    act(() => toast({ title: 'Settings updated' }));
    expect(placement()).toBe('top');
    act(() => location.navigate('/'));
    expect(placement()).toBe('bottom');
    measured.mockRestore();
  });
});
