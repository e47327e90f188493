import db from '@adonisjs/lucid/services/db'
import { escapeLike } from '#core/kernel/database/like'
import type { AdminBackstageRequestRow } from '../../shared/backstage_types.js'
import { toIso } from '../services/shared/time.js'
import { personOf } from './request_presenter.js'
import type { RequestsListInput } from './requests_list.js'

/** The requests the admin's search and filters leave, with their senders (one query). */
export function filteredRequests(input: RequestsListInput) {
  const query = db
    .from('backstage_requests')
    .leftJoin('users', 'users.id', 'backstage_requests.user_id')
    .select(
      'backstage_requests.id',
      'backstage_requests.type',
      'backstage_requests.status',
      'backstage_requests.artist_name',
      'backstage_requests.role',
      'backstage_requests.created_at',
      'backstage_requests.decided_at',
      'backstage_requests.user_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.image'
    )
  if (input.query) {
    const pattern = `%${escapeLike(input.query)}%`
    query.where((search) =>
      search
        .whereRaw(`backstage_requests.artist_name LIKE ? ESCAPE '!'`, [pattern])
        .orWhereRaw(`users.email LIKE ? ESCAPE '!'`, [pattern])
        .orWhereRaw(`users.first_name LIKE ? ESCAPE '!'`, [pattern])
        .orWhereRaw(`users.last_name LIKE ? ESCAPE '!'`, [pattern])
    )
  }
  if (input.status) query.where('backstage_requests.status', input.status)
  if (input.type) query.where('backstage_requests.type', input.type)
  return query
}

export function presentRequestRow(row: Record<string, any>): AdminBackstageRequestRow {
  return {
    id: Number(row.id),
    type: row.type,
    status: row.status,
    artist_name: row.artist_name,
    role: row.role,
    user: row.email ? personOf({ id: row.user_id, first_name: row.first_name, last_name: row.last_name, email: row.email, image: row.image }) : null,
    created_at: toIso(row.created_at)!,
    decided_at: toIso(row.decided_at),
  }
}
