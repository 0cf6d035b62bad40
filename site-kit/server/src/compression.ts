/**
 * One body in every encoding a browser may ask for, each compressed on first use and kept, and the
 * one way to send it (`sendEncoded`: ETag, 304, the encoding the client prefers): static files
 * (site-kit's staticFiles) and the shell's rendered pages both send bodies this way.
 * Compression runs on libuv's thread pool, so a large file at brotli 11 never stalls the event loop.
 * Builds write each static file's compressed copies beside it (`precompress`), so a server (or any
 * static host) sends them without compressing at all.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const decompress = { br: promisify(brotliDecompress), gzip: promisify(gunzip) };

export type Encoding = 'br' | 'gzip' | 'identity';

const OFFERED: Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The encoding to send, as HTTP defines Accept-Encoding (RFC 9110): q-values, `q=0` ("not this"),
 * `*`; among equals, brotli before gzip. No header, or nothing acceptable, gets the plain body.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  // negotiator 1.x takes the server's order for ties; its published types predate that argument.
  const encodings = negotiator.encodings as (available: string[], options: { preferred: string[] }) => string[];
  const [best] = encodings.call(negotiator, OFFERED, { preferred: OFFERED });
  return (best as Encoding | undefined) ?? 'identity';
}

export interface CompressionLevels {
  brotliQuality: number;
  gzipLevel: number;
}

/** Paid once for something served many times (hashed assets). */
export const STRONGEST: CompressionLevels = { brotliQuality: 11, gzipLevel: 9 };

/** Text files are worth compressing; below this size a body goes as it is. */
const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const MIN_COMPRESSIBLE_BYTES = 512;

export function isCompressible(file: string, size: number): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase()) && size > MIN_COMPRESSIBLE_BYTES;
}

type Compressed = Exclude<Encoding, 'identity'>;

/** Where a build puts a file's compressed copies: `app.js.br`, `app.js.gz`. */
const PRECOMPRESSED_SUFFIX: Record<Compressed, string> = { br: '.br', gzip: '.gz' };

export interface EncodedBody {
  identity: Buffer;
  /** A strong validator of the identity bytes. */
  etag: string;
  /** The body in an encoding: compressed on first call, the same Buffer afterwards. */
  body(encoding: Encoding): Promise<Buffer>;
}

/**
 * `precompressed`: copies already made (by a build); the encodings missing are compressed on first
 * use.
 */
export function encodedBody(
  identity: Buffer,
  levels: CompressionLevels,
  precompressed: Partial<Record<Compressed, Buffer>> = {},
): EncodedBody {
  const bodies = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(identity)]]);
  for (const [encoding, body] of Object.entries(precompressed))
    bodies.set(encoding as Compressed, Promise.resolve(body));
  const compress: Record<Compressed, () => Promise<Buffer>> = {
    gzip: () => gzipAsync(identity, { level: levels.gzipLevel }),
    br: () =>
      brotliAsync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
  };
  return {
    identity,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    body(encoding) {
      let body = bodies.get(encoding);
      if (!body) {
        body = compress[encoding as Compressed]();
        bodies.set(encoding, body);
      }
      return body;
    },
  };
}

export interface SendOptions {
  /** False for a body not worth compressing (an image): always sent as it is. */
  compressible?: boolean;
}

/**
 * Answer with an encoded body: its ETag, `Vary: Accept-Encoding` (added to what is there), a 304
 * when a 200's validator matches the client's, else the body in the encoding the client prefers,
 * with its length. The status and the other headers are the caller's.
 */
export async function sendEncoded(
  req: IncomingMessage,
  res: ServerResponse,
  body: EncodedBody,
  { compressible = true }: SendOptions = {},
): Promise<void> {
  res.setHeader('ETag', body.etag);
  const vary = res.getHeader('Vary');
  if (!vary) res.setHeader('Vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary))) res.setHeader('Vary', `${String(vary)}, Accept-Encoding`);
  if (res.statusCode === 200 && req.headers['if-none-match'] === body.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : 'identity';
  const bytes = await body.body(encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(bytes.length));
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** Write a file's compressed copies beside it, at the strongest levels (done once, at build time). */
export async function precompress(file: string): Promise<void> {
  const encoded = encodedBody(await readFile(file), STRONGEST);
  await Promise.all(
    (Object.keys(PRECOMPRESSED_SUFFIX) as Compressed[]).map(async (encoding) =>
      writeFile(`${file}${PRECOMPRESSED_SUFFIX[encoding]}`, await encoded.body(encoding)),
    ),
  );
}

/**
 * The compressed copies a build left beside a file. A copy is used only if it decompresses to the
 * file's bytes: one from another version of the file (a partial deployment, a copy tool that
 * reorders writes) is ignored, and that encoding is compressed on first use instead. Checking costs
 * a decompression, a small fraction of what compressing again would.
 */
export async function readPrecompressed(file: string, identity: Buffer): Promise<Partial<Record<Compressed, Buffer>>> {
  const copies: Partial<Record<Compressed, Buffer>> = {};
  for (const encoding of Object.keys(PRECOMPRESSED_SUFFIX) as Compressed[]) {
    let copy: Buffer;
    try {
      copy = await readFile(`${file}${PRECOMPRESSED_SUFFIX[encoding]}`);
    } catch {
      continue;
    }
    const decoded = await decompress[encoding](copy).catch(() => undefined);
    if (decoded?.equals(identity)) copies[encoding] = copy;
  }
  return copies;
}
