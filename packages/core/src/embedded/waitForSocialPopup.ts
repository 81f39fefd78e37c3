import { socialLoginMessages } from './socialLoginMessages.js'

const closedPollMs = 500

/**
 * The callback's address the provider's popup posts back (the server's callback page, to this
 * page's origin only), closing the popup then; rejects when the popup is closed first or
 * `signal` aborts.
 */
export function waitForSocialPopup(popup: Window, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('message', onMessage)
      clearInterval(timer)
      signal.removeEventListener('abort', onAbort)
    }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; uri?: unknown } | null
      if (event.source !== popup || data?.type !== '@latchkey/social-result') return
      if (typeof data.uri !== 'string' || data.uri.length > 4_000) return
      done()
      popup.close()
      resolve(data.uri)
    }
    const onAbort = () => {
      done()
      popup.close()
      reject(signal.reason)
    }
    // A closed popup sends nothing: its `closed` flag is the only sign.
    const timer = setInterval(() => {
      if (!popup.closed) return
      done()
      reject(new Error(socialLoginMessages.closed))
    }, closedPollMs)
    window.addEventListener('message', onMessage)
    signal.addEventListener('abort', onAbort)
  })
}
