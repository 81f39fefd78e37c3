import { expect, test } from 'vitest'
import * as browser from './browser.js'
import * as devchain from './index.js'

test('exports', () => {
  expect(Object.keys(devchain).sort()).toMatchInlineSnapshot(`
    [
      "BitcoinLedgerError",
      "ProviderRpcError",
      "SolanaRpcError",
      "SolanaRuntimeError",
      "accountAbstractionAddresses",
      "announceProvider",
      "bitcoinDevAccounts",
      "bitcoinDevChainDefinition",
      "bitcoinDevWalletInitScript",
      "bitcoinDevWalletSatsConnectId",
      "bitcoinRegtestNetwork",
      "createBitcoinSatsConnectProvider",
      "createBitcoinTestWallet",
      "createPolkadotTestWallet",
      "createSolanaRpcHandler",
      "createSolanaRuntime",
      "createSolanaTestWallet",
      "createTestWalletProvider",
      "createWalletConnectTestWallet",
      "createWalletKitWallet",
      "deployAccountAbstraction",
      "deployDevIdRegistry",
      "deployEns",
      "deployMarket",
      "deployNft",
      "deployToken",
      "devAccountAbstractionAccount",
      "devAccounts",
      "devBundlerAccount",
      "devChainDefinitions",
      "devEnsAccount",
      "devEnsAvatarSvg",
      "devEnsNames",
      "devEnsParentName",
      "devFarcasterAccount",
      "devIdentityProviders",
      "devMarketAccount",
      "devMarketPrices",
      "devMnemonic",
      "devNameGatewayAccount",
      "devPaymasterSignerAccount",
      "devWalletIcon",
      "devWalletInfo",
      "devWalletInitScript",
      "ensRegistryAddress",
      "getAnvilBinaryPath",
      "getBitcoinDevWalletScriptPath",
      "getDevWalletScriptPath",
      "getPolkadotDevWalletScriptPath",
      "getSolanaDevWalletScriptPath",
      "installBitcoinDevWallet",
      "installDevWallet",
      "installPolkadotDevWallet",
      "installSolanaDevWallet",
      "polkadotDevAccounts",
      "polkadotDevChainDefinition",
      "polkadotDevWalletInitScript",
      "providerErrorCodes",
      "setDevEnsText",
      "setDevNameGateway",
      "solanaDevAccounts",
      "solanaDevChainDefinition",
      "solanaDevTokenMintSeed",
      "solanaDevWalletInitScript",
      "startAnvil",
      "startBitcoinDevChain",
      "startDevChains",
      "startDevFarcasterClient",
      "startDevIdentityProvider",
      "startPolkadotDevChain",
      "startSolanaDevChain",
      "startSolanaRpcServer",
      "waitForReceipt",
    ]
  `)
})

test('exports: browser', () => {
  expect(Object.keys(browser).sort()).toMatchInlineSnapshot(`
    [
      "ProviderRpcError",
      "announceProvider",
      "bitcoinDevAccounts",
      "bitcoinDevChainDefinition",
      "bitcoinDevWalletSatsConnectId",
      "bitcoinRegtestNetwork",
      "createBitcoinSatsConnectProvider",
      "createBitcoinTestWallet",
      "createPolkadotTestWallet",
      "createSolanaTestWallet",
      "createTestWalletProvider",
      "createWalletKitWallet",
      "devAccounts",
      "devChainDefinitions",
      "devMnemonic",
      "devWalletIcon",
      "devWalletInfo",
      "installBitcoinDevWallet",
      "installDevWallet",
      "installPolkadotDevWallet",
      "installSolanaDevWallet",
      "polkadotDevAccounts",
      "polkadotDevChainDefinition",
      "providerErrorCodes",
      "solanaDevAccounts",
      "solanaDevChainDefinition",
      "solanaDevTokenMintSeed",
    ]
  `)
})

test('behavior: the browser entry bundles for a browser, without Node built-ins', async () => {
  const { build } = await import('esbuild')
  const { dirname, resolve } = await import('node:path')
  const { fileURLToPath } = await import('node:url')
  const result = await build({
    entryPoints: [resolve(dirname(fileURLToPath(import.meta.url)), 'browser.ts')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  })
  expect(result.errors).toEqual([])
})
