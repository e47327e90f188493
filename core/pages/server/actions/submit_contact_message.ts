import db from '@adonisjs/lucid/services/db'
import ContactMessage from '../models/contact_message.js'

export interface ContactMessageInput {
  name: string
  email: string
  message: string
  ip: string | null
  userAgent: string | null
  /** The sender's account when logged in. */
  userId: number | null
}

/** Stores a message sent through the contact form, for the site's admins to read. */
export class SubmitContactMessage {
  async handle(input: ContactMessageInput): Promise<ContactMessage> {
    return db.transaction((trx) => ContactMessage.create(input, { client: trx }))
  }
}
