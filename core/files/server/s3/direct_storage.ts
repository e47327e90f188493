import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import { Exception } from '@adonisjs/core/exceptions'
import { S3Driver } from '@adonisjs/drive/drivers/s3'
import { S3Client } from '@aws-sdk/client-s3'
import { SiteSettings } from '#core/kernel/module_services'
import { UPLOADS_DIRECT_UPLOAD } from '#core/files/settings'
import type { FileEntryDisk } from '#core/files/shared/file_entry'
import { FieldRefused } from './upload_refused.js'

/** A disk on an S3-compatible bucket, with a client that can speak multipart to it. */
export interface DirectStorage {
  disk: FileEntryDisk
  driver: S3Driver
  bucket: string
  client: S3Client
}

export const DIRECT_UPLOAD_OFF =
  'Direct upload to storage is turned off on this site. Upload the file through the site instead.'

/**
 * One S3 client per disk driver, built from the disk's own options (the
 * S3_* variables, config/drive.ts): Drive's driver keeps its client private,
 * and multipart calls are not part of Drive's API.
 */
const clients = new WeakMap<S3Driver, S3Client>()

async function directUploadTurnedOn() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  return settings.get<boolean>(UPLOADS_DIRECT_UPLOAD, false) === true
}

/**
 * The bucket behind `disk`, when browsers may upload to it directly (the
 * uploads.direct_upload setting is on and the disk is a bucket); otherwise
 * the refusal the browser shows (it then uploads through the site).
 * `evenWhenTurnedOff`: for cleaning up uploads begun before the setting went off.
 */
export async function directStorage(
  disk: FileEntryDisk,
  options: { evenWhenTurnedOff?: boolean } = {}
): Promise<DirectStorage> {
  if (!options.evenWhenTurnedOff && !(await directUploadTurnedOn()))
    throw new Exception(DIRECT_UPLOAD_OFF, { status: 403 })
  const driver = drive.use(disk).driver
  if (!(driver instanceof S3Driver)) {
    throw new FieldRefused(
      'disk',
      `The ${disk} disk is not on S3-compatible storage, so files cannot be uploaded to it directly.`
    )
  }
  let client = clients.get(driver)
  if (!client) {
    client = new S3Client(driver.options)
    clients.set(driver, client)
  }
  return { disk, driver, bucket: driver.options.bucket, client }
}
