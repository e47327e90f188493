import { refractor } from 'refractor/core'
import typescript from 'refractor/typescript'

// Loaded by the trace dialog's code snippet once it shows (spec section 7:
// the highlighter is fetched lazily), so pages never carry it.
refractor.register(typescript)

type HighlightedNode = ReturnType<typeof refractor.highlight>['children'][number]

/** A run of source text and the highlighter's token types around it ('keyword', 'string'...). */
export interface SourcePiece {
  text: string
  tokens: string[]
}

/**
 * Highlights a snippet and splits it back into its lines, so each line keeps
 * its number and the failing-line mark; a token spanning lines (a block
 * comment) is cut into one piece per line.
 */
export function highlightLines(code: string, language: string): SourcePiece[][] {
  const lines: SourcePiece[][] = [[]]
  const walk = (nodes: readonly HighlightedNode[], tokens: string[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        node.value.split('\n').forEach((text, index) => {
          if (index > 0) lines.push([])
          if (text) lines[lines.length - 1].push({ text, tokens })
        })
      } else if (node.type === 'element') {
        const classes = (node.properties.className as string[] | undefined) ?? []
        walk(node.children, [...tokens, ...classes.filter((name) => name !== 'token')])
      }
    }
  }
  walk(refractor.highlight(code, language).children, [])
  return lines
}
