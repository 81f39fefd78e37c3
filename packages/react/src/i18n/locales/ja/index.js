// @ts-check
// Japanese (日本語). A translator copies this folder to locales/<tag>/ and translates every
// string: see TRANSLATING.md. Keys, nesting and each function's parameters stay as they are.
// Japanese writes no space between Japanese text and a name or number (Microsoft's style guide).

const plural = new Intl.PluralRules('ja')
const number = new Intl.NumberFormat('ja')

/**
 * The Japanese plural form of `count` (Japanese has only 'other'; the rules still choose it),
 * a template of the count formatted in Japanese.
 * @param {number} count
 * @param {{ other: (n: string) => string } & Partial<Record<Intl.LDMLPluralRule, (n: string) => string>>} forms
 */
const plurals = (count, forms) => (forms[plural.select(count)] ?? forms.other)(number.format(count))

/** @type {import('../../LocaleStrings.js').LocaleStrings} */
export const strings = {
  // The buttons (buttonStrings.ts)
  connectWallet: 'ウォレットを接続',
  connecting: '接続中…',
  wrongNetwork: 'ネットワークが違います',

  // The modal shell and the Connect view (shellStrings.ts)
  close: '閉じる',
  back: '戻る',
  dialogLabel: 'Latchkey',
  notifications: '通知',
  loading: '読み込み中',
  connectTitle: 'ウォレットを接続',
  walletsLabel: 'ウォレット',
  recent: '最近使用',
  installed: 'インストール済み',
  noWallets:
    'ウォレットが見つかりません。続けるにはブラウザのウォレットをインストールしてください。',
  tryAgain: '再試行',
  walletConnect: 'WalletConnect',
  accountTitle: 'アカウント',
  disconnect: '接続を解除',
  sendTitle: '送金',
  selectTokenTitle: 'トークンを選択',
  sendPreviewTitle: '送金内容の確認',
  receiveTitle: '受け取り',
  swapTitle: 'スワップ',
  swapSelectTokenTitle: 'トークンを選択',
  swapPreviewTitle: 'スワップ内容の確認',
  buyTitle: '購入',
  buyInProgressTitle: '購入手続き中',
  networksTitle: 'ネットワークを選択',
  unsupportedTitle: 'ネットワークを切り替え',
  emailLabel: 'メールアドレス',
  emailPlaceholder: 'メールアドレス',
  emailContinue: '続行',
  emailSending: 'コードを送信中…',
  emailVerifyTitle: 'メールアドレスの確認',
  emailDeviceTitle: 'このデバイスを登録',
  updateEmailTitle: 'メールアドレスの変更',
  approveTitle: '承認',
  siwxTitle: 'サインイン',
  cancel: 'キャンセル',
  walletRequestTitle: 'ウォレットから応答がありません',
  walletRequestDetail: 'ウォレットを開いて続行するか、リクエストを再送信してください。',
  walletRequestDetailFunds:
    'ウォレットを開いて続行してください。リクエストが表示されなくなった場合は、キャンセルしてもう一度お試しください。',
  resend: '再送信',
  allWallets: 'すべてのウォレット',
  allWalletsCount: (count) => plurals(count, { other: (n) => `${n}件` }),
  continueWithWallet: 'ウォレットで続行',
  legalAgree: '以下に同意します：',
  legalAnd: 'および',
  termsOfService: '利用規約',
  privacyPolicy: 'プライバシーポリシー',
  legalRequired: '上記の規約に同意するまで、ウォレットは選択できません。',
  walletGuide: 'ウォレットをお持ちでない方',
  getStarted: 'はじめる',
  or: 'または',
  whatIsAWallet: 'ウォレットとは？',
  walletExplainerHome: 'デジタル資産の保管場所',
  walletExplainerHomeDetail:
    'ウォレットは暗号資産やNFTの鍵を保管します。ウォレットを使って送金、受け取り、残高の確認ができます。',
  walletExplainerLogin: '新しいサインイン方法',
  walletExplainerLoginDetail:
    'サイトごとにアカウントとパスワードを作る代わりに、ウォレットを接続してウォレット上で承認します。',
  getAWallet: 'ウォレットを入手',
  learnMore: '詳しく見る',
  backToWallets: 'ウォレット一覧に戻る',
  walletGuideUrl: 'https://ethereum.org/ja/wallets/find-wallet/',
  downloadsTitle: (wallet) => `${wallet}を入手`,
  getWallet: (wallet) => `${wallet}をお持ちでない方`,
  getIt: '入手',
  viewUnavailable: 'この画面はまだご利用いただけません。',

  // Connecting, All Wallets and Downloads (connectingStrings.ts)
  continueIn: (wallet) => `${wallet}で続行`,
  acceptRequest: 'ウォレットで接続リクエストを承認してください',
  connectionDeclined: '接続が拒否されました',
  declinedDetail: 'ウォレットでリクエストが拒否されました。接続するにはもう一度お試しください。',
  connectionFailed: '接続に失敗しました',
  qrCodeLabel: (wallet) => `${wallet}に接続するためのQRコード`,
  scanQrCode: 'スマートフォンでこのQRコードをスキャンしてください',
  preparingQrCode: 'QRコードを準備中',
  copyLink: 'リンクをコピー',
  linkCopied: 'リンクをコピーしました',
  linkCopyFailed: 'リンクをコピーできませんでした',
  open: '開く',
  openDesktopApp: 'デスクトップアプリを開く',
  openWebApp: 'ウェブアプリを開く',
  pairingExpired: 'QRコードの有効期限が切れました',
  pairingExpiredDetail: '新しいQRコードを取得して接続してください',
  walletConnectWallets: 'WalletConnectで接続できるウォレット',
  searchWallet: 'ウォレットを検索',
  walletsFound: (count) => plurals(count, { other: (n) => `${n}件のウォレットが見つかりました` }),
  noWalletFound: 'ウォレットが見つかりません',
  noWalletFoundDetail: (query) =>
    `「${query}」に一致するウォレットはありません。別の名前をお試しください。`,
  noWalletsListed: '表示するウォレットがありません',
  loadingWallets: 'ウォレットを読み込み中',
  walletsLoadFailed: 'ウォレットを読み込めませんでした。',
  browserExtension: 'ブラウザ拡張機能',
  appStore: 'App Store',
  googlePlay: 'Google Play',
  website: 'ウェブサイト',
  noDownloads:
    'このウォレットのダウンロードリンクはありません。ウォレットのウェブサイトで探してください。',

  // Account (accountStrings.ts)
  copyAddress: 'アドレスをコピー',
  addressCopied: 'アドレスをコピーしました',
  copyFailed: 'アドレスをコピーできませんでした',
  balanceLoading: '残高を読み込み中',
  viewOnExplorer: (explorer) => `${explorer}で表示`,
  networkLabel: (network) => `ネットワーク：${network}`,
  walletFeatures: { onramp: '購入', swaps: 'スワップ', receive: '受け取り', send: '送金' },
  transactionPending: '処理中',
  accountTabsLabel: 'トークンとアクティビティ',
  tokensTab: 'トークン',
  activityTab: 'アクティビティ',
  tokensLoading: 'トークンを読み込み中',
  noTokens: 'このネットワークにはまだトークンがありません',
  fundTitle: 'まだ残高がありません',
  fundText: (buy, receive) =>
    buy && receive
      ? 'カードで暗号資産を購入するか、別のウォレットから受け取りましょう。'
      : buy
        ? 'カードで暗号資産を購入して始めましょう。'
        : receive
          ? '別のウォレットから暗号資産を受け取って始めましょう。'
          : 'このアカウントに送られたトークンがここに表示されます。',
  fundBuy: '暗号資産を購入',
  fundReceive: '受け取る',
  activityLoading: 'アクティビティを読み込み中',
  noActivity: 'まだアクティビティはありません',
  activityUnavailable: 'このネットワークではアクティビティを表示できません',
  loadMore: 'さらに読み込む',
  transactionFailed: '失敗',
  totalBalance: '合計残高',
  connectedWith: (wallet) => `${wallet}で接続中`,
  tokenBalanceUnavailable: 'トークン残高を取得できません',
  fetchTransactionsFailed: '取引履歴を取得できませんでした',
  tryAgainIn: (seconds) => `${number.format(seconds)}秒後に再試行`,
  counterpartyTo: (who) => `送金先：${who}`,
  counterpartyFrom: (who) => `送金元：${who}`,
  viewTransaction: (explorer) => `${explorer}で取引を表示`,
  transactionTitle: (operationType) =>
    ({
      approve: '承認',
      bought: '購入',
      buy: '購入',
      borrow: '借入',
      burn: 'バーン',
      cancel: 'キャンセル',
      claim: '請求',
      deploy: 'デプロイ',
      deposit: '預け入れ',
      execute: '実行',
      mint: 'ミント',
      receive: '受け取り',
      repay: '返済',
      send: '送金',
      sell: '売却',
      stake: 'ステーキング',
      trade: 'スワップ',
      unstake: 'ステーキング解除',
      withdraw: '引き出し',
    })[operationType] ?? '取引',
  emailSignedInAs: (email) => `${email}でサインイン中`,
  updateEmail: 'メールアドレスを変更',
  signOut: 'サインアウト',

  // Send and Receive (sendStrings.ts)
  sendToken: (symbol) => `トークン：${symbol}、変更`,
  selectToken: 'トークンを選択',
  sendAmount: '数量',
  sendMax: '最大',
  sendReceiver: '送金先',
  sendReceiverPlaceholder: 'アドレスまたは名前',
  sendAddressPlaceholder: 'アドレス',
  sendBalance: (balance) => `残高：${balance}`,
  sendBalanceValue: (symbol) => `${symbol}残高`,
  sendNetworkFee: 'ネットワーク手数料',
  sendFrom: '送金元',
  sendNetwork: 'ネットワーク',
  searchTokens: 'トークンを検索',
  noTokensFound: '一致するトークンはありません',
  sendProblems: {
    noToken: 'トークンを選択',
    noAmount: '数量を入力',
    invalidAmount: '無効な数量です',
    zeroAmount: '0より大きい数量を入力してください',
    tooManyDecimals: '小数点以下の桁数が多すぎます',
    amountTooHigh: '残高が不足しています',
    noReceiver: 'アドレスを入力',
    resolving: 'アドレスを検索中…',
    invalidAddress: '無効なアドレスです',
    nameNotFound: '名前が見つかりません',
    nameError: '名前を解決できませんでした',
    loading: '読み込み中…',
    insufficientGas: 'ガス代が不足しています',
    invalidAmountOrReceiver: '有効な数量と送金先アドレスを入力してください',
  },
  sendNamesUnsupported: 'このネットワークでは名前を使えません。アドレスを入力してください',
  sendPreview: '送金内容を確認',
  sendConfirm: '送金',
  sendCancel: 'キャンセル',
  sendWaiting: 'ウォレットで取引を確認してください',
  sendDeclined: 'ウォレットで取引が拒否されました',
  unsupportedChain: '非対応のチェーン',
  receiveQrLabel: 'あなたのアドレスのQRコード',
  receiveNetworks: 'このアドレスで受け取れるネットワーク',
  receiveNote: (network) =>
    `このアドレスには、${network}または以下のネットワーク上の資産のみを送ってください。`,
  receiveNoteOne: (network) => `このアドレスには、${network}上の資産のみを送ってください。`,

  // Swap (swapStrings.ts)
  swapPay: '支払う',
  swapReceive: '受け取る',
  swapToken: (side, symbol) => `${side}：${symbol}、変更`,
  swapSwitch: 'トークンを入れ替え',
  swapQuoteLoading: '見積もりを取得中',
  swapPriceImpact: '価格への影響',
  swapSlippage: '最大スリッページ',
  swapSlippageLabel: 'スリッページ許容値（%）',
  swapMinimumReceived: '最低受取数量',
  swapRate: 'レート',
  swapProblems: {
    noToken: 'トークンを選択',
    noAmount: '数量を入力',
    invalidAmount: '無効な数量です',
    zeroAmount: '0より大きい数量を入力してください',
    tooManyDecimals: '小数点以下の桁数が多すぎます',
    insufficientBalance: '残高が不足しています',
    quoting: '見積もりを取得中…',
    noRoute: 'このスワップのルートが見つかりません',
    tooSmall: '数量が少なすぎます',
    insufficientGas: 'ガス代が不足しています',
  },
  swapReview: 'スワップ内容を確認',
  swapConfirm: 'スワップ',
  swapApproveAndSwap: '承認してスワップ',
  swapSteps: 'ステップ',
  swapStepApprove: (symbol) => `${symbol}を承認`,
  swapStepSwap: 'スワップ',
  swapWaiting: (step) =>
    step === 'approve'
      ? 'ウォレットでトークンを承認してください（1/2）'
      : 'ウォレットでスワップを確認してください',
  swapDeclined: (step) =>
    step === 'approve'
      ? 'ウォレットで承認が拒否されました'
      : 'ウォレットでスワップが拒否されました',
  suggestedTokens: 'おすすめ',
  allTokens: 'トークン',

  // Buy (buyStrings.ts)
  buyAmount: '金額',
  buyCurrency: '通貨',
  buyMethod: '支払い方法',
  buyMethods: { card: 'カード', ach_bank_account: '銀行口座（ACH）' },
  buyAsset: '購入',
  buyProviders: 'プロバイダー',
  buyFees: (range) => `手数料 ${range}`,
  buyQuote: (amount) => `≈ ${amount}`,
  buyEstimate: '概算',
  buyQuoteLoading: '見積もりを読み込み中',
  buyLimits: (min, max, currency) => `${min}〜${max} ${currency}`,
  buyProblems: {
    noAmount: () => '金額を入力',
    invalidAmount: () => '無効な金額です',
    belowMinimum: (limit, currency) => `最低金額は${limit} ${currency}です`,
    aboveMaximum: (limit, currency) => `最高金額は${limit} ${currency}です`,
  },
  buyOpening: (provider) => `${provider}を開いています…`,
  buyWaiting: (provider) => `${provider}のウィンドウで購入を完了してください`,
  buyOnTheWay: (amount) => `支払い済み：${amount}をウォレットに送金中です`,
  buyArrived: (amount) => `${amount}が届きました`,
  buyOpenAgain: 'プロバイダーをもう一度開く',
  buyBack: 'アカウントに戻る',

  // Networks (networkStrings.ts)
  networksLabel: 'ネットワーク',
  switching: '切り替え中…',
  switchDeclined: '切り替えが拒否されました',
  switchDeclinedDetail: 'ウォレットがネットワークの切り替えを拒否しました。',
  switchFailed: 'ネットワークを切り替えられませんでした',
  unsupportedDetail:
    'このアプリは現在のネットワークに対応していません。続けるには、利用可能なネットワークに切り替えてください。',

  // The email wallet (emailStrings.ts)
  emailCodeSent: (email) => `${email}に送信した6桁のコードを入力してください`,
  emailCodeLabel: 'コード',
  emailCodeValidity: 'コードの有効期限は10分です',
  emailVerifying: 'コードを確認中…',
  emailResend: 'コードを再送信',
  emailResendIn: (seconds) => `${number.format(seconds)}秒後にコードを再送信`,
  emailDeviceHeading: '続けるにはこのデバイスを登録してください',
  emailDeviceSent: (email) => `${email}に承認リンクを送信しました`,
  emailDeviceDetail:
    'メールのリンクを開いて、このデバイスを承認してください。承認されると、この画面は自動的に進みます。',
  emailDeviceWaiting: '承認を待っています…',
  emailDeviceResend: 'メールを再送信',
  emailDeviceResendIn: (seconds) => `${number.format(seconds)}秒後にメールを再送信`,
  emailPassphrase: '下に表示されるウォレットのウィンドウで続けてください。',
  updateEmailLabel: '新しいメールアドレス',
  updateEmailSave: '保存',
  updateEmailPrimaryNote: 'この変更があなたによるものであることを確認します。',
  updateEmailSecondaryNote: '新しいメールアドレスを確認します。',
  approveLoading: 'リクエストを読み込み中…',

  // Sign-in (siwxStrings.ts)
  siwxRequest: (app) => `${app}がウォレットへの接続を求めています`,
  siwxDetail:
    'このウォレットの所有者であることを証明して続けるには、このメッセージに署名してください。',
  siwxDetailRequired:
    'このウォレットの所有者であることを証明して続けるには、このメッセージに署名してください。キャンセルすると接続が解除されます。',
  sign: '署名',
  authenticating: '認証中…',
  signatureDeclined: '署名が拒否されました',
  thisApp: 'このアプリ',
  yourWallet: 'あなたのウォレット',

  // WalletButton (walletButtonStrings.ts)
  continueWithEmail: 'メールで続ける',
}
