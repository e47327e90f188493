/**
 * A minimal ID3v2.3 writer: text frames, one front-cover picture and unsynced
 * lyrics. Text is UTF-16 with a byte-order mark, which every reader accepts.
 * Used to tag generated WAV files (in their `id3 ` chunk) so the demo and the
 * import tests exercise the same tag paths real files do.
 */

export interface Id3Tags {
  title?: string
  artist?: string
  album?: string
  albumArtist?: string
  genre?: string
  year?: number
  trackNumber?: number
  cover?: { mime: string; data: Uint8Array }
  lyrics?: string
}

const UTF16 = 0x01

function utf16(text: string, terminated = false) {
  const parts = [Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]
  if (terminated) parts.push(Buffer.from([0, 0]))
  return Buffer.concat(parts)
}

function frame(id: string, body: Buffer) {
  const header = Buffer.alloc(10)
  header.write(id, 0, 'latin1')
  header.writeUInt32BE(body.length, 4)
  return Buffer.concat([header, body])
}

function textFrame(id: string, value: string | number | undefined): Buffer | null {
  if (value === undefined || value === '') return null
  return frame(id, Buffer.concat([Buffer.from([UTF16]), utf16(String(value))]))
}

/** Sizes in the ID3 header use 7 bits per byte ("syncsafe"). */
function syncsafe(size: number) {
  return Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f])
}

export function encodeId3(tags: Id3Tags) {
  const frames = [
    textFrame('TIT2', tags.title),
    textFrame('TPE1', tags.artist),
    textFrame('TALB', tags.album),
    textFrame('TPE2', tags.albumArtist),
    textFrame('TCON', tags.genre),
    textFrame('TYER', tags.year),
    textFrame('TRCK', tags.trackNumber),
  ].filter((value) => value !== null)

  if (tags.cover) {
    frames.push(
      frame(
        'APIC',
        Buffer.concat([
          Buffer.from([UTF16]),
          Buffer.from(`${tags.cover.mime}\0`, 'latin1'),
          Buffer.from([0x03]), // picture type: front cover
          utf16('', true),
          Buffer.from(tags.cover.data),
        ])
      )
    )
  }
  if (tags.lyrics) {
    frames.push(frame('USLT', Buffer.concat([Buffer.from([UTF16]), Buffer.from('eng', 'latin1'), utf16('', true), utf16(tags.lyrics)])))
  }

  const body = Buffer.concat(frames)
  return Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([3, 0, 0]), syncsafe(body.length), body])
}
