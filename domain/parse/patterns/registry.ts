// Which grammar each language parses with: its own patterns, then English, then word order alone.
// Languages without patterns of their own (en) go straight to English; fillers always include English.
import type { LanguageCode } from '../../languages.ts';
import { AMHARIC_GRAMMAR, SWAHILI_GRAMMAR } from './eastAfrican.ts';
import { ENGLISH_GRAMMAR, POSITIONAL_PATTERNS } from './english.ts';
import {
  ASSAMESE_GRAMMAR, BENGALI_GRAMMAR, GUJARATI_GRAMMAR, HINDUSTANI_GRAMMAR, KANNADA_GRAMMAR, MALAYALAM_GRAMMAR,
  MARATHI_GRAMMAR, ODIA_GRAMMAR, PUNJABI_GRAMMAR, TAMIL_GRAMMAR, TELUGU_GRAMMAR,
} from './indic.ts';
import { ARABIC_GRAMMAR, FRENCH_GRAMMAR } from './northAfrican.ts';
import type { Grammar } from './pattern.ts';
import { AFRIKAANS_GRAMMAR, ZULU_GRAMMAR } from './southernAfrican.ts';
import { HAUSA_GRAMMAR, IGBO_GRAMMAR, YORUBA_GRAMMAR } from './westAfrican.ts';

const OWN: Readonly<Record<LanguageCode, Grammar | undefined>> = {
  en: undefined, sw: SWAHILI_GRAMMAR, fr: FRENCH_GRAMMAR, ar: ARABIC_GRAMMAR, am: AMHARIC_GRAMMAR,
  ha: HAUSA_GRAMMAR, ig: IGBO_GRAMMAR, yo: YORUBA_GRAMMAR, zu: ZULU_GRAMMAR, af: AFRIKAANS_GRAMMAR,
  hi: HINDUSTANI_GRAMMAR, ur: HINDUSTANI_GRAMMAR, bn: BENGALI_GRAMMAR, as: ASSAMESE_GRAMMAR, mr: MARATHI_GRAMMAR,
  gu: GUJARATI_GRAMMAR, pa: PUNJABI_GRAMMAR, or: ODIA_GRAMMAR, ta: TAMIL_GRAMMAR, te: TELUGU_GRAMMAR,
  kn: KANNADA_GRAMMAR, ml: MALAYALAM_GRAMMAR,
};

function combine(own: Grammar | undefined): Grammar {
  if (own === undefined) return { ...ENGLISH_GRAMMAR, patterns: [...ENGLISH_GRAMMAR.patterns, ...POSITIONAL_PATTERNS] };
  return {
    patterns: [...own.patterns, ...ENGLISH_GRAMMAR.patterns, ...POSITIONAL_PATTERNS],
    fillers: [...own.fillers, ...ENGLISH_GRAMMAR.fillers],
    fillerForms: own.fillerForms ?? [],
    elisions: own.elisions ?? false,
    linkers: [...(own.linkers ?? []), ...(ENGLISH_GRAMMAR.linkers ?? [])],
  };
}

const combined = new Map<LanguageCode, Grammar>();

export function grammarFor(language: LanguageCode): Grammar {
  const known = combined.get(language);
  if (known !== undefined) return known;
  const grammar = combine(OWN[language]);
  combined.set(language, grammar);
  return grammar;
}
