// Issue 18 at 360 x 740 touch: Home (with expenses) and Settings in each of the 22 languages, none with
// a cut label, text spilling out of its box, or a sideways scroll; <html lang> and dir follow the
// language; choosing English again in Settings restores the spec's exact words. Screenshots:
// .test-artifacts/screenshots/home-<lang>.png and settings-<lang>.png. What failed per language (cut
// labels with their catalog ids, for the translators) also goes to .test-artifacts/all-languages.json.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import { describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';
import { postAsPage } from './postAsPage.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RIGHT_TO_LEFT: readonly LanguageCode[] = ['ar', 'ur'];

/** Two rows so Home shows its list, date heading and cards, not the empty state. */
const EXPENSES = [
  { description: 'Nimenunua chakula cha mchana na soda', amount: '450', currency: 'KES', category: 'food', language: 'sw' },
  { description: 'ऑटो रिक्शा का किराया स्टेशन से घर तक', amount: '150', currency: 'KES', category: 'transport', language: 'hi' },
] as const;

/** What one screen's layout shows wrong; each entry is "<element> “<text>”". */
interface LayoutReport {
  lang: string;
  dir: string;
  /** How far the page scrolls sideways (document.scrollingElement.scrollWidth - innerWidth). */
  sideways: number;
  /** Text hidden by its box: overflow hidden/clip or an ellipsis, content wider (or more lines) than the box. */
  cut: { where: string; text: string }[];
  /**
   * Text that runs outside a box around it (its button, tab, nav item, badge, row) or off the screen:
   * `beyond` pixels sideways, `outside` when a line sits above or below the box.
   */
  spill: { where: string; text: string; beyond: number; outside: boolean }[];
}

/**
 * Runs in the page. Expense descriptions (li[data-expense-id] p[lang]) clamp to two lines by design and
 * screen-reader-only text (.sr-only, a 1 px box) is never seen: both are left out.
 */
function measureLayout(): LayoutReport {
  const hidden = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      if (at.classList.contains('sr-only')) return true;
      const style = getComputedStyle(at);
      if (style.display === 'none' || style.visibility === 'hidden') return true;
    }
    return false;
  };
  // "a[href=/settings] in nav Main": the element, and the landmark or card it sits in.
  const name = (element: Element) => {
    const key = element.id ? `#${element.id}` : ['href', 'for', 'aria-label'].map((attribute) => {
      const value = element.getAttribute(attribute);
      return value ? `[${attribute}=${value.slice(0, 30)}]` : '';
    }).join('');
    const region = element.parentElement?.closest('nav, header, section, form, [role="dialog"]');
    const regionName = region && (region.getAttribute('aria-label') ?? region.querySelector('h1, h2, h3')?.textContent?.trim().slice(0, 30) ?? '');
    return `${element.tagName.toLowerCase()}${key}${region ? ` in ${region.tagName.toLowerCase()} ${regionName}` : ''}`;
  };
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);

  const cut: LayoutReport['cut'] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || textOf(element) === '' || hidden(element)) continue;
    if (element.matches('li[data-expense-id] p[lang]')) continue;
    const style = getComputedStyle(element);
    const clipsSideways = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
    const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && element.scrollHeight > element.clientHeight + 1;
    if ((clipsSideways && element.scrollWidth > element.clientWidth + 1) || clamped) cut.push({ where: name(element), text: textOf(element) });
  }

  // Each piece of text against the boxes around it, innermost first, up to a sideways scroller (whose
  // content may lie beyond its box by design): the first box it escapes is where it spills.
  const spill: LayoutReport['spill'] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || hidden(parent) || parent.closest('script, style, noscript')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((line) => line.width > 0);
    for (let at: Element | null = parent; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') break;
      if (style.display === 'inline' || style.display === 'contents') continue;
      const box = at.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Sideways to the pixel (1 px is rounding); up and down by the line's middle, since a script's
      // glyphs (Devanagari, Ge'ez) may rise above a tight line box without being cut.
      const beyond = Math.max(0, ...lines.map((line) => Math.max(box.left - line.left, line.right - box.right, -line.left, line.right - window.innerWidth)));
      const outside = lines.some((line) => line.top + line.height / 2 < box.top || line.top + line.height / 2 > box.bottom);
      if (beyond > 1 || outside) {
        // Named by the control or heading it belongs to when there is one, else by the box it escapes.
        const owner = parent.closest('button, a, [role="tab"], [role="button"], label, legend, summary, h1, h2, h3, h4') ?? at;
        spill.push({ where: name(owner), text: textOf(parent), beyond: Math.ceil(beyond), outside });
        break;
      }
    }
  }

  const scroller = document.scrollingElement ?? document.documentElement;
  return {
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    sideways: scroller.scrollWidth - window.innerWidth,
    cut,
    spill,
  };
}

/** Every message of a language's catalogs, by id. */
function catalog(language: LanguageCode): Record<string, string> {
  const folder = join(ROOT, 'web/src/i18n/locales', language);
  return Object.assign({}, ...readdirSync(folder).filter((file) => file.endsWith('.json')).map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8'))));
}

/** An ICU message as a pattern for the text it renders: each {…} group may become any text. */
function renderedPattern(message: string): RegExp | null {
  const parts: string[] = [];
  let depth = 0;
  let literal = '';
  for (const character of message) {
    if (character === '{') {
      if (depth === 0) {
        parts.push(literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), '.*');
        literal = '';
      }
      depth += 1;
    } else if (character === '}') depth -= 1;
    else if (depth === 0) literal += character;
  }
  parts.push(literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const source = parts.join('').replace(/\s+/g, '\\s*');
  return source.replace(/[.*\\s]/g, '') === '' ? null : new RegExp(`^${source}$`, 'u');
}

/** The catalog ids whose message renders as `text` (so translators know what to shorten). */
function messageIds(messages: Record<string, string>, text: string): string[] {
  const exact = Object.entries(messages).filter(([, message]) => message.trim() === text).map(([id]) => id);
  if (exact.length > 0) return exact;
  return Object.entries(messages)
    .filter(([, message]) => renderedPattern(message)?.test(text) ?? false)
    .map(([id]) => id)
    .slice(0, 3);
}

/** The failures of one screen, empty when it fits. */
function problems(screen: string, language: LanguageCode, report: LayoutReport): string[] {
  const messages = catalog(language);
  const named = ({ where, text }: { where: string; text: string }) => {
    const ids = messageIds(messages, text);
    return `${where} [${ids.join(', ') || 'no catalog id'}] “${text}”`;
  };
  const expectedDir = RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr';
  return [
    ...(report.lang === language ? [] : [`${screen}: <html lang="${report.lang}">, expected ${language}`]),
    ...(report.dir === expectedDir ? [] : [`${screen}: <html dir="${report.dir}">, expected ${expectedDir}`]),
    ...(report.sideways <= 0 ? [] : [`${screen}: scrolls sideways by ${report.sideways} px`]),
    ...report.cut.map((item) => `${screen}: cut ${named(item)}`),
    ...report.spill.map((item) => `${screen}: spills ${named(item)} by ${item.beyond} px${item.outside ? ' and out of its box vertically' : ''}`),
  ];
}

describeJourney('Home and Settings in all 22 languages at 360 x 740', () => {
  const journey = useJourney({ locale: 'en-US', timezoneId: 'Africa/Nairobi', serviceWorkers: 'block' });
  let context: BrowserContext | undefined;
  const failures: Record<string, string[]> = {};

  beforeAll(async () => {
    // One context for every language: the same anonymous user (its cookie) and so the same expenses.
    const first = await journey.newPage();
    context = first.context();
    await first.goto(journey.url('/settings'));
    await first.locator('#settings-interface-language').waitFor();
    for (const expense of EXPENSES) {
      expect(await postAsPage(first, '/api/expenses', { ...expense })).toBe(201);
    }
    await first.close();
  });

  afterAll(async () => {
    const folder = join(ROOT, '.test-artifacts');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'all-languages.json'), `${JSON.stringify(failures, null, 2)}\n`);
  });

  /** A fresh page whose device speaks `language` (the voice and so the screens), onboarding done. */
  async function phoneIn(language: LanguageCode): Promise<Page> {
    if (!context) throw new Error('not started');
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    // Still motion: the total's count-up and the cards' entrance settle at once, so measures are final.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript((code) => {
      const preferences = { onboardingComplete: true, currency: 'KES', phone: '+254712345678', language: code, interfaceLanguage: null };
      localStorage.setItem('sauti.preferences', JSON.stringify(preferences));
    }, language);
    return page;
  }

  const settled = (page: Page) => page.evaluate(() => document.fonts.ready.then(() => undefined));

  it.each(LANGUAGE_CODES)('%s: Home and Settings fit', async (language) => {
    const page = await phoneIn(language);
    await page.goto(journey.url());
    await page.locator('li[data-expense-id]').nth(EXPENSES.length - 1).waitFor();
    await settled(page);
    const home = problems('home', language, await page.evaluate(measureLayout));
    await saveScreenshot(page, `home-${language}.png`);

    await page.locator('nav a[href="/settings"]').click();
    await page.locator('#settings-interface-language').waitFor();
    await settled(page);
    const settings = problems('settings', language, await page.evaluate(measureLayout));
    await saveScreenshot(page, `settings-${language}.png`);
    await page.close();

    failures[language] = [...home, ...settings];
    expect(failures[language]).toEqual([]);
  });

  it('switching back to English in Settings restores the spec’s words', async () => {
    const page = await phoneIn('ur');
    await page.goto(journey.url('/settings'));
    await page.locator('#settings-interface-language').selectOption('en');
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    expect(await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))).toEqual({ lang: 'en', dir: 'ltr' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Home', 'Savings', 'Family', 'Analytics', 'Settings']);

    await nav.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: "Today's Expenses", exact: true }).waitFor();
    await page.getByText("Today's total", { exact: true }).waitFor();
    await page.getByRole('button', { name: 'AI Voice Summary', exact: true }).waitFor();
    // The floating mic pulses, so it is never "stable" for Playwright's actionability wait.
    await page.getByRole('button', { name: 'Add expense', exact: true }).click({ force: true });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add Expense', exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Add to Sauti', exact: true }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(1);
    await page.close();
  });
});
