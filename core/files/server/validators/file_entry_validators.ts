import vine from '@vinejs/vine'

/* The multipart upload's validator is in store_file_entry_validator.ts: vine.file() exists once the app has booted, after manifests (which import this file) are read. */

/** POST file-entries/delete: by entry id or by path (the entry's disk key), trash first, for good with deleteForever. */
export const deleteFileEntriesValidator = vine.compile(
  vine.object({
    entryIds: vine
      .array(vine.number().withoutDecimals().min(1))
      .maxLength(100)
      .optional()
      .requiredIfMissing('paths'),
    paths: vine.array(vine.string().trim().maxLength(191)).maxLength(100).optional(),
    deleteForever: vine.boolean().optional(),
  })
)

/** POST tus/entries: the id of a finished tus upload (the last segment of its URL). */
export const tusEntryValidator = vine.compile(
  vine.object({
    uploadKey: vine
      .string()
      .trim()
      .regex(/^[0-9a-f]{32}$/),
  })
)
