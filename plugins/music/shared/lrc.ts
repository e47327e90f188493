/**
 * LRC, the text format of synced lyrics: one line per lyric line, each
 * starting with the time it is sung, `[mm:ss.xx]Text`. Read by the server
 * (which stores the lines with their times in milliseconds) and written by
 * the admin's lyrics editor; pure functions, so both sides share them.
 */

export interface LrcLine {
  /** Milliseconds from the start of the track. */
  time: number
  text: string
}

export type LrcResult = { lines: LrcLine[] } | { error: string }

/** `[01:02.50]`, `[1:02]`, `[01:02:50]` (the colon form some editors write): minutes, seconds under 60, hundredths or ms. */
const STAMP = /^\[(\d{1,3}):(\d{2})(?:[.:](\d{1,3}))?\]/
/** `[ar:Artist]`, `[offset:+250]`: tags some files carry before the lyrics. */
const META = /^\[([a-z#]+):(.*)\]$/i

/**
 * Reads LRC text. Every non-empty line must start with a valid time stamp
 * (lines may carry several, one per repeat) or be a metadata tag; the first
 * line that is neither is the error, named by its number. `[offset:ms]`
 * shifts every time (positive: earlier, as the format defines it).
 */
export function parseLrc(text: string): LrcResult {
  const lines: LrcLine[] = []
  let offset = 0
  const rows = text.split(/\r?\n/)
  for (const [index, raw] of rows.entries()) {
    const row = raw.trim()
    if (!row) continue
    const meta = META.exec(row)
    if (meta && !STAMP.test(row)) {
      if (meta[1].toLowerCase() === 'offset') offset = Number.parseInt(meta[2], 10) || 0
      continue
    }
    const times: number[] = []
    let rest = row
    for (let stamp = STAMP.exec(rest); stamp; stamp = STAMP.exec(rest)) {
      const [whole, minutes, seconds, fraction] = stamp
      if (Number(seconds) >= 60) return { error: `Line ${index + 1}: ${whole} is not a valid time (seconds must be under 60).` }
      times.push(Number(minutes) * 60_000 + Number(seconds) * 1000 + fractionMs(fraction))
      rest = rest.slice(whole.length)
    }
    if (!times.length) return { error: `Line ${index + 1} has no valid time stamp: write it as [mm:ss.xx] followed by the text.` }
    for (const time of times) lines.push({ time: Math.max(0, time - offset), text: rest.trim() })
  }
  if (!lines.length) return { error: 'The lyrics have no timed lines.' }
  return { lines: lines.sort((a, b) => a.time - b.time) }
}

/** ".5" is half a second, ".50" too, ".500" as well. */
function fractionMs(fraction: string | undefined) {
  if (!fraction) return 0
  return Math.round(Number(`0.${fraction}`) * 1000)
}

/** `[mm:ss.xx]`, the stamp written for `time` milliseconds. */
export function lrcStamp(time: number) {
  const hundredths = Math.round(Math.max(0, time) / 10)
  const minutes = Math.floor(hundredths / 6000)
  const seconds = Math.floor((hundredths % 6000) / 100)
  return `[${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}.${String(hundredths % 100).padStart(2, '0')}]`
}

/** The lines back as LRC text. */
export function formatLrc(lines: readonly LrcLine[]) {
  return lines.map((line) => `${lrcStamp(line.time)}${line.text}`).join('\n')
}
