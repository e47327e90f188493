import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#core/accounts/server/models/user'

export default class Comment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** 'track' or 'album'. */
  @column()
  declare commentableType: string

  @column()
  declare commentableId: number

  @column()
  declare userId: number

  @column()
  declare parentId: number | null

  @column()
  declare content: string

  /** Playback position (seconds) the comment refers to. */
  @column()
  declare position: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
