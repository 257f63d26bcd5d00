// Every string of the Sorted Wallet pieces (the wallet screen, the Settings card's benefits
// and the desktop fallback). English is the source; translations: i18n/locales/<lang>/wallet.json.
import { defineMessages, msg } from '../../i18n/index.ts';

export const WALLET_MESSAGES = defineMessages('wallet', {
  intro: msg('See your Sauti spending next to your USDT balance in the Sorted Wallet app.'),
  /** Before connecting: the number the wallet will be linked to (it is not yet). */
  willLinkTo: msg('Your wallet will be linked to'),
  /** Once connected. */
  linkedTo: msg('Wallet linked to'),
  noPhone: msg('This phone (no number added)'),
  connect: msg('Connect'),
  skip: msg('Skip for now'),
  balance: msg('USDT balance'),
  sync: msg('Sync Expenses'),
  continue: msg('Continue to Sauti'),
  connected: msg('Wallet Connected'),
  connectTitle: msg('Connect Sorted Wallet'),
  connecting: msg('Connecting to Sorted Wallet…'),
  connectFailed: msg('Could not connect the wallet. Check your connection and try again.'),
  synced: msg('Expenses synced to the wallet! You can now view your spending patterns in your crypto wallet.'),
  benefits: {
    track: msg('Track expenses against your USDT holdings'),
    convert: msg('Automatic conversion of spending to USDT'),
    dashboard: msg('One dashboard for your spending and your crypto'),
    insights: msg('Investment insights from your spending patterns'),
    goals: msg('Savings goals held in crypto'),
  },
  getWallet: msg('Get Sorted Wallet'),
  phoneApp: msg('Sorted Wallet is a phone app. Install it on your phone, then open Sauti there to connect it.'),
  ios: msg('Download for iOS'),
  android: msg('Download for Android'),
  close: msg('Close'),
  openApp: msg('Open Wallet App'),
});
