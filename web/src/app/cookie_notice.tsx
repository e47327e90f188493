import { useState } from 'react'
import Cookie from 'lucide-react/icons/cookie'
import { useBootstrap } from '../bootstrap/use_bootstrap.js'
import { useTrans } from '../i18n/use_trans.js'
import { useService } from '../kernel/services_context.js'
import { isExternal } from '../menus/is_external.js'
import { COOKIES } from '../services/tokens.js'
import { Button, ButtonLink } from '../ui/button.js'
import { cx } from '../ui/cx.js'

const COOKIE_NOTICE_COOKIE = 'cookie_notice'
/** Spec section 9: the acceptance is remembered for 30 days. */
const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60

/**
 * The cookie notice bar until the visitor presses OK. The layout renders it
 * at both ends; only the one at the configured position shows. At the bottom
 * it sits in the bottom bars' stack, so pages and toasts make room for it.
 */
export function CookieNotice({ placement }: { placement: 'top' | 'bottom' }) {
  const trans = useTrans()
  const cookies = useService(COOKIES)
  const { cookie_notice: notice, show_cookie_notice: show } = useBootstrap()
  const [accepted, setAccepted] = useState(() => cookies.get(COOKIE_NOTICE_COOKIE) === 'true')
  if (!notice.enable || !show || accepted || notice.position !== placement) return null

  const accept = () => {
    cookies.set(COOKIE_NOTICE_COOKIE, 'true', { maxAgeSeconds: THIRTY_DAYS_IN_SECONDS })
    setAccepted(true)
  }
  const button = notice.button
  return (
    <section
      aria-label={trans('Cookie notice')}
      className={cx(
        'flex justify-center px-4',
        placement === 'top' ? 'fixed inset-x-0 top-4 z-50' : 'pb-4'
      )}
    >
      <div className="flex w-full max-w-3xl items-center gap-4 rounded-base border border-divider bg-paper p-4 text-sm text-main shadow-2xl shadow-black/40 max-md:flex-col max-md:items-stretch">
        <div className="flex flex-1 items-center gap-3">
          <Cookie aria-hidden className="size-6 shrink-0 text-muted" />
          <p>
            {trans(
              'We use cookies to optimize site functionality and provide you with the best possible experience.'
            )}
          </p>
        </div>
        <div className="flex shrink-0 items-center justify-end gap-2">
          {button && (
            <ButtonLink
              href={button.action}
              target={isExternal(button) ? (button.target ?? '_blank') : undefined}
              variant="ghost"
              size="sm"
            >
              {trans(button.label)}
            </ButtonLink>
          )}
          <Button variant="primary" size="sm" onPress={accept}>
            {trans('OK')}
          </Button>
        </div>
      </div>
    </section>
  )
}
