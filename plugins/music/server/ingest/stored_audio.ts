import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import drive from '@adonisjs/drive/services/main'
import { AUDIO_DISK, diskRoot, resolveWithin } from '#plugins/music/server/streaming/audio_store'

/**
 * Runs `work` with a local path of a file of the uploads disk: the file
 * itself on a local disk, a temporary download from an S3-compatible one
 * (tag readers and decoders seek in files), removed afterwards.
 */
export async function withLocalFile<T>(key: string, work: (path: string) => Promise<T>): Promise<T> {
  const disk = drive.use(AUDIO_DISK)
  const root = diskRoot(disk)
  if (root !== null) return work(resolveWithin(root, key))
  const folder = await mkdtemp(join(tmpdir(), 'cadenza-audio-'))
  try {
    const path = join(folder, 'audio')
    await pipeline(await disk.getStream(key), createWriteStream(path))
    return await work(path)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
