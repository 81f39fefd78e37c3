import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser'
import type { ServerApi } from '../serverApi.js'
import { showPasskeyScreen } from './showPasskeyScreen.js'

type PasskeyApi = Pick<
  ServerApi,
  'passkeyOptions' | 'registerPasskey' | 'passkeyLogin' | 'confirmPasskey'
>

/** The account a passkey signed in: what the session needs to unlock the key. */
export type PasskeySignIn = Awaited<ReturnType<ServerApi['passkeyLogin']>>

/** The browser's passkey signature of a fresh challenge for `purpose`. */
async function assert(api: PasskeyApi, purpose: 'login' | 'confirm') {
  const optionsJSON = await api.passkeyOptions<PublicKeyCredentialRequestOptionsJSON>(purpose)
  return startAuthentication({ optionsJSON })
}

/**
 * The frame's passkey flows, loaded only when one is asked for (with @simplewebauthn/browser):
 * each shows the frame's own screen and runs WebAuthn on the frame's origin, the relying party.
 */
export const passkeyFlows = {
  /** "Add a passkey" for the signed-in account; resolves with whether one was added. */
  async add(root: HTMLElement, api: PasskeyApi, signal: AbortSignal): Promise<boolean> {
    const added = await showPasskeyScreen(
      root,
      {
        title: 'Add a passkey',
        text: 'A passkey signs you in to this wallet with your fingerprint, face or screen lock instead of an email code, on every device your password manager syncs it to.',
        action: 'Create passkey',
        run: async () => {
          const optionsJSON =
            await api.passkeyOptions<PublicKeyCredentialCreationOptionsJSON>('register')
          return api.registerPasskey(await startRegistration({ optionsJSON }))
        },
      },
      signal,
    )
    return added !== undefined
  },
  /** "Sign in with a passkey": the session of the passkey's account, approving this device. */
  signIn(
    root: HTMLElement,
    api: PasskeyApi,
    deviceId: string,
    signal: AbortSignal,
  ): Promise<PasskeySignIn | undefined> {
    return showPasskeyScreen(
      root,
      {
        title: 'Sign in with a passkey',
        text: 'Use the passkey you added to your wallet on this device, or one your password manager syncs from another device.',
        action: 'Use passkey',
        run: async () => api.passkeyLogin(await assert(api, 'login'), deviceId),
      },
      signal,
    )
  },
  /** The signed-in account's passkey as a second factor (the key export); rejects on refusal. */
  async confirm(api: PasskeyApi): Promise<void> {
    await api.confirmPasskey(await assert(api, 'confirm'))
  },
}
