/**
 * Resolves in a new task. Awaited between downloading code and running it, so the two never make
 * one long task and the page can answer a tap in between.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
