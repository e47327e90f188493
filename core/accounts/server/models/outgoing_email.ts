import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One email the site sent or tried to send (the admin's outgoing-email log). */
export default class OutgoingEmail extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare recipient: string

  @column()
  declare subject: string

  @column()
  declare status: 'sent' | 'failed'

  @column()
  declare error: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
