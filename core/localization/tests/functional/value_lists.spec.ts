import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'

/** Spec sections 3 and 7: GET value-lists/{names}, public. */
test.group('Value lists', () => {
  test('returns the lists named in the path, and only those', async ({ assert, client }) => {
    const response = await client.get('/api/v1/value-lists/countries,localizations')
    assert.equal(response.status(), 200)
    assert.deepEqual(Object.keys(response.body()), ['countries', 'localizations'])
  })

  test('timezones are grouped by region and labelled with their standard offset', async ({ assert, client }) => {
    const { timezones } = (await client.get('/api/v1/value-lists/timezones')).body()
    assert.deepEqual(timezones.UTC, [{ value: 'UTC', text: '(UTC+00:00) UTC' }])
    assert.deepInclude(timezones.Europe, { value: 'Europe/Paris', text: '(UTC+01:00) Paris' })
    assert.deepInclude(timezones.America, { value: 'America/New_York', text: '(UTC-05:00) New York' })
    assert.deepInclude(timezones.America, { value: 'America/Argentina/Ushuaia', text: '(UTC-03:00) Argentina - Ushuaia' })
    assert.deepInclude(timezones.Asia, { value: 'Asia/Tokyo', text: '(UTC+09:00) Tokyo' })
    assert.deepInclude(timezones.Australia, { value: 'Australia/Sydney', text: '(UTC+10:00) Sydney' })

    const regions = Object.keys(timezones)
    assert.equal(regions[0], 'UTC')
    assert.deepEqual(regions.slice(1), [...regions.slice(1)].sort())
    const listed = Object.entries(timezones).flatMap(([region, zones]: [string, any]) =>
      zones.map((zone: { value: string }) => {
        if (region !== 'UTC') assert.isTrue(zone.value.startsWith(`${region}/`), `${zone.value} is filed under ${region}`)
        return zone.value
      })
    )
    assert.sameMembers(listed, ['UTC', ...Intl.supportedValuesOf('timeZone')])
  })

  test('within a region, time zones run from the earliest offset to the latest', async ({ assert, client }) => {
    const { timezones } = (await client.get('/api/v1/value-lists/timezones')).body()
    const minutes = (text: string) => {
      const [, sign, hours, mins] = text.match(/^\(UTC([+-])(\d\d):(\d\d)\)/)!
      return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(mins))
    }
    for (const zones of Object.values(timezones) as Array<Array<{ text: string }>>) {
      const offsets = zones.map((zone) => minutes(zone.text))
      assert.deepEqual(offsets, [...offsets].sort((a, b) => a - b))
    }
  })

  test('countries are ISO codes with English names, sorted by name', async ({ assert, client }) => {
    const { countries } = (await client.get('/api/v1/value-lists/countries')).body()
    assert.lengthOf(countries, 250)
    assert.deepInclude(countries, { code: 'FR', name: 'France' })
    assert.deepInclude(countries, { code: 'US', name: 'United States' })
    assert.deepEqual(countries[0], { code: 'AF', name: 'Afghanistan' })
    const names = countries.map((country: { name: string }) => country.name)
    assert.deepEqual(names, [...names].sort(new Intl.Collator('en').compare))
    assert.lengthOf(new Set(countries.map((country: { code: string }) => country.code)), 250)
    assert.isTrue(countries.every((country: { code: string }) => /^[A-Z]{2}$/.test(country.code)))
  })

  test('localizations list every stored language, including one added after start', async ({ assert, client, cleanup }) => {
    const english = await db.from('localizations').where('language', 'en').firstOrFail()
    const [frenchId] = await db.table('localizations').insert({ name: 'Français', language: 'fr', lines: '{}' }).returning('id')
    cleanup(async () => {
      await db.from('localizations').where('language', 'fr').delete()
    })

    const { localizations } = (await client.get('/api/v1/value-lists/localizations')).body()
    assert.deepEqual(localizations, [
      { id: english.id, name: 'English', language: 'en' },
      { id: typeof frenchId === 'object' ? frenchId.id : frenchId, name: 'Français', language: 'fr' },
    ])
  })

  test('an unknown list name answers 422 and names the lists that exist', async ({ assert, client }) => {
    const response = await client.get('/api/v1/value-lists/timezones,genres')
    assert.equal(response.status(), 422)
    const message = 'Unknown value list "genres". Choose from timezones, countries, languages, localizations.'
    assert.deepEqual(response.body(), { message, errors: { names: [message] } })
  })

  test('an empty name in the list is refused too', async ({ assert, client }) => {
    const response = await client.get('/api/v1/value-lists/countries,')
    assert.equal(response.status(), 422)
    assert.equal(response.body().errors.names[0], 'Unknown value list "". Choose from timezones, countries, languages, localizations.')
  })
})
