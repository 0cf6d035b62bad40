/**
 * A browser's remote overrides in development: the `dev-remotes` cookie names some remotes' URLs
 * (a team's `pnpm --filter mfe-cities dev`) for that browser alone.
 */
import { remoteNames } from '@site-kit/contract';
import { httpUrl } from '@site-kit/server';
import { parse } from 'cookie';
import { z } from 'zod';

export const DEV_REMOTES_COOKIE = 'dev-remotes';

export const overridesSchema = z.partialRecord(z.enum(remoteNames), httpUrl);
export type Overrides = z.infer<typeof overridesSchema>;

/** The cookie's overrides, or null when it is absent or not valid (then it is ignored). */
export function overridesOf(cookieHeader: string | undefined): Overrides | null {
  const raw = parse(cookieHeader ?? '')[DEV_REMOTES_COOKIE];
  if (!raw) return null;
  try {
    const parsed = overridesSchema.safeParse(JSON.parse(raw));
    return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}
