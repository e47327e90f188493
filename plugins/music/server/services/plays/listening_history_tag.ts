/**
 * The read-cache tag of the listening histories (core/kernel/cache/read_cache.ts):
 * a play drops it (the play route names it), and nothing on the catalogue's pages.
 */
export const LISTENING_HISTORY = 'music.plays'
