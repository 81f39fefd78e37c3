import { InvalidResponseError } from '../errors/request.js'

/**
 * Reads a response body: undefined when empty, parsed when its content type is JSON, else
 * the text. Invalid JSON in a successful answer throws InvalidResponseError; in a failed
 * answer the text is returned, since the status is the error and the body only adds detail.
 */
export async function readBody(response: Response, url: string): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  if (!response.headers.get('content-type')?.includes('json')) return text
  try {
    return JSON.parse(text)
  } catch (error) {
    if (!response.ok) return text
    throw new InvalidResponseError({ url, body: text, details: 'invalid JSON', cause: error })
  }
}
