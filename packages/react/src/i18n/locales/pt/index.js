// @ts-check
// Portuguese (português), in the Brazilian usage that Intl's 'pt' formats by and most wallets in
// Portuguese use: "carteira" and "você". A translator copies a folder such as this one to
// locales/<tag>/ and translates every string: see TRANSLATING.md. Keys, nesting and each
// function's parameters stay as they are.

const plural = new Intl.PluralRules('pt')
const number = new Intl.NumberFormat('pt')

/**
 * The Portuguese plural form of `count` ('one', 'many' or 'other'; 0 and 1 take 'one'), with the
 * count formatted in Portuguese.
 * @param {number} count
 * @param {Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }} forms
 */
const plurals = (count, forms) =>
  `${number.format(count)} ${forms[plural.select(count)] ?? forms.other}`

/** @param {number} count */
const wallets = (count) =>
  plurals(count, { one: 'carteira', many: 'de carteiras', other: 'carteiras' })

/** @type {import('../../LocaleStrings.js').LocaleStrings} */
export const strings = {
  // The buttons (buttonStrings.ts)
  connectWallet: 'Conectar carteira',
  connecting: 'Conectando…',
  wrongNetwork: 'Rede incorreta',

  // The modal shell and the Connect view (shellStrings.ts)
  close: 'Fechar',
  back: 'Voltar',
  dialogLabel: 'Latchkey',
  notifications: 'Notificações',
  loading: 'Carregando',
  connectTitle: 'Conectar carteira',
  walletsLabel: 'Carteiras',
  recent: 'Recente',
  installed: 'Instalada',
  noWallets: 'Nenhuma carteira encontrada. Instale uma carteira de navegador para continuar.',
  tryAgain: 'Tentar novamente',
  walletConnect: 'WalletConnect',
  accountTitle: 'Conta',
  disconnect: 'Desconectar',
  sendTitle: 'Enviar',
  selectTokenTitle: 'Selecionar token',
  sendPreviewTitle: 'Revisar envio',
  receiveTitle: 'Receber',
  swapTitle: 'Trocar',
  swapSelectTokenTitle: 'Selecionar token',
  swapPreviewTitle: 'Revisar troca',
  buyTitle: 'Comprar',
  buyInProgressTitle: 'Compra em andamento',
  networksTitle: 'Escolher rede',
  unsupportedTitle: 'Trocar de rede',
  emailLabel: 'E-mail',
  emailPlaceholder: 'E-mail',
  emailContinue: 'Continuar',
  emailSending: 'Enviando código…',
  emailVerifyTitle: 'Verificar e-mail',
  emailDeviceTitle: 'Registrar este dispositivo',
  updateEmailTitle: 'Alterar e-mail',
  approveTitle: 'Aprovar',
  exportKeyTitle: 'Exportar chave privada',
  siwxTitle: 'Entrar',
  registerNameTitle: 'Escolha um nome',
  registerNameSuccessTitle: 'Seu nome',
  cancel: 'Cancelar',
  walletRequestTitle: 'Sua carteira não respondeu',
  walletRequestDetail: 'Abra sua carteira para continuar ou envie a solicitação de novo.',
  walletRequestDetailFunds:
    'Abra sua carteira para continuar. Se ela não mostrar mais a solicitação, cancele e tente novamente.',
  resend: 'Reenviar',
  allWallets: 'Todas as carteiras',
  allWalletsCount: (count) => wallets(count),
  continueWithWallet: 'Continuar com uma carteira',
  legalAgree: 'Aceito',
  legalAnd: 'e',
  termsOfService: 'os Termos de Serviço',
  privacyPolicy: 'a Política de Privacidade',
  legalRequired: 'As carteiras ficam desativadas até você aceitar os termos acima.',
  walletGuide: 'Ainda não tem carteira?',
  getStarted: 'Começar',
  or: 'ou',
  whatIsAWallet: 'O que é uma carteira?',
  walletExplainerHome: 'Um lar para seus ativos digitais',
  walletExplainerHomeDetail:
    'Uma carteira guarda as chaves dos seus criptoativos e NFTs: com ela, você envia, recebe e acompanha tudo.',
  walletExplainerLogin: 'Um novo jeito de fazer login',
  walletExplainerLoginDetail:
    'Em vez de uma conta e uma senha em cada site, você conecta sua carteira e confirma nela.',
  getAWallet: 'Obter uma carteira',
  learnMore: 'Saiba mais',
  backToWallets: 'Voltar às carteiras',
  walletGuideUrl: 'https://ethereum.org/pt-br/wallets/find-wallet/',
  downloadsTitle: (wallet) => `Baixar ${wallet}`,
  getWallet: (wallet) => `Ainda não tem ${wallet}?`,
  getIt: 'Baixar',
  viewUnavailable: 'Esta tela ainda não está disponível.',

  // Connecting, All Wallets and Downloads (connectingStrings.ts)
  continueIn: (wallet) => `Continue em ${wallet}`,
  acceptRequest: 'Aceite a solicitação de conexão na carteira',
  connectionDeclined: 'Conexão recusada',
  declinedDetail: 'A solicitação foi recusada na carteira. Tente novamente para conectar.',
  connectionFailed: 'Falha na conexão',
  qrCodeLabel: (wallet) => `QR code para conectar com ${wallet}`,
  scanQrCode: 'Escaneie este QR code com seu celular',
  preparingQrCode: 'Preparando o QR code',
  copyLink: 'Copiar link',
  linkCopied: 'Link copiado',
  linkCopyFailed: 'Não foi possível copiar o link',
  open: 'Abrir',
  openDesktopApp: 'Abrir app para desktop',
  openWebApp: 'Abrir app web',
  pairingExpired: 'O QR code expirou',
  pairingExpiredDetail: 'Gere um novo para conectar',
  walletConnectWallets: 'Carteiras que se conectam pelo WalletConnect',
  searchWallet: 'Buscar carteira',
  walletsFound: (count) =>
    `${wallets(count)} ${plural.select(count) === 'one' ? 'encontrada' : 'encontradas'}`,
  noWalletFound: 'Nenhuma carteira encontrada',
  noWalletFoundDetail: (query) => `Nenhuma carteira corresponde a “${query}”. Tente outro nome.`,
  noWalletsListed: 'Nenhuma carteira para mostrar',
  loadingWallets: 'Carregando carteiras',
  walletsLoadFailed: 'Não foi possível carregar as carteiras.',
  browserExtension: 'Extensão de navegador',
  appStore: 'App Store',
  googlePlay: 'Google Play',
  website: 'Site',
  noDownloads: 'Não temos link de download para esta carteira. Procure no site dela.',

  // Account (accountStrings.ts)
  copyAddress: 'Copiar endereço',
  chooseName: 'Escolha um nome',
  accountNamesError: 'Erro ao buscar os nomes do endereço',
  addressCopied: 'Endereço copiado',
  copyFailed: 'Não foi possível copiar o endereço',
  balanceLoading: 'Carregando saldo',
  viewOnExplorer: (explorer) => `Ver no ${explorer}`,
  networkLabel: (network) => `Rede: ${network}`,
  walletFeatures: { onramp: 'Comprar', swaps: 'Trocar', receive: 'Receber', send: 'Enviar' },
  transactionPending: 'Pendente',
  accountTabsLabel: 'Tokens e atividade',
  tokensTab: 'Tokens',
  activityTab: 'Atividade',
  tokensLoading: 'Carregando tokens',
  noTokens: 'Ainda não há tokens nesta rede',
  fundTitle: 'Ainda sem saldo',
  fundText: (buy, receive) =>
    buy && receive
      ? 'Compre cripto com cartão ou receba de outra carteira.'
      : buy
        ? 'Compre cripto com cartão para começar.'
        : receive
          ? 'Receba cripto de outra carteira para começar.'
          : 'Os tokens enviados para esta conta aparecerão aqui.',
  fundBuy: 'Comprar cripto',
  fundReceive: 'Receber',
  activityLoading: 'Carregando atividade',
  noActivity: 'Ainda não há atividade',
  activityUnavailable: 'A atividade não está disponível nesta rede',
  loadMore: 'Carregar mais',
  transactionFailed: 'Falhou',
  totalBalance: 'Saldo total',
  connectedWith: (wallet) => `Conectado com ${wallet}`,
  tokenBalanceUnavailable: 'Saldo de tokens indisponível',
  fetchTransactionsFailed: 'Não foi possível buscar as transações',
  tryAgainIn: (seconds) => `Tentar novamente em ${number.format(seconds)} s`,
  counterpartyTo: (who) => `Para ${who}`,
  counterpartyFrom: (who) => `De ${who}`,
  viewTransaction: (explorer) => `Ver transação no ${explorer}`,
  transactionTitle: (operationType) =>
    ({
      approve: 'Aprovado',
      bought: 'Comprado',
      buy: 'Comprado',
      borrow: 'Empréstimo',
      burn: 'Queimado',
      cancel: 'Cancelado',
      claim: 'Resgatado',
      deploy: 'Implantado',
      deposit: 'Depositado',
      execute: 'Executado',
      mint: 'Cunhado',
      receive: 'Recebido',
      repay: 'Pago',
      send: 'Enviado',
      sell: 'Vendido',
      stake: 'Em staking',
      trade: 'Trocado',
      unstake: 'Staking encerrado',
      withdraw: 'Sacado',
    })[operationType] ?? 'Transação',
  emailSignedInAs: (email) => `Conectado como ${email}`,
  updateEmail: 'Alterar e-mail',
  exportKey: 'Exportar chave privada',
  signOut: 'Sair',

  // Send and Receive (sendStrings.ts)
  sendToken: (symbol) => `Token: ${symbol}, alterar`,
  selectToken: 'Selecionar token',
  sendAmount: 'Valor',
  sendMax: 'Máx.',
  sendReceiver: 'Para',
  sendReceiverPlaceholder: 'Endereço ou nome',
  sendAddressPlaceholder: 'Endereço',
  sendBalance: (balance) => `Saldo ${balance}`,
  sendBalanceValue: (symbol) => `Saldo de ${symbol}`,
  sendNetworkFee: 'Taxa de rede',
  sendFrom: 'De',
  sendNetwork: 'Rede',
  searchTokens: 'Buscar tokens',
  noTokensFound: 'Nenhum token corresponde',
  sendProblems: {
    noToken: 'Selecione um token',
    noAmount: 'Digite um valor',
    invalidAmount: 'Valor inválido',
    zeroAmount: 'Digite um valor maior que 0',
    tooManyDecimals: 'Casas decimais demais',
    amountTooHigh: 'Saldo insuficiente',
    noReceiver: 'Adicione um endereço',
    resolving: 'Buscando o endereço…',
    invalidAddress: 'Endereço inválido',
    nameNotFound: 'Nome não encontrado',
    nameError: 'Erro ao resolver o nome',
    loading: 'Carregando…',
    insufficientGas: 'Saldo insuficiente para o gás',
    invalidAmountOrReceiver: 'Digite um valor e um endereço de destino válidos',
  },
  sendNamesUnsupported: 'Nomes não funcionam nesta rede: digite um endereço',
  sendPreview: 'Revisar envio',
  sendConfirm: 'Enviar',
  sendCancel: 'Cancelar',
  sendWaiting: 'Confirme a transação na sua carteira',
  sendDeclined: 'Transação recusada na carteira',
  unsupportedChain: 'Rede não suportada',
  receiveQrLabel: 'QR code do seu endereço',
  receiveNetworks: 'Redes em que este endereço pode receber',
  receiveNote: (network) =>
    `Envie para este endereço apenas ativos da rede ${network} ou das redes abaixo.`,
  receiveNoteOne: (network) => `Envie para este endereço apenas ativos da rede ${network}.`,

  // Swap (swapStrings.ts)
  swapPay: 'Você paga',
  swapReceive: 'Você recebe',
  swapToken: (side, symbol) => `${side}: ${symbol}, alterar`,
  swapSwitch: 'Inverter tokens',
  swapQuoteLoading: 'Buscando cotação',
  swapPriceImpact: 'Impacto no preço',
  swapSlippage: 'Slippage máx.',
  swapSlippageLabel: 'Tolerância de slippage (porcentagem)',
  swapMinimumReceived: 'Mínimo recebido',
  swapRate: 'Cotação',
  swapProblems: {
    noToken: 'Selecione um token',
    noAmount: 'Digite um valor',
    invalidAmount: 'Valor inválido',
    zeroAmount: 'Digite um valor maior que 0',
    tooManyDecimals: 'Casas decimais demais',
    insufficientBalance: 'Saldo insuficiente',
    quoting: 'Buscando cotação…',
    noRoute: 'Nenhuma rota para esta troca',
    tooSmall: 'Valor muito baixo',
    insufficientGas: 'Saldo insuficiente para o gás',
  },
  swapReview: 'Revisar troca',
  swapConfirm: 'Trocar',
  swapApproveAndSwap: 'Aprovar e trocar',
  swapSteps: 'Etapas',
  swapStepApprove: (symbol) => `Aprovar ${symbol}`,
  swapStepSwap: 'Trocar',
  swapWaiting: (step) =>
    step === 'approve'
      ? 'Aprove o token na sua carteira (1 de 2)'
      : 'Confirme a troca na sua carteira',
  swapDeclined: (step) =>
    step === 'approve' ? 'Aprovação recusada na carteira' : 'Troca recusada na carteira',
  suggestedTokens: 'Sugeridos',
  allTokens: 'Tokens',

  // Buy (buyStrings.ts)
  buyAmount: 'Valor',
  buyCurrency: 'Moeda',
  buyMethod: 'Forma de pagamento',
  buyMethods: { card: 'Cartão', ach_bank_account: 'Conta bancária (ACH)' },
  buyAsset: 'Comprar',
  buyProviders: 'Provedores',
  buyFees: (range) => `Taxas ${range}`,
  buyQuote: (amount) => `≈ ${amount}`,
  buyEstimate: 'Estimativa',
  buyQuoteLoading: 'Carregando cotação',
  buyLimits: (min, max, currency) => `Entre ${min} e ${max} ${currency}`,
  buyProblems: {
    noAmount: () => 'Digite um valor',
    invalidAmount: () => 'Valor inválido',
    belowMinimum: (limit, currency) => `O valor mínimo é ${limit} ${currency}`,
    aboveMaximum: (limit, currency) => `O valor máximo é ${limit} ${currency}`,
  },
  buyOpening: (provider) => `Abrindo ${provider}…`,
  buyWaiting: (provider) => `Conclua a compra na janela de ${provider}`,
  buyOnTheWay: (amount) => `Pago: ${amount} a caminho da sua carteira`,
  buyArrived: (amount) => `Recebido: ${amount}`,
  buyOpenAgain: 'Abrir o provedor de novo',
  buyBack: 'Voltar à conta',

  // Networks (networkStrings.ts)
  networksLabel: 'Redes',
  switching: 'Trocando…',
  switchDeclined: 'Troca recusada',
  switchDeclinedDetail: 'A carteira recusou a troca de rede.',
  switchFailed: 'Não foi possível trocar de rede',
  unsupportedDetail:
    'Este app não é compatível com a sua rede atual. Troque para uma das opções disponíveis para continuar.',

  // The email wallet (emailStrings.ts)
  emailCodeSent: (email) => `Digite o código de 6 dígitos que enviamos para ${email}`,
  emailCodeLabel: 'Código',
  emailCodeValidity: 'O código expira em 10 minutos',
  emailVerifying: 'Verificando o código…',
  emailResend: 'Reenviar código',
  emailResendIn: (seconds) => `Reenviar código em ${number.format(seconds)} s`,
  emailDeviceHeading: 'Registre este dispositivo para continuar',
  emailDeviceSent: (email) => `Enviamos um link de confirmação para ${email}`,
  emailDeviceDetail:
    'Abra o link desse e-mail para confirmar este dispositivo. Esta tela avança sozinha.',
  emailDeviceWaiting: 'Aguardando confirmação…',
  emailDeviceResend: 'Reenviar e-mail',
  emailDeviceResendIn: (seconds) => `Reenviar e-mail em ${number.format(seconds)} s`,
  emailPassphrase: 'Continue abaixo, na janela da própria carteira.',
  updateEmailLabel: 'Novo e-mail',
  updateEmailSave: 'Salvar',
  updateEmailPrimaryNote: 'Assim você confirma que a alteração foi feita por você.',
  updateEmailSecondaryNote: 'Assim você confirma seu novo e-mail.',
  approveLoading: 'Carregando a solicitação…',

  // Social login (socialStrings.ts)
  socialLabel: 'Entrar com',
  socialContinueWith: (provider) => `Continuar com ${provider}`,
  socialMore: 'Mais',
  socialWaiting: (provider) => `Continue na janela do ${provider}`,
  socialDevice: 'Aprove este dispositivo pelo link que enviamos para o seu e-mail.',
  socialPopupClosed: 'A janela de login foi fechada. Tente novamente.',
  socialPopupBlocked:
    'A janela de login foi bloqueada: permita pop-ups neste site e tente novamente.',

  // Names (nameStrings.ts)
  nameLabel: 'Nome',
  namePlaceholder: 'seunome',
  nameRule: 'Letras, números e hifens, pelo menos 4 caracteres',
  nameProblems: {
    tooShort: 'Use pelo menos 4 caracteres',
    tooLong: 'Use no máximo 63 caracteres',
    invalidCharacters: 'Use apenas letras, números e hifens',
  },
  nameChecking: 'Verificando disponibilidade…',
  nameAvailable: (name) => `${name} está disponível`,
  nameTaken: (name) => `${name} já está em uso`,
  nameSuggestionsError: 'Erro ao buscar sugestões de nomes',
  nameSuggestions: 'Nomes disponíveis',
  registerName: 'Registrar nome',
  nameSigning: 'Assine a mensagem na sua carteira',
  nameRegistered: 'Seu nome está registrado',
  nameRegisteredNote: 'Sua conta passa a exibi-lo a partir de agora.',
  nameDone: 'Concluir',
  nameDeclined: 'Assinatura recusada',
  namesUnsupported: 'Nomes não estão disponíveis nesta rede',

  // Sign-in (siwxStrings.ts)
  siwxRequest: (app) => `${app} quer se conectar à sua carteira`,
  siwxDetail: 'Assine esta mensagem para provar que esta carteira é sua e continuar.',
  siwxDetailRequired:
    'Assine esta mensagem para provar que esta carteira é sua e continuar. Cancelar desconecta.',
  sign: 'Assinar',
  authenticating: 'Autenticando…',
  signatureDeclined: 'Assinatura recusada',
  thisApp: 'Este app',
  yourWallet: 'Sua carteira',

  // WalletButton (walletButtonStrings.ts)
  continueWithEmail: 'Continuar com e-mail',
}
