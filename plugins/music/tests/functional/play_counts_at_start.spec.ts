import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { runAce } from '#tests/helpers/app_process'
import { signedInSession } from '../helpers/music_session.js'
import { listenTo, makeStreamableTrack } from '../helpers/listening.js'

test.group('Music: play counts at start', () => {
  test('plays left queued by a stopped server are counted when the site starts again', async ({
    assert,
  }) => {
    const track = await makeStreamableTrack()
    const listeners = [await signedInSession(), await signedInSession()]
    const played = await Promise.all(listeners.map((listener) => listenTo(listener.session, track)))
    for (const play of played) assert.isTrue(play.body().counted)
    // The test run's roll-up timer waits a day (bin/test.ts): these plays stay queued, as after a crash.
    assert.equal((await db.from('tracks').where('id', track.id).first()).plays, 0)

    const setup = await runAce(['setup'])
    assert.equal(setup.exitCode, 0, setup.output)
    assert.equal((await db.from('tracks').where('id', track.id).first()).plays, 2)
    assert.lengthOf(await db.from('uncounted_plays').where('track_id', track.id), 0)
  }).timeout(60_000)
})
