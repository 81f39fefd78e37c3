import { createExternalValue, type ExternalValue } from '../client/createExternalValue.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { defineFeature, type FeatureInstance } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import { getBrowserEnvironment } from '../walletconnect/getBrowserEnvironment.js'
import type { ConnectorGroup } from './getConnectorGroups.js'
import { orderConnectorGroups } from './orderConnectorGroups.js'

// Per client, on the client's features: made when the Connect view first asks.
const orderedConnectorGroups = defineFeature({
  name: 'orderedConnectorGroups',
  create(
    client: LatchkeyClient,
  ): FeatureInstance & { value: ExternalValue<readonly ConnectorGroup[]> } {
    const { connectors } = client.stores
    // The device does not change under a page: asked once.
    const { mobile } = getBrowserEnvironment()
    // The same array while the store's groups are the same, so React does not loop.
    let groups: readonly ConnectorGroup[] | undefined
    let ordered: readonly ConnectorGroup[] = []
    const read = () => {
      const current = connectors.getState().groups
      if (current !== groups) {
        groups = current
        ordered = orderConnectorGroups(current, mobile)
      }
      return ordered
    }
    const value = createExternalValue(read, [connectors])
    return { value }
  },
})

/** The Connect view's connector groups in their order for the device (see `orderConnectorGroups`). */
export function getOrderedConnectorGroupsValue(
  client: LatchkeyClient,
): ExternalValue<readonly ConnectorGroup[]> {
  return getFeature(client, orderedConnectorGroups).value
}
