import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn, type Link } from './columns.js'

/** The public side of a user: shown on /user/{id}/{name}. One row per user, created on first edit. */
export default class Profile extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare userId: number

  @column()
  declare displayName: string | null

  @column()
  declare bio: string | null

  @column(jsonColumn)
  declare links: Link[] | null

  @column()
  declare headerImage: string | null

  @column()
  declare city: string | null

  @column()
  declare country: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
