import { useTrans } from '../i18n/use_trans.js'
import { Button } from './button.js'

/**
 * DESIGN.md, Admin: the sticky bar an editor shows once something changed,
 * with Discard and the form's submit button (Save changes).
 */
export function SaveBar({ isPending, onDiscard }: { isPending: boolean; onDiscard: () => void }) {
  const trans = useTrans()
  return (
    <div
      role="region"
      aria-label={trans('Unsaved changes')}
      className="sticky bottom-4 z-10 mt-6 flex items-center gap-3 rounded-base border border-divider bg-paper/95 px-4 py-3 shadow-xl backdrop-blur-md data-entering:animate-rise"
    >
      <span className="size-2 rounded-full bg-primary" aria-hidden />
      <p className="flex-1 text-sm font-medium">{trans('You have unsaved changes')}</p>
      <Button variant="ghost" size="sm" isDisabled={isPending} onPress={onDiscard}>
        {trans('Discard')}
      </Button>
      <Button type="submit" variant="primary" size="sm" isPending={isPending}>
        {trans('Save changes')}
      </Button>
    </div>
  )
}
