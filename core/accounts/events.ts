import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Events the accounts module emits (declared in its manifest's `events`). */
export interface UserDeletedEvent {
  /** The id the account had; its row is gone when listeners run. */
  id: number
  email: string
}

/**
 * Inside the deletion's transaction, before the person's rows go: a module
 * reads what it must still act on once the deletion is kept (the rows its
 * foreign keys are about to cascade away), and acts in `trx.after('commit')`,
 * so a refused or rolled-back deletion changes nothing outside.
 */
export interface UserDeletingEvent extends UserDeletedEvent {
  trx: TransactionClientContract
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** In the deletion's transaction, before the account's rows are removed. */
    'user:deleting': UserDeletingEvent
    /** After the deletion committed: other modules remove what they keep about the person. */
    'user:deleted': UserDeletedEvent
  }
}
