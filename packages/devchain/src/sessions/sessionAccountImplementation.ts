import type { Address } from 'viem'

/**
 * Where SessionAccount.sol (the SimpleAccount with session keys) lands on every dev chain: the
 * deterministic deployer, salt 0, the EntryPoint v0.7 as constructor argument.
 */
export const sessionAccountImplementation: Address = '0xDd4620Ae877444DE619505420dc455E6449f585D'
