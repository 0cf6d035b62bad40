/**
 * Ports for one test run, derived from the registry so the harness starts exactly what production
 * starts. E2E_PORT_BASE moves the whole plan (two runs side by side never collide).
 */
import { FORM_API_PORT, OWNER_PORT, type RemoteName, remotes, SHELL_PORT } from '@site-kit/contract';

/**
 * Playwright runs one system per worker: worker N (its TEST_PARALLEL_INDEX, stable across worker
 * restarts) starts at base + N × 100, above the plan's widest offset (the bench baseline, +90).
 */
export const WORKER_PORT_STRIDE = 100;

const base =
  Number(process.env.E2E_PORT_BASE ?? 4100) + Number(process.env.TEST_PARALLEL_INDEX ?? 0) * WORKER_PORT_STRIDE;
const offset = base - SHELL_PORT;

export const ports = {
  shell: SHELL_PORT + offset,
  formApi: FORM_API_PORT + offset,
  owner: OWNER_PORT + offset,
  smtp: FORM_API_PORT + offset + 15,
  widget: FORM_API_PORT + offset + 16,
  slowProxy: FORM_API_PORT + offset + 17,
  remotes: Object.fromEntries(remotes.map((remote) => [remote.name, remote.port + offset])) as Record<
    RemoteName,
    number
  >,
};

export const shellUrl = `http://127.0.0.1:${ports.shell}`;
/** The owner inbox's own origin (form-api's second port). */
export const ownerUrl = `http://127.0.0.1:${ports.owner}`;

/**
 * Who may name the client (X-Forwarded-For) in a test run: 127.0.0.1 only, where the shell, the
 * harness's proxies and the browser sit. Every other loopback address (127.0.0.2 and up) then acts
 * as a machine of its own, as a visitor on the internet does (decision H8).
 */
export const TEST_TRUST_PROXY = '127.0.0.1';
