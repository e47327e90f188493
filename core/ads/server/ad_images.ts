import { PublicImageStore } from '#core/accounts/server/services/public_images'

/**
 * Images of the ad slots on the public disk (folder `ads`), re-encoded by the
 * server. The widest slot (artist top, spec section 9) is at most 1000 px
 * wide: twice that covers dense screens.
 */
export const adImages = new PublicImageStore('ads', {
  maxBytes: 5 * 1024 * 1024,
  box: { width: 2000, height: 1000 },
})
