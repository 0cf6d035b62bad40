import { nextTask } from './next-task';

/** The bundler's loader for async chunks: starts a chunk's download and resolves once it has run. */
export type EnsureChunk = (chunkId: string) => Promise<unknown>;

/**
 * Wraps the bundler's chunk loading so each download starts in a task of its own and a task passes
 * between a chunk's arrival and running its modules (decision PF6). Together, as the bundler does
 * them, they made long tasks on a slow phone.
 */
export function pacedChunkLoading(ensureChunk: EnsureChunk): EnsureChunk {
  let requestSlot = Promise.resolve();
  return (chunkId) => {
    const requested = requestSlot.then(nextTask);
    requestSlot = requested;
    return requested.then(() => ensureChunk(chunkId)).then(nextTask);
  };
}

declare const __webpack_require__: { e?: EnsureChunk } | undefined;

/**
 * The one place that touches the bundler's private runtime (`__webpack_require__.e`, Rspack's and
 * webpack's chunk loader; no public hook spaces chunk loading). chunk-pacing.test.ts pins the name
 * against Rspack's own RuntimeGlobals; should a bundle still lack it, this logs an error, which every
 * end-to-end test that watches the console turns into a failure, instead of silently losing the pacing.
 */
export function paceBundlerChunkLoading(): void {
  const runtime = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__;
  if (typeof runtime?.e !== 'function') {
    console.error('chunk pacing: the bundler no longer exposes __webpack_require__.e (see decision PF6)');
    return;
  }
  runtime.e = pacedChunkLoading(runtime.e);
}
