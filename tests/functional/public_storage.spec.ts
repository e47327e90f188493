import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import { withSettings } from '#core/accounts/tests/functional/sign_in/sign_in_helpers'

/** The `public` Drive disk is served under /storage; a missing file is a 404, not a server error. */
test.group('Public storage', () => {
  test('a stored public file is served with its content', async ({ assert, client, cleanup }) => {
    const disk = drive.use('public')
    await disk.put('tests/hello.txt', 'hello from storage')
    cleanup(() => disk.delete('tests/hello.txt'))

    const response = await client.get('/storage/tests/hello.txt')
    assert.equal(response.status(), 200)
    assert.equal(response.text(), 'hello from storage')
    // Stored files get a new name when they change: browsers may keep them.
    assert.equal(response.header('cache-control'), 'public, max-age=604800')
  })

  test("the cache tab's setting decides how long browsers keep public files", async ({ assert, client, cleanup }) => {
    const disk = drive.use('public')
    await disk.put('tests/cached.txt', 'cached')
    cleanup(() => disk.delete('tests/cached.txt'))
    cleanup(await withSettings({ 'cache.public_files_days': 30 }))
    assert.equal((await client.get('/storage/tests/cached.txt')).header('cache-control'), 'public, max-age=2592000')
    await withSettings({ 'cache.public_files_days': 0 })
    assert.equal((await client.get('/storage/tests/cached.txt')).header('cache-control'), 'no-cache')
  })

  test('paths that climb out of the disk or carry a NUL byte are 404, and serve nothing', async ({ assert, client }) => {
    const paths = ['..%2f..%2fapp-key', 'tests/..%2f..%2f..%2fapp-key', '..%5c..%5capp-key', 'a%00b.png', 'tests/%2e%2e%2f%2e%2e%2fapp-key', 'x'.repeat(5000)]
    for (const path of paths) {
      const response = await client.get(`/storage/${path}`)
      assert.equal(response.status(), 404, path)
      assert.deepEqual(response.body(), { message: 'Not found.' }, path)
    }
  })

  test('a missing file answers 404 with the JSON error shape', async ({ assert, client }) => {
    const response = await client.get('/storage/tests/nothing-here.png').accept('json')
    assert.equal(response.status(), 404)
    assert.deepEqual(response.body(), { message: 'Not found.' })
    assert.notInclude(response.header('cache-control') ?? '', 'max-age=604800')
  })
})
