import { useParams } from 'react-router'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { LocalizationList } from './localization_list.js'
import { TranslateScreen } from './translate_screen.js'

/** /admin/localizations, and /admin/localizations/<id>/translate (spec section 2). */
export default function LocalizationsScreen() {
  const rest = useParams()['*'] ?? ''
  if (rest === '') return <LocalizationList />
  const translate = /^([1-9]\d{0,9})\/translate$/.exec(rest)
  if (!translate) throw routeNotFound()
  return <TranslateScreen id={Number(translate[1])} />
}
