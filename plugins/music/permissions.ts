import type { PermissionDefinition } from '#core/kernel/contract'

export const MUSIC_VIEW = 'music.view'
export const MUSIC_CREATE = 'music.create'
export const BACKSTAGE_REQUESTS_CREATE = 'backstageRequests.create'
export const TAGS_UPDATE = 'tags.update'
/**
 * Curating the catalogue in the admin area (channels, genres, playlists,
 * lyrics, comment moderation). The spec lists no permission for these
 * screens beyond admin.access, and music.create only lets people upload
 * their own music, so moderating everyone's content gets its own grant.
 */
export const MUSIC_UPDATE = 'music.update'

export const MUSIC_PERMISSIONS: PermissionDefinition[] = [
  {
    name: MUSIC_VIEW,
    label: 'Listen to music',
    group: 'Music',
    description: 'Browse and play artists, albums, tracks, playlists and embeds.',
    grantToGuests: true,
  },
  {
    name: MUSIC_CREATE,
    label: 'Upload music',
    group: 'Music',
    description: 'Upload tracks and create albums and artist pages from backstage.',
    restrictions: [{ name: 'count', label: 'Maximum number of tracks', description: 'Leave empty for unlimited.' }],
  },
  {
    name: BACKSTAGE_REQUESTS_CREATE,
    label: 'Request artist status',
    group: 'Music',
    description: 'Ask to become or claim an artist from backstage.',
    grantToUsers: true,
  },
  {
    name: MUSIC_UPDATE,
    label: 'Manage music',
    group: 'Music',
    description: "Edit channels, genres, lyrics and everyone's playlists, and moderate comments in the admin area.",
  },
  { name: TAGS_UPDATE, label: 'Manage tags', group: 'Music', description: 'Create, rename and delete tags.' },
]
