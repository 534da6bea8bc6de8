// Hand-written source resumes for the LLM answer corpus: what a person uploads, with each bullet's rewrite
// as a careful model would word it and the fact in it that must reach the client.

export interface Bullet {
  /** As the person wrote it in the upload. */
  text: string;
  /** As a model that keeps every fact would reword it. */
  rewrite: string;
  /** A fragment that both wordings state, and that must reach the client under this entry. */
  fact: string;
}

export interface Job {
  organisation: string;
  role: string;
  start: string;
  end: string;
  bullets: Bullet[];
}

export interface School {
  school: string;
  degree: string;
  major: string;
  start: string;
  end: string;
}

export interface SourceResume {
  id: string;
  locale: 'en-US' | 'zh-CN';
  name: string;
  email: string;
  phone: string;
  city: string;
  /** Objective / 求职意向, when the person wrote one. */
  target?: string;
  /** Overview lines; the first often starts like chatter ("I have…", "希望…") and must survive. */
  summary: Bullet[];
  jobs: Job[];
  education: School[];
  skills: string[];
  /** Certificates the person really holds. */
  certificates: string[];
}

export const RESUMES: readonly SourceResume[] = [
  {
    id: 'en-backend-priya',
    locale: 'en-US',
    name: 'Priya Raman',
    email: 'priya.raman@fastmail.com',
    phone: '+1 415 555 0142',
    city: 'Oakland, CA',
    target: 'Senior Backend Engineer',
    summary: [
      {
        text: 'I have 6 years of experience building payment and ledger services in Go and PostgreSQL.',
        rewrite: 'I have 6 years of experience building payment and ledger services in Go and PostgreSQL.',
        fact: '6 years of experience',
      },
    ],
    jobs: [
      {
        organisation: 'Brightwave Payments',
        role: 'Backend Engineer',
        start: '2021.04',
        end: 'Present',
        bullets: [
          {
            text: 'Rewrote the settlement batch job in Go, runtime went from 4 hours to 25 minutes',
            rewrite: 'Rewrote the settlement batch job in Go, cutting its runtime from 4 hours to 25 minutes',
            fact: '25 minutes',
          },
          {
            text: 'Owned the ledger API (about 3,000 requests per second at peak)',
            rewrite: 'Owned the ledger API, serving about 3,000 requests per second at peak',
            fact: '3,000 requests per second',
          },
          {
            text: 'On-call for the payouts service, wrote most of the runbooks',
            rewrite:
              'Wrote most of the runbooks for the payouts service and took part in its on-call rotation',
            fact: 'runbooks',
          },
        ],
      },
      {
        organisation: 'Tallyhouse',
        role: 'Software Engineer',
        start: '2018.07',
        end: '2021.03',
        bullets: [
          {
            text: 'Built the invoice export to QuickBooks and Xero',
            rewrite: 'Built the invoice export to QuickBooks and Xero',
            fact: 'QuickBooks and Xero',
          },
          {
            text: 'Moved the nightly reports from cron scripts to Airflow',
            rewrite: 'Migrated the nightly reports from cron scripts to Airflow',
            fact: 'Airflow',
          },
        ],
      },
    ],
    education: [
      {
        school: 'University of California, Davis',
        degree: 'BS',
        major: 'Computer Science',
        start: '2014.09',
        end: '2018.06',
      },
    ],
    skills: ['Go, Python, SQL', 'PostgreSQL, Kafka, Redis', 'Kubernetes, Terraform'],
    certificates: [],
  },
  {
    id: 'en-ops-marcus',
    locale: 'en-US',
    name: 'Marcus Bell',
    email: 'marcus.bell@outlook.com',
    phone: '+44 7700 900318',
    city: 'Leeds, UK',
    summary: [
      {
        text: 'Here is what I bring: process mapping, supplier data and a habit of writing things down.',
        rewrite: 'Here is what I bring: process mapping, supplier data and a habit of writing things down.',
        fact: 'process mapping',
      },
    ],
    jobs: [
      {
        organisation: 'Harlow Logistics',
        role: 'Operations Analyst',
        start: '2020.02',
        end: 'Present',
        bullets: [
          {
            text: 'Built the weekly depot KPI pack in Power BI used by 14 site managers',
            rewrite: 'Built the weekly depot KPI pack in Power BI, now used by 14 site managers',
            fact: '14 site managers',
          },
          {
            text: 'Cleaned up supplier master data, 2,300 duplicate records merged',
            rewrite: 'Merged 2,300 duplicate records while cleaning up supplier master data',
            fact: '2,300 duplicate records',
          },
          {
            text: 'Mapped the returns process and wrote the new standard operating procedure',
            rewrite: 'Mapped the returns process end to end and wrote its new standard operating procedure',
            fact: 'returns process',
          },
        ],
      },
      {
        organisation: 'Greggs',
        role: 'Shift Supervisor',
        start: '2017.06',
        end: '2020.01',
        bullets: [
          {
            text: 'Ran early shifts for a team of 6, opening and cash-up',
            rewrite: 'Ran early shifts for a team of 6, covering opening and cash-up',
            fact: 'team of 6',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Leeds Beckett University',
        degree: 'BA',
        major: 'Business Management',
        start: '2014.09',
        end: '2017.06',
      },
    ],
    skills: ['Excel, Power BI, SQL basics', 'Process mapping (Visio)'],
    certificates: ['Lean Six Sigma Yellow Belt'],
  },
  {
    id: 'en-nurse-hannah',
    locale: 'en-US',
    name: 'Hannah Okafor',
    email: 'hannah.okafor@gmail.com',
    phone: '+1 312 555 0187',
    city: 'Chicago, IL',
    target: 'Registered Nurse, ICU',
    summary: [
      {
        text: 'Registered nurse with 4 years on a 24-bed medical-surgical unit.',
        rewrite: 'Registered nurse with 4 years on a 24-bed medical-surgical unit.',
        fact: '24-bed',
      },
    ],
    jobs: [
      {
        organisation: 'Northwestern Memorial Hospital',
        role: 'Registered Nurse',
        start: '2021.08',
        end: 'Present',
        bullets: [
          {
            text: 'Care for 5 to 6 patients per shift on a med-surg floor',
            rewrite: 'Care for 5 to 6 patients per shift on a medical-surgical floor',
            fact: '5 to 6 patients',
          },
          {
            text: 'Preceptor for new graduate nurses since 2023',
            rewrite: 'Precept new graduate nurses, since 2023',
            fact: 'new graduate nurses',
          },
          {
            text: 'Member of the falls prevention committee',
            rewrite: 'Serve on the falls prevention committee',
            fact: 'falls prevention committee',
          },
        ],
      },
      {
        organisation: 'Rush University Medical Center',
        role: 'Patient Care Technician',
        start: '2019.05',
        end: '2021.07',
        bullets: [
          {
            text: 'Vitals, blood draws and EKGs on a telemetry unit',
            rewrite: 'Took vitals, drew blood and ran EKGs on a telemetry unit',
            fact: 'telemetry unit',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Loyola University Chicago',
        degree: 'BSN',
        major: 'Nursing',
        start: '2017.08',
        end: '2021.05',
      },
    ],
    skills: ['Epic charting', 'IV insertion, wound care', 'Spanish (conversational)'],
    certificates: ['BLS', 'ACLS'],
  },
  {
    id: 'en-marketing-tom',
    locale: 'en-US',
    name: 'Tom Aldridge',
    email: 'tom.aldridge@proton.me',
    phone: '+61 412 555 903',
    city: 'Melbourne, VIC',
    target: 'Content Marketing Manager',
    summary: [
      {
        text: 'I have run content for two B2B software companies and like measuring what I write.',
        rewrite: 'I have run content for two B2B software companies and like measuring what I write.',
        fact: 'two B2B software companies',
      },
    ],
    jobs: [
      {
        organisation: 'Cloudline',
        role: 'Content Lead',
        start: '2022.01',
        end: 'Present',
        bullets: [
          {
            text: 'Grew organic signups from blog posts from 180 to 640 a month',
            rewrite: 'Grew organic signups from blog posts from 180 to 640 a month',
            fact: '180 to 640',
          },
          {
            text: 'Edit a team of 3 freelance writers',
            rewrite: 'Edit and brief a team of 3 freelance writers',
            fact: '3 freelance writers',
          },
        ],
      },
      {
        organisation: 'Parcelbird',
        role: 'Marketing Coordinator',
        start: '2019.03',
        end: '2021.12',
        bullets: [
          {
            text: 'Wrote the monthly customer newsletter (38,000 subscribers)',
            rewrite: 'Wrote the monthly customer newsletter for 38,000 subscribers',
            fact: '38,000 subscribers',
          },
          {
            text: 'Ran our webinar series with the product team',
            rewrite: 'Ran the webinar series together with the product team',
            fact: 'webinar series',
          },
        ],
      },
    ],
    education: [
      {
        school: 'RMIT University',
        degree: 'Bachelor of Communication',
        major: 'Journalism',
        start: '2015.02',
        end: '2018.11',
      },
    ],
    skills: ['HubSpot, Google Analytics 4, Ahrefs', 'Copywriting and editing'],
    certificates: [],
  },
  {
    id: 'en-data-lena',
    locale: 'en-US',
    name: 'Lena Fischer',
    email: 'lena.fischer@posteo.de',
    phone: '+49 151 5550 2274',
    city: 'Berlin',
    summary: [
      {
        text: 'Data analyst who has spent 3 years turning messy retail data into forecasts people use.',
        rewrite: 'Data analyst who has spent 3 years turning messy retail data into forecasts people use.',
        fact: '3 years',
      },
    ],
    jobs: [
      {
        organisation: 'Kaufpark Retail GmbH',
        role: 'Data Analyst',
        start: '2022.03',
        end: 'Present',
        bullets: [
          {
            text: 'Built the store-level demand forecast in Python, MAPE down from 21% to 13%',
            rewrite: 'Built the store-level demand forecast in Python, bringing MAPE down from 21% to 13%',
            fact: '21% to 13%',
          },
          {
            text: 'Maintain 40+ Looker dashboards for category managers',
            rewrite: 'Maintain 40+ Looker dashboards for the category managers',
            fact: '40+ Looker dashboards',
          },
        ],
      },
      {
        organisation: 'Statista',
        role: 'Research Intern',
        start: '2021.04',
        end: '2021.09',
        bullets: [
          {
            text: 'Collected and checked market data for the consumer goods reports',
            rewrite: 'Collected and checked market data for the consumer goods reports',
            fact: 'consumer goods reports',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Humboldt University of Berlin',
        degree: 'BSc',
        major: 'Economics',
        start: '2018.10',
        end: '2022.02',
      },
    ],
    skills: ['Python (pandas, statsmodels), SQL', 'Looker, dbt', 'German (native), English (fluent)'],
    certificates: [],
  },
  {
    id: 'zh-backend-zhangwei',
    locale: 'zh-CN',
    name: '张伟',
    email: 'zhangwei_dev@163.com',
    phone: '138 1234 5678',
    city: '杭州',
    target: 'Java 后端开发工程师',
    summary: [
      {
        text: '希望加入重视工程质量的团队，5年 Java 后端开发经验，熟悉订单和库存系统。',
        rewrite: '希望加入重视工程质量的团队，5年 Java 后端开发经验，熟悉订单和库存系统。',
        fact: '5年 Java 后端开发经验',
      },
    ],
    jobs: [
      {
        organisation: '杭州有赞科技有限公司',
        role: '后端开发工程师',
        start: '2021.07',
        end: '至今',
        bullets: [
          {
            text: '负责订单中心的拆单和超时关单逻辑，日均处理订单约80万笔',
            rewrite: '负责订单中心拆单与超时关单逻辑，支撑日均约80万笔订单',
            fact: '80万笔',
          },
          {
            text: '把库存扣减从数据库行锁改为 Redis + Lua，大促期间没有出现超卖',
            rewrite: '将库存扣减由数据库行锁改为 Redis + Lua 方案，大促期间零超卖',
            fact: 'Redis + Lua',
          },
          {
            text: '参与 Dubbo 升级到 3.x 的迁移',
            rewrite: '参与 Dubbo 升级至 3.x 的迁移工作',
            fact: 'Dubbo',
          },
        ],
      },
      {
        organisation: '杭州网易雷火科技有限公司',
        role: 'Java 开发工程师',
        start: '2019.07',
        end: '2021.06',
        bullets: [
          {
            text: '开发游戏道具商城的支付回调和对账模块',
            rewrite: '开发游戏道具商城的支付回调与对账模块',
            fact: '对账模块',
          },
          {
            text: '写了慢查询巡检脚本，每周自动出报告',
            rewrite: '编写慢查询巡检脚本，每周自动生成报告',
            fact: '慢查询巡检',
          },
        ],
      },
    ],
    education: [
      {
        school: '浙江工业大学',
        degree: '本科',
        major: '软件工程',
        start: '2015.09',
        end: '2019.06',
      },
    ],
    skills: ['Java、Spring Boot、MyBatis', 'MySQL、Redis、RocketMQ', 'Linux、Docker'],
    certificates: [],
  },
  {
    id: 'zh-ops-liting',
    locale: 'zh-CN',
    name: '李婷',
    email: 'liting0521@qq.com',
    phone: '159 0211 3346',
    city: '上海',
    summary: [
      {
        text: '这是我在电商运营岗位的第四年，擅长活动策划和用户拉新。',
        rewrite: '这是我在电商运营岗位的第四年，擅长活动策划和用户拉新。',
        fact: '活动策划',
      },
    ],
    jobs: [
      {
        organisation: '上海拼趣网络科技有限公司',
        role: '运营专员',
        start: '2022.03',
        end: '至今',
        bullets: [
          {
            text: '负责店铺618和双11大促活动，双11当天GMV 320万',
            rewrite: '主导店铺618与双11大促活动，双11当天GMV达320万',
            fact: '320万',
          },
          {
            text: '搭建社群拉新流程，半年新增会员1.2万人',
            rewrite: '搭建社群拉新流程，半年内新增会员1.2万人',
            fact: '1.2万人',
          },
        ],
      },
      {
        organisation: '苏州优品汇电子商务有限公司',
        role: '运营助理',
        start: '2020.07',
        end: '2022.02',
        bullets: [
          {
            text: '每天整理竞品价格表，给主管做周报',
            rewrite: '每日整理竞品价格表，并为主管撰写周报',
            fact: '竞品价格表',
          },
          {
            text: '协助客服处理售后工单',
            rewrite: '协助客服团队处理售后工单',
            fact: '售后工单',
          },
        ],
      },
    ],
    education: [
      {
        school: '苏州大学',
        degree: '本科',
        major: '市场营销',
        start: '2016.09',
        end: '2020.06',
      },
    ],
    skills: ['生意参谋、巨量千川', 'Excel 数据透视表'],
    certificates: [],
  },
  {
    id: 'zh-teacher-wangfang',
    locale: 'zh-CN',
    name: '王芳',
    email: 'wangfang_edu@126.com',
    phone: '137 6021 8890',
    city: '成都',
    target: '初中数学教师',
    summary: [
      {
        text: '我有6年初中数学教学经验，担任过3届班主任。',
        rewrite: '我有6年初中数学教学经验，担任过3届班主任。',
        fact: '3届班主任',
      },
    ],
    jobs: [
      {
        organisation: '成都市石室联合中学',
        role: '数学教师',
        start: '2019.08',
        end: '至今',
        bullets: [
          {
            text: '带两个班的数学，中考平均分比区均分高11分',
            rewrite: '执教两个班的数学，中考平均分高出区均分11分',
            fact: '11分',
          },
          {
            text: '负责七年级数学组的集体备课',
            rewrite: '牵头七年级数学组集体备课',
            fact: '集体备课',
          },
        ],
      },
      {
        organisation: '新东方成都学校',
        role: '初中数学老师',
        start: '2018.07',
        end: '2019.07',
        bullets: [
          {
            text: '寒暑假班每期约60名学生，续班率第一',
            rewrite: '寒暑假班每期约60名学生，续班率排名第一',
            fact: '60名学生',
          },
        ],
      },
    ],
    education: [
      {
        school: '四川师范大学',
        degree: '本科',
        major: '数学与应用数学',
        start: '2014.09',
        end: '2018.06',
      },
    ],
    skills: ['希沃白板、几何画板', '普通话二级甲等'],
    certificates: ['高级中学教师资格证（数学）'],
  },
  {
    id: 'zh-design-chenhao',
    locale: 'zh-CN',
    name: '陈浩',
    email: 'chenhao.design@foxmail.com',
    phone: '186 2105 7713',
    city: '深圳',
    target: 'UI设计师',
    summary: [
      {
        text: '3年移动端 UI 设计经验，做过金融和本地生活两类产品。',
        rewrite: '3年移动端 UI 设计经验，做过金融和本地生活两类产品。',
        fact: '金融和本地生活',
      },
    ],
    jobs: [
      {
        organisation: '深圳市小鹅通科技有限公司',
        role: 'UI设计师',
        start: '2022.05',
        end: '至今',
        bullets: [
          {
            text: '负责商家后台改版，整理了一套120个组件的设计规范',
            rewrite: '主导商家后台改版，沉淀包含120个组件的设计规范',
            fact: '120个组件',
          },
          {
            text: '和前端一起把图标换成 iconfont，安装包小了4MB',
            rewrite: '与前端协作将图标迁移至 iconfont，安装包体积减少4MB',
            fact: '4MB',
          },
        ],
      },
      {
        organisation: '深圳美团点评科技有限公司',
        role: '视觉设计实习生',
        start: '2021.07',
        end: '2021.12',
        bullets: [
          {
            text: '参与到店业务的运营活动页设计',
            rewrite: '参与到店业务运营活动页的视觉设计',
            fact: '活动页',
          },
        ],
      },
    ],
    education: [
      {
        school: '广州美术学院',
        degree: '本科',
        major: '视觉传达设计',
        start: '2018.09',
        end: '2022.06',
      },
    ],
    skills: ['Figma、Sketch、Photoshop', 'After Effects 基础动效'],
    certificates: [],
  },
  {
    id: 'zh-finance-zhaolei',
    locale: 'zh-CN',
    name: '赵磊',
    email: 'zhaolei_cpa@sina.com',
    phone: '135 0755 2281',
    city: '北京',
    summary: [
      {
        text: '4年制造业财务经验，熟悉成本核算和月结流程。',
        rewrite: '4年制造业财务经验，熟悉成本核算与月结流程。',
        fact: '成本核算',
      },
    ],
    jobs: [
      {
        organisation: '北京福田康明斯发动机有限公司',
        role: '成本会计',
        start: '2021.03',
        end: '至今',
        bullets: [
          {
            text: '负责3条产线的标准成本维护和差异分析',
            rewrite: '负责3条产线的标准成本维护与差异分析',
            fact: '3条产线',
          },
          {
            text: '月结从第7个工作日提前到第4个工作日',
            rewrite: '推动月结由第7个工作日提前至第4个工作日',
            fact: '第4个工作日',
          },
        ],
      },
      {
        organisation: '北京华联综合超市股份有限公司',
        role: '出纳',
        start: '2019.07',
        end: '2021.02',
        bullets: [
          {
            text: '管理门店备用金和银行对账',
            rewrite: '管理门店备用金并完成银行对账',
            fact: '银行对账',
          },
        ],
      },
    ],
    education: [
      {
        school: '首都经济贸易大学',
        degree: '本科',
        major: '会计学',
        start: '2015.09',
        end: '2019.06',
      },
    ],
    skills: ['SAP CO 模块、用友 U8', 'Excel VBA'],
    certificates: ['初级会计职称'],
  },
  {
    id: 'en-accounting-grace',
    locale: 'en-US',
    name: 'Grace Whitfield',
    email: 'grace.whitfield@icloud.com',
    phone: '+1 614 555 0129',
    city: 'Columbus, OH',
    summary: [
      {
        text: 'I have 5 years in public and corporate accounting under US GAAP, most recently owning the month-end close.',
        rewrite:
          'I have 5 years in public and corporate accounting under US GAAP, most recently owning the month-end close.',
        fact: 'US GAAP',
      },
    ],
    jobs: [
      {
        organisation: 'Kestrel Home Goods',
        role: 'Senior Accountant',
        start: '2022.03',
        end: 'Present',
        bullets: [
          {
            text: 'Own the month-end close for 3 entities in NetSuite, got it down from 8 to 5 business days',
            rewrite:
              'Own the month-end close for 3 entities in NetSuite, shortening it from 8 to 5 business days',
            fact: '5 business days',
          },
          {
            text: 'Set up ASC 842 lease accounting for our 26 store leases',
            rewrite: 'Implemented ASC 842 lease accounting for the 26 store leases',
            fact: '26 store leases',
          },
          {
            text: 'Main contact for the external auditors at year end (PBC list of about 140 items)',
            rewrite:
              'Served as the main contact for the external auditors at year end, managing a PBC list of about 140 items',
            fact: '140 items',
          },
        ],
      },
      {
        organisation: 'Moreland & Pike CPAs',
        role: 'Staff Accountant',
        start: '2019.08',
        end: '2022.02',
        bullets: [
          {
            text: 'Audit and review engagements for small manufacturers and nonprofits, usually 4 clients at a time',
            rewrite:
              'Worked on audit and review engagements for small manufacturers and nonprofits, usually 4 clients at a time',
            fact: '4 clients at a time',
          },
          {
            text: 'Did the monthly bookkeeping and 1099 filings for about 30 small business clients',
            rewrite: 'Handled the monthly bookkeeping and 1099 filings for about 30 small business clients',
            fact: '1099 filings',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Ohio University',
        degree: 'BS',
        major: 'Accounting',
        start: '2015.08',
        end: '2019.05',
      },
    ],
    skills: ['NetSuite, QuickBooks Online', 'Excel (XLOOKUP, pivot tables, Power Query)', 'ASC 606, ASC 842'],
    certificates: ['CPA, State of Ohio (licensed 2021)'],
  },
  {
    id: 'en-teacher-career-change-omar',
    locale: 'en-US',
    name: 'Omar Haddad',
    email: 'omar.haddad.edu@gmail.com',
    phone: '+1 512 555 0163',
    city: 'Austin, TX',
    target: 'Instructional Designer',
    summary: [
      {
        text: 'I have spent 7 years in the classroom and 2 in corporate learning, so I build courses people actually finish.',
        rewrite:
          'I have spent 7 years in the classroom and 2 in corporate learning, so I build courses people actually finish.',
        fact: '7 years in the classroom',
      },
    ],
    jobs: [
      {
        organisation: 'Pinecrest Credit Union',
        role: 'Instructional Designer',
        start: '2023.06',
        end: 'Present',
        bullets: [
          {
            text: 'Built 14 compliance e-learning modules in Articulate Storyline for about 1,100 employees',
            rewrite:
              'Built 14 compliance e-learning modules in Articulate Storyline for about 1,100 employees',
            fact: '1,100 employees',
          },
          {
            text: 'Moved new-hire onboarding from slide decks to a Canvas course, completion went from 71% to 93%',
            rewrite:
              'Moved new-hire onboarding from slide decks to a Canvas course, raising completion from 71% to 93%',
            fact: '71% to 93%',
          },
          {
            text: 'Work with SMEs in lending and fraud to write scenario-based assessments',
            rewrite:
              'Partner with subject-matter experts in lending and fraud to write scenario-based assessments',
            fact: 'scenario-based assessments',
          },
        ],
      },
      {
        organisation: 'Bluebonnet Valley High School',
        role: 'Science Teacher',
        start: '2016.08',
        end: '2023.05',
        bullets: [
          {
            text: 'Taught chemistry and physical science, grades 9-11, 5 sections a year',
            rewrite: 'Taught chemistry and physical science to grades 9-11 across 5 sections a year',
            fact: 'chemistry and physical science',
          },
          {
            text: "Led the science department's move to Canvas in 2020 and trained 11 teachers on it",
            rewrite: "Led the science department's move to Canvas in 2020, training 11 teachers to use it",
            fact: '11 teachers',
          },
          {
            text: 'Sponsor of the robotics club, took the team to state twice',
            rewrite: 'Sponsored the robotics club and took its team to the state competition twice',
            fact: 'robotics club',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Texas State University',
        degree: 'MA',
        major: 'Education',
        start: '2019.08',
        end: '2021.12',
      },
      {
        school: 'University of Texas at San Antonio',
        degree: 'BS',
        major: 'Biology',
        start: '2012.08',
        end: '2016.05',
      },
    ],
    skills: ['Articulate Storyline 360, Rise', 'Canvas LMS, SCORM packaging', 'Camtasia, Audacity'],
    certificates: ['Texas Educator Certificate, Science 7-12'],
  },
  {
    id: 'zh-sales-liuyang',
    locale: 'zh-CN',
    name: '刘洋',
    email: 'liuyang.gk@qq.com',
    phone: '139 5127 0486',
    city: '苏州',
    target: '大客户销售经理',
    summary: [
      {
        text: '我有7年工业自动化设备销售经验，主要跑汽车零部件和锂电行业的客户。',
        rewrite: '我有7年工业自动化设备销售经验，主要跑汽车零部件和锂电行业的客户。',
        fact: '7年工业自动化设备销售经验',
      },
    ],
    jobs: [
      {
        organisation: '苏州博控自动化设备有限公司',
        role: '销售经理',
        start: '2021.05',
        end: '至今',
        bullets: [
          {
            text: '负责华东区汽车零部件行业大客户，2023年签约额2860万元，完成率118%',
            rewrite: '负责华东区汽车零部件行业大客户，2023年签约额达2860万元，完成率118%',
            fact: '2860万元',
          },
          {
            text: '带领5人销售小组，两年新开发客户23家',
            rewrite: '带领5人销售小组，两年内新开发客户23家',
            fact: '5人销售小组',
          },
          {
            text: '盯回款，2023年回款率96%，没有出现坏账',
            rewrite: '负责跟进回款，2023年回款率96%，未发生坏账',
            fact: '回款率96%',
          },
        ],
      },
      {
        organisation: '无锡精达机电设备有限公司',
        role: '大客户销售',
        start: '2017.07',
        end: '2021.04',
        bullets: [
          {
            text: '负责苏南地区伺服电机和PLC的渠道和终端销售，维护客户60余家',
            rewrite: '负责苏南地区伺服电机与PLC的渠道及终端销售，维护客户60余家',
            fact: '60余家',
          },
          {
            text: '2019年拿下一家锂电池厂的产线改造项目，单笔合同760万元',
            rewrite: '2019年签下一家锂电池厂的产线改造项目，单笔合同金额760万元',
            fact: '760万元',
          },
        ],
      },
    ],
    education: [
      {
        school: '江苏科技大学',
        degree: '本科',
        major: '机械设计制造及其自动化',
        start: '2013.09',
        end: '2017.06',
      },
    ],
    skills: ['西门子、三菱PLC及伺服产品选型', '销售易 CRM、Excel', '驾照C1，能长期出差'],
    certificates: [],
  },
  {
    id: 'zh-mech-sunjie',
    locale: 'zh-CN',
    name: '孙杰',
    email: 'sunjie_me@126.com',
    phone: '152 6630 9127',
    city: '宁波',
    summary: [
      {
        text: '希望继续做非标设备的结构设计，4年机械设计经验，熟悉钣金和机加工工艺。',
        rewrite: '希望继续做非标设备的结构设计，4年机械设计经验，熟悉钣金和机加工工艺。',
        fact: '4年机械设计经验',
      },
    ],
    jobs: [
      {
        organisation: '宁波恒拓智能装备有限公司',
        role: '机械工程师',
        start: '2022.07',
        end: '至今',
        bullets: [
          {
            text: '负责电池模组上下料设备的结构设计，独立出图约300张',
            rewrite: '负责电池模组上下料设备的结构设计，独立完成约300张图纸',
            fact: '300张',
          },
          {
            text: '用 SolidWorks 做三维建模和干涉检查，关键尺寸按 GD&T 标注',
            rewrite: '使用 SolidWorks 完成三维建模与干涉检查，关键尺寸按 GD&T 标注',
            fact: '干涉检查',
          },
          {
            text: '优化钣金机架结构，单台材料成本降了1800元',
            rewrite: '优化钣金机架结构，单台材料成本降低1800元',
            fact: '1800元',
          },
        ],
      },
      {
        organisation: '慈溪市东润机械有限公司',
        role: '助理机械工程师',
        start: '2020.07',
        end: '2022.06',
        bullets: [
          {
            text: '画零件图和装配图，跟车间对接加工问题',
            rewrite: '绘制零件图与装配图，并与车间对接加工问题',
            fact: '装配图',
          },
          {
            text: '整理了公司的标准件库，常用件统一到420种',
            rewrite: '整理公司标准件库，将常用件统一为420种',
            fact: '420种',
          },
        ],
      },
    ],
    education: [
      {
        school: '宁波工程学院',
        degree: '本科',
        major: '机械工程',
        start: '2016.09',
        end: '2020.06',
      },
    ],
    skills: ['SolidWorks、AutoCAD', 'GD&T 形位公差、钣金工艺', 'SolidWorks Simulation 基础'],
    certificates: ['机械工程师资格证书（中国机械工程学会）', 'CSWP（SolidWorks 认证专业工程师）'],
  },
  {
    id: 'en-pm-daniel',
    locale: 'en-US',
    name: 'Daniel Brennan',
    email: 'daniel.brennan.pm@gmail.com',
    phone: '+1 206 555 0158',
    city: 'Seattle, WA',
    target: 'Senior Product Manager',
    summary: [
      {
        text: 'I have 6 years as a product manager, first at Google on Calendar and now on B2B scheduling software.',
        rewrite:
          'I have 6 years as a product manager, first at Google on Calendar and now on B2B scheduling software.',
        fact: '6 years as a product manager',
      },
    ],
    jobs: [
      {
        organisation: 'Tidewell Software',
        role: 'Product Manager',
        start: '2021.07',
        end: 'Present',
        bullets: [
          {
            text: 'Own the booking and scheduling product, work with a team of 6 engineers and 1 designer',
            rewrite:
              'Own the booking and scheduling product, working with a team of 6 engineers and 1 designer',
            fact: 'team of 6 engineers',
          },
          {
            text: 'Shipped self-serve onboarding, trial to paid conversion went from 11% to 16%',
            rewrite: 'Shipped self-serve onboarding, raising trial-to-paid conversion from 11% to 16%',
            fact: '11% to 16%',
          },
          {
            text: 'Cut churn on the SMB plan by 23% with annual billing and better dunning emails',
            rewrite: 'Reduced churn on the SMB plan by 23% through annual billing and better dunning emails',
            fact: 'SMB plan by 23%',
          },
        ],
      },
      {
        organisation: 'Google',
        role: 'Associate Product Manager',
        start: 'July 2019',
        end: 'June 2021',
        bullets: [
          {
            text: 'APM on Google Calendar, shipped appointment booking pages for Workspace customers',
            rewrite:
              'As an APM on Google Calendar, shipped appointment booking pages for Workspace customers',
            fact: 'appointment booking pages',
          },
          {
            text: 'Ran 14 A/B tests on the event creation flow, 4 of them shipped to all users',
            rewrite: 'Ran 14 A/B tests on the event creation flow, 4 of which shipped to all users',
            fact: '14 A/B tests',
          },
        ],
      },
    ],
    education: [
      {
        school: 'University of Washington, Foster School of Business',
        degree: 'MBA',
        major: 'Technology Management',
        start: '2017.09',
        end: '2019.05',
      },
      {
        school: 'University of Oregon',
        degree: 'BA',
        major: 'Economics',
        start: '2009.09',
        end: '2013.05',
      },
    ],
    skills: ['Jira, Amplitude, SQL', 'PRDs, roadmaps, A/B test design', 'Figma (reading and commenting)'],
    certificates: ['PMP, Project Management Institute (2020)'],
  },
  {
    id: 'en-logistics-rosa',
    locale: 'en-US',
    name: 'Rosa Delgado',
    email: 'rosa.delgado82@yahoo.com',
    phone: '+1 909 555 0173',
    city: 'Ontario, CA',
    summary: [
      {
        text: 'Here is what I bring: 8 years on the warehouse floor, from the inbound dock to running a shift.',
        rewrite:
          'Here is what I bring: 8 years on the warehouse floor, from the inbound dock to running a shift.',
        fact: '8 years on the warehouse floor',
      },
    ],
    jobs: [
      {
        organisation: 'Marlow Creek Distribution',
        role: 'Warehouse Supervisor',
        start: '2020.10',
        end: 'Present',
        bullets: [
          {
            text: 'Supervise the night shift in a 120,000 square feet DC, 42 associates in receiving, picking and shipping',
            rewrite:
              'Supervise the night shift in a 120,000 square feet distribution center, leading 42 associates across receiving, picking and shipping',
            fact: '42 associates',
          },
          {
            text: 'Pick accuracy went from 98.1% to 99.6% after I set up daily cycle counts and a second scan at pack-out',
            rewrite:
              'Raised pick accuracy from 98.1% to 99.6% by setting up daily cycle counts and a second scan at pack-out',
            fact: '98.1% to 99.6%',
          },
          {
            text: 'Trained 15 new associates on forklift safety, no recordable injuries on my shift in 2024',
            rewrite:
              'Trained 15 new associates in forklift safety, with no recordable injuries on my shift in 2024',
            fact: 'no recordable injuries',
          },
        ],
      },
      {
        organisation: 'Inland Gateway Logistics',
        role: 'Shift Lead',
        start: '2017.04',
        end: '2020.09',
        bullets: [
          {
            text: 'Lead on the inbound dock for the day shift, unloading about 25 trailers a shift',
            rewrite: 'Led the inbound dock on the day shift, unloading about 25 trailers per shift',
            fact: '25 trailers',
          },
          {
            text: 'Did the weekly cycle counts in the high-value cage',
            rewrite: 'Ran the weekly cycle counts in the high-value cage',
            fact: 'high-value cage',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Chaffey College',
        degree: 'AA',
        major: 'Business Administration',
        start: '2013.08',
        end: '2015.05',
      },
    ],
    skills: [
      'Manhattan WMS, RF scanners',
      'Sit-down and stand-up forklifts, reach truck, order picker',
      'English and Spanish (bilingual)',
    ],
    certificates: [
      'Forklift operator certification (OSHA 1910.178), renewed 2024',
      'OSHA 10-Hour General Industry',
    ],
  },
  {
    id: 'zh-hrbp-zhoumin',
    locale: 'zh-CN',
    name: '周敏',
    email: 'zhoumin_hr@163.com',
    phone: '136 2188 0457',
    city: '广州',
    summary: [
      {
        text: '我有6年人力资源工作经验，近4年做研发团队的HRBP，熟悉OKR落地和e-HR系统上线。',
        rewrite: '我有6年人力资源工作经验，近4年做研发团队的HRBP，熟悉OKR落地和e-HR系统上线。',
        fact: '6年人力资源工作经验',
      },
    ],
    jobs: [
      {
        organisation: '广州云帆智能科技有限公司',
        role: 'HRBP',
        start: '2021.05',
        end: '至今',
        bullets: [
          {
            text: '对接研发中心约260人，带领3人团队做招聘、绩效和员工关系',
            rewrite: '支持研发中心约260人，带领3人团队负责招聘、绩效与员工关系',
            fact: '带领3人团队',
          },
          {
            text: '推动研发从KPI改成OKR，季度OKR对齐会覆盖全部14个项目组',
            rewrite: '推动研发团队由KPI转向OKR，季度OKR对齐会覆盖全部14个项目组',
            fact: '14个项目组',
          },
          {
            text: '上线e-HR系统的入转调离流程，员工基础事务统一交给SSC，HR事务性工作时间少了约三成',
            rewrite: '主导e-HR系统入转调离流程上线，员工基础事务统一移交SSC，HR事务性工作时间减少约三成',
            fact: 'e-HR',
          },
          {
            text: '研发核心员工主动离职率从16%降到11%',
            rewrite: '研发核心员工主动离职率从16%降至11%',
            fact: '主动离职率',
          },
        ],
      },
      {
        organisation: '广州禾丰连锁餐饮管理有限公司',
        role: '人事专员',
        start: '2019.07',
        end: '2021.04',
        bullets: [
          {
            text: '负责门店员工招聘，一年招了约180名店员和店长',
            rewrite: '负责门店员工招聘，一年内招聘店员及店长约180名',
            fact: '180名',
          },
          {
            text: '每月做26家门店的考勤和工资核算',
            rewrite: '每月完成26家门店的考勤与薪资核算',
            fact: '26家门店',
          },
        ],
      },
    ],
    education: [
      {
        school: '华南师范大学',
        degree: '硕士',
        major: '人力资源管理（在职研究生）',
        start: '2021.09',
        end: '2024.06',
      },
      {
        school: '广东财经大学',
        degree: '本科',
        major: '人力资源管理',
        start: '2015.09',
        end: '2019.06',
      },
    ],
    skills: ['北森、SAP SuccessFactors', 'Excel（VLOOKUP、数据透视表）', '劳动法及劳动争议处理'],
    certificates: ['企业人力资源管理师（二级）'],
  },
  {
    id: 'zh-cra-wuqian',
    locale: 'zh-CN',
    name: '吴倩',
    email: 'wuqian_cra@126.com',
    phone: '139 1827 6630',
    city: '上海',
    target: '高级临床监查员',
    summary: [
      {
        text: '我有5年临床试验经验，先做了2年CRC，之后转做CRA，主要跟肿瘤项目。',
        rewrite: '我有5年临床试验经验，先做了2年CRC，之后转做CRA，主要跟肿瘤项目。',
        fact: '5年临床试验经验',
      },
    ],
    jobs: [
      {
        organisation: '上海昱衡医药科技有限公司',
        role: '临床监查员',
        start: '2022.07',
        end: '至今',
        bullets: [
          {
            text: '负责一项II期肺癌靶向药试验，负责8家中心的监查',
            rewrite: '负责一项II期肺癌靶向药临床试验中8家中心的监查工作',
            fact: '8家中心',
          },
          {
            text: '所负责中心累计入组156例，比计划提前2个月完成入组',
            rewrite: '所负责中心累计入组156例，较计划提前2个月完成入组',
            fact: '入组156例',
          },
          {
            text: '中心接受申办方稽查，0项主要发现，3项次要发现都在2周内关闭',
            rewrite: '所负责中心接受申办方稽查，无主要发现，3项次要发现均在2周内关闭',
            fact: '3项次要发现',
          },
          {
            text: '按SOP在访视后5个工作日内交监查报告',
            rewrite: '按SOP在访视后5个工作日内提交监查报告',
            fact: '5个工作日内',
          },
        ],
      },
      {
        organisation: '苏州启衡临床医学研究有限公司',
        role: '临床研究协调员',
        start: '2020.07',
        end: '2022.06',
        bullets: [
          {
            text: '在2家三甲医院做CRC，协助研究者完成受试者筛选、知情同意和随访',
            rewrite: '在2家三甲医院担任CRC，协助研究者完成受试者筛选、知情同意及随访',
            fact: '知情同意',
          },
          {
            text: '负责EDC数据录入，数据质疑一般3天内回复',
            rewrite: '负责EDC数据录入，数据质疑通常在3天内回复',
            fact: 'EDC数据录入',
          },
        ],
      },
    ],
    education: [
      {
        school: '中国药科大学',
        degree: '本科',
        major: '药学',
        start: '2016.09',
        end: '2020.06',
      },
    ],
    skills: [
      'ICH-GCP、药物临床试验质量管理规范（2020版）',
      'Medidata Rave、Veeva CTMS',
      '英语六级，能读英文方案',
    ],
    certificates: ['GCP证书'],
  },
];

/** Held out by source: one resume of each language (the last of the first ten) never informs tuning. */
export const HELD_OUT_RESUMES: ReadonlySet<string> = new Set([
  'en-data-lena',
  'zh-finance-zhaolei',
  'zh-mech-sunjie',
  'zh-cra-wuqian',
]);
