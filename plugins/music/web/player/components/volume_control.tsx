import Volume1 from 'lucide-react/icons/volume-1'
import Volume2 from 'lucide-react/icons/volume-2'
import VolumeX from 'lucide-react/icons/volume-x'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { numberFormat } from '@web/i18n/number_format.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { IconButton } from '@web/ui/button.js'
import { RangeSlider } from '@web/ui/range_slider.js'
import { Tooltip } from '@web/ui/tooltip.js'
import { usePlayer, usePlayerEngine } from '../hooks/use_player.js'

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 }

/** Mute button (its icon shows the level) and the volume slider. */
export function VolumeControl() {
  const trans = useTrans()
  const { language } = useBootstrap().i18n
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
      <RangeSlider
        label={trans('Volume')}
        max={1}
        step={0.01}
        value={audible}
        valueText={numberFormat(language, PERCENT).format(audible)}
        onChange={(value) => engine.setVolume(value)}
        className="h-4 w-24"
      >
        <div className="relative h-1 w-full overflow-hidden rounded-full bg-main/20">
          <div
            className="absolute inset-y-0 left-0 rounded-full bg-main group-hover:bg-primary group-has-[:focus-visible]:bg-primary"
            style={{ width: `${audible * 100}%` }}
          />
        </div>
      </RangeSlider>
    </div>
  )
}
