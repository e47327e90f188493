import string from '@adonisjs/core/helpers/string'
import { Schedule, ScheduleBuilder } from '@adonisjs/queue'
import type { DeclaredSchedule } from './module_jobs.js'

/**
 * Makes the queue's schedules (queue_schedules, or Redis) those the enabled
 * modules declare: new or changed ones are written, ones no module declares
 * any more (a plugin switched off) are deleted, unchanged ones are left
 * alone so that starting a worker does not push their next run back.
 * Run by every worker as it starts; two starting at once write the same rows.
 */
export async function syncSchedules(declared: DeclaredSchedule[]) {
  const existing = new Map((await Schedule.list()).map((schedule) => [schedule.id, schedule]))
  for (const schedule of declared) {
    const current = existing.get(schedule.id)
    if (current && isUnchanged(current, schedule)) continue
    const builder = new ScheduleBuilder(schedule.job, schedule.payload ?? {}).id(schedule.id).timezone(schedule.timezone ?? 'UTC')
    await (schedule.cron ? builder.cron(schedule.cron) : builder.every(schedule.every!)).run()
  }
  const declaredIds = new Set(declared.map((schedule) => schedule.id))
  for (const [id, schedule] of existing) if (!declaredIds.has(id)) await schedule.delete()
}

function isUnchanged(current: Schedule, schedule: DeclaredSchedule) {
  return (
    current.name === schedule.job &&
    current.cronExpression === (schedule.cron ?? null) &&
    current.everyMs === (schedule.every ? string.milliseconds.parse(schedule.every) : null) &&
    current.timezone === (schedule.timezone ?? 'UTC') &&
    JSON.stringify(current.payload ?? {}) === JSON.stringify(schedule.payload ?? {})
  )
}
