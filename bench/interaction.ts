/**
 * The bench's simulated phone, for what Lighthouse does not measure: Lighthouse's own mobile settings
 * (150 ms round trip, 1.6 Mbps down, 750 Kbps up, a CPU 4x slower) applied for real through the
 * DevTools protocol, a first visit with an empty cache.
 *
 * `formWakeTimes`: a visitor opens a page, reads it, then taps a form field and types. Measured: the
 * time from that focus until the form is live: hydrated (it validates in place) and counting what
 * was typed ("1/150 characters"). On the server HTML alone the counter stays at 0.
 */
import { launchChromium, type Page } from 'tests/harness/browser';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
  cpuSlowdown: 4,
} as const;

/** The simulated phone's network, as DevTools' `Network.emulateNetworkConditions` takes it. */
export const PHONE_NETWORK = {
  offline: false,
  latency: PHONE.latencyMs,
  downloadThroughput: (PHONE.downloadKbps * 1024) / 8,
  uploadThroughput: (PHONE.uploadKbps * 1024) / 8,
};

/** Applies the simulated phone's network and CPU to a page (before it loads anything). */
async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

export interface FormWake {
  /** Milliseconds from the focus to a live form that counts the typed character. */
  ms: number;
  /** The form checked its fields in place when sent empty (no page load). */
  validatesInPlace: boolean;
}

/** `runs` first visits of `url`; each taps the message field of `formType`'s form and types one letter. */
export async function formWakeTimes(url: string, formType: string, runs: number): Promise<FormWake[]> {
  const browser = await launchChromium();
  const results: FormWake[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: PHONE.viewport, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await throttleLikeAPhone(page);
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.script === 'ready', null, { timeout: 30_000 });
      // The visitor reads the first screen for a moment.
      await page.waitForTimeout(1500);
      const form = page.locator(`form[data-form="${formType}"]`);
      const message = form.locator('textarea[name="message"]');
      await message.scrollIntoViewIfNeeded();
      // A string, not a function: tsx would wrap a function's inner helpers in its own `__name`.
      await page.evaluate(`(() => {
        const selector = 'form[data-form="${formType}"]';
        const form = document.querySelector(selector);
        form.addEventListener('focusin', () => { window.focusedAt ??= performance.now(); }, { once: true });
        const check = () => {
          const counted = /(^|\\D)1\\/\\d+ characters/.test(form.textContent || '');
          const live = document.querySelector(selector + '[data-interactive="true"]') !== null;
          if (counted && live) window.liveAt = performance.now();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      })()`);
      await message.tap();
      await page.keyboard.type('x');
      await page.waitForFunction(() => (window as unknown as { liveAt?: number }).liveAt !== undefined, null, {
        timeout: 30_000,
      });
      const ms = await page.evaluate(() => {
        const state = window as unknown as { focusedAt: number; liveAt: number };
        return state.liveAt - state.focusedAt;
      });
      // Live validation: the form sent with a required field empty shows its error in place.
      await form.locator('input[name="name"]').fill('');
      const before = page.url();
      await form.locator('button[type="submit"]').click();
      const validatesInPlace =
        (await form
          .locator('[role="alert"]')
          .first()
          .waitFor({ state: 'visible', timeout: 5000 })
          .then(
            () => true,
            () => false,
          )) && page.url() === before;
      results.push({ ms, validatesInPlace });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
