// Number words of the Indian languages as typed or recognised in Latin letters ("dasa hajara",
// "dos hajar", "pathu aayiram", "panch so"): Odia and Assamese speech reaches Sauti through the
// Indian English recogniser, and people type every language this way. Hindustani's are in hindustani.ts.
import { type NumberLexiconSource, sequence } from './lexicon.ts';
import { INDIAN_SCALE } from './indic.ts';

const roman = (name: string, units: Record<string, number>, scale: Record<string, number>): NumberLexiconSource => ({
  name: `${name}-latin`, order: 'coefficient-first', units, multipliers: scale,
});

export const BENGALI_LATIN = roman(
  'bengali',
  {
    ...sequence('ek dui/du tin char panch/pach choy/chhoy sat/saat aat/aath noy/nou dosh/dos egaro baro tero choddo/chouddo ponero/pondro', 1),
    bish: 20, kuri: 20, tirish: 30, chollish: 40, ponchash: 50, dedh: 1.5, arai: 2.5,
  },
  INDIAN_SCALE('sho/shoo', 'hajar/hazar/hajaar', 'lakh/lokkho', 'koti'),
);

export const ASSAMESE_LATIN = roman(
  'assamese',
  {
    ...sequence('ek dui tini/tin sari/chari pas/panch soy/chhoy xaat/saat aath/ath no/noy dah/dos egaro baro tero sowdho pondhoro', 1),
    kuri: 20, trix: 30, sollix: 40, ponchas: 50,
  },
  INDIAN_SCALE('xo/sho/sau', 'hajar/hazar', 'lakh', 'koti'),
);

export const ODIA_LATIN = roman(
  'odia',
  {
    ...sequence('eka dui tini chari pancha chha sata atha na dasa/das egara bara tera chauda pandara', 1),
    kodie: 20, tirisi: 30, chalisi: 40, pachasa: 50,
  },
  INDIAN_SCALE('sahe/sa', 'hajara/hajar/hazar', 'lakhe/lakh', 'koti'),
);

export const MARATHI_LATIN = roman(
  'marathi',
  {
    ...sequence('ek don teen/tin char pach saha saat/sat aath/at nau daha akra bara tera chauda pandhra', 1),
    vees: 20, tees: 30, chalis: 40, pannas: 50, deed: 1.5, adich: 2.5,
  },
  INDIAN_SCALE('shambhar/she', 'hajar/hazar', 'lakh', 'koti'),
);

export const GUJARATI_LATIN = roman(
  'gujarati',
  {
    ...sequence('ek be tran char panch chha saat/sat aath nav das agiyar bar ter chaud pandar', 1),
    vees: 20, trees: 30, chalis: 40, pachas: 50, dodh: 1.5, adhi: 2.5,
  },
  INDIAN_SCALE('so', 'hajar/hazar', 'lakh', 'karod'),
);

export const PUNJABI_LATIN = roman(
  'punjabi',
  {
    ...sequence('ikk/ik do tinn/tin char panj chhe satt atth nau das gyaran baran teran chaudan pandran', 1),
    vih: 20, tih: 30, chali: 40, panjah: 50, dedh: 1.5, dhai: 2.5,
  },
  INDIAN_SCALE('sau', 'hazaar/hajar/hazar', 'lakh', 'karor'),
);

export const TAMIL_LATIN = roman(
  'tamil',
  {
    ...sequence('onnu/ondru rendu/irandu moonu/moondru naalu/naangu anju/ainthu aaru ezhu/elu ettu onbadhu/ombodhu pathu', 1),
    irupathu: 20, muppathu: 30, narpathu: 40, aimbathu: 50,
  },
  INDIAN_SCALE('nooru/nuru', 'aayiram/ayiram', 'laksham/latcham', 'kodi'),
);

export const TELUGU_LATIN = roman(
  'telugu',
  {
    ...sequence('okati rendu moodu/mudu naalugu/nalugu aidu aaru edu enimidi tommidi padi', 1),
    iravai: 20, muppai: 30, nalabhai: 40, yabhai: 50,
  },
  INDIAN_SCALE('vanda/vandha/vandalu', 'veyyi/velu/veylu', 'laksha/lakshalu', 'koti'),
);

export const KANNADA_LATIN = roman(
  'kannada',
  {
    ...sequence('ondu eradu mooru/muru naalku/nalku aidu aaru elu entu ombattu hattu', 1),
    ippattu: 20, moovattu: 30, nalavattu: 40, aivattu: 50,
  },
  INDIAN_SCALE('nooru/nuru', 'saavira/savira', 'laksha', 'koti'),
);

export const MALAYALAM_LATIN = roman(
  'malayalam',
  {
    ...sequence('onnu randu moonnu/munnu naalu anchu/anju aaru ezhu ettu onpathu pathu', 1),
    irupathu: 20, muppathu: 30, nalpathu: 40, anpathu: 50,
  },
  INDIAN_SCALE('nooru/nuru', 'aayiram/ayiram', 'laksham', 'kodi'),
);
