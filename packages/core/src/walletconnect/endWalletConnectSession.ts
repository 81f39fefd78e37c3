import type UniversalProvider from '@walletconnect/universal-provider'

/** How long ending a session waits for the relay before forgetting the session locally. */
const walletConnectDisconnectTimeout = 3_000

/**
 * Ends the provider's session with the wallet; a relay out of reach does not keep it alive: after
 * 3 s the session is deleted here (and `log` says why).
 */
export async function endWalletConnectSession(
  provider: UniversalProvider,
  log: (message: string, error?: unknown) => void,
): Promise<void> {
  const session = provider.session
  if (!session) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The relay did not answer')),
      walletConnectDisconnectTimeout,
    )
  })
  try {
    await Promise.race([provider.disconnect(), timeout])
  } catch (error) {
    log('Could not tell the wallet about the disconnect; forgetting the session here', error)
    await provider.client.session
      .delete(session.topic, { code: 6000, message: 'User disconnected.' })
      .catch(() => {})
    provider.session = undefined
  } finally {
    clearTimeout(timer)
  }
}
