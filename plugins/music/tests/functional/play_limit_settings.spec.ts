import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { CookieSession } from '#tests/helpers/cookie_session'
import { AppProcess } from '#tests/helpers/app_process'
import { makeStreamableTrack, reportPlay, startListening, wait } from '../helpers/listening.js'

/**
 * The play limits are read once, when the app boots (record_play.ts), so a
 * second app server runs with the setting; it shares this run's database
 * and uploads folder, so tracks made here stream there.
 */
test.group('Music API: play limits set by the operator', (group) => {
  let server: AppProcess

  group.setup(async () => {
    server = await AppProcess.start({ MUSIC_PLAY_LIMIT_PER_ADDRESS_TRACK_HOUR: '2' })
    return () => server.stop()
  })

  test('MUSIC_PLAY_LIMIT_PER_ADDRESS_TRACK_HOUR caps the plays of a track counted from one address', async ({
    assert,
  }) => {
    const track = await makeStreamableTrack()
    const statuses = []
    // Three guests behind one address, one after the other (a stream from the address counts once).
    for (let listen = 0; listen < 3; listen++) {
      const guest = await new CookieSession(server.url('')).start()
      await startListening(guest, track)
      await wait()
      statuses.push((await reportPlay(guest, track, 30_000)).status())
    }
    assert.deepEqual(statuses, [200, 200, 429])
    assert.equal(
      Number((await db.from('plays').where('track_id', track.id).count('* as total'))[0].total),
      2
    )
  })

  test('a limit that is not a whole number of at least 1 keeps the server from starting', async ({
    assert,
  }) => {
    // 0 would refuse every play; the server stops at boot, naming the variable (printed on stderr).
    const started = await AppProcess.start({ MUSIC_PLAY_LIMIT_PER_ADDRESS_HOUR: '0' }).catch(
      (error: Error) => error
    )
    if (started instanceof AppProcess) await started.stop()
    assert.match(String(started), /exited/)
  })
})
