/**
 * Shell server configuration, read from the environment once at start. A bad value stops the
 * process with a message naming the variable. Every variable is documented in the README.
 */

import { readFileSync } from 'node:fs';
import { errorText } from '@site-kit/brand';
import {
  FORM_API_PORT,
  type PublicConfig,
  type RemoteName,
  remoteEnvPrefix,
  remoteNames,
  remotes,
  SHELL_PORT,
  VERSION_PATTERN,
} from '@site-kit/contract';
import { previewSecret } from '@site-kit/contract/preview-token';
import {
  bodyLimitBytes,
  ConfigError,
  count,
  httpUrl,
  logLevel,
  ownerToken,
  parseEnv,
  port,
  siteUrlVariable,
  type TrustedProxies,
  trustProxy,
} from '@site-kit/server';
import { z } from 'zod';
import { CONTAINER_ID_PATTERN } from './render/tag-manager.server';

export interface ShellConfig {
  port: number;
  host: string;
  siteUrl: string;
  /** Bare-domain origin that is redirected to the www origin. */
  bareHost: string | null;
  formApiUrl: string;
  remotes: Record<RemoteName, string>;
  /** Versions pinned in REMOTES_CONFIG: the shell does not follow those remotes' pointers. */
  remotePins: Partial<Record<RemoteName, string>>;
  remotePollMs: number;
  remoteTimeoutMs: number;
  htmlCacheEntries: number;
  /** Which peers may say who the client is (TRUST_PROXY, the same variable and meaning as form-api's). */
  trustProxy: TrustedProxies;
  /** The cap on a request body (BODY_LIMIT_BYTES, the same value form-api reads). */
  bodyLimitBytes: number;
  /** OWNER_TOKEN, form-api's: it also opens the detailed health view (/healthz with the bearer token). */
  ownerToken: string | null;
  logLevel: string;
  /**
   * Tests only: a path whose render throws, to exercise the final error handler. Refused when
   * NODE_ENV is production, so no deployed shell can have it.
   */
  renderFaultPath: string | null;
  reviewsWidget: { scriptUrl: string; widgetId: string } | null;
  /** GTM_CONTAINER_ID: Google Tag Manager on every page (decision F39); null: none. */
  tagManagerId: string | null;
  /** Client error reports (issue 28): per-client rate, and log lines per remote version per minute. */
  clientReports: { perClientPerMinute: number; logPerMinute: number };
  /**
   * The watch on a version that just went live (decision P43, issue 33): for `minutes` (0: no watch)
   * it is withdrawn when browsers report its errors from `pageLoads` page loads or more, on
   * `networks` client networks or more, at a rate well above its predecessor's.
   */
  watch: { minutes: number; pageLoads: number; networks: number };
  /** PREVIEW_SECRET: signs preview links and cookies (decision P41); null: no previews. */
  previewSecret: string | null;
  /**
   * PAGE_PROOF_SECRET: signs the page proofs the site's signals carry (issue 33). Null: a key of this
   * process alone, made at start (one shell; its pages' proofs stop counting when it restarts).
   */
  pageProofSecret: string | null;
  /** SHELL_STATE_PATH: the SQLite file every shell of the machine shares (the watch's counts, withdrawals). */
  statePath: string;
  distDir: string;
}

/** Relative to the working directory (`shell/` under pnpm): the workspace's data/ folder. */
export const DEFAULT_STATE_PATH = '../data/shell-state.db';

const remoteUrlVar = (packageName: string) => `${remoteEnvPrefix({ packageName })}_URL`;

export function loadConfig(env: NodeJS.ProcessEnv, distDir: string): ShellConfig {
  const base = parseEnv(
    {
      PORT: port(SHELL_PORT),
      HOST: z.string().min(1).default('0.0.0.0'),
      SITE_URL: siteUrlVariable,
      FORM_API_PORT: port(FORM_API_PORT),
      FORM_API_URL: httpUrl.optional(),
      REMOTES_CONFIG: z.string().min(1).optional(),
      REMOTE_POLL_MS: count(5000, { min: 100, max: 3_600_000 }),
      REMOTE_TIMEOUT_MS: count(2000, { min: 50, max: 60_000 }),
      HTML_CACHE_ENTRIES: count(500, { max: 100_000 }),
      BODY_LIMIT_BYTES: bodyLimitBytes,
      OWNER_TOKEN: ownerToken,
      TRUST_PROXY: trustProxy,
      LOG_LEVEL: logLevel,
      RENDER_FAULT_PATH: z.string().startsWith('/').optional(),
      REVIEWS_WIDGET_SRC: httpUrl.optional(),
      REVIEWS_WIDGET_ID: z.string().min(1).max(200).optional(),
      GTM_CONTAINER_ID: z
        .string()
        .regex(CONTAINER_ID_PATTERN, 'must be a Google Tag Manager container id (GTM-XXXXXXX)')
        .optional()
        .or(z.literal('').transform(() => undefined)),
      CLIENT_REPORTS_PER_MINUTE: count(30, { min: 1, max: 10_000 }),
      CLIENT_REPORTS_LOG_PER_MINUTE: count(10, { max: 10_000 }),
      WATCH_MINUTES: count(30, { max: 1440, fractions: true }),
      WATCH_PAGE_LOADS: count(3, { min: 1, max: 10_000 }),
      WATCH_NETWORKS: count(3, { min: 1, max: 10_000 }),
      PREVIEW_SECRET: previewSecret,
      PAGE_PROOF_SECRET: previewSecret,
      SHELL_STATE_PATH: z.string().min(1).default(DEFAULT_STATE_PATH),
    },
    env,
    'shell',
  );

  if (base.RENDER_FAULT_PATH && env.NODE_ENV === 'production')
    throw new ConfigError('shell: RENDER_FAULT_PATH is for tests only and is refused when NODE_ENV=production');

  const fromFile = base.REMOTES_CONFIG ? readRemotesFile(base.REMOTES_CONFIG) : { urls: {}, pins: {} };
  const remoteUrls = parseEnv(
    Object.fromEntries(
      remotes.map((remote) => [
        remoteUrlVar(remote.packageName),
        httpUrl.default(fromFile.urls[remote.name] ?? `http://localhost:${remote.port}`),
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
    remotePins: fromFile.pins,
    remotePollMs: base.REMOTE_POLL_MS,
    remoteTimeoutMs: base.REMOTE_TIMEOUT_MS,
    htmlCacheEntries: base.HTML_CACHE_ENTRIES,
    trustProxy: base.TRUST_PROXY,
    bodyLimitBytes: base.BODY_LIMIT_BYTES,
    ownerToken: base.OWNER_TOKEN ?? null,
    logLevel: base.LOG_LEVEL,
    renderFaultPath: base.RENDER_FAULT_PATH ?? null,
    reviewsWidget:
      base.REVIEWS_WIDGET_SRC && base.REVIEWS_WIDGET_ID
        ? { scriptUrl: base.REVIEWS_WIDGET_SRC, widgetId: base.REVIEWS_WIDGET_ID }
        : null,
    tagManagerId: base.GTM_CONTAINER_ID ?? null,
    clientReports: {
      perClientPerMinute: base.CLIENT_REPORTS_PER_MINUTE,
      logPerMinute: base.CLIENT_REPORTS_LOG_PER_MINUTE,
    },
    watch: { minutes: base.WATCH_MINUTES, pageLoads: base.WATCH_PAGE_LOADS, networks: base.WATCH_NETWORKS },
    previewSecret: base.PREVIEW_SECRET ?? null,
    pageProofSecret: base.PAGE_PROOF_SECRET ?? null,
    statePath: base.SHELL_STATE_PATH,
    distDir,
  };
}

/** The run-time settings pages and islands get (they travel in the HTML). */
export const publicConfigOf = (config: ShellConfig): PublicConfig => ({
  siteUrl: config.siteUrl,
  reviewsWidget: config.reviewsWidget,
  formsEndpoint: '/api/submissions',
});

/**
 * REMOTES_CONFIG: a JSON object of remote name → origin, or → `{ "url": origin, "version": pin }`:
 * `{"mfe_cities": "https://cities.example.com", "mfe_forms": {"version": "3f9c0a1b2c3d4e5f"}}`. A pinned
 * remote stays on that version whatever its pointer says (an incident freeze); its URL variable
 * (`MFE_CITIES_URL`) still wins over the file's url.
 */
function readRemotesFile(file: string): {
  urls: Partial<Record<RemoteName, string>>;
  pins: Partial<Record<RemoteName, string>>;
} {
  const entry = z.union([
    httpUrl,
    z
      .object({
        url: httpUrl.optional(),
        version: z.string().regex(VERSION_PATTERN, 'version must be a version folder name').optional(),
      })
      .strict(),
  ]);
  // Partial: a file may name only the remotes it moves or pins.
  const schema = z.partialRecord(z.enum(remoteNames), entry);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`REMOTES_CONFIG ${file}: ${errorText(error)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ConfigError(
      `REMOTES_CONFIG ${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const urls: Partial<Record<RemoteName, string>> = {};
  const pins: Partial<Record<RemoteName, string>> = {};
  for (const [name, value] of Object.entries(parsed.data) as [RemoteName, z.infer<typeof entry>][]) {
    if (typeof value === 'string') urls[name] = value;
    else {
      if (value.url) urls[name] = value.url;
      if (value.version) pins[name] = value.version;
    }
  }
  return { urls, pins };
}
