import ChevronRight from 'lucide-react/icons/chevron-right'
import { Link } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { appearanceUrl, useAppearanceSectionPath } from '../section_path.js'
import { SectionBreadcrumbs } from '../section_breadcrumbs.js'
import { LandingGeneral } from './landing_general.js'
import { LandingActions, PrimaryFeatures, SecondaryFeatures } from './landing_lists.js'

const PARTS = [
  { id: 'general', label: 'General', description: 'Homepage, headline and background', Screen: LandingGeneral },
  { id: 'action-buttons', label: 'Action buttons', description: 'The buttons under the headline', Screen: LandingActions },
  { id: 'primary-features', label: 'Primary features', description: 'The grid of short features', Screen: PrimaryFeatures },
  { id: 'secondary-features', label: 'Secondary features', description: 'The larger features with images', Screen: SecondaryFeatures },
] as const

/** Appearance editor, "Landing page": its four parts (spec section 2), each on its own page. */
export default function LandingSection() {
  const trans = useTrans()
  const [partId] = useAppearanceSectionPath()
  const part = PARTS.find((candidate) => candidate.id === partId)
  if (part) {
    return (
      <div className="flex flex-col gap-4">
        <SectionBreadcrumbs steps={[{ label: trans('Landing page'), href: appearanceUrl('landing-page') }, { label: trans(part.label) }]} />
        <part.Screen />
      </div>
    )
  }
  return (
    <ul className="flex flex-col gap-1.5">
      {PARTS.map((candidate) => (
        <li key={candidate.id}>
          <Link
            href={appearanceUrl('landing-page', candidate.id)}
            className="flex items-center gap-3 rounded-base border border-divider px-3 py-2.5 outline-none hover:bg-main/5 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary"
          >
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium text-main">{trans(candidate.label)}</span>
              <span className="block text-xs text-muted">{trans(candidate.description)}</span>
            </span>
            <ChevronRight aria-hidden className="size-4 text-muted" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
