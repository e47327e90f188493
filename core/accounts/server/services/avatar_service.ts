import { PublicImageStore } from './public_images.js'

/** Spec sections 5 and 9: 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

/**
 * Profile pictures: the user row keeps the URL (`users.image`). Shown at
 * 60 px at most (spec section 9), so 512 px covers every screen density.
 */
export const avatarImages = new PublicImageStore('avatars', {
  maxBytes: AVATAR_MAX_BYTES,
  box: { width: 512, height: 512 },
})
