import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { serverUrl } from './http_client.js'

/** Debian's Chromium unless CHROMIUM_PATH points elsewhere; never downloaded. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

let browser: Browser | null = null

/** How often waitForCondition checks again: Playwright's own polling of a function is per animation frame. */
const CONDITION_POLL_MS = 16

async function launch() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with "apt-get install chromium" or set CHROMIUM_PATH.`)
  }
  browser ??= await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
  return browser
}

export interface BrowserPage {
  page: Page
  context: BrowserContext
}

/** A fresh browser context (own cookies and storage) with a page on the test server. */
export async function openPage(
  path = '/',
  options: { width?: number; colorScheme?: 'light' | 'dark'; javaScriptEnabled?: boolean; userAgent?: string } = {}
): Promise<BrowserPage> {
  const context = await (await launch()).newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    // Headless Chromium names itself HeadlessChrome, which first-party analytics take for a robot.
    ...(options.userAgent && { userAgent: options.userAgent }),
    colorScheme: options.colorScheme ?? 'dark',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    baseURL: serverUrl(),
  })
  const page = await context.newPage()
  await page.goto(path)
  if (options.javaScriptEnabled !== false && !path.includes('.')) await waitForApp(page)
  return { page, context }
}

/**
 * Waits until the web app runs on the page (html[data-app-ready]): a page
 * drawn on the server shows its buttons before they respond.
 */
export async function waitForApp(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
}

/**
 * Waits until `condition`, page code as text, is true; a condition that
 * gives a Promise (`fetch(...).then(...)`) counts by what the Promise
 * resolves to. Not page.waitForFunction with the text: Playwright evaluates
 * a text condition anew on each poll with eval, which the site's
 * Content-Security-Policy refuses (only the first check, run through the
 * DevTools protocol, is exempt); a function is evaluated once and then
 * called. Nor the condition as that function: Playwright takes any truthy
 * answer, a pending Promise too, as met, and stops polling. So the function
 * polls itself, awaiting each answer, and settles once it is true (still
 * bounded by the wait's timeout).
 */
export async function waitForCondition(page: Page, condition: string, options: { timeout?: number } = {}) {
  const pollUntilTrue = new Function(`return (async () => {
    while (!(await (${condition}))) await new Promise((resolve) => setTimeout(resolve, ${CONDITION_POLL_MS}))
    return true
  })()`) as () => Promise<boolean>
  await page.waitForFunction(pollUntilTrue, undefined, options)
}

export async function closeBrowser() {
  await browser?.close()
  browser = null
}
