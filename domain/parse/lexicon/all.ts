// Every generated lexicon, provided at once: what the server, WhatsApp and the tests read (parse/index.ts
// imports this). The phone fetches one language's at a time instead (parse/phone.ts).
import type { TableName } from './names.ts';
import { provideLexicon } from './registry.ts';
import type { LexiconTable } from './table.ts';
import { LEXICON as EN } from './tables/en.ts';
import { LEXICON as SW } from './tables/sw.ts';
import { LEXICON as FR } from './tables/fr.ts';
import { LEXICON as AR } from './tables/ar.ts';
import { LEXICON as AM } from './tables/am.ts';
import { LEXICON as HA } from './tables/ha.ts';
import { LEXICON as IG } from './tables/ig.ts';
import { LEXICON as YO } from './tables/yo.ts';
import { LEXICON as ZU } from './tables/zu.ts';
import { LEXICON as AF } from './tables/af.ts';
import { LEXICON as KN } from './tables/kn.ts';
import { LEXICON as GU } from './tables/gu.ts';
import { LEXICON as HI } from './tables/hi.ts';
import { LEXICON as TA } from './tables/ta.ts';
import { LEXICON as MR } from './tables/mr.ts';
import { LEXICON as ML } from './tables/ml.ts';
import { LEXICON as OR } from './tables/or.ts';
import { LEXICON as TE } from './tables/te.ts';
import { LEXICON as BN } from './tables/bn.ts';
import { LEXICON as PA } from './tables/pa.ts';
import { LEXICON as AS } from './tables/as.ts';
import { LEXICON as UR } from './tables/ur.ts';
import { LEXICON as HILATN } from './tables/hi-Latn.ts';

const ALL: ReadonlyArray<readonly [TableName, LexiconTable]> = [
  ['en', EN], ['sw', SW], ['fr', FR], ['ar', AR], ['am', AM], ['ha', HA], ['ig', IG], ['yo', YO],
  ['zu', ZU], ['af', AF], ['kn', KN], ['gu', GU], ['hi', HI], ['ta', TA], ['mr', MR], ['ml', ML],
  ['or', OR], ['te', TE], ['bn', BN], ['pa', PA], ['as', AS], ['ur', UR], ['hi-Latn', HILATN],
];

for (const [name, table] of ALL) provideLexicon(name, table);
