import { useEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { DEFAULT_ERROR_MESSAGE, fieldErrorsOf } from '@web/services/mutation_errors.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { useUploadQueue } from '../../../../../core/files/web/upload_queue/use_upload_queue.js'
import { INGEST_ARTIST_KEY, INGEST_AS_TRACK, INGEST_INTENT_KEY, type IngestedTrack, type IngestResponse, type IngestStatusResponse } from '../../../shared/ingest_types.js'

/** What became of an uploaded file once the server took it in. */
export type Intake =
  | { state: 'sending' }
  | { state: 'created' | 'duplicate'; track: IngestedTrack; message?: string }
  | { state: 'refused'; message: string }

/** Admins take files in through the admin area's API (admin.access + music.update), artists through backstage's (music.create). */
function ingestPath(scope: 'admin' | 'backstage') {
  return scope === 'admin' ? 'music/admin/ingest/tracks' : 'music/ingest/tracks'
}

/** The upload metadata that has the server take a file in as a draft track the moment it is stored. */
export function uploadIntent(artistId: number | null): Record<string, string> {
  return { [INGEST_INTENT_KEY]: INGEST_AS_TRACK, ...(artistId ? { [INGEST_ARTIST_KEY]: String(artistId) } : {}) }
}

/** How often the rows' processing state is asked while a track is still queued or decoding. */
const POLL_MS = 2000

/**
 * Follows each file of the upload queue's `group` once its bytes are
 * stored: the server has already made it a draft track (its upload carried
 * uploadIntent's metadata), and POST {scope}/ingest/tracks reads what became
 * of it (or takes it in now, for a file uploaded without that metadata);
 * then the tracks' processing (queued, processing, ready, failed) is polled
 * until every one is settled. Keyed by queue item id.
 */
export function useIngestSession(group: string, scope: 'admin' | 'backstage', artistId: number | null) {
  const api = useService(API_CLIENT)
  const { queue, items } = useUploadQueue(group)
  const queryClient = useQueryClient()
  const [intakes, setIntakes] = useState<ReadonlyMap<string, Intake>>(new Map())
  const artist = useRef(artistId)
  artist.current = artistId

  useEffect(
    () =>
      queue.on('completed', (item) => {
        if (item.group !== group || !item.fileEntry) return
        const set = (intake: Intake) => setIntakes((current) => new Map(current).set(item.id, intake))
        set({ state: 'sending' })
        api
          .post<IngestResponse>(ingestPath(scope), { entryIds: [item.fileEntry.id], ...(artist.current ? { artistId: artist.current } : {}) })
          // Each file taken in (or refused) changes what is left: the allowance line says it, with the upgrade link once used up.
          .finally(() => void queryClient.invalidateQueries({ queryKey: ['music', 'upload-allowance', scope] }))
          .then((answer) => {
            const outcome = answer.items[0]
            if (!outcome || outcome.outcome === 'refused') set({ state: 'refused', message: outcome?.message ?? DEFAULT_ERROR_MESSAGE })
            else set({ state: outcome.outcome, track: outcome.track, ...(outcome.outcome === 'duplicate' ? { message: outcome.message } : {}) })
          })
          .catch((error: unknown) => {
            const fields = fieldErrorsOf(error)
            const message = (fields && Object.values(fields)[0]) || (error instanceof Error && error.message) || DEFAULT_ERROR_MESSAGE
            set({ state: 'refused', message })
          })
      }),
    [api, queue, queryClient, group, scope]
  )

  const tracks = [...intakes.values()].flatMap((intake) => ('track' in intake ? [intake.track] : []))
  const unsettled = tracks.filter((track) => track.processing === 'queued' || track.processing === 'processing').map((track) => track.id)
  const statuses = useQuery({
    queryKey: ['music', 'ingest', 'status', unsettled.join(',')],
    queryFn: () => api.get<IngestStatusResponse>(ingestPath(scope), { query: { ids: unsettled.join(',') } }),
    enabled: unsettled.length > 0,
    refetchInterval: POLL_MS,
  })
  // Fold the polled states into the rows' tracks, so a settled track stops being asked about.
  useEffect(() => {
    const polled = statuses.data?.tracks
    if (!polled?.length) return
    setIntakes((current) => {
      const next = new Map(current)
      for (const [id, intake] of current) {
        if (!('track' in intake)) continue
        const status = polled.find((candidate) => candidate.id === intake.track.id)
        if (status && status.processing !== intake.track.processing)
          next.set(id, { ...intake, track: { ...intake.track, processing: status.processing, processingError: status.processingError, duration: status.duration } })
      }
      return next
    })
  }, [statuses.data])

  return { queue, items, intakes }
}
