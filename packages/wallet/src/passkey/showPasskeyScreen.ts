import { passkeyErrorMessage } from './passkeyErrorMessage.js'

/** What one passkey screen says and does. */
export type PasskeyScreen<result> = {
  title: string
  text: string
  /** The button that starts the browser's passkey prompt (it needs the click inside the frame). */
  action: string
  run(): Promise<result>
}

const element = <tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  className: string,
  text?: string,
) => {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/**
 * The frame's own passkey screen: what is asked, Cancel, and the button that opens the browser's
 * passkey prompt (a frame of another origin may ask for a passkey only in a click of its own).
 * Resolves with what `run` gave, or undefined on Cancel or when `signal` aborts (the dapp closed
 * its view); a failure stays on the screen with its reason, to try again.
 */
export function showPasskeyScreen<result>(
  root: HTMLElement,
  screen: PasskeyScreen<result>,
  signal: AbortSignal,
): Promise<result | undefined> {
  return new Promise((resolve) => {
    const form = element('form', 'approval passkey')
    form.setAttribute('aria-labelledby', 'passkey-title')
    const title = element('h1', 'approval-title', screen.title)
    title.id = 'passkey-title'
    const text = element('p', 'note', screen.text)
    const error = element('p', 'error')
    error.setAttribute('role', 'alert')
    const cancel = element('button', 'button secondary', 'Cancel')
    cancel.type = 'button'
    const next = element('button', 'button primary', screen.action)
    next.type = 'submit'
    const actions = element('div', 'approval-actions')
    actions.append(cancel, next)
    form.append(title, text, error, actions)
    root.replaceChildren(form)
    next.focus()

    const finish = (value: result | undefined) => {
      signal.removeEventListener('abort', abort)
      root.replaceChildren()
      resolve(value)
    }
    const abort = () => finish(undefined)
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort)
    cancel.addEventListener('click', abort)
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      next.disabled = true
      error.textContent = ''
      screen.run().then(finish, (reason: unknown) => {
        next.disabled = false
        if (!signal.aborted) error.textContent = passkeyErrorMessage(reason)
      })
    })
  })
}
