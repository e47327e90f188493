import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#core/audit/server/record_audit'
import { queueMail } from '#core/accounts/server/mail/send_mail_job'
import { freshSettings, siteName } from '#core/accounts/server/services/site_settings'
import BackstageRequest from '../models/backstage_request.js'
import Artist from '../models/artist.js'
import { grantArtistRole } from './artist_ownership.js'
import { decisionMessage } from './decision_mail.js'
import { notifyArtistRequestDecided } from '../notifications/send.js'

export const ALREADY_DECIDED = 'This request was already decided.'
export const ARTIST_GONE = 'The artist of this request no longer exists.'

type Decision = { status: 'approved'; note: string | null } | { status: 'denied'; reason: string }

/** What the audit log keeps of a request, before and after a decision. */
function snapshot(request: BackstageRequest) {
  // pendingKey is not serialized (serializeAs: null).
  return request.serialize()
}

/** The pending request, locked for the decision (MySQL; SQLite writes one at a time); 404, or 409 once decided. */
async function pendingRequest(trx: TransactionClientContract, id: number) {
  const query = BackstageRequest.query({ client: trx }).where('id', id)
  if (trx.dialect.name === 'mysql') query.forUpdate()
  const request = await query.first()
  if (!request) throw new Exception('Not found.', { status: 404 })
  if (request.status !== 'pending') throw new Exception(ALREADY_DECIDED, { status: 409 })
  return request
}

/**
 * What approval does, by kind: become-artist creates the artist and links
 * the person as its owner, claim-artist links them to the existing one (both
 * grant music.create), verify-artist marks the artist verified.
 */
async function carryOut(trx: TransactionClientContract, request: BackstageRequest) {
  if (request.type === 'become-artist') {
    const artist = await Artist.create({ name: request.artistName }, { client: trx })
    request.artistId = artist.id
    await grantArtistRole(trx, request.userId, artist.id)
    return
  }
  const artist = request.artistId === null ? null : await Artist.find(request.artistId, { client: trx })
  if (!artist) throw new Exception(ARTIST_GONE, { status: 409 })
  if (request.type === 'claim-artist') await grantArtistRole(trx, request.userId, artist.id)
  else await artist.merge({ verified: true }).save()
}

/**
 * An admin approves or denies a request: the outcome, the request's new
 * state and its audit entry in one transaction; the email telling the
 * person is queued once it committed.
 */
async function decide(id: number, adminId: number, decision: Decision) {
  const request = await db.transaction(async (trx) => {
    const pending = await pendingRequest(trx, id)
    const before = snapshot(pending)
    if (decision.status === 'approved') await carryOut(trx, pending)
    pending.merge({
      status: decision.status,
      reason: decision.status === 'approved' ? decision.note : decision.reason,
      decidedBy: adminId,
      decidedAt: DateTime.utc(),
      pendingKey: null,
    })
    await pending.useTransaction(trx).save()
    await recordAudit(trx, { action: `backstage_request.${decision.status}`, subject: { type: 'backstage_request', id }, before, after: snapshot(pending) })
    return pending
  })
  await tellThePerson(request)
  await notifyArtistRequestDecided({ userId: request.userId, artistName: request.artistName, status: request.status as 'approved' | 'denied', reason: request.reason })
  return request
}

async function tellThePerson(request: BackstageRequest) {
  const person = await db.from('users').where('id', request.userId).select('email').first()
  if (!person) return
  const name = siteName(await freshSettings())
  await queueMail(
    decisionMessage({
      to: person.email,
      siteName: name,
      type: request.type,
      artistName: request.artistName,
      status: request.status as 'approved' | 'denied',
      reason: request.reason,
    }),
    name
  )
}

export const approveRequest = (id: number, adminId: number, note: string | null) => decide(id, adminId, { status: 'approved', note })
export const denyRequest = (id: number, adminId: number, reason: string) => decide(id, adminId, { status: 'denied', reason })
