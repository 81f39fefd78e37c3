// The embedded wallet's account routes over real HTTP with a real PGlite database: a new device
// approved from the emailed link, the email change in two codes, and passphrase recovery (the
// server never holds two shares it can open). Mail goes through the in-process SMTP catcher and
// is read back from the dev inbox, as a person would.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  openWithPassphrase,
  sealWithPassphrase,
  WrongPassphraseError,
} from '@latchkey/core/protocol'
import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex } from 'viem'
import { HDKey, hdKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type EmbeddedTestServer,
  startEmbeddedTestServer,
} from '../../test/startEmbeddedTestServer.js'
import { openShare } from './sealShare.js'

let stack: EmbeddedTestServer

beforeAll(async () => {
  stack = await startEmbeddedTestServer({
    env: { LATCHKEY_PASSPHRASE_RECOVERY_PROJECTS: 'passphrase-project' },
  })
  // A fresh PGlite database takes seconds to initialise, more on a busy machine.
}, 120_000)
afterAll(() => stack?.stop())

const call = (...parameters: Parameters<EmbeddedTestServer['call']>) => stack.call(...parameters)
const lastMail = (email: string) => stack.lastMail(email)
const codeOf = (email: string) => stack.codeOf(email)
const newDeviceId = () => randomBytes(32).toString('base64url')
let emails = 0
const newEmail = (name: string) => `${name}-${++emails}-${Date.now()}@example.com`

/** Ends the 30 s cool-down of `email`'s codes (the routes' clock is the system's). */
const endCooldown = (email: string) =>
  stack.server.database.query(
    "update embedded_email_codes set created_at = created_at - interval '1 minute' where email = $1",
    [email],
  )

/** Logs `email` in from `deviceId`; returns the session token. */
async function login(email: string, deviceId: string) {
  expect((await call('POST', '/v1/embedded/email', { email, deviceId })).body).toEqual({
    action: 'VERIFY_OTP',
  })
  const verified = await call('POST', '/v1/embedded/email/verify', {
    email,
    otp: await codeOf(email),
    deviceId,
  })
  expect(verified.status).toBe(200)
  return verified.body as { token: string; user: { email: string; address?: string } }
}

/** A new wallet's seed, address and shares (as the frame makes them). */
async function newWallet() {
  const seed = crypto.getRandomValues(new Uint8Array(32))
  const [device, auth, recovery] = (await split(seed, 3, 2)) as [Uint8Array, Uint8Array, Uint8Array]
  const address = hdKeyToAccount(HDKey.fromMasterSeed(seed)).address
  const hex = (share: Uint8Array) => bytesToHex(share).slice(2)
  return { seed, address, device, auth, recovery, hex }
}

async function loginWithWallet(email: string, deviceId: string) {
  const { token } = await login(email, deviceId)
  const wallet = await newWallet()
  const created = await call(
    'POST',
    '/v1/embedded/wallet',
    {
      address: wallet.address,
      authShare: wallet.hex(wallet.auth),
      recoveryShare: wallet.hex(wallet.recovery),
    },
    token,
  )
  expect(created.status).toBe(201)
  return { token, wallet }
}

describe('a new device', () => {
  test('is approved from the emailed link before it gets a code', async () => {
    const email = newEmail('device')
    const first = newDeviceId()
    const { wallet } = await loginWithWallet(email, first)
    await endCooldown(email)

    const second = newDeviceId()
    expect((await call('POST', '/v1/embedded/email', { email, deviceId: second })).body).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const mail = await lastMail(email)
    expect(mail.subject).toBe('Approve your new device')
    const link = mail.text.match(/http:\/\/\S+\/embedded\/device\/approve\?token=\S+/)?.[0] ?? ''
    expect(link.startsWith(stack.url)).toBe(true)

    // Not approved yet: no code is taken and the status says so.
    const early = await call('POST', '/v1/embedded/email/verify', {
      email,
      otp: '123456',
      deviceId: second,
    })
    expect(early.status).toBe(403)
    expect(early.body.error?.message).toBe(
      'Approve this device from the link we sent to your email first',
    )
    expect((await call('POST', '/v1/embedded/device', { email, deviceId: second })).body).toEqual({
      approved: false,
    })
    // Without a device id, an account with a wallet is refused naming the field.
    const anonymous = await call('POST', '/v1/embedded/email', { email })
    expect(anonymous.status).toBe(400)
    expect(anonymous.body.error?.message).toContain('deviceId')

    // Opening the link only shows the question; the button approves, once.
    const page = await fetch(link)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(email)
    expect(
      (await call('POST', '/v1/embedded/device', { email, deviceId: second })).body.approved,
    ).toBe(false)
    const token = new URL(link).searchParams.get('token') ?? ''
    const approve = () =>
      fetch(`${stack.url}/embedded/device/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      })
    const approved = await approve()
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Device approved')
    expect((await approve()).status).toBe(400)
    expect((await call('POST', '/v1/embedded/device', { email, deviceId: second })).body).toEqual({
      approved: true,
    })

    // Now the device logs in and takes the shares of the same wallet.
    await endCooldown(email)
    const { token: session, user } = await login(email, second)
    expect(user.address).toBe(wallet.address)
    const recovered = await call('GET', '/v1/embedded/wallet/recovery', undefined, session)
    expect(recovered.body.recovery).toBe('server')
    expect(recovered.body.recoveryShare).toBe(wallet.hex(wallet.recovery))
  })

  test('a second link within 30 s is refused', async () => {
    const email = newEmail('device-throttle')
    await loginWithWallet(email, newDeviceId())
    expect(
      (await call('POST', '/v1/embedded/email', { email, deviceId: newDeviceId() })).status,
    ).toBe(200)
    const again = await call('POST', '/v1/embedded/email', { email, deviceId: newDeviceId() })
    expect(again.status).toBe(429)
    expect(again.body.error?.message).toMatch(/^Please try again after \d+ seconds$/)
  })
})

describe('the email change', () => {
  test('a code to the old email, then one to the new: the account keeps its wallet', async () => {
    const oldEmail = newEmail('old')
    const nextEmail = newEmail('next')
    const device = newDeviceId()
    const { token, wallet } = await loginWithWallet(oldEmail, device)
    const taken = newEmail('taken')
    await login(taken, newDeviceId())

    const same = await call('POST', '/v1/embedded/email/update', { email: oldEmail }, token)
    expect(same.body.error?.message).toBe('This is already your email')
    const inUse = await call('POST', '/v1/embedded/email/update', { email: taken }, token)
    expect(inUse.status).toBe(409)
    expect(inUse.body.error?.message).toBe('This email is already in use')
    const bad = await call('POST', '/v1/embedded/email/update', { email: 'nope' }, token)
    expect(bad.status).toBe(400)
    expect(bad.body.error?.message).toContain('email')
    expect((await call('POST', '/v1/embedded/email/update', { email: nextEmail })).status).toBe(401)

    const started = await call('POST', '/v1/embedded/email/update', { email: nextEmail }, token)
    expect(started.body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect((await lastMail(oldEmail)).subject).toContain(`change your email to ${nextEmail}`)
    const early = await call(
      'POST',
      '/v1/embedded/email/update/secondary',
      { otp: '123456' },
      token,
    )
    expect(early.body.error?.message).toBe('Start the email change again')
    const wrong = await call('POST', '/v1/embedded/email/update/primary', { otp: '000000' }, token)
    expect(wrong.body.error?.message).toBe('Invalid code')
    const primary = await call(
      'POST',
      '/v1/embedded/email/update/primary',
      { otp: await codeOf(oldEmail) },
      token,
    )
    expect(primary.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await call(
      'POST',
      '/v1/embedded/email/update/secondary',
      { otp: await codeOf(nextEmail) },
      token,
    )
    expect(secondary.body).toEqual({ email: nextEmail })

    // The session goes on under the new email, with the same wallet.
    const kept = await call('GET', '/v1/embedded/wallet', undefined, token)
    expect(kept.body).toMatchObject({ email: nextEmail, address: wallet.address })
    // The new email logs in on the approved device to the same wallet; the old one is a stranger.
    expect((await login(nextEmail, device)).user.address).toBe(wallet.address)
    await endCooldown(oldEmail)
    expect((await login(oldEmail, device)).user.address).toBeUndefined()
  })
})

describe('passphrase recovery', () => {
  test('the project decides; the server never holds two shares it can open', async () => {
    const origin = (projectId: string) =>
      call('POST', '/v1/embedded/origin', { origin: 'http://127.0.0.1:5173', projectId })
    expect((await origin('passphrase-project')).body).toEqual({
      allowed: true,
      recovery: 'passphrase',
    })
    expect((await origin('other-project')).body).toEqual({ allowed: true, recovery: 'server' })

    const email = newEmail('passphrase')
    const { token } = await login(email, newDeviceId())
    const wallet = await newWallet()
    const sealed = await sealWithPassphrase(wallet.recovery, 'correct horse battery')
    const body = {
      address: wallet.address,
      authShare: wallet.hex(wallet.auth),
      projectId: 'passphrase-project',
    }
    // The project chose passphrase recovery: a share for the server's key is refused.
    const refused = await call(
      'POST',
      '/v1/embedded/wallet',
      { ...body, recoveryShare: wallet.hex(wallet.recovery) },
      token,
    )
    expect(refused.status).toBe(400)
    expect(refused.body.error?.message).toBe('This project recovers wallets with a passphrase only')
    const mismatched = await call(
      'POST',
      '/v1/embedded/wallet',
      { ...body, recovery: 'passphrase', recoveryShare: wallet.hex(wallet.recovery) },
      token,
    )
    expect(mismatched.body.error?.message).toContain('recoveryShare')
    expect(
      (
        await call(
          'POST',
          '/v1/embedded/wallet',
          { ...body, recovery: 'passphrase', recoveryShare: sealed },
          token,
        )
      ).status,
    ).toBe(201)

    // Everything the server keeps, opened with every key it has: only the auth share opens.
    const keys = await Promise.all(
      ['embedded-share.key', 'embedded-recovery.key'].map(async (name) =>
        Buffer.from((await readFile(join(stack.dataDir, name), 'utf8')).trim(), 'hex'),
      ),
    )
    const { rows } = await stack.server.database.query<{
      auth_share: string
      recovery_share: string
    }>('select auth_share, recovery_share from embedded_users where email = $1', [email])
    const opened = [rows[0]!.auth_share, rows[0]!.recovery_share].flatMap((stored) =>
      keys.flatMap((key) => {
        try {
          return [openShare(key, stored)]
        } catch {
          return []
        }
      }),
    )
    expect(opened).toEqual([wallet.hex(wallet.auth)])
    expect(rows[0]!.recovery_share).toBe(sealed)
    // One share gives nothing of the seed back.
    const fromOne = await combine([wallet.auth, wallet.auth]).catch(() => undefined)
    expect(fromOne && bytesToHex(fromOne)).not.toBe(bytesToHex(wallet.seed))

    // On a new device: the sealed share comes back sealed; only the passphrase opens it.
    const recovered = await call('GET', '/v1/embedded/wallet/recovery', undefined, token)
    expect(recovered.body).toEqual({ recovery: 'passphrase', recoveryShare: sealed })
    await expect(openWithPassphrase(sealed, 'wrong horse battery')).rejects.toBeInstanceOf(
      WrongPassphraseError,
    )
    const share = await openWithPassphrase(sealed, 'correct horse battery')
    expect(bytesToHex(await combine([share, wallet.auth]))).toBe(bytesToHex(wallet.seed))
  })

  test('a project without it refuses a passphrase-sealed share', async () => {
    const { token } = await login(newEmail('server-recovery'), newDeviceId())
    const wallet = await newWallet()
    const answer = await call(
      'POST',
      '/v1/embedded/wallet',
      {
        address: wallet.address,
        authShare: wallet.hex(wallet.auth),
        recovery: 'passphrase',
        recoveryShare: await sealWithPassphrase(wallet.recovery, 'correct horse battery'),
      },
      token,
    )
    expect(answer.status).toBe(400)
    expect(answer.body.error?.message).toBe(
      'This project recovers wallets with the server’s recovery key',
    )
  })
})
