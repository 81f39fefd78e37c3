import type { PasskeyContext } from './PasskeyContext.js'
import {
  getPasskeys,
  postPasskeyConfirm,
  postPasskeyLogin,
  postPasskeyOptions,
  postPasskeyRegister,
} from './passkeyHandlers.js'

/**
 * The embedded wallet's passkeys (WebAuthn; the relying party is the frame's origin): POST
 * /v1/embedded/passkey/options hands out a single-use challenge; /register keeps a signed-in
 * account's new passkey; /login signs in with a passkey alone (and approves the device);
 * /confirm checks a signed-in account's passkey as a second factor (key export); GET
 * /v1/embedded/passkey counts the account's passkeys.
 */
export function installPasskeyRoutes(context: PasskeyContext): void {
  const { server, onRequest } = context
  const limited = {
    onRequest,
    config: { rateLimit: { ...context.rateLimit, groupId: 'embedded-passkey' } },
  }
  server.post('/v1/embedded/passkey/options', limited, postPasskeyOptions(context))
  server.post('/v1/embedded/passkey/register', limited, postPasskeyRegister(context))
  server.post('/v1/embedded/passkey/login', limited, postPasskeyLogin(context))
  server.post('/v1/embedded/passkey/confirm', limited, postPasskeyConfirm(context))
  server.get('/v1/embedded/passkey', { onRequest }, getPasskeys(context))
}
