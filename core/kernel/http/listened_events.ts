import type { EmitterService } from '@adonisjs/core/types'

/**
 * The app's emitter for objects made on every request that only ever call
 * `emit` (the session, the session guard): an event nobody listens to is not
 * emitted. Emitting it anyway went through emittery's queue and debug checks,
 * 2–5% of a small API request's CPU. Listeners are looked up at each emit,
 * so one registered later is served from then on.
 */
export function listenedEvents(emitter: EmitterService): EmitterService {
  const emitListened = (event: any, data?: any) => (emitter.hasListeners(event) ? emitter.emit(event, data) : Promise.resolve())
  return { emit: emitListened } as unknown as EmitterService
}
