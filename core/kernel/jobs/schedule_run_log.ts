import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { tracingChannels } from '@adonisjs/queue'
import type { JobExecuteMessage } from '@adonisjs/queue/types'

/**
 * Keeps a row in schedule_runs for every run of a scheduled job (a job some
 * manifest schedules, whether the schedule or a module dispatched this run):
 * when it started, how long it took and how it ended (completed, retrying,
 * failed) with its error. The admin's logs > schedule tab reads it. Listens
 * on the queue's execution channel, so it sees every worker of this process
 * and jobs run where they are dispatched (the `sync` driver) alike.
 */
export function logScheduleRuns(scheduledJobs: ReadonlySet<string>) {
  const onEnd = (message: unknown) => {
    const { job, status, duration = 0, error } = message as JobExecuteMessage
    if (!status || !scheduledJobs.has(job.name)) return
    db.table('schedule_runs')
      .insert({
        schedule: job.name,
        job_id: job.id,
        started_at: new Date(Date.now() - duration),
        duration_ms: Math.round(duration),
        outcome: status,
        error: error ? error.message || String(error) : null,
      })
      .catch((failure) => logger.error({ err: failure, job: job.name }, 'recording a scheduled run failed'))
  }
  tracingChannels.executeChannel.subscribe({ start() {}, end() {}, asyncStart() {}, asyncEnd: onEnd, error() {} })
}
