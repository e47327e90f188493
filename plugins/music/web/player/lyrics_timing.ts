/** A line of synced lyrics: `time` in milliseconds from the start of the track. */
export interface TimedLine {
  time: number
  text: string
}

/**
 * The line being sung at `position` seconds: the last one that has started,
 * or -1 before the first. Lines come in time order; binary search, as this
 * runs on every position update.
 */
export function activeLineIndex(lines: readonly TimedLine[], position: number) {
  const ms = position * 1000
  let low = 0
  let high = lines.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (lines[middle].time <= ms) {
      found = middle
      low = middle + 1
    } else {
      high = middle - 1
    }
  }
  return found
}
