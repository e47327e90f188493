import { memo, useCallback, useEffect, useMemo } from 'react'
import Palette from 'lucide-react/icons/palette'
import { Slider, SliderOutput, SliderThumb, SliderTrack, Label } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { ButtonLink } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { Switch } from '@web/ui/switch.js'
import { TextField } from '@web/ui/text_field.js'
import { FONT_CATALOGUE } from '../../../../../kernel/shared/font_catalogue.js'
import type { EditableTheme } from '../../../../shared/appearance_values.js'
import { useAppearanceDraft } from '../../draft/use_appearance_draft.js'
import { SectionGroup } from '../section_group.js'
import { appearanceUrl } from '../section_path.js'
import { ColourField, type ContrastProblem } from './colour_field.js'
import { AA_TEXT_CONTRAST, COLOUR_VARIABLES, contrastRatio, RADIUS_VARIABLE } from './theme_colours.js'

/** No font of the catalogue: the theme's own stack (the system's interface font). */
const SYSTEM_FONT = 'system'
const MAX_RADIUS = 24

/** themes/{themeIndex}: a theme's name and kind, every colour with a contrast check, its font and its radius; shown in the preview while open. */
export function ThemeEditor({ index }: { index: number }) {
  const trans = useTrans()
  const { values, set, previewTheme } = useAppearanceDraft()
  const theme = values.themes[index]
  const themeId = theme?.id

  useEffect(() => {
    if (themeId === undefined) return
    previewTheme(themeId)
    return () => previewTheme(null)
  }, [themeId, previewTheme])

  // Setters that stay the same between renders, so the memoized fields below skip drawing again.
  const at = `themes.${index}` as const
  const colourSetters = useMemo(
    () => new Map(COLOUR_VARIABLES.map(({ name }) => [name, (value: string) => set(`${at}.values.${name}`, value)])),
    [at, set]
  )
  const setFont = useCallback((family: string | null) => set(`${at}.font`, family === null ? null : { family }), [at, set])
  const setRadius = useCallback((radius: string) => set(`${at}.values.${RADIUS_VARIABLE}`, radius), [at, set])

  if (!theme)
    return (
      <EmptyState
        icon={<Palette aria-hidden />}
        message={trans('This theme was deleted.')}
        action={
          <ButtonLink size="sm" href={appearanceUrl('themes')}>
            {trans('All themes')}
          </ButtonLink>
        }
      />
    )

  /** At most one default light and one default dark theme: choosing one takes the flag from the others. */
  const setDefault = (flag: 'default_light' | 'default_dark', on: boolean) =>
    set(
      'themes',
      values.themes.map((other, otherIndex) => (otherIndex === index ? { ...other, [flag]: on } : on ? { ...other, [flag]: false } : other))
    )

  return (
    <div className="flex flex-col gap-6">
      <SectionGroup title={trans('Theme')}>
        <TextField label={trans('Name')} value={theme.name} onChange={(name) => set(`${at}.name`, name)} isRequired maxLength={100} />
        <Switch isSelected={theme.is_dark} onChange={(dark) => set(`${at}.is_dark`, dark)}>
          {trans('Dark theme')}
        </Switch>
        <Switch isSelected={theme.default_light} onChange={(on) => setDefault('default_light', on)}>
          {trans('Default light theme')}
        </Switch>
        <Switch isSelected={theme.default_dark} onChange={(on) => setDefault('default_dark', on)}>
          {trans('Default dark theme')}
        </Switch>
      </SectionGroup>
      <SectionGroup title={trans('Colours')}>
        {COLOUR_VARIABLES.filter(({ name }) => name in theme.values).map(({ name, label, readsOn }) => (
          <ColourField
            key={name}
            label={trans(label)}
            value={theme.values[name]}
            onChange={colourSetters.get(name)!}
            contrastProblems={contrastProblems(theme, name, readsOn, trans)}
          />
        ))}
      </SectionGroup>
      <SectionGroup title={trans('Font')}>
        <FontSelect family={theme.font?.family ?? null} onChange={setFont} />
        <p className="text-xs text-muted">{trans('Fonts are served by this site: visitors’ browsers ask no one else for them.')}</p>
      </SectionGroup>
      <SectionGroup title={trans('Corners')}>
        <RadiusSlider value={theme.values[RADIUS_VARIABLE]} onChange={setRadius} />
      </SectionGroup>
    </div>
  )
}

function contrastProblems(theme: EditableTheme, name: string, readsOn: readonly string[] | undefined, trans: (text: string) => string): ContrastProblem[] {
  const label = (variable: string) => trans(COLOUR_VARIABLES.find((colour) => colour.name === variable)?.label ?? variable)
  return (readsOn ?? []).flatMap((background) => {
    const ratio = contrastRatio(theme.values[name], theme.values[background])
    return ratio !== null && ratio < AA_TEXT_CONTRAST ? [{ ratio, against: label(background) }] : []
  })
}

/** The theme's font: the system's or one of the catalogue (its collection is rebuilt only when the choice changes). */
function FontSelectView({ family, onChange }: { family: string | null; onChange: (family: string | null) => void }) {
  const trans = useTrans()
  return (
    <Select
      label={trans('Font')}
      selectedKey={family ?? SYSTEM_FONT}
      onSelectionChange={(key) => onChange(key === SYSTEM_FONT || key === null ? null : String(key))}
    >
      <SelectItem id={SYSTEM_FONT}>{trans('System font')}</SelectItem>
      {FONT_CATALOGUE.map((font) => (
        <SelectItem key={font.family} id={font.family}>
          {font.family}
        </SelectItem>
      ))}
    </Select>
  )
}
const FontSelect = memo(FontSelectView)

/** The corner radius of buttons, fields and cards, 0 to 24 pixels. */
function RadiusSliderView({ value, onChange }: { value: string | undefined; onChange: (value: string) => void }) {
  const trans = useTrans()
  const pixels = radiusPixels(value)
  return (
    <Slider
      value={pixels}
      minValue={0}
      maxValue={MAX_RADIUS}
      step={1}
      onChange={(next) => onChange(`${next}px`)}
      className="flex flex-col gap-2"
    >
      <div className="flex items-center justify-between">
        <Label className="text-sm font-medium">{trans('Radius')}</Label>
        <SliderOutput className="text-sm text-muted tabular-nums">{({ state }) => `${state.values[0]} px`}</SliderOutput>
      </div>
      <SliderTrack className="relative h-6 w-full">
        {({ state }) => (
          <>
            <div className="absolute top-1/2 h-1.5 w-full -translate-y-1/2 rounded-full bg-chip" />
            <div className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-primary" style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className="top-1/2 size-5 rounded-full border-2 border-primary bg-background shadow outline-none data-focus-visible:ring-2 data-focus-visible:ring-primary" />
          </>
        )}
      </SliderTrack>
    </Slider>
  )
}
const RadiusSlider = memo(RadiusSliderView)

/** '8px' -> 8, '0.5rem' -> 8 (16 px a rem). */
function radiusPixels(value: string | undefined): number {
  const match = /^([\d.]+)(px|rem)$/.exec(value ?? '')
  if (!match) return 8
  return Math.min(MAX_RADIUS, Math.round(Number(match[1]) * (match[2] === 'rem' ? 16 : 1)))
}
