// A plain path, not @web: unit tests import this file under Node, which knows no such alias.
import { imageRestrictionError } from '../../../../../../web/src/services/image_restrictions.js'

/** Spec sections 5 and 9: an avatar is an image of at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

type Trans = (text: string, values?: Record<string, string | number>) => string

/** Why the picked file cannot be an avatar, in the spec's words; null when it can. */
export function avatarRestrictionError(file: Pick<File, 'name' | 'size' | 'type'>, trans: Trans) {
  return imageRestrictionError(file, AVATAR_MAX_BYTES, trans)
}
