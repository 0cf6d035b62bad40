/**
 * Federated modules (a remote's page or island) as React components for the server's render: one
 * `React.lazy` per module, so React itself suspends on them and one `prerender` waits for every
 * module of the page. A load never rejects into React: a module that cannot load renders
 * `Unavailable`, which shows the fallback of the slot it sits in.
 *
 * In the browser nothing renders through `component`: a part loads its module (`load`) before it
 * hydrates, so a module that cannot load leaves that part's server HTML as it is (decision PF12).
 */
import { errorText } from '@site-kit/brand';
import { type ComponentType, createContext, type LazyExoticComponent, lazy, type ReactNode, useContext } from 'react';

/** Loads a module by id (`mfe_forms/QuoteForm`); rejects when it cannot. */
export type LoadModule = (id: string) => Promise<unknown>;
export type ModuleComponent = ComponentType<Record<string, unknown>>;
type ModuleExports = { default: ModuleComponent };

export interface Slot {
  /** What the slot shows when its module is unavailable. */
  fallback: ReactNode;
}

export const SlotContext = createContext<Slot>({ fallback: null });

/** What a module that could not load renders: the fallback of its slot. */
function Unavailable() {
  return useContext(SlotContext).fallback;
}

const unavailable: ModuleExports = { default: Unavailable };

export class FederatedModules {
  readonly #components = new Map<string, LazyExoticComponent<ModuleComponent>>();
  readonly #loads = new Map<string, Promise<unknown>>();
  readonly #results = new Map<string, boolean>();
  /** Modules known to be unavailable (the server marks a page whose component throws). */
  readonly #failed = new Set<string>();

  constructor(private readonly loadModule: LoadModule) {}

  /** The component of a module, the same one for every caller; its load starts at first render. */
  component(id: string): LazyExoticComponent<ModuleComponent> {
    let component = this.#components.get(id);
    if (!component) {
      component = lazy(() => this.#resolve(id));
      this.#components.set(id, component);
    }
    return component;
  }

  async #resolve(id: string): Promise<ModuleExports> {
    if (this.#failed.has(id)) return unavailable;
    try {
      const module = (await this.load(id)) as Partial<ModuleExports> | null;
      if (typeof module?.default !== 'function' && typeof module?.default !== 'object') {
        throw new Error(`${id} has no default export`);
      }
      this.#results.set(id, true);
      return module as ModuleExports;
    } catch (error) {
      this.#results.set(id, false);
      console.warn(`[federation] ${id} is unavailable: ${errorText(error)}`);
      return unavailable;
    }
  }

  /** The module itself (a part about to hydrate, a route table); rejects when it cannot load. */
  load(id: string): Promise<unknown> {
    let load = this.#loads.get(id);
    if (!load) {
      load = this.loadModule(id);
      this.#loads.set(id, load);
      load.catch(() => this.#loads.delete(id));
    }
    return load;
  }

  /** A module known to be unavailable: it renders its slot's fallback from now on. */
  markFailed(id: string): void {
    this.#components.delete(id);
    this.#loads.delete(id);
    this.#failed.add(id);
    this.#results.set(id, false);
  }

  /** Every module rendered so far → whether it loaded (the server sends this to the browser). */
  results(): Record<string, boolean> {
    return Object.fromEntries(this.#results);
  }
}
