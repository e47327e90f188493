import type { PluginNames } from '../plugin_names.js'

/**
 * web/screens/home_screen.tsx: the screen behind the plugin's menu item. A
 * lazy route module exports react-router's \`Component\` (and may add a
 * \`loader\` or \`ErrorBoundary\`).
 */
export function homeScreenTemplate({ id, title }: PluginNames) {
  return `export function Component() {
  return (
    <section className="mx-auto max-w-3xl px-6 py-10">
      <h1 className="text-2xl font-semibold text-main">${title}</h1>
      <p className="mt-3 text-muted">
        This screen lives in plugins/${id}/web/screens/home_screen.tsx. Add more screens to the
        routes in plugins/${id}/web/index.ts.
      </p>
    </section>
  )
}
`
}
