import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { connectorIds } from '../connectors/connectorIds.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'

const answerSchema = v.object({
  type: v.picklist(['eoa', 'smartAccount']),
  address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
})

/** What `setPreferredAccountType` accepts: the embedded wallet's account type on eip155. */
export type SetPreferredAccountTypeParameters = { type: 'eoa' | 'smartAccount' }

/**
 * Sets the eip155 account type the embedded wallet gives (spec: preferredAccountTypes; a dapp
 * may prefer the EOA). Before a login it is kept for the next one (resolves undefined); with
 * the embedded wallet connected it switches between the smart account and the EOA under the
 * same key (the frame's set preferred account), the account state follows, and it resolves
 * with the type and address the frame now gives the dapp.
 */
export async function setPreferredAccountType(
  client: LatchkeyClient,
  { type }: SetPreferredAccountTypeParameters,
): Promise<{ type: 'eoa' | 'smartAccount'; address: string } | undefined> {
  const { chains } = client.stores
  chains.setAccount(embeddedNamespace, { preferredAccountType: type })
  const account = chains.getState().chains[embeddedNamespace]?.account
  if (account?.connectedWalletInfo?.id !== connectorIds.auth) return undefined
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
