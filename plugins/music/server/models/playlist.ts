import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import User from '#core/accounts/server/models/user'
import { booleanColumn } from './columns.js'
import Track from './track.js'

export default class Playlist extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column()
  declare image: string | null

  @column(booleanColumn)
  declare public: boolean

  /** Collaborators (playlist_user role 'collaborator') may add tracks. */
  @column(booleanColumn)
  declare collaborative: boolean

  @column()
  declare ownerId: number

  /** The workspace owning it (core/workspaces); null: its creator's own space. */
  @column()
  declare workspaceId: number | null

  @column()
  declare plays: number

  @column()
  declare tracksCount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User, { foreignKey: 'ownerId' })
  declare owner: BelongsTo<typeof User>

  /** In playlist order; the pivot carries position, added_by and created_at. */
  @manyToMany(() => Track, {
    pivotTable: 'playlist_track',
    pivotColumns: ['position', 'added_by', 'created_at'],
    onQuery: (query) => query.orderBy('playlist_track.position'),
  })
  declare tracks: ManyToMany<typeof Track>
}
