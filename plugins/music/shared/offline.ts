/** What GET music/offline/{albums|playlists}/{id} answers: everything a device keeps to play the item without a connection. */
export interface OfflinePackage {
  type: 'album' | 'playlist'
  id: number
  name: string
  image: string | null
  /** The item's page in the web app. */
  path: string
  tracks: Array<{ id: number; name: string; stream_url: string }>
  /** The API responses its page reads, kept so the page opens offline. */
  data_urls: string[]
  image_urls: string[]
}
