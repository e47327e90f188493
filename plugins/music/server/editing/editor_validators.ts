import vine, { SimpleMessagesProvider } from '@vinejs/vine'

/** Enough for a featuring list; more is a mistake, not a credit. */
export const MAX_CREDITS = 20
export const MAX_TERMS = 10
export const MAX_ALBUM_TRACKS = 200
export const MAX_ARTIST_LINKS = 10

/** An existing artist by id, or a new one by name (the pickers' "create"). */
const credit = vine.object({
  id: vine.number().withoutDecimals().min(1).optional().requiredIfMissing('name'),
  name: vine.string().trim().minLength(1).maxLength(191).optional(),
})

/** Genre and tag names as people type them; the server finds or adds each. */
const terms = vine.array(vine.string().trim().minLength(1).maxLength(100)).maxLength(MAX_TERMS).distinct()

const releaseDate = vine.date({ formats: ['YYYY-MM-DD'] }).nullable()

const messages = {
  'name.required': 'Give it a name.',
  'name.minLength': 'Give it a name.',
  'artists.array.minLength': 'Credit at least one artist.',
  'artists.required': 'Credit at least one artist.',
  'artists.array.maxLength': `Credit at most ${MAX_CREDITS} artists.`,
  'artists.*.id.requiredIfMissing': 'Pick an artist or type a new name.',
  'genres.array.maxLength': `Up to ${MAX_TERMS} genres.`,
  'tags.array.maxLength': `Up to ${MAX_TERMS} tags.`,
  'genres.distinct': 'Each genre once.',
  'tags.distinct': 'Each tag once.',
  'release_date.date': 'Enter a date as YYYY-MM-DD.',
  'number.min': 'Track numbers start at 1.',
  'links.*.url.url': 'Enter a web address starting with http:// or https://.',
  'links.*.title.minLength': 'Give the link a title.',
  'links.array.maxLength': `You can add up to ${MAX_ARTIST_LINKS} links.`,
  'tracks.array.maxLength': `An album holds at most ${MAX_ALBUM_TRACKS} tracks.`,
  'tracks.distinct': 'Each track once.',
}

/** POST {scope}/tracks/{id}/audio: the uploaded file (a file entry of one's own) the track plays from now on. */
export const replaceAudioValidator = vine.create(
  vine.object({
    entryId: vine.number().withoutDecimals().min(1).max(4_294_967_295),
    /** Take the name and number from the new file's tags. */
    useTags: vine.boolean().optional(),
  })
)

/** POST/PUT {scope}/tracks: the whole track as the editor holds it. */
export const trackEditorValidator = vine.create(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(191),
    artists: vine.array(credit).minLength(1).maxLength(MAX_CREDITS),
    album_id: vine.number().withoutDecimals().min(1).nullable(),
    number: vine.number().withoutDecimals().min(1).max(999).nullable(),
    genres: terms,
    tags: terms,
    description: vine.string().trim().maxLength(5000).nullable(),
    lyrics: vine
      .object({
        is_synced: vine.boolean(),
        text: vine.string().trim().minLength(1).maxLength(100_000),
      })
      .nullable(),
    release_date: releaseDate,
    public: vine.boolean(),
    allow_download: vine.boolean(),
  })
)
trackEditorValidator.messagesProvider = new SimpleMessagesProvider(messages, { 'lyrics.text': 'lyrics' })

/** POST/PUT {scope}/albums: the album with its tracks in order. */
export const albumEditorValidator = vine.create(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(191),
    artists: vine.array(credit).minLength(1).maxLength(MAX_CREDITS),
    tracks: vine.array(vine.number().withoutDecimals().min(1)).maxLength(MAX_ALBUM_TRACKS).distinct(),
    genres: terms,
    tags: terms,
    description: vine.string().trim().maxLength(5000).nullable(),
    release_date: releaseDate,
    public: vine.boolean(),
  })
)
albumEditorValidator.messagesProvider = new SimpleMessagesProvider(messages)

/** POST/PUT {scope}/artists: the artist page. `verified` counts only from the admin area. */
export const artistEditorValidator = vine.create(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(191),
    biography: vine.string().trim().maxLength(10_000).nullable(),
    links: vine
      .array(
        vine.object({
          url: vine
            .string()
            .trim()
            .maxLength(1000)
            .url({ require_protocol: true, protocols: ['http', 'https'] }),
          title: vine.string().trim().minLength(1).maxLength(100),
        })
      )
      .maxLength(MAX_ARTIST_LINKS),
    genres: terms,
    verified: vine.boolean().optional(),
  })
)
artistEditorValidator.messagesProvider = new SimpleMessagesProvider(messages, { 'links.*.url': 'link address', 'links.*.title': 'link title' })

/** GET {scope}/editor-options/{kind}?query=: what a picker offers. */
export const editorOptionsValidator = vine.create(
  vine.object({
    query: vine.string().trim().maxLength(100).optional(),
  })
)
