/** Debian's Chromium with the project's flags (`@site-kit/deploy`: the deploy's browser check starts it the same way). */
import { DEFAULT_CHROMIUM_PATH, chromiumFlags as flags } from '@site-kit/deploy';

export const chromiumPath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;

export const chromiumFlags = [...flags];
