import db from '@adonisjs/lucid/services/db'
import type { SitemapEntry, SitemapSource } from '#core/kernel/contract'
import { keysetRows } from '#core/kernel/keyset_rows'
import { urls } from '../../shared/urls.js'
import { guestsCanListen } from './guest_access.js'

type Row = { id: number; name: string; updated_at: Date | string | null }

/**
 * A source of the pages of one table, read by keyset; nothing while guests
 * may not listen (the pages are not public then). `restrict` narrows the rows
 * to what a guest may see; `path` makes a row its page's address.
 */
function tableSource<R extends Row>(
  table: string,
  path: (row: R) => string | null,
  options: { restrict?: (query: any) => void; columns?: Array<string | ReturnType<typeof db.raw>> } = {}
): SitemapSource {
  return {
    async *entries(): AsyncGenerator<SitemapEntry> {
      if (!(await guestsCanListen())) return
      const rows = keysetRows<R>((afterId, limit) => {
        const query = db.from(table).where(`${table}.id`, '>', afterId).orderBy(`${table}.id`).limit(limit)
        options.restrict?.(query)
        return query.select(`${table}.id`, `${table}.name`, `${table}.updated_at`, ...(options.columns ?? []))
      })
      for await (const row of rows) {
        const address = path(row)
        if (address) yield { path: address, lastModified: row.updated_at }
      }
    },
  }
}

// Drafts are never public (ingest forces public=false while status is draft), so `public` covers both.
const publicOnly = (table: string) => (query: any) => query.where(`${table}.public`, true)

/** The music pages search engines are told about (core/seo builds sitemap.xml from them). */
export const musicSitemapSources = {
  artists: tableSource('artists', urls.artist),
  albums: tableSource<Row & { first_artist: string | null }>(
    'albums',
    (album) => urls.album({ ...album, artists: album.first_artist ? [{ name: album.first_artist }] : [] }),
    {
      restrict: publicOnly('albums'),
      // The album's URL is named after its first artist.
      columns: [
        db.raw(
          '(SELECT artists.name FROM album_artist JOIN artists ON artists.id = album_artist.artist_id WHERE album_artist.album_id = albums.id ORDER BY album_artist.position LIMIT 1) AS first_artist'
        ),
      ],
    }
  ),
  tracks: tableSource('tracks', urls.track, { restrict: publicOnly('tracks') }),
  playlists: tableSource('playlists', urls.playlist, { restrict: publicOnly('playlists') }),
  tags: tableSource('tags', urls.tag),
  genres: tableSource('genres', urls.genre),
  // A channel restricted to a genre or tag has a page per genre or tag (the genres' source), none of its own.
  channels: tableSource<Row & { slug: string; config: string | Record<string, unknown> }>(
    'channels',
    (channel) => ((typeof channel.config === 'string' ? JSON.parse(channel.config) : channel.config)?.restriction ? null : urls.channel(channel.slug)),
    { columns: ['channels.slug', 'channels.config'] }
  ),
}

export type MusicSitemapName = keyof typeof musicSitemapSources
