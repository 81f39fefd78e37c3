/** Storage key of the connector id of each connected namespace, restored at start. */
export const connectorIdsStorageKey = 'connectorIds'

/** Storage key of the last selected network, restored at start. */
export const activeCaipNetworkIdStorageKey = 'activeCaipNetworkId'

/** Storage key of the CAIP-10 account of each connected namespace (a server renders it). */
export const connectedAccountsStorageKey = 'connectedAccounts'
