import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import type { ConnectorGroup } from '../connectors/getConnectorGroups.js'
import { getOrderedConnectorGroupsValue } from '../connectors/getOrderedConnectorGroupsValue.js'

/**
 * The Connect view's connector groups in their order for the device: WalletConnect first on a
 * desktop, after the wallets one can open directly on a phone.
 */
export function getOrderedConnectorGroups(
  client: LatchkeyClient,
  parameters?: ReadParameters,
): readonly ConnectorGroup[] {
  return readValue(getOrderedConnectorGroupsValue(client), parameters)
}
