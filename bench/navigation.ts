/**
 * The second page a visitor opens (issue 25): from a click on a link to that page's largest paint,
 * with the bench's simulated phone (its CPU and network) from the click on.
 *
 * The visitor points at the link first (a desktop hover of 1.5 s: enough for what a build does on
 * intent, a prerender or a prefetch of the page's code). Chromium drops prerendering while DevTools
 * is attached, so the pointer is moved by a short DevTools session that is closed again, and a new
 * session clicks and reads the result: the only way to measure what a visitor's browser does.
 *
 * A build whose links load documents: the new document's largest paint (after its activation when
 * prerendered). A build that navigates in the client: the first frame after the new page's heading
 * is in the DOM (a little before it is painted: that build's figure is, if anything, too good).
 */
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from 'tests/harness/chromium';
import WebSocket from 'ws';
import { PHONE, PHONE_NETWORK } from './interaction';

export interface NavigationPair {
  from: string;
  /** The link's href on the first page. */
  to: string;
}

export interface NavigationRun {
  from: string;
  to: string;
  /** Milliseconds from the click to the next page's largest paint. */
  ms: number;
  /** How the page came: a prerendered document, a document, or the client's router. */
  how: 'prerendered' | 'document' | 'client';
}

interface Session {
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

async function attach(webSocketUrl: string): Promise<Session> {
  const socket = new WebSocket(webSocketUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let id = 0;
  const pending = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id !== undefined) pending.get(message.id)?.(message);
  });
  return {
    send: <T>(method: string, params: Record<string, unknown> = {}) =>
      new Promise<T>((resolve, reject) => {
        id += 1;
        pending.set(id, (message) =>
          message.error ? reject(new Error(message.error.message)) : resolve(message.result as T),
        );
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () =>
      new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}

async function evaluate<T>(session: Session, expression: string): Promise<T> {
  const { result, exceptionDetails } = await session.send<{
    result: { value: T };
    exceptionDetails?: { text: string };
  }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (exceptionDetails) throw new Error(`${expression.slice(0, 60)}…: ${exceptionDetails.text}`);
  return result.value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `evaluate`, tried again while the page is between documents (no execution context for a moment). */
async function evaluateSoon<T>(session: Session, expression: string, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await evaluate<T>(session, expression);
    } catch (error) {
      if (Date.now() > until) throw error;
      await sleep(100);
    }
  }
}

/** Ready when the page can be used: the page's script marks <html> (data-script, or data-hydrated in older builds). */
const READY = `new Promise((resolve) => {
  const root = () => location.protocol.startsWith('http') && document.readyState === 'complete' && document.documentElement;
  const done = () => root() && (root().dataset.script === 'ready' || root().dataset.hydrated === 'true');
  const check = () => (done() ? resolve(true) : setTimeout(check, 50));
  check();
})`;

/** Notes the click (in the tab's session storage, which the next document shares) and when a new heading is drawn. */
const RECORD = `(() => {
  window.__firstDocument = true;
  sessionStorage.removeItem('bench:paintAt');
  document.addEventListener('pointerdown', (event) => sessionStorage.setItem('bench:clickAt', String(performance.timeOrigin + event.timeStamp)), { capture: true, once: true });
  const heading = () => document.querySelector('h1')?.textContent;
  const before = heading();
  new MutationObserver((_, observer) => {
    if (heading() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => sessionStorage.setItem('bench:paintAt', String(performance.timeOrigin + performance.now())));
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

const RESULT = `new Promise((resolve) => {
  const clickAt = Number(sessionStorage.getItem('bench:clickAt'));
  if (window.__firstDocument) {
    resolve({ how: 'client', ms: Number(sessionStorage.getItem('bench:paintAt')) - clickAt });
    return;
  }
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    const navigation = performance.getEntriesByType('navigation')[0];
    resolve({
      how: navigation && navigation.activationStart > 0 ? 'prerendered' : 'document',
      ms: performance.timeOrigin + (last.renderTime || last.startTime) - clickAt,
    });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/** One visit per pair and run, each in a fresh browser (an empty cache, like a first visit). */
export async function navigationTimes(
  base: string,
  pairs: readonly NavigationPair[],
  runs: number,
): Promise<NavigationRun[]> {
  const results: NavigationRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const { from, to } of pairs) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ['--headless=new', `--window-size=1280,800`, ...chromiumFlags],
      });
      try {
        const target = (await (
          await fetch(`http://127.0.0.1:${chrome.port}/json/new?${base}${from}`, { method: 'PUT' })
        ).json()) as { webSocketDebuggerUrl: string };
        let session = await attach(target.webSocketDebuggerUrl);
        await evaluateSoon(session, READY);
        await evaluate(session, RECORD);
        const box = await evaluate<{ x: number; y: number } | null>(
          session,
          `(() => { const link = [...document.querySelectorAll('a[href="${to}"]')].find((a) => a.getBoundingClientRect().width > 0 && a.getBoundingClientRect().top >= 0 && a.getBoundingClientRect().bottom <= innerHeight);
            if (!link) return null; const r = link.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
        );
        if (!box) throw new Error(`${from} shows no link to ${to} on its first screen`);
        await session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...box });
        await session.close();
        // The pointer rests on the link: whatever the build does on intent happens now, unobserved.
        await sleep(1500);
        session = await attach(target.webSocketDebuggerUrl);
        await session.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
        await session.send('Network.enable');
        await session.send('Network.emulateNetworkConditions', PHONE_NETWORK);
        await session.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...box, button: 'left', clickCount: 1 });
        await session.send('Input.dispatchMouseEvent', {
          type: 'mouseReleased',
          ...box,
          button: 'left',
          clickCount: 1,
        });
        await sleep(3000);
        const result = await evaluateSoon<{ how: NavigationRun['how']; ms: number }>(session, RESULT);
        results.push({ from, to, ...result });
        await session.close();
      } finally {
        await chrome.kill();
      }
    }
  }
  return results;
}
