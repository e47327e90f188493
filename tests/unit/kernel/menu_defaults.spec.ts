import { test } from '@japa/runner'
import { MENU_POSITIONS, type MenuItemDefault } from '#core/kernel/contract'
import { mergeMenuDefaults } from '#core/menus/server/menu_defaults'

const home: MenuItemDefault = { id: 'music.home', position: 'sidebar-primary', label: 'Home', action: '/', icon: 'house' }
const docs: MenuItemDefault = { id: 'docs.site', position: 'auth-page-footer', label: 'Docs', action: 'https://example.com/docs' }

test.group('Menu defaults', () => {
  test('creates one menu per position and adds each default item once', ({ assert }) => {
    const first = mergeMenuDefaults({ menus: [], seeded: [] }, [home, docs], MENU_POSITIONS)
    assert.deepEqual(first.menus.map((menu) => menu.positions), [['sidebar-primary'], ['auth-page-footer']])
    assert.deepEqual(first.menus[1].items[0].type, 'link')
    assert.deepEqual(first.menus[0].items[0].type, 'route')
    const again = mergeMenuDefaults(first, [home, docs], MENU_POSITIONS)
    assert.deepEqual(again.menus, first.menus)
  })

  test('an item an admin removed does not come back; a new plugin item does', ({ assert }) => {
    const seeded = mergeMenuDefaults({ menus: [], seeded: [] }, [home], MENU_POSITIONS)
    seeded.menus[0].items = []
    const later = mergeMenuDefaults(seeded, [home, { ...home, id: 'podcasts.home', label: 'Podcasts' }], MENU_POSITIONS)
    assert.deepEqual(later.menus[0].items.map((item) => item.id), ['podcasts.home'])
  })
})
