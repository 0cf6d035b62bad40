/**
 * Ports for one test run, derived from the registry so the harness starts exactly what production
 * starts. E2E_PORT_BASE moves the whole plan (two runs side by side never collide).
 */
import { FORM_API_PORT, type RemoteName, remotes, SHELL_PORT } from '@site-kit/contract';

const base = Number(process.env.E2E_PORT_BASE ?? 4100);
const offset = base - SHELL_PORT;

export const ports = {
  shell: SHELL_PORT + offset,
  formApi: FORM_API_PORT + offset,
  smtp: FORM_API_PORT + offset + 15,
  widget: FORM_API_PORT + offset + 16,
  slowProxy: FORM_API_PORT + offset + 17,
  remotes: Object.fromEntries(remotes.map((remote) => [remote.name, remote.port + offset])) as Record<
    RemoteName,
    number
  >,
};

export const shellUrl = `http://127.0.0.1:${ports.shell}`;
