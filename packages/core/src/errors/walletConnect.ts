import { BaseError, type BaseErrorParameters } from './base.js'

/** Options of the WalletConnect errors. */
export type WalletConnectErrorParameters = Omit<BaseErrorParameters, 'name'>

// The error the first load can throw (WalletConnect's SDK not loading) has a file of its own: the
// others come only with WalletConnect's chunk.
export { WalletConnectLoadError } from './WalletConnectLoadError.js'

/** Rejects a pending pairing when a newer attempt replaced it (a new QR code was asked for). */
export class WalletConnectPairingReplacedError extends BaseError {
  override name = 'WalletConnectPairingReplacedError'
  constructor(parameters: WalletConnectErrorParameters = {}) {
    super('The pairing was replaced by a newer one', parameters)
  }
}

/** Thrown when a WalletConnect session gives no account of the namespace asked for. */
export class WalletConnectNoAccountError extends BaseError {
  override name = 'WalletConnectNoAccountError'
  constructor(parameters: WalletConnectErrorParameters & { namespace: string }) {
    const { namespace, ...rest } = parameters
    super('The wallet shared no account', {
      details: `The session approved no ${namespace} account.`,
      ...rest,
    })
  }
}

/** Thrown when a WalletConnect action needs a session and there is none. */
export class WalletConnectNotConnectedError extends BaseError {
  override name = 'WalletConnectNotConnectedError'
  constructor(parameters: WalletConnectErrorParameters = {}) {
    super('No WalletConnect session', parameters)
  }
}
