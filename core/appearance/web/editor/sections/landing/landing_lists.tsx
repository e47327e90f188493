import type { ReactNode } from 'react'
import ArrowDown from 'lucide-react/icons/arrow-down'
import ArrowUp from 'lucide-react/icons/arrow-up'
import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash-2'
import { useTrans } from '@web/i18n/use_trans.js'
import { MenuIcon } from '@web/menus/menu_icon.js'
import { MENU_ICON_NAMES } from '@web/menus/menu_icon_names.js'
import { Button, IconButton } from '@web/ui/button.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import { useDraftSetting } from '../../draft/use_appearance_draft.js'
import type { LandingAction, LandingFeature } from '../../../landing/landing_content.js'
import { AssetField } from '../../fields/asset_field.js'

/** `list` with the entry at `from` moved to `to`. */
function moved<T>(list: T[], from: number, to: number) {
  const next = [...list]
  next.splice(to, 0, ...next.splice(from, 1))
  return next
}

/**
 * A landing page list setting as cards: each entry's fields, moved up or
 * down, removed; "Add" appends `blank`. Each change is one draft step.
 */
function ListEditor<T>({
  settingKey,
  entryName,
  addLabel,
  max,
  blank,
  children,
}: {
  settingKey: string
  entryName: (index: number) => string
  addLabel: string
  max: number
  blank: T
  children: (entry: T, update: (changes: Partial<T>) => void) => ReactNode
}) {
  const trans = useTrans()
  const [stored, setList] = useDraftSetting<T[] | null>(settingKey)
  const list = stored ?? []
  return (
    <div className="flex flex-col gap-3">
      {list.length === 0 && <p className="text-sm text-muted">{trans('Nothing here yet.')}</p>}
      <ol className="flex flex-col gap-3">
        {list.map((entry, index) => (
          <li key={index} aria-label={entryName(index)} className="rounded-base border border-divider bg-paper p-3">
            <div className="mb-3 flex items-center gap-1">
              <h3 className="flex-1 text-sm font-semibold text-main">{entryName(index)}</h3>
              <IconButton size="sm" aria-label={trans('Move up')} isDisabled={index === 0} onPress={() => setList(moved(list, index, index - 1))}>
                <ArrowUp aria-hidden className="size-4" />
              </IconButton>
              <IconButton size="sm" aria-label={trans('Move down')} isDisabled={index === list.length - 1} onPress={() => setList(moved(list, index, index + 1))}>
                <ArrowDown aria-hidden className="size-4" />
              </IconButton>
              <IconButton size="sm" aria-label={trans('Remove')} onPress={() => setList(list.filter((_, at) => at !== index))}>
                <Trash2 aria-hidden className="size-4" />
              </IconButton>
            </div>
            <div className="flex flex-col gap-3">
              {children(entry, (changes) => setList(list.map((current, at) => (at === index ? { ...current, ...changes } : current))))}
            </div>
          </li>
        ))}
      </ol>
      <Button size="sm" variant="secondary" className="self-start" isDisabled={list.length >= max} onPress={() => setList([...list, blank])}>
        <Plus aria-hidden className="size-4" />
        {addLabel}
      </Button>
    </div>
  )
}

function IconSelect({ value, onChange }: { value: string | null; onChange: (icon: string) => void }) {
  const trans = useTrans()
  return (
    <Select label={trans('Icon')} selectedKey={value ?? MENU_ICON_NAMES[0]} onSelectionChange={(key) => onChange(String(key))}>
      {MENU_ICON_NAMES.map((name) => (
        <SelectItem key={name} id={name} textValue={name}>
          <span className="flex items-center gap-2">
            <MenuIcon name={name} className="size-4" />
            {name}
          </span>
        </SelectItem>
      ))}
    </Select>
  )
}

/** landing-page/action-buttons: up to four buttons under the headline. */
export function LandingActions() {
  const trans = useTrans()
  return (
    <ListEditor<LandingAction>
      settingKey="landing.actions"
      entryName={(index) => trans('Button :number', { number: String(index + 1) })}
      addLabel={trans('Add button')}
      max={4}
      blank={{ label: trans('Get started'), action: '/register' }}
    >
      {(action, update) => (
        <>
          <TextField label={trans('Label')} value={action.label} onChange={(label) => update({ label })} maxLength={60} isRequired />
          <TextField
            label={trans('Action')}
            description={trans('A path of this site (/register) or a full address.')}
            value={action.action}
            onChange={(value) => update({ action: value })}
            maxLength={1000}
            isRequired
          />
        </>
      )}
    </ListEditor>
  )
}

/** landing-page/primary-features: the grid of short features with an icon. */
export function PrimaryFeatures() {
  const trans = useTrans()
  return (
    <ListEditor<Pick<LandingFeature, 'icon' | 'title' | 'text'>>
      settingKey="landing.primary_features"
      entryName={(index) => trans('Feature :number', { number: String(index + 1) })}
      addLabel={trans('Add feature')}
      max={12}
      blank={{ icon: 'music', title: trans('New feature'), text: trans('Say what makes it great.') }}
    >
      {(feature, update) => (
        <>
          <IconSelect value={feature.icon} onChange={(icon) => update({ icon })} />
          <TextField label={trans('Feature title')} value={feature.title} onChange={(title) => update({ title })} maxLength={100} isRequired />
          <TextArea label={trans('Feature text')} rows={3} value={feature.text} onChange={(text) => update({ text })} maxLength={500} isRequired />
        </>
      )}
    </ListEditor>
  )
}

/** landing-page/secondary-features: larger features, each with an image (or its icon when none). */
export function SecondaryFeatures() {
  const trans = useTrans()
  return (
    <ListEditor<LandingFeature>
      settingKey="landing.secondary_features"
      entryName={(index) => trans('Feature :number', { number: String(index + 1) })}
      addLabel={trans('Add feature')}
      max={8}
      blank={{ eyebrow: null, icon: 'music', image: null, title: trans('New feature'), text: trans('Say what makes it great.') }}
    >
      {(feature, update) => (
        <>
          <TextField label={trans('Eyebrow')} description={trans('The small line above the title.')} value={feature.eyebrow ?? ''} onChange={(eyebrow) => update({ eyebrow: eyebrow || null })} maxLength={60} />
          <TextField label={trans('Feature title')} value={feature.title} onChange={(title) => update({ title })} maxLength={120} isRequired />
          <TextArea label={trans('Feature text')} rows={4} value={feature.text} onChange={(text) => update({ text })} maxLength={1000} isRequired />
          <IconSelect value={feature.icon} onChange={(icon) => update({ icon })} />
          <AssetField kind="image" label={trans('Feature image')} description={trans('Shown beside the text; without one, the icon is.')} value={feature.image} onChange={(image) => update({ image })} />
        </>
      )}
    </ListEditor>
  )
}
