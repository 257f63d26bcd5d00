// Headless Debian chromium for browser tests through playwright-core: the launch flags measured in
// the stack notes, a phone-sized page, screenshots, and the skip-or-fail rule when chromium is missing.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { describe } from 'vitest';

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

export const SCREENSHOT_DIR = fileURLToPath(new URL('../../.test-artifacts/screenshots', import.meta.url));

export function browserAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** CI or REQUIRE_BROWSER set: a missing browser is a failure, never a silent skip. */
export function browserRequired(): boolean {
  return Boolean(process.env.CI) || Boolean(process.env.REQUIRE_BROWSER);
}

/**
 * True when browser tests should run, false when they should be skipped (chromium missing locally).
 * Throws when chromium is missing but required, so the test file fails loudly.
 * describeJourney uses it.
 */
export function requireBrowser(): boolean {
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

/** A page in its own context shaped like a mid-range Android phone; close it with page.context().close(). */
export async function newMobilePage(
  browser: Browser,
  /** `locale` is the phone's language (navigator.languages), e.g. 'hi-IN'; `viewport` a smaller phone (360 × 740). */
  options: { serviceWorkers?: 'allow' | 'block'; timezoneId?: string; locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  return context.newPage();
}

/** Saves a viewport screenshot as .test-artifacts/screenshots/<name> and returns its path. */
/** Waits out the page's finite animations (Home's cards fading in), 2 s at most: boxes and pictures then show the settled screen. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((done) => setTimeout(done, 2000))]);
  });
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, name);
  await animationsSettled(page);
  await page.screenshot({ path });
  return path;
}
