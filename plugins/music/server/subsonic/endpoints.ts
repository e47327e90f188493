import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { AccessControl } from '#core/kernel/module_services'
import { ADMIN_ACCESS } from '#core/accounts/permissions'
import type User from '#core/accounts/server/models/user'
import { MUSIC_CREATE } from '#plugins/music/permissions'
import type { Viewer } from '../services/shared/viewer.js'
import { albumWithSongs, artistIndex, artistWithAlbums, IGNORED_ARTICLES, song } from './catalogue.js'
import { parseId } from './ids.js'
import { albumList } from './album_lists.js'
import { search3 } from './search.js'
import { scrobble, setStarred, starred } from './annotation.js'
import { getPlayQueue, savePlayQueue } from './play_queue.js'
import { coverArt } from './cover_art.js'
import { changePlaylist, createOrReplacePlaylist, getPlaylist, getPlaylists, removePlaylist } from './playlists.js'
import { genres, lyricsByArtistAndTitle, lyricsBySongId, randomSongs, songsByGenre, topSongs } from './songs.js'
import { downloadsAllowed, downloadTrack } from './download.js'
import { streamSong } from './transcoding.js'
import { nowPlaying } from './now_playing.js'
import { albumInfo, artistInfo, similarSongs } from './info.js'
import { RATINGS, setRating } from './ratings.js'
import { bookmarks, createBookmark, deleteBookmark } from './bookmarks.js'
import { notAuthorized, type SubsonicPayload } from './protocol.js'
import type { SubsonicParams } from './params.js'
import { SITE_DATA } from '#core/kernel/cache/read_cache'
import { LISTENING_HISTORY } from '../services/plays/listening_history_tag.js'

/** One Subsonic call, after authentication. */
export interface SubsonicCall {
  ctx: HttpContext
  params: SubsonicParams
  user: User
  viewer: Viewer & { userId: number }
}

export interface SubsonicEndpoint {
  /**
   * Answers without credentials (OpenSubsonic: getOpenSubsonicExtensions must;
   * ping and getLicense let an app check the server before asking for a login).
   * Credentials that are sent are still checked.
   */
  open?: boolean
  /** Sends its own answer (audio, images) instead of a subsonic-response. */
  binary?: boolean
  /**
   * The read caches' tags its writes change, dropped once it has answered. Apps send writes by GET
   * (star, createPlaylist...) and reads by POST (formPost), so the HTTP method says nothing here:
   * the route names no tags and each endpoint says what it changes.
   */
  changes?: string[]
  handle(call: SubsonicCall): Promise<SubsonicPayload | unknown> | SubsonicPayload
}

/** Cadenza has one library: the catalogue every listener browses, filtered by what each may see. */
const MUSIC_FOLDER = { id: 1, name: 'Music' }

/** The OpenSubsonic extensions this server implements (https://opensubsonic.netlify.app/docs/extensions/). */
const EXTENSIONS = [
  { name: 'apiKeyAuth', versions: [1] },
  { name: 'formPost', versions: [1] },
  { name: 'songLyrics', versions: [1] },
]

/** Every endpoint, by name: routes.ts serves each at /rest/<name> and /rest/<name>.view. */
export const ENDPOINTS: Record<string, SubsonicEndpoint> = {
  // System
  ping: { open: true, handle: () => ({}) },
  getLicense: { open: true, handle: () => ({ license: { valid: true } }) },
  getOpenSubsonicExtensions: { open: true, handle: () => ({ openSubsonicExtensions: EXTENSIONS }) },

  // Browsing
  getMusicFolders: { handle: () => ({ musicFolders: { musicFolder: [MUSIC_FOLDER] } }) },
  getArtists: {
    handle: async ({ viewer }) => ({ artists: { ignoredArticles: IGNORED_ARTICLES, index: await artistIndex(viewer) } }),
  },
  getIndexes: {
    handle: async ({ viewer }) => ({ indexes: { lastModified: 0, ignoredArticles: IGNORED_ARTICLES, index: await artistIndex(viewer) } }),
  },
  getArtist: {
    handle: async ({ params, viewer }) => ({ artist: await artistWithAlbums(parseId('artist', params.requiredString('id')), viewer) }),
  },
  getAlbum: {
    handle: async ({ params, viewer }) => ({ album: await albumWithSongs(parseId('album', params.requiredString('id')), viewer) }),
  },
  getSong: {
    handle: async ({ params, viewer }) => ({ song: await song(parseId('track', params.requiredString('id')), viewer) }),
  },

  getArtistInfo2: { handle: async ({ ctx, params }) => ({ artistInfo2: await artistInfo(ctx, params) }) },
  getAlbumInfo2: { handle: async ({ ctx, params, viewer }) => ({ albumInfo: await albumInfo(ctx, params, viewer) }) },
  getSimilarSongs2: { handle: async ({ params, viewer }) => ({ similarSongs2: { song: await similarSongs(params, viewer) } }) },
  getGenres: { handle: async ({ viewer }) => ({ genres: { genre: await genres(viewer) } }) },
  getTopSongs: { handle: async ({ params, viewer }) => ({ topSongs: { song: await topSongs(params, viewer) } }) },

  // Lists and search
  getRandomSongs: { handle: async ({ params, viewer }) => ({ randomSongs: { song: await randomSongs(params, viewer) } }) },
  getSongsByGenre: { handle: async ({ params, viewer }) => ({ songsByGenre: { song: await songsByGenre(params, viewer) } }) },
  getAlbumList2: { handle: async ({ params, viewer }) => ({ albumList2: { album: await albumList(params, viewer) } }) },
  getNowPlaying: { handle: async ({ user, viewer }) => ({ nowPlaying: await nowPlaying(user, viewer) }) },
  getStarred2: { handle: async ({ viewer }) => ({ starred2: await starred(viewer) }) },
  search3: { handle: async ({ params, viewer }) => ({ searchResult3: await search3(params, viewer) }) },

  // Annotation
  star: { changes: [SITE_DATA], handle: ({ params, viewer }) => setStarred(params, viewer, true) },
  unstar: { changes: [SITE_DATA], handle: ({ params, viewer }) => setStarred(params, viewer, false) },
  setRating: { changes: [RATINGS], handle: ({ params, viewer }) => setRating(params, viewer) },
  scrobble: { changes: [LISTENING_HISTORY], handle: ({ ctx, params, user, viewer }) => scrobble(ctx, params, user, viewer) },

  // Play queue: a listener moves between devices
  savePlayQueue: { handle: ({ params, user }) => savePlayQueue(params, user) },
  getPlayQueue: { handle: ({ user, viewer }) => getPlayQueue(user, viewer) },

  // Playlists: the web's playlists, with its rights and the plan's playlist count
  getPlaylists: { handle: ({ params, user, viewer }) => getPlaylists(params, user, viewer) },
  getPlaylist: { handle: ({ params, user, viewer }) => getPlaylist(params, user, viewer) },
  createPlaylist: { changes: [SITE_DATA], handle: ({ params, user, viewer }) => createOrReplacePlaylist(params, user, viewer) },
  updatePlaylist: { changes: [SITE_DATA], handle: ({ params, viewer }) => changePlaylist(params, viewer) },
  deletePlaylist: { changes: [SITE_DATA], handle: ({ params, viewer }) => removePlaylist(params, viewer) },

  // Bookmarks: a place in a long song to come back to
  createBookmark: { handle: ({ params, viewer }) => createBookmark(params, viewer) },
  deleteBookmark: { handle: ({ params, viewer }) => deleteBookmark(params, viewer) },
  getBookmarks: { handle: async ({ user, viewer }) => ({ bookmarks: await bookmarks(user, viewer) }) },

  // Media: stream transcodes to maxBitRate / format when ffmpeg is there (transcoding.ts); download is the original file.
  stream: { binary: true, handle: ({ ctx, params, viewer }) => streamSong(ctx, params, viewer) },
  download: {
    binary: true,
    handle: ({ ctx, params, viewer }) => downloadTrack(ctx, parseId('track', params.requiredString('id')), viewer),
  },
  getCoverArt: { binary: true, handle: ({ ctx, params, viewer }) => coverArt(ctx, params.requiredString('id'), viewer) },

  // Lyrics: plain by artist and title (Subsonic), synced by song (OpenSubsonic songLyrics)
  getLyrics: { handle: async ({ params, viewer }) => ({ lyrics: await lyricsByArtistAndTitle(params, viewer) }) },
  getLyricsBySongId: { handle: async ({ params, viewer }) => ({ lyricsList: await lyricsBySongId(params, viewer) }) },

  // User: a listener reads their own account; reading someone else's is for administrators (Subsonic's adminRole).
  getUser: {
    handle: async ({ params, user }) => {
      const username = params.requiredString('username')
      const granted = await (await app.container.make(AccessControl)).grantsOf(user.id)
      if (username.toLowerCase() !== user.email.toLowerCase()) throw notAuthorized()
      return {
        user: {
          username: user.email,
          email: user.email,
          scrobblingEnabled: true,
          adminRole: granted(ADMIN_ACCESS),
          settingsRole: true,
          downloadRole: await downloadsAllowed(),
          uploadRole: granted(MUSIC_CREATE),
          playlistRole: true,
          coverArtRole: false,
          commentRole: false,
          podcastRole: false,
          streamRole: true,
          jukeboxRole: false,
          shareRole: false,
          videoConversionRole: false,
          folder: [MUSIC_FOLDER.id],
        },
      }
    },
  },
}
