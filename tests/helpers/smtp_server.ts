/**
 * A real SMTP server on a free local port that keeps every message it
 * receives, parsed, so tests read the email a person would get (a code, a
 * link). `captureAppMail()` points the app's outgoing mail at it by swapping
 * the container's Mailer binding (the one MailSender resolves on each send),
 * so the app really speaks SMTP without any environment change; `stop()`
 * restores the configured mailer.
 *
 *   const smtp = await TestSmtpServer.start()
 *   smtp.captureAppMail()
 *   ... trigger an email ...
 *   const message = await smtp.waitForMessage('ada@example.com')
 *   await smtp.stop()
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'
import app from '@adonisjs/core/services/app'
import { Mailer } from '@adonisjs/mail'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'

export interface ReceivedMessage {
  /** Envelope recipients, lower-cased. */
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** Raw header values by lower-cased name ('list-unsubscribe'), as sent. */
  headers: Record<string, string>
}

interface Waiter {
  to: string
  resolve: (message: ReceivedMessage) => void
}

export class TestSmtpServer {
  /** Every message received, oldest first. */
  readonly messages: ReceivedMessage[] = []
  #taken = new Set<ReceivedMessage>()
  #waiters: Waiter[] = []
  #server: SMTPServer
  #swapped = false

  /** `refuseFirst`: answer that many messages with a temporary failure (451), as a busy server does. */
  private constructor(refuseFirst: number) {
    let refused = 0
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        if (refused < refuseFirst) {
          refused++
          stream.resume()
          stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })))
          return
        }
        simpleParser(stream)
          .then((parsed) => {
            this.#receive({
              to: (session.envelope.rcptTo || []).map((recipient) =>
                recipient.address.toLowerCase()
              ),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()])),
            })
            callback()
          })
          .catch(callback)
      },
    })
  }

  static async start(options: { refuseFirst?: number } = {}) {
    const server = new TestSmtpServer(options.refuseFirst ?? 0)
    await new Promise<void>((resolve) => server.#server.listen(0, '127.0.0.1', resolve))
    return server
  }

  get port() {
    return (this.#server.server.address() as AddressInfo).port
  }

  /** Sends the app's outgoing mail to this server until stop(). */
  async captureAppMail() {
    const emitter = await app.container.make('emitter')
    const mailer = new Mailer(
      'test-smtp',
      new SMTPTransport({ host: '127.0.0.1', port: this.port, secure: false, ignoreTLS: true }),
      emitter
    )
    app.container.swap(Mailer, () => mailer)
    this.#swapped = true
  }

  /**
   * The oldest message to `to` not returned before, waiting for it to arrive
   * (the app may send after its response).
   */
  waitForMessage(to: string, timeoutMs = 5000): Promise<ReceivedMessage> {
    const address = to.toLowerCase()
    const waiting = this.messages.find(
      (message) => !this.#taken.has(message) && message.to.includes(address)
    )
    if (waiting) {
      this.#taken.add(waiting)
      return Promise.resolve(waiting)
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { to: address, resolve }
      this.#waiters.push(waiter)
      setTimeout(() => {
        if (!this.#waiters.includes(waiter)) return
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1)
        reject(new Error(`No email to ${to} arrived within ${timeoutMs} ms`))
      }, timeoutMs)
    })
  }

  /** Messages to `to` received so far (taken or not). */
  messagesTo(to: string) {
    return this.messages.filter((message) => message.to.includes(to.toLowerCase()))
  }

  async stop() {
    if (this.#swapped) app.container.restore(Mailer)
    this.#swapped = false
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }

  #receive(message: ReceivedMessage) {
    this.messages.push(message)
    const waiter = this.#waiters.find((candidate) => message.to.includes(candidate.to))
    if (!waiter) return
    this.#waiters.splice(this.#waiters.indexOf(waiter), 1)
    this.#taken.add(message)
    waiter.resolve(message)
  }
}
