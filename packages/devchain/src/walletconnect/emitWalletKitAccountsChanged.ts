import { type Hex, isAddressEqual } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { WalletKitContext } from './createWalletKitContext.js'

/** Emits `accountsChanged` to every session, first switching to `privateKey`'s account if given. */
export async function emitWalletKitAccountsChanged(
  context: WalletKitContext,
  privateKey?: Hex,
): Promise<void> {
  const { walletKit, provider } = context
  const previous = context.address()
  if (privateKey) provider.controls.setAccount(privateKey)
  const next = privateKey ? privateKeyToAccount(privateKey).address : previous
  for (const session of context.sessions()) {
    const namespace = session.namespaces.eip155
    if (!namespace) continue
    if (!isAddressEqual(previous, next)) {
      // A session may only name accounts its namespaces hold: update them first.
      const chainIds = (namespace.chains ?? []).map((chain) => Number(chain.split(':')[1]))
      await walletKit.updateSession({
        topic: session.topic,
        namespaces: {
          ...session.namespaces,
          eip155: { ...namespace, accounts: context.accountsFor(chainIds) },
        },
      })
    }
    await walletKit.emitSessionEvent({
      topic: session.topic,
      event: { name: 'accountsChanged', data: [next] },
      chainId: `eip155:${context.currentChainId()}`,
    })
  }
}
