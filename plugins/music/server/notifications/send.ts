import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { Notifier, type NotificationRecipients } from '#core/kernel/module_services'
import type { NotificationData } from '#core/kernel/shared/notifications'
import { MORPH } from '../models/columns.js'
import { displayName, userQuery } from '../services/summaries/users.js'
import { urls } from '../../shared/urls.js'
import { FOLLOWER } from '../services/playlists/playlist_access.js'
import { ARTIST_REQUEST_DECIDED, COMMENT_REPLY, FOLLOWED_PLAYLIST_CHANGED, NEW_FOLLOWER, NEW_RELEASE, TRACK_COMMENT } from './notification_types.js'

/**
 * Music's notifications, sent once the action's transaction committed. A
 * failure to notify is logged, never the action's failure: the follow, the
 * comment or the release already happened.
 */
async function send(recipients: NotificationRecipients, type: string, data: NotificationData) {
  if (Array.isArray(recipients) && !recipients.length) return
  try {
    await (await app.container.make(Notifier)).notify(recipients, type, data)
  } catch (error) {
    logger.error({ err: error, type }, 'a music notification could not be sent')
  }
}

/** A person as others see them: their profile's display name, else their account's name. */
async function userNamed(id: number) {
  const row = await userQuery().where('users.id', id).first()
  return row ? { id: Number(row.id), name: displayName(row), image: (row.image as string | null) ?? null } : null
}

/** The accounts managing these artists (backstage owners). */
async function artistOwners(artistIds: number[]) {
  if (!artistIds.length) return []
  return (await db.from('artist_user').whereIn('artist_id', artistIds).distinct('user_id')).map((row) => Number(row.user_id))
}

/** Someone followed a person, or an artist its owners manage. */
export async function notifyNewFollower(followerId: number, type: 'artist' | 'user', id: number) {
  const follower = await userNamed(followerId)
  if (!follower) return
  let recipients: number[]
  let content: string
  if (type === MORPH.user) {
    recipients = [id]
    content = `${follower.name} followed you`
  } else {
    const artist = await db.from('artists').where('id', id).select('name').first()
    if (!artist) return
    recipients = await artistOwners([id])
    content = `${follower.name} followed ${artist.name}`
  }
  await send(recipients.filter((userId) => userId !== followerId), NEW_FOLLOWER, {
    lines: [{ type: 'primary', icon: 'person-add', content }],
    image: follower.image,
    mainAction: { action: urls.user(follower), label: 'View profile' },
  })
}

/**
 * An album or a track was published: everyone following its main artist
 * hears of it, through the queue's fan-out (an artist may have 100,000 followers).
 */
export async function notifyNewRelease(kind: 'album' | 'track', id: number) {
  const release = await db.from(kind === 'album' ? 'albums' : 'tracks').where('id', id).select('id', 'name', 'image', 'owner_id').first()
  if (!release) return
  const credits = kind === 'album' ? 'album_artist' : 'artist_track'
  const artist = await db
    .from(credits)
    .join('artists', 'artists.id', `${credits}.artist_id`)
    .where(`${credits}.${kind}_id`, id)
    .orderBy(`${credits}.position`)
    .select('artists.id', 'artists.name', 'artists.image')
    .first()
  if (!artist) return
  const link = kind === 'album' ? urls.album({ id: release.id, name: release.name, artists: [artist] }) : urls.track(release)
  await send(
    { table: 'follows', userColumn: 'follower_id', where: { followable_type: MORPH.artist, followable_id: Number(artist.id) }, exceptUserIds: release.owner_id ? [Number(release.owner_id)] : [] },
    NEW_RELEASE,
    {
      lines: [
        { type: 'primary', icon: 'album', content: `${artist.name} released ${release.name}` },
        { type: 'secondary', content: kind === 'album' ? 'New album' : 'New track' },
      ],
      image: release.image ?? artist.image ?? null,
      mainAction: { action: link, label: 'Listen' },
    }
  )
}

/**
 * A comment was posted: the author of the comment it answers hears of the
 * reply; on a track, its uploader and its artists' owners hear of the
 * comment (unless the reply already told them).
 */
export async function notifyComment(comment: { id: number; userId: number; commentableType: string; commentableId: number; repliedToUserId: number | null; content: string }) {
  const author = await userNamed(comment.userId)
  if (!author) return
  const excerpt = comment.content.length > 140 ? `${comment.content.slice(0, 139)}…` : comment.content
  const track = comment.commentableType === MORPH.track ? await db.from('tracks').where('id', comment.commentableId).select('id', 'name', 'owner_id').first() : null
  const target = track ? urls.track(track) : null
  const lines = (content: string): NotificationData['lines'] => [
    { type: 'primary', icon: 'comment', content },
    { type: 'secondary', content: excerpt },
  ]
  const replyTo = comment.repliedToUserId && comment.repliedToUserId !== comment.userId ? comment.repliedToUserId : null
  if (replyTo) {
    await send([replyTo], COMMENT_REPLY, { lines: lines(`${author.name} replied to your comment`), image: author.image, ...(target && { mainAction: { action: target, label: 'View' } }) })
  }
  if (!track) return
  const artistIds = (await db.from('artist_track').where('track_id', track.id).select('artist_id')).map((row) => Number(row.artist_id))
  const owners = new Set([...(track.owner_id ? [Number(track.owner_id)] : []), ...(await artistOwners(artistIds))])
  owners.delete(comment.userId)
  if (replyTo) owners.delete(replyTo)
  await send([...owners], TRACK_COMMENT, { lines: lines(`${author.name} commented on ${track.name}`), image: author.image, mainAction: { action: target!, label: 'View' } })
}

/** An admin decided the person's backstage request. */
export async function notifyArtistRequestDecided(request: { userId: number; artistName: string; status: 'approved' | 'denied'; reason: string | null }) {
  const approved = request.status === 'approved'
  await send([request.userId], ARTIST_REQUEST_DECIDED, {
    lines: [
      { type: 'primary', icon: approved ? 'verified' : 'error', content: approved ? `Your request for ${request.artistName} was approved` : `Your request for ${request.artistName} was declined` },
      ...(request.reason ? [{ type: 'secondary' as const, content: request.reason }] : []),
    ],
    mainAction: { action: '/backstage/requests', label: 'See requests' },
  })
}

/** Tracks were added to a playlist: its followers hear of it (fan-out; a playlist may be popular). */
export async function notifyPlaylistChanged(playlistId: number, actorId: number, added: number) {
  const [playlist, actor] = await Promise.all([db.from('playlists').where('id', playlistId).select('id', 'name', 'image').first(), userNamed(actorId)])
  if (!playlist || !actor || added < 1) return
  await send({ table: 'playlist_user', userColumn: 'user_id', where: { playlist_id: playlistId, role: FOLLOWER }, exceptUserIds: [actorId] }, FOLLOWED_PLAYLIST_CHANGED, {
    lines: [{ type: 'primary', icon: 'playlist', content: `${actor.name} added ${added === 1 ? 'a track' : `${added} tracks`} to ${playlist.name}` }],
    image: playlist.image,
    mainAction: { action: urls.playlist(playlist), label: 'Open playlist' },
  })
}
