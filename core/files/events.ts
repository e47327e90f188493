/** Events the files module emits (declared in its manifest's `events`). */
export interface FileEntriesDeletedEvent {
  /** Entries deleted for good (not trashed): their rows and objects are gone. */
  ids: number[]
}

/** A file entry was registered (plain multipart, tus/entries, s3/entries): its row and object are in place. */
export interface FileEntryCreatedEvent {
  id: number
  /** The uploader. */
  userId: number
  disk: string
  /** The extras the client sent with the upload (tus metadata, multipart `metadata`, s3 metadata). */
  metadata: Record<string, unknown>
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** After the deletion committed: modules that pointed at these entries (a track's audio) let go of them. */
    'files:entries_deleted': FileEntriesDeletedEvent
    /**
     * After the entry committed, awaited before the upload's request answers:
     * a module the upload was meant for (music ingests audio whose metadata
     * asks for it) takes it in server-side, whether or not the uploader's
     * screen is still open. Listeners must not throw: the entry stays.
     */
    'files:entry_created': FileEntryCreatedEvent
  }
}
