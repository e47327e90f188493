import vine from '@vinejs/vine'

const id = () => vine.number().withoutDecimals().min(1).max(4_294_967_295)

/**
 * No `image`: a playlist shows its first track's cover. An address from the
 * client is never stored as an image (it could point inside our network or
 * at a tracker); only images the server received are.
 */
const fields = {
  name: vine.string().trim().minLength(1).maxLength(100),
  description: vine.string().trim().maxLength(2000).nullable().optional(),
  public: vine.boolean().optional(),
  collaborative: vine.boolean().optional(),
}

export const createPlaylistValidator = vine.create(vine.object(fields))

export const updatePlaylistValidator = vine.create(vine.object({ ...fields, name: fields.name.clone().optional() }))

/** Tracks to add or remove: at most 100 per call. */
export const playlistTracksValidator = vine.create(vine.object({ track_ids: vine.array(id()).minLength(1).maxLength(100) }))

/** Moves one track to a 1-based position (clamped to the playlist's length). */
export const moveTrackValidator = vine.create(vine.object({ track_id: id(), position: vine.number().withoutDecimals().min(1) }))

export const collaboratorValidator = vine.create(vine.object({ user_id: id() }))
