import { glob, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The web app's own code; its texts belong to core's lines file. */
const CORE_SOURCES = 'web/src/**/*.{ts,tsx}'

/** Core's lines: the web app's texts and those of modules that ship no lang folder. */
export const CORE_LINES_FILE = 'core/localization/lang/en.json'

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

async function textsOf(root: string, pattern: string): Promise<Set<string>> {
  const texts = new Set<string>()
  for await (const file of glob(pattern, { cwd: root })) {
    for (const text of uiStringsIn(await readFile(join(root, file), 'utf8'))) texts.add(text)
  }
  return texts
}

/** A module as the extractor sees it: its folder and, when it ships one, its English lines file. */
export interface TranslatedModule {
  folder: string
  linesFile?: string
}

/**
 * Every interface text the web app translates, by the lines file it belongs
 * to, each list in a stable order. A text the core web app uses is core's;
 * any other belongs to each module whose web code uses it (to core's file
 * when the module ships no lang folder). Only literal texts count: a
 * trans() of a variable translates text that is listed where it is written
 * (menus, settings, server messages).
 */
export async function uiStringsByLinesFile(root: string, modules: TranslatedModule[]): Promise<Map<string, string[]>> {
  const core = await textsOf(root, CORE_SOURCES)
  const byFile = new Map<string, Set<string>>([[CORE_LINES_FILE, core]])
  for (const module of modules) {
    const file = module.linesFile ?? CORE_LINES_FILE
    const texts = byFile.get(file) ?? new Set<string>()
    for (const text of await textsOf(root, `${module.folder}/web/**/*.{ts,tsx}`)) if (file === CORE_LINES_FILE || !core.has(text)) texts.add(text)
    byFile.set(file, texts)
  }
  return new Map([...byFile].map(([file, texts]) => [file, [...texts].sort((a, b) => a.localeCompare(b, 'en'))]))
}
