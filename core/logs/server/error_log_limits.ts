/** Most characters kept per field; longer values are cut (the stored rows stay bounded). */
export const ERROR_LOG_LIMITS = {
  exception: 191,
  message: 4000,
  stack: 16_000,
  url: 2000,
  requestId: 64,
  userAgent: 512,
}
