/**
 * The appearance editor shows the site in a frame whose address carries
 * appearanceEditor=true (spec section 4). Read once at start, since in-app
 * navigation drops the parameter.
 */
export const inAppearanceEditor =
  typeof window !== 'undefined' &&
  new URLSearchParams(window.location.search).get('appearanceEditor') === 'true'
