// @ts-check
// Russian (русский): "кошелёк" as wallets in Russian say it, and "вы". A translator copies a
// folder such as this one to locales/<tag>/ and translates every string: see TRANSLATING.md.
// Keys, nesting and each function's parameters stay as they are.

const plural = new Intl.PluralRules('ru')
const number = new Intl.NumberFormat('ru')

/**
 * The Russian plural form of `count` (one, few, many, other), each form a template of the count
 * formatted in Russian.
 * @param {number} count
 * @param {Record<'one' | 'few' | 'many' | 'other', (n: string) => string>} forms
 */
const plurals = (count, forms) => {
  const form = plural.select(count)
  const template = form === 'one' || form === 'few' || form === 'many' ? forms[form] : forms.other
  return template(number.format(count))
}

/** @param {number} count */
const wallets = (count) =>
  plurals(count, {
    one: (n) => `${n} кошелёк`,
    few: (n) => `${n} кошелька`,
    many: (n) => `${n} кошельков`,
    other: (n) => `${n} кошелька`,
  })

/** @type {import('../../LocaleStrings.js').LocaleStrings} */
export const strings = {
  // The buttons (buttonStrings.ts)
  connectWallet: 'Подключить кошелёк',
  connecting: 'Подключение…',
  wrongNetwork: 'Неверная сеть',

  // The modal shell and the Connect view (shellStrings.ts)
  close: 'Закрыть',
  back: 'Назад',
  dialogLabel: 'Latchkey',
  notifications: 'Уведомления',
  loading: 'Загрузка',
  connectTitle: 'Подключить кошелёк',
  walletsLabel: 'Кошельки',
  recent: 'Недавний',
  installed: 'Установлен',
  noWallets: 'Кошельки не найдены. Установите кошелёк-расширение для браузера, чтобы продолжить.',
  tryAgain: 'Повторить',
  walletConnect: 'WalletConnect',
  accountTitle: 'Аккаунт',
  disconnect: 'Отключить',
  sendTitle: 'Отправить',
  selectTokenTitle: 'Выберите токен',
  sendPreviewTitle: 'Проверка отправки',
  receiveTitle: 'Получить',
  swapTitle: 'Обмен',
  swapSelectTokenTitle: 'Выберите токен',
  swapPreviewTitle: 'Проверка обмена',
  buyTitle: 'Купить',
  buyInProgressTitle: 'Покупка выполняется',
  networksTitle: 'Выберите сеть',
  unsupportedTitle: 'Смените сеть',
  emailLabel: 'Эл. почта',
  emailPlaceholder: 'Эл. почта',
  emailContinue: 'Продолжить',
  emailSending: 'Отправка кода…',
  emailVerifyTitle: 'Подтвердите почту',
  emailDeviceTitle: 'Регистрация устройства',
  updateEmailTitle: 'Смена почты',
  approveTitle: 'Одобрить',
  siwxTitle: 'Вход',
  registerNameTitle: 'Выберите имя',
  registerNameSuccessTitle: 'Ваше имя',
  cancel: 'Отмена',
  walletRequestTitle: 'Кошелёк не ответил',
  walletRequestDetail: 'Откройте кошелёк, чтобы продолжить, или отправьте запрос ещё раз.',
  walletRequestDetailFunds:
    'Откройте кошелёк, чтобы продолжить. Если запроса там больше нет, отмените его и попробуйте снова.',
  resend: 'Отправить ещё раз',
  allWallets: 'Все кошельки',
  allWalletsCount: (count) => wallets(count),
  continueWithWallet: 'Продолжить с кошельком',
  legalAgree: 'Я принимаю',
  legalAnd: 'и',
  termsOfService: 'Условия использования',
  privacyPolicy: 'Политику конфиденциальности',
  legalRequired: 'Кошельки недоступны, пока вы не примете условия выше.',
  walletGuide: 'Ещё нет кошелька?',
  getStarted: 'Начать',
  or: 'или',
  whatIsAWallet: 'Что такое кошелёк?',
  walletExplainerHome: 'Дом для ваших цифровых активов',
  walletExplainerHomeDetail:
    'Кошелёк хранит ключи к вашей криптовалюте и NFT: с ним вы отправляете, получаете и просматриваете их.',
  walletExplainerLogin: 'Новый способ входа',
  walletExplainerLoginDetail:
    'Вместо аккаунта и пароля на каждом сайте вы подключаете кошелёк и подтверждаете вход в нём.',
  getAWallet: 'Завести кошелёк',
  learnMore: 'Подробнее',
  backToWallets: 'Назад к кошелькам',
  walletGuideUrl: 'https://ethereum.org/ru/wallets/find-wallet/',
  downloadsTitle: (wallet) => `Скачать ${wallet}`,
  getWallet: (wallet) => `Ещё нет ${wallet}?`,
  getIt: 'Скачать',
  viewUnavailable: 'Этот раздел пока недоступен.',

  // Connecting, All Wallets and Downloads (connectingStrings.ts)
  continueIn: (wallet) => `Продолжите в ${wallet}`,
  acceptRequest: 'Примите запрос на подключение в кошельке',
  connectionDeclined: 'Подключение отклонено',
  declinedDetail: 'Запрос отклонён в кошельке. Попробуйте ещё раз, чтобы подключиться.',
  connectionFailed: 'Не удалось подключиться',
  qrCodeLabel: (wallet) => `QR-код для подключения к ${wallet}`,
  scanQrCode: 'Отсканируйте этот QR-код телефоном',
  preparingQrCode: 'Подготовка QR-кода',
  copyLink: 'Копировать ссылку',
  linkCopied: 'Ссылка скопирована',
  linkCopyFailed: 'Не удалось скопировать ссылку',
  open: 'Открыть',
  openDesktopApp: 'Открыть приложение для компьютера',
  openWebApp: 'Открыть веб-приложение',
  pairingExpired: 'Срок действия QR-кода истёк',
  pairingExpiredDetail: 'Получите новый, чтобы подключиться',
  walletConnectWallets: 'Кошельки, которые подключаются через WalletConnect',
  searchWallet: 'Поиск кошелька',
  walletsFound: (count) =>
    `${plural.select(count) === 'one' ? 'Найден' : 'Найдено'} ${wallets(count)}`,
  noWalletFound: 'Кошелёк не найден',
  noWalletFoundDetail: (query) =>
    `По запросу «${query}» кошельков нет. Попробуйте другое название.`,
  noWalletsListed: 'Нет кошельков для показа',
  loadingWallets: 'Загрузка кошельков',
  walletsLoadFailed: 'Не удалось загрузить кошельки.',
  browserExtension: 'Расширение для браузера',
  appStore: 'App Store',
  googlePlay: 'Google Play',
  website: 'Сайт',
  noDownloads: 'Здесь нет ссылки для скачивания этого кошелька. Поищите её на его сайте.',

  // Account (accountStrings.ts)
  copyAddress: 'Копировать адрес',
  accountTypeSmart: 'Смарт-аккаунт',
  accountTypeEoa: 'Обычный аккаунт (EOA)',
  smartAccountDeployed: 'развёрнут',
  smartAccountNotDeployed: 'развернётся с первой транзакцией',
  switchToEoa: 'Перейти на обычный аккаунт',
  switchToSmartAccount: 'Перейти на смарт-аккаунт',
  smartAccountUnsupported: 'Возможно, это приложение не поддерживает смарт-аккаунты',
  chooseName: 'Выбрать имя',
  accountNamesError: 'Ошибка при получении имён адреса',
  addressCopied: 'Адрес скопирован',
  copyFailed: 'Не удалось скопировать адрес',
  balanceLoading: 'Загрузка баланса',
  viewOnExplorer: (explorer) => `Открыть в ${explorer}`,
  networkLabel: (network) => `Сеть: ${network}`,
  walletFeatures: { onramp: 'Купить', swaps: 'Обмен', receive: 'Получить', send: 'Отправить' },
  transactionPending: 'В обработке',
  accountTabsLabel: 'Токены и история',
  tokensTab: 'Токены',
  activityTab: 'История',
  tokensLoading: 'Загрузка токенов',
  noTokens: 'В этой сети пока нет токенов',
  fundTitle: 'Пока нет средств',
  fundText: (buy, receive) =>
    buy && receive
      ? 'Купите криптовалюту картой или получите её с другого кошелька.'
      : buy
        ? 'Купите криптовалюту картой, чтобы начать.'
        : receive
          ? 'Получите криптовалюту с другого кошелька, чтобы начать.'
          : 'Здесь появятся токены, отправленные на этот аккаунт.',
  fundBuy: 'Купить криптовалюту',
  fundReceive: 'Получить',
  activityLoading: 'Загрузка истории',
  noActivity: 'Пока нет операций',
  activityUnavailable: 'История недоступна в этой сети',
  loadMore: 'Загрузить ещё',
  transactionFailed: 'Ошибка',
  totalBalance: 'Общий баланс',
  connectedWith: (wallet) => `Подключено через ${wallet}`,
  tokenBalanceUnavailable: 'Баланс токенов недоступен',
  fetchTransactionsFailed: 'Не удалось загрузить транзакции',
  tryAgainIn: (seconds) => `Повтор через ${number.format(seconds)} с`,
  counterpartyTo: (who) => `Кому: ${who}`,
  counterpartyFrom: (who) => `От: ${who}`,
  viewTransaction: (explorer) => `Открыть транзакцию в ${explorer}`,
  transactionTitle: (operationType) =>
    ({
      approve: 'Одобрено',
      bought: 'Куплено',
      buy: 'Куплено',
      borrow: 'Взято в долг',
      burn: 'Сожжено',
      cancel: 'Отменено',
      claim: 'Забрано',
      deploy: 'Развёрнуто',
      deposit: 'Внесено',
      execute: 'Выполнено',
      mint: 'Выпущено',
      receive: 'Получено',
      repay: 'Погашено',
      send: 'Отправлено',
      sell: 'Продано',
      stake: 'В стейкинге',
      trade: 'Обменено',
      unstake: 'Выведено из стейкинга',
      withdraw: 'Выведено',
    })[operationType] ?? 'Транзакция',
  emailSignedInAs: (email) => `Вы вошли как ${email}`,
  updateEmail: 'Сменить почту',
  signOut: 'Выйти',

  // Send and Receive (sendStrings.ts)
  sendToken: (symbol) => `Токен: ${symbol}, изменить`,
  selectToken: 'Выберите токен',
  sendAmount: 'Сумма',
  sendMax: 'Макс.',
  sendReceiver: 'Кому',
  sendReceiverPlaceholder: 'Адрес или имя',
  sendAddressPlaceholder: 'Адрес',
  sendBalance: (balance) => `Баланс ${balance}`,
  sendBalanceValue: (symbol) => `Баланс ${symbol}`,
  sendNetworkFee: 'Комиссия сети',
  sendFrom: 'Откуда',
  sendNetwork: 'Сеть',
  searchTokens: 'Поиск токенов',
  noTokensFound: 'Подходящих токенов нет',
  sendProblems: {
    noToken: 'Выберите токен',
    noAmount: 'Введите сумму',
    invalidAmount: 'Неверная сумма',
    zeroAmount: 'Введите сумму больше 0',
    tooManyDecimals: 'Слишком много знаков после запятой',
    amountTooHigh: 'Недостаточно средств',
    noReceiver: 'Добавьте адрес',
    resolving: 'Поиск адреса…',
    invalidAddress: 'Неверный адрес',
    nameNotFound: 'Имя не найдено',
    nameError: 'Не удалось распознать имя',
    loading: 'Загрузка…',
    insufficientGas: 'Недостаточно средств на газ',
    invalidAmountOrReceiver: 'Введите правильную сумму и адрес получателя',
  },
  sendNamesUnsupported: 'В этой сети имена не работают: введите адрес',
  sendPreview: 'Проверить',
  sendConfirm: 'Отправить',
  sendCancel: 'Отмена',
  sendWaiting: 'Подтвердите транзакцию в кошельке',
  sendDeclined: 'Транзакция отклонена в кошельке',
  unsupportedChain: 'Сеть не поддерживается',
  receiveQrLabel: 'QR-код вашего адреса',
  receiveNetworks: 'Сети, в которых этот адрес может получать средства',
  receiveNote: (network) =>
    `Отправляйте на этот адрес только активы в сети ${network} или в сетях ниже.`,
  receiveNoteOne: (network) => `Отправляйте на этот адрес только активы в сети ${network}.`,

  // Swap (swapStrings.ts)
  swapPay: 'Вы отдаёте',
  swapReceive: 'Вы получаете',
  swapToken: (side, symbol) => `${side}: ${symbol}, изменить`,
  swapSwitch: 'Поменять токены местами',
  swapQuoteLoading: 'Получение котировки',
  swapPriceImpact: 'Влияние на цену',
  swapSlippage: 'Макс. проскальзывание',
  swapSlippageLabel: 'Допустимое проскальзывание (в процентах)',
  swapMinimumReceived: 'Минимум к получению',
  swapRate: 'Курс',
  swapProblems: {
    noToken: 'Выберите токен',
    noAmount: 'Введите сумму',
    invalidAmount: 'Неверная сумма',
    zeroAmount: 'Введите сумму больше 0',
    tooManyDecimals: 'Слишком много знаков после запятой',
    insufficientBalance: 'Недостаточно средств',
    quoting: 'Получение котировки…',
    noRoute: 'Нет маршрута для этого обмена',
    tooSmall: 'Слишком маленькая сумма',
    insufficientGas: 'Недостаточно средств на газ',
  },
  swapReview: 'Проверить обмен',
  swapConfirm: 'Обменять',
  swapApproveAndSwap: 'Одобрить и обменять',
  swapSteps: 'Шаги',
  swapStepApprove: (symbol) => `Одобрить ${symbol}`,
  swapStepSwap: 'Обменять',
  swapWaiting: (step) =>
    step === 'approve' ? 'Одобрите токен в кошельке (шаг 1 из 2)' : 'Подтвердите обмен в кошельке',
  swapDeclined: (step) =>
    step === 'approve' ? 'Одобрение отклонено в кошельке' : 'Обмен отклонён в кошельке',
  suggestedTokens: 'Рекомендуемые',
  allTokens: 'Токены',

  // Buy (buyStrings.ts)
  buyAmount: 'Сумма',
  buyCurrency: 'Валюта',
  buyMethod: 'Способ оплаты',
  buyMethods: { card: 'Карта', ach_bank_account: 'Банковский счёт (ACH)' },
  buyAsset: 'Купить',
  buyProviders: 'Провайдеры',
  buyFees: (range) => `Комиссия ${range}`,
  buyQuote: (amount) => `≈ ${amount}`,
  buyEstimate: 'Оценка',
  buyQuoteLoading: 'Загрузка котировки',
  buyLimits: (min, max, currency) => `От ${min} до ${max} ${currency}`,
  buyProblems: {
    noAmount: () => 'Введите сумму',
    invalidAmount: () => 'Неверная сумма',
    belowMinimum: (limit, currency) => `Минимальная сумма: ${limit} ${currency}`,
    aboveMaximum: (limit, currency) => `Максимальная сумма: ${limit} ${currency}`,
  },
  buyOpening: (provider) => `Открываем ${provider}…`,
  buyWaiting: (provider) => `Завершите покупку в окне ${provider}`,
  buyOnTheWay: (amount) => `Оплачено: ${amount} уже в пути на ваш кошелёк`,
  buyArrived: (amount) => `Зачислено: ${amount}`,
  buyOpenAgain: 'Снова открыть провайдера',
  buyBack: 'Назад к аккаунту',

  // Networks (networkStrings.ts)
  networksLabel: 'Сети',
  switching: 'Переключение…',
  switchDeclined: 'Переключение отклонено',
  switchDeclinedDetail: 'Кошелёк отклонил смену сети.',
  switchFailed: 'Не удалось сменить сеть',
  unsupportedDetail:
    'Это приложение не поддерживает вашу текущую сеть. Чтобы продолжить, переключитесь на одну из доступных.',

  // The email wallet (emailStrings.ts)
  emailCodeSent: (email) => `Введите 6-значный код, который мы отправили на ${email}`,
  emailCodeLabel: 'Код',
  emailCodeValidity: 'Код действует 10 минут',
  emailVerifying: 'Проверка кода…',
  emailResend: 'Отправить код ещё раз',
  emailResendIn: (seconds) => `Отправить код ещё раз через ${number.format(seconds)} с`,
  emailDeviceHeading: 'Зарегистрируйте это устройство, чтобы продолжить',
  emailDeviceSent: (email) => `Мы отправили ссылку для подтверждения на ${email}`,
  emailDeviceDetail:
    'Откройте ссылку из письма, чтобы подтвердить это устройство. Этот экран обновится сам.',
  emailDeviceWaiting: 'Ожидание подтверждения…',
  emailDeviceResend: 'Отправить письмо ещё раз',
  emailDeviceResendIn: (seconds) => `Отправить письмо ещё раз через ${number.format(seconds)} с`,
  emailPassphrase: 'Продолжите ниже, в окне самого кошелька.',
  updateEmailLabel: 'Новый адрес почты',
  updateEmailSave: 'Сохранить',
  updateEmailPrimaryNote: 'Так вы подтверждаете, что изменение вносите именно вы.',
  updateEmailSecondaryNote: 'Так вы подтверждаете новый адрес почты.',
  approveLoading: 'Загрузка запроса…',

  // Social login (socialStrings.ts)
  socialLabel: 'Войти через',
  socialContinueWith: (provider) => `Продолжить с ${provider}`,
  socialMore: 'Ещё',
  socialWaiting: (provider) => `Продолжите в окне ${provider}`,
  socialDevice: 'Подтвердите это устройство по ссылке, которую мы отправили на вашу почту.',
  socialPopupClosed: 'Окно входа было закрыто. Попробуйте ещё раз.',
  socialPopupBlocked:
    'Окно входа заблокировано: разрешите всплывающие окна для этого сайта и попробуйте ещё раз.',

  // Names (nameStrings.ts)
  nameLabel: 'Имя',
  namePlaceholder: 'vashe-imya',
  nameRule: 'Буквы, цифры и дефисы, не меньше 4 символов',
  nameProblems: {
    tooShort: 'Используйте не меньше 4 символов',
    tooLong: 'Используйте не больше 63 символов',
    invalidCharacters: 'Используйте только буквы, цифры и дефисы',
  },
  nameChecking: 'Проверка доступности…',
  nameAvailable: (name) => `${name} свободно`,
  nameTaken: (name) => `${name} уже занято`,
  nameSuggestionsError: 'Ошибка при получении вариантов имён',
  nameSuggestions: 'Свободные имена',
  registerName: 'Зарегистрировать имя',
  nameSigning: 'Подпишите сообщение в кошельке',
  nameRegistered: 'Ваше имя зарегистрировано',
  nameRegisteredNote: 'Теперь ваш аккаунт показывает его.',
  nameDone: 'Готово',
  nameDeclined: 'Подпись отклонена',
  namesUnsupported: 'Имена недоступны в этой сети',

  // Sign-in (siwxStrings.ts)
  siwxRequest: (app) => `${app} хочет подключиться к вашему кошельку`,
  siwxDetail: 'Подпишите это сообщение, чтобы подтвердить, что кошелёк ваш, и продолжить.',
  siwxDetailRequired:
    'Подпишите это сообщение, чтобы подтвердить, что кошелёк ваш, и продолжить. Отмена отключит кошелёк.',
  sign: 'Подписать',
  authenticating: 'Аутентификация…',
  signatureDeclined: 'Подпись отклонена',
  thisApp: 'Это приложение',
  yourWallet: 'Ваш кошелёк',

  // WalletButton (walletButtonStrings.ts)
  continueWithEmail: 'Продолжить с эл. почтой',
}
