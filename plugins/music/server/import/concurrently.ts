/**
 * Runs `work` over `items` with at most `limit` at a time, results in the
 * items' order. File reads and hashing wait on the disk, not the CPU: a
 * few at once keep it busy while each waits.
 */
export async function concurrently<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return results
}
