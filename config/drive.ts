import env from '#start/env'
import { defineConfig, services } from '@adonisjs/drive'
import type { InferDriveDisks } from '@adonisjs/drive/types'
import { dataPath } from '#core/kernel/paths'
import { s3DiskOptions, type S3Connection } from '#core/kernel/storage/s3_disk_options'

/**
 * Two disks, as the spec names them: `public` holds files anyone may fetch
 * (avatars, covers, images) and `uploads` holds private files (audio,
 * attachments) that only our own controllers stream after an authorization
 * check. Both live in the data folder by default, `public` served by Drive
 * under /storage.
 *
 * With S3_BUCKET, `uploads` is that S3-compatible bucket and audio is played
 * from short-lived presigned URLs. With S3_PUBLIC_BUCKET too, `public` is a
 * second bucket that everyone may read (its policy or a CDN, at
 * S3_PUBLIC_URL), so every app node sees the same covers and avatars.
 */
export const s3: S3Connection = {
  region: env.get('S3_REGION', 'us-east-1'),
  endpoint: env.get('S3_ENDPOINT'),
  forcePathStyle: env.get('S3_FORCE_PATH_STYLE', false),
  accessKeyId: env.get('S3_ACCESS_KEY_ID'),
  secretAccessKey: env.get('S3_SECRET_ACCESS_KEY')?.release(),
}
export const uploadsBucket = env.get('S3_BUCKET')
const publicBucket = env.get('S3_PUBLIC_BUCKET')

const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK', 'public'),
  services: {
    public: publicBucket
      ? services.s3(s3DiskOptions(s3, { bucket: publicBucket, visibility: 'public', publicUrl: env.get('S3_PUBLIC_URL') }))
      : services.fs({
          location: dataPath('storage', 'public'),
          serveFiles: true,
          routeBasePath: '/storage',
          visibility: 'public',
          // No appUrl: stored URLs stay relative (/storage/...), so they survive a
          // change of host or port. Absolute links (OpenGraph) prefix the base URL.
        }),
    uploads: uploadsBucket
      ? services.s3(s3DiskOptions(s3, { bucket: uploadsBucket, visibility: 'private' }))
      : services.fs({
          location: dataPath('storage', 'uploads'),
          serveFiles: false,
          visibility: 'private',
        }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
