import db from '@adonisjs/lucid/services/db'
import type { ScheduleRun, ScheduleRunOutcome, ScheduleRunPage } from '../../shared/log_types.js'
import { isoTime, pageOf } from './log_query_helpers.js'

export interface ScheduleRunFilters {
  page: number
  perPage: number
  /** Only runs of this schedule (its job's name). */
  schedule?: string
  outcome?: ScheduleRunOutcome
}

const COLUMNS = ['id', 'schedule', 'started_at', 'duration_ms', 'outcome', 'error']

function runOf(row: Record<string, any>): ScheduleRun {
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
 * them (every worker of every node writes schedule_runs), newest first.
 */
export async function scheduleRunPage({ page, perPage, schedule, outcome }: ScheduleRunFilters): Promise<ScheduleRunPage> {
  const filtered = () => {
    const query = db.from('schedule_runs')
    if (schedule) query.where('schedule', schedule)
    if (outcome) query.where('outcome', outcome)
    return query
  }
  const [runs, schedules] = await Promise.all([
    pageOf(filtered, { page, perPage, columns: COLUMNS }, runOf),
    db.from('schedule_runs').distinct('schedule').orderBy('schedule'),
  ])
  return { ...runs, schedules: schedules.map((row) => row.schedule as string) }
}
