// @ts-check
// Ukrainian (українська): "гаманець" as wallets in Ukrainian say it, and "ви". A translator copies
// a folder such as this one to locales/<tag>/ and translates every string: see TRANSLATING.md.
// Keys, nesting and each function's parameters stay as they are.

const plural = new Intl.PluralRules('uk')
const number = new Intl.NumberFormat('uk')

/**
 * The Ukrainian plural form of `count` (one, few, many, other), each form a template of the count
 * formatted in Ukrainian.
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
    one: (n) => `${n} гаманець`,
    few: (n) => `${n} гаманці`,
    many: (n) => `${n} гаманців`,
    other: (n) => `${n} гаманця`,
  })

/** @type {import('../../LocaleStrings.js').LocaleStrings} */
export const strings = {
  // The buttons (buttonStrings.ts)
  connectWallet: 'Підключити гаманець',
  connecting: 'Підключення…',
  wrongNetwork: 'Неправильна мережа',

  // The modal shell and the Connect view (shellStrings.ts)
  close: 'Закрити',
  back: 'Назад',
  dialogLabel: 'Latchkey',
  notifications: 'Сповіщення',
  loading: 'Завантаження',
  connectTitle: 'Підключити гаманець',
  walletsLabel: 'Гаманці',
  recent: 'Нещодавній',
  installed: 'Встановлено',
  noWallets: 'Гаманців не знайдено. Встановіть гаманець-розширення для браузера, щоб продовжити.',
  tryAgain: 'Спробувати ще раз',
  walletConnect: 'WalletConnect',
  accountTitle: 'Обліковий запис',
  disconnect: 'Відключити',
  sendTitle: 'Надіслати',
  selectTokenTitle: 'Виберіть токен',
  sendPreviewTitle: 'Перевірка надсилання',
  receiveTitle: 'Отримати',
  swapTitle: 'Обмін',
  swapSelectTokenTitle: 'Виберіть токен',
  swapPreviewTitle: 'Перевірка обміну',
  buyTitle: 'Купити',
  buyInProgressTitle: 'Купівля триває',
  networksTitle: 'Виберіть мережу',
  unsupportedTitle: 'Змініть мережу',
  emailLabel: 'Ел. пошта',
  emailPlaceholder: 'Ел. пошта',
  emailContinue: 'Продовжити',
  emailSending: 'Надсилаємо код…',
  emailVerifyTitle: 'Підтвердьте пошту',
  emailDeviceTitle: 'Реєстрація пристрою',
  updateEmailTitle: 'Зміна пошти',
  approveTitle: 'Схвалити',
  exportKeyTitle: 'Експортувати приватний ключ',
  siwxTitle: 'Вхід',
  registerNameTitle: 'Виберіть ім’я',
  registerNameSuccessTitle: 'Ваше ім’я',
  cancel: 'Скасувати',
  walletRequestTitle: 'Гаманець не відповів',
  walletRequestDetail: 'Відкрийте гаманець, щоб продовжити, або надішліть запит ще раз.',
  walletRequestDetailFunds:
    'Відкрийте гаманець, щоб продовжити. Якщо запиту там уже немає, скасуйте його й спробуйте знову.',
  resend: 'Надіслати ще раз',
  allWallets: 'Усі гаманці',
  allWalletsCount: (count) => wallets(count),
  continueWithWallet: 'Продовжити з гаманцем',
  legalAgree: 'Я приймаю',
  legalAnd: 'та',
  termsOfService: 'Умови використання',
  privacyPolicy: 'Політику конфіденційності',
  legalRequired: 'Гаманці недоступні, доки ви не приймете умови вище.',
  walletGuide: 'Ще не маєте гаманця?',
  getStarted: 'Почати',
  or: 'або',
  whatIsAWallet: 'Що таке гаманець?',
  walletExplainerHome: 'Дім для ваших цифрових активів',
  walletExplainerHomeDetail:
    'Гаманець зберігає ключі до вашої криптовалюти та NFT: з ним ви надсилаєте, отримуєте й переглядаєте їх.',
  walletExplainerLogin: 'Новий спосіб входу',
  walletExplainerLoginDetail:
    'Замість облікового запису й пароля на кожному сайті ви підключаєте гаманець і підтверджуєте вхід у ньому.',
  getAWallet: 'Завести гаманець',
  learnMore: 'Докладніше',
  backToWallets: 'Назад до гаманців',
  walletGuideUrl: 'https://ethereum.org/uk/wallets/find-wallet/',
  downloadsTitle: (wallet) => `Завантажити ${wallet}`,
  getWallet: (wallet) => `Ще не маєте ${wallet}?`,
  getIt: 'Завантажити',
  viewUnavailable: 'Цей розділ поки недоступний.',

  // Connecting, All Wallets and Downloads (connectingStrings.ts)
  continueIn: (wallet) => `Продовжте в ${wallet}`,
  acceptRequest: 'Прийміть запит на підключення в гаманці',
  connectionDeclined: 'Підключення відхилено',
  declinedDetail: 'Запит відхилено в гаманці. Спробуйте ще раз, щоб підключитися.',
  connectionFailed: 'Не вдалося підключитися',
  qrCodeLabel: (wallet) => `QR-код для підключення до ${wallet}`,
  scanQrCode: 'Відскануйте цей QR-код телефоном',
  preparingQrCode: 'Готуємо QR-код',
  copyLink: 'Копіювати посилання',
  linkCopied: 'Посилання скопійовано',
  linkCopyFailed: 'Не вдалося скопіювати посилання',
  open: 'Відкрити',
  openDesktopApp: 'Відкрити застосунок для комп’ютера',
  openWebApp: 'Відкрити вебзастосунок',
  pairingExpired: 'Термін дії QR-коду минув',
  pairingExpiredDetail: 'Отримайте новий, щоб підключитися',
  walletConnectWallets: 'Гаманці, що підключаються через WalletConnect',
  searchWallet: 'Пошук гаманця',
  walletsFound: (count) => `Знайдено ${wallets(count)}`,
  noWalletFound: 'Гаманець не знайдено',
  noWalletFoundDetail: (query) => `За запитом «${query}» гаманців немає. Спробуйте іншу назву.`,
  noWalletsListed: 'Немає гаманців для показу',
  loadingWallets: 'Завантаження гаманців',
  walletsLoadFailed: 'Не вдалося завантажити гаманці.',
  browserExtension: 'Розширення для браузера',
  appStore: 'App Store',
  googlePlay: 'Google Play',
  website: 'Сайт',
  noDownloads:
    'Тут немає посилання для завантаження цього гаманця. Пошукайте його на сайті гаманця.',

  // Account (accountStrings.ts)
  copyAddress: 'Копіювати адресу',
  chooseName: 'Вибрати ім’я',
  accountNamesError: 'Помилка під час отримання імен адреси',
  addressCopied: 'Адресу скопійовано',
  copyFailed: 'Не вдалося скопіювати адресу',
  balanceLoading: 'Завантаження балансу',
  viewOnExplorer: (explorer) => `Відкрити в ${explorer}`,
  networkLabel: (network) => `Мережа: ${network}`,
  walletFeatures: { onramp: 'Купити', swaps: 'Обмін', receive: 'Отримати', send: 'Надіслати' },
  transactionPending: 'В обробці',
  accountTabsLabel: 'Токени та історія',
  tokensTab: 'Токени',
  activityTab: 'Історія',
  tokensLoading: 'Завантаження токенів',
  noTokens: 'У цій мережі поки немає токенів',
  fundTitle: 'Коштів поки немає',
  fundText: (buy, receive) =>
    buy && receive
      ? 'Купіть криптовалюту карткою або отримайте її з іншого гаманця.'
      : buy
        ? 'Купіть криптовалюту карткою, щоб почати.'
        : receive
          ? 'Отримайте криптовалюту з іншого гаманця, щоб почати.'
          : 'Тут з’являться токени, надіслані на цей обліковий запис.',
  fundBuy: 'Купити криптовалюту',
  fundReceive: 'Отримати',
  activityLoading: 'Завантаження історії',
  noActivity: 'Операцій поки немає',
  activityUnavailable: 'Історія недоступна в цій мережі',
  loadMore: 'Завантажити ще',
  transactionFailed: 'Помилка',
  totalBalance: 'Загальний баланс',
  connectedWith: (wallet) => `Підключено через ${wallet}`,
  tokenBalanceUnavailable: 'Баланс токенів недоступний',
  fetchTransactionsFailed: 'Не вдалося завантажити транзакції',
  tryAgainIn: (seconds) => `Повтор через ${number.format(seconds)} с`,
  counterpartyTo: (who) => `Кому: ${who}`,
  counterpartyFrom: (who) => `Від: ${who}`,
  viewTransaction: (explorer) => `Відкрити транзакцію в ${explorer}`,
  transactionTitle: (operationType) =>
    ({
      approve: 'Схвалено',
      bought: 'Куплено',
      buy: 'Куплено',
      borrow: 'Позичено',
      burn: 'Спалено',
      cancel: 'Скасовано',
      claim: 'Отримано винагороду',
      deploy: 'Розгорнуто',
      deposit: 'Внесено',
      execute: 'Виконано',
      mint: 'Випущено',
      receive: 'Отримано',
      repay: 'Погашено',
      send: 'Надіслано',
      sell: 'Продано',
      stake: 'У стейкінгу',
      trade: 'Обміняно',
      unstake: 'Виведено зі стейкінгу',
      withdraw: 'Виведено',
    })[operationType] ?? 'Транзакція',
  emailSignedInAs: (email) => `Ви увійшли як ${email}`,
  updateEmail: 'Змінити пошту',
  exportKey: 'Експортувати приватний ключ',
  signOut: 'Вийти',

  // Send and Receive (sendStrings.ts)
  sendToken: (symbol) => `Токен: ${symbol}, змінити`,
  selectToken: 'Виберіть токен',
  sendAmount: 'Сума',
  sendMax: 'Макс.',
  sendReceiver: 'Кому',
  sendReceiverPlaceholder: 'Адреса або ім’я',
  sendAddressPlaceholder: 'Адреса',
  sendBalance: (balance) => `Баланс ${balance}`,
  sendBalanceValue: (symbol) => `Баланс ${symbol}`,
  sendNetworkFee: 'Комісія мережі',
  sendFrom: 'Звідки',
  sendNetwork: 'Мережа',
  searchTokens: 'Пошук токенів',
  noTokensFound: 'Відповідних токенів немає',
  sendProblems: {
    noToken: 'Виберіть токен',
    noAmount: 'Введіть суму',
    invalidAmount: 'Неправильна сума',
    zeroAmount: 'Введіть суму більше 0',
    tooManyDecimals: 'Забагато знаків після коми',
    amountTooHigh: 'Недостатньо коштів',
    noReceiver: 'Додайте адресу',
    resolving: 'Шукаємо адресу…',
    invalidAddress: 'Неправильна адреса',
    nameNotFound: 'Ім’я не знайдено',
    nameError: 'Не вдалося визначити адресу за ім’ям',
    loading: 'Завантаження…',
    insufficientGas: 'Недостатньо коштів на газ',
    invalidAmountOrReceiver: 'Введіть правильну суму й адресу отримувача',
  },
  sendNamesUnsupported: 'У цій мережі імена не працюють: введіть адресу',
  sendPreview: 'Перевірити',
  sendConfirm: 'Надіслати',
  sendCancel: 'Скасувати',
  sendWaiting: 'Підтвердьте транзакцію в гаманці',
  sendDeclined: 'Транзакцію відхилено в гаманці',
  unsupportedChain: 'Мережа не підтримується',
  receiveQrLabel: 'QR-код вашої адреси',
  receiveNetworks: 'Мережі, у яких ця адреса може отримувати кошти',
  receiveNote: (network) =>
    `Надсилайте на цю адресу лише активи в мережі ${network} або в мережах нижче.`,
  receiveNoteOne: (network) => `Надсилайте на цю адресу лише активи в мережі ${network}.`,

  // Swap (swapStrings.ts)
  swapPay: 'Ви віддаєте',
  swapReceive: 'Ви отримуєте',
  swapToken: (side, symbol) => `${side}: ${symbol}, змінити`,
  swapSwitch: 'Поміняти токени місцями',
  swapQuoteLoading: 'Отримуємо котирування',
  swapPriceImpact: 'Вплив на ціну',
  swapSlippage: 'Макс. прослизання',
  swapSlippageLabel: 'Допустиме прослизання (у відсотках)',
  swapMinimumReceived: 'Мінімум до отримання',
  swapRate: 'Курс',
  swapProblems: {
    noToken: 'Виберіть токен',
    noAmount: 'Введіть суму',
    invalidAmount: 'Неправильна сума',
    zeroAmount: 'Введіть суму більше 0',
    tooManyDecimals: 'Забагато знаків після коми',
    insufficientBalance: 'Недостатньо коштів',
    quoting: 'Отримуємо котирування…',
    noRoute: 'Немає маршруту для цього обміну',
    tooSmall: 'Замала сума',
    insufficientGas: 'Недостатньо коштів на газ',
  },
  swapReview: 'Перевірити обмін',
  swapConfirm: 'Обміняти',
  swapApproveAndSwap: 'Схвалити й обміняти',
  swapSteps: 'Кроки',
  swapStepApprove: (symbol) => `Схвалити ${symbol}`,
  swapStepSwap: 'Обміняти',
  swapWaiting: (step) =>
    step === 'approve' ? 'Схваліть токен у гаманці (крок 1 з 2)' : 'Підтвердьте обмін у гаманці',
  swapDeclined: (step) =>
    step === 'approve' ? 'Схвалення відхилено в гаманці' : 'Обмін відхилено в гаманці',
  suggestedTokens: 'Рекомендовані',
  allTokens: 'Токени',

  // Buy (buyStrings.ts)
  buyAmount: 'Сума',
  buyCurrency: 'Валюта',
  buyMethod: 'Спосіб оплати',
  buyMethods: { card: 'Картка', ach_bank_account: 'Банківський рахунок (ACH)' },
  buyAsset: 'Купити',
  buyProviders: 'Провайдери',
  buyFees: (range) => `Комісія ${range}`,
  buyQuote: (amount) => `≈ ${amount}`,
  buyEstimate: 'Оцінка',
  buyQuoteLoading: 'Завантаження котирування',
  buyLimits: (min, max, currency) => `Від ${min} до ${max} ${currency}`,
  buyProblems: {
    noAmount: () => 'Введіть суму',
    invalidAmount: () => 'Неправильна сума',
    belowMinimum: (limit, currency) => `Мінімальна сума: ${limit} ${currency}`,
    aboveMaximum: (limit, currency) => `Максимальна сума: ${limit} ${currency}`,
  },
  buyOpening: (provider) => `Відкриваємо ${provider}…`,
  buyWaiting: (provider) => `Завершіть купівлю у вікні ${provider}`,
  buyOnTheWay: (amount) => `Оплачено: ${amount} вже прямує до вашого гаманця`,
  buyArrived: (amount) => `Зараховано: ${amount}`,
  buyOpenAgain: 'Знову відкрити провайдера',
  buyBack: 'Назад до облікового запису',

  // Networks (networkStrings.ts)
  networksLabel: 'Мережі',
  switching: 'Перемикаємо…',
  switchDeclined: 'Перемикання відхилено',
  switchDeclinedDetail: 'Гаманець відхилив зміну мережі.',
  switchFailed: 'Не вдалося змінити мережу',
  unsupportedDetail:
    'Цей застосунок не підтримує вашу поточну мережу. Щоб продовжити, перемкніться на одну з доступних.',

  // The email wallet (emailStrings.ts)
  emailCodeSent: (email) => `Введіть 6-значний код, який ми надіслали на ${email}`,
  emailCodeLabel: 'Код',
  emailCodeValidity: 'Код дійсний 10 хвилин',
  emailVerifying: 'Перевіряємо код…',
  emailResend: 'Надіслати код ще раз',
  emailResendIn: (seconds) => `Надіслати код ще раз через ${number.format(seconds)} с`,
  emailDeviceHeading: 'Зареєструйте цей пристрій, щоб продовжити',
  emailDeviceSent: (email) => `Ми надіслали посилання для підтвердження на ${email}`,
  emailDeviceDetail:
    'Відкрийте посилання з листа, щоб підтвердити цей пристрій. Цей екран оновиться сам.',
  emailDeviceWaiting: 'Очікуємо підтвердження…',
  emailDeviceResend: 'Надіслати лист ще раз',
  emailDeviceResendIn: (seconds) => `Надіслати лист ще раз через ${number.format(seconds)} с`,
  emailPassphrase: 'Продовжте нижче, у вікні самого гаманця.',
  updateEmailLabel: 'Нова адреса пошти',
  updateEmailSave: 'Зберегти',
  updateEmailPrimaryNote: 'Так ви підтверджуєте, що зміну вносите саме ви.',
  updateEmailSecondaryNote: 'Так ви підтверджуєте нову адресу пошти.',
  approveLoading: 'Завантаження запиту…',

  // Social login (socialStrings.ts)
  socialLabel: 'Увійти через',
  socialContinueWith: (provider) => `Продовжити з ${provider}`,
  socialMore: 'Ще',
  socialWaiting: (provider) => `Продовжте у вікні ${provider}`,
  socialDevice: 'Підтвердьте цей пристрій за посиланням, яке ми надіслали на вашу пошту.',
  socialPopupClosed: 'Вікно входу закрито. Спробуйте ще раз.',
  socialPopupBlocked:
    'Вікно входу заблоковано: дозвольте спливні вікна для цього сайту та спробуйте ще раз.',

  // Names (nameStrings.ts)
  nameLabel: 'Ім’я',
  namePlaceholder: 'vashe-imia',
  nameRule: 'Літери, цифри й дефіси, щонайменше 4 символи',
  nameProblems: {
    tooShort: 'Використайте щонайменше 4 символи',
    tooLong: 'Використайте не більше 63 символів',
    invalidCharacters: 'Використовуйте лише літери, цифри й дефіси',
  },
  nameChecking: 'Перевірка доступності…',
  nameAvailable: (name) => `${name} вільне`,
  nameTaken: (name) => `${name} уже зайняте`,
  nameSuggestionsError: 'Помилка під час отримання варіантів імен',
  nameSuggestions: 'Вільні імена',
  registerName: 'Зареєструвати ім’я',
  nameSigning: 'Підпишіть повідомлення в гаманці',
  nameRegistered: 'Ваше ім’я зареєстровано',
  nameRegisteredNote: 'Відтепер ваш акаунт показує його.',
  nameDone: 'Готово',
  nameDeclined: 'Підпис відхилено',
  namesUnsupported: 'Імена недоступні в цій мережі',

  // Sign-in (siwxStrings.ts)
  siwxRequest: (app) => `${app} хоче підключитися до вашого гаманця`,
  siwxDetail: 'Підпишіть це повідомлення, щоб підтвердити, що гаманець ваш, і продовжити.',
  siwxDetailRequired:
    'Підпишіть це повідомлення, щоб підтвердити, що гаманець ваш, і продовжити. Скасування відключить гаманець.',
  sign: 'Підписати',
  authenticating: 'Автентифікація…',
  signatureDeclined: 'Підпис відхилено',
  thisApp: 'Цей застосунок',
  yourWallet: 'Ваш гаманець',

  // WalletButton (walletButtonStrings.ts)
  continueWithEmail: 'Продовжити з ел. поштою',
}
