import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import { S3Driver } from '@adonisjs/drive/drivers/s3'
import { S3Client } from '@aws-sdk/client-s3'
import { SiteSettings } from '#core/kernel/module_services'
import { DIRECT_UPLOAD_SETTING } from './direct_upload_setting.js'
import { UploadRefused } from './upload_refused.js'

/** The disks people upload to (spec section 9). */
export const UPLOAD_DISKS = ['uploads', 'public'] as const
export type UploadDisk = (typeof UPLOAD_DISKS)[number]

/** A disk on an S3-compatible bucket, with a client that can speak multipart to it. */
export interface DirectStorage {
  disk: UploadDisk
  driver: S3Driver
  bucket: string
  client: S3Client
}

/**
 * One S3 client per disk driver, built from the disk's own options (the
 * S3_* variables, config/drive.ts): Drive's driver keeps its client private,
 * and multipart calls are not part of Drive's API.
 */
const clients = new WeakMap<S3Driver, S3Client>()

/** Whether browsers may upload to `disk` directly: the setting is on and the disk is a bucket. */
export async function directUploadAvailable(disk: UploadDisk) {
  return (await directUploadSetting()) && drive.use(disk).driver instanceof S3Driver
}

async function directUploadSetting() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  return settings.get<boolean>(DIRECT_UPLOAD_SETTING, false) === true
}

/**
 * The bucket behind `disk`, when direct uploads to it are possible;
 * otherwise the refusal the browser shows (it then uploads through the app).
 * `evenWhenTurnedOff`: for cleaning up uploads begun before the setting went off.
 */
export async function directStorage(
  disk: UploadDisk,
  options: { evenWhenTurnedOff?: boolean } = {}
): Promise<DirectStorage> {
  if (!options.evenWhenTurnedOff && !(await directUploadSetting())) {
    throw new UploadRefused(
      'Direct upload to storage is turned off on this site. Upload the file through the site instead.',
      {
        status: 403,
      }
    )
  }
  const driver = drive.use(disk).driver
  if (!(driver instanceof S3Driver)) {
    throw UploadRefused.invalid(
      'disk',
      `The ${disk} disk is not on S3-compatible storage, so files cannot be uploaded to it directly.`
    )
  }
  return { disk, driver, bucket: driver.options.bucket, client: clientOf(driver) }
}

function clientOf(driver: S3Driver) {
  let client = clients.get(driver)
  if (!client) {
    client = new S3Client(driver.options)
    clients.set(driver, client)
  }
  return client
}
