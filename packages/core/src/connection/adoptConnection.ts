import type { ChainNamespace } from '../caip/namespaces.js'
import type { ClientContext } from '../context/ClientContext.js'

/**
 * Takes in a connection the dapp made outside the widget (through its own wallet library):
 * once stored connections are restored, `connectorId` connects as if the user picked it, unless
 * a connection is on its way, that connector is connected already, or `stillThere` says the
 * dapp's connection ended meanwhile. The source hands over the
 * access the wallet already granted, so nothing is asked again. Never rejects.
 */
export async function adoptConnection(
  context: ClientContext,
  namespace: ChainNamespace,
  connectorId: string,
  stillThere: () => boolean = () => true,
): Promise<void> {
  await context.client.ready
  if (!stillThere()) return
  const { account } = context.stores.chains.getState().chains[namespace] ?? {}
  if (account?.status === 'connecting' || context.stores.connection.getState().disconnecting) return
  if (account?.status === 'connected' && account.connectedWalletInfo?.id === connectorId) return
  await context.client
    .connect({ connectorId, namespace })
    .catch((error: unknown) =>
      context.log(`Could not take in the ${connectorId} connection`, error),
    )
}
