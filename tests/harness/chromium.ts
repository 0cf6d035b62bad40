/**
 * Debian's Chromium, as every browser run here starts it (Playwright, Lighthouse): browsers cannot be
 * downloaded on these machines, and without the background-networking flags Chromium's own
 * connections are refused by the closed network, many at a time.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
