import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { periodDays } from '#core/kernel/reports/daily_rollups'
import { periodParts } from '#plugins/music/server/insights/insight_month_sql'
import { rollUpInsightMonths } from '#plugins/music/server/insights/insight_months'
import { readInsights } from '#plugins/music/server/insights/insights_report'
import { INSIGHT_DAYS, INSIGHT_MONTHS, INSIGHT_VALUE_MONTHS, INSIGHT_VALUES } from '#plugins/music/server/insights/insight_tables'
import { makeArtist, makeTrack } from '../helpers/catalogue_factory.js'

const COUNTRIES = ['FR', 'DE', 'US', 'JP']

type DayRow = { subject_type: string; subject_id: number; day: string; plays: number; listeners: number; completed: number; skips: number }
type ValueRow = { subject_type: string; subject_id: number; day: string; dimension: string; value: string; plays: number }

test.group('Insights: monthly roll-ups', (group) => {
  group.each.setup(async () => {
    for (const table of [INSIGHT_DAYS, INSIGHT_VALUES, INSIGHT_MONTHS, INSIGHT_VALUE_MONTHS]) await db.from(table).delete()
  })

  test('a period is cut into its whole months and the partial months at its ends', ({ assert }) => {
    assert.deepEqual(periodParts({ start: '2025-01-15', end: '2025-04-10' }), {
      months: { start: '2025-02-01', end: '2025-03-01' },
      days: [
        { start: '2025-01-15', end: '2025-01-31' },
        { start: '2025-04-01', end: '2025-04-10' },
      ],
    })
    assert.deepEqual(periodParts({ start: '2024-02-01', end: '2024-02-29' }), { months: { start: '2024-02-01', end: '2024-02-01' }, days: [] })
    assert.deepEqual(periodParts({ start: '2025-03-03', end: '2025-03-20' }), { months: null, days: [{ start: '2025-03-03', end: '2025-03-20' }] })
  })

  test('a year read through the months gives the same breakdowns and top tracks as summing every day', async ({ assert }) => {
    const artist = await makeArtist({ name: 'Monthly Insights Artist' })
    const tracks = [await makeTrack({ name: 'Month One' }), await makeTrack({ name: 'Month Two' }), await makeTrack({ name: 'Month Three' })]
    await db.table('artist_track').multiInsert(tracks.map((track, position) => ({ artist_id: artist.id, track_id: track.id, position })))
    const period = { start: '2024-03-17', end: '2025-03-16' }
    const days = periodDays({ start: '2024-03-01', end: '2025-03-31' })
    const dayRows: DayRow[] = []
    const valueRows: ValueRow[] = []
    days.forEach((day, index) => {
      tracks.forEach((track, position) => {
        const plays = ((index * 7 + position * 13) % 11) + 1
        dayRows.push({ subject_type: 'track', subject_id: track.id, day, plays, listeners: plays, completed: 0, skips: 0 })
      })
      const plays = (index % 9) + 1
      dayRows.push({ subject_type: 'artist', subject_id: artist.id, day, plays, listeners: plays, completed: 0, skips: 0 })
      valueRows.push({ subject_type: 'artist', subject_id: artist.id, day, dimension: 'country', value: COUNTRIES[index % COUNTRIES.length], plays })
    })
    for (let start = 0; start < dayRows.length; start += 200) await db.table(INSIGHT_DAYS).multiInsert(dayRows.slice(start, start + 200))
    for (let start = 0; start < valueRows.length; start += 200) await db.table(INSIGHT_VALUES).multiInsert(valueRows.slice(start, start + 200))
    await rollUpInsightMonths(db.connection(), { from: days[0], to: days[days.length - 1] })

    // What summing the days gives.
    const inPeriod = (row: { day: string }) => row.day >= period.start && row.day <= period.end
    const countries = new Map<string, number>()
    for (const row of valueRows.filter(inPeriod)) countries.set(row.value, (countries.get(row.value) ?? 0) + row.plays)
    const trackTotals = tracks.map((track) => ({
      name: track.name,
      plays: dayRows
        .filter((row) => row.subject_type === 'track' && row.subject_id === track.id && inPeriod(row))
        .reduce((sum, row) => sum + row.plays, 0),
    }))

    const answer = await readInsights({ type: 'artist', id: artist.id, name: artist.name, image: null, href: '/' }, { current: period, previous: { start: '2023-03-18', end: '2024-03-16' } })
    const ranking = (key: string) => answer.rankings.find((candidate) => candidate.key === key)!.items.map((item) => [item.label, item.value])
    assert.sameDeepMembers(ranking('countries'), [...countries])
    assert.deepEqual(
      ranking('tracks'),
      trackTotals.sort((a, b) => b.plays - a.plays).map((track) => [track.name, track.plays])
    )
    // The series and totals still come from the days.
    assert.equal(answer.metrics[0].value, dayRows.filter((row) => row.subject_type === 'artist' && inPeriod(row)).reduce((sum, row) => sum + row.plays, 0))
  })

  test('recounting a month replaces what it held, from any of its days', async ({ assert }) => {
    const track = await makeTrack({ name: 'Month Step' })
    await db.table(INSIGHT_DAYS).insert({ subject_type: 'track', subject_id: track.id, day: '2025-05-02', plays: 4, listeners: 4, completed: 0, skips: 0 })
    await rollUpInsightMonths(db.connection(), { from: '2025-05-20', to: '2025-05-20' })
    await db.from(INSIGHT_DAYS).where('subject_id', track.id).update({ plays: 9 })
    await rollUpInsightMonths(db.connection(), { from: '2025-05-02', to: '2025-05-02' })
    const month = await db.from(INSIGHT_MONTHS).where('subject_type', 'track').where('subject_id', track.id)
    assert.lengthOf(month, 1)
    assert.equal(Number(month[0].plays), 9)
  })
})
