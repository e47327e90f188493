import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { parseFile, parseStream, selectCover } from 'music-metadata'
import { audioMimeType } from './formats.js'

/** What the catalogue keeps from an audio file's tags and stream info. */
export interface AudioMetadata {
  title: string | null
  /** Track artists, in tag order (a "feat." list becomes several). */
  artists: string[]
  albumArtist: string | null
  album: string | null
  genres: string[]
  year: number | null
  trackNumber: number | null
  discNumber: number | null
  durationMs: number | null
  /** Bits per second. */
  bitrate: number | null
  sampleRate: number | null
  channels: number | null
  codec: string | null
  container: string | null
  cover: { mime: string; data: Uint8Array } | null
  /** Synced lines carry their time in milliseconds. */
  lyrics: { text: string; synced: Array<{ time: number; text: string }> | null } | null
}

export class UnreadableAudioError extends Error {}

const clean = (value: string | undefined | null) => {
  const text = value?.replace(/\0/g, '').trim()
  return text ? text.slice(0, 191) : null
}

/**
 * "A; B", "A / B" and "A feat. B" name several artists. Commas and "&" do
 * not split: "Earth, Wind & Fire" is one band.
 */
const ARTIST_SEPARATOR = /\s*;\s*|\s+\/\s+|\s+(?:feat\.?|ft\.|featuring)\s+/i
const GENRE_SEPARATOR = /\s*[;/,]\s*/

/** Distinct, trimmed names from tag values that may each hold several. */
export function splitNames(values: Array<string | undefined>, separator = ARTIST_SEPARATOR) {
  const names = values
    .flatMap((value) => (value ?? '').split(separator))
    .map((name) => clean(name))
    .filter((name): name is string => !!name)
  return [...new Set(names)]
}

/**
 * Reads tags, duration, bitrate, embedded cover and lyrics of an MP3, FLAC,
 * Ogg/Opus, M4A/AAC or WAV file. Throws UnreadableAudioError when the file is
 * not audio music-metadata understands or carries no audio stream.
 *
 * The duration comes from the headers (a VBR frame count, FLAC's sample
 * count, a WAV data size, or an MP3's size over its bitrate), never from
 * walking every frame: intake reads thousands of files a minute and leaves
 * decoding to a job (server/ingest). `contentMime`, the type sniffed from
 * the bytes, chooses the parser when the file's name says otherwise.
 */
export async function readAudioMetadata(path: string, contentMime?: string): Promise<AudioMetadata> {
  let parsed: Awaited<ReturnType<typeof parseFile>>
  try {
    // music-metadata picks its parser by the file's extension: a type read from the content wins when they differ.
    parsed =
      contentMime && contentMime !== audioMimeType(path)
        ? await parseStream(createReadStream(path), { mimeType: contentMime, size: (await stat(path)).size }, { duration: false })
        : await parseFile(path, { duration: false })
  } catch (error) {
    throw new UnreadableAudioError(`Unreadable audio file: ${(error as Error).message}`)
  }
  const { common, format } = parsed
  if (!format.duration || !format.codec) throw new UnreadableAudioError('No audio stream found in the file')

  const cover = selectCover(common.picture)
  const lyricsTag = common.lyrics?.find((entry) => entry.text || entry.syncText?.length)
  const synced = lyricsTag?.syncText?.length
    ? lyricsTag.syncText.map((line) => ({ time: line.timestamp ?? 0, text: line.text }))
    : null
  const lyricsText = lyricsTag ? (lyricsTag.text ?? synced?.map((line) => line.text).join('\n') ?? '') : ''

  return {
    title: clean(common.title),
    artists: splitNames(common.artists?.length ? common.artists : [common.artist]),
    albumArtist: clean(common.albumartist),
    album: clean(common.album),
    genres: splitNames(common.genre ?? [], GENRE_SEPARATOR),
    year: common.year ?? null,
    trackNumber: common.track?.no ?? null,
    discNumber: common.disk?.no ?? null,
    durationMs: Math.round(format.duration * 1000),
    bitrate: format.bitrate ? Math.round(format.bitrate) : null,
    sampleRate: format.sampleRate ?? null,
    channels: format.numberOfChannels ?? null,
    codec: format.codec ?? null,
    container: format.container ?? null,
    cover: cover ? { mime: cover.format, data: cover.data } : null,
    lyrics: lyricsText.trim() ? { text: lyricsText.trim(), synced } : null,
  }
}
