import db from '@adonisjs/lucid/services/db'
import type { ScheduleRun, ScheduleRunFacets } from '../../shared/log_types.js'
import type { ScheduleRunListInput } from '../log_lists.js'
import { isoTime } from './log_query_helpers.js'

const COLUMNS = ['id', 'schedule', 'started_at', 'duration_ms', 'outcome', 'error']

export function presentScheduleRun(row: Record<string, any>): ScheduleRun {
  return {
    id: Number(row.id),
    schedule: row.schedule,
    started_at: isoTime(row.started_at),
    duration_ms: Number(row.duration_ms),
    outcome: row.outcome,
    error: row.error,
  }
}

/**
 * Runs of scheduled jobs as core/kernel/jobs/schedule_run_log.ts records
 * them (every worker of every node writes schedule_runs), of one schedule
 * and/or one outcome.
 */
export function filteredScheduleRuns({ schedule, outcome }: ScheduleRunListInput) {
  const query = db.from('schedule_runs').select(COLUMNS)
  if (schedule) query.where('schedule', schedule)
  if (outcome) query.where('outcome', outcome)
  return query
}

/** Every schedule that has run: the filter's choices. */
export async function scheduleRunFacets(): Promise<ScheduleRunFacets> {
  const rows = await db.from('schedule_runs').distinct('schedule').orderBy('schedule')
  return { schedules: rows.map((row) => row.schedule as string) }
}
