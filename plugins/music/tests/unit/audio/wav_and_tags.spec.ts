import { test } from '@japa/runner'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeWav, encodeWav } from '#plugins/music/server/audio/wav'
import { encodeId3 } from '#plugins/music/server/audio/id3'
import { readAudioMetadata, splitNames, UnreadableAudioError } from '#plugins/music/server/audio/metadata'
import { albumCover } from '#plugins/music/server/demo/artwork'

const sine = (seconds: number, rate = 8000, frequency = 440) =>
  Float32Array.from({ length: seconds * rate }, (_, i) => 0.5 * Math.sin((2 * Math.PI * frequency * i) / rate))

test.group('WAV encoding and tags', () => {
  test('encodeWav and decodeWav round-trip 16-bit mono samples', ({ assert }) => {
    const samples = sine(1)
    const decoded = decodeWav(encodeWav(samples, 8000, { title: 'Tone' }))
    assert.equal(decoded.sampleRate, 8000)
    assert.equal(decoded.channels, 1)
    assert.equal(decoded.samples.length, samples.length)
    for (const i of [0, 100, 4321, 7999]) assert.approximately(decoded.samples[i], samples[i], 1 / 16000)
  })

  test('decodeWav refuses what is not a WAV file', ({ assert }) => {
    assert.throws(() => decodeWav(Buffer.from('definitely not audio')), 'Not a RIFF/WAVE file')
  })

  test('music-metadata reads the RIFF INFO and ID3 tags, the duration and the embedded cover', async ({ assert }) => {
    const folder = await mkdtemp(join(tmpdir(), 'cadenza-tags-'))
    const cover = albumCover('tags test', 64)
    const id3 = encodeId3({
      title: 'Blown Speaker',
      artist: 'The Copper Wires; Neon Harbor',
      album: 'Short Fuse',
      albumArtist: 'The Copper Wires',
      genre: 'Rock',
      year: 2024,
      trackNumber: 3,
      cover: { mime: 'image/png', data: cover },
      lyrics: 'First line\nSecond line',
    })
    const path = join(folder, 'tagged.wav')
    await writeFile(path, encodeWav(sine(2), 8000, { title: 'Blown Speaker', artist: 'The Copper Wires' }, id3))

    const metadata = await readAudioMetadata(path)
    assert.equal(metadata.title, 'Blown Speaker')
    assert.deepEqual(metadata.artists, ['The Copper Wires', 'Neon Harbor'])
    assert.equal(metadata.albumArtist, 'The Copper Wires')
    assert.equal(metadata.album, 'Short Fuse')
    assert.deepEqual(metadata.genres, ['Rock'])
    assert.equal(metadata.year, 2024)
    assert.equal(metadata.trackNumber, 3)
    assert.equal(metadata.durationMs, 2000)
    assert.equal(metadata.bitrate, 8000 * 16)
    assert.equal(metadata.cover?.mime, 'image/png')
    assert.deepEqual(Buffer.from(metadata.cover!.data), cover)
    assert.equal(metadata.lyrics?.text, 'First line\nSecond line')
  })

  test('a file that is not audio raises UnreadableAudioError', async ({ assert }) => {
    const folder = await mkdtemp(join(tmpdir(), 'cadenza-tags-'))
    const path = join(folder, 'broken.mp3')
    await writeFile(path, Buffer.alloc(4096, 7))
    await assert.rejects(() => readAudioMetadata(path), UnreadableAudioError)
  })

  test('artist tags split on ";", " / " and "feat." but not on commas or "&"', ({ assert }) => {
    assert.deepEqual(splitNames(['A; B', 'C feat. D', 'E / F']), ['A', 'B', 'C', 'D', 'E', 'F'])
    assert.deepEqual(splitNames(['Earth, Wind & Fire']), ['Earth, Wind & Fire'])
    assert.deepEqual(splitNames([' ', undefined, 'A', 'A']), ['A'])
  })
})
