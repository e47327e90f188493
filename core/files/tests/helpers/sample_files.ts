/**
 * Small files whose bytes are what they claim (or deliberately not), for the
 * content checks: real magic numbers, made here rather than shipped.
 */

/** MPEG-1 Layer III frames (128 kb/s, 44.1 kHz: 417 bytes each), silent: file-type reads audio/mpeg. */
export function mp3Bytes(frames = 8) {
  const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)])
  return Buffer.concat(Array.from({ length: frames }, () => frame))
}

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)

export const HTML_PAGE = Buffer.from(
  '<!DOCTYPE html>\n<html><body><script>fetch("/api/v1/users/me")</script></body></html>\n'
)

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="1" height="1"/></svg>\n'
)

export const SVG_WITH_HANDLER = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'
)

export const PLAIN_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>'
)

export const LYRICS = Buffer.from('[00:01.00] First line\n[00:05.00] Second line\n')
