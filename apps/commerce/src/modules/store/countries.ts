import { REGIONS_BY_COUNTRY, type RegionRecord } from './regions';

/** ISO 3166-1 alpha-2 codes of the countries the store accepts in addresses. */
const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV ' +
  'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET ' +
  'FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM ' +
  'IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ' +
  'ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE ' +
  'PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST ' +
  'SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS ' +
  'YE YT ZA ZM ZW'
).split(' ');

export interface CountryRecord {
  id: string;
  two_letter_abbreviation: string;
  full_name_english: string;
  full_name_locale: string;
  available_regions: RegionRecord[] | null;
}

const displayNamesCache = new Map<string, Intl.DisplayNames>();
function displayNames(languageTag: string): Intl.DisplayNames {
  let names = displayNamesCache.get(languageTag);
  if (!names) {
    names = new Intl.DisplayNames([languageTag], { type: 'region', fallback: 'code' });
    displayNamesCache.set(languageTag, names);
  }
  return names;
}

function toCountry(id: string, languageTag: string): CountryRecord {
  const regions = REGIONS_BY_COUNTRY[id];
  return {
    id,
    two_letter_abbreviation: id,
    full_name_english: displayNames('en-US').of(id) ?? id,
    full_name_locale: displayNames(languageTag).of(id) ?? id,
    // Regions sorted by name (rules §5), compared in the store's language.
    available_regions: regions
      ? [...regions].sort((a, b) => a.name.localeCompare(b.name, languageTag))
      : null,
  };
}

/** Every allowed country with names in English and in the store's language, sorted by local name. */
export function listCountries(languageTag: string): CountryRecord[] {
  const collator = new Intl.Collator(languageTag);
  return COUNTRY_CODES.map((id) => toCountry(id, languageTag)).sort((a, b) =>
    collator.compare(a.full_name_locale, b.full_name_locale),
  );
}

/** One country by ISO-2 code (case-insensitive), or undefined when it is not allowed. */
export function findCountry(id: string, languageTag: string): CountryRecord | undefined {
  const code = id.trim().toUpperCase();
  return COUNTRY_CODES.includes(code) ? toCountry(code, languageTag) : undefined;
}
