import type { HttpContext } from '@adonisjs/core/http'
import type { ListPage } from '#core/kernel/shared/list_page'
import { sendCsv } from '#core/kernel/lists/csv_export'
import type { AdminFileEntry } from '#core/files/shared/admin_file_entry'
import { FILE_ENTRIES_LIST } from '../admin/file_entries_list.js'
import {
  FILE_ENTRY_CSV_COLUMNS,
  fileEntrySummaries,
  filteredFileEntries,
  presentFileEntries,
} from '../admin/file_entries_query.js'

/** The admin's uploads list (files [files.update], the Uploads tab); deleting goes through POST file-entries/delete. */
export default class AdminFileEntriesController {
  /** GET file-entries: search, type/owner/trash filters, sort by date or size, keyset pages. */
  async index({ request }: HttpContext): Promise<ListPage<AdminFileEntry>> {
    const input = await request.validateUsing(FILE_ENTRIES_LIST.validator, { data: request.qs() })
    return presentFileEntries(await FILE_ENTRIES_LIST.page(input, () => filteredFileEntries(input), (row) => row))
  }

  /** GET file-entries/export: the same view as CSV, streamed. */
  async export(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(FILE_ENTRIES_LIST.validator, { data: ctx.request.qs() })
    sendCsv(ctx, 'uploads.csv', FILE_ENTRY_CSV_COLUMNS, fileEntrySummaries(FILE_ENTRIES_LIST.rows(input, () => filteredFileEntries(input))))
  }
}
