import { sessionAccountImplementation } from '@latchkey/core/protocol'
import { parseAbi } from 'viem'

/**
 * Latchkey's session-key account (packages/devchain/src/sessions/SessionAccount.sol) as the
 * server reads it: where its implementation sits on the dev chains and the functions used here.
 */
export const sessionAccountContract = {
  implementation: sessionAccountImplementation,
  implementationSlot: '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc',
  abi: parseAbi([
    'struct Session { address target; bytes4 selector; uint48 validUntil; bool revoked; uint128 valueLimit; uint128 amountLimit; uint128 valueSpent; uint128 amountSpent; uint256 grantId; }',
    'function getSessions() view returns (address[] keys, Session[] rules)',
    'function revokeSessionWithSignature(address key, bytes signature)',
    'function revokeDigest(address key) view returns (bytes32)',
  ]),
} as const
