import { PublicImageStore } from './public_images.js'

/** Spec sections 5 and 9: 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

/** Profile pictures: the user row keeps the URL (`users.image`). */
export const avatarImages = new PublicImageStore('avatars', AVATAR_MAX_BYTES)
