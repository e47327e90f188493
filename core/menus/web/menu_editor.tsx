import ChevronRight from 'lucide-react/icons/chevron-right'
import GripVertical from 'lucide-react/icons/grip-vertical'
import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash-2'
import { Button as RACButton, DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { MenuIcon } from '@web/menus/menu_icon.js'
import { Button, IconButton } from '@web/ui/button.js'
import { Checkbox } from '@web/ui/checkbox.js'
import { TextField } from '@web/ui/text_field.js'
import { MENU_POSITIONS } from '../../kernel/shared/menu_positions.js'
import type { BootstrapMenu } from '../../kernel/shared/bootstrap_data.js'
import { appearanceUrl } from '../../appearance/web/editor/sections/section_path.js'
import { SectionBreadcrumbs } from '../../appearance/web/editor/sections/section_breadcrumbs.js'
import { newMenuItem, reorder, replaceAt, useDraftMenus } from './menus_draft.js'
import { positionLabel } from '../shared/position_labels.js'

/** menus/{menuIndex}: its name, where it shows and its items, reordered by dragging or with the keyboard. */
export function MenuEditor({ menuIndex }: { menuIndex: number }) {
  const trans = useTrans()
  const navigate = useNavigate()
  const [menus, setMenus] = useDraftMenus()
  const menu = menus[menuIndex]
  const update = (changes: Partial<BootstrapMenu>) => setMenus(replaceAt(menus, menuIndex, { ...menu, ...changes }))
  const addItem = () => {
    update({ items: [...menu.items, newMenuItem(menu.items, trans('New item'))] })
    navigate(appearanceUrl('menus', menuIndex, menu.items.length))
  }
  const removeMenu = () => {
    navigate(appearanceUrl('menus'))
    setMenus(menus.filter((_, index) => index !== menuIndex))
  }

  return (
    <div className="flex flex-col gap-5">
      <SectionBreadcrumbs steps={[{ label: trans('Menus'), href: appearanceUrl('menus') }, { label: menu.name }]} />
      <TextField label={trans('Name')} value={menu.name} onChange={(name) => update({ name })} maxLength={100} isRequired />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-main">{trans('Positions')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-1">
          {MENU_POSITIONS.map((position) => (
            <Checkbox
              key={position}
              isSelected={menu.positions.includes(position)}
              onChange={(selected) =>
                update({ positions: selected ? [...menu.positions, position] : menu.positions.filter((current) => current !== position) })
              }
            >
              {trans(positionLabel(position))}
            </Checkbox>
          ))}
        </div>
      </fieldset>
      <div>
        <h3 className="mb-1 text-sm font-medium text-main">{trans('Items')}</h3>
        <p id="menu-items-help" className="mb-2 text-xs text-muted">
          {trans('Drag an item by its handle to reorder it, or move it from its own page. With the keyboard: → on an item reaches its handle, Enter picks it up, ↑ and ↓ choose the place, Enter drops it, Escape cancels.')}
        </p>
        <MenuItemList menuIndex={menuIndex} onReorder={(items) => update({ items })} />
        <Button size="sm" variant="secondary" className="mt-3" onPress={addItem}>
          <Plus aria-hidden className="size-4" />
          {trans('Add item')}
        </Button>
      </div>
      <Button size="sm" variant="danger" className="self-start" onPress={removeMenu}>
        <Trash2 aria-hidden className="size-4" />
        {trans('Delete menu')}
      </Button>
    </div>
  )
}

function MenuItemList({ menuIndex, onReorder }: { menuIndex: number; onReorder: (items: BootstrapMenu['items']) => void }) {
  const trans = useTrans()
  const navigate = useNavigate()
  const [menus, setMenus] = useDraftMenus()
  const menu = menus[menuIndex]
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': menu.items.find((item) => item.id === key)?.label ?? String(key) })),
    onReorder: ({ keys, target }) => onReorder(reorder(menu.items, new Set([...keys].map(String)), String(target.key), target.dropPosition === 'before' ? 'before' : 'after')),
    // Where the item would land, for the pointer and the keyboard alike (a keyboard drag focuses this line).
    renderDropIndicator: (target) => <DropIndicator target={target} className="h-0.5 rounded-full bg-transparent outline-none data-drop-target:bg-primary" />,
  })
  const removeItem = (id: string) => setMenus(replaceAt(menus, menuIndex, { ...menu, items: menu.items.filter((item) => item.id !== id) }))

  return (
    <GridList
      aria-label={trans('Menu items')}
      aria-describedby="menu-items-help"
      items={menu.items}
      dragAndDropHooks={dragAndDropHooks}
      // A row opens its item (Enter or a click): menus/{menuIndex}/{menuItemIndex}.
      onAction={(key) => navigate(appearanceUrl('menus', menuIndex, menu.items.findIndex((item) => item.id === key)))}
      renderEmptyState={() => <p className="p-3 text-sm text-muted">{trans('No items yet.')}</p>}
      className="flex flex-col gap-1 rounded-base outline-none data-drop-target:outline-2 data-drop-target:outline-solid data-drop-target:outline-primary"
    >
      {(item) => (
        <GridListItem
          id={item.id}
          textValue={item.label}
          className="flex items-center gap-2 rounded-base border border-divider bg-paper px-2 py-1.5 outline-none data-dragging:opacity-50 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary"
        >
          <RACButton
            slot="drag"
            aria-label={trans('Reorder :label', { label: item.label })}
            className="flex size-7 cursor-grab items-center justify-center rounded-[calc(var(--be-radius)/2)] text-muted outline-none hover:bg-main/10 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary"
          >
            <GripVertical aria-hidden className="size-4" />
          </RACButton>
          <MenuIcon name={item.icon} className="size-4 shrink-0 text-muted" />
          <span className="min-w-0 flex-1 cursor-pointer">
            <span data-testid="menu-item-label" className="block truncate text-sm font-medium text-main">{item.label}</span>
            <span className="block truncate text-xs text-muted">{item.action}</span>
          </span>
          <IconButton size="sm" variant="ghost" aria-label={trans('Remove :label', { label: item.label })} onPress={() => removeItem(item.id)}>
            <Trash2 aria-hidden className="size-4" />
          </IconButton>
          <ChevronRight aria-hidden className="size-4 shrink-0 text-muted" />
        </GridListItem>
      )}
    </GridList>
  )
}
