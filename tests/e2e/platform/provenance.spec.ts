/**
 * Nothing a stranger sends steers the site (issue 33), tried as the stranger would: curl-like
 * requests from other loopback addresses (127.0.N.x is network 127.0.N.0/24), no page, no Origin.
 *
 * - A section's server code runs in a renderer process with none of the gate's secrets in its
 *   environment and, under Node's permission model, no way to read them from /proc or a file.
 * - Client error reports without the page's proof are unverified and weigh nothing; with a proof
 *   scraped from a page, one network alone cannot withdraw a version.
 * - The preview pass-through is a proxy: a body on a GET never becomes a second request; a forged
 *   X-Forwarded-For beside a preview cookie buys no limit of its own; every preview answer is private.
 * - Wrong owner tokens on /healthz are limited per network, the right one too once locked.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { PREVIEW_COOKIE, signPreview } from '@site-kit/contract/preview-token';
import { PAGE_PROOF_META } from '../../../shell/src/page-contract/page-proof';
import { expect, test } from '../../fixtures';
import { OWNER_TOKEN, PAGE_PROOF_SECRET, PREVIEW_SECRET, type System } from '../../harness/system';
import { lineOf } from '../../helpers/deploy';
import { leadsNamed, uniqueName } from '../../helpers/forms';
import { fetchRaw } from '../../helpers/html';
import { leadBody } from '../../helpers/leads';
import { buildVariant } from '../../helpers/variant';

test.describe.configure({ mode: 'serial' });

const MARKER = 'reviews that look for secrets';

/** Runs in the renderer as the page renders: everything it can find of the gate's environment. */
const SECRET_PROBE = `
  const proc = (globalThis as any).process;
  const fs = proc.getBuiltinModule('node:fs');
  const attempt = (what: () => string) => {
    try {
      return what();
    } catch (error) {
      return 'denied ' + ((error as { code?: string }).code ?? String(error));
    }
  };
  return JSON.stringify({
    pid: proc.pid,
    env: proc.env,
    self: attempt(() => fs.readFileSync('/proc/self/environ', 'utf8')),
    parent: attempt(() => fs.readFileSync('/proc/' + proc.ppid + '/environ', 'utf8')),
    exec: attempt(() => String(proc.getBuiltinModule('node:child_process').execSync('cat /proc/' + proc.ppid + '/environ'))),
    passwd: attempt(() => fs.readFileSync('/etc/passwd', 'utf8')),
  });`;

const SECRETS = [OWNER_TOKEN, PREVIEW_SECRET, PAGE_PROOF_SECRET];

/** What the probe printed into a page. */
function probeOf(html: string): Record<string, unknown> {
  const printed = /<pre data-testid="deploy-probe"[^>]*>([^<]*)<\/pre>/.exec(html)?.[1];
  if (!printed) throw new Error('the page has no probe');
  return JSON.parse(
    printed
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

function expectNoSecrets(html: string, where: string) {
  for (const secret of SECRETS) expect(html.includes(secret), `${where} prints a secret`).toBe(false);
  const probe = probeOf(html);
  // Its whole environment: its settings, NODE_ENV and, where the gate has one, the path of a private CA.
  const keys = Object.keys(probe.env as object).filter((key) => key !== 'NODE_EXTRA_CA_CERTS');
  expect(keys.sort(), `${where}: the renderer's environment`).toEqual(['NODE_ENV', 'RENDERER_SETTINGS']);
  for (const read of ['self', 'parent', 'exec', 'passwd'])
    expect(String(probe[read]), `${where}: ${read}`).toMatch(/^denied ERR_ACCESS_DENIED/);
}

const reportFor = (version: string, proof?: string) =>
  JSON.stringify({
    kind: 'render',
    message: 'TypeError: forged',
    remote: 'mfe_reviews',
    version,
    route: '/reviews',
    island: null,
    pageLoad: randomBytes(8).toString('hex'),
    ...(proof ? { proof } : {}),
  });

const postReport = (system: System, from: string, body: string) =>
  fetchRaw(`${system.shellUrl}/client-reports`, {
    method: 'POST',
    from,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body,
  });

test("a section's server code cannot read the owner's secrets, previewed or live; strangers' reports cannot withdraw it", async ({
  system,
}) => {
  test.setTimeout(240_000);
  const before = await system.pointerVersion('mfe_reviews');
  const variant = await buildVariant({
    packageName: 'mfe-reviews',
    expose: './ReviewsPage',
    marker: MARKER,
    probe: SECRET_PROBE,
    workDir: path.join(system.runDir, 'secrets'),
  });

  // Previewed only: the version check and the preview's renderer ran its code.
  const stdout = await system.remoteDeploy('mfe_reviews', ['--no-build', '--from', variant, '--preview']);
  const version = lineOf(stdout, 'published as a preview').version ?? '';
  const token = signPreview({ remote: 'mfe_reviews', version, expiresAt: Date.now() + 3_600_000 }, PREVIEW_SECRET);
  const previewed = await fetchRaw(`${system.shellUrl}/reviews`, { headers: { cookie: `${PREVIEW_COOKIE}=${token}` } });
  expect(previewed.html).toContain(MARKER);
  expectNoSecrets(previewed.html, 'the preview');
  const health = await system.shellHealth();
  expect(probeOf(previewed.html).pid, 'rendered in another process than the gate').not.toBe(health.pid);

  // Live: the live renderer runs it for every visitor.
  await system.remoteDeploy('mfe_reviews', ['--promote', version, '--no-browser-check']);
  await system.waitForServedVersion('mfe_reviews', version);
  const live = await fetchRaw(`${system.shellUrl}/reviews`);
  expectNoSecrets(live.html, 'the live page');
  const proof = new RegExp(`<meta name="${PAGE_PROOF_META}" content="([^"]+)"`).exec(live.html)?.[1];
  expect(proof, 'the page carries its proof').toBeTruthy();

  // 30 reports without a proof, from three networks (never a page): unverified, nothing withdrawn.
  for (let index = 0; index < 30; index += 1)
    expect((await postReport(system, `127.0.${11 + (index % 3)}.2`, reportFor(version))).status).toBe(202);
  // With the page's proof, from three networks that never fetched a page: dropped.
  for (let index = 0; index < 9; index += 1)
    await postReport(system, `127.0.${14 + (index % 3)}.2`, reportFor(version, proof));
  // With the proof, from one network that fetched a page: counted, and one network withdraws nothing.
  await fetchRaw(`${system.shellUrl}/reviews`, { from: '127.0.17.2' });
  await system.waitForPageLoadsShared('mfe_reviews', version, ['127.0.17.2']);
  for (let index = 0; index < 20; index += 1) await postReport(system, '127.0.17.2', reportFor(version, proof));
  // Counted, and the shell's polls after the count went by without a withdrawal.
  await expect
    .poll(async () => (await system.shellHealth()).clientErrors.find((row) => row.version === version))
    .toMatchObject({ reports: 20, networks: 1, unverified: 30 });
  await system.waitForPolls('mfe_reviews', system.pollMark('mfe_reviews'));

  const after = await system.shellHealth();
  expect(after.remotes.mfe_reviews).toMatchObject({ version, refused: null });
  expect(after.clientErrors.find((row) => row.version === version)).toMatchObject({
    reports: 20,
    networks: 1,
    unverified: 30,
  });
  expect(system.logLines('shell', ['remote version withdrawn'])).toEqual([]);

  // Back to the build before, for the tests after this one.
  await system.remoteDeploy('mfe_reviews', ['--promote', before, '--no-browser-check']);
  await system.waitForServedVersion('mfe_reviews', before);
});

test.describe('the preview pass-through', () => {
  const previewCookie = async (system: System) => {
    const version = await system.pointerVersion('mfe_reviews');
    return `${PREVIEW_COOKIE}=${signPreview({ remote: 'mfe_reviews', version, expiresAt: Date.now() + 3_600_000 }, PREVIEW_SECRET)}`;
  };

  test('a request hidden in the chunked body of a GET, HEAD, OPTIONS or DELETE never runs', async ({ system }) => {
    const cookie = await previewCookie(system);
    const { port, hostname } = new URL(system.shellUrl);
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'DELETE']) {
      const { body } = leadBody(uniqueName(`Smuggled ${method}`), 1);
      const name = String(body.name);
      const lead = JSON.stringify(body);
      const hidden =
        `POST /api/submissions HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(lead)}\r\n\r\n${lead}`;
      const chunk = `${Buffer.byteLength(hidden).toString(16)}\r\n${hidden}\r\n0\r\n\r\n`;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect({ port: Number(port), host: hostname, localAddress: '127.0.21.2' });
        let received = '';
        socket.on('data', (data) => {
          received += data.toString('latin1');
        });
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
        socket.setTimeout(5000, () => {
          socket.destroy();
          resolve(received);
        });
        socket.write(
          `${method} /reviews HTTP/1.1\r\nHost: ${hostname}:${port}\r\nCookie: ${cookie}\r\n` +
            `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunk}`,
        );
      });
      expect(answer, method).toMatch(/^HTTP\/1\.1 (400|405|413) /);
      // A lead posted after it, from the same address, stored: the hidden one had its chance first.
      const after = leadBody(uniqueName(`After ${method}`), 1).body;
      const marker = await fetchRaw(`${system.shellUrl}/api/submissions`, {
        method: 'POST',
        from: '127.0.21.2',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(after),
      });
      expect(marker.status).toBe(201);
      await expect.poll(async () => (await leadsNamed(system, String(after.name))).length).toBe(1);
      expect(await leadsNamed(system, name), `${method}: the hidden lead`).toEqual([]);
    }
  });

  test('every preview answer is private, and a forged X-Forwarded-For beside the cookie buys no limit of its own', async ({
    system,
  }) => {
    const cookie = await previewCookie(system);
    for (const url of ['/reviews', '/no-such-page', '/reviews/', '/sitemap.xml']) {
      const answer = await fetchRaw(`${system.shellUrl}${url}`, { headers: { cookie }, from: '127.0.22.2' });
      expect(answer.headers.get('cache-control'), url).toBe('private, no-store');
    }

    // Leads from one untrusted address, each naming another client beside the preview cookie: the lead
    // limit (2 mailed, 1 held, then 429 here) sees one client.
    await system.withFormApiEnv({ RATE_LIMIT_MAX: '2', RATE_LIMIT_HOLD_MAX: '1' }, async () => {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const answer = await fetchRaw(`${system.shellUrl}/api/submissions`, {
          method: 'POST',
          from: '127.0.23.2',
          headers: {
            cookie,
            'content-type': 'application/json',
            origin: system.shellUrl,
            'x-forwarded-for': `198.51.100.${index + 1}`,
          },
          body: JSON.stringify(leadBody(uniqueName('Rotating'), index + 1).body),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    });
  });
});

test('wrong owner tokens on /healthz are limited per network, the right one too once locked; other networks are not', async ({
  system,
}) => {
  const health = (from: string, token: string) =>
    fetchRaw(`${system.shellUrl}/healthz`, { from, headers: { authorization: `Bearer ${token}` } });
  const statuses: number[] = [];
  for (let guess = 0; guess < 7; guess += 1)
    statuses.push((await health(`127.0.31.${2 + guess}`, `guess-${guess}-0123456789abcdef`)).status);
  expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
  const locked = await health('127.0.31.20', OWNER_TOKEN);
  expect(locked.status).toBe(429);
  expect(locked.html).not.toContain('remotes');
  const elsewhere = await health('127.0.32.2', OWNER_TOKEN);
  expect(elsewhere.status).toBe(200);
  expect(elsewhere.html).toContain('remotes');
});
