/** Debian's Chromium through Playwright, for scripts outside the test runner (the benchmark). */
import { type Browser, chromium } from '@playwright/test';

export type { Page } from '@playwright/test';

import { chromiumFlags, chromiumPath } from './chromium';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
