import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { ADMIN_ACCESS } from '#core/accounts/permissions'
import { MUSIC_CREATE, MUSIC_UPDATE } from '../../permissions.js'
import { TRACKS_LIST } from '../admin/tracks_list.js'
import { ALBUMS_LIST, ARTISTS_LIST } from './admin_catalogue_lists.js'
import { EDITOR_KINDS, editsAs } from './editor_scope.js'
import { albumEditorValidator, artistEditorValidator, editorOptionsValidator, replaceAudioValidator, trackEditorValidator } from './editor_validators.js'

const EditorController = () => import('./editor_controllers.js')
const CatalogueListsController = () => import('./catalogue_lists_controller.js')

const ID = /^[1-9]\d{0,9}$/

/**
 * The editors' API (issue 17), the same handlers twice: music/admin/...
 * for the admin area (admin.access + music.update: the screens tracks,
 * albums, artists declare it) and music/backstage/... for artists
 * (music.create, limited to what they manage). Plus the admin's albums and
 * artists lists, and backstage's lists of the person's tracks and albums.
 */
export function musicEditingRoutes(router: PluginRouter) {
  router
    .group(() => {
      router.get('albums', [CatalogueListsController, 'albums']).as('albums.index').docs({ summary: 'List albums for the admin', query: ALBUMS_LIST.validator })
      router.get('albums/export', [CatalogueListsController, 'exportAlbums']).as('albums.export').docs({ summary: 'Export the albums list as CSV', query: ALBUMS_LIST.validator })
      router.post('albums/delete', [CatalogueListsController, 'destroyAlbums']).as('albums.destroy').docs({ summary: 'Delete albums', body: bulkIdsValidator })
      router.get('artists', [CatalogueListsController, 'artists']).as('artists.index').docs({ summary: 'List artists for the admin', query: ARTISTS_LIST.validator })
      router.get('artists/export', [CatalogueListsController, 'exportArtists']).as('artists.export').docs({ summary: 'Export the artists list as CSV', query: ARTISTS_LIST.validator })
      router.post('artists/delete', [CatalogueListsController, 'destroyArtists']).as('artists.destroy').docs({ summary: 'Delete artists', body: bulkIdsValidator })
      router.post('artists', [EditorController, 'storeArtist']).as('artists.store').docs({ summary: 'Create an artist', body: artistEditorValidator })
      editorRoutes(router)
    })
    .prefix('admin')
    .as('admin')
    .use([can(ADMIN_ACCESS, MUSIC_UPDATE), editsAs('admin')])

  router
    .group(() => {
      router.get('tracks', [CatalogueListsController, 'backstageTracks']).as('tracks.index').docs({ summary: 'My tracks', query: TRACKS_LIST.validator })
      router.get('albums', [CatalogueListsController, 'backstageAlbums']).as('albums.index').docs({ summary: 'My albums', query: ALBUMS_LIST.validator })
      editorRoutes(router)
    })
    .prefix('backstage')
    .as('backstage')
    .use([can(MUSIC_CREATE), editsAs('backstage')])
}

function editorRoutes(router: PluginRouter) {
  router.post('tracks', [EditorController, 'storeTrack']).as('tracks.store').docs({ summary: 'Create a track (a draft)', body: trackEditorValidator })
  router.get('tracks/:id', [EditorController, 'showTrack']).where('id', ID).as('tracks.show').docs({ summary: 'A track as its editor opens it' })
  router.put('tracks/:id', [EditorController, 'updateTrack']).where('id', ID).as('tracks.update').docs({ summary: 'Save a track', body: trackEditorValidator })
  router.post('tracks/:id/audio', [EditorController, 'replaceAudio']).where('id', ID).as('tracks.audio.update').docs({ summary: "Replace a track's audio with an uploaded file", body: replaceAudioValidator })
  router.post('tracks/:id/publish', [EditorController, 'publishTrack']).where('id', ID).as('tracks.publish').docs({ summary: 'Publish a draft track' })

  router.post('albums', [EditorController, 'storeAlbum']).as('albums.store').docs({ summary: 'Create an album (a draft)', body: albumEditorValidator })
  router.get('albums/:id', [EditorController, 'showAlbum']).where('id', ID).as('albums.show').docs({ summary: 'An album as its editor opens it' })
  router.put('albums/:id', [EditorController, 'updateAlbum']).where('id', ID).as('albums.update').docs({ summary: 'Save an album and its track order', body: albumEditorValidator })
  router.post('albums/:id/publish', [EditorController, 'publishAlbum']).where('id', ID).as('albums.publish').docs({ summary: 'Publish an album with its draft tracks' })

  router.get('artists/:id', [EditorController, 'showArtist']).where('id', ID).as('artists.show').docs({ summary: 'An artist as its editor opens it' })
  router.put('artists/:id', [EditorController, 'updateArtist']).where('id', ID).as('artists.update').docs({ summary: 'Save an artist page', body: artistEditorValidator })

  router.get('upload-allowance', [EditorController, 'uploadAllowance']).as('upload_allowance').docs({ summary: 'Tracks, space and file size the person may still upload' })

  // One route per kind (not a :kind parameter): each is listed, documented and authorized on its own.
  for (const kind of EDITOR_KINDS) {
    router.post(`${kind}/:id/image`, [EditorController, 'storeImage']).where('id', ID).as(`${kind}.image.store`).docs({ summary: `Upload the ${kind.slice(0, -1)}'s image (multipart file)` })
    router.delete(`${kind}/:id/image`, [EditorController, 'destroyImage']).where('id', ID).as(`${kind}.image.destroy`).docs({ summary: `Remove the ${kind.slice(0, -1)}'s image` })
    router.get(`editor-options/${kind}`, [EditorController, 'options']).as(`editor_options.${kind}`).docs({ summary: `The ${kind} the editors' pickers offer`, query: editorOptionsValidator })
  }
}
