import { useState } from 'react'

/** What TokenIcon draws. */
export type TokenIconProps = {
  url: string | undefined
  /** Shown as a monogram when there is no image or it fails to load. */
  symbol: string
  nft?: boolean
}

/** A token's or NFT's image in a row; decorative, since the row names the token. */
export function TokenIcon({ url, symbol, nft }: TokenIconProps) {
  // Which URL failed: a new URL gets its own chance.
  const [failedUrl, setFailedUrl] = useState<string>()
  const showImage = url && failedUrl !== url
  return (
    <span className="lk-row-icon" aria-hidden="true" {...(nft ? { 'data-nft': '' } : {})}>
      {showImage ? (
        <img src={url} alt="" loading="lazy" onError={() => setFailedUrl(url)} />
      ) : (
        symbol.slice(0, 4).toUpperCase()
      )}
    </span>
  )
}
