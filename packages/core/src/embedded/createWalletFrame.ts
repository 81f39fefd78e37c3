/** A rectangle of the page (the approval view's area). */
export type FrameRect = { top: number; left: number; width: number; height: number }

/** The wallet frame's element and where its page comes from. */
export type WalletFrame = {
  element: HTMLIFrameElement
  /** The frame page's URL, with the query. */
  href: string
  /** The frame page's origin: the only one messages go to and come from. */
  origin: string
  /** Shows the frame over `rect`, or hides it (undefined). */
  place(rect: FrameRect | undefined): void
}

/**
 * Makes the wallet's iframe at `url` with `query`'s defined values as parameters: hidden and
 * sized to nothing until placed, above the page, transparent. The caller adds it to the page.
 */
export function createWalletFrame(
  url: string,
  query: Record<string, string | undefined>,
): WalletFrame {
  const source = new URL(url)
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) source.searchParams.set(key, value)
  const element = document.createElement('iframe')
  element.src = source.href
  element.title = 'Wallet'
  element.setAttribute('data-latchkey-wallet', '')
  // Passkeys: WebAuthn in a frame of another origin needs the page's leave.
  element.allow = 'clipboard-write; publickey-credentials-create; publickey-credentials-get'
  Object.assign(element.style, {
    position: 'fixed',
    border: '0',
    top: '0',
    left: '0',
    width: '0',
    height: '0',
    visibility: 'hidden',
    zIndex: '1000',
    colorScheme: 'normal',
    background: 'transparent',
  })
  return {
    element,
    href: source.href,
    origin: source.origin,
    place(rect) {
      Object.assign(
        element.style,
        rect
          ? {
              top: `${rect.top}px`,
              left: `${rect.left}px`,
              width: `${rect.width}px`,
              height: `${rect.height}px`,
              visibility: 'visible',
            }
          : { width: '0', height: '0', visibility: 'hidden' },
      )
    },
  }
}
