/** The query parameter the server's callback page brings a redirect login back with (spec section 2). */
export const socialResultParameter = 'result_uri'

/** Whether the page's address holds a social login's result: a cheap check for the first load. */
export const hasSocialResult = (): boolean =>
  typeof location !== 'undefined' && new URLSearchParams(location.search).has(socialResultParameter)
