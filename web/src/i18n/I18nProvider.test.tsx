import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SCREEN_NAMES } from '../ui/screenNames.ts';
import { setPreferences } from '../user/preferences.ts';
import { I18nProvider } from './I18nProvider.tsx';
import { t } from './index.ts';

const Title = () => <h1>{t(SCREEN_NAMES.savings)}</h1>;

describe('I18nProvider', () => {
  afterEach(() => act(() => setPreferences({ language: 'en', interfaceLanguage: null })));

  it('speaks the chosen language at once, mirrors for Arabic, and follows the voice language on null', async () => {
    act(() => setPreferences({ language: 'en', interfaceLanguage: null }));
    render(<I18nProvider><Title /></I18nProvider>);
    expect(screen.getByRole('heading').textContent).toBe('Savings');

    act(() => setPreferences({ interfaceLanguage: 'sw' }));
    expect((await screen.findByText('Akiba')).tagName).toBe('H1');
    expect(document.documentElement).toMatchObject({ lang: 'sw', dir: 'ltr' });

    act(() => setPreferences({ interfaceLanguage: 'ar' }));
    await screen.findByRole('heading', { name: (name) => name !== 'Akiba' });
    expect(document.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' });

    act(() => setPreferences({ language: 'sw', interfaceLanguage: null }));
    await screen.findByText('Akiba');
    act(() => setPreferences({ language: 'en' }));
    await screen.findByText('Savings');
    expect(document.documentElement).toMatchObject({ lang: 'en', dir: 'ltr' });
  });
});

