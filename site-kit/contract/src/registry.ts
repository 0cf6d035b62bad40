/**
 * The one registry of deployable parts: names, default ports and what each remote owns.
 * It feeds every Rsbuild config, the shell server (defaults for where remotes live), the test
 * harness and the benchmark. Locations are only defaults: the shell reads the real ones at run time.
 */
export type RemoteName = 'mfe_services' | 'mfe_cities' | 'mfe_forms' | 'mfe_reviews';

export interface RemoteDefinition {
  /** Module Federation container name. */
  name: RemoteName;
  /** pnpm package (and folder) name. */
  packageName: string;
  /** Default port of the remote's static origin in development and tests. */
  port: number;
  /** True when the remote exposes `./routes` and renders pages. */
  pages: boolean;
  /**
   * Path patterns the remote owns, used to answer 503 (not 404) for its pages while it is down
   * even if its route table was never loaded. `*` matches one path segment's tail.
   */
  owns: readonly string[];
}

export const SHELL_PORT = 3000;
export const FORM_API_PORT = 3010;
/**
 * The owner's lead inbox, served by form-api on an origin of its own (OWNER_URL; in production an
 * `owner.` subdomain behind the TLS proxy), so no script on the public site can read it.
 */
export const OWNER_PORT = 3011;

export const remotes: readonly RemoteDefinition[] = [
  {
    name: 'mfe_services',
    packageName: 'mfe-services',
    port: 3001,
    pages: true,
    owns: ['/services', '/services/*'],
  },
  {
    name: 'mfe_cities',
    packageName: 'mfe-cities',
    port: 3002,
    pages: true,
    owns: ['/service-areas', '/locksmith-*'],
  },
  { name: 'mfe_forms', packageName: 'mfe-forms', port: 3003, pages: false, owns: [] },
  { name: 'mfe_reviews', packageName: 'mfe-reviews', port: 3004, pages: true, owns: ['/reviews'] },
];

export const remoteByName = (name: string): RemoteDefinition | undefined =>
  remotes.find((remote) => remote.name === name);

export const remoteByPackage = (packageName: string): RemoteDefinition | undefined =>
  remotes.find((remote) => remote.packageName === packageName);

/** Does `pattern` (from `owns`) cover `path`? Supports a trailing `*` only. */
export const pathMatchesPattern = (pattern: string, path: string): boolean =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) && path.length > pattern.length - 1 : path === pattern;

export const remoteOwningPath = (path: string): RemoteDefinition | undefined =>
  remotes.find((remote) => remote.owns.some((pattern) => pathMatchesPattern(pattern, path)));

/** The prefix of a remote's island ids: 'forms' for mfe-forms ('forms/CallbackForm'). */
export const islandNamespace = (remote: RemoteDefinition): string => remote.packageName.replace(/^mfe-/, '');

/** The remote whose namespace an island id starts with. */
export const remoteOwningIsland = (id: string): RemoteDefinition | undefined =>
  remotes.find((remote) => id.startsWith(`${islandNamespace(remote)}/`));

/** Every remote exposes its island table as `./islands`; page remotes their route table as `./routes`. */
export const ISLANDS_MODULE = './islands';
export const ROUTES_MODULE = './routes';

/** Where the browser build (root) and the server build (`server/`) of a remote sit in a version. */
export const SERVER_BUILD_DIR = 'server';
export const MANIFEST_FILE = 'mf-manifest.json';

/**
 * A remote's origin (a folder, or the same files on a static host or CDN): every deployed version in
 * a folder of its own, named by its content and never changed, and one small pointer file naming
 * the live one, written last. The shell polls the pointer. An origin with no pointer holds one plain
 * build at its root (the layout before versions), which still works.
 */
export const LIVE_POINTER_FILE = 'live.json';
export const VERSIONS_DIR = 'versions';
/** Every change of the live version, oldest first (rollback and prune read it; the shell does not). */
export const DEPLOYMENTS_FILE = 'deployments.json';

export interface LivePointer {
  /** The live version: a folder under `versions/`. */
  version: string;
  /** When it went live (ISO 8601). */
  since: string;
}

/** A version's folder, relative to the origin. */
export const versionDir = (version: string): string => `${VERSIONS_DIR}/${version}`;

/** Version names are content hashes: lower-case hex, nothing a URL or a path could misread. */
export const VERSION_PATTERN = /^[0-9a-f]{12,64}$/;
