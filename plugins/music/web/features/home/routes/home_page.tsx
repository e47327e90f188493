import Disc3 from 'lucide-react/icons/disc-3'
import { useQuery } from '@tanstack/react-query'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { homepageQuery } from '../../../api/discovery_queries.js'
import { prefetching } from '../../../api/route_loader.js'
import { CardGrid } from '../../../components/card_grid.js'
import { ChannelContent } from '../../../components/channel_content.js'
import { ContentSection } from '../../../components/content_section.js'
import { MediaCardSkeleton } from '../../../components/media_card.js'
import { PageContent } from '../../../components/page_layout.js'
import { SectionError } from '../../../components/section_states.js'
import { urls } from '../../../../shared/urls.js'
import { timeOfDayGreeting } from '../time_of_day_greeting.js'

export const loader = prefetching(({ api, query }) => {
  query(homepageQuery(api))
})

/** The homepage: a greeting, then the channel index, each channel drawn by its layout. */
export function Component() {
  const trans = useTrans()
  const user = useCurrentUser()
  const api = useService(API_CLIENT)
  const channels = useQuery(homepageQuery(api))
  useDocumentTitle(null)
  const greeting = trans(timeOfDayGreeting(new Date()))
  const name = user?.first_name || user?.name

  return (
    <div className="relative flex-1">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-linear-to-b from-primary/20 to-transparent"
      />
      <PageContent className="relative">
        <h1 className="text-3xl font-extrabold tracking-tight text-main md:text-4xl">
          {name ? trans(':greeting, :name', { greeting, name }) : greeting}
        </h1>
        {channels.isPending ? (
          <HomeSkeleton />
        ) : channels.isError ? (
          <SectionError onRetry={() => void channels.refetch()} />
        ) : channels.data.length === 0 ? (
          <EmptyState
            icon={<Disc3 aria-hidden />}
            message={trans(
              'Nothing is featured yet. Search the catalogue to find something to play.'
            )}
            action={
              <ButtonLink href={urls.search()} variant="primary" size="md">
                {trans('Search music')}
              </ButtonLink>
            }
          />
        ) : (
          channels.data
            .filter(({ pagination }) => pagination.data.length > 0)
            .map(({ channel, pagination }) => (
              <ContentSection
                key={channel.id}
                title={channel.name}
                description={channel.description}
                seeAllHref={urls.channel(channel.slug)}
              >
                <ChannelContent channel={channel} items={pagination.data} preview />
              </ContentSection>
            ))
        )}
      </PageContent>
    </div>
  )
}

function HomeSkeleton() {
  const trans = useTrans()
  return (
    <div role="status" aria-label={trans('Loading page...')} className="flex flex-col gap-10">
      {[0, 1].map((section) => (
        <div key={section} className="flex flex-col gap-3">
          <Skeleton className="h-7 w-56" />
          <CardGrid>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <MediaCardSkeleton />
              </li>
            ))}
          </CardGrid>
        </div>
      ))}
    </div>
  )
}
