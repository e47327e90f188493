const UNITS = ['B', 'KB', 'MB', 'GB', 'TB']

/** Bytes as people read them: '512 B', '14.2 KB', '3 MB' (powers of 1024, as upload limits are). */
export function humanSize(bytes: number) {
  let size = bytes
  let unit = 0
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024
    unit += 1
  }
  const digits = unit === 0 || size >= 100 ? 0 : 1
  return `${size.toFixed(digits).replace(/\.0$/, '')} ${UNITS[unit]}`
}
