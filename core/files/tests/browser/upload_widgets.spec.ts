import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright-core'
import {
  newAccount,
  openAt,
  signInThroughForm,
  waitForPath,
  withSettings,
} from '#core/accounts/tests/browser/browser_helpers'
import { waitForApp } from '#tests/helpers/browser'
import { mp3Bytes } from '../helpers/sample_files.js'

const MB = 1024 * 1024

/** A PCM WAV file of `size` bytes: file-type reads audio/wav from its header. */
function wavBytes(size: number) {
  const bytes = Buffer.alloc(size)
  bytes.write('RIFF', 0, 'ascii')
  bytes.writeUInt32LE(size - 8, 4)
  bytes.write('WAVEfmt ', 8, 'ascii')
  bytes.writeUInt32LE(16, 16)
  bytes.writeUInt16LE(1, 20)
  bytes.writeUInt16LE(2, 22)
  bytes.writeUInt32LE(44_100, 24)
  bytes.writeUInt32LE(44_100 * 4, 28)
  bytes.writeUInt16LE(4, 32)
  bytes.writeUInt16LE(16, 34)
  bytes.write('data', 36, 'ascii')
  bytes.writeUInt32LE(size - 44, 40)
  for (let index = 44; index < size; index++) bytes[index] = index % 256
  return bytes
}

function row(page: Page, name: string) {
  return page.getByRole('row', { name })
}

async function rowStatus(page: Page, name: string, status: string) {
  try {
    await row(page, name).locator(`[data-upload-status="${status}"]`).waitFor({ timeout: 20_000 })
  } catch (error) {
    const shown = await page
      .locator('section')
      .last()
      .innerText()
      .catch(() => 'no such row')
    throw new Error(`${name} is not ${status}: ${shown}`, { cause: error })
  }
}

function pickFiles(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  return page.locator('input[type="file"]:not([webkitdirectory])').setInputFiles(files)
}

function sha256(bytes: Buffer) {
  return createHash('sha256').update(bytes).digest('hex')
}

/** The upload widgets of core/files in Chromium, on the echo fixture's page, against the real app. */
test.group('Upload widgets in Chromium', (group) => {
  group.each.timeout(90_000)

  test('files go up plain and resumable (tus), a folder keeps its paths, a refused file says why and a failed one is retried', async ({
    assert,
    cleanup,
  }) => {
    // 1 MB tus chunks, so the 4.5 MB WAV takes five PATCHes; a 1 MB size limit the server enforces.
    cleanup(
      await withSettings({
        'uploads.chunk_size': 1,
        'uploads.tus_enabled': true,
        'uploads.max_file_size': 1,
      })
    )
    const user = await newAccount({ firstName: 'Uma' })
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, user.email)
    await waitForPath(page, '/')
    await page.goto('/echo-uploads')
    await waitForApp(page)
    await page.getByRole('heading', { name: 'Upload audio' }).waitFor()
    const tusRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/tus/upload'))
        tusRequests.push(
          `${request.method()} ${request.headers()['x-http-method-override'] ?? ''}`.trim()
        )
    })

    const intro = mp3Bytes(20)
    await pickFiles(page, [
      { name: '01 Intro.mp3', mimeType: 'audio/mpeg', buffer: intro },
      { name: 'liner notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Recorded live') },
    ])
    // Refused before sending (the screen allows audio only): its message, no retry.
    await rowStatus(page, 'liner notes.txt', 'failed')
    await row(page, 'liner notes.txt').getByText('Failed: This file type is not allowed').waitFor()
    assert.equal(
      await row(page, 'liner notes.txt')
        .getByRole('button', { name: 'Retry liner notes.txt' })
        .count(),
      0
    )
    await rowStatus(page, '01 Intro.mp3', 'completed')
    await row(page, '01 Intro.mp3').getByText('Uploaded').waitFor()

    // 4.5 MB: resumable, under the server's limit once it is raised. First the limit refuses it.
    const take = wavBytes(4.5 * MB)
    await pickFiles(page, [{ name: 'Long take.wav', mimeType: 'audio/wav', buffer: take }])
    await rowStatus(page, 'Long take.wav', 'failed')
    const refusal = await row(page, 'Long take.wav').getByRole('alert').innerText()
    assert.match(refusal, /^Failed: .+/)

    cleanup(await withSettings({ 'uploads.max_file_size': 100 }))
    await row(page, 'Long take.wav').getByRole('button', { name: 'Retry Long take.wav' }).click()
    await rowStatus(page, 'Long take.wav', 'completed')
    assert.isAtLeast(tusRequests.filter((request) => request === 'POST PATCH').length, 5)

    // A folder: each file keeps its path; .DS_Store is left out.
    const folder = await mkdtemp(join(tmpdir(), 'cadenza-pick-'))
    cleanup(() => rm(folder, { recursive: true, force: true }))
    await mkdir(join(folder, 'Night Album'))
    await writeFile(join(folder, 'Night Album', '02 Dusk.mp3'), mp3Bytes(12))
    await writeFile(join(folder, 'Night Album', '.DS_Store'), Buffer.from('Bud1'))
    await page
      .locator('input[type="file"][webkitdirectory]')
      .setInputFiles(join(folder, 'Night Album'))
    await rowStatus(page, '02 Dusk.mp3', 'completed')
    assert.equal(await page.getByRole('row', { name: '.DS_Store' }).count(), 0)
    await page.getByText('3 of 4 uploaded').waitFor()

    const entries = await db.from('file_entries').where('user_id', user.id).orderBy('id')
    assert.deepEqual(
      entries.map((entry) => entry.name),
      ['01 Intro.mp3', 'Long take.wav', '02 Dusk.mp3']
    )
    assert.equal(entries[1].file_size, take.length)
    assert.equal(entries[2].relative_path, 'Night Album/02 Dusk.mp3')
    assert.isString(sha256(intro))

    await page.getByRole('button', { name: 'Clear finished' }).click()
    await page.getByRole('row').first().waitFor({ state: 'detached' })
  })

  test('a resumable upload cut off by a reload continues from the server offset when the same file is picked again', async ({
    assert,
    cleanup,
  }) => {
    cleanup(
      await withSettings({
        'uploads.chunk_size': 1,
        'uploads.tus_enabled': true,
        'uploads.max_file_size': 100,
      })
    )
    const user = await newAccount({ firstName: 'Rhea' })
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, user.email)
    await waitForPath(page, '/')
    await page.goto('/echo-uploads')
    await waitForApp(page)

    // A file on disk, so both picks carry the same modification date (part of the fingerprint).
    const folder = await mkdtemp(join(tmpdir(), 'cadenza-resume-'))
    cleanup(() => rm(folder, { recursive: true, force: true }))
    const take = wavBytes(6 * MB)
    const path = join(folder, 'Night take.wav')
    await writeFile(path, take)

    // The connection dies at the fourth chunk, again and again, until the page is reloaded.
    const offsets: number[] = []
    page.on('request', (request) => {
      const offset = request.headers()['upload-offset']
      if (request.url().includes('/api/v1/tus/upload/') && offset !== undefined)
        offsets.push(Number(offset))
    })
    await page.route('**/api/v1/tus/upload/**', (route) =>
      Number(route.request().headers()['upload-offset'] ?? 0) >= 3 * MB
        ? route.abort('connectionreset')
        : route.continue()
    )
    await page.locator('input[type="file"]:not([webkitdirectory])').setInputFiles(path)
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((key) => key.startsWith('cadenza.tus::'))
    )
    while (!offsets.includes(3 * MB)) await page.waitForTimeout(100)

    // Reloaded while the route still cuts the line, so the old page sends nothing more.
    await page.reload()
    await waitForApp(page)
    await page.unroute('**/api/v1/tus/upload/**')
    assert.equal(await page.getByRole('row').count(), 0)
    // The page lists what it can continue.
    const interrupted = page.getByRole('region', { name: 'Interrupted uploads' })
    await interrupted.getByText('Night take.wav').waitFor()
    const before = offsets.length
    await page.locator('input[type="file"]:not([webkitdirectory])').setInputFiles(path)
    await interrupted.waitFor({ state: 'detached' })
    await rowStatus(page, 'Night take.wav', 'completed')

    // Continued at 3 MB: the first three chunks were not sent again.
    assert.deepEqual(
      offsets.slice(before),
      [3, 4, 5].map((n) => n * MB)
    )
    const [entry] = await db.from('file_entries').where('user_id', user.id)
    assert.equal(entry.file_size, take.length)
    assert.isFalse(
      await page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.startsWith('cadenza.tus::'))
      )
    )
  })
})
