import { test } from '@japa/runner'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { inspectAudio } from '#plugins/music/server/ingest/intake'
import { UnreadableAudioError } from '#plugins/music/server/audio/metadata'
import { encodeWav } from '#plugins/music/server/audio/wav'
import { encodeId3 } from '#plugins/music/server/audio/id3'
import { OversizedImage, reencodeImage } from '#core/accounts/server/services/image_reencoding'
import { pngClaiming } from '#tests/helpers/images'
import { albumCover } from '#plugins/music/server/demo/artwork'

const tone = () => encodeWav(Float32Array.from({ length: 8000 * 2 }, (_, i) => 0.3 * Math.sin(i / 4)), 8000)

async function file(name: string, bytes: Uint8Array) {
  const path = join(await mkdtemp(join(tmpdir(), 'cadenza-intake-')), name)
  await writeFile(path, bytes)
  return path
}

/** An ID3v2.3 tag whose text frames are ISO-8859-1 (encoding byte 0), as older taggers write them. */
function latin1Id3(frames: Record<string, string>) {
  const body = Buffer.concat(
    Object.entries(frames).map(([id, text]) => {
      const value = Buffer.concat([Buffer.from([0]), Buffer.from(text, 'latin1')])
      const header = Buffer.alloc(10)
      header.write(id, 0, 'latin1')
      header.writeUInt32BE(value.length, 4)
      return Buffer.concat([header, value])
    })
  )
  const size = body.length
  const syncsafe = Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f])
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0]), syncsafe, body])
}

/** An MP3: a tag before the frames of the fixture (whose own ID3v2 and ID3v1 tags are left out). */
async function mp3With(tag: Buffer) {
  const fixture = await readFile(app.makePath('plugins/music/tests/fixtures/audio/tone.mp3'))
  const start = fixture.subarray(0, 3).toString('latin1') === 'ID3' ? 10 + ((fixture[6] << 21) | (fixture[7] << 14) | (fixture[8] << 7) | fixture[9]) : 0
  const end = fixture.subarray(-128, -125).toString('latin1') === 'TAG' ? fixture.length - 128 : fixture.length
  return Buffer.concat([tag, fixture.subarray(start, end)])
}

test.group('Ingest: reading a file on intake (no decoding)', () => {
  test('a file without any tag: no title or artists, the duration from its header, its type from its bytes', async ({ assert }) => {
    const audio = await inspectAudio(await file('untagged.wav', tone()))
    assert.isNull(audio.title)
    assert.deepEqual(audio.artists, [])
    assert.isNull(audio.album)
    assert.isNull(audio.cover)
    assert.equal(audio.durationMs, 2000)
    assert.equal(audio.mime, 'audio/wav')
    assert.equal(audio.extension, '.wav')
  })

  test('the content decides the type and the parser, not the name', async ({ assert }) => {
    const wavNamedMp3 = await inspectAudio(await file('really-a-wav.mp3', tone()))
    assert.equal(wavNamedMp3.mime, 'audio/wav')
    assert.equal(wavNamedMp3.durationMs, 2000)
    const mp3NamedFlac = await inspectAudio(await file('really-an-mp3.flac', await readFile(app.makePath('plugins/music/tests/fixtures/audio/tone.mp3'))))
    assert.equal(mp3NamedFlac.mime, 'audio/mpeg')
    assert.equal(mp3NamedFlac.extension, '.mp3')
  })

  test('ISO-8859-1 and UTF-16 tags, NUL padding and separators are read as people wrote them', async ({ assert }) => {
    const latin = await inspectAudio(await file('latin.mp3', await mp3With(latin1Id3({ TIT2: 'Café Déjà Vu\0\0  ', TPE1: 'Björk; Sigur Rós', TALB: 'Ñandú', TRCK: '7/12', TCON: 'Post-Rock' }))))
    assert.equal(latin.title, 'Café Déjà Vu')
    assert.deepEqual(latin.artists, ['Björk', 'Sigur Rós'])
    assert.equal(latin.album, 'Ñandú')
    assert.equal(latin.trackNumber, 7)
    assert.deepEqual(latin.genres, ['Post-Rock'])

    const wide = await inspectAudio(await file('wide.mp3', await mp3With(encodeId3({ title: '東京 — ☕ 𝄞', artist: 'Ünïcødé Ârtist feat. 两个', trackNumber: 3 }))))
    assert.equal(wide.title, '東京 — ☕ 𝄞')
    assert.deepEqual(wide.artists, ['Ünïcødé Ârtist', '两个'])
    // A title longer than the column is cut, not refused.
    const long = await inspectAudio(await file('long.mp3', await mp3With(encodeId3({ title: 'x'.repeat(5000) }))))
    assert.lengthOf(long.title!, 191)
  })

  test('a huge embedded cover is read without decoding it; one claiming 30,000 px a side is refused when re-encoded', async ({ assert }) => {
    // 8 MB of picture: the tag reader hands the bytes on, nothing decodes them yet.
    const huge = Buffer.concat([Buffer.from(albumCover('huge', 64)), Buffer.alloc(8 * 1024 * 1024, 7)])
    const started = performance.now()
    const audio = await inspectAudio(await file('huge-cover.mp3', await mp3With(encodeId3({ title: 'Big Art', cover: { mime: 'image/png', data: huge } }))))
    assert.isBelow(performance.now() - started, 3000)
    assert.equal(audio.title, 'Big Art')
    assert.equal(audio.cover?.data.length, huge.length)

    const bomb = await inspectAudio(await file('bomb-cover.mp3', await mp3With(encodeId3({ title: 'Bomb', cover: { mime: 'image/png', data: pngClaiming(30_000, 30_000) } }))))
    await assert.rejects(() => reencodeImage(Buffer.from(bomb.cover!.data), { width: 1200, height: 1200 }), OversizedImage)
  })

  test('truncated files are refused with a reason: a tag announcing more than the file holds, a WAV cut short, nothing but a header', async ({ assert }) => {
    const tag = encodeId3({ title: 'Cut Inside Its Tag', cover: { mime: 'image/png', data: Buffer.alloc(100_000, 1) } })
    await assert.rejects(async () => inspectAudio(await file('cut-tag.mp3', tag.subarray(0, 2000))), UnreadableAudioError)
    await assert.rejects(async () => inspectAudio(await file('cut.wav', tone().subarray(0, 300))), /Truncated WAV data/)
    await assert.rejects(async () => inspectAudio(await file('header.wav', tone().subarray(0, 44))), UnreadableAudioError)
    await assert.rejects(async () => inspectAudio(await file('empty.mp3', new Uint8Array())), 'The file is empty')
  })

  test('what is not audio is named by what it is', async ({ assert }) => {
    await assert.rejects(async () => inspectAudio(await file('page.mp3', Buffer.from('<html><body>hello</body></html>'))), 'Not an audio file')
    await assert.rejects(async () => inspectAudio(await file('cover.mp3', albumCover('x', 16))), 'Not an audio file (its content is image/png)')
  })
})
