import { sessionAccountImplementation } from '@latchkey/core/protocol'
import { parseAbi } from 'viem'

/**
 * Latchkey's session-key account (packages/devchain/src/sessions/SessionAccount.sol): the
 * SimpleAccount implementation a grant upgrades the user's account to, where the chain has it
 * (the dev chains: deterministic deployer, salt 0), and the functions the frame calls.
 */
export const sessionAccountContract = {
  implementation: sessionAccountImplementation,
  abi: parseAbi([
    'function upgradeToAndCall(address implementation, bytes data) payable',
    'function grantSession(address key, address target, bytes4 selector, uint48 validUntil, uint128 valueLimit, uint128 amountLimit)',
    'function revokeSession(address key)',
    'function sessions(address key) view returns (address target, bytes4 selector, uint48 validUntil, bool revoked, uint128 valueLimit, uint128 amountLimit, uint128 valueSpent, uint128 amountSpent, uint256 grantId)',
  ]),
  /** ERC-1967's implementation slot, where a proxy keeps its implementation's address. */
  implementationSlot: '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc',
} as const
