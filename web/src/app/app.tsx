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
let router: ReturnType<typeof createAppRouter> | null = null

/** The router is made once, on first render: its loaders need the container main.tsx hands over. */
function appRouter(container: DependencyContainer) {
  router ??= createAppRouter(webPlugins, { queryClient, container })
  return router
}

export function App({ container }: { container: DependencyContainer }) {
  return (
    <StrictMode>
      <ServicesProvider container={container}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <RouterProvider router={appRouter(container)} />
          </ThemeProvider>
        </QueryClientProvider>
      </ServicesProvider>
    </StrictMode>
  )
}
