// Tells whether a piece of text is a place ("Seattle, WA", "Denver, Colorado", "Shanghai, China", "上海市浦东新区").

import { splitTrimmed } from '../../lib/text-scan.ts';
import {
  CHINESE_CITIES,
  CHINESE_REGIONS,
  CITY_NAMES,
  COUNTRY_NAMES,
  REGION_CODES,
  REGION_NAMES,
} from './place-names.ts';

const lowered = (names: readonly string[]) => new Set(names.map((name) => name.toLowerCase()));
const CODES = new Set(REGION_CODES);
const REGIONS = lowered(REGION_NAMES);
const COUNTRIES = lowered(COUNTRY_NAMES);
const CITIES = lowered(CITY_NAMES);
const HAN_ONLY = /^\p{Script=Han}{2,20}$/u;
const PLACE_WORD = /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,3}$/u;

/** A street address: "123 Main St, Austin, TX 78701", "北京市海淀区中关村大街 1 号". */
const STREET_ADDRESS =
  /^\d{1,6}\s+[\p{L}\d .'’-]{2,40}\b(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place|Pkwy|Parkway|Hwy|Highway|Suite|Apt)\b\.?(?:\s*,\s*[\p{L}\d .'’-]{2,30}){0,3}$/iu;
const CHINESE_ADDRESS =
  /^\p{Script=Han}{2,40}[\p{Script=Han}\d\s-]{0,30}[路街道号巷弄村镇区]\s*(?:\d{1,5}\s*[号室楼栋])?$/u;

/** A place on its own or as "City, Region", "City, Country", "City, Region, Country", or a street address. */
export function isLocation(text: string): boolean {
  const trimmed = text.trim().replace(/[.。]$/, '');
  if (trimmed.length > 80) return false;
  if (STREET_ADDRESS.test(trimmed)) return true;
  if (
    CHINESE_ADDRESS.test(trimmed) &&
    [...CHINESE_CITIES, ...CHINESE_REGIONS].some((place) => trimmed.startsWith(place))
  ) {
    return true;
  }
  if (trimmed === '' || trimmed.length > 50 || /\d/.test(trimmed)) return false;
  if (/\p{Script=Han}/u.test(trimmed)) return isChineseLocation(trimmed);
  const parts = splitTrimmed(trimmed, ',');
  if (parts.length > 3 || parts.some((part) => !PLACE_WORD.test(part))) return false;
  const last = parts.at(-1) ?? '';
  if (parts.length === 1) return isPlaceName(last);
  return CODES.has(last) || isPlaceName(last);
}

function isPlaceName(text: string): boolean {
  const lower = text.toLowerCase();
  return REGIONS.has(lower) || COUNTRIES.has(lower) || CITIES.has(lower);
}

/** 上海, 上海市, 浙江省杭州市, 北京市海淀区, 西安, 陕西 — written alone, without other words. */
function isChineseLocation(text: string): boolean {
  const pieces = text.split(/[\s,，、]+/).filter((piece) => piece !== '');
  return pieces.length > 0 && pieces.every(isChinesePlace);
}

function isChinesePlace(text: string): boolean {
  if (!HAN_ONLY.test(text)) return false;
  if (/^\p{Script=Han}{2,3}[省市]$/u.test(text)) return true;
  const known = [...CHINESE_CITIES, ...CHINESE_REGIONS].find((place) => text.startsWith(place));
  if (!known) return false;
  const rest = text.slice(known.length);
  return rest === '' || (rest.length <= 8 && /[省市区县]$/.test(rest));
}

/** The known city a Chinese organisation name is glued to ("黑科技公司上海"), if any: its length. */
export function trailingChineseCityLength(text: string): number {
  for (const city of CHINESE_CITIES) {
    if (text.length > city.length + 1 && text.endsWith(city)) return city.length;
  }
  return 0;
}
