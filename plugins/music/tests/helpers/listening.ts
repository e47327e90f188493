import drive from '@adonisjs/drive/services/main'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { fixtureWav } from '../functional/import/audio_fixtures.js'
import { makeTrack, type TrackOptions } from './catalogue_factory.js'
import { api } from './music_session.js'

/** Half of TRACK_MS, the minimum listen of such a track, plus room for the clock. */
export const LISTEN_WAIT_MS = 1100
const TRACK_MS = 2000
let seed = 100

/**
 * A track whose audio is on the uploads disk, so it can be streamed. Two
 * seconds long unless `duration` says otherwise: a listen counts after one,
 * which a test can wait out.
 */
export async function makeStreamableTrack(options: TrackOptions = {}) {
  const track = await makeTrack({ duration: TRACK_MS, ...options })
  const key = `tracks/listen-test/${track.id}.wav`
  await drive.use('uploads').put(key, fixtureWav({ title: track.name }, seed++, Math.ceil((options.duration ?? TRACK_MS) / 1000)))
  track.merge({ src: key, mime: 'audio/wav' })
  await track.save()
  return track
}

/** Begins a listen as the player's audio element does: the file from its first byte. */
export async function startListening(session: CookieSession, track: { id: number }) {
  const response = await session
    .get(api(`tracks/${track.id}/stream`))
    .headers({ range: 'bytes=0-' })
  if (response.status() !== 206) throw new Error(`stream failed: ${response.status()}`)
}

export const wait = (ms = LISTEN_WAIT_MS) => new Promise((resolve) => setTimeout(resolve, ms))

/** The player's report of a listen. */
export function reportPlay(
  session: CookieSession,
  track: { id: number },
  listenedMs: number,
  headers: Record<string, string> = {}
) {
  return session
    .post(api(`tracks/${track.id}/plays`))
    .json({ listened_ms: listenedMs })
    .headers(headers)
}

/** Streams, waits out the minimum listen, reports. */
export async function listenTo(session: CookieSession, track: { id: number }, listenedMs = 30_000) {
  await startListening(session, track)
  await wait()
  return reportPlay(session, track, listenedMs)
}
