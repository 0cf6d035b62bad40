/** Test helpers for the servers built on this package (imported as `@site-kit/server/testing`). */
import { once } from 'node:events';
import { connect } from 'node:net';

/**
 * A slow client, for the request deadlines: connects on loopback, sends `head`, then one byte every
 * `everyMs` until the server answers. Resolves with the status line the server closed with, or
 * `still open after {giveUpMs} ms` if it had not closed by then.
 */
export async function dribble(
  port: number,
  head: string,
  { everyMs, giveUpMs }: { everyMs: number; giveUpMs: number },
): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(head);
  const timer = setInterval(() => socket.write('a'), everyMs);
  let answer = '';
  socket.on('data', (chunk) => {
    // Stop writing once the server has answered: a byte written after its close draws a reset.
    clearInterval(timer);
    answer += chunk.toString();
  });
  // A reset after the answer is not the outcome under test, the status line read before it is.
  // (events.once would reject on that 'error', so 'close' is awaited by hand.)
  socket.on('error', () => {});
  const closed = new Promise<'closed'>((resolve) => socket.once('close', () => resolve('closed')));
  let giveUp: NodeJS.Timeout | undefined;
  const limit = new Promise<'still open'>((resolve) => {
    giveUp = setTimeout(resolve, giveUpMs, 'still open');
  });
  const outcome = await Promise.race([closed, limit]);
  clearTimeout(giveUp);
  clearInterval(timer);
  socket.destroy();
  return outcome === 'still open' ? `still open after ${giveUpMs} ms` : (answer.split('\r\n')[0] ?? '');
}
