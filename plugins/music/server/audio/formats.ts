import { extname } from 'node:path'

/**
 * The audio formats the catalogue accepts, by file extension, with the
 * Content-Type they are served with. Browsers decide whether they can play a
 * stream from this header, so it must be exact (Ogg Opus is audio/ogg).
 */
export const AUDIO_MIME_TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.flac': 'audio/flac',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.mp4': 'audio/mp4',
  '.aac': 'audio/aac',
  '.wav': 'audio/wav',
}

export function isAudioFile(path: string) {
  return extname(path).toLowerCase() in AUDIO_MIME_TYPES
}

/** Content-Type of an audio file from its name; unknown types are served as bytes. */
export function audioMimeType(path: string) {
  return AUDIO_MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}
