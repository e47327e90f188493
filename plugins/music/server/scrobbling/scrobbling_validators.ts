import vine from '@vinejs/vine'

/** A ListenBrainz user token (listenbrainz.org/settings: a UUID; whether it is one of theirs, the service says). */
export const listenBrainzTokenValidator = vine.create(
  vine.object({ token: vine.string().trim().minLength(1).maxLength(100).regex(/^[A-Za-z0-9-]+$/) })
)

/** Where Last.fm comes back after the listener allowed access. */
export const lastFmCallbackValidator = vine.create(
  vine.object({
    token: vine.string().trim().minLength(1).maxLength(100).regex(/^[A-Za-z0-9]+$/),
    state: vine.string().trim().minLength(1).maxLength(100),
  })
)

/** A listen the web player heard while offline, reported once back online. */
export const offlineListenValidator = vine.create(
  vine.object({
    track_id: vine.number().withoutDecimals().min(1),
    /** When it began, seconds since the epoch. */
    listened_at: vine.number().withoutDecimals().min(0),
    listened_ms: vine.number().withoutDecimals().min(0).max(86_400_000),
  })
)
