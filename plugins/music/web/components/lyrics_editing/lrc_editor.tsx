import { useState, type KeyboardEvent } from 'react'
import ChevronDown from 'lucide-react/icons/chevron-down'
import ChevronUp from 'lucide-react/icons/chevron-up'
import Pause from 'lucide-react/icons/pause'
import Play from 'lucide-react/icons/play'
import Timer from 'lucide-react/icons/timer'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button, IconButton } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { TextArea } from '@web/ui/text_area.js'
import { toPlayerTrack } from '../../player/api/player_track.js'
import { formatTime } from '../../player/format_time.js'
import { usePlayer, usePlayerEngine } from '../../player/hooks/use_player.js'
import { lrcStamp } from '../../../shared/lrc.js'
import type { Track } from '../../../shared/api_types.js'
import { rowsOf, stamped, textOf } from './lrc_rows.js'

/** How far the nudge buttons move a line's time. */
const NUDGE_MS = 100

/**
 * Synced lyrics by ear: the track plays through the app's player, the
 * selected line is stamped with the playing time by Tap (or the T key) and
 * the next line is selected; arrows move between lines, the nudge buttons
 * shift a stamp by a tenth of a second. The LRC text stays editable beside.
 */
export function LrcEditor({ track, text, onChange, errorMessage }: { track: Track; text: string; onChange: (text: string) => void; errorMessage?: string }) {
  const trans = useTrans()
  const engine = usePlayerEngine()
  const isThisTrack = usePlayer((state) => state.current?.track.id === track.id)
  const playing = usePlayer((state) => state.status === 'playing') && isThisTrack
  const position = usePlayer((state) => (state.current?.track.id === track.id ? state.position : 0))
  const rows = rowsOf(text)
  const [selected, setSelected] = useState(() => Math.max(0, rows.findIndex((row) => row.time === null)))
  const current = Math.min(selected, Math.max(0, rows.length - 1))

  const togglePlay = () => (isThisTrack ? engine.toggle() : engine.playNow([toPlayerTrack(track)], 0, { type: 'lyrics-editor', id: track.id, name: track.name }))
  const tap = () => {
    if (!rows.length) return
    onChange(textOf(stamped(rows, current, position * 1000)))
    setSelected(Math.min(current + 1, rows.length - 1))
  }
  const nudge = (delta: number) => {
    const row = rows[current]
    if (row?.time != null) onChange(textOf(stamped(rows, current, row.time + delta)))
  }
  const move = (by: number) => setSelected(Math.min(Math.max(current + by, 0), rows.length - 1))
  const shortcuts = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLInputElement) return
    const actions: Record<string, () => void> = { t: tap, T: tap, ArrowDown: () => move(1), ArrowUp: () => move(-1) }
    const action = actions[event.key]
    if (!action) return
    event.preventDefault()
    action()
  }

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section aria-label={trans('Timing')} onKeyDown={shortcuts} className="flex min-w-0 flex-col rounded-base border border-divider bg-background">
        <div className="flex flex-wrap items-center gap-2 border-b border-divider p-3">
          <IconButton aria-label={playing ? trans('Pause') : trans('Play')} variant="primary" size="sm" onPress={togglePlay}>
            {playing ? <Pause /> : <Play />}
          </IconButton>
          <span className="w-24 font-mono text-sm text-muted tabular-nums" aria-label={trans('Playing time')}>
            {formatTime(position)}.{String(Math.floor((position % 1) * 100)).padStart(2, '0')}
          </span>
          <Button variant="secondary" size="sm" onPress={tap} isDisabled={!rows.length} aria-keyshortcuts="T">
            <Timer aria-hidden className="size-4" />
            {trans('Tap')}
            <kbd className="rounded-sm border border-divider px-1 font-sans text-[10px] text-muted">T</kbd>
          </Button>
          <div className="ml-auto flex items-center gap-1">
            <IconButton aria-label={trans('Previous line')} size="xs" onPress={() => move(-1)}>
              <ChevronUp />
            </IconButton>
            <IconButton aria-label={trans('Next line')} size="xs" onPress={() => move(1)}>
              <ChevronDown />
            </IconButton>
            <Button variant="ghost" size="xs" onPress={() => nudge(-NUDGE_MS)} aria-label={trans('Earlier by 0.1 s')}>
              −0.1s
            </Button>
            <Button variant="ghost" size="xs" onPress={() => nudge(NUDGE_MS)} aria-label={trans('Later by 0.1 s')}>
              +0.1s
            </Button>
          </div>
        </div>
        <ol aria-label={trans('Lines')} className="max-h-96 overflow-auto p-2 scrollbar-thin">
          {rows.map((row, index) => (
            <li key={index}>
              <button
                type="button"
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setSelected(index)}
                className={cx(
                  'flex w-full items-baseline gap-3 rounded-base px-2 py-1.5 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary',
                  index === current ? 'bg-primary/12 text-main' : 'text-muted hover:bg-main/5'
                )}
              >
                <span className={cx('w-20 shrink-0 font-mono text-xs tabular-nums', row.time === null && 'text-danger')}>{row.time === null ? '[--:--.--]' : lrcStamp(row.time)}</span>
                <span className="min-w-0 flex-1 truncate">{row.text || '♪'}</span>
              </button>
            </li>
          ))}
        </ol>
      </section>
      <TextArea
        label={trans('LRC text')}
        name="text"
        rows={16}
        className="[&_textarea]:font-mono"
        description={trans('One line per lyric line, each starting with its time: [mm:ss.xx]. Paste the words, then tap them in time.')}
        value={text}
        onChange={onChange}
        errorMessage={errorMessage}
        isInvalid={errorMessage ? true : undefined}
      />
    </div>
  )
}
