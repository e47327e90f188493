import ChevronsUpDown from 'lucide-react/icons/chevrons-up-down'
import { transChoice } from '../../i18n/translator.js'
import { useTrans } from '../../i18n/use_trans.js'
import { cx } from '../../ui/cx.js'
import type { TraceFrame, TracePayload } from '../../../../core/kernel/shared/error_trace_payload.js'
import { isVendorGroup } from './trace_payload.js'

interface FrameListProps {
  payload: TracePayload
  selected: TraceFrame | undefined
  onSelect: (frame: TraceFrame) => void
  vendorExpanded: boolean
  onToggleVendor: () => void
}

/** The stack, application frames first-class; vendor groups fold and unfold all together. */
export function FrameList({
  payload,
  selected,
  onSelect,
  vendorExpanded,
  onToggleVendor,
}: FrameListProps) {
  const trans = useTrans()
  return (
    <ol className="flex flex-col py-2" aria-label={trans('Stack frames')}>
      {payload.trace.map((item, index) => {
        if (!isVendorGroup(item))
          return (
            <FrameRow key={item.flatIndex} frame={item} selected={selected} onSelect={onSelect} />
          )
        if (vendorExpanded)
          return item.frames.map((frame) => (
            <FrameRow key={frame.flatIndex} frame={frame} selected={selected} onSelect={onSelect} />
          ))
        return (
          <li key={`group-${index}`}>
            <button
              type="button"
              aria-expanded={false}
              onClick={onToggleVendor}
              className="flex w-full items-center gap-2 px-5 py-2.5 text-left text-xs font-medium text-muted hover:bg-main/5 hover:text-main"
            >
              <ChevronsUpDown aria-hidden className="size-4" />
              {transChoice(
                trans,
                item.frames.length,
                ':count vendor frame',
                ':count vendor frames'
              )}
            </button>
          </li>
        )
      })}
    </ol>
  )
}

function FrameRow({
  frame,
  selected,
  onSelect,
}: {
  frame: TraceFrame
  selected: TraceFrame | undefined
  onSelect: (frame: TraceFrame) => void
}) {
  const isSelected = selected?.flatIndex === frame.flatIndex
  const file = frame.path.slice(-2).join('/')
  return (
    <li>
      <button
        type="button"
        aria-current={isSelected || undefined}
        onClick={() => onSelect(frame)}
        className={cx(
          'flex w-full flex-col gap-0.5 border-l-4 px-4 py-2.5 text-left transition-colors hover:bg-main/5',
          isSelected ? 'border-primary bg-main/10' : 'border-transparent',
          frame.isVendor && !isSelected && 'opacity-70'
        )}
      >
        <span className="truncate font-mono text-xs text-main">
          {frame.method || '{anonymous}'}
        </span>
        <span className="truncate text-xs text-muted">
          {file}:<span className="tabular-nums">{frame.lineNumber}</span>
        </span>
      </button>
    </li>
  )
}
