/**
 * `npm run i18n:extract`: adds every text the web app passes to trans() and
 * is missing from lang/en.json, mapped to itself, so translators see it in
 * the localization editor. Existing lines (and their order) are kept.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ENGLISH_LINES_FILE, findUiStrings } from '../ui_strings.js'

const root = new URL('../../../', import.meta.url).pathname
const file = join(root, ENGLISH_LINES_FILE)
const lines: Record<string, string> = JSON.parse(await readFile(file, 'utf8'))
const missing = (await findUiStrings(root)).filter((text) => !(text in lines))
for (const text of missing) lines[text] = text
await writeFile(file, JSON.stringify(lines, null, 2) + '\n')
console.log(`${missing.length} new line(s) added to ${ENGLISH_LINES_FILE}`)
