/**
 * The denominator of the framework overhead ratio: GET /tracks/:id answered
 * by a bare node:http handler running the same SQL as the Cadenza track page
 * (the guest permission check, then the track, its artists, album, genres,
 * tags, lyrics and waveform), through better-sqlite3 prepared statements.
 * Run as its own process, like the real server, so both get one core.
 *   node --import @poppinss/ts-exec bench/bare_server.ts <sqlite path> <port>
 */
import { createServer } from 'node:http'
import Database from 'better-sqlite3'
import { stablePlaceholders } from '../core/kernel/database/stable_placeholders.js'

const [path, port] = process.argv.slice(2)
const db = new Database(path, { readonly: true })
db.pragma('journal_mode = WAL')
// The page cache Cadenza's connections use (core/kernel/database/sqlite_tuning.ts): same database settings, only the framework differs.
db.pragma('cache_size = -32768')
// Placeholders written as Cadenza's statement cache writes them, so that these statements are not planned again on every run either.
const prepare = (sql: string) => db.prepare(stablePlaceholders(sql))

const statements = {
  guestRole: prepare('SELECT * FROM roles WHERE guests = 1 LIMIT 1'),
  permissions: prepare(
    'SELECT permissions.name, role_permissions.restrictions FROM permissions JOIN role_permissions ON role_permissions.permission_id = permissions.id WHERE role_permissions.role_id IN (?) ORDER BY permissions.name'
  ),
  track: prepare(
    'SELECT id, name, number, duration, album_id, image, plays, public, owner_id, created_at, description, mime, bitrate FROM tracks WHERE id = ? LIMIT 1'
  ),
  artists: prepare(
    'SELECT artist_track.track_id, artists.id, artists.name, artists.image FROM artist_track JOIN artists ON artists.id = artist_track.artist_id WHERE artist_track.track_id IN (?) ORDER BY artist_track.position'
  ),
  album: prepare('SELECT id, name, image FROM albums WHERE id IN (?)'),
  genres: prepare(
    'SELECT genres.* FROM genreables JOIN genres ON genres.id = genreables.genre_id WHERE genreables.genreable_type = ? AND genreables.genreable_id = ? ORDER BY genres.popularity DESC'
  ),
  tags: prepare(
    'SELECT tags.* FROM taggables JOIN tags ON tags.id = taggables.tag_id WHERE taggables.taggable_type = ? AND taggables.taggable_id = ? ORDER BY tags.name'
  ),
  lyrics: prepare('SELECT id FROM lyrics WHERE track_id = ? LIMIT 1'),
  waveform: prepare('SELECT peaks FROM track_waveforms WHERE track_id = ? LIMIT 1'),
}

function trackPage(id: number) {
  const role = statements.guestRole.get() as { id: number } | undefined
  const granted = role
    ? (statements.permissions.all(role.id) as Array<{ name: string }>).map((row) => row.name)
    : []
  if (!granted.includes('music.view') && !granted.includes('admin'))
    return { status: 401, body: { message: 'You need to be logged in to do that.' } }
  const row = statements.track.get(id) as any
  if (!row || !row.public) return { status: 404, body: { message: 'Not found.' } }
  const artists = statements.artists.all(id) as any[]
  const album = row.album_id ? (statements.album.get(row.album_id) as any) : null
  const lyrics = statements.lyrics.get(id)
  const waveform = statements.waveform.get(id) as { peaks: string } | undefined
  return {
    status: 200,
    body: {
      track: {
        model_type: 'track',
        ...row,
        public: Boolean(row.public),
        image: row.image ?? album?.image ?? null,
        album: album ? { id: album.id, name: album.name, image: album.image } : null,
        artists: artists.map(({ id: artistId, name, image }) => ({ id: artistId, name, image })),
        genres: statements.genres.all('track', id),
        tags: statements.tags.all('track', id),
        has_lyrics: Boolean(lyrics),
        waveform: waveform ? JSON.parse(waveform.peaks) : null,
      },
    },
  }
}

createServer((request, response) => {
  const match = /^\/tracks\/(\d+)$/.exec(request.url ?? '')
  const { status, body } = match
    ? trackPage(Number(match[1]))
    : { status: 404, body: { message: 'Not found.' } }
  const json = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  })
  response.end(json)
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'))
