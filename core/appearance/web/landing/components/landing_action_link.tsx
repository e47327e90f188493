import { useTrans } from '@web/i18n/use_trans.js'
import { ButtonLink, type ButtonVariant } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import type { LandingAction } from '../landing_content.js'

const EXTERNAL = /^https?:\/\//

/** One of the landing page's action buttons: in-app paths navigate in place, other sites open in a new tab. */
export function LandingActionLink({
  action,
  variant,
  className,
}: {
  action: LandingAction
  variant: ButtonVariant
  className?: string
}) {
  const trans = useTrans()
  const external = EXTERNAL.test(action.action)
  return (
    <ButtonLink
      href={action.action}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      variant={variant}
      size="lg"
      className={cx('rounded-full px-8', className)}
    >
      {trans(action.label)}
    </ButtonLink>
  )
}
