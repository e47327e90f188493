import { test } from '@japa/runner'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { text } from 'node:stream/consumers'
import { openFile } from '#plugins/music/server/streaming/open_files'

/** Bytes that differ at every position, so a wrong offset shows. */
function pattern(length: number, seed = 0) {
  const bytes = Buffer.alloc(length)
  for (let index = 0; index < length; index++) bytes[index] = (index * 7 + seed) % 251
  return bytes
}

async function bytesOf(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

test.group('Open audio files', () => {
  test('ranges within, across and at the end of read blocks come back byte for byte', async ({ assert }) => {
    const root = await mkdtemp(join(tmpdir(), 'cadenza-open-'))
    const content = pattern(700_000)
    await writeFile(join(root, 'a.wav'), content)

    const file = await openFile(join(root, 'a.wav'))
    assert.isNotNull(file)
    assert.equal(file!.size, content.length)
    for (const [start, end] of [
      [0, 0],
      [10, 99],
      [200_000, 530_000],
      [262_144, 524_287],
      [0, content.length - 1],
      [699_990, 699_999],
    ]) {
      assert.isTrue((await bytesOf(file!.stream(start, end))).equals(content.subarray(start, end + 1)), `${start}-${end}`)
    }
  })

  test('a missing path or a folder is no file', async ({ assert }) => {
    const root = await mkdtemp(join(tmpdir(), 'cadenza-open-'))
    await mkdir(join(root, 'folder'))
    assert.isNull(await openFile(join(root, 'none.wav')))
    assert.isNull(await openFile(join(root, 'folder')))
  })

  test('a replaced file is served in its new version within a second', async ({ assert }) => {
    const root = await mkdtemp(join(tmpdir(), 'cadenza-open-'))
    const path = join(root, 'b.wav')
    await writeFile(path, 'first version')
    const first = await openFile(path)
    assert.equal(await text(first!.stream(0, first!.size - 1)), 'first version')

    await rm(path)
    await writeFile(path, 'the second version')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const second = await openFile(path)
    assert.equal(second!.size, 'the second version'.length)
    assert.equal(await text(second!.stream(0, second!.size - 1)), 'the second version')
  })
})
