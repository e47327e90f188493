import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors as vineErrors } from '@vinejs/vine'
import FileEntry from '#core/files/server/models/file_entry'
import type BackstageRequest from '../models/backstage_request.js'
import type { RequestAttachment } from '../../shared/backstage_types.js'

/**
 * Proof files attached to a request: file entries the sender uploaded
 * (POST file-entries, core/files), usually on the private uploads disk, so
 * they are served through the request's own routes to its sender and to
 * the admins deciding it, never by a public address.
 */

/** Who is looking: the address of an attachment depends on whose route serves it. */
export type AttachmentAudience = 'sender' | 'admin'

const BASE: Record<AttachmentAudience, string> = {
  sender: '/api/v1/music/backstage/requests',
  admin: '/api/v1/music/admin/backstage-requests',
}

export const FOREIGN_ATTACHMENT = 'Attach files you uploaded yourself.'

/** Refuses (422 on `attachments`) ids that are not the sender's own entries, in the trash or gone. */
export async function assertOwnAttachments(trx: TransactionClientContract, userId: number, ids: number[]) {
  if (!ids.length) return
  const owned = await trx.from('file_entries').whereIn('id', ids).where('user_id', userId).whereNull('deleted_at').select('id')
  if (owned.length !== ids.length) throw new vineErrors.E_VALIDATION_ERROR([{ field: 'attachments', message: FOREIGN_ATTACHMENT, rule: 'owned' }])
}

/** The attachments of requests, by entry id, as `audience` opens them (one query). */
export async function attachmentsOf(requests: BackstageRequest[], audience: AttachmentAudience): Promise<Map<string, RequestAttachment>> {
  const ids = [...new Set(requests.flatMap((request) => request.attachments ?? []))]
  if (!ids.length) return new Map()
  const rows = await db.from('file_entries').whereIn('id', ids).select('id', 'name', 'mime', 'file_size')
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  const attachments = new Map<string, RequestAttachment>()
  for (const request of requests) {
    for (const id of request.attachments ?? []) {
      const row = byId.get(id)
      if (!row) continue
      attachments.set(`${request.id}:${id}`, {
        id,
        name: row.name,
        mime: row.mime ?? null,
        size: Number(row.file_size),
        url: `${BASE[audience]}/${request.id}/attachments/${id}`,
      })
    }
  }
  return attachments
}

/** `filename` for a download: an ASCII fallback and the exact name (RFC 6266). */
function dispositionOf(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * Streams one attachment of the request as a download (never drawn inline:
 * proof files come from anyone); 404 for an entry the request does not list.
 */
export async function sendAttachment({ response }: HttpContext, request: BackstageRequest, entryId: number) {
  if (!(request.attachments ?? []).includes(entryId)) return response.notFound({ message: 'Not found.' })
  const entry = await FileEntry.find(entryId)
  if (!entry) return response.notFound({ message: 'Not found.' })
  response.header('Content-Type', entry.mime || 'application/octet-stream')
  response.header('Content-Disposition', dispositionOf(entry.name))
  response.header('X-Content-Type-Options', 'nosniff')
  response.header('Cache-Control', 'private, no-store')
  response.header('Content-Length', String(entry.fileSize))
  response.stream(await drive.use(entry.disk).getStream(entry.diskKey))
}
