import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import vine from '@vinejs/vine'
import User from '../server/models/user.js'
import { createUser } from '../server/actions/create_user.js'

const input = vine.compile(
  vine.object({
    email: vine.string().trim().email(),
    password: vine.string().minLength(8).maxLength(255),
  })
)

/** `node ace user:create --admin` creates an account, asking for what is missing. */
export default class UserCreate extends BaseCommand {
  static commandName = 'user:create'
  static description = 'Create a user account (with --admin, an administrator)'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Email address' })
  declare email?: string

  @flags.string({ description: 'Password (asked for when omitted)' })
  declare password?: string

  @flags.boolean({ description: 'Give the account the Admins role' })
  declare admin?: boolean

  async run() {
    const email = this.email ?? (await this.prompt.ask('Email address'))
    const password = this.password ?? (await this.prompt.secure('Password (8 characters or more)'))
    const [error, data] = await input.tryValidate({ email, password })
    if (error) {
      this.logger.error(error.messages.map((message: { message: string }) => message.message).join('\n'))
      this.exitCode = 1
      return
    }
    if (await User.findBy('email', data.email.toLowerCase())) {
      this.logger.error(`An account with the email ${data.email} already exists`)
      this.exitCode = 1
      return
    }
    const user = await createUser({ ...data, admin: this.admin, verified: true })
    this.logger.success(`Created ${this.admin ? 'admin ' : ''}user #${user.id} ${user.email}`)
  }
}
