// Hausa, Yoruba and Igbo number words. All put the multiplier first ("dari biyar" = 500,
// "ẹgbẹ̀rún méjì" = 2000, "narị ise" = 500); words are listed without tones, as folding leaves them.
import { type NumberLexiconSource, sequence } from './lexicon.ts';

export const HAUSA: NumberLexiconSource = {
  name: 'hausa',
  order: 'multiplier-first',
  units: {
    sifili: 0,
    ...sequence('daya biyu uku hudu biyar shida bakwai takwas tara goma', 1),
    ...sequence("ashirin talatin arba'in/arbain hamsin sittin saba'in/sabain tamanin casa'in/casain", 20, 10),
    metan: 200,
  },
  multipliers: { dari: 100, dubu: 1000, miliyan: 1_000_000 },
  // "goma sha biyar" (10 + 5) and "dubu biyu da dari biyar" (2000 and 500).
  connectors: ['da', 'sha'],
  halves: ['rabi'],
};

export const YORUBA: NumberLexiconSource = {
  name: 'yoruba',
  order: 'multiplier-first',
  units: {
    odo: 0,
    // Written with the long vowel the tone marks show (mẹ́wàá) or without it (mewa).
    ...sequence('ookan/okan/kan eeji/meji eeta/meta eerin/merin aarun/marun eefa/mefa eeje/meje eejo/mejo eesan/mesan eewaa/eewa/mewaa/mewa', 1),
    mokanla: 11, mejila: 12, metala: 13, merinla: 14, meedogun: 15, merindinlogun: 16, metadinlogun: 17, mejidinlogun: 18, mokandinlogun: 19,
    ogun: 20, ogbon: 30, ogoji: 40, aadota: 50, ogota: 60, aadorin: 70, ogorin: 80, aadorun: 90,
    igba: 200, oodunrun: 300, irinwo: 400, eedegbeta: 500, egbeta: 600, egberin: 800, egbaa: 2000,
  },
  multipliers: { ogorun: 100, egberun: 1000, egbarun: 1000, milionu: 1_000_000 },
  connectors: ['ati'],
};

export const IGBO: NumberLexiconSource = {
  name: 'igbo',
  order: 'multiplier-first',
  units: {
    efu: 0,
    ...sequence('otu abuo ato ano ise isii asaa asato itoolu/iteghete', 1),
  },
  // "iri abụọ" = 20 works like "narị ise" = 500: the multiplier leads.
  multipliers: { iri: 10, nari: 100, puku: 1000, nde: 1_000_000 },
  connectors: ['na'],
  halves: ['okara'],
};
