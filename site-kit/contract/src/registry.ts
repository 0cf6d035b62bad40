/**
 * The one registry of deployable parts: names, the port plan and what each remote owns.
 * It feeds every Rsbuild config, the shell server (defaults for where remotes live), the test
 * harness, the development scripts and the benchmark. Locations are only defaults: the shell reads
 * the real ones at run time.
 */
export type RemoteName = 'mfe_services' | 'mfe_cities' | 'mfe_forms' | 'mfe_reviews';

export interface RemoteDefinition {
  /** Module Federation container name. */
  name: RemoteName;
  /** pnpm package (and folder) name. */
  packageName: string;
  /** Default port of the remote's origin in production and development (`portPlan` moves it). */
  port: number;
  /** True when the remote exposes `./routes` and renders pages. */
  pages: boolean;
  /** The first letter of every CSS-module class its production build emits (`cssModuleClass`). */
  classPrefix: string;
  /**
   * Path patterns the remote owns, used to answer 503 (not 404) for its pages while it is down
   * even if its route table was never loaded. `*` matches one path segment's tail.
   */
  owns: readonly string[];
}

/**
 * The port plan of one system, as offsets from its base port (the shell's). The remotes sit at
 * base + 1, + 2, … in registry order; everything else sits at offsets no remote will reach soon
 * (the registry test checks that the next remote's natural port is free). `DEV_PORT_BASE` moves a
 * development system, `E2E_PORT_BASE` a test system; both keep the offsets.
 */
export const PORT_OFFSETS = {
  shell: 0,
  formApi: 10,
  /**
   * The owner's lead inbox, served by form-api on an origin of its own (OWNER_URL; in production an
   * `owner.` subdomain behind the TLS proxy), so no script on the public site can read it.
   */
  owner: 11,
  /** `npm run dev`: the shell's Rsbuild dev server, whose socket carries the shell's hot updates. */
  shellHotUpdate: 20,
  /** Tests: the SMTP sink form-api mails to. */
  smtpSink: 25,
  /** Tests: the stand-in third-party reviews widget. */
  reviewsWidget: 26,
  /** Tests: the proxy that slows a remote down. */
  slowProxy: 27,
  /**
   * The production-like shape (`npm run start:prod-like`, deploy/nginx/site.conf): nginx's public
   * host, the owner's host and the sections' static host (HTTPS), and the two shells behind it.
   */
  proxySite: 40,
  proxyOwner: 41,
  proxyStatic: 42,
  shellA: 43,
  shellB: 44,
  /** Production-like tests: a third shell, started for one test (an origin whose CORS refuses the site). */
  shellSpare: 45,
  /** Development tests: one remote's dev server run alone, outside `npm run dev`. */
  remoteAlone: 50,
} as const;

/** Systems side by side (test workers) sit this far apart: above every offset of the plan. */
export const PORT_PLAN_SPAN = 100;

/** The production and development default base. */
export const SHELL_PORT = 3000;
export const FORM_API_PORT = SHELL_PORT + PORT_OFFSETS.formApi;
export const OWNER_PORT = SHELL_PORT + PORT_OFFSETS.owner;

export const remotes: readonly RemoteDefinition[] = [
  {
    name: 'mfe_services',
    packageName: 'mfe-services',
    port: 3001,
    pages: true,
    classPrefix: 'S',
    owns: ['/services', '/services/*'],
  },
  {
    name: 'mfe_cities',
    packageName: 'mfe-cities',
    port: 3002,
    pages: true,
    classPrefix: 'C',
    owns: ['/service-areas', '/locksmith-*'],
  },
  { name: 'mfe_forms', packageName: 'mfe-forms', port: 3003, pages: false, classPrefix: 'F', owns: [] },
  { name: 'mfe_reviews', packageName: 'mfe-reviews', port: 3004, pages: true, classPrefix: 'R', owns: ['/reviews'] },
];

/** The shell's CSS-module class prefix (a remote's is its `classPrefix`). */
export const SHELL_CLASS_PREFIX = 'H';

/**
 * A CSS-module class as production builds name it: the build's prefix (an upper-case letter, which
 * no global class has) and five characters of a hash of its file and name (site-kit/build). Every
 * page inlines the CSS of the shell and of several remotes, each built on its own: the prefix keeps
 * their classes apart, and each build refuses two of its own classes with one name.
 */
export const cssModuleClass = /^[A-Z][\w-]{5}$/;

/** Every remote's name, in the registry's order (a non-empty tuple, as `z.enum` takes it). */
export const remoteNames = remotes.map((remote) => remote.name) as [RemoteName, ...RemoteName[]];

export const remoteByName = (name: string): RemoteDefinition | undefined =>
  remotes.find((remote) => remote.name === name);

export const remoteByPackage = (packageName: string): RemoteDefinition | undefined =>
  remotes.find((remote) => remote.packageName === packageName);

/** Does `pattern` (from `owns`) cover `path`? Supports a trailing `*` only. */
export const pathMatchesPattern = (pattern: string, path: string): boolean =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) && path.length > pattern.length - 1 : path === pattern;

export const remoteOwningPath = (path: string): RemoteDefinition | undefined =>
  remotes.find((remote) => remote.owns.some((pattern) => pathMatchesPattern(pattern, path)));

/** `mfe-cities` → `MFE_CITIES`: the prefix of a remote's variables (`MFE_CITIES_URL`, `_PORT`, `_DIST_DIR`). */
export const remoteEnvPrefix = (remote: Pick<RemoteDefinition, 'packageName'>): string =>
  remote.packageName.toUpperCase().replace(/-/g, '_');

/** Every port of a system whose shell listens on `base`: each part of `PORT_OFFSETS`, and each remote's. */
export function portPlan(base: number = SHELL_PORT) {
  const parts = Object.fromEntries(Object.entries(PORT_OFFSETS).map(([part, offset]) => [part, base + offset]));
  return {
    ...(parts as Record<keyof typeof PORT_OFFSETS, number>),
    remotes: Object.fromEntries(remotes.map((remote) => [remote.name, base + remote.port - SHELL_PORT])) as Record<
      RemoteName,
      number
    >,
  };
}

/** The prefix of a remote's island ids: 'forms' for mfe-forms ('forms/CallbackForm'). */
export const islandNamespace = (remote: RemoteDefinition): string => remote.packageName.replace(/^mfe-/, '');

/** Every remote exposes its island table as `./islands`; page remotes their route table as `./routes`. */
export const ISLANDS_MODULE = './islands';
export const ROUTES_MODULE = './routes';

/** Where the browser build (root) and the server build (`server/`) of a remote sit in a version. */
export const SERVER_BUILD_DIR = 'server';
export const MANIFEST_FILE = 'mf-manifest.json';

/**
 * A remote's origin (a folder, or the same files on a static host or CDN): every published version
 * in a folder of its own, named by its content and never changed, and one small pointer file
 * naming the live one, written last. The shell polls the pointer. An origin with no pointer holds
 * one build at its root (the plain layout: the development servers), which the shell names by its
 * manifests.
 */
export const LIVE_POINTER_FILE = 'live.json';
export const VERSIONS_DIR = 'versions';
/** The deploy log: every change of the live version, oldest first (rollback and prune read it; the shell does not). */
export const DEPLOY_LOG_FILE = 'deployments.json';

/** A version's folder, relative to the origin. */
export const versionDir = (version: string): string => `${VERSIONS_DIR}/${version}`;

/** Version names are content hashes: lower-case hex, nothing a URL or a path could misread. */
export const VERSION_PATTERN = /^[0-9a-f]{12,64}$/;
