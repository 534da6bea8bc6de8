// One English spelling: US resumes are the default, so the knowledge base writes US forms, and a title
// typed in UK spelling ("Events Organiser") is read as its US form before it is matched.

/** UK word stems and their US forms; a stem covers its endings ("organis" → organise, organised, organisation). */
const STEMS: readonly (readonly [string, string])[] = [
  ['organis', 'organiz'],
  ['optimis', 'optimiz'],
  ['utilis', 'utiliz'],
  ['prioritis', 'prioritiz'],
  ['specialis', 'specializ'],
  ['recognis', 'recogniz'],
  ['minimis', 'minimiz'],
  ['maximis', 'maximiz'],
  ['standardis', 'standardiz'],
  ['customis', 'customiz'],
  ['digitis', 'digitiz'],
  ['visualis', 'visualiz'],
  ['mobilis', 'mobiliz'],
  ['authoris', 'authoriz'],
  ['summaris', 'summariz'],
  ['finalis', 'finaliz'],
  ['normalis', 'normaliz'],
  ['categoris', 'categoriz'],
  ['characteris', 'characteriz'],
  ['centralis', 'centraliz'],
  ['modernis', 'moderniz'],
  ['stabilis', 'stabiliz'],
  ['sanitis', 'sanitiz'],
  ['sterilis', 'steriliz'],
  ['hospitalis', 'hospitaliz'],
  ['personalis', 'personaliz'],
  ['localis', 'localiz'],
  ['monetis', 'monetiz'],
  ['capitalis', 'capitaliz'],
  ['apologis', 'apologiz'],
  ['emphasis', 'emphasiz'],
  ['analys', 'analyz'],
  ['paediatric', 'pediatric'],
  ['anaesthe', 'anesthe'],
  ['haemat', 'hemat'],
  ['haemo', 'hemo'],
  ['oesophag', 'esophag'],
  ['orthopaedic', 'orthopedic'],
  ['gynaecolog', 'gynecolog'],
  ['behaviour', 'behavior'],
  ['colour', 'color'],
  ['favour', 'favor'],
  ['labour', 'labor'],
  ['honour', 'honor'],
  ['neighbour', 'neighbor'],
  ['harbour', 'harbor'],
  ['endeavour', 'endeavor'],
  ['rumour', 'rumor'],
  ['programme', 'program'],
  ['catalogue', 'catalog'],
];
/** Whole words whose endings do not follow a stem. */
const WORDS: Readonly<Record<string, string>> = {
  centre: 'center',
  centres: 'centers',
  centred: 'centered',
  theatre: 'theater',
  theatres: 'theaters',
  metre: 'meter',
  metres: 'meters',
  litre: 'liter',
  litres: 'liters',
  fibre: 'fiber',
  licence: 'license',
  licences: 'licenses',
  defence: 'defense',
  offence: 'offense',
  modelling: 'modeling',
  modelled: 'modeled',
  travelled: 'traveled',
  travelling: 'traveling',
  traveller: 'traveler',
  travellers: 'travelers',
  cancelled: 'canceled',
  cancelling: 'canceling',
  labelled: 'labeled',
  labelling: 'labeling',
  counselling: 'counseling',
  counsellor: 'counselor',
  counsellors: 'counselors',
  fuelled: 'fueled',
  totalling: 'totaling',
  totalled: 'totaled',
  signalling: 'signaling',
  channelled: 'channeled',
  levelled: 'leveled',
  jewellery: 'jewelry',
  enquiry: 'inquiry',
  enquiries: 'inquiries',
  judgement: 'judgment',
  enrol: 'enroll',
  enrolment: 'enrollment',
  enrolments: 'enrollments',
  fulfil: 'fulfill',
  fulfilment: 'fulfillment',
  practise: 'practice',
  practised: 'practiced',
  practising: 'practicing',
  ageing: 'aging',
  tyre: 'tire',
  tyres: 'tires',
  grey: 'gray',
  cheque: 'check',
  cheques: 'checks',
  aluminium: 'aluminum',
  mould: 'mold',
  moulds: 'molds',
  moulding: 'molding',
  storey: 'story',
  storeys: 'stories',
  plough: 'plow',
};

/** The endings of an -ise verb and its nouns: organise, organised, organiser, organisation(s). */
const IZE_ENDINGS = /^(?:e|ed|es|er|ers|ing|ation|ations|ational|able)$/;
const LOOKUP = new Map<string, string>(Object.entries(WORDS));
const STEM_PATTERN = STEMS.map(([uk]) => uk).join('|');
/** A word that starts with a UK stem, or is one of the whole words: Latin letters only, so linear. */
const UK_WORD = new RegExp(`\\b(?:(?:${STEM_PATTERN})[a-z]*|${Object.keys(WORDS).join('|')})\\b`, 'gi');

/** The text in US spelling; case is kept ("Organisation" → "Organization"). */
export function toUSSpelling(text: string): string {
  if (!/[a-z]/i.test(text)) return text;
  return text.replace(UK_WORD, (word) => matchCase(word, usForm(word.toLowerCase())));
}

function usForm(word: string): string {
  const whole = LOOKUP.get(word);
  if (whole) return whole;
  for (const [uk, us] of STEMS) {
    if (word.startsWith(uk)) {
      const rest = word.slice(uk.length);
      // An -ise verb changes in its own endings only: "analysis", "organism", "emphasis" stay.
      if (uk.endsWith('is') || uk === 'analys') {
        if (!IZE_ENDINGS.test(rest)) return word;
      } else if (uk === 'programme' && rest !== '' && rest !== 's') return word;
      return us + rest;
    }
  }
  return word;
}

function matchCase(original: string, replacement: string): string {
  if (original === original.toUpperCase()) return replacement.toUpperCase();
  if (original[0] === original[0]?.toUpperCase()) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}
