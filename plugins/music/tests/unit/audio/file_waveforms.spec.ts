import { test } from '@japa/runner'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { readAudioMetadata, UnreadableAudioError } from '#plugins/music/server/audio/metadata'
import { encodeId3 } from '#plugins/music/server/audio/id3'
import { decodeWav, encodeWav, streamWavSamples } from '#plugins/music/server/audio/wav'
import { computePeaks, decodeImportedAudio, PeakEnvelope, WAVEFORM_BARS } from '#plugins/music/server/audio/waveform'

/**
 * The fixtures (see fixtures/audio/README.md) hold one second of a loud tone
 * followed by one second of silence, in each compressed format.
 */
const fixture = (name: string) => app.makePath('plugins/music/tests/fixtures/audio', name)

async function waveformOf(path: string) {
  return decodeImportedAudio(path, await readAudioMetadata(path))
}

test.group('Waveforms of compressed audio', () => {
  test('{$self} is decoded into peaks: loud first half, silent second half')
    .with(['tone.mp3', 'tone.flac', 'tone.ogg', 'tone.opus'])
    .run(async ({ assert }, name) => {
      const peaks = await waveformOf(fixture(name))
      assert.isArray(peaks)
      assert.lengthOf(peaks!, WAVEFORM_BARS)
      for (const value of peaks!) assert.isTrue(value >= 0 && value <= 1, `${value} is within 0..1`)
      // Encoder delay and pre-echo blur the edges, so only the middle of each half is checked.
      const tone = peaks!.slice(10, 80)
      const silence = peaks!.slice(100, 170)
      assert.isAbove(Math.min(...tone), 0.8)
      assert.isBelow(Math.max(...silence), 0.05)
    })

  test('a corrupt file is refused; a format without a decoder gets no waveform', async ({ assert }) => {
    const folder = await mkdtemp(join(tmpdir(), 'cadenza-waveform-'))
    const corrupt = join(folder, 'broken.mp3')
    await writeFile(corrupt, Buffer.alloc(4000, 0x5a))
    const claimed = { container: 'MPEG', codec: 'MPEG 1 Layer 3', sampleRate: 22050, durationMs: 2000 }
    await assert.rejects(() => decodeImportedAudio(corrupt, claimed), UnreadableAudioError)
    const aac = { ...claimed, container: 'M4A/mp42/isom', codec: 'MPEG-4/AAC' }
    assert.isNull(await decodeImportedAudio(fixture('tone.mp3'), aac))
    await assert.rejects(() => decodeImportedAudio(fixture('tone.mp3'), { ...aac, durationMs: 4 }), 'Too short to be a track (4 ms)')
  })

  test('audio that decodes to much less than its headers claim is refused', async ({ assert }) => {
    const tone = await readAudioMetadata(fixture('tone.mp3'))
    await assert.rejects(() => decodeImportedAudio(fixture('tone.mp3'), { ...tone, durationMs: 60_000 }), /cut short/)
  })
})

test.group('Waveforms of WAV files', () => {
  test('a WAV is streamed in chunks past its tags and cover, sample for sample', async ({ assert }) => {
    const samples = Float32Array.from({ length: 12_345 }, (_, i) => (i < 6000 ? 0.9 : 0.05) * Math.sin(i / 5))
    const cover = { mime: 'image/png', data: new Uint8Array(50_000).fill(7) }
    const bytes = encodeWav(samples, 8000, { title: 'Streamed' }, encodeId3({ title: 'Streamed', cover }))
    const path = join(await mkdtemp(join(tmpdir(), 'cadenza-waveform-')), 'streamed.wav')
    await writeFile(path, bytes)

    // 1001 bytes is not a whole number of 16-bit frames: chunks must still split on frames.
    const chunks: Float32Array[] = []
    for await (const chunk of streamWavSamples(path, 1001)) chunks.push(chunk)
    assert.isAbove(chunks.length, 20)
    const streamed = Float32Array.from(chunks.flatMap((chunk) => [...chunk]))
    assert.deepEqual(streamed, decodeWav(bytes).samples)

    const peaks = await waveformOf(path)
    assert.lengthOf(peaks!, WAVEFORM_BARS)
    assert.isAbove(Math.min(...peaks!.slice(0, 85)), 0.9)
    for (const value of peaks!.slice(90)) assert.approximately(value, 0.05 / 0.9, 0.01)
  })
})

test.group('Peak envelope', () => {
  test('memory stays bounded on a long signal and the loud spot stays where it was', ({ assert }) => {
    const envelope = new PeakEnvelope()
    const length = 3_000_000
    const chunk = 48_000
    for (let start = 0; start < length; start += chunk) {
      const left = new Float32Array(chunk)
      const right = new Float32Array(chunk)
      // One spike in the last quarter, in one channel only: downmixed to half its height.
      if (start <= 2_600_000 && 2_600_000 < start + chunk) left[2_600_000 - start] = -0.8
      envelope.push([left, right])
    }
    const slots = envelope.envelope()
    assert.isAtMost(slots.length, PeakEnvelope.SLOTS)
    assert.closeTo(Math.max(...slots), 0.4, 1e-6)
    assert.deepEqual(computePeaks(slots, 4), [0, 0, 0, 1])
  })
})
