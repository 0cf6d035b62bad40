import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnerEmail } from './render';
import { ThreadTransport } from './thread-transport';
import { isConnectionError } from './transport';

/** A stand-in sender thread speaking the same protocol: subjects say what it should do. */
const SENDER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (request) => {
  if (request.type === 'close') return parentPort.close();
  const subject = request.email.subject;
  if (subject === 'crash') process.exit(3);
  if (subject === 'refused') return parentPort.postMessage({ type: 'failed', id: request.id, error: { message: 'connect ECONNREFUSED', code: 'ECONNECTION' } });
  if (subject === 'rejected') return parentPort.postMessage({ type: 'failed', id: request.id, error: { message: '550 no', code: 'EENVELOPE', responseCode: 550 } });
  setTimeout(() => parentPort.postMessage({ type: 'sent', id: request.id }), 5);
});
`;

const email = (subject: string): OwnerEmail => ({
  from: 'a@example.test',
  to: 'b@example.test',
  subject,
  text: '',
  html: '',
  messageId: '<x@example.test>',
  headers: {},
});

describe('ThreadTransport', () => {
  let transport: ThreadTransport | null = null;
  const crashes: unknown[] = [];
  let spawned = 0;
  const start = () => {
    transport = new ThreadTransport({
      spawn: () => {
        spawned += 1;
        return new Worker(SENDER, { eval: true });
      },
      description: 'test',
      onCrash: (error) => crashes.push(error),
    });
    return transport;
  };
  afterEach(async () => {
    await transport?.close();
    transport = null;
  });

  it('resolves when the thread reports the message accepted, many at once', async () => {
    const sender = start();
    await expect(Promise.all(['a', 'b', 'c'].map((subject) => sender.send(email(subject))))).resolves.toHaveLength(3);
  });

  it('passes the error code through, so the worker can tell an outage from a rejection', async () => {
    const sender = start();
    const refused = await sender.send(email('refused')).catch((error: unknown) => error);
    const rejected = await sender.send(email('rejected')).catch((error: unknown) => error);
    expect(isConnectionError(refused)).toBe(true);
    expect(isConnectionError(rejected)).toBe(false);
    expect(rejected).toMatchObject({ message: '550 no', responseCode: 550 });
  });

  it('a crashed thread fails its sends as unreachable and is replaced', async () => {
    spawned = 0;
    const sender = start();
    const lost = await sender.send(email('crash')).catch((error: unknown) => error);
    expect(isConnectionError(lost)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(spawned).toBe(2);
    await expect(sender.send(email('after'))).resolves.toBeUndefined();
  });
});
