import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../../app/next-task';

/**
 * A remote's entry script and its start-up (sharing React, the router and zustand with it), and an
 * exposed module's chunks and the code that runs them, are otherwise done in one task each: on a
 * slow phone those were long tasks that held up the first tap.
 */
export function yieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-yield',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async afterGetExpose() {
      await nextTask();
    },
  };
}
