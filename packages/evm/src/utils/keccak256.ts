// Keccak-256 over 64-bit lanes held in bigints: slow next to a table-driven implementation, but
// a few hundred bytes, and the adapter only hashes 40-character addresses with it. Importing
// viem (or @noble/hashes through it) for one hash would cost the eager bundle far more.

const mask = (1n << 64n) - 1n
const rate = 136
// The pi step's lane order, the rho step's rotations and the iota step's round constants, built
// once from their definitions (FIPS 202, section 3.2) rather than listed.
const piLanes: number[] = []
const rotations: bigint[] = []
const roundConstants: bigint[] = []
for (let round = 0, x = 1, y = 0, lfsr = 1; round < 24; round++) {
  ;[x, y] = [y, (2 * x + 3 * y) % 5]
  piLanes.push(x + 5 * y)
  rotations.push(BigInt((((round + 1) * (round + 2)) / 2) % 64))
  let constant = 0n
  for (let bit = 0; bit < 7; bit++) {
    lfsr = ((lfsr << 1) ^ ((lfsr >> 7) * 0x71)) % 256
    if (lfsr & 2) constant ^= 1n << ((1n << BigInt(bit)) - 1n)
  }
  roundConstants.push(constant)
}

const rotate = (lane: bigint, by: bigint) => ((lane << by) | (lane >> (64n - by))) & mask

function permute(state: bigint[]) {
  const columns: bigint[] = []
  for (const constant of roundConstants) {
    for (let x = 0; x < 5; x++)
      columns[x] = state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!
    for (let x = 0; x < 5; x++) {
      const theta = columns[(x + 4) % 5]! ^ rotate(columns[(x + 1) % 5]!, 1n)
      for (let y = 0; y < 25; y += 5) state[x + y]! ^= theta
    }
    let carried = state[1]!
    for (let step = 0; step < 24; step++) {
      const lane = piLanes[step]!
      const next = state[lane]!
      state[lane] = rotate(carried, rotations[step]!)
      carried = next
    }
    for (let y = 0; y < 25; y += 5) {
      const row = state.slice(y, y + 5)
      for (let x = 0; x < 5; x++)
        state[x + y] = row[x]! ^ (~row[(x + 1) % 5]! & mask & row[(x + 2) % 5]!)
    }
    state[0]! ^= constant
  }
}

/** The Keccak-256 hash (as Ethereum uses it, not SHA3-256) of `bytes`, as 32 bytes. */
export function keccak256(bytes: Uint8Array): Uint8Array {
  // Keccak's padding: 0x01 after the message, 0x80 on the last byte of the block.
  const padded = new Uint8Array(Math.floor(bytes.length / rate + 1) * rate)
  padded.set(bytes)
  padded[bytes.length]! ^= 0x01
  padded[padded.length - 1]! ^= 0x80
  const state: bigint[] = new Array(25).fill(0n)
  for (let block = 0; block < padded.length; block += rate) {
    for (let lane = 0; lane < rate / 8; lane++) {
      let value = 0n
      for (let byte = 7; byte >= 0; byte--)
        value = (value << 8n) | BigInt(padded[block + lane * 8 + byte]!)
      state[lane]! ^= value
    }
    permute(state)
  }
  const hash = new Uint8Array(32)
  for (let byte = 0; byte < 32; byte++)
    hash[byte] = Number((state[byte >> 3]! >> BigInt((byte & 7) * 8)) & 0xffn)
  return hash
}
