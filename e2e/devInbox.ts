import { expect } from './fixtures.js'

// The server's dev inbox: its one-time codes travel over SMTP to the in-process catcher.

type Inbox = { messages: Array<{ to: string; subject: string }> }

/** The newest code the dev inbox holds for `email`. */
export async function readCode(serverUrl: string, email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const inbox = (await (await fetch(`${serverUrl}/dev/inbox?format=json`)).json()) as Inbox
      code = inbox.messages
        .find((message) => message.to.includes(email))
        ?.subject.match(/\d{6}/)?.[0]
      return code
    })
    .toBeTruthy()
  return code as string
}

/** An email of this test's own (the server keeps one wallet per email). */
export const emailOf = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
