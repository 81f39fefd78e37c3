import { minPassphraseLength, WrongPassphraseError } from '@latchkey/core/protocol'

/** Whether the user chooses a passphrase (a new wallet) or enters theirs (a new device). */
export type PassphraseMode = 'create' | 'recover'

const texts = {
  create: {
    title: 'Choose a recovery passphrase',
    detail:
      'It locks your wallet’s recovery key: nobody, not even this wallet’s operator, can use it without the passphrase. You need it to log in on a new device, and it cannot be reset.',
    submit: 'Create wallet',
  },
  recover: {
    title: 'Enter your recovery passphrase',
    detail: 'This is a new device: your passphrase unlocks your wallet here.',
    submit: 'Unlock wallet',
  },
} as const

const field = (label: string, id: string) => {
  const wrapper = document.createElement('label')
  wrapper.className = 'field'
  wrapper.htmlFor = id
  wrapper.textContent = label
  const input = document.createElement('input')
  input.id = id
  input.type = 'password'
  input.autocomplete = id === 'passphrase' ? 'current-password' : 'new-password'
  input.className = 'input'
  wrapper.append(input)
  return { wrapper, input }
}

/**
 * The frame's own passphrase screen (the dapp's page never sees the passphrase): resolves once
 * `submit` took it; a wrong one (WrongPassphraseError) or a short or mistyped new one shows an
 * error and the user tries again.
 */
export function showPassphrase(
  root: HTMLElement,
  mode: PassphraseMode,
  submit: (passphrase: string) => Promise<unknown>,
): Promise<void> {
  return new Promise((resolve) => {
    const text = texts[mode]
    const form = document.createElement('form')
    form.className = 'approval'
    form.noValidate = true
    form.setAttribute('aria-labelledby', 'passphrase-title')
    const title = document.createElement('h1')
    title.className = 'approval-title'
    title.id = 'passphrase-title'
    title.textContent = text.title
    const detail = document.createElement('p')
    detail.className = 'note'
    detail.textContent = text.detail
    const first = field('Passphrase', mode === 'create' ? 'new-passphrase' : 'passphrase')
    const second = mode === 'create' ? field('Repeat passphrase', 'repeat-passphrase') : undefined
    const error = document.createElement('p')
    error.className = 'error'
    error.setAttribute('role', 'alert')
    const button = document.createElement('button')
    button.type = 'submit'
    button.className = 'button primary'
    button.textContent = text.submit
    const actions = document.createElement('div')
    actions.className = 'approval-actions'
    actions.append(button)
    form.append(title, detail, first.wrapper, ...(second ? [second.wrapper] : []), error, actions)
    root.replaceChildren(form)
    first.input.focus()

    const fail = (message: string) => {
      error.textContent = message
      first.input.setAttribute('aria-invalid', 'true')
      first.input.focus()
    }
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const passphrase = first.input.value
      if (mode === 'create' && passphrase.length < minPassphraseLength)
        return fail(`Use at least ${minPassphraseLength} characters`)
      if (second && second.input.value !== passphrase) return fail('The passphrases do not match')
      button.disabled = true
      error.textContent = ''
      submit(passphrase).then(
        () => {
          root.replaceChildren()
          resolve()
        },
        (reason: unknown) => {
          button.disabled = false
          first.input.value = ''
          fail(
            reason instanceof WrongPassphraseError
              ? 'Wrong passphrase: try again'
              : reason instanceof Error
                ? reason.message
                : 'An error occurred',
          )
        },
      )
    })
  })
}
