import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { sendEmailCode } from './sendEmailCode.js'

/** What `startEmailLogin` accepts. */
export type StartEmailLoginParameters = { email: string }

/** Sends a code to `email`, then shows where the login goes on: the code, or the device approval. */
export async function startEmailLogin(
  client: LatchkeyClient,
  { email }: StartEmailLoginParameters,
): Promise<void> {
  const step = await sendEmailCode(client, { email })
  const view = step === 'device' ? 'EmailVerifyDevice' : 'EmailVerifyOtp'
  const { router } = client.stores
  if (router.getState().view !== view) router.push(view)
}
