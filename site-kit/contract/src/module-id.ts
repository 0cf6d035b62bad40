/**
 * How a remote's exposed module is named. The remote exposes it as `./CityPage`; the federation
 * runtime, the page payload and the client reports name it `mfe_cities/CityPage`. Written and read
 * only here.
 */
import type { RemoteName } from './registry.js';

/** A module as the federation runtime loads it: `mfe_cities/CityPage`. */
export type ModuleId = `${string}/${string}`;

/** A module as its remote exposes it: `./CityPage`. */
export type ExposedModule = `./${string}`;

/** `mfe_services/ServicePage` from `mfe_services` and `./ServicePage`. */
export const moduleId = (remote: string, exposed: string): ModuleId => `${remote}/${exposed.replace(/^\.\//, '')}`;

/** The remote and the exposed module a module id names (the remote is whatever precedes the first `/`). */
export function parseModuleId(id: string): { remote: RemoteName; exposed: ExposedModule } {
  const slash = id.indexOf('/');
  return slash < 0
    ? { remote: id as RemoteName, exposed: './' }
    : { remote: id.slice(0, slash) as RemoteName, exposed: `./${id.slice(slash + 1)}` };
}
