// Arabic number words: fused hundreds (خمسمائة), duals (ألفين), plural thousands (آلاف), units
// before tens (خمسة وعشرون). و (and) and ب (for) arrive glued to the word; the scanner splits them.
import { type NumberLexiconSource, sequence } from './lexicon.ts';

const UNITS = sequence('واحد/واحدة اثنان/اثنين/اتنين ثلاثة/ثلاث/تلاتة أربعة/أربع خمسة/خمس ستة/ست سبعة/سبع ثمانية/ثمان/تمانية تسعة/تسع عشرة/عشر', 1);

function teens(): Record<string, number> {
  const table: Record<string, number> = { 'أحد عشر': 11, 'احدى عشرة': 11, 'اثنا عشر': 12, 'اثني عشر': 12, 'اثنتا عشرة': 12 };
  for (const [unit, value] of Object.entries(UNITS)) {
    if (value >= 3 && value <= 9) {
      table[`${unit} عشر`] = 10 + value;
      table[`${unit} عشرة`] = 10 + value;
    }
  }
  return table;
}

export const ARABIC: NumberLexiconSource = {
  name: 'arabic',
  order: 'coefficient-first',
  units: {
    صفر: 0,
    ...UNITS,
    ...teens(),
    ...sequence('عشرون/عشرين ثلاثون/ثلاثين أربعون/أربعين خمسون/خمسين ستون/ستين سبعون/سبعين ثمانون/ثمانين تسعون/تسعين', 20, 10),
    ...sequence('مئتان/مئتين/مائتان/مائتين/ميتين ثلاثمائة/ثلاثمئة/تلتمية أربعمائة/أربعمئة/ربعمية خمسمائة/خمسمئة/خمسمية ستمائة/ستمئة سبعمائة/سبعمئة ثمانمائة/ثمانمئة تسعمائة/تسعمئة', 200, 100),
    ألفين: 2000, ألفان: 2000,
  },
  multipliers: { مائة: 100, مئة: 100, مية: 100, ألف: 1000, آلاف: 1000, الاف: 1000, مليون: 1_000_000, ملايين: 1_000_000 },
  connectors: ['و'],
  halves: ['نصف', 'نص'],
  clitics: ['و', 'ب'],
  unitsBeforeTens: true,
};
