import type { Artist as ArtistSummary, NamedRef as ArtistRef } from '../../../shared/api_types.js'

// The list shapes are declared once, with the web app's (shared/api_types.ts).
export type { ArtistRef, ArtistSummary }

/** Rows selected with ARTIST_COLUMNS. */
export function toArtistSummary(row: any): ArtistSummary {
  return {
    model_type: 'artist',
    id: row.id,
    name: row.name,
    image: row.image ?? null,
    verified: Boolean(row.verified),
    plays: Number(row.plays),
    followers_count: Number(row.followers_count),
  }
}
