import { open } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { fileTypeFromFile, fileTypeFromStream } from 'file-type'
import { UploadRefused, UPLOAD_MESSAGES } from '../restrictions/upload_refused.js'

/**
 * What a file is, read from its bytes (magic numbers, file-type), never from
 * its name or the browser's claim. Markup that a browser would run (HTML, an
 * SVG with scripts) is refused whatever it is called, a file whose name
 * promises a media type its bytes do not have is refused, and an empty file
 * is refused. Kit API:
 *
 *   sniffLocalFile(path, { clientExtension })       // a temporary file (multipart, tus file store)
 *   sniffStream(stream, size, head, { clientExtension })  // an object on a remote disk (S3)
 *
 * Both answer { mime, extension } or throw UploadRefused (status 422).
 */
export interface SniffedContent {
  mime: string
  extension: string
}

/** Bytes read from the start of a file for the markup and text checks. */
export const HEAD_BYTES = 4096

/** Extensions whose type a name promises: a file so named must have bytes of that family. */
const PROMISED_FAMILY: Record<string, string> = {
  mp3: 'audio',
  flac: 'audio',
  ogg: 'audio',
  oga: 'audio',
  opus: 'audio',
  m4a: 'audio',
  aac: 'audio',
  wav: 'audio',
  wma: 'audio',
  aiff: 'audio',
  aif: 'audio',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  bmp: 'image',
  tif: 'image',
  tiff: 'image',
  mp4: 'video',
  m4v: 'video',
  webm: 'video',
  mkv: 'video',
  mov: 'video',
  avi: 'video',
  pdf: 'application/pdf',
  zip: 'application/zip',
}

/** A browser runs these: never stored, whatever the name says. */
const ACTIVE_MARKUP =
  /<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|script[\s>]|iframe[\s>]|object[\s>]|embed[\s>]|meta[\s>])/i
/** What makes an SVG dangerous to serve: scripts, event handlers, javascript: links, embedded HTML. */
const ACTIVE_SVG =
  /<script|\son[a-z]+\s*=|javascript:|<foreignobject|<iframe|<embed|<object|xlink:href\s*=\s*["']?\s*data:/i

export async function sniffLocalFile(
  path: string,
  options: { clientExtension?: string | null } = {}
): Promise<SniffedContent> {
  const handle = await open(path, 'r')
  let head: Buffer
  let size: number
  try {
    size = (await handle.stat()).size
    const buffer = Buffer.alloc(Math.min(HEAD_BYTES, size))
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    head = buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
  if (size === 0) throw new UploadRefused(UPLOAD_MESSAGES.empty)
  return judge(await fileTypeFromFile(path), head, options.clientExtension)
}

/**
 * For an object read as a stream (S3's GetObject): `head` is its first
 * bytes (a ranged read), `stream` a fresh stream from the start, which
 * file-type reads only as far as it needs; the caller destroys it.
 */
export async function sniffStream(
  stream: Readable,
  size: number,
  head: Uint8Array,
  options: { clientExtension?: string | null } = {}
): Promise<SniffedContent> {
  if (size === 0) throw new UploadRefused(UPLOAD_MESSAGES.empty)
  return judge(
    await fileTypeFromStream(Readable.toWeb(stream) as ReadableStream<Uint8Array>),
    Buffer.from(head),
    options.clientExtension
  )
}

function judge(
  detected: { mime: string; ext: string } | undefined,
  head: Buffer,
  clientExtension?: string | null
): SniffedContent {
  const claimed = normalizeExtension(clientExtension)
  const text = head.toString('latin1')
  if (!detected || detected.mime === 'application/xml' || detected.mime === 'text/html') {
    if (ACTIVE_MARKUP.test(text)) throw new UploadRefused(UPLOAD_MESSAGES.type)
    if (/<svg[\s>]/i.test(text)) {
      if (ACTIVE_SVG.test(text)) throw new UploadRefused(UPLOAD_MESSAGES.type)
      return checkPromise({ mime: 'image/svg+xml', extension: 'svg' }, claimed)
    }
  }
  if (detected) return checkPromise({ mime: detected.mime, extension: detected.ext }, claimed)
  // Unrecognised bytes: text if it reads as text, else opaque; the name's extension is kept only if it promises no media type.
  const content = looksLikeText(head)
    ? { mime: 'text/plain', extension: claimed ?? 'txt' }
    : { mime: 'application/octet-stream', extension: claimed ?? 'bin' }
  return checkPromise(content, claimed)
}

/** Refuses a name that promises another kind of file than the bytes are ('song.mp3' holding a PNG, or text). */
function checkPromise(content: SniffedContent, claimed: string | null): SniffedContent {
  const promised = claimed ? PROMISED_FAMILY[claimed] : undefined
  if (promised && !(content.mime === promised || content.mime.startsWith(`${promised}/`))) {
    throw new UploadRefused(UPLOAD_MESSAGES.mismatch)
  }
  return content
}

function looksLikeText(head: Buffer) {
  if (head.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, lastCompleteCharacter(head)))
    return true
  } catch {
    return false
  }
}

/** The head may end inside a multi-byte character; cut before it. */
function lastCompleteCharacter(head: Buffer) {
  let end = head.length
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = head[end - back]
    if ((byte & 0xc0) === 0xc0) return end - back
    if ((byte & 0x80) === 0) break
  }
  return end
}

/** 'MP3', '.mp3' -> 'mp3'; anything that is not a short alphanumeric extension -> null. */
export function normalizeExtension(value: string | null | undefined): string | null {
  const extension = value?.trim().replace(/^\./, '').toLowerCase()
  return extension && /^[a-z0-9]{1,10}$/.test(extension) ? extension : null
}
