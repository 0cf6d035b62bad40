/** form-api configuration, validated once at start. Every variable is listed in the README. */

import { business } from '@site-kit/brand';
import { FORM_API_PORT, OWNER_PORT } from '@site-kit/contract';
import { EMAIL_PATTERN } from '@site-kit/forms';
import {
  bodyLimitBytes,
  count,
  httpUrl,
  logLevel,
  ownerToken,
  parseEnv,
  port,
  siteUrlVariable,
  trustProxy,
  wholeNumber,
} from '@site-kit/server';
import { z } from 'zod';
import { TAPS_PER_NETWORK_HOUR } from './calls/counter';
import { DEFAULT_DATABASE_PATH } from './db/database';

const siteDomain = business.domain.replace(/^www\./, '');
const address = (fallback: string) => z.string().regex(EMAIL_PATTERN, 'must be a bare email address').default(fallback);

/** `thread` and `inline` are older spellings of `on` (a configuration from before F12's rewrite still starts). */
const MAIL_WORKER_MODES = ['on', 'off', 'thread', 'inline'] as const;

/** A comma-separated list of bare addresses (spaces allowed around the commas); unset or empty: none. */
const addressList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(EMAIL_PATTERN, 'must be a comma-separated list of bare email addresses')));

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * The inbox's own origin. Its session cookie is `__Host-` (Secure, no Domain), which browsers keep
 * only from https, or from http on this machine (localhost and 127.x are potentially trustworthy).
 */
const ownerUrl = httpUrl.refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || LOOPBACK_HOST.test(url.hostname);
}, 'must be https (http only on localhost or 127.x: the session cookie is Secure)');

export function loadConfig(env: NodeJS.ProcessEnv) {
  const parsed = parseEnv(
    {
      FORM_API_PORT: port(FORM_API_PORT),
      FORM_API_HOST: z.string().min(1).default('127.0.0.1'),
      SITE_URL: siteUrlVariable,
      OWNER_PORT: port(OWNER_PORT),
      OWNER_HOST: z.string().min(1).default('127.0.0.1'),
      OWNER_URL: ownerUrl.optional(),
      DATABASE_PATH: z.string().min(1).default(DEFAULT_DATABASE_PATH),
      SMTP_URL: z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional()
        .or(z.literal('').transform(() => undefined)),
      MAIL_OUTBOX_DIR: z.string().min(1).default('../data/outbox'),
      MAIL_FROM: address(`no-reply@${siteDomain}`),
      OWNER_EMAIL: address(business.email),
      OWNER_TOKEN: ownerToken,
      ALERT_EMAILS: addressList,
      // Fractions allowed: 0.05 is three seconds (the end-to-end tests wait that long, not ten minutes).
      EMERGENCY_REMINDER_MINUTES: count(10, { max: 1440, fractions: true }),
      LEAD_RETENTION_DAYS: wholeNumber.pipe(z.number().min(1).max(36_500)).optional(),
      MAIL_WORKER: z
        .enum(MAIL_WORKER_MODES)
        .default('on')
        .transform((mode) => (mode === 'off' ? 'off' : 'on')),
      MAIL_RETRY_BASE_MS: count(5_000, { min: 1 }),
      MAIL_RETRY_MAX_MS: count(300_000, { min: 1 }),
      MAIL_BATCH_SIZE: count(50, { min: 1 }),
      MAIL_POOL_SIZE: count(3, { min: 1 }),
      MAIL_POLL_MS: count(1_000, { min: 10 }),
      MAIL_SEND_TIMEOUT_MS: count(30_000, { min: 100 }),
      RATE_LIMIT_MAX: count(10, { min: 1 }),
      RATE_LIMIT_HOLD_MAX: count(20),
      RATE_LIMIT_WINDOW_MS: count(600_000, { min: 1 }),
      CALL_TAPS_PER_NETWORK_HOUR: count(TAPS_PER_NETWORK_HOUR, { min: 1 }),
      BODY_LIMIT_BYTES: bodyLimitBytes,
      FORM_MIN_FILL_MS: count(1_500),
      TRUST_PROXY: trustProxy,
      LOG_LEVEL: logLevel,
    },
    env,
    'form-api',
  );
  return {
    port: parsed.FORM_API_PORT,
    host: parsed.FORM_API_HOST,
    databasePath: parsed.DATABASE_PATH,
    siteUrl: parsed.SITE_URL,
    ownerToken: parsed.OWNER_TOKEN ?? null,
    owner: {
      port: parsed.OWNER_PORT,
      host: parsed.OWNER_HOST,
      url: parsed.OWNER_URL ?? `http://localhost:${parsed.OWNER_PORT}`,
    },
    trustProxy: parsed.TRUST_PROXY,
    logLevel: parsed.LOG_LEVEL,
    bodyLimitBytes: parsed.BODY_LIMIT_BYTES,
    minFillMs: parsed.FORM_MIN_FILL_MS,
    /** How long an emergency lead may stay open before the reminder email; 0: no reminder. */
    reminderMs: Math.round(parsed.EMERGENCY_REMINDER_MINUTES * 60_000),
    /** Leads and call taps older than this are deleted; null: kept. */
    retentionDays: parsed.LEAD_RETENTION_DAYS ?? null,
    rateLimit: {
      max: parsed.RATE_LIMIT_MAX,
      holdMax: parsed.RATE_LIMIT_HOLD_MAX,
      windowMs: parsed.RATE_LIMIT_WINDOW_MS,
    },
    /** Call taps one client network may store per clock hour, verified and unverified each (decision F41). */
    tapsPerNetworkHour: parsed.CALL_TAPS_PER_NETWORK_HOUR,
    mail: {
      worker: parsed.MAIL_WORKER,
      smtpUrl: parsed.SMTP_URL ?? null,
      outboxDir: parsed.MAIL_OUTBOX_DIR,
      from: parsed.MAIL_FROM,
      ownerEmail: parsed.OWNER_EMAIL,
      alertEmails: parsed.ALERT_EMAILS,
      retryBaseMs: parsed.MAIL_RETRY_BASE_MS,
      retryMaxMs: Math.max(parsed.MAIL_RETRY_MAX_MS, parsed.MAIL_RETRY_BASE_MS),
      batchSize: parsed.MAIL_BATCH_SIZE,
      poolSize: parsed.MAIL_POOL_SIZE,
      pollMs: parsed.MAIL_POLL_MS,
      sendTimeoutMs: parsed.MAIL_SEND_TIMEOUT_MS,
    },
  };
}

export type FormApiConfig = ReturnType<typeof loadConfig>;
export type MailConfig = FormApiConfig['mail'];
export type OwnerConfig = FormApiConfig['owner'];
