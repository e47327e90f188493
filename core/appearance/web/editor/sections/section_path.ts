import { useLocation } from 'react-router'

/** Where the editor lives (spec section 2: admin/appearance). */
export const EDITOR_PATH = '/admin/appearance'

/** The address of a section or of a page below it: appearanceUrl('themes', 2) -> /admin/appearance/themes/2. */
export function appearanceUrl(sectionId?: string, ...rest: Array<string | number>): string {
  return [EDITOR_PATH, sectionId, ...rest].filter((part) => part !== undefined).join('/')
}

/** The address's segments under admin/appearance/: ['themes', '2'] (empty on the sections list). */
export function useAppearancePath(): string[] {
  const { pathname } = useLocation()
  return pathname
    .slice(EDITOR_PATH.length)
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent)
}

/** The open section's own segments, after its id: ['2'] on themes/2. */
export function useAppearanceSectionPath(): string[] {
  return useAppearancePath().slice(1)
}
