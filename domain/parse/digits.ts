// Native digits and Ethiopic numerals to ASCII digits, so every later step reads one number alphabet.
// Only numerals are touched: letters, vowel signs and viramas of every script pass through unchanged.

// Code point of the zero of each decimal digit block the 22 languages write (Unicode keeps 0-9 contiguous).
const DIGIT_ZEROS: readonly number[] = [
  0x0660, // Arabic-Indic
  0x06f0, // Extended Arabic-Indic (Urdu)
  0x0966, // Devanagari
  0x09e6, // Bengali and Assamese
  0x0a66, // Gurmukhi
  0x0ae6, // Gujarati
  0x0b66, // Odia
  0x0be6, // Tamil
  0x0c66, // Telugu
  0x0ce6, // Kannada
  0x0d66, // Malayalam
  0xff10, // Fullwidth, from some mobile keyboards
];

function asciiDigit(codePoint: number): string | undefined {
  for (const zero of DIGIT_ZEROS) {
    if (codePoint >= zero && codePoint <= zero + 9) return String(codePoint - zero);
  }
  return undefined;
}

export function nativeDigitsToAscii(text: string): string {
  let out = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0);
    out += (codePoint === undefined ? undefined : asciiDigit(codePoint)) ?? char;
  }
  return out;
}

const ETHIOPIC_RUN = /[\u1369-\u137C]+/gu;
const ETHIOPIC_HUNDRED = 0x137b;
const ETHIOPIC_TEN_THOUSAND = 0x137c;

/**
 * Ethiopic numerals are additive with multiplying ፻ (100) and ፼ (10 000) and have no zero:
 * ፭፻ = 500, ፲፭፻ = 1500, ፩፼፳፫፻፵፭ = 12345. ፼ multiplies everything written before it.
 */
export function ethiopicNumeralValue(numeral: string): bigint {
  let total = 0n;
  let hundreds = 0n;
  let current = 0n;
  for (const char of numeral) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint === ETHIOPIC_HUNDRED) {
      hundreds += (current === 0n ? 1n : current) * 100n;
      current = 0n;
    } else if (codePoint === ETHIOPIC_TEN_THOUSAND) {
      const before = total + hundreds + current;
      total = (before === 0n ? 1n : before) * 10_000n;
      hundreds = 0n;
      current = 0n;
    } else if (codePoint >= 0x1369 && codePoint <= 0x1371) {
      current += BigInt(codePoint - 0x1368);
    } else if (codePoint >= 0x1372 && codePoint <= 0x137a) {
      current += BigInt(codePoint - 0x1371) * 10n;
    }
  }
  return total + hundreds + current;
}

function ethiopicNumeralsToAscii(text: string): string {
  // Spaces keep a numeral glued to a word (በ፭፻) from fusing with neighbouring digits.
  return text.replace(ETHIOPIC_RUN, (run) => ` ${ethiopicNumeralValue(run).toString()} `);
}

export function digitsToAscii(text: string): string {
  return ethiopicNumeralsToAscii(nativeDigitsToAscii(text));
}
