/** Events the music plugin emits (declared in its manifest's `events`). */

/** A signed-in listener began receiving a track's audio (a new listen, not a seek or a second request for byte 0). */
export interface ListenStartedEvent {
  userId: number
  trackId: number
}

/** A signed-in listener's listen passed ListenBrainz's rule (half the track or 4 minutes). */
export interface ListenHeardEvent {
  userId: number
  trackId: number
  /** When the listen began, in seconds since the epoch. */
  listenedAt: number
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** After the listen start is stored; scrobbling sends 'playing now' (server/listeners/send_playing_now.ts). */
    'music:listen_started': ListenStartedEvent
    /** After the play (or its longer length) is stored; scrobbling sends the listen (server/listeners/send_listen.ts). */
    'music:listen_heard': ListenHeardEvent
  }
}
