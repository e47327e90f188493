/**
 * The places menus can be shown (spec section 2, "Menu positions"). Shared:
 * manifests declare items for them and the web app draws them.
 */
export const MENU_POSITIONS = [
  'sidebar-primary',
  'sidebar-secondary',
  'mobile-bottom',
  'landing-page-navbar',
  'auth-dropdown',
  'auth-page-footer',
] as const
export type MenuPosition = (typeof MENU_POSITIONS)[number]
