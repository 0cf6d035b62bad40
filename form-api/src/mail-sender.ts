/**
 * Entry of the mail sender thread (see mail/thread-transport.ts): it holds the real transport
 * (SMTP pool or .eml files) and answers each send once the server accepted it or the file is written.
 */
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { MailConfig } from './config.server';
import type { SenderReply, SenderRequest } from './mail/thread-transport';
import { createTransport } from './mail/transport';

const port = parentPort;
if (!port) throw new Error('mail-sender runs as a worker thread');
const transport = createTransport(workerData as MailConfig);

// On Linux the nice value belongs to the thread: under load the request thread gets the CPU first,
// and the emails catch up as soon as it is idle.
try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch {
  // Not allowed here: the thread runs at normal priority.
}

port.on('message', (request: SenderRequest) => {
  if (request.type === 'close') {
    void Promise.resolve(transport.close()).then(() => port.close());
    return;
  }
  transport.send(request.email).then(
    () => port.postMessage({ type: 'sent', id: request.id } satisfies SenderReply),
    (error: { message?: unknown; code?: unknown; responseCode?: unknown }) =>
      port.postMessage({
        type: 'failed',
        id: request.id,
        error: {
          message: String(error?.message ?? error),
          ...(typeof error?.code === 'string' ? { code: error.code } : {}),
          ...(typeof error?.responseCode === 'number' ? { responseCode: error.responseCode } : {}),
        },
      } satisfies SenderReply),
  );
});
