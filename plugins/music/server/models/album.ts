import { DateTime } from 'luxon'
import { BaseModel, beforeSave, belongsTo, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import User from '#core/accounts/server/models/user'
import { booleanColumn, MORPH } from './columns.js'
import Artist from './artist.js'
import Track from './track.js'
import Genre from './genre.js'
import Tag from './tag.js'
import type { ReleaseStatus } from '../../shared/ingest_types.js'

export default class Album extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column.date()
  declare releaseDate: DateTime | null

  @column()
  declare image: string | null

  @column()
  declare description: string | null

  @column()
  declare plays: number

  @column(booleanColumn)
  declare public: boolean

  @column()
  declare ownerId: number | null

  /** The workspace owning it (core/workspaces); null: its creator's own space. */
  @column()
  declare workspaceId: number | null

  /** 'draft' until its owner publishes it (server/ingest); a draft is never public. */
  @column()
  declare status: ReleaseStatus

  /** Listener-facing queries check `public` only: a draft must stay out of them whoever edits it. */
  @beforeSave()
  static keepDraftsPrivate(album: Album) {
    if (album.status === 'draft') album.public = false
  }

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User, { foreignKey: 'ownerId' })
  declare owner: BelongsTo<typeof User>

  /** In credit order (pivot position). */
  @manyToMany(() => Artist, {
    pivotTable: 'album_artist',
    pivotColumns: ['position'],
    onQuery: (query) => query.orderBy('album_artist.position'),
  })
  declare artists: ManyToMany<typeof Artist>

  @hasMany(() => Track, { onQuery: (query) => query.orderBy('number').orderBy('id') })
  declare tracks: HasMany<typeof Track>

  @manyToMany(() => Genre, {
    pivotTable: 'genreables',
    pivotForeignKey: 'genreable_id',
    onQuery: (query) => query.wherePivot('genreable_type', MORPH.album),
  })
  declare genres: ManyToMany<typeof Genre>

  @manyToMany(() => Tag, {
    pivotTable: 'taggables',
    pivotForeignKey: 'taggable_id',
    onQuery: (query) => query.wherePivot('taggable_type', MORPH.album),
  })
  declare tags: ManyToMany<typeof Tag>
}
