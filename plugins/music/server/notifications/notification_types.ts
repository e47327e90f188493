import type { NotificationTypeDefinition } from '#core/kernel/contract'

/** The music notifications (issue 19): declared in the manifest, sent by ./send.ts from music's actions. */
export const NEW_FOLLOWER = 'music.new_follower'
export const NEW_RELEASE = 'music.new_release'
export const COMMENT_REPLY = 'music.comment_reply'
export const TRACK_COMMENT = 'music.track_comment'
export const ARTIST_REQUEST_DECIDED = 'music.artist_request_decided'
export const FOLLOWED_PLAYLIST_CHANGED = 'music.followed_playlist_changed'

export const MUSIC_NOTIFICATION_TYPES: NotificationTypeDefinition[] = [
  { id: NEW_RELEASE, group: 'Releases', label: 'New release by an artist you follow', icon: 'album', channels: { database: true, email: true, browser: true } },
  { id: FOLLOWED_PLAYLIST_CHANGED, group: 'Releases', label: 'A playlist you follow changed', icon: 'playlist', channels: { database: true, email: false, browser: false } },
  { id: NEW_FOLLOWER, group: 'People', label: 'New follower', icon: 'person-add', channels: { database: true, email: false, browser: true } },
  { id: COMMENT_REPLY, group: 'Comments', label: 'Reply to your comment', icon: 'comment', channels: { database: true, email: true, browser: true } },
  { id: TRACK_COMMENT, group: 'Comments', label: 'Comment on your track', icon: 'comment', channels: { database: true, email: false, browser: true } },
  // The decision's own email (backstage/decision_mail.ts) stays: this one is off by default so nobody gets two.
  { id: ARTIST_REQUEST_DECIDED, group: 'Backstage', label: 'Your artist request was decided', icon: 'verified', channels: { database: true, email: false, browser: true } },
]
