/** The service refused the credential (ListenBrainz 401, Last.fm's invalid session or token): the connection is broken. */
export class ScrobbleCredentialRefused extends Error {}

/** The service is down, busy or rate-limiting: worth trying again later. */
export class ScrobbleServiceUnavailable extends Error {}

/** The service answered with an error that sending again will not fix (a refused listen, a bad key). */
export class ScrobbleRejected extends Error {}

/** The error of an HTTP answer with `status`, by what trying again would do. */
export function errorOfStatus(service: string, status: number, detail: string) {
  const message = `${service} answered ${status}${detail ? `: ${detail}` : ''}`.slice(0, 255)
  if (status === 401 || status === 403) return new ScrobbleCredentialRefused(message)
  if (status === 429 || status >= 500) return new ScrobbleServiceUnavailable(message)
  return new ScrobbleRejected(message)
}

/**
 * fetch, with a network failure or a timeout counted as the service being
 * unavailable. `timeoutMs` is short where a listener waits on the answer.
 */
export async function callService(service: string, url: string, init: RequestInit, timeoutMs = 15_000) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    throw new ScrobbleServiceUnavailable(`${service} could not be reached: ${(error as Error).message}`.slice(0, 255))
  }
}
