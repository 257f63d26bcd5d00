// "जमा", "জমা" and "deposit" say money came in when a bank writes them and money put aside when a
// person does ("घरासाठी 3000 जमा", "বিয়ের জন্য ৫০০০ জমা করলাম"). A service's message carries its marks —
// an account, a balance, a reference, an amount with its currency — and never speaks as "I".
import { MONEY_SOURCE } from './money.ts';

/** Words whose "money came in" is a bank's only: the person's own saying of them is a saving. */
const DEPOSIT = /जमा|জমা|ଜମା|ਜਮ੍ਹਾ|జమ|ಜಮಾ|જમા|(?<![\p{L}\p{N}])(?:deposited|deposit)(?![\p{L}\p{N}])/iu;

// "I did it": the forms after the deposit word in the first person (किया, केले, করলাম …), the passive
// that banks write ("जमा किए गए", "জমা হয়েছে") excluded.
const FIRST_PERSON = new RegExp(
  [
    String.raw`जमा\s*(?:कर\s*)?(?:किया|किए|किये|की|कीं|दिया|दिए|दिये|करा|कराए|करवाए)(?!\s*(?:गए|गये|गया|गई|हैं|है|जा))`,
    String.raw`जमा\s*(?:केले|केली|केला|केलं|करतो|करते|करत)`,
    String.raw`জমা\s*(?:করলাম|করেছি|করি|করলুম|রাখলাম|দিলাম|কৰিলোঁ|কৰিলো|কৰিছোঁ|কৰিছো|ৰাখিলোঁ|ৰাখিলো)`,
    String.raw`ଜମା\s*(?:କଲି|କରିଛି|ରଖିଲି)`,
    String.raw`જમા\s*(?:કર્યા|કર્યું|કરાવ્યા)`,
    String.raw`ਜਮ੍ਹਾ\s*(?:ਕੀਤੇ|ਕੀਤਾ|ਕਰਵਾਏ)`,
    String.raw`(?<![\p{L}])(?:i|we)(?:'ve| have)?\s+(?:just\s+)?(?:deposited|saved|put)(?![\p{L}])`,
  ].join('|'),
  'iu',
);

const MONEY = new RegExp(MONEY_SOURCE, 'i');

/** What a service writes and a person typing a phrase does not: an account, a balance, a reference. */
const SERVICE_MARKS = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:a\/c|acc(?:oun)?t|acct|bal(?:ance)?|avl|ref(?:erence)?|utr|txn|upi)(?![\p{L}])`,
    String.raw`[xX*]{2,}\d{2,}|\d{2,}[xX*]{2,}`,
    String.raw`खात|अकाउंट|शेष|बैलेंस|अ/सं|অ্যাকাউন্ট|একাউন্ট|খাতা|হিসাব|ব্যালেন্স|ଖାତା|ખાતા|ਖਾਤ|ఖాతా|ಖಾತೆ|கணக்கு`,
  ].join('|'),
  'iu',
);

/** Whether a deposit word in `text` is a person's own (money put aside), not a bank's credit. */
const depositIsOwn = (text: string): boolean => FIRST_PERSON.test(text) || !(MONEY.test(text) || SERVICE_MARKS.test(text));

/** Money came in by a deposit word, as a bank or wallet writes it (never as a person says it). */
export const saysDeposit = (text: string): boolean => DEPOSIT.test(text) && !depositIsOwn(text);
