import type { MenuPosition } from '../../kernel/shared/menu_positions.js'

/** The spec's six menu positions, named for the admin. */
const POSITION_LABELS: Record<MenuPosition, string> = {
  'sidebar-primary': 'Primary sidebar',
  'sidebar-secondary': 'Secondary sidebar',
  'mobile-bottom': 'Mobile bottom bar',
  'landing-page-navbar': 'Landing page navbar',
  'auth-dropdown': 'Account menu',
  'auth-page-footer': 'Auth pages footer',
}

export function positionLabel(position: MenuPosition) {
  return POSITION_LABELS[position]
}
