import { useQuery } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { artistQuery } from '../../../api/catalogue_queries.js'
import type { TrackDetail } from '../../../../shared/api_types.js'
import { ContentSection } from '../../../components/content_section.js'
import { TrackTable } from '../../../components/track_table/track_table.js'
import { urls } from '../../../../shared/urls.js'

/** The first artist's popular tracks, without this one. */
export default function MoreByArtist({ track }: { track: TrackDetail }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const artist = track.artists[0]
  const page = useQuery({ ...artistQuery(api, artist?.id ?? 0), enabled: !!artist })
  const tracks = (page.data?.top_tracks ?? []).filter((other) => other.id !== track.id).slice(0, 5)
  if (!artist || tracks.length === 0) return null
  return (
    <ContentSection
      title={trans('More by :name', { name: artist.name })}
      seeAllHref={urls.artist(artist)}
    >
      <TrackTable
        tracks={tracks}
        label={trans('More by :name', { name: artist.name })}
        context={{ type: 'artist', id: artist.id, name: artist.name }}
      />
    </ContentSection>
  )
}
