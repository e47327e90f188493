import { Suspense } from 'react'
import { RouterProvider } from 'react-aria-components'
import { Outlet, useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router'
import { guardOutcome } from '../../auth/guard.js'
import { useApplyPendingBootstrap } from '../../auth/use_apply_bootstrap.js'
import { useBootstrap } from '../../bootstrap/use_bootstrap.js'
import { useTrans } from '../../i18n/use_trans.js'
import { takeoverFor } from '../../kernel/app_takeovers.js'
import { RegisteredLayout } from '../../kernel/route_layout.js'
import { Slot } from '../../kernel/slot.js'
import { ToastRegion } from '../../ui/toast_region.js'
import { CookieNotice } from '../cookie_notice.js'
import { TraceDialogHost } from '../error_trace/trace_dialog_host.js'
import { NavigationProgress } from '../progress/navigation_progress.js'
import { PageSlot } from '../router/page_slot.js'
import { useRouteLoads } from '../router/navigation_context.js'
import { AdminAlertsBanner } from './admin_alerts_banner.js'
import { BottomChrome } from './bottom_chrome.js'
import { MobileNav } from './mobile_nav.js'
import { Sidebar } from './sidebar.js'
import { TopBar } from './top_bar.js'

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions
  }
}

/**
 * The shell around every page: sidebar (desktop), top bar, the page, and the
 * bottom bars (player slot, mobile nav), plus the global overlays. While
 * the first page's code loads, the shell shows a skeleton in its place. The
 * document itself scrolls, so browsers restore positions and mobile address
 * bars collapse as usual.
 *
 * A screen a web part puts in place of everything (its `takeovers`: the
 * gate screen of an account with an email to verify or suspended, spec
 * section 4; the landing page guests get at '/' when the homepage option
 * says so, whichever module owns '/', its loader still running so its data
 * is warm) is drawn alone; pages whose route asks for the bare
 * or embed layout (the sign-in screens, embeds) draw the whole screen themselves,
 * embeds without the cookie notice either, and pages of a layout a web part
 * registers (the admin area) are drawn inside it instead of the site's chrome.
 */
export function RootLayout() {
  const trans = useTrans()
  const navigate = useNavigate()
  const bootstrap = useBootstrap()
  const location = useLocation()
  const takeover = takeoverFor(bootstrap, location.pathname)
  const route = useRouteLoads().match(location)?.route
  // Whom a route's guard turns away sees the not-found page in the site's own
  // chrome: never the admin shell around it.
  const layout =
    route && guardOutcome(bootstrap, route.requirements) === 'allow' ? route.layout : undefined
  const bare = layout !== undefined
  const embed = layout === 'embed'
  // A web part's layout (the admin shell) draws its own chrome around the page.
  const page = (
    <RegisteredLayout name={layout}>
      <PageSlot>
        <Outlet />
      </PageSlot>
    </RegisteredLayout>
  )
  const chrome = !takeover && !bare
  useApplyPendingBootstrap()

  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      <NavigationProgress />
      {takeover ? (
        <Suspense fallback={null}>
          <takeover.Screen />
        </Suspense>
      ) : bare ? (
        page
      ) : (
        <>
          <a
            href="#main"
            className="fixed top-2 left-2 z-[80] -translate-y-16 rounded-base bg-primary px-4 py-2 font-semibold text-on-primary focus:translate-y-0"
          >
            {trans('Skip to content')}
          </a>
          <Sidebar />
          <div className="flex min-h-dvh flex-col pb-(--bottom-chrome) md:pl-60">
            <AdminAlertsBanner />
            <TopBar />
            <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
              {page}
            </main>
          </div>
        </>
      )}
      <BottomChrome>
        {!embed && <CookieNotice placement="bottom" />}
        {chrome && (
          <>
            <Slot name="player-bar" />
            <MobileNav />
          </>
        )}
        {takeover?.bottomSlot && <Slot name={takeover.bottomSlot} />}
      </BottomChrome>
      {!embed && <CookieNotice placement="top" />}
      {/* Over every page, whatever its layout or gate (the accounts module's impersonation banner). */}
      {!embed && <Slot name="site-overlay" />}
      <ToastRegion />
      <Suspense fallback={null}>
        <TraceDialogHost />
      </Suspense>
      {/* Invisible fills that follow every page shown (the analytics module's page-view beacon). */}
      <Slot name="page-observers" />
    </RouterProvider>
  )
}

