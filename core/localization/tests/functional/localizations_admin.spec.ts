import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { CookieSession } from '#tests/helpers/cookie_session'
import { grantPermissions } from '#tests/helpers/permissions'
import { signIn } from '#tests/helpers/sign_in'
import { bootstrapFrom } from '#tests/helpers/shell'

async function adminSession() {
  return signIn(await UserFactory.apply('admin').create())
}

async function removeLanguage(language: string) {
  await db.from('users').where('language', language).update({ language: null })
  await db.from('localizations').where('language', language).delete()
}

/** Issue 16: localizations and localizations/{id}/translate (permission localizations.update). */
test.group('Localizations admin', (group) => {
  group.each.setup(async () => {
    await removeLanguage('fr')
    await removeLanguage('de')
  })

  test('an admin adds a language; it lists with its progress and becomes choosable', async ({ assert }) => {
    const session = await adminSession()
    const created = await session.post('/api/v1/localizations').json({ language: 'fr', name: 'Français' })
    assert.equal(created.status(), 201, created.text())
    assert.containsSubset(created.body().localization, { name: 'Français', language: 'fr', translated: 0 })
    assert.isAbove(created.body().localization.total, 100)

    // The list is a keyset page of the admin list convention, by name: English, then Français.
    const list = (await session.get('/api/v1/localizations')).body()
    assert.deepEqual(
      list.data.map((row: { language: string }) => row.language),
      ['en', 'fr']
    )
    assert.deepEqual(list.pagination, { perPage: 25, nextCursor: null, prevCursor: null })
    const choosable = (await new CookieSession().get('/api/v1/value-lists/localizations')).body().localizations
    assert.includeDeepMembers(choosable.map(({ language }: { language: string }) => ({ language })), [{ language: 'fr' }])
    const languages = (await new CookieSession().get('/api/v1/value-lists/languages')).body().languages
    assert.deepInclude(languages, { id: 'fr', name: 'French' })
  })

  test('a translated line is searched, left out of "missing only", and reaches the site in that language', async ({ assert }) => {
    const session = await adminSession()
    const { id } = (await session.post('/api/v1/localizations').json({ language: 'fr', name: 'Français' })).body().localization

    const saved = await session.put(`/api/v1/localizations/${id}/lines`).json({ lines: { 'Liked songs': 'Titres likés' } })
    assert.equal(saved.status(), 200, saved.text())
    assert.equal(saved.body().localization.translated, 1)
    const audited = await db.from('audit_entries').where('action', 'localization.translated').orderBy('id', 'desc').first()
    assert.deepEqual(JSON.parse(audited.after), { 'Liked songs': 'Titres likés' })

    const found = (await session.get(`/api/v1/localizations/${id}/lines?search=liked%20SONGS`)).body()
    assert.isTrue(found.data.every((line: { source: string }) => line.source.toLowerCase().includes('liked songs')))
    assert.deepInclude(found.data, { source: 'Liked songs', module: 'music', translation: 'Titres likés' })
    const missing = (await session.get(`/api/v1/localizations/${id}/lines?search=liked%20songs&missing=1`)).body()
    assert.equal(missing.filtered, found.filtered - 1)
    assert.notDeepInclude(missing.data.map((line: { source: string }) => line.source), 'Liked songs')
    const byTranslation = (await session.get(`/api/v1/localizations/${id}/lines?search=likés`)).body()
    assert.equal(byTranslation.data[0].source, 'Liked songs')

    // A person who chose French gets the line in the page's bootstrap data.
    const reader = await UserFactory.create()
    const readerSession = await signIn(reader)
    assert.equal((await readerSession.post('/api/v1/users/me/locale').json({ locale: 'fr' })).status(), 200)
    const i18n = bootstrapFrom((await readerSession.get('/')).text()).i18n
    assert.equal(i18n.language, 'fr')
    assert.equal(i18n.lines['Liked songs'], 'Titres likés')

    // An empty translation removes it.
    await session.put(`/api/v1/localizations/${id}/lines`).json({ lines: { 'Liked songs': '' } })
    const cleared = (await session.get(`/api/v1/localizations/${id}/lines?search=Liked%20songs`)).body()
    assert.isNull(cleared.data.find((line: { source: string }) => line.source === 'Liked songs').translation)
  })

  test('wrong input is a 422 naming the field; unknown languages are 404', async ({ assert }) => {
    const session = await adminSession()
    for (const [body, field] of [
      [{ language: 'xx', name: 'Nowhere' }, 'language'],
      [{ language: 'en', name: 'English again' }, 'language'],
      [{ language: 'de', name: '' }, 'name'],
    ] as const) {
      const response = await session.post('/api/v1/localizations').json(body)
      assert.equal(response.status(), 422, JSON.stringify(body))
      assert.property(response.body().errors, field)
    }
    const { id } = (await session.post('/api/v1/localizations').json({ language: 'de', name: 'Deutsch' })).body().localization
    const unknownLine = await session.put(`/api/v1/localizations/${id}/lines`).json({ lines: { 'Not a text of any module': 'x' } })
    assert.equal(unknownLine.status(), 422)
    assert.deepEqual(unknownLine.body().errors, { 'lines.Not a text of any module': ['No module has this text.'] })
    assert.equal((await session.get(`/api/v1/localizations/${id}/lines?missing=maybe`)).status(), 422)
    assert.equal((await session.get('/api/v1/localizations/999999/lines')).status(), 404)
    assert.equal((await session.delete('/api/v1/localizations/999999')).status(), 404)
  })

  test('deleting a language resets the people who chose it; English and the default language stay', async ({ assert }) => {
    const session = await adminSession()
    const { id } = (await session.post('/api/v1/localizations').json({ language: 'de', name: 'Deutsch' })).body().localization
    const reader = await UserFactory.merge({ language: 'de' }).create()
    assert.equal((await session.delete(`/api/v1/localizations/${id}`)).status(), 204)
    assert.isNull((await db.from('localizations').where('id', id).first()) ?? null)
    assert.isNull((await db.from('users').where('id', reader.id).first()).language)

    const english = await db.from('localizations').where('language', 'en').first()
    const refused = await session.delete(`/api/v1/localizations/${english.id}`)
    assert.equal(refused.status(), 409)
    assert.isString(refused.body().message)
  })

  test('the list searches name and code, sorts by code, and pages by cursor', async ({ assert }) => {
    const session = await adminSession()
    await session.post('/api/v1/localizations').json({ language: 'fr', name: 'Français' })
    await session.post('/api/v1/localizations').json({ language: 'de', name: 'Deutsch' })
    const languages = async (query: string) => (await session.get(`/api/v1/localizations?${query}`)).body()

    assert.deepEqual((await languages('query=fran')).data.map((row: { language: string }) => row.language), ['fr'])
    assert.deepEqual((await languages('query=DE')).data.map((row: { language: string }) => row.language), ['de'])
    const byCode = await languages('sort=language&order=desc&perPage=2')
    assert.deepEqual(byCode.data.map((row: { language: string }) => row.language), ['fr', 'en'])
    const next = await languages(`sort=language&order=desc&perPage=2&cursor=${encodeURIComponent(byCode.pagination.nextCursor)}`)
    assert.deepEqual(next.data.map((row: { language: string }) => row.language), ['de'])
    assert.properties((await session.get('/api/v1/localizations?sort=translated')).body().errors, ['sort'])
  })

  test('the bulk delete takes all or none: English or the default language among them refuses the lot (409)', async ({ assert }) => {
    const session = await adminSession()
    const french = (await session.post('/api/v1/localizations').json({ language: 'fr', name: 'Français' })).body().localization
    const german = (await session.post('/api/v1/localizations').json({ language: 'de', name: 'Deutsch' })).body().localization
    const english = await db.from('localizations').where('language', 'en').first()

    const refused = await session.post('/api/v1/localizations/delete').json({ ids: [french.id, english.id] })
    assert.equal(refused.status(), 409)
    assert.deepEqual(refused.body(), { message: 'English is the source of every translation and cannot be deleted.' })
    assert.lengthOf(await db.from('localizations').whereIn('id', [french.id, english.id]), 2, 'nothing went')

    const invalid = await session.post('/api/v1/localizations/delete').json({ ids: [] })
    assert.equal(invalid.status(), 422)
    assert.properties(invalid.body().errors, ['ids'])

    assert.equal((await session.post('/api/v1/localizations/delete').json({ ids: [french.id, german.id] })).status(), 204)
    assert.lengthOf(await db.from('localizations').whereIn('id', [french.id, german.id]), 0)
    const audited = await db.from('audit_entries').where('action', 'localization.deleted').whereIn('subject_id', [String(french.id), String(german.id)])
    assert.lengthOf(audited, 2)
  })

  test('only people holding localizations.update: guests 401, others 403', async ({ assert }) => {
    const english = await db.from('localizations').where('language', 'en').first()
    const reader = await UserFactory.create()
    await grantPermissions(reader.id, ['admin.access', 'settings.update'])
    const session = await signIn(reader)
    const guest = await new CookieSession().start()
    const calls = [
      ['get', '/api/v1/localizations'],
      ['post', '/api/v1/localizations'],
      ['delete', `/api/v1/localizations/${english.id}`],
      ['post', '/api/v1/localizations/delete'],
      ['get', `/api/v1/localizations/${english.id}/lines`],
      ['put', `/api/v1/localizations/${english.id}/lines`],
    ] as const
    for (const [method, path] of calls) {
      assert.equal((await session[method](path).json({ language: 'fr', name: 'x', lines: {} })).status(), 403, `${method} ${path}`)
      assert.equal((await guest[method](path).json({ language: 'fr', name: 'x', lines: {} })).status(), 401, `${method} ${path}`)
    }
    assert.isNull((await db.from('localizations').where('language', 'fr').first()) ?? null)
  })
})
