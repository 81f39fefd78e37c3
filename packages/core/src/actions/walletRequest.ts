import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/**
 * Sends the request the WalletConnect wallet has not answered (`getConnection().walletRequest`)
 * again; the dapp's call settles with the wallet's answer to either. Requests that move funds
 * are never sent twice. Returns false when there is no such request.
 */
export function resendWalletRequest(client: LatchkeyClient): boolean {
  const { stores, walletConnect } = client
  const request = stores.connection.getState().walletRequest
  return request !== undefined && (walletConnect?.resendRequest(request.id) ?? false)
}

/**
 * Gives up the request the WalletConnect wallet has not answered: the dapp's call rejects with
 * a 4001 error (user rejected), as if the wallet had declined. Returns false when there is none.
 */
export function cancelWalletRequest(client: LatchkeyClient): boolean {
  const { stores, walletConnect } = client
  const request = stores.connection.getState().walletRequest
  return request !== undefined && (walletConnect?.cancelRequest(request.id) ?? false)
}
