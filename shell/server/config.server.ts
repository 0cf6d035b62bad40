/**
 * Shell server configuration, read from the environment once at start. A bad value stops the
 * process with a message naming the variable. Every variable is documented in the README.
 */
import { readFileSync } from 'node:fs';
import { business } from '@site-kit/brand';
import { FORM_API_PORT, type RemoteName, remotes, SHELL_PORT } from '@site-kit/contract';
import { ConfigError, envPrefix, httpUrl, parseEnv, port } from '@site-kit/node';
import { z } from 'zod';

export interface ShellConfig {
  port: number;
  host: string;
  siteUrl: string;
  /** Bare-domain origin that is redirected to the www origin. */
  bareHost: string | null;
  formApiUrl: string;
  remotes: Record<RemoteName, string>;
  remotePollMs: number;
  remoteTimeoutMs: number;
  htmlCacheEntries: number;
  reviewsWidget: { scriptUrl: string; widgetId: string } | null;
  distDir: string;
}

const remoteUrlVar = (packageName: string) => `${envPrefix(packageName)}_URL`;

export function loadConfig(env: NodeJS.ProcessEnv, distDir: string): ShellConfig {
  const base = parseEnv(
    {
      PORT: port(SHELL_PORT),
      HOST: z.string().min(1).default('0.0.0.0'),
      SITE_URL: httpUrl.default(`https://${business.domain}`),
      FORM_API_PORT: port(FORM_API_PORT),
      FORM_API_URL: httpUrl.optional(),
      REMOTES_CONFIG: z.string().min(1).optional(),
      REMOTE_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
      REMOTE_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
      HTML_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
      REVIEWS_WIDGET_SRC: httpUrl.optional(),
      REVIEWS_WIDGET_ID: z.string().min(1).max(200).optional(),
    },
    env,
    'shell',
  );

  const fromFile = base.REMOTES_CONFIG ? readRemotesFile(base.REMOTES_CONFIG) : {};
  const remoteUrls = parseEnv(
    Object.fromEntries(
      remotes.map((remote) => [
        remoteUrlVar(remote.packageName),
        httpUrl.default(fromFile[remote.name] ?? `http://localhost:${remote.port}`),
      ]),
    ),
    env,
    'shell',
  ) as Record<string, string>;

  const siteUrl = base.SITE_URL;
  const siteHost = new URL(siteUrl).host;
  return {
    port: base.PORT,
    host: base.HOST,
    siteUrl,
    bareHost: siteHost.startsWith('www.') ? siteHost.slice(4) : null,
    formApiUrl: base.FORM_API_URL ?? `http://127.0.0.1:${base.FORM_API_PORT}`,
    remotes: Object.fromEntries(
      remotes.map((remote) => [remote.name, remoteUrls[remoteUrlVar(remote.packageName)]]),
    ) as Record<RemoteName, string>,
    remotePollMs: base.REMOTE_POLL_MS,
    remoteTimeoutMs: base.REMOTE_TIMEOUT_MS,
    htmlCacheEntries: base.HTML_CACHE_ENTRIES,
    reviewsWidget:
      base.REVIEWS_WIDGET_SRC && base.REVIEWS_WIDGET_ID
        ? { scriptUrl: base.REVIEWS_WIDGET_SRC, widgetId: base.REVIEWS_WIDGET_ID }
        : null,
    distDir,
  };
}

/** REMOTES_CONFIG: a JSON object of remote name → origin, e.g. {"mfe_cities": "https://cities.example.com"}. */
function readRemotesFile(file: string): Partial<Record<RemoteName, string>> {
  const schema = z.record(z.enum(remotes.map((remote) => remote.name) as [RemoteName, ...RemoteName[]]), httpUrl);
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new ConfigError(`REMOTES_CONFIG ${file}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
}
