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

  /** 'not_sent': no mail server is configured (MAIL_HOST), the message is only kept here. */
  @column()
  declare status: 'sent' | 'failed' | 'not_sent'

  @column()
  declare error: string | null

  @column()
  declare textBody: string | null

  @column()
  declare htmlBody: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
