import { useTrans } from '@web/i18n/use_trans.js'
import { ButtonLink } from '@web/ui/button.js'
import { appearanceUrl, useAppearanceSectionPath } from '../../appearance/web/editor/sections/section_path.js'
import { useDraftMenus } from './menus_draft.js'
import { MenuList } from './menu_list.js'
import { MenuEditor } from './menu_editor.js'
import { MenuItemEditor } from './menu_item_editor.js'

/**
 * Appearance editor, "Menus": the list of menus, a menu (menus/{menuIndex})
 * and one of its items (menus/{menuIndex}/{menuItemIndex}). Every change is
 * a draft the preview shows at once; the editor's Save stores it.
 */
export default function MenusSection() {
  const trans = useTrans()
  const [menuIndex, itemIndex] = useAppearanceSectionPath().map(Number)
  const [menus] = useDraftMenus()
  if (menuIndex === undefined || Number.isNaN(menuIndex)) return <MenuList />
  const menu = menus[menuIndex]
  const item = itemIndex === undefined ? undefined : menu?.items[itemIndex]
  if (!menu || (itemIndex !== undefined && !item)) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm text-muted">
        <p>{trans('This menu or menu item does not exist (any more).')}</p>
        <ButtonLink size="sm" href={appearanceUrl('menus')}>
          {trans('All menus')}
        </ButtonLink>
      </div>
    )
  }
  return item ? <MenuItemEditor menuIndex={menuIndex} itemIndex={itemIndex} /> : <MenuEditor menuIndex={menuIndex} />
}
