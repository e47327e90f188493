import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { moduleLock } from '#core/kernel/locks'
import { PLAY_COUNTS_LOCK } from '#plugins/music/locks'
import { makeArtist, makeTrack } from '../helpers/catalogue_factory.js'
import { api, signedInSession } from '../helpers/music_session.js'
import { countQueries } from '../helpers/query_counter.js'
import RollUpPlayCountsJob from '#plugins/music/server/jobs/roll_up_play_counts_job'
import { rollUpPlayCounts } from '#plugins/music/server/services/plays/play_counts'
import { QueueWorkerProcess } from '#tests/helpers/app_process'

async function queuePlays(trackId: number, count: number) {
  await db
    .table('uncounted_plays')
    .multiInsert(Array.from({ length: count }, () => ({ track_id: trackId })))
}

async function trackPlays(trackId: number) {
  return Number((await db.from('tracks').where('id', trackId).firstOrFail()).plays)
}

test.group('Music: the play-count roll-up', () => {
  test('is a scheduled job: a queue worker raises the counters every MUSIC_PLAY_COUNT_DELAY_SECONDS and logs the run', async ({
    assert,
    cleanup,
  }) => {
    const track = await makeTrack()
    await queuePlays(track.id, 3)
    const since = new Date()
    const worker = await QueueWorkerProcess.start({
      QUEUE_DRIVER: 'database',
      MUSIC_PLAY_COUNT_DELAY_SECONDS: '1',
    })
    cleanup(() => worker.stop())

    const deadline = Date.now() + 15_000
    while ((await trackPlays(track.id)) < 3 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200))
    assert.equal(await trackPlays(track.id), 3)
    assert.lengthOf(await db.from('uncounted_plays').where('track_id', track.id), 0)
    // The run is logged once the job has returned (after the read caches are dropped), a moment after its commit.
    const loggedRuns = () => db.from('schedule_runs').where('schedule', 'music.roll_up_play_counts').where('started_at', '>=', since)
    while ((await loggedRuns()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
    const runs = await loggedRuns()
    assert.isAtLeast(runs.length, 1)
    assert.equal(runs[0].outcome, 'completed')
  }).timeout(40_000)

  test('counts nothing while another process holds the roll-up lock, and everything once it is free', async ({
    assert,
  }) => {
    const track = await makeTrack()
    await queuePlays(track.id, 2)
    const other = moduleLock(PLAY_COUNTS_LOCK)
    await other.acquire()
    try {
      assert.equal(await rollUpPlayCounts(), 0)
      assert.equal(await trackPlays(track.id), 0)
    } finally {
      await other.release()
    }
    assert.equal(await rollUpPlayCounts(), 2)
    assert.equal(await trackPlays(track.id), 2)
  })

  test('queuing the job and a roll-up with nothing to count leave the cached pages in memory', async ({
    assert,
    cleanup,
  }) => {
    // Read caches are on with SQLite only (see core/kernel/database/read_cache.ts).
    if (db.connection().dialect.name === 'mysql') return
    const { session } = await signedInSession()
    const artist = await makeArtist()
    await makeTrack({ artists: [artist] })
    const artistPage = () => session.get(api(`artists/${artist.id}`))
    await artistPage()

    const { jobId } = await RollUpPlayCountsJob.dispatch({}).with('database').run()
    cleanup(async () => {
      await db.from('queue_jobs').where('id', jobId).delete()
    })
    assert.equal(await rollUpPlayCounts(), 0)
    assert.equal(await countQueries(artistPage), 0, 'the artist page is still answered from memory')
  })
})
