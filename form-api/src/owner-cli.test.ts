import path from 'node:path';
import { emptyAttribution } from '@site-kit/forms';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { SubmissionStore } from './db/submissions';
import { runOwnerCli } from './owner-cli';
import { tempDir } from './testing/api';

describe('owner command (pnpm --filter form-api submissions)', () => {
  let dir: ReturnType<typeof tempDir>;
  let env: NodeJS.ProcessEnv;
  const run = (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = runOwnerCli(argv, env, { out: (text) => out.push(text), err: (text) => err.push(text) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  beforeEach(() => {
    dir = tempDir();
    env = { DATABASE_PATH: path.join(dir.dir, 'submissions.db') };
    const db = openDatabase(env.DATABASE_PATH!);
    let clock = Date.parse('2025-03-01T10:00:00.000Z');
    const store = new SubmissionStore(db, () => (clock += 60_000));
    const base = { phone: '(314) 555-0123', email: null, address: null, isNewCustomer: true };
    store.save({
      ...base,
      formType: 'contact',
      name: 'Oldest Lead',
      service: '',
      message: 'hello',
      isEmergency: false,
    });
    store.save({
      ...base,
      formType: 'quote',
      name: 'Middle Lead',
      service: 'safe-vault',
      message: 'x',
      isEmergency: false,
    });
    store.save({
      ...base,
      formType: 'emergency',
      name: 'Newest Lead',
      service: 'car-lockout',
      message: '',
      isEmergency: true,
      attribution: {
        ...emptyAttribution(),
        pagePath: '/contact',
        pageTitle: 'Contact Us | Gateway Locksmith',
        landingPath: '/locksmith-clayton-mo',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'clayton-lockouts',
      },
    });
    db.close();
  });
  afterEach(() => dir.remove());

  it('lists the latest submissions newest first, with labels and pending emails', () => {
    const { code, out } = run();
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(
      /^Received \(America\/Chicago\)\s+Form\s+Emergency\s+Name\s+Phone.*Sent from\s+Came from$/,
    );
    // 10:03 UTC on March 1, 2025 is 4:03 AM in St. Louis (CST).
    expect(out).toMatch(
      /^Sat, Mar 1, 4:03 AM CST\s+Emergency request\s+YES\s+Newest Lead.*Contact Us \(\/contact\)\s+google \/ cpc \/ clayton-lockouts$/m,
    );
    expect(out.indexOf('Newest Lead')).toBeLessThan(out.indexOf('Middle Lead'));
    expect(out.indexOf('Middle Lead')).toBeLessThan(out.indexOf('Oldest Lead'));
    expect(out).toContain('Safe & Vault Services');
    expect(out).toMatch(/Emergency request\s+YES\s+Newest Lead/);
    expect(out).toContain('3 shown · 4 emails waiting to be sent');
  });

  it('honours --limit and --json', () => {
    const { out } = run('--', '--limit', '2', '--json');
    const rows = JSON.parse(out) as { name: string }[];
    expect(rows.map((row) => row.name)).toEqual(['Newest Lead', 'Middle Lead']);
    expect(rows[0]).toMatchObject({ pagePath: '/contact', landingPath: '/locksmith-clayton-mo', utmSource: 'google' });
    expect(rows[1]).toMatchObject({ pagePath: null, utmSource: null });
  });

  it('prints CSV with --csv', () => {
    const { out } = run('--csv', '--limit=1');
    expect(out.split('\r\n')).toEqual([
      expect.stringMatching(
        /^\ufeffpublic_id,created_at,form_type,.*,is_new_customer,page_path,.*,gclid,handled_at,held_at,received_local,notification,emergency_alert,emergency_reminder$/,
      ),
      expect.stringMatching(
        /,emergency,Newest Lead,\(314\) 555-0123,,,Car Lockout,,true,true,\/contact,Contact Us \| Gateway Locksmith,\/locksmith-clayton-mo,,google,cpc,clayton-lockouts,,,,,,"Sat, Mar 1, 4:03 AM CST",queued,queued,$/,
      ),
    ]);
  });

  it('explains a bad option or a missing database', () => {
    expect(run('--limit', 'lots')).toMatchObject({ code: 2, err: expect.stringContaining('--limit must be') });
    expect(run('--frobnicate')).toMatchObject({ code: 2, err: expect.stringContaining('Unknown option') });
    env = { DATABASE_PATH: path.join(dir.dir, 'missing.db') };
    expect(run()).toMatchObject({ code: 1, err: expect.stringContaining('No database at') });
  });
});
