import type User from '#core/accounts/server/models/user'
import type { Viewer } from '../services/shared/viewer.js'
import { toIso } from '../services/shared/time.js'
import { visibleSql } from '../services/shared/visibility.js'
import { placeholders, rawRows } from '../services/shared/raw_rows.js'
import { PLAYLIST_COLUMNS, TRACK_ALBUM_COLUMNS, TRACK_ALBUM_JOIN, TRACK_COLUMNS } from '../services/summaries/columns.js'
import { trackSummaries, visibleTrackRows } from '../services/summaries/tracks.js'
import { playlistSummaries } from '../services/summaries/playlists.js'
import { libraryPlaylistsCondition, playlistAccess } from '../services/playlists/playlist_access.js'
import { addTracks, createPlaylist, deletePlaylist, removeTracks, replaceTracks, updatePlaylist } from '../services/playlists/playlist_actions.js'
import { createPlaylistValidator, updatePlaylistValidator } from '../validators/playlist_validator.js'
import { parseId } from './ids.js'
import { seconds, toSong } from './mappers.js'
import { notAuthorized, notFound } from './protocol.js'
import type { SubsonicParams } from './params.js'

/**
 * The playlist endpoints, on the web API's playlist services: the same
 * visibility (someone else's private playlist does not exist), the same
 * rights (owners manage, collaborators add while the playlist is
 * collaborative) and the same playlist count of the listener's plan.
 */

type Listener = Viewer & { userId: number }

/** Playlist ids are Cadenza's numbers as they are: apps pass them back unchanged. */
function playlistId(value: string) {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw notFound('Playlist')
  return Number(value)
}

/** The visible songs of a playlist, in playlist order. */
async function playlistSongs(id: number, viewer: Listener) {
  const [visible, bindings] = visibleSql('tracks', viewer)
  const rows = await rawRows(
    `SELECT ${[...TRACK_COLUMNS, ...TRACK_ALBUM_COLUMNS].join(', ')} FROM playlist_track JOIN tracks ON tracks.id = playlist_track.track_id ` +
      `${TRACK_ALBUM_JOIN} WHERE playlist_track.playlist_id = ? AND ${visible} ORDER BY playlist_track.position`,
    [id, ...bindings]
  )
  return trackSummaries(rows, viewer)
}

/** Song count and length of each playlist, over the songs the listener may see, in one query. */
async function playlistTotals(ids: number[], viewer: Listener) {
  if (!ids.length) return new Map<number, { songCount: number; duration: number }>()
  const [visible, bindings] = visibleSql('tracks', viewer)
  const rows = await rawRows(
    `SELECT playlist_track.playlist_id, COUNT(*) AS songs, SUM(tracks.duration) AS duration FROM playlist_track JOIN tracks ON tracks.id = playlist_track.track_id ` +
      `WHERE playlist_track.playlist_id IN (${placeholders(ids.length)}) AND ${visible} GROUP BY playlist_track.playlist_id`,
    [...ids, ...bindings]
  )
  return new Map(rows.map((row) => [Number(row.playlist_id), { songCount: Number(row.songs), duration: Number(row.duration ?? 0) }]))
}

/**
 * Playlist rows as OpenSubsonic playlists. The owner is the listener's own
 * username (their email) on their playlists, so apps know they may edit
 * them; on anyone else's it is their public name, never their email.
 */
async function toPlaylists(rows: any[], user: User, viewer: Listener) {
  const [summaries, totals] = await Promise.all([playlistSummaries(rows), playlistTotals(rows.map((row) => row.id), viewer)])
  return summaries.map((summary, index) => ({
    id: String(summary.id),
    name: summary.name,
    comment: summary.description ?? undefined,
    owner: rows[index].owner_id === user.id ? user.email : (summary.owner?.name ?? undefined),
    public: summary.public,
    songCount: totals.get(summary.id)?.songCount ?? 0,
    duration: seconds(totals.get(summary.id)?.duration ?? 0),
    created: toIso(rows[index].created_at)!,
    changed: toIso(rows[index].updated_at)!,
  }))
}

async function playlistWithSongs(id: number, user: User, viewer: Listener) {
  const { row } = await playlistAccess(id, viewer)
  const [[playlist], songs] = await Promise.all([toPlaylists([row], user, viewer), playlistSongs(id, viewer)])
  const entry = songs.map((song) => toSong(song))
  return { ...playlist, coverArt: entry[0]?.coverArt, entry }
}

/** getPlaylists: the listener's library of playlists (their own, those they collaborate on or follow). */
export async function getPlaylists(params: SubsonicParams, user: User, viewer: Listener) {
  const username = params.string('username')
  // Listing another person's playlists is Subsonic's admin feature; Cadenza shows them on public profiles instead.
  if (username !== null && username.toLowerCase() !== user.email.toLowerCase()) throw notAuthorized()
  const [inLibrary, libraryBindings] = libraryPlaylistsCondition(user.id)
  const rows = await rawRows(
    `SELECT ${PLAYLIST_COLUMNS.join(', ')}, playlists.created_at, playlists.updated_at FROM playlists WHERE ${inLibrary} ORDER BY playlists.name, playlists.id`,
    libraryBindings
  )
  return { playlists: { playlist: await toPlaylists(rows, user, viewer) } }
}

export async function getPlaylist(params: SubsonicParams, user: User, viewer: Listener) {
  return { playlist: await playlistWithSongs(playlistId(params.requiredString('id')), user, viewer) }
}

/**
 * createPlaylist: a new playlist with `songId`s (within the plan's playlist
 * count), or with `playlistId`, the songs of an existing one replaced.
 */
export async function createOrReplacePlaylist(params: SubsonicParams, user: User, viewer: Listener) {
  const trackIds = params.list('songId').map((id) => parseId('track', id))
  // Checked before anything is written, so an unknown song leaves no empty playlist behind.
  if ((await visibleTrackRows(trackIds, viewer)).length !== new Set(trackIds).size) throw notFound('Song')
  const existing = params.string('playlistId')
  let id: number
  if (existing) {
    id = playlistId(existing)
    await replaceTracks(id, viewer, trackIds)
  } else {
    const input = await createPlaylistValidator.validate({ name: params.requiredString('name'), public: false })
    id = await createPlaylist(viewer, input)
    if (trackIds.length) await addTracks(id, viewer, trackIds)
  }
  return { playlist: await playlistWithSongs(id, user, viewer) }
}

/**
 * updatePlaylist: renames, comments, publishes (owners only), adds songs
 * (owners, or collaborators while collaborative) and removes songs by their
 * index in the list getPlaylist answered (owners only).
 */
export async function changePlaylist(params: SubsonicParams, viewer: Listener) {
  const id = playlistId(params.requiredString('playlistId'))
  const publicFlag = params.string('public')
  const input = await updatePlaylistValidator.validate({
    name: params.string('name') ?? undefined,
    description: params.string('comment') ?? undefined,
    public: publicFlag === null ? undefined : publicFlag === 'true',
  })
  if (Object.values(input).some((value) => value !== undefined)) await updatePlaylist(id, viewer, input)

  const indexes = params.integers('songIndexToRemove')
  if (indexes.length) {
    const songs = await playlistSongs(id, viewer)
    const removed = indexes.flatMap((index) => (songs[index] ? [songs[index].id] : []))
    if (removed.length) await removeTracks(id, viewer, removed)
  }
  const added = params.list('songIdToAdd').map((songId) => parseId('track', songId))
  if (added.length) await addTracks(id, viewer, added)
  return {}
}

export async function removePlaylist(params: SubsonicParams, viewer: Listener) {
  await deletePlaylist(playlistId(params.requiredString('id')), viewer)
  return {}
}
