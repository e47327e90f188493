import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { api, guestSession, signedInSession } from '../../helpers/music_session.js'

const DEFAULTS = { crossfade_seconds: 0, gapless: true, replay_gain_mode: 'album', preamp_db: 0 }

test.group('Music API: playback preferences', () => {
  test('defaults until changed; PUT stores the keys given and keeps the others; each listener has their own', async ({ assert }) => {
    const { user, session } = await signedInSession()
    assert.deepEqual((await session.get(api('playback-preferences'))).body(), DEFAULTS)

    const saved = await session.put(api('playback-preferences')).json({ crossfade_seconds: 4.5, replay_gain_mode: 'track', user_id: 999 })
    assert.equal(saved.status(), 200)
    assert.deepEqual(saved.body(), { ...DEFAULTS, crossfade_seconds: 4.5, replay_gain_mode: 'track' })

    const again = await session.put(api('playback-preferences')).json({ gapless: false, preamp_db: -6 })
    assert.deepEqual(again.body(), { crossfade_seconds: 4.5, gapless: false, replay_gain_mode: 'track', preamp_db: -6 })
    assert.deepEqual((await session.get(api('playback-preferences'))).body(), again.body())

    const stored = await db.from('playback_preferences').where('user_id', user.id).firstOrFail()
    assert.equal(Number(stored.crossfade_seconds), 4.5)
    assert.lengthOf(await db.from('playback_preferences').where('user_id', 999), 0)

    const other = await signedInSession()
    assert.deepEqual((await other.session.get(api('playback-preferences'))).body(), DEFAULTS)
  })

  test('saves sent at once make one row and keep every key', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const answers = await Promise.all([
      session.put(api('playback-preferences')).json({ crossfade_seconds: 3 }),
      session.put(api('playback-preferences')).json({ preamp_db: 2 }),
      session.put(api('playback-preferences')).json({ gapless: false }),
    ])
    assert.deepEqual(answers.map((answer) => answer.status()), [200, 200, 200])
    assert.lengthOf(await db.from('playback_preferences').where('user_id', user.id), 1)
    assert.deepEqual((await session.get(api('playback-preferences'))).body(), { ...DEFAULTS, crossfade_seconds: 3, preamp_db: 2, gapless: false })
  })

  test('bad values: 422 with the field and nothing stored; guests 401', async ({ assert }) => {
    const { user, session } = await signedInSession()
    for (const [json, field] of [
      [{ crossfade_seconds: 12.5 }, 'crossfade_seconds'],
      [{ crossfade_seconds: -1 }, 'crossfade_seconds'],
      [{ crossfade_seconds: 'long' }, 'crossfade_seconds'],
      [{ preamp_db: 16 }, 'preamp_db'],
      [{ preamp_db: -15.5 }, 'preamp_db'],
      [{ replay_gain_mode: 'loud' }, 'replay_gain_mode'],
      [{ gapless: 'yes' }, 'gapless'],
    ] as const) {
      const response = await session.put(api('playback-preferences')).json(json)
      assert.equal(response.status(), 422, field)
      assert.include(Object.keys(response.body().errors), field)
    }
    const tooLong = await session.put(api('playback-preferences')).json({ crossfade_seconds: 13 })
    assert.deepEqual(tooLong.body().errors, { crossfade_seconds: ['Crossfade is between 0 and 12 seconds.'] })
    assert.lengthOf(await db.from('playback_preferences').where('user_id', user.id), 0)

    const guest = await guestSession()
    assert.equal((await guest.get(api('playback-preferences'))).status(), 401)
    assert.equal((await guest.put(api('playback-preferences')).json({ gapless: false })).status(), 401)
  })
})
