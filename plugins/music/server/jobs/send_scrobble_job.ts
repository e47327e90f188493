import { Job, exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import env from '#start/env'
import { connectionById, recordFailure, recordSent } from '../scrobbling/scrobble_connections.js'
import type { ScrobbleService } from '../../shared/scrobbling_types.js'
import { scrobbledTrack } from '../scrobbling/scrobbled_track.js'
import { ListenBrainzClient } from '../scrobbling/listenbrainz_client.js'
import { LastFmClient } from '../scrobbling/lastfm_client.js'
import { ScrobbleCredentialRefused, ScrobbleServiceUnavailable } from '../scrobbling/scrobble_errors.js'
import type { ScrobbleKind, ScrobbledTrack } from '../scrobbling/scrobble_listen.js'

export type SendScrobblePayload = { connectionId: number; trackId: number } & ScrobbleKind

const clients: Record<ScrobbleService, () => Promise<{ submit(credential: string, track: ScrobbledTrack, kind: ScrobbleKind): Promise<void> }>> = {
  listenbrainz: () => ListenBrainzClient.create(),
  lastfm: () => LastFmClient.create(),
}

/**
 * Sends one 'playing now' or listen to one of a listener's services
 * (listeners/send_scrobbles.ts dispatches one per connection, so a retry
 * never sends twice to the other). Every failure is recorded on the
 * connection for account settings; a refused credential marks it broken
 * and stops there, an unavailable service is tried again with growing
 * delays (a listen keeps its time, so a late one still lands in place).
 */
export default class SendScrobbleJob extends Job<SendScrobblePayload> {
  static options: JobOptions = {
    name: 'music.send_scrobble',
    retry: {
      maxRetries: 6,
      // 30 s, 1, 2, 4, 8, 16 min by default: a service's outage of half an hour loses nothing.
      backoff: exponentialBackoff({ baseDelay: env.get('MUSIC_SCROBBLE_RETRY_DELAY_MS', 30_000), maxDelay: '1h' }),
    },
    timeout: '1m',
  }

  async execute() {
    const { connectionId, trackId, ...kind } = this.payload
    const connection = await connectionById(connectionId)
    // Disconnected or broken since: nothing to send with.
    if (!connection) return
    const track = await scrobbledTrack(trackId)
    if (!track) return
    try {
      await (await clients[connection.service]()).submit(connection.credential, track, kind)
      await recordSent(connection.id)
    } catch (error) {
      await recordFailure(connection.id, (error as Error).message, { broken: error instanceof ScrobbleCredentialRefused })
      if (error instanceof ScrobbleServiceUnavailable) throw error
    }
  }
}
