import { test } from '@japa/runner'
import { LoudnessMeter } from '#plugins/music/server/audio/loudness'

/** A sine of `seconds` at `amplitude` on each of `channels`, then `silence` seconds of nothing, fed in 4,096-frame chunks. */
function measure(rate: number, { frequency = 1000, amplitude, seconds, channels = 2, silence = 0 }: { frequency?: number; amplitude: number; seconds: number; channels?: number; silence?: number }) {
  const meter = new LoudnessMeter(rate)
  const total = (seconds + silence) * rate
  for (let start = 0; start < total; start += 4096) {
    const length = Math.min(4096, total - start)
    const chunk = Float32Array.from({ length }, (_, i) => (start + i < seconds * rate ? amplitude * Math.sin((2 * Math.PI * frequency * (start + i)) / rate) : 0))
    meter.push(Array.from({ length: channels }, () => chunk))
  }
  return meter.reading()
}

const dbfs = (value: number) => Math.pow(10, value / 20)

test.group('Loudness (EBU R128 integrated)', () => {
  test('a stereo 1 kHz sine at -23 dBFS reads -23 LUFS at 48 and 44.1 kHz (EBU Tech 3341, case 1)', ({ assert }) => {
    for (const rate of [48_000, 44_100]) {
      const reading = measure(rate, { amplitude: dbfs(-23), seconds: 20 })
      assert.closeTo(reading.integratedLufs!, -23, 0.1)
      assert.closeTo(reading.replayGainDb!, 5, 0.1)
      assert.closeTo(reading.samplePeak, dbfs(-23), 0.0002)
    }
  })

  test('silence around the music does not lower it (gating); digital silence has no loudness', ({ assert }) => {
    const gated = measure(48_000, { amplitude: dbfs(-20), seconds: 10, silence: 10 })
    assert.closeTo(gated.integratedLufs!, -20, 0.1)
    const silent = measure(48_000, { amplitude: 0, seconds: 5 })
    assert.isNull(silent.integratedLufs)
    assert.isNull(silent.replayGainDb)
  })

  test('K-weighting: low bass counts for less than the same level at 1 kHz', ({ assert }) => {
    const bass = measure(48_000, { frequency: 40, amplitude: dbfs(-20), seconds: 5 })
    assert.isBelow(bass.integratedLufs!, -20.5)
  })
})
