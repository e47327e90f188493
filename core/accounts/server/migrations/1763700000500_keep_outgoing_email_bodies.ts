import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The outgoing-email log keeps whole messages: without a mail server
 * (MAIL_HOST unset) the log is the only place a new install can read a
 * reset link or a verification code.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('outgoing_emails', (table) => {
      table.text('text_body', 'mediumtext').nullable()
      table.text('html_body', 'mediumtext').nullable()
    })
  }

  async down() {
    this.schema.alterTable('outgoing_emails', (table) => {
      table.dropColumn('text_body')
      table.dropColumn('html_body')
    })
  }
}
