import { type Address, isAddressEqual, numberToHex, type PublicClient } from 'viem'
import { sessionAccountContract } from './sessionAccountContract.js'

/** One live session key of an account, as `GET /v1/sessions/{address}` answers it. */
export type ActiveSession = {
  chainId: string
  /** The session key: what `wallet_grantPermissions` answered as permissionsContext. */
  permissionsContext: Address
  contract: Address
  selector: `0x${string}`
  /** Unix seconds. */
  expiry: number
  /** Native spend (value and gas), wei, 0x. */
  spendLimit: `0x${string}`
  spent: `0x${string}`
  /** ERC-20 amount (transfer/approve/transferFrom), 0x. */
  tokenLimit: `0x${string}`
  tokenSpent: `0x${string}`
}

/**
 * The session keys `address` holds on one chain that are neither revoked nor expired (by the
 * chain's latest block): none when the account is not deployed or not upgraded to the session
 * account. At most the account's 16 keys, read in one call.
 */
export async function readActiveSessions(
  client: PublicClient,
  chainId: string,
  address: Address,
): Promise<ActiveSession[]> {
  const { abi, implementation, implementationSlot } = sessionAccountContract
  const slot = await client.getStorageAt({ address, slot: implementationSlot })
  if (!slot || !isAddressEqual(`0x${slot.slice(-40)}`, implementation)) return []
  const [[keys, rules], block] = await Promise.all([
    client.readContract({ address, abi, functionName: 'getSessions' }),
    client.getBlock({ blockTag: 'latest' }),
  ])
  return keys.flatMap((key, index) => {
    const rule = rules[index]
    if (!rule || rule.revoked || rule.grantId === 0n || BigInt(rule.validUntil) <= block.timestamp)
      return []
    return [
      {
        chainId,
        permissionsContext: key,
        contract: rule.target,
        selector: rule.selector,
        expiry: rule.validUntil,
        spendLimit: numberToHex(rule.valueLimit),
        spent: numberToHex(rule.valueSpent),
        tokenLimit: numberToHex(rule.amountLimit),
        tokenSpent: numberToHex(rule.amountSpent),
      },
    ]
  })
}
