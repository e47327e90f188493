import type { BootstrapMenu, BootstrapMenuItem } from '../../kernel/shared/bootstrap_data.js'
import { useAppearanceDraft } from '../../appearance/web/editor/draft/use_appearance_draft.js'

/** The draft's menus and a setter replacing them whole (one undo step each). */
export function useDraftMenus(): [BootstrapMenu[], (menus: BootstrapMenu[]) => void] {
  const { values, set } = useAppearanceDraft()
  return [(values.settings.menus as BootstrapMenu[] | undefined) ?? [], (menus) => set('settings.menus', menus)]
}

/** An id not used yet among `taken`: 'menu-3', 'item-12'. */
export function freshId(prefix: string, taken: Array<{ id: string }>) {
  const used = new Set(taken.map((entry) => entry.id))
  let number = taken.length + 1
  while (used.has(`${prefix}-${number}`)) number++
  return `${prefix}-${number}`
}

export function newMenuItem(items: BootstrapMenuItem[], label: string): BootstrapMenuItem {
  return { id: freshId('item', items), type: 'route', label, action: '/', icon: null, target: '_self', roles: [], permissions: [] }
}

/** `list` with the entries whose ids are `moved` put before or after `target`'s entry (drag and drop's reorder). */
export function reorder<T extends { id: string }>(list: T[], moved: Set<string>, target: string, position: 'before' | 'after') {
  const moving = list.filter((entry) => moved.has(entry.id))
  const rest = list.filter((entry) => !moved.has(entry.id))
  const index = rest.findIndex((entry) => entry.id === target)
  if (index === -1) return list
  rest.splice(position === 'before' ? index : index + 1, 0, ...moving)
  return rest
}

/** Replaces the entry at `index` (immutably). */
export function replaceAt<T>(list: T[], index: number, entry: T) {
  return list.map((current, at) => (at === index ? entry : current))
}
