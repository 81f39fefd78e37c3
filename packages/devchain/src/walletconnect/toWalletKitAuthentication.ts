import type { WalletKitTypes } from '@reown/walletkit'
import { type Hex, stringToHex } from 'viem'
import type { WalletKitContext } from './createWalletKitContext.js'
import type { WalletKitWalletAuthentication } from './createWalletKitWallet.js'
import { evmWalletConnectMethods } from './toWalletKitProposal.js'

/**
 * A dapp's one-click sign-in (wc_sessionAuthenticate) as the test sees it: approved with one
 * CACAO signed (EIP-191) by the wallet's real key on the request's first chain the wallet has,
 * or rejected as a person pressing "Reject".
 */
export function toWalletKitAuthentication(
  context: WalletKitContext,
  { id, params }: WalletKitTypes.SessionAuthenticate,
): WalletKitWalletAuthentication {
  const { walletKit, sdk, provider } = context
  return {
    id,
    params,
    async approve(options = {}) {
      const offered = (options.chainIds ?? context.walletChainIds()).map(
        (chainId) => `eip155:${chainId}`,
      )
      // The dapp's order: its first chain is the one it signs in on.
      const chains = params.authPayload.chains.filter((chain) => offered.includes(chain))
      const [chain] = chains
      if (!chain)
        throw new Error(
          `toWalletKitAuthentication: none of ${params.authPayload.chains.join(', ')} is the wallet's.`,
        )
      const request = sdk.populateAuthPayload({
        authPayload: params.authPayload,
        chains,
        methods: evmWalletConnectMethods,
      })
      const address = context.address()
      const iss = `did:pkh:${chain}:${address}`
      const message = walletKit.formatAuthMessage({ request, iss })
      const signature = (await provider.request({
        method: 'personal_sign',
        params: [stringToHex(message), address],
      })) as Hex
      const cacao = sdk.buildAuthObject(request, { t: 'eip191', s: signature }, iss)
      const { session } = await walletKit.approveSessionAuthenticate({ id, auths: [cacao] })
      if (!session) throw new Error('toWalletKitAuthentication: the approval opened no session.')
      return session
    },
    async reject() {
      await walletKit.rejectSessionAuthenticate({ id, reason: sdk.getSdkError('USER_REJECTED') })
    },
  }
}
