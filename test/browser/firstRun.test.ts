// First run on a phone against the real server: onboarding, WhatsApp login with the code the
// server sent, the wallet link and Home; the same number on a second phone; a code locked by tries.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeJourney, newMobilePage, saveScreenshot, useJourney } from '../support/browser.ts';
import { createMemorySender } from '../support/codes.ts';

const PHONE = '0712345678';
const E164 = '+254712345678';
const REFUSED = 'That code did not work; check it or ask for a new one';
/** A phone in Nairobi: Skip keeps Kenya, so login starts there. */
const KENYAN_PHONE = { locale: 'en-KE', timezoneId: 'Africa/Nairobi' };
const SYNC_ALERT = 'Expenses synced to the wallet! You can now view your spending patterns in your crypto wallet.';

describeJourney('first run on a phone', () => {
  const sender = createMemorySender();
  const journey = useJourney({ codeSender: sender });

  /** A fresh phone; window.alert messages are recorded and accepted. */
  async function freshPhone(phone: Parameters<typeof journey.newPage>[0] = {}): Promise<{ page: Page; alerts: string[] }> {
    const page = await journey.newPage(phone);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(journey.url());
    return { page, alerts };
  }

  const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

  async function sendCode(page: Page, phone: string) {
    await page.getByLabel('WhatsApp number').fill(phone);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await heading(page, 'Enter Verification Code').waitFor();
  }

  async function enterCode(page: Page, code: string) {
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    // Typed key by key: each digit must move the caret to the next box on its own.
    await page.keyboard.type(code, { delay: 30 });
    await page.getByRole('button', { name: 'Verify' }).click();
  }

  async function skipOnboarding(page: Page) {
    await heading(page, 'Welcome to Sauti').waitFor();
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await heading(page, 'Login with WhatsApp').waitFor();
  }

  /** Records an expense over GraphQL with the page's session cookie, as the voice dialog would. */
  async function recordExpense(page: Page, description: string, amount: string) {
    const response = await page.context().request.post(journey.url('/graphql'), {
      headers: { 'content-type': 'application/json', 'x-time-zone': await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone) },
      data: {
        query: 'mutation ($input: RecordExpenseInput!) { recordExpense(input: $input) { id } }',
        variables: { input: { description, amount, currency: 'KES' } },
      },
    });
    expect(JSON.stringify(await response.json())).toContain('"recordExpense"');
  }

  it('paints Welcome from the HTML alone on an English phone on its first visit, and nowhere else', async () => {
    const cases = [
      { locale: 'en-KE', path: '/', stored: false, shown: true },
      { locale: 'sw-KE', path: '/', stored: false, shown: false },
      { locale: 'en-KE', path: '/', stored: true, shown: false },
      { locale: 'en-KE', path: '/settings', stored: false, shown: false },
    ];
    for (const { locale, path, stored, shown } of cases) {
      const page = await newMobilePage(journey.browser, { locale, timezoneId: 'Africa/Nairobi' });
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) refused.push(message.text());
      });
      if (stored) await page.addInitScript(() => localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true })));
      // No script file ever arrives: whatever shows is the HTML's own (and its one inline script's).
      await page.route('**/assets/*.js', () => {});
      await page.goto(journey.url(path), { waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      expect(await heading(page, 'Welcome to Sauti').isVisible(), `${locale} ${path} stored: ${stored}`).toBe(shown);
      expect(refused).toEqual([]);
      if (shown) await saveScreenshot(page, 'firstrun-welcome-from-html.png');
      await page.context().close();
    }
  });

  it('takes a new phone through onboarding (Kenya) and login onto Home, then connects the wallet from its card', async () => {
    // A phone whose time zone and locale suggest none of the countries: nothing is preselected.
    const { page, alerts } = await freshPhone({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });
    await heading(page, 'Welcome to Sauti').waitFor();
    // Welcome shows at once as a placeholder; the step is live once its buttons are there.
    await page.getByRole('button', { name: 'Next' }).waitFor();
    await saveScreenshot(page, 'firstrun-welcome.png');
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Select Your Country').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByText('Kenya', { exact: true }).click();
    expect(await page.getByRole('radio', { name: /Kenya/ }).isChecked()).toBe(true);
    await saveScreenshot(page, 'firstrun-country.png');
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'How It Works').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await heading(page, 'Login with WhatsApp').waitFor();
    expect(await page.getByLabel('Country').inputValue()).toBe('KE');

    // This phone's expense from before the login must follow the number.
    await recordExpense(page, 'Matatu fare', '150');

    await page.getByLabel('WhatsApp number').fill('07123');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByRole('alert').getByText('Please enter a valid phone number').waitFor();
    expect(alerts).toEqual(['Please enter a valid phone number']);
    await page.getByLabel('WhatsApp number').fill(PHONE);
    expect(await page.getByLabel('WhatsApp number').inputValue()).toBe('071 234 5678');
    expect(await page.getByRole('alert').count()).toBe(0);
    await saveScreenshot(page, 'login-phone.png');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await heading(page, 'Enter Verification Code').waitFor();
    expect(await page.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true);

    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(sender.lastCode(E164), { delay: 30 });
    await saveScreenshot(page, 'login-code.png');
    await page.getByRole('button', { name: 'Verify' }).click();
    await heading(page, 'Welcome Back').waitFor();
    // Signed in, the first screen is Home: the wallet's offer waits on its card (issue 33).
    await heading(page, "Today's Expenses").waitFor({ timeout: 5000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByText('Phone ending in 5678').waitFor({ state: 'attached' });
    await page.getByText('Matatu fare').first().waitFor();
    expect(await page.getByText('Wallet connected').count()).toBe(0);

    await page.getByRole('region', { name: 'Wallet' }).getByRole('link', { name: 'Connect' }).click();
    await heading(page, 'Connect Sorted Wallet').waitFor();
    // Not linked yet, and it says so: never "Wallet linked to" beside Connect.
    await page.getByText('Your wallet will be linked to').waitFor();
    expect(await page.getByText('Wallet linked to', { exact: true }).count()).toBe(0);
    expect(await page.getByText(E164).isVisible()).toBe(true);

    // Headless chromium's user agent is a desktop one: the download links stand in for the app.
    await page.getByRole('button', { name: 'Open Wallet App' }).click();
    const fallback = page.getByRole('dialog', { name: 'Get Sorted Wallet' });
    expect(await fallback.getByRole('link', { name: 'Download for iOS' }).getAttribute('href')).toContain('apps.apple.com');
    expect(await fallback.getByRole('link', { name: 'Download for Android' }).getAttribute('href')).toContain('play.google.com');
    await saveScreenshot(page, 'wallet-desktop-fallback.png');
    await fallback.getByRole('button', { name: 'Close' }).click();
    await fallback.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await heading(page, 'Wallet Connected').waitFor({ timeout: 8000 });
    expect(await page.getByText('USDT\u00a0245.80').isVisible()).toBe(true);
    await page.getByText('Wallet linked to', { exact: true }).waitFor();
    await saveScreenshot(page, 'wallet-connected.png');
    await page.getByRole('button', { name: 'Sync Expenses' }).click();
    await expect.poll(() => alerts.at(-1)).toBe(SYNC_ALERT);
    await page.getByRole('button', { name: 'Continue to Sauti' }).click();

    await heading(page, "Today's Expenses").waitFor();
    await page.getByText('Wallet connected').waitFor();
    await page.getByRole('region', { name: 'Wallet' }).getByRole('link', { name: 'Manage Wallet' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await heading(page, 'Settings').waitFor();
    expect(await page.getByLabel('WhatsApp Number').inputValue()).toBe(E164);
    await page.getByText('Connected', { exact: true }).waitFor();
    await saveScreenshot(page, 'settings.png');

    // Saving a currency changes how every screen writes amounts.
    await page.getByLabel('Currency').selectOption('UGX');
    await page.getByText('Amounts will be displayed in Ugandan Shilling').waitFor();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('status').getByText('Settings updated').waitFor();
    await page.getByText('Your preferences have been saved successfully.').waitFor();
    await saveScreenshot(page, 'settings-saved.png');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('region', { name: 'Wallet' }).getByText(/UGX/).waitFor();

    // A reload is a returning visit: the stored flag skips the flow.
    await page.goto(journey.url());
    await heading(page, "Today's Expenses").waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(journey.pageErrors).toEqual([]);
    await page.context().close();
  });

  it("logs a second phone into the same number and shows the first phone's expenses there", async () => {
    const { page } = await freshPhone(KENYAN_PHONE);
    await skipOnboarding(page);
    await sendCode(page, PHONE);
    await enterCode(page, sender.lastCode(E164));
    await heading(page, 'Welcome Back').waitFor();
    await heading(page, "Today's Expenses").waitFor({ timeout: 5000 });
    await page.getByText('Matatu fare').first().waitFor();
    await page.getByText('Phone ending in 5678').waitFor({ state: 'attached' });
    expect(journey.pageErrors).toEqual([]);
    await page.context().close();
  });

  it('locks a code after five wrong tries, answering every refusal alike', async () => {
    const { page } = await freshPhone(KENYAN_PHONE);
    await skipOnboarding(page);
    await sendCode(page, '0722000111');
    const right = sender.lastCode('+254722000111');
    const wrong = [...right].map((digit) => String((Number(digit) + 1) % 10)).join('');
    // A refused code empties the boxes: that, not the alert (the same text each time), marks each answer.
    const refused = async () => {
      await expect.poll(() => page.getByRole('textbox', { name: 'Digit 1 of 6' }).inputValue()).toBe('');
      await page.getByRole('alert').getByText(REFUSED).waitFor();
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await enterCode(page, wrong);
      await refused();
    }
    await enterCode(page, right);
    await refused();
    expect(await heading(page, 'Welcome Back').count()).toBe(0);
    expect(journey.pageErrors).toEqual([]);
    await page.context().close();
  });
});
