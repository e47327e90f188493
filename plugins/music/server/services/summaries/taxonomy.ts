export interface GenreSummary {
  model_type: 'genre'
  id: number
  name: string
  display_name: string
  image: string | null
  popularity: number
}

export interface TagSummary {
  model_type: 'tag'
  id: number
  name: string
  display_name: string
}

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
