import vine from '@vinejs/vine'

export const playlistBasicsValidator = vine.create(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(191),
    description: vine.string().trim().maxLength(2000).nullable().optional(),
    public: vine.boolean(),
  })
)

/** PUT admin/lyrics/{trackId}: plain text, or LRC when synced (read and checked by shared/lrc.ts). */
export const lyricsValidator = vine.create(
  vine.object({
    is_synced: vine.boolean(),
    text: vine.string().trim().minLength(1).maxLength(100_000),
  })
)
