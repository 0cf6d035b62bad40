/**
 * The services, in the order of the header dropdown, the index and the home grid (the spec's for
 * its eleven), and the lookups and filter the pages share. A new service is a file under
 * `services/` and a line here: the route table, the sitemap, the header and the home grid follow.
 */
import { brokenKeyExtraction } from './services/broken-key-extraction';
import { carLockout } from './services/car-lockout';
import { commercialLockout } from './services/commercial-lockout';
import { houseLockout } from './services/house-lockout';
import { ignitionRepair } from './services/ignition-repair';
import { keyDuplication } from './services/key-duplication';
import { keyFobProgramming } from './services/key-fob-programming';
import { lockInstallation } from './services/lock-installation';
import { lockRekeying } from './services/lock-rekeying';
import { safeUnlocking } from './services/safe-unlocking';
import { smartLockInstall } from './services/smart-lock-install';
import { type Service, type ServiceCategory, serviceCategories } from './types';

export const services: readonly Service[] = [
  carLockout,
  keyFobProgramming,
  keyDuplication,
  houseLockout,
  lockRekeying,
  lockInstallation,
  commercialLockout,
  safeUnlocking,
  brokenKeyExtraction,
  ignitionRepair,
  smartLockInstall,
];

/** The services index (`ServicesIndexPage`), and the folder of every service page. */
export const SERVICES_INDEX_PATH = '/services';

/** A service page's address. */
export const servicePath = (slug: string): string => `${SERVICES_INDEX_PATH}/${slug}`;

export const serviceBySlug = (slug: string): Service | undefined => services.find((service) => service.slug === slug);

export const categoryLabel = (id: ServiceCategory): string =>
  serviceCategories.find((category) => category.id === id)?.label ?? id;

/** A `?category=` value from the URL; anything unknown (or none) means All. */
export const parseCategory = (value: string | null): ServiceCategory | null =>
  serviceCategories.find((category) => category.id === value)?.id ?? null;

export const isListedUnder = (service: Service, category: ServiceCategory): boolean =>
  service.category === category || service.alsoListedUnder.includes(category);

/** The cards a filter shows: all of them for All (null), else those listed under the category. */
export const filterServices = (category: ServiceCategory | null): readonly Service[] =>
  category === null ? services : services.filter((service) => isListedUnder(service, category));
