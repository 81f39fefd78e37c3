// Shared fixtures of the React package's tests. The client is core's real createLatchkey
// over core's in-memory test adapter (packages/core/test/createTestAdapter.ts): it covers
// the client's lifecycle, not a real wallet, provider or chain (EIP-1193, EIP-6963,
// wallet_switchEthereumChain), which packages/evm's tests and the browser tests in e2e/ cover.
import {
  type CreateLatchkeyParameters,
  connect as connectAction,
  createLatchkey,
  type LatchkeyClient,
  type OpenParameters,
  openModal as openCoreModal,
} from '@latchkey/core'
import { act, render, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryStorage } from '../../core/test/createMemoryStorage.js'
import {
  type CreateTestAdapterParameters,
  createTestAdapter,
} from '../../core/test/createTestAdapter.js'
import { devnet, devnet2 } from '../../core/test/fixtures.js'
import { LatchkeyProvider } from '../src/exports/index.js'

export { devnet, devnet2 }

/** The first account of the local dev chain. */
export const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** What `setupClient` takes. */
export type SetupClientParameters = {
  adapter?: CreateTestAdapterParameters
  options?: Partial<CreateLatchkeyParameters>
  /** Storage entries, as the client stores them (e.g. connectorIds for a stored connection). */
  stored?: Record<string, unknown>
}

/** A real client over the in-memory test wallet, with the wallet's handles. */
export function setupClient(parameters: SetupClientParameters = {}) {
  const wallet = createTestAdapter({
    accounts: [address],
    balances: { [`31337:${address}`]: 10_000n * 10n ** 18n },
    ...parameters.adapter,
  })
  const storage = createMemoryStorage(parameters.stored)
  const client = createLatchkey({
    networks: [devnet, devnet2],
    adapters: [wallet.adapter],
    storage,
    debug: false,
    ...parameters.options,
  })
  return { client, storage, ...wallet }
}

/** Renders `ui` inside a provider for `client`. */
export function renderWithClient(client: LatchkeyClient, ui: ReactNode = null) {
  return render(<LatchkeyProvider client={client}>{ui}</LatchkeyProvider>)
}

/** The shadow root of the modal appended to the body, once it is there. */
export function getModalRoot(): ShadowRoot {
  const host = document.querySelector('[data-latchkey]')
  if (!host?.shadowRoot) throw new Error('The modal host is not in the page')
  return host.shadowRoot
}

/** Testing Library queries over the modal's shadow root (through its root element, so failures print). */
export function modal() {
  const root = getModalRoot().querySelector<HTMLElement>('.lk-root')
  if (!root) throw new Error('The modal has not rendered')
  return within(root)
}

/** Connects the test wallet through the client, outside any view. */
export async function connect(client: LatchkeyClient) {
  await act(async () => {
    await client.ready
    await connectAction(client, { connectorId: 'io.test' })
  })
}

/** The element the modal's shadow root hangs on (what axe checks). */
export function getModalHost(): Element {
  const host = document.querySelector('[data-latchkey]')
  if (!host) throw new Error('The modal host is not in the page')
  return host
}

/** Opens the modal through the client and waits for the dialog (the chunk loads on first open). */
export async function openModal(client: LatchkeyClient, parameters?: OpenParameters) {
  act(() => openCoreModal(client, parameters))
  return await waitFor(() => modal().getByRole('dialog'))
}

/** Whether the element has focus, looking through shadow roots. */
export function hasFocus(element: Element): boolean {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active === element
}

/** renderHook's wrapper for `client`. */
export function wrapperFor(client: LatchkeyClient) {
  return ({ children }: { children: ReactNode }) => (
    <LatchkeyProvider client={client}>{children}</LatchkeyProvider>
  )
}
