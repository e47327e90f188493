import { DateTime } from 'luxon'
import encryption from '@adonisjs/core/services/encryption'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** Provider tokens are only ever needed by the server, so they are stored encrypted. */
const encrypted = {
  serializeAs: null,
  prepare: (value: string | null) => (value ? encryption.encrypt(value) : null),
  consume: (value: string | null) => (value ? (encryption.decrypt<string>(value) ?? null) : null),
}

/** A social login (Google, Facebook, X, Spotify) linked to an account. */
export default class SocialProfile extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column({ serializeAs: null })
  declare userId: number

  @column()
  declare serviceName: string

  @column({ serializeAs: null })
  declare userServiceId: string

  @column()
  declare username: string | null

  @column(encrypted)
  declare accessToken: string | null

  @column(encrypted)
  declare refreshToken: string | null

  @column.dateTime({ serializeAs: null })
  declare accessExpiresAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, serializeAs: null })
  declare updatedAt: DateTime | null
}
