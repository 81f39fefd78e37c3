// The workspace packages resolve to their builds (dist), as an installed package would.
/** @type {import('next').NextConfig} */
export default {
  reactStrictMode: true,
  poweredByHeader: false,
}
