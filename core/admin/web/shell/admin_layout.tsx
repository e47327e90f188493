import { useState, type ReactNode } from 'react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import MenuIconGlyph from 'lucide-react/icons/menu'
import X from 'lucide-react/icons/x'
import { Dialog, Modal, ModalOverlay } from 'react-aria-components'
import { Link, useLocation } from 'react-router'
import { AdminAlertsBanner } from '@web/app/layout/admin_alerts_banner.js'
import { SiteLogo } from '@web/app/layout/site_logo.js'
import { ThemeSwitcher } from '@web/app/layout/theme_switcher.js'
import { UserMenu } from '@web/app/layout/user_menu.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { ButtonLink, IconButton } from '@web/ui/button.js'
import { screenAt } from './admin_menu.js'
import { AdminNav } from './admin_nav.js'
import { useAdminMenu } from './use_admin_menu.js'

/**
 * The admin area's frame (DESIGN.md, Admin): a calm, dense sidebar with the
 * navigation grouped by section (a drawer at 768 px and below), a header with
 * where you are, a link back to the site, the theme and the user menu, and
 * the screen below. Registered as the 'admin' layout; every admin screen is
 * drawn inside it.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const trans = useTrans()
  const sections = useAdminMenu()
  const { pathname } = useLocation()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const current = screenAt(sections, pathname)

  return (
    <div className="min-h-dvh bg-background text-main">
      <a
        href="#admin-main"
        className="fixed top-2 left-2 z-[80] -translate-y-16 rounded-base bg-primary px-4 py-2 font-semibold text-on-primary focus:translate-y-0"
      >
        {trans('Skip to content')}
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-60 flex-col border-r border-divider bg-paper md:flex">
        <SidebarContent>
          <AdminNav sections={sections} />
        </SidebarContent>
      </aside>

      <ModalOverlay
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        isDismissable
        className="fixed inset-0 z-50 bg-black/50 data-entering:animate-fade-in md:hidden"
      >
        <Modal className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-paper shadow-2xl outline-none data-entering:animate-slide-in-left">
          <Dialog aria-label={trans('Admin navigation')} className="flex min-h-0 flex-1 flex-col outline-none">
            <SidebarContent
              close={
                <IconButton aria-label={trans('Close')} onPress={() => setDrawerOpen(false)}>
                  <X />
                </IconButton>
              }
            >
              <AdminNav sections={sections} onNavigate={() => setDrawerOpen(false)} />
            </SidebarContent>
          </Dialog>
        </Modal>
      </ModalOverlay>

      <div className="flex min-h-dvh flex-col md:pl-60">
        <AdminAlertsBanner />
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-divider bg-background/85 px-3 backdrop-blur-md md:px-8">
          <IconButton
            aria-label={trans('Open navigation')}
            className="md:hidden"
            onPress={() => setDrawerOpen(true)}
          >
            <MenuIconGlyph />
          </IconButton>
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <Link to="/admin" className="text-muted transition-colors hover:text-main">
              {trans('Admin')}
            </Link>
            {current && (
              <>
                <span aria-hidden className="text-disabled">
                  /
                </span>
                <span className="truncate font-medium">{trans(current.label)}</span>
              </>
            )}
          </p>
          <div className="ml-auto flex items-center gap-1.5">
            <ButtonLink href="/" variant="ghost" size="sm" className="max-md:hidden">
              {trans('View site')}
              <ArrowUpRight aria-hidden className="size-4" />
            </ButtonLink>
            <ThemeSwitcher />
            <UserMenu />
          </div>
        </header>
        <main
          id="admin-main"
          tabIndex={-1}
          className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-6 outline-none md:px-8 md:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  )
}

/** The sidebar's column, on desktop and in the drawer: brand, navigation, the way back to the site. */
function SidebarContent({ close, children }: { close?: ReactNode; children: ReactNode }) {
  const trans = useTrans()
  return (
    <>
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-divider px-4">
        <SiteLogo compact className="h-7 max-w-32 [&_img]:h-7" />
        <span className="rounded-full bg-primary/12 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-primary uppercase">
          {trans('Admin')}
        </span>
        {close && <div className="ml-auto">{close}</div>}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-4 scrollbar-thin">{children}</div>
      <div className="shrink-0 border-t border-divider p-3">
        <Link
          to="/"
          className="flex h-9 items-center gap-3 rounded-base px-3 text-sm font-medium text-muted transition-colors hover:bg-main/5 hover:text-main"
        >
          <ArrowLeft aria-hidden className="size-4.5" />
          {trans('Back to site')}
        </Link>
      </div>
    </>
  )
}
