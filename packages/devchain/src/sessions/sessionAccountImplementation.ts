import { sessionAccountImplementation as implementation } from '@latchkey/core/protocol'
import type { Address } from 'viem'

/**
 * Where SessionAccount.sol (the SimpleAccount with session keys) lands on every dev chain: the
 * deterministic deployer, salt 0, the EntryPoint v0.7 as constructor argument. Core holds the
 * address, which the wallet frame and the server read too.
 */
export const sessionAccountImplementation: Address = implementation
