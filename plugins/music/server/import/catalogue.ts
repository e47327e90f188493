import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Artist from '#plugins/music/server/models/artist'
import Album from '#plugins/music/server/models/album'
import Genre from '#plugins/music/server/models/genre'
import type { MORPH } from '#plugins/music/server/models/columns'

/**
 * Rows already found or made during one import, so ten thousand files by a
 * hundred artists ask the database a hundred times, not ten thousand. A
 * file's own finds stay apart (`fork`) until its savepoint is released
 * (`adopt`): a rolled-back file must not leave rows in the memo that the
 * database no longer has.
 */
export class EntityMemo {
  artists = new Map<string, Artist>()
  albums = new Map<string, Album>()
  genres = new Map<string, Genre>()

  fork() {
    const child = new EntityMemo()
    child.artists = new Map(this.artists)
    child.albums = new Map(this.albums)
    child.genres = new Map(this.genres)
    return child
  }

  adopt(child: EntityMemo) {
    this.artists = child.artists
    this.albums = child.albums
    this.genres = child.genres
  }
}

/**
 * Find-or-create of the catalogue entities an audio file names, inside the
 * caller's transaction. Names match exactly (tags of one collection spell
 * an artist the same way); genres match by their lower-case key.
 */
export class CatalogueEntities {
  constructor(
    private trx: TransactionClientContract,
    private memo = new EntityMemo()
  ) {}

  async artist(name: string) {
    const known = this.memo.artists.get(name)
    if (known) return known
    const found = await Artist.query({ client: this.trx }).where('name', name).orderBy('id').first()
    const artist = found ?? (await Artist.create({ name, verified: false }, { client: this.trx }))
    this.memo.artists.set(name, artist)
    return artist
  }

  /** An album is identified by its name and its first credited artist. */
  async album(name: string, artist: Artist, details: { year: number | null; image: string | null }) {
    const memoKey = `${artist.id}\0${name}`
    const known = this.memo.albums.get(memoKey)
    if (known && (known.image || !details.image)) return known
    const album = await this.#findOrCreateAlbum(name, artist, details)
    this.memo.albums.set(memoKey, album)
    return album
  }

  async #findOrCreateAlbum(name: string, artist: Artist, details: { year: number | null; image: string | null }) {
    const found = await Album.query({ client: this.trx })
      .where('name', name)
      .whereIn('id', (query) => query.from('album_artist').select('album_id').where('artist_id', artist.id).where('position', 0))
      .orderBy('id')
      .first()
    if (found) {
      if (!found.image && details.image) {
        found.image = details.image
        await found.useTransaction(this.trx).save()
      }
      return found
    }
    const album = await Album.create(
      { name, image: details.image, public: true, releaseDate: details.year ? yearStart(details.year) : null },
      { client: this.trx }
    )
    await this.trx.table('album_artist').insert({ album_id: album.id, artist_id: artist.id, position: 0 })
    return album
  }

  async genres(names: string[]) {
    const genres: Genre[] = []
    for (const displayName of names) {
      const name = displayName.toLowerCase().slice(0, 100)
      let genre = this.memo.genres.get(name)
      if (!genre) {
        const found = await Genre.query({ client: this.trx }).where('name', name).first()
        genre = found ?? (await Genre.create({ name, displayName }, { client: this.trx }))
        this.memo.genres.set(name, genre)
      }
      genres.push(genre)
    }
    return genres
  }

  /** Links genres to a track or album, keeping links that already exist. */
  async linkGenres(type: typeof MORPH.track | typeof MORPH.album, id: number, genres: Genre[]) {
    if (!genres.length) return
    const existing = await this.trx
      .from('genreables')
      .where({ genreable_type: type, genreable_id: id })
      .whereIn('genre_id', genres.map((genre) => genre.id))
      .select('genre_id')
    const linked = new Set(existing.map((row) => row.genre_id as number))
    const rows = genres.filter((genre) => !linked.has(genre.id)).map((genre) => ({ genre_id: genre.id, genreable_type: type, genreable_id: id }))
    if (rows.length) await this.trx.table('genreables').multiInsert(rows)
  }
}

function yearStart(year: number) {
  return DateTime.fromObject({ year, month: 1, day: 1 }, { zone: 'utc' })
}
