import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileTypeFromBuffer } from 'file-type'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  MAX_IMAGE_SIDE,
  OversizedImage,
  reencodeImage,
  UndecodableImage,
  type ImageBox,
} from './image_reencoding.js'

/** Image types accepted, by what the bytes are (never the name or the browser's claim). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])

export const IMAGE_MESSAGES = {
  invalid: 'Please select an image.',
  type: 'This file type is not allowed',
  size: (file: string, limit: string) => `\`${file}\` exceeds maximum allowed size of ${limit}`,
  dimensions: `The image is too large: at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels.`,
}

/** A refused upload, with the message for the `file` field. */
export class ImageRejected extends Error {}

export interface PublicImageLimits {
  /** Largest upload accepted, in bytes. */
  maxBytes: number
  /** The box the stored image is shrunk into. */
  box: ImageBox
}

/**
 * Images people upload for their pages (avatars, profile headers) on the
 * `public` disk, each kind in its own folder. Only uploads are stored, and
 * only as the server re-encoded them: a URL from the client is never taken
 * as an image (it could point at anyone's file, or inside our network).
 * Rows keep the public URL; `stored_images` keeps who owns each file, and a
 * file is deleted only for its owner, so holding someone's URL grants
 * nothing.
 */
export class PublicImageStore {
  constructor(
    private folder: string,
    private limits: PublicImageLimits
  ) {}

  /** Checks an uploaded file by size, content and dimensions, stores it re-encoded and returns its URL. */
  async storeUpload(ownerId: number, file: MultipartFile | null): Promise<string> {
    const { maxBytes, box } = this.limits
    if (!file?.tmpPath) throw new ImageRejected(IMAGE_MESSAGES.invalid)
    if (file.size > maxBytes)
      throw new ImageRejected(IMAGE_MESSAGES.size(file.clientName, `${maxBytes / 1024 / 1024}MB`))
    if (!file.isValid) throw new ImageRejected(IMAGE_MESSAGES.invalid)
    const bytes = await readFile(file.tmpPath)
    const detected = await fileTypeFromBuffer(bytes)
    if (!detected || !IMAGE_TYPES.has(detected.mime)) throw new ImageRejected(IMAGE_MESSAGES.type)
    const encoded = await reencodeImage(bytes, box).catch((error) => {
      if (error instanceof OversizedImage) throw new ImageRejected(IMAGE_MESSAGES.dimensions)
      if (error instanceof UndecodableImage) throw new ImageRejected(IMAGE_MESSAGES.invalid)
      throw error
    })

    const key = `${this.folder}/${ownerId}-${randomUUID()}.webp`
    // Owned before it exists: a file is never on the disk without its owner on record.
    await db.table('stored_images').insert({ disk_key: key, owner_id: ownerId, size: encoded.length, mime: 'image/webp', created_at: new Date() })
    await this.#disk.put(key, encoded, { contentType: 'image/webp' })
    return this.#disk.getUrl(key)
  }

  /** Deletes the file behind a stored URL when `ownerId` owns it; any other URL is simply forgotten. */
  async deleteStored(ownerId: number, url: string | null) {
    const key = url ? await this.#keyOf(url) : null
    if (!key) return
    const released = await db.from('stored_images').where({ disk_key: key, owner_id: ownerId }).delete()
    if (Number(released) > 0) await this.#disk.delete(key)
  }

  /** Deletes every file of this kind that `ownerId` owns (their account is being removed). */
  async deleteAllOwnedBy(ownerId: number) {
    const rows: Array<{ disk_key: string }> = await db.from('stored_images').where('owner_id', ownerId).where('disk_key', 'like', `${this.folder}/%`).select('disk_key')
    for (const { disk_key: key } of rows) {
      await this.#disk.delete(key)
      await db.from('stored_images').where('disk_key', key).delete()
    }
  }

  /**
   * Records the owners of files stored before `stored_images` existed (run
   * by a migration). This store named every file after its owner
   * (`<folder>/<ownerId>-<uuid>.<ext>`), so a row holding such a URL with
   * its own id is the owner; a row holding someone else's file, or an
   * address elsewhere, adopts nothing.
   */
  async adoptFiles(client: QueryClientContract, rows: Array<{ owner_id: number; url: string | null }>) {
    const pattern = new RegExp(`(?:^|/)(${this.folder}/(\\d+)-[\\w-]+\\.(?:png|jpg|gif|webp))$`)
    const owned = rows.flatMap(({ owner_id: ownerId, url }) => {
      const match = url?.match(pattern)
      return match && Number(match[2]) === ownerId ? [{ disk_key: match[1], owner_id: ownerId, created_at: new Date() }] : []
    })
    for (let start = 0; start < owned.length; start += 500) {
      await client.knexQuery().table('stored_images').insert(owned.slice(start, start + 500)).onConflict('disk_key').ignore()
    }
  }

  /** Resolved on use: stores are created at import time, before Drive is ready. */
  get #disk() {
    return drive.use('public')
  }

  async #keyOf(url: string): Promise<string | null> {
    const probe = `${this.folder}/probe`
    const prefix = (await this.#disk.getUrl(probe)).slice(0, -'probe'.length)
    if (!url.startsWith(prefix)) return null
    const name = url.slice(prefix.length)
    return /^[\w-]+\.(png|jpg|gif|webp)$/.test(name) ? `${this.folder}/${name}` : null
  }
}
