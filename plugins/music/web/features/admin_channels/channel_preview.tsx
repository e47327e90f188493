import Eye from 'lucide-react/icons/eye'
import { useQuery } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { fieldErrorsOf } from '@web/services/mutation_errors.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { ChannelContent } from '../../components/channel_content.js'
import { ContentSection } from '../../components/content_section.js'
import { useDebouncedValue } from '../../components/use_debounced_value.js'
import { channelPreviewQuery, draftBody } from './channels_api.js'
import type { ChannelDraft } from './channel_draft.js'

/**
 * The draft drawn with the homepage's own components, as guests will see
 * it there, redrawn a moment after each change (nothing is saved).
 */
export function ChannelPreview({ channelId, draft }: { channelId: number | null; draft: ChannelDraft }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  // The name and slug do not change what is listed; placeholders keep the preview going while they are empty.
  const body = useDebouncedValue({ ...draftBody(draft), name: draft.name || trans('Untitled channel'), slug: 'preview' }, 400)
  const preview = useQuery(channelPreviewQuery(api, channelId, body))
  const problem = Object.values(fieldErrorsOf(preview.error) ?? {})[0]

  return (
    <section aria-labelledby="channel-preview" className="rounded-base border border-divider bg-paper p-5 md:p-6">
      <h2 id="channel-preview" className="mb-4 flex items-center gap-2 text-base font-semibold">
        <Eye aria-hidden className="size-4 text-muted" />
        {trans('Preview')}
      </h2>
      <div className={`rounded-base bg-background p-4 md:p-6 ${preview.isPlaceholderData ? 'opacity-60' : ''}`}>
        {preview.isError ? (
          <p className="py-8 text-center text-sm text-muted">{problem ?? trans('The preview could not be drawn. Try again in a moment.')}</p>
        ) : !preview.data ? (
          <Skeleton className="h-48" />
        ) : preview.data.pagination.data.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted">{trans('Nothing to show yet: the homepage leaves empty channels out.')}</p>
        ) : (
          <ContentSection title={preview.data.channel.name} description={preview.data.channel.description}>
            <ChannelContent channel={preview.data.channel} items={preview.data.pagination.data} preview />
          </ContentSection>
        )}
      </div>
    </section>
  )
}
