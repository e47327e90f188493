import { lrcStamp } from '../../../shared/lrc.js'

/** A line of the LRC being edited: its time (null until tapped) and its text. */
export interface LrcRow {
  time: number | null
  text: string
}

const LEADING_STAMP = /^\[(\d{1,3}):(\d{2})(?:[.:](\d{1,3}))?\]/

/**
 * Reads the editor's text leniently, one row per non-empty line: a line
 * that does not start with a stamp is a row still waiting for its time.
 * (The server reads it strictly when saved: shared/lrc.ts.)
 */
export function rowsOf(text: string): LrcRow[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => {
      const stamp = LEADING_STAMP.exec(line.trim())
      if (!stamp) return { time: null, text: line.trim() }
      const [whole, minutes, seconds, fraction] = stamp
      const ms = fraction ? Math.round(Number(`0.${fraction}`) * 1000) : 0
      return { time: Number(minutes) * 60_000 + Number(seconds) * 1000 + ms, text: line.trim().slice(whole.length) }
    })
}

export function textOf(rows: readonly LrcRow[]) {
  return rows.map((row) => (row.time === null ? row.text : `${lrcStamp(row.time)}${row.text}`)).join('\n')
}

/** The rows with row `index` stamped at `time` ms (never below zero). */
export function stamped(rows: readonly LrcRow[], index: number, time: number): LrcRow[] {
  return rows.map((row, at) => (at === index ? { ...row, time: Math.max(0, Math.round(time)) } : row))
}

/** Switching lyrics between plain and synced keeps the words: plain lines become rows waiting for their times, and back. */
export function convertedLyrics(text: string, toSynced: boolean) {
  const rows = rowsOf(text)
  return toSynced ? textOf(rows.map((row) => ({ ...row, time: null }))) : rows.map((row) => row.text).join('\n')
}
