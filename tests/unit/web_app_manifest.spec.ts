import { test } from '@japa/runner'
import { webAppManifest } from '#core/kernel/shell/web_app_manifest'
import type { BootstrapTheme } from '#core/kernel/shared/bootstrap_data'

const theme = (values: Record<string, string>, defaults: Partial<BootstrapTheme> = {}): BootstrapTheme => ({
  id: 1,
  name: 'Theme',
  is_dark: true,
  default_light: false,
  default_dark: false,
  values,
  ...defaults,
})

test.group('Web app manifest', () => {
  test("colours come from the default dark theme's background, as hex", ({ assert }) => {
    const manifest = webAppManifest('Cadenza', [
      theme({ '--be-background': '255 255 255' }, { is_dark: false, default_light: true }),
      theme({ '--be-background': '18 18 18' }, { default_dark: true }),
    ])
    assert.equal(manifest.theme_color, '#121212')
    assert.equal(manifest.background_color, '#121212')
  })

  test('a long site name is shortened for the home screen; a broken colour falls back', ({ assert }) => {
    const manifest = webAppManifest('The Very Long Music Site', [theme({ '--be-background': 'not a colour' })])
    assert.equal(manifest.name, 'The Very Long Music Site')
    assert.equal(manifest.short_name, 'The Very')
    assert.equal(webAppManifest('Supercalifragilistic', []).short_name, 'Supercalifra')
    assert.equal(manifest.theme_color, '#121212')
  })
})
