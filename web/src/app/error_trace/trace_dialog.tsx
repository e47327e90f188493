import { useState } from 'react'
import Download from 'lucide-react/icons/download'
import { useTrans } from '../../i18n/use_trans.js'
import { Button } from '../../ui/button.js'
import { Dialog } from '../../ui/dialog.js'
import { CodeSnippet } from './code_snippet.js'
import { downloadText } from './download_text.js'
import { FrameList } from './frame_list.js'
import {
  formatTraceLog,
  framePath,
  initialFrame,
} from './trace_payload.js'
import type { TraceFrame, TracePayload } from '../../../../core/kernel/shared/error_trace_payload.js'

/**
 * The fullscreen error trace dialog (spec section 2): exception and message,
 * the stack on the left, the selected frame's file, line and code on the right.
 */
export default function TraceDialog({
  payload,
  onClose,
}: {
  payload: TracePayload
  onClose: () => void
}) {
  const trans = useTrans()
  const [selected, setSelected] = useState<TraceFrame | undefined>(() => initialFrame(payload))
  const [vendorExpanded, setVendorExpanded] = useState(false)

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="fullscreen"
      title={trans('An error occured')}
      closeLabel={trans('Close')}
      headerActions={
        <Button
          size="sm"
          onPress={() =>
            downloadText(
              formatTraceLog(payload),
              `error-${new Date().toISOString().replaceAll(':', '-')}.log`
            )
          }
        >
          <Download aria-hidden className="size-4" />
          {trans('Download log')}
        </Button>
      }
    >
      <div className="flex h-full min-h-0 flex-col">
        <section className="shrink-0 border-b border-divider px-6 py-5">
          <p className="font-mono text-xs font-semibold text-danger">{payload.exception}</p>
          <p className="mt-1 text-xl font-semibold break-words text-main">{payload.message}</p>
        </section>
        <div className="flex min-h-0 flex-1 max-lg:flex-col">
          <nav
            aria-label={trans('Stack frames')}
            className="flex min-h-0 shrink-0 flex-col border-divider max-lg:max-h-[40%] max-lg:border-b lg:w-96 lg:border-r"
          >
            {payload.totalVendorGroups > 0 && (
              <div className="flex shrink-0 justify-end border-b border-divider px-4 py-2">
                <Button
                  variant="ghost"
                  size="xs"
                  onPress={() => setVendorExpanded((expanded) => !expanded)}
                >
                  {vendorExpanded ? trans('Collapse vendor frames') : trans('Expand vendor frames')}
                </Button>
              </div>
            )}
            <div className="min-h-0 flex-1 overflow-y-auto scrollbar-thin">
              <FrameList
                payload={payload}
                selected={selected}
                onSelect={setSelected}
                vendorExpanded={vendorExpanded}
                onToggleVendor={() => setVendorExpanded(true)}
              />
            </div>
          </nav>
          <section
            aria-live="polite"
            className="min-h-0 min-w-0 flex-1 overflow-auto scrollbar-thin"
          >
            {selected && (
              <>
                <header className="sticky top-0 border-b border-divider bg-paper px-6 py-4">
                  <p className="font-mono text-sm break-all text-main">
                    {framePath(selected)}
                    <span className="text-muted">:</span>
                    <span className="tabular-nums">{selected.lineNumber}</span>
                  </p>
                  {selected.method && (
                    <p className="mt-1 font-mono text-xs text-muted">{selected.method}</p>
                  )}
                </header>
                <CodeSnippet frame={selected} />
              </>
            )}
          </section>
        </div>
      </div>
    </Dialog>
  )
}
