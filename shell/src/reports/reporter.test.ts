// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  CLIENT_REPORTS_PATH,
  type ClientReport,
  REPORTS_PER_PAGE_LOAD,
  scrubMessage,
} from '../page-contract/client-report';
import { attributeStack, remoteBuilds, startReporter } from './reporter';

const payload = {
  remotes: {
    mfe_forms: 'http://127.0.0.1:4103/versions/aaaaaaaaaaaaaaaa/remoteEntry.js',
    mfe_cities: 'http://127.0.0.1:4102/remoteEntry.js?v=cccccccccccccccc',
  },
};

/** A page of its own for each test, with the beacon in the test's hands. */
function tab(url = 'http://127.0.0.1:4000/services/car-lockout?name=Dana#quote') {
  const win = new HappyWindow({ url }) as unknown as Window & typeof globalThis;
  const beacon = vi.fn((_url: string, _body: string) => true);
  Object.defineProperty(win.navigator, 'sendBeacon', { value: beacon });
  return { win, beacon };
}

function sent(beacon: ReturnType<typeof vi.fn>): ClientReport[] {
  return beacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(CLIENT_REPORTS_PATH);
    return JSON.parse(String(body)) as ClientReport;
  });
}

describe('attribution', () => {
  it("names the remote and version of the first remote URL in a stack, the URL's own version folder first", () => {
    const builds = remoteBuilds(payload);
    const stack = `TypeError: x is undefined
    at render (http://127.0.0.1:4000/static/js/async/lib-react.1.js:1:2)
    at Form (http://127.0.0.1:4103/versions/bbbbbbbbbbbbbbbb/static/js/async/o.2.js:3:4)
    at Page (http://127.0.0.1:4102/static/js/async/z.3.js:5:6)`;
    expect(attributeStack(stack, builds)).toEqual({ remote: 'mfe_forms', version: 'bbbbbbbbbbbbbbbb' });
    expect(attributeStack('at x (http://127.0.0.1:4102/static/js/async/z.3.js:1:1)', builds)).toEqual({
      remote: 'mfe_cities',
      version: 'cccccccccccccccc',
    });
    expect(attributeStack('at x (http://127.0.0.1:4000/static/js/index.1.js:1:1)', builds)).toBeNull();
  });
});

describe('startReporter', () => {
  it('sends what a part reports, attributed to its remote, with the path only and a page-load id', () => {
    const { win, beacon } = tab();
    const reporter = startReporter(payload, win);
    reporter.report('render', new Error('boom for dana@example.com at 314-555-0123'), {
      module: 'mfe_forms/CallbackForm',
      island: 'forms/CallbackForm',
    });
    const [report] = sent(beacon);
    expect(report).toEqual({
      kind: 'render',
      message: 'Error: boom for [email] at [number]',
      remote: 'mfe_forms',
      version: 'aaaaaaaaaaaaaaaa',
      route: '/services/car-lockout',
      island: 'forms/CallbackForm',
      pageLoad: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
  });

  it("reports the page's uncaught errors and rejections it can attribute, and nothing else", () => {
    const { win, beacon } = tab();
    startReporter(payload, win);
    const error = new Error('from a remote');
    error.stack = 'Error: from a remote\n    at f (http://127.0.0.1:4103/versions/aaaaaaaaaaaaaaaa/static/js/o.js:1:1)';
    win.dispatchEvent(new win.ErrorEvent('error', { error, message: error.message }));
    win.dispatchEvent(new win.ErrorEvent('error', { message: 'Script error.' }));
    const rejection = new win.Event('unhandledrejection') as unknown as Event & { reason: unknown };
    rejection.reason = Object.assign(new Error('lost'), {
      stack: 'Error: lost\n    at g (http://127.0.0.1:4102/static/js/async/z.js:2:2)',
    });
    win.dispatchEvent(rejection);
    expect(sent(beacon).map(({ kind, remote, version }) => [kind, remote, version])).toEqual([
      ['error', 'mfe_forms', 'aaaaaaaaaaaaaaaa'],
      ['rejection', 'mfe_cities', 'cccccccccccccccc'],
    ]);
  });

  it('sends each report once per page load, and at most a few', () => {
    const { win, beacon } = tab();
    const reporter = startReporter(payload, win);
    const source = { module: 'mfe_forms/QuoteForm', island: 'forms/QuoteForm' };
    reporter.report('render', new Error('same'), source);
    reporter.report('render', new Error('same'), source);
    for (let index = 0; index < 20; index += 1) reporter.report('render', new Error(`loop ${index}`), source);
    expect(beacon).toHaveBeenCalledTimes(REPORTS_PER_PAGE_LOAD);
  });
});

describe('scrubMessage', () => {
  it('keeps no query, e-mail address or phone number, and at most 200 characters', () => {
    expect(scrubMessage('GET http://x.test/a/b.js?name=Dana&phone=1#f failed')).toBe('GET http://x.test/a/b.js failed');
    expect(scrubMessage('for jo.smith+1@mail.example.org now')).toBe('for [email] now');
    expect(scrubMessage('call (314) 555-0123 or +1 314.555.0123')).toBe('call [number] or [number]');
    expect(scrubMessage('chunk j.7138425bf9.js and version 3f9c0a1b2c3d4e5f kept')).toBe(
      'chunk j.7138425bf9.js and version 3f9c0a1b2c3d4e5f kept',
    );
    expect(scrubMessage(`a   b\n\nc${'x'.repeat(500)}`)).toHaveLength(200);
  });
});
