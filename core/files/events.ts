/** Events the files module emits (declared in its manifest's `events`). */
export interface FileEntriesDeletedEvent {
  /** Entries deleted for good (not trashed): their rows and objects are gone. */
  ids: number[]
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** After the deletion committed: modules that pointed at these entries (a track's audio) let go of them. */
    'files:entries_deleted': FileEntriesDeletedEvent
  }
}
