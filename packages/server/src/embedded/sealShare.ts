import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** Seals a key share with AES-256-GCM under `key`: base64 of IV, tag and ciphertext. */
export function sealShare(key: Buffer, share: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([cipher.update(share, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')
}

/** Opens a share `sealShare` sealed; throws when the key is wrong or the bytes were changed. */
export function openShare(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
  decipher.setAuthTag(bytes.subarray(12, 28))
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
}
