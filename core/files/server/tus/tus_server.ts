import { randomBytes } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { Server, type ServerOptions } from '@tus/server'
import { S3Store } from '@tus/s3-store'
import type { DataStore } from '@tus/utils'
import app from '@adonisjs/core/services/app'
import { s3, uploadsBucket } from '#config/drive'
import { dataPath } from '#core/kernel/paths'
import { SiteSettings } from '#core/kernel/module_services'
import { UPLOADS_ABANDONED_HOURS } from '#core/files/settings'
import { FILE_ROUTES } from '#core/files/shared/file_entry'
import { AdonisUploadLocker } from './upload_locker.js'
import { tusHooks } from './tus_hooks.js'
import { BatchedFileStore } from './batched_file_store.js'

/** Where the tus endpoint answers (spec section 7: `{base}/api/v1/tus/upload`). */
export const TUS_PATH = `/api/v1/${FILE_ROUTES.tusUpload}`

/** Unfinished uploads on the local disk: beside the disks, in the data folder (the same file system, so a finished one is moved, not copied). */
export function tusDirectory() {
  return dataPath('storage', 'tus')
}

/**
 * The resumable upload server (tus 1.0, @tus/server): uploads are kept in
 * the data folder (@tus/file-store) or, when the uploads disk is an S3
 * bucket (S3_BUCKET), as multipart uploads in that bucket (@tus/s3-store),
 * so every app node resumes any upload. Upload ids are random: the bytes
 * are stored under them, never under a name from the client. Built once per
 * process on first use.
 */
let server: Promise<Server> | null = null

export function tusServer(): Promise<Server> {
  server ??= build()
  return server
}

async function build() {
  const settings = await app.container.make(SiteSettings)
  const expirationPeriodInMilliseconds =
    Number(settings.get(UPLOADS_ABANDONED_HOURS, 24)) * 3600_000
  const options: ServerOptions & { datastore: DataStore } = {
    path: TUS_PATH,
    datastore: uploadsBucket
      ? s3Store(uploadsBucket, expirationPeriodInMilliseconds)
      : await fileStore(expirationPeriodInMilliseconds),
    // Relative: right behind any proxy, whatever host it is reached by.
    relativeLocation: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    locker: new AdonisUploadLocker(),
    // Same-origin only: the web app, never another site (no CORS answer).
    allowedOrigins: () => false,
    ...tusHooks,
  }
  return new Server(options)
}

async function fileStore(expirationPeriodInMilliseconds: number) {
  await mkdir(tusDirectory(), { recursive: true })
  return new BatchedFileStore({ directory: tusDirectory(), expirationPeriodInMilliseconds })
}

function s3Store(bucket: string, expirationPeriodInMilliseconds: number) {
  return new S3Store({
    // 8 MB parts; the store grows them for files that would need more than 10,000.
    partSize: 8 * 1024 * 1024,
    // Several S3-compatible services refuse object tagging; expiration then goes by the multipart upload's age.
    useTags: false,
    expirationPeriodInMilliseconds,
    s3ClientConfig: {
      bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      credentials:
        s3.accessKeyId && s3.secretAccessKey
          ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
          : undefined,
      // As the disks do (README, Storage on S3): no aws-chunked checksum trailers that some services refuse.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}

/** The local file of an upload kept by the file store. */
export function localUploadPath(id: string) {
  return join(tusDirectory(), id)
}
