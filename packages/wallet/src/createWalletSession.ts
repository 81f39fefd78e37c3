import type { HDAccount } from 'viem'
import { loadDeviceShare, saveDeviceShare } from './deviceShareStore.js'
import type { ServerApi } from './serverApi.js'
import {
  combineShares,
  createSeedShares,
  evmAccountOf,
  shareFromHex,
  shareToHex,
} from './walletKeys.js'

// The session token stays in the frame's own storage: the dapp's page never sees it.
const sessionKey = 'latchkey-wallet:session'

type Stored = { token: string; email: string }

/**
 * The user's login and key in the frame: email and code, then the key rebuilt from the device
 * share and the server's auth share (or made on a first login, or recovered on a new device).
 */
export function createWalletSession(api: ServerApi) {
  let pendingEmail: string | undefined
  let email: string | undefined
  let account: HDAccount | undefined

  const store = (value: Stored | undefined) => {
    if (value) localStorage.setItem(sessionKey, JSON.stringify(value))
    else localStorage.removeItem(sessionKey)
    api.setToken(value?.token)
  }

  /** With a session open: the key from this device's share and the auth share. */
  const unlock = async (user: string) => {
    const wallet = await api.getWallet()
    let device = await loadDeviceShare(user)
    if (!device) {
      // A new device: the recovery share, released only right after the code was entered.
      const { recoveryShare } = await api.getRecoveryShare()
      device = shareFromHex(recoveryShare)
      await saveDeviceShare(user, device)
    }
    const seed = await combineShares(device, shareFromHex(wallet.authShare))
    const unlocked = evmAccountOf(seed)
    if (unlocked.address.toLowerCase() !== wallet.address.toLowerCase())
      throw new Error('The key shares do not match this account')
    return unlocked
  }

  return {
    getAccount: () => account,
    getEmail: () => email,
    async startEmailLogin(address: string) {
      const answer = await api.startEmailLogin(address)
      pendingEmail = address.toLowerCase()
      return answer
    },
    async verifyOtp(otp: string) {
      if (!pendingEmail) throw new Error('Enter your email first')
      const { token, user } = await api.verifyEmail(pendingEmail, otp)
      store({ token, email: user.email })
      if (user.address) account = await unlock(user.email)
      else {
        const { seed, shares } = await createSeedShares()
        const created = evmAccountOf(seed)
        await saveDeviceShare(user.email, shares.device)
        await api.createWallet({
          address: created.address,
          authShare: shareToHex(shares.auth),
          recoveryShare: shareToHex(shares.recovery),
        })
        account = created
      }
      email = user.email
      pendingEmail = undefined
      return account
    },
    /** Reopens a stored session (a reload); false when there is none or it ended. */
    async restore(): Promise<boolean> {
      if (account) return true
      const raw = localStorage.getItem(sessionKey)
      if (!raw) return false
      const stored = JSON.parse(raw) as Stored
      api.setToken(stored.token)
      try {
        account = await unlock(stored.email)
        email = stored.email
        return true
      } catch (error) {
        store(undefined)
        throw error
      }
    },
    async signOut() {
      await api.signOut().catch(() => {})
      store(undefined)
      account = undefined
      email = undefined
    },
  }
}
