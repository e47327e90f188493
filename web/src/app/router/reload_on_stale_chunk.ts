const RELOADED_AT_KEY = 'cadenza.chunk-reloaded-at'
/** A second failure this soon after reloading is a real error, not a stale deploy. */
const RELOAD_WINDOW_MS = 10_000

/**
 * After a deploy, an open tab may ask for code files that no longer exist.
 * Reloading once fetches the new version; doing it at most once per window
 * keeps a truly broken file from reloading forever. Returns whether it reloads.
 */
export function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0)
    if (Date.now() - last < RELOAD_WINDOW_MS) return false
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()))
  } catch {
    return false
  }
  window.location.reload()
  return true
}

/** Runs a lazy import; when it fails, reloads the page once instead of failing the route. */
export async function importOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    // The page is going away: never settle, so no error page flashes first.
    if (reloadOnce()) return new Promise<T>(() => {})
    throw error
  }
}
