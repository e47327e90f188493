import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { SiteSettings } from '#core/kernel/module_services'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'
import { SUPER_ADMIN } from '#core/accounts/permissions'
import {
  FILES_CREATE,
  FILE_RESTRICTION_MAX_FILE_SIZE,
  FILE_RESTRICTION_STORAGE_SPACE,
} from '#core/files/permissions'
import {
  UPLOADS_ALLOWED_TYPES,
  UPLOADS_BLOCKED_TYPES,
  UPLOADS_MAX_FILE_SIZE,
  UPLOADS_STORAGE_SPACE,
} from '#core/files/settings'
import { normalizeExtension } from '../content/sniff_content.js'
import { readableSize, UploadRefused, UPLOAD_MESSAGES } from './upload_refused.js'

/**
 * Upload restrictions (spec section 5): maxFileSize, allowedFileTypes (a
 * mime wildcard or an extension), blockedFileTypes, and the total space a
 * person's files may take. Kit API:
 *
 *   const limits = await uploadLimitsFor(userId)
 *   checkDeclaredUpload(limits, { name, size, extension })   // before bytes arrive (tus creation, S3 create)
 *   checkStoredContent(limits, { name, size, mime, extension }) // once the bytes are known (entries)
 *
 * Both throw UploadRefused with the spec's messages. Sizes come from the
 * site's settings (tab "uploading"), replaced by the restrictions of
 * files.create that the person's roles carry (a plan later adds its own the
 * same way: one more source of limits in uploadLimitsFor).
 */
export interface UploadLimits {
  /** Bytes; null: no limit. */
  maxFileSize: number | null
  allowed: string[]
  blocked: string[]
  /** Bytes the person may keep in all; null: no limit. */
  storageSpace: number | null
  /** Bytes the person keeps now (trash included: it is still stored). */
  usedSpace: number
}

export interface UploadCandidate {
  /** For messages: the name the person knows. */
  name: string
  size: number
  mime?: string | null
  extension?: string | null
}

const MB = 1024 * 1024

export async function uploadLimitsFor(userId: number): Promise<UploadLimits> {
  const settings = await app.container.make(SiteSettings)
  const permissions = await new PermissionResolver().permissionsOf(userId)
  const upload = permissions.find((permission) => permission.name === FILES_CREATE)
  const superAdmin = permissions.some((permission) => permission.name === SUPER_ADMIN)
  const fromRole = (name: string): number | null | undefined => {
    const restriction = upload?.restrictions.find((candidate) => candidate.name === name)
    return restriction ? (restriction.value ?? null) : undefined
  }
  const megabytes = (value: unknown) =>
    value === null || value === undefined || value === '' ? null : Number(value) * MB
  const roleSize = fromRole(FILE_RESTRICTION_MAX_FILE_SIZE)
  const roleSpace = fromRole(FILE_RESTRICTION_STORAGE_SPACE)
  return {
    maxFileSize:
      roleSize !== undefined
        ? megabytes(roleSize)
        : megabytes(settings.get(UPLOADS_MAX_FILE_SIZE, 2048)),
    allowed: typeList(settings.get(UPLOADS_ALLOWED_TYPES, '')),
    blocked: typeList(settings.get(UPLOADS_BLOCKED_TYPES, '')),
    // A super admin's files count against nobody's space.
    storageSpace: superAdmin
      ? null
      : roleSpace !== undefined
        ? megabytes(roleSpace)
        : megabytes(settings.get(UPLOADS_STORAGE_SPACE, null)),
    usedSpace: await usedSpaceOf(userId),
  }
}

export async function usedSpaceOf(userId: number) {
  const row = await db
    .from('file_entries')
    .where('user_id', userId)
    .sum('file_size as total')
    .first()
  return Number(row?.total ?? 0)
}

/** What can be told before the bytes arrive: size, space and the name's extension. */
export function checkDeclaredUpload(limits: UploadLimits, candidate: UploadCandidate) {
  checkSize(limits, candidate)
  checkType(limits, {
    extension: candidate.extension ?? extensionOf(candidate.name),
    mime: candidate.mime ?? null,
  })
}

/** Once the bytes are read: the same, with the type they really are. */
export function checkStoredContent(
  limits: UploadLimits,
  candidate: UploadCandidate & { mime: string; extension: string },
  claimedExtension?: string | null
) {
  if (candidate.size === 0) throw new UploadRefused(UPLOAD_MESSAGES.empty)
  checkSize(limits, candidate)
  checkType(limits, { extension: candidate.extension, mime: candidate.mime })
  // A name's own extension may be blocked though the bytes pass ('x.php' holding text).
  const claimed = normalizeExtension(claimedExtension ?? extensionOf(candidate.name))
  if (claimed && limits.blocked.includes(claimed)) throw new UploadRefused(UPLOAD_MESSAGES.type)
}

function checkSize(limits: UploadLimits, candidate: UploadCandidate) {
  if (limits.maxFileSize !== null && candidate.size > limits.maxFileSize) {
    throw new UploadRefused(
      UPLOAD_MESSAGES.size(candidate.name, readableSize(limits.maxFileSize)),
      413
    )
  }
  if (limits.storageSpace !== null && limits.usedSpace + candidate.size > limits.storageSpace) {
    throw new UploadRefused(UPLOAD_MESSAGES.space(readableSize(limits.storageSpace)), 413, true)
  }
}

function checkType(limits: UploadLimits, file: { extension: string | null; mime: string | null }) {
  const extension = normalizeExtension(file.extension)
  const mime = file.mime?.toLowerCase() ?? null
  const matches = (pattern: string) =>
    pattern.includes('/') ? mime !== null && mimeMatches(pattern, mime) : pattern === extension
  if (limits.blocked.some(matches)) throw new UploadRefused(UPLOAD_MESSAGES.type)
  if (limits.allowed.length === 0) return
  // Before the bytes arrive the mime may be unknown: an allowed-by-mime list cannot judge yet, the content check will.
  if (mime === null && limits.allowed.some((pattern) => pattern.includes('/'))) return
  if (!limits.allowed.some(matches)) throw new UploadRefused(UPLOAD_MESSAGES.type)
}

/** 'audio/*' matches 'audio/mpeg'; 'image/png' only itself. */
function mimeMatches(pattern: string, mime: string) {
  return pattern.endsWith('/*') ? mime.startsWith(pattern.slice(0, -1)) : pattern === mime
}

/** 'audio/*, .MP3 ,flac' -> ['audio/*', 'mp3', 'flac']. */
export function typeList(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean)
}

export function extensionOf(name: string) {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1) : null
}
