import { connect } from '../actions/connect.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'

/**
 * Takes in a connection the dapp made outside the widget (through its own wallet library):
 * once stored connections are restored, `connectorId` connects as if the user picked it, unless
 * a connection is on its way, that connector is connected already, or `stillThere` says the
 * dapp's connection ended meanwhile. The source hands over the
 * access the wallet already granted, so nothing is asked again. Never rejects.
 */
export async function adoptConnection(
  context: LatchkeyClient,
  namespace: ChainNamespace,
  connectorId: string,
  stillThere: () => boolean = () => true,
): Promise<void> {
  await context.ready
  if (!stillThere()) return
  const { account } = context.stores.chains.getState().chains[namespace] ?? {}
  if (account?.status === 'connecting' || context.stores.connection.getState().disconnecting) return
  if (account?.status === 'connected' && account.connectedWalletInfo?.id === connectorId) return
  await connect(context, { connectorId, namespace }).catch((error: unknown) =>
    logDebug(context, `Could not take in the ${connectorId} connection`, error),
  )
}
