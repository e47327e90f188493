import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from './columns.js'

/** Seekbar peaks of a track, kept apart so track rows stay light. */
export default class TrackWaveform extends BaseModel {
  static table = 'track_waveforms'
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare trackId: number

  /** Numbers between 0 and 1, evenly spread over the track. */
  @column(jsonColumn)
  declare peaks: number[]
}
