import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileTypeFromBuffer } from 'file-type'
import drive from '@adonisjs/drive/services/main'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type User from '#core/accounts/server/models/user'

/** Spec sections 5 and 9: 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
const AVATAR_DIR = 'avatars'

/** Image types accepted, by what the bytes are (never the name or the browser's claim). */
const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
}

export const AVATAR_MESSAGES = {
  invalid: 'Please select an image.',
  type: 'This file type is not allowed',
  size: (file: string) => `\`${file}\` exceeds maximum allowed size of 2MB`,
}

/** A refused upload, with the message for the `file` field. */
export class AvatarRejected extends Error {}

/**
 * Profile images on the `public` disk (served under /storage). The user row
 * keeps the public URL; a file this service stored is deleted when it is
 * replaced or removed, a URL pointing elsewhere is simply forgotten.
 */
export class AvatarService {
  #disk = drive.use('public')

  /** Checks an uploaded file by size and content and returns its new URL. */
  async storeUpload(user: User, file: MultipartFile | null): Promise<string> {
    if (!file?.tmpPath) throw new AvatarRejected(AVATAR_MESSAGES.invalid)
    if (file.size > AVATAR_MAX_BYTES)
      throw new AvatarRejected(AVATAR_MESSAGES.size(file.clientName))
    if (!file.isValid) throw new AvatarRejected(AVATAR_MESSAGES.invalid)
    const bytes = await readFile(file.tmpPath)
    const detected = await fileTypeFromBuffer(bytes)
    const extension = detected && IMAGE_TYPES[detected.mime]
    if (!extension) throw new AvatarRejected(AVATAR_MESSAGES.type)

    const key = `${AVATAR_DIR}/${user.id}-${randomUUID()}.${extension}`
    await this.#disk.put(key, bytes, { contentType: detected.mime })
    return this.#disk.getUrl(key)
  }

  /** Deletes the file behind a stored avatar URL, when this service stored it. */
  async deleteStored(url: string | null) {
    const key = url ? await this.#keyOf(url) : null
    if (key) await this.#disk.delete(key)
  }

  async #keyOf(url: string): Promise<string | null> {
    const probe = `${AVATAR_DIR}/probe`
    const prefix = (await this.#disk.getUrl(probe)).slice(0, -'probe'.length)
    if (!url.startsWith(prefix)) return null
    const name = url.slice(prefix.length)
    return /^[\w-]+\.(png|jpg|gif|webp)$/.test(name) ? `${AVATAR_DIR}/${name}` : null
  }
}
