// Voice entry end to end in headless chromium on a phone-sized page, against the real server:
// a fake recogniser says "nimenunua chakula 500" in Swahili, the expense is saved and shows on Home,
// and the AI Voice Summary speaks it through a fake synthesiser. Headless chromium hears nothing itself.
import { beforeAll, expect, it } from 'vitest';
import { describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';

/** Before the app: a recogniser that hears the words so far, then the phrase, and a person past the first run. */
const FAKES = {
  interim: 'nimenunua',
  phrase: 'nimenunua chakula 500',
  preferences: { onboardingComplete: true, language: 'sw', currency: 'KES', phone: '0712345678', walletConnected: true, usdtBalance: '245.80' },
};

/** Runs in the page before the app: replaces the Web Speech API's synthesiser, recording what it is asked to say. */
function installFakeSynthesis(): void {
  const spoken: { text: string; lang: string; rate: number; pitch: number; volume: number; voice: string | null }[] = [];
  Reflect.set(window, '__spoken', spoken);
  class FakeUtterance {
    lang = '';
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: { name: string; lang: string } | null = null;
    readonly text: string;
    constructor(text: string) {
      this.text = text;
    }
  }
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true, writable: true });
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () => [
        { name: 'English (US)', lang: 'en-US' },
        { name: 'Kiswahili', lang: 'sw-KE' },
      ],
      cancel: () => undefined,
      speak: (utterance: FakeUtterance) =>
        spoken.push({ ...utterance, text: utterance.text, voice: utterance.voice?.name ?? null }),
    },
  });
}

describeJourney('voice entry on a phone', () => {
  const phone = usePhone({ fakes: FAKES });
  beforeAll(async () => {
    await phone.page.addInitScript(installFakeSynthesis);
  });

  it('says "nimenunua chakula 500" in Swahili and sees it saved on Home', async () => {
    // Not in the first load, but fetched once the page is idle, before anyone taps the button. The
    // parser's chunk is named after domain/parse/phone.ts, like the phone-number formatter's chunk the
    // first load takes: it is the one that names each language's lexicon chunk (issue 37).
    const prefetched = Promise.all([
      phone.page.waitForRequest(/\/assets\/voiceSession-[\w-]+\.js$/),
      phone.page.waitForResponse(
        async (response) => /\/assets\/phone-[\w-]+\.js$/.test(response.url()) && /\.\/sw-[\w-]+\.js/.test(await response.text()),
      ),
    ]);
    await phone.page.goto(phone.url('/'));
    await phone.page.getByRole('heading', { level: 1, name: "Today's Expenses" }).waitFor();
    await phone.page.getByText('No expenses yet').waitFor();
    await phone.page.getByRole('heading', { name: 'AI expense tracking' }).waitFor();
    await phone.page.waitForTimeout(1000); // the cards' entrance, for the picture
    await saveScreenshot(phone.page, 'home-empty.png');
    await prefetched;

    await phone.page.getByRole('button', { name: 'Add expense' }).tap();
    const dialog = phone.page.getByRole('dialog', { name: 'Add Expense' });
    const language = dialog.getByRole('combobox', { name: 'Language' });
    await language.waitFor();
    expect(await language.inputValue()).toBe('sw');
    await dialog.getByRole('button', { name: 'Start voice input' }).tap();
    await dialog.getByRole('button', { name: 'Stop listening', pressed: true }).waitFor();
    await dialog.getByText('nimenunua', { exact: true }).waitFor();
    await phone.page.evaluate(() => {
      const hearTheRest: unknown = Reflect.get(window, '__hearTheRest');
      if (typeof hearTheRest === 'function') hearTheRest();
    });

    const detected = dialog.getByRole('region', { name: 'Detected' });
    await detected.getByText('AI confidence 95%').waitFor();
    expect(await dialog.getByRole('region', { name: 'You said' }).textContent()).toContain('nimenunua chakula 500');
    const detectedText = (await detected.textContent()) ?? '';
    for (const part of ['🍚', 'Food', 'Chakula', 'KES\u00a0500.00', '≈ 3.33 USDT']) expect(detectedText).toContain(part);
    expect(await phone.page.evaluate(() => Reflect.get(window, '__recognitions'))).toEqual([
      { lang: 'sw-KE', continuous: false, interimResults: true },
    ]);
    await saveScreenshot(phone.page, 'voice-modal.png');

    await dialog.getByRole('button', { name: 'Add to Sauti' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await phone.page.getByRole('status').filter({ hasText: 'Expense added' }).waitFor();

    const list = phone.page.getByRole('region', { name: /^\w+day, \d{1,2} \w+ \d{4}$/ });
    const row = list.getByRole('listitem').filter({ hasText: 'Chakula' });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    for (const part of ['🍚', 'Chakula', 'KES\u00a0500.00', '≈ 3.33 USDT']) expect(rowText).toContain(part);
    expect(rowText).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
    await expect.poll(() => phone.page.getByTestId('today-total').textContent()).toBe('500.00');
    expect(await phone.page.getByRole('heading', { name: 'AI expense tracking' }).count()).toBe(0);
    const topCategories = await phone.page.getByRole('region', { name: 'Top categories' }).getByRole('listitem').allTextContents();
    expect(topCategories).toEqual(['🍚FoodKES 500.00', 'Nothing yet', 'Nothing yet']);
    // The toast covers the header for its 5 s; the picture should show the header.
    await phone.page.getByRole('status').filter({ hasText: 'Expense added' }).waitFor({ state: 'detached', timeout: 8000 });
    await saveScreenshot(phone.page, 'home-with-expense.png');

    await phone.page.getByRole('button', { name: 'AI Voice Summary' }).tap();
    expect(await phone.page.evaluate(() => Reflect.get(window, '__spoken'))).toEqual([
      { text: 'Leo umetumia 500 Shilingi ya Kenya.', lang: 'sw-KE', rate: 0.8, pitch: 1, volume: 1, voice: 'Kiswahili' },
    ]);
    expect(phone.pageErrors).toEqual([]);
  });

  it('keeps the expense after a reload', async () => {
    await phone.page.reload();
    await phone.page.getByRole('listitem').filter({ hasText: 'Chakula' }).waitFor();
    await expect.poll(() => phone.page.getByTestId('today-total').textContent()).toBe('500.00');
    expect(phone.pageErrors).toEqual([]);
  });
});
