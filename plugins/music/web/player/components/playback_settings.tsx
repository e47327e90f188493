import type { ReactNode } from 'react'
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import { Dialog, DialogTrigger, Heading } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { IconButton } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { Popover } from '@web/ui/popover.js'
import { RangeSlider } from '@web/ui/range_slider.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { Switch } from '@web/ui/switch.js'
import { Tooltip } from '@web/ui/tooltip.js'
import {
  MAX_CROSSFADE_SECONDS,
  MAX_PREAMP_DB,
  type ReplayGainMode,
} from '../../../shared/playback_preferences.js'
import { usePlaybackPreferences } from '../hooks/use_playback_preferences.js'

/**
 * The player's "Playback" settings: crossfade, gapless, ReplayGain and
 * pre-amp, in a popover from the player bar, where the listener hears the
 * change right away.
 */
export function PlaybackSettingsButton({ className }: { className?: string }) {
  const trans = useTrans()
  const { preferences, change, preview } = usePlaybackPreferences()
  const modes: Array<{ id: ReplayGainMode; name: string }> = [
    { id: 'off', name: trans('Off') },
    { id: 'track', name: trans('Track') },
    { id: 'album', name: trans('Album') },
  ]
  const preamp = preferences.preamp_db
  const preampText = trans(':value dB', { value: preamp > 0 ? `+${preamp}` : String(preamp) })
  const crossfadeText = trans(':count s', { count: preferences.crossfade_seconds })
  return (
    <DialogTrigger>
      <Tooltip label={trans('Playback settings')}>
        <IconButton aria-label={trans('Playback settings')} className={cx('text-muted hover:text-main', className)}>
          <SlidersHorizontal />
        </IconButton>
      </Tooltip>
      <Popover placement="top end" className="w-80">
        <Dialog aria-labelledby="playback-settings-title" className="flex flex-col gap-5 p-5 outline-none">
          <Heading slot="title" id="playback-settings-title" className="text-base font-semibold text-main">
            {trans('Playback')}
          </Heading>
          <SettingSlider label={trans('Crossfade')} valueText={crossfadeText}>
            <RangeSlider
              label={trans('Crossfade')}
              max={MAX_CROSSFADE_SECONDS}
              step={1}
              value={preferences.crossfade_seconds}
              valueText={crossfadeText}
              onChange={(value) => preview({ crossfade_seconds: value })}
              onChangeEnd={(value) => change({ crossfade_seconds: value })}
              className="h-4 w-full"
            >
              <SliderTrack percent={(preferences.crossfade_seconds / MAX_CROSSFADE_SECONDS) * 100} />
            </RangeSlider>
          </SettingSlider>
          <Switch
            isSelected={preferences.gapless}
            onChange={(gapless) => change({ gapless })}
            description={trans('No silence between the tracks of an album.')}
          >
            {trans('Gapless playback')}
          </Switch>
          <Select
            label={trans('Volume levelling (ReplayGain)')}
            description={trans('Album keeps an album’s quiet and loud songs as they were mixed.')}
            items={modes}
            selectedKey={preferences.replay_gain_mode}
            onSelectionChange={(key) => change({ replay_gain_mode: key as ReplayGainMode })}
            size="sm"
          >
            {(mode) => <SelectItem id={mode.id}>{mode.name}</SelectItem>}
          </Select>
          <SettingSlider label={trans('Pre-amp')} valueText={preampText} isDisabled={preferences.replay_gain_mode === 'off'}>
            <RangeSlider
              label={trans('Pre-amp')}
              min={-MAX_PREAMP_DB}
              max={MAX_PREAMP_DB}
              step={1}
              value={preamp}
              valueText={preampText}
              isDisabled={preferences.replay_gain_mode === 'off'}
              onChange={(value) => preview({ preamp_db: value })}
              onChangeEnd={(value) => change({ preamp_db: value })}
              className="h-4 w-full"
            >
              <SliderTrack from={50} percent={((preamp + MAX_PREAMP_DB) / (2 * MAX_PREAMP_DB)) * 100} />
            </RangeSlider>
          </SettingSlider>
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}

function SettingSlider({
  label,
  valueText,
  isDisabled,
  children,
}: {
  label: string
  valueText: string
  isDisabled?: boolean
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className={isDisabled ? 'flex justify-between text-sm text-disabled' : 'flex justify-between text-sm text-main'}>
        <span aria-hidden className="font-medium">
          {label}
        </span>
        <span aria-hidden className="text-muted tabular-nums">
          {valueText}
        </span>
      </div>
      {children}
    </div>
  )
}

/** The slider's groove, filled from `from` (a percentage: the centre for a value around 0) to the value. */
function SliderTrack({ percent, from = 0 }: { percent: number; from?: number }) {
  const start = Math.min(from, percent)
  return (
    <div className="relative h-1 w-full overflow-hidden rounded-full bg-main/20">
      <div
        className="absolute inset-y-0 rounded-full bg-main group-hover:bg-primary group-has-[:focus-visible]:bg-primary"
        style={{ left: `${start}%`, width: `${Math.abs(percent - from)}%` }}
      />
    </div>
  )
}
