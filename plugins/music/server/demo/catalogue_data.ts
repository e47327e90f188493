/**
 * The demo catalogue: hand-written names so the first start looks like a
 * real service. Every track's audio, cover and waveform are generated from
 * these entries (see demo_catalogue.ts); the style of a track is its genre's.
 */

export interface DemoGenre {
  name: string
  displayName: string
  /** Key of STYLES in compose.ts. */
  style: string
}

export const DEMO_GENRES: DemoGenre[] = [
  { name: 'electronic', displayName: 'Electronic', style: 'electronic' },
  { name: 'ambient', displayName: 'Ambient', style: 'ambient' },
  { name: 'lo-fi', displayName: 'Lo-Fi', style: 'lofi' },
  { name: 'rock', displayName: 'Rock', style: 'rock' },
  { name: 'jazz', displayName: 'Jazz', style: 'jazz' },
  { name: 'chiptune', displayName: 'Chiptune', style: 'chiptune' },
]

export interface DemoArtist {
  name: string
  genre: string
  verified: boolean
  biography: string
}

export const DEMO_ARTISTS: DemoArtist[] = [
  { name: 'Neon Harbor', genre: 'electronic', verified: true, biography: 'A Rotterdam duo making warm, late-night house from analogue synths and field recordings of the port.' },
  { name: 'Aurora Fields', genre: 'ambient', verified: true, biography: 'Slow, glacial soundscapes recorded in a converted greenhouse in northern Norway.' },
  { name: 'Slow Tide Collective', genre: 'lo-fi', verified: false, biography: 'Beats for rainy afternoons, made by three friends who have never met in person.' },
  { name: 'The Copper Wires', genre: 'rock', verified: true, biography: 'Four-piece garage rock band from Leeds. Loud amps, short songs, no ballads.' },
  { name: 'Marisol Vega Quartet', genre: 'jazz', verified: true, biography: 'Modal jazz led by pianist Marisol Vega, regulars of the Lisbon club scene since 2015.' },
  { name: 'Pixel Parade', genre: 'chiptune', verified: false, biography: 'Bright 8-bit anthems written on a handheld console from the nineties.' },
  { name: 'Velvet Static', genre: 'electronic', verified: false, biography: 'Producer and DJ blending deep house with dub echoes.' },
  { name: 'Lumen & Ash', genre: 'ambient', verified: false, biography: 'Cinematic ambient duo scoring films that do not exist yet.' },
]

export interface DemoTrack {
  name: string
  /** Featured artists, by name, credited after the album's artist. */
  featuring?: string[]
  tags?: string[]
  lyrics?: 'plain' | 'synced'
}

export interface DemoAlbum {
  name: string
  artist: string
  /** Days before the seed date: recent albums fill "New releases". */
  releasedDaysAgo: number
  description: string
  tracks: DemoTrack[]
}

export const DEMO_ALBUMS: DemoAlbum[] = [
  {
    name: 'Harbor Lights',
    artist: 'Neon Harbor',
    releasedDaysAgo: 12,
    description: 'Nine months of night sessions condensed into four tracks.',
    tracks: [
      { name: 'Container Ships', tags: ['night drive', 'upbeat'] },
      { name: 'Sodium Glow', tags: ['night drive'], lyrics: 'synced' },
      { name: 'Pier 42', featuring: ['Velvet Static'], tags: ['upbeat'] },
      { name: 'Low Tide at Dawn', tags: ['chill'] },
    ],
  },
  {
    name: 'Afterhours',
    artist: 'Neon Harbor',
    releasedDaysAgo: 420,
    description: 'The debut: four tracks for the last hour of the party.',
    tracks: [
      { name: 'Last Tram Home', tags: ['night drive'] },
      { name: 'Fluorescent', tags: ['upbeat'], lyrics: 'plain' },
      { name: 'Quiet Dancefloor', tags: ['chill'] },
    ],
  },
  {
    name: 'Polar Daylight',
    artist: 'Aurora Fields',
    releasedDaysAgo: 30,
    description: 'Recorded during the weeks when the sun never sets.',
    tracks: [
      { name: 'Midnight Sun', tags: ['focus', 'chill'] },
      { name: 'Meltwater', tags: ['focus'] },
      { name: 'Snow Blind', tags: ['melancholic'] },
      { name: 'Northern Drift', tags: ['focus'] },
    ],
  },
  {
    name: 'Greenhouse Tapes',
    artist: 'Aurora Fields',
    releasedDaysAgo: 700,
    description: 'Improvised pieces, each recorded in one take.',
    tracks: [
      { name: 'Condensation', tags: ['focus'] },
      { name: 'Fern', featuring: ['Lumen & Ash'], tags: ['chill'] },
      { name: 'Glass Roof', tags: ['melancholic'] },
    ],
  },
  {
    name: 'Rainy Window',
    artist: 'Slow Tide Collective',
    releasedDaysAgo: 5,
    description: 'Beats to read, study or stare out of the window to.',
    tracks: [
      { name: 'Puddles', tags: ['chill', 'focus'] },
      { name: 'Second Coffee', tags: ['chill'], lyrics: 'plain' },
      { name: 'Umbrella Song', tags: ['chill'] },
      { name: 'Bus Stop Bench', tags: ['focus'] },
    ],
  },
  {
    name: 'Tape Hiss',
    artist: 'Slow Tide Collective',
    releasedDaysAgo: 260,
    description: 'Old cassettes, new loops.',
    tracks: [
      { name: 'Rewind', tags: ['chill'] },
      { name: 'Side B', tags: ['retro', 'chill'] },
      { name: 'Auto Reverse', tags: ['focus'] },
    ],
  },
  {
    name: 'Short Fuse',
    artist: 'The Copper Wires',
    releasedDaysAgo: 45,
    description: 'Recorded live in a Leeds basement, no overdubs.',
    tracks: [
      { name: 'Blown Speaker', tags: ['upbeat'], lyrics: 'synced' },
      { name: 'Motorway Services', tags: ['upbeat', 'night drive'] },
      { name: 'Copper Wire Blues', tags: ['melancholic'], lyrics: 'plain' },
      { name: 'Last Orders', tags: ['upbeat'] },
    ],
  },
  {
    name: 'Rust Belt',
    artist: 'The Copper Wires',
    releasedDaysAgo: 900,
    description: 'The first record, reissued.',
    tracks: [
      { name: 'Factory Gates', tags: ['upbeat'] },
      { name: 'Overtime', tags: ['upbeat'], lyrics: 'synced' },
      { name: 'Closing Down', tags: ['melancholic'] },
    ],
  },
  {
    name: 'Alfama Nights',
    artist: 'Marisol Vega Quartet',
    releasedDaysAgo: 90,
    description: 'Live at a small club in Lisbon, summer 2024.',
    tracks: [
      { name: 'Tram 28', tags: ['chill'] },
      { name: 'Saudade in D', tags: ['melancholic'], lyrics: 'synced' },
      { name: 'Miradouro', tags: ['summer'] },
      { name: 'Blue Tiles', tags: ['chill'] },
    ],
  },
  {
    name: 'Insert Coin',
    artist: 'Pixel Parade',
    releasedDaysAgo: 20,
    description: 'Eight bits, sixteen colours, no lives left.',
    tracks: [
      { name: 'Level 1-1', tags: ['retro', 'upbeat'] },
      { name: 'Boss Fight', tags: ['retro', 'upbeat'] },
      { name: 'High Score', tags: ['retro'], lyrics: 'plain' },
      { name: 'Continue?', tags: ['retro', 'melancholic'] },
    ],
  },
  {
    name: 'Dub Plates',
    artist: 'Velvet Static',
    releasedDaysAgo: 150,
    description: 'Deep house cuts with dub echoes.',
    tracks: [
      { name: 'Echo Chamber', tags: ['night drive'] },
      { name: 'Sub Bass Sunday', tags: ['chill'] },
      { name: 'Static Bloom', tags: ['upbeat'] },
    ],
  },
  {
    name: 'Score for an Empty Room',
    artist: 'Lumen & Ash',
    releasedDaysAgo: 60,
    description: 'A soundtrack without a film.',
    tracks: [
      { name: 'Opening Titles', tags: ['focus'] },
      { name: 'Long Corridor', tags: ['melancholic'] },
      { name: 'Credits Roll', featuring: ['Aurora Fields'], tags: ['melancholic', 'focus'] },
    ],
  },
]

export const DEMO_TAGS = ['chill', 'focus', 'night drive', 'upbeat', 'melancholic', 'retro', 'summer']

/** Listeners who own the demo playlists and leave likes and plays. */
export const DEMO_LISTENERS = [
  { email: 'maya.demo@cadenza.test', firstName: 'Maya', lastName: 'Lindqvist', bio: 'Night owl. Synths and rain.', city: 'Stockholm', country: 'SE' },
  { email: 'leo.demo@cadenza.test', firstName: 'Leo', lastName: 'Okafor', bio: 'Drummer by day, playlist curator by night.', city: 'Lagos', country: 'NG' },
  { email: 'sam.demo@cadenza.test', firstName: 'Sam', lastName: 'Tanaka', bio: 'Focus music collector.', city: 'Osaka', country: 'JP' },
]

export interface DemoPlaylist {
  name: string
  owner: string
  description: string
  public: boolean
  collaborative?: boolean
  /** Tracks whose tags include one of these, in catalogue order. */
  tags: string[]
}

export const DEMO_PLAYLISTS: DemoPlaylist[] = [
  { name: 'Late Night Drive', owner: 'maya.demo@cadenza.test', description: 'Empty roads, neon lights.', public: true, tags: ['night drive'] },
  { name: 'Deep Focus', owner: 'sam.demo@cadenza.test', description: 'Long, quiet pieces for long, quiet work.', public: true, tags: ['focus'] },
  { name: 'Sunday Morning', owner: 'leo.demo@cadenza.test', description: 'Coffee, papers, no plans.', public: true, collaborative: true, tags: ['chill', 'summer'] },
  { name: 'Retro Arcade', owner: 'leo.demo@cadenza.test', description: 'Insert coin to continue.', public: true, tags: ['retro'] },
  { name: 'Turn It Up', owner: 'maya.demo@cadenza.test', description: 'Loud and fast.', public: true, tags: ['upbeat'] },
  { name: 'Rainy Days (private)', owner: 'sam.demo@cadenza.test', description: 'Just for me.', public: false, tags: ['melancholic'] },
]

/** Lines for the demo lyrics; synced lyrics spread them over the track. */
export const DEMO_LYRIC_LINES = [
  'Streetlights hum a song for no one',
  'Every window holds a different tune',
  'We keep the engine running',
  'Waiting for the morning to come soon',
  'Static on the radio',
  'Echoes of a place we used to know',
  'Turn it up and let it go',
  'The night is long, the tide is slow',
]
