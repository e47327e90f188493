import { useState } from 'react'
import Undo2 from 'lucide-react/icons/undo-2'
import X from 'lucide-react/icons/x'
import { useTrans } from '../../i18n/use_trans.js'
import { Button } from '../button.js'
import { ConfirmDialog } from '../confirm_dialog.js'
import type { PendingAction } from './deferred_actions.js'
import type { BulkAction } from './types.js'

/** The toolbar while rows are selected: how many, the actions, and a way out. */
export function BulkBar({
  count,
  actions,
  onRun,
  onClear,
}: {
  count: number
  actions: readonly BulkAction[]
  onRun: (action: BulkAction, reason?: string) => void
  onClear: () => void
}) {
  const trans = useTrans()
  const [confirming, setConfirming] = useState<BulkAction | null>(null)
  const [reason, setReason] = useState('')
  const close = () => {
    setConfirming(null)
    setReason('')
  }
  return (
    <div className="flex flex-1 flex-wrap items-center gap-2">
      <span className="mr-2 text-sm font-semibold tabular-nums" aria-live="polite">
        {trans(':count selected', { count })}
      </span>
      {actions.map((action) => (
        <Button
          key={action.id}
          size="xs"
          variant={action.tone === 'danger' ? 'danger' : 'secondary'}
          onPress={() => (action.confirm ? setConfirming(action) : onRun(action))}
        >
          {action.icon}
          {action.label}
        </Button>
      ))}
      <Button size="xs" variant="ghost" className="ml-auto" onPress={onClear}>
        <X aria-hidden className="size-4" />
        {trans('Clear selection')}
      </Button>
      {confirming?.confirm && (
        <ConfirmDialog
          isOpen
          onClose={close}
          title={confirming.confirm.title(count)}
          message={confirming.confirm.message(count)}
          confirmLabel={confirming.confirm.confirmLabel}
          isPending={false}
          reason={confirming.confirm.reason && { ...confirming.confirm.reason, value: reason, onChange: setReason }}
          onConfirm={() => {
            close()
            onRun(confirming, confirming.confirm?.reason ? reason.trim() : undefined)
          }}
        />
      )}
    </div>
  )
}

/**
 * "3 tracks deleted · Undo" at the bottom of the screen while the latest
 * confirmed action can still be undone, with a bar running out its 5 s.
 */
export function UndoBar({ pending, onUndo }: { pending: readonly PendingAction[]; onUndo: (key: number) => void }) {
  const trans = useTrans()
  const latest = pending.filter((action) => action.state === 'waiting').at(-1)
  if (!latest) return null
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
    >
      <div className="relative flex w-full max-w-md animate-rise items-center gap-3 overflow-hidden rounded-base border border-divider bg-paper py-2 pr-2 pl-4 text-sm text-main shadow-2xl shadow-black/40">
        <p className="min-w-0 flex-1 py-1.5">{latest.message}</p>
        <Button size="xs" variant="secondary" onPress={() => onUndo(latest.key)}>
          <Undo2 aria-hidden className="size-4" />
          {trans('Undo')}
        </Button>
        <span
          key={latest.key}
          aria-hidden
          className="absolute bottom-0 left-0 h-0.5 w-full origin-left animate-undo-window bg-primary"
        />
      </div>
    </div>
  )
}
