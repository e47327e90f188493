import { Job, exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { MailSender, type OutgoingMessage } from './mail_sender.js'

interface SendMailPayload {
  message: OutgoingMessage
  /** Sender name when MAIL_FROM_NAME is not set: the site name when the mail was asked for. */
  fromName: string
}

/**
 * Every outgoing email is sent by this job, never during a request: a slow
 * or failing mail server delays nobody. A refused or failed send is retried
 * 4 times, 5 s, 20 s, 80 s and about 5 min later; each attempt is recorded
 * in outgoing_emails, and the job is kept with its error in queue_jobs once
 * the last one failed.
 */
export default class SendMailJob extends Job<SendMailPayload> {
  static options: JobOptions = {
    name: 'accounts.send_mail',
    maxRetries: 4,
    retry: { backoff: exponentialBackoff({ baseDelay: '5s', multiplier: 4, maxDelay: '10m', jitter: false }) },
  }

  async execute() {
    await new MailSender().send(this.payload.message, this.payload.fromName)
  }
}

/** Queues an email (see SendMailJob). */
export async function queueMail(message: OutgoingMessage, fromName: string) {
  await SendMailJob.dispatch({ message, fromName }).run()
}
