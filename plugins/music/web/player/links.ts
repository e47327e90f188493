/** A name as the URLs carry it: lower-case, dash-separated (spec section 2). */
export function slugify(name: string) {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || '-'
  )
}

export function trackPath(track: { id: number; name: string }) {
  return `/track/${track.id}/${slugify(track.name)}`
}

export function artistPath(artist: { id: number; name: string }) {
  return `/artist/${artist.id}/${slugify(artist.name)}`
}

/** album/{albumId}/{artistName}/{albumName}: the artist is the album's first credited one. */
export function albumPath(album: { id: number; name: string }, artistName: string) {
  return `/album/${album.id}/${slugify(artistName)}/${slugify(album.name)}`
}
