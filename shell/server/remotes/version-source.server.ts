/**
 * Where a remote's version comes from: the configuration's pin, the origin's pointer (`live.json`),
 * or, for an origin without a pointer, the plain build at its root, named by a hash of its two
 * manifests. One poll asks the origin once for each file it needs: a plain build's manifests are
 * read to name it and handed on with the target, so a new plain build is not fetched again to load.
 */
import { createHash } from 'node:crypto';
import type { Manifest } from '@module-federation/sdk';
import {
  LIVE_POINTER_FILE,
  type LivePointer,
  MANIFEST_FILE,
  SERVER_BUILD_DIR,
  VERSION_PATTERN,
  versionDir,
} from '@site-kit/contract';
import { livePointerSchema } from '@site-kit/contract/schemas';
import { fetchOriginText, fetchRequiredText, OriginError } from './origin-client.server';

/**
 * The origin answered, but its pointer names nothing usable (not JSON, not a pointer, an invalid
 * version name): a team's mistake at the origin, not the origin gone (issue 33, point 9).
 */
export class PointerError extends Error {}

/** A version's two manifests: the browser build's and the node build's. */
export interface VersionManifests {
  browser: Manifest;
  server: Manifest;
}

/** The version an origin names now. */
export interface Target {
  version: string;
  /** When it went live at its origin (from the pointer); null for a plain build or a pin. */
  since: string | null;
  /** URL of the version's files (the origin itself for a plain build). */
  base: string;
  /** Read already by this poll (a plain build's, which name it). */
  manifests: VersionManifests | null;
}

/** A version with its manifests: everything needed to check it and to load it. */
export interface VersionFiles extends Target {
  manifests: VersionManifests;
}

export async function findTarget(origin: string, pin: string | null, timeoutMs: number): Promise<Target> {
  const pointer = pin ? { version: pin, since: null } : await readPointer(origin, timeoutMs);
  if (pointer) {
    const { version, since } = pointer;
    if (!VERSION_PATTERN.test(version)) throw new PointerError(`${origin} names an invalid version: ${version}`);
    return { version, since, base: `${origin}/${versionDir(version)}`, manifests: null };
  }
  // No pointer: a plain build at the origin's root, named by its manifests.
  const [server, browser] = await Promise.all([
    fetchOriginText(`${origin}/${SERVER_BUILD_DIR}/${MANIFEST_FILE}`, timeoutMs),
    fetchOriginText(`${origin}/${MANIFEST_FILE}`, timeoutMs),
  ]);
  if (server === null || browser === null)
    throw new OriginError(`${origin} has neither a pointer nor a build (HTTP 404)`, true);
  const hash = createHash('sha256').update(server).update(browser).digest('hex').slice(0, 16);
  return { version: hash, since: null, base: origin, manifests: { server: parse(server), browser: parse(browser) } };
}

/** The target's manifests: those the poll read, or the version folder's, fetched now. */
export async function versionFiles(target: Target, timeoutMs: number): Promise<VersionFiles> {
  if (target.manifests) return { ...target, manifests: target.manifests };
  const [server, browser] = await Promise.all([
    fetchRequiredText(`${target.base}/${SERVER_BUILD_DIR}/${MANIFEST_FILE}`, timeoutMs),
    fetchRequiredText(`${target.base}/${MANIFEST_FILE}`, timeoutMs),
  ]);
  return { ...target, manifests: { server: parse(server), browser: parse(browser) } };
}

/** URL of the version's node entry (the server loads and checks it). */
export const serverEntryUrl = (files: VersionFiles): string =>
  `${files.base}/${SERVER_BUILD_DIR}/${entryPath(files.manifests.server)}`;

/** URL of the version's browser entry. */
export const browserEntryUrl = (files: VersionFiles): string => `${files.base}/${entryPath(files.manifests.browser)}`;

/** Path of a build's remote entry inside its folder, from its manifest. */
function entryPath(manifest: Manifest): string {
  const { path, name } = manifest.metaData.remoteEntry;
  return path ? `${path.replace(/\/$/, '')}/${name}` : name;
}

/** The origin's pointer, read with the schema `remote-deploy` writes it with. */
async function readPointer(origin: string, timeoutMs: number): Promise<LivePointer | null> {
  const url = `${origin}/${LIVE_POINTER_FILE}`;
  const text = await fetchOriginText(url, timeoutMs);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PointerError(`${url} is not JSON`);
  }
  const pointer = livePointerSchema.safeParse(json);
  if (!pointer.success) throw new PointerError(`${url} is not a live pointer: ${pointer.error.issues[0]?.message}`);
  return pointer.data;
}

function parse(text: string): Manifest {
  let manifest: Partial<Manifest> | null;
  try {
    manifest = JSON.parse(text) as Partial<Manifest> | null;
  } catch {
    throw new OriginError('a manifest is not JSON', false);
  }
  if (typeof manifest?.metaData?.remoteEntry?.name !== 'string' || !Array.isArray(manifest.exposes))
    throw new OriginError('a manifest names no remote entry or exposes', false);
  return manifest as Manifest;
}
