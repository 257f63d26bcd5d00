import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageEffects, Platform } from './walletLink.ts';
import {
  APP_STORE_URL,
  DEEP_LINK_PATIENCE_MS,
  DOWNLOAD_URL,
  openWalletApp,
  platformOf,
  PLAY_STORE_URL,
  WALLET_DEEP_LINK,
  walletStoreUrl,
} from './walletLink.ts';

const AGENTS: [string, Platform][] = [
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'ios'],
  ['Mozilla/5.0 (Linux; Android 11; TECNO KF6i) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', 'android'],
  ['Mozilla/5.0 (Mobile; LYF/F220B/LYF-F220B-000-01-00-130319; Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5', 'android'],
  ['Mozilla/5.0 (Mobile; Nokia_8110_4G; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5.2', 'otherMobile'],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', 'desktop'],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 'desktop'],
];

function fakePage(stillHere: boolean) {
  const visits: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const page: PageEffects = {
    go: (url) => visits.push(url),
    later: (run, ms) => timers.push({ run, ms }),
    stillHere: () => stillHere,
  };
  const runTimers = () => {
    for (const timer of timers) timer.run();
  };
  return { page, visits, timers, runTimers };
}

describe('wallet link', () => {
  it.each(AGENTS)('reads %s as %s', (agent, platform) => {
    expect(platformOf(agent)).toBe(platform);
  });

  it('sends iPhones to the App Store, Android to Play and everything else to the download page', () => {
    expect(walletStoreUrl('ios')).toBe(APP_STORE_URL);
    expect(walletStoreUrl('android')).toBe(PLAY_STORE_URL);
    expect(walletStoreUrl('otherMobile')).toBe(DOWNLOAD_URL);
    expect(walletStoreUrl('desktop')).toBe(DOWNLOAD_URL);
  });

  it('tries the deep link on a phone and opens the store a second later when the app did not open', () => {
    const { page, visits, timers, runTimers } = fakePage(true);
    expect(openWalletApp('android', page)).toBe('deepLink');
    expect(visits).toEqual([WALLET_DEEP_LINK]);
    expect(timers.map((timer) => timer.ms)).toEqual([DEEP_LINK_PATIENCE_MS]);
    runTimers();
    expect(visits).toEqual([WALLET_DEEP_LINK, PLAY_STORE_URL]);
  });

  it('stays put when the app took over', () => {
    const { page, visits, runTimers } = fakePage(false);
    openWalletApp('ios', page);
    runTimers();
    expect(visits).toEqual([WALLET_DEEP_LINK]);
  });

  it('asks for the desktop fallback on a computer and goes nowhere', () => {
    const { page, visits, timers } = fakePage(true);
    expect(openWalletApp('desktop', page)).toBe('desktopFallback');
    expect(visits).toEqual([]);
    expect(timers).toEqual([]);
  });
});

describe('wallet links from configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('uses the configured store pages and deep link', async () => {
    vi.stubEnv('VITE_WALLET_IOS_URL', 'https://apps.apple.com/app/id123456789');
    vi.stubEnv('VITE_WALLET_ANDROID_URL', 'https://play.google.com/store/apps/details?id=com.sorted.wallet');
    vi.stubEnv('VITE_WALLET_DOWNLOAD_URL', 'https://wallet.example/get');
    vi.stubEnv('VITE_WALLET_DEEP_LINK', 'sorted://home');
    vi.resetModules();
    const link = await import('./walletLink.ts');
    expect([link.walletStoreUrl('ios'), link.walletStoreUrl('android'), link.walletStoreUrl('desktop'), link.WALLET_DEEP_LINK]).toEqual([
      'https://apps.apple.com/app/id123456789',
      'https://play.google.com/store/apps/details?id=com.sorted.wallet',
      'https://wallet.example/get',
      'sorted://home',
    ]);
  });

  it('falls back to the store search pages when a setting is blank', async () => {
    vi.stubEnv('VITE_WALLET_IOS_URL', ' ');
    vi.resetModules();
    const link = await import('./walletLink.ts');
    expect(link.APP_STORE_URL).toBe('https://apps.apple.com/search?term=Sorted%20Wallet');
  });
});
