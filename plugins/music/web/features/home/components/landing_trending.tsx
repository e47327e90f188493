import { useQuery } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { homepageQuery } from '../../../api/discovery_queries.js'
import { Carousel } from '../../../components/carousel.js'
import { ContentSection } from '../../../components/content_section.js'
import { MediaCard, MediaCardSkeleton } from '../../../components/media_card.js'
import { urls } from '../../../../shared/urls.js'

/** How many cards the strip shows: a few screens' worth of scrolling, not the whole channel. */
const TRENDING_COUNT = 12

/**
 * The music part of the landing page (the "landing-content" slot): the
 * first homepage channel with content, as one playable row of cards, so a
 * visitor can press play before signing up. Shares the homepage's query,
 * which the '/' route has already started loading.
 */
export default function LandingTrending() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const channels = useQuery(homepageQuery(api))

  if (channels.isPending) {
    return (
      <div
        role="status"
        aria-label={trans('Loading page...')}
        className="flex gap-4 overflow-hidden"
      >
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="w-[44%] shrink-0 sm:w-[200px]">
            <MediaCardSkeleton />
          </div>
        ))}
      </div>
    )
  }
  const featured = channels.data?.find(({ pagination }) => pagination.data.length > 0)
  if (!featured) return null
  const items = featured.pagination.data.slice(0, TRENDING_COUNT)

  return (
    <ContentSection
      title={trans('Trending now')}
      description={featured.channel.name}
      seeAllHref={urls.channel(featured.channel.slug)}
      className="rounded-[calc(var(--be-radius)*3)] border border-divider bg-paper/80 p-4 shadow-2xl shadow-black/10 backdrop-blur-md md:p-6"
    >
      <Carousel label={trans(':name, scrollable', { name: trans('Trending now') })}>
        {items.map((item) => (
          <MediaCard key={`${item.model_type}-${item.id}`} item={item} />
        ))}
      </Carousel>
    </ContentSection>
  )
}
