import SendScrobbleJob, { type SendScrobblePayload } from '../jobs/send_scrobble_job.js'
import { workingConnectionIds } from './scrobble_connections.js'

/** One sending job per working connection of the listener (none for most listeners: one indexed read). */
export async function dispatchScrobbles(userId: number, scrobble: DistributiveOmit<SendScrobblePayload, 'connectionId'>) {
  for (const connectionId of await workingConnectionIds(userId)) {
    await SendScrobbleJob.dispatch({ ...scrobble, connectionId } as SendScrobblePayload)
  }
}

type DistributiveOmit<T, K extends keyof any> = T extends unknown ? Omit<T, K> : never
