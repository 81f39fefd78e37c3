/** The fields of a Substrate `AccountInfo` the dev ledger keeps. */
export type AccountInfo = { nonce: number; free: bigint; reserved?: bigint; frozen?: bigint }

// Balances' ExtraFlags: the top bit marks an account of the new (frozen, not misc/fee) logic.
const newLogicFlag = 1n << 127n

/**
 * SCALE `AccountInfo` as `state_getStorage` returns it for System.Account: nonce, consumers,
 * providers, sufficients (u32 LE each), then free, reserved, frozen and flags (u128 LE each).
 */
export function encodeAccountInfo(info: AccountInfo): `0x${string}` {
  const bytes = new Uint8Array(80)
  const view = new DataView(bytes.buffer)
  view.setUint32(0, info.nonce, true)
  // consumers 0, providers 1 (the balance keeps the account alive), sufficients 0
  view.setUint32(8, 1, true)
  const u128 = (offset: number, value: bigint) => {
    view.setBigUint64(offset, value & 0xffff_ffff_ffff_ffffn, true)
    view.setBigUint64(offset + 8, value >> 64n, true)
  }
  u128(16, info.free)
  u128(32, info.reserved ?? 0n)
  u128(48, info.frozen ?? 0n)
  u128(64, newLogicFlag)
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
