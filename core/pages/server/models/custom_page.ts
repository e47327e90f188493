import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** What search engines and link previews show for a page; both optional. */
export interface CustomPageMeta {
  title?: string | null
  description?: string | null
}

export default class CustomPage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare title: string

  @column()
  declare slug: string

  /** HTML written by an admin. */
  @column()
  declare body: string | null

  @column({ prepare: (value: CustomPageMeta) => JSON.stringify(value), consume: (value: string | null) => (value ? JSON.parse(value) : {}) })
  declare meta: CustomPageMeta

  /** SQLite hands booleans back as 0 and 1. */
  @column({ consume: (value: unknown) => Boolean(value) })
  declare hideNav: boolean

  @column()
  declare userId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  /** The SEO title falls back to the page title; the description has no fallback here. */
  seo(): { title: string; description: string | null } {
    return { title: this.meta.title || this.title, description: this.meta.description || null }
  }
}
