import Rocket from 'lucide-react/icons/rocket'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { fieldErrorsOf, handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { usePublish, type EditorScope } from './editors_api.js'

/**
 * A draft's notice with its Publish button: the row goes public at once
 * (an album with its draft tracks). Save first: publishing sends nothing of
 * the form, so unsaved changes would stay behind.
 */
export function PublishBar({ scope, kind, id, hasUnsavedChanges }: { scope: EditorScope; kind: 'tracks' | 'albums'; id: number; hasUnsavedChanges: boolean }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const publish = usePublish(scope, kind, id)
  return (
    <div role="region" aria-label={trans('Draft')} className="flex flex-wrap items-center gap-3 rounded-base border border-primary/40 bg-primary/8 px-4 py-3">
      <span className="rounded-sm bg-primary px-1.5 py-0.5 text-[11px] font-bold tracking-wide text-on-primary uppercase">{trans('Draft')}</span>
      <p className="min-w-0 flex-1 text-sm">
        {kind === 'albums' ? trans('Only you can see this album and its draft tracks until you publish it.') : trans('Only you can see this track until you publish it.')}
      </p>
      <Button
        variant="primary"
        size="sm"
        isPending={publish.isPending}
        isDisabled={hasUnsavedChanges}
        onPress={() =>
          publish.mutate(undefined, {
            onSuccess: () => toasts.positive(kind === 'albums' ? trans('Album published') : trans('Track published')),
            onError: (error) => {
              const message = Object.values(fieldErrorsOf(error) ?? {})[0]
              if (message) toasts.danger(message)
              else handleMutationError(error, { toasts, trans })
            },
          })
        }
      >
        <Rocket aria-hidden className="size-4" />
        {hasUnsavedChanges ? trans('Save to publish') : trans('Publish')}
      </Button>
    </div>
  )
}
