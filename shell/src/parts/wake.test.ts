// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PART_READY_EVENT, type PartDescription, partAttributes } from '../page-contract/part-box';
import { watchParts } from './wake';

/** IntersectionObserver under the test's control: `enter(box)` brings a box near the viewport. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  static enter(element: Element) {
    for (const observer of FakeIntersectionObserver.all)
      if (observer.observed.has(element))
        observer.callback(
          [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
  }
}

const island = (hydrate: 'visible' | 'interaction', module = 'mfe_forms/QuoteForm'): PartDescription => ({
  kind: 'island',
  label: 'forms/QuoteForm',
  module,
  hydrate,
  props: { formTitle: 'Request a Quote' },
});

function attributes(part: PartDescription): string {
  return Object.entries(partAttributes(part))
    .map(([name, value]) => `${name}='${value}'`)
    .join(' ');
}

let stop = () => {};
const hydrate = vi.fn(async (_box: HTMLElement, _part: PartDescription) => true);

function page(html: string, failed: string[] = []) {
  document.body.innerHTML = html;
  stop = watchParts(document, { hydrate, failed: new Set(failed) });
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.all = [];
  hydrate.mockClear();
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('watchParts', () => {
  it('wakes an island when the visitor focuses, touches or points at it, once, with its props', async () => {
    page(`<div id="box" ${attributes(island('interaction'))}><form><input id="name"></form></div>`);
    expect(hydrate).not.toHaveBeenCalled();
    byId('name').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    byId('name').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(hydrate.mock.calls[0]?.[1]).toEqual(island('interaction'));
    await Promise.resolve();
    expect(byId('box').getAttribute('data-part-state')).toBe('ready');
  });

  it('wakes an island for a finger on a field or button in it, not for a finger that lands elsewhere (a scroll)', () => {
    page(
      `<div id="form" ${attributes(island('interaction'))}><p id="intro">Tell us</p><input id="name"><button id="send">Send</button></div>` +
        `<div id="grid" ${attributes(island('interaction', 'mfe_services/HomeServices'))}><a id="card" href="/services/car-lockout">Car</a></div>`,
    );
    const touch = (id: string) => {
      byId(id).dispatchEvent(Object.assign(new Event('pointerover', { bubbles: true }), { pointerType: 'touch' }));
      byId(id).dispatchEvent(Object.assign(new Event('pointerdown', { bubbles: true }), { pointerType: 'touch' }));
      byId(id).dispatchEvent(new Event('touchstart', { bubbles: true }));
    };
    touch('intro');
    touch('card');
    expect(hydrate).not.toHaveBeenCalled();
    touch('name');
    expect(hydrate.mock.calls.map(([box]) => box.id)).toEqual(['form']);
    // A mouse pointing anywhere in an island still wakes it: pointing is a step towards using it.
    byId('card').dispatchEvent(Object.assign(new Event('pointerover', { bubbles: true }), { pointerType: 'mouse' }));
    expect(hydrate.mock.calls.map(([box]) => box.id)).toEqual(['form', 'grid']);
  });

  it('wakes an island for a finger on its button or on a label (a checkbox ticked by its label)', () => {
    page(
      `<div id="form" ${attributes(island('interaction'))}><p>Tell us</p><button id="send">Send</button></div>` +
        `<div id="consent" ${attributes(island('interaction', 'mfe_forms/ContactForm'))}><label id="agree"><input type="checkbox"> <span id="words">I agree</span></label></div>`,
    );
    byId('send').dispatchEvent(new Event('touchstart', { bubbles: true }));
    byId('words').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(hydrate.mock.calls.map(([box]) => box.id)).toEqual(['form', 'consent']);
  });

  it('wakes a visible island when it nears the viewport, and not before', () => {
    page(`<div id="box" ${attributes(island('visible', 'mfe_reviews/ReviewsWidget'))}><p>Loading</p></div>`);
    expect(hydrate).not.toHaveBeenCalled();
    FakeIntersectionObserver.enter(byId('box'));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('wakes the page for a script-only button in it, not for its text, its links or an island inside', () => {
    const pageBox: PartDescription = {
      kind: 'page',
      label: 'mfe_cities/CityPage',
      module: 'mfe_cities/CityPage',
      hydrate: 'interaction',
      props: {},
    };
    page(
      `<main id="main" ${attributes(pageBox)}><p id="text">Clayton</p><a id="link" href="/x">x</a>` +
        `<div id="form" ${attributes(island('interaction'))}><input id="field"></div>` +
        `<button type="button" id="map">Show map</button></main>`,
    );
    for (const id of ['text', 'link']) byId(id).dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(hydrate).not.toHaveBeenCalled();
    byId('field').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(hydrate.mock.calls.map(([, part]) => part.module)).toEqual(['mfe_forms/QuoteForm']);
    byId('map').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate.mock.calls.map(([, part]) => part.module)).toEqual(['mfe_forms/QuoteForm', 'mfe_cities/CityPage']);
  });

  it('tries an island the server could not render again at once; never a page that failed', () => {
    const failedPage: PartDescription = {
      kind: 'page',
      label: 'mfe_cities/unavailable',
      module: 'mfe_cities/unavailable',
      hydrate: 'interaction',
      props: {},
    };
    page(
      `<main ${attributes(failedPage)}><button type="button" id="b">x</button>` +
        `<div ${attributes(island('interaction'))}><p>unavailable</p></div></main>`,
      ['mfe_forms/QuoteForm', 'mfe_cities/unavailable'],
    );
    expect(hydrate.mock.calls.map(([, part]) => part.module)).toEqual(['mfe_forms/QuoteForm']);
    byId('b').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('replays one early tap on a script-only button once its part is ready', async () => {
    page(
      `<div id="box" ${attributes(island('visible', 'mfe_cities/HomeAreas'))}><button type="button" id="map">Show map</button></div>`,
    );
    const clicks: boolean[] = [];
    byId('map').addEventListener('click', (event) => clicks.push(event.isTrusted));
    byId('map').click();
    byId('map').click();
    expect(clicks).toHaveLength(2);
    byId('box').setAttribute('data-ready', 'true');
    byId('box').dispatchEvent(new Event(PART_READY_EVENT));
    expect(clicks).toHaveLength(3);
    byId('box').dispatchEvent(new Event(PART_READY_EVENT));
    expect(clicks).toHaveLength(3);
  });

  it('a script-only link (a map facade) does not navigate before its part is ready; its tap is replayed once ready', () => {
    page(
      `<main id="main" ${attributes({ kind: 'page', label: 'mfe_cities/CityPage', module: 'mfe_cities/CityPage', hydrate: 'interaction', props: {} })}>` +
        `<a id="map" href="https://www.google.com/maps/search/?api=1&amp;query=Clayton" data-script-control="">Show map</a></main>`,
    );
    const seen: boolean[] = [];
    byId('map').addEventListener('click', (event) => seen.push(event.defaultPrevented));
    byId('map').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate.mock.calls.map(([, part]) => part.module)).toEqual(['mfe_cities/CityPage']);
    byId('map').click();
    byId('map').click();
    expect(seen).toEqual([true, true]);
    byId('main').setAttribute('data-ready', 'true');
    byId('main').dispatchEvent(new Event(PART_READY_EVENT));
    // The replay reaches the part's own handler (which opens the map), no longer held back here.
    expect(seen).toEqual([true, true, false]);
  });

  it('wakes every part at once when eager (npm run dev), but never a page the server could not render', () => {
    const pageBox: PartDescription = { ...island('interaction'), kind: 'page', module: 'mfe_cities/unavailable' };
    document.body.innerHTML =
      `<main ${attributes(pageBox)}></main><div ${attributes(island('visible', 'mfe_reviews/ReviewsWidget'))}></div>` +
      `<div ${attributes(island('interaction'))}></div>`;
    stop = watchParts(document, { hydrate, failed: new Set(['mfe_cities/unavailable']), eager: true });
    expect(hydrate.mock.calls.map(([, part]) => part.module)).toEqual([
      'mfe_reviews/ReviewsWidget',
      'mfe_forms/QuoteForm',
    ]);
  });

  it('marks a part whose code did not come as kept (its server HTML stays)', async () => {
    hydrate.mockResolvedValueOnce(false);
    page(`<div id="box" ${attributes(island('interaction'))}><input id="name"></div>`);
    byId('name').dispatchEvent(new Event('touchstart', { bubbles: true }));
    await vi.waitFor(() => expect(byId('box').getAttribute('data-part-state')).toBe('kept'));
  });
});
