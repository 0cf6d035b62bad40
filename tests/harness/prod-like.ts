/**
 * The production shape on one machine (issue 35), from the repository's own recipe
 * (deploy/nginx/site.conf): Debian's nginx terminating TLS with HTTP/2 for the public host, the
 * owner's host on a port of its own, every section's origin served by nginx from its origin folder,
 * and two shell processes behind it, on top of the harness's system (the origins' folders published
 * with remote-deploy, form-api, the SMTP sink). `npm run start:prod-like` and the production spec
 * both start it; nothing here is a second harness.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import https from 'node:https';
import { connect } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { type RemoteName, remoteEnvPrefix, remotes } from '@site-kit/contract';
import { ports } from './ports';
import { startProcess, waitFor } from './processes';
import { repoRoot, System } from './system';

const run = promisify(execFile);

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const prodPorts = {
  site: ports.proxySite,
  owner: ports.proxyOwner,
  static: ports.proxyStatic,
  shellA: ports.shellA,
  shellB: ports.shellB,
  shellSpare: ports.shellSpare,
};

/** form-api's RATE_LIMIT_MAX in this shape. */
export const LEADS_PER_NETWORK = 5;

/** The two shells behind the proxy, by process name. */
export const SHELLS = { 'shell-a': prodPorts.shellA, 'shell-b': prodPorts.shellB } as const;

export class ProdLike {
  readonly siteUrl = `https://127.0.0.1:${prodPorts.site}`;
  readonly ownerUrl = `https://127.0.0.1:${prodPorts.owner}`;
  readonly staticUrl = `https://127.0.0.1:${prodPorts.static}`;

  /** The run's certificate (PEM), once made. */
  certificate = '';

  private constructor(
    readonly system: System,
    /** Whether stop() ends the whole system (it started it) or only what the shape added to it. */
    private readonly ownsSystem: boolean,
  ) {}

  get tlsDir(): string {
    return path.join(this.system.runDir, 'tls');
  }

  /** The self-signed certificate every HTTPS client of the run trusts (NODE_EXTRA_CA_CERTS). */
  get certPath(): string {
    return path.join(this.tlsDir, 'cert.pem');
  }

  get nginxDir(): string {
    return path.join(this.system.runDir, 'nginx');
  }

  /** A remote's origin as browsers and the shells reach it: a folder of the static host. */
  originUrl(name: RemoteName): string {
    return `${this.staticUrl}/${name}`;
  }

  shellUrl(name: keyof typeof SHELLS): string {
    return `http://127.0.0.1:${SHELLS[name]}`;
  }

  /** Wait until both shells have refused (or withdrawn) `version` of a remote. */
  async waitForRefusal(remote: RemoteName, version: string): Promise<void> {
    await this.#onBothShells((url) => this.system.waitForRefusal(remote, version, { url }));
  }

  /** Wait until both shells serve `version` of a remote. */
  async waitForServedVersion(remote: RemoteName, version: string): Promise<void> {
    await this.#onBothShells((url) => this.system.waitForServedVersion(remote, version, { url }));
  }

  async #onBothShells(wait: (url: string) => Promise<unknown>): Promise<void> {
    await Promise.all((Object.keys(SHELLS) as (keyof typeof SHELLS)[]).map((name) => wait(this.shellUrl(name))));
  }

  /** form-api behind the proxy: the site and the inbox are the proxy's HTTPS origins. */
  static formApiEnv(): NodeJS.ProcessEnv {
    return {
      SITE_URL: `https://127.0.0.1:${prodPorts.site}`,
      OWNER_URL: `https://127.0.0.1:${prodPorts.owner}`,
      TRUST_PROXY: '127.0.0.1',
      // A lead limit a test can reach (leads per client network and window), far above one visitor's.
      RATE_LIMIT_MAX: String(LEADS_PER_NETWORK),
      RATE_LIMIT_HOLD_MAX: '0',
    };
  }

  /** The shape on a system of its own (`npm run start:prod-like`): no harness shell, form-api set up for the proxy. */
  static async start(): Promise<ProdLike> {
    const system = await System.start({ shell: false, formApiEnv: ProdLike.formApiEnv() });
    try {
      return await ProdLike.#complete(new ProdLike(system, true));
    } catch (error) {
      await system.stop();
      throw error;
    }
  }

  /**
   * The shape on a Playwright worker's system (the one its other spec files use: the worker's
   * ports are taken by it). form-api is restarted for the proxy, and again as it was on `stop()`.
   */
  static async on(system: System): Promise<ProdLike> {
    const prod = new ProdLike(system, false);
    try {
      await system.restartFormApi(ProdLike.formApiEnv());
      return await ProdLike.#complete(prod);
    } catch (error) {
      await prod.stop();
      throw error;
    }
  }

  static async #complete(prod: ProdLike): Promise<ProdLike> {
    if (!existsSync(NGINX)) {
      throw new Error(`nginx not found at ${NGINX}: apt-get install -y nginx (npm test installs it when root).`);
    }
    await prod.#makeCertificate();
    await prod.#startNginx();
    await Promise.all(Object.entries(SHELLS).map(([name, port]) => prod.startShell(name, port)));
    return prod;
  }

  /** The environment of a shell behind the proxy: the site is the proxy's HTTPS origin, the origins nginx's. */
  shellEnv(): NodeJS.ProcessEnv {
    return {
      SITE_URL: this.siteUrl,
      // nginx, and nobody else, names the client (it replaces X-Forwarded-For with what it saw).
      TRUST_PROXY: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: this.certPath,
      ...Object.fromEntries(remotes.map((remote) => [`${remoteEnvPrefix(remote)}_URL`, this.originUrl(remote.name)])),
    };
  }

  startShell(name: string, port: number, extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
    return this.system.startShellProcess(name, port, { ...this.shellEnv(), ...extraEnv });
  }

  async #makeCertificate(): Promise<void> {
    await mkdir(this.tlsDir, { recursive: true });
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      path.join(this.tlsDir, 'key.pem'),
      '-out',
      this.certPath,
    ]);
    this.certificate = await readFile(this.certPath, 'utf8');
  }

  /** The recipe with this run's values, in a configuration of its own (its prefix, pid and temp folders). */
  async #startNginx(): Promise<void> {
    const dir = this.nginxDir;
    for (const sub of ['logs', 'tmp']) await mkdir(path.join(dir, sub), { recursive: true });
    const values: Record<string, string> = {
      __SITE_HOST__: '127.0.0.1',
      __SITE_PORT__: String(prodPorts.site),
      __SITE_ORIGIN__: this.siteUrl,
      __OWNER_HOST__: '127.0.0.1',
      __OWNER_PORT__: String(prodPorts.owner),
      __STATIC_HOST__: '127.0.0.1',
      __STATIC_PORT__: String(prodPorts.static),
      __ORIGINS_DIR__: path.join(this.system.runDir, 'remotes'),
      __CERT__: this.certPath,
      __KEY__: path.join(this.tlsDir, 'key.pem'),
      __SHELL_A__: `127.0.0.1:${prodPorts.shellA}`,
      __SHELL_B__: `127.0.0.1:${prodPorts.shellB}`,
      __FORM_API_OWNER__: `127.0.0.1:${ports.owner}`,
      __LOG_DIR__: path.join(dir, 'logs'),
      __CONF_DIR__: dir,
    };
    const recipe = await readFile(path.join(repoRoot, 'deploy', 'nginx', 'site.conf'), 'utf8');
    const site = recipe.replace(/__[A-Z_]+__/g, (name) => {
      const value = values[name];
      if (value === undefined)
        throw new Error(`deploy/nginx/site.conf names ${name}, which prod-like.ts does not fill`);
      return value;
    });
    await writeFile(path.join(dir, 'site.conf'), site);
    await writeFile(
      path.join(dir, 'site-proxy.conf'),
      await readFile(path.join(repoRoot, 'deploy', 'nginx', 'site-proxy.conf'), 'utf8'),
    );
    const tmp = (name: string) => `${name}_temp_path ${path.join(dir, 'tmp', name)};`;
    await writeFile(
      path.join(dir, 'nginx.conf'),
      [
        // Root's workers would otherwise run as nobody, who cannot read the run's folders.
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        'worker_processes 1;',
        `pid ${path.join(dir, 'nginx.pid')};`,
        `error_log ${path.join(dir, 'logs', 'error.log')} warn;`,
        'events { worker_connections 1024; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(tmp).join('\n  ')}`,
        `  include ${path.join(dir, 'site.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    const proc = startProcess('nginx', NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      cwd: dir,
      env: {},
    });
    this.system.track(proc);
    await waitFor(
      async () => {
        if (proc.child.exitCode !== null) throw new Error(`nginx exited: ${proc.output()}`);
        return new Promise<boolean>((resolve) => {
          const socket = connect(prodPorts.static, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          });
          socket.on('error', () => resolve(false));
        });
      },
      'nginx listening',
      15_000,
    );
  }

  async stop(): Promise<void> {
    if (this.ownsSystem) {
      await this.system.stop();
      return;
    }
    await Promise.all(['nginx', ...Object.keys(SHELLS)].map((name) => this.system.stopProcess(name)));
    await this.system.restartFormApi();
  }
}

/** An answer read whole over HTTPS. */
export interface TlsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTPS request, trusting the run's certificate, from `from` (another loopback address acts as
 * another machine), on a connection of its own, without following redirects.
 */
export function fetchTls(
  prod: ProdLike,
  url: string,
  options: { from?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<TlsAnswer> {
  return new Promise((resolve, reject) => {
    // The path exactly as written: the URL parser would resolve `%2e%2e` before sending it.
    const [, host = '', port = '443', rawPath = '/'] = /^https:\/\/([^/:]+):?(\d*)(\/.*)?$/.exec(url) ?? [];
    const request = https.request(
      {
        host,
        port: Number(port || 443),
        path: rawPath,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        ca: prod.certificate,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
