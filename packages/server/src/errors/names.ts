import { HttpError } from './http.js'

/** A registration for a name another address holds: 409 NAME_TAKEN. */
export class NameTakenError extends HttpError {
  override name = 'NameTakenError'

  constructor(name: string) {
    super(409, 'NAME_TAKEN', `The name '${name}' is already registered`)
  }
}

/** A signed registration posted a second time: 409 NAME_REPLAY. */
export class NameReplayError extends HttpError {
  override name = 'NameReplayError'

  constructor() {
    super(
      409,
      'NAME_REPLAY',
      'This signed registration was already used: sign a new message to register again',
    )
  }
}

/** A signature that is not the address's signature of the message: 401 INVALID_SIGNATURE. */
export class NameSignatureError extends HttpError {
  override name = 'NameSignatureError'

  constructor(address: string, parameters: { cause?: unknown } = {}) {
    super(
      401,
      'INVALID_SIGNATURE',
      `signature is not a signature of the message by ${address}`,
      parameters,
    )
  }
}

/** The names table is at its configured bound: 503 NAMES_FULL until names are freed. */
export class NamesFullError extends HttpError {
  override name = 'NamesFullError'

  constructor(max: number) {
    super(503, 'NAMES_FULL', `The name service holds its most names (${max}): try again later`)
  }
}

/** The CCIP-read gateway has no signing key configured: 404 GATEWAY_NOT_CONFIGURED. */
export class NameGatewayNotConfiguredError extends HttpError {
  override name = 'NameGatewayNotConfiguredError'

  constructor() {
    super(404, 'GATEWAY_NOT_CONFIGURED', 'The name gateway is not configured')
  }
}
