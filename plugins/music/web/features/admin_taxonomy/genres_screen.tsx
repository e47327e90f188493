import { TermsScreen } from './terms_screen.js'
import { GENRES_SCREEN } from './taxonomy_screens.js'

/** /admin/genres (permission music.update). */
export default function GenresScreen() {
  return <TermsScreen screen={GENRES_SCREEN} />
}
