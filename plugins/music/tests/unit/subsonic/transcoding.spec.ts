import { test } from '@japa/runner'
import { transcodeFor } from '#plugins/music/server/subsonic/transcoding'

const flac = { mime: 'audio/flac', bitrate: null }
const mp3At = (kbps: number) => ({ mime: 'audio/mpeg', bitrate: kbps * 1000 })

/** What stream's maxBitRate and format ask of a song (the encoding itself: functional/subsonic/subsonic_transcoding.spec.ts). */
test.group('Subsonic stream: when to transcode', () => {
  test('format=raw and a song within what was asked keep the original', ({ assert }) => {
    assert.isNull(transcodeFor(flac, { maxBitRate: 64, format: 'raw' }))
    assert.isNull(transcodeFor(flac, { maxBitRate: 0, format: null }))
    assert.isNull(transcodeFor(mp3At(128), { maxBitRate: 320, format: null }))
    assert.isNull(transcodeFor(mp3At(128), { maxBitRate: 0, format: 'mp3' }))
  })

  test('a song above maxBitRate, or in another format than asked, is encoded, never above its own bitrate', ({ assert }) => {
    assert.deepEqual(transcodeFor(flac, { maxBitRate: 96, format: null }), { format: 'mp3', kbps: 96 })
    assert.deepEqual(transcodeFor(mp3At(320), { maxBitRate: 128, format: null }), { format: 'mp3', kbps: 128 })
    assert.deepEqual(transcodeFor(flac, { maxBitRate: 0, format: 'opus' }), { format: 'opus', kbps: 192 })
    assert.deepEqual(transcodeFor(mp3At(128), { maxBitRate: 0, format: 'opus' }), { format: 'opus', kbps: 128 })
    // A format Cadenza cannot write still limits the bitrate, as MP3; bitrates stay within the encoders' range.
    assert.deepEqual(transcodeFor(flac, { maxBitRate: 8, format: 'flv' }), { format: 'mp3', kbps: 32 })
  })
})
