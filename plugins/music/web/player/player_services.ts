import { instanceCachingFactory, type DependencyContainer } from 'tsyringe'
import { settingValue } from '@web/bootstrap/settings.js'
import { resolve } from '@web/services/container.js'
import { API_CLIENT, BOOTSTRAP, CLOCK, type Token } from '@web/services/tokens.js'
import { BrowserMediaSession, noMediaSession } from './adapters/browser_media_session.js'
import { HtmlAudioOutput } from './adapters/html_audio_output.js'
import { MemoryPlayerStorage } from './adapters/memory_player_storage.js'
import { silentAudioOutput } from './adapters/silent_audio_output.js'
import { WebAudioOutput } from './adapters/web_audio_output.js'
import type { KeyValueStorage } from './adapters/local_storage_player_storage.js'
import { playerStorageForPage } from './adapters/player_storage_for_page.js'
import { ApiPlayReporter } from './api/api_play_reporter.js'
import { OfflineListens } from './api/offline_listens.js'
import { ApiRadioSource } from './api/api_radio_source.js'
import { PlayerEngine } from './engine/player_engine.js'

export const PLAYER_ENGINE = Symbol('PlayerEngine') as Token<PlayerEngine>

/**
 * The music web part's `services`: registers the player once per container;
 * the engine is built on first use. The server renderer (no window) gets a
 * player with nothing stored and nothing to play.
 */
export function registerPlayerServices(container: DependencyContainer) {
  if (container.isRegistered(PLAYER_ENGINE, true)) return
  const create = typeof window === 'undefined' ? createServerPlayer : createBrowserPlayer
  container.register(PLAYER_ENGINE, { useFactory: instanceCachingFactory(create) })
}

/**
 * Reaching window.localStorage throws where storage is blocked (some
 * sandboxed iframes, strict privacy settings): every access goes through
 * the storage adapter's guards instead of failing here.
 */
export const browserStorage: KeyValueStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
}

/** What the engine needs besides its audio, storage and media session. */
function playerServices(container: DependencyContainer) {
  const api = resolve(container, API_CLIENT)
  const settings = resolve(container, BOOTSTRAP).getSnapshot().settings
  return {
    radio: new ApiRadioSource(api),
    plays: new ApiPlayReporter(api),
    clock: resolve(container, CLOCK),
    defaultVolume: volumeSetting(settingValue(settings, 'player.default_volume')),
  }
}

function createServerPlayer(container: DependencyContainer) {
  return new PlayerEngine({
    ...playerServices(container),
    audio: silentAudioOutput,
    storage: new MemoryPlayerStorage(),
    mediaSession: noMediaSession,
  })
}

/** The composition root: the engine on the browser's audio, storage and media session. */
function createBrowserPlayer(container: DependencyContainer) {
  const api = resolve(container, API_CLIENT)
  const offlineListens = new OfflineListens(api, browserStorage)
  // Listens heard offline go to the listener's scrobbling services once the network is back.
  window.addEventListener('online', () => void offlineListens.flush())
  if (navigator.onLine) void offlineListens.flush()
  const engine = new PlayerEngine({
    ...playerServices(container),
    plays: new ApiPlayReporter(api, offlineListens),
    audio: browserAudioOutput(),
    // The engine is built once per document, so the page it was opened at decides.
    storage: playerStorageForPage(window.location.pathname, browserStorage),
    mediaSession:
      'mediaSession' in navigator
        ? new BrowserMediaSession({
            session: navigator.mediaSession,
            createMetadata: (init) => new MediaMetadata(init),
            resolveUrl: (url) => new URL(url, window.location.href).href,
          })
        : noMediaSession,
  })
  // Closing or reloading the tab keeps the exact position, not the last periodic save, and reports the listen.
  window.addEventListener('pagehide', () => engine.leave())
  return engine
}

/**
 * Web Audio where the browser has it (gapless, crossfade, ReplayGain above
 * 0 dB; a track starts streaming through an <audio> element in the graph);
 * two plain <audio> elements elsewhere.
 */
function browserAudioOutput() {
  if (typeof window.AudioContext === 'function') {
    return new WebAudioOutput(
      new window.AudioContext(),
      () => new Audio(),
      () => navigator.userActivation?.hasBeenActive ?? true
    )
  }
  return new HtmlAudioOutput(() => new Audio())
}

/** The admin's default volume is a percentage. */
function volumeSetting(value: unknown) {
  const percent = Number(value)
  return Number.isFinite(percent) && percent >= 0 && percent <= 100 ? percent / 100 : undefined
}
