import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { grantPermissions } from '#tests/helpers/permissions'
import { bootstrapFrom } from '#tests/helpers/shell'
import { signIn } from '#tests/helpers/sign_in'
import { keepAppearance } from '../helpers/keep_appearance.js'

/** An admin holding appearance.update (and admin.access), not the super admin permission. */
async function appearanceAdmin() {
  const user = await UserFactory.create()
  await grantPermissions(user.id, ['admin.access', 'appearance.update'])
  return signIn(user)
}

async function load(session: CookieSession) {
  const response = await session.get('/api/v1/appearance')
  return response.body().values
}

test.group('Appearance editor API', (group) => {
  group.each.setup(keepAppearance)

  test('guests get 401, people without appearance.update 403; the editor reads settings, themes, custom code and the version', async ({ assert, client }) => {
    assert.equal((await client.get('/api/v1/appearance')).status(), 401)
    const someone = await signIn(await UserFactory.create())
    assert.equal((await someone.get('/api/v1/appearance')).status(), 403)
    assert.equal((await someone.put('/api/v1/appearance').json({ version: 0 })).status(), 403)

    const response = await (await appearanceAdmin()).get('/api/v1/appearance')
    assert.equal(response.status(), 200)
    const { values, fields } = response.body()
    assert.properties(values.settings, ['branding.site_name', 'themes.default_mode', 'landing.headline', 'homepage.type', 'menus'])
    // Only the editor's settings: mail, caches and the rest stay with settings.update.
    assert.notProperty(values.settings, 'cache.public_files_days')
    assert.isAtLeast(values.themes.length, 2)
    assert.properties(values.custom_code, ['css', 'html'])
    assert.isNumber(values.version)
    assert.equal(fields.find((field: { key: string }) => field.key === 'branding.site_name').label, 'Site name')
  })

  test('a save stores settings and themes for every visitor and moves the version; a save based on the old version gets 409 and changes nothing', async ({ assert, client }) => {
    const session = await appearanceAdmin()
    const before = await load(session)
    const dark = before.themes.find((theme: { default_dark: boolean }) => theme.default_dark)
    const themes = [
      { ...dark, values: { ...dark.values, '--be-primary': '200 30 90', '--be-radius': '14px' }, font: { family: 'Poppins' } },
      ...before.themes.filter((theme: { id: number }) => theme.id !== dark.id),
      { ...dark, id: -1, name: 'Midnight', default_dark: false },
    ]
    const saved = await session.put('/api/v1/appearance').json({ version: before.version, settings: { 'branding.site_name': 'Nightingale' }, themes })
    assert.equal(saved.status(), 200)
    const after = saved.body().values
    assert.equal(after.version, before.version + 1)
    assert.equal(after.settings['branding.site_name'], 'Nightingale')
    assert.lengthOf(after.themes, before.themes.length + 1)
    assert.isAbove(after.themes.find((theme: { name: string }) => theme.name === 'Midnight').id, 0)
    assert.equal((await db.from('audit_entries').where('action', 'appearance.updated').orderBy('id', 'desc').first()).action, 'appearance.updated')

    const shell = bootstrapFrom((await client.get('/').header('accept', 'text/html')).text())
    assert.equal(shell.branding.site_name, 'Nightingale')
    const shown = shell.themes.all.find((theme) => theme.id === dark.id)!
    assert.equal(shown.values['--be-primary'], '200 30 90')
    assert.deepEqual(shown.font, { family: 'Poppins' })
    assert.notProperty(shell.settings, 'appearance')

    // A second admin who opened the editor before that save.
    const stale = await (await appearanceAdmin()).put('/api/v1/appearance').json({ version: before.version, settings: { 'branding.site_name': 'Overwritten' } })
    assert.equal(stale.status(), 409)
    assert.include(stale.body().message, 'Someone else saved the appearance')
    assert.equal((await load(session)).settings['branding.site_name'], 'Nightingale')
  })

  test('every value is checked: 422 names colours, radius, font, URLs, sizes, defaults and settings outside the editor', async ({ assert }) => {
    const session = await appearanceAdmin()
    const { themes, version } = await load(session)
    const [first, ...rest] = themes
    const put = (body: Record<string, unknown>) => session.put('/api/v1/appearance').json({ version, ...body })
    const fieldsOf = async (body: Record<string, unknown>) => {
      const response = await put(body)
      assert.equal(response.status(), 422, JSON.stringify(response.body()))
      return Object.keys(response.body().errors)
    }

    const badValues = { ...first.values, '--be-primary': '300 0 0', '--be-radius': 'huge', '--be-font-family': 'x;}body{display:none', 'color': 'red' }
    assert.includeMembers(await fieldsOf({ themes: [{ ...first, values: badValues }, ...rest] }), [
      'themes.0.values.--be-primary',
      'themes.0.values.--be-radius',
      'themes.0.values.--be-font-family',
      'themes.0.values.color',
    ])
    assert.include(await fieldsOf({ themes: [{ ...first, font: { family: 'Comic Sans MS' } }, ...rest] }), 'themes.0.font.family')
    assert.include(await fieldsOf({ themes: [] }), 'themes')
    assert.include(await fieldsOf({ themes: themes.map((theme: object) => ({ ...theme, default_dark: true })) }), 'themes')
    assert.includeMembers(
      await fieldsOf({ settings: { 'branding.splash_video_desktop_link': 'not a url', 'branding.site_name': '', 'cache.public_files_days': 0 } }),
      ['branding.splash_video_desktop_link', 'branding.site_name', 'cache.public_files_days']
    )
    assert.include(await fieldsOf({ settings: { menus: [{ id: 'm', name: 'Menu', positions: ['nowhere'], items: [] }] } }), 'menus.0.positions.0')
    assert.include(await fieldsOf({ custom_code: { css: 'a'.repeat(65_537) } }), 'custom_code.css')
    assert.include(await fieldsOf({ version: 'latest' }), 'version')
    assert.equal((await load(session)).version, version)
  })

  test('custom code is for super admins: others get 403; saved code reaches every visitor, its CSS in the page as sent', async ({ assert, client }) => {
    const session = await appearanceAdmin()
    const { version } = await load(session)
    const refused = await session.put('/api/v1/appearance').json({ version, custom_code: { css: 'body { color: red }' } })
    assert.equal(refused.status(), 403)
    assert.equal(refused.body().message, 'Only super admins can change custom code.')

    const admin = await signIn(await UserFactory.apply('admin').create())
    const saved = await admin.put('/api/v1/appearance').json({ version, custom_code: { css: 'body { color: red }', html: '<p id="promo">Hi</p>' } })
    assert.equal(saved.status(), 200)
    const page = (await client.get('/').header('accept', 'text/html')).text()
    assert.deepEqual(bootstrapFrom(page).settings.custom_code, { css: 'body { color: red }', html: '<p id="promo">Hi</p>' })
    // The CSS is in the page as sent, so it does not flash in once the app's code runs.
    assert.include(page.slice(0, page.indexOf('</head>')), '<style id="be-custom-css">body { color: red }</style>')
    // The settings API cannot write it around the editor's check.
    const viaSettings = await admin.put('/api/v1/settings').json({ settings: { 'custom_code.css': 'x' } })
    assert.equal(viaSettings.status(), 422)
  })
})
