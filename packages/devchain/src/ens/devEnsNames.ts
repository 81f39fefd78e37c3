import type { Address } from 'viem'
import { devAccounts } from '../chain/devAccounts.js'

/** A `.eth` name the dev stack sets up: forward (`addr`) and reverse (primary name) records. */
export type DevEnsName = { name: string; address: Address }

/** The dev chains' ENS names: dev account 8 is `alice.eth`. */
export const devEnsNames: readonly DevEnsName[] = Object.freeze([
  { name: 'alice.eth', address: devAccounts[8]!.address },
])

/** The node under `eth` the dev stack owns, the parent of the names Latchkey itself gives. */
export const devEnsParentName = 'latchkey.eth'
