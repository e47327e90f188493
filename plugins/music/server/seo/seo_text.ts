import { appUrl } from '#config/app'
import type { PluginHost } from '#core/kernel/contract'

/**
 * Wording shared by the music pages' SEO tags. Titles read well when shared:
 * "{name} - {by} | {site}"; descriptions are plain text short enough for a
 * search result or a link preview.
 */

const DESCRIPTION_MAX = 200

export function siteName(host: PluginHost) {
  return host.settings.get<string>('branding.site_name', 'Cadenza')
}

/** "First Song - Band A, Band B | Cadenza"; empty parts are left out. */
export function pageTitle(site: string, ...parts: Array<string | null | undefined>) {
  const name = parts.filter(Boolean).join(' - ')
  return name ? `${name} | ${site}` : site
}

/** Text without markup or runs of whitespace, cut at a word near the limit; null when nothing is left. */
export function plainText(text: string | null | undefined, max = DESCRIPTION_MAX): string | null {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (plain.length <= max) return plain || null
  const cut = plain.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`
}

/** "1 song", "12 songs". */
export function count(value: number, singular: string, plural = `${singular}s`) {
  return `${value.toLocaleString('en')} ${value === 1 ? singular : plural}`
}

/** "3:07", "1:02:03". */
export function clock(ms: number) {
  const total = Math.round(ms / 1000)
  const [hours, minutes, seconds] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60]
  const pad = (value: number) => String(value).padStart(2, '0')
  return hours ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`
}

/** ISO 8601 duration for schema.org: "PT3M7S". */
export function isoDuration(ms: number) {
  const total = Math.round(ms / 1000)
  return `PT${Math.floor(total / 60)}M${total % 60}S`
}

/** "Listen to X by Y on Cadenza. 12 songs · 2021." */
export function listenSentence(site: string, what: string, by: string | null, facts: Array<string | null | undefined>) {
  const known = facts.filter(Boolean)
  return `Listen to ${what}${by ? ` by ${by}` : ''} on ${site}.${known.length ? ` ${known.join(' · ')}.` : ''}`
}

/** Absolute URL of a site path: OpenGraph's music:* properties need them (og:image and the canonical are made absolute by the shell). */
export function absoluteUrl(path: string) {
  return new URL(path, appUrl).href
}

/** Route ids are unsigned ints; anything else is unknown content, answered without a query. */
export function routeId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
}

/** "Band A, Band B & Band C". */
export function joinNames(names: string[]) {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} & ${names.at(-1)}` : (names[0] ?? '')
}
