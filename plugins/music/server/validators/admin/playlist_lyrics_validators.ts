import vine from '@vinejs/vine'

const id = () => vine.number().withoutDecimals().min(1).max(4_294_967_295)

/** GET admin/playlists: search, owner and visibility filters, keyset cursor (the last id seen). */
export const playlistListValidator = vine.create(
  vine.object({
    query: vine.string().trim().maxLength(255).optional(),
    owner_id: id().optional(),
    public: vine.boolean().optional(),
    cursor: id().optional(),
    perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
  })
)

export const playlistBasicsValidator = vine.create(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(191),
    description: vine.string().trim().maxLength(2000).nullable().optional(),
    public: vine.boolean(),
  })
)

export const deletePlaylistsValidator = vine.create(vine.object({ ids: vine.array(id()).minLength(1).maxLength(500).distinct() }))

/** GET admin/lyrics: search by track name, synced or plain, keyset cursor. */
export const lyricsListValidator = vine.create(
  vine.object({
    query: vine.string().trim().maxLength(255).optional(),
    synced: vine.boolean().optional(),
    cursor: id().optional(),
    perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
  })
)

/** PUT admin/lyrics/{trackId}: plain text, or LRC when synced (read and checked by shared/lrc.ts). */
export const lyricsValidator = vine.create(
  vine.object({
    is_synced: vine.boolean(),
    text: vine.string().trim().minLength(1).maxLength(100_000),
  })
)
