// One element a model wrote to a valid Section (spec 2.3/2.4), repairing what is repairable and
// saying why anything is dropped. The result always passes SectionSchema.
import { type KVItem, type ListFormItem, type Section, SectionSchema } from '@resume/contract';
import { Value } from '@sinclair/typebox/value';
import { characterSet, trimWhere } from '../../lib/text-scan.ts';
import { findDateRange } from '../../resume/dates.ts';

const isJoiner = characterSet('|｜,，·-', { withWhitespace: true });

export interface RepairResult {
  section?: Section;
  /** What was changed, for the log (no content). */
  repairs: string[];
  /** Why the element was dropped. */
  dropped?: string;
}

const TYPE_SPELLINGS: Record<string, Section['type']> = {
  kv: 'kv',
  keyvalue: 'kv',
  list: 'list',
  'listform[]': 'listForm[]',
  listform: 'listForm[]',
  list_form: 'listForm[]',
  'list-form': 'listForm[]',
};

export function repairSection(value: unknown, index: number): RepairResult {
  const repairs: string[] = [];
  if (!isRecord(value)) return { repairs, dropped: 'not an object' };
  const rawType = typeof value.type === 'string' ? value.type.trim().toLowerCase() : '';
  const type = TYPE_SPELLINGS[rawType];
  if (!type) return { repairs, dropped: `unknown section type` };
  if (type !== value.type) repairs.push('type spelling');
  const title = text(value.title);
  if (title === '') return { repairs, dropped: 'no title' };
  let id = text(value.id);
  if (id === '') {
    id = `section-${index + 1}`;
    repairs.push('id added');
  }
  let section: Section;
  if (type === 'kv') {
    const items = (Array.isArray(value.content) ? value.content : []).flatMap((item) =>
      kvItem(item, repairs),
    );
    if (items.length === 0) return { repairs, dropped: 'kv section without items' };
    section = { type, title, content: items, id };
  } else if (type === 'list') {
    const raw = isRecord(value.content) ? value.content.items : value.content;
    if (!isRecord(value.content) && Array.isArray(raw)) repairs.push('items given as an array');
    const items = (Array.isArray(raw) ? raw : []).map(text).filter((item) => item !== '');
    if (items.length === 0) return { repairs, dropped: 'list section without items' };
    section = { type, title, content: { items }, id };
  } else {
    const entries = (Array.isArray(value.content) ? value.content : []).flatMap((item) =>
      listFormItem(item, repairs),
    );
    if (entries.length === 0) return { repairs, dropped: 'listForm[] section without entries' };
    section = { type, title, content: entries, id };
  }
  return Value.Check(SectionSchema, section)
    ? { section, repairs }
    : { repairs, dropped: 'does not fit the schema' };
}

function kvItem(item: unknown, repairs: string[]): KVItem[] {
  if (!isRecord(item)) return [];
  let key = text(item.key);
  let value = text(item.value);
  if (item.value === undefined || item.value === null) {
    // "Name: Ada" written whole into the key.
    const colon = key.search(/[:：]/);
    if (colon > 0) {
      value = key.slice(colon + 1).trim();
      key = key.slice(0, colon).trim();
      repairs.push('kv value split from its key');
    } else repairs.push('kv value missing');
  }
  if (key === '') return [];
  return [{ key, value }];
}

function listFormItem(item: unknown, repairs: string[]): ListFormItem[] {
  if (!isRecord(item)) return [];
  const title = text(item.title);
  let subTitle = text(item.subTitle ?? item.subtitle);
  let startTime = text(item.startTime ?? item.start);
  let endTime = text(item.endTime ?? item.end);
  const rawList = isRecord(item.list) ? item.list.items : (item.list ?? item.items);
  const items = (Array.isArray(rawList) ? rawList : []).map(text).filter((entry) => entry !== '');
  if (startTime !== '' && endTime === '') {
    // "2021.03 - 2023.06" written whole into startTime.
    const range = findDateRange(startTime);
    if (range?.endTime && range.startTime !== startTime) {
      startTime = range.startTime;
      endTime = range.endTime;
      repairs.push('date range split');
    }
  }
  if (startTime === '' && endTime === '' && subTitle !== '') {
    // Dates put in the subtitle: "Engineer | 2021.03 - 2023.06".
    const range = findDateRange(subTitle);
    if (range) {
      startTime = range.startTime;
      endTime = range.endTime;
      subTitle = trimWhere(
        `${subTitle.slice(0, range.index)}${subTitle.slice(range.index + range.length)}`,
        isJoiner,
      );
      repairs.push('dates moved out of the subtitle');
    }
  }
  if (title === '' && subTitle === '' && items.length === 0) return [];
  return [{ title, subTitle, startTime, endTime, list: { items } }];
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
