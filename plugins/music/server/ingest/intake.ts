import { open, stat } from 'node:fs/promises'
import { fileTypeFromBuffer } from 'file-type'
import { readAudioMetadata, UnreadableAudioError, type AudioMetadata } from '#plugins/music/server/audio/metadata'
import { checkWavLayout } from '#plugins/music/server/audio/wav'
import { MIN_TRACK_MS } from '#plugins/music/server/audio/waveform'

/** What intake knows of an audio file without decoding it: tags, cover, duration, and its type by content. */
export interface InspectedAudio extends AudioMetadata {
  mime: string
  /** The file extension the content calls for (`.mp3`), whatever the file was named. */
  extension: string
}

/** Containers as music-metadata names them, with what they are served as. */
const CONTAINER_TYPES: Array<[RegExp, string, string]> = [
  [/^MPEG$/, 'audio/mpeg', '.mp3'],
  [/^FLAC$/, 'audio/flac', '.flac'],
  [/^Ogg$/, 'audio/ogg', '.ogg'],
  [/^WAVE?/i, 'audio/wav', '.wav'],
  [/^(M4A|MP4|isom|iso2|mp42|3gp)/i, 'audio/mp4', '.m4a'],
  [/^ADTS$/, 'audio/aac', '.aac'],
]

/** file-type's names of the containers whose parser music-metadata must be told (their extension may lie). */
const SNIFFED_AS: Record<string, string> = { mp3: 'audio/mpeg', flac: 'audio/flac', ogg: 'audio/ogg', opus: 'audio/ogg', oga: 'audio/ogg', wav: 'audio/wav', m4a: 'audio/mp4', aac: 'audio/aac' }

/** file-type's verdicts that are audio we take (it names WAV audio/wav, MP3 audio/mpeg...). */
const AUDIO_SNIFF = /^(audio\/|video\/mp4$|application\/ogg$)/

/**
 * Reads an audio file for intake: its type from its bytes (a web page named
 * song.mp3 is refused, whatever music-metadata would make of it), its tags,
 * cover and duration from its headers, and checks what the headers allow
 * cheaply (a WAV cut short, under a second of audio). Decoding, which finds
 * the rest, is left to the processing job. Throws UnreadableAudioError with
 * a reason meant for the file's owner.
 */
export async function inspectAudio(path: string): Promise<InspectedAudio> {
  const size = (await stat(path)).size
  if (size === 0) throw new UnreadableAudioError('The file is empty')
  const sniffed = await fileTypeFromBuffer(await readHead(path, 4100))
  if (!sniffed || !AUDIO_SNIFF.test(sniffed.mime)) {
    throw new UnreadableAudioError(sniffed ? `Not an audio file (its content is ${sniffed.mime})` : 'Not an audio file')
  }
  if (sniffed.ext === 'wav') {
    // Before the tags: a WAV cut short has no duration to read, and its layout says why.
    await checkWavLayout(path).catch((error: Error) => {
      throw new UnreadableAudioError(error.message)
    })
  }
  const metadata = await readAudioMetadata(path, SNIFFED_AS[sniffed.ext])
  const type = CONTAINER_TYPES.find(([pattern]) => pattern.test(metadata.container ?? ''))
  if (!type) throw new UnreadableAudioError(`Unsupported audio container: ${metadata.container}`)
  if ((metadata.durationMs ?? 0) < MIN_TRACK_MS) throw new UnreadableAudioError(`Too short to be a track (${metadata.durationMs ?? 0} ms)`)
  return { ...metadata, mime: type[1], extension: type[2] }
}

async function readHead(path: string, bytes: number) {
  const file = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const { bytesRead } = await file.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await file.close()
  }
}
