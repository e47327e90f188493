import type { ReportAnswer } from '../../../core/kernel/shared/reports.js'

/** What insights are about (the path's tracks|albums|artists, singular). */
export type InsightSubjectType = 'track' | 'album' | 'artist'

/** A share of the range's listens (0..1) and the previous period's; null when there was nothing to share. */
export interface InsightRate {
  value: number | null
  previous: number | null
}

/**
 * GET music/insights/{tracks|albums|artists}/{id}: the report payload the
 * admin's report index draws (metrics, series per day, rankings), for one
 * subject, with its completion and skip rates (shared/play_sources.ts says
 * what each is).
 */
export interface InsightsAnswer extends ReportAnswer {
  subject: { type: InsightSubjectType; id: number; name: string; image: string | null; href: string }
  rates: { completion: InsightRate; skip: InsightRate }
}
