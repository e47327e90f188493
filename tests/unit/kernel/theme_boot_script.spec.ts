import { test } from '@japa/runner'
import { runInNewContext } from 'node:vm'
import type { BootstrapData, BootstrapTheme } from '../../../core/kernel/shared/bootstrap_data.js'
import { themeBootScript } from '../../../core/kernel/shell/theme_boot_script.js'

const theme = (id: number, isDark: boolean, background: string): BootstrapTheme =>
  ({
    id,
    name: isDark ? 'Dark' : 'Light',
    is_dark: isDark,
    default_dark: isDark,
    default_light: !isDark,
    values: { '--be-background': background, 'not-a-variable': 'x' },
  }) as BootstrapTheme

const themes: BootstrapData['themes'] = {
  all: [theme(1, true, '18 18 20'), theme(2, false, '250 250 250'), theme(3, false, '1 2 3')],
  default_id: null,
  user_change: true,
  default_mode: 'system',
}

/** Runs the script as a browser would, against a stand-in document, storage and OS scheme. */
function runBootScript(options: {
  stored?: string
  osDark: boolean
  storageThrows?: boolean
  defaultMode?: BootstrapData['themes']['default_mode']
}) {
  const style = new Map<string, string>()
  const classes = new Set<string>()
  const sandbox = {
    localStorage: {
      getItem: (key: string) => {
        if (options.storageThrows) throw new Error('blocked')
        return key === 'cadenza.theme' ? (options.stored ?? null) : null
      },
    },
    matchMedia: (query: string) => ({ matches: query.includes('dark') && options.osDark }),
    document: {
      documentElement: {
        style: { setProperty: (key: string, value: string) => style.set(key, value) },
        classList: {
          toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
        },
      },
    },
  }
  const script = themeBootScript({ ...themes, default_mode: options.defaultMode ?? 'system' }).replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
  runInNewContext(script, sandbox)
  return { style: Object.fromEntries(style), dark: classes.has('dark') }
}

test.group('Theme boot script', () => {
  test('follows the OS scheme when nothing is stored', ({ assert }) => {
    assert.deepEqual(runBootScript({ osDark: false }), {
      style: { '--be-background': '250 250 250' },
      dark: false,
    })
    assert.deepEqual(runBootScript({ osDark: true }), {
      style: { '--be-background': '18 18 20' },
      dark: true,
    })
  })

  test('a stored choice wins over the OS, by name or by theme id', ({ assert }) => {
    assert.isTrue(runBootScript({ stored: 'dark', osDark: false }).dark)
    assert.equal(runBootScript({ stored: '3', osDark: true }).style['--be-background'], '1 2 3')
  })

  test("the site's default mode wins over the OS until the visitor chooses", ({ assert }) => {
    assert.isTrue(runBootScript({ osDark: false, defaultMode: 'dark' }).dark)
    assert.isFalse(runBootScript({ osDark: true, defaultMode: 'light' }).dark)
    assert.isFalse(runBootScript({ stored: 'light', osDark: true, defaultMode: 'dark' }).dark)
  })

  test('blocked storage falls back to the OS scheme instead of failing', ({ assert }) => {
    assert.isFalse(runBootScript({ storageThrows: true, osDark: false }).dark)
  })
})
