import { describe, expect, test } from 'vitest'
import { devnet, devnet2 } from '../../test/fixtures.js'
import { createUnsupportedNetwork } from '../networks/createUnsupportedNetwork.js'
import { isUnsupportedChain } from './isUnsupportedChain.js'

const unknown = createUnsupportedNetwork({ chainNamespace: 'eip155', id: 999 })
const base = {
  caipNetwork: unknown,
  requestedCaipNetworks: [devnet, devnet2],
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  basic: false,
}

describe('isUnsupportedChain', () => {
  test('default: an unconfigured network with switching on', () => {
    expect(isUnsupportedChain(base)).toBe(true)
  })

  test.each([
    ['a configured network', { caipNetwork: devnet2 }],
    ['no network', { caipNetwork: undefined }],
    ['network switching off', { enableNetworkSwitch: false }],
    ['unsupported chains allowed', { allowUnsupportedChain: true }],
    ['basic mode', { basic: true }],
  ])('behavior: not with %s', (_name, override) => {
    expect(isUnsupportedChain({ ...base, ...override })).toBe(false)
  })
})
