import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Plugin } from 'vite'
import { MENU_ICON_NAMES } from '../src/menus/menu_icon_names.js'

/** The module the app imports the sprite's URL from. */
const MODULE_ID = 'virtual:cadenza/menu-icons'
const RESOLVED_ID = `\0${MODULE_ID}`
/** Where the dev server hands the sprite out; builds emit it as a hashed asset instead. */
const DEV_URL = '/@cadenza/menu-icons.svg'

/** Every menu icon as a <symbol> named after it: the shapes lucide's own component draws. */
async function buildSprite() {
  const symbols = await Promise.all(
    MENU_ICON_NAMES.map(async (name) => {
      // A specifier built at run time: the bundler that loads this config leaves it to Node.
      const specifier = `lucide-react/icons/${name}`
      const { default: Icon } = (await import(specifier)) as { default: ComponentType }
      const shapes = renderToStaticMarkup(createElement(Icon)).replace(/^<svg[^>]*>|<\/svg>$/g, '')
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`
    })
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

/**
 * Makes `import spriteUrl from 'virtual:cadenza/menu-icons'` the URL of an
 * SVG sprite of the menu icons (web/src/menus/menu_icon_names.ts), drawn by
 * lucide's own components so the shapes match the icons used elsewhere.
 */
export function menuIconSprite(): Plugin {
  let serving = false
  return {
    name: 'cadenza:menu-icon-sprite',
    configResolved(config) {
      serving = config.command === 'serve'
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_request, response, next) => {
        buildSprite().then((sprite) => {
          response.setHeader('Content-Type', 'image/svg+xml')
          response.end(sprite)
        }, next)
      })
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      if (serving) return `export default ${JSON.stringify(DEV_URL)}`
      const reference = this.emitFile({
        type: 'asset',
        name: 'menu-icons.svg',
        source: await buildSprite(),
      })
      return `export default import.meta.ROLLUP_FILE_URL_${reference}`
    },
  }
}
