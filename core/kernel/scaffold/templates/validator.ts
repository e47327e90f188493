import type { ScaffoldTemplate } from '../scaffold_template.js'

/** server/validators/item_validator.ts: VineJS, one file per resource; errors reach the client as { message, errors }. */
export const validatorTemplate: ScaffoldTemplate = {
  path: () => 'server/validators/item_validator.ts',
  contents: () => `import vine from '@vinejs/vine'

export const createItemValidator = vine.create(
  vine.object({
    title: vine.string().trim().minLength(1).maxLength(200),
  })
)
`,
}
