/**
 * Runs `check` until it stops throwing, or throws its last error after
 * `timeoutMs`: for outcomes stored by a request the page sends on its own
 * time (after an undo window, on a debounce), which a test can only wait for.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
