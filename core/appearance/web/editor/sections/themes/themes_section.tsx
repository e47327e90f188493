import { useAppearanceSectionPath } from '../section_path.js'
import { ThemeEditor } from './theme_editor.js'
import { ThemesList } from './themes_list.js'

/** Themes: the list (themes), one theme's colours, font and radius (themes/{themeIndex}). */
export default function ThemesSection() {
  const [themeIndex] = useAppearanceSectionPath()
  return themeIndex === undefined ? <ThemesList /> : <ThemeEditor index={Number(themeIndex)} />
}
