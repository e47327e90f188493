import { test } from '@japa/runner'
import { STYLES, compose } from '#plugins/music/server/demo/compose'
import { computePeaks } from '#plugins/music/server/audio/waveform'

const rms = (samples: Float32Array) => Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length)

/** Correlation of two signals over their common length: near 1 means the same piece. */
function correlation(a: Float32Array, b: Float32Array) {
  const length = Math.min(a.length, b.length)
  let ab = 0
  let aa = 0
  let bb = 0
  for (let i = 0; i < length; i++) {
    ab += a[i] * b[i]
    aa += a[i] * a[i]
    bb += b[i] * b[i]
  }
  return ab / Math.sqrt(aa * bb)
}

test.group('Demo audio synthesis', () => {
  test('every style renders an audible piece of about the asked length, peaking below full scale', ({ assert }) => {
    for (const style of Object.values(STYLES)) {
      const piece = compose(style, `test/${style.id}`, 24, 11025)
      const seconds = piece.samples.length / piece.sampleRate
      // Whole bars, plus two seconds of tail for the release and echo.
      assert.isAbove(seconds, 20, style.id)
      assert.isBelow(seconds, 30, style.id)
      const peak = piece.samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0)
      assert.approximately(peak, 0.89, 0.01, style.id)
      assert.isAbove(rms(piece.samples), 0.05, `${style.id} is not silent`)
    }
  })

  test('the same seed gives the same piece; another seed or style a different one', ({ assert }) => {
    const first = compose(STYLES.electronic, 'seed-a', 10, 11025)
    const again = compose(STYLES.electronic, 'seed-a', 10, 11025)
    assert.deepEqual(again.samples, first.samples)
    assert.isBelow(Math.abs(correlation(first.samples, compose(STYLES.electronic, 'seed-b', 10, 11025).samples)), 0.5)
    assert.isBelow(Math.abs(correlation(first.samples, compose(STYLES.jazz, 'seed-a', 10, 11025).samples)), 0.5)
  })

  test('the key and tempo stay within the style', ({ assert }) => {
    const piece = compose(STYLES.ambient, 'tempo', 10, 11025)
    assert.isAtLeast(piece.tempo, STYLES.ambient.tempo[0])
    assert.isAtMost(piece.tempo, STYLES.ambient.tempo[1])
    assert.include(STYLES.ambient.scales, piece.scale)
  })
})

test.group('Waveform peaks', () => {
  test('peaks follow the loudness of the signal, scaled so the loudest bar is 1', ({ assert }) => {
    // Quiet first half, loud second half.
    const samples = Float32Array.from({ length: 1000 }, (_, i) => (i < 500 ? 0.1 : 0.4) * Math.sin(i / 3))
    const peaks = computePeaks(samples, 10)
    assert.lengthOf(peaks, 10)
    assert.equal(Math.max(...peaks), 1)
    for (const value of peaks.slice(0, 5)) assert.approximately(value, 0.25, 0.02)
    for (const value of peaks.slice(5)) assert.approximately(value, 1, 0.02)
  })

  test('silence and empty input give flat or empty peaks', ({ assert }) => {
    assert.deepEqual(computePeaks(new Float32Array(100), 4), [0, 0, 0, 0])
    assert.deepEqual(computePeaks(new Float32Array(0), 4), [])
  })

  test('more bars than samples still gives the asked number of bars', ({ assert }) => {
    assert.lengthOf(computePeaks(Float32Array.from([0.5, -1, 0.25]), 8), 8)
  })
})
