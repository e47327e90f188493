import { test } from '@japa/runner'
import { formatTime } from '../../../web/player/format_time.js'
import { activeLineIndex } from '../../../web/player/lyrics_timing.js'
import { SEEK_STEP_SECONDS, shortcutFor, VOLUME_STEP } from '../../../web/player/shortcuts.js'
import { barsOf } from '../../../web/player/waveform_bars.js'
import { makePlayer, tracks } from './fakes.js'

test.group('formatTime', () => {
  test('formats a player clock', ({ assert }) => {
    assert.equal(formatTime(0), '0:00')
    assert.equal(formatTime(7.9), '0:07')
    assert.equal(formatTime(225), '3:45')
    assert.equal(formatTime(3723), '1:02:03')
    assert.equal(formatTime(-4), '0:00')
    assert.equal(formatTime(Number.NaN), '0:00')
  })
})

test.group('Synced lyrics timing', () => {
  test('the active line is the last one started at the position (seconds against ms)', ({
    assert,
  }) => {
    const lines = [0, 4000, 8500, 12000].map((time) => ({ time, text: `at ${time}` }))
    assert.equal(activeLineIndex(lines, 0), 0)
    assert.equal(activeLineIndex(lines, 3.99), 0)
    assert.equal(activeLineIndex(lines, 4), 1)
    assert.equal(activeLineIndex(lines, 8.6), 2)
    assert.equal(activeLineIndex(lines, 600), 3)
    assert.equal(activeLineIndex([{ time: 2000, text: 'late start' }], 1.5), -1)
    assert.equal(activeLineIndex([], 10), -1)
  })
})

test.group('Waveform bars', () => {
  test('averages many peaks into the bar count', ({ assert }) => {
    assert.deepEqual(barsOf([0.2, 0.4, 0.6, 0.8], 2), [0.30000000000000004, 0.7])
    assert.lengthOf(barsOf(Array.from({ length: 1000 }, () => 0.5)), 120)
  })

  test('spreads few peaks over the bars, keeps a visible minimum and caps at 1', ({ assert }) => {
    assert.deepEqual(barsOf([0, 2], 4), [0.04, 0.04, 1, 1])
    assert.deepEqual(barsOf([]), [])
  })
})

test.group('Player keyboard shortcuts', () => {
  const press = (key: string, extra: Partial<Parameters<typeof shortcutFor>[0]> = {}) =>
    shortcutFor({ key, repeat: false, ctrlKey: false, metaKey: false, altKey: false, ...extra })

  test('each key drives the engine', async ({ assert }) => {
    const { engine, state } = makePlayer()
    engine.playNow(tracks(1))
    engine.seek(50)
    engine.setVolume(0.5)
    let liked = 0
    const run = (key: string) => press(key)!.run(engine, () => liked++)

    run(' ')
    assert.equal(state().status, 'paused')
    run('ArrowRight')
    assert.equal(state().position, 50 + SEEK_STEP_SECONDS)
    run('ArrowLeft')
    run('ArrowLeft')
    assert.equal(state().position, 50 - SEEK_STEP_SECONDS)
    run('ArrowUp')
    assert.closeTo(state().volume, 0.5 + VOLUME_STEP, 1e-9)
    run('ArrowDown')
    run('ArrowDown')
    assert.closeTo(state().volume, 0.5 - VOLUME_STEP, 1e-9)
    run('m')
    assert.isTrue(state().muted)
    run('S')
    assert.isTrue(state().shuffle)
    run('r')
    assert.equal(state().repeat, 'all')
    run('L')
    assert.equal(liked, 1)
    assert.doesNotThrow(() => press('l')!.run(engine, undefined))
  })

  test('modifiers, unknown keys and held toggles do nothing', ({ assert }) => {
    assert.isNull(press('m', { ctrlKey: true }))
    assert.isNull(press('r', { metaKey: true }))
    assert.isNull(press('ArrowLeft', { altKey: true }))
    assert.isNull(press('x'))
    assert.isNull(press(' ', { repeat: true }))
    assert.isNull(press('m', { repeat: true }))
    assert.isNotNull(press('ArrowRight', { repeat: true }), 'holding an arrow keeps seeking')
  })

  test('space leaves buttons to press themselves; arrows leave sliders and lists alone', ({
    assert,
  }) => {
    assert.include(press(' ')!.ownedBy, 'button')
    assert.include(press('ArrowUp')!.ownedBy, '[role="slider"]')
    assert.include(press('ArrowLeft')!.ownedBy, '[role="grid"]')
    assert.isUndefined(press('m')!.ownedBy)
  })
})
