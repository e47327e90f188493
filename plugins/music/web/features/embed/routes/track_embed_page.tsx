import { useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { embedTrackQuery } from '../../../api/catalogue_queries.js'
import { idParam, prefetching } from '../../../api/route_loader.js'
import { urls } from '../../../../shared/urls.js'
import { EmbedFrame } from '../components/embed_frame.js'

export const loader = prefetching(({ params, api, query }) => {
  query(embedTrackQuery(api, idParam(params.trackId)))
})

/** /track/{trackId}/{trackName}/embed: one track's compact player. */
export function Component() {
  const id = Number(useParams().trackId)
  const api = useService(API_CLIENT)
  const trans = useTrans()
  const { data: track } = usePageQuery(embedTrackQuery(api, id))
  useDocumentTitle(track?.name)
  if (!track) return <EmbedSkeleton label={trans('Loading page...')} />
  return (
    <EmbedFrame
      title={track.name}
      href={urls.track(track)}
      image={track.image}
      artists={track.artists}
      tracks={[track]}
      context={{ type: 'track', id: track.id, name: track.name, source: 'embed' }}
    />
  )
}

export function EmbedSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex min-h-dvh items-start gap-4 bg-paper p-4">
      <Skeleton className="size-20 shrink-0 min-[420px]:size-24 sm:size-28" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="mt-2 size-12" rounded="full" />
      </div>
    </div>
  )
}
