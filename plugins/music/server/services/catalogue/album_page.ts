import db from '@adonisjs/lucid/services/db'
import { MORPH } from '../../models/columns.js'
import { notFound } from '../shared/errors.js'
import { GUEST, type Viewer } from '../shared/viewer.js'
import { isVisible, whereVisible, withoutOwner } from '../shared/visibility.js'
import { viewerFlags } from '../shared/viewer_flags.js'
import { ALBUM_COLUMNS, TRACK_COLUMNS } from '../summaries/columns.js'
import { albumSummaries } from '../summaries/albums.js'
import { trackSummaries } from '../summaries/tracks.js'
import { genresAndTagsOf } from './genres_and_tags.js'

/** The album row if the viewer may see it; 404 otherwise. */
export async function findVisibleAlbum(id: number, viewer: Viewer) {
  const row = await db.from('albums').where('id', id).select([...ALBUM_COLUMNS, 'albums.description', 'albums.created_at']).first()
  if (!row || !isVisible(row, viewer)) throw notFound()
  return row
}

/** Album with its artists, ordered tracks (every one: albums are small), genres, tags and the viewer's flags. */
export async function albumPage(id: number, viewer: Viewer) {
  const row = await findVisibleAlbum(id, viewer)
  const [[summary], trackRows, { genres, tags }, flags] = await Promise.all([
    albumSummaries([row]),
    whereVisible(db.from('tracks').where('tracks.album_id', id), 'tracks', viewer)
      .orderBy('tracks.number')
      .orderBy('tracks.id')
      .select(TRACK_COLUMNS),
    genresAndTagsOf(MORPH.album, id),
    viewerFlags(viewer, MORPH.album, id, ['liked', 'reposted']),
  ])
  const tracks = await trackSummaries(trackRows, viewer)
  return {
    album: {
      ...summary,
      description: row.description ?? null,
      duration: tracks.reduce((total, track) => total + (track.duration ?? 0), 0),
      tracks_count: tracks.length,
      genres,
      tags,
      ...flags,
      tracks,
    },
  }
}

/** Minimal album payload for the embed player. */
export async function albumEmbed(id: number, viewer: Viewer) {
  const row = await findVisibleAlbum(id, viewer)
  const [[summary], trackRows] = await Promise.all([
    albumSummaries([row]),
    whereVisible(db.from('tracks').where('tracks.album_id', id), 'tracks', viewer)
      .orderBy('tracks.number')
      .orderBy('tracks.id')
      .select(TRACK_COLUMNS),
  ])
  return { album: { ...withoutOwner(summary), tracks: await trackSummaries(trackRows, GUEST) } }
}
