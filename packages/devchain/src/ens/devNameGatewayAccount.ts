import type { Address, Hex } from 'viem'

/**
 * The dev name gateway's signing key: the dev stack's server signs its CCIP-read answers with it
 * and the dev chains' OffchainResolver accepts them. Never funded (it only signs), not one of the
 * dev accounts; generated once and fixed here so a restarted stack keeps it. Dev chains only.
 */
export const devNameGatewayAccount: { address: Address; privateKey: Hex } = Object.freeze({
  address: '0xB66A67D6b5f9251719109620D1FF034dbA06993b',
  privateKey: '0xcef3d6582432beb1d2b43a1537a116a2f8531ce93393f0d0d801b968c99978b3',
})
