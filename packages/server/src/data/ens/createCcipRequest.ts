import { type CcipRequestParameters, ccipRequest, type Hex, HttpRequestError } from 'viem'
import { checkFetchableUrl } from './checkFetchableUrl.js'

/** The server's own CCIP-read gateway, answered in the process (set once the name service is up). */
export type OwnCcipGateway = {
  /** The URL its answers are asked at (`${publicUrl}/v1/ccip`): read once the server listens. */
  url?: (() => string) | undefined
  answer?: ((request: { sender: Hex; data: Hex }) => Promise<Hex>) | undefined
}

/** Parameters of `createCcipRequest`. */
export type CreateCcipRequestParameters = {
  /** Hosts whose plain http URLs may be fetched (development's 127.0.0.1). */
  httpHosts: readonly string[]
  own: OwnCcipGateway
}

/**
 * The `ccipRead.request` of the server's ENS clients. A resolver's gateway URLs are a contract's
 * to choose, and anyone can point a name at one: each is checked with the avatar's SSRF policy
 * (https to public addresses, or a listed dev host) before viem fetches it, with viem's time-out
 * and body bound. Our own gateway's URLs are answered in the process: an identity lookup would
 * otherwise call the server over HTTP, through its own rate limit.
 */
export function createCcipRequest(parameters: CreateCcipRequestParameters) {
  const { httpHosts, own } = parameters
  return async (request: CcipRequestParameters): Promise<Hex> => {
    const { sender, data, urls } = request
    let error: Error = new HttpRequestError({ details: 'No gateway URL was given.', url: '' })
    for (const url of urls) {
      const requestUrl = url.replace('{sender}', sender.toLowerCase()).replace('{data}', data)
      const ownUrl = own.url?.()
      if (ownUrl && own.answer && requestUrl.startsWith(ownUrl)) {
        const rest = requestUrl.slice(ownUrl.length)
        if (rest === '' || rest.startsWith('/'))
          return own.answer({
            sender: sender.toLowerCase() as Hex,
            data: data.toLowerCase() as Hex,
          })
      }
      let parsed: URL
      try {
        parsed = new URL(requestUrl)
      } catch {
        error = new HttpRequestError({ details: 'CCIP Read URL is invalid.', url })
        continue
      }
      if (!(await checkFetchableUrl(parsed, httpHosts))) {
        error = new HttpRequestError({
          details: 'The gateway URL points to a host the server does not fetch from.',
          url,
        })
        continue
      }
      try {
        return await ccipRequest({ ...request, urls: [url] })
      } catch (cause) {
        error = cause as Error
      }
    }
    throw error
  }
}
