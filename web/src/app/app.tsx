import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { RouterProvider } from 'react-router'
import type { DependencyContainer } from 'tsyringe'
import { webPlugins } from '../kernel/web_plugins.js'
import { ServicesProvider } from '../kernel/services_context.js'
import { ThemeProvider } from '../theme/theme_provider.js'
import { createQueryClient } from './query_client.js'
import { createAppRouter } from './router/create_app_router.js'

/** Created once, outside React: the router and the query cache live as long as the tab. */
const queryClient = createQueryClient()

/**
 * The app's router, for main.tsx to make before the first render: making it
 * matches the URL and starts loading the page's code and data at once, in
 * parallel with React drawing the shell.
 */
export function createRouter(container: DependencyContainer) {
  return createAppRouter(webPlugins, { queryClient, container })
}

export function App({
  container,
  router,
}: {
  container: DependencyContainer
  router: ReturnType<typeof createRouter>
}) {
  return (
    <StrictMode>
      <ServicesProvider container={container}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <RouterProvider router={router} />
          </ThemeProvider>
        </QueryClientProvider>
      </ServicesProvider>
    </StrictMode>
  )
}
