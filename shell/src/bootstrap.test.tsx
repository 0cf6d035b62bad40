import type { HostApi, IslandProps } from '@site-kit/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPartHydrator } from './bootstrap';
import type { LoadModule } from './federation/federated-modules';
import { IslandBox } from './federation/IslandBox';
import { type PartDescription, readPart } from './page-contract/part-box';
import type { SsrPayload } from './page-contract/payload';
import type { Reporter } from './reports/reporter';

/** What the browser build of a remote does differently from its node build (a doctored build). */
const browser = { throwsInRender: false, throwsInEffect: false, mismatch: false };

function TestForm({ title, host }: IslandProps<{ title?: string }>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (browser.throwsInEffect) throw new Error('doctored: an effect throws in the browser');
    setReady(true);
  }, []);
  if (browser.throwsInRender) throw new Error('doctored: the form throws in the browser');
  return (
    <form data-interactive={ready ? 'true' : undefined} data-endpoint={host.config.formsEndpoint}>
      <h2>{browser.mismatch ? 'Something else' : title}</h2>
      <input name="name" />
    </form>
  );
}

function TestPage({ host, slug }: IslandProps<{ slug?: string }>) {
  const [open, setOpen] = useState(false);
  return (
    <section>
      <h1>Page {slug}</h1>
      <host.Island id="forms/TestForm" props={{ title: 'Call me back' }} />
      <button type="button" onClick={() => setOpen(true)}>
        {open ? 'Map shown' : 'Show map'}
      </button>
    </section>
  );
}

const registry: Record<string, unknown> = {
  'mfe_forms/TestForm': { default: TestForm },
  'mfe_cities/TestPage': { default: TestPage },
};
const config = { siteUrl: 'https://www.example.com', reviewsWidget: null, formsEndpoint: '/api/submissions' };

const payload: SsrPayload = {
  config,
  pageProps: { slug: 'clayton' },
  remotes: {
    mfe_forms: 'http://127.0.0.1:1/versions/aaaaaaaaaaaaaaaa/remoteEntry.js',
    mfe_cities: 'http://127.0.0.1:2/versions/bbbbbbbbbbbbbbbb/remoteEntry.js',
  },
  modules: { 'mfe_forms/TestForm': true, 'mfe_cities/TestPage': true },
  hints: {},
  entry: [],
};

const formPart: PartDescription = {
  kind: 'island',
  label: 'forms/TestForm',
  module: 'mfe_forms/TestForm',
  hydrate: 'interaction',
  props: { title: 'Call me back' },
};

/** The server's host: its Island renders what the shell's Island renders on the server, at once. */
const serverHost: HostApi = {
  Island: ({ props = {} }) => (
    <IslandBox part={{ ...formPart, props }} fallback={null}>
      <TestForm {...props} host={serverHost} />
    </IslandBox>
  ),
  config,
  path: '/',
  submission: null,
};

/** The server's HTML of `tree` (rendered at once: the modules it needs are the test's own). */
function serverHtml(tree: ReactNode): string {
  return renderToString(tree);
}

const reporter = { report: vi.fn<Reporter['report']>() };
/** The browser's modules: what the registry has, else a chunk that cannot be loaded. */
const browserModules = (): LoadModule => async (id) => {
  if (registry[id]) return registry[id];
  throw new Error(`ChunkLoadError: loading ${id} failed`);
};

async function mount(tree: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(tree);
  document.body.replaceChildren(container);
  return container;
}

const box = (container: HTMLElement, selector: string) => container.querySelector(selector) as HTMLElement;
const hydrate = (element: HTMLElement, modules = browserModules(), data = payload) =>
  createPartHydrator(data, reporter, modules).hydrate(element, readPart(element) ?? expect.fail('not a part'));

beforeEach(() => {
  Object.assign(browser, { throwsInRender: false, throwsInEffect: false, mismatch: false });
  reporter.report.mockClear();
});
afterEach(() => document.body.replaceChildren());

describe('a part hydrating alone', () => {
  it('hydrates an island on its server HTML with its props and host: typed text and focus stay', async () => {
    const container = await mount(<PlacedIsland />);
    const island = box(container, '[data-part="island"]');
    const input = island.querySelector('input') as HTMLInputElement;
    input.focus();
    input.value = 'Dana';
    await expect(hydrate(island)).resolves.toBe(true);
    await vi.waitFor(() => expect(island.querySelector('form')?.dataset.interactive).toBe('true'));
    expect(island.querySelector('input')).toBe(input);
    expect(input.value).toBe('Dana');
    expect(document.activeElement).toBe(input);
    expect(island.dataset.ready).toBe('true');
    expect(island.querySelector('form')?.dataset.endpoint).toBe('/api/submissions');
    expect(reporter.report).not.toHaveBeenCalled();
  });

  it('leaves the server HTML untouched when its module cannot load, and reports the chunk against its remote', async () => {
    const container = await mount(<PlacedIsland />);
    const island = box(container, '[data-part="island"]');
    const nodes = Array.from(island.childNodes);
    const html = island.innerHTML;
    await expect(hydrate(island, () => Promise.reject(new Error('ChunkLoadError')))).resolves.toBe(false);
    expect(Array.from(island.childNodes)).toEqual(nodes);
    expect(island.innerHTML).toBe(html);
    expect(reporter.report).toHaveBeenCalledWith('chunk', expect.any(Error), {
      module: 'mfe_forms/TestForm',
      island: 'forms/TestForm',
    });
  });

  for (const [fault, kind] of [
    ['throwsInRender', 'render'],
    ['throwsInEffect', 'render'],
    ['mismatch', 'hydration'],
  ] as const) {
    it(`puts the server HTML back, the same nodes with what was typed and the focus, when it fails to hydrate (${fault})`, async () => {
      const container = await mount(<PlacedIsland />);
      const island = box(container, '[data-part="island"]');
      const input = island.querySelector('input') as HTMLInputElement;
      input.focus();
      input.value = 'typed before';
      const nodes = Array.from(island.childNodes);
      browser[fault] = true;
      // A throw while rendering fails the hydration itself; an effect's throw and a mismatch come
      // after React has committed, so the part is given back its server HTML a moment later.
      await hydrate(island);
      await vi.waitFor(() => expect(island.getAttribute('data-part-state')).toBe('kept'));
      expect(Array.from(island.childNodes)).toEqual(nodes);
      expect(island.querySelector('h2')?.textContent).toBe('Call me back');
      expect(input.value).toBe('typed before');
      // The visitor typing in it goes on typing in it.
      expect(document.activeElement).toBe(input);
      expect(island.hasAttribute('data-ready')).toBe(false);
      expect(reporter.report).toHaveBeenCalledWith(kind, expect.anything(), {
        module: 'mfe_forms/TestForm',
        island: 'forms/TestForm',
      });
    });
  }

  it("hydrates the page with its route's props and leaves an island inside it to that island's own root", async () => {
    const container = await mount(<PageBox />);
    const page = box(container, 'main');
    const island = box(container, '[data-part="island"]');
    await expect(hydrate(island)).resolves.toBe(true);
    const islandForm = island.querySelector('form');
    await expect(hydrate(page)).resolves.toBe(true);
    expect(page.querySelector('h1')?.textContent).toBe('Page clayton');
    expect(box(container, '[data-part="island"]')).toBe(island);
    expect(island.querySelector('form')).toBe(islandForm);
    (page.querySelector('button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(page.querySelector('button')?.textContent).toBe('Map shown'));
    expect(island.querySelector('form')).toBe(islandForm);
  });

  it('renders afresh an island the server could not render, in place of its fallback', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<div data-part="island" data-island="forms/TestForm" data-part-module="mfe_forms/TestForm" ' +
      `data-props='{"title":"Back again"}'><!--$--><p>unavailable, call us</p><!--/$--></div>`;
    document.body.replaceChildren(container);
    const island = box(container, '[data-part="island"]');
    const retried = { ...payload, modules: { ...payload.modules, 'mfe_forms/TestForm': false } };
    await expect(hydrate(island, browserModules(), retried)).resolves.toBe(true);
    expect(island.querySelector('h2')?.textContent).toBe('Back again');
    expect(island.textContent).not.toContain('unavailable');
  });
});

/** The island as a page places it (host.Island). */
function PlacedIsland() {
  return <serverHost.Island id="forms/TestForm" props={{ title: 'Call me back' }} />;
}

/** The page's box (the frame's <main>) around the page component, as the server renders it. */
function PageBox() {
  return (
    <IslandBox
      as="main"
      part={{
        kind: 'page',
        label: 'mfe_cities/TestPage',
        module: 'mfe_cities/TestPage',
        hydrate: 'interaction',
        props: {},
      }}
      fallback={null}
    >
      <TestPage host={serverHost} slug="clayton" />
    </IslandBox>
  );
}
