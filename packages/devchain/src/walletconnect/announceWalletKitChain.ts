import type { WalletKitContext } from './createWalletKitContext.js'

/** Tells every session the wallet's chain, adding it to sessions that lack it. */
export async function announceWalletKitChain(
  context: WalletKitContext,
  chainId: number,
): Promise<void> {
  for (const session of context.sessions()) {
    await ensureSessionChain(context, session.topic, chainId)
    await context.walletKit.emitSessionEvent({
      topic: session.topic,
      event: { name: 'chainChanged', data: chainId },
      chainId: `eip155:${chainId}`,
    })
  }
}

/** Adds `chainId` to a session that lacks it, as wallets do when a dapp switches to it. */
async function ensureSessionChain(
  { walletKit, accountsFor }: WalletKitContext,
  topic: string,
  chainId: number,
) {
  const session = walletKit.getActiveSessions()[topic]
  const namespace = session?.namespaces.eip155
  if (!session || !namespace || namespace.chains?.includes(`eip155:${chainId}`)) return
  await walletKit.updateSession({
    topic,
    namespaces: {
      ...session.namespaces,
      eip155: {
        ...namespace,
        chains: [...(namespace.chains ?? []), `eip155:${chainId}`],
        accounts: [...namespace.accounts, ...accountsFor([chainId])],
      },
    },
  })
}
