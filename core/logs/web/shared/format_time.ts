const full = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'short' })

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
]

/** A log time in the reader's own zone and words: "Nov 27, 2026, 3:04:05 AM". */
export function fullTime(iso: string) {
  return full.format(new Date(iso))
}

/** How long ago, in the largest unit that fits: "5 min. ago", "yesterday". */
export function timeAgo(iso: string, now = Date.now()) {
  let amount = (Date.parse(iso) - now) / 1000
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit)
    amount /= size
  }
  return fullTime(iso)
}
