/**
 * The router's chunk (router-module.ts), loaded the first time something on the page needs it: a
 * remote module that consumes the shared router (the federation runtime asks for it before that
 * module runs), or a shell page. Once it is here, every part hydrates inside the router; until then
 * no part can be using it.
 */
import { sharedUntilFailure } from '../app/shared-until-failure';
import { retried } from '../federation/retried';

type RouterModule = typeof import('./router-module');

const importRouter = retried(() => import(/* webpackChunkName: "router" */ './router-module'));

let loaded: RouterModule | undefined;

// Still lost after the retries: the next part that needs it asks again.
const sharedRouter = sharedUntilFailure(() =>
  importRouter().then((module) => {
    loaded = module;
    return module;
  }),
);

export const loadRouter = (): Promise<RouterModule> => sharedRouter();

/** The router, if it has been loaded. */
export const loadedRouter = (): RouterModule | undefined => loaded;
