import string from '@adonisjs/core/helpers/string'
import type { OutgoingMessage } from './mail_sender.js'

/**
 * The sign-in emails, built in code: a plain-text body and a simple HTML one
 * with the same words. The site name comes from the branding settings.
 */

/** The site's email layout: its name as a heading, then the paragraphs (HTML, escaped by the caller). Other modules' emails use it too. */
export function layout(siteName: string, paragraphs: string[]) {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join('')
  return (
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">' +
    `<div style="max-width:480px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${string.escapeHTML(siteName)}</h1>${body}</div>` +
    '</body></html>'
  )
}

export function verificationCodeMessage(input: {
  to: string
  code: string
  siteName: string
  validMinutes: number
}): OutgoingMessage {
  const subject = `Your ${input.siteName} verification code`
  return {
    to: input.to,
    subject,
    text: [
      `Your verification code is ${input.code}.`,
      `Enter it on ${input.siteName} to confirm your email address. It expires in ${input.validMinutes} minutes.`,
      'If you did not create an account, you can ignore this email.',
    ].join('\n\n'),
    html: layout(input.siteName, [
      'Your verification code is:',
      `<strong style="font-size:28px;letter-spacing:6px">${input.code}</strong>`,
      `Enter it on ${string.escapeHTML(input.siteName)} to confirm your email address. It expires in ${input.validMinutes} minutes.`,
      'If you did not create an account, you can ignore this email.',
    ]),
  }
}

export function passwordResetMessage(input: {
  to: string
  link: string
  siteName: string
  validMinutes: number
}): OutgoingMessage {
  const link = string.escapeHTML(input.link)
  return {
    to: input.to,
    subject: `Reset your ${input.siteName} password`,
    text: [
      `You are receiving this email because we received a password reset request for your ${input.siteName} account.`,
      `Reset your password: ${input.link}`,
      `This link expires in ${input.validMinutes} minutes and works once.`,
      'If you did not request a password reset, no further action is required.',
    ].join('\n\n'),
    html: layout(input.siteName, [
      `You are receiving this email because we received a password reset request for your ${string.escapeHTML(input.siteName)} account.`,
      `<a href="${link}" style="display:inline-block;padding:10px 18px;background:#1f2937;color:#fff;border-radius:6px;text-decoration:none">Reset password</a>`,
      `Or open this address: <a href="${link}">${link}</a>`,
      `This link expires in ${input.validMinutes} minutes and works once.`,
      'If you did not request a password reset, no further action is required.',
    ]),
  }
}

/** The admin's "Send a test email" (settings, outgoing-email tab), in the same layout as the sign-in emails. */
export function testEmailMessage(input: { to: string; siteName: string }): OutgoingMessage {
  const line = `This is a test email from ${input.siteName}. Outgoing email works.`
  return {
    to: input.to,
    subject: `Test email from ${input.siteName}`,
    text: line,
    html: layout(input.siteName, [string.escapeHTML(line)]),
  }
}
