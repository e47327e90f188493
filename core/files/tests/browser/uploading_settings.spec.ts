import { test } from '@japa/runner'
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { signIn } from '#tests/helpers/sign_in'
import { UserFactory } from '#database/factories/user_factory'
import {
  expectToast,
  field,
  newAccount,
  openAt,
  signInThroughForm,
  waitForPath,
  withSettings,
} from '#core/accounts/tests/browser/browser_helpers'
import { mp3Bytes } from '../helpers/sample_files.js'

/** Where the screens are photographed for review when SHOTS_DIR names a folder (never committed). */
const SHOTS = process.env.SHOTS_DIR

async function photograph(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/**
 * The settings screen's "uploading" tab, drawn from core/files' settings
 * schema: an admin sets the largest file anyone may upload, and an upload
 * past it is refused with the spec's message.
 */
test.group('Upload settings in Chromium', () => {
  test('an admin lowers the maximum file size; an upload over it is refused', async ({
    assert,
    cleanup,
  }) => {
    cleanup(await withSettings({ 'uploads.max_file_size': 2048 }))
    const admin = await newAccount({ admin: true })
    const { page, context } = await openAt('/login?redirect=%2Fadmin%2Fsettings%2Fuploading')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin/settings/uploading')
    await page.getByRole('tab', { name: 'Uploading', selected: true }).waitFor()
    // Every setting of the files module's schema is on the tab.
    for (const key of [
      'max_file_size',
      'allowed_file_types',
      'blocked_file_types',
      'storage_space',
      'tus_enabled',
      'chunk_size',
      'direct_upload',
      'abandoned_after_hours',
    ]) {
      await page.locator(`[name="uploads.${key}"]`).first().waitFor({ state: 'attached' })
    }
    await page.getByText('Storage space per person (MB)').waitFor()

    await field(page, 'uploads.max_file_size').fill('1')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(page, 'Settings saved')

    const uploader = await signIn(await UserFactory.create())
    const refused = await uploader
      .post('/api/v1/file-entries')
      .file('file', mp3Bytes(2600), { filename: 'long.mp3', contentType: 'audio/mpeg' })
    assert.equal(refused.status(), 413)
    assert.equal(refused.body().message, '`long.mp3` exceeds maximum allowed size of 1MB')
  })

  test('a size below 1 MB is refused in the form before anything is sent', async ({ cleanup }) => {
    const admin = await newAccount({ admin: true })
    const { page, context } = await openAt('/login?redirect=%2Fadmin%2Fsettings%2Fuploading')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin/settings/uploading')
    const size = field(page, 'uploads.max_file_size')
    await size.fill('0')
    await size.blur()
    await page.getByText('Enter 1 or more.').waitFor()
    await page
      .getByRole('button', { name: 'Save changes' })
      .and(page.locator('[disabled], [data-disabled]'))
      .waitFor()
  })

  test('the tab, light and dark, at 1280 and 768 px', async ({ cleanup }) => {
    const admin = await newAccount({ admin: true })
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 768]) {
        const { page, context } = await openAt('/login?redirect=%2Fadmin%2Fsettings%2Fuploading', {
          width,
          colorScheme,
        })
        cleanup(() => context.close())
        await signInThroughForm(page, admin.email)
        await waitForPath(page, '/admin/settings/uploading')
        await field(page, 'uploads.max_file_size').waitFor()
        await photograph(page, `settings-uploading-${colorScheme}-${width}`)
      }
    }
  })
})
