import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { booleanColumn, jsonColumn } from './columns.js'

export const CHANNEL_CONTENT_TYPES = ['tracks', 'albums', 'artists', 'playlists', 'channels', 'genres'] as const
export const CHANNEL_LAYOUTS = ['grid', 'carousel', 'list', 'trackTable'] as const
/** Automatic sources; 'manual' lists the channel's own items (channelables) in order. */
export const CHANNEL_SOURCES = [
  'manual',
  'popularTracks',
  'newReleases',
  'popularAlbums',
  'popularArtists',
  'genreTracks',
  'tagTracks',
  'popularGenres',
  'latestPlaylists',
] as const

export interface ChannelConfig {
  contentType: (typeof CHANNEL_CONTENT_TYPES)[number]
  layout: (typeof CHANNEL_LAYOUTS)[number]
  source: (typeof CHANNEL_SOURCES)[number]
  /** A channel restricted by genre or tag lists the content of the one named in the URL. */
  restriction?: 'genre' | 'tag' | null
  /** Fixed restriction value used when the URL names none ('rock'). */
  restrictionValue?: string | null
  /** Items per page of the channel. */
  limit?: number
}

export default class Channel extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare slug: string

  @column()
  declare description: string | null

  @column(jsonColumn)
  declare config: ChannelConfig

  @column(booleanColumn)
  declare homepage: boolean

  @column()
  declare position: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
