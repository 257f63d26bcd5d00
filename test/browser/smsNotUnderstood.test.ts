// Issue 26 on a 360 x 740 touch phone in Dakar against the real server: a Wave payment, a message
// with money Sauti cannot read and an OTP are previewed; the unreadable one is listed as "Not
// understood" with the amount and day found, added by hand in one tap (the form opened with them) and
// recorded in francs at its own moment; another is left. axe-core finds nothing on either. Screenshots.
import { expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { SMALL_PHONE, describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';
import { serverExpenses } from './offlineSupport.ts';

const ZONE = 'Africa/Dakar';

// An hour ago, on Dakar's clock (UTC all year), as the messages print it.
const then = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 3_600_000);
const pad = (value: number) => String(value).padStart(2, '0');
const day = `${pad(then.getUTCDate())}/${pad(then.getUTCMonth() + 1)}/${then.getUTCFullYear()}`;
const clock = `${pad(then.getUTCHours())}:${pad(then.getUTCMinutes())}`;

const WAVE = `Wave: Vous avez payé 12.000F à Auchan Mermoz le ${day} à ${clock}. Nouveau solde : 4.950F.`;
const UNCLEAR = `Orange Money: Operation de 5000 FCFA effectuee le ${day} a ${clock}. Ref: OM240312.1000.X11111`;
const ALSO_UNCLEAR = `Orange Money: Operation de 1500 FCFA effectuee le ${day} a ${clock}. Ref: OM240312.1001.X22222`;
const OTP = 'Votre code de confirmation Orange Money est 784512. Ne le communiquez à personne.';

describeJourney('messages Sauti does not understand, on a phone', () => {
  const journey = useJourney({ viewport: SMALL_PHONE, timezoneId: ZONE, serviceWorkers: 'block' });

  it('lists the message it cannot read with what it found, adds it by hand in francs, and leaves another', async () => {
    const page = await journey.newPage();
    await page.context().addInitScript(() => {
      if (localStorage.getItem('sauti.preferences') === null) {
        localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true, currency: 'XOF', language: 'en' }));
      }
    });
    await page.goto(journey.url('/import'));
    await page.getByLabel('Payment messages').fill([WAVE, UNCLEAR, ALSO_UNCLEAR, OTP].join('\n\n'));
    await page.getByRole('button', { name: 'Preview' }).tap();

    const unclear = page.getByRole('region', { name: 'Not understood' });
    await unclear.waitFor();
    await page.getByRole('region', { name: 'Payments' }).getByRole('checkbox', { name: /Auchan Mermoz/ }).waitFor();
    await page.getByText('A one-time code, not a payment').waitFor();
    const rows = unclear.getByTestId('not-understood-row');
    expect(await rows.count()).toBe(2);
    const first = rows.first();
    expect(await first.textContent()).toMatch(/Found XOF\s?5,000 · /);
    // Phone-sized: every control at least 44 px, nothing wider than the screen.
    const small = await page.locator('button:visible, select:visible').evaluateAll((nodes) =>
      nodes.map((node) => node.getBoundingClientRect()).filter((box) => box.width < 44 || box.height < 44).length,
    );
    expect(small).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await unclear.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'sms-not-understood-preview.png');
    expect(await axeViolations(page)).toEqual([]);

    // Leave the second: it goes from the list, nothing is recorded for it.
    await rows.nth(1).getByRole('button', { name: 'Leave it' }).tap();
    await expect.poll(() => rows.count()).toBe(1);

    // One tap opens the add form with what was found.
    await first.getByRole('button', { name: 'Add by hand' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Add expense by hand' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('5000');
    expect(await dialog.getByLabel('Currency').inputValue()).toBe('XOF');
    expect(await dialog.getByLabel('Date').inputValue()).toBe(then.toISOString().slice(0, 10));
    await dialog.getByLabel('Description').fill('Taxi to Plateau');
    await dialog.getByLabel('Category').selectOption('transport');
    await dialog.getByLabel('Amount').fill('5000.50');
    await dialog.getByRole('button', { name: 'Add expense' }).tap();
    await dialog.getByText('Amounts in XOF have no cents').waitFor();
    await dialog.getByLabel('Amount').fill('5000');
    await saveScreenshot(page, 'sms-not-understood-add-by-hand.png');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add expense' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => unclear.count()).toBe(0);

    const saved = await serverExpenses(page, journey.url(), ZONE);
    expect(saved).toEqual([{ id: expect.any(String), description: 'Taxi to Plateau', amount: '5000.00', currency: 'XOF', createdAt: then.toISOString() }]);
    await saveScreenshot(page, 'sms-not-understood-added.png');
    expect(journey.pageErrors).toEqual([]);
  });
});
