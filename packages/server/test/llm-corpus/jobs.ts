// Hand-written job pieces for the ai-template answers: the prompts a model writes for each job, in its language.
import type { JobType } from '@resume/contract';

export interface TemplateJob {
  id: string;
  locale: 'en-US' | 'zh-CN';
  job: string;
  type: JobType;
  overview: string;
  experience: string[];
  project: string[];
  skills: string[];
}

export const JOBS: readonly TemplateJob[] = [
  {
    id: 'en-data-analyst',
    locale: 'en-US',
    job: 'Data Analyst',
    type: 'social',
    overview:
      '[Two sentences: years of analysis work, the business areas you know, one decision your analysis changed]',
    experience: [
      '[A report or dashboard you built, who used it and how often]',
      '[An analysis that changed a decision, with the measured effect]',
      '[Data cleaning or pipeline work, with the volume of data involved]',
    ],
    project: [
      '[The question the project answered and the data you used]',
      '[The result, in a number the business cared about]',
    ],
    skills: ['SQL: [Databases and the hardest queries you write]', 'Tools: [Python/R libraries, BI tools]'],
  },
  {
    id: 'en-frontend-engineer',
    locale: 'en-US',
    job: 'Frontend Engineer',
    type: 'social',
    overview:
      '[Years building web interfaces, the frameworks you know best, the kind of product you shipped]',
    experience: [
      '[A feature you shipped end to end, with its usage or conversion effect]',
      '[Performance work: the metric (LCP, bundle size) before and after]',
      '[Design system or component library work, and who adopted it]',
    ],
    project: ['[What the app does and your part in it]', '[A hard technical problem and how you solved it]'],
    skills: ['Frameworks: [React, Vue, Svelte…]', 'Testing and tooling: [Vitest, Playwright, Vite…]'],
  },
  {
    id: 'en-product-manager',
    locale: 'en-US',
    job: 'Product Manager',
    type: 'social',
    overview: '[The products you have owned, for which users, and your strongest skill as a PM]',
    experience: [
      '[A product or feature you took from discovery to launch, with adoption numbers]',
      '[A metric you owned and how you moved it]',
      '[How you worked with engineering and design: team size, cadence]',
    ],
    project: ['[The user problem and how you validated it]', '[The launch result]'],
    skills: ['Discovery: [Interviews, surveys, experiments you run]', 'Tools: [Jira, Amplitude, Figma…]'],
  },
  {
    id: 'en-registered-nurse',
    locale: 'en-US',
    job: 'Registered Nurse',
    type: 'social',
    overview: '[Your unit type, years of practice and the patient population you care for]',
    experience: [
      '[Unit, bed count and typical patient ratio]',
      '[A quality or safety initiative you took part in]',
      '[Precepting, charge nurse or committee roles]',
    ],
    project: ['[An evidence-based practice or quality project]', '[What changed on the unit afterwards]'],
    skills: ['Clinical: [IV therapy, telemetry, wound care…]', 'Systems: [EHR you chart in]'],
  },
  {
    id: 'en-marketing-intern',
    locale: 'en-US',
    job: 'Marketing Intern',
    type: 'intern',
    overview: '[Your course and year, and why marketing: one campaign or club you ran]',
    experience: [
      '[A campaign or social account you ran, with reach or engagement]',
      '[Content you wrote or designed, and where it was published]',
    ],
    project: [
      '[A class or society project: the brief and your part]',
      '[The outcome, in numbers if you have them]',
    ],
    skills: ['Channels: [Instagram, TikTok, email…]', 'Tools: [Canva, Google Analytics…]'],
  },
  {
    id: 'en-mechanical-engineer-graduate',
    locale: 'en-US',
    job: 'Graduate Mechanical Engineer',
    type: 'campus',
    overview: '[Your degree, the area of mechanical engineering you like most, and one thing you built]',
    experience: [
      '[A placement: the product or plant, and what you designed or tested]',
      '[A measurement, test or simulation you ran, and what it showed]',
    ],
    project: ['[Your final-year project: the problem and your design]', '[Test results or awards]'],
    skills: ['CAD/CAE: [SolidWorks, ANSYS…]', 'Workshop: [Machining, welding, 3D printing]'],
  },
  {
    id: 'en-accountant',
    locale: 'en-US',
    job: 'Staff Accountant',
    type: 'social',
    overview: '[Years in accounting, the industries and the part of the close you own]',
    experience: [
      '[Reconciliations or journal entries you own, and their volume]',
      '[A close or audit you helped speed up, with the days saved]',
      '[Systems you work in and any process you automated]',
    ],
    project: ['[A system migration or process change and your part]', '[The result]'],
    skills: ['Accounting: [GAAP/IFRS, accruals, fixed assets]', 'Systems: [NetSuite, SAP, Excel…]'],
  },
  {
    id: 'en-customer-success',
    locale: 'en-US',
    job: 'Customer Success Manager',
    type: 'social',
    overview: '[The customers you look after (segment, number of accounts) and what you are known for]',
    experience: [
      '[Your book of business: accounts and annual revenue]',
      '[Retention or expansion you drove, in numbers]',
      '[An onboarding or playbook you created]',
    ],
    project: ['[A churn-reduction or health-score project]', '[Its effect on renewals]'],
    skills: ['Tools: [Gainsight, Salesforce, Zendesk…]', 'Languages: [Languages you work in]'],
  },
  {
    id: 'en-ux-designer',
    locale: 'en-US',
    job: 'UX Designer',
    type: 'social',
    overview: '[The products you design for, your process and one research finding that changed a design]',
    experience: [
      '[A flow you redesigned, with the usability or conversion result]',
      '[Research you ran: method, number of participants]',
      '[Design system work and who uses it]',
    ],
    project: ['[The problem, your role and your process]', '[Link to the case study in your portfolio]'],
    skills: ['Design: [Figma, prototyping, accessibility]', 'Research: [Interviews, usability tests…]'],
  },
  {
    id: 'en-software-intern',
    locale: 'en-US',
    job: 'Software Engineering Intern',
    type: 'intern',
    overview: '[Your degree and year, the languages you use most, and what you want to learn]',
    experience: [
      '[A previous internship or part-time role, and what you built]',
      '[A bug or feature you owned, from ticket to merge]',
    ],
    project: ['[A project you built: what it does and the stack]', '[Users, stars or a demo link]'],
    skills: ['Languages: [Python, Java, TypeScript…]', 'Tools: [Git, Linux, Docker…]'],
  },
  {
    id: 'zh-backend',
    locale: 'zh-CN',
    job: 'Java 后端开发工程师',
    type: 'social',
    overview: '[用两三句话写出：几年 Java 后端经验、熟悉的业务领域、最有代表性的一项成果]',
    experience: [
      '[负责的核心系统或模块，以及它的规模（QPS、日订单量等）]',
      '[一次性能优化或故障治理，写出优化前后的指标]',
      '[参与的架构升级或中间件引入，你在其中的角色]',
    ],
    project: ['[项目背景和你负责的部分]', '[用数字说明项目成果]'],
    skills: ['编程语言与框架：[Java、Spring Boot、MyBatis 等]', '中间件与数据库：[MySQL、Redis、Kafka 等]'],
  },
  {
    id: 'zh-product-manager',
    locale: 'zh-CN',
    job: '产品经理',
    type: 'social',
    overview: '[负责过的产品、面向的用户，以及你最擅长的产品能力]',
    experience: [
      '[从需求调研到上线的一个功能，以及上线后的数据]',
      '[你负责的核心指标，以及提升它的方法]',
      '[与研发、设计的协作方式和团队规模]',
    ],
    project: ['[项目要解决的用户问题和验证方式]', '[上线结果]'],
    skills: ['产品工具：[Axure、墨刀、Figma 等]', '数据分析：[SQL、神策、GrowingIO 等]'],
  },
  {
    id: 'zh-operations',
    locale: 'zh-CN',
    job: '电商运营',
    type: 'social',
    overview: '[几年电商运营经验、运营过的平台和类目、最好的一次活动成绩]',
    experience: [
      '[负责的店铺或品类，以及 GMV、转化率等核心数据]',
      '[策划的大促或日常活动，写出活动效果]',
      '[用户增长或会员运营的做法和成果]',
    ],
    project: ['[活动或项目的目标与你的分工]', '[最终数据]'],
    skills: ['平台工具：[生意参谋、千牛、巨量千川等]', '数据能力：[Excel、SQL 等]'],
  },
  {
    id: 'zh-teacher',
    locale: 'zh-CN',
    job: '小学语文教师',
    type: 'social',
    overview: '[教龄、任教年级、教学风格，以及一项教学成果]',
    experience: [
      '[任教班级和学科，学生成绩或进步情况]',
      '[班主任工作或家校沟通的做法]',
      '[参与的公开课、教研或课题]',
    ],
    project: ['[课题或教研活动的内容]', '[获得的奖项或成果]'],
    skills: ['教学技能：[多媒体课件、板书等]', '证书：[教师资格证、普通话等级]'],
  },
  {
    id: 'zh-ui-designer',
    locale: 'zh-CN',
    job: 'UI设计师',
    type: 'social',
    overview: '[几年设计经验、做过的产品类型、擅长的设计方向]',
    experience: [
      '[负责的产品或模块，以及改版后的数据变化]',
      '[搭建或维护的设计规范、组件库]',
      '[与产品、开发的协作方式]',
    ],
    project: ['[项目背景和你的设计思路]', '[作品集链接或上线效果]'],
    skills: ['设计工具：[Figma、Sketch、Photoshop 等]', '其他：[动效、插画、3D 等]'],
  },
  {
    id: 'zh-algorithm-intern',
    locale: 'zh-CN',
    job: '算法实习生',
    type: 'intern',
    overview: '[在读学校与专业、研究方向，以及最有代表性的一个项目或论文]',
    experience: ['[此前的实习或科研经历，做了什么模型、效果如何]', '[数据处理或实验设计的具体工作]'],
    project: ['[项目或比赛的任务和你的方法]', '[指标结果或排名]'],
    skills: ['编程：[Python、PyTorch 等]', '算法：[推荐、NLP、CV 等方向]'],
  },
  {
    id: 'zh-accountant',
    locale: 'zh-CN',
    job: '会计',
    type: 'social',
    overview: '[几年会计经验、所在行业、熟悉的核算模块]',
    experience: [
      '[负责的账务处理和报表，以及工作量]',
      '[参与的审计、税务申报或月结优化]',
      '[使用的财务系统和做过的流程改进]',
    ],
    project: ['[系统上线或流程改进项目及你的分工]', '[项目成果]'],
    skills: ['财务软件：[用友、金蝶、SAP 等]', '证书：[初级/中级会计职称等]'],
  },
  {
    id: 'zh-hr-campus',
    locale: 'zh-CN',
    job: '人力资源管培生',
    type: 'campus',
    overview: '[学校与专业，以及你对人力资源工作的理解和一段相关经历]',
    experience: [
      '[实习中参与的招聘、培训或员工关系工作，以及数量]',
      '[组织过的活动或项目，写出参与人数和效果]',
    ],
    project: ['[校园活动或课程项目的内容]', '[你的分工和成果]'],
    skills: ['办公软件：[Excel、PPT 等]', '语言：[英语等级]'],
  },
  {
    id: 'zh-sales',
    locale: 'zh-CN',
    job: '销售代表',
    type: 'social',
    overview: '[几年销售经验、销售的产品和客户类型、最好的业绩]',
    experience: [
      '[负责的区域或客户，以及年度销售额和完成率]',
      '[开发的新客户或大客户，写出金额]',
      '[获得的销售奖项或排名]',
    ],
    project: ['[重点客户或项目的情况]', '[签约结果]'],
    skills: ['客户管理：[CRM 工具等]', '其他：[谈判、方案撰写等]'],
  },
  {
    id: 'zh-nurse',
    locale: 'zh-CN',
    job: '护士',
    type: 'social',
    overview: '[护龄、工作科室、擅长的护理方向]',
    experience: [
      '[所在科室、床位数和日常护理工作]',
      '[参与的护理质量改进或带教工作]',
      '[获得的表彰或考核成绩]',
    ],
    project: ['[护理课题或质量改进项目内容]', '[项目成果]'],
    skills: ['护理技能：[静脉穿刺、重症监护等]', '证书：[护士执业证书等]'],
  },
  // Added in session 10 for tuning.
  {
    id: 'en-physical-therapist-assistant',
    locale: 'en-US',
    job: 'Physical Therapist Assistant',
    type: 'social',
    overview:
      '[Years as a licensed PTA, the settings you have worked in (outpatient ortho, skilled nursing, acute care, home health) and the patients you treat most]',
    experience: [
      '[Setting and caseload: patients treated per day, visit length, and how many PTAs each supervising PT oversees]',
      "[Treatments you carry out from the PT's plan of care (therapeutic exercise, gait and transfer training, manual techniques, modalities) and an outcome measure you tracked (LEFS, TUG, Berg)]",
      '[Documentation and billing: daily notes in WebPT or Epic, timed CPT units under the 8-minute rule, notes closed the same day]',
    ],
    project: [
      '[A program you ran or helped start (fall-prevention class, post-op knee group, home exercise handouts) and who it was for]',
      '[The result: patients enrolled, attendance, change in outcome scores, or fewer falls or readmissions]',
    ],
    skills: [
      'Treatment: [Therapeutic exercise, gait and transfer training, balance, soft-tissue mobilization, e-stim and ultrasound…]',
      'Documentation: [WebPT, Net Health, Epic; CPT coding, Medicare 8-minute rule]',
      'Licensure: [State PTA license, NPTE-PTA, BLS/CPR]',
    ],
  },
  {
    id: 'zh-cashier',
    locale: 'zh-CN',
    job: '出纳',
    type: 'social',
    overview:
      '[几年出纳或财务工作经验、所在行业和公司规模，日常经手的资金情况（管理几个银行账户、每月收付款大约多少笔）]',
    experience: [
      '[负责的日常收付款：现金、网银、票据，月均笔数和金额，以及管理的银行账户数量]',
      '[银行对账、资金日报或银行余额调节表的编制频率，是否做到日清月结、账实相符]',
      '[配合会计做的工作：报销单据审核、发票查验、备用金管理、社保公积金缴纳等]',
    ],
    project: [
      '[参与的资金管理事项，如银企直连上线、费控系统切换、电子承兑汇票管理，以及你负责的部分]',
      '[结果：对账时间缩短多少、付款差错或逾期减少、现金盘点无差异等]',
    ],
    skills: [
      '软件与网银：[用友、金蝶、网银U盾及各家银行企业网银、费控系统等]',
      '办公与实操：[Excel（VLOOKUP、数据透视表）、点钞验钞、票据填写等]',
      '证书：[初级会计职称等]',
    ],
  },
  {
    id: 'en-insurance-claims-adjuster',
    locale: 'en-US',
    job: 'Insurance Claims Adjuster',
    type: 'social',
    overview:
      "[Years adjusting claims, the lines you handle (auto physical damage, property, bodily injury, workers' comp), whether you work desk or field, and the states you are licensed in]",
    experience: [
      '[Your caseload: open claims at a time, new assignments per week, and your average cycle time from first notice of loss to closing the file]',
      '[Investigation: recorded statements, property or vehicle inspections, police and medical records you review, and how you analyse coverage against the policy]',
      '[Estimating and settlement: estimates you write in Xactimate or CCC ONE, your settlement authority, reserve accuracy, subrogation recovered, or your scores on file audits]',
    ],
    project: [
      '[A catastrophe deployment (hurricane, hail, wildfire) or a large or complex loss you handled: where, how long, and how many claims]',
      '[The result: claims closed, average days to payment, customer satisfaction score, or cases referred to SIU for suspected fraud]',
    ],
    skills: [
      'Estimating and claims systems: [Xactimate, XactAnalysis, CCC ONE, Mitchell, Guidewire ClaimCenter…]',
      'Licensing: [State adjuster licenses (e.g. Texas all-lines, Florida 6-20), home state, CE status, AIC or CPCU courses]',
      'Claimant handling: [Recorded statements, negotiation, explaining coverage decisions, calming upset claimants]',
    ],
  },
  {
    id: 'zh-logistics-dispatcher',
    locale: 'zh-CN',
    job: '物流调度员',
    type: 'social',
    overview:
      '[几年物流调度经验、做过的物流类型（城配、干线、快递网点或仓配一体），日常调度的车辆和司机规模]',
    experience: [
      '[负责的线路或区域、每天调度的车次和运单量，以及使用的TMS或调度平台（如G7、运满满、自研TMS）]',
      '[车辆准时率、装载率或空驶率等指标，写出你接手前后的变化]',
      '[异常处理：压车、延误、货损或客户投诉时，你如何协调司机、仓库和客户，处理时效多快]',
    ],
    project: [
      '[参与的线路优化、排线排班调整或新仓、新客户上线项目，以及你负责的部分]',
      '[结果：每月节省的运费或油费、减少的车次、提升的准时率等]',
    ],
    skills: [
      '调度系统：[TMS、WMS、北斗/GPS车辆监控平台、运满满等]',
      '数据与办公：[Excel（VLOOKUP、数据透视表）、运费核算、调度日报周报]',
      '其他：[C1/B2驾照、熟悉本地路况和货车限行政策、能接受夜班或轮班]',
    ],
  },
  {
    id: 'en-dental-office-manager',
    locale: 'en-US',
    job: 'Dental Office Manager',
    type: 'social',
    overview:
      '[Years managing dental front offices, the kind of practice (general, pediatric, ortho, multi-doctor or DSO-owned), how many providers and chairs, and the practice software you run]',
    experience: [
      '[The practice you ran: doctors, hygienists and operatories, daily patient volume, and the front desk, assistant and billing staff you hire, schedule and train]',
      '[Revenue cycle: insurance verification, claims and EOB posting, AR over 90 days and collection rate before and after you took over, PPO fee schedules you negotiated or credentialing you handled]',
      '[Scheduling and production: hygiene recall and reappointment rate, unfilled hours or broken appointments, daily production goals and case acceptance for treatment plans]',
      '[Compliance: OSHA and infection control, HIPAA, state dental board requirements, and audits or inspections you prepared for]',
    ],
    project: [
      '[A change you led: a software conversion (Dentrix, Eaglesoft, Open Dental), patient texting and online booking, a new associate or a second location, or a move to in-house membership plans]',
      '[The result: collections, new patients per month, recall rate, AR over 90 days, or hours of front desk time saved]',
    ],
    skills: [
      'Practice software: [Dentrix, Eaglesoft, Open Dental, Weave, RevenueWell, insurance portals…]',
      'Billing and insurance: [CDT coding, PPO and Medicaid plans, pre-authorizations, claim appeals, patient financing such as CareCredit]',
      'Compliance and certifications: [OSHA and HIPAA training, CPR/BLS, state radiology or expanded-function certificates, DANB or AADOM credentials]',
    ],
  },
  {
    id: 'zh-admin-specialist',
    locale: 'zh-CN',
    job: '行政专员',
    type: 'social',
    overview:
      '[几年行政工作经验、所在公司的行业和规模（员工人数、办公地点数量），以及你最拿手的行政板块（办公室管理、会务接待、采购与资产、员工活动）]',
    experience: [
      '[负责的日常行政事务：前台与访客接待、办公用品和固定资产管理、会议室与工位安排，写出服务的员工人数和办公面积]',
      '[采购与费用：对接的供应商（物业、保洁、绿植、订餐、差旅平台），年度行政预算多少，通过比价或招标节省了多少]',
      '[会议与活动：组织过的年会、团建、客户来访或检查接待，参与人数和反馈]',
    ],
    project: [
      '[参与的行政项目，如办公室搬迁或装修、OA/钉钉审批流程上线、固定资产盘点，你负责的部分和时间节点]',
      '[结果：按期完成、盘点账实相符、审批时长缩短或费用节省多少]',
    ],
    skills: [
      '办公软件：[Excel（VLOOKUP、数据透视表）、PPT、Word公文排版]',
      '系统工具：[钉钉/企业微信/飞书审批、OA系统、资产管理系统、差旅平台]',
      '其他：[公文写作、接待礼仪、会务策划、C1驾照]',
    ],
  },
  // Added in session 10 as the new held-out fifth.
  {
    id: 'en-supply-chain-analyst',
    locale: 'en-US',
    job: 'Supply Chain Analyst',
    type: 'social',
    overview:
      '[Years in supply chain or planning, the industry and network you know (SKUs, DCs, suppliers), and one cost or service-level result]',
    experience: [
      '[The planning or inventory area you own: SKU count, sites, forecast horizon]',
      '[A fill rate, inventory turns or days-of-supply improvement, with the before and after]',
      '[A supplier, freight lane or carrier analysis you ran and what was decided from it]',
    ],
    project: [
      '[The problem (stockouts, excess inventory, freight spend) and the data you pulled from the ERP or WMS]',
      '[What changed: dollars saved, OTIF, working capital freed]',
    ],
    skills: [
      'Analysis: [Excel (Power Query, Solver), SQL, Python…]',
      'Systems: [SAP, Oracle, Blue Yonder, Kinaxis, Power BI…]',
      'Methods: [ABC analysis, safety stock, S&OP…]',
    ],
  },
  {
    id: 'en-electrical-engineering-intern',
    locale: 'en-US',
    job: 'Electrical Engineering Intern',
    type: 'intern',
    overview:
      '[Your school, year and focus (power, embedded, controls, RF), and one circuit or board you designed yourself]',
    experience: [
      '[A previous co-op, lab or part-time role: what you tested, built or wired]',
      '[A measurement or debugging task: the equipment (oscilloscope, DMM, spectrum analyzer) and what you found]',
    ],
    project: [
      '[A senior design, club or lab project: the circuit, the microcontroller or ICs, and your part]',
      '[Results: specs met, efficiency, noise, or a demo or competition result]',
    ],
    skills: [
      'Design: [KiCad, Altium, LTspice, MATLAB/Simulink…]',
      'Lab: [Oscilloscope, soldering, PCB bring-up, STM32/Arduino…]',
      'Programming: [C, Python, Verilog…]',
    ],
  },
  {
    id: 'zh-legal',
    locale: 'zh-CN',
    job: '法务专员',
    type: 'social',
    overview:
      '[几年企业法务或律所经验、是否通过法律职业资格考试（A证/C证）、熟悉的法律领域（合同、劳动、知识产权、合规等）]',
    experience: [
      '[审核或起草的合同类型和数量，如每年审核采购、销售、租赁合同约多少份]',
      '[处理过的诉讼、仲裁或劳动争议案件，写出案件数量、涉案金额和结果]',
      '[参与的合规制度、合同模板或规章制度建设，以及做过的法律培训和覆盖人数]',
    ],
    project: [
      '[专项法律事务的背景，如股权融资、并购尽调、商标维权、应收账款清收，以及你负责的部分]',
      '[结果：完成的交易、胜诉或调解结果、挽回或避免的损失金额]',
    ],
    skills: [
      '法律专业：[合同审查、公司法、劳动法、知识产权、数据合规等]',
      '检索与系统：[北大法宝、威科先行、合同管理系统、OA 等]',
      '证书：[法律职业资格证书（A证）等]',
    ],
  },
  {
    id: 'zh-ecommerce-intern',
    locale: 'zh-CN',
    job: '电商运营实习生',
    type: 'intern',
    overview:
      '[学校、专业和年级，每周能实习几天、最早到岗时间，以及一段和电商有关的经历（开过网店、做过校园代理、运营过小红书或抖音账号等）]',
    experience: [
      '[此前实习或兼职中参与的店铺运营：平台（淘宝/天猫、京东、拼多多、抖音小店）、类目和你负责的具体事务]',
      '[做过的数据整理或竞品分析：每天统计哪些数据（访客、转化率、客单价等）、用什么工具]',
      '[协助过的大促或直播活动（如618、双11），你的分工和活动数据]',
    ],
    project: [
      '[校园创业、课程项目或电商比赛（如“三创赛”）的题目和你的分工]',
      '[结果：销售额、粉丝增长或获奖情况]',
    ],
    skills: [
      '数据与办公：[Excel（VLOOKUP、数据透视表）、生意参谋等]',
      '内容与设计：[Photoshop、剪映、Canva 可画等]',
    ],
  },
  {
    id: 'zh-electrical-campus',
    locale: 'zh-CN',
    job: '电气工程师',
    type: 'campus',
    overview:
      '[学校、学历与专业（电气工程及其自动化等），主要方向（电力系统、电力电子、电机控制、配电设计等），以及一项代表性的课程设计、竞赛或科研成果]',
    experience: [
      '[在电厂、变电站、设备厂或设计院的实习：参与的设备或工程、你具体做了什么（如绘制电气原理图、参与调试接线）]',
      '[做过的试验、测量或仿真：对象、方法和结论（如温升试验、保护定值校验、谐波测量）]',
    ],
    project: [
      '[毕业设计或科研项目的题目和你负责的部分（如某型变频器控制策略、10kV配电系统设计）]',
      '[成果：仿真或测试指标、论文、专利或竞赛获奖]',
    ],
    skills: [
      '软件：[AutoCAD Electrical、EPLAN、MATLAB/Simulink、PSCAD 等]',
      '专业能力：[PLC 编程（如西门子 S7-1200）、继电保护、低压配电设计等]',
      '证书：[低压电工作业证、英语四六级等]',
    ],
  },
  {
    id: 'en-dental-hygienist',
    locale: 'en-US',
    job: 'Dental Hygienist',
    type: 'social',
    overview:
      '[Years as a licensed RDH, the kind of practice you work in (general, periodontal, pediatric, community health) and what your dentist and patients count on you for]',
    experience: [
      '[Practice and schedule: patients seen per day, appointment length, and how much of your column is periodontal maintenance vs. recall prophy]',
      '[Clinical work beyond cleanings: SRP quadrants per week, local anesthesia, nitrous oxide monitoring, sealants, fluoride varnish, and the radiographs you take (FMX, bitewings, pano)]',
      '[Something you improved: full-mouth perio charting on every recall, reappointment rate before patients leave, treatment acceptance, or infection-control audit results]',
    ],
    project: [
      '[A program you ran or joined (school sealant day, Give Kids A Smile, a new perio protocol, moving to intraoral cameras or digital charting) and your part in it]',
      '[The result: children screened or sealed, patients reappointed, perio cases caught earlier, hygiene production per day]',
    ],
    skills: [
      'Clinical: [Ultrasonic and hand instrumentation, SRP, local anesthesia, Arestin, sealants, desensitizing…]',
      'Imaging and software: [Dexis, Carestream, Eaglesoft, Dentrix, Open Dental; FMX, bitewings, panoramic]',
      'Licensure: [State RDH license, local anesthesia and nitrous permits, BLS/CPR, ADEX or CDCA exam]',
    ],
  },
  {
    id: 'zh-data-annotation-intern',
    locale: 'zh-CN',
    job: '数据标注实习生',
    type: 'intern',
    overview:
      '[学校、专业和年级，每周能到岗几天、能连续实习几个月，以及做过的数据标注、数据整理或和AI有关的经历]',
    experience: [
      '[此前实习或兼职做过的标注任务：数据类型（文本、图片、语音、点云）、标注方式（分类、拉框、关键点、语义分割、多轮对话打分、SFT问答撰写），每天完成多少条]',
      '[标注质量：抽检准确率、返工率，是否参与过质检、交叉验收或标注规范的修订]',
      '[用过的标注平台或工具（Labelme、CVAT、Label Studio、公司自研平台等），多快能上手一套新规范]',
    ],
    project: [
      '[课程设计、大创项目或比赛中自己整理或标注数据集的经历：数据来源、规模和你的分工]',
      '[结果：数据集条数、模型指标的变化、获奖或发表情况]',
    ],
    skills: [
      '工具：[Excel（筛选、数据透视表）、Python基础（pandas）、Labelme/CVAT 等]',
      '专业与语言：[医学、法律、金融等领域知识，方言或外语能力，英语等级]',
      '其他：[打字速度、能长时间专注、对规则细节敏感]',
    ],
  },
];

/** Held out by job: two jobs of each language never inform tuning. */
export const HELD_OUT_JOBS: ReadonlySet<string> = new Set([
  'en-supply-chain-analyst',
  'en-electrical-engineering-intern',
  'zh-legal',
  'zh-ecommerce-intern',
  'zh-electrical-campus',
  'en-dental-hygienist',
  'zh-data-annotation-intern',
]);
