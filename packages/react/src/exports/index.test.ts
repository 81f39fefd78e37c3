import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "ConnectButton",
      "LatchkeyProvider",
      "LatchkeyProviderNotFoundError",
      "LatchkeyWidget",
      "NetworkButton",
      "WalletButton",
      "en",
      "useDisconnect",
      "useLatchkey",
      "useLatchkeyAccount",
      "useLatchkeyBalance",
      "useLatchkeyEvents",
      "useLatchkeyNetwork",
      "useLatchkeyProvider",
      "useLatchkeySIWX",
      "useLatchkeyState",
      "useLatchkeyTheme",
      "useWalletInfo",
      "useWalletList",
    ]
  `)
})
