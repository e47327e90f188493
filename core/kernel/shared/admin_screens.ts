/**
 * One screen of the admin area, as its module's manifest declares it
 * (`admin: [...]`). The module's web part supplies the screen itself under
 * the same path (`adminScreens: { [path]: lazy import }`); the build copies
 * the declarations into the web registry and the web app checks that the
 * two agree, so a declaration without a screen (or a screen nobody
 * declared) fails naming the files. Lives in shared/ because the admin
 * shell draws its menu from it.
 */
export interface AdminScreenDefinition {
  /** Path under /admin, without slashes at either end: 'settings', 'custom-pages'. */
  path: string
  /** The menu entry's and the page's title. */
  label: string
  /**
   * Needed (besides admin.access) to see the entry and open the screen; the
   * screen's API must check the same permission on the server.
   */
  permission: string
  /** A lucide icon name from web/src/menus/menu_icon_names.ts ('settings'). */
  icon?: string
  /** The menu group it is listed under (ADMIN_SECTIONS orders the known ones). */
  section?: string
  /** Lower first within the whole menu; 100 when left out. */
  order?: number
  /**
   * Drawn on the whole window without the admin shell around it (the
   * appearance editor, whose preview needs the room); still listed in the menu.
   */
  fullScreen?: boolean
}
