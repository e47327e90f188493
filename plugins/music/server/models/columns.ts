/**
 * Column options for JSON kept in a TEXT column (portable across SQLite and
 * MySQL): written as a string, read back as a value.
 */
export const jsonColumn = {
  prepare: (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value)),
  consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? null)),
}

/** SQLite hands booleans back as 0/1. */
export const booleanColumn = { consume: (value: unknown) => Boolean(value) }

/** The values polymorphic `*_type` columns hold. */
export const MORPH = {
  artist: 'artist',
  album: 'album',
  track: 'track',
  playlist: 'playlist',
  user: 'user',
  channel: 'channel',
  genre: 'genre',
} as const
export type MorphType = (typeof MORPH)[keyof typeof MORPH]

export interface Link {
  url: string
  title?: string
}
