import { isAbsolute, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import drive from '@adonisjs/drive/services/main'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import type { Disk } from '@adonisjs/drive'
import { audioMimeType } from '#plugins/music/server/audio/formats'
import { openFile, type OpenFile } from './open_files.js'

/** Audio files live on the private `uploads` disk, under tracks/. */
export const AUDIO_DISK = 'uploads'

/**
 * Presigned URLs of S3-compatible disks live this long past the track's
 * length: the browser keeps fetching ranges of the same URL while it plays
 * and seeks (an hour-long mix too), yet a copied link soon stops working.
 */
const SIGNED_URL_MARGIN_SECONDS = 600

function signedUrlSeconds(durationMs: number | null) {
  return SIGNED_URL_MARGIN_SECONDS + Math.ceil(Math.max(0, durationMs ?? 0) / 1000)
}

/** Where the bytes of a track come from. */
export type AudioSource =
  | { kind: 'redirect'; url: string; cacheable: boolean }
  | { kind: 'file'; key: string; path: string; file: OpenFile; size: number; modifiedAt: Date; mime: string }
  | { kind: 'missing' }

export class UnsafeKeyError extends Error {}

const EXTERNAL_URL = /^https?:\/\//i

/** Refuses keys that could leave the store: absolute paths, `..` segments, backslashes, NUL bytes. */
export function assertSafeKey(key: string) {
  if (!key || isAbsolute(key) || /[\\\0]/.test(key) || key.split('/').includes('..')) {
    throw new UnsafeKeyError(`Refused audio key outside the store: ${JSON.stringify(key)}`)
  }
}

/**
 * The absolute path of `key` inside the disk's `root`. The prefix check after
 * resolving guards against whatever assertSafeKey might miss.
 */
export function resolveWithin(root: string, key: string) {
  assertSafeKey(key)
  const base = resolve(root)
  const path = resolve(base, key)
  if (!path.startsWith(base + sep)) throw new UnsafeKeyError(`Refused audio key outside the store: ${JSON.stringify(key)}`)
  return path
}

/** The folder of a local disk; null for an S3-compatible one. */
export function diskRoot(disk: Disk) {
  if (!(disk.driver instanceof FSDriver)) return null
  const location = disk.driver.options.location
  return location instanceof URL ? fileURLToPath(location) : location
}

/**
 * Turns a track's `src` (a key on the audio disk, or an external URL) into
 * a source to serve: a local file (streamed with ranges), a presigned URL of
 * an S3-compatible disk, or the external URL itself.
 */
export async function locateAudio(
  { src, mime, duration }: { src: string | null; mime: string | null; duration?: number | null },
  disk: Disk = drive.use(AUDIO_DISK)
): Promise<AudioSource> {
  if (!src) return { kind: 'missing' }
  if (EXTERNAL_URL.test(src)) return { kind: 'redirect', url: src, cacheable: true }

  const root = diskRoot(disk)
  if (root === null) {
    assertSafeKey(src)
    if (!(await disk.exists(src))) return { kind: 'missing' }
    const url = await disk.getSignedUrl(src, { expiresIn: signedUrlSeconds(duration ?? null), contentType: mime ?? audioMimeType(src) })
    return { kind: 'redirect', url, cacheable: false }
  }

  const path = resolveWithin(root, src)
  const file = await openFile(path)
  if (!file) return { kind: 'missing' }
  return { kind: 'file', key: src, path, file, size: file.size, modifiedAt: file.modifiedAt, mime: mime ?? audioMimeType(src) }
}
