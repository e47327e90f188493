/** Bars drawn whatever the number of peaks: enough for detail, few enough to stay light. */
export const BAR_COUNT = 120

/** Averages peaks down (or spreads them up) to `count` bars, each 0..1. */
export function barsOf(peaks: readonly number[], count = BAR_COUNT) {
  if (!peaks.length) return []
  return Array.from({ length: count }, (_, bar) => {
    const start = Math.floor((bar * peaks.length) / count)
    const end = Math.max(start + 1, Math.floor(((bar + 1) * peaks.length) / count))
    let sum = 0
    for (let index = start; index < end; index++) sum += peaks[index]
    return Math.min(1, Math.max(0.04, sum / (end - start)))
  })
}
