// Counts of things and people in rewrites across trades (nursing, warehouse, construction, retail, hospitality,
// teaching, sales, software, finance, manufacturing, public sector, social work, trucking), en and zh: a team
// restated (supervised 8 → team of 8, 下属8人 → 带领8人团队), the counted thing named by a synonym (stores →
// locations, 商户 → 客户), an approximate count kept approximate (~40 → about 40, 43家 → 40余家) and a sum a reviewer
// accepts plainly (3 opened + 2 remodeled → 5 stores) are kept; a count raised, given to another thing (stores →
// markets, 户 → 人, 人次 → 名), to another verb (trained → led, 带教 → 带领), to another period or bullet is cut.
// Written from knowledge of resumes, without the model-answer corpus (session 16).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FactGuard } from '../../src/generation/llm/fact-guard.ts';
import { casesJudgedWrong, type GuardCase, job, summary } from '../helpers/guard-cases.ts';

// ---------- en entries ----------
const MEDSURG = 'Mass General Brigham | Nurse Manager, Med-Surg | 2015.04 - 2023.06';
const HOSPICE = 'VITAS Healthcare | Hospice RN Case Manager | 2017.02 - 2023.05';
const SNF = 'Genesis HealthCare | Director of Nursing | 2016.08 - 2023.03';
const TARGETDC = 'Target Distribution Center | Shift Supervisor | 2016.05 - 2022.11';
const UPS = 'UPS | Hub Supervisor | 2015.03 - 2021.08';
const AMZREG = 'Amazon | Regional Operations Manager | 2018.01 - 2023.12';
const SKANSKA = 'Skanska USA | Assistant Superintendent | 2014.06 - 2022.02';
const FOREMAN = 'Cochran Electric | Electrical Foreman | 2013.05 - 2022.09';
const REMODEL = 'Hearth & Home Remodeling | Project Lead | 2015.04 - 2023.01';
const HOMEDEPOT = 'The Home Depot | Assistant Store Manager | 2016.02 - 2022.07';
const DOLLAR = 'Dollar General | District Manager | 2015.09 - 2023.04';
const HYATT = 'Hyatt Regency Denver | Banquet Manager | 2016.01 - 2022.10';
const PANERA = 'Panera Bread | Multi-Unit Manager | 2017.03 - 2023.05';
const BIO = 'Naperville North High School | Biology Teacher | 2014.08 - 2023.06';
const UKSCH = 'Harris Academy Peckham | Maths Teacher | 2015.09 - 2023.07';
const ESL = 'Berlitz | ESL Instructor | 2016.09 - 2022.06';
const RSM = 'Salesforce | Regional Sales Manager | 2017.01 - 2023.10';
const AM = 'Gartner | Account Manager | 2018.06 - 2023.09';
const SALESOPS = 'Oracle | Sales Operations Analyst | 2018.02 - 2022.12';
const EM = 'Atlassian | Engineering Manager | 2018.02 - 2024.01';
const DEV = 'Capital One | Software Engineer | 2019.07 - 2024.03';
const SUPPORT = 'Zendesk | Support Team Lead | 2017.10 - 2023.04';
const AUDIT = 'Deloitte | Audit Senior | 2016.09 - 2022.08';
const PNC = 'PNC Bank | Regional Branch Manager | 2014.03 - 2022.06';
const WEALTH = 'Merrill Lynch | Financial Advisor | 2015.06 - 2023.02';
const CONSULT = 'Accenture | Management Consultant | 2016.08 - 2022.11';
const BOEING = 'Boeing | Production Supervisor | 2014.01 - 2022.05';
const PG = 'Procter & Gamble | Plant Operations Manager | 2012.07 - 2021.09';
const SSA = 'Social Security Administration | Claims Specialist | 2016.03 - 2023.08';
const COUNTY = 'King County Department of Community and Human Services | Program Manager | 2015.11 - 2023.05';
const CASEMGR = 'Catholic Charities | Case Manager | 2017.05 - 2023.04';
const CPS = 'Ohio Department of Job and Family Services | CPS Caseworker | 2016.02 - 2022.09';
const FLEET = 'J.B. Hunt | Fleet Manager | 2014.04 - 2022.12';
const DISPATCH = 'Swift Transportation | Dispatcher | 2017.01 - 2023.03';
const STAFFING = 'Randstad | Staffing Coordinator | 2018.04 - 2023.02';

// ---------- zh entries ----------
const XIEHE = '华中科技大学同济医学院附属协和医院 | 护士长 | 2014.07 - 2023.06';
const RUIJIN = '上海交通大学医学院附属瑞金医院 | 责任护士 | 2017.07 - 2023.08';
const CAINIAO = '菜鸟网络嘉兴仓 | 仓储经理 | 2016.03 - 2023.08';
const ZTO = '中通快递杭州转运中心 | 分拣班组长 | 2017.05 - 2022.10';
const CREC = '中铁十一局集团 | 项目经理 | 2012.07 - 2022.12';
const BGY = '碧桂园湖北区域 | 土建工程师 | 2016.07 - 2022.04';
const WATSONS = '屈臣氏华南区 | 区域经理 | 2015.04 - 2023.02';
const YONGHUI = '永辉超市福州某门店 | 店长 | 2016.09 - 2023.05';
const WHITESWAN = '广州白天鹅宾馆 | 客房部经理 | 2014.03 - 2022.08';
const QIZHONG = '成都七中 | 高中数学教师兼班主任 | 2013.09 - 2024.06';
const XDF = '新东方武汉学校 | 英语讲师 | 2015.07 - 2022.12';
const PINGAN = '中国平安人寿湖北分公司 | 营销主管 | 2016.04 - 2023.03';
const MENGNIU = '蒙牛乳业 | 城市经理 | 2017.03 - 2023.11';
const MEITUAN = '美团到店事业群 | 城市BD经理 | 2018.05 - 2023.12';
const JDTECH = '京东零售 | 技术经理 | 2017.07 - 2024.01';
const CCB = '中国建设银行宜昌分行 | 个人金融部经理 | 2013.07 - 2023.06';
const PWC = '普华永道中天会计师事务所 | 审计高级经理 | 2014.09 - 2022.08';
const FOXCONN = '富士康郑州科技园 | 生产线长 | 2015.03 - 2021.10';
const CATL = '宁德时代 | 生产主管 | 2017.07 - 2023.12';
const STREET = '武汉市武昌区某街道办事处 | 社区工作者 | 2016.09 - 2023.10';
const TAX = '国家税务总局武汉市某区税务局 | 科员 | 2015.07 - 2023.06';
const SOCIAL = '深圳市某社工服务中心 | 社工督导 | 2016.05 - 2023.04';
const DEPPON = '德邦物流 | 车队队长 | 2014.06 - 2022.09';
const SINOTRANS = '中外运物流华中公司 | 车辆调度 | 2017.02 - 2023.07';

const cases: GuardCase[] = [
  // ===================== en: careful rewrites (keep) =====================
  // --- team and supervision ---
  job(
    'en',
    FOREMAN,
    ['Supervised 8 electricians on a hospital expansion'],
    'Led a team of 8 electricians on a hospital expansion',
    false,
    'supervised 8 electricians → led a team of 8 electricians',
  ),
  job(
    'en',
    BOEING,
    ['Supervised 8 assembly mechanics on second shift'],
    'Managed a crew of 8 assembly mechanics on second shift',
    false,
    'supervised 8 mechanics → crew of 8',
  ),
  job(
    'en',
    SUPPORT,
    ['Supervised 8 Tier 1 support agents'],
    'Managed 8 direct reports on the Tier 1 support desk',
    false,
    'supervised 8 agents → 8 direct reports',
  ),
  job(
    'en',
    TARGETDC,
    ['Oversaw 3 shift leads and 25 associates in outbound'],
    'Led a 28-person outbound team of shift leads and associates',
    false,
    'oversaw 3 leads + 25 associates → 28-person team',
  ),
  job(
    'en',
    HOMEDEPOT,
    ['Supervised 2 department supervisors and 30 hourly associates'],
    'Led a team of 32 supervisors and hourly associates',
    false,
    'supervised 2 supervisors + 30 associates → team of 32',
  ),
  job(
    'en',
    MEDSURG,
    ['Managed a staff of 15 RNs and 6 CNAs'],
    'Managed 21 nursing staff (15 RNs and 6 CNAs)',
    false,
    'staff of 15 RNs + 6 CNAs → 21 nursing staff with parts',
  ),
  job(
    'en',
    EM,
    ['Managed a team of 4 engineers and 1 designer'],
    'Managed a 5-person team of engineers and a designer',
    false,
    'team of 4 engineers + 1 designer → 5-person team',
  ),
  job(
    'en',
    HYATT,
    ['Headed a 10-person banquet crew'],
    'Led 10 banquet staff',
    false,
    '10-person banquet crew → 10 banquet staff',
  ),
  job(
    'en',
    COUNTY,
    ['Direct reports: 7 (3 program coordinators, 4 case aides)'],
    'Managed 7 direct reports, including 3 program coordinators',
    false,
    'direct reports: 7 → managed 7 direct reports',
  ),
  job(
    'en',
    PG,
    ['Managed a department with a headcount of 40'],
    'Managed a 40-person department',
    false,
    'headcount of 40 → 40-person department',
  ),
  job(
    'en',
    UPS,
    ['Led the night sort crew (9 package handlers)'],
    'Led a 9-person night sort crew',
    false,
    'crew (9 handlers) in parentheses → 9-person crew',
  ),
  job(
    'en',
    RSM,
    ['Managed 5 account executives in the Southeast'],
    'Led a Southeast team of five account executives',
    false,
    'managed 5 AEs → team of five AEs',
  ),
  job(
    'en',
    MEDSURG,
    ['Precepted 14 new graduate nurses'],
    'Oriented 14 new graduate nurses to the unit',
    false,
    'precepted 14 new grads → oriented 14',
  ),
  job(
    'en',
    SNF,
    ['Oversaw a nursing staff of 60 across 3 units'],
    'Directed 60 nursing staff on 3 units',
    false,
    'nursing staff of 60 → 60 nursing staff',
  ),
  job(
    'en',
    SKANSKA,
    ['Coordinated 6 subcontractors with about 70 workers on site'],
    'Coordinated roughly 70 trade workers from 6 subcontractors',
    false,
    'about 70 workers → roughly 70 trade workers',
  ),

  // --- the counted thing named by a synonym ---
  job(
    'en',
    DOLLAR,
    ['Oversaw 14 stores in the Tampa market'],
    'Oversaw 14 locations in the Tampa market',
    false,
    'synonym 14 stores → 14 locations',
  ),
  job(
    'en',
    PG,
    ['Oversaw operations at 3 manufacturing plants'],
    'Oversaw operations at 3 manufacturing facilities',
    false,
    'synonym plants → facilities',
  ),
  job(
    'en',
    AMZREG,
    ['Oversaw 6 distribution centers in the Southeast'],
    'Oversaw 6 sites in the Southeast',
    false,
    'synonym distribution centers → sites',
  ),
  job(
    'en',
    AM,
    ['Managed 40 key customers in the mid-market segment'],
    'Managed 40 key accounts in the mid-market segment',
    false,
    'synonym customers → accounts',
  ),
  job(
    'en',
    AM,
    ['Serviced 85 commercial customers'],
    'Serviced 85 commercial clients',
    false,
    'synonym customers → clients',
  ),
  job(
    'en',
    CONSULT,
    ['Delivered 11 client engagements in healthcare'],
    'Delivered 11 client projects in healthcare',
    false,
    'synonym engagements → projects',
  ),
  job(
    'en',
    REMODEL,
    ['Completed 30 kitchen and bath remodel jobs'],
    'Completed 30 kitchen and bath remodeling projects',
    false,
    'synonym jobs → projects',
  ),
  job(
    'en',
    PANERA,
    ['Supervised 90 employees across 4 cafes'],
    'Supervised 90 team members across 4 cafes',
    false,
    'synonym employees → team members',
  ),
  job(
    'en',
    HOMEDEPOT,
    ['Scheduled and coached 30 hourly associates'],
    'Scheduled and coached 30 hourly employees',
    false,
    'synonym associates → employees',
  ),
  job(
    'en',
    UKSCH,
    ['Taught 180 pupils across 7 classes'],
    'Taught 180 students across 7 classes',
    false,
    'synonym pupils → students',
  ),
  job(
    'en',
    HOMEDEPOT,
    ['Managed 2,400 SKUs in the garden department'],
    'Managed 2,400 products in the garden department',
    false,
    'synonym SKUs → products',
  ),
  job(
    'en',
    SUPPORT,
    ['Team resolved 1,500 tickets per month'],
    'Team resolved 1,500 support cases per month',
    false,
    'synonym tickets → support cases',
  ),
  job(
    'en',
    SSA,
    ['Processed 40 benefit claims per week'],
    'Processed 40 benefit cases per week',
    false,
    'synonym claims → cases',
  ),
  job(
    'en',
    FLEET,
    ['Managed a fleet of 60 trucks'],
    'Managed a fleet of 60 vehicles',
    false,
    'synonym trucks → vehicles',
  ),
  job(
    'en',
    FLEET,
    ['Maintained a fleet of 60 trucks'],
    'Maintained 60 power units',
    false,
    'synonym trucks → power units',
  ),
  job(
    'en',
    CASEMGR,
    ['Carried a caseload of 35 families'],
    'Managed 35 active family cases',
    false,
    'synonym caseload of 35 families → 35 cases',
  ),

  // --- approximate counts ---
  job(
    'en',
    AM,
    ['Managed ~40 client accounts'],
    'Managed about 40 client accounts',
    false,
    'approx ~40 → about 40',
  ),
  job(
    'en',
    WEALTH,
    ['Advised 40+ households on retirement planning'],
    'Advised over 40 households on retirement planning',
    false,
    'approx 40+ → over 40',
  ),
  job(
    'en',
    CASEMGR,
    ['Supported approx. 40 clients in transitional housing'],
    'Supported roughly 40 clients in transitional housing',
    false,
    'approx approx. 40 → roughly 40',
  ),
  job(
    'en',
    COUNTY,
    ['Coordinated some 40 community partners'],
    'Coordinated about 40 community partners',
    false,
    'approx some 40 → about 40',
  ),
  job(
    'en',
    SNF,
    ['Led a 3-unit facility of roughly 200 residents'],
    'Led a 3-unit facility of ~200 residents',
    false,
    'approx roughly 200 → ~200',
  ),
  job(
    'en',
    HOSPICE,
    ['Managed a caseload of nearly 15 patients'],
    'Managed a caseload of almost 15 patients',
    false,
    'approx nearly 15 → almost 15',
  ),
  job(
    'en',
    ESL,
    ['Taught close to 40 learners per term'],
    'Taught nearly 40 learners per term',
    false,
    'approx close to 40 → nearly 40',
  ),
  job(
    'en',
    COUNTY,
    ['Recruited upward of 300 volunteers'],
    'Recruited 300+ volunteers',
    false,
    'approx upward of 300 → 300+',
  ),
  job(
    'en',
    AM,
    ['Managed 42 client accounts'],
    'Managed about 40 client accounts',
    false,
    'approx exact 42 → about 40',
  ),
  job(
    'en',
    AM,
    ['Managed 42 mid-market accounts'],
    'Managed 40+ mid-market accounts',
    false,
    'approx exact 42 → 40+',
  ),
  job('en', RSM, ['Hired 38 sales reps'], 'Hired nearly 40 sales reps', false, 'approx exact 38 → nearly 40'),
  job(
    'en',
    DOLLAR,
    ['Supervised 46 store managers and assistant managers'],
    'Supervised dozens of store managers and assistant managers',
    false,
    'approx exact 46 → dozens of',
  ),

  // --- counts spread over a line ---
  job(
    'en',
    DOLLAR,
    ['Opened 3 new stores and remodeled 2 others'],
    'Opened or remodeled 5 stores',
    false,
    'sum opened 3 + remodeled 2 → 5 stores',
  ),
  job(
    'en',
    MEDSURG,
    ['Hired 6 RNs and 4 CNAs during the 2021 staffing shortage'],
    'Hired 10 nursing staff (6 RNs, 4 CNAs) during the 2021 staffing shortage',
    false,
    'sum 6 RNs + 4 CNAs → 10 nursing staff',
  ),
  job(
    'en',
    AM,
    ['Onboarded 7 new clients in Q1 and 5 in Q2'],
    'Onboarded 12 new clients in the first half of the year',
    false,
    'sum Q1 7 + Q2 5 → 12 in first half',
  ),
  job(
    'en',
    CPS,
    ['Placed 14 children in foster homes and 6 with relatives'],
    'Placed 20 children in foster or kinship care',
    false,
    'sum 14 foster + 6 relatives → 20 foster or kinship',
  ),
  job(
    'en',
    BIO,
    ['Taught 2 sections of AP Biology and 3 sections of Biology I'],
    'Taught 5 biology sections, including 2 of AP Biology',
    false,
    'sum 2 AP + 3 Bio I → 5 sections',
  ),
  job(
    'en',
    EM,
    ['Managed 4 senior and 3 junior engineers'],
    'Managed 7 engineers',
    false,
    'sum 4 senior + 3 junior → 7 engineers',
  ),
  job(
    'en',
    REMODEL,
    ['Built 4 single-family homes and 2 duplexes'],
    'Built 6 residential buildings, including 2 duplexes',
    false,
    'sum 4 homes + 2 duplexes → 6 buildings',
  ),

  // --- summary lines ---
  summary(
    'en',
    ['Nurse leader'],
    [[MEDSURG, ['Managed a staff of 15 RNs and 6 CNAs']]],
    'Nurse leader who has managed a 21-person nursing staff',
    false,
    'summary sum 15 RNs + 6 CNAs → 21-person staff',
  ),
  summary(
    'en',
    ['Retail leader'],
    [
      [HOMEDEPOT, ['Supervised 30 hourly associates']],
      [DOLLAR, ['Oversaw 14 stores in the Tampa market']],
    ],
    'Retail leader who has overseen 14 locations',
    false,
    'summary 14 stores → 14 locations',
  ),

  // ===================== en: inflated or moved (change) =====================
  // --- team and supervision ---
  job(
    'en',
    TARGETDC,
    ['Trained 12 new hires on RF scanners and safety'],
    'Led a team of 12 on RF scanning and safety',
    true,
    'trained 12 new hires → led a team of 12',
  ),
  job(
    'en',
    DEV,
    ['Mentored 3 junior developers'],
    'Managed 3 junior developers',
    true,
    'mentored 3 → managed 3',
  ),
  job(
    'en',
    MEDSURG,
    ['Precepted 14 new graduate nurses'],
    'Supervised a team of 14 nurses',
    true,
    'precepted 14 new grads → team of 14 nurses',
  ),
  job(
    'en',
    STAFFING,
    ['Recruited 20 seasonal warehouse associates'],
    'Supervised 20 seasonal warehouse associates',
    true,
    'recruited 20 → supervised 20',
  ),
  job(
    'en',
    STAFFING,
    ['Interviewed 60 candidates a month'],
    'Hired 60 candidates a month',
    true,
    'interviewed 60 → hired 60',
  ),
  job(
    'en',
    FOREMAN,
    ['Supervised 8 electricians on a hospital expansion'],
    'Led a team of 18 electricians on a hospital expansion',
    true,
    'supervised 8 → team of 18',
  ),
  job(
    'en',
    TARGETDC,
    ['Oversaw 3 shift leads and 25 associates in outbound'],
    'Oversaw 25 shift leads in outbound',
    true,
    '25 associates moved onto shift leads',
  ),
  job(
    'en',
    TARGETDC,
    ['Oversaw 3 shift leads and 25 associates in outbound'],
    'Led a 30-person outbound team',
    true,
    'sum 3 + 25 inflated to 30-person team',
  ),
  job(
    'en',
    CONSULT,
    ['Managed 5 client projects at once'],
    'Led a team of 5 consultants',
    true,
    'team of 5 from 5 projects',
  ),
  job(
    'en',
    PANERA,
    ['Led a team of 6 managers across 3 cafes'],
    'Led a team of 6 managers across 6 cafes',
    true,
    'team of 6 → 6 cafes (3 cafes)',
  ),
  job(
    'en',
    DISPATCH,
    ['Scheduled 45 drivers on regional routes'],
    'Managed a fleet of 45 trucks on regional routes',
    true,
    'scheduled 45 drivers → fleet of 45 trucks',
  ),
  job(
    'en',
    SALESOPS,
    ['Supported a team of 20 sales reps with pipeline reporting'],
    'Managed a team of 20 sales reps',
    true,
    'supported team of 20 → managed team of 20',
  ),
  job(
    'en',
    AUDIT,
    ['Member of a 12-person audit team for a Fortune 500 client'],
    'Led a 12-person audit team for a Fortune 500 client',
    true,
    'member of 12-person team → led 12-person team',
  ),
  job(
    'en',
    EM,
    ['Managed a team of 4 engineers and 1 designer'],
    'Managed a team of 5 engineers',
    true,
    '4 engineers + 1 designer → 5 engineers',
  ),
  job(
    'en',
    SUPPORT,
    ['Supervised 8 Tier 1 support agents'],
    'Supervised 8 support team leads',
    true,
    'supervised 8 agents → 8 team leads',
  ),

  // --- the counted thing changed ---
  job(
    'en',
    DOLLAR,
    ['Oversaw 14 stores in the Tampa market'],
    'Oversaw 14 markets across Florida',
    true,
    '14 stores → 14 markets',
  ),
  job(
    'en',
    AMZREG,
    ['Oversaw 6 distribution centers in the Southeast'],
    'Oversaw distribution across 6 states in the Southeast',
    true,
    '6 distribution centers → 6 states',
  ),
  job(
    'en',
    PNC,
    ['Managed 9 branches in western Pennsylvania'],
    'Managed branches in 9 cities across western Pennsylvania',
    true,
    '9 branches → 9 cities',
  ),
  job(
    'en',
    ESL,
    ['Taught 300 adult learners in evening classes'],
    'Taught 300 evening classes to adult learners',
    true,
    '300 learners → 300 classes',
  ),
  job(
    'en',
    HOMEDEPOT,
    ['Managed 2,400 SKUs in the garden department'],
    'Managed 2,400 units of garden inventory',
    true,
    '2,400 SKUs → 2,400 units',
  ),
  job(
    'en',
    SUPPORT,
    ['Team resolved 1,500 tickets per month'],
    'Team resolved 1,500 escalations per month',
    true,
    '1,500 tickets → 1,500 escalations',
  ),
  job(
    'en',
    FLEET,
    ['Managed a fleet of 60 trucks'],
    'Managed 60 drivers',
    true,
    'fleet of 60 trucks → 60 drivers',
  ),
  job(
    'en',
    SNF,
    ['Coordinated care for 120 residents'],
    'Supervised 120 nursing staff',
    true,
    '120 residents → 120 staff',
  ),
  job(
    'en',
    PANERA,
    ['Supervised 90 employees across 4 cafes'],
    'Supervised 90 employees across 4 districts',
    true,
    '4 cafes → 4 districts',
  ),
  job(
    'en',
    CASEMGR,
    ['Carried a caseload of 35 families'],
    'Supported 35 children on a family caseload',
    true,
    '35 families → 35 children',
  ),
  job(
    'en',
    COUNTY,
    ['Served 3,200 households through the rental assistance program'],
    'Served 3,200 residents through the rental assistance program',
    true,
    '3,200 households → 3,200 residents',
  ),

  // --- approximate counts raised ---
  job(
    'en',
    WEALTH,
    ['Advised 40+ households on retirement planning'],
    'Advised over 60 households on retirement planning',
    true,
    'approx 40+ → over 60',
  ),
  job(
    'en',
    RSM,
    ['Hired nearly 40 sales reps'],
    'Hired more than 40 sales reps',
    true,
    'approx nearly 40 → more than 40',
  ),
  job('en', AM, ['Managed ~40 client accounts'], 'Managed 50+ client accounts', true, 'approx ~40 → 50+'),
  job('en', AM, ['Managed 38 client accounts'], 'Managed 40+ client accounts', true, 'approx exact 38 → 40+'),
  job(
    'en',
    CASEMGR,
    ['Supported dozens of clients in transitional housing'],
    'Supported 100+ clients in transitional housing',
    true,
    'approx dozens of → 100+',
  ),
  job(
    'en',
    BOEING,
    ['Supervised nearly 100 mechanics across 3 shifts'],
    'Supervised 100+ mechanics across 3 shifts',
    true,
    'approx nearly 100 → 100+',
  ),
  job(
    'en',
    SNF,
    ['Led a 3-unit facility of roughly 200 residents'],
    'Led a 3-unit facility of 250+ residents',
    true,
    'approx roughly 200 → 250+',
  ),

  // --- sums stretched ---
  job(
    'en',
    DOLLAR,
    ['Opened 3 new stores and remodeled 2 others'],
    'Opened 5 new stores',
    true,
    'sum opened 3 + remodeled 2 → opened 5',
  ),
  job(
    'en',
    MEDSURG,
    ['Hired 6 RNs and 4 CNAs during the 2021 staffing shortage'],
    'Hired 10 RNs during the 2021 staffing shortage',
    true,
    'sum 6 RNs + 4 CNAs → 10 RNs',
  ),
  job(
    'en',
    AM,
    ['Onboarded 7 new clients in Q1 and 5 in Q2'],
    'Onboarded 12 new clients in Q1',
    true,
    'sum Q1 7 + Q2 5 → 12 in Q1',
  ),
  job(
    'en',
    EM,
    ['Managed 4 senior and 3 junior engineers'],
    'Managed 7 senior engineers',
    true,
    'sum 4 senior + 3 junior → 7 senior',
  ),
  job(
    'en',
    CPS,
    ['Placed 14 children in foster homes and 6 with relatives'],
    'Placed 20 children in foster homes',
    true,
    'sum 14 foster + 6 relatives → 20 foster',
  ),

  // --- another period ---
  job(
    'en',
    TARGETDC,
    ['Loaded 30 outbound trailers per week'],
    'Loaded 30 outbound trailers per day',
    true,
    'period 30 trailers per week → per day',
  ),
  job(
    'en',
    CASEMGR,
    ['Counseled 15 clients per week'],
    'Counseled 15 clients per day',
    true,
    'period 15 clients per week → per day',
  ),
  job(
    'en',
    AM,
    ['Signed 8 new accounts per quarter'],
    'Signed 8 new accounts per month',
    true,
    'period 8 accounts per quarter → per month',
  ),
  job(
    'en',
    SSA,
    ['Processed 40 benefit claims per week'],
    'Processed 40 benefit claims per day',
    true,
    'period 40 claims per week → per day',
  ),

  // --- count taken from another bullet ---
  job(
    'en',
    UPS,
    ['Led the night sort crew (9 package handlers)', 'Unloaded 14 trailers per night'],
    'Led a 14-person night sort crew',
    true,
    'crew of 14 taken from 14 trailers',
  ),
  job(
    'en',
    PNC,
    ['Managed 9 branches in western Pennsylvania', 'Coached 55 tellers and personal bankers'],
    'Managed 55 branches in western Pennsylvania',
    true,
    '55 branches taken from 55 tellers',
  ),
  job(
    'en',
    AUDIT,
    ['Led fieldwork on 6 audits per busy season', 'Supervised 3 staff auditors'],
    'Supervised 6 staff auditors',
    true,
    '6 auditors taken from 6 audits',
  ),
  job(
    'en',
    HOSPICE,
    ['Managed a caseload of 14 hospice patients', 'Coordinated an interdisciplinary team of 5'],
    'Coordinated care for 5 hospice patients with a team of 14',
    true,
    'caseload 14 and team 5 swapped',
  ),

  // --- summary lines ---
  summary(
    'en',
    ['Retail leader'],
    [
      [HOMEDEPOT, ['Supervised 30 hourly associates']],
      [DOLLAR, ['Oversaw 14 stores in the Tampa market']],
    ],
    'Retail leader who has overseen 30 stores',
    true,
    'summary 30 stores taken from 30 associates',
  ),
  summary(
    'en',
    ['Operations leader'],
    [
      [TARGETDC, ['Oversaw 3 shift leads and 25 associates']],
      [AMZREG, ['Oversaw 6 distribution centers in the Southeast']],
    ],
    'Operations leader who has managed 6 shift leads',
    true,
    'summary 6 shift leads taken from 6 DCs',
  ),
  summary(
    'en',
    ['Sales leader'],
    [
      [RSM, ['Managed 5 account executives']],
      [AM, ['Managed 40 key customers']],
    ],
    'Sales leader who has managed a team of 40',
    true,
    'summary team of 40 taken from 40 customers',
  ),

  // ===================== zh: careful rewrites (keep) =====================
  // --- 团队与管理 ---
  job('zh', FOXCONN, ['管理一线员工45名'], '带领45人一线生产团队', false, '管理N名一线员工 → 带领N人团队'),
  job(
    'zh',
    JDTECH,
    ['下属8人，负责订单系统研发'],
    '带领8人团队负责订单系统研发',
    false,
    '下属N人 → 带领N人团队',
  ),
  job(
    'zh',
    MENGNIU,
    ['负责武汉市场销售，团队规模15人'],
    '带领15人销售团队负责武汉市场',
    false,
    '团队规模N人 → 带领N人团队',
  ),
  job(
    'zh',
    PINGAN,
    ['负责12人营销团队的日常管理'],
    '管理12人营销团队',
    false,
    '负责N人团队的管理 → 管理N人团队',
  ),
  job(
    'zh',
    CATL,
    ['带领3名班组长及36名操作工'],
    '带领39人生产团队（含3名班组长）',
    false,
    '3名班组长+36名操作工 → 39人团队',
  ),
  job('zh', ZTO, ['管理2个班组共24名分拣员'], '带领24人分拣团队', false, '2个班组共N名分拣员 → N人团队'),
  job('zh', YONGHUI, ['下属主管3名、员工25名'], '管理28人门店团队', false, '下属主管3名+员工25名 → 28人团队'),
  job('zh', DEPPON, ['管理车队司机12名'], '带领12名司机组成的车队', false, '司机12名 → 12名司机的车队'),
  job('zh', XIEHE, ['管理病区护士28名'], '带领28人护理团队', false, '管理护士N名 → N人护理团队'),
  job('zh', PWC, ['领导审计团队，团队成员6人'], '带领6人审计团队', false, '团队成员N人 → 带领N人团队'),
  job('zh', SOCIAL, ['督导一线社工10名'], '带领10名一线社工开展服务', false, '督导N名社工 → 带领N名社工'),
  job('zh', WHITESWAN, ['管理客房部员工60余人'], '带领60余人的客房团队', false, '员工60余人 → 60余人团队'),

  // --- 同一事物换个说法 ---
  job('zh', WATSONS, ['管理门店18家'], '管理18家店铺', false, '门店 → 店铺'),
  job('zh', CCB, ['统筹辖内9家支行的零售业务'], '统筹辖内9个网点的零售业务', false, '支行 → 网点'),
  job('zh', MEITUAN, ['维护合作商户60家'], '维护60家合作客户', false, '商户 → 客户'),
  job('zh', CREC, ['累计负责工程项目12个'], '累计负责12项工程', false, '工程项目N个 → N项工程'),
  job('zh', XDF, ['累计授课学员800余人'], '累计授课学生800余名', false, '学员 → 学生'),
  job('zh', RUIJIN, ['每班负责患者10名'], '每班护理10名病人', false, '患者 → 病人'),
  job('zh', CAINIAO, ['管理SKU 3000个'], '管理3000种商品', false, 'SKU → 种商品'),
  job('zh', JDTECH, ['每月处理运维工单300单'], '每月处理300个运维请求', false, '工单 → 请求'),
  job('zh', STREET, ['服务社区居民3200户'], '服务3200户社区家庭', false, '户居民 → 户家庭'),
  job('zh', SOCIAL, ['跟进服务对象40名'], '跟进40个个案', false, '服务对象 → 个案'),
  job('zh', DEPPON, ['管理货车30辆'], '管理30台货运车辆', false, '辆货车 → 台车辆'),
  job('zh', QIZHONG, ['所带班级学生52人'], '担任52人班级的班主任', false, '学生52人 → 52人班级'),
  job('zh', PWC, ['负责7家上市公司年审'], '负责7个上市公司年审项目', false, '7家公司年审 → 7个年审项目'),

  // --- 约数 ---
  job('zh', MENGNIU, ['发展经销商近40家'], '发展经销商40家左右', false, '近40家 → 40家左右'),
  job('zh', MEITUAN, ['新签商户40余家'], '新签40多家商户', false, '40余家 → 40多家'),
  job('zh', PWC, ['服务客户约40家'], '服务客户40家左右', false, '约40家 → 40家左右'),
  job('zh', PINGAN, ['服务企业客户40余家'], '服务超过40家企业客户', false, '40余家 → 超过40家'),
  job('zh', MEITUAN, ['新签商户43家'], '新签商户40余家', false, '43家 → 40余家'),
  job('zh', PWC, ['服务上市公司客户43家'], '服务约40家上市公司客户', false, '43家 → 约40家'),
  job('zh', MENGNIU, ['发展经销商38家'], '发展经销商近40家', false, '38家 → 近40家'),
  job('zh', STREET, ['组织志愿者46名参与防汛'], '组织数十名志愿者参与防汛', false, '46名 → 数十名'),
  job('zh', XDF, ['授课学员逾3000人'], '授课学员3000余人', false, '逾3000 → 3000余'),
  job('zh', CAINIAO, ['管理劳务派遣人员百余名'], '管理100多名劳务派遣人员', false, '百余名 → 100多名'),
  job('zh', RUIJIN, ['每班护理患者八九名'], '每班护理8-9名患者', false, '八九名 → 8-9名'),

  // --- 一行里的合计 ---
  job(
    'zh',
    WATSONS,
    ['新开门店3家，改造门店2家'],
    '新开及改造门店共5家',
    false,
    '新开3家+改造2家 → 新开及改造共5家',
  ),
  job(
    'zh',
    CREC,
    ['完成住宅项目4个、商业项目2个'],
    '完成住宅及商业项目共6个',
    false,
    '住宅4个+商业2个 → 共6个',
  ),
  job(
    'zh',
    MENGNIU,
    ['上半年新签经销商7家，下半年新签5家'],
    '全年新签经销商12家',
    false,
    '上半年7家+下半年5家 → 全年12家',
  ),
  job('zh', XIEHE, ['招聘护士6名、护理员4名'], '招聘护士及护理员共10名', false, '护士6名+护理员4名 → 共10名'),
  job(
    'zh',
    QIZHONG,
    ['任教高一两个班、高二一个班'],
    '任教高一、高二共3个班级',
    false,
    '两个班+一个班 → 共3个班',
  ),
  job(
    'zh',
    JDTECH,
    ['下属后端工程师5人、测试工程师2人'],
    '管理7人研发团队',
    false,
    '后端5人+测试2人 → 7人团队',
  ),

  // --- 总结 ---
  summary(
    'zh',
    ['零售管理'],
    [
      [YONGHUI, ['下属主管3名、员工25名']],
      [WATSONS, ['管理门店18家']],
    ],
    '零售管理者，曾统筹18家门店',
    false,
    '总结 18家门店 kept',
  ),

  // ===================== zh: inflated or moved (change) =====================
  // --- 团队与管理 ---
  job('zh', XIEHE, ['带教新入职护士6名'], '带领6人护理团队', true, '带教N名新护士 → 带领N人团队'),
  job('zh', YONGHUI, ['招聘店员20人'], '带领20人门店团队', true, '招聘N人 → 带领N人团队'),
  job('zh', FOXCONN, ['培训新员工120人'], '管理120名一线员工', true, '培训N人 → 管理N名员工'),
  // Session 34, from the corpus's labelled-layout answers: people brought through probation, a stay on site.
  job('zh', YONGHUI, ['带了12个新人过试用期'], '带领12人门店团队', true, '带了N个新人 → 带领N人团队'),
  job('zh', YONGHUI, ['培养了12个新人'], '带领12人团队', true, '培养N个新人 → 带领N人团队'),
  job(
    'zh',
    ZTO,
    ['被公司派到物流集团下属转运中心驻场3个月，对接人是他们的刘主任'],
    '驻场期间带领3人团队',
    true,
    '集团下属 + 驻场N个月 → 带领N人团队',
  ),
  job('zh', JDTECH, ['作为核心成员参与8人项目组'], '带领8人项目组', true, '参与N人项目组 → 带领N人项目组'),
  job('zh', BGY, ['负责5个项目的土建质量'], '带领5人土建团队', true, '5个项目 → 5人团队'),
  job('zh', DEPPON, ['管理车队司机12名'], '管理12辆货车', true, '司机12名 → 12辆货车'),
  job('zh', YONGHUI, ['下属主管3名、员工25名'], '管理25名主管', true, '员工25名 → 25名主管'),
  job('zh', CATL, ['带领3名班组长及36名操作工'], '带领45人生产团队', true, '3+36名 inflated to 45人团队'),
  job('zh', PINGAN, ['增员18人'], '带领18人营销团队', true, '增员N人 → 带领N人团队'),
  job('zh', SOCIAL, ['为一线社工开展督导培训60人次'], '督导60名一线社工', true, '培训60人次 → 督导60名'),

  // --- 换成另一种东西 ---
  job('zh', WATSONS, ['管理门店18家'], '管理18个区域的门店', true, '18家门店 → 18个区域'),
  job('zh', CCB, ['统筹辖内9家支行的零售业务'], '统筹辖内9个区县的零售业务', true, '9家支行 → 9个区县'),
  job('zh', MEITUAN, ['维护合作商户60家'], '覆盖60个商圈的合作商户', true, '60家商户 → 60个商圈'),
  job('zh', QIZHONG, ['所带班级学生52人'], '教授52个班级', true, '学生52人 → 52个班级'),
  job('zh', CAINIAO, ['管理SKU 3000个'], '管理3000个商品品类', true, 'SKU → 品类'),
  job('zh', DEPPON, ['管理货车30辆'], '管理30名司机', true, '30辆货车 → 30名司机'),
  job('zh', RUIJIN, ['每班负责患者10名'], '每班带领10名护士', true, '10名患者 → 10名护士'),
  job('zh', STREET, ['服务社区居民3200户'], '服务社区居民3200人', true, '3200户 → 3200人'),
  job('zh', XDF, ['累计授课学员3000人次'], '累计授课学员3000名', true, '3000人次 → 3000名'),

  // --- 约数抬高 ---
  job('zh', MEITUAN, ['新签商户40余家'], '新签商户60余家', true, '40余家 → 60余家'),
  job('zh', MENGNIU, ['发展经销商近40家'], '发展经销商40余家', true, '近40家 → 40余家'),
  job('zh', PWC, ['服务客户约40家'], '服务50家以上客户', true, '约40家 → 50家以上'),
  job('zh', MENGNIU, ['发展经销商38家'], '发展经销商40余家', true, '38家 → 40余家'),
  job('zh', SOCIAL, ['链接志愿者近百名'], '链接志愿者百余名', true, '近百名 → 百余名'),
  job('zh', STREET, ['组织志愿者30余名参与防汛'], '组织近百名志愿者参与防汛', true, '30余名 → 近百名'),
  job('zh', CAINIAO, ['管理劳务派遣人员百余名'], '管理劳务派遣人员数百名', true, '百余名 → 数百名'),

  // --- 合计拉长 ---
  job('zh', WATSONS, ['新开门店3家，改造门店2家'], '新开门店5家', true, '新开3家+改造2家 → 新开5家'),
  job('zh', XIEHE, ['招聘护士6名、护理员4名'], '招聘护士10名', true, '护士6名+护理员4名 → 护士10名'),
  job(
    'zh',
    MENGNIU,
    ['上半年新签经销商7家，下半年新签5家'],
    '上半年新签经销商12家',
    true,
    '上半年7家+下半年5家 → 上半年12家',
  ),
  job(
    'zh',
    JDTECH,
    ['下属后端工程师5人、测试工程师2人'],
    '管理7名后端工程师',
    true,
    '后端5人+测试2人 → 7名后端',
  ),

  // --- 换了周期 ---
  job('zh', SINOTRANS, ['每周调度车辆30车次'], '每天调度车辆30车次', true, '每周30车次 → 每天'),
  job('zh', MEITUAN, ['每月新签商户8家'], '每周新签商户8家', true, '每月8家 → 每周'),
  job('zh', XIEHE, ['每年带教实习护士20名'], '每月带教实习护士20名', true, '每年20名 → 每月'),
  job('zh', TAX, ['每月受理纳税咨询200件'], '每天受理纳税咨询200件', true, '每月200件 → 每天'),

  // --- 取自另一条 ---
  job(
    'zh',
    CAINIAO,
    ['下属理货员6名', '管理合作仓库3个'],
    '带领3人理货团队',
    true,
    '3人团队 taken from 3个仓库',
  ),
  job(
    'zh',
    CAINIAO,
    ['下属理货员6名', '管理合作仓库3个'],
    '管理6个合作仓库',
    true,
    '6个仓库 taken from 6名理货员',
  ),
  job(
    'zh',
    FOXCONN,
    ['管理一线员工45名', '负责产线8条'],
    '管理8名班组长及45名一线员工',
    true,
    '8名班组长 taken from 8条产线',
  ),

  // --- 总结 ---
  summary(
    'zh',
    ['零售管理'],
    [
      [YONGHUI, ['下属主管3名、员工25名']],
      [WATSONS, ['管理门店18家']],
    ],
    '零售管理者，曾统筹25家门店',
    true,
    '总结 25家门店 taken from 25名员工',
  ),
  summary(
    'zh',
    ['护理管理'],
    [
      [XIEHE, ['带教新入职护士6名']],
      [RUIJIN, ['每班负责患者10名']],
    ],
    '护理骨干，曾带领10人护理团队',
    true,
    '总结 10人团队 taken from 10名患者',
  ),
  // --- what is counted, read past a name's number, joined names and a bracketed list (session 19) ---
  job(
    'en',
    DISPATCH,
    ['Onboarded ~60 carriers (LTL + FTL)'],
    'Onboarded about 60 LTL and FTL carriers',
    false,
    '~60 carriers → about 60 LTL and FTL carriers',
  ),
  job(
    'en',
    DISPATCH,
    ['Onboarded ~60 carriers (LTL + FTL)'],
    'Onboarded about 60 LTL and FTL brokers',
    true,
    '60 carriers → 60 LTL and FTL brokers',
  ),
  job(
    'en',
    TARGETDC,
    ['Trained ~15 new hires (pickers, packers)'],
    'Trained about 15 new pickers and packers',
    false,
    '~15 new hires → about 15 new pickers and packers',
  ),
  job(
    'en',
    SUPPORT,
    ['Supervised 8 Tier 1 support agents'],
    'Supervised 8 support staff on the Tier 1 desk',
    false,
    'supervised 8 Tier 1 agents → 8 support staff',
  ),
  job(
    'en',
    CASEMGR,
    ['Carried a caseload of 35 patients'],
    'Supervised 35 staff',
    true,
    '35 patients → 35 staff',
  ),
  // --- labelled figures, short forms and other people's teams (session 20, from round 14's careful rewrites) ---
  job(
    'en',
    SKANSKA,
    ['Submittals: 286 processed on Tower B, avg 4 days'],
    'Processed 286 submittals on Tower B in an average of 4 days',
    false,
    'Submittals: 286 processed → processed 286 submittals',
  ),
  job(
    'en',
    AUDIT,
    ['Co-wrote the audit plan w/ the EM: 6 submitted, 4 approved'],
    'Wrote audit plans covering 6 regions',
    true,
    '"w/ the EM: 6 submitted" → 6 regions',
  ),
  job(
    'en',
    BOEING,
    ['Closed 58 CARs in 2021'],
    'Closed 58 corrective action requests (CARs) in 2021',
    false,
    '58 CARs → 58 corrective action requests',
  ),
  job(
    'en',
    BOEING,
    ['Closed 58 CARs in 2021'],
    'Closed 58 customer complaints in 2021',
    true,
    '58 CARs → 58 complaints',
  ),
  job(
    'en',
    HOSPICE,
    ['Scheduled ~60 PT/OT visits a week'],
    'Scheduled about 60 physical and occupational therapy visits a week',
    false,
    '60 PT/OT visits → 60 physical and occupational therapy visits',
  ),
  job(
    'en',
    FOREMAN,
    ['Ran a 9-man conduit crew on Level 3'],
    'Ran a 9-person conduit crew on Level 3',
    false,
    '9-man crew → 9-person crew',
  ),
  job(
    'en',
    SUPPORT,
    ['Patched ~2,300 endpoints monthly'],
    'Patched about 2,300 devices every month',
    false,
    '2,300 endpoints → 2,300 devices',
  ),
  job(
    'en',
    SUPPORT,
    ['Patched ~2,300 endpoints monthly'],
    'Supported about 2,300 users',
    true,
    '2,300 endpoints → 2,300 users',
  ),
  job(
    'en',
    SUPPORT,
    ['Moved 400 PCs from Win 7 to Win 10'],
    'Moved 400 PCs from Windows 7 to Windows 10',
    false,
    'Win 7 → Windows 7',
  ),
  job('zh', CAINIAO, ['仓里30来号人，两班倒'], '仓库约30人，实行两班倒', false, '30来号人 → 约30人'),
  job('zh', CAINIAO, ['仓里30来号人，两班倒'], '管理仓库约50人', true, '30来号人 → 约50人'),
  job(
    'zh',
    YONGHUI,
    ['配件SKU 1,800个左右'],
    '管理约1,800个SKU的配件',
    false,
    'SKU 1,800个左右 → 约1,800个SKU',
  ),
  job(
    'zh',
    ZTO,
    ['旺季前招了120多个普工'],
    '旺季前招聘普工120多人',
    false,
    '招了120多个普工 → 招聘普工120多人',
  ),
  job(
    'zh',
    ZTO,
    ['向王哥汇报，王哥手下6个班长'],
    '带领6名班长完成分拣',
    true,
    '王哥手下6个班长 → 带领6名班长',
  ),
  job(
    'zh',
    ZTO,
    ['向王哥汇报，王哥共管理6个班长'],
    '向王哥汇报，王哥共管理6名班长',
    false,
    '王哥共管理6个班长 → 王哥共管理6名班长',
  ),
  // --- a unit's size, bare counts after 带, ranks and short forms (session 20, round 16) ---
  job('zh', CAINIAO, ['仓储部30个人，经理老周带'], '带领30人仓储团队', true, '仓储部30个人 → 带领30人团队'),
  job(
    'zh',
    ZTO,
    ['分拣组长，带了8个（5个分拣员+3个叉车司机）'],
    '担任分拣组长，带领8人（分拣员5名、叉车司机3名）',
    false,
    '带了8个（…） → 带领8人',
  ),
  job(
    'en',
    FOREMAN,
    ['Ran a 7-person crew on Level 2'],
    'Ran a crew of seven on Level 2',
    false,
    '7-person → crew of seven',
  ),
  job(
    'en',
    SUPPORT,
    ['Top-3 on the team CSAT board 5 of 8 qtrs'],
    'Placed in the top 3 of the team CSAT board in 5 of 8 quarters',
    false,
    'top-3 → top 3',
  ),
  job(
    'en',
    FOREMAN,
    ['Apprenticeship: 8,000 OJT hrs + 576 classroom hrs'],
    'Completed 8,000 on-the-job training hours and 576 classroom hours',
    false,
    '8,000 OJT hrs → on-the-job training hours',
  ),
  // --- dates inside Chinese spans, ranks, and a count named by its verb (session 20, round 17) ---
  job(
    'zh',
    MEITUAN,
    ['大促10月20日-11月11日拿了2380万'],
    '大促期间（10月20日至11月11日）GMV达2380万',
    false,
    '10月20日-11月11日 → 10月20日至11月11日',
  ),
  job('zh', MEITUAN, ['类目排名从第19干到第7'], '类目排名由第19名升至第7名', false, '第19 → 第19名'),
  job('zh', CREC, ['资金紧张，停了70来天'], '因资金紧张停工约70天', false, '70来天 → 约70天'),
  job(
    'en',
    CASEMGR,
    ['Study A: 212 screened / 96 randomized in 2024'],
    'In 2024, screened 212 patients and randomized 96',
    false,
    '212 screened → screened 212 patients',
  ),
  job(
    'en',
    CASEMGR,
    ['Study A: 212 screened / 96 randomized in 2024'],
    'Served 212 families',
    true,
    '212 screened → 212 families',
  ),
];

/** Cases the guard still judges otherwise than a careful reviewer: named, so closing one updates this list. */
const KNOWN_GAPS = [
  'supervised 2 supervisors + 30 associates → team of 32',
  'crew (9 handlers) in parentheses → 9-person crew',
  'synonym trucks → power units',
  'sum opened 3 + remodeled 2 → 5 stores',
  'sum Q1 7 + Q2 5 → 12 in first half',
  'sum 14 foster + 6 relatives → 20 foster or kinship',
  'sum 2 AP + 3 Bio I → 5 sections',
  'sum 4 senior + 3 junior → 7 engineers',
  'sum 4 homes + 2 duplexes → 6 buildings',
  'recruited 20 → supervised 20',
  'interviewed 60 → hired 60',
  'scheduled 45 drivers → fleet of 45 trucks',
  '1,500 tickets → 1,500 escalations',
  '4 cafes → 4 districts',
  '35 families → 35 children',
  '3,200 households → 3,200 residents',
  'approx nearly 40 → more than 40',
  'approx nearly 100 → 100+',
  'period 30 trailers per week → per day',
  'period 8 accounts per quarter → per month',
  '督导N名社工 → 带领N名社工',
  '支行 → 网点',
  'SKU → 种商品',
  '服务对象 → 个案',
  '46名 → 数十名',
  '百余名 → 100多名',
  '八九名 → 8-9名',
  '新开3家+改造2家 → 新开及改造共5家',
  '住宅4个+商业2个 → 共6个',
  '上半年7家+下半年5家 → 全年12家',
  '两个班+一个班 → 共3个班',
  '带教N名新护士 → 带领N人团队',
  '员工25名 → 25名主管',
  '培训60人次 → 督导60名',
  '3000人次 → 3000名',
  '近40家 → 40余家',
  '近百名 → 百余名',
  '百余名 → 数百名',
  '3人团队 taken from 3个仓库',
  // A team claimed on a count of people someone else led: a count of people under someone still supports a team.
  '王哥手下6个班长 → 带领6名班长',
];

describe('FactGuard on counts of things and people', () => {
  test('each case is caught or kept as a careful reviewer would, apart from the known gaps', () => {
    assert.deepEqual(
      casesJudgedWrong(cases).map((note) => note.slice(3)),
      KNOWN_GAPS,
    );
  });
});

describe('FactGuard on a team led at one job', () => {
  /** The model's lines through the guard, for a resume of two jobs: the team was led at the first only. */
  function guarded(lang: 'en' | 'zh', lines: string[]): string[] {
    const [first, second] =
      lang === 'en'
        ? ['Kroger | Assistant Store Manager | 2019.03 - 2023.06', 'Aldi | Shift Lead | 2016.01 - 2019.02']
        : ['永辉超市福州某门店 | 店长 | 2019.03 - 2023.06', '华润万家 | 值班主管 | 2016.01 - 2019.02'];
    const [led, other] =
      lang === 'en'
        ? ['Led a team of 6 department leads', 'Trained new cashiers']
        : ['带领6人团队负责门店运营', '负责早班收银和排班'];
    const source = [lang === 'en' ? 'Jordan Reyes' : '王磊', first, `- ${led}`, second, `- ${other}`].join(
      '\n',
    );
    const head = lang === 'en' ? '## Work Experience' : '## 工作经历';
    const own = [head, `1. ${first}`, `   - ${led}`, `2. ${second}`, `   - ${other}`];
    const guard = new FactGuard(source, own);
    return [head, `1. ${first}`, ...lines.slice(0, 1), `2. ${second}`, ...lines.slice(1)].map((line) =>
      guard.guardLine(line),
    );
  }

  test('is kept under that job and not written under another', () => {
    const english = guarded('en', [
      '   - Led a team of 6 department leads across the store',
      '   - Led a team of 6 cashiers on the opening shift',
    ]);
    assert.equal(english[2], '   - Led a team of 6 department leads across the store');
    assert.doesNotMatch(english.join('\n'), /6 cashiers/);
    const chinese = guarded('zh', [
      '   - 带领6人团队，负责门店日常运营',
      '   - 带领6人团队负责早班收银和排班',
    ]);
    assert.equal(chinese[2], '   - 带领6人团队，负责门店日常运营');
    assert.doesNotMatch(chinese.slice(3).join('\n'), /6人团队/);
  });
});
