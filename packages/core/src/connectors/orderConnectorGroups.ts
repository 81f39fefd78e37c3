import type { ConnectorGroup } from './getConnectorGroups.js'

/**
 * The Connect view's groups for the device: as given on a desktop (WalletConnect first, for its
 * QR code); on a phone, WalletConnect after the wallets one can open directly.
 */
export function orderConnectorGroups(
  groups: readonly ConnectorGroup[],
  mobile: boolean,
): readonly ConnectorGroup[] {
  if (!mobile) return groups
  return [
    ...groups.filter((group) => group.name !== 'walletConnect'),
    ...groups.filter((group) => group.name === 'walletConnect'),
  ]
}
