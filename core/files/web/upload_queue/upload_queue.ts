import type { Trans } from '../../../../web/src/i18n/translator.js'
import { UploadAbortedError } from './upload_http.js'
import { chooseUploadMethod, runsAlone } from './method_choice.js'
import { extensionOf, restrictionError } from './restrictions.js'
import { listInterruptedUploads, type InterruptedUpload } from './resume_entries.js'
import {
  UploadFailure,
  type AbortReason,
  type UploadBackend,
  type UploadJob,
  type UploadTransport,
} from './upload_backend.js'
import {
  IGNORED_FILE_NAMES,
  NO_PROGRESS_TIMEOUT_MS,
  UPLOAD_CONCURRENCY,
} from './upload_constants.js'
import type {
  AddFilesOptions,
  FileEntry,
  PickedFile,
  UploadItem,
  UploadMethod,
  UploadQueueEvents,
} from './upload_types.js'

export interface UploadQueueDeps {
  backend: UploadBackend
  /** Loaded when first needed: tus-js-client stays out of the entry bundle. */
  transports: Record<UploadMethod, () => Promise<UploadTransport>>
  trans: Trans
  createId?: () => string
}

/** What the queue keeps beside each item: the file itself and the running upload. */
interface Run {
  file: File
  controller: AbortController | null
  timer: unknown
  waitingToRetry: boolean
  /** The transport said every byte is stored: only the server's answer is awaited. */
  allBytesStored: boolean
}

type EventName = keyof UploadQueueEvents

/**
 * The app's upload queue (spec section 4, "Upload item statuses"), free of
 * any DOM: screens add files and render `getSnapshot()` through
 * `useUploadQueue`. Items go pending -> inProgress -> completed | failed,
 * or aborted when stopped after starting (removed when stopped before).
 * Three run at once, one while a running upload must run alone (a folder's
 * file, a direct or multi-chunk upload); 30 s without progress fails one
 * with 'Upload timed out'. Time comes from the backend's clock, so every
 * transition is testable with a fake one.
 */
export class UploadQueue {
  #items: readonly UploadItem[] = []
  #runs = new Map<string, Run>()
  #listeners = new Set<() => void>()
  #eventListeners: { [K in EventName]: Set<UploadQueueEvents[K]> } = {
    completed: new Set(),
    failed: new Set(),
    aborted: new Set(),
    removed: new Set(),
  }
  #nextId = 1

  constructor(private deps: UploadQueueDeps) {}

  /** For useSyncExternalStore: called after every change. */
  subscribe = (listener: () => void) => {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  /** Every item, oldest first; the same array until something changes. */
  getSnapshot = (): readonly UploadItem[] => this.#items

  get(id: string) {
    return this.#items.find((item) => item.id === id)
  }

  /**
   * Uploads the page stopped (closed or reloaded mid-way) that storage can
   * continue, except those of files in the queue now: picking the same file
   * again resumes it where it stopped.
   */
  interruptedUploads(): InterruptedUpload[] {
    const queued = new Set(this.#items.map((item) => `${item.name}\n${item.size}`))
    return listInterruptedUploads(this.deps.backend.storage).filter(
      (upload) => !queued.has(`${upload.name}\n${upload.size}`)
    )
  }

  /** Drops an interrupted upload's resume entry (the server deletes unfinished uploads after a while). */
  forgetInterruptedUpload(storageKey: string) {
    if (
      listInterruptedUploads(this.deps.backend.storage).some(
        (upload) => upload.storageKey === storageKey
      )
    )
      this.deps.backend.storage.removeItem(storageKey)
  }

  /** Listens to one kind of outcome; returns the unsubscribe function. */
  on<K extends EventName>(event: K, listener: UploadQueueEvents[K]) {
    this.#eventListeners[event].add(listener)
    return () => {
      this.#eventListeners[event].delete(listener)
    }
  }

  /**
   * Adds picked or dropped files (File, or { file, relativePath } for a
   * folder's files) and starts what the concurrency allows. `.DS_Store`
   * files are skipped; files the restrictions refuse are added as failed,
   * with the spec's message. Returns the added items.
   */
  add(files: Iterable<File | PickedFile>, options: AddFilesOptions = {}): UploadItem[] {
    const added: UploadItem[] = []
    for (const entry of files) {
      const picked = entry instanceof Blob ? { file: entry as File } : entry
      const { file } = picked
      if (IGNORED_FILE_NAMES.has(file.name)) continue
      const refusal = restrictionError(file, options.restrictions, this.deps.trans)
      const item: UploadItem = {
        id: this.deps.createId?.() ?? `upload-${this.#nextId++}`,
        group: options.group ?? null,
        name: file.name,
        size: file.size,
        mime: file.type,
        extension: extensionOf(file.name),
        lastModified: file.lastModified ?? 0,
        relativePath: picked.relativePath || null,
        disk: options.disk ?? 'uploads',
        metadata: { ...options.metadata },
        status: refusal ? 'failed' : 'pending',
        method: null,
        bytesUploaded: 0,
        errorMessage: refusal,
        fileEntry: null,
        canRetry: !refusal,
      }
      this.#runs.set(item.id, { file, controller: null, timer: null, waitingToRetry: false, allBytesStored: false })
      added.push(item)
    }
    if (!added.length) return added
    this.#items = [...this.#items, ...added]
    this.#emit()
    for (const item of added) if (item.status === 'failed') this.#fire('failed', item)
    this.#pump()
    return added
  }

  /** Stops an upload: a pending one is removed, a running one becomes aborted. */
  abort(id: string) {
    const item = this.get(id)
    if (!item) return
    if (item.status === 'pending') {
      this.#drop(item)
      return
    }
    if (item.status !== 'inProgress') return
    this.#stop(id, 'user')
    const aborted = this.#update(id, { status: 'aborted' })
    if (aborted) this.#fire('aborted', aborted)
    this.#pump()
  }

  /** Sends a failed or aborted upload again (resumable ones continue where they stopped). */
  retry(id: string) {
    const item = this.get(id)
    if (!item || !item.canRetry || (item.status !== 'failed' && item.status !== 'aborted')) return
    this.#update(id, { status: 'pending', errorMessage: null, bytesUploaded: 0, method: null })
    this.#pump()
  }

  /** Takes an item off the list, stopping its upload first when it runs. */
  remove(id: string) {
    const item = this.get(id)
    if (!item) return
    if (item.status === 'inProgress') this.#stop(id, 'user')
    this.#drop(item)
    this.#pump()
  }

  /** Removes completed, failed and aborted items (of one group, when given). */
  clearFinished(group?: string) {
    const finished = this.#items.filter(
      (item) =>
        (group === undefined || item.group === group) &&
        (item.status === 'completed' || item.status === 'failed' || item.status === 'aborted')
    )
    if (!finished.length) return
    for (const item of finished) this.#runs.delete(item.id)
    const ids = new Set(finished.map((item) => item.id))
    this.#items = this.#items.filter((item) => !ids.has(item.id))
    this.#emit()
  }

  /** Starts pending items, oldest first, while the concurrency allows (spec section 4). */
  #pump() {
    for (;;) {
      const running = this.#items.filter((item) => item.status === 'inProgress')
      const settings = this.deps.backend.settings()
      const limit = running.some((item) => runsAlone(item, settings)) ? 1 : UPLOAD_CONCURRENCY
      if (running.length >= limit) return
      const next = this.#items.find((item) => item.status === 'pending')
      if (!next) return
      this.#start(next)
    }
  }

  #start(pending: UploadItem) {
    const run = this.#runs.get(pending.id)!
    const method = chooseUploadMethod(pending, this.deps.backend.settings())
    const item = this.#update(pending.id, { status: 'inProgress', method, bytesUploaded: 0 })!
    const controller = new AbortController()
    run.controller = controller
    run.waitingToRetry = false
    run.allBytesStored = false
    this.#armTimer(item.id)

    const job: UploadJob = {
      item,
      file: run.file,
      signal: controller.signal,
      reportProgress: (bytes) => {
        if (controller.signal.aborted) return
        this.#armTimer(item.id)
        if (this.get(item.id)?.bytesUploaded !== bytes)
          this.#update(item.id, { bytesUploaded: bytes })
      },
      waitingToRetry: (waiting) => {
        if (controller.signal.aborted) return
        run.waitingToRetry = waiting
        if (waiting) this.#clearTimer(item.id)
        else this.#armTimer(item.id)
      },
      allBytesStored: () => {
        if (controller.signal.aborted) return
        run.allBytesStored = true
        this.#clearTimer(item.id)
      },
    }
    this.deps.transports[method]()
      .then((transport) => {
        // Stopped while its code loaded: nothing was sent, and #settle ignores the outcome.
        if (controller.signal.aborted) throw new UploadAbortedError()
        return transport(job, this.deps.backend)
      })
      .then(
        (entry) => this.#settle(item.id, controller, { entry }),
        (error: unknown) => this.#settle(item.id, controller, { error })
      )
  }

  #settle(
    id: string,
    controller: AbortController,
    outcome: { entry?: FileEntry; error?: unknown }
  ) {
    // An upload stopped by abort(), remove() or the timer already has its outcome.
    if (controller.signal.aborted) return
    this.#clearTimer(id)
    const run = this.#runs.get(id)
    if (run) run.controller = null
    const item = this.get(id)
    if (!item || item.status !== 'inProgress') return
    if (outcome.entry) {
      const completed = this.#update(id, {
        status: 'completed',
        bytesUploaded: item.size,
        fileEntry: outcome.entry,
      })!
      this.#fire('completed', completed)
    } else {
      const failure = outcome.error instanceof UploadFailure ? outcome.error : null
      const failed = this.#update(id, {
        status: 'failed',
        errorMessage: failure?.serverMessage ?? null,
        upgradeUrl: failure?.upgradeUrl ?? null,
      })!
      this.#fire('failed', failed)
    }
    this.#pump()
  }

  /** (Re)starts the no-progress timer of a running upload. */
  #armTimer(id: string) {
    const run = this.#runs.get(id)
    if (!run || run.waitingToRetry || run.allBytesStored) return
    this.#clearTimer(id)
    run.timer = this.deps.backend.clock.setTimeout(() => this.#timedOut(id), NO_PROGRESS_TIMEOUT_MS)
  }

  #clearTimer(id: string) {
    const run = this.#runs.get(id)
    if (run?.timer != null) {
      this.deps.backend.clock.clearTimeout(run.timer)
      run.timer = null
    }
  }

  #timedOut(id: string) {
    const run = this.#runs.get(id)
    if (run) run.timer = null
    if (this.get(id)?.status !== 'inProgress') return
    this.#stop(id, 'timeout')
    const failed = this.#update(id, {
      status: 'failed',
      errorMessage: this.deps.trans('Upload timed out'),
    })
    if (failed) this.#fire('failed', failed)
    this.#pump()
  }

  /** Aborts the running transport with a reason it can act on (terminate, or keep for resuming). */
  #stop(id: string, reason: AbortReason) {
    this.#clearTimer(id)
    const run = this.#runs.get(id)
    run?.controller?.abort(reason)
    if (run) run.controller = null
  }

  #drop(item: UploadItem) {
    this.#runs.delete(item.id)
    this.#items = this.#items.filter((existing) => existing.id !== item.id)
    this.#emit()
    this.#fire('removed', item)
  }

  #update(id: string, changes: Partial<UploadItem>): UploadItem | undefined {
    let updated: UploadItem | undefined
    this.#items = this.#items.map((item) => {
      if (item.id !== id) return item
      updated = { ...item, ...changes }
      return updated
    })
    if (updated) this.#emit()
    return updated
  }

  #emit() {
    this.#listeners.forEach((listener) => listener())
  }

  #fire<K extends EventName>(event: K, item: UploadItem) {
    for (const listener of this.#eventListeners[event])
      (listener as (item: UploadItem) => void)(item)
  }
}
