import type { ReactNode } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'

/**
 * DESIGN.md's sticky save bar of admin editors: it appears once something
 * changed, with Discard and the form's submit button.
 */
export function SaveBar({
  isVisible,
  isPending,
  onDiscard,
  submit,
}: {
  isVisible: boolean
  isPending: boolean
  onDiscard: () => void
  submit: ReactNode
}) {
  const trans = useTrans()
  if (!isVisible) return null
  return (
    <div
      role="region"
      aria-label={trans('Unsaved changes')}
      className="sticky bottom-4 z-10 flex items-center gap-3 rounded-base border border-divider bg-paper/95 px-4 py-3 shadow-xl backdrop-blur-md data-entering:animate-rise"
    >
      <span className="size-2 rounded-full bg-primary" aria-hidden />
      <p className="flex-1 text-sm font-medium">{trans('You have unsaved changes')}</p>
      <Button variant="ghost" size="sm" isDisabled={isPending} onPress={onDiscard}>
        {trans('Discard')}
      </Button>
      {submit}
    </div>
  )
}
