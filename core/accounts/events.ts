/** Events the accounts module emits (declared in its manifest's `events`). */
export interface UserDeletedEvent {
  /** The id the account had; its row is gone when listeners run. */
  id: number
  email: string
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** After the deletion committed: other modules remove what they keep about the person. */
    'user:deleted': UserDeletedEvent
  }
}
