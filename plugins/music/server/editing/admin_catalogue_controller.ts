import type { HttpContext } from '@adonisjs/core/http'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { sendCsv } from '#core/kernel/lists/csv_export'
import { ALBUMS_LIST, ARTISTS_LIST } from './admin_catalogue_lists.js'
import { ALBUM_CSV_COLUMNS, ARTIST_CSV_COLUMNS, deleteCatalogueRows, filteredAlbums, filteredArtists, presentAlbum, presentArtist } from './admin_catalogue_queries.js'

/** The admin's albums and artists lists (permission music.update, checked by the routes). */
export default class AdminCatalogueController {
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
}

function today() {
  return new Date().toISOString().slice(0, 10)
}

async function* presented<T>(rows: AsyncIterable<Record<string, unknown>>, present: (row: Record<string, unknown>) => T) {
  for await (const row of rows) yield present(row)
}
