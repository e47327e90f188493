import { UploadRefused, UPLOAD_MESSAGES } from '../restrictions/upload_refused.js'

/**
 * Names the client gives are shown, never used as paths (objects are stored
 * under generated keys), yet a name that could be one is refused outright:
 * whatever later reads it (a download's Content-Disposition, an export to a
 * folder) must not meet `../` or a NUL.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/

/** The file's own name: no separators, no control characters, not '.' or '..'. */
export function checkedFileName(value: string | null | undefined): string {
  const name = (value ?? '').trim()
  if (
    !name ||
    name.length > 255 ||
    CONTROL.test(name) ||
    /[/\\]/.test(name) ||
    name === '.' ||
    name === '..'
  ) {
    throw new UploadRefused(UPLOAD_MESSAGES.name)
  }
  return name
}

/** The folder inside a picked folder ('Album/CD 1'): relative, each part a plain name; null when empty. */
export function checkedRelativePath(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const path = value.trim().replace(/\\/g, '/')
  if (!path) return null
  if (path.length > 1000 || CONTROL.test(path) || path.startsWith('/') || /^[a-z]:/i.test(path))
    throw new UploadRefused(UPLOAD_MESSAGES.path)
  const parts = path.split('/').filter(Boolean)
  if (parts.some((part) => part === '.' || part === '..'))
    throw new UploadRefused(UPLOAD_MESSAGES.path)
  return parts.join('/') || null
}
