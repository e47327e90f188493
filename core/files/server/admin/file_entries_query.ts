import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { CsvColumn } from '#core/kernel/lists/csv_export'
import type { ListPage } from '#core/kernel/shared/list_page'
import { accountName } from '#core/accounts/server/models/user'
import { isoTime } from '#core/accounts/server/queries/iso_time'
import { escapeLike } from '#core/kernel/database/like'
import { usagesOf } from '#core/accounts/server/files/stored_files'
import type { AdminFileEntry } from '#core/files/shared/admin_file_entry'
import type { FileEntriesListInput } from './file_entries_list.js'

const MIME_PREFIXES = { image: 'image/', audio: 'audio/', video: 'video/' } as const

/** The list's query: search by name or the owner's email, the filters, the owner joined for display. */
export function filteredFileEntries(input: FileEntriesListInput) {
  const query = db
    .from('file_entries')
    .leftJoin('users', 'users.id', 'file_entries.user_id')
    .select('file_entries.id', 'file_entries.name', 'file_entries.relative_path', 'file_entries.disk', 'file_entries.disk_key')
    .select('file_entries.file_size', 'file_entries.mime', 'file_entries.extension', 'file_entries.user_id')
    .select('file_entries.created_at', 'file_entries.deleted_at')
    .select('users.first_name', 'users.last_name', 'users.email')
  if (input.query) {
    const like = `%${escapeLike(input.query)}%`
    query.where((where) => where.whereRaw(`file_entries.name LIKE ? ESCAPE '!'`, [like]).orWhereRaw(`users.email LIKE ? ESCAPE '!'`, [like]))
  }
  if (input.owner) query.where('file_entries.user_id', input.owner)
  if (input.trashed !== undefined) query[input.trashed ? 'whereNotNull' : 'whereNull']('file_entries.deleted_at')
  if (input.type === 'other') {
    for (const prefix of Object.values(MIME_PREFIXES)) query.whereNot('file_entries.mime', 'like', `${prefix}%`)
  } else if (input.type) {
    query.where('file_entries.mime', 'like', `${MIME_PREFIXES[input.type]}%`)
  }
  return query
}

type EntryRow = Record<string, any>

/** A page of rows as the screen shows them, each with where it is used (the modules' `fileUsages`). */
export async function presentFileEntries(page: ListPage<EntryRow>): Promise<ListPage<AdminFileEntry>> {
  const files = await Promise.all(page.data.map(async (row) => ({ row, url: await publicUrl(row) })))
  const usages = await usagesOf(files.map(({ row, url }) => ({ key: row.disk_key as string, url: url ?? '' })))
  return {
    ...page,
    data: files.map(({ row, url }) => ({
      ...summaryOf(row),
      url,
      usages: (usages.get(row.disk_key) ?? []).map(({ key: _key, ...usage }) => usage),
    })),
  }
}

/** What a row says without asking the disks or the modules (the CSV's rows). */
function summaryOf(row: EntryRow): Omit<AdminFileEntry, 'url' | 'usages'> {
  const ownerId = Number(row.user_id)
  return {
    id: Number(row.id),
    name: row.name,
    relative_path: row.relative_path,
    disk: row.disk,
    file_size: Number(row.file_size),
    mime: row.mime,
    extension: row.extension,
    owner: row.email ? { id: ownerId, name: accountName({ id: ownerId, firstName: row.first_name, lastName: row.last_name }), email: row.email } : null,
    created_at: isoTime(row.created_at),
    deleted_at: isoTime(row.deleted_at),
  }
}

/** Rows of the CSV export, summarised as they stream. */
export async function* fileEntrySummaries(rows: AsyncIterable<EntryRow>) {
  for await (const row of rows) yield summaryOf(row)
}

export const FILE_ENTRY_CSV_COLUMNS: CsvColumn<ReturnType<typeof summaryOf>>[] = [
  { header: 'ID', value: (entry) => entry.id },
  { header: 'Name', value: (entry) => entry.name },
  { header: 'Folder', value: (entry) => entry.relative_path },
  { header: 'Type', value: (entry) => entry.mime },
  { header: 'Size (bytes)', value: (entry) => entry.file_size },
  { header: 'Disk', value: (entry) => entry.disk },
  { header: 'Owner', value: (entry) => entry.owner?.email },
  { header: 'Uploaded', value: (entry) => entry.created_at },
  { header: 'Trashed', value: (entry) => entry.deleted_at },
]

/** Only the public disk has addresses; a private upload is served by the module that owns it. */
async function publicUrl(row: EntryRow) {
  return row.disk === 'public' ? await drive.use('public').getUrl(row.disk_key) : null
}
