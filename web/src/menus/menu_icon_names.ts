/**
 * The lucide icons menu items and landing features may name ('house',
 * 'disc-3'); admins pick from this set. They travel as one SVG sprite built
 * from lucide's shapes (web/build/menu_icon_sprite.ts), not as components in
 * the app's code: a page shows a handful of them, and the sprite is a cached
 * file that draws even before the app's JavaScript runs.
 */
export const MENU_ICON_NAMES = [
  'audio-lines',
  'bell',
  'circle-help',
  'compass',
  'credit-card',
  'disc-3',
  'file-text',
  'folder-open',
  'heart',
  'history',
  'house',
  'languages',
  'layout-dashboard',
  'layout-list',
  'library',
  'list-music',
  'log-out',
  'mail',
  'megaphone',
  'message-square',
  'mic',
  'mic-vocal',
  'music',
  'palette',
  'radio',
  'scroll-text',
  'search',
  'settings',
  'shield',
  'tag',
  'trending-up',
  'upload',
  'user',
  'users',
] as const
