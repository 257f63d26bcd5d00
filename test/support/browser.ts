// Headless Debian chromium for browser tests through playwright-core: the launch flags measured in
// the stack notes, a phone-sized page, screenshots, and the skip-or-fail rule when chromium is missing.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { describe } from 'vitest';
import type { FakeSpeech } from './fakeSpeech.ts';
import { installFakeSpeech } from './fakeSpeech.ts';
import { openForDescribe } from './fixture.ts';
import type { TestServer, TestServerOptions } from './server.ts';
import { startTestServer } from './server.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** How many times a journey ran again after failing (CI); .ci/run lists them. */
    retried?: number;
  }
}

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

const SCREENSHOT_DIR = fileURLToPath(new URL('../../.test-artifacts/screenshots', import.meta.url));

function browserAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** CI or REQUIRE_BROWSER set: a missing browser is a failure, never a silent skip. */
function browserRequired(): boolean {
  return Boolean(process.env.CI) || Boolean(process.env.REQUIRE_BROWSER);
}

/**
 * True when browser tests should run, false when they should be skipped (chromium missing locally).
 * Throws when chromium is missing but required, so the test file fails loudly.
 * describeJourney uses it.
 */
function requireBrowser(): boolean {
  if (browserAvailable()) return true;
  if (browserRequired()) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}, and CI or REQUIRE_BROWSER is set: browser tests must run`);
  }
  return false;
}

/** A browser journey: skipped without chromium unless required (see requireBrowser). */
export function describeJourney(name: string, body: () => void): void {
  describe.runIf(requireBrowser())(name, body);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/** How a phone is made: `locale` is its language (navigator.languages), e.g. 'hi-IN'; `viewport` a smaller phone. */
export interface MobileOptions {
  serviceWorkers?: 'allow' | 'block';
  timezoneId?: string;
  locale?: string;
  viewport?: { width: number; height: number };
}

/** The small phone the spec is checked at. */
export const SMALL_PHONE = { width: 360, height: 740 } as const;

/** A page in its own context shaped like a mid-range Android phone; close it with page.context().close(). */
export async function newMobilePage(browser: Browser, options: MobileOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  return context.newPage();
}

export interface PhoneOptions extends MobileOptions {
  /** What the mic hears and the preferences it seeds (installFakeSpeech), installed before the app loads. */
  fakes?: FakeSpeech;
}

/** Starting a server, chromium and a first page takes minutes on a loaded 2-core machine: load, not a hang. */
const STARTUP_TIMEOUT = 300_000;

/** A browser journey's server and browser, opened for the enclosing describe and closed after it. */
export interface Journey {
  readonly server: TestServer;
  readonly browser: Browser;
  /** The server's address of `path`. */
  url(path?: string): string;
  /** Uncaught errors of every page the journey opened. */
  readonly pageErrors: string[];
  /** A new phone in a context of its own: the journey's options with `overrides`, its errors collected. */
  newPage(overrides?: PhoneOptions): Promise<Page>;
}

/** A real server (its own database) and chromium for the enclosing describe; phones come from newPage. */
export function useJourney(options: PhoneOptions & TestServerOptions = {}): Journey {
  const { codeSender, rates, ...phone } = options;
  const current = openForDescribe(
    async () => ({ server: await startTestServer({ codeSender, rates }), browser: await launchBrowser() }),
    async ({ server, browser }) => {
      await browser.close();
      await server.close();
    },
    { timeout: STARTUP_TIMEOUT },
  );
  const pageErrors: string[] = [];
  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    url: (path = '') => `${current().server.url}${path}`,
    pageErrors,
    async newPage(overrides = {}) {
      const { fakes, ...mobile } = { ...phone, ...overrides };
      const page = await newMobilePage(current().browser, mobile);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      if (fakes) await page.addInitScript(installFakeSpeech, fakes);
      return page;
    },
  };
}

/** A journey on one phone, opened before the describe's tests and shared by them. */
export function usePhone(options: PhoneOptions & TestServerOptions = {}): Journey & { readonly page: Page } {
  const journey = useJourney(options);
  const page = openForDescribe(() => journey.newPage(), async () => {}, { timeout: STARTUP_TIMEOUT });
  return {
    get server() {
      return journey.server;
    },
    get browser() {
      return journey.browser;
    },
    url: journey.url,
    pageErrors: journey.pageErrors,
    newPage: journey.newPage,
    get page() {
      return page();
    },
  };
}

/** Waits out the page's finite animations (Home's cards fading in), 2 s at most: boxes and pictures then show the settled screen. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((done) => setTimeout(done, 2000))]);
  });
}

/** Saves a viewport screenshot as .test-artifacts/screenshots/<name> and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, name);
  await animationsSettled(page);
  await page.screenshot({ path });
  return path;
}
