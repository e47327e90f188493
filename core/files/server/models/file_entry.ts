import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { FileEntryDisk } from '#core/files/shared/file_entry'

/** A stored file and its owner (table file_entries; see its migration for each column's why). */
export default class FileEntry extends BaseModel {
  static table = 'file_entries'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare relativePath: string | null

  @column()
  declare disk: FileEntryDisk

  @column()
  declare diskKey: string

  /** bigint columns come back as strings on MySQL. */
  @column({ consume: (value: unknown) => Number(value) })
  declare fileSize: number

  @column()
  declare mime: string

  @column()
  declare extension: string

  @column()
  declare userId: number

  /** The workspace the upload was made in (core/workspaces); null: its owner's own space. */
  @column()
  declare workspaceId: number | null

  @column()
  declare uploadKey: string | null

  @column({
    prepare: (value: Record<string, unknown> | null) =>
      value && Object.keys(value).length ? JSON.stringify(value) : null,
    consume: (value: string | null) => (value ? JSON.parse(value) : {}),
  })
  declare metadata: Record<string, unknown>

  @column.dateTime()
  declare deletedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
