import type { Trans } from '@web/i18n/translator.js'
import { urls } from '../../../shared/urls.js'

/** The genres and tags admin screens are one screen over two lists: what differs between them. */
export interface TaxonomyScreen {
  id: 'genres' | 'tags'
  endpoint: string
  /** The public page of a genre or tag of this name. */
  publicUrl: (name: string) => string
  hasImage: boolean
  texts: (trans: Trans) => {
    title: string
    description: string
    searchLabel: string
    newLabel: string
    editTitle: string
    saved: string
    empty: string
  }
}

export const GENRES_SCREEN: TaxonomyScreen = {
  id: 'genres',
  endpoint: 'music/admin/genres',
  publicUrl: (name) => urls.genre({ name }),
  hasImage: true,
  texts: (trans) => ({
    title: trans('Genres'),
    description: trans('The genres tracks, albums and artists are filed under, and their images.'),
    searchLabel: trans('Search genres'),
    newLabel: trans('New genre'),
    editTitle: trans('Edit genre'),
    saved: trans('Genre saved'),
    empty: trans('No genres yet'),
  }),
}

export const TAGS_SCREEN: TaxonomyScreen = {
  id: 'tags',
  endpoint: 'music/admin/tags',
  publicUrl: (name) => urls.tag({ name }),
  hasImage: false,
  texts: (trans) => ({
    title: trans('Tags'),
    description: trans('Free labels on tracks and albums, each with a page of its own.'),
    searchLabel: trans('Search tags'),
    newLabel: trans('New tag'),
    editTitle: trans('Edit tag'),
    saved: trans('Tag saved'),
    empty: trans('No tags yet'),
  }),
}
