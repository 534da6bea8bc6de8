// The basic-information section as JSON Resume `basics`: name, label, contacts, location and profiles.
import type { KVItem, KVSection } from '@resume/contract';
import { basicFieldOfKey } from '../knowledge/basic-fields.ts';
import { isEmail, toUri } from './json-resume-values.ts';

type JsonObject = Record<string, unknown>;

export interface BasicsResult {
  basics: JsonObject;
  /** Lines with no `basics` field (graduation date, 籍贯, an e-mail that is not an address yet): kept in `meta`. */
  otherBasics: KVItem[];
}

/** Networks written as profiles, with the name JSON Resume themes show. */
const PROFILE_NETWORKS = { github: 'GitHub', linkedin: 'LinkedIn', wechat: 'WeChat' } as const;

export function toBasics(sections: readonly KVSection[], job: string): BasicsResult {
  const basics: JsonObject = {};
  const profiles: JsonObject[] = [];
  const otherBasics: KVItem[] = [];
  const setOnce = (field: string, value: string, item: KVItem): void => {
    if (basics[field] === undefined) basics[field] = value;
    else otherBasics.push(item);
  };

  for (const item of sections.flatMap((section) => section.content)) {
    const value = item.value.trim();
    const field = basicFieldOfKey(item.key)?.id;
    if (value === '') {
      otherBasics.push(item);
      continue;
    }
    switch (field) {
      case 'name':
        setOnce('name', value, item);
        break;
      case 'phone':
        setOnce('phone', value, item);
        break;
      case 'target':
        setOnce('label', value, item);
        break;
      case 'email':
        if (isEmail(value)) setOnce('email', value, item);
        else otherBasics.push(item);
        break;
      case 'location':
        if (basics.location === undefined) basics.location = toLocation(value);
        else otherBasics.push(item);
        break;
      case 'website': {
        const url = toUri(value);
        if (url) setOnce('url', url, item);
        else otherBasics.push(item);
        break;
      }
      case 'github':
      case 'linkedin':
      case 'wechat':
        profiles.push(toProfile(PROFILE_NETWORKS[field], value));
        break;
      default:
        otherBasics.push(item);
    }
  }
  if (basics.label === undefined && job.trim() !== '') basics.label = job.trim();
  if (profiles.length > 0) basics.profiles = profiles;
  return { basics, otherBasics };
}

/** "Seattle, WA" → city Seattle, region WA; "上海" → city 上海. */
function toLocation(value: string): JsonObject {
  const comma = [...value].findIndex((char) => char === ',' || char === '，');
  if (comma <= 0) return { city: value };
  const chars = [...value];
  return {
    city: chars.slice(0, comma).join('').trim(),
    region: chars
      .slice(comma + 1)
      .join('')
      .trim(),
  };
}

/** A profile from a link ("github.com/ada") or a bare user name ("ada", a WeChat id). */
function toProfile(network: string, value: string): JsonObject {
  const url = network === 'WeChat' ? undefined : toUri(value);
  if (!url) return { network, username: value };
  const path = new URL(url).pathname.split('/').filter((segment) => segment !== '');
  const username = path.at(-1);
  return username ? { network, username: decodePathSegment(username), url } : { network, url };
}

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
