/**
 * Where saved music lives in Cache Storage, shared by the page that saves it
 * (offline_library.ts) and the service worker that serves it
 * (../service_worker.ts). One cache for every saved item: a track on two
 * saved playlists is kept once.
 */
export const OFFLINE_MUSIC_CACHE = 'cadenza-offline-music'

/** A track's audio, answered from the saved copy (ranges included) once saved. */
export const STREAM_PATH = /^\/api\/v1\/music\/tracks\/\d+\/stream$/

/** The API reads a saved album or playlist page makes: the network first, the saved copy offline. */
export const SAVED_DATA_PATH = /^\/api\/v1\/music\/(albums\/\d+|playlists\/\d+(\/tracks)?)$/
