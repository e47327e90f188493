import type { Clock } from '../../../../../web/src/services/clock.js'
import { ListenTracker } from './listen_tracker.js'
import { playSourceOf } from './play_source.js'
import type {
  AudioEvent,
  AudioOutput,
  MediaSessionBridge,
  PersistedPlayback,
  PersistedQueue,
  PlayerStorage,
  PlayReporter,
  RadioSource,
} from './ports.js'
import { insertAt, moveItem, shuffledAfter } from './queue_order.js'
import { replayGainFactor, type GainSettings } from './replay_gain.js'
import type {
  PlayerState,
  PlayerTrack,
  QueueContext,
  QueueEntry,
  RadioSeed,
  RadioSeedType,
  RepeatMode,
} from './types.js'

/** Shown (translated by the UI) while a track fails, before the player moves on. */
export const TRACK_UNPLAYABLE = "This track can't be played right now."
/** previous() past this many seconds restarts the track instead of going back. */
export const RESTART_THRESHOLD_SECONDS = 3
/** Long enough to read the message, short enough not to feel stuck. */
export const SKIP_AFTER_ERROR_MS = 2000
/** Consecutive failures after which the player stops skipping (a dead connection fails everything). */
export const MAX_FAILED_SKIPS = 5
/** The next track starts buffering this long before the current one ends. */
export const PRELOAD_LEAD_SECONDS = 30
/** While playing, the position is saved at most this often. */
export const POSITION_SAVE_INTERVAL_MS = 5000
export const DEFAULT_VOLUME = 0.3
export const DEFAULT_REPLAY_GAIN: GainSettings = { mode: 'album', preampDb: 0 }

const REPEAT_CYCLE: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'one', one: 'off' }
const SEED_TYPES = new Set<string>(['artist', 'track', 'album', 'genre', 'playlist'])

export interface PlayerEngineDeps {
  audio: AudioOutput
  storage: PlayerStorage
  mediaSession: MediaSessionBridge
  radio: RadioSource
  plays: PlayReporter
  clock: Clock
  /** 0..1, until the listener picks their own (the player.default_volume setting). */
  defaultVolume?: number
  /** Shuffle's source of randomness (tests pass a fixed sequence). */
  random?: () => number
  /** Until the listener's own preferences arrive (setReplayGain). */
  replayGain?: GainSettings
}

type Listener = () => void

/**
 * The player's state machine: the queue, what plays, and everything that
 * follows from it (preloading, radio continuation, play recording,
 * persistence, the OS media controls). It owns no DOM: audio, storage and
 * the media session come in as ports, so every rule is unit-tested with
 * fakes. React reads it through subscribe/getSnapshot.
 */
export class PlayerEngine {
  #state: PlayerState
  #listeners = new Set<Listener>()
  #unsubscribeAudio: () => void
  #nextUid = 1
  /** Whether the listener wants sound: true from play() until pause() or the queue ends. */
  #wantsPlay = false
  /** Whether the current entry's source is in the audio output (false after a reload until play). */
  #loaded = false
  #listen: ListenTracker | null = null
  /** uid of the entry handed to audio.preload, so it is asked once. */
  #preloaded: string | null = null
  #failures = 0
  #skipTimer: unknown = null
  #positionTimer: unknown = null
  /** Bumped whenever the queue is replaced, so late radio answers for the old one are dropped. */
  #queueGeneration = 0
  #radioRequest: Promise<boolean> | null = null
  readonly #random: () => number
  #replayGain: GainSettings

  constructor(private deps: PlayerEngineDeps) {
    this.#random = deps.random ?? Math.random
    this.#replayGain = deps.replayGain ?? DEFAULT_REPLAY_GAIN
    this.freshSnapshot = this.#stateFrom(null, null)
    this.#state = this.#restore()
    this.#unsubscribeAudio = deps.audio.subscribe((event) => this.#onAudio(event))
    deps.audio.setVolume(this.#state.volume, this.#state.muted)
    deps.mediaSession.setHandlers({
      play: () => this.play(),
      pause: () => this.pause(),
      previous: () => this.previous(),
      next: () => void this.next(),
      seekTo: (seconds) => this.seek(seconds),
    })
    const { current, position, duration } = this.#state
    if (current) {
      deps.mediaSession.setMetadata(current.track)
      deps.mediaSession.setPlaybackState('paused')
      deps.mediaSession.setPosition(position, duration)
    }
  }

  /* ---------- Reading ---------- */

  subscribe = (listener: Listener) => {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  /** The current state; the same object until something changes. */
  getSnapshot = (): PlayerState => this.#state

  /**
   * The state of a player with nothing stored: what a page drawn on the
   * server shows, and so what the browser draws while it hydrates that page
   * (the restored queue follows right after).
   */
  readonly freshSnapshot: PlayerState

  /* ---------- Building the queue ---------- */

  /** Replaces the queue with `tracks` and plays tracks[startIndex]. */
  playNow(tracks: readonly PlayerTrack[], startIndex = 0, context: QueueContext | null = null) {
    if (!tracks.length) return
    const start = Math.min(Math.max(0, startIndex), tracks.length - 1)
    const entries = this.#entries(tracks)
    const { shuffle } = this.#state
    this.#replaceQueue()
    this.#update({
      queue: shuffle ? shuffledAfter(entries, entries[start], this.#random) : entries,
      originalQueue: shuffle ? entries : null,
      context,
      radioSeed: radioSeedOf(context, tracks[start]),
    })
    this.#startEntry(shuffle ? 0 : start, { autoplay: true })
  }

  /** Puts `tracks` right after the current one (in the unshuffled order too). */
  playNext(tracks: readonly PlayerTrack[]) {
    this.#insertAfterCurrent(tracks, 'next')
  }

  /** Appends `tracks` to the queue. */
  addToQueue(tracks: readonly PlayerTrack[]) {
    this.#insertAfterCurrent(tracks, 'end')
  }

  /** Moves the entry at `from` to `to` (queue indexes); the current track keeps playing. */
  reorder(from: number, to: number) {
    const { queue, current } = this.#state
    if (!isIndex(from, queue) || !isIndex(to, queue) || from === to) return
    const reordered = moveItem(queue, from, to)
    this.#update({ queue: reordered, currentIndex: current ? reordered.indexOf(current) : -1 })
    this.#saveQueue()
  }

  /** Removes one entry. Removing the current one moves on to the entry that takes its place. */
  remove(index: number) {
    const { queue, originalQueue, current } = this.#state
    if (!isIndex(index, queue)) return
    const removed = queue[index]
    const remaining = queue.filter((entry) => entry !== removed)
    if (!remaining.length) return this.#reset()
    const nextOriginal = originalQueue?.filter((entry) => entry !== removed) ?? null
    if (removed !== current) {
      this.#update({
        queue: remaining,
        originalQueue: nextOriginal,
        currentIndex: current ? remaining.indexOf(current) : -1,
      })
      return this.#saveQueue()
    }
    // The entry after the removed one slides into its place; past the end, wrap to the start, paused.
    const following = index < remaining.length ? index : 0
    this.#update({ queue: remaining, originalQueue: nextOriginal })
    this.#startEntry(following, { autoplay: this.#wantsPlay && index < remaining.length })
  }

  /** Clears the queue except the track playing now (empties it when nothing is loaded). */
  clear() {
    const { current } = this.#state
    if (!current) return this.#reset()
    this.#replaceQueue()
    this.#update({
      queue: [current],
      originalQueue: this.#state.shuffle ? [current] : null,
      currentIndex: 0,
    })
    this.#saveQueue()
  }

  /* ---------- Transport ---------- */

  play() {
    const { current, status, position } = this.#state
    if (!current) return
    this.#cancelSkip()
    if (!this.#loaded || status === 'error') {
      // First play after a reload (nothing loaded yet) or a retry of a failed track.
      this.#startEntry(this.#state.currentIndex, {
        autoplay: true,
        startAt: status === 'error' ? 0 : position,
      })
      return
    }
    this.#wantsPlay = true
    if (status !== 'playing') this.#update({ status: 'loading' })
    this.#playAudio()
  }

  pause() {
    const { current, status } = this.#state
    if (!current) return
    this.#wantsPlay = false
    this.#cancelSkip()
    if (this.#loaded) this.deps.audio.pause()
    if (status !== 'error') this.#update({ status: 'paused' })
    this.deps.mediaSession.setPlaybackState('paused')
    this.deps.mediaSession.setPosition(this.#state.position, this.#state.duration)
    this.#savePlayback()
  }

  toggle() {
    const { status } = this.#state
    if (status === 'playing' || status === 'loading') this.pause()
    else this.play()
  }

  /** Plays the entry at `index` of the queue (a click in the queue panel). */
  playIndex(index: number) {
    if (isIndex(index, this.#state.queue)) this.#startEntry(index, { autoplay: true })
  }

  /** Back to the previous track, or to the start of this one when past the first seconds. */
  previous() {
    const { current, currentIndex, queue, position, repeat } = this.#state
    if (!current) return
    const atStart = currentIndex === 0 && repeat !== 'all'
    if (position > RESTART_THRESHOLD_SECONDS || atStart) return this.#restart()
    this.#startEntry(currentIndex > 0 ? currentIndex - 1 : queue.length - 1, { autoplay: true })
  }

  /**
   * Loads the current track without playing it, so the click that follows
   * starts at once (the play button calls this on hover; after a reload
   * nothing is loaded until then).
   */
  warmUp() {
    const { current, currentIndex, position, status } = this.#state
    if (current && !this.#loaded && status !== 'error')
      this.#startEntry(currentIndex, { autoplay: false, startAt: position })
  }

  /** Buffers a track the listener is about to play (a hovered play button of a list). */
  preloadTrack(track: PlayerTrack) {
    if (track.id === this.#state.current?.track.id) return this.warmUp()
    // The spare source now holds this track: the next one is asked for again in time.
    this.#preloaded = null
    this.deps.audio.preload(track.src)
  }

  /**
   * Gets a track the listener may play (the page's own track) ready, so its
   * play button starts at once: its metadata and first data, not the whole
   * file. Only while nothing plays: then the spare source holds what comes next.
   */
  primeTrack(track: PlayerTrack) {
    const { current, status } = this.#state
    if (status === 'playing' || status === 'loading') return
    if (current?.track.id === track.id && this.#loaded) return
    this.#preloaded = null
    this.deps.audio.preload(track.src, 'metadata')
  }

  /** On to the next track: wraps with repeat all, asks radio for more at the end, else stops. */
  next(): Promise<void> {
    if (!this.#state.current) return Promise.resolve()
    return this.#advance()
  }

  seek(seconds: number) {
    const { current, duration } = this.#state
    if (!current || !Number.isFinite(seconds)) return
    const position = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds)
    if (this.#loaded) this.deps.audio.seek(position)
    this.#listen?.jump(position)
    this.#update({ position })
    this.deps.mediaSession.setPosition(position, duration)
    this.#savePlayback()
  }

  /** 0..1; raising the volume unmutes, as on every player. */
  setVolume(volume: number) {
    if (!Number.isFinite(volume)) return
    const clamped = Math.min(1, Math.max(0, volume))
    this.#setSound(clamped, clamped > 0 ? false : this.#state.muted)
  }

  toggleMute() {
    const { muted, volume } = this.#state
    // Unmuting at volume 0 would stay silent: bring the sound back to a useful level.
    if (muted || volume === 0) this.#setSound(volume === 0 ? 0.5 : volume, false)
    else this.#setSound(volume, true)
  }

  /** The listener's ReplayGain mode and pre-amp: the track playing changes level at once. */
  setReplayGain(settings: GainSettings) {
    this.#replayGain = settings
    this.#applyTrackGain()
    // The next track may already be set to start with the old settings.
    this.#preloaded = null
    this.#preloadFollowing()
  }

  /** The listener's crossfade (seconds, 0 for none) and gapless choice. */
  setTransitions(crossfadeSeconds: number, gapless: boolean) {
    this.deps.audio.setTransitions(crossfadeSeconds, gapless)
  }

  /** Shuffles what is left around the current track, which stays current; off restores the order. */
  toggleShuffle() {
    const { shuffle, queue, originalQueue, current } = this.#state
    if (shuffle) {
      const restored = originalQueue ?? queue
      this.#update({
        shuffle: false,
        queue: restored,
        originalQueue: null,
        currentIndex: current ? restored.indexOf(current) : -1,
      })
    } else {
      // A non-empty queue always has a current entry: it leads, the rest is mixed.
      this.#update({
        shuffle: true,
        queue: current ? shuffledAfter(queue, current, this.#random) : queue,
        originalQueue: queue,
        currentIndex: current ? 0 : -1,
      })
    }
    this.#saveQueue()
    this.#savePlayback()
  }

  /** off -> all -> one -> off. */
  cycleRepeat() {
    this.#update({ repeat: REPEAT_CYCLE[this.#state.repeat] })
    this.#savePlayback()
    if (this.#isLast()) void this.#extendWithRadio()
  }

  /**
   * Writes the position now (the page is going away); everything else is
   * written as it changes. An empty player writes nothing, so a tab that
   * never played leaves another tab's session alone.
   */
  persist() {
    if (this.#state.current) this.#savePlayback()
  }

  /**
   * The page is going away (closed, reloaded, or kept in the back-forward
   * cache): saves the position and reports the listen so far while the page
   * can still send it; listening on after a return is a new listen.
   */
  leave() {
    this.persist()
    this.#endListen({ keepalive: true })
    const { current, duration, position } = this.#state
    if (current) this.#beginListen(current.track.id, duration, position)
  }

  destroy() {
    this.#unsubscribeAudio()
    this.#cancelSkip()
    if (this.#positionTimer !== null) this.deps.clock.clearTimeout(this.#positionTimer)
    this.#positionTimer = null
    this.#listeners.clear()
  }

  /* ---------- Internals: playing ---------- */

  #startEntry(index: number, { autoplay, startAt = 0 }: { autoplay: boolean; startAt?: number }) {
    this.#cancelSkip()
    const entry = this.#state.queue[index]
    const duration = entry.track.duration ?? 0
    this.#wantsPlay = autoplay
    this.#loaded = true
    this.#beginListen(entry.track.id, duration, startAt)
    this.#update({
      currentIndex: index,
      position: startAt,
      duration,
      buffered: 0,
      status: autoplay ? 'loading' : 'paused',
      error: null,
    })
    this.deps.audio.load(entry.track.src, startAt)
    this.#applyTrackGain()
    if (autoplay) this.#playAudio()
    this.deps.mediaSession.setMetadata(entry.track)
    this.deps.mediaSession.setPlaybackState(autoplay ? 'playing' : 'paused')
    this.deps.mediaSession.setPosition(startAt, duration)
    this.#saveQueue()
    this.#savePlayback()
    if (this.#isLast()) void this.#extendWithRadio()
  }

  #playAudio() {
    const entry = this.#state.current
    this.deps.audio.play().catch((error: unknown) => {
      if (this.#state.current !== entry || !this.#wantsPlay) return
      // The browser wants a gesture first (autoplay after a reload): wait for the listener's click.
      if ((error as { name?: string } | null)?.name === 'NotAllowedError') {
        this.#wantsPlay = false
        this.#update({ status: 'paused' })
        this.deps.mediaSession.setPlaybackState('paused')
      }
      // AbortError means a newer load replaced this one; decode failures arrive as an error event.
    })
  }

  /** The same track again from 0: a new listen for play recording. */
  #restart() {
    const { current, duration } = this.#state
    if (!current) return
    this.#beginListen(current.track.id, duration)
    this.seek(0)
  }

  async #advance() {
    const from = this.#state.current
    let target = this.#followingIndex()
    if (target === null) {
      const extended = await this.#extendWithRadio()
      // Something else happened while radio answered (playNow, a click in the queue): it wins.
      if (this.#state.current !== from) return
      target = extended ? this.#followingIndex() : null
    }
    if (target === null) return this.#finish()
    this.#startEntry(target, { autoplay: true })
  }

  /** The index after the current one: wraps with repeat all; null at the end otherwise. */
  #followingIndex(): number | null {
    const { currentIndex, queue, repeat } = this.#state
    if (currentIndex < queue.length - 1) return currentIndex + 1
    return repeat === 'all' && queue.length ? 0 : null
  }

  #isLast() {
    const { currentIndex, queue, repeat } = this.#state
    return currentIndex >= 0 && currentIndex === queue.length - 1 && repeat === 'off'
  }

  /** The queue ran out: the last track stays, paused at its start. */
  #finish() {
    const { current, duration } = this.#state
    this.#wantsPlay = false
    if (this.#loaded) this.deps.audio.seek(0)
    if (current) this.#beginListen(current.track.id, duration)
    this.#update({ status: 'paused', position: 0 })
    this.deps.mediaSession.setPlaybackState('paused')
    this.deps.mediaSession.setPosition(0, duration)
    this.#savePlayback()
  }

  /** Appends radio tracks not queued yet; true when some were added. One request at a time. */
  #extendWithRadio(): Promise<boolean> {
    const seed = this.#state.radioSeed
    if (!seed || this.#state.repeat !== 'off') return Promise.resolve(false)
    if (this.#radioRequest) return this.#radioRequest
    const generation = this.#queueGeneration
    const request = this.deps.radio.tracks(seed).then(
      (tracks) => generation === this.#queueGeneration && this.#appendRadio(tracks),
      () => false
    )
    this.#radioRequest = request
    void request.finally(() => {
      if (this.#radioRequest === request) this.#radioRequest = null
    })
    return request
  }

  #appendRadio(tracks: readonly PlayerTrack[]) {
    const queued = new Set(this.#state.queue.map((entry) => entry.track.id))
    const fresh = tracks.filter((track) => !queued.has(track.id))
    if (!fresh.length) return false
    const entries = this.#entries(fresh)
    const { queue, originalQueue } = this.#state
    this.#update({
      queue: [...queue, ...entries],
      originalQueue: originalQueue && [...originalQueue, ...entries],
    })
    this.#saveQueue()
    return true
  }

  #fail() {
    if (this.#state.status === 'error') return
    this.#failures++
    this.#update({ status: 'error', error: TRACK_UNPLAYABLE })
    this.deps.mediaSession.setPlaybackState('paused')
    const canSkip = this.#failures < Math.min(this.#state.queue.length, MAX_FAILED_SKIPS)
    if (!this.#wantsPlay || !canSkip) {
      this.#wantsPlay = false
      return
    }
    this.#skipTimer = this.deps.clock.setTimeout(() => {
      this.#skipTimer = null
      void this.#advance()
    }, SKIP_AFTER_ERROR_MS)
  }

  #cancelSkip() {
    if (this.#skipTimer === null) return
    this.deps.clock.clearTimeout(this.#skipTimer)
    this.#skipTimer = null
  }

  /* ---------- Internals: audio events ---------- */

  #onAudio(event: AudioEvent) {
    if (!this.#state.current || !this.#loaded) return
    switch (event.type) {
      case 'time':
        return this.#onTime(event.position)
      case 'duration':
        if (!(Number.isFinite(event.duration) && event.duration > 0)) return
        this.#listen?.setDuration(event.duration)
        this.#update({ duration: event.duration })
        this.deps.mediaSession.setPosition(this.#state.position, event.duration)
        return
      case 'buffered':
        this.#update({ buffered: event.buffered })
        return this.#preloadFollowing()
      case 'canplay':
        // A source loaded without play (a click on a paused track) is ready.
        if (this.#state.status === 'loading' && !this.#wantsPlay) this.#update({ status: 'paused' })
        return
      case 'waiting':
        if (this.#wantsPlay && this.#state.status === 'playing') this.#update({ status: 'loading' })
        return
      case 'playing':
        this.#wantsPlay = true
        this.#failures = 0
        this.#update({ status: 'playing', error: null })
        this.deps.mediaSession.setPlaybackState('playing')
        this.deps.mediaSession.setPosition(this.#state.position, this.#state.duration)
        return this.#preloadFollowing()
      case 'pause':
        // Only a pause while sound was coming out is someone else's; the engine's own are already applied.
        if (this.#state.status !== 'playing') return
        this.#wantsPlay = false
        this.#update({ status: 'paused' })
        this.deps.mediaSession.setPlaybackState('paused')
        this.#savePlayback()
        return
      case 'ended':
        if (this.#state.repeat === 'one') {
          this.#restart()
          this.#wantsPlay = true
          this.#playAudio()
          return
        }
        return void this.#advance()
      case 'error':
        return this.#fail()
    }
  }

  /** A new listen of a track (from `startAt`): the one before it ends first. */
  #beginListen(trackId: number, duration: number, startAt = 0) {
    this.#endListen()
    this.#listen = new ListenTracker(trackId, duration, startAt, playSourceOf(this.#state.context))
  }

  /**
   * The current listen is over: when something was heard, the server is
   * told how much (a skip before it counted, or how far a counted play
   * went). `keepalive` when the page is going away.
   */
  #endListen(options?: { keepalive?: boolean }) {
    const listen = this.#listen
    this.#listen = null
    if (!listen || listen.listenedSeconds <= 0) return
    this.deps.plays.end(listen.trackId, Math.round(listen.listenedSeconds * 1000), listen.source, options).catch(() => {})
  }

  #onTime(position: number) {
    const { status, current } = this.#state
    if (status === 'playing' && this.#listen) {
      const listenedMs = this.#listen.progress(position)
      if (listenedMs !== null && current) {
        // A lost play report is not worth disturbing the music for.
        this.deps.plays.report(current.track.id, listenedMs, this.#listen.source).catch(() => {})
      }
    } else {
      this.#listen?.jump(position)
    }
    this.#update({ position })
    this.#preloadFollowing()
    this.#schedulePositionSave()
  }

  /**
   * The next track starts buffering once this one is buffered to the end
   * (the network is idle) or is near its end, so it follows without a gap
   * and a press on next starts at once. Never while this one is starting or
   * stalled: the two would share the network and the decoder.
   */
  #preloadFollowing() {
    const { duration, position, buffered, repeat, queue, status } = this.#state
    if (repeat === 'one' || !(duration > 0) || status === 'loading') return
    if (buffered < duration - 1 && duration - position > PRELOAD_LEAD_SECONDS) return
    const index = this.#followingIndex()
    const entry = index === null ? null : queue[index]
    if (!entry || entry.uid === this.#preloaded) return
    this.#preloaded = entry.uid
    this.deps.audio.preload(entry.track.src, 'auto', {
      gain: this.#gainOf(entry.track),
      duration: entry.track.duration,
    })
  }

  /* ---------- Internals: state ---------- */

  #update(patch: Partial<PlayerState>) {
    const next = { ...this.#state, ...patch }
    next.current = next.queue[next.currentIndex] ?? null
    this.#state = next
    this.#listeners.forEach((listener) => listener())
  }

  #entries(tracks: readonly PlayerTrack[]): QueueEntry[] {
    return tracks.map((track) => ({ uid: String(this.#nextUid++), track }))
  }

  /** A new queue: anything still on its way for the old one is void. */
  #replaceQueue() {
    this.#queueGeneration++
    this.#radioRequest = null
    this.#preloaded = null
    this.#failures = 0
  }

  #insertAfterCurrent(tracks: readonly PlayerTrack[], where: 'next' | 'end') {
    if (!tracks.length) return
    const { queue, originalQueue, current } = this.#state
    if (!current) return this.playNow(tracks)
    const entries = this.#entries(tracks)
    const at = (list: readonly QueueEntry[]) =>
      where === 'end' ? list.length : list.indexOf(current) + 1
    this.#update({
      queue: insertAt(queue, at(queue), entries),
      originalQueue: originalQueue && insertAt(originalQueue, at(originalQueue), entries),
    })
    this.#saveQueue()
  }

  /** Back to nothing queued. Volume, shuffle and repeat stay. */
  #reset() {
    this.#replaceQueue()
    this.#cancelSkip()
    this.#wantsPlay = false
    this.#loaded = false
    this.#endListen()
    this.deps.audio.unload()
    this.#update({
      queue: [],
      originalQueue: null,
      currentIndex: -1,
      status: 'idle',
      position: 0,
      duration: 0,
      buffered: 0,
      context: null,
      radioSeed: null,
      error: null,
    })
    this.deps.mediaSession.setMetadata(null)
    this.deps.mediaSession.setPlaybackState('none')
    this.#saveQueue()
    this.#savePlayback()
  }

  #applyTrackGain() {
    this.deps.audio.setTrackGain(this.#gainOf(this.#state.current?.track))
  }

  #gainOf(track: PlayerTrack | undefined) {
    return replayGainFactor(track?.replayGain, this.#replayGain)
  }

  #setSound(volume: number, muted: boolean) {
    this.deps.audio.setVolume(volume, muted)
    this.#update({ volume, muted })
    this.#savePlayback()
  }

  /* ---------- Internals: persistence ---------- */

  #restore(): PlayerState {
    return this.#stateFrom(this.deps.storage.loadQueue(), this.deps.storage.loadPlayback())
  }

  #stateFrom(saved: PersistedQueue | null, playback: PersistedPlayback | null): PlayerState {
    const queue = saved ? this.#entries(saved.tracks) : []
    const shuffle = playback?.shuffle ?? false
    const originalQueue = shuffle
      ? (saved?.originalOrder?.map((index) => queue[index]) ?? queue)
      : null
    const current = saved ? queue[saved.currentIndex] : undefined
    const duration = current?.track.duration ?? 0
    const position = current ? Math.min(playback?.position ?? 0, duration || Infinity) : 0
    return {
      queue,
      currentIndex: current ? saved!.currentIndex : -1,
      current: current ?? null,
      originalQueue,
      status: current ? 'paused' : 'idle',
      position,
      duration,
      buffered: 0,
      volume: playback?.volume ?? this.deps.defaultVolume ?? DEFAULT_VOLUME,
      muted: playback?.muted ?? false,
      shuffle,
      repeat: playback?.repeat ?? 'off',
      context: saved?.context ?? null,
      radioSeed: saved?.radioSeed ?? null,
      error: null,
    }
  }

  #saveQueue() {
    const { queue, currentIndex, originalQueue, context, radioSeed } = this.#state
    const indexOf = new Map(queue.map((entry, index) => [entry, index]))
    const persisted: PersistedQueue = {
      tracks: queue.map((entry) => entry.track),
      currentIndex,
      originalOrder: originalQueue?.map((entry) => indexOf.get(entry)!) ?? null,
      context,
      radioSeed,
    }
    this.deps.storage.saveQueue(persisted)
  }

  #savePlayback() {
    const { position, volume, muted, shuffle, repeat } = this.#state
    this.deps.storage.savePlayback({ position, volume, muted, shuffle, repeat })
  }

  #schedulePositionSave() {
    if (this.#positionTimer !== null) return
    this.#positionTimer = this.deps.clock.setTimeout(() => {
      this.#positionTimer = null
      this.#savePlayback()
    }, POSITION_SAVE_INTERVAL_MS)
  }
}

function isIndex(index: number, list: readonly unknown[]) {
  return Number.isInteger(index) && index >= 0 && index < list.length
}

/**
 * What radio continues from: the context's own seed, else the context when
 * radio can seed from it (an album, an artist...), else the first track played.
 */
function radioSeedOf(context: QueueContext | null, first: PlayerTrack): RadioSeed | null {
  if (context?.radioSeed !== undefined) return context.radioSeed
  if (context && SEED_TYPES.has(context.type) && context.id != null)
    return { type: context.type as RadioSeedType, id: context.id }
  return { type: 'track', id: first.id }
}
