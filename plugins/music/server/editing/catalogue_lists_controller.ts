import type { HttpContext } from '@adonisjs/core/http'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { sendCsv } from '#core/kernel/lists/csv_export'
import { TRACKS_LIST } from '../admin/tracks_list.js'
import { filteredTracks, presentTrack } from '../admin/tracks_query.js'
import { ALBUMS_LIST, ARTISTS_LIST } from './admin_catalogue_lists.js'
import { managedBy } from './backstage_lists.js'
import { scopeOf } from './editor_scope.js'
import { ALBUM_CSV_COLUMNS, ARTIST_CSV_COLUMNS, deleteCatalogueRows, filteredAlbums, filteredArtists, presentAlbum, presentArtist } from './admin_catalogue_queries.js'

/**
 * The admin's albums and artists lists (permission music.update, checked by
 * the routes), and backstage's lists of the person's own tracks and albums
 * (the same queries, kept to what they manage).
 */
export default class CatalogueListsController {
  async albums({ request }: HttpContext) {
    const input = await request.validateUsing(ALBUMS_LIST.validator, { data: request.qs() })
    return ALBUMS_LIST.page(input, () => filteredAlbums(input), presentAlbum)
  }

  async exportAlbums(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(ALBUMS_LIST.validator, { data: ctx.request.qs() })
    sendCsv(ctx, `albums-${today()}.csv`, ALBUM_CSV_COLUMNS, presented(ALBUMS_LIST.rows(input, () => filteredAlbums(input)), presentAlbum))
  }

  async destroyAlbums({ request }: HttpContext) {
    const { ids } = await request.validateUsing(bulkIdsValidator)
    return { deleted: await deleteCatalogueRows('album', ids) }
  }

  async artists({ request }: HttpContext) {
    const input = await request.validateUsing(ARTISTS_LIST.validator, { data: request.qs() })
    return ARTISTS_LIST.page(input, () => filteredArtists(input), presentArtist)
  }

  async exportArtists(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(ARTISTS_LIST.validator, { data: ctx.request.qs() })
    sendCsv(ctx, `artists-${today()}.csv`, ARTIST_CSV_COLUMNS, presented(ARTISTS_LIST.rows(input, () => filteredArtists(input)), presentArtist))
  }

  async destroyArtists({ request }: HttpContext) {
    const { ids } = await request.validateUsing(bulkIdsValidator)
    return { deleted: await deleteCatalogueRows('artist', ids) }
  }

  /** GET backstage/tracks: the workspace's tracks, or in one's own space the person's (uploaded, or credited to an artist they manage). */
  async backstageTracks(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(TRACKS_LIST.validator, { data: ctx.request.qs() })
    const managed = await managedBy(scopeOf(ctx), 'tracks')
    return TRACKS_LIST.page(input, () => managed(filteredTracks(input)), presentTrack)
  }

  /** GET backstage/albums: the workspace's albums, or the person's. */
  async backstageAlbums(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(ALBUMS_LIST.validator, { data: ctx.request.qs() })
    const managed = await managedBy(scopeOf(ctx), 'albums')
    return ALBUMS_LIST.page(input, () => managed(filteredAlbums(input)), presentAlbum)
  }
}

function today() {
  return new Date().toISOString().slice(0, 10)
}

async function* presented<T>(rows: AsyncIterable<Record<string, unknown>>, present: (row: Record<string, unknown>) => T) {
  for await (const row of rows) yield present(row)
}
