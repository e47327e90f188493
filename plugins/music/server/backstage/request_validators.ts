import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ARTIST_RELATIONS, BACKSTAGE_REQUEST_LIMITS as LIMITS, BACKSTAGE_REQUEST_TYPES } from '../../shared/backstage_types.js'

const link = vine.object({
  url: vine
    .string()
    .trim()
    .maxLength(1000)
    .url({ require_protocol: true, protocols: ['http', 'https'] }),
  title: vine.string().trim().maxLength(100).optional(),
})

/**
 * POST music/backstage/requests: one form for the three kinds of request.
 * become-artist names the new artist; claim-artist and verify-artist pick
 * an existing one by id (what the id may be is the service's check).
 */
export const backstageRequestValidator = vine.create(
  vine.object({
    type: vine.enum(BACKSTAGE_REQUEST_TYPES),
    artist_id: vine.number().withoutDecimals().min(1).optional().requiredWhen('type', 'in', ['claim-artist', 'verify-artist']),
    artist_name: vine.string().trim().minLength(1).maxLength(LIMITS.name).optional().requiredWhen('type', '=', 'become-artist'),
    role: vine.enum(ARTIST_RELATIONS),
    company: vine.string().trim().maxLength(LIMITS.company).nullable().optional(),
    links: vine.array(link).maxLength(LIMITS.links).optional(),
    message: vine.string().trim().maxLength(LIMITS.message).nullable().optional(),
    // File entry ids (POST file-entries); that they are the sender's is the service's check.
    attachments: vine.array(vine.number().withoutDecimals().min(1)).maxLength(LIMITS.attachments).distinct().optional(),
  })
)

backstageRequestValidator.messagesProvider = new SimpleMessagesProvider(
  {
    'type.enum': 'Choose what you are asking for.',
    'artist_id.required': 'Pick an artist.',
    'artist_name.required': 'Enter the artist’s name.',
    'artist_name.minLength': 'Enter the artist’s name.',
    'role.required': 'Choose your role.',
    'role.enum': 'Choose your role.',
    'links.*.url.required': 'Enter the link’s address.',
    'links.*.url.url': 'Enter a web address starting with http:// or https://.',
    'links.array.maxLength': `You can add up to ${LIMITS.links} links.`,
    'attachments.array.maxLength': `You can attach up to ${LIMITS.attachments} files.`,
    'attachments.distinct': 'Each file can be attached once.',
  },
  { artist_name: 'artist name', 'links.*.url': 'link address', 'links.*.title': 'link title' }
)

/** POST music/admin/backstage-requests/{id}/deny: the reason the person is told. */
export const denyRequestValidator = vine.create(
  vine.object({
    reason: vine.string().trim().minLength(1).maxLength(LIMITS.reason),
  })
)

denyRequestValidator.messagesProvider = new SimpleMessagesProvider({
  'reason.required': 'Say why the request is denied: the person is told.',
  'reason.minLength': 'Say why the request is denied: the person is told.',
})

/** POST music/admin/backstage-requests/{id}/approve: an optional note for the person. */
export const approveRequestValidator = vine.create(
  vine.object({
    reason: vine.string().trim().maxLength(LIMITS.reason).nullable().optional(),
  })
)
