import { LRUCache } from 'lru-cache'
import type { ReportSource } from '../contract.js'
import type { ReportData, ReportPeriods } from '../shared/reports.js'

/**
 * Reports read, kept a minute per process. A report changes only when a
 * roll-up is recounted (every ten minutes), and admins come back to the same
 * ranges (the presets): a year's report sums ~200,000 roll-up rows, which
 * takes tens of milliseconds, and its answer is a few kilobytes. A recount
 * in this process empties the cache (replaceDailyRollup); another app
 * node's recount shows here within the minute, well inside the ten minutes
 * reports may lag anyway.
 */
const answers = new LRUCache<string, Promise<ReportData>>({ max: 500, ttl: 60_000 })

/** The report `name` over `periods`, read by `source` unless read in the last minute. */
export function readReport(name: string, source: () => Promise<ReportSource>, periods: ReportPeriods): Promise<ReportData> {
  const key = `${name}:${periods.current.start}:${periods.current.end}`
  let answer = answers.get(key)
  if (!answer) {
    answer = source().then((loaded) => loaded.read(periods))
    // A failed read is not kept.
    answer.catch(() => answers.delete(key))
    answers.set(key, answer)
  }
  return answer
}

/** Forgets every answer: the roll-ups changed. */
export function forgetReportAnswers() {
  answers.clear()
}
