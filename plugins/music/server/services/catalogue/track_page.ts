import db from '@adonisjs/lucid/services/db'
import { MORPH } from '../../models/columns.js'
import { notFound } from '../shared/errors.js'
import { rawRows } from '../shared/raw_rows.js'
import { GUEST, type Viewer } from '../shared/viewer.js'
import { isVisible, withoutOwner } from '../shared/visibility.js'
import { viewerFlags } from '../shared/viewer_flags.js'
import { TRACK_ALBUM_COLUMNS, TRACK_ALBUM_JOIN, TRACK_COLUMNS } from '../summaries/columns.js'
import { trackSummaries } from '../summaries/tracks.js'
import { genresAndTagsOf } from './genres_and_tags.js'
import { pageCache } from '../shared/page_cache.js'
import type { Lyrics, TrackDetail } from '../../../shared/api_types.js'

/** The track row if the viewer may see it; 404 otherwise. */
export async function findVisibleTrack(id: number, viewer: Viewer) {
  const row = await db.from('tracks').where('id', id).select([...TRACK_COLUMNS, 'tracks.description', 'tracks.mime', 'tracks.bitrate']).first()
  if (!row || !isVisible(row, viewer)) throw notFound()
  return row
}

/** The page's track row; its album, lyrics and waveform ride along (a join, scalar subqueries): one round trip instead of four. */
const TRACK_PAGE_ROW =
  `SELECT ${[...TRACK_COLUMNS, ...TRACK_ALBUM_COLUMNS].join(', ')}, tracks.description, tracks.mime, tracks.bitrate, ` +
  '(SELECT COUNT(*) FROM lyrics WHERE lyrics.track_id = tracks.id) AS lyrics_count, ' +
  '(SELECT peaks FROM track_waveforms WHERE track_waveforms.track_id = tracks.id) AS peaks ' +
  `FROM tracks ${TRACK_ALBUM_JOIN} WHERE tracks.id = ?`

const trackPages = pageCache('music.track')

/**
 * Track with album, artists, genres, tags, whether it has lyrics, its waveform and the viewer's flags,
 * kept until a write drops it: on MariaDB its three statements are three round trips (~0.5 ms of the
 * server's CPU a view, measured in bench:api), on SQLite they were cheap enough to run each time.
 */
export function trackPage(id: number, viewer: Viewer) {
  return trackPages(id, viewer, () => loadTrackPage(id, viewer))
}

async function loadTrackPage(id: number, viewer: Viewer): Promise<{ track: TrackDetail }> {
  const [row] = await rawRows(TRACK_PAGE_ROW, [id])
  if (!row || !isVisible(row, viewer)) throw notFound()
  const [[summary], { genres, tags }, flags] = await Promise.all([
    trackSummaries([row], viewer),
    genresAndTagsOf(MORPH.track, id),
    viewerFlags(viewer, MORPH.track, id, ['liked', 'reposted']),
  ])
  return {
    track: {
      ...summary,
      ...flags,
      description: row.description ?? null,
      mime: row.mime ?? null,
      bitrate: row.bitrate ?? null,
      genres,
      tags,
      has_lyrics: Number(row.lyrics_count) > 0,
      waveform: row.peaks ? (JSON.parse(row.peaks) as number[]) : null,
    },
  }
}

/** Minimal track payload for the embed player. */
export async function trackEmbed(id: number, viewer: Viewer) {
  const row = await findVisibleTrack(id, viewer)
  const [summary] = await trackSummaries([row], GUEST)
  return { track: withoutOwner(summary) }
}

/** Lyrics of a visible track; 404 when it has none. */
export async function trackLyrics(trackId: number, viewer: Viewer): Promise<{ lyrics: Lyrics }> {
  await findVisibleTrack(trackId, viewer)
  const row = await db.from('lyrics').where('track_id', trackId).first()
  if (!row) throw notFound()
  return {
    lyrics: {
      track_id: trackId,
      text: row.text,
      is_synced: Boolean(row.is_synced),
      timed: row.timed ? JSON.parse(row.timed) : null,
    },
  }
}
