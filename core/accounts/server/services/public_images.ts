import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileTypeFromBuffer } from 'file-type'
import drive from '@adonisjs/drive/services/main'
import type { MultipartFile } from '@adonisjs/core/bodyparser'

/** Image types accepted, by what the bytes are (never the name or the browser's claim). */
const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
}

export const IMAGE_MESSAGES = {
  invalid: 'Please select an image.',
  type: 'This file type is not allowed',
  size: (file: string, limit: string) => `\`${file}\` exceeds maximum allowed size of ${limit}`,
}

/** A refused upload, with the message for the `file` field. */
export class ImageRejected extends Error {}

/**
 * Images people upload for their pages (avatars, profile headers) on the
 * `public` disk, served under /storage, each kind in its own folder. Rows
 * keep the public URL; a file this store wrote is deleted when it is
 * replaced or removed, a URL pointing elsewhere is simply forgotten.
 */
export class PublicImageStore {
  constructor(
    private folder: string,
    private maxBytes: number
  ) {}

  /** Checks an uploaded file by size and content, stores it and returns its URL. */
  async storeUpload(ownerId: number, file: MultipartFile | null): Promise<string> {
    if (!file?.tmpPath) throw new ImageRejected(IMAGE_MESSAGES.invalid)
    if (file.size > this.maxBytes)
      throw new ImageRejected(IMAGE_MESSAGES.size(file.clientName, `${this.maxBytes / 1024 / 1024}MB`))
    if (!file.isValid) throw new ImageRejected(IMAGE_MESSAGES.invalid)
    const bytes = await readFile(file.tmpPath)
    const detected = await fileTypeFromBuffer(bytes)
    const extension = detected && IMAGE_TYPES[detected.mime]
    if (!extension) throw new ImageRejected(IMAGE_MESSAGES.type)

    const key = `${this.folder}/${ownerId}-${randomUUID()}.${extension}`
    await this.#disk.put(key, bytes, { contentType: detected.mime })
    return this.#disk.getUrl(key)
  }

  /** Deletes the file behind a stored URL, when this store wrote it. */
  async deleteStored(url: string | null) {
    const key = url ? await this.#keyOf(url) : null
    if (key) await this.#disk.delete(key)
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
