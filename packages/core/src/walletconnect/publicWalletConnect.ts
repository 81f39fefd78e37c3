import { InvalidOptionError } from '../options/InvalidOptionError.js'

/** The public WalletConnect network's relay: what mobile wallets in the field are connected to. */
export const publicWalletConnectRelayUrl = 'wss://relay.walletconnect.org'

/** The public network's verify server (the SDK's own v3 endpoint): wallets warn about unverified dapps. */
export const publicWalletConnectVerifyUrl = 'https://verify.walletconnect.org/v3'

/** What the public-network preset needs: the dapp's project id from the WalletConnect (Reown) dashboard. */
export type PublicWalletConnectParameters = { projectId: string }

/** The options the preset sets on `createLatchkey`. */
export type PublicWalletConnectOptions = {
  relayUrl: string
  projectId: string
  verifyUrl: string
}

/**
 * The preset for the public WalletConnect network, so real mobile wallets can pair: its relay,
 * the dapp's `projectId` (the relay refuses a client without a registered one) and the verify
 * step on. Spread it into `createLatchkey`'s options in place of a self-hosted `relayUrl`.
 */
export function publicWalletConnect(
  parameters: PublicWalletConnectParameters,
): PublicWalletConnectOptions {
  const { projectId } = parameters
  // Project ids are 32 hex digits; anything else is refused by the relay only at the first pairing.
  if (typeof projectId !== 'string' || !/^[0-9a-f]{32}$/i.test(projectId))
    throw new InvalidOptionError({
      option: 'projectId',
      problem: 'the public WalletConnect network needs the project id (32 hex digits) of the dapp',
    })
  return {
    relayUrl: publicWalletConnectRelayUrl,
    projectId,
    verifyUrl: publicWalletConnectVerifyUrl,
  }
}
