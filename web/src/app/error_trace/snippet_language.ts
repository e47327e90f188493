/** Source files the trace can show, by extension: the server's and the web app's TypeScript and JavaScript. */
const TYPESCRIPT_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/i

/** The highlighter's language for a frame's file, or null to show it plain. */
export function snippetLanguage(fileName: string): string | null {
  return TYPESCRIPT_FILE.test(fileName) ? 'typescript' : null
}

/**
 * Colours of the highlighter's token types, from the theme's own tokens so
 * both themes stay readable (they meet contrast on the dialog's surface).
 */
const TOKEN_CLASSES: Record<string, string> = {
  'comment': 'text-muted italic',
  'keyword': 'text-primary',
  'builtin': 'text-primary',
  'boolean': 'text-primary',
  'number': 'text-primary',
  'string': 'text-positive',
  'template-string': 'text-positive',
  'regex': 'text-positive',
  'function': 'text-main font-semibold',
  'class-name': 'text-main font-semibold',
  'punctuation': 'text-muted',
  'operator': 'text-muted',
}

/** The class of a piece: the innermost token type that has a colour. */
export function tokenClass(tokens: string[]): string | undefined {
  for (let index = tokens.length - 1; index >= 0; index--) {
    const found = TOKEN_CLASSES[tokens[index]]
    if (found) return found
  }
  return undefined
}
