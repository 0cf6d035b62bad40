/**
 * The router's chunk (router-module.ts), loaded the first time something on the page needs it: a
 * remote module that consumes the shared router (the federation runtime asks for it before that
 * module runs), or a shell page. Once it is here, every part hydrates inside the router; until then
 * no part can be using it.
 */
import { retried } from '../federation/retried';

type RouterModule = typeof import('./router-module');

const importRouter = retried(() => import(/* webpackChunkName: "router" */ './router-module'));

let loading: Promise<RouterModule> | undefined;
let loaded: RouterModule | undefined;

export function loadRouter(): Promise<RouterModule> {
  loading ??= importRouter().then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // Still lost after the retries: the next part that needs it asks again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The router, if it has been loaded. */
export const loadedRouter = (): RouterModule | undefined => loaded;
