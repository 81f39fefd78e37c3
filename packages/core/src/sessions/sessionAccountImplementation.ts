/**
 * Where Latchkey's session-key account implementation (packages/devchain's SessionAccount.sol, the
 * SimpleAccount with session keys and ERC-1271) sits on the dev chains: the deterministic
 * deployer, salt 0, the EntryPoint v0.7 as constructor argument. The devchain deploys it and
 * checks it lands here; the wallet frame upgrades to it and the server recognises it by it.
 */
export const sessionAccountImplementation = '0x7832082CfB17B5B3BD66847F50d4212b9E662944' as const
