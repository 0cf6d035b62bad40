import { ConfigError } from '@site-kit/server';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.server';

describe('form-api configuration', () => {
  it('has working defaults: files in the outbox folder, the mail worker on, 10 posts per IP per 10 minutes', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3010,
      host: '127.0.0.1',
      databasePath: '../data/submissions.db',
      ownerToken: null,
      bodyLimitBytes: 16_384,
      minFillMs: 1_500,
      rateLimit: { max: 10, holdMax: 20, windowMs: 600_000 },
      tapsPerNetworkHour: 20,
      owner: { port: 3011, host: '127.0.0.1', url: 'http://localhost:3011' },
    });
    expect(config.trustProxy.description).toBe('loopback');
    expect(config.mail).toMatchObject({
      worker: 'on',
      smtpUrl: null,
      outboxDir: '../data/outbox',
      from: 'no-reply@gateway247locksmith.com',
      ownerEmail: 'service@gateway247locksmith.com',
      retryBaseMs: 5_000,
      retryMaxMs: 300_000,
    });
  });

  it('CALL_TAPS_PER_NETWORK_HOUR: a whole number from 1', () => {
    expect(loadConfig({ CALL_TAPS_PER_NETWORK_HOUR: '5' }).tapsPerNetworkHour).toBe(5);
    expect(() => loadConfig({ CALL_TAPS_PER_NETWORK_HOUR: '0' })).toThrow(/CALL_TAPS_PER_NETWORK_HOUR/);
    expect(() => loadConfig({ CALL_TAPS_PER_NETWORK_HOUR: 'many' })).toThrow(/CALL_TAPS_PER_NETWORK_HOUR/);
  });

  it('reminds of an open emergency after 10 minutes, sends alerts to the owner only and keeps leads, unless told', () => {
    expect(loadConfig({})).toMatchObject({ reminderMs: 600_000, retentionDays: null });
    expect(loadConfig({}).mail.alertEmails).toEqual([]);
    const set = loadConfig({
      EMERGENCY_REMINDER_MINUTES: '0.05',
      ALERT_EMAILS: ' desk@example.com , 3145550100@txt.example ',
      LEAD_RETENTION_DAYS: '400',
    });
    expect(set).toMatchObject({ reminderMs: 3_000, retentionDays: 400 });
    expect(set.mail.alertEmails).toEqual(['desk@example.com', '3145550100@txt.example']);
    expect(loadConfig({ EMERGENCY_REMINDER_MINUTES: '0', ALERT_EMAILS: '' })).toMatchObject({ reminderMs: 0 });
    for (const env of [
      { EMERGENCY_REMINDER_MINUTES: '-1' },
      { EMERGENCY_REMINDER_MINUTES: 'soon' },
      // Empty is not 0: it must never turn the reminders off unsaid.
      { EMERGENCY_REMINDER_MINUTES: '' },
      { ALERT_EMAILS: 'desk@example.com, not an address' },
      { LEAD_RETENTION_DAYS: '0' },
      { LEAD_RETENTION_DAYS: '30.5' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it('reads the variables the harness and production set', () => {
    const config = loadConfig({
      FORM_API_PORT: '4210',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'website@example.test',
      OWNER_EMAIL: 'owner@example.test',
      OWNER_TOKEN: 'a-long-enough-owner-token',
      MAIL_RETRY_BASE_MS: '200',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ port: 4210, ownerToken: 'a-long-enough-owner-token', logLevel: 'warn' });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'website@example.test',
      retryBaseMs: 200,
    });
    expect(loadConfig({ SMTP_URL: '', OWNER_TOKEN: '' })).toMatchObject({ ownerToken: null, mail: { smtpUrl: null } });
    expect(
      loadConfig({ OWNER_URL: 'https://owner.gateway247locksmith.com/', OWNER_PORT: '4311', TRUST_PROXY: '10.0.0.5' }),
    ).toMatchObject({ owner: { url: 'https://owner.gateway247locksmith.com', port: 4311 } });
    expect(loadConfig({ OWNER_URL: 'http://127.0.0.1:4311' }).owner.url).toBe('http://127.0.0.1:4311');
    for (const older of ['thread', 'inline']) expect(loadConfig({ MAIL_WORKER: older }).mail.worker).toBe('on');
    expect(loadConfig({ MAIL_WORKER: 'off' }).mail.worker).toBe('off');
  });

  const invalid: [string, NodeJS.ProcessEnv][] = [
    ['a short owner token', { OWNER_TOKEN: 'short' }],
    ['a sender with a header in it', { MAIL_FROM: 'a@example.test\r\nBcc: b@example.test' }],
    ['a display name instead of an address', { OWNER_EMAIL: 'Owner <owner@example.test>' }],
    ['an SMTP URL of another scheme', { SMTP_URL: 'http://mail.example.test' }],
    ['an unknown worker mode', { MAIL_WORKER: 'cron' }],
    ['a body cap below 256 bytes', { BODY_LIMIT_BYTES: '10' }],
    ['a rate limit of zero', { RATE_LIMIT_MAX: '0' }],
    ['a trusted proxy count instead of addresses', { TRUST_PROXY: '2' }],
    ['trusting everyone', { TRUST_PROXY: 'true' }],
    ['an inbox origin over plain http on a public host', { OWNER_URL: 'http://owner.example.com' }],
    ['an inbox port out of range', { OWNER_PORT: '70000' }],
  ];
  for (const [what, env] of invalid) {
    it(`refuses ${what}`, () => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    });
  }
});
