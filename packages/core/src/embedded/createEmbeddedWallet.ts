import * as v from 'valibot'
import { closeModal } from '../actions/closeModal.js'
import { connect } from '../actions/connect.js'
import { fetchBalance } from '../actions/fetchBalance.js'
import { openModal } from '../actions/openModal.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { connectorIds } from '../connectors/connectorIds.js'
import { dataApiSdkVersion } from '../data/createDataApiClient.js'
import type { SourceConnection, SourceContext } from '../sources/ConnectionSource.js'
import type { Store } from '../store/createStore.js'
import {
  createFrameChannel,
  type FrameChannel,
  FrameUnavailableError,
} from './createFrameChannel.js'
import { type EmbeddedState, initialEmbeddedState } from './EmbeddedState.js'
import { emailLoginCooldownMs, emailThrottleMessage } from './embeddedApi.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import { type FrameUser, frameUserSchema } from './protocol.js'
import { classifyRpcMethod } from './rpcMethods.js'

/** A provider error with an EIP-1193 code (4001 declined, 4200 unsupported method...). */
export class EmbeddedProviderError extends Error {
  override name = 'EmbeddedProviderError'
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

// The login cache of spec section 4: login time while a login runs, then the email and the
// email-used flag; cleared on sign out or a failed check, except the last used chain id.
const loginTimeKey = 'embedded.loginTime'
const emailKey = 'embedded.email'
const emailUsedKey = 'embedded.emailUsed'
const lastChainKey = 'embedded.lastChain'
const lastUsedChainIdKey = 'embedded.lastUsedChainId'
const socialUsernameKey = 'embedded.socialUsername'

/** How long a disallowed request waits before its error shows (spec section 6). */
const disallowedDelayMs = 300

type Listener = (...args: unknown[]) => void

type Parameters = {
  url: string
  context: SourceContext
  state: Store<EmbeddedState>
  client: LatchkeyClient
}

const wallets = new WeakMap<Store<EmbeddedState>, ReturnType<typeof createEmbeddedWallet>>()

/** The client's embedded wallet (one frame per client), made on first use. */
export function getEmbeddedWallet(parameters: Parameters) {
  let wallet = wallets.get(parameters.state)
  if (!wallet) {
    wallet = createEmbeddedWallet(parameters)
    wallets.set(parameters.state, wallet)
  }
  return wallet
}

function createEmbeddedWallet({ url, context, state, client }: Parameters) {
  const { storage } = context
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const networks = context.networks.filter(
    (network) => network.chainNamespace === embeddedNamespace,
  )
  const lastChain = storage.getItem<number>(lastUsedChainIdKey)
  const channel: FrameChannel = createFrameChannel({
    url,
    query: {
      projectId: context.projectId,
      chainId: String(lastChain ?? networks[0]?.id ?? 1),
      version: dataApiSdkVersion,
      enableLogger: String(context.debug),
    },
    log: context.log,
    onEvent(event) {
      if (event.type === '@frame/APPROVAL') state.setState({ approval: event.payload.open })
      if (event.type === '@frame/CHAIN_CHANGED') {
        storage.setItem(lastUsedChainIdKey, event.payload.chainId)
        emit('chainChanged', `0x${event.payload.chainId.toString(16)}`)
      }
    },
    onUnavailable(error) {
      state.setState({ alert: error.message })
    },
  })
  void channel.ready.then(
    () =>
      channel.request({
        type: '@app/SYNC_DAPP_DATA',
        payload: {
          projectId: context.projectId,
          sdkVersion: dataApiSdkVersion,
          networks: networks.map((network) => ({
            chainId: Number(network.id),
            name: network.name,
            rpcUrl: network.rpcUrls.default.http[0] ?? '',
            nativeCurrency: network.nativeCurrency,
          })),
        },
      }),
    () => {},
  )

  // The approval screen follows the modal's light or dark theme.
  const { theme } = client.stores
  const syncTheme = () =>
    channel
      .request({ type: '@app/SYNC_THEME', payload: { themeMode: theme.getState().themeMode } })
      .catch((error: unknown) => context.log('The wallet frame did not take the theme', error))
  void channel.ready.then(syncTheme, () => {})
  theme.subscribe((state) => state.themeMode, syncTheme)

  const unsafe = new Map<string, (error: Error) => void>()
  let openedModal = false

  const finishApproval = (succeeded: boolean) => {
    const { stores } = client
    state.setState({ approval: false })
    if (stores.router.getState().view === 'ApproveTransaction') {
      if (openedModal) closeModal(client)
      else stores.router.goBack()
    }
    openedModal = false
    // Past the 30 s cache: what was signed may have moved funds.
    if (succeeded)
      fetchBalance(client, { namespace: embeddedNamespace, force: true }).catch((error: unknown) =>
        context.log('Failed to fetch the native balance', error),
      )
  }

  const showApproval = () => {
    const { stores } = client
    if (!stores.modal.getState().open) {
      openedModal = true
      stores.router.reset('ApproveTransaction')
      stores.modal.setOpen(true)
    } else stores.router.push('ApproveTransaction')
  }

  const showDisallowed = () => {
    const { stores } = client
    if (!stores.modal.getState().open) openModal(client)
    setTimeout(
      () =>
        stores.toast.show({
          message: 'Requested RPC call is not allowed',
          variant: 'error',
        }),
      disallowedDelayMs,
    )
  }

  const abortUnsafeRequests = () => {
    for (const [id, reject] of unsafe) {
      reject(new EmbeddedProviderError('Request was aborted', 4001))
      void channel.request({ type: '@app/RPC_ABORT', payload: { requestId: id } }).catch(() => {})
    }
    unsafe.clear()
  }
  // Closing the modal gives up what waits for approval; reads are not aborted.
  client.stores.modal.subscribe(
    (modal) => modal.open,
    (open) => {
      if (!open && unsafe.size > 0) abortUnsafeRequests()
    },
  )

  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const kind = classifyRpcMethod(method)
      if (kind === 'disallowed') {
        showDisallowed()
        throw new EmbeddedProviderError('Action not allowed', 4200)
      }
      if (kind === 'safe')
        return channel.request({ type: '@app/RPC_REQUEST', payload: { method, params } })
      const sent = channel.send({ type: '@app/RPC_REQUEST', payload: { method, params } })
      showApproval()
      return new Promise((resolve, reject) => {
        unsafe.set(sent.id, reject)
        sent.result.then(
          (result) => {
            if (!unsafe.delete(sent.id)) return
            finishApproval(true)
            resolve(result)
          },
          (error: Error & { code?: number }) => {
            if (!unsafe.delete(sent.id)) return
            finishApproval(false)
            reject(new EmbeddedProviderError(error.message, error.code ?? -32603))
          },
        )
      })
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  const clearLoginCache = () => {
    for (const key of [emailUsedKey, emailKey, lastChainKey, socialUsernameKey, loginTimeKey])
      storage.removeItem(key)
  }
  const toConnection = (user: FrameUser): SourceConnection => ({
    provider,
    accounts: [user.address],
    chainId: Number(user.chainId),
  })
  const getUser = async () =>
    v.parse(frameUserSchema, await channel.request({ type: '@app/GET_USER', payload: {} }))

  // A frame that is down or late shows as the alert; the server's refusals under the field.
  const failedStep = (step: EmbeddedState['step'], error: unknown) => {
    const message = (error as Error).message
    const unavailable = error instanceof FrameUnavailableError
    state.setState({
      step,
      error: unavailable ? undefined : message,
      alert: unavailable ? message : undefined,
    })
  }

  const sendCode = async (email: string) => {
    const { lastSentAt } = state.getState()
    const waited = lastSentAt === undefined ? Number.POSITIVE_INFINITY : Date.now() - lastSentAt
    if (waited < emailLoginCooldownMs) {
      const error = emailThrottleMessage(emailLoginCooldownMs - waited)
      state.setState({ step: 'idle', error })
      throw new Error(error)
    }
    storage.setItem(loginTimeKey, Date.now())
    state.setState({ step: 'sending', email, error: undefined, alert: undefined })
    let answer: { action?: string } | undefined
    try {
      answer = (await channel.request(
        { type: '@app/CONNECT_EMAIL', payload: { email } },
        { timeout: true },
      )) as { action?: string } | undefined
    } catch (error) {
      failedStep('idle', error)
      throw error
    }
    // A new device of an account with a wallet gets an approval link first (VERIFY_DEVICE).
    const step = answer?.action === 'VERIFY_DEVICE' ? 'device' : 'otp'
    state.setState({ step, lastSentAt: Date.now() })
    return step
  }

  /** Sets the email change's state, keeping what is not given. */
  const setUpdate = (update: Partial<EmbeddedState['update']>) =>
    state.setState({ update: { ...state.getState().update, ...update } })
  /** Runs one step of the email change: busy while it runs, its error kept for the view. */
  const updateStep = async <result>(run: () => Promise<result>) => {
    setUpdate({ busy: true, error: undefined })
    try {
      return await run()
    } catch (error) {
      setUpdate({ error: (error as Error).message })
      throw error
    } finally {
      setUpdate({ busy: false })
    }
  }

  return {
    provider,
    abortUnsafeRequests,
    async connect() {
      return toConnection(await getUser())
    },
    async reconnect() {
      await channel.ready
      const answer = (await channel.request({ type: '@app/IS_CONNECTED', payload: {} })) as {
        isConnected?: boolean
      }
      if (!answer?.isConnected) {
        clearLoginCache()
        return null
      }
      const user = await getUser()
      state.setState({ userEmail: user.email })
      return toConnection(user)
    },
    async startEmailLogin(email: string) {
      const view = (await sendCode(email)) === 'device' ? 'EmailVerifyDevice' : 'EmailVerifyOtp'
      const { router } = client.stores
      if (router.getState().view !== view) router.push(view)
    },
    /**
     * While EmailVerifyDevice shows: waits for the emailed link to approve this device, then
     * (the code sent) replaces the view with EmailVerifyOtp.
     */
    async connectDevice() {
      const { router } = client.stores
      const waiting = () =>
        state.getState().step === 'device' && router.getState().view === 'EmailVerifyDevice'
      while (waiting()) {
        let answer: { action?: string } | undefined
        try {
          answer = (await channel.request({ type: '@app/CONNECT_DEVICE' }, { timeout: true })) as
            | { action?: string }
            | undefined
        } catch (error) {
          if (waiting()) failedStep('device', error)
          throw error
        }
        if (answer?.action === 'VERIFY_OTP' && waiting()) {
          state.setState({ step: 'otp', error: undefined, lastSentAt: Date.now() })
          router.replace('EmailVerifyOtp')
        }
      }
    },
    async resendCode() {
      const { email } = state.getState()
      if (email) await sendCode(email)
    },
    async verifyOtp(otp: string) {
      state.setState({ step: 'verifying', error: undefined, alert: undefined })
      let user: FrameUser
      try {
        let answer = await channel.request(
          { type: '@app/CONNECT_OTP', payload: { otp } },
          { timeout: true },
        )
        // Passphrase recovery: the frame's own passphrase screen shows in this view's place,
        // for as long as the user needs (no time-out).
        if ((answer as { action?: string } | undefined)?.action === 'PASSPHRASE') {
          state.setState({ step: 'passphrase' })
          answer = await channel.request({ type: '@app/CONNECT_PASSPHRASE' })
        }
        user = v.parse(frameUserSchema, answer)
      } catch (error) {
        failedStep('otp', error)
        throw error
      }
      storage.removeItem(loginTimeKey)
      storage.setItem(emailKey, user.email)
      storage.setItem(emailUsedKey, true)
      storage.setItem(lastChainKey, embeddedNamespace)
      storage.setItem(lastUsedChainIdKey, Number(user.chainId))
      state.setState({ step: 'idle', userEmail: user.email, lastSentAt: undefined })
      await connect(client, { connectorId: connectorIds.auth, namespace: embeddedNamespace })
    },
    /** Starts the email change: a code goes to the current email (VERIFY_PRIMARY_OTP). */
    async updateEmail(email: string) {
      storage.setItem(loginTimeKey, Date.now())
      await updateStep(() => channel.request({ type: '@app/UPDATE_EMAIL', payload: { email } }))
      setUpdate({ step: 'VERIFY_PRIMARY_OTP', email })
    },
    /** The code of the email change's current step; after the new email's, the email changes. */
    async verifyUpdateOtp(otp: string) {
      const { step } = state.getState().update
      if (step === 'VERIFY_PRIMARY_OTP') {
        await updateStep(() =>
          channel.request({ type: '@app/UPDATE_EMAIL_PRIMARY_OTP', payload: { otp } }),
        )
        setUpdate({ step: 'VERIFY_SECONDARY_OTP' })
        return
      }
      if (step !== 'VERIFY_SECONDARY_OTP') return
      const answer = (await updateStep(() =>
        channel.request({ type: '@app/UPDATE_EMAIL_SECONDARY_OTP', payload: { otp } }),
      )) as { email: string }
      storage.removeItem(loginTimeKey)
      storage.setItem(emailKey, answer.email)
      state.setState({ userEmail: answer.email, update: initialEmbeddedState.update })
      const { router, toast } = client.stores
      if (router.getState().view === 'UpdateEmailWallet') router.goBack()
      toast.show({ message: 'Email updated', variant: 'success' })
    },
    async signOut() {
      abortUnsafeRequests()
      await channel.request({ type: '@app/SIGN_OUT' })
      clearLoginCache()
      state.setState({ step: 'idle', userEmail: undefined, email: undefined, error: undefined })
    },
    /** Places the frame over `rect` (the approval view's area), or hides it. */
    placeFrame: channel.place,
  }
}
