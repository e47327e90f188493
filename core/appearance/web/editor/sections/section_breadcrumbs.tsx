import { Fragment } from 'react'
import { Link } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'

/** Where a nested page of a section is (Menus / Primary sidebar / Home), each step but the last a link back. */
export function SectionBreadcrumbs({ steps }: { steps: Array<{ label: string; href?: string }> }) {
  const trans = useTrans()
  return (
    <nav aria-label={trans('Breadcrumbs')} className="truncate text-xs text-muted">
      {steps.map((step, index) => (
        <Fragment key={index}>
          {index > 0 && <span aria-hidden> / </span>}
          {step.href ? (
            <Link href={step.href} className="outline-none hover:text-main data-focus-visible:underline">
              {step.label}
            </Link>
          ) : (
            <span className="text-main">{step.label}</span>
          )}
        </Fragment>
      ))}
    </nav>
  )
}
