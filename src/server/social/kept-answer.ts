/** An upstream answer is kept this long before the upstream is asked again (docs/rules/screens.md#social-feeds). */
export const SOCIAL_CACHE_MS = 10 * 60_000;
/** After a failed call the upstream is left alone this long; the last good answer is served meanwhile. */
export const RETRY_AFTER_FAILURE_MS = 60_000;

/**
 * Wraps `load` so that its answer is kept for `SOCIAL_CACHE_MS`, callers arriving while a
 * call is under way share it, and a failure never reaches the caller: it is reported to
 * `onFailure` and the last good answer, or `empty`, is served instead.
 */
export function keptAnswer<T>(load: () => Promise<T>, empty: T, onFailure: (error: unknown) => void): () => Promise<T> {
  let kept: { value: T; until: number } | undefined;
  let loading: Promise<T> | undefined;

  const refresh = async (): Promise<T> => {
    try {
      const value = await load();
      kept = { value, until: Date.now() + SOCIAL_CACHE_MS };
      return value;
    } catch (error) {
      onFailure(error);
      const value = kept?.value ?? empty;
      kept = { value, until: Date.now() + RETRY_AFTER_FAILURE_MS };
      return value;
    }
  };

  return () => {
    if (kept && Date.now() < kept.until) return Promise.resolve(kept.value);
    loading ??= refresh().finally(() => {
      loading = undefined;
    });
    return loading;
  };
}
