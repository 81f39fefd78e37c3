/** What the export screen needs: the account's email, the server's code steps, and the key. */
export type ExportKeySteps = {
  /** Where the code goes; none for an account that confirms with its passkey only. */
  email: string | undefined
  /** The account's passkey as the second factor instead of the code, when it has one. */
  confirmWithPasskey?: (() => Promise<void>) | undefined
  /** Mails a fresh code (the server's check, the export's second factor). */
  sendCode(): Promise<unknown>
  /** Takes the code once; rejects with the server's reason. */
  verifyCode(code: string): Promise<unknown>
  /** The account's private key, hex: read only after the code held. */
  readKey(): string
}

const warning =
  'Anyone with this key controls your wallet and everything in it. Never share it or paste it into a website: nobody, not even this wallet’s operator, can take it back.'

const make = <tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  className: string,
  text?: string,
) => {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}
const button = (className: string, text: string, type: 'button' | 'submit' = 'button') => {
  const node = make('button', `button ${className}`, text)
  node.type = type
  return node
}

/**
 * The frame's own key export screen, its key never leaving the frame: a warning and "Send code",
 * then the emailed code, then the key with Copy and Done. Resolves with whether the key was
 * shown; Cancel, or `signal` aborting (the dapp closed its modal), clears it.
 */
export function showExportKey(
  root: HTMLElement,
  steps: ExportKeySteps,
  signal: AbortSignal,
): Promise<boolean> {
  return new Promise((resolve) => {
    let shown = false
    const form = make('form', 'approval export')
    form.noValidate = true
    form.setAttribute('aria-labelledby', 'export-title')
    // The modal's header already reads "Export private key": the screen says what comes first.
    const title = make('h1', 'approval-title', 'Before you export your key')
    title.id = 'export-title'
    const note = make('p', 'warning', warning)
    const detail = make(
      'p',
      'note',
      steps.email
        ? `We will send a code to ${steps.email}: enter it here to see your key.`
        : 'Confirm with your passkey to see your key.',
    )
    const error = make('p', 'error')
    error.setAttribute('role', 'alert')
    const cancel = button('secondary', 'Cancel')
    const next = button('primary', 'Send code', 'submit')
    const actions = make('div', 'approval-actions')
    actions.append(cancel, next)
    form.append(title, note, detail, error, actions)
    // The passkey: instead of the code (either proves the user is here now), on the frame's origin.
    const passkey = steps.confirmWithPasskey
    const usePasskey = passkey && button('secondary wide', 'Use a passkey instead')
    if (usePasskey) {
      if (!steps.email) next.replaceWith(usePasskey)
      else error.after(usePasskey)
    }
    root.replaceChildren(form)
    next.focus()

    const finish = () => {
      signal.removeEventListener('abort', finish)
      root.replaceChildren()
      resolve(shown)
    }
    signal.addEventListener('abort', finish)
    cancel.addEventListener('click', finish)
    const run = (work: () => Promise<void>) => {
      next.disabled = true
      error.textContent = ''
      work().then(
        () => {
          next.disabled = false
        },
        (reason: unknown) => {
          next.disabled = false
          error.textContent =
            reason instanceof Error && reason.name === 'NotAllowedError'
              ? 'The passkey was not used. Try again when you are ready.'
              : reason instanceof Error
                ? reason.message
                : 'An error occurred'
        },
      )
    }
    usePasskey?.addEventListener('click', () =>
      run(async () => {
        await passkey?.()
        shown = true
        showKey(form, steps.readKey(), finish)
      }),
    )
    // The code's field, shown once the code is sent.
    const label = make('label', 'field', 'Code')
    label.htmlFor = 'export-code'
    const input = make('input', 'input')
    input.id = 'export-code'
    input.inputMode = 'numeric'
    input.autocomplete = 'one-time-code'
    input.maxLength = 6
    label.append(input)
    let sent = false
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      if (!sent)
        return run(async () => {
          await steps.sendCode()
          sent = true
          detail.textContent = `We sent a code to ${steps.email}. It is valid for 10 minutes.`
          detail.after(label)
          next.textContent = 'Show key'
          input.focus()
        })
      if (!/^\d{6}$/.test(input.value.trim())) {
        error.textContent = 'Enter the 6-digit code from your email'
        return input.focus()
      }
      run(async () => {
        await steps.verifyCode(input.value.trim())
        shown = true
        showKey(form, steps.readKey(), finish)
      })
    })
  })
}

/** The key itself, with Copy and Done, in place of the code's step. */
function showKey(form: HTMLFormElement, key: string, done: () => void) {
  const title = make('h1', 'approval-title', 'Your private key')
  title.id = 'export-title'
  const note = make('p', 'warning', warning)
  const value = make('output', 'secret', key)
  value.setAttribute('aria-label', 'Private key')
  value.tabIndex = 0
  const copy = button('secondary', 'Copy')
  const close = button('primary', 'Done')
  copy.addEventListener('click', () => {
    navigator.clipboard.writeText(key).then(
      () => {
        copy.textContent = 'Copied'
      },
      () => {
        copy.textContent = 'Copy failed: select the key'
      },
    )
  })
  close.addEventListener('click', done)
  const actions = make('div', 'approval-actions')
  actions.append(copy, close)
  form.replaceChildren(title, note, value, actions)
  close.focus()
}
