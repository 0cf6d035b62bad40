import http from 'node:http';
import { errorLine } from '../harness/processes';

/**
 * One socket per request, closed after it: Node's default agent keeps sockets alive, and a request
 * sent on one the server is closing fails with no answer (and a POST must never be sent twice).
 */
const agent = new http.Agent({ keepAlive: false });

/** Reading raw server HTML the way a crawler (or a phone with JavaScript off) sees it. */
export interface RawPage {
  status: number;
  headers: Headers;
  /** The body as sent (still compressed when the request accepted an encoding). */
  body: Buffer;
  html: string;
}

/**
 * A request over node:http (fetch cannot set Host), without following redirects. `from`: another
 * loopback address to send from (127.0.0.2 and up act as other machines in a test run).
 */
export function fetchRaw(
  url: string,
  options: { headers?: Record<string, string>; method?: string; body?: string | Buffer; from?: string } = {},
): Promise<RawPage> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers, body, html: body.toString('utf8') });
        });
        response.on('error', (error) => reject(failed(error)));
      },
    );
    const failed = (error: Error) =>
      new Error(`${options.method ?? 'GET'} ${url} got no answer: ${errorLine(error)}`, { cause: error });
    request.on('error', (error) => reject(failed(error)));
    request.end(options.body);
  });
}

/** Every URL the site's sitemap lists (its <loc> values), in its order. */
export async function sitemapUrls(shellUrl: string): Promise<string[]> {
  const xml = (await fetchRaw(`${shellUrl}/sitemap.xml`)).html;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1] ?? ''));
}

/** The paths of every page the site's sitemap lists. */
export async function sitemapPaths(shellUrl: string): Promise<string[]> {
  return (await sitemapUrls(shellUrl)).map((url) => new URL(url).pathname);
}

const attr = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1] ?? '') : null;
};

export const decode = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function headOf(html: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? '' : html.slice(0, end);
}

export function titles(html: string): string[] {
  return [...headOf(html).matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1] ?? ''));
}

export function metaContent(html: string, key: string): string[] {
  return [...headOf(html).matchAll(/<meta\s[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => attr(tag, 'name') === key || attr(tag, 'property') === key)
    .map((tag) => attr(tag, 'content') ?? '');
}

export function linkHrefs(html: string, rel: string): string[] {
  return [...headOf(html).matchAll(/<link\s[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => attr(tag, 'rel') === rel)
    .map((tag) => attr(tag, 'href') ?? '');
}

export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

/** Text of the body with tags stripped (what a reader without CSS or JS gets). */
export function bodyText(html: string): string {
  const start = Math.max(0, html.indexOf('<body'));
  return decode(
    html
      .slice(start)
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim();
}

export function h1(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    decode((match[1] ?? '').replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '')).trim(),
  );
}

export function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => decode(match[1] ?? ''));
}
