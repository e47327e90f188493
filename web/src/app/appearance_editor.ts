/**
 * The appearance editor shows the site in a frame whose address carries
 * appearanceEditor=true (spec section 4). Read once at start, since in-app
 * navigation drops the parameter.
 */
export const inAppearanceEditor =
  // Through globalThis: the server's code (its unit tests, the landing page's rules) compiles this without the DOM's types.
  new URLSearchParams((globalThis as { location?: { search: string } }).location?.search ?? '').get('appearanceEditor') === 'true'
