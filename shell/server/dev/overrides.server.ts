/**
 * A browser's remote overrides in development: the `dev-remotes` cookie names some remotes' URLs
 * (a team's `pnpm --filter mfe-cities dev`) for that browser alone.
 */
import { remotes as registry, remoteEnvPrefix, remoteNames } from '@site-kit/contract';
import { httpUrl } from '@site-kit/node';
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

/** The variables of the child shell that serves these overrides: the remotes' origins, as in production. */
export function overrideVariables(overrides: Overrides): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, url] of Object.entries(overrides)) {
    const remote = registry.find((candidate) => candidate.name === name);
    if (remote) env[`${remoteEnvPrefix(remote)}_URL`] = url;
  }
  return env;
}
