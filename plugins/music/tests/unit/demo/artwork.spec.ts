import { test } from '@japa/runner'
import { inflateSync } from 'node:zlib'
import { fileTypeFromBuffer } from 'file-type'
import { albumCover, artistImage } from '#plugins/music/server/demo/artwork'
import { encodePng } from '#plugins/music/server/demo/png'

/** Width, height and the unfiltered first pixel of a PNG written by encodePng. */
function readPng(png: Buffer) {
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const idatLength = png.readUInt32BE(33)
  const rows = inflateSync(png.subarray(41, 41 + idatLength))
  return { width, height, rows }
}

test.group('Demo artwork', () => {
  test('encodePng writes a PNG that decodes to the given pixels', async ({ assert }) => {
    const pixels = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30])
    const png = encodePng(2, 2, pixels)
    assert.equal((await fileTypeFromBuffer(png))?.mime, 'image/png')
    const { width, height, rows } = readPng(png)
    assert.deepEqual([width, height], [2, 2])
    // Row 0: filter "up" against zeros, so the bytes themselves.
    assert.deepEqual([...rows.subarray(1, 7)], [255, 0, 0, 0, 255, 0])
    // Row 1 stores differences with row 0 (mod 256).
    assert.deepEqual([...rows.subarray(8, 14)], [(0 - 255) & 0xff, 0, 255, (10 - 0) & 0xff, (20 - 255) & 0xff, 30])
  })

  test('covers and artist images are PNGs, the same for a seed and different across seeds', async ({ assert }) => {
    const cover = albumCover('Harbor Lights', 64)
    assert.equal((await fileTypeFromBuffer(cover))?.mime, 'image/png')
    assert.deepEqual(albumCover('Harbor Lights', 64), cover)
    assert.notDeepEqual(albumCover('Rainy Window', 64), cover)
    const portrait = artistImage('Neon Harbor', 64)
    assert.equal((await fileTypeFromBuffer(portrait))?.mime, 'image/png')
    assert.equal(readPng(portrait).width, 64)
  })
})
