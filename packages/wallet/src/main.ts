import type { AppEvent } from '@latchkey/core/protocol'
import { bytesToHex } from 'viem'
import { showApproval } from './approvalScreen.js'
import { createFrameMessenger } from './createFrameMessenger.js'
import { createRpcHandler } from './createRpcHandler.js'
import { createSmartAccounts } from './createSmartAccounts.js'
import { createWalletSession } from './createWalletSession.js'
import { getDeviceId } from './deviceShareStore.js'
import { showExportKey } from './exportKeyScreen.js'
import { showPassphrase } from './passphraseScreen.js'
import { createServerApi } from './serverApi.js'
import './styles.css'
import { readFrameParameters, readWalletConfig } from './walletConfig.js'

/** The frame's version, sent with READY. */
const frameVersion = '0.1.0'

const config = readWalletConfig()
const frameParameters = readFrameParameters(location.search)
const root = document.getElementById('root') as HTMLElement
const log = (message: string) => {
  if (frameParameters.enableLogger) console.info(`[latchkey wallet] ${message}`)
}
// The page that framed this one: the only origin answered (Chromium gives its ancestors).
const dappOrigin =
  location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '')
const api = createServerApi(config.serverUrl)
const originCheck =
  window.parent === window || !dappOrigin
    ? Promise.resolve({ allowed: false, recovery: undefined, socials: undefined })
    : api.checkOrigin(dappOrigin, frameParameters.projectId)
const session = createWalletSession(api, {
  // The project's choice: the server's recovery key, or the user's passphrase.
  recovery: () => originCheck.then((answer) => answer.recovery ?? 'server'),
  projectId: frameParameters.projectId,
})
const pending = new Map<string, AbortController>()

const allowed = originCheck.then((answer) => answer.allowed)
const messenger = createFrameMessenger({
  dappOrigin,
  allowed,
  onEvent: (event) => {
    handle(event).then(
      (payload) => messenger.reply(event, payload),
      (error: unknown) => messenger.fail(event, error),
    )
  },
  log,
})

const smartAccounts = createSmartAccounts({
  serverUrl: config.serverUrl,
  projectId: frameParameters.projectId,
  getOwner: session.getAccount,
})
// The dapp's smartSessions feature, as its SYNC_DAPP_DATA said (off until it says otherwise).
let smartSessions = false
const rpc = createRpcHandler({
  getAccount: session.getAccount,
  smartSessions: () => smartSessions,
  getSmartAccount: smartAccounts.active,
  extraChainIds: config.extraChainIds ?? [],
  approve: async (details, signal) => {
    messenger.post({ type: '@frame/APPROVAL', payload: { open: true } })
    try {
      return await showApproval(root, details, signal)
    } finally {
      messenger.post({ type: '@frame/APPROVAL', payload: { open: false } })
    }
  },
  onChainChanged: (chainId) =>
    messenger.post({ type: '@frame/CHAIN_CHANGED', payload: { chainId } }),
})

// The user as the dapp sees it: the active account (the smart account where a bundler serves the
// network and it is preferred, else the key's own) and both accounts under the key.
const userOf = async () => {
  const account = session.getAccount()
  if (!account) throw new Error('Not logged in')
  const network = rpc.getNetwork()
  // A node or bundler that does not answer leaves the user on the key's own account.
  const smart = network
    ? await smartAccounts.open(network).catch((error: unknown) => {
        log(`the smart account did not open: ${String(error)}`)
        return undefined
      })
    : undefined
  const active = smart && smartAccounts.getPreferred() === 'smartAccount' ? smart : undefined
  return {
    email: session.getEmail(),
    address: active?.address ?? account.address,
    chainId: rpc.getChainId() ?? frameParameters.chainId ?? 1,
    accounts: [
      ...(smart ? [{ address: smart.address, type: 'smartAccount' as const }] : []),
      { address: account.address, type: 'eoa' as const },
    ],
    username: session.getSocial()?.username,
    socialProvider: session.getSocial()?.provider,
    ...(session.signedInWithPasskey() ? { passkey: true } : {}),
    smartAccountDeployed: smart ? await smart.isDeployed() : false,
    preferredAccountType: smartAccounts.getPreferred(),
  }
}

async function handle(event: AppEvent): Promise<unknown> {
  switch (event.type) {
    case '@app/SYNC_DAPP_DATA':
      smartSessions = event.payload.smartSessions === true
      rpc.setNetworks(event.payload.networks, frameParameters.chainId)
      return undefined
    case '@app/SYNC_THEME':
      document.documentElement.dataset.theme = event.payload.themeMode ?? ''
      return undefined
    case '@app/CONNECT_EMAIL':
      return session.startEmailLogin(event.payload.email)
    case '@app/CONNECT_DEVICE':
      return session.waitForDevice()
    case '@app/CONNECT_OTP':
      if ((await session.verifyOtp(event.payload.otp)) === 'PASSPHRASE')
        return { action: 'PASSPHRASE' }
      return userOf()
    case '@app/GET_SOCIAL_REDIRECT_URI':
      if (event.payload.provider === 'farcaster') throw new Error('Farcaster is not supported yet')
      // A redirect login comes back only to the page that framed this one.
      if (event.payload.returnUrl && new URL(event.payload.returnUrl).origin !== dappOrigin)
        throw new Error('The return address is not on this page’s origin')
      return session.getSocialRedirectUri(
        event.payload.provider,
        dappOrigin,
        event.payload.returnUrl,
      )
    case '@app/CONNECT_SOCIAL': {
      const step = await session.connectSocial(event.payload.uri)
      if (step === 'VERIFY_SIGNED_IN_DEVICE') return { action: 'VERIFY_DEVICE', approver: 'device' }
      return step === 'CONNECTED' ? userOf() : { action: step }
    }
    case '@app/CONNECT_FARCASTER': {
      const step = await session.connectFarcaster(event.payload.channelToken, dappOrigin)
      if (step === 'CONNECTED') return userOf()
      return typeof step === 'string' ? { action: step } : step
    }
    case '@app/CONNECT_PASSPHRASE': {
      const mode = session.getPassphraseStep()
      if (!mode) throw new Error('Enter your code first')
      messenger.post({ type: '@frame/APPROVAL', payload: { open: true } })
      try {
        await showPassphrase(root, mode, session.submitPassphrase)
      } finally {
        messenger.post({ type: '@frame/APPROVAL', payload: { open: false } })
      }
      return userOf()
    }
    case '@app/UPDATE_EMAIL':
      return session.updateEmail(event.payload.email)
    case '@app/UPDATE_EMAIL_PRIMARY_OTP':
      return session.verifyUpdatePrimary(event.payload.otp)
    case '@app/UPDATE_EMAIL_SECONDARY_OTP':
      return session.verifyUpdateSecondary(event.payload.otp)
    case '@app/IS_CONNECTED':
      return {
        isConnected: await session.restore().catch((error: unknown) => {
          log(`the stored session did not reopen: ${String(error)}`)
          return false
        }),
      }
    case '@app/GET_USER':
      if (event.payload.chainId !== undefined) rpc.switchNetwork(Number(event.payload.chainId))
      return userOf()
    case '@app/GET_CHAIN_ID':
      return { chainId: rpc.getChainId() }
    case '@app/SWITCH_NETWORK':
      return { chainId: rpc.switchNetwork(Number(event.payload.chainId)) }
    case '@app/SIGN_OUT':
      await session.signOut()
      return undefined
    case '@app/RPC_REQUEST': {
      const controller = new AbortController()
      const id = event.id ?? ''
      pending.set(id, controller)
      try {
        return await rpc.request(event.payload, controller.signal)
      } finally {
        pending.delete(id)
      }
    }
    case '@app/RPC_ABORT':
      pending.get(event.payload.requestId)?.abort()
      return undefined
    case '@app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
      return {
        smartAccountEnabledNetworks: await smartAccounts.enabledChainIds(rpc.getChainIds()),
      }
    case '@app/INIT_SMART_ACCOUNT': {
      const network = rpc.getNetwork()
      const smart = network ? await smartAccounts.open(network) : undefined
      if (!smart) throw new Error('This application might not support Smart Accounts')
      return { address: smart.address, isDeployed: await smart.isDeployed() }
    }
    case '@app/SET_PREFERRED_ACCOUNT': {
      smartAccounts.setPreferred(event.payload.type)
      const user = await userOf()
      const active = user.accounts.find((entry) => entry.address === user.address)
      return { type: active?.type ?? 'eoa', address: user.address }
    }
    case '@app/EXPORT_KEY':
      return { shown: await exportKey(event.id ?? '') }
    case '@app/ADD_PASSKEY':
      if (!session.getAccount()) throw new Error('Not logged in')
      return {
        added: await onFrameScreen(event.id, (signal) =>
          passkeyFlows().then((flows) => flows.add(root, api, signal)),
        ),
      }
    case '@app/CONNECT_PASSKEY': {
      const answer = await onFrameScreen(event.id, (signal) =>
        passkeyFlows().then((flows) => flows.signIn(root, api, getDeviceId(), signal)),
      )
      if (!answer) throw new Error('Passkey sign-in cancelled')
      if ((await session.openPasskeySession(answer)) === 'PASSPHRASE')
        return { action: 'PASSPHRASE' }
      return userOf()
    }
    case '@app/GET_SOCIAL_PROVIDERS':
      // None listed (a server without social login): the dapp's list stands.
      return { socials: (await originCheck).socials }
    case '@app/GET_LOGINS':
      return api.listLogins()
    case '@app/LINK_SOCIAL_URI':
      if (event.payload.provider === 'farcaster') throw new Error('Farcaster cannot be linked yet')
      return api.startLoginLink(event.payload.provider, dappOrigin)
    case '@app/LINK_SOCIAL':
      return api.completeLoginLink(event.payload.uri)
    case '@app/UNLINK_LOGIN':
      return api.removeLogin(event.payload.provider)
    case '@app/GET_DEVICE_REQUESTS':
      return api.listDeviceRequests()
    case '@app/ANSWER_DEVICE_REQUEST':
      return api.answerDeviceRequest(event.payload.id, event.payload.approve)
    case '@app/RELOAD':
      location.reload()
      return undefined
    default: {
      // Every event the protocol lists is answered above; one from a newer widget lands here.
      const unknown: { type: string } = event
      throw new Error(`${unknown.type.slice(5)} is not supported by this wallet yet`)
    }
  }
}

/** The passkey flows' chunk (with @simplewebauthn/browser), loaded at the first passkey step. */
const passkeyFlows = () => import('./passkey/passkeyFlows.js').then((module) => module.passkeyFlows)

/** Runs one of the frame's own screens over the modal (the dapp's RPC_ABORT under `id` closes it). */
async function onFrameScreen<result>(
  id: string | undefined,
  show: (signal: AbortSignal) => Promise<result>,
): Promise<result> {
  const controller = new AbortController()
  pending.set(id ?? '', controller)
  messenger.post({ type: '@frame/APPROVAL', payload: { open: true } })
  try {
    return await show(controller.signal)
  } finally {
    pending.delete(id ?? '')
    messenger.post({ type: '@frame/APPROVAL', payload: { open: false } })
  }
}

/** The key export: the frame's own screen (the dapp's RPC_ABORT under `id` closes it). */
async function exportKey(id: string): Promise<boolean> {
  const account = session.getAccount()
  const email = session.getEmail()
  if (!account) throw new Error('Not logged in')
  // The account's passkey may confirm the export instead of a code (or alone, without an email).
  const passkeys = await api.countPasskeys().catch(() => ({ count: 0 }))
  if (!email && passkeys.count === 0)
    throw new Error('This account has no email to confirm the export with')
  const key = account.getHdKey().privateKey
  if (!key) throw new Error('This wallet has no key to export')
  const controller = new AbortController()
  pending.set(id, controller)
  messenger.post({ type: '@frame/APPROVAL', payload: { open: true } })
  try {
    return await showExportKey(
      root,
      {
        email,
        confirmWithPasskey:
          passkeys.count > 0 ? () => passkeyFlows().then((flows) => flows.confirm(api)) : undefined,
        sendCode: api.sendExportCode,
        verifyCode: api.verifyExportCode,
        readKey: () => bytesToHex(key),
      },
      controller.signal,
    )
  } finally {
    pending.delete(id)
    messenger.post({ type: '@frame/APPROVAL', payload: { open: false } })
  }
}

// READY once the server allowed the page (posts to an origin not yet allowed are dropped); a
// page it refused learns only that the frame will not start, so it shows the spec's error
// instead of waiting for answers that never come.
const refuse = (message: string) => {
  if (dappOrigin && window.parent !== window)
    window.parent.postMessage({ type: '@frame/INIT_ERROR', payload: { message } }, dappOrigin)
}
allowed.then(
  (answer) => {
    if (answer) messenger.post({ type: '@frame/READY', payload: { version: frameVersion } })
    else refuse('This origin is not allowed for the project')
  },
  () => refuse('The origin check failed'),
)
