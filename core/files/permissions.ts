import type { PermissionDefinition } from '#core/kernel/contract'

/**
 * Uploading files. Its restrictions are per role: a role's max_file_size and
 * storage_space (MB) replace the site's settings (settings.ts) for its
 * members; several roles give the most generous.
 */
export const FILES_CREATE = 'files.create'

export const FILE_RESTRICTION_MAX_FILE_SIZE = 'max_file_size'
export const FILE_RESTRICTION_STORAGE_SPACE = 'storage_space'

export const FILES_PERMISSIONS: PermissionDefinition[] = [
  {
    name: FILES_CREATE,
    label: 'Upload files',
    group: 'Files',
    description: 'Upload files (music, images, attachments) and delete one’s own.',
    grantToUsers: true,
    restrictions: [
      { name: FILE_RESTRICTION_MAX_FILE_SIZE, label: 'Maximum file size (MB)' },
      { name: FILE_RESTRICTION_STORAGE_SPACE, label: 'Storage space (MB)' },
    ],
  },
]
