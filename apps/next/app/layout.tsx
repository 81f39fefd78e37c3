import type { ReactNode } from 'react'

export const metadata = { title: 'Latchkey on Next.js' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The browser's colours follow the system, as the widget's do.
    <html lang="en" style={{ colorScheme: 'light dark' }}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: 24 }}>
        {children}
      </body>
    </html>
  )
}
