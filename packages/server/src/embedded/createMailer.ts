import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { createTransport } from 'nodemailer'
import { SMTPServer } from 'smtp-server'

/** A message the development mail catcher received. */
export type CaughtMail = { to: string; subject: string; text: string; receivedAt: string }

/** Sends mail; in development also the catcher's inbox. */
export type Mailer = {
  send(message: { to: string; subject: string; text: string }): Promise<void>
  /** What the catcher received, newest first; undefined when mail goes to a real SMTP server. */
  inbox(): readonly CaughtMail[] | undefined
  close(): Promise<void>
}

/** Messages the catcher keeps; older ones are dropped (an outsider can make it receive mail). */
const inboxLimit = 200

/**
 * Mail through `smtpUrl`, or, without one, through an SMTP catcher started in the process on a
 * loopback port: the message really travels over SMTP and is parsed back for the dev inbox.
 */
export async function createMailer(parameters: {
  smtpUrl?: string | undefined
  from: string
}): Promise<Mailer> {
  const inbox: CaughtMail[] = []
  let catcher: SMTPServer | undefined
  let url = parameters.smtpUrl
  if (!url) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 256 * 1024,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            const to = [mail.to ?? []]
              .flat()
              .map((entry) => entry.text)
              .join(', ')
            inbox.unshift({
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              receivedAt: new Date().toISOString(),
            })
            inbox.length = Math.min(inbox.length, inboxLimit)
            callback()
          },
          (error: Error) => callback(error),
        )
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, '127.0.0.1', () => resolve())
    })
    catcher = server
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
  }
  const transport = createTransport(url)
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: parameters.from, to, subject, text })
    },
    inbox: () => (catcher ? inbox : undefined),
    async close() {
      transport.close()
      await new Promise<void>((resolve) => (catcher ? catcher.close(() => resolve()) : resolve()))
    },
  }
}
