import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { THEME_CHOICE_STORAGE_KEY } from '#core/kernel/shared/theme_choice'
import { waitForApp } from './browser.js'

/** Where review screenshots go (BROWSER_SHOTS_DIR); unset, none are taken. */
const folder = process.env.BROWSER_SHOTS_DIR

/** Whether review screenshots are being taken (steps that only set a screen up for them can be skipped). */
export function takingScreens() {
  return Boolean(folder)
}

/**
 * Lets the OS scheme (which captureScreens switches) pick the theme: the
 * stored choice becomes 'system' before the app reads it. Only while
 * screenshots are taken; otherwise the site's default theme stays. A page
 * already open (openAt's) read its choice when it loaded and keeps it while
 * the app navigates in place (signing in lands on the admin area without a
 * load): it is reloaded, so it reads the new one.
 */
export async function followSystemTheme(context: BrowserContext) {
  if (!folder) return
  await context.addInitScript((key) => localStorage.setItem(key, 'system'), THEME_CHOICE_STORAGE_KEY)
  for (const page of context.pages()) {
    if (!page.url().startsWith('http')) continue
    await page.reload()
    await waitForApp(page)
  }
}

/**
 * Screenshots of a screen for review (light and dark, 1280 and 768 px wide
 * unless `widths` says otherwise) when BROWSER_SHOTS_DIR names a folder; nothing otherwise. Each is the
 * whole page in a window as tall as it, so fixed bars sit at its bottom.
 * The page is put back as it was (dark, its own size).
 */
export async function captureScreens(page: Page, name: string, widths = [1280, 768]) {
  if (!folder) return
  mkdirSync(folder, { recursive: true })
  const viewport = page.viewportSize()
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      await page.waitForTimeout(200)
      const height = await page.evaluate<number>('document.documentElement.scrollHeight')
      await page.setViewportSize({ width, height: Math.max(900, height) })
      await page.waitForTimeout(100)
      await page.screenshot({ path: `${folder}/${name}-${colorScheme}-${width}.png` })
    }
  }
  await page.emulateMedia({ colorScheme: 'dark' })
  if (viewport) await page.setViewportSize(viewport)
}
