/**
 * Where a menu item or a landing page button may lead: a path of the site
 * ('/library', '/user/{currentUser}'), or an http(s) or mailto address.
 * Anything else ('javascript:...', '//evil.example') is refused on save.
 */
export const SAFE_ACTION = /^(\/(?![/\\])|https?:\/\/[^\s]+$|mailto:[^\s]+$)/
