/** Storage key of the connector id of each connected namespace, restored at start. */
export const connectorIdsStorageKey = 'connectorIds'

/** Storage key of the last selected network, restored at start. */
export const activeCaipNetworkIdStorageKey = 'activeCaipNetworkId'
