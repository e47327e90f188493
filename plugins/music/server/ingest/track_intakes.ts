import db from '@adonisjs/lucid/services/db'
import { sqlNow } from '../services/shared/time.js'

/** What became of one uploaded file, kept so that asking again gives the same answer (track_intakes). */
export type RecordedIntake =
  | { entryId: number; outcome: 'created' | 'duplicate'; trackId: number }
  | { entryId: number; outcome: 'refused'; message: string }

/** The recorded intakes among `entryIds`, by entry id. */
export async function recordedIntakes(entryIds: number[]): Promise<Map<number, RecordedIntake>> {
  if (!entryIds.length) return new Map()
  const rows = await db.from('track_intakes').whereIn('file_entry_id', entryIds).select('file_entry_id', 'outcome', 'track_id', 'message')
  return new Map(
    rows.map((row) => {
      const entryId = Number(row.file_entry_id)
      const intake: RecordedIntake =
        row.outcome === 'refused' ? { entryId, outcome: 'refused', message: row.message ?? '' } : { entryId, outcome: row.outcome, trackId: Number(row.track_id) }
      return [entryId, intake]
    })
  )
}

/**
 * Keeps what became of the files. A refusal is kept too: the same bytes
 * would be refused again, and the screen shows why. Two requests taking in
 * the same entry at once (the upload's listener and the screen) keep the
 * first answer.
 */
export async function recordIntakes(userId: number, intakes: RecordedIntake[]) {
  if (!intakes.length) return
  const now = sqlNow()
  await db
    .table('track_intakes')
    .multiInsert(
      intakes.map((intake) => ({
        file_entry_id: intake.entryId,
        user_id: userId,
        outcome: intake.outcome,
        track_id: 'trackId' in intake ? intake.trackId : null,
        message: 'message' in intake ? intake.message.slice(0, 500) : null,
        created_at: now,
      }))
    )
    .onConflict('file_entry_id')
    .ignore()
}
