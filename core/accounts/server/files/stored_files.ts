import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { FileUsage } from '#core/kernel/contract'
import { ModuleRegistry } from '#core/kernel/module_registry'
import type { StoredFileSummary } from '#core/accounts/shared/file_types'
import type { ListPage } from '#core/kernel/shared/list_page'
import { accountName } from '../models/user.js'
import { isoTime } from '../queries/iso_time.js'
import { escapeLike } from '#core/kernel/database/like'
import type { FilesListInput } from './files_list.js'

/** stored_images files all live on the public disk (core/accounts/server/services/public_images.ts). */
export const FILES_DISK = 'public'

const MIME_PREFIXES = { image: 'image/', audio: 'audio/', video: 'video/' } as const

/** The list's query: search by name, filter by type and folder; the owner joined for display. */
export function filteredFiles(input: FilesListInput) {
  const query = db
    .from('stored_images')
    .leftJoin('users', 'users.id', 'stored_images.owner_id')
    .select('stored_images.id', 'stored_images.disk_key', 'stored_images.size', 'stored_images.mime', 'stored_images.owner_id', 'stored_images.created_at')
    .select('users.first_name', 'users.last_name', 'users.email')
  if (input.query) query.whereRaw(`stored_images.disk_key LIKE ? ESCAPE '!'`, [`%${escapeLike(input.query)}%`])
  if (input.folder) query.whereRaw(`stored_images.disk_key LIKE ? ESCAPE '!'`, [`${escapeLike(input.folder)}/%`])
  if (input.type === 'other') {
    for (const prefix of Object.values(MIME_PREFIXES)) query.whereNot('stored_images.mime', 'like', `${prefix}%`)
  } else if (input.type) {
    query.where('stored_images.mime', 'like', `${MIME_PREFIXES[input.type]}%`)
  }
  return query
}

type FileRow = Record<string, any>

/** A page of rows as the screen shows them, each with where it is used. */
export async function presentFiles(page: ListPage<FileRow>): Promise<ListPage<StoredFileSummary>> {
  const files = await Promise.all(page.data.map(async (row) => ({ row, url: await urlOf(row.disk_key) })))
  const usages = await usagesOf(files.map(({ row, url }) => ({ key: row.disk_key as string, url })))
  return {
    ...page,
    data: files.map(({ row, url }) => {
      const key = row.disk_key as string
      const name = key.slice(key.lastIndexOf('/') + 1)
      return {
        id: Number(row.id),
        name,
        folder: key.slice(0, key.lastIndexOf('/')),
        path: key,
        disk: FILES_DISK,
        url,
        file_size: Number(row.size),
        mime: row.mime,
        extension: name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '',
        owner: row.email ? { id: Number(row.owner_id), name: accountName({ id: Number(row.owner_id), firstName: row.first_name, lastName: row.last_name }), email: row.email } : null,
        usages: (usages.get(key) ?? []).map(({ key: _key, ...usage }) => usage),
        updated_at: isoTime(row.created_at),
      }
    }),
  }
}

/** Where each file is used, asked of every enabled module (manifest `fileUsages`), by disk key. */
export async function usagesOf(files: Array<{ key: string; url: string }>): Promise<Map<string, FileUsage[]>> {
  const byKey = new Map<string, FileUsage[]>()
  if (files.length === 0) return byKey
  const registry = await app.container.make(ModuleRegistry)
  for (const load of registry.fileUsageSources()) {
    const { default: source } = await load()
    for (const usage of await source.usagesOf(files)) byKey.set(usage.key, [...(byKey.get(usage.key) ?? []), usage])
  }
  return byKey
}

export function urlOf(key: string) {
  return drive.use(FILES_DISK).getUrl(key)
}
