import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { PNG } from '#core/files/tests/helpers/sample_files'
import { makeGenre } from '#plugins/music/tests/helpers/catalogue_factory'
import { openAt, signIn, uniqueWord } from './music_browser.js'

/** Issue 16: a genre's image is uploaded in the admin's genre dialog (no more URL field), shown, then removed. */
test.group('Admin genres in Chromium', () => {
  test("a genre's image: picked (previewed at once), saved as an upload, shown in the list, removed", async ({ assert, cleanup }) => {
    const admin = await UserFactory.apply('admin').create()
    const genre = await makeGenre(uniqueWord('vapor').toLowerCase())
    const folder = await mkdtemp(join(tmpdir(), 'genre-image-'))
    const picture = join(folder, 'tile.png')
    await writeFile(picture, PNG)

    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await signIn(page, admin.email)
    await page.goto(`/admin/genres?query=${genre.name}`)
    const row = page.getByRole('grid', { name: 'Genres' }).getByRole('row').filter({ hasText: genre.name })
    await row.getByRole('button', { name: /^Edit / }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit genre' })
    const image = dialog.getByRole('group', { name: 'Image' })
    const chooser = page.waitForEvent('filechooser')
    await image.getByRole('button', { name: 'Upload image' }).click()
    await (await chooser).setFiles(picture)
    // Shown before it is sent.
    await image.getByRole('img', { name: 'Image' }).waitFor()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })
    const stored = await db.from('genres').where('id', genre.id).firstOrFail()
    assert.match(stored.image, /\/genre-images\/\d+-[0-9a-f-]+\.webp$/)
    await row.locator(`img[src="${stored.image}"]`).waitFor()

    await row.getByRole('button', { name: /^Edit / }).click()
    await dialog.getByRole('group', { name: 'Image' }).getByRole('button', { name: 'Remove' }).click()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })
    assert.isNull((await db.from('genres').where('id', genre.id).firstOrFail()).image)
  }).timeout(90_000)
})
