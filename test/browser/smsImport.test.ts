// The SMS import on a 360 x 740 touch phone against the real server: five pasted messages previewed,
// one row unticked, the rest added and shown on Home at their own days; the same message shared
// again is "Already in Sauti"; a message pasted in the Add Expense modal is offered the import; an
// import made offline reaches the server exactly once. Screenshots.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { SMALL_PHONE, describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';
import { expenseNames, serverExpenses, untilServerHolds, waitForOfflineShell } from './offlineSupport.ts';

const ZONE = 'Africa/Nairobi';

/** The local date and clock of `instant` in Nairobi, in the parts the messages print them with. */
function nairobi(instant: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE, day: 'numeric', month: 'numeric', year: '2-digit', hour: 'numeric', minute: '2-digit', hour12: true,
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(instant);
  return { day, dmy: `${get('day')}/${get('month')}/${get('year')}`, clock: `${get('hour')}:${get('minute')} ${get('dayPeriod').toUpperCase()}` };
}

// This minute (never in the future) and the same minute yesterday.
const nowMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const today = nairobi(nowMinute);
const yesterday = nairobi(new Date(nowMinute.getTime() - 24 * 3_600_000));
const [dd, mm, yy] = yesterday.dmy.split('/').map((part) => part.padStart(2, '0'));

const MESSAGES = {
  mpesa: `QK12ABC3DE Confirmed. Ksh1,250.00 paid to NAIVAS WESTLANDS. on ${today.dmy} at ${today.clock}.New M-PESA balance is Ksh3,200.00. Transaction cost, Ksh7.00. Amount you can transact within the day is 498,750.00.`,
  airtel: `TID:MP${yy}${mm}${dd}.1830.H45678 Confirmed. You have paid Ksh 300.00 to JAVA HOUSE on ${yesterday.dmy} at ${yesterday.clock}. Transaction cost Ksh 0.00. Your Airtel Money balance is Ksh 1,200.00.`,
  upi: `Rs.450.00 debited from A/c XX1234 on ${dd}-${mm}-${yy} to VPA swiggy@icici (UPI Ref No 632712345678). If not you, call 1800111109 -SBI`,
  received: `QK12XYZ789 Confirmed. You have received Ksh2,000.00 from JANE WANJIKU 0712345678 on ${today.dmy} at ${today.clock}. New M-PESA balance is Ksh5,200.00.`,
  otp: 'Your OTP for M-PESA is 482913. Do not share it with anyone. It expires in 5 minutes.',
};

describeJourney('importing payment SMS on a phone', () => {
  const journey = useJourney({ viewport: SMALL_PHONE, timezoneId: ZONE });
  let context: BrowserContext;
  let page: Page;
  const url = () => journey.url();

  afterEach(async () => {
    await context.close();
  });

  /** A returning person's phone in Nairobi at Home. */
  async function openHome(serviceWorkers: 'allow' | 'block') {
    page = await journey.newPage({ serviceWorkers });
    context = page.context();
    await context.addInitScript(() => {
      if (localStorage.getItem('sauti.preferences') === null) {
        localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true, currency: 'KES', language: 'en' }));
      }
    });
    await page.goto(url());
    if (serviceWorkers === 'allow') await waitForOfflineShell(page);
  }

  const week = () => serverExpenses(page, url(), ZONE);

  const localDayOf = (instant: string) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(instant));

  /** Every button and tick box on screen is at least 44 x 44 px and the page never scrolls sideways. */
  async function expectPhoneSized() {
    const small = await page.locator('button:visible, a:visible, select:visible, label:has(input[type=checkbox])').evaluateAll((nodes) =>
      nodes.map((node) => node.getBoundingClientRect()).filter((box) => box.width < 44 || box.height < 44).length,
    );
    expect(small).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }

  it('previews five messages, adds all but the unticked one at their own days, and a second share doubles nothing', async () => {
    await openHome('block');
    await page.getByRole('link', { name: 'Import from SMS' }).click();
    await page.getByRole('heading', { name: 'Import from SMS', level: 1 }).waitFor();
    await page.getByLabel('Payment messages').fill(Object.values(MESSAGES).join('\n\n'));
    await saveScreenshot(page, 'sms-import-pasted.png');
    await page.getByRole('button', { name: 'Preview' }).click();

    const payments = page.getByRole('region', { name: 'Payments' });
    await payments.waitFor();
    await page.getByText('Money you received, not spent').waitFor();
    await page.getByText('A one-time code, not a payment').waitFor();
    const boxes = payments.getByRole('checkbox');
    const rows = await boxes.count();
    // NAIVAS with its fee, JAVA HOUSE, and the UPI payment to Swiggy.
    expect(rows).toBeGreaterThanOrEqual(4);
    await expect.poll(() => page.getByRole('button', { name: `Add ${rows} expenses` }).isEnabled()).toBe(true);
    await expectPhoneSized();
    await saveScreenshot(page, 'sms-import-preview.png');

    await payments.getByRole('checkbox', { name: /JAVA HOUSE/ }).tap();
    await payments.getByRole('combobox', { name: 'Category for NAIVAS WESTLANDS' }).selectOption('business');
    const add = page.getByRole('button', { name: `Add ${rows - 1} expenses` });
    await saveScreenshot(page, 'sms-import-unticked.png');
    await add.tap();

    await page.getByText(`${rows - 1} expenses added`).waitFor();
    await page.waitForURL(`${url()}/`);
    await page.getByRole('button', { name: 'Delete NAIVAS WESTLANDS', exact: true }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(600); // Home's entrance animation
    await saveScreenshot(page, 'sms-import-home.png');

    const recorded = await week();
    expect(recorded.map((row) => row.description)).not.toContain('JAVA HOUSE');
    expect(recorded).toHaveLength(rows - 1);
    const naivas = recorded.find((row) => row.description === 'NAIVAS WESTLANDS');
    expect(naivas).toMatchObject({ amount: '1250.00', currency: 'KES' });
    expect(localDayOf(naivas?.createdAt ?? '')).toBe(today.day);
    const upi = recorded.find((row) => row.currency === 'INR');
    expect(upi).toMatchObject({ amount: '450.00' });
    expect(localDayOf(upi?.createdAt ?? '')).toBe(yesterday.day);
    // Home lists today's: the payment and its fee, not yesterday's UPI payment.
    const listed = await expenseNames(page);
    expect(listed).toContain('NAIVAS WESTLANDS');
    expect(listed).not.toContain(upi?.description);
    expect(listed).toHaveLength(recorded.filter((row) => localDayOf(row.createdAt) === today.day).length);

    // The share sheet hands the same message over again: straight to the preview, nothing new to add.
    await page.goto(`${url()}/import?text=${encodeURIComponent(MESSAGES.mpesa)}`);
    await page.getByRole('region', { name: 'Already in Sauti' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add 0 expenses' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'sms-import-shared-again.png');
    expect(await week()).toHaveLength(rows - 1);

    // M-Pesa reverses the NAIVAS payment: nothing to add, the payment and its fee to remove.
    const reversal = 'QL34FGH5IJ Confirmed. Transaction QK12ABC3DE has been reversed. Your account balance is now Ksh4,457.00.';
    await page.goto(`${url()}/import?text=${encodeURIComponent(reversal)}`);
    const remove = page.getByRole('button', { name: 'Remove 1 reversed payment' });
    await remove.waitFor();
    await saveScreenshot(page, 'sms-import-reversal.png');
    await remove.tap();
    await page.getByText('1 reversed payment removed').waitFor();
    const left = await week();
    expect(left.map((row) => row.description)).not.toContain('NAIVAS WESTLANDS');
    expect(left).toHaveLength(rows - 3);
    expect(journey.pageErrors).toEqual([]);
  });

  it('offers the import for a payment message pasted into the Add Expense modal', async () => {
    await openHome('block');
    await page.getByRole('button', { name: 'Add expense' }).tap();
    await page.getByLabel('Type your expense').fill(MESSAGES.mpesa);
    await page.getByText('This looks like a payment message —').waitFor();
    await saveScreenshot(page, 'sms-import-modal-offer.png');
    await page.getByRole('link', { name: 'Import it' }).tap();
    await page.waitForURL(/\/import\?text=/);
    await page.getByRole('region', { name: 'Payments' }).getByRole('checkbox', { name: /NAIVAS WESTLANDS/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(journey.pageErrors).toEqual([]);
  });

  it('imports while offline from the phone’s own parse and records it exactly once when back online', async () => {
    await openHome('allow');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Import from SMS' }).click();
    await page.getByLabel('Payment messages').fill([MESSAGES.mpesa, MESSAGES.otp].join('\r\n\r\n'));
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('Duplicates are checked when you are back online.').waitFor();
    await saveScreenshot(page, 'sms-import-offline-preview.png');
    const rows = await page.getByRole('region', { name: 'Payments' }).getByRole('checkbox').count();
    expect(rows).toBe(2); // the payment and its fee
    await page.getByRole('button', { name: 'Add 2 expenses' }).tap();
    await page.getByText('Saved on this phone').waitFor();
    await page.getByRole('button', { name: 'Delete NAIVAS WESTLANDS', exact: true }).scrollIntoViewIfNeeded();
    expect(await page.getByText('Not synced yet').count()).toBe(2);
    await page.waitForTimeout(600); // Home's entrance animation
    await saveScreenshot(page, 'sms-import-offline-home.png');
    expect(await week()).toEqual([]);

    await context.setOffline(false);
    const listed = await expenseNames(page);
    await untilServerHolds(page, url(), listed);
    await page.getByText('Not synced yet').first().waitFor({ state: 'detached' });
    // Nothing arrives late or twice, and the server's rows replaced the stand-ins one for one.
    await page.waitForTimeout(1_500);
    expect(await week()).toHaveLength(2);
    expect(await expenseNames(page)).toHaveLength(2);
    await saveScreenshot(page, 'sms-import-offline-synced.png');
    expect(journey.pageErrors).toEqual([]);
  });
});
