import type { SettingSchemaEntry } from '#core/kernel/contract'

/**
 * Whether browsers may send files straight to the S3-compatible bucket of a
 * disk (spec section 4, "Upload method choice"): large files then never pass
 * through an app node. Off by default because the bucket needs a CORS rule
 * first (PUT from the site's origin, ETag exposed).
 */
export const DIRECT_UPLOAD_SETTING = 'uploads.direct_upload'

export const DIRECT_UPLOAD_DEFAULTS = { [DIRECT_UPLOAD_SETTING]: false }

export const DIRECT_UPLOAD_SCHEMA: Record<string, SettingSchemaEntry> = {
  [DIRECT_UPLOAD_SETTING]: {
    type: 'boolean',
    label: 'Upload directly to storage',
    description:
      'Files of 100 MB or more go from the browser straight to the S3 bucket, in parts. Only when the disk is on S3-compatible storage (S3_BUCKET), whose CORS rules must let this site PUT and read the ETag header.',
    group: 'uploading',
  },
}
