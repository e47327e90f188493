import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { FileEntryDisk } from '#core/files/shared/file_entry'

export type UploadMetadata = Record<string, unknown>

/**
 * A direct-to-storage upload under way: the key the server chose for the
 * person who began it (see the direct_uploads migration).
 */
export default class DirectUpload extends BaseModel {
  static table = 'direct_uploads'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare disk: FileEntryDisk

  @column()
  declare objectKey: string

  /** S3's multipart upload id; null for a single presigned PUT. */
  @column()
  declare multipartUploadId: string | null

  /** When the multipart upload was completed (the object exists); null until then, and for single PUTs. */
  @column.dateTime()
  declare completedAt: DateTime | null

  @column()
  declare clientName: string

  @column()
  declare clientMime: string

  @column()
  declare clientExtension: string

  /** The size the browser declared, in bytes; the stored object must have exactly this size. */
  @column({ consume: (value: number | string | bigint) => Number(value) })
  declare size: number

  @column({
    prepare: (value: UploadMetadata | null) => (value ? JSON.stringify(value) : null),
    consume: (value: string | null) => (value ? (JSON.parse(value) as UploadMetadata) : null),
  })
  declare metadata: UploadMetadata | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
