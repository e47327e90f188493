const UNITS = ['B', 'KB', 'MB', 'GB', 'TB']

/** 1536 -> '1.5KB', 2097152 -> '2MB': binary units, at most one decimal, none when whole. */
export function formatBytes(bytes: number) {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const rounded = Math.round(value * 10) / 10
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)}${UNITS[unit]}`
}
