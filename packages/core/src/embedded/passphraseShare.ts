// Passphrase recovery: the recovery share encrypted under a key derived from the user's
// passphrase (PBKDF2-SHA-256 through WebCrypto, then AES-256-GCM), in the wallet frame. The
// server keeps the sealed bytes and has no key that opens them.

/** PBKDF2 rounds: OWASP's 2023 figure for PBKDF2-HMAC-SHA-256. */
const iterations = 600_000
/** The shortest passphrase accepted when one is chosen. */
export const minPassphraseLength = 8

/** The passphrase did not open the share (or the bytes were changed). */
export class WrongPassphraseError extends Error {
  override name = 'WrongPassphraseError'
  constructor() {
    super('Wrong passphrase')
  }
}

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const fromHex = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

async function deriveKey(passphrase: string, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(passphrase.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', salt, iterations, hash: 'SHA-256' },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** Seals `share` under `passphrase`: hex of salt (16 bytes), IV (12) and ciphertext with tag. */
export async function sealWithPassphrase(share: Uint8Array, passphrase: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await deriveKey(passphrase, salt)
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array(share))
  return toHex(salt) + toHex(iv) + toHex(new Uint8Array(sealed))
}

/** Opens what `sealWithPassphrase` sealed; a wrong passphrase throws WrongPassphraseError. */
export async function openWithPassphrase(sealed: string, passphrase: string): Promise<Uint8Array> {
  const bytes = fromHex(sealed)
  const key = await deriveKey(passphrase, bytes.slice(0, 16))
  try {
    return new Uint8Array(
      await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.slice(16, 28) },
        key,
        bytes.slice(28),
      ),
    )
  } catch {
    throw new WrongPassphraseError()
  }
}
