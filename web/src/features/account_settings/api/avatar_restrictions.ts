/** Spec sections 5 and 9: an avatar is an image of at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
/** The image types the server accepts (it checks the bytes; this spares a pointless upload). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']

type Trans = (text: string, values?: Record<string, string | number>) => string

/** Why the picked file cannot be an avatar, in the spec's words; null when it can. */
export function avatarRestrictionError(
  file: Pick<File, 'name' | 'size' | 'type'>,
  trans: Trans
): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return trans('This file type is not allowed')
  if (file.size > AVATAR_MAX_BYTES) {
    return trans('`:file` exceeds maximum allowed size of :size', { file: file.name, size: '2MB' })
  }
  return null
}
