import Volume1 from 'lucide-react/icons/volume-1'
import Volume2 from 'lucide-react/icons/volume-2'
import VolumeX from 'lucide-react/icons/volume-x'
import { Slider, SliderThumb, SliderTrack } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { IconButton } from '@web/ui/button.js'
import { Tooltip } from '@web/ui/tooltip.js'
import { usePlayer, usePlayerEngine } from '../hooks/use_player.js'

const PERCENT: Intl.NumberFormatOptions = { style: 'percent' }

/** Mute button (its icon shows the level) and the volume slider. */
export function VolumeControl() {
  const trans = useTrans()
  const engine = usePlayerEngine()
  const volume = usePlayer((state) => state.volume)
  const muted = usePlayer((state) => state.muted)
  const audible = muted ? 0 : volume
  const Icon = audible === 0 ? VolumeX : audible < 0.5 ? Volume1 : Volume2
  const label = muted ? trans('Unmute') : trans('Mute')

  return (
    <div className="flex items-center gap-1">
      <Tooltip label={label}>
        <IconButton
          aria-label={label}
          onPress={() => engine.toggleMute()}
          className="text-muted hover:text-main"
        >
          <Icon />
        </IconButton>
      </Tooltip>
      <Slider
        aria-label={trans('Volume')}
        minValue={0}
        maxValue={1}
        step={0.01}
        value={audible}
        formatOptions={PERCENT}
        onChange={(value) => engine.setVolume(value)}
        className="group w-24"
      >
        <SliderTrack className="relative flex h-4 w-full items-center">
          <div className="relative h-1 w-full overflow-hidden rounded-full bg-main/20">
            <div
              className="absolute inset-y-0 left-0 rounded-full bg-main group-hover:bg-primary"
              style={{ width: `${audible * 100}%` }}
            />
          </div>
          <SliderThumb className="top-1/2 size-3 rounded-full bg-main opacity-0 shadow transition-opacity outline-none group-hover:opacity-100 data-dragging:opacity-100 data-focus-visible:opacity-100 data-focus-visible:ring-2 data-focus-visible:ring-primary" />
        </SliderTrack>
      </Slider>
    </div>
  )
}
