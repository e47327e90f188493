import type { ScaffoldTemplate } from '../scaffold_template.js'

/** server/models/<id>_item.ts: the Lucid model of the migration's table. */
export const modelTemplate: ScaffoldTemplate = {
  path: ({ snake }) => `server/models/${snake}_item.ts`,
  contents: ({ snake, pascal }) => `import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class ${pascal}Item extends BaseModel {
  static table = '${snake}_items'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number | null

  @column()
  declare title: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
`,
}
