// The speech-shaped phrase table of issue 26 in all 22 languages: rows written before the parser saw
// them, measured by spokenPhrases.test.ts against its floors.
import { SPOKEN_AFRICA } from './africa.fixture.ts';
import { SPOKEN_EAST_WEST_INDIA } from './eastWestIndia.fixture.ts';
import { SPOKEN_ENGLISH } from './english.fixture.ts';
import { SPOKEN_HINDUSTANI } from './hindustani.fixture.ts';
import type { SpokenRow } from './row.ts';
import { SPOKEN_SECOND_LOOK } from './secondLook.fixture.ts';
import { SPOKEN_SOUTH_INDIA } from './southIndia.fixture.ts';
import { SPOKEN_SWAHILI } from './swahili.fixture.ts';

export type { SpokenRow } from './row.ts';
export { SPOKEN_KINDS } from './row.ts';

export const SPOKEN_PHRASES: readonly SpokenRow[] = [
  ...SPOKEN_ENGLISH, ...SPOKEN_SWAHILI, ...SPOKEN_AFRICA, ...SPOKEN_HINDUSTANI, ...SPOKEN_EAST_WEST_INDIA, ...SPOKEN_SOUTH_INDIA,
  ...SPOKEN_SECOND_LOOK,
];
