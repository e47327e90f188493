import type { SettingsDefinition } from '#core/kernel/contract'

/**
 * Upload restrictions and methods (spec sections 4, 5 and 9), on the admin's
 * settings screen, tab "uploading". Sizes are in MB. A role may lower or
 * raise the size and space limits with the restrictions of files.create
 * (permissions.ts); these are the site's values for everyone else.
 */
export const UPLOADS_MAX_FILE_SIZE = 'uploads.max_file_size'
export const UPLOADS_ALLOWED_TYPES = 'uploads.allowed_file_types'
export const UPLOADS_BLOCKED_TYPES = 'uploads.blocked_file_types'
export const UPLOADS_STORAGE_SPACE = 'uploads.storage_space'
export const UPLOADS_TUS_ENABLED = 'uploads.tus_enabled'
export const UPLOADS_CHUNK_SIZE = 'uploads.chunk_size'
export const UPLOADS_DIRECT_UPLOAD = 'uploads.direct_upload'
export const UPLOADS_ABANDONED_HOURS = 'uploads.abandoned_after_hours'

export const FILES_SETTINGS: SettingsDefinition = {
  defaults: {
    [UPLOADS_MAX_FILE_SIZE]: 2048,
    [UPLOADS_ALLOWED_TYPES]: '',
    [UPLOADS_BLOCKED_TYPES]:
      'exe, msi, bat, cmd, sh, php, js, html, htm, text/html, application/x-msdownload',
    [UPLOADS_STORAGE_SPACE]: null,
    [UPLOADS_TUS_ENABLED]: true,
    [UPLOADS_CHUNK_SIZE]: 50,
    [UPLOADS_DIRECT_UPLOAD]: false,
    [UPLOADS_ABANDONED_HOURS]: 24,
  },
  private: [UPLOADS_ABANDONED_HOURS],
  schema: {
    [UPLOADS_MAX_FILE_SIZE]: {
      type: 'number',
      label: 'Maximum file size (MB)',
      description: 'Largest file anyone may upload, unless their role says otherwise.',
      group: 'uploading',
      validation: { required: true, min: 1, max: 1048576 },
    },
    [UPLOADS_ALLOWED_TYPES]: {
      type: 'string',
      label: 'Allowed file types',
      description:
        'Comma-separated types (audio/*, image/png) or extensions (mp3, flac). Empty: any type not blocked.',
      group: 'uploading',
      validation: { max: 1000 },
    },
    [UPLOADS_BLOCKED_TYPES]: {
      type: 'string',
      label: 'Blocked file types',
      description: 'Comma-separated types or extensions never accepted, even when allowed above.',
      group: 'uploading',
      validation: { max: 1000 },
    },
    [UPLOADS_STORAGE_SPACE]: {
      type: 'number',
      label: 'Storage space per person (MB)',
      description: 'Total size of the files one person may keep, trash included. Empty: no limit.',
      group: 'uploading',
      validation: { min: 1 },
    },
    [UPLOADS_TUS_ENABLED]: {
      type: 'boolean',
      label: 'Resumable uploads',
      description:
        'Files of 4 MB or more are sent in chunks and resume after a lost connection or a reload.',
      group: 'uploading',
    },
    [UPLOADS_CHUNK_SIZE]: {
      type: 'number',
      label: 'Resumable upload chunk size (MB)',
      description:
        'Size of each request of a resumable upload. Larger is faster; keep it under what a proxy in front accepts (Cloudflare: 100 MB).',
      group: 'uploading',
      validation: { required: true, min: 1, max: 512 },
    },
    [UPLOADS_DIRECT_UPLOAD]: {
      type: 'boolean',
      label: 'Direct upload to storage',
      description:
        'Files of 100 MB or more go straight to the S3 bucket in parts, when the uploads disk is S3.',
      group: 'uploading',
    },
    [UPLOADS_ABANDONED_HOURS]: {
      type: 'number',
      label: 'Delete unfinished uploads after (hours)',
      description:
        'Resumable uploads nobody continued for this long are deleted, with what they had received.',
      group: 'uploading',
      validation: { required: true, min: 1, max: 720 },
    },
  },
}
