import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One counted listen: history for the listener, insights for the track. */
export default class Play extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare trackId: number

  @column()
  declare userId: number | null

  @column()
  declare visitorId: string | null

  @column()
  declare listenedMs: number | null

  @column()
  declare platform: string | null

  @column()
  declare device: string | null

  @column()
  declare country: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
