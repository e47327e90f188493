import { writeFile } from 'node:fs/promises'
import { encodeWav } from '#plugins/music/server/audio/wav'
import { encodeId3, type Id3Tags } from '#plugins/music/server/audio/id3'

/**
 * A short tagged WAV file for import and streaming tests: a tone whose pitch
 * comes from `seed`, so each fixture has distinct bytes (and content hash).
 */
export function fixtureWav(tags: Id3Tags, seed = 1, seconds = 1) {
  const rate = 8000
  const frequency = 220 + seed * 37
  const samples = Float32Array.from({ length: rate * seconds }, (_, i) => 0.4 * Math.sin((2 * Math.PI * frequency * i) / rate))
  return encodeWav(samples, rate, { title: tags.title, artist: tags.artist, album: tags.album }, encodeId3(tags))
}

export async function writeFixtureWav(path: string, tags: Id3Tags, seed = 1, seconds = 1) {
  const bytes = fixtureWav(tags, seed, seconds)
  await writeFile(path, bytes)
  return bytes
}
