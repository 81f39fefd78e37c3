/**
 * The eip155 chains the embedded wallet serves by default (spec section 9): Ethereum and
 * Sepolia, Optimism, Arbitrum, Polygon, Base, BNB, Avalanche, Gnosis, zkSync and Celo with
 * their testnets. An operator adds its own (the dev chains) in the frame's configuration.
 */
export const embeddedNetworkIds: readonly number[] = [
  1, 11155111, 10, 11155420, 42161, 421614, 137, 80002, 8453, 84532, 56, 97, 43114, 43113, 100,
  10200, 324, 300, 42220, 44787,
]
