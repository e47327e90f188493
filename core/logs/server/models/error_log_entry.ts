import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * A time as Lucid stores created_at on SQLite and MySQL alike (UTC text), for
 * comparisons in queries: a JS Date would be bound as a number on SQLite.
 */
export function sqlTime(time: DateTime) {
  return time.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
}

export default class ErrorLogEntry extends BaseModel {
  static table = 'error_logs'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare source: 'server' | 'web'

  @column()
  declare exception: string

  @column()
  declare message: string

  @column()
  declare stack: string | null

  @column()
  declare url: string | null

  @column()
  declare method: string | null

  @column()
  declare status: number | null

  @column()
  declare requestId: string | null

  @column()
  declare userId: number | null

  @column()
  declare userAgent: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
