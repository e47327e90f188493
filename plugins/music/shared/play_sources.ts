/**
 * Where a counted play started, as the player reports it with the play
 * (POST tracks/{id}/plays `source`) and insights break plays down by. The
 * player derives it from the queue's context (web/player/engine/play_source.ts);
 * the server accepts only these, anything else is 422.
 */
export const PLAY_SOURCES = ['album', 'artist', 'playlist', 'radio', 'search', 'embed', 'profile', 'track', 'library', 'channel', 'tag', 'other'] as const
export type PlaySource = (typeof PLAY_SOURCES)[number]

/**
 * A play is complete when the listen reached 90 % of the track (the last
 * seconds of a fade-out do not make it a skip); a listen is a skip when it
 * ended before the minimum listen that counts a play (30 s, or half a short
 * track: services/plays/record_play.ts), so a skip is never a counted play.
 */
export const COMPLETED_SHARE = 0.9
