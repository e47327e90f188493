import { notFound } from './protocol.js'

/**
 * Subsonic ids are opaque strings, one space for every kind of item (a cover
 * art id may name an artist, an album or a song): Cadenza's numeric ids get a
 * prefix per kind, `ar-12`, `al-3`, `tr-7`.
 */
export const KIND_PREFIX = { artist: 'ar', album: 'al', track: 'tr' } as const
export type ItemKind = keyof typeof KIND_PREFIX

export function subsonicId(kind: ItemKind, id: number) {
  return `${KIND_PREFIX[kind]}-${id}`
}

/** The numeric id inside a Subsonic id of the given kind; error 70 for anything else. */
export function parseId(kind: ItemKind, value: string): number {
  const match = new RegExp(`^${KIND_PREFIX[kind]}-([1-9]\\d{0,9})$`).exec(value)
  if (!match) throw notFound()
  return Number(match[1])
}

/** The kind and numeric id of any Subsonic id (cover art, star); null when it names nothing Cadenza has. */
export function parseAnyId(value: string): { kind: ItemKind; id: number } | null {
  for (const kind of Object.keys(KIND_PREFIX) as ItemKind[]) {
    const match = new RegExp(`^${KIND_PREFIX[kind]}-([1-9]\\d{0,9})$`).exec(value)
    if (match) return { kind, id: Number(match[1]) }
  }
  return null
}
