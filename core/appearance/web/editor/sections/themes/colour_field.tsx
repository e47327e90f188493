import { memo } from 'react'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import {
  Button,
  ColorArea,
  ColorField,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorThumb,
  Dialog,
  DialogTrigger,
  Input,
  Label,
  SliderTrack,
  parseColor,
  type Color,
} from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { inputBoxClasses } from '@web/ui/field.js'
import { Popover } from '@web/ui/popover.js'
import { cx } from '@web/ui/cx.js'
import { cssColour, formatChannels, parseChannels } from './theme_colours.js'

export interface ContrastProblem {
  ratio: number
  against: string
}

const thumbClasses = 'size-5 rounded-full border-2 border-white shadow-[0_0_0_1px_black,inset_0_0_0_1px_black] data-focus-visible:size-6'

interface ColourFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  contrastProblems: ContrastProblem[]
}

/**
 * One colour of a theme: its swatch opens react-aria's colour picker (area,
 * hue and opacity, hex), and the hex can be typed in place. A text colour
 * that reads badly on its background gets a warning under it. It draws
 * again only when its own colour or warnings change (memo): a theme has a
 * dozen pickers, and the preview's update waits for the editor's render on
 * the same thread.
 */
function ColourFieldView({
  label,
  value,
  onChange,
  contrastProblems,
}: ColourFieldProps) {
  const trans = useTrans()
  const colour = toColor(value)
  const change = (next: Color) => {
    const rgb = next.toFormat('rgba')
    onChange(formatChannels({ red: rgb.getChannelValue('red'), green: rgb.getChannelValue('green'), blue: rgb.getChannelValue('blue'), alpha: rgb.getChannelValue('alpha') }))
  }
  return (
    <div className="flex flex-col gap-1">
      <ColorPicker value={colour} onChange={change}>
        <div className="flex items-center gap-3">
          <DialogTrigger>
            <Button
              aria-label={trans('Pick :colour', { colour: label })}
              className="size-9 shrink-0 rounded-base border border-divider outline-none data-focus-visible:ring-2 data-focus-visible:ring-primary"
            >
              <ColorSwatch className="size-full rounded-[calc(var(--be-radius)-1px)]" style={{ background: cssColour(value) }} />
            </Button>
            <Popover placement="bottom start" className="p-3">
              <Dialog aria-label={label} className="flex w-56 flex-col gap-3 outline-none">
                <ColorArea colorSpace="hsb" xChannel="saturation" yChannel="brightness" className="h-40 w-full rounded-base">
                  <ColorThumb className={thumbClasses} />
                </ColorArea>
                <ColorSlider colorSpace="hsb" channel="hue" aria-label={trans('Hue')}>
                  <SliderTrack className="h-6 w-full rounded-base">
                    <ColorThumb className={cx(thumbClasses, 'top-1/2')} />
                  </SliderTrack>
                </ColorSlider>
                <ColorSlider channel="alpha" aria-label={trans('Opacity')}>
                  <SliderTrack
                    className="h-6 w-full rounded-base"
                    style={({ defaultStyle }) => ({
                      background: `${defaultStyle.background}, repeating-conic-gradient(#ccc 0% 25%, white 0% 50%) 50% / 12px 12px`,
                    })}
                  >
                    <ColorThumb className={cx(thumbClasses, 'top-1/2')} />
                  </SliderTrack>
                </ColorSlider>
              </Dialog>
            </Popover>
          </DialogTrigger>
          {/* The picker's own field: typed hex is taken on Enter or blur. */}
          <ColorField className="flex min-w-0 flex-1 flex-col">
            <Label className="text-xs font-medium text-muted">{label}</Label>
            <Input className={cx(inputBoxClasses, 'h-8 px-2.5 font-mono text-xs uppercase')} />
          </ColorField>
        </div>
      </ColorPicker>
      {contrastProblems.map((problem) => (
        <p key={problem.against} className="flex items-start gap-1.5 text-xs text-danger">
          <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          {trans('Contrast :ratio:1 on :background is below WCAG AA (4.5:1).', { ratio: problem.ratio.toFixed(1), background: problem.against })}
        </p>
      ))}
    </div>
  )
}

export const ColourField = memo(ColourFieldView, sameColourField)

function sameColourField(before: ColourFieldProps, after: ColourFieldProps) {
  const sameProblems =
    before.contrastProblems.length === after.contrastProblems.length &&
    before.contrastProblems.every((problem, index) => problem.ratio === after.contrastProblems[index].ratio && problem.against === after.contrastProblems[index].against)
  return before.label === after.label && before.value === after.value && before.onChange === after.onChange && sameProblems
}

function toColor(value: string): Color {
  const channels = parseChannels(value) ?? { red: 0, green: 0, blue: 0, alpha: 1 }
  return parseColor(`rgba(${channels.red}, ${channels.green}, ${channels.blue}, ${channels.alpha})`)
}
