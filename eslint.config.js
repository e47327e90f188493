import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import { configApp, RULES_LIST } from '@adonisjs/eslint-config'
import reactHooks from 'eslint-plugin-react-hooks'

const projectRoot = import.meta.dirname

/**
 * Formatting belongs to Prettier (`npm run format`), not to lint: a style
 * nit must never fail CI, and lint must pass on code nobody has reformatted.
 */
const formattingRulesOff = Object.fromEntries(
  Object.keys(RULES_LIST)
    .filter((rule) => rule.startsWith('@stylistic/') || rule === 'prettier/prettier')
    .map((rule) => [rule, 'off'])
)

/** The module a statement imports, when it is written as a literal. */
function importedSource(node) {
  const source =
    node.type === 'TSImportEqualsDeclaration' ? node.moduleReference.expression : node.source
  return source?.type === 'Literal' && typeof source.value === 'string' ? source.value : null
}

/** True when `source`, imported from `file`, lands in the project's plugins/ folder. */
function reachesPlugins(source, file) {
  if (source === '#plugins' || source.startsWith('#plugins/')) return true
  if (!source.startsWith('.') && !isAbsolute(source)) return false
  const target = relative(projectRoot, resolve(dirname(file), source))
  return target === 'plugins' || target.startsWith(`plugins${sep}`)
}

/**
 * Core knows nothing about plugins: they register through their manifest.
 * A custom rule rather than `no-restricted-imports` because it resolves
 * relative paths against the importing file (so `../plugins` inside core/x is
 * not mistaken for core/plugins) and also sees dynamic `import()` calls.
 */
const coreImportsNoPlugins = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid core/ from importing anything under plugins/' },
    messages: {
      forbidden:
        'core must not import from plugins: "{{source}}". Core reads plugins only through the ModuleRegistry (their manifests).',
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = importedSource(node)
      if (source && reachesPlugins(source, context.filename)) {
        context.report({ node, messageId: 'forbidden', data: { source } })
      }
    }
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
      TSImportEqualsDeclaration: check,
    }
  },
}

export default configApp(
  {
    name: 'Cadenza: ignored paths',
    ignores: [
      'node_modules/**',
      'build/**',
      'data/**',
      'tmp/**',
      'web/dist/**',
      'web/src/generated/**',
      '.adonisjs/**',
    ],
  },
  {
    name: 'Cadenza: React files follow the TypeScript defaults',
    files: ['**/*.tsx'],
    rules: RULES_LIST,
  },
  {
    name: 'Cadenza: house style',
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      ...formattingRulesOff,
      // `x == null` is the one idiom that tests null and undefined together.
      'eqeqeq': ['error', 'always', { null: 'ignore' }],
      // `(await session.call(url)).json()` reads as one step; a temporary adds nothing.
      '@unicorn/no-await-expression-member': 'off',
    },
  },
  {
    ...reactHooks.configs.flat.recommended,
    name: 'Cadenza: React hooks',
    files: ['web/src/**/*.tsx', 'plugins/*/web/**/*.tsx', 'tests/fixtures/*/web/**/*.tsx'],
  },
  {
    name: 'Cadenza: intended control characters',
    files: ['web/src/ui/sanitize_html.ts'],
    // The regex strips \x00-\x1f from URLs on purpose ("java\0script:" tricks).
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Known findings in code written before these rules ran; fix them, then delete this block.
    name: 'Cadenza: React rules to fix',
    files: [
      'web/src/app/layout/history_buttons.tsx',
      'web/src/app/progress/navigation_progress.tsx',
    ],
    rules: { 'react-hooks/refs': 'off', 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    name: 'Cadenza: core never imports plugins',
    files: ['core/**/*.{ts,tsx}'],
    plugins: { cadenza: { rules: { 'core-imports-no-plugins': coreImportsNoPlugins } } },
    rules: { 'cadenza/core-imports-no-plugins': 'error' },
  }
)
