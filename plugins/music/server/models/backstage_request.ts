import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from './columns.js'
import type { ArtistRelation, BackstageRequestStatus, BackstageRequestType, RequestLink } from '../../shared/backstage_types.js'

/** An artist request sent from backstage and decided by an admin (server/backstage). */
export default class BackstageRequest extends BaseModel {
  static table = 'backstage_requests'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare type: BackstageRequestType

  @column()
  declare artistId: number | null

  @column()
  declare artistName: string

  @column()
  declare role: ArtistRelation

  @column()
  declare company: string | null

  @column(jsonColumn)
  declare links: RequestLink[] | null

  /** File entry ids. */
  @column(jsonColumn)
  declare attachments: number[] | null

  @column()
  declare message: string | null

  @column()
  declare status: BackstageRequestStatus

  @column()
  declare reason: string | null

  @column()
  declare decidedBy: number | null

  @column.dateTime()
  declare decidedAt: DateTime | null

  @column({ serializeAs: null })
  declare pendingKey: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
