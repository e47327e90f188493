import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { sendCsv } from '#core/kernel/lists/csv_export'
import type { AdminGenreOption } from '../../shared/api_types.js'
import { deleteTracks } from '../admin/delete_tracks.js'
import { TRACKS_LIST } from '../admin/tracks_list.js'
import { TRACK_CSV_COLUMNS, everyFilteredTrack, withTrackDetails } from '../admin/tracks_query.js'

/** The admin's tracks list (permission music.update, checked by the routes). */
export default class AdminTracksController {
  /** GET admin/tracks: a page of the list. */
  async index({ request }: HttpContext) {
    const input = await request.validateUsing(TRACKS_LIST.validator, { data: request.qs() })
    const page = await TRACKS_LIST.page(input, () => everyFilteredTrack(input), (key) => key)
    return { ...page, data: await withTrackDetails(page.data) }
  }

  /** GET admin/tracks/export: the same view (search, filters, sort), every page, as CSV. */
  async export(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(TRACKS_LIST.validator, { data: ctx.request.qs() })
    const rows = TRACKS_LIST.rows(input, () => everyFilteredTrack(input))
    sendCsv(ctx, `tracks-${new Date().toISOString().slice(0, 10)}.csv`, TRACK_CSV_COLUMNS, presented(rows))
  }

  /** POST admin/tracks/delete {ids}: deletes the selected tracks. */
  async destroy({ request }: HttpContext) {
    const { ids } = await request.validateUsing(bulkIdsValidator)
    return { deleted: await deleteTracks(ids) }
  }

  /** GET admin/tracks/genres: what the genre filter offers. */
  async genres() {
    const rows = await db.from('genres').select('id', 'name', 'display_name').orderBy('name')
    const genres: AdminGenreOption[] = rows.map((row) => ({ id: Number(row.id), name: String(row.display_name ?? row.name) }))
    return { genres }
  }
}

/** Rows read EXPORT_DETAILS_BATCH keys at a time: one details query per batch. */
async function* presented(keys: AsyncIterable<Record<string, unknown>>) {
  let batch: Record<string, unknown>[] = []
  for await (const key of keys) {
    batch.push(key)
    if (batch.length < EXPORT_DETAILS_BATCH) continue
    yield* await withTrackDetails(batch)
    batch = []
  }
  yield* await withTrackDetails(batch)
}

const EXPORT_DETAILS_BATCH = 500
