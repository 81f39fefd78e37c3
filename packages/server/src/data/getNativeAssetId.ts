import { eip155NativeTokenAddress } from '@latchkey/core/protocol'

/** The CAIP-10 id that stands for a chain's native coin: the all-e address (spec section 9). */
export function getNativeAssetId(caipNetworkId: string): string {
  return `${caipNetworkId}:${eip155NativeTokenAddress}`
}
