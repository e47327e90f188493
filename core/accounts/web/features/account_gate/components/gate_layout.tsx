import type { ReactNode } from 'react'
import LogOut from 'lucide-react/icons/log-out'
import { SiteLogo } from '@web/app/layout/site_logo.js'
import { useLogout } from '@web/auth/use_logout.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { Button } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'

/**
 * The whole screen while an account cannot use the app yet: the site's logo,
 * a way out (log out), and one centred message with its one action.
 */
export function GateLayout({
  icon,
  title,
  tone = 'primary',
  children,
}: {
  icon: ReactNode
  title: string
  /** Danger for a refusal (suspended), the accent for a step to take (verify). */
  tone?: 'primary' | 'danger'
  children: ReactNode
}) {
  const trans = useTrans()
  const logout = useLogout()
  useDocumentTitle(title)

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 shrink-0 items-center justify-between px-4 md:px-8">
        <SiteLogo />
        <Button variant="ghost" size="sm" onPress={logout}>
          <LogOut aria-hidden className="size-4" />
          {trans('Log out')}
        </Button>
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 pt-10 pb-16 md:items-center md:pt-0"
      >
        <div className="w-full max-w-[440px] rounded-[calc(var(--be-radius)*2)] border border-divider bg-paper px-6 py-8 text-center shadow-2xl shadow-black/20 md:px-10 md:py-10">
          <span
            className={cx(
              'mx-auto flex size-16 items-center justify-center rounded-full [&_svg]:size-8',
              tone === 'danger' ? 'bg-danger/15 text-danger' : 'bg-primary/15 text-primary'
            )}
          >
            {icon}
          </span>
          <h1 className="mt-6 text-2xl font-bold tracking-tight text-main">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  )
}
