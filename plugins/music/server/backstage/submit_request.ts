import db from '@adonisjs/lucid/services/db'
import { Exception } from '@adonisjs/core/exceptions'
import { errors as vineErrors } from '@vinejs/vine'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import BackstageRequest from '../models/backstage_request.js'
import type { backstageRequestValidator } from './request_validators.js'
import { assertOwnAttachments } from './request_attachments.js'
import { isUniqueViolation } from '#core/kernel/database/database_conflicts'

export type RequestInput = Infer<typeof backstageRequestValidator>

export const ALREADY_PENDING = 'You already have a pending request for this artist.'

const invalid = (field: string, message: string) => new vineErrors.E_VALIDATION_ERROR([{ field, message, rule: field }])

/**
 * Which artist a request is about, checked against what the person already
 * manages: a claim is for an artist they do not manage yet, a verification
 * for one they do that is not verified yet. A new artist's name is theirs
 * to choose (the admin sees whether it already exists).
 */
async function requestedArtist(trx: TransactionClientContract, userId: number, input: RequestInput) {
  if (input.type === 'become-artist') return { artistId: null, artistName: input.artist_name! }
  const artist = await trx.from('artists').where('id', input.artist_id!).select('id', 'name', 'verified').first()
  if (!artist) throw invalid('artist_id', 'Pick an artist from the list.')
  const manages = Boolean(await trx.from('artist_user').where({ artist_id: artist.id, user_id: userId }).first())
  if (input.type === 'claim-artist' && manages) throw invalid('artist_id', 'You already manage this artist.')
  if (input.type === 'verify-artist' && !manages) throw invalid('artist_id', 'You can ask to verify only an artist you manage.')
  if (input.type === 'verify-artist' && artist.verified) throw invalid('artist_id', 'This artist is already verified.')
  return { artistId: Number(artist.id), artistName: String(artist.name) }
}

/**
 * What makes two pending requests the same: one person, one kind, one
 * artist (or one new name, case aside). Kept in a unique column while the
 * request is pending, so two submits at once cannot both get through.
 */
function pendingKeyOf(userId: number, type: string, artistId: number | null, artistName: string) {
  return `${userId}:${type}:${artistId ?? `new:${artistName.toLowerCase()}`}`
}

/** Stores a person's request (pending); 409 while the same one is pending, 422 on an artist that does not fit. */
export async function submitRequest(userId: number, input: RequestInput) {
  try {
    return await db.transaction(async (trx) => {
      const { artistId, artistName } = await requestedArtist(trx, userId, input)
      await assertOwnAttachments(trx, userId, input.attachments ?? [])
      const pendingKey = pendingKeyOf(userId, input.type, artistId, artistName)
      if (await trx.from('backstage_requests').where('pending_key', pendingKey).first()) throw new Exception(ALREADY_PENDING, { status: 409 })
      return BackstageRequest.create(
        {
          userId,
          type: input.type,
          artistId,
          artistName,
          role: input.role,
          company: input.company || null,
          links: input.links?.length ? input.links.map((link) => ({ url: link.url, ...(link.title ? { title: link.title } : {}) })) : null,
          attachments: input.attachments?.length ? input.attachments : null,
          message: input.message || null,
          status: 'pending',
          pendingKey,
        },
        { client: trx }
      )
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new Exception(ALREADY_PENDING, { status: 409 })
    throw error
  }
}
