import ChevronRight from 'lucide-react/icons/chevron-right'
import Plus from 'lucide-react/icons/plus'
import { Link } from 'react-aria-components'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'
import { appearanceUrl } from '../../appearance/web/editor/sections/section_path.js'
import { freshId, useDraftMenus } from './menus_draft.js'
import { positionLabel } from '../shared/position_labels.js'

/** Every menu, where it shows and how many items it has; "Add menu" opens the new one. */
export function MenuList() {
  const trans = useTrans()
  const navigate = useNavigate()
  const [menus, setMenus] = useDraftMenus()
  const addMenu = () => {
    setMenus([...menus, { id: freshId('menu', menus), name: trans('New menu'), positions: [], items: [] }])
    navigate(appearanceUrl('menus', menus.length))
  }
  return (
    <div className="flex flex-col gap-3">
      {menus.length === 0 && <p className="text-sm text-muted">{trans('No menus yet.')}</p>}
      <ul className="flex flex-col gap-1.5">
        {menus.map((menu, index) => (
          <li key={menu.id}>
            <Link
              href={appearanceUrl('menus', index)}
              className="flex items-center gap-3 rounded-base border border-divider px-3 py-2.5 outline-none hover:bg-main/5 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-main">{menu.name}</span>
                <span className="block truncate text-xs text-muted">
                  {menu.positions.length ? menu.positions.map((position) => trans(positionLabel(position))).join(', ') : trans('Not shown anywhere')}
                  {' · '}
                  {trans(menu.items.length === 1 ? ':count item' : ':count items', { count: String(menu.items.length) })}
                </span>
              </span>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="secondary" className="self-start" onPress={addMenu}>
        <Plus aria-hidden className="size-4" />
        {trans('Add menu')}
      </Button>
    </div>
  )
}
