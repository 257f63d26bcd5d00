// The daily chart's labels (issue 33): a week's bars carry short weekdays that fit a seventh of the
// phone in every language (Swahili's Jumatatu ran into Jumanne), a month's carry dates even in its
// first week, when it has no more bars than a week.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../domain/languages.ts';
import { activateLocale } from '../i18n/index.ts';
import { DailyChart } from './DailyChart.tsx';

const WEEK = ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10', '2026-01-11'];
const days = (list: readonly string[]) => list.map((day) => ({ day, amount: '100.00' }));

/** The visible label under each bar. */
const labels = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((bar) => bar.lastElementChild?.textContent ?? '');

const graphemes = (text: string) => [...new Intl.Segmenter().segment(text)].length;

afterEach(() => activateLocale('en'));

describe('DailyChart', () => {
  it('labels a week with weekdays, Monday to Sunday', () => {
    const { container } = render(<DailyChart days={days(WEEK)} currency="KES" period="week" />);
    expect(labels(container)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it("labels a month's first six days with their dates, not weekdays", () => {
    const { container } = render(<DailyChart days={days(WEEK.slice(0, 6))} currency="KES" period="month" />);
    expect(labels(container)).toEqual(['5', '6', '7', '8', '9', '10']);
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-label')).toContain('2026');
  });

  it('labels a long month every fifth date', () => {
    const month = Array.from({ length: 20 }, (_, index) => `2026-01-${String(index + 1).padStart(2, '0')}`);
    const { container } = render(<DailyChart days={days(month)} currency="KES" period="month" />);
    expect(labels(container).filter((label) => label !== '')).toEqual(['1', '6', '11', '16']);
  });

  it('speaks Swahili in short weekdays: Jtt, not Jumatatu', async () => {
    await activateLocale('sw');
    const { container } = render(<DailyChart days={days(WEEK)} currency="KES" period="week" />);
    expect(labels(container)).toEqual(['Jtt', 'Jnn', 'Jtn', 'Alh', 'Iju', 'Jms', 'Jpl']);
  });

  // Urdu's Nastaliq words are narrow on screen: its longest, جمعرات, fits (checked by the browser journeys).
  it.each(LANGUAGE_CODES.filter((language) => language !== 'ur'))('keeps every %s weekday to 4 letters at most', async (language) => {
    await activateLocale(language);
    const { container } = render(<DailyChart days={days(WEEK)} currency="KES" period="week" />);
    const long = labels(container).filter((label) => graphemes(label) > 4);
    expect(long).toEqual([]);
  });
});
