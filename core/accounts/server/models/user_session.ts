import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A signed-in browser (spec section 3, Session). Deleting the row signs that browser out. */
export default class UserSession extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column({ serializeAs: null })
  declare tokenHash: string

  @column({ serializeAs: null })
  declare rememberTokenId: number | null

  @column()
  declare ipAddress: string | null

  @column({ serializeAs: null })
  declare userAgent: string | null

  @column()
  declare deviceType: 'mobile' | 'tablet' | 'other'

  @column()
  declare platform: string | null

  @column()
  declare browser: string | null

  @column()
  declare city: string | null

  @column()
  declare country: string | null

  @column.dateTime()
  declare lastActiveAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
