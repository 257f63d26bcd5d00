// `npm run bench:mic`: how long a tap on Home's floating mic takes to become an Add Expense modal
// ready to listen (shown, mic on screen and focused), on a 360 x 740 touch phone. Measured, never asserted.
// Warm only: the page is loaded from the service worker with the voice chunks prefetched; each load
// measures its first open and a second one. BENCH_DIST measures a build made elsewhere.
import type { Page } from 'playwright-core';
import { cpus, loadavg } from 'node:os';
import { launchBrowser } from '../support/browser.ts';
import { installFakeSpeech } from '../support/fakeSpeech.ts';
import { startTestServer } from '../support/server.ts';
import { buildWeb } from '../setup/buildWeb.ts';
import { waitForOfflineShell } from '../browser/offlineSupport.ts';
import { print } from './print.ts';

const LOADS = Number(process.env.BENCH_MIC_LOADS ?? 5);
/** The issue's phone: a CPU 4x slower than this host's, as Lighthouse's mobile preset assumes. */
const CPU_SLOWDOWN = [1, 4];
const FAKES = { phrase: 'nimenunua chakula 500', preferences: { onboardingComplete: true, language: 'sw', currency: 'KES', phone: '0712345678', walletConnected: true, usdtBalance: '245.80' } };

interface Timing {
  /** From the tap's pointerdown to the first frame showing the open dialog's mic. */
  shown: number;
  /** From the tap to the first frame where that mic also holds the focus (null: it never did within 3 s). */
  focused: number | null;
}

/** Taps the floating mic and times, frame by frame in the page, until the modal is ready. */
async function tapAndTime(page: Page): Promise<Timing> {
  const timing = page.evaluate(
    () =>
      new Promise<{ shown: number; focused: number | null }>((resolve) => {
        document.addEventListener(
          'pointerdown',
          (event) => {
            const tapped = event.timeStamp;
            let shown: number | null = null;
            const frame = (now: number) => {
              const mic = document.querySelector('dialog[open] button[aria-label="Start voice input"]');
              if (mic !== null && shown === null) shown = now - tapped;
              if (mic !== null && document.activeElement === mic) return resolve({ shown: shown ?? 0, focused: now - tapped });
              if (now - tapped > 3000) return resolve({ shown: shown ?? now - tapped, focused: null });
              requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          },
          { capture: true, once: true },
        );
      }),
  );
  await page.getByRole('button', { name: 'Add expense' }).tap();
  const result = await timing;
  await page.getByRole('dialog', { name: 'Add Expense' }).getByRole('button', { name: 'Cancel' }).tap();
  await page.getByRole('dialog', { name: 'Add Expense' }).waitFor({ state: 'detached' });
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number | null) => (value === null ? 'never' : `${value.toFixed(0)} ms`);

function summarise(label: string, runs: Timing[]) {
  const focused = runs.map((run) => run.focused);
  const neverFocused = focused.filter((value) => value === null).length;
  const focusTimes = focused.filter((value) => value !== null);
  print(
    `  ${label.padEnd(14)} shown ${ms(median(runs.map((run) => run.shown))).padStart(7)} median ` +
      `(${runs.map((run) => ms(run.shown)).join(', ')}); focused on the mic ${focusTimes.length === 0 ? 'never' : `${ms(median(focusTimes))} median`}` +
      (neverFocused > 0 ? ` (${neverFocused}/${runs.length} never)` : ''),
  );
}

async function main() {
  const distDir = process.env.BENCH_DIST ?? (await buildWeb());
  const server = await startTestServer({ distDir });
  const browser = await launchBrowser();
  try {
    for (const slowdown of CPU_SLOWDOWN) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      // tsx compiles with esbuild's keepNames: functions playwright serialises into the page call __name().
      await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
      await context.addInitScript(installFakeSpeech, FAKES);
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      await waitForOfflineShell(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const first: Timing[] = [];
      const second: Timing[] = [];
      for (let load = 0; load < LOADS; load += 1) {
        await page.reload();
        await page.getByRole('button', { name: 'Add expense' }).waitFor();
        // The voice chunks are prefetched once the page is idle; a person taps later than this.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        first.push(await tapAndTime(page));
        await page.waitForTimeout(300);
        second.push(await tapAndTime(page));
      }
      print(`\nTap to mic, page from the service worker, CPU ${slowdown}x slower (load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs), ${LOADS} loads:`);
      summarise('first open', first);
      summarise('second open', second);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
