/**
 * A response's body parsed as JSON, reading no more than `maxBytes` whatever its length header
 * says: a node that answers more than a balance read can need is refused, not buffered.
 */
export async function readBoundedJson(response: Response, maxBytes: number): Promise<unknown> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {})
    throw new Error(`The node's answer is over ${maxBytes} bytes`)
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  for (;;) {
    const chunk = await reader?.read()
    if (!chunk || chunk.done) break
    size += chunk.value.byteLength
    if (size > maxBytes) {
      await reader?.cancel().catch(() => {})
      throw new Error(`The node's answer is over ${maxBytes} bytes`)
    }
    chunks.push(chunk.value)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return JSON.parse(text)
  } catch {
    throw new Error('The node did not answer JSON')
  }
}
