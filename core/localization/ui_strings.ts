import { glob, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Where the web app's code lives: the core app and every plugin's web part. */
const SOURCE_PATTERNS = ['web/src/**/*.{ts,tsx}', 'plugins/*/web/**/*.{ts,tsx}']

/** A JavaScript string literal in single or double quotes (escapes allowed). */
const LITERAL = String.raw`(['"])((?:\\.|(?!\1)[^\\])*)\1`
/** trans('text', …): the text is the key of lang/en.json. */
const TRANS_CALL = new RegExp(String.raw`\btrans\(\s*${LITERAL}`, 'g')
/** transChoice(trans, count, 'one', 'other'): both texts are keys. */
const CHOICE_CALL = new RegExp(String.raw`\btransChoice\(\s*\w+\s*,[^,]+,\s*${LITERAL}\s*,\s*${LITERAL.replaceAll('\\1', '\\3')}`, 'g')

function unescape(literal: string) {
  return literal.replace(/\\(.)/g, (_, char: string) => ({ n: '\n', t: '\t' })[char] ?? char)
}

/** The texts of one source file that go through trans() or transChoice(). */
export function uiStringsIn(source: string): string[] {
  const found: string[] = []
  for (const match of source.matchAll(TRANS_CALL)) found.push(unescape(match[2]))
  for (const match of source.matchAll(CHOICE_CALL)) found.push(unescape(match[2]), unescape(match[4]))
  return found
}

/**
 * Every interface text the web app translates, in a stable order. Only
 * literal texts count: a trans() of a variable translates text that is
 * listed where it is written (menus, settings, server messages).
 */
export async function findUiStrings(root: string): Promise<string[]> {
  const texts = new Set<string>()
  for (const pattern of SOURCE_PATTERNS) {
    for await (const file of glob(pattern, { cwd: root })) {
      for (const text of uiStringsIn(await readFile(join(root, file), 'utf8'))) texts.add(text)
    }
  }
  return [...texts].sort((a, b) => a.localeCompare(b, 'en'))
}

export const ENGLISH_LINES_FILE = 'core/localization/lang/en.json'
