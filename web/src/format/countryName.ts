// A country's name as the interface speaks it: "Kenya" in English, "भारत" for India in Hindi.
import type { Country } from '../../../domain/countries.ts';
import { localName } from './displayName.ts';

export const countryName = ({ code, name }: Pick<Country, 'code' | 'name'>): string => localName('region', code, name);
