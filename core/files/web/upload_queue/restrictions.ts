import type { Trans } from '../../../../web/src/i18n/translator.js'
import { formatBytes } from './format_bytes.js'
import type { UploadRestrictions } from './upload_types.js'

interface CheckedFile {
  name: string
  size: number
  /** The browser's guess from the name; '' when it has none. */
  type: string
}

/**
 * Why a picked file may not be uploaded under `restrictions`, in the spec's
 * words (section 5), or null when it may. The server checks the bytes again;
 * this spares sending what it would refuse.
 */
export function restrictionError(
  file: CheckedFile,
  restrictions: UploadRestrictions | undefined,
  trans: Trans
): string | null {
  if (!restrictions) return null
  const { maxFileSize, allowedFileTypes, blockedFileTypes } = restrictions
  if (allowedFileTypes?.length && !allowedFileTypes.some((type) => matchesType(file, type))) {
    return trans('This file type is not allowed')
  }
  if (blockedFileTypes?.some((type) => matchesType(file, type))) {
    return trans('This file type is not allowed')
  }
  if (maxFileSize != null && file.size > maxFileSize) {
    return trans('`:file` exceeds maximum allowed size of :size', {
      file: file.name,
      size: formatBytes(maxFileSize),
    })
  }
  return null
}

/** 'audio/*' and 'audio/mpeg' match the mime type; 'mp3' and '.mp3' the name's extension. */
export function matchesType(file: Pick<CheckedFile, 'name' | 'type'>, type: string) {
  const wanted = type.trim().toLowerCase()
  if (!wanted) return false
  if (wanted.includes('/')) {
    const mime = file.type.toLowerCase()
    if (!mime) return false
    if (wanted.endsWith('/*')) return mime.startsWith(wanted.slice(0, -1))
    return mime === wanted
  }
  return extensionOf(file.name) === wanted.replace(/^\./, '')
}

/** 'Song.MP3' -> 'mp3'; '' without a dot (a leading dot alone, '.env', is a name, not an extension). */
export function extensionOf(name: string) {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}
