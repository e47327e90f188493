export interface ArtistRef {
  id: number
  name: string
  image: string | null
}

export interface ArtistSummary extends ArtistRef {
  model_type: 'artist'
  verified: boolean
  plays: number
  followers_count: number
}

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
