// The web shell in headless chromium on a phone-sized page, served by the real server from dist/:
// bottom-nav routing, the app's 404 page, real 404s for missing assets, and compressed JS.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { SMALL_PHONE, describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';
import { initialScripts } from '../support/firstLoad.ts';
import { DIST_DIR } from '../../server/webBuild.ts';

const TABS = [
  { label: 'Home', path: '/', heading: "Today's Expenses", screenshot: 'shell-home.png' },
  { label: 'Savings', path: '/savings', heading: 'Savings', screenshot: 'shell-savings.png' },
  { label: 'Family', path: '/family', heading: 'Family Tracking', screenshot: 'shell-family.png' },
  { label: 'Analytics', path: '/analytics', heading: 'Analytics', screenshot: 'shell-analytics.png' },
  { label: 'Settings', path: '/settings', heading: 'Settings', screenshot: 'shell-settings.png' },
] as const;

type Tab = (typeof TABS)[number];

const INITIAL_JS_BUDGET_GZIP = 200_000;

async function expectScreen(page: Page, tab: Tab): Promise<void> {
  await page.getByRole('heading', { level: 1, name: tab.heading, exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe(tab.path);
  const nav = page.getByRole('navigation', { name: 'Main' });
  expect(await nav.locator('a[aria-current="page"]').allTextContents()).toEqual([tab.label]);
  // The highlight must be visible, not only announced: the active tab's background differs, once its
  // colour transition has run (read at its start, it was still every other tab's: one CI run).
  const sameAsActive = async () => {
    const backgrounds = await nav.getByRole('link').evaluateAll((links) => links.map((link) => getComputedStyle(link).backgroundColor));
    const active = backgrounds[TABS.indexOf(tab)];
    return backgrounds.filter((background) => background === active).length;
  };
  await expect.poll(sameAsActive, { timeout: 2_000 }).toBe(1);
}

describeJourney('web shell on a phone', () => {
  const phone = usePhone();
  beforeAll(async () => {
    // A returning person: onboarding done, so Home opens without the first-run flow in front.
    await phone.page.context().addInitScript(() => {
      localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true }));
    });
  });


  it('visits every screen by tapping the bottom nav, without reloading the page', async () => {
    const [home, ...others] = TABS;
    await phone.page.goto(phone.url('/'));
    await expectScreen(phone.page, home);
    await saveScreenshot(phone.page, home.screenshot);
    // A full page load would wipe this marker; client-side routing keeps it.
    await phone.page.evaluate(() => {
      document.documentElement.dataset.shellTest = 'loaded once';
    });

    for (const tab of [...others, home]) {
      await phone.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: tab.label, exact: true }).tap();
      await expectScreen(phone.page, tab);
      if (tab !== home) await saveScreenshot(phone.page, tab.screenshot);
    }
    expect(await phone.page.evaluate(() => document.documentElement.dataset.shellTest)).toBe('loaded once');
    expect(phone.pageErrors).toEqual([]);
  });

  it('reaches every other place from Home in two taps at 360 x 740 (More, then the place), each screen from its top', async () => {
    const page = await phone.newPage({ viewport: SMALL_PHONE });
    await page.context().addInitScript(() => {
      localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true, currency: 'KES', language: 'en' }));
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const more = nav.getByRole('button', { name: 'More' });
    const places = [
      { name: 'Lent & borrowed', heading: 'Lent & borrowed', path: '/ious' },
      { name: 'Savings groups', heading: 'Savings groups', path: '/groups' },
      { name: 'History', heading: 'History', path: '/history' },
      { name: 'Bills', heading: 'Analytics', path: '/analytics' },
      { name: 'Goals', heading: 'Savings', path: '/savings' },
      { name: 'Import from SMS', heading: 'Import from SMS', path: '/import' },
    ];
    for (const place of places) {
      await page.goto(phone.url('/'));
      await page.getByRole('heading', { level: 1, name: "Today's Expenses" }).waitFor();
      // Scrolled down first: the next screen must still open at its top (issue 33: Analytics did not).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await more.tap();
      const sheet = page.getByRole('dialog', { name: 'More' });
      if (place === places[0]) {
        // Every row is named and at least 44 px tall, the five tabs still show beside More, and nothing spills sideways.
        for (const row of await sheet.getByRole('listitem').all()) expect((await row.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
        await saveScreenshot(page, 'shell-more-sheet.png');
      }
      await sheet.getByRole('link', { name: place.name, exact: true }).tap();
      await page.getByRole('heading', { level: 1, name: place.heading, exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(place.path);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    // The converter opens over the current screen; Download my data is the export itself.
    await more.tap();
    const sheet = page.getByRole('dialog', { name: 'More' });
    expect(await sheet.getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe('/api/users/me/export');
    await sheet.getByRole('button', { name: 'Currency Converter' }).tap();
    await page.getByRole('dialog', { name: 'Currency Converter' }).waitFor();
    // The navigation at 360 px: five tabs and More, one row, nothing cut or scrolling sideways.
    await page.keyboard.press('Escape');
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Home', 'Savings', 'Family', 'Analytics', 'Settings']);
    const cells = await nav.locator('li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(cells).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await saveScreenshot(page, 'shell-nav-360.png');
    expect(phone.pageErrors).toEqual([]);
    await page.context().close();
  });

  it('shows the app 404 page for an unknown path', async () => {
    const response = await phone.page.goto(phone.url('/no/such/page'));
    expect(response?.status()).toBe(200);
    await phone.page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect(await phone.page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    expect(await phone.page.locator('nav a[aria-current="page"]').count()).toBe(0);
    await saveScreenshot(phone.page, 'shell-404.png');
    expect(phone.pageErrors).toEqual([]);
  });

  it('answers a real 404 for a missing asset', async () => {
    const response = await fetch(phone.url('/assets/nope.js'));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('serves the home page JS brotli-compressed when asked, within the size budget', async () => {
    const scripts = initialScripts(await (await fetch(phone.url('/'))).text()).map((script) => `/${script}`);
    expect(scripts.length).toBeGreaterThan(0);
    const [entry = ''] = scripts;
    const brotli = await fetch(phone.url(entry), { headers: { 'accept-encoding': 'br' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toContain('immutable');

    let gzipBytes = 0;
    for (const script of scripts) {
      const response = await fetch(phone.url(script), { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
      const bytes = Number(response.headers.get('content-length'));
      // A chunk of a few hundred bytes that gzip would only grow is sent as it is.
      if (bytes >= 512) expect(response.headers.get('content-encoding')).toBe('gzip');
      gzipBytes += bytes;
    }
    expect(gzipBytes).toBeLessThan(INITIAL_JS_BUDGET_GZIP);
  });

  // A loop of static imports between chunks runs one chunk's top level before another's it reads, as
  // whichever was loaded first decides: the offline layer's documents once read undefined on Home.
  it('ships no loop of static imports between its scripts', () => {
    const assets = join(DIST_DIR, 'assets');
    const imports = new Map(readdirSync(assets).filter((file) => file.endsWith('.js')).map((file) => {
      const source = readFileSync(join(assets, file), 'utf8');
      return [file, [...source.matchAll(/\bimport\s*(?:[\w$*{},\s]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g)].map((match) => match[1] ?? '')];
    }));
    const loops: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) {
        loops.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      if (done.has(file)) return;
      for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of imports.keys()) visit(file, []);
    expect(loops).toEqual([]);
  });

  it('ships every message compiled: no script carries an ICU parser, and catalogs hold compiled messages', () => {
    const assets = join(DIST_DIR, 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(assets, file), 'utf8'));
    // Two of @messageformat/parser's own error messages, which survive minification.
    expect(scripts.filter((source) => source.includes('Unexpected message end') || source.includes('Plural offset must be set'))).toEqual([]);
    // Swahili's "days left" is compiled in its catalog chunk: a plural of "days" whose forms end in `#`.
    expect(scripts.some((source) => /"savings\.daysLeft":\[\[.days.,.plural.,\{one:\[.imebaki siku .,.#.\]/.test(source))).toBe(true);
  });
});
