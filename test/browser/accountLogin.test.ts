// Logging in from Settings after skipping it at first run, with a number typed in "+" form, then
// logging out everywhere: the phone's journey against the real server at 360 px, with screenshots.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';
import { createMemorySender } from '../support/codes.ts';

describeJourney('the account from Settings', () => {
  const sender = createMemorySender();
  const journey = useJourney({ codeSender: sender });

  const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

  it('logs in from Settings after skipping login at first run, then logs out everywhere', async () => {
    const page = await journey.newPage({ viewport: { width: 360, height: 780 } });
    await page.goto(journey.url());
    await heading(page, 'Welcome to Sauti').waitFor();
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await heading(page, 'Login with WhatsApp').waitFor();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await heading(page, "Today's Expenses").waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await heading(page, 'Settings').waitFor();
    expect(await page.getByLabel('WhatsApp Number').inputValue()).toBe('Not logged in');
    await page.getByRole('button', { name: 'Login with WhatsApp' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'settings-not-logged-in.png');
    await page.getByRole('button', { name: 'Login with WhatsApp' }).click();

    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('WhatsApp number').fill('+254 733 123 456');
    expect(await dialog.getByLabel('WhatsApp number').inputValue()).toBe('+254 733 123 456');
    await saveScreenshot(page, 'settings-login-phone.png');
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await heading(page, 'Enter Verification Code').waitFor();
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(sender.lastCode('+254733123456'), { delay: 30 });
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await heading(page, 'Welcome Back').waitFor();
    await saveScreenshot(page, 'settings-login-welcome.png');
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    await expect.poll(() => page.getByLabel('WhatsApp Number').inputValue()).toBe('+254733123456');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Log out everywhere' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'settings-logged-in.png');
    await page.getByRole('button', { name: 'Log out everywhere' }).click();
    await page.getByRole('status').getByText('Logged out everywhere').waitFor();
    await expect.poll(() => page.getByLabel('WhatsApp Number').inputValue()).toBe('Not logged in');
    await page.getByRole('button', { name: 'Login with WhatsApp' }).waitFor();
    await saveScreenshot(page, 'settings-logged-out-everywhere.png');
    expect(journey.pageErrors).toEqual([]);
    await page.context().close();
  });
});
