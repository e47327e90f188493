import type { BootstrapData } from '../../../kernel/shared/bootstrap_data.js'
import { settingValue, toBoolean } from '../../../../web/src/bootstrap/settings.js'
import { DEFAULT_RESUMABLE_CHUNK_SIZE } from './upload_constants.js'
import type { UploadDisk } from './upload_types.js'

/* The files module's settings (core/files/settings.ts, server side), as the bootstrap data carries them. */
const UPLOADS_TUS_ENABLED = 'uploads.tus_enabled'
const UPLOADS_CHUNK_SIZE = 'uploads.chunk_size'
const UPLOADS_DIRECT_UPLOAD = 'uploads.direct_upload'

/** What the queue needs to know of the server to choose a method (spec section 4). */
export interface UploadSettings {
  /** Resumable (tus) uploads on: the admin's 'uploads.tus_enabled' setting. */
  resumable: boolean
  /** Bytes per tus PATCH ('uploads.chunk_size' is in MB). */
  resumableChunkSize: number
  /** Direct-to-storage uploads on: 'uploads.direct_upload'. */
  directUpload: boolean
  /** Which disks live on S3-compatible storage (the files module's bootstrap data). */
  objectStorageDisks: ReadonlySet<UploadDisk>
}

/** The files module's part of the bootstrap data (`module_data.files`). */
interface FilesBootstrap {
  disks?: Partial<Record<UploadDisk, { driver?: string }>>
}

/** Reads the upload settings from the bootstrap data the server inlined (it changes on sign-in). */
export function uploadSettingsFrom(bootstrap: BootstrapData): UploadSettings {
  const settings = bootstrap.settings as Record<string, unknown>
  const chunkSize = Number(settingValue(settings, UPLOADS_CHUNK_SIZE)) * 1024 * 1024
  const files = (bootstrap.module_data as Record<string, FilesBootstrap | undefined> | undefined)
    ?.files
  const objectStorageDisks = new Set<UploadDisk>()
  for (const disk of ['public', 'uploads'] as const) {
    if (files?.disks?.[disk]?.driver === 's3') objectStorageDisks.add(disk)
  }
  return {
    resumable: toBoolean(settingValue(settings, UPLOADS_TUS_ENABLED) ?? true),
    resumableChunkSize:
      Number.isFinite(chunkSize) && chunkSize > 0 ? chunkSize : DEFAULT_RESUMABLE_CHUNK_SIZE,
    directUpload: toBoolean(settingValue(settings, UPLOADS_DIRECT_UPLOAD)),
    objectStorageDisks,
  }
}
