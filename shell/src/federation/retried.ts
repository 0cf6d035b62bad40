/**
 * A chunk every woken part depends on (the federation runtime, React, the router), loaded again after
 * a failure: a packet dropped on a weak signal must not cost a form. Two more tries, 400 and 800 ms
 * later, as the retry plugin does for a remote's entry and chunks.
 */
const RETRIES = 2;
const retryDelay = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 400 * attempt));

export function retried<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt > RETRIES) throw error;
        await retryDelay(attempt);
      }
    }
  };
}
