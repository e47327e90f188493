import db from '@adonisjs/lucid/services/db'
import { MUSIC_CREATE } from '../../permissions.js'
import { restrictionLimit } from '../services/shared/restriction_limit.js'

/** music.create's restrictions (the role editor's fields; a plan grants a role, so plans set them too). */
export const TRACK_COUNT_RESTRICTION = 'count'
export const UPLOAD_MINUTES_RESTRICTION = 'minutes'

const MINUTE_MS = 60_000

/** A music.create restriction's value for `userId`; null when unlimited. */
const musicCreateLimit = (userId: number, restriction: string) => restrictionLimit(userId, MUSIC_CREATE, restriction)

/**
 * How many more tracks `userId` may upload: music.create's `count`
 * restriction less the tracks they own; null when unlimited. Spec section
 * 6: over quota when the count is at or above the value.
 */
export async function tracksLeft(userId: number): Promise<number | null> {
  const limit = await musicCreateLimit(userId, TRACK_COUNT_RESTRICTION)
  if (limit === null) return null
  const owned = await db.from('tracks').where('owner_id', userId).count('* as total').first()
  return Math.max(0, limit - Number(owned?.total ?? 0))
}

/**
 * How much more audio `userId` may upload, in milliseconds: music.create's
 * `minutes` restriction less the length of the tracks they own; null when
 * unlimited. Checked per file at ingest, once its length is read.
 */
export async function uploadTimeLeftMs(userId: number): Promise<number | null> {
  const limit = await musicCreateLimit(userId, UPLOAD_MINUTES_RESTRICTION)
  if (limit === null) return null
  const used = await db.from('tracks').where('owner_id', userId).sum('duration as total').first()
  return Math.max(0, limit * MINUTE_MS - Number(used?.total ?? 0))
}

/** Whole minutes left, as the screens say it ('12 minutes left'): rounded down, never promising more than there is. */
function minutesOf(ms: number) {
  return Math.floor(ms / MINUTE_MS)
}

/** A file longer than the upload time its owner has left: refused with this message, the other files go on. */
export class UploadTimeExceeded extends Error {
  constructor(durationMs: number, leftMs: number) {
    const length = plural(Math.max(1, Math.ceil(durationMs / MINUTE_MS)), 'minute')
    const left = minutesOf(leftMs)
    super(
      leftMs <= 0
        ? 'You have used all your upload minutes.'
        : `This track is ${length} long and you have ${left ? plural(left, 'minute') : 'less than a minute'} of upload time left.`
    )
  }
}

function plural(count: number, unit: string) {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}
