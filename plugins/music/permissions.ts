import type { PermissionDefinition } from '#core/kernel/contract'

export const MUSIC_VIEW = 'music.view'
export const MUSIC_CREATE = 'music.create'
/**
 * Manage the whole catalogue from the admin area (tracks, albums, artists...:
 * list, edit, delete anyone's). Not in the spec's list (section 6), which
 * names admin screens for the catalogue but no permission for them: music.create
 * is an uploader's own work in backstage, so managing everyone's needs its own.
 */
export const MUSIC_UPDATE = 'music.update'
export const BACKSTAGE_REQUESTS_CREATE = 'backstageRequests.create'
export const TAGS_UPDATE = 'tags.update'
/** Save albums and playlists in the browser to listen without a connection (a plan's role may take it away). */
export const MUSIC_OFFLINE = 'music.offline'

export const MUSIC_PERMISSIONS: PermissionDefinition[] = [
  {
    name: MUSIC_VIEW,
    label: 'Listen to music',
    group: 'Music',
    description: 'Browse and play artists, albums, tracks, playlists and embeds.',
    grantToGuests: true,
    restrictions: [{ name: 'playlists', label: 'Maximum number of playlists', description: 'Playlists a person may create. Leave empty for unlimited.' }],
  },
  {
    name: MUSIC_CREATE,
    label: 'Upload music',
    group: 'Music',
    description: 'Upload tracks and create albums and artist pages from backstage.',
    restrictions: [
      { name: 'count', label: 'Maximum number of tracks', description: 'Leave empty for unlimited.' },
      { name: 'minutes', label: 'Upload minutes', description: 'Total length of the tracks a person may upload, in minutes. Leave empty for unlimited.' },
    ],
  },
  {
    name: MUSIC_UPDATE,
    label: 'Manage the catalogue',
    group: 'Music',
    description: "List, edit and delete every track, album and artist, curate channels, genres, lyrics and everyone's playlists, and moderate comments in the admin area.",
  },
  {
    name: BACKSTAGE_REQUESTS_CREATE,
    label: 'Request artist status',
    group: 'Music',
    description: 'Ask to become or claim an artist from backstage.',
    grantToUsers: true,
  },
  {
    name: MUSIC_OFFLINE,
    label: 'Listen offline',
    group: 'Music',
    description: 'Save albums and playlists on a device to listen to them without a connection.',
    grantToUsers: true,
  },
  { name: TAGS_UPDATE, label: 'Manage tags', group: 'Music', description: 'Create, rename and delete tags.' },
]
