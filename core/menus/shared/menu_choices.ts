/** GET api/v1/menus/choices: what a menu item's visibility may require (the editor's pickers). */
export interface MenuChoices {
  roles: Array<{ id: number; name: string }>
  permissions: Array<{ name: string; label: string; group: string }>
}
