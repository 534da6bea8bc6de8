// Matching typed job titles to families: Chinese, English and mixed titles with seniority and qualifiers,
// full-width forms, and titles that must match nothing rather than the wrong family.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { JOB_FAMILIES } from '../../src/knowledge/job-families.ts';
import {
  analyzeJobTitle,
  JobMatcher,
  matchJob,
  nearestFieldOf,
  normalizeJobPhrase,
  parseJobTitle,
  type Seniority,
} from '../../src/knowledge/match-job.ts';

/** Titles people type, and the family each must match: Chinese, English and mixed, across every field. */
const EXPECTED: readonly (readonly [string, string])[] = [
  // Families of the second hundred: a Chinese and an English typed title each, and the titles a reader
  // found mapped to the wrong family before they existed.
  ['Drone Pilot', 'drone-pilot'],
  ['Elementary School Teacher', 'elementary-teacher'],
  ['小学语文教师', 'elementary-teacher'],
  ['Supply Chain Analyst', 'supply-chain-analyst'],
  ['供应链分析师', 'supply-chain-analyst'],
  ['无人机驾驶员', 'drone-pilot'],
  ['Sommelier', 'sommelier'],
  ['侍酒师', 'sommelier'],
  ['Prompt Engineer', 'prompt-engineer'],
  ['提示词工程师', 'prompt-engineer'],
  ['销售经理', 'sales-manager'],
  ['Sales Manager', 'sales-manager'],
  ['Tattoo Artist', 'tattoo-artist'],
  ['Lifeguard', 'lifeguard'],
  ['Funeral Director', 'funeral-director'],
  ['职业电竞选手', 'esports-professional'],
  ['提示工程师', 'prompt-engineer'],
  ['prompt designer', 'prompt-engineer'],
  ['大模型应用开发', 'llm-application-engineer'],
  ['llm application developer', 'llm-application-engineer'],
  ['大模型评测', 'ai-evaluation-engineer'],
  ['ai evaluation specialist', 'ai-evaluation-engineer'],
  ['MLOps工程师', 'mlops-engineer'],
  ['MLOps', 'mlops-engineer'],
  ['AI Infra工程师', 'ai-infra-engineer'],
  ['ai infra engineer', 'ai-infra-engineer'],
  ['知识图谱开发工程师', 'knowledge-graph-engineer'],
  ['knowledge graph developer', 'knowledge-graph-engineer'],
  ['AIGC运营', 'aigc-operations'],
  ['aigc operations', 'aigc-operations'],
  ['AIGC设计师', 'aigc-designer'],
  ['ai artist', 'aigc-designer'],
  ['自动驾驶系统工程师', 'autonomous-driving-engineer'],
  ['autonomous vehicle engineer', 'autonomous-driving-engineer'],
  ['XR开发工程师', 'xr-developer'],
  ['xr engineer', 'xr-developer'],
  ['区块链开发', 'blockchain-developer'],
  ['blockchain engineer', 'blockchain-developer'],
  ['数据治理专员', 'data-governance-specialist'],
  ['data governance analyst', 'data-governance-specialist'],
  ['RPA开发工程师', 'rpa-developer'],
  ['rpa engineer', 'rpa-developer'],
  ['低代码开发', 'low-code-developer'],
  ['low-code engineer', 'low-code-developer'],
  ['Salesforce开发工程师', 'salesforce-developer'],
  ['salesforce engineer', 'salesforce-developer'],
  ['技术布道师', 'developer-relations'],
  ['developer relations', 'developer-relations'],
  ['无人机飞手', 'drone-pilot'],
  ['drone operator', 'drone-pilot'],
  ['管制员', 'air-traffic-controller'],
  ['air traffic control specialist', 'air-traffic-controller'],
  ['地勤', 'airport-ground-staff'],
  ['airport ground staff', 'airport-ground-staff'],
  ['海船驾驶员', 'deck-officer'],
  ['ship captain', 'deck-officer'],
  ['轮机工程师', 'marine-engineer'],
  ['ship engineer', 'marine-engineer'],
  ['火车司机', 'train-driver'],
  ['train engineer', 'train-driver'],
  ['站务员', 'metro-station-attendant'],
  ['subway station agent', 'metro-station-attendant'],
  ['港口调度', 'port-operations'],
  ['port operations specialist', 'port-operations'],
  ['农业技术员', 'agronomist'],
  ['field agronomist', 'agronomist'],
  ['园艺工程师', 'horticulturist'],
  ['horticulture technician', 'horticulturist'],
  ['林业工程师', 'foresters'],
  ['forest technician', 'forestry-technician'],
  ['地质师', 'geologist'],
  ['staff geologist', 'geologist'],
  ['采矿技术员', 'mining-engineer'],
  ['mine engineer', 'mining-engineer'],
  ['油藏工程师', 'petroleum-engineer'],
  ['reservoir engineer', 'petroleum-engineer'],
  ['畜牧师', 'animal-husbandry-technician'],
  ['animal husbandry technician', 'animal-husbandry-technician'],
  ['水产技术员', 'aquaculture-technician'],
  ['aquaculture specialist', 'aquaculture-technician'],
  ['品酒师', 'sommelier'],
  ['wine steward', 'sommelier'],
  ['茶艺员', 'tea-master'],
  ['tea master', 'tea-master'],
  ['花艺设计师', 'florist'],
  ['floral designer', 'florist'],
  ['宠物洗护师', 'pet-groomer'],
  ['dog groomer', 'pet-groomer'],
  ['宠物训导师', 'dog-trainer'],
  ['professional dog trainer', 'dog-trainer'],
  ['保健按摩师', 'massage-therapist'],
  ['licensed massage therapist', 'massage-therapist'],
  ['彩妆师', 'makeup-artist'],
  ['make-up artist', 'makeup-artist'],
  ['形象顾问', 'image-stylist'],
  ['fashion stylist', 'image-stylist'],
  ['刺青师', 'tattoo-artist'],
  ['tattooist', 'tattoo-artist'],
  ['职业电竞选手', 'esports-professional'],
  ['esports athlete', 'esports-professional'],
  ['体育教练员', 'sports-coach'],
  ['sports coach', 'sports-coach'],
  ['游泳救生员', 'lifeguard'],
  ['pool lifeguard', 'lifeguard'],
  ['殡葬服务员', 'funeral-director'],
  ['mortician', 'funeral-director'],
  ['育婴员', 'nanny'],
  ['live-in nanny', 'nanny'],
  ['潜水教练员', 'dive-instructor'],
  ['dive instructor', 'dive-instructor'],
  ['单板滑雪教练', 'ski-instructor'],
  ['snowboard instructor', 'ski-instructor'],
  ['助产师', 'midwife'],
  ['nurse midwife', 'midwife'],
  ['口腔科护士', 'dental-hygienist'],
  ['registered dental hygienist', 'dental-hygienist'],
  ['药剂士', 'pharmacy-technician'],
  ['pharmacy tech', 'pharmacy-technician'],
  ['疾病编码员', 'medical-coder'],
  ['certified professional coder', 'medical-coder'],
  ['医务管理专员', 'hospital-administrator'],
  ['hospital administrator', 'hospital-administrator'],
  ['听力技师', 'audiologist'],
  ['clinical audiologist', 'audiologist'],
  ['呼吸治疗技师', 'respiratory-therapist'],
  ['registered respiratory therapist', 'respiratory-therapist'],
  ['临床工程师', 'biomedical-engineer'],
  ['clinical engineer', 'biomedical-engineer'],
  ['医疗器械研发', 'medical-device-engineer'],
  ['medical device design engineer', 'medical-device-engineer'],
  ['遗传咨询医师', 'genetic-counselor'],
  ['certified genetic counselor', 'genetic-counselor'],
  ['临床数据管理', 'clinical-data-manager'],
  ['clinical data associate', 'clinical-data-manager'],
  ['医学科学联络官', 'medical-science-liaison'],
  ['MSL', 'medical-science-liaison'],
  ['药物警戒经理', 'pharmacovigilance-specialist'],
  ['pharmacovigilance associate', 'pharmacovigilance-specialist'],
  ['医学写作', 'medical-writer'],
  ['regulatory medical writer', 'medical-writer'],
  ['供应室消毒员', 'sterile-processing-technician'],
  ['sterile processing tech', 'sterile-processing-technician'],
  ['心电技师', 'ecg-technician'],
  ['ecg technician', 'ecg-technician'],
  ['销售总监', 'sales-manager'],
  ['regional sales manager', 'sales-manager'],
  ['KA主管', 'key-account-manager'],
  ['KAM', 'key-account-manager'],
  ['销售运营', 'sales-operations'],
  ['sales operations specialist', 'sales-operations'],
  ['品类专员', 'category-manager'],
  ['category specialist', 'category-manager'],
  ['服装买手', 'buyer-merchandiser'],
  ['fashion buyer', 'buyer-merchandiser'],
  ['陈列专员', 'visual-merchandiser'],
  ['visual merchandising specialist', 'visual-merchandiser'],
  ['营运主管', 'operations-manager'],
  ['operations director', 'operations-manager'],
  ['分公司总经理', 'general-manager'],
  ['chief executive officer', 'general-manager'],
  ['证券交易员', 'securities-trader'],
  ['equity trader', 'securities-trader'],
  ['投资者关系专员', 'investor-relations'],
  ['investor relations specialist', 'investor-relations'],
  ['资金经理', 'treasury-specialist'],
  ['treasury manager', 'treasury-specialist'],
  ['投标经理', 'tender-specialist'],
  ['proposal manager', 'tender-specialist'],
  ['合同专员', 'contract-administrator'],
  ['contracts administrator', 'contract-administrator'],
  ['ESG专员', 'esg-analyst'],
  ['esg specialist', 'esg-analyst'],
  ['催收员', 'collections-specialist'],
  ['collection specialist', 'collections-specialist'],
  ['定价专员', 'pricing-analyst'],
  ['pricing manager', 'pricing-analyst'],
  ['音乐人', 'musician'],
  ['professional musician', 'musician'],
  ['舞者', 'dancer'],
  ['professional dancer', 'dancer'],
  ['策展', 'curator'],
  ['museum curator', 'curator'],
  ['文物修复', 'conservator'],
  ['art conservator', 'conservator'],
  ['动效设计', 'motion-designer'],
  ['ui motion designer', 'motion-designer'],
  ['驾驶教练', 'driving-instructor'],
  ['driver education instructor', 'driving-instructor'],
  ['狱警', 'correctional-officer'],
  ['corrections officer', 'correctional-officer'],
  ['注册消防工程师', 'fire-protection-engineer'],
  ['fire protection designer', 'fire-protection-engineer'],
  ['电梯维保', 'elevator-technician'],
  ['elevator mechanic', 'elevator-technician'],
  ['风电运维', 'wind-turbine-technician'],
  ['wind technician', 'wind-turbine-technician'],
  ['光伏运维', 'solar-pv-technician'],
  ['solar technician', 'solar-pv-technician'],
  ['可靠性测试工程师', 'reliability-engineer'],
  ['reliability test engineer', 'reliability-engineer'],
  ['仪控工程师', 'instrumentation-engineer'],
  ['i&c engineer', 'instrumentation-engineer'],
  ['无损检测', 'ndt-technician'],
  ['ndt inspector', 'ndt-technician'],
  ['计量校准工程师', 'calibration-technician'],
  ['calibration specialist', 'calibration-technician'],
  ['司炉工', 'boiler-operator'],
  ['stationary engineer', 'boiler-operator'],
  // Software
  ['前端工程师（实习）', 'frontend-engineer'],
  ['前端开发工程师', 'frontend-engineer'],
  ['Web前端开发', 'frontend-engineer'],
  ['H5开发', 'frontend-engineer'],
  ['小程序前端', 'frontend-engineer'],
  ['Vue3前端开发实习生', 'frontend-engineer'],
  ['React前端开发（实习）', 'frontend-engineer'],
  ['2025届校招 前端开发', 'frontend-engineer'],
  ['Sr. React dev', 'frontend-engineer'],
  ['Senior Frontend Engineer', 'frontend-engineer'],
  ['front-end developer', 'frontend-engineer'],
  ['Principal Front-End Engineer', 'frontend-engineer'],
  ['FRONTEND ENGINEER', 'frontend-engineer'],
  ['frontend engineer (remote)', 'frontend-engineer'],
  ['Java开发', 'backend-engineer'],
  ['Java后端开发工程师', 'backend-engineer'],
  ['Java后端', 'backend-engineer'],
  ['高级Go开发工程师', 'backend-engineer'],
  ['服务端开发', 'backend-engineer'],
  ['Python开发工程师', 'backend-engineer'],
  ['资深后端研发', 'backend-engineer'],
  ['C#开发工程师', 'backend-engineer'],
  ['Ｊａｖａ开发', 'backend-engineer'],
  ['高级ｊａｖａ工程师【急招】', 'backend-engineer'],
  ['Backend Engineer', 'backend-engineer'],
  ['Software Engineer II', 'backend-engineer'],
  ['Senior Software Engineer, Payments', 'backend-engineer'],
  ['Senior Backend Engineer - Payments', 'backend-engineer'],
  ['Staff Backend Engineer (Go)', 'backend-engineer'],
  ['Java Developer', 'backend-engineer'],
  ['SDE', 'backend-engineer'],
  ['Engineer (Backend)', 'backend-engineer'],
  ['全栈工程师', 'full-stack-engineer'],
  ['Java全栈开发', 'full-stack-engineer'],
  ['Full Stack Developer', 'full-stack-engineer'],
  ['iOS开发工程师', 'mobile-engineer'],
  ['安卓开发', 'mobile-engineer'],
  ['安卓高级工程师', 'mobile-engineer'],
  ['Flutter开发工程师', 'mobile-engineer'],
  ['iOS开发（高级）', 'mobile-engineer'],
  ['iOS Engineer', 'mobile-engineer'],
  ['Android Developer', 'mobile-engineer'],
  ['Kotlin Android Developer', 'mobile-engineer'],
  ['React Native Developer', 'mobile-engineer'],
  ['软件测试工程师', 'qa-engineer'],
  ['测试开发工程师', 'qa-engineer'],
  ['自动化测试', 'qa-engineer'],
  ['性能测试', 'qa-engineer'],
  ['QA测试', 'qa-engineer'],
  ['QA Engineer', 'qa-engineer'],
  ['Junior QA Tester', 'qa-engineer'],
  ['SDET', 'qa-engineer'],
  ['运维工程师', 'devops-engineer'],
  ['SRE工程师', 'devops-engineer'],
  ['K8s运维工程师', 'devops-engineer'],
  ['DevOps Engineer', 'devops-engineer'],
  ['Site Reliability Engineer', 'devops-engineer'],
  ['Lead DevOps Engineer (AWS)', 'devops-engineer'],
  ['嵌入式软件工程师', 'embedded-engineer'],
  ['单片机开发', 'embedded-engineer'],
  ['Firmware Engineer', 'embedded-engineer'],
  ['游戏客户端开发（Unity）', 'game-developer'],
  ['UE5 Gameplay Programmer', 'game-developer'],
  ['渗透测试实习生', 'penetration-testers'],
  ['网络安全工程师', 'security-engineer'],
  ['Senior SOC Analyst', 'information-security-analysts'],
  ['云原生架构师', 'software-architect'],
  ['Java架构师', 'software-architect'],
  ['Solutions Architect', 'presales-engineer'],
  ['云计算售前', 'presales-engineer'],
  ['MySQL数据库管理员', 'database-administrator'],
  ['Oracle DBA', 'database-administrator'],
  ['华为网络工程师', 'network-engineer'],
  ['Network Administrator', 'network-engineer'],
  ['IT桌面支持', 'it-support'],
  ['Help Desk Technician', 'it-support'],
  ['SAP MM顾问', 'erp-consultant'],
  ['ERP实施顾问', 'erp-consultant'],
  ['API Technical Writer', 'technical-writer'],
  ['技术文档工程师', 'technical-writer'],
  ['研发总监', 'engineering-manager'],
  ['Engineering Manager', 'engineering-manager'],
  // Data
  ['大数据开发工程师', 'data-engineer'],
  ['数仓开发', 'data-engineer'],
  ['Spark大数据开发', 'data-engineer'],
  ['Data Engineer', 'data-engineer'],
  ['Analytics Engineer', 'data-engineer'],
  ['数据分析师', 'data-analyst'],
  ['商业分析师', 'data-analyst'],
  ['数据分析实习生', 'data-analyst'],
  ['Python数据分析', 'data-analyst'],
  ['BI分析师', 'data-analyst'],
  ['Junior Data Analyst', 'data-analyst'],
  ['机器学习工程师', 'data-scientist'],
  ['大模型算法工程师', 'data-scientist'],
  ['Data Scientist', 'data-scientist'],
  ['Senior Data Scientist, Growth', 'data-scientist'],
  ['Machine Learning Engineer', 'data-scientist'],
  ['推荐算法工程师', 'algorithm-engineer'],
  ['NLP算法工程师', 'algorithm-engineer'],
  ['计算机视觉工程师', 'algorithm-engineer'],
  ['搜索推荐算法', 'algorithm-engineer'],
  ['Computer Vision Engineer', 'algorithm-engineer'],
  ['需求分析师（银行）', 'business-analyst'],
  ['Business Analyst', 'business-analyst'],
  ['AI数据标注', 'data-annotator'],
  ['数据标注员', 'data-annotator'],
  ['生物统计师', 'statistician'],
  ['Biostatistician', 'statistician'],
  // Product and design
  ['高级产品经理', 'product-manager'],
  ['产品总监', 'product-manager'],
  ['B端产品经理', 'product-manager'],
  ['高级B端产品经理', 'product-manager'],
  ['AI产品经理', 'product-manager'],
  ['  产品经理  ', 'product-manager'],
  ['Product Manager', 'product-manager'],
  ['Head of Product', 'product-manager'],
  ['Associate Product Manager', 'product-manager'],
  ['UI设计师', 'ui-ux-designer'],
  ['交互设计师', 'ui-ux-designer'],
  ['交互设计实习', 'ui-ux-designer'],
  ['UI/UX设计师', 'ui-ux-designer'],
  ['ＵＩ设计师', 'ui-ux-designer'],
  ['Product Designer', 'ui-ux-designer'],
  ['Senior Product Designer', 'ui-ux-designer'],
  ['UX Researcher', 'ux-researcher'],
  ['平面设计师', 'graphic-designer'],
  ['电商美工', 'graphic-designer'],
  ['品牌视觉设计师', 'graphic-designer'],
  ['Graphic Designer', 'graphic-designer'],
  ['数值策划', 'game-designer'],
  ['Game Designer', 'game-designer'],
  ['家装设计师', 'interior-designer'],
  ['Interior Designer', 'interior-designer'],
  ['CMF设计师', 'industrial-designer'],
  ['Industrial Designer', 'industrial-designer'],
  ['服装设计师', 'fashion-designer'],
  ['童装设计师', 'fashion-designer'],
  ['游戏原画师', 'illustrator'],
  ['Illustrator', 'illustrator'],
  ['3D角色建模师', 'three-d-artist'],
  ['3D Animator', 'three-d-artist'],
  // Marketing and operations
  ['市场营销专员', 'marketing-specialist'],
  ['Digital Marketing Specialist', 'marketing-specialist'],
  ['Marketing Manager', 'advertising-and-promotions-managers'],
  ['Head of Growth Marketing', 'marketing-specialist'],
  ['品牌经理', 'brand-manager'],
  ['Brand Manager, Skincare', 'brand-manager'],
  ['SEO专员', 'performance-marketer'],
  ['信息流投放专员', 'performance-marketer'],
  ['PPC Specialist', 'performance-marketer'],
  ['公关经理', 'public-relations'],
  ['Corporate Communications Manager', 'public-relations'],
  ['市场调研专员', 'market-research-analyst'],
  ['会展策划专员', 'event-planner'],
  ['Wedding Planner', 'event-planner'],
  ['PMM（海外）', 'product-marketing-manager'],
  ['抖音带货主播', 'live-streamer'],
  ['内容审核员', 'content-moderator'],
  ['新媒体运营', 'new-media-operations'],
  ['抖音运营', 'new-media-operations'],
  ['短视频运营', 'short-video-operations'],
  ['小红书运营', 'new-media-operations'],
  ['Social Media Manager', 'new-media-operations'],
  ['内容运营', 'content-operations'],
  ['文案策划', 'content-operations'],
  ['Copywriter', 'content-operations'],
  ['用户运营', 'user-operations'],
  ['社群运营', 'user-operations'],
  ['活动运营专员', 'user-operations'],
  ['Community Manager', 'user-operations'],
  ['电商运营', 'ecommerce-operations'],
  ['天猫运营', 'ecommerce-operations'],
  ['Amazon Specialist', 'ecommerce-operations'],
  // Sales and service
  ['销售代表', 'sales-representative'],
  ['大客户经理', 'sales-representative'],
  ['Account Executive', 'sales-representative'],
  ['Enterprise Account Executive', 'sales-representative'],
  ['Sales Representative', 'sales-representative'],
  ['外贸业务员', 'foreign-trade-specialist'],
  ['外贸业务经理', 'foreign-trade-specialist'],
  ['医药代表', 'pharmaceutical-sales-rep'],
  ['医疗器械销售代表', 'pharmaceutical-sales-rep'],
  ['置业顾问（新房）', 'real-estate-agent'],
  ['Realtor', 'real-estate-agent'],
  ['保险经纪人', 'insurance-agent'],
  ['新能源汽车销售顾问', 'car-sales-consultant'],
  ['BD经理', 'business-development'],
  ['Partnerships Manager', 'business-development'],
  ['服装店店长', 'store-manager'],
  ['Store Manager', 'store-manager'],
  ['商场导购', 'retail-sales-associate'],
  ['Cashier', 'cashiers'],
  ['留学顾问', 'course-consultant'],
  ['课程顾问', 'course-consultant'],
  ['SaaS客户成功经理', 'customer-success-manager'],
  ['客服专员', 'customer-service'],
  ['售后客服', 'customer-service'],
  ['Customer Support Specialist', 'customer-service'],
  // Finance and accounting
  ['财务分析师', 'financial-analyst'],
  ['Financial Analyst', 'financial-analyst'],
  ['FP&A Analyst', 'financial-analyst'],
  ['Senior Financial Analyst, FP&A', 'financial-analyst'],
  ['投行实习生', 'investment-banker'],
  ['Investment Banking Analyst', 'investment-banker'],
  ['卖方行业研究员（新能源）', 'equity-research-analyst'],
  ['Equity Research Associate', 'equity-research-analyst'],
  ['量化研究员（期货）', 'quantitative-researcher'],
  ['Quant Developer', 'quantitative-researcher'],
  ['信用风险分析师', 'risk-analyst'],
  ['反欺诈专员', 'risk-analyst'],
  ['小微信贷经理', 'credit-officer'],
  ['Mortgage Loan Officer', 'credit-officer'],
  ['银行综合柜员', 'bank-teller'],
  ['Bank Teller', 'bank-teller'],
  ['私人银行家', 'wealth-manager'],
  ['Financial Advisor', 'wealth-manager'],
  ['寿险精算', 'actuary'],
  ['Actuarial Analyst', 'actuary'],
  ['VC投资经理', 'investment-manager'],
  ['Private Equity Associate', 'investment-manager'],
  ['车险理赔', 'claims-adjuster'],
  ['Claims Adjuster', 'claims-adjuster'],
  ['会计', 'accountant'],
  ['出纳', 'accountant'],
  ['财务经理', 'financial-managers'],
  ['总账会计', 'accountant'],
  ['Staff Accountant', 'accountant'],
  ['税务经理', 'tax-specialist'],
  ['Tax Accountant', 'tax-specialist'],
  ['成本会计（制造业）', 'cost-accountant'],
  ['审计', 'auditor'],
  ['内审专员', 'auditor'],
  ['四大审计', 'auditor'],
  ['Internal Auditor', 'auditor'],
  // Legal
  ['律师', 'lawyer'],
  ['Attorney', 'lawyer'],
  ['Litigation Associate', 'lawyer'],
  ['法务专员', 'legal-counsel'],
  ['公司法务经理', 'legal-counsel'],
  ['In-house Counsel', 'legal-counsel'],
  ['反洗钱专员', 'compliance-officer'],
  ['Compliance Officer', 'compliance-officer'],
  ['Paralegal', 'paralegal'],
  ['律师助理', 'paralegal'],
  ['专利工程师（通信）', 'patent-agent'],
  ['法院书记员', 'judicial-assistant'],
  // People and business operations
  ['人力资源专员', 'hr-generalist'],
  ['HR专员', 'hr-generalist'],
  ['HR Generalist', 'hr-generalist'],
  ['HRBP（研发线）', 'hrbp'],
  ['HR Business Partner', 'hrbp'],
  ['薪酬福利经理', 'compensation-benefits'],
  ['Payroll Specialist', 'compensation-benefits'],
  ['企业培训师', 'training-specialist'],
  ['招聘专员', 'recruiter'],
  ['猎头顾问', 'recruiter'],
  ['Talent Acquisition Specialist', 'recruiter'],
  ['Talent Acquisition Partner', 'recruiter'],
  ['行政专员', 'administrative-assistant'],
  ['前台文员', 'receptionists-and-information-clerks'],
  ['总经理助理', 'executive-secretaries-and-executive-administrative-assistants'],
  ['Executive Assistant', 'executive-secretaries-and-executive-administrative-assistants'],
  ['Executive Assistant to CEO', 'executive-secretaries-and-executive-administrative-assistants'],
  ['Office Manager', 'first-line-supervisors-of-office-and-administrative-support-workers'],
  ['战略咨询顾问', 'management-consultant'],
  ['Management Consultant', 'management-consultant'],
  ['物业项目经理', 'property-manager'],
  ['项目经理', 'project-manager'],
  ['IT项目经理', 'project-manager'],
  ['PMP项目经理', 'project-manager'],
  ['Project Manager', 'project-manager'],
  ['Scrum Master', 'project-manager'],
  // Supply chain and transport
  ['供应链计划', 'supply-chain-specialist'],
  ['Supply Chain Manager', 'supply-chain-specialist'],
  ['PMC主管', 'production-planner'],
  ['Production Planner', 'production-planner'],
  ['采购专员', 'procurement-specialist'],
  ['采购经理', 'procurement-specialist'],
  ['Procurement Specialist', 'procurement-specialist'],
  ['Buyer', 'procurement-specialist'],
  ['仓库管理员', 'shipping-receiving-and-inventory-clerks'],
  ['仓库主管', 'first-line-supervisors-of-helpers-laborers-and-material-movers-hand'],
  ['Logistics Coordinator', 'logistics-specialist'],
  ['Warehouse Supervisor', 'first-line-supervisors-of-helpers-laborers-and-material-movers-hand'],
  ['Warehouse Associate', 'laborers-and-freight-stock-and-material-movers-hand'],
  ['海运操作', 'freight-forwarder'],
  ['Freight Forwarder', 'freight-forwarder'],
  ['报关员', 'customs-specialist'],
  ['关务经理', 'customs-specialist'],
  ['货车司机（A2）', 'driver'],
  ['Truck Driver', 'driver'],
  ['快递员', 'courier'],
  ['外卖骑手', 'food-delivery-rider'],
  ['Delivery Driver', 'courier'],
  // Healthcare
  ['护士', 'nurse'],
  ['护士长', 'nurse'],
  ['ICU护士', 'nurse'],
  ['儿科护士', 'nurse'],
  ['Registered Nurse - ICU', 'nurse'],
  ['Charge Nurse', 'nurse'],
  ['Travel Nurse - Med/Surg', 'nurse'],
  ['临床医生', 'doctor'],
  ['主治医师', 'doctor'],
  ['心内科医生', 'cardiologists'],
  ['Physician', 'doctor'],
  ['Family Physician', 'family-medicine-physicians'],
  ['执业药师', 'pharmacist'],
  ['医院药师', 'pharmacist'],
  ['Clinical Pharmacist', 'pharmacist'],
  ['口腔正畸医生', 'orthodontists'],
  ['Pediatric Dentist', 'dentist'],
  ['针灸推拿师', 'tcm-practitioner'],
  ['CT技师', 'radiologic-technologist'],
  ['Radiographer', 'radiologic-technologist'],
  ['检验科技师', 'medical-lab-technologist'],
  ['康复治疗师（神经康复）', 'rehabilitation-therapist'],
  ['Physical Therapist Assistant', 'physical-therapist-assistants'],
  ['视光师', 'optometrist'],
  ['Paramedic', 'paramedic'],
  ['养老院护工', 'caregiver'],
  ['Certified Nursing Assistant', 'nursing-assistants'],
  ['宠物医生', 'veterinarian'],
  ['宠物医院兽医', 'veterinarian'],
  ['Veterinarian', 'veterinarian'],
  ['临床营养师', 'dietitian'],
  ['Registered Dietitian', 'dietitian'],
  ['高校心理咨询师', 'psychological-counselor'],
  ['Clinical Research Associate', 'clinical-research-associate'],
  ['CRA（肿瘤）', 'clinical-research-associate'],
  ['疾控中心流行病学', 'public-health-specialist'],
  ['医疗器械注册专员', 'regulatory-affairs-specialist'],
  ['制剂研发', 'pharmaceutical-scientist'],
  // Education
  ['高中数学老师', 'teacher'],
  ['初中英语老师', 'middle-school-teachers'],
  ['Java讲师', 'teacher'],
  ['High School Math Teacher', 'teacher'],
  ['Middle School Science Teacher', 'middle-school-teachers'],
  [
    'ESL Teacher',
    'adult-basic-education-adult-secondary-education-and-english-as-a-second-language-instructors',
  ],
  ['幼儿园老师', 'preschool-teacher'],
  ['幼儿园主班老师', 'preschool-teacher'],
  ['自闭症康复老师', 'special-education-teacher'],
  ['大学讲师（计算机）', 'university-lecturer'],
  ['Assistant Professor', 'university-lecturer'],
  ['课题组科研助理', 'research-assistant'],
  ['高校辅导员', 'student-counselor'],
  ['教务老师', 'academic-affairs'],
  ['数学教研', 'curriculum-developer'],
  ['一对一数学家教', 'tutor'],
  ['Private Tutor', 'tutor'],
  // Engineering
  ['机械设计工程师', 'mechanical-engineer'],
  ['机械设计工程师（非标）', 'mechanical-engineer'],
  ['Mechanical Engineer', 'mechanical-engineer'],
  ['整车NVH工程师', 'automotive-engineer'],
  ['暖通设计', 'hvac-engineer'],
  ['ROS开发', 'robotics-engineer'],
  ['结构仿真', 'cae-engineer'],
  ['无人机飞控工程师', 'aerospace-engineer'],
  ['土木工程师', 'civil-engineer'],
  ['施工员', 'civil-engineer'],
  ['施工员（市政）', 'civil-engineer'],
  ['Civil Engineer', 'civil-engineer'],
  ['Project Engineer (Civil)', 'civil-engineer'],
  ['结构设计师（钢结构）', 'structural-engineer'],
  ['Structural Engineer', 'structural-engineer'],
  ['建筑设计师', 'architect'],
  ['Architect', 'architect'],
  ['土建预算员', 'cost-engineer'],
  ['Quantity Surveyor', 'cost-engineer'],
  ['GIS工程师', 'geographic-information-systems-technologists-and-technicians'],
  ['国土空间规划师', 'urban-planner'],
  ['园林景观设计师', 'landscape-architect'],
  ['总监理工程师', 'construction-supervisor'],
  ['给排水设计师', 'water-engineer'],
  ['机电BIM工程师', 'bim-engineer'],
  ['电气工程师', 'electrical-engineer'],
  ['PLC工程师', 'electrical-engineer'],
  ['PLC电气工程师', 'electrical-engineer'],
  ['Electrical Engineer', 'electrical-engineer'],
  ['Controls Engineer', 'electrical-engineer'],
  ['硬件工程师', 'hardware-engineer'],
  ['PCB Layout工程师', 'hardware-engineer'],
  ['数字IC验证', 'chip-verification-engineer'],
  ['ASIC Design Engineer', 'ic-design-engineer'],
  ['光伏电站工程师', 'solar-energy-systems-engineers'],
  ['5G网优', 'telecom-engineer'],
  ['RF Engineer', 'telecom-engineer'],
  ['刻蚀工艺工程师', 'semiconductor-process-engineer'],
  ['镜头设计工程师', 'optical-engineer'],
  ['BMS工程师', 'battery-engineer'],
  ['化工工艺工程师', 'chemical-engineer'],
  ['涂料配方工程师', 'chemist'],
  ['金属材料工程师', 'materials-engineer'],
  ['环评工程师', 'environmental-engineer'],
  ['QC化验员', 'lab-analyst'],
  ['饮料研发', 'food-scientist'],
  // Manufacturing
  ['SQE工程师', 'quality-engineer'],
  ['Quality Engineer', 'quality-engineer'],
  ['注塑工艺工程师', 'process-engineer'],
  ['IE工程师', 'industrial-engineer'],
  ['Continuous Improvement Engineer', 'industrial-engineer'],
  ['车间主任', 'production-supervisor'],
  ['Production Supervisor', 'production-supervisor'],
  ['设备维修工', 'equipment-engineer'],
  ['注塑模具设计', 'mold-designer'],
  ['流水线普工', 'production-worker'],
  ['Machine Operator', 'production-worker'],
  ['IPQC', 'quality-inspector'],
  ['EHS工程师', 'ehs-specialist'],
  ['Safety Officer', 'ehs-specialist'],
  // Trades
  ['电工', 'electrician'],
  ['维修电工', 'electrician'],
  ['Journeyman Electrician', 'electrician'],
  ['管道工', 'plumber'],
  ['Plumber', 'plumber'],
  ['氩弧焊工', 'welder'],
  ['TIG Welder', 'welder'],
  ['装修木工', 'carpenter'],
  ['Carpenter', 'carpenter'],
  ['中央空调维修', 'hvac-technician'],
  ['HVAC Technician', 'hvac-technician'],
  ['汽修学徒', 'auto-mechanic'],
  ['Diesel Mechanic', 'bus-and-truck-mechanics-and-diesel-engine-specialists'],
  ['CNC编程员', 'computer-numerically-controlled-tool-programmers'],
  ['Machinist', 'cnc-machinist'],
  ['叉车工', 'forklift-operator'],
  ['航线维修工程师', 'aircraft-maintenance-technician'],
  ['A&P Mechanic', 'aircraft-maintenance-technician'],
  ['挖机司机', 'heavy-equipment-operator'],
  ['Crane Operator', 'crane-and-tower-operators'],
  // Hospitality and travel
  ['酒店前台', 'hotel-hospitality'],
  ['酒店前台接待', 'receptionists-and-information-clerks'],
  ['Front Desk Agent', 'hotel-hospitality'],
  ['Front Desk Agent (Night)', 'hotel-hospitality'],
  ['Concierge', 'concierges'],
  ['厨师', 'chef'],
  ['粤菜厨师', 'chef'],
  ['Chef', 'chef'],
  ['Line Cook', 'chef'],
  ['西点师', 'baker'],
  ['Pastry Chef', 'baker'],
  ['咖啡师', 'barista'],
  ['咖啡师（精品）', 'barista'],
  ['Barista', 'barista'],
  ['调酒师', 'bartender'],
  ['火锅店店长', 'restaurant-manager'],
  ['Restaurant Manager', 'restaurant-manager'],
  ['宴会服务员', 'waiter'],
  ['Waitress', 'waiter'],
  ['英语导游', 'tour-guide'],
  ['定制旅行师', 'travel-agent'],
  ['国际航线乘务员', 'flight-attendant'],
  ['Flight Attendant', 'flight-attendant'],
  ['飞行员', 'pilot'],
  ['A320机长', 'pilot'],
  ['Pilot', 'pilot'],
  ['酒店客房服务员', 'housekeeping'],
  ['Housekeeper', 'housekeeping'],
  ['私人健身教练', 'fitness-coach'],
  ['Yoga Instructor', 'fitness-coach'],
  ['首席发型师', 'hairstylist'],
  ['Barber', 'barbers'],
  ['皮肤管理师', 'beautician'],
  ['Nail Technician', 'manicurists-and-pedicurists'],
  // Media and language
  ['新闻记者', 'journalist-editor'],
  ['图书编辑', 'journalist-editor'],
  ['财经记者', 'journalist-editor'],
  ['Journalist', 'journalist-editor'],
  ['Copy Editor', 'journalist-editor'],
  ['英语翻译', 'translator'],
  ['同声传译', 'translator'],
  ['日语翻译', 'translator'],
  ['Translator', 'translator'],
  ['Interpreter', 'translator'],
  ['短视频剪辑师', 'video-editor'],
  ['Video Editor', 'video-editor'],
  ['摄影师', 'photographer'],
  ['电商摄影师', 'photographer'],
  ['Photographer', 'photographer'],
  ['综艺编导', 'video-director'],
  ['电台主持人', 'broadcast-host'],
  ['News Anchor', 'broadcast-host'],
  ['短剧编剧', 'screenwriter'],
  ['演员', 'actor'],
  ['话剧演员', 'actor'],
  ['Actor', 'actor'],
  ['混音师', 'audio-engineer'],
  ['Sound Engineer', 'audio-engineer'],
  // Public service
  ['公务员', 'civil-servant'],
  ['选调生', 'civil-servant'],
  ['乡镇公务员', 'civil-servant'],
  ['Civil Servant', 'civil-servant'],
  ['Policy Officer', 'civil-servant'],
  ['派出所辅警', 'police-officer'],
  ['Police Detective', 'detectives-and-criminal-investigators'],
  ['专职消防员', 'firefighter'],
  ['Firefighter', 'firefighter'],
  ['医务社工', 'social-worker'],
  ['Social Worker', 'social-worker'],
  ['社区网格员', 'community-worker'],
  ['图书管理员', 'librarian'],
  ['Librarian', 'librarian'],
  ['保安', 'security-guard'],
  ['小区保安', 'security-guard'],
  ['Security Guard', 'security-guard'],
  ['基金会项目官员', 'nonprofit-program-officer'],
  ['Grant Writer', 'fundraisers'],
  ['档案管理员', 'archivist'],
  ['Document Controller', 'document-management-specialists'],
  // More titles across every field, written without looking at the matcher's answers first
  ['Go语言开发', 'backend-engineer'],
  ['Node.js后端工程师', 'backend-engineer'],
  ['Senior Software Developer (.NET)', 'backend-engineer'],
  ['前端架构师', 'software-architect'],
  ['Angular Developer', 'frontend-engineer'],
  ['鸿蒙应用开发', 'mobile-engineer'],
  ['Swift iOS Developer', 'mobile-engineer'],
  ['接口测试工程师', 'qa-engineer'],
  ['Automation QA Engineer', 'qa-engineer'],
  ['Linux运维', 'devops-engineer'],
  ['Cloud Engineer (Azure)', 'devops-engineer'],
  ['STM32嵌入式开发', 'embedded-engineer'],
  ['Unity3D开发', 'game-developer'],
  ['安全运营工程师', 'information-security-analysts'],
  ['Penetration Tester', 'penetration-testers'],
  ['系统架构师', 'software-architect'],
  ['PostgreSQL DBA', 'database-administrator'],
  ['网络运维工程师', 'network-engineer'],
  ['IT Support Engineer', 'it-support'],
  ['用友实施顾问', 'erp-consultant'],
  ['售前技术支持', 'presales-engineer'],
  ['Documentation Specialist', 'technical-writer'],
  ['Director of Engineering', 'engineering-manager'],
  ['Flink实时计算开发', 'data-engineer'],
  ['经营分析师', 'data-analyst'],
  ['Product Analyst', 'data-analyst'],
  ['推荐系统工程师', 'algorithm-engineer'],
  ['Systems Analyst', 'business-analyst'],
  ['SAS Programmer', 'statistician'],
  ['策略产品经理', 'product-manager'],
  ['Technical Product Manager', 'product-manager'],
  ['UX设计师', 'ui-ux-designer'],
  ['视觉设计实习生', 'graphic-designer'],
  ['关卡设计师', 'game-designer'],
  ['软装设计师', 'interior-designer'],
  ['Packaging Designer', 'graphic-designer'],
  ['插画设计师', 'illustrator'],
  ['动画师', 'three-d-artist'],
  ['整合营销经理', 'marketing-specialist'],
  ['SEM竞价专员', 'performance-marketer'],
  ['品牌策划', 'brand-manager'],
  ['Publicist', 'public-relations'],
  ['Consumer Insights Analyst', 'market-research-analyst'],
  ['Event Coordinator', 'event-planner'],
  ['直播运营', 'livestream-operations'],
  ['私域运营', 'private-domain-operations'],
  ['亚马逊运营', 'cross-border-ecommerce-operations'],
  ['电话销售', 'telemarketers'],
  ['Key Account Manager', 'sales-representative'],
  ['房产中介', 'real-estate-agent'],
  ['寿险顾问', 'insurance-agent'],
  ['OTC代表', 'pharmaceutical-sales-rep'],
  ['二手车销售', 'car-sales-consultant'],
  ['渠道拓展经理', 'business-development'],
  ['跨境电商运营', 'cross-border-ecommerce-operations'],
  ['奶茶店员', 'barista'],
  ['珠宝销售', 'retail-sales-associate'],
  ['在线客服', 'customer-service'],
  ['投资银行部实习', 'investment-banker'],
  ['证券研究员', 'equity-research-analyst'],
  ['风控策略分析师', 'risk-analyst'],
  ['理财顾问', 'wealth-manager'],
  ['Credit Analyst', 'credit-analysts'],
  ['Underwriter', 'insurance-underwriters'],
  ['出纳专员', 'accountant'],
  ['应收会计', 'accountant'],
  ['税务师', 'tax-specialist'],
  ['Audit Associate', 'auditor'],
  ['非诉律师', 'lawyer'],
  ['合规经理', 'compliance-officer'],
  ['Legal Assistant', 'paralegal'],
  ['知识产权专员', 'ip-specialist'],
  ['人事专员', 'hr-generalist'],
  ['招聘经理', 'recruiter'],
  ['培训经理', 'training-specialist'],
  ['C&B专员', 'compensation-benefits'],
  ['行政前台', 'receptionists-and-information-clerks'],
  ['Strategy Analyst', 'management-consultant'],
  ['Facilities Manager', 'facilities-managers'],
  ['物控员', 'production-planner'],
  ['国际货代', 'freight-forwarder'],
  ['单证员', 'customs-specialist'],
  ['网约车司机', 'taxi-drivers'],
  ['同城配送员', 'courier'],
  ['仓管员', 'shipping-receiving-and-inventory-clerks'],
  ['手术室护士', 'nurse'],
  ['全科医生', 'family-medicine-physicians'],
  ['药店店员', 'pharmacy-aides'],
  ['牙科医生', 'dentist'],
  ['中医师', 'tcm-practitioner'],
  ['超声技师', 'diagnostic-medical-sonographers'],
  ['PCR实验员', 'medical-lab-technologist'],
  ['Occupational Therapist', 'occupational-therapists'],
  ['验光员', 'optometrist'],
  ['EMT', 'paramedic'],
  ['Home Health Aide', 'caregiver'],
  ['执业兽医', 'veterinarian'],
  ['健康管理师', 'health-manager'],
  ['Psychotherapist', 'psychological-counselor'],
  ['临床协调员', 'clinical-research-coordinators'],
  ['Epidemiologist', 'public-health-specialist'],
  ['RA专员', 'regulatory-affairs-specialist'],
  ['药物分析研究员', 'pharmaceutical-scientist'],
  ['小学语文老师', 'elementary-teacher'],
  ['早教老师', 'preschool-teacher'],
  ['特教老师', 'special-education-teacher'],
  ['副教授', 'university-lecturer'],
  ['Postdoc', 'university-lecturer'],
  ['Lab Assistant', 'research-assistant'],
  ['Academic Advisor', 'student-counselor'],
  ['Registrar', 'academic-affairs'],
  ['课程研发专员', 'curriculum-developer'],
  ['家教', 'tutor'],
  ['底盘工程师', 'automotive-engineer'],
  ['空调工程师', 'hvac-engineer'],
  ['机器人调试工程师', 'robotics-engineer'],
  ['CFD工程师', 'cae-engineer'],
  ['卫星工程师', 'aerospace-engineer'],
  ['桥梁工程师', 'civil-engineer'],
  ['注册建筑师', 'architect'],
  ['造价员', 'cost-engineer'],
  ['测量员', 'surveying-and-mapping-technicians'],
  ['Land Surveyor', 'surveyor'],
  ['Zookeeper', 'animal-caretakers'],
  ['DJ', 'disc-jockeys'],
  ['Art Director', 'art-directors'],
  ['殡葬服务', 'funeral-home-managers'],
  ['Urban Designer', 'urban-planner'],
  ['Landscape Designer', 'landscape-architect'],
  ['监理员', 'construction-supervisor'],
  ['水处理工程师', 'water-engineer'],
  ['BIM建模师', 'bim-engineer'],
  ['电气自动化工程师', 'electrical-engineer'],
  ['Power Electronics Engineer', 'hardware-engineer'],
  ['FPGA开发工程师', 'ic-design-engineer'],
  ['继电保护工程师', 'power-systems-engineer'],
  ['射频工程师', 'telecom-engineer'],
  ['良率工程师', 'semiconductor-process-engineer'],
  ['激光工程师', 'optical-engineer'],
  ['电芯工程师', 'battery-engineer'],
  ['石化工程师', 'chemical-engineer'],
  ['有机合成研究员', 'chemist'],
  ['复合材料工程师', 'materials-engineer'],
  ['碳管理专员', 'carbon-emissions-manager'],
  ['检测员', 'lab-analyst'],
  ['食品安全专员', 'food-scientist'],
  ['非标设计工程师', 'mechanical-engineer'],
  ['品质主管', 'quality-engineer'],
  ['NPI工程师', 'process-engineer'],
  ['精益专员', 'industrial-engineer'],
  ['生产组长', 'production-supervisor'],
  ['机修工', 'equipment-engineer'],
  ['模具钳工', 'tool-and-die-makers'],
  ['装配工', 'production-worker'],
  ['来料检验员', 'quality-inspector'],
  ['安全员', 'ehs-specialist'],
  ['高压电工', 'electrician'],
  ['水暖工', 'plumber'],
  ['电焊工', 'welder'],
  ['木工师傅', 'carpenter'],
  ['空调安装工', 'hvac-technician'],
  ['数控车工', 'cnc-machinist'],
  ['叉车司机', 'forklift-operator'],
  ['机务工程师', 'aircraft-maintenance-technician'],
  ['塔吊司机', 'crane-and-tower-operators'],
  ['川菜厨师', 'chef'],
  ['蛋糕师', 'baker'],
  ['茶饮师', 'barista'],
  ['Mixologist', 'bartender'],
  ['餐饮店长', 'restaurant-manager'],
  ['传菜员', 'dining-room-and-cafeteria-attendants-and-bartender-helpers'],
  ['领队', 'tour-guide'],
  ['旅行社计调', 'travel-agent'],
  ['空姐', 'flight-attendant'],
  ['副驾驶', 'pilot'],
  ['保洁员', 'janitors-and-cleaners'],
  ['瑜伽老师', 'fitness-coach'],
  ['理发师', 'hairstylist'],
  ['美甲师', 'manicurists-and-pedicurists'],
  ['礼宾员', 'concierges'],
  ['后期制作', 'video-editor'],
  ['婚礼摄影师', 'photographer'],
  ['导演助理', 'video-director'],
  ['播音员', 'broadcast-host'],
  ['网文作者', 'poets-lyricists-and-creative-writers'],
  ['群众演员', 'actor'],
  ['音效师', 'audio-engineer'],
  ['责任编辑', 'journalist-editor'],
  ['同传', 'translator'],
  ['交警', 'police-officer'],
  ['消防员', 'firefighter'],
  ['社工', 'social-worker'],
  ['村干部', 'community-worker'],
  ['馆员', 'librarian'],
  ['监控员', 'security-guard'],
  ['Fundraiser', 'fundraisers'],
  ['文控专员', 'document-management-specialists'],
];

/** Titles that name no family we know, or are too vague or mixed to pick one: no match at all. */
const UNMATCHED: readonly string[] = [
  // A bare 钣金工 is an auto body repairer or a sheet-metal worker: too little to tell.
  '钣金工',
  '养蜂人',
  '宇航员',
  'Astronaut',
  '魔术师',
  'Magician',
  '风水师',
  '占卜师',
  'Chief Happiness Officer',
  'Nurse Shark Researcher',
  'Sommelier Shark',
  'Engineer',
  '工程师',
  'Manager',
  '经理',
  '高级经理',
  'Senior Manager',
  'Intern',
  '实习生',
  'Developer',
  '开发',
  'Designer',
  '设计师',
  'Analyst',
  'Consultant',
  '顾问',
  'Operations',
  '专员',
  'Specialist',
  'Research Scientist',
  '安全工程师',
  'Data',
  '数据',
  '前端 后端',
  '数据 前端',
  'Nurse / Teacher',
  'Lorem ipsum dolor',
  '',
  '   ',
  '!!!',
  '12345',
  '（实习）',
  '美甲店老板',
  'Chief Vibes Officer',
  'Astrologer',
  '全能型人才',
  'Worker',
  'Coordinator',
];

describe('matchJob', () => {
  test(`matches all ${EXPECTED.length} typed titles to their family`, () => {
    const misses = EXPECTED.filter(([title, id]) => matchJob(title)?.family.id !== id).map(
      ([title, id]) => `${title}: expected ${id}, got ${matchJob(title)?.family.id ?? 'nothing'}`,
    );
    assert.deepEqual(misses, []);
  });

  test('covers Chinese, English and mixed titles', () => {
    const han = EXPECTED.filter(([title]) => /\p{Script=Han}/u.test(title) && !/[A-Za-z]/.test(title));
    const latin = EXPECTED.filter(([title]) => !/\p{Script=Han}/u.test(title));
    const mixed = EXPECTED.filter(
      ([title]) => /\p{Script=Han}/u.test(title) && /[A-Za-zＡ-Ｚａ-ｚ]/.test(title),
    );
    assert.ok(EXPECTED.length >= 300, `${EXPECTED.length} titles`);
    assert.ok(
      han.length >= 150 && latin.length >= 120 && mixed.length >= 40,
      `${han.length} ${latin.length} ${mixed.length}`,
    );
    // Every hand-written family has a typed title here; the whole catalogue is measured by the title corpus
    // (test/titles, npm run eval:titles).
    const covered = new Set(EXPECTED.map(([, id]) => id));
    const handWritten = readFileSync(new URL('../titles/family-groups.tsv', import.meta.url), 'utf8')
      .split('\n')
      .slice(1)
      .map((row) => row.split('\t')[0])
      .filter((id): id is string => Boolean(id) && JOB_FAMILIES.some((family) => family.id === id));
    const untested = handWritten.filter((id) => !covered.has(id));
    assert.deepEqual(untested, [], 'every hand-written family has a typed title in the list');
  });

  test('a Chinese title with job-board conditions after a space is the title before them, unless they name a job too', () => {
    assert.equal(matchJob('电工 持高低压证')?.family.id, 'electrician');
    assert.equal(matchJob('会计 双休')?.family.id, 'accountant');
    assert.equal(matchJob('护士 三甲医院')?.family.id, 'nurse');
    // "前端 后端" names two jobs: still none.
    assert.equal(matchJob('前端 后端'), undefined);
  });

  test('matches nothing rather than the wrong family', () => {
    const wrong = UNMATCHED.filter((title) => matchJob(title) !== undefined).map(
      (title) => `${title} → ${matchJob(title)?.family.id}`,
    );
    assert.deepEqual(wrong, []);
  });

  test("a job board's conditions right after a bracket are no part of the title", () => {
    assert.equal(matchJob('电工（持证）包吃住')?.family.id, 'electrician');
    assert.equal(matchJob('厨师（川菜）月休四天')?.family.id, 'chef');
    assert.equal(matchJob('前端工程师（React）五险一金')?.family.id, 'frontend-engineer');
  });

  test('a Chinese title no phrase reads is read by its likeness to one known title, never to two alike', () => {
    assert.equal(matchJob('汽车维修学徒')?.family.id, 'auto-mechanic');
    assert.equal(matchJob('造价工程帅')?.family.id, 'cost-engineer', 'a slip of 师');
    assert.equal(matchJob('地质工程帅')?.family.id, 'geologist');
    // Near two families' titles alike: no match rather than a guess.
    assert.equal(matchJob('工程技术人员'), undefined);
  });

  test("a student title that names only a field takes the role the field's own titles name, at a lower score", () => {
    for (const [title, family] of [
      ['PR Intern', 'public-relations'],
      ['Compliance Intern', 'compliance-officer'],
      ['Market Research Intern', 'market-research-analyst'],
    ] as const) {
      const match = matchJob(title);
      assert.equal(match?.family.id, family, title);
      assert.ok(match && match.score < 1, `${title}: the role was never typed, so the match is not sure`);
    }
    // No field (a character is none), and no student word: nothing.
    assert.equal(matchJob('暑期实习生'), undefined);
    assert.equal(matchJob('Compliance Lead'), undefined);
  });

  test('a track word never moves a title to another occupation: "Electrician Apprentice" is an apprentice electrician either way round', () => {
    // O*NET files these under the trade's helpers; read with the track apart, they are the trade's own track.
    for (const [typed, reversed] of [
      ['Electrician Apprentice', 'Apprentice Electrician'],
      ['Plumber Apprentice', 'Apprentice Plumber'],
    ] as const) {
      assert.equal(matchJob(typed)?.family.id, matchJob(reversed)?.family.id, typed);
      assert.equal(parseJobTitle(typed).track, 'trainee', typed);
    }
    // An apprentice of a field with no trade role stays with the apprentice rules ("Electrical Apprentice" is no engineer).
    assert.notEqual(matchJob('Electrical Apprentice')?.family.id, 'electrical-engineer');
  });

  test("a trainee's field is read as its role noun: surveying is a surveyor's, 税务 a 税务专员's; an apprentice is a trainee", () => {
    for (const [title, family] of [
      ['Surveying Intern', 'surveyor'],
      ['Translation Intern', 'translator'],
      ['Chemistry Intern - R&D', 'chemist'],
      ['Food Science Intern', 'food-scientist'],
      ['Roofing Apprentice', 'roofers'],
      ['Sheet Metal Apprentice', 'sheet-metal-workers'],
      ['税务实习生', 'tax-specialist'],
      ['3D建模实习生', 'three-d-artist'],
      ['印刷学徒', 'printing-press-operators'],
    ] as const) {
      const match = matchJob(title);
      assert.equal(match?.family.id, family, title);
      assert.ok(match && match.score < 1, `${title}: the role was never typed, so the match is not sure`);
    }
    // The field's head decides ("Aviation Maintenance" is no aviator's); a workplace or a generic word is no field.
    assert.notEqual(matchJob('Aviation Maintenance Intern')?.family.id, 'pilot');
    assert.equal(matchJob('研发实习生'), undefined);
    // Nor is a word that names no field, once an industry word before it is read apart.
    assert.equal(matchJob('工程实习生'), undefined);
    assert.equal(matchJob('通信工程实习生')?.family.id, 'telecom-engineer');
    assert.equal(matchJob('Surveying Manager'), undefined, 'only a trainee title is read this way');
  });

  test("a title that is the name of an object's own property is read like any other", () => {
    for (const title of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      assert.doesNotThrow(() => analyzeJobTitle(title), title);
  });

  test('a PA to someone is a personal assistant; a PA alone stays the physician assistant', () => {
    for (const title of ['PA to CEO', 'PA to the Managing Director'])
      assert.equal(
        matchJob(title)?.family.id,
        'executive-secretaries-and-executive-administrative-assistants',
        title,
      );
    assert.equal(matchJob('PA')?.family.id, 'physician-assistants');
    // A title people use whole keeps whom it serves: "Assistant to the President" is not a bare "Assistant".
    assert.equal(
      matchJob('Assistant to the President')?.family.id,
      'executive-secretaries-and-executive-administrative-assistants',
    );
  });

  test('老师 and 教师, 医生, 大夫 and 医师 are one role noun written two or three ways', () => {
    for (const [typed, listed] of [
      ['大学数学教师', '大学数学老师'],
      ['高校英语教师', '高校英语老师'],
    ] as const)
      assert.equal(matchJob(typed)?.family.id, matchJob(listed)?.family.id, typed);
    assert.equal(
      matchJob('高校英语教师')?.family.id,
      'foreign-language-and-literature-teachers-postsecondary',
    );
    assert.equal(normalizeJobPhrase('内科医生'), normalizeJobPhrase('内科医师'));
    assert.equal(normalizeJobPhrase('眼科大夫'), normalizeJobPhrase('眼科医师'));
  });

  test("an apprentice of a field is the field's trade worker, not the occupation holding the field word", () => {
    for (const [title, family] of [
      ['Landscape Apprentice', 'landscaping-and-groundskeeping-workers'],
      ['暖通学徒', 'hvac-technician'],
    ] as const)
      assert.equal(matchJob(title)?.family.id, family, title);
    // An intern of the same field is still the profession's; a title that names its role keeps it.
    assert.equal(matchJob('Landscape Intern')?.family.id, 'landscape-architect');
    assert.equal(matchJob('Welding Apprentice')?.family.id, 'welder');
  });

  test("a management trainee is the field's future manager; 培训生 and 学员 are trainees of the field", () => {
    for (const [title, family] of [
      ['超市管培生', 'store-manager'],
      ['生产储备干部', 'production-supervisor'],
      ['Store Management Trainee', 'store-manager'],
      ['人力资源培训生', 'hr-generalist'],
      ['客服学员', 'customer-service'],
    ] as const)
      assert.equal(matchJob(title)?.family.id, family, title);
    // A field word that holds no manager's title of its own names nothing: 银行 + 店长 is no store manager.
    assert.equal(matchJob('银行管培生'), undefined);
    assert.equal(matchJob('集团管培生'), undefined);
    assert.equal(parseJobTitle('财务培训生').track, 'trainee');
  });

  test('common abbreviations and C-suite titles name their occupation, not only a level', () => {
    for (const [title, family] of [
      ['CEO', 'general-manager'],
      ['CTO', 'computer-and-information-systems-managers'],
      ['CFO', 'financial-managers'],
      ['FE Dev', 'frontend-engineer'],
      ['HRG', 'hr-generalist'],
      ['ATC Officer', 'air-traffic-controller'],
      ['测开', 'qa-engineer'],
    ] as const) {
      assert.equal(matchJob(title)?.family.id, family, title);
    }
    assert.equal(parseJobTitle('CEO').seniority, 'executive', 'the level is still read');
  });

  test("a shared O*NET code's own title leads to the record made for that occupation", () => {
    assert.equal(matchJob('Medical Equipment Repairers')?.family.id, 'medical-equipment-repairers');
    assert.equal(matchJob('Baristas')?.family.id, 'barista');
  });

  test('a bracketed field or workplace qualifies the role before it: 教师（高校） is a 高校教师, Driver (Ambulance) an ambulance driver', () => {
    const cases: [string, string][] = [
      ['教师（高校）', 'university-lecturer'],
      ['设计师（室内）', 'interior-designer'],
      ['司机（救护车）', 'ambulance-drivers-and-attendants'],
      ['厨师（医院食堂）', 'cooks-institution-and-cafeteria'],
      ['Designer (Interior)', 'interior-designer'],
      ['Driver (Ambulance)', 'ambulance-drivers-and-attendants'],
      ['Assistant (Dental)', 'dental-assistants'],
      // The role stays the title's: a workplace in brackets never makes a 会计 a doctor.
      ['会计（医院）', 'accountant'],
      ['焊工（船厂）', 'welder'],
      ['Nurse (ICU)', 'nurse'],
    ];
    assert.deepEqual(
      cases.map(([title]) => [title, matchJob(title)?.family.id]),
      cases,
    );
  });

  test("a store's manager in brackets of a trade is that trade's manager, unless the title's own occupation names the trade", () => {
    const cases: [string, string][] = [
      // 门店经理 and 门店店长 of a restaurant are its manager (餐饮经理), not a shop's.
      ['门店经理（餐饮）', 'restaurant-manager'],
      ['门店店长（餐饮）', 'restaurant-manager'],
      // A shift manager is a restaurant's shift manager already: 值班经理 names the trade among its own titles.
      ['值班经理（餐饮）', 'first-line-supervisors-of-food-preparation-and-serving-workers'],
      // A workplace with no manager title of its own changes nothing, nor a trade beside a role that is no place's.
      ['门店经理（汽车）', 'store-manager'],
      ['专利工程师（通信）', 'patent-agent'],
    ];
    assert.deepEqual(
      cases.map(([title]) => [title, matchJob(title)?.family.id]),
      cases,
    );
  });

  test('a reading never cuts 工程, 工艺 or 工作 apart: 冶炼工程师 is no 冶炼工 (a furnace operator) and 程师', () => {
    const workers: [string, string][] = [
      ['冶炼工程师', 'metal-refining-furnace-operators-and-tenders'],
      ['钻探工程师', 'earth-drillers'],
      // The classification's way of writing an engineer.
      ['钻探工程技术人员', 'earth-drillers'],
      ['轧制工程技术人员', 'rolling-machine-setters-operators-and-tenders-metal-and-plastic'],
    ];
    for (const [title, worker] of workers) assert.notEqual(matchJob(title)?.family.id, worker, title);
    // A known title that holds the word whole is still itself, and a slip of 师 after it is no worker either.
    assert.equal(matchJob('模具工程师')?.family.id, 'mold-designer');
    assert.equal(matchJob('土木工程师')?.family.id, 'civil-engineer');
    // 工程技术人员 is 工程师, as the classification writes it.
    assert.equal(matchJob('特种设备管理和应用工程技术人员')?.family.id, 'equipment-engineer');
  });

  test('a Latin field before a Chinese role noun is read as the English title it says: PR经理 is a PR manager', () => {
    assert.equal(matchJob('PR经理')?.family.id, matchJob('PR Manager')?.family.id);
    assert.ok(matchJob('PR经理'));
    assert.equal(matchJob('CRM经理')?.family.id, matchJob('CRM Manager')?.family.id);
    assert.ok(matchJob('CRM经理'));
    // A field no English title names stays unmatched.
    assert.equal(matchJob('Zorb经理'), undefined);
  });

  test("an unmatched title's nearest field is read from its field words, never its closing role", () => {
    // 冶炼工程师 is no furnace operator, but metal refining is its field; 化工 cut out of 标准化工程 is none.
    assert.equal(matchJob('冶炼工程师'), undefined);
    assert.equal(nearestFieldOf('冶炼工程师')?.id, 'metal-refining-furnace-operators-and-tenders');
    assert.equal(nearestFieldOf('标准化工程师'), undefined);
    assert.equal(nearestFieldOf('Welding Wrangler')?.id, 'welder');
    // A job board's parts after a dash say no field, and a title of one unknown word has none.
    assert.equal(nearestFieldOf('Zorb Wrangler - Welding Shop'), undefined);
  });

  test('a campus recruit (校招生) is a track, not an admissions adviser (招生)', () => {
    assert.equal(matchJob('校招生'), undefined);
    assert.equal(matchJob('财务校招生')?.family.id, 'accountant');
  });

  test('a field after a dash or comma qualifies the role as a bracket does: Editor - Post Production is a video editor', () => {
    const cases: [string, string][] = [
      ['Editor - Post Production', 'video-editor'],
      ['Trainee Editor - Post Production', 'video-editor'],
      ['Senior Editor, Post-Production', 'video-editor'],
      ['Designer - Interior', 'interior-designer'],
      ['Driver, Ambulance', 'ambulance-drivers-and-attendants'],
      // The role stays the title's: a workplace or an employer after the dash never changes it.
      ['Accountant - Hospital', 'accountant'],
      ['Sales Manager, Acme Corp', 'sales-manager'],
      ['Nurse - ICU', 'nurse'],
    ];
    assert.deepEqual(
      cases.map(([title]) => [title, matchJob(title)?.family.id]),
      cases,
    );
  });

  test('accents, a server that is a machine, an audit manager, and a track word inside a Chinese title', () => {
    const cases: [string, string | undefined][] = [
      ['Café Manager', 'restaurant-manager'],
      ['Sommelière', 'sommelier'],
      ['C++ Server Engineer', 'backend-engineer'],
      ['Game Server Developer', 'backend-engineer'],
      ['Banquet Server', 'waiter'],
      ['IT Audit Manager', 'auditor'],
      ['口腔实习医生', 'dentist'],
      ['实习医生', 'doctor'],
    ];
    assert.deepEqual(
      cases.map(([title]) => [title, matchJob(title)?.family.id]),
      cases,
    );
  });

  test("the title's rank noun decides between one field's neighbours: a technician is no engineer or doctor, else no match", () => {
    const cases: [string, string | undefined][] = [
      ['兽医技术员', 'veterinary-technologists-and-technicians'],
      ['测绘技术员', 'surveying-and-mapping-technicians'],
      ['Veterinary Technician', 'veterinary-technologists-and-technicians'],
      ['Surveying Technician', 'surveying-and-mapping-technicians'],
      ['Forklift Operator', 'forklift-operator'],
      ['Pharmacy Aide', 'pharmacy-aides'],
      // A field whose technicians the catalogue has no record for: nothing, rather than its engineer.
      ['Nuclear Engineering Technologist', undefined],
    ];
    assert.deepEqual(
      cases.map(([title]) => [title, matchJob(title)?.family.id]),
      cases,
    );
  });

  test("a pinyin input method's fuzzy slips are read as the title: -n for -ng, z for zh, and 医生 as 医师", () => {
    assert.equal(matchJob('银业员')?.family.id, matchJob('营业员')?.family.id);
    assert.ok(matchJob('银业员'));
    assert.equal(matchJob('搜银员')?.family.id, matchJob('收银员')?.family.id);
    assert.equal(matchJob('组持人')?.family.id, matchJob('主持人')?.family.id);
    assert.equal(matchJob('口强大夫')?.family.id, 'dentist');
  });

  test('a compound typed apart, and a look-alike character, are slips of a known title', () => {
    const cases: [string, string][] = [
      ['Fire Fighter', 'firefighter'],
      ['Data Base Administrator', 'database-administrator'],
      ['Life Guard', 'lifeguard'],
      ['药剂帅', 'pharmacist'],
      ['平面设汁师', 'graphic-designer'],
    ];
    assert.deepEqual(
      cases.map(([title]) => [title, matchJob(title)?.family.id]),
      cases,
    );
  });

  test('scores a match in (0.5, 1], full for a title that is all known words', () => {
    assert.equal(matchJob('Senior Frontend Engineer')?.score, 1);
    const partial = matchJob('元宇宙前端工程师');
    assert.equal(partial?.family.id, 'frontend-engineer');
    assert.ok(partial && partial.score > 0.5 && partial.score < 1);
  });

  test('ignores case and full-width forms', () => {
    assert.deepEqual(matchJob('ＦＲＯＮＴＥＮＤ　ＥＮＧＩＮＥＥＲ'), matchJob('frontend engineer'));
    assert.deepEqual(matchJob('Ｐｙｔｈｏｎ开发'), matchJob('python开发'));
  });

  test('prefers the longest known phrase: React Native is mobile, not frontend', () => {
    assert.equal(matchJob('React')?.family.id, 'frontend-engineer');
    assert.equal(matchJob('React Native')?.family.id, 'mobile-engineer');
    assert.equal(matchJob('产品运营')?.family.id, 'product-operations');
    assert.equal(matchJob('产品')?.family.id, 'product-manager');
  });

  test('a matcher is built from any list of families', () => {
    const only = JOB_FAMILIES.filter((family) => family.id === 'nurse');
    const matcher = new JobMatcher(only);
    assert.equal(matcher.match('Registered Nurse')?.family.id, 'nurse');
    assert.equal(matcher.match('Frontend Engineer'), undefined);
  });
});

describe('parseJobTitle', () => {
  const cases: readonly (readonly [string, Seniority | undefined, string, string[]])[] = [
    ['前端工程师（实习）', 'intern', '前端工程师', ['实习']],
    ['Sr. React dev', 'senior', 'react dev', []],
    ['Registered Nurse - ICU', undefined, 'registered nurse', ['ICU']],
    ['Java开发', undefined, 'java开发', []],
    ['高级产品经理', 'senior', '产品经理', []],
    ['资深Java工程师', 'senior', 'java工程师', []],
    ['销售主管', 'lead', '销售', []],
    // 财务经理 is an occupation of its own (financial managers), at the manager's level.
    ['财务经理', 'manager', '财务经理', []],
    ['市场总监', 'director', '市场', []],
    ['Head of Marketing', 'director', 'marketing', []],
    // A field named for its role reads as the role (title-spelling.ts): "engineering" is "engineer".
    ['VP of Engineering', 'executive', 'engineer', []],
    ['Staff Software Engineer', 'principal', 'software engineer', []],
    ['Engineering Manager', 'manager', 'engineer manager', []],
    ['护士长', 'lead', '护士长', []],
    ['Head Chef', 'lead', 'head chef', []],
    ['质量主管', 'lead', '质量主管', []],
    ['研发总监', 'director', '研发总监', []],
    ['总经理助理', undefined, '总经理助理', []],
    ['大客户经理', undefined, '大客户经理', []],
    ['汽修学徒', 'junior', '汽修', []],
    ['A320机长', 'lead', 'a320机长', []],
    ['Junior Data Analyst', 'junior', 'data analyst', []],
    ['初级会计', 'junior', '会计', []],
    ['中级会计师', 'mid', '会计师', []],
    ['项目经理', undefined, '项目经理', []],
    ['Product Manager', undefined, 'product manager', []],
    ['销售主管（实习）', 'intern', '销售', ['实习']],
    ['Software Engineer II', 'mid', 'software engineer', []],
    ['Senior Software Engineer, Payments', 'senior', 'software engineer', ['Payments']],
  ];
  for (const [title, seniority, core, qualifiers] of cases) {
    test(title, () => {
      const parsed = parseJobTitle(title);
      assert.equal(parsed.original, title.trim());
      assert.equal(parsed.seniority, seniority);
      assert.equal(parsed.core, core);
      assert.deepEqual(parsed.qualifiers, qualifiers);
    });
  }

  test('keeps the title as typed, trimmed', () => {
    assert.equal(parseJobTitle('  Ｓｒ. Nurse  ').original, 'Ｓｒ. Nurse');
    assert.equal(parseJobTitle('  Ｓｒ. Nurse  ').seniority, 'senior');
  });
});
