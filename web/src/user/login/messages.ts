// What Login with WhatsApp says, at first run and from Settings: the firstRun catalog's login words
// (web/src/i18n/locales/<lang>/firstRun.json), declared beside the screen both show. Spec §1's words.
import { defineMessages, msg } from '../../i18n/index.ts';

export const LOGIN_MESSAGES = defineMessages('firstRun', {
  login: {
    phoneTitle: msg('Login with WhatsApp'),
    codeTitle: msg('Enter Verification Code'),
    successTitle: msg('Welcome Back'),
    phoneIntro: msg('Enter your WhatsApp number. We will send you a 6-digit code there.'),
    country: msg('Country'),
    phone: msg('WhatsApp number'),
    sendingCode: msg('Sending code…'),
    sendCode: msg('Send Code'),
    /** The phone number follows the sentence, kept left to right on its own. */
    codeIntro: msg('Enter the 6-digit code we sent on WhatsApp to'),
    verifying: msg('Verifying…'),
    verify: msg('Verify'),
    resend: msg('Resend code'),
    changePhone: msg('Change phone number'),
    synced: msg('Your expense history has been synced to this phone.'),
    skip: msg('Skip for now'),
    code: msg('Verification code'),
    digit: msg<{ position: number; count: number }>('Digit {position} of {count}'),
    invalidPhone: msg('Please enter a valid phone number'),
    incompleteCode: msg('Please enter the 6-digit verification code'),
    failed: msg('Something went wrong. Please try again.'),
  },
});
