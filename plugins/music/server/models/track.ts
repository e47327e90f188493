import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { afterDelete, afterSave, BaseModel, beforeSave, belongsTo, column, hasOne, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasOne, ManyToMany } from '@adonisjs/lucid/types/relations'
import User from '#core/accounts/server/models/user'
import { booleanColumn, MORPH } from './columns.js'
import Album from './album.js'
import Artist from './artist.js'
import Genre from './genre.js'
import Tag from './tag.js'
import Lyric from './lyric.js'
import TrackWaveform from './track_waveform.js'
import type { ProcessingState, ReleaseStatus } from '../../shared/ingest_types.js'
import { refreshAlbumsAfterSave } from '../services/catalogue/album_totals.js'

/** The track columns an album's totals and ReplayGain are made of. */
const ALBUM_TOTALS_INPUTS = ['albumId', 'public', 'duration', 'createdAt', 'loudness', 'samplePeak']
/** Between a save's before and after hooks: the albums (old and new) it changes. */
const changedAlbums = new WeakMap<Track, Array<number | null | undefined>>()

export default class Track extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare number: number | null

  /** Milliseconds. */
  @column()
  declare duration: number | null

  @column()
  declare albumId: number | null

  /** A path on the Drive `uploads` disk or an absolute http(s) URL. Never sent to clients as is. */
  @column({ serializeAs: null })
  declare src: string | null

  /** sha256 of the audio bytes (hex). */
  @column({ serializeAs: null })
  declare fileHash: string | null

  @column()
  declare mime: string | null

  @column()
  declare bitrate: number | null

  @column()
  declare image: string | null

  @column()
  declare description: string | null

  @column()
  declare plays: number

  @column(booleanColumn)
  declare public: boolean

  @column.date()
  declare releaseDate: DateTime | null

  @column(booleanColumn)
  declare allowDownload: boolean

  @column()
  declare ownerId: number | null

  /** The workspace owning it (core/workspaces); null: its creator's own space. */
  @column()
  declare workspaceId: number | null

  /** 'draft' until its owner publishes it (server/ingest); a draft is never public. */
  @column()
  declare status: ReleaseStatus

  /** Decoding after intake (waveform, loudness): queued, processing, ready or failed. */
  @column()
  declare processing: ProcessingState

  /** Why processing failed, said to the owner. */
  @column()
  declare processingError: string | null

  /** Integrated loudness, LUFS (EBU R128). */
  @column()
  declare loudness: number | null

  /** ReplayGain 2.0 track gain in dB (to -18 LUFS). */
  @column()
  declare replayGain: number | null

  @column()
  declare samplePeak: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /** Listener-facing queries check `public` only: a draft must stay out of them whoever edits it. */
  @beforeSave()
  static keepDraftsPrivate(track: Track) {
    if (track.status === 'draft') track.public = false
  }

  /** After keepDraftsPrivate: the albums whose totals this save changes, read while the old album is still known. */
  @beforeSave()
  static noteChangedAlbums(track: Track) {
    if (!track.$isPersisted || ALBUM_TOTALS_INPUTS.some((input) => input in track.$dirty)) changedAlbums.set(track, [track.$original.albumId, track.albumId])
  }

  /** Album totals and ReplayGain (services/catalogue/album_totals.ts), in the save's transaction when it has one, once per batch inside refreshingAlbumsOnce. */
  @afterSave()
  static async refreshChangedAlbums(track: Track) {
    const albumIds = changedAlbums.get(track)
    changedAlbums.delete(track)
    if (albumIds) await refreshAlbumsAfterSave(track.$trx ?? db.connection(), albumIds)
  }

  @afterDelete()
  static async refreshFormerAlbum(track: Track) {
    await refreshAlbumsAfterSave(track.$trx ?? db.connection(), [track.albumId])
  }

  @belongsTo(() => Album)
  declare album: BelongsTo<typeof Album>

  @belongsTo(() => User, { foreignKey: 'ownerId' })
  declare owner: BelongsTo<typeof User>

  /** In credit order (pivot position). */
  @manyToMany(() => Artist, {
    pivotTable: 'artist_track',
    pivotColumns: ['position'],
    onQuery: (query) => query.orderBy('artist_track.position'),
  })
  declare artists: ManyToMany<typeof Artist>

  @manyToMany(() => Genre, {
    pivotTable: 'genreables',
    pivotForeignKey: 'genreable_id',
    onQuery: (query) => query.wherePivot('genreable_type', MORPH.track),
  })
  declare genres: ManyToMany<typeof Genre>

  @manyToMany(() => Tag, {
    pivotTable: 'taggables',
    pivotForeignKey: 'taggable_id',
    onQuery: (query) => query.wherePivot('taggable_type', MORPH.track),
  })
  declare tags: ManyToMany<typeof Tag>

  @hasOne(() => Lyric)
  declare lyric: HasOne<typeof Lyric>

  @hasOne(() => TrackWaveform)
  declare waveform: HasOne<typeof TrackWaveform>
}
