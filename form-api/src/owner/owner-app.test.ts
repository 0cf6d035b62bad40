/**
 * The inbox's own origin at the HTTP level: the real form-api (in-process, both ports), loopback
 * clients from different 127.x addresses standing in for different machines.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWNER_TOKEN, request, startTestApi, type TestApi, tempDir, testConfig, withTestApi } from '../testing/api';
import { DEVICE_COOKIE, SESSION_COOKIE } from './auth';

let dir: ReturnType<typeof tempDir>;
let api: TestApi;

/** The shell and the TLS proxy in front of the inbox sit at 127.0.0.2; everyone else is a client. */
async function start(env: NodeJS.ProcessEnv = {}) {
  dir = tempDir();
  api = await startTestApi(testConfig(dir.dir, { MAIL_WORKER: 'off', TRUST_PROXY: '127.0.0.2', ...env }));
}

beforeEach(() => start());
afterEach(async () => {
  await api.close();
  dir.remove();
});

const signIn = (
  token: string,
  { from = '127.0.0.1', headers = {} }: { from?: string; headers?: Record<string, string> } = {},
) =>
  request(`${api.ownerUrl}/sign-in`, {
    method: 'POST',
    from,
    headers: { origin: api.ownerUrl!, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ token }).toString(),
  });

const cookieOf = (setCookie: string[] | undefined, name: string) =>
  setCookie?.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0];

describe('owner sign-in', () => {
  it('sets a __Host- session cookie (Secure, HttpOnly, SameSite=Strict, Path=/, no Domain) and a device cookie', async () => {
    const answer = await signIn(OWNER_TOKEN);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    const [session, device] = [SESSION_COOKIE, DEVICE_COOKIE].map((name) =>
      answer.headers['set-cookie']?.find((cookie) => cookie.startsWith(`${name}=`)),
    );
    expect(session).toMatch(
      /^__Host-owner_session=[\w-]{43}; Max-Age=43200; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(device).toMatch(
      /^__Host-owner_device=[\w-]+\.[\w-]+; Max-Age=31536000; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/,
    );
    const list = await request(`${api.ownerUrl}/`, {
      headers: { cookie: cookieOf(answer.headers['set-cookie'], SESSION_COOKIE)! },
    });
    expect(list.status).toBe(200);
    expect(list.text).toContain('<h1>Leads</h1>');
  });

  it('after 5 wrong tokens an address gets 429 even with the right one; the window says when', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await signIn(`wrong-token-${attempt}-0123456789`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await signIn(OWNER_TOKEN);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(limited.text).toContain('Too many sign-in attempts. Try again in 15 minutes.');
    expect(limited.headers['set-cookie']).toBeUndefined();
  });

  it('a rotating X-Forwarded-For from a client does not buy more guesses', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const answer = await signIn(`wrong-token-${attempt}-0123456789`, {
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it("naming the owner's address does not lock the owner out", async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await signIn(`wrong-token-${attempt}-0123456789`, {
        from: '127.0.0.3',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
    }
    expect((await signIn('wrong-token-x-0123456789', { from: '127.0.0.3' })).status).toBe(429);
    expect((await signIn(OWNER_TOKEN, { from: '127.0.0.1' })).status).toBe(303);
  });

  it('behind a trusted proxy each visitor has its own limit', async () => {
    const viaProxy = (token: string, visitor: string) =>
      signIn(token, { from: '127.0.0.2', headers: { 'x-forwarded-for': visitor } });
    for (let attempt = 0; attempt < 5; attempt += 1)
      await viaProxy(`wrong-token-${attempt}-0123456789`, '203.0.113.50');
    expect((await viaProxy(OWNER_TOKEN, '203.0.113.50')).status).toBe(429);
    expect((await viaProxy(OWNER_TOKEN, '203.0.113.51')).status).toBe(303);
  });

  it('a device that signed in before gets in from an address that is locked out; a forged one does not', async () => {
    const first = await signIn(OWNER_TOKEN);
    const device = cookieOf(first.headers['set-cookie'], DEVICE_COOKIE)!;
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(`wrong-token-${attempt}-0123456789`);
    expect((await signIn(OWNER_TOKEN)).status).toBe(429);
    const known = await signIn(OWNER_TOKEN, { headers: { cookie: device } });
    expect(known.status).toBe(303);
    expect(cookieOf(known.headers['set-cookie'], DEVICE_COOKIE)).toBeUndefined();
    // A wrong token from the known device is still wrong, and says nothing about tries left.
    const wrong = await signIn('wrong-token-again-0123456789', { headers: { cookie: device } });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('That owner token is not right.</p>');
    const forged = await signIn(OWNER_TOKEN, { headers: { cookie: `${DEVICE_COOKIE}=${device.split('=')[1]}x` } });
    expect(forged.status).toBe(429);
  });
});

describe('the inbox origin', () => {
  it('sends a policy that lets no script run and only its own style load, through helmet like the API', async () => {
    const page = await request(`${api.ownerUrl}/sign-in`);
    const policy = page.headers['content-security-policy'] as string;
    expect(policy.split(';').map((directive) => directive.trim().split(' ')[0])).toEqual([
      'default-src',
      'style-src',
      'img-src',
      'form-action',
      'frame-ancestors',
      'base-uri',
    ]);
    expect(policy).toMatch(/^default-src 'none';style-src 'sha256-[A-Za-z0-9+/=]+';img-src 'self' data:;/);
    expect(policy).not.toMatch(/script-src|unsafe/);
    // The page's one <style> is the one the hash allows.
    const css = /<style>([\s\S]*?)<\/style>/.exec(page.text)?.[1] ?? '';
    expect(policy).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it('refuses a POST without its Origin, and what another origin asks that is not a page visit', async () => {
    const withoutOrigin = await request(`${api.ownerUrl}/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${OWNER_TOKEN}`,
    });
    expect(withoutOrigin.status).toBe(403);
    const fromSite = await signIn(OWNER_TOKEN, { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(fromSite.status).toBe(403);
    for (const site of ['same-site', 'cross-site']) {
      const fetched = await request(`${api.ownerUrl}/leads.csv`, {
        headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      });
      expect(fetched.status, site).toBe(403);
      expect(fetched.headers['access-control-allow-origin']).toBeUndefined();
      const visit = await request(`${api.ownerUrl}/`, {
        headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      });
      expect(visit.status, site).toBe(401);
      expect(visit.text).toContain('Owner token');
    }
    expect(api.logs.filter((line) => line.includes('owner request refused: from another origin'))).toHaveLength(2);
  });

  it('serves nothing of the inbox on the API port', async () => {
    for (const path of ['/owner', '/', '/leads.csv', '/sign-in']) {
      const answer = await request(`${api.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain('Owner token');
    }
  });

  it('is off without OWNER_TOKEN: no inbox port is opened', async () => {
    await withTestApi(
      { MAIL_WORKER: 'off' },
      async (closed) => {
        expect(closed.ownerUrl).toBeNull();
      },
      (config) => ({ ...config, ownerToken: null }),
    );
  });
});
