import ArrowDown from 'lucide-react/icons/arrow-down'
import ArrowUp from 'lucide-react/icons/arrow-up'
import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash-2'
import X from 'lucide-react/icons/x'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { MenuIcon } from '@web/menus/menu_icon.js'
import { MENU_ICON_NAMES } from '@web/menus/menu_icon_names.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Button, IconButton } from '@web/ui/button.js'
import { Checkbox } from '@web/ui/checkbox.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { TextField } from '@web/ui/text_field.js'
import { Tooltip } from '@web/ui/tooltip.js'
import type { BootstrapMenuItem } from '../../kernel/shared/bootstrap_data.js'
import { appearanceUrl } from '../../appearance/web/editor/sections/section_path.js'
import { SectionBreadcrumbs } from '../../appearance/web/editor/sections/section_breadcrumbs.js'
import type { MenuChoices } from '../shared/menu_choices.js'
import { reorder, replaceAt, useDraftMenus } from './menus_draft.js'

const NO_ICON = '-'
const ANYONE = 'anyone'

/**
 * menus/{menuIndex}/{menuItemIndex}: what the item shows, where it leads and
 * who sees it (spec section 5: all of its roles and permissions, the listed
 * settings' values, the subscription status).
 */
export function MenuItemEditor({ menuIndex, itemIndex }: { menuIndex: number; itemIndex: number }) {
  const trans = useTrans()
  const navigate = useNavigate()
  const [menus, setMenus] = useDraftMenus()
  const menu = menus[menuIndex]
  const item = menu.items[itemIndex]
  const update = (changes: Partial<BootstrapMenuItem>) =>
    setMenus(replaceAt(menus, menuIndex, { ...menu, items: replaceAt(menu.items, itemIndex, { ...item, ...changes }) }))
  // One place up or down; the editor follows the item to its new address.
  const move = (step: -1 | 1) => {
    setMenus(replaceAt(menus, menuIndex, { ...menu, items: reorder(menu.items, new Set([item.id]), menu.items[itemIndex + step].id, step < 0 ? 'before' : 'after') }))
    navigate(appearanceUrl('menus', menuIndex, itemIndex + step), { replace: true })
  }
  const remove = () => {
    navigate(appearanceUrl('menus', menuIndex))
    setMenus(replaceAt(menus, menuIndex, { ...menu, items: menu.items.filter((_, index) => index !== itemIndex) }))
  }

  return (
    <div className="flex flex-col gap-4">
      <SectionBreadcrumbs
        steps={[{ label: trans('Menus'), href: appearanceUrl('menus') }, { label: menu.name, href: appearanceUrl('menus', menuIndex) }, { label: item.label }]}
      />
      <div className="flex items-center gap-2 text-sm text-muted">
        <span className="flex-1 whitespace-nowrap">{trans('Position :position of :count', { position: String(itemIndex + 1), count: String(menu.items.length) })}</span>
        <Tooltip label={trans('Move up')}>
          <IconButton variant="secondary" aria-label={trans('Move up')} isDisabled={itemIndex === 0} onPress={() => move(-1)}>
            <ArrowUp aria-hidden className="size-4" />
          </IconButton>
        </Tooltip>
        <Tooltip label={trans('Move down')}>
          <IconButton variant="secondary" aria-label={trans('Move down')} isDisabled={itemIndex === menu.items.length - 1} onPress={() => move(1)}>
            <ArrowDown aria-hidden className="size-4" />
          </IconButton>
        </Tooltip>
      </div>
      <TextField label={trans('Label')} value={item.label} onChange={(label) => update({ label })} maxLength={100} isRequired />
      <Select label={trans('Type')} selectedKey={item.type} onSelectionChange={(type) => update({ type: type as BootstrapMenuItem['type'] })}>
        <SelectItem id="route">{trans('A page of this site')}</SelectItem>
        <SelectItem id="link">{trans('An address on another site')}</SelectItem>
      </Select>
      <TextField
        label={trans('Action')}
        value={item.action}
        onChange={(action) => update({ action })}
        maxLength={1000}
        isRequired
        description={item.type === 'link' ? trans('A full address: https://...') : trans('A path such as /library; {currentUser} becomes the viewer\'s id.')}
      />
      <Select label={trans('Open in')} selectedKey={item.target ?? '_self'} onSelectionChange={(target) => update({ target: target as BootstrapMenuItem['target'] })}>
        <SelectItem id="_self">{trans('The same window')}</SelectItem>
        <SelectItem id="_blank">{trans('A new window')}</SelectItem>
      </Select>
      <Select label={trans('Icon')} selectedKey={item.icon || NO_ICON} onSelectionChange={(icon) => update({ icon: icon === NO_ICON ? null : String(icon) })}>
        {[NO_ICON, ...MENU_ICON_NAMES].map((name) => (
          <SelectItem key={name} id={name} textValue={name === NO_ICON ? trans('No icon') : name}>
            <span className="flex items-center gap-2">
              {name === NO_ICON ? trans('No icon') : <><MenuIcon name={name} className="size-4" />{name}</>}
            </span>
          </SelectItem>
        ))}
      </Select>
      <Visibility item={item} update={update} />
      <Button size="sm" variant="danger" className="self-start" onPress={remove}>
        <Trash2 aria-hidden className="size-4" />
        {trans('Remove item')}
      </Button>
    </div>
  )
}

function Visibility({ item, update }: { item: BootstrapMenuItem; update: (changes: Partial<BootstrapMenuItem>) => void }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { data: choices } = useQuery({ queryKey: ['menus', 'choices'], queryFn: () => api.get<MenuChoices>('menus/choices'), staleTime: 60_000 })
  const permissions = item.permissions ?? []
  const roles = item.roles ?? []
  const available = (choices?.permissions ?? []).filter((permission) => !permissions.includes(permission.name))

  return (
    <fieldset className="flex flex-col gap-4 border-t border-divider pt-4">
      <legend className="sr-only">{trans('Who sees it')}</legend>
      <h3 className="text-sm font-semibold text-main">{trans('Who sees it')}</h3>
      <div>
        <Select
          label={trans('Permissions')}
          description={trans('Shown only to people holding every permission listed.')}
          placeholder={trans('Add a permission...')}
          items={available.map((permission) => ({ id: permission.name, ...permission }))}
          selectedKey={null}
          onSelectionChange={(key) => key !== null && update({ permissions: [...permissions, String(key)] })}
        >
          {(permission) => (
            <SelectItem id={permission.id} textValue={`${permission.label} (${permission.name})`}>
              {`${trans(permission.label)} (${permission.name})`}
            </SelectItem>
          )}
        </Select>
        {permissions.length > 0 && (
          <ul aria-label={trans('Required permissions')} className="mt-2 flex flex-wrap gap-1.5">
            {permissions.map((name) => (
              <li key={name} className="flex items-center gap-1 rounded-full bg-chip py-0.5 pr-0.5 pl-2.5 text-xs text-main">
                {name}
                <IconButton size="xs" variant="ghost" aria-label={trans('Remove :name', { name })} onPress={() => update({ permissions: permissions.filter((current) => current !== name) })}>
                  <X aria-hidden className="size-3" />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
      </div>
      {choices && choices.roles.length > 0 && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-main">{trans('Roles')}</legend>
          <p className="mb-2 text-xs text-muted">{trans('Shown only to people having every role ticked.')}</p>
          <div className="flex flex-col gap-2">
            {choices.roles.map((role) => (
              <Checkbox
                key={role.id}
                isSelected={roles.includes(role.id)}
                onChange={(selected) => update({ roles: selected ? [...roles, role.id] : roles.filter((id) => id !== role.id) })}
              >
                {role.name}
              </Checkbox>
            ))}
          </div>
        </fieldset>
      )}
      <Select
        label={trans('Subscription')}
        selectedKey={item.subscriptionStatus ?? ANYONE}
        onSelectionChange={(status) => update({ subscriptionStatus: status === ANYONE ? undefined : (status as BootstrapMenuItem['subscriptionStatus']) })}
      >
        <SelectItem id={ANYONE}>{trans('Anyone')}</SelectItem>
        <SelectItem id="subscribed">{trans('Subscribers only')}</SelectItem>
        <SelectItem id="unsubscribed">{trans('People without a subscription')}</SelectItem>
      </Select>
      <SettingsMatch item={item} update={update} />
    </fieldset>
  )
}

/** Reads a typed value as a setting holds it: true, false and numbers as such, anything else as text. */
function settingValueOf(text: string): string | number | boolean {
  if (text === 'true' || text === 'false') return text === 'true'
  return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text
}

function SettingsMatch({ item, update }: { item: BootstrapMenuItem; update: (changes: Partial<BootstrapMenuItem>) => void }) {
  const trans = useTrans()
  const entries = Object.entries(item.settings ?? {})
  const save = (next: Array<[string, unknown]>) => update({ settings: next.length ? Object.fromEntries(next) : undefined })
  return (
    <div>
      <h4 className="mb-1 text-sm font-medium text-main">{trans('Settings')}</h4>
      <p className="mb-2 text-xs text-muted">{trans('Shown only while each setting has the value given (billing.enable = true).')}</p>
      <ul className="flex flex-col gap-2">
        {entries.map(([key, value], index) => (
          <li key={index} className="flex items-end gap-2">
            <TextField
              aria-label={trans('Setting')}
              placeholder="billing.enable"
              size="sm"
              className="min-w-0 flex-1"
              value={key}
              onChange={(name) => save(entries.map((entry, at) => (at === index ? [name, entry[1]] : entry)))}
            />
            <TextField
              aria-label={trans('Value')}
              placeholder="true"
              size="sm"
              className="w-24"
              value={String(value)}
              onChange={(text) => save(entries.map((entry, at) => (at === index ? [entry[0], settingValueOf(text)] : entry)))}
            />
            <IconButton size="sm" aria-label={trans('Remove this condition')} onPress={() => save(entries.filter((_, at) => at !== index))}>
              <X aria-hidden className="size-4" />
            </IconButton>
          </li>
        ))}
      </ul>
      <Button size="xs" variant="ghost" className="mt-1" onPress={() => save([...entries, [`setting_${entries.length + 1}`, true]])}>
        <Plus aria-hidden className="size-3.5" />
        {trans('Add a condition')}
      </Button>
    </div>
  )
}
