import db from '@adonisjs/lucid/services/db'
import { accountName } from '#core/accounts/server/models/user'
import type BackstageRequest from '../models/backstage_request.js'
import type { AdminBackstageRequest, BackstageRequest as BackstageRequestPayload, RequestArtist, RequestAttachment, RequestPerson } from '../../shared/backstage_types.js'
import { toIso } from '../services/shared/time.js'
import { attachmentsOf, type AttachmentAudience } from './request_attachments.js'

const unique = (ids: Array<number | null>) => [...new Set(ids.filter((id): id is number => id !== null))]

/** The artists of the given ids, in one query. */
export async function requestArtists(ids: number[]): Promise<Map<number, RequestArtist>> {
  if (!ids.length) return new Map()
  const rows = await db.from('artists').whereIn('id', ids).select('id', 'name', 'image', 'verified')
  return new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), name: row.name, image: row.image ?? null, verified: Boolean(row.verified) }]))
}

/** Accounts as the admin sees them on a request (name, email, avatar), in one query. */
export async function requestPeople(ids: number[]): Promise<Map<number, RequestPerson>> {
  if (!ids.length) return new Map()
  const rows = await db.from('users').whereIn('id', ids).select('id', 'first_name', 'last_name', 'email', 'image')
  return new Map(rows.map((row) => [Number(row.id), personOf(row)]))
}

export function personOf(row: { id: number; first_name: string | null; last_name: string | null; email: string; image: string | null }): RequestPerson {
  return { id: Number(row.id), name: accountName({ id: Number(row.id), firstName: row.first_name, lastName: row.last_name }), email: row.email, image: row.image ?? null }
}

function present(request: BackstageRequest, artists: Map<number, RequestArtist>, attachments: Map<string, RequestAttachment>): BackstageRequestPayload {
  return {
    id: request.id,
    type: request.type,
    status: request.status,
    artist_name: request.artistName,
    artist: request.artistId === null ? null : (artists.get(request.artistId) ?? null),
    role: request.role,
    company: request.company ?? null,
    links: request.links ?? [],
    message: request.message ?? null,
    attachments: (request.attachments ?? []).flatMap((id) => attachments.get(`${request.id}:${id}`) ?? []),
    reason: request.reason ?? null,
    created_at: toIso(request.createdAt.toJSDate())!,
    decided_at: request.decidedAt ? toIso(request.decidedAt.toJSDate()) : null,
  }
}

/** Requests as their sender (or an admin) sees them, with their artists and attachments in two queries. */
export async function presentRequests(requests: BackstageRequest[], audience: AttachmentAudience = 'sender'): Promise<BackstageRequestPayload[]> {
  const artists = await requestArtists(unique(requests.map((request) => request.artistId)))
  const attachments = await attachmentsOf(requests, audience)
  return requests.map((request) => present(request, artists, attachments))
}

/** How many artists of the same name the admin is shown beside a new artist's request. */
const NAMESAKES_SHOWN = 5

/**
 * Artists already called what a pending become-artist request names, case
 * aside: MySQL's _ci collation compares so through the index on name;
 * SQLite (the small installs) compares NOCASE by reading the table.
 */
async function namesakesOf(request: BackstageRequest): Promise<RequestArtist[]> {
  if (request.type !== 'become-artist' || request.status !== 'pending') return []
  const query = db.from('artists').orderBy('plays', 'desc').limit(NAMESAKES_SHOWN).select('id')
  if (db.connection().dialect.name === 'mysql') query.where('name', request.artistName)
  else query.whereRaw('name = ? COLLATE NOCASE', [request.artistName])
  const rows = await query
  return [...(await requestArtists(rows.map((row) => Number(row.id)))).values()]
}

/** How many of an existing artist's managers the admin is shown. */
const MANAGERS_SHOWN = 10

/** Who manages the claimed or verified artist now (the sender among them, for a verification). */
async function managersOf(request: BackstageRequest): Promise<RequestPerson[]> {
  if (request.artistId === null || request.type === 'become-artist') return []
  const rows = await db.from('artist_user').where('artist_id', request.artistId).orderBy('created_at').limit(MANAGERS_SHOWN).select('user_id')
  const people = await requestPeople(rows.map((row) => Number(row.user_id)))
  return rows.flatMap((row) => people.get(Number(row.user_id)) ?? [])
}

/** One request as the admin's detail page shows it: who sent it, who decided, namesakes of a new artist, managers of an existing one. */
export async function presentForAdmin(request: BackstageRequest): Promise<AdminBackstageRequest> {
  const [payload] = await presentRequests([request], 'admin')
  const people = await requestPeople(unique([request.userId, request.decidedBy]))
  return {
    ...payload,
    user: people.get(request.userId) ?? null,
    decided_by: request.decidedBy === null ? null : (people.get(request.decidedBy) ?? null),
    namesakes: await namesakesOf(request),
    managers: await managersOf(request),
  }
}
