import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'

const answerSchema = v.object({
  type: v.picklist(['eoa', 'smartAccount']),
  address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
})

/** What `setPreferredAccountType` accepts: the embedded wallet's account type on eip155. */
export type SetPreferredAccountTypeParameters = { type: 'eoa' | 'smartAccount' }

/**
 * Switches the embedded wallet's eip155 account between the smart account and the EOA under the
 * same key (the frame's set preferred account); the account state follows. Resolves with the
 * type and address the frame now gives the dapp.
 */
export async function setPreferredAccountType(
  client: LatchkeyClient,
  { type }: SetPreferredAccountTypeParameters,
): Promise<{ type: 'eoa' | 'smartAccount'; address: string }> {
  const wallet = await loadEmbeddedWallet(client)
  const answer = v.parse(
    answerSchema,
    await wallet.channel.request({ type: '@app/SET_PREFERRED_ACCOUNT', payload: { type } }),
  )
  await wallet.refreshUser()
  // A smart account the network has no bundler for stays the EOA: the spec's message says so.
  if (answer.type !== type) throw new Error('This application might not support Smart Accounts')
  return answer
}
