import { test } from '@japa/runner'
import type { BootstrapTheme } from '../../../core/kernel/shared/bootstrap_data.js'
import {
  effectiveChoice,
  parseThemeChoice,
  resolveTheme,
} from '../../../core/kernel/shared/theme_choice.js'

const theme = (
  id: number,
  isDark: boolean,
  flags: Partial<BootstrapTheme> = {}
): BootstrapTheme => ({
  id,
  name: `Theme ${id}`,
  is_dark: isDark,
  default_light: false,
  default_dark: false,
  values: {},
  ...flags,
})

const themes = [
  theme(1, false),
  theme(2, true),
  theme(3, false, { default_light: true }),
  theme(4, true, { default_dark: true }),
]

test.group('Theme resolution', () => {
  test("'system' follows the OS preference to the default light or dark theme", ({ assert }) => {
    assert.equal(resolveTheme(themes, 'system', true)?.id, 4)
    assert.equal(resolveTheme(themes, 'system', false)?.id, 3)
    assert.equal(resolveTheme(themes, 0, true)?.id, 4)
  })

  test("'light' and 'dark' pick the defaults whatever the OS says", ({ assert }) => {
    assert.equal(resolveTheme(themes, 'light', true)?.id, 3)
    assert.equal(resolveTheme(themes, 'dark', false)?.id, 4)
  })

  test('without defaults, light and dark fall to the first theme of that kind', ({ assert }) => {
    const plain = [theme(1, false), theme(2, true)]
    assert.equal(resolveTheme(plain, 'dark', false)?.id, 2)
    assert.equal(resolveTheme(plain, 'system', false)?.id, 1)
  })

  test('an id picks that theme; an unknown one falls back to the first theme', ({ assert }) => {
    assert.equal(resolveTheme(themes, 2, false)?.id, 2)
    assert.equal(resolveTheme(themes, 99, false)?.id, 1)
    assert.isNull(resolveTheme([], 'system', true))
  })

  test('reads stored choices and ignores junk', ({ assert }) => {
    assert.equal(parseThemeChoice('dark'), 'dark')
    assert.equal(parseThemeChoice('7'), 7)
    assert.equal(parseThemeChoice('0'), 'system')
    assert.isNull(parseThemeChoice('purple'))
    assert.isNull(parseThemeChoice(null))
  })

  test("uses the visitor's choice only when switching is allowed, else the site default, else the OS", ({
    assert,
  }) => {
    assert.equal(effectiveChoice('dark', { default_id: 3, user_change: true }), 'dark')
    assert.equal(effectiveChoice('dark', { default_id: 3, user_change: false }), 3)
    assert.equal(effectiveChoice(null, { default_id: null, user_change: true }), 'system')
  })

  test("without a choice the site's default mode (themes.default_mode) applies; a default theme comes first", ({
    assert,
  }) => {
    const site = { default_id: null, user_change: true }
    assert.equal(effectiveChoice(null, { ...site, default_mode: 'dark' }), 'dark')
    assert.equal(effectiveChoice(null, { ...site, default_mode: 'light' }), 'light')
    assert.equal(effectiveChoice('light', { ...site, default_mode: 'dark' }), 'light')
    assert.equal(effectiveChoice(null, { ...site, default_id: 3, default_mode: 'dark' }), 3)
  })
})
