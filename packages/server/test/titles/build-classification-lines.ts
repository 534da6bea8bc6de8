// One-off, already run: samples the `classification` and `alternate` lines of corpus-en.tsv from the O*NET
// reference files (O*NET 30.0, CC BY 4.0 — see ONET-SOURCE.md at the repository root), deterministically.
//
//   node --import tsx test/titles/build-classification-lines.ts [reference folder]
//
// The reference folder (default /work/shared/reference/occupations) is not part of the repository; the output is
// committed. The script rewrites the O*NET-sampled lines of corpus-en.tsv and keeps every hand-written line
// (any other `source`) as it is, after them.
//
// Sampling, per O*NET code, with a generator seeded by the code (FNV-1a of `titles-2026:` + code, mulberry32):
// - every code that is no "All Other" catch-all gets one alternate title, and with probability 0.6 a second line:
//   its own classification name (probability 0.45) or a second alternate title;
// - an alternate title qualifies when no other code lists the same title (so the label is the code's, not a
//   guess), it has no parenthesised expansion, and it is 3-60 characters long; a code without one gets its
//   classification name;
// - each "All Other" code gets one alternate title, labelled by hand in ALL_OTHER_LABELS (the right occupation,
//   or `none`).
// Labels: the code's id from skeleton-ids.tsv, or the existing family that the code is (CODE_FAMILY), or, for a
// code split across finer families, the family a title names (CODE_RULES); TITLE_LABELS corrects single titles
// after review. The track comes from the title's words (apprentice, trainee, intern, co-op).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fnv1a } from './eval-titles.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const reference = process.argv[2] ?? '/work/shared/reference/occupations';
const corpusFile = path.join(here, 'corpus-en.tsv');
const SAMPLED_SOURCES = new Set(['classification', 'alternate']);

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Codes that an existing job family is, labelled with the family's id. */
const CODE_FAMILY: Record<string, string> = {
  '11-2022.00': 'sales-manager',
  '13-1071.00': 'hr-generalist',
  '13-2011.00': 'accountant',
  '13-2051.00': 'financial-analyst',
  '17-2051.00': 'civil-engineer',
  '17-2061.00': 'hardware-engineer',
  '17-2071.00': 'electrical-engineer',
  '17-2112.00': 'industrial-engineer',
  '11-9051.00': 'restaurant-manager',
  '11-9111.00': 'hospital-administrator',
  '11-9141.00': 'property-manager',
  '13-1022.00': 'buyer-merchandiser',
  '13-1023.00': 'procurement-specialist',
  '13-1031.00': 'claims-adjuster',
  '13-1041.00': 'compliance-officer',
  '13-1041.07': 'regulatory-affairs-specialist',
  '13-1041.08': 'customs-specialist',
  '13-1051.00': 'cost-engineer',
  '13-1082.00': 'project-manager',
  '13-1111.00': 'management-consultant',
  '13-1121.00': 'event-planner',
  '13-1141.00': 'compensation-benefits',
  '13-1151.00': 'training-specialist',
  '13-1161.01': 'performance-marketer',
  '13-2052.00': 'wealth-manager',
  '13-2054.00': 'risk-analyst',
  '13-2072.00': 'credit-officer',
  '13-2082.00': 'tax-specialist',
  '13-2099.01': 'quantitative-researcher',
  '15-1232.00': 'it-support',
  '15-1241.00': 'network-engineer',
  '15-1241.01': 'telecom-engineer',
  '15-1242.00': 'database-administrator',
  '15-1253.00': 'qa-engineer',
  '15-1255.00': 'ui-ux-designer',
  '15-1255.01': 'game-designer',
  '15-1299.05': 'security-engineer',
  '15-2011.00': 'actuary',
  '15-2041.00': 'statistician',
  '15-2051.00': 'data-scientist',
  '15-2051.02': 'clinical-data-manager',
  '17-1011.00': 'architect',
  '17-1012.00': 'landscape-architect',
  '17-1022.00': 'surveyor',
  '17-2011.00': 'aerospace-engineer',
  '17-2031.00': 'biomedical-engineer',
  '17-2041.00': 'chemical-engineer',
  '17-2051.02': 'water-engineer',
  '17-2081.00': 'environmental-engineer',
  '17-2111.02': 'fire-protection-engineer',
  '17-2112.03': 'process-engineer',
  '17-2131.00': 'materials-engineer',
  '17-2141.00': 'mechanical-engineer',
  '17-2141.02': 'automotive-engineer',
  '17-2151.00': 'mining-engineer',
  '17-2171.00': 'petroleum-engineer',
  '17-2199.07': 'optical-engineer',
  '17-2199.08': 'robotics-engineer',
  '17-3028.00': 'calibration-technician',
  '17-3029.01': 'ndt-technician',
  '19-1012.00': 'food-scientist',
  '19-2031.00': 'chemist',
  '19-2042.00': 'geologist',
  '19-3051.00': 'urban-planner',
  '19-4061.00': 'research-assistant',
  '19-4071.00': 'forestry-technician',
  '19-4099.01': 'lab-analyst',
  '19-5011.00': 'ehs-specialist',
  '21-1012.00': 'student-counselor',
  '21-1014.00': 'psychological-counselor',
  '21-1021.00': 'social-worker',
  '23-1011.00': 'lawyer',
  '23-1012.00': 'judicial-assistant',
  '23-2011.00': 'paralegal',
  '25-2011.00': 'preschool-teacher',
  '25-2021.00': 'elementary-teacher',
  '25-2031.00': 'teacher',
  '25-3041.00': 'tutor',
  '25-4011.00': 'archivist',
  '25-4012.00': 'curator',
  '25-4022.00': 'librarian',
  '25-9031.00': 'curriculum-developer',
  '27-1021.00': 'industrial-designer',
  '27-1022.00': 'fashion-designer',
  '27-1023.00': 'florist',
  '27-1024.00': 'graphic-designer',
  '27-1025.00': 'interior-designer',
  '27-1026.00': 'visual-merchandiser',
  '27-2011.00': 'actor',
  '27-2022.00': 'sports-coach',
  '27-2031.00': 'dancer',
  '27-2042.00': 'musician',
  '27-3011.00': 'broadcast-host',
  '27-3023.00': 'journalist-editor',
  '27-3031.00': 'public-relations',
  '27-3041.00': 'journalist-editor',
  '27-3042.00': 'technical-writer',
  '27-3091.00': 'translator',
  '27-4014.00': 'audio-engineer',
  '27-4021.00': 'photographer',
  '27-4032.00': 'video-editor',
  '29-1021.00': 'dentist',
  '29-1031.00': 'dietitian',
  '29-1041.00': 'optometrist',
  '29-1051.00': 'pharmacist',
  '29-1123.00': 'rehabilitation-therapist',
  '29-1126.00': 'respiratory-therapist',
  '29-1131.00': 'veterinarian',
  '29-1141.00': 'nurse',
  '29-1181.00': 'audiologist',
  '29-1292.00': 'dental-hygienist',
  '29-2011.00': 'medical-lab-technologist',
  '29-2034.00': 'radiologic-technologist',
  '29-2043.00': 'paramedic',
  '29-2052.00': 'pharmacy-technician',
  '29-9092.00': 'genetic-counselor',
  '29-9099.01': 'midwife',
  '31-1121.00': 'caregiver',
  '31-9011.00': 'massage-therapist',
  '31-9093.00': 'sterile-processing-technician',
  '33-2011.00': 'firefighter',
  '33-3012.00': 'correctional-officer',
  '33-3051.00': 'police-officer',
  '33-9032.00': 'security-guard',
  '33-9092.00': 'lifeguard',
  '35-1011.00': 'chef',
  '35-3011.00': 'bartender',
  '35-3023.01': 'barista',
  '35-3031.00': 'waiter',
  '37-2012.00': 'housekeeping',
  '39-4031.00': 'funeral-director',
  '39-5012.00': 'hairstylist',
  '39-5091.00': 'makeup-artist',
  '39-5094.00': 'beautician',
  '39-7011.00': 'tour-guide',
  '39-9011.01': 'nanny',
  '39-9031.00': 'fitness-coach',
  '41-1011.00': 'store-manager',
  '41-2031.00': 'retail-sales-associate',
  '41-3021.00': 'insurance-agent',
  '41-3041.00': 'travel-agent',
  '41-4012.00': 'sales-representative',
  '41-9022.00': 'real-estate-agent',
  '41-9031.00': 'presales-engineer',
  '43-3011.00': 'collections-specialist',
  '43-3071.00': 'bank-teller',
  '43-4051.00': 'customer-service',
  '43-4081.00': 'hotel-hospitality',
  '43-5011.01': 'freight-forwarder',
  '43-5021.00': 'courier',
  '43-6014.00': 'administrative-assistant',
  '47-2031.00': 'carpenter',
  '47-2073.00': 'heavy-equipment-operator',
  '47-2111.00': 'electrician',
  '47-2152.00': 'plumber',
  '47-2231.00': 'solar-pv-technician',
  '47-4011.00': 'construction-supervisor',
  '47-4021.00': 'elevator-technician',
  '49-3011.00': 'aircraft-maintenance-technician',
  '49-3023.00': 'auto-mechanic',
  '49-9021.00': 'hvac-technician',
  '49-9081.00': 'wind-turbine-technician',
  '51-1011.00': 'production-supervisor',
  '51-2092.00': 'production-worker',
  '51-3011.00': 'baker',
  '51-4121.00': 'welder',
  '51-8021.00': 'boiler-operator',
  '51-9061.00': 'quality-inspector',
  '51-9161.00': 'cnc-machinist',
  '53-2011.00': 'pilot',
  '53-2021.00': 'air-traffic-controller',
  '53-2031.00': 'flight-attendant',
  '53-3032.00': 'driver',
  '53-4011.00': 'train-driver',
  '53-5021.00': 'deck-officer',
  '53-5031.00': 'marine-engineer',
  '53-7051.00': 'forklift-operator',
};

type Rule = readonly [RegExp, string];
const SOFTWARE_RULES: readonly Rule[] = [
  [/full[- ]?stack/i, 'full-stack-engineer'],
  [/front[- ]?end|\bui developer|javascript|jquery|react|angular|\bvue|html|\bcss\b/i, 'frontend-engineer'],
  [/back[- ]?end|server[- ]side|node\.?js|\bphp\b|ruby|\bjava\b|python|\.net\b|\bc#/i, 'backend-engineer'],
  [/\bmobile|\bios\b|android|\bapps? developer/i, 'mobile-engineer'],
  [/embedded|firmware/i, 'embedded-engineer'],
  [/devops|site reliability|\bsre\b/i, 'devops-engineer'],
  [/\bgame|gameplay/i, 'game-developer'],
  [/salesforce/i, 'salesforce-developer'],
  [/blockchain/i, 'blockchain-developer'],
  [/architect/i, 'software-architect'],
];

/** Codes split across finer families: the first rule whose pattern the title matches gives the label. */
const CODE_RULES: Record<string, readonly Rule[]> = {
  '11-1021.00': [
    [/operations/i, 'operations-manager'],
    [/general manager|\bgm\b/i, 'general-manager'],
  ],
  '11-2011.00': [[/brand/i, 'brand-manager']],
  '11-2021.00': [
    [/product marketing/i, 'product-marketing-manager'],
    [/brand/i, 'brand-manager'],
  ],
  '11-3021.00': [[/software|development|engineering/i, 'engineering-manager']],
  '11-9121.01': [[/clinical research associate|monitor/i, 'clinical-research-associate']],
  '13-1071.00': [
    [/recruit|talent acquisition|headhunt|sourcer/i, 'recruiter'],
    [/business partner/i, 'hrbp'],
  ],
  '13-1081.00': [
    [/supply chain/i, 'supply-chain-specialist'],
    [/logistics/i, 'logistics-specialist'],
  ],
  '13-1081.02': [[/supply chain/i, 'supply-chain-analyst']],
  '13-1161.00': [
    [/research|analyst|survey|insight/i, 'market-research-analyst'],
    [/marketing/i, 'marketing-specialist'],
  ],
  '13-2011.00': [
    [/audit/i, 'auditor'],
    [/cost/i, 'cost-accountant'],
  ],
  '13-2051.00': [[/equity research|research analyst|securities analyst/i, 'equity-research-analyst']],
  '15-1211.00': [
    [/\berp\b|\bsap\b|oracle/i, 'erp-consultant'],
    [/business/i, 'business-analyst'],
  ],
  '15-1243.00': [[/data engineer|\betl\b|big data/i, 'data-engineer']],
  '15-1243.01': [[/data engineer|\betl\b|big data/i, 'data-engineer']],
  '15-2051.01': [[/data analyst/i, 'data-analyst']],
  '15-1251.00': SOFTWARE_RULES,
  '15-1252.00': SOFTWARE_RULES,
  '15-1254.00': SOFTWARE_RULES,
  '17-2051.00': [[/structural/i, 'structural-engineer']],
  '17-2061.00': [[/\basic\b|\bchip\b|\bic design|vlsi|verification/i, 'ic-design-engineer']],
  '17-2112.00': [[/quality/i, 'quality-engineer']],
  '27-1013.00': [[/illustrat/i, 'illustrator']],
  '27-1014.00': [
    [/\b3-?d\b|modeler|modeller/i, 'three-d-artist'],
    [/motion/i, 'motion-designer'],
  ],
  '27-3043.00': [[/screen|script/i, 'screenwriter']],
  '29-1291.00': [[/oriental|chinese/i, 'tcm-practitioner']],
  '29-2031.00': [[/\bekg\b|\becg\b|electrocardio|cardiograph|holter|telemetry/i, 'ecg-technician']],
  '29-2072.00': [[/cod(er|ing)\b/i, 'medical-coder']],
  '15-1255.01': [[/engineer|developer|programmer/i, 'game-developer']],
  '17-2071.00': [
    [/instrument/i, 'instrumentation-engineer'],
    [/power|substation|protection|transmission|distribution/i, 'power-systems-engineer'],
  ],
  '11-3031.01': [[/treasur/i, 'treasury-specialist']],
  '19-1013.00': [[/agronom|crop/i, 'agronomist']],
  '25-3021.00': [
    [/scuba|\bdiv(e|ing)\b/i, 'dive-instructor'],
    [/\bski|snowboard/i, 'ski-instructor'],
    [/yoga|pilates|fitness/i, 'fitness-coach'],
    [/driv(er|ing)/i, 'driving-instructor'],
  ],
  '25-2032.00': [[/driv(er|ing)/i, 'driving-instructor']],
  '25-4013.00': [[/conservat|restor/i, 'conservator']],
  '27-2012.00': [[/film|video|television|\btv\b|commercial|movie/i, 'video-director']],
  '27-2021.00': [[/e-?sports?|gamer/i, 'esports-professional']],
  '27-3042.00': [[/medical|scientific|regulatory/i, 'medical-writer']],
  '45-2021.00': [[/husband/i, 'animal-husbandry-technician|animal-breeders']],
  '45-2092.00': [[/greenhouse|nursery/i, 'horticulturist']],
  '45-2093.00': [
    [/livestock|dairy|herd|swine|poultry|cattle/i, 'animal-husbandry-technician'],
    [/fish|hatchery|aqua/i, 'aquaculture-technician'],
  ],
  '39-2011.00': [[/\bdogs?\b|canine|k-?9/i, 'dog-trainer']],
  '39-2021.00': [[/groom|beautician|bather/i, 'pet-groomer']],
  '41-4011.00': [[/pharma|medical|drug/i, 'pharmaceutical-sales-rep']],
};

/**
 * Codes whose own id stays the label, with a family a recruiter would accept as well (the family's titles name
 * the job: "nursing assistant" in caregiver, "dental assistant" in dental-hygienist): appended as alternatives.
 * Physician specialties (29-12xx) also accept doctor, postsecondary teachers (25-1xxx) university-lecturer.
 */
const CODE_ALSO: Record<string, string> = {
  '11-1011.00': 'general-manager',
  '11-1011.03': 'esg-analyst',
  '11-2032.00': 'public-relations',
  '11-2033.00': 'nonprofit-program-officer',
  '11-3013.00': 'property-manager',
  '11-3051.00': 'production-supervisor',
  '11-3051.01': 'quality-engineer',
  '11-3111.00': 'compensation-benefits',
  '11-3131.00': 'training-specialist',
  '11-9121.01': 'clinical-research-associate',
  '11-9199.01': 'regulatory-affairs-specialist',
  '11-9199.02': 'compliance-officer',
  '13-1041.01': 'environmental-engineer',
  '13-1081.02': 'supply-chain-analyst',
  '13-1131.00': 'nonprofit-program-officer',
  '13-1199.05': 'esg-analyst',
  '13-1199.06': 'ecommerce-operations',
  '13-2031.00': 'financial-analyst',
  '13-2041.00': 'credit-officer',
  '13-2053.00': 'claims-adjuster',
  '13-2099.04': 'risk-analyst',
  '15-1211.00': 'business-analyst',
  '15-1212.00': 'security-engineer',
  '15-1231.00': 'network-engineer|it-support',
  '15-1244.00': 'network-engineer',
  '15-1299.04': 'security-engineer',
  '15-1299.07': 'blockchain-developer',
  '15-1299.08': 'software-architect',
  '15-1299.09': 'project-manager',
  '15-2041.01': 'statistician',
  '15-2051.01': 'data-analyst',
  '17-1021.00': 'surveyor',
  '17-2072.00': 'hardware-engineer',
  '17-2111.00': 'ehs-specialist',
  '17-2199.03': 'hvac-engineer',
  '17-2199.05': 'mechanical-engineer',
  '17-3031.00': 'surveyor',
  '15-1299.02': 'surveyor',
  '19-1032.00': 'forestry-technician',
  '19-1041.00': 'public-health-specialist',
  '19-2032.00': 'materials-engineer',
  '19-2041.00': 'environmental-engineer',
  '19-4012.00': 'agronomist',
  '19-4031.00': 'lab-analyst',
  '19-5012.00': 'ehs-specialist',
  '21-1011.00': 'psychological-counselor',
  '21-1013.00': 'psychological-counselor',
  '21-1022.00': 'social-worker',
  '21-1023.00': 'social-worker',
  '21-1091.00': 'public-health-specialist',
  '21-1094.00': 'community-worker',
  '25-2012.00': 'preschool-teacher',
  '25-2022.00': 'teacher',
  '25-2051.00': 'special-education-teacher',
  '25-2055.00': 'special-education-teacher',
  '25-2056.00': 'special-education-teacher',
  '25-2057.00': 'special-education-teacher',
  '25-2058.00': 'special-education-teacher',
  '25-3031.00': 'teacher',
  '25-4031.00': 'librarian',
  '25-9042.00': 'teacher',
  '27-1014.00': 'three-d-artist',
  '27-2032.00': 'dancer',
  '27-4031.00': 'photographer',
  '29-1022.00': 'dentist',
  '29-1023.00': 'dentist',
  '29-1024.00': 'dentist',
  '29-1122.00': 'rehabilitation-therapist',
  '29-1127.00': 'rehabilitation-therapist',
  '29-1141.01': 'nurse',
  '29-1141.03': 'nurse',
  '29-1141.04': 'nurse',
  '29-1291.00': 'tcm-practitioner',
  '29-2032.00': 'radiologic-technologist',
  '29-2035.00': 'radiologic-technologist',
  '29-2042.00': 'paramedic',
  '29-2051.00': 'dietitian',
  '29-2061.00': 'nurse',
  '29-2081.00': 'optometrist',
  '29-2092.00': 'audiologist',
  '31-1122.00': 'caregiver',
  '31-1131.00': 'caregiver',
  '31-2011.00': 'rehabilitation-therapist',
  '31-2021.00': 'rehabilitation-therapist',
  '31-2022.00': 'rehabilitation-therapist',
  '31-9091.00': 'dental-hygienist',
  '31-9095.00': 'pharmacy-technician',
  '33-1091.00': 'security-guard',
  '33-3021.00': 'police-officer',
  '33-3052.00': 'police-officer',
  '33-9093.00': 'security-guard',
  '33-9099.02': 'security-guard',
  '35-2011.00': 'chef',
  '35-2012.00': 'chef',
  '35-2013.00': 'chef',
  '35-2014.00': 'chef',
  '35-2015.00': 'chef',
  '35-3041.00': 'waiter',
  '35-9011.00': 'waiter',
  '35-9031.00': 'waiter',
  '37-1011.00': 'housekeeping',
  '37-2011.00': 'housekeeping',
  '39-4011.00': 'funeral-director',
  '39-4012.00': 'funeral-director',
  '39-4021.00': 'funeral-director',
  '39-5011.00': 'hairstylist',
  '39-5092.00': 'beautician',
  '39-6012.00': 'hotel-hospitality',
  '39-7012.00': 'tour-guide',
  '39-9011.00': 'nanny|preschool-teacher',
  '41-1012.00': 'sales-manager',
  '41-2011.00': 'retail-sales-associate',
  '41-3031.00': 'wealth-manager|securities-trader',
  '41-3091.00': 'sales-representative',
  '41-4011.00': 'sales-representative',
  '41-9021.00': 'real-estate-agent',
  '43-3031.00': 'accountant',
  '43-3051.00': 'compensation-benefits',
  '43-4031.00': 'judicial-assistant',
  '43-4121.00': 'librarian',
  '43-4131.00': 'credit-officer',
  '43-4161.00': 'hr-generalist',
  '43-4181.00': 'travel-agent',
  '43-5011.00': 'freight-forwarder',
  '43-5032.00': 'logistics-specialist',
  '43-5052.00': 'courier',
  '43-5061.00': 'production-planner',
  '43-5071.00': 'logistics-specialist',
  '43-6011.00': 'administrative-assistant',
  '43-6012.00': 'paralegal',
  '43-6013.00': 'administrative-assistant',
  '45-2021.00': 'animal-husbandry-technician',
  '47-5022.00': 'heavy-equipment-operator',
  '49-2091.00': 'aircraft-maintenance-technician',
  '49-3021.00': 'auto-mechanic',
  '49-3031.00': 'auto-mechanic',
  '49-9041.00': 'equipment-engineer',
  '49-9043.00': 'equipment-engineer',
  '49-9062.00': 'biomedical-engineer',
  '49-9071.00': 'equipment-engineer',
  '51-2022.00': 'production-worker',
  '51-2023.00': 'production-worker',
  '51-2031.00': 'production-worker',
  '51-2041.00': 'welder',
  '51-4041.00': 'cnc-machinist',
  '51-4111.00': 'mold-designer|cnc-machinist',
  '51-4122.00': 'welder',
  '51-6092.00': 'fashion-designer',
  '51-7011.00': 'carpenter',
  '51-9111.00': 'production-worker',
  '51-9162.00': 'cnc-machinist',
  '51-9198.00': 'production-worker',
  '53-2012.00': 'pilot',
  '53-3031.00': 'driver|courier',
  '53-3033.00': 'driver|courier',
  '53-3051.00': 'driver',
  '53-3052.00': 'driver',
  '53-3053.00': 'driver',
  '53-3054.00': 'driver',
  '53-4013.00': 'train-driver',
  '53-4041.00': 'train-driver',
  '53-6032.00': 'airport-ground-staff',
  '53-7021.00': 'heavy-equipment-operator',
  '53-7062.00': 'forklift-operator',
  '53-7065.00': 'forklift-operator',
};

/** One reviewed alternate title per "All Other" code: the occupation a recruiter would file it under, or none. */
const ALL_OTHER_LABELS: Record<string, string> = {
  'Educational Director': 'education-administrators-kindergarten-through-secondary|academic-affairs',
  'Traffic Chief': 'none',
  'Shop Steward': 'labor-relations-specialists',
  'Licensed Bondsman': 'none',
  'Computer Systems Hardware Analyst': 'computer-systems-analysts',
  'Balance Engineer': 'none',
  'Ocean Engineer': 'marine-engineers-and-naval-architects',
  'Drafting Layout Man': 'mechanical-drafters|architectural-and-civil-drafters',
  'Nuclear Engineering Technologist': 'nuclear-technicians',
  'Plant Etiologist': 'soil-and-plant-scientists',
  'Life Science Taxonomist': 'biologists',
  'Wood Technologist': 'materials-scientists',
  'Research Psychologist': 'none',
  'Intelligence Research Specialist': 'intelligence-analysts',
  'City Planning Aide': 'urban-planner',
  'Career Manager': 'none',
  'Student Officer': 'none',
  Activist: 'none',
  'Minister Helper': 'clergy',
  'Case Briefer': 'paralegal',
  'Urban Planning Professor': 'university-lecturer',
  'Flight Teacher': 'pilot',
  'Teacher of the Visually Impaired': 'special-education-teacher',
  'Adjunct Teacher': 'teacher|university-lecturer',
  'Tutor Assistant': 'tutor',
  'Satellite Instruction Facilitator': 'none',
  'Architectural Modeler': 'model-makers-wood',
  'Memorial Marker Designer': 'none',
  'Mind Reader': 'none',
  'Audio-Visual Specialist': 'audio-and-video-technicians',
  'Radar Operator': 'none',
  'Maxillofacial Pathology': 'dentist',
  'Animal Assisted Therapist': 'none',
  'Neonatal Surgeon': 'pediatric-surgeons',
  Herbologist: 'tcm-practitioner',
  'Health Care Sanitary Technician': 'none',
  'Traditional Chinese Herbalist': 'tcm-practitioner',
  'Formula Technician': 'none',
  'Captain of Guards':
    'first-line-supervisors-of-security-workers|first-line-supervisors-of-correctional-officers',
  'Cafeteria Monitor': 'none',
  'Falafel Cart Cook': 'cooks-fast-food',
  'Dietitian Helper': 'food-preparation-workers',
  'Hand Rug Cleaner': 'janitors-and-cleaners',
  'Trail Construction Worker': 'landscaping-and-groundskeeping-workers|forest-and-conservation-workers',
  Identifier: 'none',
  'Escalator Operator': 'none',
  'Automobile Locator': 'none',
  'Telegraph Operator': 'none',
  'Trust Vault Custodian': 'none',
  'Tracer Clerk': 'none',
  'Irrigation Worker': 'farmworkers-and-laborers-crop-nursery-and-greenhouse',
  'Log Skidder': 'logging-equipment-operators',
  'Plate Glass Installer Helper': 'glaziers',
  'Tar Boiler': 'none',
  'Zinc Miner': 'continuous-mining-machine-operators',
  'Lamp Mechanic': 'none',
  'Gyroscope Repairer': 'none',
  'Pump Rebuilder': 'industrial-machinery-mechanics',
  'Channel Installer': 'none',
  'Electrical Discharge Machine Operator':
    'cnc-machinist|multiple-machine-tool-setters-operators-and-tenders-metal-and-plastic',
  'Kettle Hand': 'none',
  'Sash Sticker': 'woodworking-machine-setters-operators-and-tenders',
  'Coal Pipeline Operator': 'pump-operators',
  'Inset Cutter': 'cutters-and-trimmers-hand',
  'Tractor Sweeper Operator': 'none',
  'Rail Transportation Tabeler': 'none',
  'Flag Signalman': 'crossing-guards-and-flaggers',
  'Lead Cargoman': 'laborers-and-freight-stock-and-material-movers-hand',
  'Staff Antisubmarine Officer': 'none',
  'Combat Control Manager': 'none',
  'Tactical Debriefer': 'none',
};

/** Single sampled titles whose code's label does not fit them, after review. */
const TITLE_LABELS: Record<string, string> = {
  'Predictive Maintenance Specialist': 'ndt-technician|equipment-engineer',
  Electrochemist: 'chemist|battery-engineer',
  'Autonomy Engineer': 'robotics-engineer|autonomous-driving-engineer',
  'Autonomous Vehicle Design Engineer': 'autonomous-driving-engineer|robotics-engineer',
  'Architectural Technologist': 'architectural-and-civil-drafters|architect',
  'Pricing Manager': 'pricing-analyst|marketing-managers',
  'Cost Controller': 'cost-accountant|treasurers-and-controllers',
  'Project Design Engineer': 'none',
  'Production Staff Worker': 'production-worker',
  'Healthcare Science Specialist': 'none',
  'Instrumentation and Process Controls Technician': 'instrumentation-engineer|robotics-technicians',
  'Performance Technician': 'none',
  'Cost Estimating Engineer': 'cost-engineer',
  'File System Installer': 'none',
  'Location Man': 'none',
  'Cardiac Device Specialist': 'none',
  'Deployment Engineer': 'none',
  'Business Development Representative': 'business-development|sales-representative',
  'Customer Experience Strategist': 'none',
  'Application Coordinator': 'none',
  'Software Requirements Engineer': 'qa-engineer|business-analyst',
  'Heavy Civil Project Manager': 'civil-engineer|construction-managers',
  'Hardware Architect': 'hardware-engineer',
  'Systems Reliability Engineer': 'reliability-engineer|validation-engineers|equipment-engineer',
  'Electrical Reliability Engineer': 'reliability-engineer|validation-engineers|equipment-engineer',
  'Architect Specialist': 'none',
  'Structural Analysis Engineer': 'aerospace-engineer|cae-engineer',
  'Information Security Auditor': 'security-engineer|auditor',
  'Storage Engineer': 'network-and-computer-systems-administrators|devops-engineer',
  'Conversion Specialist': 'none',
  'Digital Media Analyst': 'none',
  'Utilization Review Manager': 'none',
  'Field Data Technician': 'none',
  'Import-Export Agent': 'customs-specialist|foreign-trade-specialist',
  'Ocean Import Representative': 'customs-specialist|freight-forwarder',
  'Farm Crew Member': 'farmworkers-and-laborers-crop-nursery-and-greenhouse',
  'Employee Experience Specialist': 'hr-generalist',
  'Efficiency Manager': 'none',
  'Fashion Marketer': 'marketing-specialist|marketing-managers',
  'Account Director': 'advertising-and-promotions-managers|key-account-manager',
  'Sub Plant Manager': 'industrial-production-managers|production-supervisor',
  'Plant Site Leader': 'none',
  'General Merchandise Manager': 'purchasing-managers|buyer-merchandiser',
  'County Commissioner': 'legislators|chief-executives',
  'Arranging Funeral Director': 'funeral-home-managers|funeral-director',
  'Vehicle Purchasing Agent': 'procurement-specialist',
  'Pricing Specialist': 'pricing-analyst',
  'Commercial Credit Manager': 'credit-analysts|credit-officer',
  'Bank Compliance Officer': 'compliance-officer|financial-examiners',
  'Financial Assistance Specialist': 'none',
  'Network Operations Analyst': 'computer-network-support-specialists|network-engineer',
  'WordPress Developer': 'web-developers|frontend-engineer',
  'Medical Record Librarian': 'health-information-technologists-and-medical-registrars',
  'Paid Media Director': 'performance-marketer',
  'Media Relations Director': 'public-relations-managers',
  'Digital Media Coordinator': 'new-media-operations',
  'Interactive Designer': 'ui-ux-designer',
  'Cloth Designer': 'fashion-designer',
  'Ceramic Mold Designer': 'industrial-designer|mold-designer',
  'Catalogue Illustrator': 'graphic-designer|illustrator',
  'Fashion Advisor': 'image-stylist|fashion-designer',
  'Smart Home Expert': 'none',
  'Anesthetic Assistant': 'anesthesiologist-assistants',
  'Animal Physiologist': 'animal-scientists',
  'Dental Surgeon': 'oral-and-maxillofacial-surgeons|dentist',
  'Physical Trainer': 'athletic-trainers|fitness-coach',
  'Athletic Lecturer': 'none',
  'Cancer Program Consultant': 'none',
  'Acute Care Physician': 'doctor',
  'Cosmetic Surgeon': 'doctor',
  'Postpartum Nurse': 'nurse',
  'Blood Tester': 'none',
  'Program Officer': 'nonprofit-program-officer',
  'Postdoctoral Research Associate': 'research-assistant|university-lecturer',
  'Quality Improvement Analyst': 'none',
  'Direct Care Specialist': 'caregiver',
  'Educational Consultant': 'course-consultant|student-counselor',
  'Youth Coordinator': 'none',
  'Government Affairs Specialist': 'public-relations',
  'Energy Systems Operator': 'power-plant-operators',
  'Construction Safety Consultant': 'occupational-health-and-safety-technicians|ehs-specialist',
  'Hotel Guest Service Agent': 'hotel-hospitality|concierges',
  'Automobile Leasing Supervisor': 'sales-manager|store-manager',
  'Site Leasing Agent': 'real-estate-agent|advertising-sales-agents',
  'Compensation Agent': 'none',
  'Securities Lending Trader': 'securities-trader',
  'Sales Development Representative': 'sales-representative|business-development',
  'Inbound Call Center Agent': 'customer-service|telemarketers',
  'Desk Operator': 'none',
  'Accountant Assistant': 'bookkeeping-accounting-and-auditing-clerks|accountant',
  'Procurement Coordinator': 'procurement-clerks|procurement-specialist',
  'Pre-Authorization Specialist': 'none',
  'Program Specialist': 'none',
  'Manufacturing Clerk': 'none',
  'Fulfillment Specialist': 'order-clerks|logistics-specialist',
  'Route Specialist': 'none',
  'Computer Processing Scheduler': 'none',
  'Processing Specialist': 'none',
  'Content Coordinator': 'content-operations',
  'Front Office Assistant': 'office-clerks-general|administrative-assistant',
  'Truck Team Member': 'none',
  'Notification Specialist': 'none',
  'Subway Guard': 'security-guard',
  'Loss Mitigation Specialist': 'none',
  'Pathology Assistant': 'none',
  'Communication Assistant': 'none',
  'Dental Specialist': 'none',
  'Repeater Chief': 'none',
  'Measurement Technician': 'none',
  'Cable Assembler': 'electrical-and-electronic-equipment-assemblers|production-worker',
  'Troubleshooting Technician': 'none',
  'Distribution Field Technician': 'none',
  'Assembler Associate': 'production-worker',
  'Manufacturing Machine Operator': 'production-worker',
  'Meat Department Associate': 'butchers-and-meat-cutters',
  'Mold Washer': 'none',
  'Delivery Partner': 'courier|driver-sales-workers',
  'Hospital Carrier': 'none',
  'Bus Drive Coordinator': 'none',
  'Outbound Supervisor': 'none',
  'Airport Ramp Agent': 'airport-ground-staff|airfield-operations-specialists',
  'Machine Technician': 'none',
  'Solar Energy Manager': 'none',
  'Traveling Operator': 'none',
  'Breaker Engineer': 'none',
  'Custom Designer': 'none',
  Ceramist: 'none',
  'Accountants and Auditors': 'accountant|auditor',
  'Market Research Analysts and Marketing Specialists': 'market-research-analyst|marketing-specialist',
  'General and Operations Managers': 'general-manager|operations-manager',
};

function trackOf(title: string): string {
  if (/\bintern(ship)?\b|\bco-?op\b/i.test(title)) return 'intern';
  if (/\bapprentice|\btrainee\b/i.test(title)) return 'trainee';
  if (/\bnew grad|\bgraduate (scheme|program)/i.test(title)) return 'campus';
  return 'regular';
}

const key = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

function readTsv(file: string): [string, string, string, string][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => {
      const fields = line.split('\t');
      return [fields[0] ?? '', fields[1] ?? '', fields[2] ?? '', fields[3] ?? ''];
    });
}

function main() {
  const skeleton = new Map(
    readTsv(path.join(here, 'skeleton-ids.tsv')).map(([code, id]) => [code, id] as const),
  );
  const occupations = readTsv(path.join(reference, 'onet-occupations.tsv')).map(([code, title]) => ({
    code,
    title,
  }));
  const alternates = new Map<string, string[]>();
  const codesOf = new Map<string, Set<string>>();
  const note = (title: string, code: string) => {
    const k = key(title);
    if (!codesOf.has(k)) codesOf.set(k, new Set());
    codesOf.get(k)!.add(code);
  };
  for (const { code, title } of occupations) note(title, code);
  for (const [code, , alternate, short] of readTsv(path.join(reference, 'onet-alternate-titles.tsv'))) {
    note(alternate, code);
    if (short) note(short, code);
    if (!alternates.has(code)) alternates.set(code, []);
    alternates.get(code)!.push(alternate);
  }

  const labelOf = (code: string, title: string): string => {
    if (TITLE_LABELS[title]) return TITLE_LABELS[title];
    for (const [pattern, label] of CODE_RULES[code] ?? []) if (pattern.test(title)) return label;
    const own = skeleton.get(code);
    if (!own) throw new Error(`no id for ${code} ${title}`);
    if (CODE_FAMILY[code]) return CODE_FAMILY[code];
    const also =
      CODE_ALSO[code] ??
      (/^29-12/.test(code) ? 'doctor' : /^25-1/.test(code) ? 'university-lecturer' : undefined);
    return also ? `${own}|${also}` : own;
  };

  const lines: string[] = [];
  const missing: string[] = [];
  for (const { code, title } of occupations) {
    const random = mulberry32(fnv1a(`titles-2026:${code}`));
    const allOther = /All Other/.test(title);
    const seen = new Set<string>([key(title)]);
    const candidates = (alternates.get(code) ?? []).filter((alternate) => {
      const k = key(alternate);
      if (seen.has(k)) return false;
      seen.add(k);
      return (
        codesOf.get(k)!.size === 1 &&
        !alternate.includes('(') &&
        alternate.length >= 3 &&
        alternate.length <= 60
      );
    });
    const pick = (): string => candidates.splice(Math.floor(random() * candidates.length), 1)[0] ?? '';
    if (allOther) {
      if (!candidates.length) continue;
      const chosen = pick();
      const label = ALL_OTHER_LABELS[chosen];
      if (!label) missing.push(`${code}\t${title}\t${chosen}`);
      else lines.push([chosen, 'en', trackOf(chosen), label, 'alternate'].join('\t'));
      continue;
    }
    const chosen: [string, string][] = [];
    if (candidates.length) chosen.push([pick(), 'alternate']);
    else chosen.push([title, 'classification']);
    if (random() < 0.6) {
      if (random() < 0.45 || !candidates.length) {
        if (chosen[0]?.[1] !== 'classification') chosen.push([title, 'classification']);
      } else chosen.push([pick(), 'alternate']);
    }
    for (const [text, source] of chosen)
      lines.push([text, 'en', trackOf(text), labelOf(code, text), source].join('\t'));
  }
  const known = new Set([...skeleton.values(), 'none']);
  const dataDir = path.join(here, '..', '..', 'src', 'knowledge', 'catalogue', 'data');
  for (const file of readdirSync(dataDir).filter((name) => name.endsWith('.json')))
    for (const record of JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as { id: string }[])
      known.add(record.id);
  const unknown = lines.filter((line) => (line.split('\t')[3] ?? '').split('|').some((id) => !known.has(id)));
  if (unknown.length) throw new Error(`labels that are no occupation id:\n${unknown.join('\n')}`);
  if (missing.length) {
    console.error(`label these "All Other" titles in ALL_OTHER_LABELS:\n${missing.join('\n')}`);
    process.exitCode = 1;
    return;
  }

  const header = 'title\tlocale\ttrack\tlabel\tsource';
  const written = existsSync(corpusFile)
    ? readFileSync(corpusFile, 'utf8')
        .split('\n')
        .slice(1)
        .filter((line) => line.trim() && !SAMPLED_SOURCES.has(line.split('\t')[4] ?? ''))
    : [];
  writeFileSync(corpusFile, `${[header, ...lines, ...written].join('\n')}\n`);
  console.log(`${lines.length} sampled lines, ${written.length} written lines kept`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
