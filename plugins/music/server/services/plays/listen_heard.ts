import emitter from '@adonisjs/core/services/emitter'

/** ListenBrainz's rule, which Last.fm shares: a listen is worth sending after half the track or 4 minutes, whichever comes first. */
export const HEARD_AFTER_MS = 4 * 60_000

export function heardThreshold(durationMs: number | null) {
  return durationMs ? Math.min(HEARD_AFTER_MS, Math.floor(durationMs / 2)) : HEARD_AFTER_MS
}

/**
 * Announces a signed-in listener's listen once it crosses the rule
 * (music:listen_heard, sent on by scrobbling): `before` is what was known of
 * it until now (0 for a new play), `after` the length now stored.
 */
export async function announceWhenHeard(listen: { userId: number | null; trackId: number; durationMs: number | null; before: number; after: number; startedAtMs: number }) {
  const threshold = heardThreshold(listen.durationMs)
  if (listen.userId === null || listen.before >= threshold || listen.after < threshold) return
  await emitter.emit('music:listen_heard', { userId: listen.userId, trackId: listen.trackId, listenedAt: Math.floor(listen.startedAtMs / 1000) })
}
