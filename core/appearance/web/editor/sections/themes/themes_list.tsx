import Copy from 'lucide-react/icons/copy'
import Download from 'lucide-react/icons/download'
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical'
import FileUp from 'lucide-react/icons/file-up'
import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash-2'
import { FileTrigger, Link } from 'react-aria-components'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button, IconButton } from '@web/ui/button.js'
import { Menu, MenuItem } from '@web/ui/menu.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { Switch } from '@web/ui/switch.js'
import { MAX_THEMES, type EditableTheme } from '../../../../shared/appearance_values.js'
import { useEditorField } from '../../draft/editor_fields.js'
import { useAppearanceDraft, useDraftSetting } from '../../draft/use_appearance_draft.js'
import { SectionGroup } from '../section_group.js'
import { appearanceUrl } from '../section_path.js'
import { cssColour } from './theme_colours.js'
import { downloadTheme, parseThemeFile } from './theme_json.js'

/** The themes, each opening its editor, with new, duplicate, delete, import and export; and the visitors' theme options. */
export function ThemesList() {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const { values, set, temporaryThemeId } = useAppearanceDraft()
  const { themes } = values
  const full = themes.length >= MAX_THEMES

  /** Adds a theme (never a default one) and opens it. */
  const add = (theme: Omit<EditableTheme, 'id' | 'default_light' | 'default_dark'>) => {
    set('themes', [...themes, { ...theme, id: temporaryThemeId(), default_light: false, default_dark: false }])
    navigate(appearanceUrl('themes', themes.length))
  }
  const duplicate = (theme: EditableTheme) => add({ ...theme, name: trans(':name copy', { name: theme.name }) })
  const remove = (index: number) => set('themes', themes.filter((_, other) => other !== index))
  const importFile = async (file: File) => {
    const parsed = parseThemeFile(await file.text())
    if (parsed) add(parsed)
    else toasts.danger(trans('This file is not a theme. Choose a theme exported from the appearance editor.'))
  }
  const base = themes.find((theme) => theme.default_dark) ?? themes[0]

  return (
    <div className="flex flex-col gap-6">
      <ThemeOptions />
      <SectionGroup title={trans('Themes')}>
        <ul className="flex flex-col gap-2" aria-label={trans('Themes')}>
          {themes.map((theme, index) => (
            <li key={theme.id} className="flex items-center gap-1 rounded-base border border-divider bg-background pr-1 transition-colors hover:border-muted">
              <Link
                href={appearanceUrl('themes', index)}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-base p-2.5 outline-none data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary"
              >
                <ThemeSwatch theme={theme} />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate text-sm font-medium">{theme.name}</span>
                  <span className="truncate text-xs text-muted">
                    {[
                      theme.is_dark ? trans('Dark') : trans('Light'),
                      theme.default_light && trans('Default light'),
                      theme.default_dark && trans('Default dark'),
                      theme.font?.family,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </Link>
              <Menu
                trigger={
                  <IconButton aria-label={trans('Actions for :name', { name: theme.name })}>
                    <EllipsisVertical aria-hidden />
                  </IconButton>
                }
              >
                <MenuItem icon={<Copy aria-hidden />} isDisabled={full} onAction={() => duplicate(theme)}>
                  {trans('Duplicate')}
                </MenuItem>
                <MenuItem icon={<Download aria-hidden />} onAction={() => downloadTheme(theme)}>
                  {trans('Export as JSON')}
                </MenuItem>
                <MenuItem icon={<Trash2 aria-hidden />} variant="danger" isDisabled={themes.length < 2} onAction={() => remove(index)}>
                  {trans('Delete')}
                </MenuItem>
              </Menu>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="primary" isDisabled={full || !base} onPress={() => base && add({ ...base, name: trans('New theme') })}>
            <Plus aria-hidden className="size-4" />
            {trans('New theme')}
          </Button>
          <FileTrigger acceptedFileTypes={['application/json', '.json']} onSelect={(files) => files?.[0] && void importFile(files[0])}>
            <Button size="sm" isDisabled={full}>
              <FileUp aria-hidden className="size-4" />
              {trans('Import JSON')}
            </Button>
          </FileTrigger>
        </div>
      </SectionGroup>
    </div>
  )
}

/** The four main colours of a theme, as a small card. */
function ThemeSwatch({ theme }: { theme: EditableTheme }) {
  const colour = (name: string) => cssColour(theme.values[name])
  return (
    <span
      aria-hidden
      className="flex h-10 w-14 shrink-0 flex-col justify-end gap-1 rounded-[calc(var(--be-radius)/1.5)] border border-divider p-1.5"
      style={{ background: colour('--be-background') }}
    >
      <span className="h-1.5 w-8 rounded-full" style={{ background: colour('--be-text-main') }} />
      <span className="flex gap-1">
        <span className="h-2.5 w-5 rounded-sm" style={{ background: colour('--be-primary') }} />
        <span className="h-2.5 w-4 rounded-sm" style={{ background: colour('--be-paper') }} />
      </span>
    </span>
  )
}

/** Whether visitors may switch themes, and which one they get until they do. */
function ThemeOptions() {
  const trans = useTrans()
  const userChangeField = useEditorField('themes.user_change')
  const modeField = useEditorField('themes.default_mode')
  const [userChange, setUserChange] = useDraftSetting<boolean>('themes.user_change')
  const [mode, setMode] = useDraftSetting<string>('themes.default_mode')
  return (
    <SectionGroup title={trans('Visitors')}>
      <Select
        label={trans(modeField?.label ?? 'Default theme')}
        items={(modeField?.options ?? []).map((option) => ({ id: option.value, label: trans(option.label) }))}
        selectedKey={mode}
        onSelectionChange={(key) => key !== null && setMode(String(key))}
      >
        {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
      </Select>
      <Switch isSelected={userChange} onChange={setUserChange}>
        {trans(userChangeField?.label ?? 'Let people change the theme')}
      </Switch>
    </SectionGroup>
  )
}
