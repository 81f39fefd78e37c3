import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { getDemoConfig } from './demoConfig.js'
import { isDevWalletEnabled, loadDevWallet } from './devWallet.js'
import './styles.css'

if (isDevWalletEnabled()) void loadDevWallet(getDemoConfig())

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
