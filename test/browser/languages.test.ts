// Issue 18 at 360 x 740: a phone set to a language Sauti speaks opens the converted screens in it
// (Kiswahili, Hindi from Kolkata), Arabic mirrors the document while amounts stay left to right,
// and no screen scrolls sideways. Screenshots: .test-artifacts/screenshots/language-*.png.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SMALL_PHONE, describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';

describeJourney('the screens in the phone’s language', () => {
  const journey = useJourney();

  async function phone(locale: string, timezoneId: string): Promise<Page> {
    const page = await journey.newPage({ locale, timezoneId, viewport: SMALL_PHONE });
    return page;
  }

  const documentLanguage = (page: Page) =>
    page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it('speaks Kiswahili on a Kenyan phone, on Savings and Insights', async () => {
    const page = await phone('sw-KE', 'Africa/Nairobi');
    await page.goto(journey.url('/savings'));
    await page.getByRole('heading', { name: 'Akiba', exact: true }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'sw', dir: 'ltr' });
    // Installing from here names the app in Kiswahili: the link follows the language, and is served.
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
      const response = await fetch(href);
      const body: unknown = await response.json();
      return { href, status: response.status, type: response.headers.get('content-type'), body };
    });
    expect(manifest).toMatchObject({ href: '/manifest.sw.webmanifest', status: 200, type: 'application/manifest+json', body: { lang: 'sw' } });
    await page.getByRole('tab', { name: 'Malengo' }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'language-sw-savings.png');
    await page.goto(journey.url('/analytics?tab=subscriptions'));
    await page.getByRole('heading', { name: 'Takwimu', exact: true }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'language-sw-insights.png');
    await page.context().close();
  });

  it('speaks Hindi on a phone in Kolkata set to Hindi', async () => {
    const page = await phone('hi-IN', 'Asia/Kolkata');
    await page.goto(journey.url('/savings'));
    await page.locator('h1').waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'hi', dir: 'ltr' });
    expect(await page.locator('h1').textContent()).not.toBe('Savings');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'language-hi-savings.png');
    await page.context().close();
  });

  it('meets a new phone in Kolkata set to Hindi with onboarding in Hindi', async () => {
    const page = await phone('hi-IN', 'Asia/Kolkata');
    await page.goto(journey.url());
    await page.getByRole('heading', { name: 'Sauti में आपका स्वागत है' }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'hi', dir: 'ltr' });
    await page.getByRole('button', { name: 'आगे' }).first().waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'language-hi-onboarding.png');
    await page.context().close();
  });

  it('mirrors for Arabic, amounts staying left to right', async () => {
    const page = await phone('ar-EG', 'Africa/Cairo');
    await page.goto(journey.url('/savings'));
    await page.locator('h1').waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByText(/\u2066/).first().waitFor();
    // Every amount shown ("EGP 0.00") is inside a left-to-right isolate.
    const amounts = await page.evaluate(() => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent) texts.push(node.textContent);
      return texts.filter((text) => /[A-Z]{3}\u00a0?\s?[\d٠-٩]/.test(text));
    });
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.filter((text) => !/\u2066[A-Z]{3}/.test(text))).toEqual([]);
    // The header's title sits to the right of its button: the row is mirrored.
    const title = await page.locator('h1').boundingBox();
    const button = await page.locator('header button').first().boundingBox();
    expect(title && button && title.x > button.x).toBe(true);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'language-ar-savings.png');
    await page.context().close();
  });
});
