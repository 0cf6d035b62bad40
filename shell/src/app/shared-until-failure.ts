/**
 * One load per key, shared by everyone who asks while it runs or after it succeeded; a load that
 * fails is forgotten, so the next ask starts it again (a chunk lost on a weak signal, a remote that
 * was down). For the loads a page's parts share: the federation runtime, each module, the router,
 * the hydrator, the shell's own pages.
 */
export function sharedUntilFailure<Key = void, Value = unknown>(
  load: (key: Key) => Promise<Value>,
): (key: Key) => Promise<Value> {
  const loads = new Map<Key, Promise<Value>>();
  return (key) => {
    let pending = loads.get(key);
    if (!pending) {
      pending = load(key);
      loads.set(key, pending);
      pending.catch(() => loads.delete(key));
    }
    return pending;
  };
}
