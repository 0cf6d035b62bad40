/** Starting form-api in-process for integration tests: a temp SQLite file, the mail worker, captured logs. */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type FormApiConfig, loadConfig } from '../config.server';
import { createLogger } from '../logger';
import { type RunningFormApi, startFormApi } from '../server';

export const OWNER_TOKEN = 'integration-owner-token-0123456789';

export function tempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'form-api-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function testConfig(dir: string, env: NodeJS.ProcessEnv = {}): FormApiConfig {
  const config = loadConfig({
    DATABASE_PATH: path.join(dir, 'submissions.db'),
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    MAIL_FROM: 'website@example.test',
    OWNER_EMAIL: 'owner@example.test',
    OWNER_TOKEN,
    MAIL_RETRY_BASE_MS: '50',
    MAIL_RETRY_MAX_MS: '400',
    MAIL_POLL_MS: '50',
    MAIL_SEND_TIMEOUT_MS: '2000',
    RATE_LIMIT_MAX: '1000',
    FORM_MIN_FILL_MS: '0',
    // A reminder ten minutes after each emergency would keep the outbox busy past every test; the
    // reminder's own tests turn it on.
    EMERGENCY_REMINDER_MINUTES: '0',
    LOG_LEVEL: 'info',
    ...env,
  });
  // Free ports: tests run side by side, and the inbox's default port is another server's.
  return { ...config, port: 0, owner: { ...config.owner, port: 0 } };
}

export interface TestApi extends RunningFormApi {
  logs: string[];
}

export async function startTestApi(config: FormApiConfig): Promise<TestApi> {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  // vitest runs the sources: no built report worker, so reports run in this thread.
  const api = await startFormApi(config, createLogger(config.logLevel, 'form-api', sink), { reportWorkerFile: null });
  return Object.assign(api, { logs });
}

export async function waitFor<T>(check: () => T | Promise<T>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/api/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const validLead = {
  quote: {
    formType: 'quote',
    name: 'Dana Smith',
    phone: '314.555.0123',
    email: 'dana@example.com',
    address: '2300 Locust St, 63103',
    service: 'residential',
    message: 'Please rekey three locks.',
    isEmergency: false,
    isNewCustomer: true,
  },
  emergency: {
    formType: 'emergency',
    name: 'Lee Park',
    phone: '(636) 555-0199',
    service: 'car-lockout',
    address: 'Schnucks parking lot, Clayton',
    message: 'Keys locked in the car with the engine running.',
  },
  contact: { formType: 'contact', name: 'Ana Ruiz', phone: '618 555 0100', message: 'Do you do safes?' },
  callback: { formType: 'callback', name: 'Sam Lee', phone: '3145550111', service: 'Car Lockout' },
} as const;

/**
 * One HTTP request over node:http, optionally from another loopback address (`from`: 127.0.0.2 and
 * up act as other machines, since TRUST_PROXY can name them apart).
 */
export function request(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, localAddress: from, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Run `fn` against a form-api of its own (its own database), closed and removed afterwards. */
export async function withTestApi<T>(
  env: NodeJS.ProcessEnv,
  fn: (api: TestApi) => Promise<T>,
  adjust: (config: FormApiConfig) => FormApiConfig = (config) => config,
): Promise<T> {
  const { dir, remove } = tempDir();
  const api = await startTestApi(adjust(testConfig(dir, env)));
  try {
    return await fn(api);
  } finally {
    await api.close();
    remove();
  }
}
