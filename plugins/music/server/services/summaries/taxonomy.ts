import type { Genre as GenreSummary, Tag as TagSummary } from '../../../shared/api_types.js'

export type { GenreSummary, TagSummary }

export function toGenreSummary(row: any): GenreSummary {
  return {
    model_type: 'genre',
    id: row.id,
    name: row.name,
    display_name: row.display_name || row.name,
    image: row.image ?? null,
    popularity: Number(row.popularity),
  }
}

export function toTagSummary(row: any): TagSummary {
  return { model_type: 'tag', id: row.id, name: row.name, display_name: row.display_name || row.name }
}
