// Numbers in a model's line, case by case as models write them (zh and en, many occupations): a number the resume
// never states, moved onto another subject, inflated or in another currency is caught; the same number written
// another way (words, 万, K, ranges, a change worked out from "from … to …", years from the dates) is kept.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FactGuard } from '../../src/generation/llm/fact-guard.ts';
import { casesJudgedWrong, type GuardCase, job, summary } from '../helpers/guard-cases.ts';

// ---------- zh entries ----------
const NURSE = '武汉市第一医院 | 普外科护士 | 2016.07 - 2023.06';
const RETAIL = '名创优品（湖北） | 区域店长 | 2019.03 - 2024.02';
const BANK = '中信银行武汉分行 | 对公客户经理 | 2017.07 - 2023.12';
const ACCT = '武汉中百集团 | 会计主管 | 2015.07 - 2022.08';
const MFG = '美的集团荆州工厂 | 质量工程师 | 2018.07 - 2024.03';
const TEACH = '华中师大一附中 | 高中数学教师 | 2012.09 - 2024.07';
const LAW = '湖北山河律师事务所 | 执业律师 | 2016.09 - 2024.05';
const WH = '京东物流武汉亚洲一号 | 仓储主管 | 2017.04 - 2023.10';
const HOTEL = '武汉万达瑞华酒店 | 前厅经理 | 2014.05 - 2021.11';
const GOV = '武汉市洪山区某街道办事处 | 社区网格管理员 | 2019.01 - 2024.06';
const SITE = '中建三局一公司 | 安全员 | 2016.07 - 2022.12';
const MED = '上海某医疗器械公司 | 区域销售经理 | 2018.03 - 2024.01';
const ECOM = '杭州某服饰电商 | 运营主管 | 2019.06 - 2023.09';
const KITCHEN = '海底捞武汉分公司 | 厨房主管 | 2015.03 - 2021.08';
const ZH_FIN_JOBS: [string, string[]][] = [
  ['武汉光谷某科技公司 | 出纳 | 2016.07 - 2019.06', ['负责日常收付款与银行对账']],
  ['武汉某地产集团 | 总账会计 | 2019.07 - 2023.06', ['负责总账与月度报表']],
];

// ---------- en entries ----------
const RN = 'Mercy General Hospital | Registered Nurse, Med-Surg | 2017.06 - 2023.08';
const STORE = 'Target | District Team Leader | 2016.03 - 2022.10';
const CPA = 'Baker Tilly | Staff Accountant | 2018.09 - 2023.04';
const ADVISOR = 'Edward Jones | Financial Advisor | 2015.01 - 2022.12';
const PLANT = 'Cummins Inc. | Production Supervisor | 2014.08 - 2021.05';
const SCHOOL = 'Lincoln High School | Math Teacher | 2013.08 - 2023.06';
const PARA = 'Davis & Crane LLP | Litigation Paralegal | 2017.01 - 2023.03';
const DISPATCH = 'Werner Enterprises | Fleet Dispatcher | 2015.10 - 2021.09';
const INN = 'Hilton Garden Inn Austin | Front Office Manager | 2016.04 - 2022.01';
const PERMIT = 'City of Tucson | Permit Technician | 2018.02 - 2024.01';
const REP = 'Stryker | Territory Sales Rep | 2017.05 - 2023.02';
const OLIVE = 'Olive Garden | Kitchen Manager | 2014.06 - 2020.11';
const AMZ = 'Amazon | Area Manager, Fulfillment | 2019.01 - 2023.12';
const TURNER = 'Turner Construction | Project Engineer | 2016.07 - 2022.08';
const SPROUT = 'Sprout Coffee Co. | Social Media Coordinator | 2020.02 - 2023.11';
const CLAIMS = 'State Farm | Claims Adjuster | 2018.03 - 2023.05';
const ELEC = 'Rosendin Electric | Journeyman Electrician | 2016.05 - 2022.06';
const EN_MFG_JOBS: [string, string[]][] = [
  ['Cummins Inc. | Production Supervisor | 2017.01 - 2020.12', ['Ran second-shift engine assembly']],
  ['Allison Transmission | Production Lead | 2021.01 - 2024.12', ['Led final assembly line changeovers']],
];

const cases: GuardCase[] = [
  // ===================== zh: inventions (must be changed) =====================
  job(
    'zh',
    NURSE,
    ['负责普外科病区护理，每班分管床位8-10张'],
    '负责普外科病区护理，每班分管床位12张',
    true,
    'range 8-10 beds inflated to 12',
  ),
  job(
    'zh',
    RETAIL,
    ['管理门店12家，覆盖武汉、宜昌两地'],
    '管理12个城市的门店运营',
    true,
    '12 stores moved onto 12 cities',
  ),
  job(
    'zh',
    ACCT,
    ['优化报销流程，审批周期缩短35%'],
    '优化报销流程，为公司降低财务成本35%',
    true,
    '35% cycle-time cut moved onto cost',
  ),
  job(
    'zh',
    MED,
    ['2023年个人销售额1200万元，完成率108%'],
    '2023年个人销售额突破1500万元，完成率108%',
    true,
    'sales 1200万 inflated to 1500万',
  ),
  job('zh', RETAIL, ['会员复购率提升8.5%'], '会员复购率提升10%', true, '8.5% rounded up to 10%'),
  job('zh', MFG, ['管理40人的总装质检班组'], '管理50余人的总装质检班组', true, '40人 inflated to 50余人'),
  job(
    'zh',
    BANK,
    ['维护对公客户6家，授信总额2.4亿元'],
    '带领6人团队维护对公客户，授信总额2.4亿元',
    true,
    'team of 6 from 6 clients',
  ),
  summary(
    'zh',
    ['7年仓储物流管理经验'],
    [[WH, ['负责仓储作业管理']]],
    '10年以上仓储物流管理经验',
    true,
    '7年 experience inflated to 10年以上',
  ),
  job(
    'zh',
    RETAIL,
    ['2022年区域15家门店中业绩排名第3'],
    '2022年区域15家门店中业绩排名第1',
    true,
    'rank 3 upgraded to rank 1',
  ),
  job(
    'zh',
    TEACH,
    ['担任两个班的班主任，共92名学生'],
    '担任两个班的班主任，共120名学生',
    true,
    '92 students inflated to 120',
  ),
  job(
    'zh',
    SITE,
    ['负责项目安全文明施工费300万元的使用管理，节约20万元'],
    '负责安全文明施工管理，为项目节约成本300万元',
    true,
    '300万 budget moved onto savings',
  ),
  job('zh', MED, ['参与5个医院项目投标，中标3个'], '成功中标5个医院项目', true, '5 bids become 5 wins'),
  job('zh', LAW, ['代理民商事案件80余件'], '代理民商事案件100余件', true, '80余件 inflated to 100余件'),
  job(
    'zh',
    WH,
    ['日均出库订单3000单，准确率99.6%'],
    '日均出库订单5000单，准确率99.6%',
    true,
    '3000单 inflated to 5000单',
  ),
  job(
    'zh',
    HOTEL,
    ['酒店客房220间，前厅团队18人'],
    '带领25人前厅团队，酒店客房220间',
    true,
    'front-desk team 18 inflated to 25',
  ),
  job(
    'zh',
    GOV,
    ['辖区常住人口2.3万人，网格内约7800户'],
    '服务辖区常住人口3万余人',
    true,
    '2.3万 rounded up to 3万余',
  ),
  job(
    'zh',
    MFG,
    ['产品不良率从2.1%降至0.8%'],
    '产品不良率从2.1%降至0.5%',
    true,
    'end value 0.8% improved to 0.5%',
  ),
  job(
    'zh',
    RETAIL,
    ['负责8家门店的日常巡店与陈列检查'],
    '带领8人督导团队负责门店巡店与陈列检查',
    true,
    'team of 8 from 8 stores',
  ),
  job(
    'zh',
    NURSE,
    ['负责病区院感防控与手卫生督查'],
    '负责病区院感防控与手卫生督查，院感发生率下降30%',
    true,
    'a percentage never stated',
  ),
  job(
    'zh',
    ECOM,
    ['店铺年GMV 800万元'],
    '店铺年GMV达$8M',
    true,
    '800万元 turned into US$8M (currency swap ~7x)',
  ),
  job('zh', ECOM, ['月均GMV 50万元'], '月均GMV 50K', true, '50万 misread as 50K'),
  job(
    'zh',
    ACCT,
    ['3个月内完成新ERP财务模块上线'],
    '1个月内完成新ERP财务模块上线',
    true,
    '3 months shortened to 1',
  ),
  job('zh', MED, ['负责区域年销售额增长2倍'], '负责区域年销售额增长3倍', true, '2倍 inflated to 3倍'),
  job(
    'zh',
    KITCHEN,
    ['厨房团队12人，日均翻台4.5次'],
    '厨房团队12人，日均翻台6次',
    true,
    'turnover 4.5 inflated to 6',
  ),
  job('zh', TEACH, ['所带班级高考一本上线率85%'], '所带班级高考一本上线率达95%', true, '85% inflated to 95%'),
  job(
    'zh',
    LAW,
    ['为12家企业提供常年法律顾问服务'],
    '为20余家企业提供常年法律顾问服务',
    true,
    '12家 inflated to 20余家',
  ),
  job(
    'zh',
    SITE,
    ['负责3个工地、120名工人的安全教育'],
    '负责3个工地、150余名工人的安全教育',
    true,
    '120 workers inflated to 150余',
  ),
  job('zh', WH, ['仓库面积1.2万平方米'], '管理2万平方米的仓库', true, '1.2万㎡ rounded up to 2万'),
  summary(
    'zh',
    ['财务工作经验丰富，熟悉总账与报表'],
    ZH_FIN_JOBS,
    '10年财务工作经验，熟悉总账与报表',
    true,
    'years summed wrong (3+4=7, not 10)',
  ),
  job(
    'zh',
    KITCHEN,
    ['厨房团队12人，日均翻台4.5次'],
    '管理12家门店的厨房团队，日均翻台4.5次',
    true,
    '12-person team moved onto 12 stores',
  ),

  job(
    'zh',
    NURSE,
    ['带领3名低年资护士完成夜班'],
    '带领五名低年资护士完成夜班工作',
    true,
    '3名 inflated to 五名 (number word)',
  ),
  job(
    'zh',
    RETAIL,
    ['会员复购率提升8.5%'],
    '会员复购率提升百分之十',
    true,
    '8.5% rounded up to 百分之十 (number word)',
  ),
  job(
    'zh',
    RETAIL,
    ['管理门店12家，覆盖武汉、宜昌两地'],
    '管理武汉、宜昌两地二十家门店',
    true,
    '12家 inflated to 二十家 (number word)',
  ),

  // ===================== zh: careful rewrites (must pass unchanged) =====================
  job(
    'zh',
    MED,
    ['2023年个人销售额1200万元，完成率108%'],
    '2023年实现个人销售额1,200万元，完成率达108%',
    false,
    '1200万 ↔ 1,200万',
  ),
  job('zh', RETAIL, ['会员满意度提升到98.5%'], '将会员满意度提升至98.5%', false, 'same percentage reworded'),
  job(
    'zh',
    RETAIL,
    ['管理门店12家，覆盖武汉、宜昌两地'],
    '管理武汉、宜昌两地共12家门店',
    false,
    'order swapped',
  ),
  job('zh', NURSE, ['带领3名低年资护士完成夜班'], '带领三名低年资护士完成夜班工作', false, '3名 ↔ 三名'),
  job('zh', HOTEL, ['年接待宾客12万人次'], '年接待宾客120,000人次', false, '12万 ↔ 120,000'),
  job(
    'zh',
    ACCT,
    ['推动费用管控，管理费用降低百分之十五'],
    '推动费用管控，管理费用降低15%',
    false,
    '百分之十五 ↔ 15%',
  ),
  job('zh', WH, ['日均处理订单１５００单'], '日均处理订单1500单', false, 'full-width digits in source'),
  job('zh', WH, ['日均出库订单3000单'], '日均出库订单３０００单', false, 'full-width digits in model line'),
  job(
    'zh',
    MFG,
    ['产品不良率从5%降至2%'],
    '产品不良率下降3个百分点，降至2%',
    false,
    'from 5% to 2% ↔ 下降3个百分点',
  ),
  job('zh', LAW, ['代理民商事案件30余件'], '代理民商事案件30+件', false, '30余 ↔ 30+'),
  job('zh', NURSE, ['每班分管病人6-8名'], '每班负责6至8名患者的护理', false, 'range 6-8 ↔ 6至8'),
  job(
    'zh',
    TEACH,
    ['担任两个班的班主任，共92名学生'],
    '担任2个班的班主任，共计92名学生',
    false,
    '两个 ↔ 2个',
  ),
  job(
    'zh',
    SITE,
    ['年节约安全防护材料费约20万元'],
    '每年节约安全防护材料费约200,000元',
    false,
    '20万 ↔ 200,000',
  ),
  job('zh', WH, ['仓库面积1.2万平方米'], '管理面积达12,000平方米的仓库', false, '1.2万 ↔ 12,000'),
  summary(
    'zh',
    ['7年仓储物流管理经验'],
    [[WH, ['负责仓储作业管理']]],
    '拥有七年仓储物流管理经验',
    false,
    '7年 ↔ 七年',
  ),
  job(
    'zh',
    BANK,
    ['2021年度分行对公条线业绩排名第二'],
    '2021年度分行对公条线业绩排名第2',
    false,
    '第二 ↔ 第2',
  ),
  job(
    'zh',
    BANK,
    ['维护对公客户6家，授信总额2.4亿元'],
    '维护6家对公客户，授信总额达2.4亿元人民币',
    false,
    'order + 人民币',
  ),
  job(
    'zh',
    MFG,
    ['管理40人的总装质检班组'],
    '管理由40名质检员组成的总装质检班组',
    false,
    '40人 ↔ 40名质检员',
  ),
  job('zh', ECOM, ['店铺年GMV 800万元'], '店铺年GMV达¥800万', false, '800万元 ↔ ¥800万'),
  job('zh', RETAIL, ['培训新店员50+人'], '培训新店员50余人', false, '50+ ↔ 50余'),
  job('zh', GOV, ['辖区常住人口2.3万人'], '服务辖区常住人口约23,000人', false, '2.3万 ↔ 23,000'),
  job(
    'zh',
    KITCHEN,
    ['厨房团队12人，日均翻台4.5次'],
    '带领12人厨房团队，日均翻台率达4.5次',
    false,
    'team reworded',
  ),
  job(
    'zh',
    TEACH,
    ['所带班级高考一本上线率85%'],
    '所带班级高考一本上线率达到百分之八十五',
    false,
    '85% ↔ 百分之八十五',
  ),
  summary(
    'zh',
    ['财务工作经验丰富，熟悉总账与报表'],
    ZH_FIN_JOBS,
    '7年财务工作经验，熟悉总账与报表',
    false,
    'years summed right (2016.07-2023.06 = 7年)',
  ),
  job('zh', WH, ['带领2个班组共36名分拣员'], '带领两个班组，共36名分拣员', false, '2个 ↔ 两个'),
  job('zh', HOTEL, ['年接待宾客12万人次'], '年接待宾客120K人次', false, '12万 ↔ 120K'),

  // ===================== en: inventions (must be changed) =====================
  job(
    'en',
    RN,
    ['Charge nurse for a 24-bed med-surg unit'],
    'Served as charge nurse for a 32-bed med-surg unit',
    true,
    '24 beds inflated to 32',
  ),
  job(
    'en',
    STORE,
    ['Oversaw 12 stores across the Denver metro'],
    'Oversaw store operations across 12 cities in the Denver metro',
    true,
    '12 stores moved onto 12 cities',
  ),
  job(
    'en',
    CPA,
    ['Cut month-end close time by 35%'],
    'Reduced operating costs by 35% by streamlining month-end close',
    true,
    '35% close-time cut moved onto costs',
  ),
  job(
    'en',
    ADVISOR,
    ['Grew book of business to $8.5M AUM'],
    'Grew book of business to $10M+ AUM',
    true,
    '$8.5M rounded up to $10M+',
  ),
  job(
    'en',
    STORE,
    ['Reduced shrink by 8.5% year over year'],
    'Reduced shrink by 10% year over year',
    true,
    '8.5% rounded up to 10%',
  ),
  job(
    'en',
    PLANT,
    ['Supervised a crew of 40 on second shift'],
    'Supervised a crew of 50+ on second shift',
    true,
    '40 inflated to 50+',
  ),
  job(
    'en',
    CPA,
    ['Prepared payroll for 15 client companies'],
    'Led a team of 15 preparing payroll for client companies',
    true,
    'team of 15 from 15 clients',
  ),
  summary(
    'en',
    ['6 years as a licensed journeyman electrician'],
    [[ELEC, ['Wired tenant fit-outs']]],
    '10+ years of experience as a licensed journeyman electrician',
    true,
    '6 years inflated to 10+',
  ),
  job(
    'en',
    REP,
    ['Ranked #3 of 40 reps nationally in 2021'],
    'Ranked #1 of 40 reps nationally in 2021',
    true,
    'rank #3 upgraded to #1',
  ),
  job(
    'en',
    RN,
    ['Cared for 4-5 patients per shift on step-down'],
    'Cared for up to 7 patients per shift on step-down',
    true,
    '4-5 patients inflated to 7',
  ),
  job(
    'en',
    TURNER,
    ['Tracked a $2M renovation budget and saved $150K through value engineering'],
    'Saved $2M through value engineering on the renovation',
    true,
    '$2M budget moved onto savings',
  ),
  job(
    'en',
    SCHOOL,
    ['Taught 5 sections of Algebra I (140 students)'],
    'Taught Algebra I across 5 schools to 140 students',
    true,
    '5 sections moved onto 5 schools',
  ),
  job(
    'en',
    PARA,
    ['Drafted 60+ discovery motions'],
    'Drafted 100+ discovery motions',
    true,
    '60+ inflated to 100+',
  ),
  job(
    'en',
    DISPATCH,
    ['Dispatched a fleet of 45 trucks across the Midwest'],
    'Managed a team of 45 drivers across the Midwest',
    true,
    '45 trucks become a team of 45',
  ),
  job(
    'en',
    INN,
    ['180-room property; grew RevPAR 12% in 2019'],
    'Increased occupancy by 12% at a 180-room property in 2019',
    true,
    'RevPAR 12% moved onto occupancy',
  ),
  job(
    'en',
    PERMIT,
    ['Processed ~300 permit applications per month'],
    'Processed 500+ permit applications per month',
    true,
    '300 inflated to 500+',
  ),
  job(
    'en',
    PLANT,
    ['Reduced scrap rate from 4.2% to 2.9%'],
    'Reduced scrap rate by 50%',
    true,
    '4.2%→2.9% is ~31%, not 50%',
  ),
  job(
    'en',
    RN,
    ['Coordinated discharge planning with case managers'],
    'Coordinated discharge planning with case managers, reducing 30-day readmissions by 20%',
    true,
    'a percentage never stated',
  ),
  job(
    'en',
    REP,
    ['Closed $750K in new business in FY22'],
    'Closed over $1M in new business in FY22',
    true,
    '$750K rounded up to over $1M',
  ),
  job(
    'en',
    AMZ,
    ['Trained 25 new hires on pick and pack'],
    'Trained 25 new hires on pick and pack across 3 sites',
    true,
    '3 sites never stated',
  ),
  job(
    'en',
    CLAIMS,
    ['Settled claims within 14 days on average'],
    'Settled claims within 7 days on average',
    true,
    '14 days shortened to 7',
  ),
  job(
    'en',
    SPROUT,
    ['Grew monthly leads 2x through Instagram ads'],
    'Grew monthly leads 3x through Instagram ads',
    true,
    '2x inflated to 3x',
  ),
  job(
    'en',
    OLIVE,
    ['Kitchen staff of 22; food cost held at 28%'],
    'Led a kitchen staff of 22 and cut food cost by 28%',
    true,
    'food cost level 28% turned into a 28% cut',
  ),
  job(
    'en',
    AMZ,
    ['Managed 3 shifts and 120 associates'],
    'Managed 120 associates across 3 buildings',
    true,
    '3 shifts moved onto 3 buildings',
  ),
  summary(
    'en',
    ['Manufacturing supervisor focused on safety and throughput'],
    EN_MFG_JOBS,
    '12 years of manufacturing leadership focused on safety and throughput',
    true,
    'years summed wrong (4+4=8, not 12)',
  ),

  job(
    'en',
    ELEC,
    ['Led a crew of 3 apprentices on tenant fit-outs'],
    'Led a crew of five apprentices on tenant fit-outs',
    true,
    '3 inflated to five (number word)',
  ),
  job(
    'en',
    STORE,
    ['Reduced shrink by 8.5% year over year'],
    'Reduced shrink by ten percent year over year',
    true,
    '8.5% rounded up to ten percent (number word)',
  ),
  job(
    'en',
    STORE,
    ['Oversaw 12 stores across the Denver metro'],
    'Oversaw 12 regions across the Denver metro',
    true,
    '12 stores moved onto 12 regions',
  ),

  // ===================== en: careful rewrites (must pass unchanged) =====================
  job(
    'en',
    CLAIMS,
    ['Processed 1,200 claims per month'],
    'Processed 1200+ claims per month',
    false,
    '1,200 ↔ 1200+',
  ),
  job(
    'en',
    CLAIMS,
    ['Processed 1,200 claims per month'],
    'Processed 1.2K claims per month',
    false,
    '1,200 ↔ 1.2K',
  ),
  job(
    'en',
    TURNER,
    ['Managed a $120,000 site budget'],
    'Managed a $120K site budget',
    false,
    '$120,000 ↔ $120K',
  ),
  job(
    'en',
    CLAIMS,
    ['Reduced review error rate from 20% to 5%'],
    'Cut the review error rate by 15 percentage points, to 5%',
    false,
    'from 20% to 5% ↔ 15 points',
  ),
  job(
    'en',
    PERMIT,
    ['Recruited 30+ volunteers for the cleanup drive'],
    'Recruited over 30 volunteers for the cleanup drive',
    false,
    '30+ ↔ over 30',
  ),
  job(
    'en',
    ELEC,
    ['Led a crew of three apprentices on tenant fit-outs'],
    'Led a crew of 3 apprentices on tenant fit-outs',
    false,
    'three ↔ 3',
  ),
  job(
    'en',
    RN,
    ['Cared for 4-5 patients per shift on step-down'],
    'Cared for 4 to 5 patients per shift on the step-down unit',
    false,
    'range 4-5 ↔ 4 to 5',
  ),
  summary(
    'en',
    ['6 years as a licensed journeyman electrician'],
    [[ELEC, ['Wired tenant fit-outs']]],
    'Six years of experience as a licensed journeyman electrician',
    false,
    '6 ↔ Six',
  ),
  job(
    'en',
    ADVISOR,
    ['Ranked #2 of 35 branches in the region for new assets'],
    'Ranked second of 35 branches in the region for new assets',
    false,
    '#2 ↔ second',
  ),
  job(
    'en',
    DISPATCH,
    ['Maintained 98.7% on-time delivery'],
    'Maintained a 98.7% on-time delivery rate',
    false,
    'same percentage reworded',
  ),
  job(
    'en',
    AMZ,
    ['Oversaw $2.5M in annual purchasing'],
    'Oversaw $2.5 million in annual purchasing',
    false,
    '$2.5M ↔ $2.5 million',
  ),
  job(
    'en',
    OLIVE,
    ['Served 350 covers per night on weekends'],
    'Served about 350 covers a night on weekends',
    false,
    'per night ↔ a night',
  ),
  job(
    'en',
    SPROUT,
    ['Grew Instagram following from 4K to 11K'],
    'Grew the Instagram following from 4,000 to 11,000',
    false,
    '4K/11K ↔ 4,000/11,000',
  ),
  job(
    'en',
    SCHOOL,
    ['Taught 5 sections of Algebra I (140 students)'],
    'Taught five sections of Algebra I, 140 students in total',
    false,
    '5 ↔ five',
  ),
  job(
    'en',
    PLANT,
    ['Reduced overtime by 18%'],
    'Reduced overtime hours by 18 percent',
    false,
    '18% ↔ 18 percent',
  ),
  job(
    'en',
    PARA,
    ['Managed a caseload of 45 active files'],
    'Managed 45 active case files at a time',
    false,
    'caseload reworded',
  ),
  job(
    'en',
    DISPATCH,
    ['Dispatched a fleet of 45 trucks across the Midwest'],
    'Dispatched a 45-truck fleet across the Midwest',
    false,
    '45 trucks ↔ 45-truck',
  ),
  job(
    'en',
    AMZ,
    ['Managed 3 shifts and 120 associates'],
    'Managed 120 associates across three shifts',
    false,
    '3 ↔ three, order swapped',
  ),
  job(
    'en',
    TURNER,
    ['Saved $150K through value engineering'],
    'Saved $150,000 through value engineering',
    false,
    '$150K ↔ $150,000',
  ),
  job(
    'en',
    INN,
    ['180-room property; grew RevPAR 12% in 2019'],
    'Grew RevPAR by 12% in 2019 at a 180-room property',
    false,
    'order swapped',
  ),
  job(
    'en',
    STORE,
    ['Oversaw 12 stores across the Denver metro'],
    'Oversaw twelve stores across the Denver metro area',
    false,
    '12 ↔ twelve',
  ),
  job(
    'en',
    REP,
    ['Closed $750K in new business in FY22'],
    'Closed $750,000 in new business in fiscal 2022',
    false,
    '$750K ↔ $750,000, FY22 ↔ fiscal 2022',
  ),
  summary(
    'en',
    ['Manufacturing supervisor focused on safety and throughput'],
    EN_MFG_JOBS,
    '8 years of manufacturing leadership focused on safety and throughput',
    false,
    'years summed right (2017.01-2024.12 = 8)',
  ),
  job(
    'en',
    PERMIT,
    ['Processed ~300 permit applications per month'],
    'Processed roughly 300 permit applications a month',
    false,
    '~300 ↔ roughly 300',
  ),
  job(
    'en',
    RN,
    ['Charge nurse for a 24-bed med-surg unit'],
    'Charge nurse on a 24 bed medical-surgical unit',
    false,
    '24-bed ↔ 24 bed',
  ),
  job(
    'en',
    CPA,
    ['Cut month-end close from 10 days to 6'],
    'Shortened the month-end close by 4 days, from 10 to 6',
    false,
    'from 10 to 6 ↔ by 4 days',
  ),
];

/**
 * Known gaps (left on purpose, see the note): a percent or an amount of money is checked by its amount and
 * unit, not by what it measures, so the same figure moved onto another metric passes; "5 bids" turned into "5 wins"
 * passes too. Since session 27 a count of places stands only on the same kind of place ("12 stores" no longer
 * becomes "12 cities"), and a percent only on a line sharing a word with the clause that states it (审批周期's 35%
 * is no 财务成本's); a clause that barely names its figure's subject reads with the one before it, so a line
 * that keeps those words ("180-room property" beside RevPAR, "close" of "close time") still carries it. Since
 * session 30 a percent of a measure the resume never names ("costs" for a close-time cut) stands on nothing.
 */
const KNOWN_GAPS = [
  '300万 budget moved onto savings',
  '5 bids become 5 wins',
  '$2M budget moved onto savings',
  'RevPAR 12% moved onto occupancy',
  'food cost level 28% turned into a 28% cut',
];

describe('FactGuard on numbers', () => {
  test('a tens word with its ones is one number: "twenty-one beds" is 21 beds, not 20 of "one"', () => {
    const guard = new FactGuard('Jordan Reyes\n- Charge nurse for 21 beds on a med-surg unit', []);
    assert.deepEqual(guard.inventedFacts('   - Charge nurse for twenty-one beds on a med-surg unit'), []);
    assert.deepEqual(guard.inventedFacts('   - Charge nurse for twenty-two beds on a med-surg unit'), ['22']);
  });

  test('each case is caught or kept as a careful reviewer would, apart from the known gaps', () => {
    assert.deepEqual(
      casesJudgedWrong(cases).map((note) => note.slice(3)),
      KNOWN_GAPS,
    );
  });
});
