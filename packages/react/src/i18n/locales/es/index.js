// @ts-check
// Spanish (español), written for every Spanish-speaking region: "billetera" as wallets in Spanish
// say it, and "tú". A translator copies a folder such as this one to locales/<tag>/ and translates
// every string: see TRANSLATING.md. Keys, nesting and each function's parameters stay as they are.

const plural = new Intl.PluralRules('es')
const number = new Intl.NumberFormat('es')

/**
 * The Spanish plural form of `count` ('one', 'many' or 'other'), with the count formatted in
 * Spanish.
 * @param {number} count
 * @param {Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }} forms
 */
const plurals = (count, forms) =>
  `${number.format(count)} ${forms[plural.select(count)] ?? forms.other}`

/** @param {number} count */
const wallets = (count) =>
  plurals(count, { one: 'billetera', many: 'billeteras', other: 'billeteras' })

/** @type {import('../../LocaleStrings.js').LocaleStrings} */
export const strings = {
  // The buttons (buttonStrings.ts)
  connectWallet: 'Conectar billetera',
  connecting: 'Conectando…',
  wrongNetwork: 'Red incorrecta',

  // The modal shell and the Connect view (shellStrings.ts)
  close: 'Cerrar',
  back: 'Atrás',
  dialogLabel: 'Latchkey',
  notifications: 'Notificaciones',
  loading: 'Cargando',
  connectTitle: 'Conectar billetera',
  walletsLabel: 'Billeteras',
  recent: 'Reciente',
  installed: 'Instalada',
  noWallets: 'No se encontró ninguna billetera. Instala una billetera de navegador para continuar.',
  tryAgain: 'Reintentar',
  walletConnect: 'WalletConnect',
  accountTitle: 'Cuenta',
  disconnect: 'Desconectar',
  sendTitle: 'Enviar',
  selectTokenTitle: 'Seleccionar token',
  sendPreviewTitle: 'Revisar envío',
  receiveTitle: 'Recibir',
  swapTitle: 'Intercambiar',
  swapSelectTokenTitle: 'Seleccionar token',
  swapPreviewTitle: 'Revisar intercambio',
  buyTitle: 'Comprar',
  buyInProgressTitle: 'Compra en curso',
  networksTitle: 'Elegir red',
  unsupportedTitle: 'Cambiar de red',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'Correo electrónico',
  emailContinue: 'Continuar',
  emailSending: 'Enviando código…',
  emailVerifyTitle: 'Verificar correo',
  emailDeviceTitle: 'Registrar este dispositivo',
  updateEmailTitle: 'Cambiar correo',
  approveTitle: 'Aprobar',
  exportKeyTitle: 'Exportar clave privada',
  passkeyTitle: 'Llave de acceso',
  siwxTitle: 'Iniciar sesión',
  registerNameTitle: 'Elige un nombre',
  registerNameSuccessTitle: 'Tu nombre',
  cancel: 'Cancelar',
  walletRequestTitle: 'Tu billetera no respondió',
  walletRequestDetail: 'Abre tu billetera para continuar o vuelve a enviar la solicitud.',
  walletRequestDetailFunds:
    'Abre tu billetera para continuar. Si ya no muestra la solicitud, cancélala y vuelve a intentarlo.',
  resend: 'Reenviar',
  allWallets: 'Todas las billeteras',
  allWalletsCount: (count) => wallets(count),
  continueWithWallet: 'Continuar con una billetera',
  legalAgree: 'Acepto',
  legalAnd: 'y',
  termsOfService: 'los Términos del servicio',
  privacyPolicy: 'la Política de privacidad',
  legalRequired:
    'Las billeteras estarán desactivadas hasta que aceptes las condiciones anteriores.',
  walletGuide: '¿Aún no tienes billetera?',
  getStarted: 'Empezar',
  or: 'o',
  whatIsAWallet: '¿Qué es una billetera?',
  walletExplainerHome: 'Un hogar para tus activos digitales',
  walletExplainerHomeDetail:
    'Una billetera guarda las claves de tus criptomonedas y NFT: con ella los envías, los recibes y los ves.',
  walletExplainerLogin: 'Una nueva forma de iniciar sesión',
  walletExplainerLoginDetail:
    'En lugar de una cuenta y una contraseña en cada sitio web, conectas tu billetera y confirmas en ella.',
  getAWallet: 'Conseguir una billetera',
  learnMore: 'Más información',
  backToWallets: 'Volver a las billeteras',
  walletGuideUrl: 'https://ethereum.org/es/wallets/find-wallet/',
  downloadsTitle: (wallet) => `Descargar ${wallet}`,
  getWallet: (wallet) => `¿Aún no tienes ${wallet}?`,
  getIt: 'Descargar',
  viewUnavailable: 'Esta vista aún no está disponible.',

  // Connecting, All Wallets and Downloads (connectingStrings.ts)
  continueIn: (wallet) => `Continúa en ${wallet}`,
  acceptRequest: 'Acepta la solicitud de conexión en la billetera',
  connectionDeclined: 'Conexión rechazada',
  declinedDetail: 'La solicitud se rechazó en la billetera. Vuelve a intentarlo para conectar.',
  connectionFailed: 'Error de conexión',
  qrCodeLabel: (wallet) => `Código QR para conectar con ${wallet}`,
  scanQrCode: 'Escanea este código QR con tu teléfono',
  preparingQrCode: 'Preparando el código QR',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado',
  linkCopyFailed: 'No se pudo copiar el enlace',
  open: 'Abrir',
  openDesktopApp: 'Abrir la app de escritorio',
  openWebApp: 'Abrir la app web',
  pairingExpired: 'El código QR caducó',
  pairingExpiredDetail: 'Obtén uno nuevo para conectar',
  walletConnectWallets: 'Billeteras que se conectan con WalletConnect',
  searchWallet: 'Buscar billetera',
  walletsFound: (count) =>
    `${wallets(count)} ${plural.select(count) === 'one' ? 'encontrada' : 'encontradas'}`,
  noWalletFound: 'No se encontró ninguna billetera',
  noWalletFoundDetail: (query) =>
    `Ninguna billetera coincide con «${query}». Prueba con otro nombre.`,
  noWalletsListed: 'No hay billeteras para mostrar',
  loadingWallets: 'Cargando billeteras',
  walletsLoadFailed: 'No se pudieron cargar las billeteras.',
  browserExtension: 'Extensión de navegador',
  appStore: 'App Store',
  googlePlay: 'Google Play',
  website: 'Sitio web',
  noDownloads: 'No tenemos enlace de descarga para esta billetera. Búscalo en su sitio web.',

  // Account (accountStrings.ts)
  copyAddress: 'Copiar dirección',
  accountTypeSmart: 'Cuenta inteligente',
  accountTypeEoa: 'Cuenta estándar (EOA)',
  smartAccountDeployed: 'desplegada',
  smartAccountNotDeployed: 'se despliega con su primera transacción',
  switchToEoa: 'Cambiar a cuenta estándar',
  switchToSmartAccount: 'Cambiar a cuenta inteligente',
  smartAccountUnsupported: 'Es posible que esta aplicación no admita cuentas inteligentes',
  chooseName: 'Elige un nombre',
  accountNamesError: 'Error al obtener los nombres de la dirección',
  addressCopied: 'Dirección copiada',
  copyFailed: 'No se pudo copiar la dirección',
  balanceLoading: 'Cargando saldo',
  viewOnExplorer: (explorer) => `Ver en ${explorer}`,
  networkLabel: (network) => `Red: ${network}`,
  walletFeatures: { onramp: 'Comprar', swaps: 'Intercambiar', receive: 'Recibir', send: 'Enviar' },
  transactionPending: 'Pendiente',
  accountTabsLabel: 'Tokens y actividad',
  tokensTab: 'Tokens',
  activityTab: 'Actividad',
  tokensLoading: 'Cargando tokens',
  noTokens: 'Aún no hay tokens en esta red',
  fundTitle: 'Aún no tienes fondos',
  fundText: (buy, receive) =>
    buy && receive
      ? 'Compra criptomonedas con tarjeta o recíbelas desde otra billetera.'
      : buy
        ? 'Compra criptomonedas con tarjeta para empezar.'
        : receive
          ? 'Recibe criptomonedas desde otra billetera para empezar.'
          : 'Los tokens enviados a esta cuenta aparecerán aquí.',
  fundBuy: 'Comprar cripto',
  fundReceive: 'Recibir',
  activityLoading: 'Cargando actividad',
  noActivity: 'Aún no hay actividad',
  activityUnavailable: 'La actividad no está disponible en esta red',
  loadMore: 'Cargar más',
  transactionFailed: 'Fallida',
  totalBalance: 'Saldo total',
  connectedWith: (wallet) => `Conectado con ${wallet}`,
  connectedWithPasskey: 'Conectado con una llave de acceso',
  addEmail: 'Añadir un correo electrónico',
  tokenBalanceUnavailable: 'Saldo de tokens no disponible',
  fetchTransactionsFailed: 'No se pudieron obtener las transacciones',
  tryAgainIn: (seconds) => `Reintentar en ${number.format(seconds)} s`,
  counterpartyTo: (who) => `A ${who}`,
  counterpartyFrom: (who) => `De ${who}`,
  viewTransaction: (explorer) => `Ver la transacción en ${explorer}`,
  transactionTitle: (operationType) =>
    ({
      approve: 'Aprobado',
      bought: 'Comprado',
      buy: 'Comprado',
      borrow: 'Préstamo recibido',
      burn: 'Quemado',
      cancel: 'Cancelado',
      claim: 'Reclamado',
      deploy: 'Desplegado',
      deposit: 'Depositado',
      execute: 'Ejecutado',
      mint: 'Acuñado',
      receive: 'Recibido',
      repay: 'Reembolsado',
      send: 'Enviado',
      sell: 'Vendido',
      stake: 'En staking',
      trade: 'Intercambiado',
      unstake: 'Retirado del staking',
      withdraw: 'Retirado',
    })[operationType] ?? 'Transacción',
  emailSignedInAs: (email) => `Sesión iniciada como ${email}`,
  updateEmail: 'Cambiar correo',
  exportKey: 'Exportar clave privada',
  addPasskey: 'Añadir una llave de acceso',
  linkedLogins: 'Inicios de sesión vinculados',
  emailLogin: 'Correo electrónico',
  linkLogin: (provider) => `Vincular ${provider}`,
  removeLoginButton: 'Quitar',
  removeLogin: (provider) => `Quitar ${provider}`,
  deviceRequestsTitle: 'Inicio de sesión en un dispositivo nuevo',
  deviceRequestText: (time) =>
    `Un dispositivo nuevo pidió iniciar sesión en esta cuenta a las ${time}.`,
  approveDevice: 'Aprobar',
  declineDevice: 'Rechazar',
  signOut: 'Cerrar sesión',

  // Send and Receive (sendStrings.ts)
  sendToken: (symbol) => `Token: ${symbol}, cambiar`,
  selectToken: 'Seleccionar token',
  sendAmount: 'Importe',
  sendMax: 'Máx.',
  sendReceiver: 'Para',
  sendReceiverPlaceholder: 'Dirección o nombre',
  sendAddressPlaceholder: 'Dirección',
  sendBalance: (balance) => `Saldo ${balance}`,
  sendBalanceValue: (symbol) => `Saldo de ${symbol}`,
  sendNetworkFee: 'Comisión de red',
  sendFrom: 'De',
  sendNetwork: 'Red',
  searchTokens: 'Buscar tokens',
  noTokensFound: 'Ningún token coincide',
  sendProblems: {
    noToken: 'Selecciona un token',
    noAmount: 'Introduce un importe',
    invalidAmount: 'Importe no válido',
    zeroAmount: 'Introduce un importe mayor que 0',
    tooManyDecimals: 'Demasiados decimales',
    amountTooHigh: 'Saldo insuficiente',
    noReceiver: 'Añade una dirección',
    resolving: 'Buscando la dirección…',
    invalidAddress: 'Dirección no válida',
    nameNotFound: 'Nombre no encontrado',
    nameError: 'Error al resolver el nombre',
    loading: 'Cargando…',
    insufficientGas: 'Saldo insuficiente para el gas',
    invalidAmountOrReceiver: 'Introduce un importe y una dirección de destino válidos',
  },
  sendNamesUnsupported: 'Los nombres no funcionan en esta red: introduce una dirección',
  sendPreview: 'Revisar envío',
  sendConfirm: 'Enviar',
  sendCancel: 'Cancelar',
  sendWaiting: 'Confirma la transacción en tu billetera',
  sendDeclined: 'Transacción rechazada en la billetera',
  unsupportedChain: 'Cadena no compatible',
  receiveQrLabel: 'Código QR de tu dirección',
  receiveNetworks: 'Redes en las que esta dirección puede recibir',
  receiveNote: (network) =>
    `Envía a esta dirección solo activos de ${network} o de las redes siguientes.`,
  receiveNoteOne: (network) => `Envía a esta dirección solo activos de ${network}.`,

  // Swap (swapStrings.ts)
  swapPay: 'Pagas',
  swapReceive: 'Recibes',
  swapToken: (side, symbol) => `${side}: ${symbol}, cambiar`,
  swapSwitch: 'Invertir tokens',
  swapQuoteLoading: 'Obteniendo cotización',
  swapPriceImpact: 'Impacto en el precio',
  swapSlippage: 'Deslizamiento máx.',
  swapSlippageLabel: 'Tolerancia de deslizamiento (porcentaje)',
  swapMinimumReceived: 'Mínimo recibido',
  swapRate: 'Tipo de cambio',
  swapProblems: {
    noToken: 'Selecciona un token',
    noAmount: 'Introduce un importe',
    invalidAmount: 'Importe no válido',
    zeroAmount: 'Introduce un importe mayor que 0',
    tooManyDecimals: 'Demasiados decimales',
    insufficientBalance: 'Saldo insuficiente',
    quoting: 'Obteniendo cotización…',
    noRoute: 'No hay ruta para este intercambio',
    tooSmall: 'Importe demasiado pequeño',
    insufficientGas: 'Saldo insuficiente para el gas',
  },
  swapReview: 'Revisar intercambio',
  swapConfirm: 'Intercambiar',
  swapApproveAndSwap: 'Aprobar e intercambiar',
  swapSteps: 'Pasos',
  swapStepApprove: (symbol) => `Aprobar ${symbol}`,
  swapStepSwap: 'Intercambiar',
  swapWaiting: (step) =>
    step === 'approve'
      ? 'Aprueba el token en tu billetera (1 de 2)'
      : 'Confirma el intercambio en tu billetera',
  swapDeclined: (step) =>
    step === 'approve'
      ? 'Aprobación rechazada en la billetera'
      : 'Intercambio rechazado en la billetera',
  suggestedTokens: 'Sugeridos',
  allTokens: 'Tokens',

  // Buy (buyStrings.ts)
  buyAmount: 'Importe',
  buyCurrency: 'Moneda',
  buyMethod: 'Método de pago',
  buyMethods: { card: 'Tarjeta', ach_bank_account: 'Cuenta bancaria (ACH)' },
  buyAsset: 'Comprar',
  buyProviders: 'Proveedores',
  buyFees: (range) => `Comisiones ${range}`,
  buyQuote: (amount) => `≈ ${amount}`,
  buyEstimate: 'Estimación',
  buyQuoteLoading: 'Cargando cotización',
  buyLimits: (min, max, currency) => `Entre ${min} y ${max} ${currency}`,
  buyProblems: {
    noAmount: () => 'Introduce un importe',
    invalidAmount: () => 'Importe no válido',
    belowMinimum: (limit, currency) => `El importe mínimo es ${limit} ${currency}`,
    aboveMaximum: (limit, currency) => `El importe máximo es ${limit} ${currency}`,
  },
  buyOpening: (provider) => `Abriendo ${provider}…`,
  buyWaiting: (provider) => `Completa la compra en la ventana de ${provider}`,
  buyOnTheWay: (amount) => `Pagado: ${amount} en camino a tu billetera`,
  buyArrived: (amount) => `Recibido: ${amount}`,
  buyOpenAgain: 'Volver a abrir el proveedor',
  buyBack: 'Volver a la cuenta',

  // Networks (networkStrings.ts)
  networksLabel: 'Redes',
  switching: 'Cambiando…',
  switchDeclined: 'Cambio rechazado',
  switchDeclinedDetail: 'La billetera rechazó el cambio de red.',
  switchFailed: 'No se pudo cambiar de red',
  unsupportedDetail:
    'Esta app no admite tu red actual. Cambia a una de las opciones disponibles para continuar.',

  // The email wallet (emailStrings.ts)
  emailCodeSent: (email) => `Introduce el código de 6 dígitos que enviamos a ${email}`,
  emailCodeLabel: 'Código',
  emailCodeValidity: 'El código caduca en 10 minutos',
  emailVerifying: 'Verificando el código…',
  emailResend: 'Reenviar código',
  emailResendIn: (seconds) => `Reenviar código en ${number.format(seconds)} s`,
  emailDeviceHeading: 'Registra este dispositivo para continuar',
  emailDeviceSent: (email) => `Enviamos un enlace de confirmación a ${email}`,
  emailDeviceDetail:
    'Abre el enlace de ese correo para confirmar este dispositivo. Esta vista avanzará sola.',
  emailDeviceWaiting: 'Esperando la confirmación…',
  emailDeviceResend: 'Reenviar correo',
  emailDeviceResendIn: (seconds) => `Reenviar correo en ${number.format(seconds)} s`,
  emailPassphrase: 'Continúa abajo, en la ventana de la propia billetera.',
  updateEmailLabel: 'Nuevo correo electrónico',
  updateEmailSave: 'Guardar',
  updateEmailPrimaryNote: 'Así confirmas que el cambio lo haces tú.',
  updateEmailSecondaryNote: 'Así confirmas tu nuevo correo.',
  approveLoading: 'Cargando la solicitud…',

  // Social login (socialStrings.ts)
  socialLabel: 'Inicia sesión con',
  socialContinueWith: (provider) => `Continuar con ${provider}`,
  socialMore: 'Más',
  socialWaiting: (provider) => `Continúa en la ventana de ${provider}`,
  socialDevice: 'Aprueba este dispositivo con el enlace que enviamos a tu correo.',
  socialSignedInDevice:
    'Aprueba este dispositivo en Cuenta desde un dispositivo donde hayas iniciado sesión.',
  socialPopupClosed: 'Se cerró la ventana de inicio de sesión. Inténtalo de nuevo.',
  socialPopupBlocked:
    'Se bloqueó la ventana de inicio de sesión: permite las ventanas emergentes en este sitio e inténtalo de nuevo.',
  signInWithPasskey: 'Iniciar sesión con una llave de acceso',

  // Names (nameStrings.ts)
  nameLabel: 'Nombre',
  namePlaceholder: 'tunombre',
  nameRule: 'Letras, números y guiones, al menos 4 caracteres',
  nameProblems: {
    tooShort: 'Usa al menos 4 caracteres',
    tooLong: 'Usa como máximo 63 caracteres',
    invalidCharacters: 'Usa solo letras, números y guiones',
  },
  nameChecking: 'Comprobando disponibilidad…',
  nameAvailable: (name) => `${name} está disponible`,
  nameTaken: (name) => `${name} ya está en uso`,
  nameSuggestionsError: 'Error al obtener sugerencias de nombres',
  nameSuggestions: 'Nombres disponibles',
  registerName: 'Registrar nombre',
  nameSigning: 'Firma el mensaje en tu billetera',
  nameRegistered: 'Tu nombre está registrado',
  nameRegisteredNote: 'Tu cuenta lo mostrará a partir de ahora.',
  nameDone: 'Listo',
  nameDeclined: 'Firma rechazada',
  namesUnsupported: 'Los nombres no están disponibles en esta red',

  // Sign-in (siwxStrings.ts)
  siwxRequest: (app) => `${app} quiere conectarse a tu billetera`,
  siwxDetail: 'Firma este mensaje para demostrar que esta billetera es tuya y continuar.',
  siwxDetailRequired:
    'Firma este mensaje para demostrar que esta billetera es tuya y continuar. Si cancelas, se desconectará.',
  sign: 'Firmar',
  authenticating: 'Autenticando…',
  signatureDeclined: 'Firma rechazada',
  thisApp: 'Esta app',
  yourWallet: 'Tu billetera',

  // WalletButton (walletButtonStrings.ts)
  continueWithEmail: 'Continuar con correo electrónico',
}
