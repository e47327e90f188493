import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { addDays, replaceDailyRollup, utcDay } from '#core/kernel/reports/daily_rollups'
import { MAX_REPORT_DAYS, type ReportAnswer } from '#core/kernel/shared/reports'
import { forgetReportAnswers } from '#core/kernel/reports/report_answers'
import { PLAY_ROLLUPS } from '#plugins/music/server/services/reports/play_rollup_tables'
import { rollUpDailyPlays } from '#plugins/music/server/services/reports/play_rollups'
import { UserFactory } from '#database/factories/user_factory'
import { makeAlbum, makeArtist, makeTrack } from '../helpers/catalogue_factory.js'
import { recordQueries } from '../helpers/query_counter.js'

/** A counted play in the history, `daysAgo` days before today (at noon UTC). */
function play(trackId: number, daysAgo: number, listener: { user_id?: number; visitor_id?: string }, extra: Record<string, string> = {}) {
  return {
    track_id: trackId,
    user_id: listener.user_id ?? null,
    visitor_id: listener.visitor_id ?? null,
    listened_ms: 60_000,
    created_at: `${addDays(utcDay(), -daysAgo)} 12:00:00`,
    ...extra,
  }
}

async function emptyPlays() {
  await db.from('plays').delete()
  await db.from('play_daily_totals').delete()
  await db.from('play_daily_top').delete()
  await db.from('play_monthly_top').delete()
  await db.from('play_span_top').delete()
  forgetReportAnswers()
}

/** Issue 16: the admin report index's plays tab, read from music's daily roll-ups of the play history. */
test.group('Music: the plays report', (group) => {
  group.each.setup(emptyPlays)
  // A first roll-up counts every day back to the oldest play, up to 400 (days, months, spans): over
  // 30 s on MariaDB on a machine shared with other suites.
  group.each.timeout(120_000)

  test('rolls the history up per day (plays, unique listeners, top tracks) and the report compares with the previous period', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const listener = await UserFactory.create()
    const artist = await makeArtist({ name: 'Nina Report' })
    const album = await makeAlbum({ name: 'Roll-up Album', artists: [artist] })
    const hit = await makeTrack({ name: 'Daily Hit', artists: [artist], album })
    const other = await makeTrack({ name: 'Other Song', artists: [artist] })
    await db.table('plays').multiInsert([
      // Today: three plays of the hit by one account and one guest, one of the other song.
      play(hit.id, 0, { user_id: listener.id }, { country: 'FR', device: 'mobile', platform: 'Android' }),
      play(hit.id, 0, { user_id: listener.id }, { country: 'FR', device: 'mobile', platform: 'Android' }),
      play(hit.id, 0, { visitor_id: 'guest-visitor-1' }, { country: 'DE', device: 'desktop', platform: 'Windows' }),
      play(other.id, 0, { visitor_id: 'guest-visitor-1' }),
      // Three days ago: one play. Ten days ago (the previous 7 days): two plays by one listener.
      play(other.id, 3, { user_id: listener.id }),
      play(hit.id, 10, { user_id: listener.id }),
      play(hit.id, 10, { user_id: listener.id }),
    ])

    const days = await rollUpDailyPlays()
    assert.equal(days[0], addDays(utcDay(), -10), 'the first run reaches back to the oldest play')
    assert.equal(days.at(-1), utcDay())
    const today = await db.from('play_daily_totals').where('day', utcDay()).firstOrFail()
    assert.deepEqual([Number(today.plays), Number(today.listeners)], [4, 2])

    const response = await client.get('/api/v1/admin/reports/plays').qs({ range: '7d' }).loginAs(admin)
    assert.equal(response.status(), 200)
    const report: ReportAnswer = response.body()
    assert.deepEqual(report.period, { start: addDays(utcDay(), -6), end: utcDay() })
    assert.deepEqual(report.previous, { start: addDays(utcDay(), -13), end: addDays(utcDay(), -7) })
    assert.equal(report.interval, 'day')
    assert.lengthOf(report.buckets, 7)
    assert.deepEqual(
      report.metrics.map(({ key, value, previous }) => [key, value, previous]),
      [
        ['plays', 5, 2],
        // Listeners are counted once a day: two today, one three days ago.
        ['listeners', 3, 1],
      ]
    )
    const plays = report.series.find(({ key }) => key === 'plays')!
    assert.deepEqual(plays.current, [0, 0, 0, 1, 0, 0, 4])
    assert.deepEqual(plays.previous, [0, 0, 0, 2, 0, 0, 0])

    const ranking = (key: string) => report.rankings.find((item) => item.key === key)!.items
    assert.deepEqual(
      ranking('tracks').map(({ label, detail, value, href }) => ({ label, detail, value, href })),
      [
        { label: 'Daily Hit', detail: 'Nina Report', value: 3, href: `/track/${hit.id}/daily-hit` },
        { label: 'Other Song', detail: 'Nina Report', value: 2, href: `/track/${other.id}/other-song` },
      ]
    )
    assert.deepEqual(ranking('artists').map(({ label, value }) => [label, value]), [['Nina Report', 5]])
    assert.deepEqual(ranking('albums').map(({ label, value, href }) => [label, value, href]), [['Roll-up Album', 3, `/album/${album.id}/nina-report/roll-up-album`]])
    // Plays without a known country or device count as '' (the screen says "Unknown").
    assert.deepEqual(ranking('countries').map(({ label, value }) => [label, value]), [['', 2], ['FR', 2], ['DE', 1]])
    assert.deepEqual(ranking('devices').map(({ label, value }) => [label, value]), [['', 2], ['mobile', 2], ['desktop', 1]])
  })

  test("the top lists show each track's artists in credit order and the album's image when it has none, and each artist's and album's image", async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const ada = await makeArtist({ name: 'Ada One' })
    const ben = await makeArtist({ name: 'Ben Two' })
    await db.from('artists').where('id', ada.id).update({ image: 'artists/ada.jpg' })
    // Credited before Ada though made after her: the credit order, not the ids, names them.
    const shared = await makeAlbum({ name: 'Shared Cover', artists: [ben, ada] })
    const bare = await makeAlbum({ name: 'Bare Album', artists: [ada] })
    await db.from('albums').where('id', shared.id).update({ image: 'albums/shared.jpg' })
    const duet = await makeTrack({ name: 'Duet', artists: [ben, ada], album: shared })
    const ownCover = await makeTrack({ name: 'Own Cover', artists: [ada], album: bare })
    const alone = await makeTrack({ name: 'Alone' })
    await db.from('tracks').where('id', ownCover.id).update({ image: 'tracks/own.jpg' })
    await db.table('plays').multiInsert([
      ...['a', 'b', 'c'].map((visitor) => play(duet.id, 0, { visitor_id: visitor })),
      ...['a', 'b'].map((visitor) => play(ownCover.id, 0, { visitor_id: visitor })),
      play(alone.id, 0, { visitor_id: 'a' }),
    ])
    await rollUpDailyPlays()

    let report: ReportAnswer | undefined
    const statements = await recordQueries(async () => {
      const response = await client.get('/api/v1/admin/reports/plays').qs({ range: '7d' }).loginAs(admin)
      assert.equal(response.status(), 200)
      report = response.body()
    })
    // The names and images of the three top lists are read in one statement (they were five round trips).
    assert.lengthOf(statements.filter((sql) => /\b(from|join) [`"]?(tracks|artists|albums)\b/i.test(sql)), 1)
    const ranking = (key: string) => report!.rankings.find((item) => item.key === key)!.items
    assert.deepEqual(ranking('tracks'), [
      { label: 'Duet', detail: 'Ben Two, Ada One', value: 3, href: `/track/${duet.id}/duet`, image: 'albums/shared.jpg' },
      { label: 'Own Cover', detail: 'Ada One', value: 2, href: `/track/${ownCover.id}/own-cover`, image: 'tracks/own.jpg' },
      { label: 'Alone', detail: null, value: 1, href: `/track/${alone.id}/alone`, image: null },
    ])
    assert.deepEqual(ranking('artists'), [
      { label: 'Ada One', value: 5, href: `/artist/${ada.id}/ada-one`, image: 'artists/ada.jpg' },
      { label: 'Ben Two', value: 3, href: `/artist/${ben.id}/ben-two`, image: null },
    ])
    assert.deepEqual(ranking('albums'), [
      { label: 'Shared Cover', detail: 'Ben Two, Ada One', value: 3, href: `/album/${shared.id}/ben-two/shared-cover`, image: 'albums/shared.jpg' },
      { label: 'Bare Album', detail: 'Ada One', value: 2, href: `/album/${bare.id}/ada-one/bare-album`, image: null },
    ])
  })

  test('a recount replaces the day instead of adding to it', async ({ assert }) => {
    const track = await makeTrack()
    await db.table('plays').insert(play(track.id, 0, { visitor_id: 'v1' }))
    await rollUpDailyPlays()
    await db.table('plays').insert(play(track.id, 0, { visitor_id: 'v2' }))
    await rollUpDailyPlays()
    const today = await db.from('play_daily_totals').where('day', utcDay())
    assert.lengthOf(today, 1)
    assert.deepEqual([Number(today[0].plays), Number(today[0].listeners)], [2, 2])
    const top = await db.from('play_daily_top').where({ day: utcDay(), dimension: 'track' })
    assert.deepEqual(top.map((row) => [row.value, Number(row.plays)]), [[String(track.id), 2]])
  })

  test("a range's top lists sum the months it covers whole and the days around them", async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const track = await makeTrack({ name: 'Across Months' })
    // The month before last, and five days either side of it.
    const now = new Date()
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 10)
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 0)).toISOString().slice(0, 10)
    const daysAgo = (day: string) => Math.round((Date.parse(utcDay()) - Date.parse(day)) / 86_400_000)
    await db.table('plays').multiInsert([
      play(track.id, daysAgo(addDays(first, -2)), { visitor_id: 'before' }),
      play(track.id, daysAgo(addDays(first, 10)), { visitor_id: 'within' }),
      play(track.id, daysAgo(addDays(first, 10)), { visitor_id: 'within-2' }),
      play(track.id, daysAgo(addDays(last, 3)), { visitor_id: 'after' }),
      // Outside the range.
      play(track.id, daysAgo(addDays(last, 6)), { visitor_id: 'later' }),
    ])
    await rollUpDailyPlays()
    const response = await client.get('/api/v1/admin/reports/plays').qs({ range: 'custom', start: addDays(first, -5), end: addDays(last, 5) }).loginAs(admin)
    const report: ReportAnswer = response.body()
    assert.equal(report.metrics[0].value, 4)
    assert.deepEqual(report.rankings.find(({ key }) => key === 'tracks')!.items.map(({ label, value }) => [label, value]), [['Across Months', 4]])
  })

  test('a range across a new year sums the rest of its first month, December and the year so far, as the plays say', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const often = await makeTrack({ name: 'Year Turner' })
    const seldom = await makeTrack({ name: 'December Song' })
    const today = utcDay()
    const year = Number(today.slice(0, 4))
    // From 28 November last year (at most 398 days ago: within the first roll-up's reach) for as long as a report goes.
    const start = `${year - 1}-11-28`
    const end = addDays(start, 365) < today ? addDays(start, 365) : today
    const daysAgo = (day: string) => Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000)
    const at = (trackId: number, day: string, visitor: string) => play(trackId, daysAgo(day), { visitor_id: visitor })
    await db.table('plays').multiInsert([
      // The rest of November: its first day and the month's last; then the year so far: 1 January and the range's last day.
      at(often.id, start, 'a'),
      at(often.id, `${year - 1}-11-30`, 'b'),
      at(often.id, `${year}-01-01`, 'c'),
      at(often.id, end, 'd'),
      // December, a whole month: its first and last days.
      at(often.id, `${year - 1}-12-01`, 'e'),
      at(seldom.id, `${year - 1}-12-31`, 'f'),
      at(seldom.id, `${year - 1}-12-31`, 'g'),
      // Outside the range: the day before it, and the day after it when that has come.
      at(seldom.id, addDays(start, -1), 'h'),
      ...(end < today ? [at(seldom.id, addDays(end, 1), 'i'), at(seldom.id, addDays(end, 1), 'j'), at(seldom.id, addDays(end, 1), 'k'), at(seldom.id, addDays(end, 1), 'l')] : []),
    ])
    await rollUpDailyPlays()

    const spans = async (span: string, day: string) =>
      (await db.from('play_span_top').where({ span, day, dimension: 'track' }).orderBy('value')).map((row): [number, number] => [Number(row.value), Number(row.plays)])
    assert.deepEqual(await spans('month_rest', start), [[often.id, 2]])
    assert.deepEqual(await spans('year_so_far', end), [[often.id, 2]])
    const topTracks = async () => {
      const response = await client.get('/api/v1/admin/reports/plays').qs({ range: 'custom', start, end }).loginAs(admin)
      assert.equal(response.status(), 200)
      const report: ReportAnswer = response.body()
      return { plays: report.metrics[0].value, top: report.rankings.find(({ key }) => key === 'tracks')!.items.map(({ label, value }) => [label, value]) }
    }
    assert.deepEqual(await topTracks(), { plays: 7, top: [['Year Turner', 5], ['December Song', 2]] })

    // A play arriving today counts once today is recounted, in the year so far and in a range ending today.
    await db.table('plays').insert(at(seldom.id, today, 'm'))
    await rollUpDailyPlays()
    const yearSoFar = new Map(await spans('year_so_far', today))
    // With the four plays after the range when it ended before today (all this year: it ends by 28 November).
    assert.equal(yearSoFar.get(seldom.id), (end < today ? 4 : 0) + 1)
  })

  test("a year's rests are written once it is over, and a range across the new year reads them through its last day rolled up", async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const often = await makeTrack({ name: 'Rest Of Year' })
    const seldom = await makeTrack({ name: 'New Year Song' })
    const today = utcDay()
    const year = Number(today.slice(0, 4))
    const start = `${year - 1}-11-28`
    const daysAgo = (day: string) => Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000)
    const played: Array<{ trackId: number; day: string }> = []
    const at = (trackId: number, day: string, visitor: string) => {
      played.push({ trackId, day })
      return play(trackId, daysAgo(day), { visitor_id: visitor })
    }
    const yesterday = addDays(today, -1)
    await db.table('plays').multiInsert([
      at(seldom.id, addDays(start, -1), 'before'),
      at(often.id, start, 'a'),
      at(often.id, `${year - 1}-12-01`, 'b'),
      at(seldom.id, `${year - 1}-12-31`, 'c'),
      at(often.id, `${year - 1}-12-31`, 'd'),
      // This year, up to yesterday (1 January when today is the 2nd; nothing this year when today is 1 January).
      ...(yesterday >= `${year}-01-01` ? [at(seldom.id, `${year}-01-01`, 'e'), at(seldom.id, yesterday, 'f'), at(seldom.id, yesterday, 'g')] : []),
    ])
    // The first roll-up counts last year's 31 December after it ended: the year is closed.
    await rollUpDailyPlays()
    const rest = async (day: string) =>
      new Map((await db.from('play_span_top').where({ span: 'year_rest', day, dimension: 'track' })).map((row) => [Number(row.value), Number(row.plays)]))
    assert.deepEqual(await rest(start), new Map([[often.id, 3], [seldom.id, 1]]))
    assert.deepEqual(await rest(`${year - 1}-12-01`), new Map([[often.id, 2], [seldom.id, 1]]))
    assert.deepEqual(await rest(`${year - 1}-12-31`), new Map([[often.id, 1], [seldom.id, 1]]))
    // Every day of the year, counted or not (the first roll-up reached back 400 days).
    const daysOfLastYear = (Date.UTC(year, 0, 1) - Date.UTC(year - 1, 0, 1)) / 86_400_000
    assert.lengthOf(await db.from('play_span_top').where({ span: 'year_rest', dimension: 'track' }).distinct('day'), daysOfLastYear)

    // As at midnight before the job's first run of the day: today is not rolled up yet. A range ending
    // today reads through yesterday, and this year's plays count.
    await db.from('play_daily_totals').where('day', today).delete()
    await db.from('play_daily_top').where('day', today).delete()
    await db.from('play_span_top').where('day', today).delete()
    forgetReportAnswers()
    // From 28 November last year, or, from 29 November on, as early as a report may reach (MAX_REPORT_DAYS).
    const rangeStart = [start, addDays(today, 1 - MAX_REPORT_DAYS)].sort().at(-1)!
    const response = await client.get('/api/v1/admin/reports/plays').qs({ range: 'custom', start: rangeStart, end: today }).loginAs(admin)
    assert.equal(response.status(), 200)
    const report: ReportAnswer = response.body()
    const counted = played.filter(({ day }) => day >= rangeStart && day <= yesterday)
    const playsOf = (trackId: number) => counted.filter((one) => one.trackId === trackId).length
    assert.equal(report.metrics[0].value, counted.length)
    assert.deepEqual(
      report.rankings.find(({ key }) => key === 'tracks')!.items.map(({ label, value }) => [label, value]),
      [['New Year Song', playsOf(seldom.id)], ['Rest Of Year', playsOf(often.id)]].filter(([, plays]) => plays).sort((a, b) => Number(b[1]) - Number(a[1]))
    )
  })

  test('a leap year closes with its 366 days, and a range from 29 February across the new year sums what its days counted', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const first = await makeTrack({ name: 'Leap Day' })
    const second = await makeTrack({ name: 'After Leap' })
    const counted = (day: string, plays: Array<[number, number]>) =>
      replaceDailyRollup(
        PLAY_ROLLUPS,
        day,
        { plays: plays.reduce((sum, [, count]) => sum + count, 0), listeners: plays.length },
        plays.map(([track, count]) => ({ dimension: 'track', value: String(track), plays: count, listeners: 1 })),
        'plays'
      )
    // Days counted in order, as the roll-up job counts them (2024 is a leap year).
    await counted('2024-02-28', [[first.id, 50]])
    await counted('2024-02-29', [[first.id, 2], [second.id, 1]])
    await counted('2024-03-01', [[second.id, 5]])
    await counted('2024-12-31', [[first.id, 3]])
    await counted('2025-01-01', [[second.id, 1]])
    await counted('2025-02-27', [[first.id, 1]])
    await counted('2025-02-28', [[second.id, 50]])

    const rest = async (day: string) =>
      new Map((await db.from('play_span_top').where({ span: 'year_rest', day, dimension: 'track' })).map((row) => [Number(row.value), Number(row.plays)]))
    assert.lengthOf(await db.from('play_span_top').where({ span: 'year_rest', dimension: 'track' }).distinct('day'), 366)
    assert.deepEqual(await rest('2024-02-29'), new Map([[first.id, 5], [second.id, 6]]))
    assert.deepEqual(await rest('2024-03-01'), new Map([[first.id, 3], [second.id, 5]]))
    assert.deepEqual(await rest('2024-01-01'), new Map([[first.id, 55], [second.id, 6]]))

    // 29 February 2024 to 27 February 2025: 365 days.
    const response = await client.get('/api/v1/admin/reports/plays').qs({ range: 'custom', start: '2024-02-29', end: '2025-02-27' }).loginAs(admin)
    assert.equal(response.status(), 200)
    const report: ReportAnswer = response.body()
    assert.equal(report.metrics[0].value, 13)
    assert.deepEqual(report.rankings.find(({ key }) => key === 'tracks')!.items.map(({ label, value }) => [label, value]), [['After Leap', 7], ['Leap Day', 6]])
  })
})
