/**
 * One body in every encoding a browser may ask for, each compressed on first use and kept: static
 * files (site-kit's staticFiles) and the shell's rendered pages both send bodies this way.
 * Compression runs on libuv's thread pool, so a large file at brotli 11 never stalls the event loop.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (brotli, then gzip). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

export interface CompressionLevels {
  brotliQuality: number;
  gzipLevel: number;
}

/** Paid once for something served many times (hashed assets). */
export const STRONGEST: CompressionLevels = { brotliQuality: 11, gzipLevel: 9 };

export interface EncodedBody {
  identity: Buffer;
  /** A strong validator of the identity bytes. */
  etag: string;
  /** The body in an encoding: compressed on first call, the same Buffer afterwards. */
  body(encoding: Encoding): Promise<Buffer>;
}

export function encodedBody(identity: Buffer, levels: CompressionLevels): EncodedBody {
  const bodies = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(identity)]]);
  const compress: Record<Exclude<Encoding, 'identity'>, () => Promise<Buffer>> = {
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
        body = compress[encoding as Exclude<Encoding, 'identity'>]();
        bodies.set(encoding, body);
      }
      return body;
    },
  };
}
