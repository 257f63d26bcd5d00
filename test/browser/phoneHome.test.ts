// Home as a person meets it on a 360 x 740 touch phone, against the real server (issue 15): a new
// user's first screen, a 12-row day in Swahili, Hindi, Amharic and long English (readable rows, 44 px
// buttons that overlap nothing, the mic docked where it covers nothing), Delete with Undo restoring the expense
// exactly once on the server, and a currency switch after which total, cards and list agree.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { convert } from '../../domain/exchange.ts';
import { sumAmounts } from '../../domain/money.ts';
import { SMALL_PHONE, animationsSettled, describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';
import { postAsPage } from './postAsPage.ts';

const PREFERENCES = { onboardingComplete: true, currency: 'KES', language: 'sw', usdtBalance: '245.80' };

/** Twelve realistic rows, oldest first (the list shows them newest first). */
const ROWS = [
  { description: 'Nimenunua chakula cha mchana na soda kwa marafiki zangu', amount: '450', currency: 'KES', category: 'food', language: 'sw' },
  { description: 'सब्ज़ी मंडी से टमाटर, प्याज़ और आलू खरीदे', amount: '120', currency: 'KES', category: 'food', language: 'hi' },
  { description: 'ለቤት ኪራይ እና ለመብራት ክፍያ ከፍያለሁ ዛሬ ጠዋት', amount: '3500', currency: 'KES', category: 'bills', language: 'am' },
  { description: 'Electricity token for the shop and the house, paid through M-Pesa', amount: '1500', currency: 'KES', category: 'bills', language: 'en' },
  { description: 'Store supplies: sugar, flour, cooking oil and matchboxes for resale', amount: '12500', currency: 'KES', category: 'business', language: 'en' },
  { description: 'Nauli ya matatu kwenda mjini na kurudi nyumbani jioni', amount: '200', currency: 'KES', category: 'transport', language: 'sw' },
  { description: 'ऑटो रिक्शा का किराया स्टेशन से घर तक', amount: '150', currency: 'KES', category: 'transport', language: 'hi' },
  { description: 'ለልጆች ትምህርት ቤት ደብተርና እስክሪብቶ ገዛሁ', amount: '640', currency: 'KES', category: 'other', language: 'am' },
  { description: 'Lunch', amount: '300', currency: 'KES', category: 'food', language: 'en' },
  { description: 'Mandazi na chai asubuhi kabla ya kazi', amount: '60', currency: 'KES', category: 'food', language: 'sw' },
  { description: 'बच्चों की स्कूल फीस का पहला हिस्सा जमा किया', amount: '5000', currency: 'KES', category: 'bills', language: 'hi' },
  { description: 'Airtime and data bundle for the week from the kiosk by the market', amount: '2000', currency: 'NGN', category: 'bills', language: 'en' },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** The gap between two boxes that do not overlap: along whichever axis separates them. */
const gap = (a: Box, b: Box) => Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width), b.y - (a.y + a.height), a.y - (b.y + b.height));

/** The fixed bottom chrome (the mic's dock and the tabs): its top edge and whether every layer is opaque. */
async function bottomChrome(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => {
    const chrome = nav.parentElement ?? nav;
    const layers = [...chrome.children].filter((layer) => layer.getBoundingClientRect().height > 0);
    // A layer is opaque when it paints a solid background, or its one child of the same height does.
    const solid = (layer: Element): boolean =>
      /^rgb\(/.test(getComputedStyle(layer).backgroundColor) ||
      (layer.children.length === 1 && layer.children[0] !== undefined && layer.children[0].getBoundingClientRect().height === layer.getBoundingClientRect().height && solid(layer.children[0]));
    const opaque = layers.every(solid);
    return { top: chrome.getBoundingClientRect().top, bottom: chrome.getBoundingClientRect().bottom, opaque, fixed: getComputedStyle(chrome).position === 'fixed' };
  });
}

/**
 * Focuses each of the locator's buttons as a keyboard or switch user would, and reports any left under
 * the bottom chrome or covered by anything else at its centre.
 */
async function obscuredWhenFocused(page: Page, selector: string): Promise<string[]> {
  const { top } = await bottomChrome(page);
  return page.locator(selector).evaluateAll((buttons, chromeTop) => {
    const obscured: string[] = [];
    for (const button of buttons) {
      if (!(button instanceof HTMLElement)) continue;
      button.focus();
      const rect = button.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      const name = button.getAttribute('aria-label') ?? button.textContent ?? '';
      if (rect.bottom > chromeTop + 0.5 || rect.top < 0 || hit === null || !button.contains(hit)) obscured.push(name);
    }
    return obscured;
  }, top);
}

async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ({ query: text, variables: values }) => {
      const headers = { 'content-type': 'application/json', 'x-time-zone': Intl.DateTimeFormat().resolvedOptions().timeZone };
      const response = await fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: text, variables: values }) });
      const body: unknown = await response.json();
      return typeof body === 'object' && body !== null ? { ...body } : {};
    },
    { query, variables },
  );
}

/** Each description's language and how many of its characters (graphemes) are actually on screen. */
async function visibleDescriptions(page: Page) {
  return page.locator('li[data-expense-id] p[lang]').evaluateAll((paragraphs) =>
    paragraphs.map((paragraph) => {
      const text = paragraph.textContent ?? '';
      const box = paragraph.getBoundingClientRect();
      const node = paragraph.firstChild;
      let visible = 0;
      let offset = 0;
      for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
        const range = document.createRange();
        if (node !== null) {
          range.setStart(node, offset);
          range.setEnd(node, offset + segment.length);
        }
        offset += segment.length;
        const rect = range.getBoundingClientRect();
        // A grapheme is shown when it lies inside the clamped box (the ellipsis hides the rest).
        if (rect.width > 0 && rect.bottom <= box.bottom + 1 && rect.right <= box.right + 1) visible += 1;
      }
      const total = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;
      return { text, lang: paragraph.getAttribute('lang'), visible, total, clamped: paragraph.scrollHeight > paragraph.clientHeight + 1 };
    }),
  );
}

/** Page-coordinate boxes of every button in the column, by accessible label or text. */
async function buttonBoxes(page: Page): Promise<{ name: string; box: Box }[]> {
  return page.locator('main button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const rect = button.getBoundingClientRect();
      return {
        name: button.getAttribute('aria-label') ?? button.textContent ?? '',
        box: { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height },
      };
    }),
  );
}

describeJourney('Home on a 360 x 740 phone', () => {
  const phone = usePhone({ viewport: SMALL_PHONE, serviceWorkers: 'block' });
  beforeAll(async () => {
    await phone.page.context().addInitScript((preferences) => {
      if (localStorage.getItem('sauti.preferences') === null) localStorage.setItem('sauti.preferences', JSON.stringify(preferences));
    }, PREFERENCES);
  });

  const mic = () => phone.page.getByRole('button', { name: 'Add expense' });
  const rows = () => phone.page.locator('li[data-expense-id]');

  it('opens a new user’s day with the introduction and the empty state, placeholders after, the mic covering none of it', async () => {
    await phone.page.goto(phone.url());
    const intro = phone.page.getByRole('heading', { name: 'AI expense tracking' });
    await intro.waitFor();
    const empty = phone.page.getByRole('heading', { name: 'No expenses yet' });
    const wallet = phone.page.getByRole('region', { name: 'Wallet' });
    const top = async (locator: typeof intro) => (await locator.boundingBox())?.y ?? Number.NaN;
    expect(await top(intro)).toBeLessThan(await top(empty));
    expect(await top(empty)).toBeLessThan(await top(wallet));
    expect(await phone.page.getByText('Tap the AI voice button to add your first expense').isVisible()).toBe(true);
    // Both explanations are on the first screen, above the fold.
    expect(await top(empty)).toBeLessThan(740 - 150);
    const cards = phone.page.getByRole('region', { name: 'Top categories' }).getByRole('listitem');
    expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-placeholder')))).toEqual(['true', 'true', 'true']);
    await saveScreenshot(phone.page, 'phone-home-empty.png');

    // The mic sits in the opaque fixed chrome above the tabs: at rest it floats over nothing, every
    // control reached by keyboard comes clear of it, and at the bottom the last content ends above it.
    const chrome = await bottomChrome(phone.page);
    const micBox = await mic().boundingBox();
    expect(chrome).toMatchObject({ fixed: true, opaque: true, bottom: 740 });
    expect(micBox?.y ?? 0).toBeGreaterThanOrEqual(chrome.top);
    expect(await obscuredWhenFocused(phone.page, 'main button, main a')).toEqual([]);
    await phone.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastBottom = await phone.page.locator('main > *').evaluateAll((children) =>
      Math.max(...children.map((child) => child.getBoundingClientRect().bottom)),
    );
    expect(lastBottom).toBeLessThanOrEqual((await bottomChrome(phone.page)).top);
    await saveScreenshot(phone.page, 'phone-home-empty-bottom.png');

    // On a desktop-wide window the mic stays in the chrome, below the column's content.
    await phone.page.setViewportSize({ width: 1024, height: 740 });
    const wide = await mic().boundingBox();
    expect(wide?.y ?? 0).toBeGreaterThanOrEqual((await bottomChrome(phone.page)).top);
    await saveScreenshot(phone.page, 'phone-home-desktop.png');
    await phone.page.setViewportSize({ width: 360, height: 740 });
  });

  it('shows 12 realistic rows readable, with 44 px buttons that overlap nothing, each clear of the mic when reached', async () => {
    for (const row of ROWS) expect(await postAsPage(phone.page, '/api/expenses', { ...row })).toBe(201);
    await phone.page.reload();
    await expect.poll(() => rows().count(), { timeout: 15_000 }).toBe(12);
    await animationsSettled(phone.page);

    const descriptions = await visibleDescriptions(phone.page);
    expect(descriptions.map((row) => row.lang)).toEqual([...ROWS].reverse().map((row) => row.language));
    for (const row of descriptions) expect(row.visible, `"${row.text}" shows ${row.visible} characters`).toBeGreaterThanOrEqual(Math.min(20, row.total));
    // The time never wraps: one line box each.
    expect(await phone.page.locator('li[data-expense-id] time').evaluateAll((times) => times.map((time) => time.getClientRects().length))).toEqual(Array(12).fill(1));

    const buttons = await buttonBoxes(phone.page);
    for (const { name, box } of buttons) {
      expect(box.width, `${name} is ${box.width} px wide`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${name} is ${box.height} px high`).toBeGreaterThanOrEqual(44);
    }
    for (const [at, first] of buttons.entries()) {
      for (const second of buttons.slice(at + 1)) {
        expect(overlaps(first.box, second.box), `${first.name} overlaps ${second.name}`).toBe(false);
      }
    }
    const rowButtons = buttons.filter(({ name }) => /^(Edit|Delete) /.test(name));
    expect(rowButtons).toHaveLength(24);
    for (let at = 0; at < rowButtons.length; at += 2) {
      const [edit, remove] = [rowButtons[at], rowButtons[at + 1]];
      if (edit && remove) expect(gap(edit.box, remove.box), `${edit.name} to ${remove.name}`).toBeGreaterThanOrEqual(8);
    }

    // Each row's buttons, reached by keyboard or scrolled to, come clear of the mic and the tabs.
    expect(await obscuredWhenFocused(phone.page, 'li[data-expense-id] button')).toEqual([]);
    await phone.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastRowBottom = await rows().last().evaluate((row) => row.getBoundingClientRect().bottom);
    expect(lastRowBottom).toBeLessThanOrEqual((await bottomChrome(phone.page)).top);
    await saveScreenshot(phone.page, 'phone-home-12-rows-bottom.png');
    await rows().first().evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await saveScreenshot(phone.page, 'phone-home-12-rows.png');
    expect(phone.pageErrors).toEqual([]);
  });

  it('deletes with Undo for 5 s: focus goes to the next row, and Undo restores the expense exactly once', async () => {
    const target = rows().nth(2);
    const id = (await target.getAttribute('data-expense-id')) ?? '';
    const description = (await target.locator('p[lang]').textContent()) ?? '';
    const next = (await rows().nth(3).locator('p[lang]').textContent()) ?? '';
    await target.getByRole('button', { name: `Delete ${description}` }).tap();
    await expect.poll(() => rows().count()).toBe(11);
    const toast = phone.page.getByRole('status').filter({ hasText: 'Expense deleted' });
    await toast.waitFor();
    expect(await phone.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Delete ${next}`);
    await saveScreenshot(phone.page, 'phone-home-deleted-undo.png');

    await phone.page.getByRole('button', { name: 'Undo' }).tap();
    await phone.page.getByRole('status').filter({ hasText: 'Expense restored' }).waitFor({ timeout: 10_000 });
    await expect.poll(() => rows().count()).toBe(12);
    expect(await phone.page.locator(`li[data-expense-id="${id}"]`).count()).toBe(1);
    const week = await graphql(phone.page, '{ weekExpenses { id } }');
    const listed = JSON.stringify(week.data ?? {}).split(id).length - 1;
    expect(listed).toBe(1);
    const history = await graphql(phone.page, 'query ($id: ID!) { history(id: $id) { type } }', { id });
    const types = JSON.stringify(history.data ?? {});
    expect(types.split('ExpenseRestored').length - 1).toBe(1);
    expect(types.split('ExpenseDeleted').length - 1).toBe(1);
    await phone.page.getByRole('status').filter({ hasText: 'Expense restored' }).waitFor({ state: 'detached', timeout: 8_000 });
    await saveScreenshot(phone.page, 'phone-home-restored.png');
  });

  it('after switching to NGN, the total, the cards and the list agree at the app’s rates; ≈ USDT stays per row', async () => {
    const rates = await phone.page.evaluate(async () => {
      const body: unknown = await (await fetch('/api/exchange-rates')).json();
      return typeof body === 'object' && body !== null && 'rates' in body ? JSON.stringify(body.rates) : '{}';
    });
    const table: Record<string, string> = JSON.parse(rates);
    await phone.page.evaluate(() => {
      const stored: unknown = JSON.parse(localStorage.getItem('sauti.preferences') ?? '{}');
      localStorage.setItem('sauti.preferences', JSON.stringify({ ...(typeof stored === 'object' ? stored : {}), currency: 'NGN' }));
    });
    await phone.page.reload();
    await expect.poll(() => rows().count(), { timeout: 15_000 }).toBe(12);
    // Each currency's exact sum converted once, as the app does: KES at its rate, the NGN row as it is.
    const kes = sumAmounts(ROWS.filter((row) => row.currency === 'KES').map((row) => row.amount));
    const expected = sumAmounts([convert(kes, 'KES', 'NGN', table) ?? 'NaN', '2000']);
    const total = phone.page.getByRole('region', { name: "Today's total" });
    await expect.poll(() => total.textContent(), { timeout: 10_000 }).toContain(`NGN\u00a0${Number(expected).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(await total.textContent()).toContain('11 expenses in other currencies, converted at current rates');
    const wallet = phone.page.getByRole('region', { name: 'Wallet' });
    expect(await wallet.textContent()).toContain(`NGN\u00a0${Number(expected).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    // The biggest card is Business: the store supplies' KES 12,500 in NGN.
    const business = convert('12500.00', 'KES', 'NGN', table) ?? '';
    const cards = phone.page.getByRole('region', { name: 'Top categories' });
    expect(await cards.getByRole('listitem').first().textContent()).toContain(Number(business).toLocaleString('en-US', { minimumFractionDigits: 2 }));
    // The list keeps each row's own currency, and ≈ USDT at that currency's rate.
    const store = rows().filter({ hasText: 'Store supplies' });
    expect(await store.textContent()).toContain('KES\u00a012,500.00');
    expect(await store.textContent()).toContain(`≈ ${convert('12500', 'KES', 'USDT', table) ?? ''} USDT`);
    const airtime = rows().filter({ hasText: 'Airtime' });
    expect(await airtime.textContent()).toContain(`≈ ${convert('2000', 'NGN', 'USDT', table) ?? ''} USDT`);
    await phone.page.evaluate(() => window.scrollTo(0, 0));
    // The picture shows the settled total, not the count-up in flight.
    await expect.poll(() => phone.page.getByTestId('today-total').textContent()).toBe(Number(expected).toLocaleString('en-US', { minimumFractionDigits: 2 }));
    await saveScreenshot(phone.page, 'phone-home-ngn.png');
    expect(phone.pageErrors).toEqual([]);
  });
});
