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

/** One download for the page; still lost after the retries, the next part that needs it asks again. */
export const loadRouter: () => Promise<RouterModule> = sharedUntilFailure(() =>
  importRouter().then((module) => {
    loaded = module;
    return module;
  }),
);

/** The router, if it has been loaded. */
export const loadedRouter = (): RouterModule | undefined => loaded;
