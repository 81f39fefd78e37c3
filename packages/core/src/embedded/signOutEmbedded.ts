import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { clearEmbeddedLoginCache } from './clearEmbeddedLoginCache.js'
import { getEmbeddedWallet } from './createEmbeddedWallet.js'

/** Signs the user out of the frame: what waits for approval is given up, the login cache forgotten. */
export async function signOutEmbedded(client: LatchkeyClient): Promise<void> {
  const wallet = getEmbeddedWallet(client)
  wallet.abortUnsafeRequests()
  await wallet.channel.request({ type: '@app/SIGN_OUT' })
  clearEmbeddedLoginCache(wallet.storage)
  wallet.state.setState({ step: 'idle', userEmail: undefined, email: undefined, error: undefined })
}
