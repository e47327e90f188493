import type { Frame, Page } from 'playwright-core'

/**
 * The editor's preview frame once the site in it is ready, marked so that a
 * reload of the frame would show: `stillTheSamePage` is true until then.
 */
export async function previewFrame(page: Page): Promise<Frame> {
  const element = await page.locator('iframe[data-testid="appearance-preview"]').elementHandle()
  const frame = (await element!.contentFrame())!
  await frame.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  await frame.evaluate('window.notReloaded = true')
  return frame
}

/** Whether the preview is still the page `previewFrame` marked (it was not reloaded). */
export const stillTheSamePage = (frame: Frame) => frame.evaluate<boolean>('window.notReloaded === true')
