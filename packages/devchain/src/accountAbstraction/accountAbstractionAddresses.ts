import type { Address } from 'viem'

/**
 * Where ERC-4337 v0.7's contracts live on every chain they were deployed to the canonical way (the
 * deterministic CREATE2 deployer), and so on the dev chains: the EntryPoint and the reference
 * SimpleAccountFactory (the factory permissionless's `toSimpleSmartAccount` defaults to).
 */
export const accountAbstractionAddresses = {
  /** The deterministic deployer (Arachnid's) that anvil has from genesis. */
  create2Deployer: '0x4e59b44847b379578588920ca78fbf26c0b4956c',
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  simpleAccountFactory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
} as const satisfies Record<string, Address>
