// Opening the Sorted Wallet app from the browser: which platform the phone is, where its store
// page lives, and the deep link tried first. Decisions are pure; the page effects are passed in.

export type Platform = 'ios' | 'android' | 'otherMobile' | 'desktop';

// Set at build time (VITE_WALLET_* in the README's configuration table). Unset, the store search
// pages: they resolve to the real listing without guessing its id.
const configured = (value: string | undefined, fallback: string): string => (value?.trim() ? value.trim() : fallback);

export const WALLET_DEEP_LINK = configured(import.meta.env.VITE_WALLET_DEEP_LINK, 'sortedwallet://open');
export const APP_STORE_URL = configured(import.meta.env.VITE_WALLET_IOS_URL, 'https://apps.apple.com/search?term=Sorted%20Wallet');
export const PLAY_STORE_URL = configured(
  import.meta.env.VITE_WALLET_ANDROID_URL,
  'https://play.google.com/store/search?q=Sorted%20Wallet&c=apps',
);
export const DOWNLOAD_URL = configured(import.meta.env.VITE_WALLET_DOWNLOAD_URL, 'https://sortedwallet.com/download');

/** How long the deep link gets to take the phone into the app before the store page opens. */
export const DEEP_LINK_PATIENCE_MS = 1000;

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  // KaiOS feature phones and Opera Mini are common where Sauti is used: mobile, but no app store we know.
  if (/Mobi|KAIOS|Opera Mini/i.test(userAgent)) return 'otherMobile';
  return 'desktop';
}

/** Where to send a phone the app did not open on. */
export function walletStoreUrl(platform: Platform): string {
  switch (platform) {
    case 'ios':
      return APP_STORE_URL;
    case 'android':
      return PLAY_STORE_URL;
    case 'otherMobile':
    case 'desktop':
      return DOWNLOAD_URL;
    default: {
      const unexpected: never = platform;
      return unexpected;
    }
  }
}

export interface PageEffects {
  go(url: string): void;
  later(run: () => void, ms: number): void;
  /** False once the app took over (the page went to the background). */
  stillHere(): boolean;
}

/**
 * Tries the deep link on a phone and falls back to its store page after a second if the page is
 * still in front. Answers 'desktopFallback' on a computer: there is no app to open there, so the
 * caller shows the download links instead.
 */
export function openWalletApp(platform: Platform, page: PageEffects): 'deepLink' | 'desktopFallback' {
  if (platform === 'desktop') return 'desktopFallback';
  page.go(WALLET_DEEP_LINK);
  page.later(() => {
    if (page.stillHere()) page.go(walletStoreUrl(platform));
  }, DEEP_LINK_PATIENCE_MS);
  return 'deepLink';
}

/** The browser's effects, for the components. */
export const browserPage: PageEffects = {
  go: (url) => window.location.assign(url),
  later: (run, ms) => window.setTimeout(run, ms),
  stillHere: () => document.visibilityState === 'visible',
};
