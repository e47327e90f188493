import type { Random } from './random.js'

/**
 * Name makers for the synthetic catalogue: combinations of small word lists,
 * so a million tracks get plausible, searchable, often repeated words (what
 * ranking must cope with), some with accents (what diacritic folding must).
 */

const ADJECTIVES = [
  'Silent', 'Golden', 'Electric', 'Broken', 'Velvet', 'Midnight', 'Crimson', 'Hollow', 'Neon', 'Distant', 'Wild', 'Frozen',
  'Burning', 'Gentle', 'Lonely', 'Bright', 'Secret', 'Endless', 'Paper', 'Silver', 'Lucid', 'Restless', 'Quiet', 'Savage',
  'Blue', 'Scarlet', 'Fading', 'Northern', 'Southern', 'Sacred', 'Hidden', 'Little', 'Violet', 'Cosmic', 'Rusty', 'Soft',
  'Dorée', 'Fiery', 'Sleepy', 'Crystal', 'Analog', 'Digital', 'Tender', 'Heavy', 'Sweet', 'Bitter', 'Early', 'Late',
]

const NOUNS = [
  'Heart', 'River', 'Mountain', 'Ocean', 'City', 'Dream', 'Shadow', 'Fire', 'Light', 'Storm', 'Garden', 'Mirror', 'Signal',
  'Echo', 'Horizon', 'Tide', 'Engine', 'Window', 'Highway', 'Satellite', 'Harbor', 'Forest', 'Desert', 'Island', 'Machine',
  'Rain', 'Summer', 'Winter', 'Morning', 'Night', 'Star', 'Moon', 'Sun', 'Wolf', 'Bird', 'Ghost', 'Angel', 'Radio',
  'Café', 'Señorita', 'Fjord', 'Château', 'Piñata', 'Crown', 'Tower', 'Bridge', 'Station', 'Letter', 'Promise', 'Memory',
]

const VERBS = [
  'Running', 'Falling', 'Dancing', 'Waiting', 'Dreaming', 'Burning', 'Calling', 'Drifting', 'Chasing', 'Breaking', 'Holding',
  'Leaving', 'Singing', 'Floating', 'Shining', 'Fading', 'Rising', 'Walking', 'Talking', 'Flying',
]

const FIRST_NAMES = [
  'Ana', 'Björn', 'Chloé', 'Diego', 'Elif', 'Finn', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Kemi', 'Luca', 'Maya', 'Noor', 'Omar',
  'Priya', 'Quinn', 'Rosa', 'Sven', 'Tomás', 'Uma', 'Viktor', 'Wen', 'Xavier', 'Yuki', 'Zoë', 'Amara', 'Bruno', 'Camila', 'Dmitri',
]

const LAST_NAMES = [
  'Andersson', 'Becker', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'García', 'Haddad', 'Ivanova', 'Jensen', 'Kowalski', 'López',
  'Müller', 'Nakamura', 'Okafor', 'Petrov', 'Quintana', 'Rossi', 'Silva', 'Tanaka', 'Urbano', 'Vega', 'Walker', 'Yilmaz', 'Zhang',
]

const BAND_NOUNS = ['Collective', 'Orchestra', 'Quartet', 'Club', 'Society', 'Brothers', 'Sisters', 'Project', 'Ensemble', 'Band', 'Experience', 'Syndicate']

const VERSIONS = ['Remix', 'Live', 'Acoustic', 'Radio Edit', 'Extended Mix', 'Demo', 'Instrumental', 'Reprise']

export const GENRE_NAMES = [
  'Pop', 'Rock', 'Hip Hop', 'Electronic', 'House', 'Techno', 'Jazz', 'Blues', 'Classical', 'Ambient', 'Lo-Fi', 'Folk',
  'Country', 'Metal', 'Punk', 'Indie', 'R&B', 'Soul', 'Funk', 'Reggae', 'Latin', 'K-Pop', 'Afrobeat', 'Drum and Bass',
  'Dubstep', 'Trance', 'Disco', 'Gospel', 'Bossa Nova', 'Chiptune',
]

export const TAG_WORDS = [
  'chill', 'focus', 'workout', 'party', 'sleep', 'study', 'road trip', 'summer', 'rainy day', 'romantic', 'sad', 'happy',
  'energetic', 'instrumental', 'acoustic', 'live', 'cover', 'remix', 'retro', '80s', '90s', '2000s', 'late night', 'morning',
  'coffee', 'dinner', 'gaming', 'running', 'meditation', 'yoga', 'dance', 'throwback', 'underground', 'mellow', 'epic', 'dark',
  'uplifting', 'cinematic', 'dreamy', 'groovy',
]

export function artistName(random: Random) {
  switch (random.int(0, 4)) {
    case 0:
      return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`
    case 1:
      return `The ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}s`
    case 2:
      return `${random.pick(NOUNS)} ${random.pick(BAND_NOUNS)}`
    case 3:
      return `DJ ${random.pick(NOUNS)}`
    default:
      return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`
  }
}

export function albumName(random: Random) {
  switch (random.int(0, 4)) {
    case 0:
      return `${random.pick(NOUNS)} of ${random.pick(NOUNS)}s`
    case 1:
      return `The ${random.pick(NOUNS)} Sessions`
    case 2:
      return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}, Vol. ${random.int(1, 4)}`
    default:
      return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`
  }
}

export function trackName(random: Random) {
  const base =
    random.int(0, 2) === 0
      ? `${random.pick(VERBS)} ${random.pick(NOUNS)}`
      : random.chance(0.5)
        ? `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`
        : `${random.pick(NOUNS)} in the ${random.pick(NOUNS)}`
  return random.chance(0.08) ? `${base} (${random.pick(VERSIONS)})` : base
}

export function playlistName(random: Random) {
  return random.chance(0.5) ? `${random.pick(TAG_WORDS).replace(/\b\w/g, (c) => c.toUpperCase())} ${random.pick(NOUNS)}s` : `My ${random.pick(ADJECTIVES)} Mix`
}

export function personName(random: Random) {
  return { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) }
}
