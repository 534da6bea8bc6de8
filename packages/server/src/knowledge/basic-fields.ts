// The fields of a resume's basic information: the label we write, the prompt, an example, and the keys we read.
import type { JobType, Locale } from '@resume/contract';
import type { Localized } from './job-family.ts';

export type BasicFieldId =
  | 'name'
  | 'phone'
  | 'email'
  | 'location'
  | 'target'
  | 'availability'
  | 'graduation'
  | 'wechat'
  | 'github'
  | 'linkedin'
  | 'website';

export interface BasicField {
  id: BasicFieldId;
  /** The key written in outlines. */
  label: Localized<string>;
  /** What to fill in. Outlines write the target role as the job itself when they know it. */
  prompt: Localized<string>;
  /** Example content (marked as an example where it is used); the target role's example is the job. */
  example: Localized<string>;
  /** Keys read as this field, any language, compared after `normalizeFieldKey`. */
  aliases: readonly string[];
}

export const BASIC_FIELDS: readonly BasicField[] = [
  {
    id: 'name',
    label: { 'zh-CN': '姓名', 'en-US': 'Name' },
    prompt: { 'zh-CN': '[你的姓名]', 'en-US': '[Your full name]' },
    example: { 'zh-CN': '张明', 'en-US': 'Alex Chen' },
    aliases: ['姓名', '名字', '姓 名', 'name', 'full name', 'your name'],
  },
  {
    id: 'phone',
    label: { 'zh-CN': '电话', 'en-US': 'Phone' },
    prompt: { 'zh-CN': '[手机号码]', 'en-US': '[Your mobile number]' },
    example: { 'zh-CN': '138 0000 0000', 'en-US': '+1 555 010 0199' },
    aliases: [
      '电话',
      '手机',
      '手机号',
      '手机号码',
      '联系电话',
      '电话号码',
      '联系方式',
      'phone',
      'mobile',
      'tel',
      'telephone',
      'phone number',
      'mobile number',
      'cell',
      'contact number',
    ],
  },
  {
    id: 'email',
    label: { 'zh-CN': '邮箱', 'en-US': 'Email' },
    prompt: { 'zh-CN': '[常用邮箱]', 'en-US': '[Your email address]' },
    example: { 'zh-CN': 'zhangming@example.com', 'en-US': 'alex.chen@example.com' },
    aliases: ['邮箱', '电子邮箱', '邮件', '电子邮件', 'email', 'e-mail', 'mail', 'email address'],
  },
  {
    id: 'location',
    label: { 'zh-CN': '所在城市', 'en-US': 'Location' },
    prompt: { 'zh-CN': '[所在城市，如 上海]', 'en-US': '[City, State, e.g. Austin, TX]' },
    example: { 'zh-CN': '上海', 'en-US': 'Seattle, WA' },
    aliases: [
      '所在城市',
      '城市',
      '现居地',
      '现居住地',
      '居住地',
      '现居城市',
      '所在地',
      '地址',
      '现住址',
      'location',
      'city',
      'address',
      'based in',
      'current location',
      'residence',
    ],
  },
  {
    id: 'target',
    label: { 'zh-CN': '求职意向', 'en-US': 'Target role' },
    prompt: { 'zh-CN': '[应聘的职位]', 'en-US': '[The role you are applying for]' },
    example: { 'zh-CN': '{job}', 'en-US': '{job}' },
    aliases: [
      '求职意向',
      '目标岗位',
      '意向岗位',
      '应聘岗位',
      '求职岗位',
      '期望职位',
      '意向职位',
      '应聘职位',
      '目标职位',
      'target role',
      'target position',
      'objective',
      'position',
      'desired position',
      'desired role',
      'applying for',
      'job target',
      'target job',
    ],
  },
  {
    id: 'availability',
    label: { 'zh-CN': '实习时间', 'en-US': 'Availability' },
    prompt: {
      'zh-CN': '[每周可实习天数与可实习时长，如 每周 4 天、6 个月]',
      // A US internship is a summer's, full-time; a Chinese one is days a week for months, alongside classes.
      'en-US': '[When and how long you can work, e.g. Summer, full-time, May to August]',
    },
    example: { 'zh-CN': '每周 4 天，可连续实习 6 个月', 'en-US': 'Summer, full-time, May to August' },
    aliases: [
      '实习时间',
      '可实习时间',
      '实习时长',
      '到岗时间',
      '可到岗时间',
      '到岗',
      'availability',
      'available from',
      'start date',
      'notice period',
    ],
  },
  {
    id: 'graduation',
    label: { 'zh-CN': '毕业时间', 'en-US': 'Graduation' },
    // {graduation}: the coming June's year (graduationYear), so no example graduates in the past.
    prompt: {
      'zh-CN': '[预计毕业时间，如 {graduation}.06]',
      'en-US': '[Expected graduation, e.g. June {graduation}]',
    },
    example: { 'zh-CN': '{graduation}.06', 'en-US': 'June {graduation}' },
    aliases: [
      '毕业时间',
      '预计毕业时间',
      '毕业日期',
      '毕业年份',
      'graduation',
      'expected graduation',
      'graduation date',
      'expected graduation date',
      'class of',
    ],
  },
  {
    id: 'wechat',
    label: { 'zh-CN': '微信', 'en-US': 'WeChat' },
    prompt: { 'zh-CN': '[微信号]', 'en-US': '[WeChat ID]' },
    example: { 'zh-CN': 'zhangming_example', 'en-US': 'alexchen_example' },
    aliases: ['微信', '微信号', 'wechat', 'weixin'],
  },
  {
    id: 'github',
    label: { 'zh-CN': 'GitHub', 'en-US': 'GitHub' },
    prompt: { 'zh-CN': '[GitHub 主页链接]', 'en-US': '[GitHub profile URL]' },
    example: { 'zh-CN': 'github.com/example', 'en-US': 'github.com/example' },
    aliases: ['github', 'git hub', 'github 主页'],
  },
  {
    id: 'linkedin',
    label: { 'zh-CN': '领英', 'en-US': 'LinkedIn' },
    prompt: { 'zh-CN': '[领英主页链接]', 'en-US': '[LinkedIn profile URL]' },
    example: { 'zh-CN': 'linkedin.com/in/example', 'en-US': 'linkedin.com/in/example' },
    aliases: ['领英', 'linkedin', 'linked in'],
  },
  {
    id: 'website',
    label: { 'zh-CN': '个人主页', 'en-US': 'Website' },
    prompt: { 'zh-CN': '[个人主页或作品集链接]', 'en-US': '[Portfolio or personal website]' },
    example: { 'zh-CN': 'example.com', 'en-US': 'example.com' },
    aliases: [
      '个人主页',
      '个人网站',
      '作品集',
      '作品链接',
      '博客',
      'portfolio',
      'website',
      'personal website',
      'blog',
      'homepage',
    ],
  },
];

/** Written in every outline's basic information, in this order. */
export const STANDARD_BASIC_FIELDS: readonly BasicFieldId[] = [
  'name',
  'phone',
  'email',
  'location',
  'target',
];

/**
 * Added after the standard fields by applicant type: when an intern can work, when a graduating student
 * finishes. Recruiters screen on both before reading anything else.
 */
export const EXTRA_BASIC_FIELDS: Readonly<Record<JobType, readonly BasicFieldId[]>> = {
  social: [],
  intern: ['availability'],
  campus: ['graduation'],
};

/** The basic fields an outline for this applicant type asks for, in order. */
export function basicFieldsFor(type: JobType): readonly BasicFieldId[] {
  return [...STANDARD_BASIC_FIELDS, ...EXTRA_BASIC_FIELDS[type]];
}

/** Lower case, half-width, without spaces or a trailing colon: "E-mail：" → "e-mail". */
export function normalizeFieldKey(key: string): string {
  return key
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[:：]\s*$/, '')
    .replace(/\s+/g, '')
    .trim();
}

const byAlias = new Map<string, BasicField>();
for (const field of BASIC_FIELDS) {
  for (const alias of field.aliases) byAlias.set(normalizeFieldKey(alias), field);
}
const byId = new Map(BASIC_FIELDS.map((field) => [field.id, field]));

/** The basic field a key names ("手机号" → phone), or undefined. */
export function basicFieldOfKey(key: string): BasicField | undefined {
  return byAlias.get(normalizeFieldKey(key));
}

export function basicField(id: BasicFieldId): BasicField {
  const field = byId.get(id);
  if (!field) throw new Error(`unknown basic field ${id}`);
  return field;
}

export function basicFieldLabel(id: BasicFieldId, locale: Locale): string {
  return basicField(id).label[locale];
}
