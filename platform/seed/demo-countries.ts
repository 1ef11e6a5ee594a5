import type { StoredCountry } from '../channels/channel-store.ts';

const LIST: [string, string, string][] = [
  ['AT', 'Austria', 'Austria'], ['BE', 'Belgium', 'Belgia'], ['BG', 'Bulgaria', 'Bułgaria'], ['BY', 'Belarus', 'Białoruś'],
  ['CH', 'Switzerland', 'Szwajcaria'], ['CY', 'Cyprus', 'Cypr'], ['CZ', 'Czechia', 'Czechy'], ['DE', 'Germany', 'Niemcy'],
  ['DK', 'Denmark', 'Dania'], ['EE', 'Estonia', 'Estonia'], ['ES', 'Spain', 'Hiszpania'], ['FI', 'Finland', 'Finlandia'],
  ['FR', 'France', 'Francja'], ['GB', 'United Kingdom', 'Wielka Brytania'], ['GR', 'Greece', 'Grecja'], ['HR', 'Croatia', 'Chorwacja'],
  ['HU', 'Hungary', 'Węgry'], ['IE', 'Ireland', 'Irlandia'], ['IS', 'Iceland', 'Islandia'], ['IT', 'Italy', 'Włochy'],
  ['LT', 'Lithuania', 'Litwa'], ['LU', 'Luxembourg', 'Luksemburg'], ['LV', 'Latvia', 'Łotwa'], ['MT', 'Malta', 'Malta'],
  ['NL', 'Netherlands', 'Holandia'], ['NO', 'Norway', 'Norwegia'], ['PL', 'Poland', 'Polska'], ['PT', 'Portugal', 'Portugalia'],
  ['RO', 'Romania', 'Rumunia'], ['RU', 'Russia', 'Rosja'], ['SE', 'Sweden', 'Szwecja'], ['SI', 'Slovenia', 'Słowenia'],
  ['SK', 'Slovakia', 'Słowacja'], ['UA', 'Ukraine', 'Ukraina'], ['US', 'United States', 'Stany Zjednoczone'], ['CA', 'Canada', 'Kanada'],
];

export const demoCountries = (): StoredCountry[] => LIST.map(([code, name, name_pl]) => ({ code, name, name_pl }));
