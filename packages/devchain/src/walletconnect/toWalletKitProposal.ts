import type { WalletKitTypes } from '@reown/walletkit'
import { bitcoinWalletConnectMethods } from '../bitcoin/wallet/answerBitcoinRequest.js'
import { solanaWalletConnectMethods } from '../solana/wallet/answerSolanaRequest.js'
import type { WalletKitContext } from './createWalletKitContext.js'
import type { WalletKitWalletProposal } from './createWalletKitWallet.js'

/** The eip155 methods the wallet grants a dapp in a session, proposed or signed in with. */
export const evmWalletConnectMethods = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const events = ['chainChanged', 'accountsChanged']

/** A session proposal as the test sees it: approved with the wallet's accounts, or rejected. */
export function toWalletKitProposal(
  context: WalletKitContext,
  { id, params }: WalletKitTypes.SessionProposal,
): WalletKitWalletProposal {
  const { walletKit, sdk, solana, solanaChains, bitcoin, bitcoinChains, currentChainId } = context
  return {
    id,
    params,
    approve(options = {}) {
      const offered = options.chainIds ?? context.walletChainIds()
      // The chain the wallet is on comes first: dapps take the first one as the current chain.
      const chainIds = [
        ...offered.filter((chainId) => chainId === currentChainId()),
        ...offered.filter((chainId) => chainId !== currentChainId()),
      ]
      const namespaces = sdk.buildApprovedNamespaces({
        proposal: params,
        supportedNamespaces: {
          eip155: {
            chains: chainIds.map((chainId) => `eip155:${chainId}`),
            methods: evmWalletConnectMethods,
            events,
            accounts: context.accountsFor(chainIds),
          },
          ...(solana && solanaChains.length > 0
            ? {
                solana: {
                  chains: solanaChains,
                  methods: solanaWalletConnectMethods,
                  events: ['accountsChanged'],
                  accounts: solanaChains.map((chain) => `${chain}:${solana.accounts[0]!.address}`),
                },
              }
            : {}),
          ...(context.polkadot ? { polkadot: context.polkadot.namespace() } : {}),
          ...(bitcoin && bitcoinChains.length > 0
            ? {
                bip122: {
                  chains: bitcoinChains,
                  methods: bitcoinWalletConnectMethods,
                  events: ['accountsChanged', 'bip122_addressesChanged'],
                  accounts: bitcoinChains.map(
                    (chain) => `${chain}:${bitcoin.accounts[0]!.address}`,
                  ),
                },
              }
            : {}),
        },
      })
      return walletKit.approveSession({ id, namespaces })
    },
    async reject() {
      await walletKit.rejectSession({ id, reason: sdk.getSdkError('USER_REJECTED') })
    },
  }
}
