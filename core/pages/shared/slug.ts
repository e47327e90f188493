/** Spec section 9: a slug is lower-case words joined by single dashes ('privacy-policy'). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Longest slug: the unique index on custom_pages.slug fits MySQL's utf8mb4 key limit. */
export const SLUG_MAX_LENGTH = 191

/** A title as a slug: accents dropped, anything but letters and digits a dash ('Über uns!' -> 'uber-uns'). */
export function slugOf(title: string) {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
}
