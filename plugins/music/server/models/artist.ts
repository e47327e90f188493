import { DateTime } from 'luxon'
import { BaseModel, column, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import User from '#core/accounts/server/models/user'
import { booleanColumn, jsonColumn, MORPH, type Link } from './columns.js'
import Album from './album.js'
import Track from './track.js'
import Genre from './genre.js'

export default class Artist extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare image: string | null

  @column()
  declare biography: string | null

  @column(jsonColumn)
  declare links: Link[] | null

  @column(booleanColumn)
  declare verified: boolean

  @column()
  declare plays: number

  @column()
  declare followersCount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @manyToMany(() => Album, { pivotTable: 'album_artist', pivotColumns: ['position'] })
  declare albums: ManyToMany<typeof Album>

  @manyToMany(() => Track, { pivotTable: 'artist_track', pivotColumns: ['position'] })
  declare tracks: ManyToMany<typeof Track>

  /** Users who manage the artist page. */
  @manyToMany(() => User, { pivotTable: 'artist_user', pivotTimestamps: { createdAt: 'created_at', updatedAt: false } })
  declare owners: ManyToMany<typeof User>

  @manyToMany(() => Genre, {
    pivotTable: 'genreables',
    pivotForeignKey: 'genreable_id',
    onQuery: (query) => query.wherePivot('genreable_type', MORPH.artist),
  })
  declare genres: ManyToMany<typeof Genre>
}
