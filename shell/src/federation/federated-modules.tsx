/**
 * Federated modules (a remote's page or island, a deferred region of a shell page) as React
 * components: one `React.lazy` per module, so React itself suspends on them, waits for them on the
 * server (one `prerender` renders the whole page) and hydrates each when it arrives in the browser.
 *
 * In the browser a module the server rendered waits until something wakes it (its box nears the
 * viewport, the visitor touches it, a navigation needs it): until then React keeps its server HTML.
 * A load never rejects into React: a module that cannot load renders `Unavailable`, which shows the
 * fallback of the slot it sits in (the slot may try again once, see Island).
 */
import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useContext,
  useEffect,
} from 'react';

/** Loads a module by id (`mfe_forms/QuoteForm`); rejects when it cannot. */
export type LoadModule = (id: string) => Promise<unknown>;
export type ModuleComponent = ComponentType<Record<string, unknown>>;
type ModuleExports = { default: ModuleComponent };

/** `mfe_services/ServicePage` from `mfe_services` and `./ServicePage`. */
export const moduleId = (remote: string, module: string): string => `${remote}/${module.replace(/^\.\//, '')}`;

/** Ids of deferred regions of shell pages: nothing to fetch, only a moment to wait for. */
export const REGION_PREFIX = 'region:';

export interface Slot {
  /** What the slot shows when its module is unavailable. */
  fallback: ReactNode;
  /** Called once the unavailable fallback is on screen (the slot may try again). */
  onUnavailable?: () => void;
}

export const SlotContext = createContext<Slot>({ fallback: null });

/** What a module that could not load renders: the fallback of its slot. */
function Unavailable() {
  const { fallback, onUnavailable } = useContext(SlotContext);
  useEffect(() => onUnavailable?.(), [onUnavailable]);
  return fallback;
}

/** A deferred region's content is its children: the region only waits. */
function Region({ children }: { children?: ReactNode }) {
  return children;
}

const unavailable: ModuleExports = { default: Unavailable };
const region: ModuleExports = { default: Region as ModuleComponent };

export class FederatedModules {
  readonly #components = new Map<string, LazyExoticComponent<ModuleComponent>>();
  readonly #loads = new Map<string, Promise<unknown>>();
  readonly #wakes = new Map<string, { woken: Promise<void>; wake: () => void }>();
  readonly #results = new Map<string, boolean>();
  /** Modules the server could not render: the browser hydrates their fallback first. */
  readonly #failed: Set<string>;
  /** After the first navigation nothing waits any more (see wakeAll). */
  #eager = false;

  constructor(
    private readonly loadModule: LoadModule,
    options: { failed?: Iterable<string> } = {},
  ) {
    this.#failed = new Set(options.failed);
  }

  /**
   * The component of a module, the same one for every caller until `retry`. With `wait`, its load
   * starts only when the module is woken (a box the server rendered); without, at first render.
   */
  component(id: string, wait = false): LazyExoticComponent<ModuleComponent> {
    if (!wait) this.wake(id);
    let component = this.#components.get(id);
    if (!component) {
      component = lazy(() => this.#resolve(id));
      this.#components.set(id, component);
    }
    return component;
  }

  async #resolve(id: string): Promise<ModuleExports> {
    if (id.startsWith(REGION_PREFIX)) {
      await this.#wakeOf(id).woken;
      return region;
    }
    if (this.#failed.has(id)) return unavailable;
    await this.#wakeOf(id).woken;
    try {
      const module = (await this.load(id)) as Partial<ModuleExports> | null;
      if (typeof module?.default !== 'function' && typeof module?.default !== 'object') {
        throw new Error(`${id} has no default export`);
      }
      this.#results.set(id, true);
      return module as ModuleExports;
    } catch (error) {
      this.#results.set(id, false);
      console.warn(`[federation] ${id} is unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return unavailable;
    }
  }

  /** The module itself (prefetching a page, reading a route table); rejects when it cannot load. */
  load(id: string): Promise<unknown> {
    let load = this.#loads.get(id);
    if (!load) {
      load = this.loadModule(id);
      this.#loads.set(id, load);
      load.catch(() => this.#loads.delete(id));
    }
    return load;
  }

  #wakeOf(id: string) {
    let entry = this.#wakes.get(id);
    if (!entry) {
      let wake = () => {};
      const woken = new Promise<void>((resolve) => {
        wake = resolve;
      });
      entry = { woken, wake };
      this.#wakes.set(id, entry);
      if (this.#eager) wake();
    }
    return entry;
  }

  /** Let a waiting module load now. */
  wake(id: string): void {
    this.#wakeOf(id).wake();
  }

  /**
   * Wake everything, now and from now on. A navigation needs this: React must hydrate a waiting
   * island before it can hand it the new location, so the navigation would wait for a load nobody
   * starts (and parts hydrating meanwhile may hold further waiting parts, like the footer's island).
   */
  wakeAll(): void {
    this.#eager = true;
    for (const { wake } of this.#wakes.values()) wake();
  }

  /** Forget a module that could not load, so the next `component(id)` tries again. */
  retry(id: string): void {
    this.#failed.delete(id);
    this.#components.delete(id);
    this.#loads.delete(id);
    this.#results.delete(id);
  }

  /** A module known to be unavailable (the server marks a page whose component throws). */
  markFailed(id: string): void {
    this.retry(id);
    this.#failed.add(id);
    this.#results.set(id, false);
  }

  /** Every module rendered so far → whether it loaded (the server sends this to the browser). */
  results(): Record<string, boolean> {
    return Object.fromEntries(this.#results);
  }
}
