import type { HDAccount } from 'viem'
import { completeSocialLogin } from './completeSocialLogin.js'
import { createStoredSession, type StoredSession } from './createStoredSession.js'
import { createUserWallet } from './createUserWallet.js'
import { getDeviceId, moveDeviceShare } from './deviceShareStore.js'
import { recoverWithPassphrase } from './recoverWithPassphrase.js'
import type { ServerApi } from './serverApi.js'
import { unlockWallet } from './unlockWallet.js'
import { waitForDeviceApproval } from './waitForDeviceApproval.js'

/** How long one CONNECT_FARCASTER waits for the approval (under the dapp's 30 s time-out). */
const farcasterWaitMs = 20_000
const farcasterPollMs = 1_000

/** What a login still needs once the code held: the user's passphrase (passphrase recovery). */
type PassphraseStep =
  | { kind: 'create'; email: string }
  | { kind: 'recover'; email: string; sealed: string }

/** The Farcaster channel whose new device was said to wait for its approval. */
let waitingChannel: string | undefined

/**
 * Asks the Farcaster channel for the app's approval, then (an account's new device) for the
 * device's, for up to 20 s: its last answer. The first VERIFY_DEVICE comes back at once, so the
 * dapp says what the device waits for.
 */
async function pollFarcaster(api: ServerApi, channelToken: string) {
  const deadline = Date.now() + farcasterWaitMs
  for (;;) {
    const answer = await api.completeFarcasterLogin(channelToken, getDeviceId())
    if (answer.token !== undefined || Date.now() >= deadline) return answer
    if (answer.action === 'VERIFY_DEVICE' && waitingChannel !== channelToken) {
      waitingChannel = channelToken
      return answer
    }
    await new Promise((resolve) => setTimeout(resolve, farcasterPollMs))
  }
}

/**
 * Sign In With Farcaster's step in the frame: without a channel, one opened for the dapp's
 * `origin` (its link is the QR code's); with one, the wait for the Farcaster app's approval (then
 * the device's, for an account's new device): PENDING or VERIFY_DEVICE while it lasts (the dapp
 * asks again), else the server's session.
 */
async function askFarcaster(api: ServerApi, channelToken: string | undefined, origin: string) {
  if (!channelToken) {
    const channel = await api.startFarcasterLogin(getDeviceId(), origin)
    return { action: 'CHANNEL' as const, ...channel }
  }
  const answer = await pollFarcaster(api, channelToken)
  // An account's new device: approved from the emailed link, or else from a signed-in device.
  if (answer.action === 'VERIFY_DEVICE')
    return { action: 'VERIFY_DEVICE' as const, approver: answer.email ? 'email' : 'device' }
  if (answer.token === undefined) return { action: 'PENDING' as const }
  return answer
}

/**
 * The user's login and key in the frame: email and code, or a social login (on a new device,
 * after the emailed approval link), then the key rebuilt from the device share and the server's auth share (or
 * made on a first login, or recovered on a new device with the recovery share: from the server,
 * or opened with the user's passphrase when the project chose passphrase recovery).
 */
export function createWalletSession(
  api: ServerApi,
  options: { recovery: () => Promise<'server' | 'passphrase'>; projectId: string | undefined },
) {
  let pendingEmail: string | undefined
  let email: string | undefined
  let account: HDAccount | undefined
  let passphraseStep: PassphraseStep | undefined
  // The login the session was opened with: the social login, or a passkey (neither: email).
  let via: Pick<StoredSession, 'social' | 'passkey'> = {}
  // The social login whose new device waits for its emailed approval.
  let waitingUri: string | undefined

  const stored = createStoredSession(api)
  /** With a session open: the key, or undefined when the passphrase must recover it first. */
  const unlock = async (user: string) => {
    const unlocked = await unlockWallet(api, user)
    if ('account' in unlocked) return unlocked.account
    passphraseStep = { kind: 'recover', email: user, sealed: unlocked.sealed }
    return undefined
  }
  const create = (user: string, passphrase?: string) =>
    createUserWallet(api, { user, projectId: options.projectId, passphrase })
  const finish = (user: string, unlocked: HDAccount) => {
    account = unlocked
    email = user
    pendingEmail = undefined
    passphraseStep = undefined
    return unlocked
  }

  /** A session opened (any login kind): the key unlocked, made, or the passphrase asked for. */
  const loggedIn = async (
    token: string,
    user: string,
    address: string | undefined,
  ): Promise<'CONNECTED' | 'PASSPHRASE'> => {
    stored.save({ token, email: user, ...via })
    if (address) {
      const unlocked = await unlock(user)
      if (!unlocked) return 'PASSPHRASE'
      finish(user, unlocked)
      return 'CONNECTED'
    }
    if ((await options.recovery()) === 'passphrase') {
      passphraseStep = { kind: 'create', email: user }
      return 'PASSPHRASE'
    }
    finish(user, await create(user))
    return 'CONNECTED'
  }

  return {
    getAccount: () => account,
    /** The account's email; none for a social login that gave none. */
    getEmail: () => (email?.startsWith('account:') ? undefined : email),
    async startEmailLogin(address: string) {
      const answer = await api.startEmailLogin(address, getDeviceId())
      pendingEmail = address.toLowerCase()
      return answer
    },
    /**
     * Waits (up to 20 s) for this device to be approved from the emailed link, then asks for
     * the code: VERIFY_OTP once it is sent, VERIFY_DEVICE while the link is not opened yet.
     */
    async waitForDevice(): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }> {
      if (!pendingEmail) throw new Error('Enter your email first')
      return waitForDeviceApproval(api, pendingEmail)
    },
    /** Checks the code; 'PASSPHRASE' when the passphrase screen must come next. */
    async verifyOtp(otp: string): Promise<'CONNECTED' | 'PASSPHRASE'> {
      if (!pendingEmail) throw new Error('Enter your email first')
      const { token, user } = await api.verifyEmail(pendingEmail, otp, getDeviceId())
      via = {}
      return loggedIn(token, user.email, user.address)
    },
    /** A social login's start: the provider's authorize URL, for the dapp's popup or redirect. */
    async getSocialRedirectUri(provider: string, origin: string, returnUrl?: string) {
      return api.startSocialLogin({
        provider,
        deviceId: getDeviceId(),
        origin,
        returnUrl,
        projectId: options.projectId,
      })
    },
    /**
     * A social login's end (the callback's address): a session, then the key as after a code.
     * A new device of an account answers VERIFY_DEVICE first, then (the dapp asking again) waits
     * up to 20 s at a time for the link emailed to the account.
     */
    async connectSocial(
      uri: string,
    ): Promise<'CONNECTED' | 'PASSPHRASE' | 'VERIFY_DEVICE' | 'VERIFY_SIGNED_IN_DEVICE'> {
      const answer = await completeSocialLogin(api, uri, uri === waitingUri)
      if (answer.action === 'VERIFY_DEVICE') {
        waitingUri = uri
        // No email to send a link to: a device signed in to the account approves.
        return answer.email ? 'VERIFY_DEVICE' : 'VERIFY_SIGNED_IN_DEVICE'
      }
      waitingUri = undefined
      const { user } = answer
      via = { social: { provider: user.provider, username: user.username } }
      return loggedIn(answer.token, user.email ?? `account:${user.accountId}`, user.address)
    },
    /**
     * Sign In With Farcaster: without a channel, opens one for the dapp's `origin` (its link is
     * the QR code's); with one, waits up to 20 s for the Farcaster app's approval (and an account's
     * new device for its own): then a session and the key as after a code, or PENDING or
     * VERIFY_DEVICE (the dapp asks again).
     */
    async connectFarcaster(channelToken: string | undefined, origin: string) {
      const step = await askFarcaster(api, channelToken, origin)
      if (!('token' in step)) return step
      const { user } = step
      via = { social: { provider: 'farcaster', username: user.username } }
      return loggedIn(step.token, user.email ?? `account:${user.accountId}`, user.address)
    },
    /** A passkey's sign-in (the server opened the session and approved the device): the key as after a code. */
    openPasskeySession(answer: Awaited<ReturnType<ServerApi['passkeyLogin']>>) {
      via = { passkey: true }
      const { token, user } = answer
      return loggedIn(token, user.email ?? `account:${user.accountId}`, user.address)
    },
    /** The social login of the session, if it was one; and whether a passkey opened it. */
    getSocial: () => via.social,
    signedInWithPasskey: () => via.passkey === true,
    /** Whether the passphrase screen should ask for a new passphrase or the existing one. */
    getPassphraseStep: () => passphraseStep?.kind,
    /** Makes the wallet with, or recovers it by, the passphrase; a wrong one throws. */
    async submitPassphrase(passphrase: string) {
      const step = passphraseStep
      if (!step) throw new Error('Enter your code first')
      if (step.kind === 'create') return finish(step.email, await create(step.email, passphrase))
      const { email: user, sealed } = step
      return finish(user, await recoverWithPassphrase(api, { user, sealed, passphrase }))
    },
    /** Reopens a stored session (a reload); false when there is none or it ended. */
    async restore(): Promise<boolean> {
      if (account) return true
      const session = stored.read()
      if (!session) return false
      stored.useToken(session)
      try {
        const unlocked = await unlock(session.email)
        if (!unlocked) throw new Error('This device has no key share')
        via = { social: session.social, passkey: session.passkey }
        finish(session.email, unlocked)
        return true
      } catch (error) {
        stored.save(undefined)
        throw error
      }
    },
    /** Starts the email change: a code goes to the current email (VERIFY_PRIMARY_OTP). */
    updateEmail: (newEmail: string) => api.updateEmail(newEmail),
    /** The current email's code: a code goes to the new email (VERIFY_SECONDARY_OTP). */
    verifyUpdatePrimary: (otp: string) => api.verifyUpdatePrimary(otp),
    /** The new email's code: the account's email changes; this device's share follows it. */
    async verifyUpdateSecondary(otp: string) {
      const answer = await api.verifyUpdateSecondary(otp)
      const session = stored.read()
      if (email) await moveDeviceShare(email, answer.email)
      if (session) stored.save({ ...session, email: answer.email })
      email = answer.email
      return answer
    },
    async signOut() {
      await api.signOut().catch(() => {})
      stored.save(undefined)
      account = undefined
      email = undefined
      via = {}
      passphraseStep = undefined
    },
  }
}
