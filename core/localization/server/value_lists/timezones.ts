import { FixedOffsetZone, IANAZone } from 'luxon'

export interface TimezoneOption {
  value: string
  text: string
}

/** Region ('Europe') -> its time zones. */
export type TimezoneGroups = Record<string, TimezoneOption[]>

/**
 * Every time zone the runtime knows, grouped by region and labelled with its
 * standard offset: '(UTC+01:00) Paris'. The standard (not daylight-saving)
 * offset keeps a label the same all year, so the list is built once.
 */
export function buildTimezoneGroups(year = new Date().getUTCFullYear()): TimezoneGroups {
  // UTC is the default timezone of sites and users, but Intl lists only regional zones.
  const names = ['UTC', ...Intl.supportedValuesOf('timeZone')]
  const zones = names.map((name) => ({ name, offset: standardOffset(IANAZone.create(name), year) }))
  zones.sort((a, b) => a.offset - b.offset || a.name.localeCompare(b.name))

  const groups: TimezoneGroups = {}
  for (const zone of zones) {
    const [region, ...place] = zone.name.split('/')
    const city = place.length ? place.join(' - ').replaceAll('_', ' ') : zone.name
    ;(groups[region] ??= []).push({ value: zone.name, text: `(UTC${FixedOffsetZone.instance(zone.offset).formatOffset(0, 'short')}) ${city}` })
  }
  return Object.fromEntries(Object.entries(groups).sort(([a], [b]) => regionOrder(a) - regionOrder(b) || a.localeCompare(b)))
}

/**
 * Minutes from UTC outside daylight saving time. Daylight saving moves clocks
 * forward, so the smaller of the January and July offsets is the standard one
 * in either hemisphere.
 */
function standardOffset(zone: IANAZone, year: number) {
  return Math.min(zone.offset(Date.UTC(year, 0, 1)), zone.offset(Date.UTC(year, 6, 1)))
}

/** UTC first, then the regions alphabetically. */
function regionOrder(region: string) {
  return region === 'UTC' ? 0 : 1
}
