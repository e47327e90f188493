import type { ReactNode } from 'react'
import { SiteLogo } from '@web/app/layout/site_logo.js'
import { MenuLink } from '@web/app/layout/menu_link.js'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { useMenu } from '@web/menus/use_menu.js'
import { cx } from '@web/ui/cx.js'
import { SplashVideo, useSplashVideo } from './splash_video.js'

/**
 * The frame of the sign-in screens, outside the app's chrome: the logo, one
 * card with the form, and the auth-page-footer menu. A splash video, when
 * configured, plays behind it; otherwise a quiet glow of the accent colour.
 */
export function AuthLayout({
  title,
  description,
  icon,
  children,
  footer,
}: {
  title: string
  /** A confirmation state (email sent): the icon above a centred title. */
  icon?: ReactNode
  description?: ReactNode
  children: ReactNode
  /** Under the card: "Don't have an account? Sign up." */
  footer?: ReactNode
}) {
  const { branding } = useBootstrap()
  const footerMenu = useMenu('auth-page-footer')
  const video = useSplashVideo()
  useDocumentTitle(title)

  return (
    <div className="relative isolate flex min-h-dvh flex-col items-center px-4 pt-10 pb-6 md:pt-16">
      {video ? (
        <SplashVideo src={video} />
      ) : (
        <div
          aria-hidden
          className="pointer-events-none fixed inset-0 -z-10 bg-[radial-gradient(ellipse_60%_40%_at_50%_-5%,rgb(var(--be-primary)/0.13),transparent_70%)]"
        />
      )}
      <SiteLogo className="mb-8 md:mb-10" />
      <main
        id="main"
        className={cx(
          'w-full max-w-[440px] rounded-[calc(var(--be-radius)*2)] border border-divider bg-paper px-6 py-8 shadow-2xl shadow-black/20 md:px-10 md:py-10',
          video && 'bg-paper/95 backdrop-blur'
        )}
      >
        {icon && (
          <span className="mx-auto mb-6 flex size-16 items-center justify-center rounded-full bg-primary/15 text-primary [&_svg]:size-8">
            {icon}
          </span>
        )}
        <h1 className={cx('text-2xl font-bold tracking-tight text-main', !!icon && 'text-center')}>
          {title}
        </h1>
        {description && (
          <div className={cx('mt-2 text-sm leading-6 text-muted', !!icon && 'text-center')}>
            {description}
          </div>
        )}
        <div className="mt-8">{children}</div>
      </main>
      {footer && <div className="mt-6 text-center text-sm text-muted">{footer}</div>}
      <footer className="mt-auto flex flex-wrap items-center justify-center gap-x-5 gap-y-2 pt-12 text-xs text-muted">
        <span>
          © {new Date().getFullYear()} {branding.site_name}
        </span>
        {footerMenu.map((item) => (
          <MenuLink
            key={item.id}
            item={item}
            iconClassName="hidden"
            className={() => 'transition-colors hover:text-main'}
          />
        ))}
      </footer>
    </div>
  )
}
