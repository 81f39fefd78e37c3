/** What the WalletConnect flow needs to know about the browser it runs in. */
export type BrowserEnvironment = {
  /** A phone or tablet: wallets open through deep links rather than a QR code. */
  mobile: boolean
  /** Telegram's in-app browser (a mini app). */
  telegram: boolean
  /** Safari on iOS, which only opens a deep link from the click that asked for it. */
  iosSafari: boolean
}

/** Reads the environment from `navigator` and `window`; all false on the server. */
export function getBrowserEnvironment(
  target: { navigator?: Navigator; matchMedia?: Window['matchMedia'] } & Record<
    string,
    unknown
  > = typeof window === 'undefined' ? {} : (window as never),
): BrowserEnvironment {
  const userAgent = target.navigator?.userAgent ?? ''
  const touchPoints = target.navigator?.maxTouchPoints ?? 0
  // iPadOS reports itself as a Mac; only its touch screen gives it away.
  const ios =
    /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)
  const coarse = target.matchMedia?.('(pointer: coarse)').matches ?? false
  return {
    mobile: ios || /Android|webOS|BlackBerry|Opera Mini|IEMobile/i.test(userAgent) || coarse,
    telegram: Boolean(
      target.Telegram || target.TelegramWebviewProxy || target.TelegramWebviewProxyProto,
    ),
    iosSafari: ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent),
  }
}
