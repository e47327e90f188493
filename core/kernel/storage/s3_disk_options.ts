import type { S3DriverOptions } from '@adonisjs/drive/drivers/s3/types'
import type { ObjectVisibility } from '@adonisjs/drive/types'

/** How to reach an S3-compatible service (the S3_* variables of the README). */
export interface S3Connection {
  region: string
  /** For services other than AWS (MinIO, R2, Backblaze B2...): their API URL. */
  endpoint?: string
  /** Buckets as the first path segment (MinIO and most self-hosted services) instead of a subdomain. */
  forcePathStyle: boolean
  /** Without keys the AWS SDK looks for credentials itself (AWS_* variables, instance or task roles). */
  accessKeyId?: string
  secretAccessKey?: string
}

export interface S3DiskSettings {
  bucket: string
  visibility: ObjectVisibility
  /** Where the bucket's objects are read by everyone (a CDN, or the bucket's public URL); public disks only. */
  publicUrl?: string
}

/**
 * Options of Drive's S3 driver for one disk. config/drive.ts builds the
 * app's disks with it, and tests build the same disks against their local
 * S3 server.
 */
export function s3DiskOptions(connection: S3Connection, disk: S3DiskSettings): S3DriverOptions {
  const { accessKeyId, secretAccessKey } = connection
  return {
    region: connection.region,
    endpoint: connection.endpoint,
    forcePathStyle: connection.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Checksums only where S3 requires them: the SDK's default (a CRC32 on
    // every upload, sent as an aws-chunked trailer for streamed files) is
    // refused by several S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    bucket: disk.bucket,
    visibility: disk.visibility,
    // Who may read comes from the bucket (its policy, a CDN), never from
    // per-object ACLs, which R2 and AWS buckets created since 2023 refuse.
    supportsACL: false,
    // The driver joins keys to this base with new URL(): without the final
    // slash, the base's last path segment would be replaced.
    cdnUrl: disk.publicUrl?.replace(/\/?$/, '/'),
  }
}
