import { publicBucket, uploadsBucket } from '#config/drive'

/**
 * `module_data.files`: what the upload queue needs to choose a method (spec
 * section 4: direct-to-storage only when the disk is object storage). Disk
 * drivers only; no bucket names, endpoints or keys.
 */
export function filesBootstrap() {
  return {
    disks: {
      public: { driver: publicBucket ? 's3' : 'local' },
      uploads: { driver: uploadsBucket ? 's3' : 'local' },
    },
  }
}
