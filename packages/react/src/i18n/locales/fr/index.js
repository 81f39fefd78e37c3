// @ts-check
// French (français): "portefeuille" as wallets in French say it, and "vous", with French spacing
// (a no-break space before : ? and inside « »). A translator copies a folder such as this one to
// locales/<tag>/ and translates every string: see TRANSLATING.md. Keys, nesting and each
// function's parameters stay as they are.

const plural = new Intl.PluralRules('fr')
const number = new Intl.NumberFormat('fr')

/**
 * The French plural form of `count` ('one', 'many' or 'other'; 0 and 1 take 'one'), with the
 * count formatted in French.
 * @param {number} count
 * @param {Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }} forms
 */
const plurals = (count, forms) =>
  `${number.format(count)} ${forms[plural.select(count)] ?? forms.other}`

/** @param {number} count */
const wallets = (count) =>
  plurals(count, { one: 'portefeuille', many: 'de portefeuilles', other: 'portefeuilles' })

/** @type {import('../../LocaleStrings.js').LocaleStrings} */
export const strings = {
  // The buttons (buttonStrings.ts)
  connectWallet: 'Connecter un portefeuille',
  connecting: 'Connexion…',
  wrongNetwork: 'Mauvais réseau',

  // The modal shell and the Connect view (shellStrings.ts)
  close: 'Fermer',
  back: 'Retour',
  dialogLabel: 'Latchkey',
  notifications: 'Notifications',
  loading: 'Chargement',
  connectTitle: 'Connecter un portefeuille',
  walletsLabel: 'Portefeuilles',
  recent: 'Récent',
  installed: 'Installé',
  noWallets: 'Aucun portefeuille trouvé. Installez un portefeuille de navigateur pour continuer.',
  tryAgain: 'Réessayer',
  walletConnect: 'WalletConnect',
  accountTitle: 'Compte',
  disconnect: 'Déconnecter',
  sendTitle: 'Envoyer',
  selectTokenTitle: 'Choisir un jeton',
  sendPreviewTitle: 'Vérifier l’envoi',
  receiveTitle: 'Recevoir',
  swapTitle: 'Échanger',
  swapSelectTokenTitle: 'Choisir un jeton',
  swapPreviewTitle: 'Vérifier l’échange',
  buyTitle: 'Acheter',
  buyInProgressTitle: 'Achat en cours',
  networksTitle: 'Choisir un réseau',
  unsupportedTitle: 'Changer de réseau',
  emailLabel: 'E-mail',
  emailPlaceholder: 'E-mail',
  emailContinue: 'Continuer',
  emailSending: 'Envoi du code…',
  emailVerifyTitle: 'Vérifier l’e-mail',
  emailDeviceTitle: 'Enregistrer cet appareil',
  updateEmailTitle: 'Modifier l’e-mail',
  approveTitle: 'Approuver',
  exportKeyTitle: 'Exporter la clé privée',
  passkeyTitle: 'Clé d’accès',
  siwxTitle: 'Se connecter',
  registerNameTitle: 'Choisir un nom',
  registerNameSuccessTitle: 'Votre nom',
  cancel: 'Annuler',
  walletRequestTitle: 'Votre portefeuille n’a pas répondu',
  walletRequestDetail: 'Ouvrez votre portefeuille pour continuer, ou renvoyez la demande.',
  walletRequestDetailFunds:
    'Ouvrez votre portefeuille pour continuer. S’il n’affiche plus la demande, annulez-la et réessayez.',
  resend: 'Renvoyer',
  allWallets: 'Tous les portefeuilles',
  allWalletsCount: (count) => wallets(count),
  continueWithWallet: 'Continuer avec un portefeuille',
  legalAgree: 'J’accepte',
  legalAnd: 'et',
  termsOfService: 'les Conditions d’utilisation',
  privacyPolicy: 'la Politique de confidentialité',
  legalRequired:
    'Les portefeuilles restent grisés tant que vous n’avez pas accepté les conditions ci-dessus.',
  walletGuide: 'Pas encore de portefeuille ?',
  getStarted: 'Commencer',
  or: 'ou',
  whatIsAWallet: 'Qu’est-ce qu’un portefeuille ?',
  walletExplainerHome: 'Un foyer pour vos actifs numériques',
  walletExplainerHomeDetail:
    'Un portefeuille garde les clés de vos cryptomonnaies et NFT : il vous permet de les envoyer, de les recevoir et de les consulter.',
  walletExplainerLogin: 'Une nouvelle façon de se connecter',
  walletExplainerLoginDetail:
    'Au lieu d’un compte et d’un mot de passe sur chaque site, vous connectez votre portefeuille et confirmez depuis celui-ci.',
  getAWallet: 'Obtenir un portefeuille',
  learnMore: 'En savoir plus',
  backToWallets: 'Retour aux portefeuilles',
  walletGuideUrl: 'https://ethereum.org/fr/wallets/find-wallet/',
  downloadsTitle: (wallet) => `Télécharger ${wallet}`,
  getWallet: (wallet) => `Vous n’avez pas encore ${wallet} ?`,
  getIt: 'Télécharger',
  viewUnavailable: 'Cette vue n’est pas encore disponible.',

  // Connecting, All Wallets and Downloads (connectingStrings.ts)
  continueIn: (wallet) => `Continuez dans ${wallet}`,
  acceptRequest: 'Acceptez la demande de connexion dans le portefeuille',
  connectionDeclined: 'Connexion refusée',
  declinedDetail: 'La demande a été refusée dans le portefeuille. Réessayez pour vous connecter.',
  connectionFailed: 'Échec de la connexion',
  qrCodeLabel: (wallet) => `QR code pour se connecter avec ${wallet}`,
  scanQrCode: 'Scannez ce QR code avec votre téléphone',
  preparingQrCode: 'Préparation du QR code',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié',
  linkCopyFailed: 'Impossible de copier le lien',
  open: 'Ouvrir',
  openDesktopApp: 'Ouvrir l’app de bureau',
  openWebApp: 'Ouvrir l’app web',
  pairingExpired: 'Le QR code a expiré',
  pairingExpiredDetail: 'Obtenez-en un nouveau pour vous connecter',
  walletConnectWallets: 'Portefeuilles qui se connectent via WalletConnect',
  searchWallet: 'Rechercher un portefeuille',
  walletsFound: (count) =>
    `${wallets(count)} ${plural.select(count) === 'one' ? 'trouvé' : 'trouvés'}`,
  noWalletFound: 'Aucun portefeuille trouvé',
  noWalletFoundDetail: (query) =>
    `Aucun portefeuille ne correspond à « ${query} ». Essayez un autre nom.`,
  noWalletsListed: 'Aucun portefeuille à afficher',
  loadingWallets: 'Chargement des portefeuilles',
  walletsLoadFailed: 'Impossible de charger les portefeuilles.',
  browserExtension: 'Extension de navigateur',
  appStore: 'App Store',
  googlePlay: 'Google Play',
  website: 'Site web',
  noDownloads:
    'Nous n’avons pas de lien de téléchargement pour ce portefeuille. Cherchez-le sur son site.',

  // Account (accountStrings.ts)
  copyAddress: 'Copier l’adresse',
  accountTypeSmart: 'Compte intelligent',
  accountTypeEoa: 'Compte standard (EOA)',
  smartAccountDeployed: 'déployé',
  smartAccountNotDeployed: 'déployé lors de sa première transaction',
  switchToEoa: 'Passer au compte standard',
  switchToSmartAccount: 'Passer au compte intelligent',
  smartAccountUnsupported:
    'Cette application ne prend peut-être pas en charge les comptes intelligents',
  chooseName: 'Choisir un nom',
  accountNamesError: 'Erreur lors de la récupération des noms de l’adresse',
  addressCopied: 'Adresse copiée',
  copyFailed: 'Impossible de copier l’adresse',
  balanceLoading: 'Chargement du solde',
  viewOnExplorer: (explorer) => `Voir sur ${explorer}`,
  networkLabel: (network) => `Réseau : ${network}`,
  walletFeatures: { onramp: 'Acheter', swaps: 'Échanger', receive: 'Recevoir', send: 'Envoyer' },
  transactionPending: 'En attente',
  accountTabsLabel: 'Jetons et activité',
  tokensTab: 'Jetons',
  activityTab: 'Activité',
  tokensLoading: 'Chargement des jetons',
  noTokens: 'Aucun jeton sur ce réseau pour l’instant',
  fundTitle: 'Pas encore de fonds',
  fundText: (buy, receive) =>
    buy && receive
      ? 'Achetez des cryptos par carte ou recevez-en depuis un autre portefeuille.'
      : buy
        ? 'Achetez des cryptos par carte pour commencer.'
        : receive
          ? 'Recevez des cryptos depuis un autre portefeuille pour commencer.'
          : 'Les jetons envoyés à ce compte apparaîtront ici.',
  fundBuy: 'Acheter des cryptos',
  fundReceive: 'Recevoir',
  activityLoading: 'Chargement de l’activité',
  noActivity: 'Aucune activité pour l’instant',
  activityUnavailable: 'L’activité n’est pas disponible sur ce réseau',
  loadMore: 'Afficher plus',
  transactionFailed: 'Échec',
  totalBalance: 'Solde total',
  connectedWith: (wallet) => `Connecté avec ${wallet}`,
  connectedWithPasskey: 'Connecté avec une clé d’accès',
  addEmail: 'Ajouter un e-mail',
  tokenBalanceUnavailable: 'Solde des jetons indisponible',
  fetchTransactionsFailed: 'Impossible de récupérer les transactions',
  tryAgainIn: (seconds) => `Nouvel essai dans ${number.format(seconds)} s`,
  counterpartyTo: (who) => `À ${who}`,
  counterpartyFrom: (who) => `De ${who}`,
  viewTransaction: (explorer) => `Voir la transaction sur ${explorer}`,
  transactionTitle: (operationType) =>
    ({
      approve: 'Approuvé',
      bought: 'Acheté',
      buy: 'Acheté',
      borrow: 'Emprunté',
      burn: 'Brûlé',
      cancel: 'Annulé',
      claim: 'Réclamé',
      deploy: 'Déployé',
      deposit: 'Déposé',
      execute: 'Exécuté',
      mint: 'Minté',
      receive: 'Reçu',
      repay: 'Remboursé',
      send: 'Envoyé',
      sell: 'Vendu',
      stake: 'Staké',
      trade: 'Échangé',
      unstake: 'Déstaké',
      withdraw: 'Retiré',
    })[operationType] ?? 'Transaction',
  emailSignedInAs: (email) => `Connecté en tant que ${email}`,
  updateEmail: 'Modifier l’e-mail',
  exportKey: 'Exporter la clé privée',
  addPasskey: 'Ajouter une clé d’accès',
  linkedLogins: 'Connexions liées',
  emailLogin: 'E-mail',
  linkLogin: (provider) => `Lier ${provider}`,
  removeLoginButton: 'Retirer',
  removeLogin: (provider) => `Retirer ${provider}`,
  deviceRequestsTitle: 'Connexion d’un nouvel appareil',
  deviceRequestText: (time) => `Un nouvel appareil a demandé à se connecter à ce compte à ${time}.`,
  approveDevice: 'Approuver',
  declineDevice: 'Refuser',
  signOut: 'Se déconnecter',

  // Send and Receive (sendStrings.ts)
  sendToken: (symbol) => `Jeton : ${symbol}, modifier`,
  selectToken: 'Choisir un jeton',
  sendAmount: 'Montant',
  sendMax: 'Max',
  sendReceiver: 'À',
  sendReceiverPlaceholder: 'Adresse ou nom',
  sendAddressPlaceholder: 'Adresse',
  sendBalance: (balance) => `Solde ${balance}`,
  sendBalanceValue: (symbol) => `Solde ${symbol}`,
  sendNetworkFee: 'Frais de réseau',
  sendFrom: 'De',
  sendNetwork: 'Réseau',
  searchTokens: 'Rechercher un jeton',
  noTokensFound: 'Aucun jeton ne correspond',
  sendProblems: {
    noToken: 'Choisissez un jeton',
    noAmount: 'Saisissez un montant',
    invalidAmount: 'Montant non valide',
    zeroAmount: 'Saisissez un montant supérieur à 0',
    tooManyDecimals: 'Trop de décimales',
    amountTooHigh: 'Solde insuffisant',
    noReceiver: 'Ajoutez une adresse',
    resolving: 'Recherche de l’adresse…',
    invalidAddress: 'Adresse non valide',
    nameNotFound: 'Nom introuvable',
    nameError: 'Erreur lors de la résolution du nom',
    loading: 'Chargement…',
    insufficientGas: 'Solde insuffisant pour le gas',
    invalidAmountOrReceiver: 'Saisissez un montant et une adresse de destination valides',
  },
  sendNamesUnsupported: 'Les noms ne fonctionnent pas sur ce réseau : saisissez une adresse',
  sendPreview: 'Vérifier l’envoi',
  sendConfirm: 'Envoyer',
  sendCancel: 'Annuler',
  sendWaiting: 'Confirmez la transaction dans votre portefeuille',
  sendDeclined: 'Transaction refusée dans le portefeuille',
  unsupportedChain: 'Chaîne non prise en charge',
  receiveQrLabel: 'QR code de votre adresse',
  receiveNetworks: 'Réseaux sur lesquels cette adresse peut recevoir',
  receiveNote: (network) =>
    `N’envoyez à cette adresse que des actifs sur ${network} ou sur les réseaux ci-dessous.`,
  receiveNoteOne: (network) => `N’envoyez à cette adresse que des actifs sur ${network}.`,

  // Swap (swapStrings.ts)
  swapPay: 'Vous payez',
  swapReceive: 'Vous recevez',
  swapToken: (side, symbol) => `${side} : ${symbol}, modifier`,
  swapSwitch: 'Inverser les jetons',
  swapQuoteLoading: 'Obtention du devis',
  swapPriceImpact: 'Impact sur le prix',
  swapSlippage: 'Slippage max.',
  swapSlippageLabel: 'Tolérance de slippage (pourcentage)',
  swapMinimumReceived: 'Minimum reçu',
  swapRate: 'Taux',
  swapProblems: {
    noToken: 'Choisissez un jeton',
    noAmount: 'Saisissez un montant',
    invalidAmount: 'Montant non valide',
    zeroAmount: 'Saisissez un montant supérieur à 0',
    tooManyDecimals: 'Trop de décimales',
    insufficientBalance: 'Solde insuffisant',
    quoting: 'Obtention du devis…',
    noRoute: 'Aucune route pour cet échange',
    tooSmall: 'Montant trop faible',
    insufficientGas: 'Solde insuffisant pour le gas',
  },
  swapReview: 'Vérifier l’échange',
  swapConfirm: 'Échanger',
  swapApproveAndSwap: 'Approuver et échanger',
  swapSteps: 'Étapes',
  swapStepApprove: (symbol) => `Approuver ${symbol}`,
  swapStepSwap: 'Échanger',
  swapWaiting: (step) =>
    step === 'approve'
      ? 'Approuvez le jeton dans votre portefeuille (1 sur 2)'
      : 'Confirmez l’échange dans votre portefeuille',
  swapDeclined: (step) =>
    step === 'approve'
      ? 'Approbation refusée dans le portefeuille'
      : 'Échange refusé dans le portefeuille',
  suggestedTokens: 'Suggestions',
  allTokens: 'Jetons',

  // Buy (buyStrings.ts)
  buyAmount: 'Montant',
  buyCurrency: 'Devise',
  buyMethod: 'Moyen de paiement',
  buyMethods: { card: 'Carte', ach_bank_account: 'Compte bancaire (ACH)' },
  buyAsset: 'Acheter',
  buyProviders: 'Fournisseurs',
  buyFees: (range) => `Frais ${range}`,
  buyQuote: (amount) => `≈ ${amount}`,
  buyEstimate: 'Estimation',
  buyQuoteLoading: 'Chargement du devis',
  buyLimits: (min, max, currency) => `Entre ${min} et ${max} ${currency}`,
  buyProblems: {
    noAmount: () => 'Saisissez un montant',
    invalidAmount: () => 'Montant non valide',
    belowMinimum: (limit, currency) => `Le montant minimum est de ${limit} ${currency}`,
    aboveMaximum: (limit, currency) => `Le montant maximum est de ${limit} ${currency}`,
  },
  buyOpening: (provider) => `Ouverture de ${provider}…`,
  buyWaiting: (provider) => `Terminez l’achat dans la fenêtre de ${provider}`,
  buyOnTheWay: (amount) => `Payé : ${amount} en route vers votre portefeuille`,
  buyArrived: (amount) => `Reçu : ${amount}`,
  buyOpenAgain: 'Rouvrir le fournisseur',
  buyBack: 'Retour au compte',

  // Networks (networkStrings.ts)
  networksLabel: 'Réseaux',
  switching: 'Changement…',
  switchDeclined: 'Changement refusé',
  switchDeclinedDetail: 'Le portefeuille a refusé le changement de réseau.',
  switchFailed: 'Impossible de changer de réseau',
  unsupportedDetail:
    'Cette app ne prend pas en charge votre réseau actuel. Passez à l’une des options disponibles pour continuer.',

  // The email wallet (emailStrings.ts)
  emailCodeSent: (email) => `Saisissez le code à 6 chiffres envoyé à ${email}`,
  emailCodeLabel: 'Code',
  emailCodeValidity: 'Le code expire dans 10 minutes',
  emailVerifying: 'Vérification du code…',
  emailResend: 'Renvoyer le code',
  emailResendIn: (seconds) => `Renvoyer le code dans ${number.format(seconds)} s`,
  emailDeviceHeading: 'Enregistrez cet appareil pour continuer',
  emailDeviceSent: (email) => `Nous avons envoyé un lien de confirmation à ${email}`,
  emailDeviceDetail:
    'Ouvrez le lien de cet e-mail pour confirmer cet appareil. Cette vue avancera d’elle-même.',
  emailDeviceWaiting: 'En attente de confirmation…',
  emailDeviceResend: 'Renvoyer l’e-mail',
  emailDeviceResendIn: (seconds) => `Renvoyer l’e-mail dans ${number.format(seconds)} s`,
  emailPassphrase: 'Continuez ci-dessous, dans la fenêtre du portefeuille.',
  updateEmailLabel: 'Nouvel e-mail',
  updateEmailSave: 'Enregistrer',
  updateEmailPrimaryNote: 'Vous confirmez ainsi que la modification vient de vous.',
  updateEmailSecondaryNote: 'Vous confirmez ainsi votre nouvel e-mail.',
  approveLoading: 'Chargement de la demande…',

  // Social login (socialStrings.ts)
  socialLabel: 'Se connecter avec',
  socialContinueWith: (provider) => `Continuer avec ${provider}`,
  socialMore: 'Plus',
  socialWaiting: (provider) => `Continuez dans la fenêtre ${provider}`,
  socialDevice: 'Approuvez cet appareil avec le lien envoyé à votre adresse e-mail.',
  socialSignedInDevice: 'Approuvez cet appareil dans Compte sur un appareil où vous êtes connecté.',
  socialPopupClosed: 'La fenêtre de connexion a été fermée. Réessayez.',
  socialPopupBlocked:
    'La fenêtre de connexion a été bloquée : autorisez les fenêtres pop-up pour ce site et réessayez.',
  signInWithPasskey: 'Se connecter avec une clé d’accès',

  // Names (nameStrings.ts)
  nameLabel: 'Nom',
  namePlaceholder: 'votrenom',
  nameRule: 'Lettres, chiffres et traits d’union, au moins 4 caractères',
  nameProblems: {
    tooShort: 'Utilisez au moins 4 caractères',
    tooLong: 'Utilisez au plus 63 caractères',
    invalidCharacters: 'Utilisez uniquement des lettres, des chiffres et des traits d’union',
  },
  nameChecking: 'Vérification de la disponibilité…',
  nameAvailable: (name) => `${name} est disponible`,
  nameTaken: (name) => `${name} est déjà pris`,
  nameSuggestionsError: 'Erreur lors de la récupération des suggestions de noms',
  nameSuggestions: 'Noms disponibles',
  registerName: 'Enregistrer le nom',
  nameSigning: 'Signez le message dans votre portefeuille',
  nameRegistered: 'Votre nom est enregistré',
  nameRegisteredNote: 'Votre compte l’affiche désormais.',
  nameDone: 'Terminé',
  nameDeclined: 'Signature refusée',
  namesUnsupported: 'Les noms ne sont pas disponibles sur ce réseau',

  // Sign-in (siwxStrings.ts)
  siwxRequest: (app) => `${app} souhaite se connecter à votre portefeuille`,
  siwxDetail:
    'Signez ce message pour prouver que ce portefeuille vous appartient et pour continuer.',
  siwxDetailRequired:
    'Signez ce message pour prouver que ce portefeuille vous appartient et pour continuer. Annuler vous déconnecte.',
  sign: 'Signer',
  authenticating: 'Authentification…',
  signatureDeclined: 'Signature refusée',
  thisApp: 'Cette app',
  yourWallet: 'Votre portefeuille',

  // WalletButton (walletButtonStrings.ts)
  continueWithEmail: 'Continuer avec un e-mail',
}
