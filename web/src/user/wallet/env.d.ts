// The build-time settings the wallet links read (see walletLink.ts and the README).
interface ImportMetaEnv {
  readonly VITE_WALLET_DEEP_LINK?: string;
  readonly VITE_WALLET_IOS_URL?: string;
  readonly VITE_WALLET_ANDROID_URL?: string;
  readonly VITE_WALLET_DOWNLOAD_URL?: string;
}
