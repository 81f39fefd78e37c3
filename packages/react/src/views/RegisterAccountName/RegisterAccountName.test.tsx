// @vitest-environment happy-dom
// The name views and Account's "Choose a name" row over the names feature's actions, on a real
// client whose in-memory test wallet signs (`signed:<message>`), with a stand-in name service
// (core's test/createDataApiStub.ts, a fetch handler): it covers the views' states and what they
// call. The real routes and wallets are e2e/names-register.spec.ts's to test.
import type { LatchkeyClient } from '@latchkey/core'
import { cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  createDataApiStub,
  type DataApiStubRoutes,
} from '../../../../core/test/createDataApiStub.js'
import { checkAccessibility } from '../../../test/axe.js'
import {
  address,
  connect,
  getModalHost,
  modal,
  openModal,
  renderWithClient,
  setupClient,
} from '../../../test/setup.js'

const slow = { timeout: 8000 }
let client: LatchkeyClient | undefined
afterEach(() => {
  cleanup()
  client?.destroy()
  vi.unstubAllGlobals()
})

/** A connected client on the stand-in name service, its Account open. */
async function openAccount(
  routes: DataApiStubRoutes = {},
  options = { apiUrl: 'http://api.test' },
) {
  const stub = createDataApiStub(routes)
  vi.stubGlobal('fetch', stub.fetch)
  const setup = setupClient({ options })
  client = setup.client
  renderWithClient(client)
  await connect(client)
  await openModal(client, { view: 'Account' })
  return { stub, ...setup }
}

/** Opens RegisterAccountName from Account's row. */
async function openForm() {
  fireEvent.click(await waitFor(() => modal().getByRole('button', { name: /Choose a name/ }), slow))
  return (await waitFor(() => modal().getByLabelText('Name'), slow)) as HTMLInputElement
}

const status = () => modal().getByTestId('name-status')
const submit = () => modal().getByRole('button', { name: 'Register name' }) as HTMLButtonElement

describe('RegisterAccountName', () => {
  test('default: the rule, availability and suggestions as typed; a suggestion fills the field; registering shows the name in Account', async () => {
    await openAccount({
      registered: { 'bobby.latchkey.eth': '0x2222222222222222222222222222222222222222' },
    })
    const input = await openForm()
    expect(modal().getByRole('heading', { name: 'Choose a name' })).toBeTruthy()
    expect(modal().getByText('.latchkey.eth')).toBeTruthy()
    expect(status().getAttribute('aria-live')).toBe('polite')
    expect(status().textContent).toBe('Letters, digits and hyphens, at least 4 characters')
    expect(submit().disabled).toBe(true)

    fireEvent.change(input, { target: { value: 'bob' } })
    expect(status().textContent).toBe('Use at least 4 characters')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(input, { target: { value: 'bob_by' } })
    expect(status().textContent).toBe('Use only letters, digits and hyphens')
    expect(submit().disabled).toBe(true)

    fireEvent.change(input, { target: { value: 'bobby' } })
    expect(status().textContent).toBe('Checking availability…')
    await waitFor(() => expect(status().textContent).toBe('bobby.latchkey.eth is taken'), slow)
    expect(submit().disabled).toBe(true)
    const suggestions = modal().getByRole('region', { name: 'Available names' })
    expect([...suggestions.querySelectorAll('button')].map((button) => button.textContent)).toEqual(
      ['bobby1.latchkey.eth', 'bobby2.latchkey.eth', 'bobbyx.latchkey.eth'],
    )
    expect(await checkAccessibility(getModalHost())).toEqual([])

    fireEvent.click(modal().getByRole('button', { name: 'bobby2.latchkey.eth' }))
    expect(input.value).toBe('bobby2')
    expect(status().textContent).toBe('bobby2.latchkey.eth is available')
    expect(submit().disabled).toBe(false)

    fireEvent.click(submit())
    await waitFor(() => modal().getByTestId('registered-name'), slow)
    expect(modal().getByTestId('registered-name').textContent).toBe('bobby2.latchkey.eth')
    expect(modal().getByText('Your name is registered').getAttribute('role')).toBe('status')
    expect(modal().getByRole('heading', { name: 'Your name' })).toBeTruthy()
    expect(await checkAccessibility(getModalHost())).toEqual([])

    fireEvent.click(modal().getByRole('button', { name: 'Done' }))
    await waitFor(() => modal().getByRole('heading', { name: 'Account' }), slow)
    expect(modal().getAllByTitle(address)[0]?.textContent).toBe('bobby2.latchkey.eth')
    expect(modal().queryByRole('button', { name: /Choose a name/ })).toBeNull()
  })

  test("behavior: a declined signature comes back to the form with 'Signature declined'", async () => {
    const { rejectNext } = await openAccount()
    const input = await openForm()
    fireEvent.change(input, { target: { value: 'carol' } })
    await waitFor(() => expect(submit().disabled).toBe(false), slow)
    rejectNext()
    fireEvent.click(submit())
    await waitFor(() => modal().getByRole('alert'), slow)
    expect(modal().getByRole('alert').textContent).toBe('Signature declined')
    expect((modal().getByLabelText('Name') as HTMLInputElement).value).toBe('carol')
  })

  test("behavior: a failing server shows 'Error fetching name suggestions'", async () => {
    const { stub } = await openAccount()
    const input = await openForm()
    stub.routes.registered = 500
    fireEvent.change(input, { target: { value: 'carol' } })
    await waitFor(() => expect(status().textContent).toBe('Error fetching name suggestions'), slow)
    expect(submit().disabled).toBe(true)
  })
})

describe('Account: Choose a name', () => {
  test("behavior: a failing reverse lookup still offers the row, with 'Error fetching names for address'", async () => {
    await openAccount({ registered: 500 })
    const row = await waitFor(() => modal().getByRole('button', { name: /Choose a name/ }), slow)
    expect(row.textContent).toContain('Error fetching names for address')
  })

  test('behavior: an account with a name of ours has no row', async () => {
    const { stub } = await openAccount({ registered: { 'alice.latchkey.eth': address } })
    await waitFor(() => expect(stub.count(/^\/v1\/profile\/reverse\//)).toBe(1), slow)
    await waitFor(() => modal().getByRole('heading', { name: 'Account' }), slow)
    expect(modal().queryByRole('button', { name: /Choose a name/ })).toBeNull()
  })
})
