/**
 * The burst an ad campaign brings (issue 24): many visitors at once, each URL with a query string of
 * its own (`?gclid=…`), over every page of the sitemap. It counts what a visitor would notice: a 503,
 * a /contact answer without its lead form, a request that failed; and what the shell believed
 * meanwhile: each time /healthz showed a remote leave `up` (a flip). Every target is 0.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type RemoteName, remotes } from '@site-kit/contract';
import { sitemapPaths } from 'tests/helpers/html';

export interface BurstOptions {
  shellUrl: string;
  /** Headers for /healthz's detail (the owner token). */
  healthHeaders: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface BurstFigures {
  connections: number;
  seconds: number;
  requests: number;
  status503: number;
  /** Answers other than 200 and 503 (404 of a bad sitemap entry, 500), and requests that failed. */
  otherFailures: number;
  contactAnswers: number;
  contactWithoutForm: number;
  /** Times /healthz showed a remote go from `up` to anything else. */
  flips: Partial<Record<RemoteName, number>>;
  flipCount: number;
  /** Health checks that got no answer within 5 s (not counted as flips). */
  healthTimeouts: number;
}

/** The contact page's lead form, as its server HTML carries it. */
const CONTACT_FORM = 'data-form="contact"';

interface Answer {
  status: number;
  body: Buffer;
  encoding: string | undefined;
}

function get(agent: http.Agent, url: string, headers: Record<string, string>, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks),
          encoding: response.headers['content-encoding'],
        }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${url} timed out`)));
    request.on('error', reject);
  });
}

const decoded = ({ body, encoding }: Answer): string =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

export async function burst({ shellUrl, healthHeaders, connections, seconds }: BurstOptions): Promise<BurstFigures> {
  const paths = await sitemapPaths(shellUrl);
  if (!paths.includes('/contact')) throw new Error('the sitemap has no /contact');
  const figures: BurstFigures = {
    connections,
    seconds,
    requests: 0,
    status503: 0,
    otherFailures: 0,
    contactAnswers: 0,
    contactWithoutForm: 0,
    flips: {},
    flipCount: 0,
    healthTimeouts: 0,
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const deadline = Date.now() + seconds * 1000;
  let next = 0;

  const visitor = async () => {
    while (Date.now() < deadline) {
      const path = paths[next++ % paths.length] ?? '/';
      const url = `${shellUrl}${path}?gclid=${randomBytes(9).toString('base64url')}`;
      try {
        const answer = await get(agent, url, { 'accept-encoding': 'br, gzip' }, 30_000);
        figures.requests += 1;
        if (answer.status === 503) figures.status503 += 1;
        else if (answer.status !== 200) figures.otherFailures += 1;
        if (path === '/contact') {
          figures.contactAnswers += 1;
          if (!decoded(answer).includes(CONTACT_FORM)) figures.contactWithoutForm += 1;
        }
      } catch {
        figures.requests += 1;
        figures.otherFailures += 1;
      }
    }
  };

  // The shell's own view of the remotes, read ten times a second on a connection of its own.
  const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const last = new Map<RemoteName, string>();
  const watchHealth = async () => {
    while (Date.now() < deadline) {
      const started = Date.now();
      try {
        const answer = await get(healthAgent, `${shellUrl}/healthz`, healthHeaders, 5000);
        const health = JSON.parse(answer.body.toString('utf8')) as { remotes?: Record<RemoteName, { status: string }> };
        for (const { name } of remotes) {
          const status = health.remotes?.[name]?.status;
          if (!status) throw new Error('/healthz gave no remote detail: is the owner token right?');
          if (last.get(name) === 'up' && status !== 'up') {
            figures.flips[name] = (figures.flips[name] ?? 0) + 1;
            figures.flipCount += 1;
          }
          last.set(name, status);
        }
      } catch (error) {
        if (error instanceof Error && error.message.includes('owner token')) throw error;
        figures.healthTimeouts += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - (Date.now() - started))));
    }
  };

  try {
    await Promise.all([watchHealth(), ...Array.from({ length: connections }, visitor)]);
  } finally {
    agent.destroy();
    healthAgent.destroy();
  }
  return figures;
}

/** Rows for the bench's table: figure, measured, target, met. */
export function burstRows(figures: BurstFigures): [string, string, string, boolean][] {
  const label = `burst (${figures.connections} unique-query clients, ${figures.seconds} s)`;
  const flips = Object.entries(figures.flips)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  return [
    [`${label} requests`, String(figures.requests), '(info)', true],
    [`${label} 503 answers`, String(figures.status503), '0', figures.status503 === 0],
    [`${label} other failures`, String(figures.otherFailures), '0', figures.otherFailures === 0],
    [
      `${label} /contact without its form`,
      `${figures.contactWithoutForm} of ${figures.contactAnswers}`,
      '0',
      figures.contactWithoutForm === 0 && figures.contactAnswers > 0,
    ],
    [`${label} remote up→down flips`, flips ? `${figures.flipCount} (${flips})` : '0', '0', figures.flipCount === 0],
  ];
}
