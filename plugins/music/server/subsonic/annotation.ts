import type { HttpContext } from '@adonisjs/core/http'
import type User from '#core/accounts/server/models/user'
import { MORPH } from '../models/columns.js'
import type { Viewer } from '../services/shared/viewer.js'
import { setLike } from '../services/social/social_actions.js'
import { recordPlay } from '../services/plays/record_play.js'
import { findVisibleTrack } from '../services/catalogue/track_page.js'
import { visibleSql } from '../services/shared/visibility.js'
import { rawRows } from '../services/shared/raw_rows.js'
import { ALBUM_COLUMNS, TRACK_ALBUM_COLUMNS, TRACK_ALBUM_JOIN, TRACK_COLUMNS } from '../services/summaries/columns.js'
import { trackSummaries } from '../services/summaries/tracks.js'
import { parseAnyId, parseId, type ItemKind } from './ids.js'
import { subsonicAlbums } from './catalogue.js'
import { toArtist, toSong } from './mappers.js'
import { missingParameter } from './protocol.js'
import { recordNowPlaying } from './now_playing.js'
import type { SubsonicParams } from './params.js'

type Listener = Viewer & { userId: number }

const LIKE_TYPES = { artist: MORPH.artist, album: MORPH.album, track: MORPH.track } as const

/**
 * star / unstar: Subsonic's star is Cadenza's like (the web's "Liked songs"
 * and library). `id` names songs (or any item), `albumId` and `artistId`
 * albums and artists; each may repeat.
 */
export async function setStarred(params: SubsonicParams, viewer: Listener, on: boolean) {
  const items: Array<{ kind: ItemKind; id: number }> = [
    ...params.list('id').map((id) => parseAnyId(id) ?? { kind: 'track' as const, id: parseId('track', id) }),
    ...params.list('albumId').map((id) => ({ kind: 'album' as const, id: parseId('album', id) })),
    ...params.list('artistId').map((id) => ({ kind: 'artist' as const, id: parseId('artist', id) })),
  ]
  if (!items.length) throw missingParameter('id')
  for (const item of items) await setLike(viewer, LIKE_TYPES[item.kind], item.id, on)
  return {}
}

/**
 * scrobble: `submission=false` says what the app is playing now (kept a few
 * minutes for getNowPlaying, now_playing.ts); a submission counts a play
 * through the web player's play recording, with its rules against inflated
 * counts (the audio must have been streamed long enough, limits per listener).
 * A play that does not count is not an error to the app.
 */
export async function scrobble(ctx: HttpContext, params: SubsonicParams, user: User, viewer: Listener) {
  const ids = params.list('id')
  if (!ids.length) throw missingParameter('id')
  if (params.string('submission') === 'false') {
    const track = await findVisibleTrack(parseId('track', ids[0]), viewer)
    await recordNowPlaying(user, params.string('c') ?? 'unknown', track.id)
    return {}
  }
  for (const id of ids) {
    const track = await findVisibleTrack(parseId('track', id), viewer)
    await recordPlay({
      trackId: track.id,
      // The app says the song was played; recordPlay caps it by the time since the stream began.
      listenedMs: Number(track.duration ?? 0),
      viewer,
      visitorId: '',
      ip: ctx.request.ip(),
      platform: 'Subsonic',
      device: null,
      country: null,
      source: null,
    })
  }
  return {}
}

/** getStarred2: the listener's liked artists, albums and songs they may still see, latest first. */
export async function starred(viewer: Listener) {
  const liked = (type: string, table: string) => `JOIN likes ON likes.likeable_id = ${table}.id AND likes.likeable_type = '${type}' AND likes.user_id = ?`
  const [albumsVisible, albumBindings] = visibleSql('albums', viewer)
  const [tracksVisible, trackBindings] = visibleSql('tracks', viewer)
  const [artistRows, albumRows, trackRows] = await Promise.all([
    rawRows(`SELECT artists.id, artists.name, likes.created_at AS liked_at FROM artists ${liked(MORPH.artist, 'artists')} ORDER BY likes.created_at DESC`, [viewer.userId]),
    rawRows(`SELECT ${ALBUM_COLUMNS.join(', ')} FROM albums ${liked(MORPH.album, 'albums')} WHERE ${albumsVisible} ORDER BY likes.created_at DESC`, [viewer.userId, ...albumBindings]),
    rawRows(
      `SELECT ${[...TRACK_COLUMNS, ...TRACK_ALBUM_COLUMNS].join(', ')} FROM tracks ${TRACK_ALBUM_JOIN} ${liked(MORPH.track, 'tracks')} WHERE ${tracksVisible} ORDER BY likes.created_at DESC`,
      [viewer.userId, ...trackBindings]
    ),
  ])
  return {
    artist: artistRows.map((row) => toArtist(row, undefined)),
    album: await subsonicAlbums(albumRows, viewer),
    song: (await trackSummaries(trackRows, viewer, { likedByViewer: true })).map((track) => toSong(track)),
  }
}
