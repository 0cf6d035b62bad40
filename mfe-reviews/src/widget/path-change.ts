import { PATH_CHANGE_EVENT, type PathChangeDetail } from '@site-kit/contract';

/**
 * Calls `run` `delayMs` after the shell announces a path change. Changes in quick succession
 * (a redirect right after a click) restart the wait, so the widget re-initialises once, on the
 * page the visitor ends up on. Returns the function that stops listening.
 */
export function afterPathChange(
  target: EventTarget,
  delayMs: number,
  run: (detail: PathChangeDetail) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onPathChange = (event: Event) => {
    const detail = (event as CustomEvent<PathChangeDetail>).detail;
    clearTimeout(timer);
    timer = setTimeout(() => run(detail), delayMs);
  };
  target.addEventListener(PATH_CHANGE_EVENT, onPathChange);
  return () => {
    target.removeEventListener(PATH_CHANGE_EVENT, onPathChange);
    clearTimeout(timer);
  };
}
