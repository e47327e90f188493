import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { ESLint } from 'eslint'

const RULE = 'boundaries/dependencies'

let eslint: ESLint | undefined

/**
 * The boundary errors `code` gets from the project's eslint.config.js, as if
 * it were saved at `filePath`: the file need not exist, what it imports does
 * (the resolver follows relative paths and the #core, #plugins, @web aliases).
 */
async function boundaryErrors(filePath: string, code: string) {
  eslint ??= new ESLint({ cwd: app.makePath() })
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message)
}

/** Asserts each import of `sources`, written in `filePath`, is refused with a message starting with `expected`. */
async function assertRefused(assert: any, filePath: string, sources: string[], expected: string) {
  for (const source of sources) {
    const errors = await boundaryErrors(filePath, `export * from '${source}'\nexport const load = () => import('${source}')\n`)
    assert.lengthOf(errors, 2, `${filePath} importing ${source} (static and dynamic)`)
    for (const error of errors) assert.isTrue(error.startsWith(expected), `${filePath} importing ${source}: ${error}`)
  }
}

async function assertAllowed(assert: any, filePath: string, sources: string[]) {
  for (const source of sources) {
    assert.deepEqual(await boundaryErrors(filePath, `export * from '${source}'\n`), [], `${filePath} importing ${source}`)
  }
}

/** Issue 14: every module edge is a lint rule (core/kernel/lint/boundaries.js). */
test.group('Lint boundaries', (group) => {
  group.each.timeout(60_000)

  test('core never imports plugins', async ({ assert }) => {
    await assertRefused(assert, 'core/pages/server/some.ts', ['#plugins/music/plugin', '../../../plugins/music/permissions.js'], 'core must not import from plugins')
    await assertRefused(assert, 'core/kernel/some.ts', ['#plugins/music/shared/urls', '../../tests/fixtures/echo/plugin.js'], 'core must not import from plugins')
  })

  test('the kernel imports no module; modules import the kernel', async ({ assert }) => {
    await assertRefused(
      assert,
      'core/kernel/shell/some.ts',
      ['#core/settings/server/settings_store', '../../accounts/server/models/user.js', '../../accounts/permissions.js'],
      'core/kernel must not import a module'
    )
    await assertRefused(assert, 'core/kernel/shared/some.ts', ['../../accounts/permissions.js'], 'core/kernel must not import a module')
    await assertAllowed(assert, 'core/settings/server/some.ts', ['#core/kernel/module_services', '../../kernel/contract.js', '#core/accounts/permissions'])
  })

  test('a plugin imports no other plugin, from any of its parts', async ({ assert }) => {
    await assertRefused(assert, 'plugins/podcasts/server/some.ts', ['#plugins/music/plugin', '../../music/shared/urls.js'], 'a plugin must not import another plugin')
    await assertRefused(assert, 'plugins/podcasts/web/some.ts', ['../../music/web/format.js'], 'a plugin must not import another plugin')
    await assertRefused(assert, 'tests/fixtures/echo/server/some.ts', ['#plugins/music/permissions'], 'a plugin must not import another plugin')
    await assertRefused(assert, 'plugins/podcasts/web/some.ts', ['../../music/permissions.js'], 'a plugin must not import another plugin')
    await assertAllowed(assert, 'plugins/music/server/some.ts', ['#plugins/music/shared/urls', '../shared/urls.js', '#core/kernel/contract', '#core/settings/server/settings_store'])
  })

  test('a web feature imports no other feature, in a core module or a plugin', async ({ assert }) => {
    await assertRefused(
      assert,
      'core/accounts/web/features/auth/components/some.tsx',
      ['../../account_gate/mask_email.js'],
      'a web feature must not import another feature'
    )
    await assertRefused(
      assert,
      'core/accounts/web/features/auth/components/some.tsx',
      ['../../account_settings/api/account_query.js'],
      'a web feature must not import another feature'
    )
    await assertRefused(assert, 'plugins/music/web/features/tag/routes/some.tsx', ['../../channel/routes/channel_page.js'], 'a web feature must not import another feature')
    await assertAllowed(assert, 'plugins/music/web/features/tag/routes/some.tsx', ['./tag_page.js', '../../../components/collection_header.js', '@web/i18n/use_locale_options.js'])
    await assertAllowed(assert, 'core/accounts/web/features/auth/components/some.tsx', ['./auth_layout.js', '@web/ui/button.js'])
  })

  test('server code imports no web code, and web code no server code', async ({ assert }) => {
    await assertRefused(assert, 'plugins/music/server/seo/some.ts', ['../../web/format.js', '#plugins/music/web/format'], 'server code must not import web code')
    await assertRefused(assert, 'core/kernel/shell/some.ts', ['../../../web/src/i18n/translator.js'], 'server code must not import web code')
    await assertRefused(assert, 'web/src/menus/some.ts', ['../../../core/kernel/contract.js'], 'web code must not import server code')
    await assertRefused(assert, 'plugins/music/web/some.ts', ['../server/guards.js'], 'web code must not import server code')
    await assertRefused(assert, 'core/kernel/shared/some.ts', ['../contract.js'], 'web code must not import server code')
    // Both sides meet in shared/ folders, and in a module's permission names.
    await assertAllowed(assert, 'plugins/music/web/some.ts', ['../shared/urls.js', '../permissions.js', '@web/ui/button.js'])
    await assertAllowed(assert, 'web/src/menus/some.ts', ['../../../core/kernel/shared/menu_positions.js'])
  })

  test("a core module's shared/ folder is read by both sides and imports neither", async ({ assert }) => {
    const shared = 'core/accounts/shared/account_types'
    await assertAllowed(assert, 'core/accounts/server/controllers/some.ts', [`#${shared}`, '../../shared/account_types.js'])
    await assertAllowed(assert, 'core/accounts/web/features/account_settings/api/some.ts', ['../../../../shared/account_types.js'])
    await assertAllowed(assert, 'core/pages/web/features/contact/some.tsx', [`../../../../accounts/shared/account_types.js`])
    await assertAllowed(assert, 'web/src/auth/some.ts', [`../../../${shared}.js`])
    await assertAllowed(assert, 'plugins/music/web/some.ts', [`../../../${shared}.js`])
    await assertAllowed(assert, 'core/accounts/shared/some.ts', ['../../kernel/shared/bootstrap_data.js', '../permissions.js'])
    await assertRefused(assert, 'core/accounts/shared/some.ts', ['../server/models/user.js', '#core/kernel/contract'], 'web code must not import server code')
    await assertRefused(assert, 'core/accounts/shared/some.ts', ['../web/index.js', '../../../web/src/ui/button.js'], 'a shared/ folder must not import web code')
    await assertRefused(assert, 'plugins/music/shared/some.ts', ['../web/format.js'], 'a shared/ folder must not import web code')
    await assertRefused(assert, 'core/kernel/shared/some.ts', ['../../accounts/shared/account_types.js'], 'core/kernel must not import a module')
    await assertRefused(assert, 'core/accounts/shared/some.ts', ['#plugins/music/shared/api_types'], 'core must not import from plugins')
  })

  test('tests may import both sides of their module', async ({ assert }) => {
    await assertAllowed(assert, 'plugins/music/tests/unit/some.spec.ts', ['../../web/format.js', '../../server/guards.js'])
    await assertAllowed(assert, 'tests/unit/web/some.spec.ts', ['../../../core/kernel/contract.js', '../../../web/src/i18n/translator.js'])
  })
})
