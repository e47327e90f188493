import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, mkdir } from 'node:fs/promises'
import { dirname, extname } from 'node:path'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import { AUDIO_DISK, diskRoot, resolveWithin } from '#plugins/music/server/streaming/audio_store'
import { audioMimeType } from '#plugins/music/server/audio/formats'

/**
 * Where imported and generated media go. Names are content addresses
 * (sha256), so storing the same bytes twice keeps one file and a re-run
 * after a crash simply overwrites what it had written.
 */

export function sha256(bytes: Uint8Array) {
  return createHash('sha256').update(bytes).digest('hex')
}

/** sha256 of a file, streamed (audio files can be large). */
export function sha256OfFile(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}

/** Key of an audio file on the uploads disk: tracks/ab/abcdef....mp3. */
export function audioKey(hash: string, fileName: string) {
  return `tracks/${hash.slice(0, 2)}/${hash}${extname(fileName).toLowerCase()}`
}

/** Copies an audio file to its content address; `extension` (`.mp3`), read from the content, wins over the file's name. */
export async function storeAudioFile(path: string, hash: string, extension = extname(path)) {
  const key = audioKey(hash, `audio${extension}`)
  const disk = drive.use(AUDIO_DISK)
  const root = diskRoot(disk)
  if (root === null) {
    await disk.copyFromFs(path, key, { contentType: audioMimeType(key) })
    return key
  }
  // A local disk: the kernel's copy (copy_file_range, a clone where the filesystem can) is several times faster than streaming the bytes through.
  const target = resolveWithin(root, key)
  await mkdir(dirname(target), { recursive: true })
  await copyFile(path, target)
  return key
}

export async function storeAudioBytes(bytes: Uint8Array, hash: string, fileName: string) {
  const key = audioKey(hash, fileName)
  await drive.use(AUDIO_DISK).put(key, bytes, { contentType: audioMimeType(fileName) })
  return key
}

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' }

/**
 * Stores an image on the public disk under `folder` and returns its public
 * URL, or null when the bytes are not an image type browsers show.
 */
export async function storeImage(bytes: Uint8Array, mime: string, folder: 'covers' | 'artists') {
  const extension = IMAGE_EXTENSIONS[mime.toLowerCase()]
  if (!extension) return null
  const key = `${folder}/${sha256(bytes).slice(0, 32)}.${extension}`
  const disk = drive.use('public')
  await disk.put(key, bytes, { contentType: mime, visibility: 'public' })
  return publicUrl(key)
}

/**
 * The URL of a file on the public disk. Drive builds it from the /storage
 * route, which the router only knows once committed; the HTTP server does
 * that when it boots, but ace commands and seeders run without one. By the
 * time they run every route is defined, and commit() is idempotent.
 */
async function publicUrl(key: string) {
  const router = await app.container.make('router')
  router.commit()
  return drive.use('public').getUrl(key)
}
