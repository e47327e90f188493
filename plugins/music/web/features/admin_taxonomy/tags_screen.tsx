import { TermsScreen } from './terms_screen.js'
import { TAGS_SCREEN } from './taxonomy_screens.js'

/** /admin/tags (permission tags.update, spec section 2). */
export default function TagsScreen() {
  return <TermsScreen screen={TAGS_SCREEN} />
}
