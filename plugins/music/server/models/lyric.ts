import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { booleanColumn, jsonColumn } from './columns.js'

export interface TimedLine {
  /** Milliseconds from the start of the track. */
  time: number
  text: string
}

export default class Lyric extends BaseModel {
  static table = 'lyrics'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare trackId: number

  @column()
  declare text: string

  @column(booleanColumn)
  declare isSynced: boolean

  @column(jsonColumn)
  declare timed: TimedLine[] | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
