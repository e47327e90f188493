import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { StrictMode, useEffect, type ReactNode } from 'react'
import type { DependencyContainer } from 'tsyringe'
import { ServicesProvider } from '../kernel/services_context.js'
import { ThemeApplier } from '../theme/use_theme.js'
import { replayEarlyPresses } from './early_presses.js'
import { SiteCustomizations } from './site_customizations.js'

/**
 * The providers every page runs inside. The navigation (the browser's
 * history, or one fixed location on the server) comes as `children`.
 */
export function App({
  container,
  queryClient,
  children,
}: {
  container: DependencyContainer
  queryClient: QueryClient
  children: ReactNode
}) {
  useEffect(() => {
    // The page responds from here on (a page drawn on the server showed before it did).
    document.documentElement.dataset.appReady = 'true'
    // Outside React's commit: a click on a part still waiting to hydrate makes React hydrate
    // that part first, which it can only do when it is not in the middle of its own work.
    setTimeout(replayEarlyPresses)
  }, [])
  return (
    <StrictMode>
      <ServicesProvider container={container}>
        <QueryClientProvider client={queryClient}>
          <ThemeApplier />
          <SiteCustomizations />
          {children}
        </QueryClientProvider>
      </ServicesProvider>
    </StrictMode>
  )
}
