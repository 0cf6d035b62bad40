/**
 * Debian's Chromium, as every browser run of the project starts it: the deploy's browser check,
 * Playwright, Lighthouse. Browsers cannot be downloaded on the project's machines, and without the
 * background-networking flags Chromium's own connections are refused by a closed network, many at
 * a time.
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
