/**
 * `load`, run at most once at a time and once for good: every call shares the first call's promise, and a failed
 * load (a chunk that did not arrive, a network error) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
