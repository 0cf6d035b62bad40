/**
 * Ports for one test run: the registry's port plan (the one production and `npm run dev` use),
 * moved by E2E_PORT_BASE so two runs side by side never collide.
 */
import { PORT_PLAN_SPAN, portPlan } from '@site-kit/contract';
import { count, parseEnv } from '@site-kit/server';

const env = parseEnv({ E2E_PORT_BASE: count(4100), TEST_PARALLEL_INDEX: count(0) }, process.env, 'tests');

/**
 * Playwright runs one system per worker: worker N (its TEST_PARALLEL_INDEX, stable across worker
 * restarts) starts at base + N × the plan's span, above its widest offset.
 */
const WORKER_PORT_STRIDE = PORT_PLAN_SPAN;

/** This worker's base: its shell's port. */
const portBase = env.E2E_PORT_BASE + env.TEST_PARALLEL_INDEX * WORKER_PORT_STRIDE;

export const ports = portPlan(portBase);

/**
 * A development run (`npm run dev` in a copy, tests/harness/dev-system.ts) sits this far above the
 * worker's system, beyond every worker's plan.
 */
export const devPortBase = portBase + 1000;

export const shellUrl = `http://127.0.0.1:${ports.shell}`;
/** The owner inbox's own origin (form-api's second port). */
export const ownerUrl = `http://127.0.0.1:${ports.owner}`;

/**
 * Who may name the client (X-Forwarded-For) in a test run: 127.0.0.1 only, where the shell, the
 * harness's proxies and the browser sit. Every other loopback address (127.0.0.2 and up) then acts
 * as a machine of its own, as a visitor on the internet does (decision H13).
 */
export const TEST_TRUST_PROXY = '127.0.0.1';
