import drive from '@adonisjs/drive/services/main'
import { S3Driver } from '@adonisjs/drive/drivers/s3'
import { FILE_ENTRY_DISKS, type FileEntryDisk } from '#core/files/shared/file_entry'

/** How each upload disk stores files: 's3' for an S3-compatible bucket, 'local' for the data folder. */
export type DiskDriverName = 's3' | 'local'

export function diskDriverName(disk: FileEntryDisk): DiskDriverName {
  return drive.use(disk).driver instanceof S3Driver ? 's3' : 'local'
}

/**
 * The files module's bootstrap data (`module_data.files`): which disks are
 * buckets, for the upload queue's method choice (spec section 4: direct to
 * storage only when the disk is object storage). Read from config/drive.ts,
 * fixed for the life of the process.
 */
export function filesBootstrapData() {
  const disks = Object.fromEntries(
    FILE_ENTRY_DISKS.map((disk) => [disk, { driver: diskDriverName(disk) }])
  )
  return { disks: disks as Record<FileEntryDisk, { driver: DiskDriverName }> }
}
