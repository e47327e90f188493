/** The image types the server accepts for uploads (it checks the bytes; this spares a pointless upload). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']

type Trans = (text: string, values?: Record<string, string | number>) => string

/** Why the picked file cannot be uploaded as an image of at most `maxBytes`, in the spec's words; null when it can. */
export function imageRestrictionError(
  file: Pick<File, 'name' | 'size' | 'type'>,
  maxBytes: number,
  trans: Trans
): string | null {
  if (!UPLOAD_IMAGE_TYPES.includes(file.type)) return trans('This file type is not allowed')
  if (file.size > maxBytes) {
    return trans('`:file` exceeds maximum allowed size of :size', {
      file: file.name,
      size: `${maxBytes / 1024 / 1024}MB`,
    })
  }
  return null
}
