/** An error answer of the server: its message is shown to the user as it is. */
export class ServerError extends Error {
  override name = 'ServerError'
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message)
  }
}

type LinkedLogins = { logins: Array<{ provider: string; username: string | null }> }

/** Calls the embedded wallet's routes of the Latchkey server (the frame's origin is the only one they answer). */
export function createServerApi(serverUrl: string) {
  let token: string | undefined
  const call = async <result>(method: string, path: string, body?: unknown): Promise<result> => {
    const response = await fetch(new URL(path, serverUrl), {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (response.status === 204) return undefined as result
    const answer = (await response.json().catch(() => ({}))) as {
      error?: { code?: string; message?: string }
    }
    if (!response.ok)
      throw new ServerError(
        answer.error?.message ?? `HTTP status code: ${response.status}`,
        answer.error?.code ?? 'HTTP_ERROR',
        response.status,
      )
    return answer as result
  }
  return {
    setToken(value: string | undefined) {
      token = value
    },
    startEmailLogin: (email: string, deviceId: string) =>
      call<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>('POST', '/v1/embedded/email', {
        email,
        deviceId,
      }),
    deviceStatus: (email: string, deviceId: string) =>
      call<{ approved: boolean }>('POST', '/v1/embedded/device', { email, deviceId }),
    verifyEmail: (email: string, otp: string, deviceId: string) =>
      call<{ token: string; user: { email: string; address?: string } }>(
        'POST',
        '/v1/embedded/email/verify',
        { email, otp, deviceId },
      ),
    updateEmail: (email: string) =>
      call<{ action: 'VERIFY_PRIMARY_OTP' }>('POST', '/v1/embedded/email/update', { email }),
    verifyUpdatePrimary: (otp: string) =>
      call<{ action: 'VERIFY_SECONDARY_OTP' }>('POST', '/v1/embedded/email/update/primary', {
        otp,
      }),
    verifyUpdateSecondary: (otp: string) =>
      call<{ email: string }>('POST', '/v1/embedded/email/update/secondary', { otp }),
    startSocialLogin: (body: {
      provider: string
      deviceId: string
      origin: string
      returnUrl?: string | undefined
      projectId?: string | undefined
    }) => call<{ uri: string }>('POST', '/v1/embedded/social/start', body),
    completeSocialLogin: (uri: string, deviceId: string) =>
      call<
        | { action: 'VERIFY_DEVICE'; email?: string }
        | {
            action?: undefined
            token: string
            user: {
              email?: string
              address?: string
              username?: string
              provider: string
              accountId: string
            }
          }
      >('POST', '/v1/embedded/social/complete', { uri, deviceId }),
    startFarcasterLogin: (deviceId: string, origin: string) =>
      call<{ channelToken: string; url: string; expiresAt: string }>(
        'POST',
        '/v1/embedded/farcaster/start',
        { deviceId, origin },
      ),
    completeFarcasterLogin: (channelToken: string, deviceId: string) =>
      call<
        | { state: 'pending'; token?: undefined; action?: undefined }
        // An account's new device: waiting for its approval (emailed link, or a signed-in device).
        | { action: 'VERIFY_DEVICE'; email?: string; token?: undefined; state?: undefined }
        | {
            state?: undefined
            action?: undefined
            token: string
            user: {
              email?: string
              address?: string
              username?: string
              provider: string
              accountId: string
            }
          }
      >('POST', '/v1/embedded/farcaster/complete', { channelToken, deviceId }),
    getWallet: () =>
      call<{ email?: string; address: string; authShare: string }>('GET', '/v1/embedded/wallet'),
    createWallet: (body: {
      address: string
      authShare: string
      recoveryShare: string
      recovery: 'server' | 'passphrase'
      projectId: string | undefined
    }) => call<{ address: string }>('POST', '/v1/embedded/wallet', body),
    getRecoveryShare: () =>
      call<{ recovery: 'server' | 'passphrase'; recoveryShare: string }>(
        'GET',
        '/v1/embedded/wallet/recovery',
      ),
    signOut: () => call<void>('DELETE', '/v1/embedded/session'),
    /** Mails a fresh code to confirm a key export (the session's account). */
    sendExportCode: () => call<{ sent: true }>('POST', '/v1/embedded/export/code', {}),
    /** Takes the key export's code once. */
    verifyExportCode: (otp: string) =>
      call<{ verified: true }>('POST', '/v1/embedded/export/verify', { otp }),
    /** A fresh single-use passkey challenge with its WebAuthn options (see passkey/). */
    passkeyOptions: <options>(purpose: 'register' | 'login' | 'confirm') =>
      call<options>('POST', '/v1/embedded/passkey/options', { purpose }),
    /** Keeps the signed-in account's new passkey. */
    registerPasskey: (credential: unknown) =>
      call<{ id: string; synced: boolean }>('POST', '/v1/embedded/passkey/register', {
        credential,
      }),
    /** Signs in with a passkey alone, approving this device. */
    passkeyLogin: (credential: unknown, deviceId: string) =>
      call<{ token: string; user: { email?: string; address?: string; accountId: string } }>(
        'POST',
        '/v1/embedded/passkey/login',
        { credential, deviceId },
      ),
    /** The signed-in account's passkey as a second factor. */
    confirmPasskey: (credential: unknown) =>
      call<{ verified: true }>('POST', '/v1/embedded/passkey/confirm', { credential }),
    /** How many passkeys the signed-in account has. */
    countPasskeys: () => call<{ count: number }>('GET', '/v1/embedded/passkey'),
    /** The session account's logins (its email, then its social identities). */
    listLogins: () => call<LinkedLogins>('GET', '/v1/embedded/logins'),
    /** A link attempt of `provider` for the session's account: the provider's authorize URL. */
    startLoginLink: (provider: string, origin: string) =>
      call<{ uri: string }>('POST', '/v1/embedded/logins/social', { provider, origin }),
    /** The link's callback address, which adds the identity to the session's account. */
    completeLoginLink: (uri: string) =>
      call<LinkedLogins>('POST', '/v1/embedded/logins/social/complete', { uri }),
    /** Removes a login of the session's account (refused for its last one). */
    removeLogin: (provider: string) =>
      call<LinkedLogins>('DELETE', `/v1/embedded/logins/${encodeURIComponent(provider)}`),
    /** The account's new devices waiting for an approval, for a signed-in device. */
    listDeviceRequests: () =>
      call<{ requests: Array<{ id: string; requestedAt: string }> }>(
        'GET',
        '/v1/embedded/devices/requests',
      ),
    /** Approves or declines a waiting device of the session's account. */
    answerDeviceRequest: (id: string, approve: boolean) =>
      call<{ approved: boolean }>(
        'POST',
        `/v1/embedded/devices/requests/${approve ? 'approve' : 'decline'}`,
        { id },
      ),
    checkOrigin: (origin: string, projectId: string | undefined) =>
      call<{ allowed: boolean; recovery?: 'server' | 'passphrase'; socials?: string[] }>(
        'POST',
        '/v1/embedded/origin',
        { origin, projectId },
      ),
  }
}

/** The server's embedded-wallet API. */
export type ServerApi = ReturnType<typeof createServerApi>
