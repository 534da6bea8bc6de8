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
  // Added in session 10 for tuning: irregular layouts people really write (dashes and slashes in objectives,
  // no objective, promotions at one employer, symbols, 万/亿 amounts).
  // Radiology / imaging technologist. Objective with an en dash and parentheses; an older title with a slash
  // and parentheses; "<" and "->" in bullets. Real facts that look invented: a well-known hospital (Scripps),
  // ARRT (R)(CT) registry, a California CRT licence with a fluoroscopy permit, "98.6%", an A.S. degree.
  {
    id: 'en-radiology-danielle',
    locale: 'en-US',
    name: 'Danielle Reyes-Whitaker',
    email: 'danireyes.rt@gmail.com',
    phone: '(619) 555-0183',
    city: 'Chula Vista, CA',
    target: 'CT Technologist – Level I Trauma Center (Nights)',
    summary: [
      {
        text: "I'm an ARRT-registered CT tech with 7 years of imaging behind me, the last 4 on nights at a Level I trauma center.",
        rewrite:
          "I'm an ARRT-registered CT tech with 7 years of imaging behind me, the last 4 on nights at a Level I trauma center.",
        fact: '7 years of imaging',
      },
    ],
    jobs: [
      {
        organisation: 'Scripps Mercy Hospital',
        role: 'CT Technologist',
        start: '2021.03',
        end: 'Present',
        bullets: [
          {
            text: 'CT on nights in a Level I trauma center, ~35-45 scans a shift (trauma pan-scans, stroke, CTA)',
            rewrite:
              'Perform CT on nights at a Level I trauma center, about 35-45 scans per shift including trauma pan-scans, stroke protocols and CTA',
            fact: '35-45 scans',
          },
          {
            text: 'Code stroke door-to-CT median 14 min -> 9 min after we changed how the scanner is held open for EMS (2023)',
            rewrite:
              'Cut the code stroke door-to-CT median from 14 min to 9 min in 2023 by changing how the scanner is held open for EMS',
            fact: 'door-to-CT median',
          },
          {
            text: 'Dose audit w/ medical physics: CTDIvol < ACR reference levels on 98.6% of adult head CTs',
            rewrite:
              'Worked with medical physics on a dose audit that kept CTDIvol below ACR reference levels on 98.6% of adult head CTs',
            fact: '98.6%',
          },
          {
            text: 'Trained 11 new techs & 6 students on the Siemens SOMATOM Force',
            rewrite: 'Trained 11 new technologists and 6 students on the Siemens SOMATOM Force',
            fact: 'SOMATOM Force',
          },
          {
            text: 'Power injector / contrast reaction drills every quarter, I start the IVs on most of my patients',
            rewrite:
              'Run quarterly power injector and contrast reaction drills, and start the IVs for most of my patients',
            fact: 'contrast reaction drills',
          },
        ],
      },
      {
        organisation: 'Bayshore Imaging Partners',
        role: 'Radiologic Technologist (X-ray/Fluoro)',
        start: '2018.07',
        end: '2021.02',
        bullets: [
          {
            text: 'General x-ray & fluoro at 2 outpatient sites, about 60 exams/day',
            rewrite:
              'Performed general radiography and fluoroscopy at 2 outpatient sites, about 60 exams a day',
            fact: '2 outpatient sites',
          },
          {
            text: 'Assisted the radiologists with UGIs, barium swallows, arthrograms',
            rewrite: 'Assisted the radiologists with UGIs, barium swallows and arthrograms',
            fact: 'barium swallows',
          },
          {
            text: 'Repeat rate 7.4% to 4.1% (QC logs, 2019-2020)',
            rewrite:
              'Brought the repeat rate down from 7.4% to 4.1%, as tracked in the QC logs for 2019-2020',
            fact: '7.4% to 4.1%',
          },
          {
            text: 'Portables in ED/ICU when short staffed, C-arm in the OR too',
            rewrite:
              'Covered portable exams in the ED and ICU when short-staffed, and ran the C-arm in the OR',
            fact: 'C-arm',
          },
        ],
      },
    ],
    education: [
      {
        school: 'San Diego Mesa College',
        degree: 'A.S.',
        major: 'Radiologic Technology',
        start: '2016.08',
        end: '2018.05',
      },
    ],
    skills: [
      'Siemens SOMATOM Force & Definition AS+, GE Revolution CT',
      'Trauma, stroke (CTA/CTP), PE and coronary calcium scoring protocols',
      'Bayer MEDRAD Stellant power injector, IV starts',
      'Epic Radiant, Visage 7 PACS, Radimetrics dose tracking',
      'Bilingual English/Spanish',
    ],
    certificates: [
      'ARRT R.T.(R)(CT) – Radiography 2018, Computed Tomography 2020',
      'California CRT (Radiologic Technologist) + Fluoroscopy Permit, CDPH-RHB',
      'BLS (American Heart Association), exp. 2026',
    ],
  },
  // Restaurant general manager who came up from server: three roles at one restaurant group (identical
  // `organisation`), NO objective line, titles with a slash and an accent ("Maître d'"), "&" and "->" in
  // bullets, money "$5.8M", "$465K". Real facts that look invented: ServSafe Manager, a Court of Master
  // Sommeliers certificate, a B.S. from Johnson & Wales, "74 hourly staff", "58% to 31%".
  {
    id: 'en-restaurant-terrence',
    locale: 'en-US',
    name: 'Terrence Boateng',
    email: 'tboateng.gm@yahoo.com',
    phone: '615-555-0112',
    city: 'Nashville, TN',
    summary: [
      {
        text: 'Here is my path: I started as a server in 2015 and have run my own restaurant in the same group since 2021.',
        rewrite:
          'Here is my path: I started as a server in 2015 and have run my own restaurant in the same group since 2021.',
        fact: 'started as a server in 2015',
      },
      {
        text: 'Good at the P&L side and at keeping good people, ServSafe certified',
        rewrite: 'Strong on the P&L and at keeping good people; ServSafe certified.',
        fact: 'keeping good people',
      },
    ],
    jobs: [
      {
        organisation: 'Crosstie Hospitality Group',
        role: 'General Manager',
        start: '2021.04',
        end: 'Present',
        bullets: [
          {
            text: 'GM of Larkspur Tavern (210 seats + patio), ~$5.8M in annual sales',
            rewrite:
              'Run Larkspur Tavern, a 210-seat restaurant with a patio, at about $5.8M in annual sales',
            fact: '$5.8M',
          },
          {
            text: 'Prime cost 66.8% down to 61.5% in 2023 — renegotiated produce + protein contracts and rebuilt the schedule in 7shifts',
            rewrite:
              'Brought prime cost down from 66.8% to 61.5% in 2023 by renegotiating produce and protein contracts and rebuilding the schedule in 7shifts',
            fact: '61.5%',
          },
          {
            text: 'Hire/train/schedule 74 hourly staff + 4 managers, 90-day turnover went from 58% to 31%',
            rewrite:
              'Hire, train and schedule 74 hourly staff and 4 managers, cutting 90-day turnover from 58% to 31%',
            fact: '58% to 31%',
          },
          {
            text: 'Private events & buyouts: $465K in 2024 (was $190K)',
            rewrite: 'Grew private events and buyouts to $465K in 2024, up from $190K',
            fact: '$465K',
          },
          {
            text: 'Health inspection scores 97-100 every visit since I took over',
            rewrite: 'Scored 97-100 on every health inspection since taking over',
            fact: '97-100',
          },
        ],
      },
      {
        organisation: 'Crosstie Hospitality Group',
        role: 'Assistant GM / Bar Manager',
        start: '2018.02',
        end: '2021.03',
        bullets: [
          {
            text: "Ran the bar at Pearl & Pine (the group's oyster bar), 24 draft lines and a 90-bottle wine list",
            rewrite:
              "Ran the bar program at Pearl & Pine, the group's oyster bar, with 24 draft lines and a 90-bottle wine list",
            fact: '90-bottle wine list',
          },
          {
            text: 'Beverage cost 24% -> 19.5% with weekly inventory in BevSpot',
            rewrite: 'Lowered beverage cost from 24% to 19.5% with weekly inventory counts in BevSpot',
            fact: 'BevSpot',
          },
          {
            text: 'Opened our 3rd location (Germantown) — hired and trained 38 FOH',
            rewrite:
              "Helped open the group's 3rd location in Germantown, hiring and training 38 front-of-house staff",
            fact: 'Germantown',
          },
          {
            text: 'Closing manager 4 nights/wk, cash out & deposits, Toast end of day reports',
            rewrite: 'Closed 4 nights a week, handling cash-out, deposits and the Toast end-of-day reports',
            fact: 'Toast',
          },
        ],
      },
      {
        organisation: 'Crosstie Hospitality Group',
        role: "Server / Maître d'",
        start: '2015.09',
        end: '2018.01',
        bullets: [
          {
            text: 'Top server in sales 9 of 12 months in 2016',
            rewrite: 'Led all servers in sales in 9 of 12 months in 2016',
            fact: '9 of 12 months',
          },
          {
            text: 'Trained new servers on steps of service + wine basics (about 25 people)',
            rewrite: 'Trained about 25 new servers on the steps of service and wine basics',
            fact: 'steps of service',
          },
          {
            text: 'Ran the host stand on weekends, OpenTable, 300+ covers on Saturdays',
            rewrite: 'Ran the host stand on weekends in OpenTable, seating 300+ covers on Saturdays',
            fact: '300+ covers',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Johnson & Wales University',
        degree: 'B.S.',
        major: 'Hospitality Management (online, part-time)',
        start: '2016.09',
        end: '2020.05',
      },
    ],
    skills: [
      'Toast POS, 7shifts, OpenTable, BevSpot',
      'P&L, prime cost, weekly flash reports',
      'Hiring, training & scheduling (FOH and BOH)',
      'Wine & spirits, menu costing',
      'Kitchen Spanish',
    ],
    certificates: [
      'ServSafe Food Protection Manager (exp. 2027)',
      'Court of Master Sommeliers – Introductory Sommelier',
      'Tennessee ABC server permit',
    ],
  },
  // Software QA engineer / SDET. Objective with a slash and an en dash; three jobs, one at a real well-known
  // employer that is also an invention marker (Amazon), one at a real staffing firm with a parenthesised
  // title; "<", "->", "+", "&" in bullets. Real facts that look invented: Amazon, ISTQB CTFL and CTAL-TAE, a
  // real "AWS Certified" certificate, an M.S. earned at night, "1,150 tests", "1,800 TPS".
  {
    id: 'en-qa-oleksandr',
    locale: 'en-US',
    name: 'Oleksandr Kravets',
    email: 'o.kravets@outlook.com',
    phone: '+1 (425) 555-0196',
    city: 'Bellevue, WA',
    target: 'Senior QA Engineer / SDET – Payments',
    summary: [
      {
        text: "I've been in QA since 2017 and these days I write more test code than test cases, mostly for payments.",
        rewrite:
          "I've been in QA since 2017 and these days I write more test code than test cases, mostly for payments.",
        fact: 'in QA since 2017',
      },
      {
        text: 'ISTQB certified (CTFL + Advanced TAE), M.S. from UW that I finished at night while at Amazon',
        rewrite:
          'ISTQB certified (CTFL and Advanced TAE), with an M.S. from UW completed at night while at Amazon.',
        fact: 'ISTQB certified',
      },
    ],
    jobs: [
      {
        organisation: 'Northbeam Pay',
        role: 'Software Development Engineer in Test II',
        start: '2022.04',
        end: 'Present',
        bullets: [
          {
            text: 'Built the Playwright + TypeScript e2e suite for the merchant dashboard, ~1,150 tests, runs on every PR in GitHub Actions',
            rewrite:
              'Built the Playwright and TypeScript end-to-end suite for the merchant dashboard, about 1,150 tests that run on every PR in GitHub Actions',
            fact: '1,150 tests',
          },
          {
            text: 'Flaky test rate 6.3% -> <1% (quarantine job + fixed the waits)',
            rewrite:
              'Reduced the flaky test rate from 6.3% to under 1% with a quarantine job and fixed waits',
            fact: '6.3%',
          },
          {
            text: 'Pact contract tests between ledger & payouts services, caught 14 breaking changes before release in 2024',
            rewrite:
              'Added Pact contract tests between the ledger and payouts services, catching 14 breaking changes before release in 2024',
            fact: '14 breaking changes',
          },
          {
            text: 'k6 load tests for card authorization: p99 < 250 ms at 1,800 TPS',
            rewrite: 'Wrote k6 load tests for card authorization, holding p99 under 250 ms at 1,800 TPS',
            fact: '1,800 TPS',
          },
          {
            text: 'Release sign-off for 2 squads, escaped defects 19 -> 7 a quarter',
            rewrite: 'Own release sign-off for 2 squads; escaped defects fell from 19 to 7 a quarter',
            fact: 'escaped defects',
          },
        ],
      },
      {
        organisation: 'Amazon',
        role: 'Quality Assurance Engineer',
        start: '2019.03',
        end: '2022.03',
        bullets: [
          {
            text: 'QA for Alexa shopping list features on Echo Show devices, ~36 device/firmware combos',
            rewrite:
              'Tested Alexa shopping list features on Echo Show devices across about 36 device and firmware combinations',
            fact: 'Echo Show',
          },
          {
            text: 'Wrote test plans + ~600 TestRail cases for 3 launches',
            rewrite: 'Wrote test plans and about 600 TestRail cases for 3 launches',
            fact: '600 TestRail cases',
          },
          {
            text: 'Automated the regression pass w/ Appium & Java, 3 days of manual testing -> 5 hrs',
            rewrite:
              'Automated the regression pass with Appium and Java, turning 3 days of manual testing into 5 hours',
            fact: 'Appium',
          },
          {
            text: 'Bug triage with devs/PMs twice a week (Jira + SIM)',
            rewrite: 'Ran bug triage with developers and PMs twice a week in Jira and SIM',
            fact: 'twice a week',
          },
        ],
      },
      {
        organisation: 'TEKsystems',
        role: 'QA Analyst (contract)',
        start: '2017.06',
        end: '2019.02',
        bullets: [
          {
            text: 'Manual testing of the online banking web app for a regional bank client',
            rewrite: 'Manually tested the online banking web app for a regional bank client',
            fact: 'online banking',
          },
          {
            text: 'Logged 350+ defects in Jira, wrote SQL to check data in the test DB',
            rewrite: 'Logged 350+ defects in Jira and wrote SQL to check data in the test database',
            fact: '350+ defects',
          },
          {
            text: 'UAT support for the bill pay release',
            rewrite: 'Supported UAT for the bill pay release',
            fact: 'bill pay release',
          },
        ],
      },
    ],
    education: [
      {
        school: 'University of Washington Bothell',
        degree: 'M.S.',
        major: 'Computer Science & Software Engineering (evening)',
        start: '2020.09',
        end: '2022.12',
      },
      {
        school: 'Igor Sikorsky Kyiv Polytechnic Institute',
        degree: 'B.S.',
        major: 'Applied Mathematics',
        start: '2010.09',
        end: '2014.06',
      },
    ],
    skills: [
      'Playwright, Cypress, Appium, Selenium WebDriver',
      'TypeScript, Java, Python, SQL',
      'Pact, Postman/Newman, k6',
      'GitHub Actions, Jenkins, Docker',
      'TestRail, Jira + Xray',
      'Ukrainian (native), English (fluent)',
    ],
    certificates: [
      'ISTQB Certified Tester Foundation Level (CTFL), 2017',
      'ISTQB Advanced Level Test Automation Engineer (CTAL-TAE), 2023',
      'AWS Certified Cloud Practitioner (2021)',
    ],
  },
  {
    id: 'zh-ecommerce-hexiaoyu',
    locale: 'zh-CN',
    name: '何晓宇',
    email: 'xiaoyu_he0611@qq.com',
    phone: '+86 176 5712 3308',
    city: '杭州',
    target: '电商运营主管 – 天猫/京东',
    summary: [
      {
        text: '希望继续做天猫/京东店铺的整体运营，8年电商经验，其中3年半在京东自营做服饰类目。',
        rewrite: '希望继续负责天猫/京东店铺的整体运营，8年电商经验，其中3年半在京东自营负责服饰类目。',
        fact: '8年电商经验',
      },
      {
        text: '熟悉大促节奏和站内付费投放,ROI和转化率都能盯得住。',
        rewrite: '熟悉大促节奏与站内付费投放，能持续把控ROI和转化率。',
        fact: '站内付费投放',
      },
    ],
    jobs: [
      {
        organisation: '杭州澜泊服饰有限公司',
        role: '店铺运营主管（天猫&京东）',
        start: '2022.01',
        end: '至今',
        bullets: [
          {
            text: '负责天猫旗舰店+京东POP店,2023全年GMV 1.36亿(同比+27%)',
            rewrite: '负责天猫旗舰店与京东POP店，2023年全年GMV达1.36亿，同比增长27%',
            fact: '1.36亿',
          },
          {
            text: '双11全周期GMV 4270w，女装类目店铺排名进了TOP30',
            rewrite: '双11全周期GMV达4270w，店铺跻身女装类目TOP30',
            fact: '4270w',
          },
          {
            text: '万相台+引力魔方投放，月均花费80万左右，整体ROI从1:3.2拉到1:4.5',
            rewrite: '统筹万相台与引力魔方投放，月均花费约80万，整体ROI由1:3.2提升至1:4.5',
            fact: '1:4.5',
          },
          {
            text: '主图&详情页重做（<10s讲清卖点），核心款转化率2.1%->3.4%',
            rewrite: '重做主图与详情页，10秒内讲清卖点，核心款转化率由2.1%提升至3.4%',
            fact: '核心款转化率',
          },
          {
            text: '店铺团队一共7个人（运营3/美工2/客服2），我负责KPI拆解和每周复盘',
            rewrite: '带领店铺团队共7人（运营3人、美工2人、客服2人），负责KPI拆解与每周复盘',
            fact: 'KPI拆解',
          },
        ],
      },
      {
        organisation: '北京京东世纪贸易有限公司',
        role: '品类运营（服饰内衣）',
        start: '2018.07',
        end: '2021.12',
        bullets: [
          {
            text: '负责自营女装里T恤、卫衣2个三级类目，2021年销售额2.85亿元',
            rewrite: '负责京东自营女装T恤、卫衣2个三级类目，2021年销售额达2.85亿元',
            fact: '2.85亿元',
          },
          {
            text: '618/11.11 会场选品+坑位排期，对接品牌方50多家',
            rewrite: '负责618与11.11会场选品及坑位排期，对接品牌方50余家',
            fact: '坑位排期',
          },
          {
            text: '用京东商智做日报周报，推动补货后库存周转天数从62天降到41天',
            rewrite: '使用京东商智输出日报、周报，推动补货优化，库存周转天数由62天降至41天',
            fact: '41天',
          },
          {
            text: '参与京东服饰"超级品类日"2场，单场成交破3000万',
            rewrite: '参与京东服饰“超级品类日”活动2场，单场成交额突破3000万',
            fact: '3000万',
          },
        ],
      },
      {
        organisation: '杭州悦橙电子商务有限公司',
        role: '运营助理（兼客服组长）',
        start: '2017.07',
        end: '2018.06',
        bullets: [
          {
            text: '每天调直通车关键词出价，日耗2500元左右',
            rewrite: '每日调整直通车关键词出价，日均消耗约2500元',
            fact: '直通车',
          },
          {
            text: '带4个客服,店铺DSR一直在4.8以上',
            rewrite: '带领4名客服，店铺DSR评分始终保持在4.8以上',
            fact: 'DSR',
          },
          {
            text: '做过3个月淘宝直播的场控',
            rewrite: '担任淘宝直播场控3个月',
            fact: '场控',
          },
        ],
      },
    ],
    education: [
      {
        school: '浙江工商大学',
        degree: '本科（自考）',
        major: '电子商务',
        start: '2016.10',
        end: '2018.12',
      },
      {
        school: '浙江经贸职业技术学院',
        degree: '大专',
        major: '电子商务',
        start: '2014.09',
        end: '2017.06',
      },
    ],
    skills: [
      '生意参谋、万相台无界、引力魔方、达摩盘',
      '京东商智、京准通（快车/海投）、京麦后台',
      'Excel（透视表、SUMIFS），会一点SQL',
      'PS能改图，详情页文案自己写',
      '千牛工作台、店小蜜配置',
    ],
    certificates: ['电子商务师（三级）'],
  },
  {
    id: 'zh-pharmacist-dengyaqin',
    locale: 'zh-CN',
    name: '邓雅琴',
    email: 'dengyq_yaoshi@126.com',
    phone: '173 7311 0258',
    city: '长沙',
    summary: [
      {
        text: '我有10年药学工作经验，前4年在连锁药房当驻店药师，2019年进了医院药剂科。',
        rewrite: '我有10年药学工作经验，前4年在连锁药房担任驻店药师，2019年进入医院药剂科。',
        fact: '10年药学工作经验',
      },
      {
        text: '现在主要做抗感染方向的临床药学，也参加科里的处方点评。',
        rewrite: '目前主要从事抗感染方向的临床药学工作，并参与科室处方点评。',
        fact: '处方点评',
      },
    ],
    jobs: [
      {
        organisation: '湖南省人民医院',
        role: '临床药师（抗感染专业）',
        start: '2019.03',
        end: '至今',
        bullets: [
          {
            text: '在静配中心(PIVAS)做医嘱审核，日均审方约1200组',
            rewrite: '在静配中心（PIVAS）负责医嘱审核，日均审方约1200组',
            fact: '1200组',
          },
          {
            text: '2021年起固定跟感染科查房，每周3次，给医生出用药建议',
            rewrite: '2021年起固定参与感染科查房，每周3次，为医生提供用药建议',
            fact: '感染科查房',
          },
          {
            text: '抗菌药物专项点评：I类切口预防用药率 42%→26%',
            rewrite: '开展抗菌药物专项点评，I类切口预防用药率由42%降至26%',
            fact: '26%',
          },
          {
            text: '参与替考拉宁、伏立康唑的TDM结果解读，协助调整给药方案',
            rewrite: '参与替考拉宁与伏立康唑的TDM结果解读，协助医生调整给药方案',
            fact: '伏立康唑',
          },
          {
            text: '给出院患者做用药教育和带药交代，写了20多份药历',
            rewrite: '为出院患者开展用药教育与带药交代，书写药历20余份',
            fact: '药历',
          },
        ],
      },
      {
        organisation: '老百姓大药房连锁股份有限公司',
        role: '驻店药师/质量负责人',
        start: '2015.07',
        end: '2019.02',
        bullets: [
          {
            text: '门店日均处方100张左右，负责审方和用药咨询',
            rewrite: '门店日均处方约100张，负责处方审核与用药咨询',
            fact: '用药咨询',
          },
          {
            text: '兼门店质量负责人，GSP认证检查2次都是一次过',
            rewrite: '兼任门店质量负责人，2次GSP认证检查均一次通过',
            fact: 'GSP',
          },
          {
            text: '给高血压/糖尿病慢病会员建档300+人，每月电话回访',
            rewrite: '为高血压、糖尿病慢病会员建档300+人，并每月电话回访',
            fact: '300+',
          },
          {
            text: '处方药/OTC分区陈列、拆零药品登记和医保刷卡管理',
            rewrite: '负责处方药与OTC分区陈列、拆零药品登记及医保结算管理',
            fact: 'OTC',
          },
          {
            text: '2018年门店月均销售额38.6万，片区12家店排第一',
            rewrite: '2018年门店月均销售额38.6万，在片区12家门店中排名第一',
            fact: '38.6万',
          },
        ],
      },
    ],
    education: [
      {
        school: '中南大学',
        degree: '药学硕士（在职）',
        major: '临床药学',
        start: '2020.09',
        end: '2023.06',
      },
      {
        school: '沈阳药科大学',
        degree: '本科',
        major: '药学',
        start: '2011.09',
        end: '2015.06',
      },
    ],
    skills: [
      '处方审核、用药咨询、TDM结果解读',
      '医院HIS、美康合理用药系统、PIVAS管理系统',
      '《抗菌药物临床应用指导原则》、药品GSP',
      'Excel，SPSS做简单统计',
      '英语六级，能查UpToDate和英文说明书',
    ],
    certificates: ['执业药师（药学类）', '主管药师（中级职称）', '临床药师岗位培训证书（抗感染专业）'],
  },
  {
    id: 'zh-architect-xiewenbo',
    locale: 'zh-CN',
    name: '谢文博',
    email: 'xwb_arch@sina.com',
    phone: '13981762253',
    city: '成都',
    target: '建筑师 / 方案主创（公建方向）',
    summary: [
      {
        text: '这是一份投方案主创岗位的简历：9年公建设计，主要做文化、教育和交通建筑。',
        rewrite: '这是一份投方案主创岗位的简历：9年公建设计，主要做文化、教育和交通建筑。',
        fact: '9年公建设计',
      },
      {
        text: '2021年考下一级注册建筑师，从方案到施工图配合整个流程都跟过。',
        rewrite: '2021年取得一级注册建筑师资格，完整参与过从方案到施工图配合的全流程。',
        fact: '一级注册建筑师',
      },
    ],
    jobs: [
      {
        organisation: '中国建筑西南设计研究院有限公司',
        role: '建筑师（方案主创）',
        start: '2020.08',
        end: '至今',
        bullets: [
          {
            text: '主创 某市美术馆+图书馆（"两馆"）项目，建筑面积4.3万㎡，中标并实施',
            rewrite: '担任某市美术馆与图书馆（“两馆”）项目方案主创，建筑面积4.3万㎡，项目中标并落地实施',
            fact: '4.3万㎡',
          },
          {
            text: '成都天府国际机场配套综合交通中心，施工图阶段建筑专业负责人，约12.8万㎡',
            rewrite: '担任成都天府国际机场配套综合交通中心施工图阶段建筑专业负责人，建筑面积约12.8万㎡',
            fact: '天府国际机场',
          },
          {
            text: '带3个助理建筑师+2个实习生出图，项目用Revit正向设计',
            rewrite: '带领3名助理建筑师和2名实习生出图，项目采用Revit正向设计',
            fact: 'Revit正向设计',
          },
          {
            text: '参加投标/竞赛11次，中标5个 (中标率45%)',
            rewrite: '参与投标及方案竞赛11次，中标5项，中标率45%',
            fact: '中标5',
          },
          {
            text: '对接幕墙/景观/室内顾问，外立面造价控制在 <2800元/㎡',
            rewrite: '统筹幕墙、景观与室内顾问，将外立面造价控制在2800元/㎡以内',
            fact: '2800元/㎡',
          },
        ],
      },
      {
        organisation: '中国建筑西南设计研究院有限公司',
        role: '助理建筑师',
        start: '2016.07',
        end: '2020.07',
        bullets: [
          {
            text: '参与中小学项目3个，总建筑面积约9.6万㎡，负责平立剖和墙身大样',
            rewrite: '参与3个中小学项目，总建筑面积约9.6万㎡，负责平立剖面及墙身大样绘制',
            fact: '9.6万㎡',
          },
          {
            text: '施工图阶段配合结构、水暖电提资，回复审图意见200多条',
            rewrite: '施工图阶段配合结构、给排水、暖通及电气专业提资，回复审图意见200余条',
            fact: '审图意见',
          },
          {
            text: '驻场服务半年(工地在宜宾)，跑现场解决施工问题',
            rewrite: '在宜宾项目驻场服务半年，现场解决施工问题',
            fact: '驻场服务半年',
          },
          {
            text: '做了院里的Dynamo小工具，地库车位自动排布，省了不少时间',
            rewrite: '开发院内Dynamo小工具，实现地库车位自动排布，提升出图效率',
            fact: 'Dynamo',
          },
        ],
      },
    ],
    education: [
      {
        school: '重庆大学',
        degree: '建筑学学士',
        major: '建筑学（五年制）',
        start: '2011.09',
        end: '2016.06',
      },
    ],
    skills: [
      'Rhino + Grasshopper、SketchUp，Enscape/Lumion出效果图',
      'Revit、Dynamo，AutoCAD + 天正建筑',
      '熟悉GB 50016《建筑设计防火规范》、无障碍和节能规范',
      'PS/AI/InDesign 排方案文本',
      '手绘草图，C1驾照',
    ],
    certificates: ['一级注册建筑师（2021）', '工程师（中级职称，建筑学）'],
  },
  // Added in session 10 for tuning, second round: clients and partners named in bullets, awards in quotes,
  // dates in several forms, acting roles, ranges, money with currency words.
  // B2B account executive selling industrial components (bearings, gear reducers, linear motion). Objective
  // with an en dash, a slash and parentheses; a promotion at one distributor (identical `organisation`,
  // second title with a parenthesised "Territory:" note); the oldest job at a real well-known employer
  // (W.W. Grainger) with "Jun 2015"-style dates and a slash in the title; real CLIENTS, partners and
  // suppliers named in bullets (Harley-Davidson, Oshkosh, Generac, John Deere, Kohler, SKF, SEW-Eurodrive);
  // awards in quotes ("President's Club", "Rookie of the Year"); "$8.4M", "$285K", "€380k", "->", "<", "&",
  // "40-60" ranges. Real facts that look invented: Grainger, a PTDA CPTS certificate, "127% of quota",
  // "$8.4M" book, "$2.1M/yr" agreement, a B.B.A. from UW–Whitewater (en dash in the school name).
  {
    id: 'en-industrial-sales-megan',
    locale: 'en-US',
    name: 'Megan Sokolowski',
    email: 'megan.sokolowski@outlook.com',
    phone: '(414) 555-0176',
    city: 'Milwaukee, WI',
    target: 'Senior Account Executive – Industrial Components (OEM/MRO)',
    summary: [
      {
        text: "I've sold bearings, gear reducers and linear motion parts to Midwest manufacturers for 11 years, the last 5 on OEM accounts.",
        rewrite:
          "I've sold bearings, gear reducers and linear motion parts to Midwest manufacturers for 11 years, the last 5 on OEM accounts.",
        fact: 'for 11 years',
      },
      {
        text: 'Equally at home w/ purchasing and engineering - I read prints and sit in on design reviews',
        rewrite:
          'Equally at home with purchasing and engineering; I read prints and sit in on design reviews.',
        fact: 'design reviews',
      },
    ],
    jobs: [
      {
        organisation: 'Cream City Bearing & Drive, Inc.',
        role: 'Senior Account Executive, OEM Accounts',
        start: '2022.01',
        end: 'Present',
        bullets: [
          {
            text: 'Own 34 OEM accounts across SE Wisconsin & northern IL, ~$8.4M/yr book (bearings, gear reducers, linear rails, couplings)',
            rewrite:
              'Own 34 OEM accounts across southeastern Wisconsin and northern Illinois, a book of about $8.4M a year in bearings, gear reducers, linear rails and couplings',
            fact: '$8.4M',
          },
          {
            text: 'Key accounts incl. Harley-Davidson, Oshkosh Corp & Generac — got us approved on 11 part numbers for the Generac standby generator line (was 2)',
            rewrite:
              'Manage key accounts including Harley-Davidson, Oshkosh Corp and Generac, getting 11 part numbers approved for the Generac standby generator line, up from 2',
            fact: 'Harley-Davidson',
          },
          {
            text: 'Won a 3-yr sealed bearing supply agreement w/ John Deere Horicon Works, $2.1M/yr starting 2024',
            rewrite:
              'Won a 3-year sealed bearing supply agreement with John Deere Horicon Works, worth $2.1M a year from 2024',
            fact: 'John Deere Horicon Works',
          },
          {
            text: 'Worked w/ SEW-Eurodrive on a €380k custom gearmotor order for the Oshkosh fire apparatus line, lead time 22 wks -> <10 wks',
            rewrite:
              'Coordinated with SEW-Eurodrive on a €380k custom gearmotor order for the Oshkosh fire apparatus line, cutting lead time from 22 weeks to under 10',
            fact: '€380k',
          },
          {
            text: '"President\'s Club" 2023 & 2025, 127% of quota in 2025',
            rewrite: 'Named to "President\'s Club" in 2023 and 2025, finishing 2025 at 127% of quota',
            fact: '127% of quota',
          },
        ],
      },
      {
        organisation: 'Cream City Bearing & Drive, Inc.',
        role: 'Account Executive (Territory: SE Wisconsin)',
        start: '2019.03',
        end: '2021.12',
        bullets: [
          {
            text: 'Covered 120+ MRO accounts — food & bev plants, paper mills, 2 foundries',
            rewrite:
              'Covered 120+ MRO accounts, including food and beverage plants, paper mills and 2 foundries',
            fact: '120+ MRO accounts',
          },
          {
            text: 'Territory sales $3.1M -> $4.6M in 2 yrs',
            rewrite: 'Grew territory sales from $3.1M to $4.6M in 2 years',
            fact: '$4.6M',
          },
          {
            text: 'Set up SKF vendor-managed inventory (VMI) cribs at the Kohler Co. plant in Kohler, WI, stockouts 9/qtr -> 1/qtr',
            rewrite:
              'Set up SKF vendor-managed inventory (VMI) cribs at the Kohler Co. plant in Kohler, WI, cutting stockouts from 9 to 1 a quarter',
            fact: 'vendor-managed inventory (VMI)',
          },
          {
            text: 'Branch "Rookie of the Year" 2019',
            rewrite: 'Named the branch\'s "Rookie of the Year" for 2019',
            fact: 'Rookie of the Year',
          },
        ],
      },
      {
        organisation: 'W.W. Grainger, Inc.',
        role: 'Inside Sales / Branch Counter Rep',
        start: 'Jun 2015',
        end: 'Feb 2019',
        bullets: [
          {
            text: '40-60 inbound calls a day from maintenance buyers & contractors',
            rewrite: 'Handled 40-60 inbound calls a day from maintenance buyers and contractors',
            fact: '40-60 inbound calls',
          },
          {
            text: 'Quoted/entered ~$285K a month in orders in SAP',
            rewrite: 'Quoted and entered about $285K a month in orders in SAP',
            fact: '$285K',
          },
          {
            text: 'moved 22 cash customers onto net-30 credit accounts (2017)',
            rewrite: 'Moved 22 cash customers onto net-30 credit accounts in 2017',
            fact: 'net-30 credit accounts',
          },
        ],
      },
    ],
    education: [
      {
        school: 'University of Wisconsin–Whitewater',
        degree: 'B.B.A.',
        major: 'Marketing (Professional Sales emphasis)',
        start: '2011.09',
        end: '2015.05',
      },
    ],
    skills: [
      'Salesforce Sales Cloud, SAP (quoting & order entry), Excel',
      'Bearings & power transmission: SKF, Timken, NSK, Rexnord, SEW-Eurodrive',
      'Linear motion / pneumatics (THK, SMC) sizing & selection',
      'OEM spec-in selling, VMI & consignment programs, QBRs',
      'Reading prints / BOMs',
    ],
    certificates: [
      'PTDA Certified Power Transmission Specialist (CPTS), 2020',
      'Miller Heiman Strategic Selling® (2021)',
    ],
  },
  // Biomedical lab research associate. NO objective line, so the H1 is the latest title, which carries
  // "(acting Lab Manager)"; an accented first name; a promotion at one CRO (identical `organisation`); the
  // oldest job at a real well-known institute (Dana-Farber) with "2019/07"-style dates; named pharma
  // partners and sponsors in bullets (Vertex, Takeda, Pfizer, Moderna, Bristol Myers Squibb); an award in
  // quotes ("Spot Award"); "1:1s", "<", "&", "+", "-80 °C", ranges "300-400", "15-20", "81% to 94%", "$55K".
  // Real facts that look invented: Dana-Farber, MB(ASCP) certification, "6 RAs", acting lab manager,
  // a real B.S., "$55K/quarter".
  {
    id: 'en-biolab-ines',
    locale: 'en-US',
    name: 'Inés Valderrama',
    email: 'ines.valderrama@gmail.com',
    phone: '(617) 555-0129',
    city: 'Somerville, MA',
    summary: [
      {
        text: "Here's the short version: 7 years at the bench, first in an academic cancer lab, now in regulated bioanalysis (GLP/CLIA).",
        rewrite:
          "Here's the short version: 7 years at the bench, first in an academic cancer lab, now in regulated bioanalysis (GLP/CLIA).",
        fact: '7 years at the bench',
      },
      {
        text: 'MB(ASCP) certified since 2022, covering as acting lab manager this year',
        rewrite: 'MB(ASCP) certified since 2022, and covering as acting lab manager this year.',
        fact: 'MB(ASCP)',
      },
    ],
    jobs: [
      {
        organisation: 'Charlesgate Bioanalytical, Inc.',
        role: 'Research Associate II (acting Lab Manager)',
        start: '2024.04',
        end: 'Present',
        bullets: [
          {
            text: 'Acting lab mgr since Mar 2026 while our manager is on leave: 6 RAs, weekly 1:1s, schedules, ordering (~$55K/quarter)',
            rewrite:
              'Serve as acting lab manager since Mar 2026 while the manager is on leave, holding weekly 1:1s with 6 RAs and handling schedules and ordering of about $55K a quarter',
            fact: 'weekly 1:1s',
          },
          {
            text: 'Run ligand-binding assays (ELISA, MSD) on PK & ADA samples for Vertex and Takeda studies, 300-400 samples/wk',
            rewrite:
              'Run ligand-binding assays (ELISA and MSD) on PK and ADA samples for Vertex and Takeda studies, 300-400 samples a week',
            fact: '300-400 samples',
          },
          {
            text: 'Validated an MSD ECL anti-drug antibody assay per FDA 2018 BMV guidance, intra-assay CV < 7%',
            rewrite:
              'Validated an MSD ECL anti-drug antibody assay under the FDA 2018 BMV guidance, with intra-assay CV below 7%',
            fact: 'anti-drug antibody assay',
          },
          {
            text: 'Moved sample tracking from Excel to LabVantage LIMS — 0 lost samples in 2025 vs 5 in 2023',
            rewrite:
              'Moved sample tracking from Excel to LabVantage LIMS, with 0 lost samples in 2025 against 5 in 2023',
            fact: 'LabVantage LIMS',
          },
          {
            text: 'Owner of 14 SOPs, led prep for the Pfizer sponsor audit (no critical findings)',
            rewrite:
              'Own 14 SOPs and led preparation for the Pfizer sponsor audit, which had no critical findings',
            fact: 'Pfizer sponsor audit',
          },
        ],
      },
      {
        organisation: 'Charlesgate Bioanalytical, Inc.',
        role: 'Research Associate I',
        start: '2021.08',
        end: '2024.03',
        bullets: [
          {
            text: 'qPCR & flow cytometry (BD FACSCelesta) for a Moderna-sponsored mRNA biodistribution study in NHP tissue',
            rewrite:
              'Ran qPCR and flow cytometry on a BD FACSCelesta for a Moderna-sponsored mRNA biodistribution study in NHP tissue',
            fact: 'Moderna-sponsored',
          },
          {
            text: 'Kept 20+ cell lines going incl. primary human T cells, monthly mycoplasma testing',
            rewrite:
              'Maintained 20+ cell lines, including primary human T cells, with monthly mycoplasma testing',
            fact: '20+ cell lines',
          },
          {
            text: 'first-run plate pass rate 81% to 94% after I rewrote the plate washer program + pipetting SOP',
            rewrite:
              'Raised the first-run plate pass rate from 81% to 94% by rewriting the plate washer program and the pipetting SOP',
            fact: '81% to 94%',
          },
          {
            text: '"Spot Award" Q3 2023 for turning around 1,100 samples in 9 days for a Takeda IND filing',
            rewrite:
              'Received a "Spot Award" in Q3 2023 for turning around 1,100 samples in 9 days for a Takeda IND filing',
            fact: '1,100 samples',
          },
        ],
      },
      {
        organisation: 'Dana-Farber Cancer Institute',
        role: 'Laboratory Technician',
        start: '2019/07',
        end: '2021/07',
        bullets: [
          {
            text: "PCR genotyping for ~1,200 mice/yr across 3 PIs' colonies",
            rewrite: 'Genotyped about 1,200 mice a year by PCR across the colonies of 3 PIs',
            fact: '1,200 mice',
          },
          {
            text: 'Western blots + IHC on tumor sections for a Bristol Myers Squibb–funded PD-1 combination project',
            rewrite:
              'Ran Western blots and IHC on tumor sections for a Bristol Myers Squibb–funded PD-1 combination project',
            fact: 'Bristol Myers Squibb',
          },
          {
            text: 'Ordering & -80 °C freezer inventory for the lab, 15-20 orders a week',
            rewrite: 'Handled ordering and the -80 °C freezer inventory for the lab, 15-20 orders a week',
            fact: '15-20 orders a week',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Northeastern University',
        degree: 'B.S.',
        major: 'Biochemistry (5-yr co-op program)',
        start: '2014.09',
        end: '2019.05',
      },
    ],
    skills: [
      'ELISA, MSD (ECL), qPCR/ddPCR, Western blot, IHC',
      'Flow cytometry: BD FACSCelesta, FlowJo',
      'Cell culture (BSL-2), primary T cells, aseptic technique',
      'LabVantage & Watson LIMS, SoftMax Pro, GraphPad Prism',
      'GLP (21 CFR Part 58), CLIA, Part 11 documentation',
      'Spanish (native), English (fluent)',
    ],
    certificates: [
      'MB(ASCP)CM – Technologist in Molecular Biology, ASCP Board of Certification (2022)',
      'IATA/DOT Category B (UN3373) shipping certification, 2025',
    ],
  },
  // Key-account sales, industrial automation, selling to home-appliance makers. Objective with an en dash,
  // a slash and full-width brackets. Real facts that look invented: 美的/格力 as clients (and 安川/欧姆龙/三菱
  // as suppliers), a "年度销冠" award, 人民币1.08亿元 and 2.36亿元, a real part-time 工程硕士（在职）, a real
  // 低压电工作业证, a team ("带2个售前工程师 & 1个商务助理").
  {
    id: 'zh-keyaccount-pengzhiqiang',
    locale: 'zh-CN',
    name: '彭志强',
    email: 'pengzq_gd@163.com',
    phone: '137-2845-6190',
    city: '佛山',
    target: '大客户销售经理 – 家电/暖通行业（工业自动化）',
    summary: [
      {
        text: '希望继续做家电行业的大客户，9年自动化设备销售，客户主要在美的、格力两大体系的工厂。',
        rewrite:
          '希望继续深耕家电行业大客户，9年自动化设备销售经验，客户主要集中在美的、格力两大体系的工厂。',
        fact: '9年自动化设备销售',
      },
      {
        text: '2023年拿了公司"年度销冠"，个人全年签单额 人民币1.08亿元。',
        rewrite: '2023年获公司“年度销冠”，个人全年签单额达人民币1.08亿元。',
        fact: '人民币1.08亿元',
      },
    ],
    jobs: [
      {
        organisation: '佛山市科迈德智能装备有限公司',
        role: '大客户经理（家电KA）',
        start: '2020.08',
        end: '至今',
        bullets: [
          {
            text: '主跟美的集团顺德/合肥/芜湖3个基地的空调、洗衣机产线改造，2022-2024三年累计签单2.36亿元',
            rewrite:
              '主导美的集团顺德、合肥、芜湖3个基地的空调与洗衣机产线改造项目，2022—2024年累计签单2.36亿元',
            fact: '2.36亿元',
          },
          {
            text: '从0突破格力电器珠海总部，2021年进入供应商名录，首单视觉检测工位 ¥415万',
            rewrite: '从零突破格力电器珠海总部，2021年进入其供应商名录，首单视觉检测工位金额¥415万',
            fact: '415万',
          },
          {
            text: '旺季每周3~4天在客户现场，每月出技术方案+报价15-20份，投标资料自己做',
            rewrite: '旺季每周3~4天驻客户现场，每月输出技术方案及报价15-20份，并独立编制投标资料',
            fact: '15-20份',
          },
          {
            text: '回款周期<90天的订单占比从61%提到88%，2023年底应收逾期压到人民币300万元以内',
            rewrite: '将回款周期低于90天的订单占比从61%提升至88%，2023年底应收逾期控制在人民币300万元以内',
            fact: '人民币300万元',
          },
          {
            text: '带2个售前工程师 & 1个商务助理，负责华南家电KA组的报价、合同和交付协调',
            rewrite: '带领2名售前工程师与1名商务助理，负责华南家电KA组的报价、合同及交付协调',
            fact: '华南家电KA组',
          },
        ],
      },
      {
        organisation: '广州瑞控机电设备有限公司',
        role: '销售工程师',
        start: '2017.03',
        end: '2020.07',
        bullets: [
          {
            text: '代理安川伺服、欧姆龙PLC，负责佛山顺德一带的中小家电厂，维护客户80多家',
            rewrite: '代理安川伺服与欧姆龙PLC，负责佛山顺德地区中小家电厂的销售，维护客户80余家',
            fact: '安川伺服',
          },
          {
            text: '2019年销售额RMB 1,460万，区域排名第2（共7个销售）',
            rewrite: '2019年销售额达RMB 1,460万，在区域7名销售中排名第2',
            fact: 'RMB 1,460万',
          },
          {
            text: '刚开始每天打20~30个陌生电话，第一年新开客户31家',
            rewrite: '入职初期每天拨打20~30个陌生电话，第一年新开发客户31家',
            fact: '31家',
          },
          {
            text: '配合原厂做过2次技术交流会,每场来了40+个设备科的人',
            rewrite: '配合原厂举办2次技术交流会，每场吸引40+名客户设备科人员参加',
            fact: '40+',
          },
        ],
      },
      {
        organisation: '东莞市捷力精密五金有限公司',
        role: '设备技术员',
        start: '2015.07',
        end: '2017.02',
        bullets: [
          {
            text: '负责冲压车间12台机械手和送料机的日常保养、故障处理',
            rewrite: '负责冲压车间12台机械手及送料机的日常保养与故障处理',
            fact: '12台机械手',
          },
          {
            text: '改了送料机的PLC程序(三菱FX3U)，换模时间从40分钟降到25分钟',
            rewrite: '修改送料机PLC程序（三菱FX3U），将换模时间从40分钟缩短至25分钟',
            fact: 'FX3U',
          },
          {
            text: '跟设备供应商对接新线验收，这段经历让我后来转做了销售',
            rewrite: '对接设备供应商完成新线验收，这段经历促成了后来转向销售岗位',
            fact: '设备供应商',
          },
        ],
      },
    ],
    education: [
      {
        school: '华南理工大学',
        degree: '工程硕士（在职）',
        major: '控制工程',
        start: '2019.09',
        end: '2022.06',
      },
      {
        school: '广东工业大学',
        degree: '本科',
        major: '自动化',
        start: '2011.09',
        end: '2015.06',
      },
    ],
    skills: [
      '伺服/变频/PLC选型（安川、汇川、西门子S7-1200）',
      '视觉检测、机器人上下料方案讲解和报价',
      '纷享销客CRM、Excel数据透视表、PPT投标方案',
      '招投标流程，大客户供应商准入资料准备',
      '粤语+普通话，C1驾照，能长期出差',
    ],
    certificates: ['低压电工作业证（特种作业操作证）'],
  },
  // Recruiting lead at an RPO firm who was promoted from 招聘专员 (two jobs, identical organisation), after
  // factory HR. NO objective line: the H1 is the latest role, "招聘主管（兼校招负责人）". Job dates written
  // "2019年3月" / "至今" (education dates stay YYYY.MM, as people often leave them). Real facts that look
  // invented: 腾讯IEG as the client of an on-site outsourcing project, 苹果's RBA supplier audit, a
  // "年度优秀员工" award, 企业人力资源管理师（三级）, a 5人招聘小组, 412人 and 人均月交付6.9人, ¥1,850→¥1,120.
  {
    id: 'zh-recruiting-zhongxiaotong',
    locale: 'zh-CN',
    name: '钟晓彤',
    email: 'zhongxiaotong0815@foxmail.com',
    phone: '+86 135 1026 7734',
    city: '深圳',
    summary: [
      {
        text: '这是我做招聘的第10年：从电子厂普工招聘做起，2019年进了RPO公司，做过腾讯的外包项目驻场。',
        rewrite: '这是我做招聘的第10年：从电子厂普工招聘起步，2019年加入RPO公司，曾驻场腾讯外包项目。',
        fact: '做招聘的第10年',
      },
      {
        text: '擅长招聘渠道搭建,习惯用数据盯进度(渠道转化、招聘周期、人效)。',
        rewrite: '擅长招聘渠道搭建，习惯以数据跟进招聘进度，关注渠道转化、招聘周期与人效。',
        fact: '招聘渠道搭建',
      },
    ],
    jobs: [
      {
        organisation: '深圳市锐才人力资源服务有限公司',
        role: '招聘主管（兼校招负责人）',
        start: '2021年7月',
        end: '至今',
        bullets: [
          {
            text: '带5人招聘小组（3个社招+2个校招），支持6家客户的技术、游戏美术和运营岗',
            rewrite: '带领5人招聘小组（社招3人、校招2人），支持6家客户的技术、游戏美术及运营岗位招聘',
            fact: '5人招聘小组',
          },
          {
            text: '2023年小组全年交付到岗412人，人效=人均月交付6.9人（公司平均4.8）',
            rewrite: '2023年小组全年交付到岗412人，人效达人均月交付6.9人，高于公司平均的4.8人',
            fact: '412人',
          },
          {
            text: '重做渠道组合：Boss直聘+猎聘+内推+视频号直播，渠道年预算18.5w，单人招聘成本¥1,850→¥1,120',
            rewrite:
              '重构渠道组合（Boss直聘、猎聘、内推、视频号直播），渠道年预算18.5w，单人招聘成本由¥1,850降至¥1,120',
            fact: '¥1,120',
          },
          {
            text: '负责2家客户的校招，2024届秋招走完宣讲会11场、发offer 137个，offer接受率72%到81%',
            rewrite:
              '负责2家客户的校园招聘，2024届秋招完成宣讲会11场、发放offer 137个，offer接受率由72%提升至81%',
            fact: '宣讲会11场',
          },
          {
            text: '2022年拿了公司"年度优秀员工"（全公司3个名额）',
            rewrite: '2022年获评公司“年度优秀员工”（全公司仅3个名额）',
            fact: '年度优秀员工',
          },
        ],
      },
      {
        organisation: '深圳市锐才人力资源服务有限公司',
        role: '招聘专员',
        start: '2019年3月',
        end: '2021年6月',
        bullets: [
          {
            text: '2019年9月—2021年3月驻场腾讯IEG外包项目，主要招测试、美术外包岗',
            rewrite: '2019年9月—2021年3月驻场腾讯IEG外包项目，主要负责测试与美术外包岗位的招聘',
            fact: '腾讯IEG',
          },
          {
            text: '每天电话沟通候选人30~50个，约面5-8个，驻场期间累计交付186人',
            rewrite: '每天电话沟通候选人30~50人、邀约面试5-8人，驻场期间累计交付186人',
            fact: '186人',
          },
          {
            text: '按甲方要求出周报：简历>初筛>面试>offer 各环节转化率，每周一和甲方HRBP 1对1对数',
            rewrite:
              '按甲方要求输出周报，统计简历、初筛、面试到offer各环节转化率，每周一与甲方HRBP进行1对1对数',
            fact: '1对1',
          },
          {
            text: '外包测试岗平均招聘周期从23天缩到16天',
            rewrite: '外包测试岗平均招聘周期由23天缩短至16天',
            fact: '16天',
          },
        ],
      },
      {
        organisation: '东莞嘉宏电子科技有限公司',
        role: '人事文员',
        start: '2016年7月',
        end: '2019年2月',
        bullets: [
          {
            text: '旺季(9-12月)每月招普工200-300人，厂门口摆点+跟劳务中介合作',
            rewrite: '旺季（9-12月）每月招聘普工200-300人，通过厂门口现场招聘及与劳务中介合作完成',
            fact: '200-300人',
          },
          {
            text: '做1500多人的考勤和入离职手续，用的钉钉考勤',
            rewrite: '负责1500余名员工的考勤及入离职手续办理，使用钉钉考勤',
            fact: '钉钉考勤',
          },
          {
            text: '配合苹果供应链的社会责任审核(RBA)，整理员工档案和工时记录',
            rewrite: '配合苹果供应链社会责任审核（RBA），整理员工档案与工时记录',
            fact: 'RBA',
          },
        ],
      },
    ],
    education: [
      {
        school: '东莞理工学院',
        degree: '本科（专升本）',
        major: '人力资源管理',
        start: '2017.03',
        end: '2019.07',
      },
      {
        school: '广东科学技术职业学院',
        degree: '大专',
        major: '工商企业管理',
        start: '2013.09',
        end: '2016.06',
      },
    ],
    skills: [
      'Boss直聘、猎聘、前程无忧企业版，视频号直播招聘',
      'Moka、北森招聘系统，飞书多维表格做招聘看板',
      '结构化面试、STAR追问，技术岗JD拆解',
      'Excel（数据透视表、COUNTIFS），人效/渠道ROI分析',
      '劳动合同法、外包/派遣用工合规',
    ],
    certificates: ['企业人力资源管理师（三级）'],
  },
  // Added in session 10 for tuning, third round: labelled sub-parts inside a job, numbered bullets, dates and
  // numbers in many forms, dotted abbreviations.
  // Hotel front office manager who started as a night auditor. Objective with a slash, an en dash and "&";
  // a promotion at one hotel (identical `organisation`: Asst. Front Office Manager -> Front Office Manager);
  // the oldest job at a sister property whose name has a slash ("Hyatt Place San Antonio/Riverwalk") and a
  // title with a slash; an accented name; "Key achievements:" inside a job followed by numbered bullets
  // "1)", "2)", "3)"; "Feb. 2019 – Sept. 2021" inside a bullet; "$1.2mn", "~1.6k", "+22%", "1:1s", "->", ">",
  // "<", "&", "/"; a bullet that mentions a year ("in 2022 we moved…"). Real facts that look invented: Hyatt
  // as the employer, the CHA certification (AHLEI), a Texas TABC seller-server certificate, "$1.2mn",
  // "41 hourly + 5 supervisors", "9 of 23", a BBA written without dots.
  {
    id: 'en-hotel-marisol',
    locale: 'en-US',
    name: 'Marisol Treviño',
    email: 'marisol.trevino.fo@gmail.com',
    phone: '(210) 555-0147',
    city: 'San Antonio, TX',
    target: 'Front Office Manager / Rooms Operations – Full-Service & Convention Hotels',
    summary: [
      {
        text: "I've worked every front desk shift there is since 2016: started on night audit at Hyatt Place, now I run the front office of a 630-room Hyatt Regency.",
        rewrite:
          "I've worked every front desk shift there is since 2016: started on night audit at Hyatt Place, now I run the front office of a 630-room Hyatt Regency.",
        fact: 'started on night audit',
      },
      {
        text: 'CHA since 2023, bilingual English/Spanish, power user of OPERA Cloud & Medallia',
        rewrite:
          'CHA since 2023, bilingual in English and Spanish, and a power user of OPERA Cloud and Medallia.',
        fact: 'CHA since 2023',
      },
    ],
    jobs: [
      {
        organisation: 'Hyatt Regency San Antonio Riverwalk',
        role: 'Front Office Manager',
        start: '2022.04',
        end: 'Present',
        bullets: [
          {
            text: 'Run the front office for a 630-room convention hotel: front desk, PBX, bell/valet & night audit — 41 hourly + 5 supervisors',
            rewrite:
              'Run the front office of a 630-room convention hotel, covering the front desk, PBX, bell and valet, and night audit, with 41 hourly staff and 5 supervisors',
            fact: '41 hourly',
          },
          {
            text: 'Key achievements: 1) Medallia "Intent to Recommend" 71.4 -> 78.9 in FY2023',
            rewrite: 'Raised the Medallia "Intent to Recommend" score from 71.4 to 78.9 in FY2023',
            fact: 'Intent to Recommend',
          },
          {
            text: '2) check-in upsell program in Oaky, $1.2mn incremental room revenue across 2023 & 2024 (avg upsell > $38/night)',
            rewrite:
              'Launched a check-in upsell program in Oaky that added $1.2mn in incremental room revenue across 2023 and 2024, at an average upsell above $38 a night',
            fact: '$1.2mn',
          },
          {
            text: '3) walked guests ~60/yr -> 11 in 2024, by holding back inventory on citywide nights',
            rewrite:
              'Cut walked guests from about 60 a year to 11 in 2024 by holding back inventory on citywide convention nights',
            fact: '11 in 2024',
          },
          {
            text: 'in 2022 we moved from Opera 5 (on-prem) to OPERA Cloud, I built the desk training + wrote the cashiering SOPs',
            rewrite:
              'Built the front desk training and wrote the cashiering SOPs when the hotel moved from on-premises Opera 5 to OPERA Cloud in 2022',
            fact: 'cashiering SOPs',
          },
        ],
      },
      {
        organisation: 'Hyatt Regency San Antonio Riverwalk',
        role: 'Asst. Front Office Manager',
        start: '2019.02',
        end: '2022.03',
        bullets: [
          {
            text: 'MOD (manager on duty) 2 overnights/wk Feb. 2019 – Sept. 2021, comps, walks & security calls',
            rewrite:
              'Served as manager on duty two overnights a week from Feb. 2019 to Sept. 2021, handling comps, walks and security calls',
            fact: 'manager on duty',
          },
          {
            text: '2020: down to one open floor, kept 9 of 23 desk agents working by cross-training them on reservations & PBX',
            rewrite:
              'Kept 9 of 23 desk agents working in 2020, when the hotel was down to one open floor, by cross-training them on reservations and PBX',
            fact: '9 of 23',
          },
          {
            text: 'Weekly 1:1s with 3 desk supervisors, ran new-hire training (~1.6k training hrs logged in 2021)',
            rewrite:
              'Held weekly 1:1s with 3 desk supervisors and ran new-hire training, logging about 1.6k training hours in 2021',
            fact: '1:1s with 3 desk supervisors',
          },
          {
            text: 'World of Hyatt enrollments at the desk +22% YoY (2021), #2 in the Central region',
            rewrite:
              'Grew World of Hyatt enrollments at the desk by 22% year over year in 2021, second in the Central region',
            fact: 'World of Hyatt',
          },
        ],
      },
      {
        organisation: 'Hyatt Place San Antonio/Riverwalk',
        role: 'Night Auditor / Front Desk Agent',
        start: '2016.06',
        end: '2019.01',
        bullets: [
          {
            text: '11pm–7am audit for 131 rooms, daily revenue report & AR/city ledger to the GM by 7am',
            rewrite:
              'Ran the 11pm–7am night audit for 131 rooms and had the daily revenue report and city ledger on the GM’s desk by 7am',
            fact: 'city ledger',
          },
          {
            text: 'cash drawer variance < $5 for 30 months running',
            rewrite: 'Kept cash drawer variances under $5 for 30 months running',
            fact: '30 months running',
          },
          {
            text: 'Weekend front desk: check-ins, fixing OTA rate mismatches (Expedia/Booking.com)',
            rewrite:
              'Covered the weekend front desk, checking guests in and fixing OTA rate mismatches with Expedia and Booking.com',
            fact: 'Booking.com',
          },
        ],
      },
    ],
    education: [
      {
        school: 'The University of Texas at San Antonio',
        degree: 'BBA',
        major: 'Tourism Management',
        start: '2012.08',
        end: '2016.05',
      },
      {
        school: 'Northwest Vista College',
        degree: 'Associate of Arts',
        major: 'General Studies',
        start: '2010.08',
        end: '2012.05',
      },
    ],
    skills: [
      'OPERA Cloud & Opera 5 PMS, Medallia, Oaky upselling, HotSOS',
      'Night audit, city ledger/AR, cash handling, daily revenue reports',
      'Arrivals/departures forecasting, overbooking & walk management on citywide nights',
      'Hiring, scheduling (Kronos) & training for front desk, PBX, bell/valet',
      'Bilingual: English / Spanish',
    ],
    certificates: [
      'CHA – Certified Hotel Administrator (AHLEI), 2023',
      'TABC Seller-Server Certification (Texas)',
    ],
  },
  // Environmental health & safety specialist at manufacturing plants. NO objective line, so the H1 is the
  // latest title, "Sr. EHS Specialist (Environmental & Process Safety)" (abbreviation, parentheses, "&");
  // the middle job at a real well-known employer (Toyota Motor Manufacturing Kentucky); a Nigerian B.Eng.
  // and a US M.S.; "Key achievements:" inside the latest job followed by its own bullets; "04/2019 – 07/2021"
  // inside a bullet; a summary of two sentences on one line starting "Here's"; "$640K", "~$38K/yr", "~620",
  // "~45%", "8,000+", "->", "<", "&", "/"; a bullet that mentions a year ("in 2020 we stood up…"); "OSHA 300 log"
  // next to an "OSHA 30" card. Real facts that look invented: Toyota, the CSP (BCSP), OSHA 30, 40-Hour
  // HAZWOPER, the M.S. from Murray State, "TRIR 3.8 -> 1.6", "$640K".
  {
    id: 'en-ehs-adaeze',
    locale: 'en-US',
    name: 'Adaeze Nwankwo',
    email: 'adaeze.nwankwo84@outlook.com',
    phone: '(859) 555-0164',
    city: 'Lexington, KY',
    summary: [
      {
        text: "Here's the quick version: 9 years of EHS in automotive & metals manufacturing. I hold the CSP and an M.S. in Occupational Safety & Health.",
        rewrite:
          "Here's the quick version: 9 years of EHS in automotive & metals manufacturing. I hold the CSP and an M.S. in Occupational Safety & Health.",
        fact: '9 years of EHS',
      },
      {
        text: 'Comfortable on the floor w/ operators and in a closing conference with KY OSH inspectors',
        rewrite:
          'Comfortable on the floor with operators and in a closing conference with KY OSH inspectors.',
        fact: 'closing conference',
      },
    ],
    jobs: [
      {
        organisation: 'Elkhorn Creek Aluminum Castings, LLC',
        role: 'Sr. EHS Specialist (Environmental & Process Safety)',
        start: '2022.09',
        end: 'Present',
        bullets: [
          {
            text: 'EHS for a 3-shift aluminum die casting plant (~620 employees, 14 die cast cells), only EHS person on 2nd/3rd shift',
            rewrite:
              'Cover EHS for a three-shift aluminum die casting plant of about 620 employees and 14 die cast cells, as the only EHS person on 2nd and 3rd shift',
            fact: '14 die cast cells',
          },
          {
            text: 'Key achievements: TRIR 3.8 -> 1.6, DART 2.1 -> 0.9 (2022 vs 2025)',
            rewrite: 'Brought TRIR down from 3.8 to 1.6 and DART from 2.1 to 0.9 between 2022 and 2025',
            fact: 'TRIR',
          },
          {
            text: 'Title V air permit & SPCC plan owner, 0 NOVs from KY DAQ since 2023; wastewater surcharges ~$38K/yr -> < $4K',
            rewrite:
              'Own the Title V air permit and the SPCC plan, with 0 NOVs from KY DAQ since 2023, and cut wastewater surcharges from about $38K a year to under $4K',
            fact: 'Title V air permit',
          },
          {
            text: 'Led the combustible dust hazard analysis (DHA) per NFPA 484 for deburr/trim, got a $640K dust collector upgrade approved',
            rewrite:
              'Led the combustible dust hazard analysis (DHA) under NFPA 484 for the deburr and trim area, getting a $640K dust collector upgrade approved',
            fact: '$640K',
          },
          {
            text: 'Near-miss reports up ~45% after QR codes went on every cell (2024)',
            rewrite: 'Raised near-miss reporting by about 45% in 2024 by putting QR codes on every cell',
            fact: 'QR codes',
          },
        ],
      },
      {
        organisation: 'Toyota Motor Manufacturing Kentucky, Inc.',
        role: 'EHS Specialist',
        start: '2018.06',
        end: '2022.08',
        bullets: [
          {
            text: 'Safety support for Paint, 2 shifts, ~900 team members',
            rewrite: 'Supported safety for the Paint shop across 2 shifts and about 900 team members',
            fact: '900 team members',
          },
          {
            text: 'Led the Paint ergonomics kaizen 04/2019 – 07/2021: 47 jobs re-rated, high-risk jobs 19 -> 6',
            rewrite:
              'Led the Paint ergonomics kaizen from 04/2019 to 07/2021, re-rating 47 jobs and cutting high-risk jobs from 19 to 6',
            fact: '47 jobs',
          },
          {
            text: 'LOTO: audited ~1,100 energy control procedures, rewrote 260 of them',
            rewrite: 'Audited about 1,100 lockout/tagout energy control procedures and rewrote 260 of them',
            fact: 'energy control procedures',
          },
          {
            text: 'in 2020 we stood up COVID screening for 8,000+ team members at 6 gates in 9 days',
            rewrite: 'Helped stand up COVID screening for 8,000+ team members at 6 gates in 9 days in 2020',
            fact: '6 gates in 9 days',
          },
        ],
      },
      {
        organisation: 'Pella Corporation',
        role: 'Safety Technician (co-op)',
        start: '2016.09',
        end: '2018.05',
        bullets: [
          {
            text: '20 hrs/wk co-op at the Murray window plant while I finished my M.S.',
            rewrite: 'Worked 20 hours a week as a co-op at the Murray window plant while finishing my M.S.',
            fact: 'Murray window plant',
          },
          {
            text: 'Monthly PPE + fire extinguisher audits (300+ extinguishers)',
            rewrite: 'Ran monthly PPE and fire extinguisher audits covering 300+ extinguishers',
            fact: '300+ extinguishers',
          },
          {
            text: 'built the OSHA 300 log in Excel & did the first noise survey (dosimetry on 40 operators)',
            rewrite:
              'Built the OSHA 300 log in Excel and ran the first noise survey, with dosimetry on 40 operators',
            fact: 'OSHA 300 log',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Murray State University',
        degree: 'M.S.',
        major: 'Occupational Safety & Health',
        start: '2016.08',
        end: '2018.05',
      },
      {
        school: 'Federal University of Technology, Owerri',
        degree: 'B.Eng.',
        major: 'Chemical Engineering',
        start: '2009.10',
        end: '2014.07',
      },
    ],
    skills: [
      'OSHA 1910 general industry: LOTO, machine guarding, confined space, hot work',
      'Environmental: Title V, 40 CFR 63 Subpart RRR, SPCC, KPDES stormwater, Tier II & TRI reporting',
      'Combustible dust (NFPA 484/652), molten metal safety',
      'Ergonomics (RULA/REBA), noise dosimetry, IH air sampling',
      'Incident investigation (5-Why, TapRooT®), Intelex, Excel/Power BI',
    ],
    certificates: [
      'CSP – Certified Safety Professional (BCSP), 2021',
      'OSHA 30-Hour General Industry Outreach card',
      '40-Hour HAZWOPER (29 CFR 1910.120)',
    ],
  },
  // Automotive-parts quality engineer. Objective with a slash and an en dash; a promotion at BYD
  // (质检员 -> 供应商质量部 SQE, identical `organisation`), then a Tier-1 supplier; labelled sub-parts inside
  // jobs ("工作内容：", "工作业绩：" followed by ①②, "1)"-numbered bullets); a period "2019年3月-2020年7月"
  // inside a bullet; a bullet mentioning a year ("2022年我们上了…"); "->", "→", "<", "&", "~15%", "+20%",
  // "12.6w", "680万", "2.3亿元", "近百家"; a two-sentence summary line. Real facts that look invented: 比亚迪
  // (a well-known employer) and 广汽埃安 as a client, an IATF 16949 internal-auditor certificate and VDA 6.3,
  // a real 工程硕士（非全日制）, "680万" recovered, PPM "860" -> "190".
  {
    id: 'zh-quality-lizhenyu',
    locale: 'zh-CN',
    name: '黎振宇',
    email: 'lizhenyu_qe@163.com',
    phone: '138-2296-4415',
    city: '惠州',
    target: '质量工程师/SQE – 汽车零部件',
    summary: [
      {
        text: '希望继续做汽车零部件质量，10年质量经验，前5年半在比亚迪（质检员→供应商质量部SQE）。',
        rewrite: '希望继续做汽车零部件质量，10年质量经验，前5年半在比亚迪（质检员→供应商质量部SQE）。',
        fact: '10年质量经验',
      },
      {
        text: 'IATF 16949内审员，PPAP/APQP/8D都做过。熟悉VDA 6.3过程审核和SPC.',
        rewrite: 'IATF 16949内审员，具备PPAP、APQP与8D全流程经验。熟悉VDA 6.3过程审核和SPC。',
        fact: 'IATF 16949内审员',
      },
    ],
    jobs: [
      {
        organisation: '惠州市骏驰汽车部件有限公司',
        role: '质量工程师（客户质量/CQE）',
        start: '2022.01',
        end: '至今',
        bullets: [
          {
            text: '工作内容：负责座椅骨架、仪表板横梁2大类冲焊件的客户质量(公司年产值约2.3亿元)，对接比亚迪、广汽埃安两家主机厂',
            rewrite:
              '负责座椅骨架与仪表板横梁两大类冲焊件的客户质量（公司年产值约2.3亿元），对接比亚迪、广汽埃安两家主机厂',
            fact: '广汽埃安',
          },
          {
            text: '客户投诉走8D，2023年关闭8D报告27份，平均关闭周期 21天->12天',
            rewrite: '按8D流程处理客户投诉，2023年关闭8D报告27份，平均关闭周期由21天缩短至12天',
            fact: '8D报告27份',
          },
          {
            text: '2022年我们上了MES质量模块，我负责检验项目和SPC控制图的配置，纸质记录全部取消，检验效率+20%左右',
            rewrite:
              '2022年公司上线MES质量模块，本人负责检验项目与SPC控制图配置，全面取消纸质记录，检验效率提升约20%',
            fact: 'MES质量模块',
          },
          {
            text: '工作业绩：① 客户端PPM从860降到190（2022→2024）',
            rewrite: '客户端PPM由860降至190（2022年至2024年）',
            fact: '860',
          },
          {
            text: '② 质量损失（内部报废+客户索赔）一年少了约12.6w',
            rewrite: '内部报废与客户索赔造成的质量损失每年减少约12.6w',
            fact: '12.6w',
          },
        ],
      },
      {
        organisation: '比亚迪汽车工业有限公司',
        role: '供应商质量工程师（SQE）',
        start: '2018.10',
        end: '2021.12',
        bullets: [
          {
            text: '工作内容：在供应商质量部管冲压件&紧固件近百家二级供应商的来料质量和PPAP批准',
            rewrite: '在供应商质量部负责冲压件与紧固件近百家二级供应商的来料质量管理及PPAP批准',
            fact: '近百家',
          },
          {
            text: '1) 跟汉EV项目（2019年3月-2020年7月）车身冲压件供应商的APQP，审PPAP文件40多份',
            rewrite: '跟进汉EV项目（2019年3月-2020年7月）车身冲压件供应商的APQP，审核PPAP文件40余份',
            fact: '汉EV',
          },
          {
            text: '2) 按VDA 6.3做供应商过程审核，一年20家左右，关键特性Cpk<1.33的要求全检+限期整改',
            rewrite:
              '依据VDA 6.3开展供应商过程审核，每年约20家，对关键特性Cpk<1.33的供应商要求全检并限期整改',
            fact: 'VDA 6.3',
          },
          {
            text: '3) 来料批次合格率 96.2% -> 99.1%',
            rewrite: '来料批次合格率由96.2%提升至99.1%',
            fact: '99.1%',
          },
          {
            text: '4) 2020年对供应商发起质量索赔，追回损失约680万',
            rewrite: '2020年对供应商发起质量索赔，追回损失约680万',
            fact: '680万',
          },
        ],
      },
      {
        organisation: '比亚迪汽车工业有限公司',
        role: '质检员（IPQC）',
        start: '2016.07',
        end: '2018.09',
        bullets: [
          {
            text: '焊装车间IPQC巡检，每班抽检白车身焊点约1200个',
            rewrite: '在焊装车间负责IPQC巡检，每班抽检白车身焊点约1200个',
            fact: '焊点约1200个',
          },
          {
            text: '用三坐标(CMM)测冲压件尺寸,每天出检测报告',
            rewrite: '使用三坐标（CMM）测量冲压件尺寸，每日出具检测报告',
            fact: '三坐标',
          },
          {
            text: '首件检验、不合格品隔离和标识，下线漏检投诉少了~15%',
            rewrite: '负责首件检验及不合格品隔离与标识，下线漏检投诉减少约15%',
            fact: '15%',
          },
          {
            text: '2017年拿了车间"质量之星"，提的防错(Poka-Yoke)改善被采纳3项',
            rewrite: '2017年获车间“质量之星”称号，提出的防错（Poka-Yoke）改善被采纳3项',
            fact: '质量之星',
          },
        ],
      },
    ],
    education: [
      {
        school: '华南理工大学',
        degree: '工程硕士（非全日制）',
        major: '材料工程',
        start: '2021.09',
        end: '2024.06',
      },
      {
        school: '湖南工程学院',
        degree: '工学学士',
        major: '材料成型及控制工程',
        start: '2012.09',
        end: '2016.06',
      },
    ],
    skills: [
      'APQP/PPAP、FMEA（AIAG-VDA版）、MSA、SPC、8D',
      '三坐标(CMM)、轮廓仪、扭力扳手点检',
      'Minitab做CPK/GR&R分析，Excel透视表',
      'SAP QM模块、MES质量模块',
      '英语四级，能看懂客户英文图纸和CSR',
      'C1驾照，能经常去供应商现场',
    ],
    certificates: [
      'IATF 16949:2016 内审员证书（SGS，2019）',
      'VDA 6.3 过程审核员（2022）',
      '六西格玛绿带（中国质量协会）',
    ],
  },
  // Kindergarten teacher promoted twice at one kindergarten (three jobs, identical `organisation`: 配班老师 ->
  // 主班老师 -> 年级组长). NO objective line, so the H1 is the latest title, which carries brackets and "兼".
  // "工作内容：" / "工作业绩：" labels, "①②③" and "1) 2) 3)" numbering, periods "2019年9月-2022年7月" and
  // "2020年2月-5月" inside bullets, "3.5k", "上千人", "89%到96%", awards in quotes, a two-sentence summary line,
  // a 五年一贯制 大专 and a 自考本科. Real facts that look invented: 幼儿园一级教师 (a professional title),
  // a district-level research project and award, "15位老师" led, "上千人" at events, 南京师范大学.
  {
    id: 'zh-preschool-shenjiayi',
    locale: 'zh-CN',
    name: '沈佳怡',
    email: 'shenjiayi0817@126.com',
    phone: '150 5186 2743',
    city: '南京',
    summary: [
      {
        text: '这是我在枫桥幼儿园工作的第9年，从配班老师做起，2022年起当大班年级组长。',
        rewrite: '这是我在枫桥幼儿园工作的第9年，从配班老师做起，2022年起当大班年级组长。',
        fact: '第9年',
      },
      {
        text: '持幼儿园教师资格证，幼儿园一级教师。擅长区域游戏和家园沟通',
        rewrite: '持幼儿园教师资格证，幼儿园一级教师。擅长区域游戏与家园沟通。',
        fact: '区域游戏',
      },
    ],
    jobs: [
      {
        organisation: '南京市建邺区枫桥幼儿园',
        role: '年级组长（大班组）兼主班',
        start: '2022.08',
        end: '至今',
        bullets: [
          {
            text: '工作内容：带大班年级组5个班、15位老师（含保育员），每周三组织年级教研，同时自己带一个大班（32个孩子）',
            rewrite:
              '管理大班年级组5个班、15位老师（含保育员），每周三组织年级教研，同时担任一个大班（32名幼儿）的主班老师',
            fact: '15位老师',
          },
          {
            text: '工作业绩：① 2023年牵头区级课题《大班幼儿自主游戏中的学习品质观察》，2025年6月结题',
            rewrite: '2023年牵头区级课题《大班幼儿自主游戏中的学习品质观察》，并于2025年6月结题',
            fact: '学习品质观察',
          },
          {
            text: '② 2024年大班组评上区"优秀年级组"',
            rewrite: '2024年带领大班组获评区“优秀年级组”',
            fact: '优秀年级组',
          },
          {
            text: '③ 毕业典礼+开放日，来园家长和孩子上千人，全程零安全事故',
            rewrite: '组织毕业典礼与开放日，来园家长和幼儿上千人，全程零安全事故',
            fact: '上千人',
          },
          {
            text: '④ 幼小衔接：对接3所小学,带孩子参观小学/体验课堂，家长问卷满意度89%到96%',
            rewrite: '开展幼小衔接，对接3所小学并组织幼儿参观小学、体验课堂，家长问卷满意度由89%提升至96%',
            fact: '89%',
          },
        ],
      },
      {
        organisation: '南京市建邺区枫桥幼儿园',
        role: '主班老师',
        start: '2019.08',
        end: '2022.07',
        bullets: [
          {
            text: '1) 当主班，带完一届小班→大班（2019年9月-2022年7月），班里31个孩子',
            rewrite: '担任主班老师，完整带完一届从小班到大班（2019年9月-2022年7月），班级共31个孩子',
            fact: '31个孩子',
          },
          {
            text: '2) 改造班级区域：建构区、科学区、美工区等6个区角，后来做成了园本案例',
            rewrite: '改造班级区域环境，建成建构区、科学区、美工区等6个区角，并整理为园本案例',
            fact: '6个区角',
          },
          {
            text: '3) 疫情停课期间(2020年2月-5月)做线上"云陪伴"，录了40多节亲子游戏视频，公众号单篇阅读最高3.5k',
            rewrite:
              '疫情停课期间（2020年2月-5月）开展线上“云陪伴”，录制亲子游戏视频40余节，公众号单篇最高阅读3.5k',
            fact: '3.5k',
          },
          {
            text: '4) 每学期家访全覆盖，家委会一起办了2次亲子运动会',
            rewrite: '每学期实现家访全覆盖，并与家委会合作举办2次亲子运动会',
            fact: '家访全覆盖',
          },
        ],
      },
      {
        organisation: '南京市建邺区枫桥幼儿园',
        role: '配班老师',
        start: '2017.08',
        end: '2019.07',
        bullets: [
          {
            text: '配合主班完成一日活动组织，负责班级环创和家园联系栏',
            rewrite: '配合主班老师组织一日活动，负责班级环创与家园联系栏',
            fact: '环创',
          },
          {
            text: '跟着师傅学观察记录，一学年写了60篇观察记录',
            rewrite: '在师傅指导下学习幼儿观察，一学年撰写60篇观察记录',
            fact: '60篇观察记录',
          },
          {
            text: '2018年区新教师基本功比赛（弹唱&简笔画）二等奖',
            rewrite: '2018年获区新教师基本功比赛（弹唱与简笔画）二等奖',
            fact: '基本功比赛',
          },
        ],
      },
    ],
    education: [
      {
        school: '南京师范大学',
        degree: '自考本科',
        major: '学前教育',
        start: '2018.04',
        end: '2020.12',
      },
      {
        school: '江苏第二师范学院',
        degree: '大专（五年一贯制）',
        major: '学前教育',
        start: '2012.09',
        end: '2017.06',
      },
    ],
    skills: [
      '钢琴弹唱（能即兴伴奏）、简笔画、手工',
      '区域游戏设计，幼儿观察记录与分析（学习故事）',
      '熟悉《3-6岁儿童学习与发展指南》',
      '希沃白板、剪映剪活动视频、135编辑器排公众号',
      '家长会组织、晨检和卫生保健常规',
    ],
    certificates: ['幼儿园教师资格证', '幼儿园一级教师（2023年评定）', '普通话水平测试二级甲等证书'],
  },
  // Tuning round 4 (session 11): six resumes written by helpers to the same brief as the held-out fifth.
  // Senior litigation paralegal in Chicago, 8 years at one big firm, promoted there (two jobs, identical
  // `organisation`: Paralegal – Litigation -> Senior Paralegal – Litigation); before that a legal assistant at a small
  // personal-injury firm and a records clerk at the Cook County Circuit Court Clerk's office, so four employers /
  // offices in one city. Objective with a slash, an en dash and "&". A summary line starting "I have"; a summary
  // line about a night JD program "2019-2020, did not finish" (no JD may ever be claimed, not in education, not as a
  // title); "Key achievements:" inside the latest job followed by "(a)" "(b)" "(c)" bullets; a "Counter work:"
  // label inside the oldest job; "Sept.–Oct. 2022", "3/2023–11/2023", "2013-14", "2019-2020" inside bullets; a bullet
  // that mentions a year ("in 2020 we went fully remote…"); a two-sentence bullet; a four-word bullet; "6-wk" next to
  // "~1,100 exhibits" and "$48M" (numbers of different units); "2.3M", "~9.4k", "$1.35mn", "~120", "60+", "~15/day",
  // "~35k", "4+ years", "->", "~", "+", "&", "/", "w/"; legal abbreviations (MSJ, Daubert, N.D. Ill., FRCP, SOL, IMEs,
  // TOAs, CM/ECF, eFileIL, Rule 222). Real facts that look invented: Kirkland & Ellis as the employer, the NALA
  // Certified Paralegal (CP) credential, the ABA-approved Loyola University Chicago paralegal certificate, the BA in
  // Political Science, "alongside 14 attorneys", "a $48M verdict", "Relativity, eDiscovery review of 2.3M documents",
  // TrialDirector 360, Exhibit Share, CompuLaw, Illinois Supreme Court Rule 222 affidavits, the Daley Center.
  {
    id: 'en-paralegal-keisha',
    locale: 'en-US',
    name: 'Keisha L. Whitfield',
    email: 'keisha.whitfield.cp@gmail.com',
    phone: '(773) 555-0186',
    city: 'Chicago, IL',
    target: 'Senior Litigation Paralegal / Trial & eDiscovery Lead – Complex Commercial & Product Liability',
    summary: [
      {
        text: 'I have 8 yrs as a litigation paralegal at Kirkland & Ellis (Chicago office), promoted to Senior Paralegal 3/2021 — trials, MSJs, big doc reviews, state + federal',
        rewrite:
          'I have 8 years as a litigation paralegal at Kirkland & Ellis in Chicago, promoted to Senior Paralegal in 3/2021, supporting trials, summary judgment motions (MSJs) and large document reviews in state and federal court.',
        fact: 'Kirkland & Ellis',
      },
      {
        text: 'NALA Certified Paralegal (CP) since 2018 / Loyola Univ. Chicago paralegal certificate (ABA-approved)',
        rewrite:
          'NALA Certified Paralegal (CP) since 2018, with an ABA-approved paralegal certificate from Loyola University Chicago.',
        fact: 'Certified Paralegal (CP)',
      },
      {
        text: "started the JD program at night, 2019-2020, did not finish — turns out I'd rather be a great paralegal than a tired 1L",
        rewrite:
          'Started an evening JD program in 2019-2020 but did not finish, choosing to focus on a career as a paralegal.',
        fact: 'did not finish',
      },
    ],
    jobs: [
      {
        organisation: 'Kirkland & Ellis LLP',
        role: 'Senior Paralegal – Litigation',
        start: '2021.03',
        end: 'Present',
        bullets: [
          {
            text: 'Work alongside 14 attorneys (partners -> 1st-years) + 3 paralegals on complex commercial & product liability matters, state & federal',
            rewrite:
              'Work alongside 14 attorneys, from partners to first-years, and 3 paralegals on complex commercial and product liability matters in state and federal court',
            fact: 'alongside 14 attorneys',
          },
          {
            text: 'Key achievements: (a) 6-wk jury trial in N.D. Ill., Sept.–Oct. 2022 -> $48M verdict for our client; I ran the exhibit list (~1,100 exhibits) & the hot seat in TrialDirector 360',
            rewrite:
              'Supported a 6-week jury trial in the N.D. Ill. (Sept.–Oct. 2022) that ended in a $48M verdict for our client, running the exhibit list of about 1,100 exhibits and the hot seat in TrialDirector 360',
            fact: '$48M verdict',
          },
          {
            text: '(b) Relativity, eDiscovery review of 2.3M documents: 41 custodians, 28 contract reviewers, priv log ~9.4k entries, rolling productions 3/2023–11/2023',
            rewrite:
              'Coordinated the Relativity eDiscovery review of 2.3M documents across 41 custodians with 28 contract reviewers, building a privilege log of about 9.4k entries and making rolling productions from 3/2023 to 11/2023',
            fact: '2.3M documents',
          },
          {
            text: '(c) trained 9 new paralegals & case assistants on Relativity, CM/ECF filing + our trial-prep checklists',
            rewrite:
              'Trained 9 new paralegals and case assistants on Relativity, CM/ECF filing and the team’s trial-prep checklists',
            fact: '9 new paralegals',
          },
          {
            text: 'Own the case calendar for 6 active matters in CompuLaw, FRCP & Ill. S. Ct. Rule deadlines. Nothing missed in 4+ years, and I double-check every e-filing in CM/ECF & eFileIL myself.',
            rewrite:
              'Own the CompuLaw case calendar for 6 active matters, tracking FRCP and Illinois Supreme Court Rule deadlines. Missed nothing in 4+ years and personally double-check every e-filing in CM/ECF and eFileIL.',
            fact: 'CompuLaw',
          },
        ],
      },
      {
        organisation: 'Kirkland & Ellis LLP',
        role: 'Paralegal – Litigation',
        start: '2017.06',
        end: '2021.02',
        bullets: [
          {
            text: 'Depo prep for 60+ depositions — exhibit sets, witness binders, LiveNote/realtime transcripts',
            rewrite:
              'Prepared for 60+ depositions, assembling exhibit sets and witness binders and managing LiveNote and realtime transcripts',
            fact: '60+ depositions',
          },
          {
            text: 'MSJ & Daubert briefing support: Bluebook cite-checks, TOAs, appendices up to ~4,000 pgs',
            rewrite:
              'Supported summary judgment (MSJ) and Daubert briefing with Bluebook cite-checks, tables of authorities and appendices of up to about 4,000 pages',
            fact: 'Daubert briefing',
          },
          {
            text: 'in 2020 we went fully remote mid-discovery, I built the remote deposition kit (Zoom + Exhibit Share) the team used for 25 depos',
            rewrite:
              'Built the remote deposition kit (Zoom and Exhibit Share) that the team used for 25 depositions when it went fully remote mid-discovery in 2020',
            fact: 'remote deposition kit',
          },
          {
            text: 'Third-party subpoenas, records custodians',
            rewrite: 'Prepared third-party subpoenas and worked with records custodians',
            fact: 'records custodians',
          },
        ],
      },
      {
        organisation: 'Brannigan & Ocampo, P.C.',
        role: 'Legal Assistant',
        start: '2014.10',
        end: '2017.05',
        bullets: [
          {
            text: 'Legal asst. to 2 PI attorneys w/ ~120 open files (auto, premises, a few med-mal)',
            rewrite:
              'Legal assistant to 2 personal injury attorneys carrying about 120 open files in auto, premises and some medical malpractice cases',
            fact: '120 open files',
          },
          {
            text: 'Ordered & summarized medical records/bills (HIPAA auths), built demand packages — biggest settlement I worked on was $1.35mn (2016)',
            rewrite:
              'Ordered and summarized medical records and bills under HIPAA authorizations and built demand packages, including one for a $1.35mn settlement in 2016',
            fact: '$1.35mn',
          },
          {
            text: 'SOL tickler (2-yr IL personal injury) + Rule 222 damages affidavits',
            rewrite:
              'Kept the statute of limitations (SOL) tickler for 2-year Illinois personal injury deadlines and prepared Rule 222 damages affidavits',
            fact: 'Rule 222',
          },
          {
            text: 'Intake calls (~15/day), scheduling IMEs, client status updates',
            rewrite:
              'Handled about 15 intake calls a day, scheduled IMEs and kept clients updated on their cases',
            fact: 'IMEs',
          },
        ],
      },
      {
        organisation: 'Clerk of the Circuit Court of Cook County',
        role: 'Records Clerk, Civil Division',
        start: '2012.07',
        end: '2014.09',
        bullets: [
          {
            text: 'Records room at the Daley Center, pulled & re-filed ~200 case files/day for judges, attys and the public',
            rewrite:
              'Pulled and re-filed about 200 case files a day in the Daley Center records room for judges, attorneys and the public',
            fact: 'Daley Center',
          },
          {
            text: 'Scanned ~35k paper files into the new imaging system, 2013-14',
            rewrite: 'Scanned about 35k paper files into the new imaging system in 2013-14',
            fact: '35k paper files',
          },
          {
            text: 'Counter work: certified copies, fee payments, balanced the cash drawer daily',
            rewrite:
              'Worked the public counter, issuing certified copies, taking fee payments and balancing the cash drawer daily',
            fact: 'certified copies',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Loyola University Chicago',
        degree: 'Paralegal Certificate (ABA-approved)',
        major: 'Paralegal Studies',
        start: '2016.01',
        end: '2016.12',
      },
      {
        school: 'University of Illinois at Chicago',
        degree: 'BA',
        major: 'Political Science',
        start: '2008.08',
        end: '2012.05',
      },
    ],
    skills: [
      'Relativity / RelativityOne (batching, saved searches, priv logs), some Everlaw',
      'TrialDirector 360, Exhibit Share, LiveNote & realtime transcripts',
      'CM/ECF + PACER, eFileIL (Odyssey), CompuLaw docketing',
      'Westlaw & Lexis+, Bluebook cite-checking, TOAs w/ Best Authority',
      'Medical records summaries, HIPAA authorizations, lien tracking',
      'Adobe Acrobat Pro – Bates stamping & redaction; Excel, Word styles for briefs',
    ],
    certificates: ['NALA Certified Paralegal (CP), 2018'],
  },
  // Added in tuning round 4 (written by a helper). Union electrician in Phoenix, 12 years in the trade:
  // IBEW Local 640 inside wireman apprenticeship at one contractor, then journeyman -> foreman -> master
  // electrician / project foreman at a second Phoenix contractor (two employers in one city, AND a double
  // promotion: three entries with the identical `organisation` "Arcadia Electrical Contractors, Inc.").
  // IRREGULARITIES: an objective with a slash, an en dash, "&" and a place after a comma; a chatter summary line
  // starting "I have"; "Projects:" and "Key projects:" sub-labels inside jobs; dates inside bullets in four
  // forms ("Jan 2023 thru Aug 2024", "03/2020 to 11/2021", "Q3 2023", "summer '16"); a long two-sentence bullet
  // ("In 2024 I took over…", also the bullet that mentions a year); very short bullets ("0 recordables, ~410k
  // man-hrs", "Fire alarm & low voltage, summer '16"); crews and people in one line ("4 crews / 42 electricians",
  // "3 crews (18 people)", "crews of 6-18"); two numbers of different units in one bullet ("2,400 A" with
  // "480V/277V", "2 x 2 MW gensets & 12 ATS", "8,000 OJT hrs + ~900 classroom hrs"); trade abbreviations (JW,
  // OJT, T&M, CO's, RFI, CxA, IST, ATS, UPS, MCM, EMT/RMC, LOTO); symbols "->", "~", "+", "&", "/", "$1.1M", "120k".
  // Versions and model numbers that look like counts: "NEC 2020", "Square D QED-2", "Fluke 1587",
  // "Cat III 1000V", "Greenlee 555", "L3–L5", "600 MCM", "OSHA 30", "NFPA 70E", "NFPA 99".
  // No university degree: an AAS from Gateway Community College and a high school diploma (CTE track).
  // REAL FACTS THAT LOOK INVENTED: Microsoft as the END CLIENT named in a bullet while the employer is the
  // contractor ("48 MW data center for Microsoft"); IBEW Local 640; 8,000 OJT hours in a 5-year apprenticeship;
  // the licence "Master Electrician, City of Phoenix"; OSHA 30; NFPA 70E Qualified Person; "2,400 A switchgear";
  // "480V/277V"; "~$31M" electrical scope; "~410k man-hrs"; "$1.1M" in change orders.
  {
    id: 'en-electrician-dustin',
    locale: 'en-US',
    name: 'Dustin Hargrove',
    email: 'dhargrove.electric@gmail.com',
    phone: '(602) 555-0183',
    city: 'Phoenix, AZ',
    target: 'Project Foreman / Superintendent – Mission Critical & Healthcare, Phoenix metro',
    summary: [
      {
        text: 'I have 12 yrs in the trade, all of it IBEW Local 640 - came up through the 5 yr apprenticeship, now running work as master electrician / project foreman on data centers & hospitals.',
        rewrite:
          'I have 12 years in the trade, all of it with IBEW Local 640: I came up through the 5-year apprenticeship and now run work as a master electrician and project foreman on data centers and hospitals.',
        fact: 'IBEW Local 640',
      },
      {
        text: 'Mission critical + healthcare: 2,400 A switchgear, UPS/ATS, generator tie-ins, energization & commissioning. Code: NEC 2020, NFPA 70E, NFPA 99',
        rewrite:
          'Mission-critical and healthcare work: 2,400 A switchgear, UPS and ATS, generator tie-ins, energization and commissioning, to NEC 2020, NFPA 70E and NFPA 99.',
        fact: 'generator tie-ins',
      },
    ],
    jobs: [
      {
        organisation: 'Arcadia Electrical Contractors, Inc.',
        role: 'Master Electrician / Project Foreman',
        start: '2022.04',
        end: 'Present',
        bullets: [
          {
            text: 'Projects: 48 MW data center for Microsoft, Goodyear AZ (Bldg 2 electrical fit-out) Jan 2023 thru Aug 2024, ~$31M electrical scope',
            rewrite:
              'Led the electrical fit-out of Building 2 of a 48 MW data center for Microsoft in Goodyear, AZ, from Jan 2023 through Aug 2024, an electrical scope of about $31M',
            fact: '48 MW data center',
          },
          {
            text: 'Ran 4 crews / 42 electricians & apprentices over 2 shifts, daily huddles + 3-wk lookaheads w/ the GC',
            rewrite:
              'Ran 4 crews of 42 electricians and apprentices over 2 shifts, with daily huddles and 3-week lookaheads alongside the GC',
            fact: '42 electricians',
          },
          {
            text: 'Set & landed (8) 2,400 A switchgear lineups at 480V/277V, 16 UPS modules, 6 ATS + Square D QED-2 distribution',
            rewrite:
              'Set and terminated 8 lineups of 2,400 A switchgear at 480V/277V, along with 16 UPS modules, 6 ATS and Square D QED-2 distribution',
            fact: '2,400 A switchgear',
          },
          {
            text: 'RFI turnaround ~9 days -> 3 days after we put a BIM coordinator on site (Q3 2023)',
            rewrite:
              'Cut RFI turnaround from about 9 days to 3 days by placing a BIM coordinator on site in Q3 2023',
            fact: 'BIM coordinator',
          },
          {
            text: 'In 2024 I took over the LOTO & energization plan for the whole building. Wrote the switching procedures, walked every energization w/ the CxA and signed off L3–L5 commissioning with 0 failed IST scripts.',
            rewrite:
              'Took over the LOTO and energization plan for the whole building in 2024, writing the switching procedures, walking every energization with the CxA, and signing off L3–L5 commissioning with no failed IST scripts.',
            fact: 'switching procedures',
          },
          {
            text: '0 recordables, ~410k man-hrs',
            rewrite: 'Logged about 410k man-hours with zero recordable injuries',
            fact: '410k',
          },
        ],
      },
      {
        organisation: 'Arcadia Electrical Contractors, Inc.',
        role: 'Foreman',
        start: '2019.10',
        end: '2022.03',
        bullets: [
          {
            text: 'Foreman on hospital + data center jobs, crews of 6-18 depending on the phase',
            rewrite:
              'Served as foreman on hospital and data center jobs, leading crews of 6-18 depending on the phase',
            fact: 'crews of 6-18',
          },
          {
            text: 'Key projects: 7-story patient tower, Mesa, 03/2020 to 11/2021 – NFPA 99 essential electrical system (life safety / critical / equipment branches), 2 x 2 MW gensets & 12 ATS',
            rewrite:
              'Built the NFPA 99 essential electrical system for a 7-story patient tower in Mesa from 03/2020 to 11/2021, covering the life safety, critical and equipment branches, 2 x 2 MW gensets and 12 ATS',
            fact: 'essential electrical system',
          },
          {
            text: 'Ran 3 crews (18 people) on nights for the 2021 tie-ins to the existing hospital, every outage done inside the 4 hr window',
            rewrite:
              'Ran 3 crews (18 people) on night shift for the 2021 tie-ins to the existing hospital, finishing every outage inside its 4-hour window',
            fact: '3 crews (18 people)',
          },
          {
            text: "T&M tags & CO's -> ~$1.1M approved change orders over 2 yrs",
            rewrite:
              'Tracked T&M tags and change orders, securing about $1.1M in approved change orders over 2 years',
            fact: '$1.1M',
          },
          {
            text: 'Trained apprentices on the Fluke 1587 (Cat III 1000V), IR + continuity on every feeder before energizing',
            rewrite:
              'Trained apprentices on the Fluke 1587 (Cat III 1000V), testing insulation resistance and continuity on every feeder before energizing',
            fact: 'Fluke 1587',
          },
        ],
      },
      {
        organisation: 'Arcadia Electrical Contractors, Inc.',
        role: 'Journeyman Wireman',
        start: '2018.06',
        end: '2019.09',
        bullets: [
          {
            text: 'JW on a 120k sq ft office/lab TI in Tempe, EMT & MC, 480V/277V lighting + 208Y/120V receptacles',
            rewrite:
              'Worked as journeyman wireman on a 120k sq ft office and lab tenant improvement in Tempe, installing EMT and MC, 480V/277V lighting and 208Y/120V receptacles',
            fact: '120k sq ft',
          },
          {
            text: 'Pulled & terminated 600 MCM feeders to the main switchboard',
            rewrite: 'Pulled and terminated 600 MCM feeders to the main switchboard',
            fact: '600 MCM feeders',
          },
          {
            text: 'lead JW over 2 apprentices, layout off the prints, panel schedules & as-builts',
            rewrite:
              'Led 2 apprentices as lead journeyman, laying out work from the prints and keeping panel schedules and as-builts',
            fact: 'panel schedules',
          },
        ],
      },
      {
        organisation: 'Sun Valley Commercial Electric',
        role: 'Inside Wireman Apprentice (IBEW Local 640)',
        start: '2013.08',
        end: '2018.05',
        bullets: [
          {
            text: '5-yr inside wireman apprenticeship through the Phoenix JATC, 8,000 OJT hrs + ~900 classroom hrs',
            rewrite:
              'Completed the 5-year inside wireman apprenticeship through the Phoenix JATC, logging 8,000 OJT hours and about 900 classroom hours',
            fact: '8,000 OJT',
          },
          {
            text: 'Rough-in & trim on schools, retail and a 4-level parking garage, bent EMT/RMC 1/2" to 4" (Greenlee 555)',
            rewrite:
              'Handled rough-in and trim on schools, retail and a 4-level parking garage, bending EMT and RMC from 1/2" to 4" on a Greenlee 555',
            fact: 'Greenlee 555',
          },
          {
            text: "Fire alarm & low voltage, summer '16",
            rewrite: "Installed fire alarm and low voltage systems in summer '16",
            fact: 'low voltage',
          },
        ],
      },
    ],
    education: [
      {
        school: 'GateWay Community College',
        degree: 'AAS',
        major: 'Electrical Technology',
        start: '2013.08',
        end: '2018.05',
      },
      {
        school: 'Maryvale High School',
        degree: 'High School Diploma',
        major: 'CTE – Construction Technologies',
        start: '2009.08',
        end: '2013.05',
      },
    ],
    skills: [
      'NEC 2020 (& 2017), NFPA 70E, NFPA 99, OSHA Subpart K',
      'Switchgear & switchboards: Square D QED-2 / I-Line, 480V/277V & 208Y/120V distribution, UPS, ATS, gensets',
      'Testing: Fluke 1587 insulation tester, Cat III 1000V meters, IR scans, L3–L5 commissioning w/ CxA',
      'Conduit: EMT/RMC/PVC up to 4", Greenlee 555 & hydraulic benders',
      'Procore, Bluebeam Revu, 3-wk lookaheads, T&M / CO tracking',
      'Crew leadership, LOTO & switching procedures, apprentice training',
    ],
    certificates: [
      'Master Electrician, City of Phoenix (2022)',
      'OSHA 30 – Construction',
      'NFPA 70E Qualified Person (arc flash), renewed 2024',
    ],
  },
  // Data engineer in Seattle, 7 years: hospital BI developer -> Microsoft (Azure Data Factory era), promoted
  // Data Engineer -> Data Engineer II (two job entries, identical `organisation`: "Microsoft") -> Senior Data
  // Engineer leading the data platform at a mid-size logistics SaaS. NO objective line, so the H1 is the latest
  // title, "Senior Data Engineer, Data Platform" (a field after a comma). An accented Polish name and school
  // (Politechnika Wrocławska, BS written as "BS (licencjat)"), a US MS from the University of Washington.
  // IRREGULARITIES: summary line 1 starts "I have…" and chains "->"; summary line 2 says he "left the PhD program
  // after year 1, 2016" — he NEVER earned a PhD, the rewrite (and any answer) must not turn this into a PhD,
  // "doctoral" or "Ph.D. candidate" claim, and education has no PhD entry; "Key achievements:" inside the latest
  // job followed by plain bullets; "Projects:" inside the DE II job; "Q3–Q4 2023", "10/2021", "Jun '20",
  // "March 2020" inside bullets; a bullet of two sentences (12 TB/day + p95 freshness); a 4-word bullet
  // ("On-call, 1 week in 6") and a 5-word one; "~1,900", "140+", "~70%", "~$310K/yr", "~85k", "3.5B rows/day",
  // "14s -> 3s", "3h10m -> 55m", "from 6h to 40 min"; versions "Airflow 2.7", "ADF v2", "SQL Server 2016",
  // "dbt Core 1.7", "FY20 Q4", "FY2024"; "&", "+", "/", "->", "=>", "—", "w/".
  // REAL FACTS THAT LOOK INVENTED: Microsoft as the employer (and its promotion DE -> DE II), the Databricks
  // Certified Data Engineer Professional and SnowPro Core certificates, the MS CS from the University of
  // Washington, "12 TB/day", "from 6h to 40 min", "p95", "Airflow 2.7", dbt, Kafka, "team of 4 data engineers",
  // "saved ~$310K/yr in compute", "60+ pipelines", "25 SSIS packages", Epic Clarity.
  {
    id: 'en-dataeng-tomasz',
    locale: 'en-US',
    name: 'Tomasz Zieliński',
    email: 'tomasz.zielinski.de@outlook.com',
    phone: '(206) 555-0139',
    city: 'Seattle, WA',
    summary: [
      {
        text: 'I have been building data pipelines for 7 years: hospital BI -> Microsoft (Azure Data Factory era) -> now leading the data platform at a logistics SaaS.',
        rewrite:
          'I have been building data pipelines for 7 years, moving from hospital BI to Microsoft in the Azure Data Factory era and now leading the data platform at a logistics SaaS company.',
        fact: 'Azure Data Factory era',
      },
      {
        text: 'Math person first: BS Mathematics at Politechnika Wrocławska, 1 yr in the UW Applied Math PhD program (left the PhD program after year 1, 2016) -> switched to the MS in CS',
        rewrite:
          'Background in mathematics: a BS in Mathematics from Politechnika Wrocławska and one year in the UW Applied Math PhD program (left the PhD program after year 1, in 2016) before switching to the MS in Computer Science.',
        fact: 'left the PhD program after year 1',
      },
      {
        text: 'Databricks Certified Data Engineer Professional & SnowPro Core, batch + streaming (Airflow, dbt, Kafka, Spark)',
        rewrite:
          'Databricks Certified Data Engineer Professional and SnowPro Core certified, working across batch and streaming with Airflow, dbt, Kafka and Spark.',
        fact: 'Databricks Certified Data Engineer Professional',
      },
    ],
    jobs: [
      {
        organisation: 'Freightlane Systems',
        role: 'Senior Data Engineer, Data Platform',
        start: '2022.05',
        end: 'Present',
        bullets: [
          {
            text: 'Lead a team of 4 data engineers (+1 analytics eng. dotted line), own ingestion, dbt & the Snowflake warehouse behind ~1,900 shipper/carrier accounts',
            rewrite:
              'Lead a team of 4 data engineers, with one analytics engineer on a dotted line, and own ingestion, dbt and the Snowflake warehouse behind about 1,900 shipper and carrier accounts',
            fact: 'team of 4 data engineers',
          },
          {
            text: 'Key achievements: moved 140+ cron jobs to Airflow 2.7 (MWAA) during Q3–Q4 2023 -> failed-run pages down ~70%',
            rewrite:
              'Moved more than 140 cron jobs to Airflow 2.7 on MWAA during Q3–Q4 2023, cutting failed-run pages by about 70%',
            fact: 'Airflow 2.7',
          },
          {
            text: 'nightly billing/settlement rebuild from 6h to 40 min (incremental dbt models + clustering keys), finance has numbers before 7am PT',
            rewrite:
              'Cut the nightly billing and settlement rebuild from 6h to 40 min with incremental dbt models and clustering keys, so finance has its numbers before 7am PT',
            fact: 'from 6h to 40 min',
          },
          {
            text: 'right-sized Snowflake warehouses + moved heavy Spark jobs to Databricks job clusters on spot => saved ~$310K/yr in compute (FY2024)',
            rewrite:
              'Saved about $310K a year in compute in FY2024 by right-sizing Snowflake warehouses and moving heavy Spark jobs to Databricks job clusters on spot instances',
            fact: '$310K',
          },
          {
            text: 'Built the GPS/telematics stream end to end: Kafka (MSK, 48 partitions) -> Spark Structured Streaming -> Delta, ~12 TB/day from ~85k trucks & trailers. ETA freshness p95 went from 9 min to under 90 sec, and that is what the customer tracking page runs on now.',
            rewrite:
              'Built the GPS and telematics stream end to end (Kafka on MSK with 48 partitions, Spark Structured Streaming, Delta), handling about 12 TB/day from roughly 85k trucks and trailers. Brought p95 ETA freshness from 9 minutes to under 90 seconds; the customer tracking page now runs on it.',
            fact: '12 TB/day',
          },
        ],
      },
      {
        organisation: 'Microsoft',
        role: 'Data Engineer II',
        start: '2021.01',
        end: '2022.04',
        bullets: [
          {
            text: 'ADF + Synapse pipelines for M365 commercial usage telemetry — 60+ pipelines, ~3.5B rows/day into ADLS Gen2',
            rewrite:
              'Built and ran Azure Data Factory and Synapse pipelines for Microsoft 365 commercial usage telemetry: 60+ pipelines loading about 3.5B rows a day into ADLS Gen2',
            fact: '60+ pipelines',
          },
          {
            text: 'Projects: partner incentives dataset (Cosmos/Scope -> Synapse), ~400 field sellers use it; p95 report load 14s -> 3s',
            rewrite:
              'Moved the partner incentives dataset from Cosmos/Scope to Synapse for about 400 field sellers, cutting p95 report load from 14s to 3s',
            fact: 'p95 report load',
          },
          {
            text: 'GDPR DSR deletes across 11 data stores, internal audit 10/2021 w/ zero findings',
            rewrite:
              'Implemented GDPR DSR deletes across 11 data stores, passing the 10/2021 internal audit with zero findings',
            fact: '11 data stores',
          },
          {
            text: 'On-call, 1 week in 6',
            rewrite: 'Served on call 1 week in 6',
            fact: '1 week in 6',
          },
        ],
      },
      {
        organisation: 'Microsoft',
        role: 'Data Engineer',
        start: '2019.07',
        end: '2020.12',
        bullets: [
          {
            text: 'Moved 25 SSIS packages to ADF v2 — lift & shift on the Azure-SSIS IR first, then rewrote the 9 worst as data flows',
            rewrite:
              'Migrated 25 SSIS packages to ADF v2, first as a lift-and-shift on the Azure-SSIS IR, then rewrote the 9 worst as native data flows',
            fact: '25 SSIS packages',
          },
          {
            text: "DQ checks in PySpark (row counts, null %, freshness) on Azure billing datasets, caught a double-count bug before the FY20 Q4 close (Jun '20)",
            rewrite:
              'Wrote PySpark data quality checks (row counts, null rates, freshness) on Azure billing datasets and caught a double-count bug before the FY20 Q4 close in June 2020',
            fact: 'FY20 Q4 close',
          },
          {
            text: 'March 2020: helped stand up a daily Teams usage report for leadership, 2 wks from ask to prod',
            rewrite:
              'Helped stand up a daily Teams usage report for leadership in March 2020, going from request to production in 2 weeks',
            fact: 'Teams usage report',
          },
        ],
      },
      {
        organisation: 'Elliott Bay Health Network',
        role: 'BI Developer',
        start: '2018.07',
        end: '2019.06',
        bullets: [
          {
            text: 'SSRS & Power BI reports off Epic Clarity for 6 hospitals / ~30 clinics (ED throughput, LOS, readmits)',
            rewrite:
              'Built SSRS and Power BI reports on Epic Clarity for 6 hospitals and about 30 clinics, covering ED throughput, length of stay and readmissions',
            fact: 'Epic Clarity',
          },
          {
            text: 'Tuned T-SQL stored procs on SQL Server 2016, nightly load 3h10m -> 55m',
            rewrite:
              'Tuned T-SQL stored procedures on SQL Server 2016, cutting the nightly load from 3h10m to 55m',
            fact: 'SQL Server 2016',
          },
          {
            text: '30-day readmissions dashboard for CMS',
            rewrite: 'Built the 30-day readmissions dashboard for CMS reporting',
            fact: '30-day readmissions dashboard',
          },
        ],
      },
    ],
    education: [
      {
        school: 'University of Washington',
        degree: 'MS',
        major: 'Computer Science',
        start: '2016.09',
        end: '2018.06',
      },
      {
        school: 'Politechnika Wrocławska',
        degree: 'BS (licencjat)',
        major: 'Mathematics',
        start: '2012.10',
        end: '2015.07',
      },
    ],
    skills: [
      'Python, SQL (Snowflake, Spark SQL, T-SQL), a bit of Scala',
      'Airflow 2.7 (MWAA), dbt Core 1.7, Great Expectations',
      'Kafka (MSK) / Spark Structured Streaming / Delta Lake on Databricks',
      'Azure: ADF v2, Synapse, ADLS Gen2 | AWS: S3, Glue, MSK',
      'Terraform, GitHub Actions, Docker',
      'Dimensional modeling (Kimball), Snowflake & Databricks cost tuning',
    ],
    certificates: ['Databricks Certified Data Engineer Professional (2023)', 'SnowPro Core Certification'],
  },
  // Embedded software engineer in Shenzhen, 8 years on power-electronics firmware: a small smart-meter company,
  // then Huawei (base-station power module firmware), now an energy-storage BMS company where he was promoted
  // (two jobs, identical `organisation`: 嵌入式软件工程师（BMS） -> 高级嵌入式软件工程师/软件组长, leading 4 people).
  // Huawei and both BMS jobs are in the same city (Shenzhen), and so is the meter company.
  // IRREGULARITIES: an objective with a slash and a full-width dash ("嵌入式软件工程师/BMS软件负责人——新能源方向");
  // a summary line starting "我做嵌入式8年：" with "->" arrows and another starting "希望…"; "项目：" label inside the
  // Huawei job and "工作业绩：" inside the current job followed by "①②③④"; dates in bullets as "19.03",
  // "2019.3-2020.6", "2020年9月", "21.10-22.04", "2023.9~2024.3", "2022年"; a very short bullet "带4人软件组" and
  // another "负责电表费控模块"; a long two-sentence bullet (the 26262 training); numbers with units of many kinds:
  // "CAN总线 500kbps" + "12个从控" in one bullet, "3200+台次" + "99.7%", "215kWh" + "11个项目/68台柜子", "1s"/"200ms",
  // "6min -> 90s", "3分钟到40秒", "±2mV", "16串", "10+", "2~3个", "-10~45℃"; model numbers and versions
  // ("STM32F407", "TMS320F28035", "BQ76952", "RL78/I1C", "ATT7022E", "FreeRTOS 10.4", "V1.0 -> V2.6",
  // "DL/T 645-2007", "ISO 14229", "UL 1973"); symbols &, /, ->, ~, +, （）, 、.
  // HONESTY TRAP: ISO 26262 appears three times (summary, a bullet, a skill line) and each time says it was only
  // training, not a certificate ("只是培训，没有证书" / "没有考证" / "未认证"); it is NOT in `certificates`, and a
  // rewrite must never turn it into a certification. "IEC 62619 / UL 1973" are the product's certification tests,
  // not the person's.
  // REAL FACTS THAT LOOK INVENTED: Huawei (华为技术有限公司) as an employer; 软考中级 嵌入式系统设计师 (a real
  // national exam certificate); a 硕士 in 通信与信息系统 from 电子科技大学 and a 本科 in 自动化 from 武汉理工大学;
  // "出货量20万套"; "SOC估算误差从5%降到2%以内"; "OTA升级成功率99.7%"; "CAN总线 500kbps"; "STM32F407"; "FreeRTOS 10.4".
  {
    id: 'zh-embedded-gaoyuan',
    locale: 'zh-CN',
    name: '高远',
    email: 'gaoyuan_emb@163.com',
    phone: '138 2651 7409',
    city: '深圳',
    target: '嵌入式软件工程师/BMS软件负责人——新能源方向',
    summary: [
      {
        text: '我做嵌入式8年：电表 -> 华为基站电源 -> 储能BMS，一直在电力电子/新能源这条线上',
        rewrite: '我做嵌入式8年，从智能电表到华为基站电源，再到储能BMS，一直专注于电力电子与新能源方向。',
        fact: '华为基站电源',
      },
      {
        text: '熟悉STM32、TI C2000，FreeRTOS/CAN/UDS/OTA都做过量产；参加过ISO 26262功能安全培训（只是培训，没有证书）',
        rewrite:
          '熟悉STM32与TI C2000平台，FreeRTOS、CAN、UDS、OTA均有量产经验；参加过ISO 26262功能安全培训（仅为培训，未取得证书）。',
        fact: '功能安全培训',
      },
      {
        text: '希望下一份工作能做BMS软件负责人，新能源方向优先',
        rewrite: '希望下一份工作担任BMS软件负责人，新能源方向优先。',
        fact: 'BMS软件负责人',
      },
    ],
    jobs: [
      {
        organisation: '深圳市峰储新能源科技有限公司',
        role: '高级嵌入式软件工程师/软件组长',
        start: '2023.04',
        end: '至今',
        bullets: [
          {
            text: '带4人软件组',
            rewrite: '带领4人软件组',
            fact: '4人软件组',
          },
          {
            text: '工作业绩：① SOC估算重构：安时积分+OCV修正 -> EKF，全温区（-10~45℃）SOC估算误差从5%降到2%以内',
            rewrite:
              '重构SOC估算算法，由安时积分加OCV修正升级为EKF，全温区（-10~45℃）SOC估算误差从5%降到2%以内',
            fact: '降到2%以内',
          },
          {
            text: '② OTA：双Bank+CRC32校验+断点续传，2024年上线后现网升级3200+台次，OTA升级成功率99.7%',
            rewrite:
              '设计双Bank、CRC32校验加断点续传的OTA升级方案，2024年上线后现网累计升级3200余台次，OTA升级成功率99.7%',
            fact: '成功率99.7%',
          },
          {
            text: '③ 2023.9~2024.3 主导工商业储能柜（215kWh）BMS软件，三级架构BMU->BCU->BAU，已交付11个项目/68台柜子',
            rewrite:
              '2023.9~2024.3主导工商业储能柜（215kWh）BMS软件开发，采用BMU、BCU、BAU三级架构，已交付11个项目共68台储能柜',
            fact: '215kWh',
          },
          {
            text: '④ 搭了Jenkins + Cppcheck静态检查，单测用Unity框架；固件V1.0迭代到V2.6，提测bug数大概少了一半',
            rewrite:
              '搭建Jenkins与Cppcheck静态检查流程，采用Unity框架做单元测试；固件从V1.0迭代至V2.6，提测缺陷数减少约一半',
            fact: 'Cppcheck',
          },
        ],
      },
      {
        organisation: '深圳市峰储新能源科技有限公司',
        role: '嵌入式软件工程师（BMS）',
        start: '2021.06',
        end: '2023.03',
        bullets: [
          {
            text: '入职第一个活：从控板（BMU）软件从0写，AFE用TI BQ76952，单板16串，电压采样精度±2mV',
            rewrite: '从零开发从控板（BMU）软件，AFE选用TI BQ76952，单板管理16串电芯，电压采样精度±2mV',
            fact: 'BQ76952',
          },
          {
            text: '主控STM32F407上移植FreeRTOS 10.4，拆成采样/均衡/通信/诊断4个任务',
            rewrite: '在主控STM32F407上移植FreeRTOS 10.4，划分为采样、均衡、通信、诊断4个任务',
            fact: 'STM32F407',
          },
          {
            text: 'CAN总线 500kbps，1个主控带12个从控；应用层协议自己定的，诊断走UDS（ISO 14229）',
            rewrite:
              '主从通信采用CAN总线 500kbps，1个主控管理12个从控；自定义应用层协议，诊断采用UDS（ISO 14229）',
            fact: 'CAN总线 500kbps',
          },
          {
            text: '21.10-22.04 配合客户做IEC 62619 / UL 1973认证测试整改，改了30多处保护阈值和故障码',
            rewrite: '21.10-22.04配合客户完成IEC 62619与UL 1973认证测试整改，修改30多处保护阈值和故障码',
            fact: 'UL 1973',
          },
          {
            text: '2022年公司组织ISO 26262功能安全培训（3天内训），我参加了，没有考证，只是培训。培训后按ASIL的思路把过压/欠压/过温保护重新梳理了一遍，整理出40多条安全需求',
            rewrite:
              '2022年参加公司组织的ISO 26262功能安全内部培训（3天，仅培训，未考取证书）。培训后按ASIL思路重新梳理过压、欠压、过温保护逻辑，整理出40多条安全需求。',
            fact: '40多条安全需求',
          },
        ],
      },
      {
        organisation: '华为技术有限公司',
        role: '嵌入式软件工程师（基站电源）',
        start: '2018.09',
        end: '2021.05',
        bullets: [
          {
            text: '项目：5G基站电源模块固件（整流模块+DC/DC），主控TI C2000（TMS320F28035），纯C',
            rewrite:
              '负责5G基站电源模块（整流模块与DC/DC）固件开发，主控为TI C2000（TMS320F28035），使用C语言',
            fact: 'TMS320F28035',
          },
          {
            text: '19.03 接手模块监控通信，和监控单元之间RS485 -> CAN改造，轮询周期1s缩到200ms',
            rewrite: '19.03接手模块监控通信，完成与监控单元间从RS485到CAN的改造，轮询周期由1s缩短到200ms',
            fact: '200ms',
          },
          {
            text: '2019.3-2020.6 做模块休眠/唤醒低功耗逻辑，轻载时整机待机功耗降了约30%',
            rewrite: '2019.3-2020.6开发模块休眠与唤醒的低功耗逻辑，轻载时整机待机功耗降低约30%',
            fact: '待机功耗',
          },
          {
            text: '负责的模块固件累计出货量20万套，现网问题单从每季度10+降到2~3个',
            rewrite: '所负责的模块固件累计出货量20万套，现网问题单从每季度10个以上降到2~3个',
            fact: '出货量20万套',
          },
          {
            text: '2020年9月开始兼做Bootloader，支持在线升级，单模块升级时间6min -> 90s',
            rewrite: '2020年9月起兼任Bootloader开发，支持在线升级，单模块升级时间从6min缩短至90s',
            fact: 'Bootloader',
          },
        ],
      },
      {
        organisation: '深圳市恒讯智能仪表有限公司',
        role: '嵌入式软件工程师',
        start: '2017.07',
        end: '2018.08',
        bullets: [
          {
            text: '单相/三相智能电表固件，MCU瑞萨RL78/I1C，计量芯片ATT7022E',
            rewrite: '开发单相与三相智能电表固件，MCU为瑞萨RL78/I1C，计量芯片为ATT7022E',
            fact: 'RL78/I1C',
          },
          {
            text: '协议：DL/T 645-2007、DL/T 698.45，配合国网/南网送检',
            rewrite: '实现DL/T 645-2007与DL/T 698.45通信协议，配合国网、南网送检',
            fact: 'DL/T 698.45',
          },
          {
            text: '写了产线校表工具（C#上位机），一台表校表时间从3分钟到40秒',
            rewrite: '开发产线校表工具（C#上位机），将单台电表校表时间从3分钟缩短到40秒',
            fact: '校表工具',
          },
          {
            text: '负责电表费控模块',
            rewrite: '负责电表费控模块开发',
            fact: '费控模块',
          },
        ],
      },
    ],
    education: [
      {
        school: '电子科技大学',
        degree: '硕士',
        major: '通信与信息系统',
        start: '2014.09',
        end: '2017.06',
      },
      {
        school: '武汉理工大学',
        degree: '本科',
        major: '自动化',
        start: '2010.09',
        end: '2014.06',
      },
    ],
    skills: [
      'C（主力）/ C++（少量），Python写测试脚本和上位机小工具',
      'STM32F407/F103、TI C2000（TMS320F28035）、瑞萨RL78',
      'FreeRTOS 10.4、裸机前后台；Bootloader & OTA（双Bank）',
      'CAN/CAN FD、UDS（ISO 14229）、RS485/Modbus、DL/T 645',
      'BMS：SOC/SOH估算（安时积分、EKF）、被动均衡、AFE（BQ76952）',
      'Keil、IAR、CCS、Git + Jenkins、CANoe / PCAN-View',
      'ISO 26262功能安全：参加过培训，了解ASIL等级划分，未认证',
    ],
    certificates: ['软考中级：嵌入式系统设计师（2019年）', '大学英语六级（CET-6）'],
  },
  // Foreign-trade (export sales) manager in Ningbo, 7 years: Alibaba.com (国际站) account manager right after
  // graduating, then an export salesperson at a Yiwu trading company, then a Ningbo small-appliance maker
  // (工贸一体) where she was promoted from 外贸业务员 to 外贸业务经理 (two job entries with the identical
  // `organisation`). NO objective line, so the H1 is the latest title, which carries brackets ("外贸业务经理（外贸二部）").
  // Irregularities planted: a "工作业绩：" label inside the latest job followed by "①②③" bullets; trade
  // abbreviations (FOB/CIF/DDP, T/T, OA 60天, PI, 40HQ, RFQ, P4P, FBA); dates inside bullets in several forms
  // ("23年10月", "2018.7~2019.3", "2020年3~6月", "FY2019"); "80w USD", "600+", "+58%", "28~35天", "→", "&", "/", "+",
  // "、", "（）"; model numbers "AF-5501（5.5L）" and "KT-1708"; a two-sentence bullet (the Chile customer); a very
  // short bullet ("跟单/验货/订舱"); bullets with two numbers of different units ("68个柜…620万美金",
  // "5个月…9万元", "新签23家…112%"); bullets that mention a year; a summary line starting "我…"; an English
  // company name inside a Chinese bullet with a space before it ("德国客户 Otto Group").
  // REAL FACTS THAT LOOK INVENTED: 阿里巴巴（中国）网络技术有限公司 as the first employer, "1200万美金" export
  // volume, "32个国家", 广交会（第133、134届）, Otto Group as a customer with "80w USD" a year, 中信保 "10万美元限额",
  // FOB/CIF/DDP, 亚马逊 FBA 头程, 英语专业八级（TEM-8） and BEC高级 as certificates, 金品诚企.
  {
    id: 'zh-foreigntrade-songqian',
    locale: 'zh-CN',
    name: '宋倩',
    email: 'songqian0923@163.com',
    phone: '139 5746 8210',
    city: '宁波',
    summary: [
      {
        text: '我做外贸7年了，国际站客户经理→贸易公司业务员→工厂外贸经理，B2B和跨境（亚马逊卖家客户）都做过',
        rewrite:
          '我从事外贸7年，从阿里巴巴国际站客户经理、贸易公司业务员做到工厂外贸经理，B2B与跨境（亚马逊卖家客户）均有经验。',
        fact: '外贸7年',
      },
      {
        text: '英语专八+BEC高级，能直接跟客户电话/视频谈价；熟悉FOB/CIF/DDP报价、信保和出口退税流程',
        rewrite:
          '持英语专八与BEC高级证书，可直接与客户电话、视频谈价；熟悉FOB/CIF/DDP报价、信保及出口退税流程。',
        fact: 'FOB/CIF/DDP',
      },
    ],
    jobs: [
      {
        organisation: '宁波禾邦电器有限公司',
        role: '外贸业务经理（外贸二部）',
        start: '2023.03',
        end: '至今',
        bullets: [
          {
            text: '带3个业务员+1个单证，负责欧洲、中东、南美线，审核团队PI/报价和付款方式',
            rewrite: '带领3个业务员和1名单证员，负责欧洲、中东及南美市场，审核团队的PI、报价与付款方式',
            fact: '3个业务员',
          },
          {
            text: '工作业绩：① 部门出口额从2023年760万美金做到2024年1200万美金，+58%',
            rewrite: '带领部门将出口额从2023年的760万美金提升至2024年的1200万美金，增长58%',
            fact: '1200万美金',
          },
          {
            text: '② 德国客户 Otto Group：23年10月广交会上认识，打样3轮，24年开始下单，现在年单80w USD（空气炸锅+挂烫机两款）',
            rewrite:
              '开发德国客户Otto Group：2023年10月于广交会结识，经3轮打样后于2024年开始下单，目前年订单额80w USD（空气炸锅与挂烫机两款）',
            fact: 'Otto Group',
          },
          {
            text: '③ 两年新开发客户47家，客户覆盖32个国家，中东&南美是从0做起来的',
            rewrite: '两年内新开发客户47家，客户覆盖32个国家，其中中东和南美市场从零开拓',
            fact: '32个国家',
          },
          {
            text: '参加广交会（第133、134届）一期，2个标摊，两届收名片600+',
            rewrite: '参加广交会（第133、134届）第一期，设2个标准展位，两届共收集名片600余张',
            fact: '第133、134届',
          },
          {
            text: '新客户先走中信保，土耳其一个进口商批下10万美元限额，付款从T/T 30%定金改成OA 60天',
            rewrite:
              '新客户先投保中信保，为一家土耳其进口商申请到10万美元限额，付款方式由T/T 30%定金改为OA 60天',
            fact: '10万美元限额',
          },
        ],
      },
      {
        organisation: '宁波禾邦电器有限公司',
        role: '外贸业务员',
        start: '2021.04',
        end: '2023.02',
        bullets: [
          {
            text: '负责空气炸锅、电热水壶两条线，主推型号AF-5501（5.5L）、KT-1708',
            rewrite: '负责空气炸锅与电热水壶两条产品线，主推型号AF-5501（5.5L）和KT-1708',
            fact: 'AF-5501',
          },
          {
            text: '客户以亚马逊卖家为主：报DDP到美国/英国，帮客户安排亚马逊FBA头程（海派+卡派），整柜时效28~35天',
            rewrite:
              '服务以亚马逊卖家为主的客户，报DDP到美国和英国的价格，并为客户安排亚马逊FBA头程（海派+卡派），整柜时效28~35天',
            fact: 'FBA头程',
          },
          {
            text: '2022年跟工程部一起给挂烫机做GS、ETL认证，前后5个月，费用约9万元',
            rewrite: '2022年与工程部共同推进挂烫机的GS、ETL认证，历时5个月，费用约9万元',
            fact: 'ETL认证',
          },
          {
            text: '两年个人出货68个柜（40HQ为主），约620万美金',
            rewrite: '两年内个人出货68个柜（以40HQ为主），货值约620万美金',
            fact: '68个柜',
          },
        ],
      },
      {
        organisation: '义乌市恒达进出口有限公司',
        role: '外贸业务员',
        start: '2019.09',
        end: '2021.03',
        bullets: [
          {
            text: '国际站+展会开发客户，做节日用品/家居日用，多供应商拼柜出货',
            rewrite: '通过阿里巴巴国际站和展会开发客户，经营节日用品与家居日用品，协调多家供应商拼柜出货',
            fact: '节日用品',
          },
          {
            text: '接手前任离职留下的智利客户，之前因为交期延误差点丢了。我每周一发生产进度表+照片，第二年返单3次。',
            rewrite:
              '接手前任离职留下的智利客户，该客户此前因交期延误几近流失。我坚持每周一发送生产进度表和照片，第二年实现返单3次。',
            fact: '智利客户',
          },
          {
            text: '2020年3~6月跟老板做防疫物资（口罩/手套）出口，出了11个柜，全部T/T预付',
            rewrite: '2020年3~6月协助老板开展防疫物资（口罩、手套）出口，共出货11个柜，全部为T/T预付',
            fact: '11个柜',
          },
          {
            text: '跟单/验货/订舱',
            rewrite: '负责跟单、验货及订舱',
            fact: '订舱',
          },
        ],
      },
      {
        organisation: '阿里巴巴（中国）网络技术有限公司',
        role: '国际站客户经理（宁波区域）',
        start: '2018.07',
        end: '2019.08',
        bullets: [
          {
            text: '陌拜+电话开发宁波、慈溪的工厂客户，销售出口通/金品诚企会员',
            rewrite: '通过陌生拜访和电话开发宁波、慈溪的工厂客户，销售出口通及金品诚企会员',
            fact: '金品诚企',
          },
          {
            text: 'FY2019下半年（2018.7~2019.3）新签23家，完成率112%',
            rewrite: 'FY2019下半年（2018.7~2019.3）新签23家客户，目标完成率112%',
            fact: '新签23家',
          },
          {
            text: '给签约客户做店铺诊断，教P4P直通车、RFQ报价',
            rewrite: '为签约客户提供店铺诊断，并培训P4P直通车与RFQ报价的使用',
            fact: '店铺诊断',
          },
          {
            text: '2019年Q1拿了宁波区域新人top3',
            rewrite: '2019年Q1获宁波区域新人top3',
            fact: '宁波区域新人',
          },
        ],
      },
    ],
    education: [
      {
        school: '浙江外国语学院',
        degree: '本科',
        major: '英语',
        start: '2014.09',
        end: '2018.06',
      },
    ],
    skills: [
      '英语听说读写流利，能独立谈判、处理客诉和验货报告',
      'FOB/CIF/DDP/EXW报价核算；T/T、L/C、OA收款；中信保投保&报损',
      '阿里巴巴国际站后台（P4P、RFQ、数据参谋）、领英开发、海关数据',
      '小家电认证：CE/GS/ETL/CB/LFGB，配合过BSCI验厂',
      '亚马逊FBA头程、海派/卡派、双清包税',
      'Excel（VLOOKUP、透视表），小满CRM',
    ],
    certificates: ['英语专业八级（TEM-8）', 'BEC高级（剑桥商务英语）'],
  },
  // Sell-side equity research analyst (电力设备新能源), Shanghai, about 5 years: 公募基金研究助理 -> 券商研究所
  // 研究助理 -> 行业研究员. Objective with a slash, brackets and a dash ("行业研究员（新能源/电新）— 买方优先").
  // A promotion at one broker (identical `organisation`: 研究助理 -> 行业研究员（电力设备新能源）), and two employers
  // in one city (the broker and the fund company are both in 上海); an internship at 中金 as the oldest entry.
  // "工作内容：" / "工作业绩：" labels, "①②③④" numbering, a very short bullet ("独立覆盖光伏逆变器"), a two-sentence
  // bullet, periods "2023年1-9月", "2020.07-2021.12", "2022年Q4", "9月" inside bullets, "15%~20%", "60+家",
  // "100+篇", "~300份", "约80亿", "v1 -> v4", "1500V", "A股10家+港股2家", "->", "/", "+", "&", "、", a summary line
  // starting "我", a second one starting "希望". The CFA line is a CANDIDATE line (Level I passed, sitting Level II):
  // it must never become "CFA持证人" / "CFA charterholder".
  // Real facts that look invented: 中国国际金融股份有限公司（中金）研究部 internship, the team's shortlist for
  // 新财富最佳分析师 (2024, a team shortlist, not a personal award), "覆盖12家上市公司", "深度报告23篇",
  // "路演200余场", "储能 PCS", "2023年1-9月", 复旦大学 金融硕士（MF）, 证券从业资格 and 基金从业资格.
  {
    id: 'zh-analyst-fanyiming',
    locale: 'zh-CN',
    name: '范一鸣',
    email: 'fanyiming_mf@163.com',
    phone: '139 1642 8057',
    city: '上海',
    target: '行业研究员（新能源/电新）— 买方优先',
    summary: [
      {
        text: '我做电新行业研究5年，买方卖方都待过：公募研究助理 -> 券商研究所，目前独立覆盖光伏逆变器、储能 PCS',
        rewrite:
          '我做电新行业研究5年，买方卖方都待过：从公募研究助理到券商研究所，目前独立覆盖光伏逆变器与储能 PCS。',
        fact: '买方卖方都待过',
      },
      {
        text: '希望回到买方做新能源方向。复旦MF，CFA 二级候选人（一级已过）',
        rewrite: '希望回到买方从事新能源方向研究。复旦MF，CFA 二级候选人（一级已通过）。',
        fact: '二级候选人',
      },
    ],
    jobs: [
      {
        organisation: '东鼎证券股份有限公司 研究所',
        role: '行业研究员（电力设备新能源）',
        start: '2023.01',
        end: '至今',
        bullets: [
          {
            text: '工作内容：覆盖12家上市公司（A股10家+港股2家），方向：储能 PCS / 电网设备 / 工控',
            rewrite: '覆盖12家上市公司（A股10家、港股2家），研究方向包括储能 PCS、电网设备与工控',
            fact: '覆盖12家上市公司',
          },
          {
            text: '独立覆盖光伏逆变器',
            rewrite: '独立覆盖光伏逆变器板块',
            fact: '覆盖光伏逆变器',
          },
          {
            text: '工作业绩：① 团队入围新财富最佳分析师（2024），电力设备新能源方向',
            rewrite: '所在团队入围新财富最佳分析师（2024，电力设备新能源方向）',
            fact: '入围新财富',
          },
          {
            text: '② 独立撰写深度报告23篇（其中储能 PCS 专题4篇，拆过1500V集中式vs组串式的成本结构），点评&季报跟踪100+篇',
            rewrite:
              '独立撰写深度报告23篇，其中储能 PCS 专题4篇，拆解1500V集中式与组串式方案的成本结构；另撰写点评与季报跟踪报告100余篇',
            fact: '深度报告23篇',
          },
          {
            text: '③ 2023年1-9月持续跟踪欧洲户储去库存，每月按国家/省份拆逆变器出口数据。9月外发报告下调2家逆变器公司盈利预测15%~20%，三季报出来后基本验证',
            rewrite:
              '2023年1-9月持续跟踪欧洲户储去库存，每月按国家与省份拆分逆变器出口数据；9月外发报告将2家逆变器公司的盈利预测下调15%~20%，随后三季报基本验证了这一判断',
            fact: '2023年1-9月',
          },
          {
            text: '④ 路演200余场，以公募/保险/私募为主',
            rewrite: '完成路演200余场，客户以公募、保险和私募机构为主',
            fact: '路演200余场',
          },
        ],
      },
      {
        organisation: '东鼎证券股份有限公司 研究所',
        role: '研究助理',
        start: '2021.12',
        end: '2022.12',
        bullets: [
          {
            text: '跟首席做电新，负责储能、工控方向数据库搭建（Wind/iFinD导出 -> Python清洗，每周更新）',
            rewrite:
              '协助首席分析师研究电力设备新能源行业，搭建储能与工控方向数据库（Wind/iFinD导出后用Python清洗，每周更新）',
            fact: 'Python清洗',
          },
          {
            text: '储能装机测算模型从v1迭代到v4，被用在团队年度策略里',
            rewrite: '将储能装机测算模型从v1迭代至v4，并应用于团队年度策略报告',
            fact: '储能装机测算模型',
          },
          {
            text: '参与深度报告8篇（第二作者）',
            rewrite: '参与撰写深度报告8篇，署名第二作者',
            fact: '深度报告8篇',
          },
          {
            text: '调研上市公司+产业链企业60+家，跑了江苏、浙江、广东、安徽4个省',
            rewrite: '调研上市公司及产业链企业60余家，足迹覆盖江苏、浙江、广东、安徽4个省',
            fact: '4个省',
          },
          {
            text: '2022年Q4张罗了策略会"储能产业链"专场，请到7家上市公司，参会机构投资者约150人',
            rewrite: '2022年Q4组织策略会"储能产业链"专场，邀请7家上市公司参会，到场机构投资者约150人',
            fact: '约150人',
          },
        ],
      },
      {
        organisation: '汇泓基金管理有限公司（上海）',
        role: '研究助理（电新/机械）',
        start: '2020.07',
        end: '2021.11',
        bullets: [
          {
            text: '支持电新+机械两位行业研究员，维护股票池里35只个股的盈利预测模型（Excel）',
            rewrite: '支持电新与机械两位行业研究员，维护股票池内35只个股的Excel盈利预测模型',
            fact: '35只个股',
          },
          {
            text: '给2只新能源主题基金（合计规模约80亿）的基金经理做光伏产业链价格周度跟踪：硅料/硅片/电池片/组件',
            rewrite:
              '为2只新能源主题基金（合计规模约80亿）的基金经理提供光伏产业链周度价格跟踪，覆盖硅料、硅片、电池片与组件',
            fact: '约80亿',
          },
          {
            text: '2021年硅料涨价那波做了成本传导测算，基金经理拿去做组件环节的调仓参考',
            rewrite: '在2021年硅料涨价期间完成成本传导测算，为基金经理在组件环节的调仓提供参考',
            fact: '成本传导测算',
          },
          {
            text: '专家电话会/调研纪要~300份（2020.07-2021.12）',
            rewrite: '整理专家电话会与调研纪要约300份（2020.07-2021.12）',
            fact: '300份',
          },
        ],
      },
      {
        organisation: '中国国际金融股份有限公司（中金）',
        role: '研究部实习生（电力设备新能源组）',
        start: '2019.03',
        end: '2019.08',
        bullets: [
          {
            text: '实习6个月，帮分析师更新锂电产业链数据：电池装机、正极/负极/电解液/隔膜出货量',
            rewrite:
              '实习6个月，协助分析师更新锂电产业链数据，包括电池装机量及正极、负极、电解液、隔膜出货量',
            fact: '锂电产业链数据',
          },
          {
            text: '参与2篇行业深度的数据部分，独立做了海外可比公司估值表（PE、EV/EBITDA）',
            rewrite: '参与2篇行业深度报告的数据工作，独立完成海外可比公司估值表（PE、EV/EBITDA）',
            fact: '可比公司估值表',
          },
          {
            text: '跟分析师参加路演、反路演，写会议记录',
            rewrite: '随分析师参加路演与反路演，负责撰写会议记录',
            fact: '反路演',
          },
        ],
      },
    ],
    education: [
      {
        school: '复旦大学',
        degree: '金融硕士（MF）',
        major: '金融',
        start: '2018.09',
        end: '2020.06',
      },
      {
        school: '南开大学',
        degree: '本科',
        major: '经济学',
        start: '2014.09',
        end: '2018.06',
      },
    ],
    skills: [
      'Wind、iFinD、Choice；海关出口数据、能源局装机数据口径比较熟',
      'Excel三张表建模，DCF / PE-Band / 分部估值，VBA会一点',
      'Python（pandas）做数据清洗、行业数据库',
      '产业链：光伏（硅料→组件、逆变器）、储能（电芯/PCS/EMS/集成）、电网设备',
      '路演 & 电话会主持，深度报告写作，PPT',
      '英语CET-6，能读海外公司年报和业绩会纪要',
    ],
    certificates: ['证券从业资格', '基金从业资格', 'CFA 二级候选人（已通过一级）'],
  },
  // Tuning round 5 (session 11): four more to the same brief.
  // Tuning round 5: clinical dietitian in Charlotte, NC, 9 years. Objective with a slash, an en dash and a field
  // after a comma. A promotion at one hospital (identical `organisation`: Clinical Dietitian II (ICU/NICU) ->
  // Clinical Nutrition Manager), and two employers in one city (DaVita dialysis clinics and the hospital, both in
  // Charlotte). A summary line starting "I have"; "Key achievements:" inside the latest job; "Jan 2023 -> Dec 2024",
  // "Apr 2020 – Mar 2021", "FY2023" inside bullets; a bullet that mentions a year ("In 2020 I was…"), long (two
  // sentences) in the ICU job; a very short bullet in each hospital job ("Chair, hospital Nutrition Committee",
  // "Precepted 9 UNCG dietetic interns"); "Epic 2023 upgrade" (a number right after a product name); short time
  // units ("~45 min", "72 hrs to 38 hrs"); two numbers of different units in one bullet (14 templates + ~45 min;
  // 48% -> 61% in 12 months); clinical units "1,800 kcal", "24 kcal/oz", "phosphorus < 5.5 mg/dL", "1 L/day";
  // abbreviations RDs / diet techs / pts / HD / PD / EN/PN / HMF / NFPE / CDI / QAPI; "~", "+", "&", "->", "<", "/".
  // The dietetic internship is written inside the MS line as an internship (combined MS/DI, 1,200 supervised
  // practice hrs), never as a degree of its own.
  // Real facts that look invented: DaVita as the employer, the CNSC (NBNSC) and the RDN (CDR) / LDN (NC Board)
  // credentials, ASPEN membership, "malnutrition coding captured $1.4M in CC/MCC revenue", "TPN days down 22%",
  // "11 RDs + 4 diet techs", "600-bed", "48-bed level III NICU", the MS from UNC Greensboro, the BS in Food Science
  // from NC State, the COSMED Q-NRG+ calorimeter, KDOQI 2020.
  {
    id: 'en-dietitian-priscilla',
    locale: 'en-US',
    name: 'Priscilla Whitfield',
    email: 'priscilla.whitfield.rdn@gmail.com',
    phone: '(704) 555-0182',
    city: 'Charlotte, NC',
    target: 'Clinical Nutrition Manager / Director – Acute Care, Nutrition Support',
    summary: [
      {
        text: 'I have 9 yrs as an RDN here in Charlotte - dialysis first, then ICU/NICU, and now I run clinical nutrition for a 600-bed hospital.',
        rewrite:
          'I have 9 years as an RDN here in Charlotte: dialysis first, then ICU/NICU, and now I run clinical nutrition for a 600-bed hospital.',
        fact: '600-bed hospital',
      },
      {
        text: 'RDN, LDN & CNSC (since 2019); ASPEN member, Epic super user',
        rewrite: 'RDN, LDN and CNSC (since 2019), ASPEN member and Epic super user.',
        fact: 'ASPEN member',
      },
    ],
    jobs: [
      {
        organisation: 'Novant Health Presbyterian Medical Center',
        role: 'Clinical Nutrition Manager',
        start: '2022.06',
        end: 'Present',
        bullets: [
          {
            text: 'Lead clinical nutrition for 600 beds: 11 RDs + 4 diet techs, hiring, schedules, annual competencies & productivity',
            rewrite:
              'Lead clinical nutrition across 600 beds, managing 11 RDs and 4 diet techs, including hiring, scheduling, annual competencies and productivity',
            fact: '4 diet techs',
          },
          {
            text: 'Key achievements: malnutrition coding captured $1.4M in CC/MCC revenue in FY2023 (RD-led NFPE + CDI query workflow)',
            rewrite:
              'Captured $1.4M in CC/MCC revenue in FY2023 through malnutrition coding, built on RD-led NFPE and a CDI query workflow',
            fact: '$1.4M in CC/MCC revenue',
          },
          {
            text: 'TPN days down 22% Jan 2023 -> Dec 2024 after I put an RD on daily PN rounds w/ pharmacy',
            rewrite:
              'Brought TPN days down 22% from Jan 2023 to Dec 2024 by placing an RD on daily PN rounds with pharmacy',
            fact: 'TPN days down 22%',
          },
          {
            text: 'Epic 2023 upgrade: rebuilt 14 ADIME note templates + the malnutrition flowsheet, charting ~45 min shorter per RD per day',
            rewrite:
              'Rebuilt 14 ADIME note templates and the malnutrition flowsheet during the Epic 2023 upgrade, cutting charting by about 45 min per RD per day',
            fact: 'Epic 2023 upgrade',
          },
          {
            text: 'zero nutrition findings at the 2024 Joint Commission survey',
            rewrite: 'Led the department to zero nutrition findings at the 2024 Joint Commission survey',
            fact: 'zero nutrition findings',
          },
          {
            text: 'Chair, hospital Nutrition Committee',
            rewrite: 'Chair the hospital Nutrition Committee',
            fact: 'Nutrition Committee',
          },
        ],
      },
      {
        organisation: 'Novant Health Presbyterian Medical Center',
        role: 'Clinical Dietitian II (ICU/NICU)',
        start: '2018.10',
        end: '2022.05',
        bullets: [
          {
            text: 'Primary RD for 32-bed MICU/SICU & the 48-bed level III NICU, EN/PN recs on daily multidisciplinary rounds',
            rewrite:
              'Served as primary RD for the 32-bed MICU/SICU and the 48-bed level III NICU, making EN/PN recommendations on daily multidisciplinary rounds',
            fact: '48-bed level III NICU',
          },
          {
            text: 'In 2020 I was the RD for the COVID ICU (Apr 2020 – Mar 2021), up to 40 vented pts at a time. Most were proned & on propofol so I counted propofol lipid kcal into every regimen, e.g. 1,800 kcal goal incl. ~300 kcal from propofol.',
            rewrite:
              'Served as the RD for the COVID ICU from Apr 2020 to Mar 2021, covering up to 40 ventilated patients at a time. Because most were proned and on propofol, I counted propofol lipid calories into every regimen, e.g. a 1,800 kcal goal including about 300 kcal from propofol.',
            fact: 'COVID ICU',
          },
          {
            text: 'Wrote the ICU volume-based enteral feeding protocol -> time to goal rate 72 hrs to 38 hrs',
            rewrite:
              'Wrote the ICU volume-based enteral feeding protocol, cutting time to goal rate from 72 hrs to 38 hrs',
            fact: 'volume-based enteral feeding',
          },
          {
            text: 'NICU: standardized HMF fortification to 24 kcal/oz, weekly Fenton growth review w/ neonatology',
            rewrite:
              'Standardized NICU human milk fortifier (HMF) fortification to 24 kcal/oz and held weekly Fenton growth reviews with neonatology',
            fact: '24 kcal/oz',
          },
          {
            text: 'Precepted 9 UNCG dietetic interns',
            rewrite: 'Precepted 9 UNCG dietetic interns',
            fact: '9 UNCG dietetic interns',
          },
        ],
      },
      {
        organisation: 'DaVita Kidney Care',
        role: 'Outpatient Renal Dietitian',
        start: '2016.07',
        end: '2018.09',
        bullets: [
          {
            text: 'Caseload ~150 in-center HD pts + 20 home PD across 2 clinics in Charlotte',
            rewrite:
              'Managed a caseload of about 150 in-center HD patients and 20 home PD patients across 2 clinics in Charlotte',
            fact: '150 in-center HD',
          },
          {
            text: 'pts w/ phosphorus < 5.5 mg/dL went from 48% to 61% in 12 months (monthly lab review + binder follow-up)',
            rewrite:
              'Raised the share of patients with phosphorus < 5.5 mg/dL from 48% to 61% in 12 months through monthly lab reviews and binder follow-up',
            fact: 'phosphorus < 5.5 mg/dL',
          },
          {
            text: 'Chairside teaching 3 shifts/day: binders, K+ & 1 L/day fluid limits, English/Spanish handouts',
            rewrite:
              'Taught patients chairside across 3 shifts a day on binders, potassium and 1 L/day fluid limits, with English and Spanish handouts',
            fact: '1 L/day fluid',
          },
          {
            text: 'Nutrition section of the monthly QAPI w/ facility administrator & nephrologists',
            rewrite:
              'Presented the nutrition section of the monthly QAPI meeting with the facility administrator and nephrologists',
            fact: 'monthly QAPI',
          },
        ],
      },
    ],
    education: [
      {
        school: 'The University of North Carolina at Greensboro',
        degree: 'MS',
        major: 'Nutrition (combined MS / Dietetic Internship, 1,200 supervised practice hrs)',
        start: '2014.08',
        end: '2016.05',
      },
      {
        school: 'North Carolina State University',
        degree: 'BS',
        major: 'Food Science',
        start: '2010.08',
        end: '2014.05',
      },
    ],
    skills: [
      'Epic (Clinical Nutrition / ADIME notes, flowsheets), Epic 2023 upgrade build, Computrition',
      'Nutrition support: EN/PN, PN order review w/ pharmacy, CRRT protein needs (up to 2.5 g/kg)',
      'NFPE & malnutrition dx (ASPEN/AND criteria, GLIM), CDI queries',
      'Indirect calorimetry (COSMED Q-NRG+)',
      'Renal: CKD 3-5, HD/PD, binders, KDOQI 2020 nutrition guideline',
      'Mgmt: hiring, scheduling, productivity, Joint Commission/CMS survey prep',
    ],
    certificates: [
      'RDN – Registered Dietitian Nutritionist (CDR), 2016',
      'LDN – Licensed Dietitian/Nutritionist (NC Board of Dietetics/Nutrition)',
      'CNSC – Certified Nutrition Support Clinician (NBNSC), 2019',
    ],
  },
  // Commercial HVAC service technician in Houston, 10 years in the trade: installer's helper at a residential
  // company -> Service Technician at Carrier Commercial Service -> Lead Service Technician at a mechanical
  // contractor (mentors 3 apprentices). Three employers in ONE city (all Houston). No degree: a Lone Star College
  // Certificate of Technology in HVAC and a high school diploma (the high school entry has an empty `major`).
  // IRREGULARITIES: objective with a slash, an en dash and a field after a comma; a chatty summary line starting
  // "I have"; "Key achievements:" inside the latest job; "06/2021" and "Aug 2017" inside bullets; "2 crews / 7 techs";
  // "78% -> 91%" with "FY2022 vs FY2024"; "$210K" next to "14 buildings" (two numbers of different units); "7.5–50 ton"
  // next to "~40 accounts"; "~300", "~2 hr", "500 microns", "1 wk in 4"; "w/", "&", "/", "->", "+"; model numbers
  // "19XR", "30RB/30XA", "SEER 16", "R-410A", "R-454B"; bullets that mention a year (2016, 2017, 2023, 2025);
  // a two-sentence bullet (the 19XR teardown) and a 3-word bullet ("Mentor 3 apprentices"); "NATE (A/C)" in the
  // summary vs "NATE – Air Conditioning" in certificates; "EPA 608 Universal" vs "EPA Section 608 Universal".
  // REAL FACTS THAT LOOK INVENTED: Carrier (Carrier Commercial Service) as the employer, "500-ton centrifugal
  // chillers (Carrier 19XR)", the 30RB/30XA air-cooled chiller models, "SEER 16", "R-410A to R-454B" (A2L, 2025),
  // "first-time fix rate 78% -> 91%", "$210K in PM contracts", "Trane Tracer SC+", "BACnet", Hurricane Harvey
  // (Aug 2017), Beltway 8, the three certificates (EPA Section 608 Universal, NATE, TDLR ACR Certified Technician),
  // and the Lone Star College "Certificate of Technology" (a real credential name, not a degree).
  {
    id: 'en-hvac-ramon',
    locale: 'en-US',
    name: 'Ramon Villarreal',
    email: 'ramon.villarreal.hvac@gmail.com',
    phone: '(832) 555-0193',
    city: 'Houston, TX',
    target: 'Lead Service Tech / Service Supervisor – Commercial HVAC, chillers & controls',
    summary: [
      {
        text: "I have 10 years in HVAC, started as an installer's helper in residential & now I lead the commercial service side for a mechanical contractor here in Houston.",
        rewrite:
          "I have 10 years in HVAC: I started as an installer's helper in residential and now lead the commercial service side for a mechanical contractor here in Houston.",
        fact: '10 years in HVAC',
      },
      {
        text: 'EPA 608 Universal, NATE (A/C), TDLR ACR Certified Technician — chillers, RTUs, VRF & BAS controls',
        rewrite:
          'EPA 608 Universal, NATE-certified in A/C and a TDLR ACR Certified Technician, working on chillers, RTUs, VRF systems and BAS controls.',
        fact: 'TDLR ACR Certified Technician',
      },
    ],
    jobs: [
      {
        organisation: 'Ridgeway Mechanical Services, LLC',
        role: 'Lead Service Technician',
        start: '2021.06',
        end: 'Present',
        bullets: [
          {
            text: 'Lead tech on the commercial service side since 06/2021 — 2 crews / 7 techs, dispatch overflow & after-hours on-call',
            rewrite:
              'Lead the commercial service side since 06/2021, directing 2 crews / 7 techs and covering dispatch overflow and after-hours on-call',
            fact: '2 crews / 7 techs',
          },
          {
            text: 'Key achievements: first-time fix rate 78% -> 91% (FY2022 vs FY2024) w/ standard truck stock lists + a review of every callback',
            rewrite:
              'Raised the first-time fix rate from 78% to 91% (FY2022 vs FY2024) by standardizing truck stock lists and reviewing every callback',
            fact: 'first-time fix rate',
          },
          {
            text: 'Sold/renewed $210K in PM contracts in 2023, 14 buildings (mostly office & medical)',
            rewrite:
              'Sold and renewed $210K in PM contracts in 2023 across 14 buildings, mostly office and medical',
            fact: '$210K in PM contracts',
          },
          {
            text: 'Did our first R-410A to R-454B changeouts in 2025, set up the A2L tools/leak detectors & trained both crews',
            rewrite:
              'Led the company’s first R-410A to R-454B changeouts in 2025, setting up A2L tools and leak detectors and training both crews',
            fact: 'R-410A to R-454B',
          },
          {
            text: 'BAS alarms on Trane Tracer SC+ & other BACnet controllers, trend points remotely before rolling a truck',
            rewrite:
              'Troubleshoot BAS alarms on Trane Tracer SC+ and other BACnet controllers, trending points remotely before rolling a truck',
            fact: 'Trane Tracer SC+',
          },
          {
            text: 'Mentor 3 apprentices',
            rewrite: 'Mentor 3 apprentices.',
            fact: '3 apprentices',
          },
        ],
      },
      {
        organisation: 'Carrier Commercial Service',
        role: 'Service Technician',
        start: '2017.04',
        end: '2021.05',
        bullets: [
          {
            text: 'PM + repair on RTUs 7.5–50 ton, split systems & air-cooled chillers (30RB/30XA), ~40 accounts in north Houston',
            rewrite:
              'Performed PM and repairs on 7.5–50 ton RTUs, split systems and air-cooled chillers (30RB/30XA) for about 40 accounts in north Houston',
            fact: 'air-cooled chillers (30RB/30XA)',
          },
          {
            text: 'Chiller team for two 500-ton centrifugal chillers (Carrier 19XR) at a hospital in the Med Center. Did the annual teardowns, eddy current testing and oil analysis with the senior tech.',
            rewrite:
              'Served on the chiller team for two 500-ton centrifugal chillers (Carrier 19XR) at a Medical Center hospital. Performed the annual teardowns, eddy current testing and oil analysis alongside the senior technician.',
            fact: '500-ton centrifugal chillers (Carrier 19XR)',
          },
          {
            text: 'Hurricane Harvey (Aug 2017): 3 weeks straight of flooded RTU & condenser calls',
            rewrite:
              'Worked 3 straight weeks of flooded RTU and condenser calls after Hurricane Harvey (Aug 2017)',
            fact: 'Hurricane Harvey',
          },
          {
            text: 'on-call 1 wk in 4, avg ~2 hr response inside Beltway 8',
            rewrite:
              'Covered the on-call rotation one week in four, averaging about 2 hours to respond inside Beltway 8',
            fact: 'Beltway 8',
          },
        ],
      },
      {
        organisation: 'Bayou City Comfort Air',
        role: "Installer's Helper (Residential)",
        start: '2015.03',
        end: '2017.03',
        bullets: [
          {
            text: 'Helped install ~300 residential split systems, mostly SEER 16 (Carrier/Bryant & Goodman)',
            rewrite:
              'Helped install about 300 residential split systems, mostly SEER 16 units from Carrier, Bryant and Goodman',
            fact: 'SEER 16',
          },
          {
            text: 'ductwork, line sets, brazing, pulling vacuum to 500 microns',
            rewrite: 'Ran ductwork and line sets, brazed joints and pulled vacuum down to 500 microns',
            fact: '500 microns',
          },
          {
            text: 'Got my EPA 608 Universal here in 2016',
            rewrite: 'Earned the EPA 608 Universal certification in 2016 while in this role',
            fact: 'EPA 608 Universal',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Lone Star College',
        degree: 'Certificate of Technology',
        major: 'Heating, Air Conditioning & Refrigeration (HVAC)',
        start: '2013.08',
        end: '2015.05',
      },
      {
        school: 'MacArthur High School (Aldine ISD)',
        degree: 'High School Diploma',
        major: '',
        start: '2009.08',
        end: '2013.06',
      },
    ],
    skills: [
      'Chillers: Carrier 19XR / 30XA / 30RB, Trane CVHE; RTUs 3–50 ton, VRF (Daikin, Mitsubishi)',
      'Controls/BAS: Trane Tracer SC+, Carrier i-Vu, BACnet MS/TP & IP',
      'Refrigerants: R-22, R-410A, R-454B (A2L) — recovery & leak rate logs',
      'Brazing, evacuation, superheat/subcool, 3-phase electrical & VFD troubleshooting',
      'ServiceTitan for dispatch, quotes & PM scheduling',
      'Bilingual English / Spanish',
    ],
    certificates: [
      'EPA Section 608 Universal',
      'NATE – Air Conditioning (Service)',
      'TDLR ACR Certified Technician',
    ],
  },
  // Tuning round 5: head nurse (护士长) in Chengdu, 12 years of clinical nursing. Promoted twice inside one real
  // hospital (three jobs, identical `organisation` 四川大学华西医院: 心内科CCU责任护士 -> 心内科临床带教老师 ->
  // 心内科护士长); the oldest job at a district hospital in the same city (普外科护士), so two employers in Chengdu.
  // NO objective line, so the H1 is the latest title. A 自考 本科 written "本科（自考）" next to a 大专.
  // IRREGULARITIES planted: a "工作业绩：" label inside the latest job followed by "①②③" bullets; dates in many forms
  // inside bullets ("2022.1-2023.12", "2019.7-2020.6", "19.07", "2021年7月", "2023年Q3", "2014年"); "‰" twice in one
  // bullet ("0.8‰降到0.3‰"); "N0-N4", "8~12人", "1,800余人次", "&", "+", "/", "→", "、", "（）"; a bullet with two numbers
  // of different units ("120余人" + "5所院校"; "62张" + "38人"); a two-sentence bullet (the CCU 带教流程 one); a very
  // short bullet ("夜班、抢救配合"); a device model number ("IABP（CS300）"); a summary line starting "我".
  // REAL FACTS THAT LOOK INVENTED: 四川大学华西医院 as the employer, 38 nurses / 62 beds, "非计划拔管率从0.8‰降到0.3‰",
  // "带教实习护士120余人", "护理质量检查全院第2名（2023年Q3）", JCI — she only took part in the hospital's JCI 评审准备
  // (迎检小组), it is NOT a certification and no rewrite may turn it into one; 主管护师 (2019), "PICC专科护士"
  // (a provincial training certificate, not a degree), the 四川大学 本科 (自考).
  {
    id: 'zh-headnurse-tangli',
    locale: 'zh-CN',
    name: '唐丽',
    email: 'tangli_hx0921@163.com',
    phone: '138 8046 5172',
    city: '成都',
    summary: [
      {
        text: '我做临床护理12年，其中10年在华西医院心内科，2021年7月起任心内科护士长。',
        rewrite: '我做临床护理12年，其中10年在华西医院心内科，2021年7月起任心内科护士长。',
        fact: '临床护理12年',
      },
      {
        text: '擅长心内科危重症护理&护理质量管理，主管护师，持PICC专科护士省级培训合格证',
        rewrite: '擅长心内科危重症护理与护理质量管理，主管护师，持PICC专科护士省级培训合格证。',
        fact: '护理质量管理',
      },
    ],
    jobs: [
      {
        organisation: '四川大学华西医院',
        role: '心内科护士长',
        start: '2021.07',
        end: '至今',
        bullets: [
          {
            text: '全面负责心内科病区护理管理：床位62张，护士38人（N0-N4分层），含CCU 8张床',
            rewrite: '全面负责心内科病区护理管理，病区床位62张、护士38人（按N0-N4分层管理），其中CCU床位8张',
            fact: '护士38人',
          },
          {
            text: '排班、绩效二次分配、耗材申领',
            rewrite: '负责护士排班、绩效二次分配与耗材申领',
            fact: '绩效二次分配',
          },
          {
            text: '工作业绩：①非计划拔管率从0.8‰降到0.3‰（2022.1-2023.12），主要靠PDA扫码+高危管道每班交接',
            rewrite: '推行PDA扫码与高危管道每班交接，使非计划拔管率从0.8‰降至0.3‰（2022.1-2023.12）',
            fact: '拔管率从0.8‰',
          },
          {
            text: '②护理质量检查全院第2名（2023年Q3），心内科第一次进前三',
            rewrite: '带领病区在护理质量检查中获全院第2名（2023年Q3），为心内科首次进入前三',
            fact: '全院第2名',
          },
          {
            text: '③ 2023年开了心衰护理门诊（每周二、四下午），到2024年底累计随访1,800余人次',
            rewrite: '2023年开设心衰护理门诊（每周二、四下午），截至2024年底累计随访1,800余人次',
            fact: '心衰护理门诊',
          },
        ],
      },
      {
        organisation: '四川大学华西医院',
        role: '心内科临床带教老师',
        start: '2019.01',
        end: '2021.06',
        bullets: [
          {
            text: 'CCU责任护士→带教老师，带教实习护士120余人（川大、成医等5所院校）',
            rewrite: '由CCU责任护士晋升为带教老师，累计带教实习护士120余人，来自川大、成医等5所院校',
            fact: '实习护士120余人',
          },
          {
            text: '改了CCU新护士的带教流程，把原来零散的带教改成"一对一导师+8周清单"。实施后新护士独立值班时间从6个月缩到4个月左右。',
            rewrite:
              '重新设计CCU新护士带教流程，将零散带教改为"一对一导师+8周清单"模式，新护士独立值班所需时间由6个月缩短至约4个月。',
            fact: '8周清单',
          },
          {
            text: '19.07拿到主管护师后，负责科室每月业务学习和护理查房，新护士规培一年两批、每批8~12人',
            rewrite:
              '19.07取得主管护师后，负责科室每月业务学习与护理查房，并承担新护士规培，每年两批、每批8~12人',
            fact: '每批8~12人',
          },
          {
            text: '2019.7-2020.6 参与医院JCI评审准备（病区迎检小组），负责本病区护理文书/高警示药品核查',
            rewrite:
              '2019.7-2020.6 作为病区迎检小组成员参与医院JCI评审准备，负责本病区护理文书与高警示药品核查',
            fact: 'JCI评审准备',
          },
        ],
      },
      {
        organisation: '四川大学华西医院',
        role: '心内科CCU责任护士',
        start: '2015.07',
        end: '2018.12',
        bullets: [
          {
            text: 'CCU 8张床，每班分管2~3个病人，急性心梗、心源性休克为主，配合IABP（CS300）、临时起搏器护理',
            rewrite:
              '在8张床位的CCU每班分管2~3名患者，以急性心梗和心源性休克为主，承担IABP（CS300）与临时起搏器护理',
            fact: 'IABP（CS300）',
          },
          {
            text: '夜班、抢救配合',
            rewrite: '承担夜班及抢救配合工作',
            fact: '抢救配合',
          },
          {
            text: '2018年取得PICC专科护士省级培训合格证，之后B超引导下独立置管60余例',
            rewrite: '2018年取得PICC专科护士省级培训合格证，此后在B超引导下独立完成PICC置管60余例',
            fact: '置管60余例',
          },
          {
            text: 'PCI术后宣教+出院指导，做了科室用的《PCI术后护理手册》',
            rewrite: '负责PCI术后宣教与出院指导，编写科室使用的《PCI术后护理手册》',
            fact: 'PCI术后护理手册',
          },
        ],
      },
      {
        organisation: '成都市龙泉驿区第二人民医院',
        role: '普外科护士',
        start: '2013.07',
        end: '2015.06',
        bullets: [
          {
            text: '普外科42张床，胃肠/肝胆术后护理为主',
            rewrite: '在42张床位的普外科负责胃肠、肝胆术后护理',
            fact: '42张床',
          },
          {
            text: '参加科室快速康复（ERAS）试点，负责术后早期下床宣教',
            rewrite: '参与科室快速康复（ERAS）试点，负责术后早期下床宣教',
            fact: 'ERAS',
          },
          {
            text: '2014年医院护理技能操作比赛（心肺复苏）三等奖',
            rewrite: '2014年获医院护理技能操作比赛（心肺复苏）三等奖',
            fact: '技能操作比赛',
          },
        ],
      },
    ],
    education: [
      {
        school: '四川大学',
        degree: '本科（自考）',
        major: '护理学',
        start: '2015.10',
        end: '2018.06',
      },
      {
        school: '成都医学院',
        degree: '大专',
        major: '护理',
        start: '2010.09',
        end: '2013.06',
      },
    ],
    skills: [
      '心内科危重症护理：PCI术后、IABP（CS300）、临时起搏器、CRRT配合',
      'PICC置管及维护（B超引导+改良塞丁格）',
      '护理质量管理：PDCA、根因分析（RCA）、不良事件上报',
      '排班/绩效二次分配、N0-N4分层培训',
      '移动护理PDA、HIS护理模块，Excel/PPT',
    ],
    certificates: ['护士执业证书', '主管护师（2019年）', 'PICC专科护士（省级培训合格证）'],
  },
  // Game designer (system / numerical design) in Hangzhou, 6+ years: executive designer at a small Hangzhou studio
  // for his first year, numerical designer at NetEase (Leihuo) 2019-2022, then at a mid-size Hangzhou game company,
  // promoted there (two jobs, identical `organisation`: 系统策划 -> 资深系统策划, now leading 2 designers), so three
  // employers in one city. Objective with " / ", a "——" dash, a field in （） with "、", and two cities with a slash.
  // IRREGULARITIES: a summary line starting "我做了…", a summary line starting "希望…" with "base杭州"; "工作业绩：" label
  // inside the latest job followed by "①②③" bullets; "3个版本/2个月" (two units in one bullet, with a slash);
  // "Unity 2019.4 -> Unity 2021.3" (version numbers inside a bullet); "版号（2023年6月过审）" and a two-sentence bullet;
  // dates inside bullets as "2023年6月", "24年Q2", "2022.10-2023.03", "20年10月-21年1月", "2021年"; "S1~S4", "D180",
  // "300+张", "100+张", "20+页", "80w", "1.2亿", "+9%", "→", "&", "+", "/"; a very short bullet "③ 跨服国战玩法";
  // abbreviations 次留, DAU, ARPPU, LTV, SLG, H5; the NetEase role written as "数值策划（雷火事业群）".
  // REAL FACTS THAT LOOK INVENTED: NetEase (网易（杭州）网络有限公司, 雷火事业群) as an employer; "首月流水1.2亿";
  // "DAU最高80w"; "次留从38%提到45%"; "版号（2023年6月过审）"; "Unity 2021.3"; "Excel+Lua配表"; 浙江大学
  // 数学与应用数学 本科; the CET-6 certificate; "带2个系统策划".
  {
    id: 'zh-gamedesign-luhao',
    locale: 'zh-CN',
    name: '陆浩',
    email: 'luhao_gd@163.com',
    phone: '139 5817 6204',
    city: '杭州',
    target: '系统策划 / 数值策划（SLG、卡牌）—— 杭州/上海',
    summary: [
      {
        text: '我做了6年多游戏策划，执行→数值→系统都干过，最熟的是SLG和卡牌。',
        rewrite: '我有6年多游戏策划经验，执行策划、数值策划、系统策划都做过，最熟悉SLG和卡牌品类。',
        fact: '6年多游戏策划',
      },
      {
        text: '数学系出身，Excel+Lua配表很熟，习惯用数据说话（留存/付费/LTV）',
        rewrite: '数学专业出身，熟练使用Excel+Lua配表，习惯用留存、付费、LTV等数据说话。',
        fact: 'Excel+Lua配表',
      },
      {
        text: '希望下一份工作继续做SLG或卡牌的系统/数值，base杭州或上海都可以',
        rewrite: '希望下一份工作继续负责SLG或卡牌项目的系统/数值设计，杭州或上海均可。',
        fact: '杭州或上海',
      },
    ],
    jobs: [
      {
        organisation: '杭州星垣互娱网络科技有限公司',
        role: '资深系统策划',
        start: '2024.01',
        end: '至今',
        bullets: [
          {
            text: '带2个系统策划，负责《铁幕远征》（SLG手游）联盟、城建、赛季三大系统的设计和迭代，组内策划案我来评审',
            rewrite:
              '带领2名系统策划，负责SLG手游《铁幕远征》联盟、城建、赛季三大系统的设计与迭代，并评审组内策划案',
            fact: '《铁幕远征》',
          },
          {
            text: '工作业绩：① 赛季制从0搭起，按3个版本/2个月一个赛季滚动，S1~S4赛季末老玩家回流+9%',
            rewrite: '从零搭建赛季制，以3个版本/2个月为一个赛季滚动更新，S1~S4赛季末老玩家回流提升9%',
            fact: '3个版本/2个月',
          },
          {
            text: '② 24年Q2新手引导+前7天目标线改版，次留从38%提到45%',
            rewrite: '2024年第二季度主导新手引导与前7天目标线改版，次留从38%提升至45%',
            fact: '次留从38%',
          },
          {
            text: '③ 跨服国战玩法',
            rewrite: '负责跨服国战玩法设计',
            fact: '跨服国战',
          },
        ],
      },
      {
        organisation: '杭州星垣互娱网络科技有限公司',
        role: '系统策划',
        start: '2022.05',
        end: '2023.12',
        bullets: [
          {
            text: '入职时项目在二测前，接手城建+科技树两个系统，维护配表300+张',
            rewrite: '在项目二测前入职，接手城建与科技树两个系统，维护300+张配表',
            fact: '科技树',
          },
          {
            text: '项目版号（2023年6月过审）下来后7月全平台上线，首月流水1.2亿。DAU最高80w左右，我负责的联盟系统是付费前三的模块。',
            rewrite:
              '项目取得版号（2023年6月过审）后于7月全平台上线，首月流水1.2亿。DAU最高约80w，本人负责的联盟系统位列付费前三模块。',
            fact: '首月流水1.2亿',
          },
          {
            text: '跟程序一起把客户端从Unity 2019.4升到Unity 2021.3，我负责配表工具链（Excel导表→Lua）的回归验证',
            rewrite:
              '配合程序将客户端从Unity 2019.4升级到Unity 2021.3，负责配表工具链（Excel导表→Lua）的回归验证',
            fact: 'Unity 2021.3',
          },
          {
            text: '2022.10-2023.03 两次测试（删档/不删档）的数据复盘，每次出20+页报告',
            rewrite: '负责2022.10-2023.03两次测试（删档/不删档）的数据复盘，每次输出20+页报告',
            fact: '20+页报告',
          },
        ],
      },
      {
        organisation: '网易（杭州）网络有限公司',
        role: '数值策划（雷火事业群）',
        start: '2019.06',
        end: '2022.04',
        bullets: [
          {
            text: '卡牌项目（未上线）战斗数值：100+张卡的属性/技能系数，用Lua写战斗模拟脚本跑平衡',
            rewrite:
              '负责卡牌项目（未上线）战斗数值，设计100+张卡的属性与技能系数，并用Lua编写战斗模拟脚本验证平衡',
            fact: '战斗模拟脚本',
          },
          {
            text: '经济系统：产出/消耗模型，资源投放按天算到D180',
            rewrite: '搭建经济系统的产出/消耗模型，资源投放按天规划至D180',
            fact: '产出/消耗模型',
          },
          {
            text: '付费设计：月卡、战令、首充，20年10月-21年1月改的战令ARPPU提升约15%',
            rewrite: '设计月卡、战令、首充等付费点，其中20年10月-21年1月改版的战令使ARPPU提升约15%',
            fact: 'ARPPU提升约15%',
          },
          {
            text: '2021年借调到兄弟项目组支援版本数值，负责装备强化线，3周',
            rewrite: '2021年借调至兄弟项目组支援版本数值，负责装备强化线（为期3周）',
            fact: '装备强化线',
          },
        ],
      },
      {
        organisation: '杭州青柚互动网络科技有限公司',
        role: '执行策划',
        start: '2018.07',
        end: '2019.05',
        bullets: [
          {
            text: '配表、写活动文案、跟测试提bug，啥都干',
            rewrite: '负责配表、撰写活动文案，并跟进测试提交bug',
            fact: '活动文案',
          },
          {
            text: '独立做了6期节日活动（春节/元宵/五一等）',
            rewrite: '独立策划并上线6期节日活动（春节、元宵、五一等）',
            fact: '6期节日活动',
          },
          {
            text: 'H5消除类小游戏关卡设计，一共出了120关',
            rewrite: '负责H5消除类小游戏的关卡设计，共产出120关',
            fact: '120关',
          },
        ],
      },
    ],
    education: [
      {
        school: '浙江大学',
        degree: '本科',
        major: '数学与应用数学',
        start: '2014.09',
        end: '2018.06',
      },
    ],
    skills: [
      'Excel（VLOOKUP/INDEX+MATCH、数据透视、简单VBA宏）',
      'Lua配表 & 写战斗模拟，Python会一点（pandas跑日志）',
      'SLG联盟/赛季/城建系统，卡牌养成线和战斗数值',
      'Unity 2021.3基础操作，能自己改预制体、看Profiler',
      '数据分析：留存、LTV、ARPPU，神策 + 自建BI',
      'Axure、XMind、飞书文档写策划案',
    ],
    certificates: ['CET-6'],
  },
  // Tuning round 6 (session 11): four more to the same brief.
  // Tuning round 6: licensed clinical social worker in Minneapolis, 10+ years: nonprofit shelter case manager ->
  // hospital ED social worker (LGSW) -> promoted at the same health system to Clinical Social Worker II (ED &
  // inpatient psych; identical `organisation`) -> Behavioral Health Program Manager at Hennepin County. Two
  // employers in one city as well (all Minneapolis). Objective with a slash, an en dash and a field list after
  // a comma ("county, health system or CCBHC").
  // IRREGULARITIES: bullets that START with a number ("14 staff…", "38 active cases…"); a percentage range
  // "20–25%"; a "Selected outcomes:" label inside the county job; a whole bullet in parentheses ("(COVID surge
  // 2020–21: …)"); "Spring 2019", "Sept 2022", "Oct 2019", "FY2023 vs FY2022", "2020–21" inside bullets; a bullet
  // that mentions a year ("in 2023 we added…"); two numbers of different units in one bullet (staff + open
  // cases; beds + assessments/wk; % of clients + months); a long two-sentence bullet (evening shift); a very short
  // bullet ("Epic super-user since 2018"); "w/", "+", "&", "->", "~", "≥", "/", "2p–10:30p"; instrument names
  // that look like model numbers (PHQ-9, GAD-7, C-SSRS, DLA-20); one skills line that is a long comma list.
  // REAL FACTS THAT LOOK INVENTED: Hennepin County as the employer; the LICSW (Minnesota Board of Social Work;
  // Minnesota's clinical license is spelled LICSW, not LCSW) and board-approved supervisor status; the ASWB
  // Clinical exam; "caseload of 38" / "38 active cases"; "reduced ED boarding by 31%"; the "$2.3M SAMHSA grant"
  // which she CO-WROTE with the county grants office and 2 partners (not won alone); Epic; PHQ-9; the MSW from
  // the University of Minnesota; a BA in Psychology from Gustavus Adolphus College.
  {
    id: 'en-socialwork-jolene',
    locale: 'en-US',
    name: 'Jolene Halvorsen',
    email: 'jolene.halvorsen.msw@gmail.com',
    phone: '(612) 555-0183',
    city: 'Minneapolis, MN',
    target: 'Behavioral Health Program Manager / Clinical Director – county, health system or CCBHC',
    summary: [
      {
        text: 'I have 10+ yrs in social work here in Minneapolis: started as a shelter case manager with a caseload of 38, then ED & inpatient psych, now I run a county behavioral health program.',
        rewrite:
          'I have 10+ years in social work here in Minneapolis: I started as a shelter case manager with a caseload of 38, moved to ED and inpatient psych, and now run a county behavioral health program.',
        fact: 'caseload of 38',
      },
      {
        text: 'LICSW (MN Board of Social Work) + board-approved supervisor, comfortable w/ Epic, PHQ-9/GAD-7/C-SSRS, county contracts & grant reporting',
        rewrite:
          'LICSW (MN Board of Social Work) and board-approved supervisor, comfortable with Epic, the PHQ-9, GAD-7 and C-SSRS, county contracts and grant reporting.',
        fact: 'board-approved supervisor',
      },
    ],
    jobs: [
      {
        organisation: 'Hennepin County Human Services – Behavioral Health',
        role: 'Behavioral Health Program Manager',
        start: '2021.06',
        end: 'Present',
        bullets: [
          {
            text: '14 staff in adult mental health case mgmt: 2 supervisors, 10 case managers, 2 peer specialists (CPRS) -> ~410 open cases',
            rewrite:
              'Manage 14 staff in adult mental health case management (2 supervisors, 10 case managers and 2 certified peer specialists) carrying about 410 open cases',
            fact: '14 staff',
          },
          {
            text: 'Selected outcomes: reduced ED boarding by 31% for adults waiting on psych placement (FY2023 vs FY2022), via a crisis stabilization pathway w/ 3 metro EDs',
            rewrite:
              'Reduced ED boarding by 31% for adults awaiting psychiatric placement (FY2023 vs FY2022) by building a crisis stabilization pathway with 3 metro emergency departments',
            fact: 'ED boarding by 31%',
          },
          {
            text: "co-wrote the county's $2.3M SAMHSA grant (CCBHC expansion, 4 yrs) with our grants office + 2 provider partners, funded Sept 2022, I'm program lead",
            rewrite:
              'Co-wrote a $2.3M SAMHSA grant (CCBHC expansion, 4 years) with the county grants office and 2 provider partners; funded in Sept 2022, with me as program lead',
            fact: '$2.3M SAMHSA grant',
          },
          {
            text: 'first-appt no-shows down 20–25% (varies by clinic) after moving to same-week intake + text reminders',
            rewrite:
              'Cut first-appointment no-shows by 20–25%, depending on the clinic, by moving to same-week intake and text reminders',
            fact: '20–25%',
          },
          {
            text: 'in 2023 we added PHQ-9 at intake & every 90 days for all case mgmt clients, 58% of those starting ≥10 dropped 5+ pts by 6 months',
            rewrite:
              'Introduced the PHQ-9 at intake and every 90 days for all case management clients in 2023; 58% of clients starting at 10 or above dropped 5+ points within 6 months',
            fact: 'every 90 days',
          },
        ],
      },
      {
        organisation: 'Riverbend Health System',
        role: 'Clinical Social Worker II – ED & Inpatient Psych',
        start: '2020.02',
        end: '2021.05',
        bullets: [
          {
            text: 'Covered the 52-bed ED + 24-bed adult inpatient psych unit, ~15 psychosocial assessments/wk',
            rewrite:
              'Covered the 52-bed ED and the 24-bed adult inpatient psych unit, completing about 15 psychosocial assessments a week',
            fact: '24-bed adult inpatient psych',
          },
          {
            text: 'Discharge planning for 72-hr holds & civil commitment cases, worked w/ Hennepin County pre-petition screening',
            rewrite:
              'Led discharge planning for 72-hour holds and civil commitment cases, working with Hennepin County pre-petition screening',
            fact: 'pre-petition screening',
          },
          {
            text: 'Precepted 4 MSW interns, supervised 2 LGSWs toward licensure',
            rewrite: 'Precepted 4 MSW interns and supervised 2 LGSWs toward licensure',
            fact: '4 MSW interns',
          },
          {
            text: '(COVID surge 2020–21: also ran the family video-visit line for the psych unit)',
            rewrite: 'Also ran the family video-visit line for the psych unit during the 2020–21 COVID surge',
            fact: 'family video-visit line',
          },
        ],
      },
      {
        organisation: 'Riverbend Health System',
        role: 'Social Worker (LGSW) – Emergency Dept',
        start: '2017.06',
        end: '2020.01',
        bullets: [
          {
            text: 'Evening shift (2p–10:30p) SW for the ED, crisis assessments, safety planning w/ C-SSRS, shelter & detox placements. Most nights it was 6-10 consults and after 8pm I was the only SW in the building.',
            rewrite:
              'Worked the evening shift (2p–10:30p) as the ED social worker, handling crisis assessments, safety planning with the C-SSRS, and shelter and detox placements. Most nights brought 6-10 consults, and after 8pm I was the only social worker in the building.',
            fact: 'shift (2p–10:30p)',
          },
          {
            text: 'Spring 2019: helped build the SW assessment + SDOH screening flowsheets in Epic',
            rewrite:
              'Helped build the social work assessment and SDOH screening flowsheets in Epic in Spring 2019',
            fact: 'flowsheets in Epic',
          },
          {
            text: 'Epic super-user since 2018',
            rewrite: 'Epic super-user since 2018',
            fact: 'Epic super-user',
          },
          {
            text: 'LICSW Oct 2019 (ASWB Clinical exam), 4,000 supervised hrs done in 28 months',
            rewrite:
              'Earned the LICSW in Oct 2019 after passing the ASWB Clinical exam and completing 4,000 supervised hours in 28 months',
            fact: 'ASWB Clinical exam',
          },
        ],
      },
      {
        organisation: 'Cedar Commons Family Shelter',
        role: 'Case Manager',
        start: '2014.07',
        end: '2017.05',
        bullets: [
          {
            text: '38 active cases at peak, single moms + families: Coordinated Entry assessments, MFIP/SNAP apps, housing search',
            rewrite:
              'Managed 38 active cases at peak, mostly single mothers and families, covering Coordinated Entry assessments, MFIP and SNAP applications, and housing search',
            fact: '38 active cases',
          },
          {
            text: 'Housed 61 households in FY2016 (about 2/3 w/ a Section 8 or RRH voucher)',
            rewrite:
              'Housed 61 households in FY2016, about two-thirds of them with a Section 8 or rapid rehousing voucher',
            fact: '61 households',
          },
          {
            text: 'ran a weekly tenant-skills group, avg 8-12 residents',
            rewrite: 'Ran a weekly tenant-skills group averaging 8-12 residents',
            fact: 'tenant-skills group',
          },
          {
            text: 'Worked full time through my MSW (part-time program, 2014–2017)',
            rewrite: 'Worked full time while completing my MSW in the part-time program (2014–2017)',
            fact: 'part-time program',
          },
        ],
      },
    ],
    education: [
      {
        school: 'University of Minnesota – Twin Cities',
        degree: 'MSW',
        major: 'Social Work',
        start: '2014.09',
        end: '2017.05',
      },
      {
        school: 'Gustavus Adolphus College',
        degree: 'BA',
        major: 'Psychology',
        start: '2010.09',
        end: '2014.05',
      },
    ],
    skills: [
      'Diagnostic/psychosocial assessment, crisis intervention, safety planning, motivational interviewing, DBT skills, trauma-informed care, harm reduction, discharge planning, 72-hr holds & civil commitment, Coordinated Entry, MA/MFIP/SNAP eligibility, SDOH screening',
      'Measures: PHQ-9, GAD-7, C-SSRS, DLA-20',
      'Epic (super-user), Excel + Power BI dashboards, telehealth (Zoom/Teams)',
      'County contracts, SAMHSA grant writing & SPARS reporting, program budgets',
      'Clinical supervision of LGSWs, MSW field instructor',
    ],
    certificates: [
      'LICSW – Licensed Independent Clinical Social Worker, Minnesota Board of Social Work (2019)',
      'Board-approved supervisor, Minnesota Board of Social Work',
    ],
  },
  // Tuning round 6: aircraft maintenance technician in Dallas, 9 years on aircraft. Now Lead AMT on nights in
  // American Airlines line maintenance at DFW, promoted there (two jobs, identical `organisation`: Aircraft
  // Maintenance Technician (AMT) -> Lead AMT – Line Maintenance (Nights)); before that an AMT at a regional MRO
  // at Dallas Executive Airport (CRJ-700/900 & E175 heavy checks); first 4 years a USAF C-130J crew chief, rank
  // and unit written the veteran way ("SSgt (E-5)", "317th AMXS, Dyess AFB, TX", "AFSC 2A5X1").
  // IRREGULARITIES: objective with a slash, an en dash and a field after a comma ("Part 121 line mx, nights
  // OK"); ALL-CAPS bullet starts ("REMOVED AND REPLACED…", "REVIEW & SIGN…", "STRUCTURES:", "BORESCOPE…",
  // "PERFORMED…"); aircraft type numbers that look like counts ("737 & 321", "a 321 brake assy", "C-130J's",
  // "E175"); a "Key achievements:" label inside the current job and a "Deployments:" label with places inside
  // the Air Force job; "x2" in a bullet; dates as "03/2025, 10/2025", "Jan–Jul 2018", "Feb 2023", "Aug 2024",
  // "FY19", "Q3 2018", "2021-2022", "2200-0630"; "~", "+", "&", "/", "w/", "w/o"; a stray apostrophe ("HPSOV's",
  // "C-130J's"); a two-sentence bullet; a five-word bullet ("trained 6 new Airmen (OJT)"); a bullet with two
  // numbers of different units ("3 regional carriers, 14-21 day hangar visits"); a summary line starting "I have".
  // The IA is NOT held: the summary says "not held yet, eligible in 2026" (A&P earned Feb 2023 + 3 years), and
  // the rewrite must keep it honest; IA must never appear as a certificate.
  // REAL FACTS THAT LOOK INVENTED: American Airlines as the employer, the FAA A&P certificate, "Inspection
  // Authorization (IA)" (mentioned, not held), "B737-800 / A321", "CFM56-7B", "CF34-8C/-8E", "AE 2100D3",
  // "AOG turns in under 4 hrs", "0 findings on 2 FAA ramp checks", "Secret clearance (inactive)", ETOPS
  // qualified, an AAS from the Community College of the Air Force, Air Force tech school at Sheppard AFB (not a
  // degree), "~1,100 flight hrs", "1 of 28", "~120 repairs", "11 AMTs + 2 stock clerks".
  {
    id: 'en-amt-marcus',
    locale: 'en-US',
    name: 'Marcus D. Whitfield',
    email: 'marcus.whitfield.amt@gmail.com',
    phone: '(469) 555-0183',
    city: 'Dallas, TX',
    target: 'Lead AMT / Maintenance Supervisor – Part 121 line mx, nights OK',
    summary: [
      {
        text: 'I have 9 yrs on aircraft: 4 as a USAF crew chief on the C-130J, the rest civilian on CRJ/E175 and now 737/321 line mx at DFW.',
        rewrite:
          'I have 9 years on aircraft: 4 as a USAF crew chief on the C-130J and the rest in civil maintenance, first on CRJ and E175 regional jets and now on 737 and A321 line maintenance at DFW.',
        fact: 'crew chief on the C-130J',
      },
      {
        text: 'FAA A&P since 2023. Inspection Authorization (IA): not held yet, eligible in 2026.',
        rewrite:
          'FAA A&P certificate holder since 2023; I do not hold an Inspection Authorization (IA) yet and become eligible in 2026.',
        fact: 'eligible in 2026',
      },
      {
        text: 'Secret clearance (inactive) · on nights since 2023 · calm under AOG pressure & RII paperwork',
        rewrite:
          'Secret clearance (inactive); on the night shift since 2023 and calm under AOG pressure and RII paperwork.',
        fact: 'Secret clearance (inactive)',
      },
    ],
    jobs: [
      {
        organisation: 'American Airlines (DFW Line Maintenance)',
        role: 'Lead AMT – Line Maintenance (Nights)',
        start: '2024.11',
        end: 'Present',
        bullets: [
          {
            text: 'Lead 11 AMTs + 2 stock clerks on nights (2200-0630), overnight checks on B737-800 / A321 at the C & E gates',
            rewrite:
              'Lead 11 AMTs and 2 stock clerks on the night shift (2200–0630), running overnight checks on B737-800 / A321 aircraft at the C and E gates',
            fact: 'B737-800 / A321',
          },
          {
            text: 'Key achievements: AOG turns in under 4 hrs avg for the 737 fleet in 2025 (down from ~6.5 hrs)',
            rewrite:
              'Brought AOG turns in under 4 hrs on average for the 737 fleet in 2025, down from about 6.5 hrs',
            fact: 'AOG turns in under 4 hrs',
          },
          {
            text: '0 findings on 2 FAA ramp checks (03/2025, 10/2025)',
            rewrite: 'Kept the shift at 0 findings on 2 FAA ramp checks, in 03/2025 and 10/2025',
            fact: '0 findings on 2 FAA ramp checks',
          },
          {
            text: 'REVIEW & SIGN every logbook entry before release, RII buy-backs on flight controls',
            rewrite:
              'Review and sign every logbook entry before release and perform RII buy-backs on flight controls',
            fact: 'RII buy-backs',
          },
        ],
      },
      {
        organisation: 'American Airlines (DFW Line Maintenance)',
        role: 'Aircraft Maintenance Technician (AMT)',
        start: '2023.05',
        end: '2024.10',
        bullets: [
          {
            text: "REMOVED AND REPLACED CFM56-7B components on the line — starters, IDGs, fuel nozzles, HPSOV's — per AMM, ~5-6 jobs a night",
            rewrite:
              'Removed and replaced CFM56-7B components on the line, including starters, IDGs, fuel nozzles and HPSOVs, per the AMM, at about 5-6 jobs a night',
            fact: 'CFM56-7B',
          },
          {
            text: '737 & 321 overnight checks, MEL/CDL deferrals, tire & brake changes (~40 brake changes in 2023 alone)',
            rewrite:
              'Performed overnight checks on the 737 and A321, handled MEL/CDL deferrals and changed tires and brakes, with about 40 brake changes in 2023 alone',
            fact: '40 brake changes in 2023',
          },
          {
            text: 'ETOPS qualified Aug 2024, run-up & taxi qualified on the 737-800',
            rewrite: 'Became ETOPS qualified in Aug 2024 and run-up and taxi qualified on the 737-800',
            fact: 'ETOPS qualified',
          },
          {
            text: 'AOG recovery road trips to AUS & ELP – swapped a 321 brake assy + an APU starter on the ramp',
            rewrite:
              'Went on AOG recovery road trips to AUS and ELP, replacing an A321 brake assembly and an APU starter on the ramp',
            fact: 'AOG recovery road trips',
          },
        ],
      },
      {
        organisation: 'Cedar Crest Aero Services (Dallas Executive Airport)',
        role: 'Aircraft Maintenance Technician',
        start: '2020.09',
        end: '2023.04',
        bullets: [
          {
            text: 'C-checks & heavy mx on CRJ-700/900 & E175 for 3 regional carriers, 14-21 day hangar visits',
            rewrite:
              'Performed C-checks and heavy maintenance on CRJ-700/900 and E175 aircraft for 3 regional carriers, in 14-21 day hangar visits',
            fact: '3 regional carriers',
          },
          {
            text: 'STRUCTURES: corrosion repairs per SRM, ~120 repairs signed off 2021-2022, no returns from QA',
            rewrite:
              'Completed structural corrosion repairs per the SRM, signing off about 120 repairs in 2021-2022 with no returns from QA',
            fact: '120 repairs',
          },
          {
            text: 'Worked the E175 landing gear swap program in 2022 (8 aircraft, MLG + NLG overhaul exchange). I wrote the task-card checklist we ended up using on every gear swap after that.',
            rewrite:
              'Worked the 2022 E175 landing gear swap program, covering 8 aircraft with MLG and NLG overhaul exchanges, and wrote the task-card checklist used on every gear swap after that.',
            fact: 'E175 landing gear swap',
          },
          {
            text: 'BORESCOPE inspections on CF34-8C/-8E engines, ~30 done',
            rewrite: 'Performed about 30 borescope inspections on CF34-8C/-8E engines',
            fact: 'CF34-8C/-8E',
          },
          {
            text: 'Got my A&P here Feb 2023 (O&P done while working full time)',
            rewrite:
              'Earned the FAA A&P certificate in Feb 2023, passing the oral and practical while working full time',
            fact: 'Feb 2023',
          },
        ],
      },
      {
        organisation: 'U.S. Air Force – 317th AMXS, Dyess AFB, TX',
        role: 'C-130J Crew Chief, SSgt (E-5) – AFSC 2A5X1',
        start: '2016.07',
        end: '2020.07',
        bullets: [
          {
            text: "Dedicated Crew Chief on 1 of 28 C-130J's on station, ~1,100 flight hrs in FY19 w/o a mx cancellation",
            rewrite:
              'Served as Dedicated Crew Chief on 1 of 28 C-130J aircraft on station, supporting about 1,100 flight hours in FY19 without a maintenance cancellation',
            fact: 'Dedicated Crew Chief',
          },
          {
            text: 'PERFORMED BPO/PR/HSC inspections, engine runs on the AE 2100D3, 6-blade prop servicing',
            rewrite:
              'Performed basic postflight, preflight and home station check (BPO/PR/HSC) inspections, ran the AE 2100D3 engines and serviced the 6-blade props',
            fact: 'AE 2100D3',
          },
          {
            text: 'Deployments: Ali Al Salem AB, Kuwait (Jan–Jul 2018); Al Udeid AB, Qatar (4 mos, 2019)',
            rewrite:
              'Deployed to Ali Al Salem AB, Kuwait (Jan–Jul 2018) and Al Udeid AB, Qatar (4 months, 2019)',
            fact: 'Ali Al Salem AB',
          },
          {
            text: 'Sq Maintainer of the Quarter x2 (Q3 2018, Q1 2019)',
            rewrite: 'Named squadron Maintainer of the Quarter twice, in Q3 2018 and Q1 2019',
            fact: 'Maintainer of the Quarter',
          },
          {
            text: 'trained 6 new Airmen (OJT)',
            rewrite: 'Trained 6 new Airmen through on-the-job training (OJT)',
            fact: '6 new Airmen',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Community College of the Air Force',
        degree: 'AAS',
        major: 'Aviation Maintenance Technology',
        start: '2016.07',
        end: '2019.12',
      },
      {
        school: 'USAF Technical Training – Sheppard AFB, TX',
        degree: 'Tech school (not a degree)',
        major: 'Airlift/Special Mission Aircraft Maintenance Apprentice (2A531)',
        start: '2016.09',
        end: '2017.01',
      },
    ],
    skills: [
      'B737-800 / A321 line mx, CRJ-700/900 & E175 heavy checks, C-130J flightline',
      'Engines: CFM56-7B, CF34-8C/-8E, AE 2100D3 (R&R, borescope, run-up & taxi)',
      'AMM / IPC / SRM / MEL-CDL, logbook & RII sign-offs',
      'Sheet metal & corrosion repair, torque & safety wire',
      'Night shift lead: turnover w/ MOC, parts chasing, AOG recovery',
    ],
    certificates: ['FAA Airframe & Powerplant (A&P) Mechanic Certificate – Feb 2023'],
  },
  // Corporate M&A / compliance lawyer in Beijing, 7 years: 法务专员 at a tech group's legal department -> 实习律师
  // -> 律师 at 金杜 (promotion at one firm, identical `organisation`: 北京市金杜律师事务所) -> 资深律师 at a mid-size
  // firm, leading 2 律师助理. All three employers in Beijing. Objective with a slash, an em dash and a field after
  // a comma. IRREGULARITIES: "工作内容：" / "工作业绩：" labels inside the latest job, followed by "①②③"; project
  // names in quotes and 书名号 (“某外资药企收购国内CRO企业”, 《个人信息保护法》, 《合同管理办法》); "（代表买方）" in
  // brackets; dates "2024年3月", "2021年下半年", "2022-2023年度", "2019.10~2020.10", "2020年12月" inside bullets;
  // ordinals "第1、2、3期"; a summary line starting "注：" that says the New York bar is NOT held (TOEFL taken,
  // UBE in preparation) and must not be upgraded to a qualification; "→", "&", "/", "+", "、", "约", "30余份",
  // "20多场", "月均80份左右"; a standard number "GB/T 35273-2020"; a very short bullet ("常年法律顾问客户6家");
  // a two-sentence bullet; a bullet with two numbers of different units (70%股权 + 约18亿元; 2件 + 30日).
  // REAL FACTS THAT LOOK INVENTED: 金杜 (King & Wood Mallesons, Beijing office) as the employer, "交易金额约18亿元",
  // "尽调报告30余份", the 《个人信息保护法》合规项目, "某A股上市公司（股票代码隐去）", 经营者集中申报 cleared in
  // phase one, 法律职业资格证书（A证）, 律师执业证, 法律硕士（法学） from 中国政法大学, 法学 from 西南政法大学.
  {
    id: 'zh-lawyer-xumengqi',
    locale: 'zh-CN',
    name: '徐梦琪',
    email: 'xumengqi.law@163.com',
    phone: '138 1176 4092',
    city: '北京',
    target: '公司并购/合规律师 — 资深律师或法务经理，TMT、消费方向',
    summary: [
      {
        text: '我做公司业务7年：企业法务1年多 → 金杜并购组近4年 → 现在中型所做资深律师，带2名律师助理。',
        rewrite:
          '我从事公司法律业务7年：先在企业法务部1年多，之后在金杜并购组近4年，现任中型律所资深律师，带2名律师助理。',
        fact: '带2名律师助理',
      },
      {
        text: '主要做股权并购、外商投资和数据合规（《个人信息保护法》/《数据安全法》），英文可以直接起草+谈判',
        rewrite:
          '专注股权并购、外商投资与数据合规（《个人信息保护法》《数据安全法》），能以英文直接起草文件和参与谈判。',
        fact: '外商投资',
      },
      {
        text: '注：纽约州律师资格还没有，TOEFL已考（108分），正在准备UBE考试。',
        rewrite: '注：尚未取得纽约州律师资格，已参加TOEFL考试（108分），正在准备UBE考试。',
        fact: '正在准备UBE考试',
      },
    ],
    jobs: [
      {
        organisation: '北京市合信致远律师事务所',
        role: '资深律师（公司并购/合规）',
        start: '2023.07',
        end: '至今',
        bullets: [
          {
            text: '工作内容：带2名律师助理承办并购、合规项目，负责尽调分工、文件审核和客户对接，每周向主办合伙人汇报',
            rewrite:
              '带领2名律师助理承办并购与合规项目，负责尽调分工、文件审核和客户对接，并每周向主办合伙人汇报',
            fact: '尽调分工',
          },
          {
            text: '工作业绩：① 某A股上市公司（股票代码隐去）收购一家新能源零部件企业70%股权（代表买方），交易金额约18亿元，2024年3月完成交割',
            rewrite:
              '代表买方为某A股上市公司（股票代码隐去）收购一家新能源零部件企业70%股权提供法律服务，交易金额约18亿元，于2024年3月完成交割',
            fact: '交易金额约18亿元',
          },
          {
            text: '② 《个人信息保护法》合规项目：为一家连锁零售客户梳理12条业务线的个人信息处理活动，对照GB/T 35273-2020出具个人信息保护影响评估报告。项目做了5个月，之后转为按年度提供合规顾问服务',
            rewrite:
              '主办《个人信息保护法》合规项目，为一家连锁零售客户梳理12条业务线的个人信息处理活动，并对照GB/T 35273-2020出具个人信息保护影响评估报告。项目历时5个月，此后转为按年度提供合规顾问服务',
            fact: '12条业务线',
          },
          {
            text: '③ 所里“合规大讲堂”第1、2、3期主讲，听众是客户法务，累计约200人次',
            rewrite: '担任所内“合规大讲堂”第1、2、3期主讲，面向客户法务，累计约200人次',
            fact: '合规大讲堂',
          },
          {
            text: '常年法律顾问客户6家',
            rewrite: '维护常年法律顾问客户6家',
            fact: '客户6家',
          },
        ],
      },
      {
        organisation: '北京市金杜律师事务所',
        role: '律师（公司并购组）',
        start: '2021.01',
        end: '2023.06',
        bullets: [
          {
            text: '2021年下半年起独立负责跨境并购项目的尽调和SPA/SHA起草、交割清单，累计出具尽调报告30余份',
            rewrite:
              '自2021年下半年起独立负责跨境并购项目的尽职调查、SPA/SHA起草及交割清单，累计出具尽调报告30余份',
            fact: '尽调报告30余份',
          },
          {
            text: '“某外资药企收购国内CRO企业”项目（代表买方）：负责劳动、知识产权、数据三块尽调，协调美国/新加坡境外律所',
            rewrite:
              '在“某外资药企收购国内CRO企业”项目中代表买方，负责劳动、知识产权和数据三部分的尽调，并协调美国、新加坡的境外律所',
            fact: 'CRO企业',
          },
          {
            text: '经营者集中申报2件（简易程序），均在30日初步审查阶段内获无条件批准',
            rewrite: '办理经营者集中申报2件（简易程序），均在30日初步审查阶段内获得无条件批准',
            fact: '经营者集中申报',
          },
          {
            text: '2022-2023年度所内考评“优秀”',
            rewrite: '获2022-2023年度所内考评“优秀”',
            fact: '2022-2023年度',
          },
        ],
      },
      {
        organisation: '北京市金杜律师事务所',
        role: '实习律师',
        start: '2019.10',
        end: '2020.12',
        bullets: [
          {
            text: '协助做上市公司重大资产重组尽调，整理底稿、核查工商档案（约40家子公司）',
            rewrite: '协助开展上市公司重大资产重组尽调，整理工作底稿并核查约40家子公司的工商档案',
            fact: '约40家子公司',
          },
          {
            text: '2020年疫情期间远程尽调，组织线上访谈20多场 & 做访谈纪要',
            rewrite: '2020年疫情期间开展远程尽调，组织20多场线上访谈并撰写访谈纪要',
            fact: '20多场',
          },
          {
            text: '翻译/校对英文交易文件，做中英对照版',
            rewrite: '翻译并校对英文交易文件，制作中英对照版本',
            fact: '中英对照',
          },
          {
            text: '实习期（2019.10~2020.10）满后，2020年12月拿到律师执业证',
            rewrite: '实习期（2019.10~2020.10）届满后，于2020年12月取得律师执业证',
            fact: '2020年12月',
          },
        ],
      },
      {
        organisation: '北京瀚川科技集团有限公司',
        role: '法务专员（法务部）',
        start: '2018.07',
        end: '2019.09',
        bullets: [
          {
            text: '审核采购/销售/技术服务合同，月均80份左右',
            rewrite: '审核采购、销售及技术服务合同，月均80份左右',
            fact: '月均80份',
          },
          {
            text: '参与2起买卖合同纠纷诉讼：一审胜诉1起、调解结案1起',
            rewrite: '参与2起买卖合同纠纷诉讼，其中一审胜诉1起、调解结案1起',
            fact: '调解结案1起',
          },
          {
            text: '起草集团《合同管理办法》修订版 + 合同模板库（23个模板）',
            rewrite: '起草集团《合同管理办法》修订版，并建立包含23个模板的合同模板库',
            fact: '23个模板',
          },
        ],
      },
    ],
    education: [
      {
        school: '中国政法大学',
        degree: '法律硕士（法学）',
        major: '法律（民商法方向）',
        start: '2016.09',
        end: '2018.06',
      },
      {
        school: '西南政法大学',
        degree: '法学学士',
        major: '法学',
        start: '2012.09',
        end: '2016.06',
      },
    ],
    skills: [
      '公司并购：法律尽调、SPA/SHA/披露函起草、交割清单 & 交割后整合',
      '数据合规：《个人信息保护法》《数据安全法》、GB/T 35273-2020、数据出境标准合同备案',
      '经营者集中申报（简易程序）、外商投资信息报告',
      '英语：TOEFL 108，能用英文起草/谈判（纽约州律师考试准备中）',
      '法律检索：威科先行、北大法宝、Westlaw；Litera Compare做文件比对',
    ],
    certificates: ['法律职业资格证书（A证）', '律师执业证（北京市司法局，2020年）'],
  },
  // Chemical process engineer in Shanghai, 6 years. Promoted at a fictitious fine-chemicals (surfactant) plant
  // in Shanghai (two jobs, identical `organisation`: 助理工艺工程师 -> 工艺工程师); before that 2 years as a
  // process technician at Wanhua in Yantai; a 5-month internship at BASF's Shanghai innovation campus during the
  // master's (so BASF and the current plant are also two employers in one city). Objective with a slash and a
  // dash. Irregularities: chemical formulas and units typed into bullets ("H2SO4", "KOH", "K+", "EO", "℃",
  // "MPa", "kg/t", "m³/h", "ppm", "±0.8℃", "≤5ppm"); "3条线、2个车间" in one bullet; numbered equipment tags
  // "R-101/R-102反应釜", "R-201", "E-305~E-312"; the period "2022.09~至今" inside a summary line and "2023.03",
  // "2024年4月", "2021年", "2025年", "2026年" elsewhere; "工作内容：" / "工作业绩：" labels followed by "①②③";
  // "115℃→125℃", "±3℃→±0.8℃", "+", "&", "/", "~"; a two-sentence bullet (HAZOP), a very short bullet
  // ("负责工艺变更（MOC）审批"), a bullet with two numbers of different units (kg/t and 万; MPa and ℃;
  // m³/h and 台); the summary starts "我做化工工艺6年". The certificate line is honest: only the BASIC exam of
  // 注册化工工程师 is passed, not registered ("尚未注册"), and the rewrite must not upgrade it.
  // Real facts that look invented: 万华化学集团股份有限公司 (Yantai), 巴斯夫/BASF 上海创新园, 华东理工大学
  // 化学工程 master's, 青岛科技大学, "收率从86.5%提到91.2%", "EO单耗降低12kg/t", "年产5万吨", HAZOP with
  // "识别偏差47条", DCS "中控 ECS-700", 危险化学品安全作业证（磺化工艺作业）, GB 50160-2008.
  {
    id: 'zh-chemist-qiuwenjie',
    locale: 'zh-CN',
    name: '邱文杰',
    email: 'qiuwenjie_ecust@163.com',
    phone: '139 1762 4058',
    city: '上海',
    target: '化工工艺工程师/工艺主管 - 精细化工、表面活性剂方向',
    summary: [
      {
        text: '我做化工工艺6年：万华2年，2022.09~至今在上海这家精细化工厂，2024年4月升工艺工程师，目前负责3条生产线。',
        rewrite:
          '我从事化工工艺6年：在万华工作2年，2022.09~至今就职于上海一家精细化工企业，2024年4月晋升为工艺工程师，目前负责3条生产线。',
        fact: '负责3条生产线',
      },
      {
        text: '熟悉HAZOP分析、DCS（中控 ECS-700），注册化工工程师基础考试已通过（还没注册）',
        rewrite: '熟悉HAZOP分析与DCS（中控 ECS-700），已通过注册化工工程师基础考试（尚未注册）。',
        fact: '工程师基础考试',
      },
    ],
    jobs: [
      {
        organisation: '上海鸿拓精细化工有限公司',
        role: '工艺工程师',
        start: '2024.04',
        end: '至今',
        bullets: [
          {
            text: '工作内容：负责3条线、2个车间（磺化、乙氧基化、酯化），合计年产5万吨，带6个班组长',
            rewrite: '负责3条线、2个车间（磺化、乙氧基化、酯化）的工艺管理，合计年产5万吨，带领6名班组长',
            fact: '3条线、2个车间',
          },
          {
            text: '工作业绩：① R-101/R-102反应釜（酯化）改分段升温115℃→125℃，H2SO4用量下调，收率从86.5%提到91.2%',
            rewrite:
              '将R-101/R-102反应釜（酯化）改为115℃→125℃分段升温并下调H2SO4用量，收率从86.5%提升至91.2%',
            fact: '收率从86.5%',
          },
          {
            text: '② 乙氧基化线EO单耗降低12kg/t，一年省80多万',
            rewrite: '将乙氧基化线EO单耗降低12kg/t，每年节约成本80多万元',
            fact: '单耗降低12kg/t',
          },
          {
            text: '③ 2025年牵头磺化线HAZOP分析（外请主席1人+内部6人），识别偏差47条。已整改关闭41条，剩下6条纳入2026年技改计划。',
            rewrite:
              '2025年牵头磺化线HAZOP分析（外请主席1人、内部成员6人），识别偏差47条；已整改关闭41条，其余6条纳入2026年技改计划。',
            fact: '识别偏差47条',
          },
          {
            text: '负责工艺变更（MOC）审批',
            rewrite: '负责工艺变更（MOC）的审批',
            fact: '工艺变更（MOC）',
          },
        ],
      },
      {
        organisation: '上海鸿拓精细化工有限公司',
        role: '助理工艺工程师',
        start: '2022.09',
        end: '2024.03',
        bullets: [
          {
            text: '2023.03乙氧基化新线投料开车，反应压力0.3~0.4MPa、温度145~155℃，一次开车成功',
            rewrite:
              '参与乙氧基化新线2023.03投料开车，控制反应压力0.3~0.4MPa、温度145~155℃，实现一次开车成功',
            fact: '一次开车成功',
          },
          {
            text: 'DCS（中控 ECS-700）上整定了12个回路PID，R-201釜温波动±3℃→±0.8℃',
            rewrite: '在DCS（中控 ECS-700）上整定12个回路的PID参数，将R-201釜温波动从±3℃降至±0.8℃',
            fact: '12个回路',
          },
          {
            text: '循环冷却水用量核算，420m³/h降到360m³/h，停了1台泵',
            rewrite: '核算循环冷却水用量，从420m³/h降至360m³/h，停用1台循环泵',
            fact: '360m³/h',
          },
          {
            text: '配合安环部做重大危险源辨识/备案、双重预防机制建设',
            rewrite: '配合安环部完成重大危险源辨识与备案，参与双重预防机制建设',
            fact: '重大危险源',
          },
        ],
      },
      {
        organisation: '万华化学集团股份有限公司',
        role: '工艺技术员',
        start: '2020.07',
        end: '2022.08',
        bullets: [
          {
            text: '烟台工业园聚醚多元醇装置，入职先四班三倒跟班半年，之后转白班技术员',
            rewrite: '在烟台工业园聚醚多元醇装置工作，入职后先四班三倒跟班半年，之后转为白班工艺技术员',
            fact: '聚醚多元醇装置',
          },
          {
            text: '每日装置日报、物料衡算，月度消耗分析报车间',
            rewrite: '负责装置日报与物料衡算，每月向车间提交消耗分析',
            fact: '物料衡算',
          },
          {
            text: '2021年装置大检修（45天）：负责E-305~E-312换热器清洗 & 盲板抽堵确认',
            rewrite: '在2021年装置大检修（45天）中负责E-305~E-312换热器清洗及盲板抽堵确认',
            fact: '盲板抽堵确认',
          },
          {
            text: '优化KOH精制（中和+吸附过滤），成品K+稳定≤5ppm',
            rewrite: '优化KOH精制工序（中和加吸附过滤），使成品K+含量稳定在≤5ppm',
            fact: '≤5ppm',
          },
        ],
      },
      {
        organisation: '巴斯夫（中国）有限公司 上海创新园',
        role: '工艺研发实习生（聚合物分散体）',
        start: '2019.03',
        end: '2019.07',
        bullets: [
          {
            text: '在聚合物分散体实验室做乳液聚合小试，5个月跑了60多批',
            rewrite: '在聚合物分散体实验室开展乳液聚合小试，5个月内完成60多批实验',
            fact: '60多批',
          },
          {
            text: '实验数据整理成Excel模板，每周交英文周报',
            rewrite: '将实验数据整理为Excel模板，每周提交英文周报',
            fact: '英文周报',
          },
          {
            text: '参加每周Safety Walk',
            rewrite: '每周参加Safety Walk安全巡检',
            fact: 'Safety Walk',
          },
        ],
      },
    ],
    education: [
      {
        school: '华东理工大学',
        degree: '工学硕士',
        major: '化学工程',
        start: '2017.09',
        end: '2020.06',
      },
      {
        school: '青岛科技大学',
        degree: '工学学士',
        major: '化学工程与工艺',
        start: '2013.09',
        end: '2017.06',
      },
    ],
    skills: [
      'Aspen Plus流程模拟，AutoCAD看/改PID图',
      'DCS：中控 ECS-700（操作+简单组态），了解霍尼韦尔PKS',
      'HAZOP、JHA、LOPA基础，PSSR开车前安全审查',
      '物料/热量衡算，反应釜、精馏塔、换热器工艺计算',
      '熟悉GB 50160-2008（2018年版）、危化品重点监管工艺',
      'Office、Origin，英语六级（能看英文SDS和工艺包）',
    ],
    certificates: ['注册化工工程师基础考试合格（2021年，尚未注册）', '危险化学品安全作业证（磺化工艺作业）'],
  },
  // Held out (session 12): written blind by a helper, never read while tuning.
  {
    id: 'en-heldout-s12a',
    locale: 'en-US',
    name: 'Renée A. Castellanos',
    email: 'renee.castellanos.rt@outlook.com',
    phone: '520-555-0147',
    city: 'Tucson, AZ',
    target: 'RT II / relief charge RT – adult critical care (ICU/ED), Tucson or Phoenix',
    summary: [
      {
        text: 'I have 6+ yrs as a respiratory therapist – adult ICU, ED & ~1.5 yrs of home vent/CPAP, currently RT II on a 34-bed adult critical care unit.',
        rewrite:
          'I have more than 6 years as a respiratory therapist across adult ICU, ED and about 1.5 years of home ventilator and CPAP care, and am currently an RT II on a 34-bed adult critical care unit.',
        fact: '34-bed adult critical care unit',
      },
      {
        text: "CRT since Aug 2019. TMC passed at the high cut Sep '24; CSE 1st attempt Jan '25 didn't pass, retake booked Apr 2026 → NOT an RRT yet",
        rewrite:
          'CRT since Aug 2019; passed the TMC at the high cut score in Sep 2024, did not pass the first CSE attempt in Jan 2025, and has the retake booked for Apr 2026, so not an RRT yet.',
        fact: 'Apr 2026',
      },
      {
        text: 'strong on vent mgmt (Hamilton C6, Servo-u), HFNC/NIV, ABGs & bronch assists; ~1 in 3 of my shifts as relief charge',
        rewrite:
          'Strong in ventilator management (Hamilton C6, Servo-u), HFNC and NIV, ABGs and bronchoscopy assists, working about one in three of my shifts as relief charge therapist',
        fact: 'Servo-u',
      },
    ],
    jobs: [
      {
        organisation: 'Sonoran Valley Medical Center, Tucson, AZ',
        role: 'Respiratory Therapist II (CRT)',
        start: '2023.05',
        end: 'Present',
        bullets: [
          {
            text: 'Nights 3x12 (7p-7:30a) on the 34-bed adult CCU (MICU/SICU) + rapid response & codes house-wide; avg ~14-18 pts/shift, 6-9 of them on vents',
            rewrite:
              'Work nights, three 12-hour shifts (7p-7:30a), on the 34-bed adult critical care unit (MICU/SICU) and cover rapid response and codes house-wide, averaging about 14-18 patients a shift with 6-9 of them on ventilators',
            fact: '14-18',
          },
          {
            text: 'Relief charge RT ~1 shift in 3: make assignments for 5-7 RTs, triage the vent/BiPAP census w/ the intensivist',
            rewrite:
              'Serve as relief charge therapist about one shift in three, making assignments for 5-7 RTs and triaging the ventilator and BiPAP census with the intensivist',
            fact: '5-7 RTs',
          },
          {
            text: 'VAP bundle / SAT-SBT protocol champion: median vent days 5.8 → 4.6 from Q3 2023 to Q2 2024 (unit data, n=212 pts)',
            rewrite:
              'Championed the VAP bundle and SAT/SBT protocol; median ventilator days fell from 5.8 to 4.6 between Q3 2023 and Q2 2024 (unit data, n=212 patients)',
            fact: 'n=212',
          },
          {
            text: "Super-user for the Hamilton C6 rollout (48 vents replaced the old PB 840s, Oct 2023): trained 61 RTs + 23 ICU RNs in 3 wks; Hamilton's clinical specialist ran the train-the-trainer",
            rewrite:
              "Served as super-user for the Oct 2023 Hamilton C6 rollout, when 48 ventilators replaced the older PB 840s, training 61 RTs and 23 ICU RNs in 3 weeks after a train-the-trainer run by Hamilton's clinical specialist",
            fact: '61 RTs',
          },
        ],
      },
      {
        organisation: 'Sonoran Valley Medical Center, Tucson, AZ',
        role: 'Respiratory Therapist I',
        start: '2021.08',
        end: '2023.04',
        bullets: [
          {
            text: 'floor + ED coverage: q4h nebs/MDIs, CPT, O2 titration for up to 22-25 pts on a 12-hr day shift',
            rewrite:
              'Covered the floors and ED, giving q4h nebulizers and MDIs, chest physiotherapy and oxygen titration for up to 22-25 patients on a 12-hour day shift',
            fact: '22-25',
          },
          {
            text: 'ABG draws & analysis on i-STAT + GEM 5000 – ~9-12 sticks/shift, 96% first-stick rate (dept audit 2022)',
            rewrite:
              'Drew and analysed ABGs on the i-STAT and GEM 5000, about 9-12 sticks per shift with a 96% first-stick rate in the 2022 department audit',
            fact: 'GEM 5000',
          },
          {
            text: "Switched to nights for the Dec '21–Feb '22 Omicron surge: up to 31 vented pts house-wide (normal ~12)",
            rewrite:
              'Switched to nights for the Dec 2021–Feb 2022 Omicron surge, when up to 31 patients were ventilated house-wide against about 12 normally',
            fact: 'Omicron surge',
          },
          {
            text: 'Precepted 4 new-grad RTs & 7 students from 2 cohorts',
            rewrite: 'Precepted 4 new-graduate RTs and 7 students from 2 cohorts',
            fact: '7 students',
          },
        ],
      },
      {
        organisation: 'TrueNorth Travel Staffing (contract at Mesa Ridge Hospital, Mesa, AZ)',
        role: 'Travel Respiratory Therapist (contract)',
        start: '2020.10',
        end: '2021.07',
        bullets: [
          {
            text: '2 back-to-back 13-wk contracts at Mesa Ridge Hospital (410 beds) during COVID, + a 6-wk extension',
            rewrite:
              'Worked 2 back-to-back 13-week contracts at Mesa Ridge Hospital (410 beds) during COVID, plus a 6-week extension',
            fact: '410 beds',
          },
          {
            text: 'COVID ICU: 20-26 vented pts/day across 3 units, proning teams of 5, ~140 proning maneuvers over the contract',
            rewrite:
              'Worked the COVID ICU with 20-26 ventilated patients a day across 3 units, on proning teams of 5, for about 140 proning maneuvers over the contract',
            fact: '140 proning maneuvers',
          },
          {
            text: 'Set up & ran 11 LTV 1200s borrowed from the state SNS cache when house vents ran out (Dec 2020)',
            rewrite:
              'Set up and ran 11 LTV 1200 ventilators borrowed from the state SNS cache when the hospital ran out of ventilators in Dec 2020',
            fact: 'LTV 1200',
          },
          {
            text: 'Mesa Ridge offered me a staff RT II spot – declined (~$22/hr less than the travel rate) & took the Tucson job instead',
            rewrite:
              'Declined an offer of a staff RT II position from Mesa Ridge, about $22/hr less than the travel rate, and took the Tucson position instead',
            fact: '$22/hr',
          },
        ],
      },
      {
        organisation: 'Desert Air Home Medical, Tucson, AZ',
        role: 'Home Care Respiratory Therapist',
        start: '2019.06',
        end: '2020.09',
        bullets: [
          {
            text: "CPAP/BiPAP setups + mask fits in pts' homes, ~6-8 visits/day, territory Tucson → Sierra Vista & Nogales (~1,100 mi/mo)",
            rewrite:
              "Set up CPAP and BiPAP and fitted masks in patients' homes, about 6-8 visits a day across a territory from Tucson to Sierra Vista and Nogales (about 1,100 miles a month)",
            fact: 'Sierra Vista',
          },
          {
            text: 'home vent caseload of 17 pts (Trilogy 100/200), 24/7 on-call 1 wk in 3',
            rewrite:
              'Carried a home ventilator caseload of 17 patients (Trilogy 100/200) and took 24/7 on-call one week in three',
            fact: 'Trilogy 100/200',
          },
          {
            text: 'CPAP compliance (≥4 h/night on 70% of nights – the Medicare rule) 62% → 78% at 90 days for my pts after I started 2-wk follow-up calls',
            rewrite:
              'Raised 90-day CPAP compliance among my patients (at least 4 hours a night on 70% of nights, the Medicare rule) from 62% to 78% after starting 2-week follow-up calls',
            fact: '78%',
          },
          {
            text: 'ResMed AirView + Philips Care Orchestrator for remote compliance data; 2 ResMed reps trained our team of 9',
            rewrite:
              'Used ResMed AirView and Philips Care Orchestrator for remote compliance data; 2 ResMed representatives trained our team of 9',
            fact: 'AirView',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Pima Community College, Tucson, AZ',
        degree: 'Associate of Applied Science',
        major: 'Respiratory Therapy',
        start: '2017.08',
        end: '2019.05',
      },
      {
        school: 'Boise State University (online)',
        degree: 'BS – in progress (degree advancement, 21 of 30 credits)',
        major: 'Respiratory Care',
        start: '2024.01',
        end: 'Present',
      },
    ],
    skills: [
      'Vents: Hamilton C6, Servo-u, PB 840, LTV 1200, Trilogy 100/200; NIV (V60), HFNC (Optiflow, Vapotherm)',
      'ABGs: arterial sticks & A-line draws, i-STAT, GEM 5000',
      'Airway: bronch & intubation assists, trach care, cuff mgmt, in-line suction',
      'Protocols: VAP bundle, SAT/SBT, RT-driven O2 & bronchodilator protocols',
      'Epic (iView, RT flowsheets), ResMed AirView, Care Orchestrator',
      'Spanish – conversational (patients & families)',
    ],
    certificates: [
      'CRT – NBRC (Aug 2019)',
      'Arizona Respiratory Care Practitioner license (2019)',
      'ACLS & BLS – AHA (exp. 03/2026)',
    ],
  },
  // Held out (session 12): written blind by a helper, never read while tuning.
  {
    id: 'zh-heldout-s12b',
    locale: 'zh-CN',
    name: '邵振东',
    email: 'shaozhendong88@163.com',
    phone: '+86 158 6821 3047',
    city: '杭州',
    target: '物业项目负责人（住宅/商住综合体）· 杭州',
    summary: [
      {
        text: '本人做物业9年，从宁波的住宅小区管家做起，2019年到杭州澄园，现在在一个2,860户的住宅项目做副经理。',
        rewrite:
          '本人从事物业管理9年，从宁波住宅小区管家起步，2019年加入杭州澄园，目前在一个2,860户的住宅项目担任项目副经理。',
        fact: '2,860户',
      },
      {
        text: '熟悉住宅物业全流程:客服、收费、工程、秩序、环境,参与过2次交付和1次老旧小区承接查验',
        rewrite: '熟悉住宅物业全流程（客服、收费、工程、秩序、环境），参与过2次新房交付和1次老旧小区承接查验',
        fact: '承接查验',
      },
      {
        text: '中级经济师(房地产经济)在考,2024年过了基础科,专业科今年再考。',
        rewrite: '正在备考中级经济师（房地产经济），2024年已通过基础科，专业科今年再考。',
        fact: '专业科今年再考',
      },
    ],
    jobs: [
      {
        organisation: '杭州澄园物业服务有限公司（滨江分公司）',
        role: '项目副经理（住宅项目）',
        start: '2022年4月',
        end: '至今',
        bullets: [
          {
            text: '协助项目负责人管理澄园·江晖府项目：住宅2,860户+底商41间，建面约32.6万㎡，在岗员工58人(含外包保洁22人)',
            rewrite:
              '协助项目负责人管理澄园·江晖府项目，涵盖住宅2,860户及底商41间，建筑面积约32.6万㎡，在岗员工58人（含外包保洁22人）',
            fact: '32.6万㎡',
          },
          {
            text: '物业费收缴率 2022年88.7% → 2024年95.3%，历史欠费清了137户、回款¥61.4万',
            rewrite: '物业费收缴率由2022年的88.7%提升至2024年的95.3%，清理历史欠费137户，回款¥61.4万',
            fact: '回款¥61.4万',
          },
          {
            text: '对接甲方华澄地产处理交付遗留问题，2023年关闭整改工单1,046张；公共收益(广告位+停车)做到¥128万，同比+31%',
            rewrite:
              '对接甲方华澄地产处理交付遗留问题，2023年关闭整改工单1,046张；公共收益（广告位与停车）达¥128万，同比增长31%',
            fact: '1,046张',
          },
          {
            text: '2023.10-2024.01原项目负责人休假,代管项目3个月,期间业主满意度第三方测评82.4分(分公司8个项目里第2)',
            rewrite:
              '2023.10-2024.01原项目负责人休假期间代管项目3个月，期间第三方业主满意度测评得分82.4分，在分公司8个项目中排名第2',
            fact: '82.4分',
          },
          {
            text: '牵头电梯维保重新招标：11部迅达电梯，维保费谈到每台每年¥4,200(原来¥5,100)',
            rewrite: '牵头电梯维保重新招标，涉及11部迅达电梯，将维保费谈至每台每年¥4,200（原为¥5,100）',
            fact: '¥4,200',
          },
        ],
      },
      {
        organisation: '杭州澄园物业服务有限公司（滨江分公司）',
        role: '客服主管',
        start: '2019年8月',
        end: '2022年3月',
        bullets: [
          {
            text: '带客服组9人(前台3+管家6)，管澄园·枫语苑1,420户，日均报事报修工单60~80单',
            rewrite: '带领9人客服组（前台3人、管家6人），服务澄园·枫语苑1,420户，日均处理报事报修工单60~80单',
            fact: '1,420户',
          },
          {
            text: '2020年6月负责枫语苑二期交付,3天交付612户,交付当天投诉5起',
            rewrite: '2020年6月负责枫语苑二期交付，3天完成612户交付，交付当日投诉5起',
            fact: '612户',
          },
          {
            text: '把业主群从47个微信群合并成12个楼栋群+1个企业微信社群，工单100%走"澄园管家"小程序',
            rewrite: '将47个微信业主群整合为12个楼栋群及1个企业微信社群，工单100%通过"澄园管家"小程序流转',
            fact: '"澄园管家"小程序',
          },
          {
            text: '疫情期间(2022.3)封控14天，组织志愿者36人、每天配送物资约900件',
            rewrite: '2022年3月疫情封控14天期间，组织志愿者36人，每天配送物资约900件',
            fact: '志愿者36人',
          },
        ],
      },
      {
        organisation: '宁波甬安物业管理有限公司（鄞州）',
        role: '客服专员（管家）',
        start: '2016年7月',
        end: '2019年7月',
        bullets: [
          {
            text: '做楼栋管家，负责5栋高层共680户的入户走访、报修派单、装修审批',
            rewrite: '担任楼栋管家，负责5栋高层共680户的入户走访、报修派单及装修审批',
            fact: '680户',
          },
          {
            text: '催缴物业费：自己负责的楼栋收缴率连续2年>96%（2017、2018）',
            rewrite: '负责催缴物业费，所辖楼栋收缴率连续2年（2017、2018年）超过96%',
            fact: '连续2年',
          },
          {
            text: '配合住建局"美丽小区"创建检查，整理台账38本，项目评上2018年度宁波市优秀物业服务项目',
            rewrite:
              '配合住建部门"美丽小区"创建检查，整理台账38本，所在项目获评2018年度宁波市优秀物业服务项目',
            fact: '台账38本',
          },
        ],
      },
    ],
    education: [
      {
        school: '浙江开放大学',
        degree: '本科（开放教育，在读）',
        major: '行政管理',
        start: '2024.03',
        end: '2026.07（预计）',
      },
      {
        school: '宁波城市职业技术学院',
        degree: '大专',
        major: '物业管理',
        start: '2013.09',
        end: '2016.06',
      },
    ],
    skills: [
      '物业费收缴与催缴，欠费分级跟进、公共收益台账',
      '明源云物业、"澄园管家"小程序后台、企业微信社群运营',
      'Excel（VLOOKUP、数据透视表），月度经营报表、年度预算编制',
      '承接查验、交付组织、装修管理、消防演练组织',
      '《物业管理条例》《民法典》物业服务合同编',
    ],
    certificates: ['物业管理员（三级）（2018年）', '消防设施操作员（四级）（2021年）'],
  },
  // Held out (session 12): written blind by a helper, never read while tuning.
  {
    id: 'en-heldout-s12c',
    locale: 'en-US',
    name: 'Shauna M. Kowalczyk',
    email: 'shauna.kowalczyk911@gmail.com',
    phone: '(715) 555-0162',
    city: 'Menomonie, WI',
    target: 'Dispatch Shift Supervisor – 911 / PSAP (Eau Claire–Menomonie area, rotating 12s OK)',
    summary: [
      {
        text: "I have 5 yrs 7 mos on a 911 floor (call-taking + fire/EMS/law radio), CTO since June '23, plus 2 yrs on an ambulance before that.",
        rewrite:
          'I have 5 years 7 months on a 911 floor, taking calls and working fire, EMS and law radio, have been a CTO since June 2023, and spent 2 years on an ambulance before that.',
        fact: 'CTO since June',
      },
      {
        text: "EMD + PST1 current. NREMT-B lapsed 03/2022 (didn't renew) – ENP is a 2026 goal, haven't sat it.",
        rewrite:
          'My EMD and PST1 certifications are current; my NREMT-B lapsed in 03/2022 and was not renewed, and the ENP is a 2026 goal I have not yet sat for.',
        fact: 'NREMT-B lapsed',
      },
      {
        text: 'looking for a shift sup role — ran the floor as acting sup 14x, know CAD/ProQA/VIPER inside out, calm on the big ones (MCI drill lead 2024)',
        rewrite:
          'Looking for a shift supervisor role: I have run the floor as acting supervisor 14 times, know CAD, ProQA and VIPER inside out, and stay calm on major incidents (MCI drill lead in 2024).',
        fact: 'MCI drill lead',
      },
    ],
    jobs: [
      {
        organisation: 'Red Cedar Regional Emergency Communications Center (RCRECC), Menomonie, WI',
        role: 'Telecommunicator II / Communications Training Officer (CTO)',
        start: '2023.06',
        end: 'Present',
        bullets: [
          {
            text: 'CTO for 6 new hires since Jun 2023 (5 signed off, 1 released in phase 2) – 16-wk program, ~480 hrs of floor training each',
            rewrite:
              'Served as CTO for 6 new hires since Jun 2023, with 5 signed off and 1 released in phase 2, across a 16-week program of about 480 hours of floor training each',
            fact: '5 signed off',
          },
          {
            text: 'Handle ~70-90 calls / 12 hr shift; 96.4% of my 911 calls answered in ≤10 sec in 2024 (center goal 90%)',
            rewrite:
              'Handle about 70-90 calls per 12-hour shift and answered 96.4% of my 911 calls in ≤10 sec in 2024, against a center goal of 90%',
            fact: '96.4%',
          },
          {
            text: 'dispatch for 4 law agencies + 9 fire/EMS districts on 11 talkgroups (Motorola MCC 7500 consoles)',
            rewrite:
              'Dispatch for 4 law enforcement agencies and 9 fire/EMS districts on 11 talkgroups from Motorola MCC 7500 consoles',
            fact: 'MCC 7500',
          },
          {
            text: 'Acting shift sup on 14 shifts in 2024-25 when the B-shift sup was out (not a title change)',
            rewrite:
              'Filled in as acting shift supervisor on 14 shifts in 2024-25 while the B-shift supervisor was out; this was not a title change',
            fact: 'not a title change',
          },
          {
            text: 'Helped w/ cutover to CentralSquare CAD (go-live 11/2024) → wrote 23 quick-ref cards for the floor',
            rewrite:
              'Helped with the cutover to CentralSquare CAD (go-live 11/2024) and wrote 23 quick-reference cards for the floor',
            fact: 'CentralSquare CAD',
          },
        ],
      },
      {
        organisation: 'Red Cedar Regional Emergency Communications Center (RCRECC), Menomonie, WI',
        role: 'Telecommunicator I',
        start: '2020.03',
        end: '2023.05',
        bullets: [
          {
            text: 'call-taker → dispatcher: released solo on law radio after 14 wks, fire/EMS radio by Jan 2021',
            rewrite:
              'Progressed from call-taker to dispatcher, released solo on law radio after 14 weeks and on fire/EMS radio by Jan 2021',
            fact: 'fire/EMS radio by Jan 2021',
          },
          {
            text: 'Text-to-911 launch Oct 2021: 1 of 3 telecommunicators on the test team w/ the state 911 office & AT&T',
            rewrite:
              'Was 1 of 3 telecommunicators on the test team for the Oct 2021 Text-to-911 launch, working with the state 911 office and AT&T',
            fact: 'Text-to-911',
          },
          {
            text: 'EMD protocol compliance avg 93% in 2022 (ACE target 90%) – audited monthly, 25 calls/mo',
            rewrite:
              'EMD protocol compliance averaged 93% in 2022 (ACE target 90%), audited monthly on 25 calls/mo',
            fact: 'ACE target 90%',
          },
          {
            text: 'Lifesaving Award 2022 – talked a caller thru CPR on her 2 yr old until Eau Claire Co. EMS arrived (~7 min)',
            rewrite:
              'Received a Lifesaving Award in 2022 for talking a caller through CPR on her 2-year-old for about 7 minutes until Eau Claire Co. EMS arrived',
            fact: 'Lifesaving Award',
          },
        ],
      },
      {
        organisation: 'Lakeshore Medical Transport, LLC – Chippewa Falls, WI',
        role: 'EMT-Basic',
        start: '2018.02',
        end: '2020.02',
        bullets: [
          {
            text: '911 & interfacility runs, ~2,100 calls over 2 yrs on a 24/48 schedule',
            rewrite: 'Ran 911 and interfacility calls, about 2,100 over 2 years, on a 24/48 schedule',
            fact: '24/48',
          },
          {
            text: "IFTs for our contract hospitals HSHS St. Joseph's & Mayo Clinic Health System to Mpls / Rochester, 90-180 mi one way",
            rewrite:
              "Ran interfacility transfers for the service's contract hospitals, HSHS St. Joseph's and Mayo Clinic Health System, to Minneapolis and Rochester, 90-180 mi one way",
            fact: "HSHS St. Joseph's",
          },
          {
            text: 'daily rig checks on 3 trucks, O2 + supply restock, ePCR in ESO w/in ~10 min of every call',
            rewrite:
              'Completed daily rig checks on 3 trucks, restocked O2 and supplies, and filed each ePCR in ESO within about 10 min of every call',
            fact: '3 trucks',
          },
          {
            text: 'Precepted 4 EMT students from CVTC on clinical ride-alongs (2019)',
            rewrite: 'Precepted 4 EMT students from CVTC on clinical ride-alongs in 2019',
            fact: '4 EMT students',
          },
        ],
      },
      {
        organisation: 'Northwoods Central Station Monitoring, Inc. (Wausau, WI)',
        role: 'Alarm Monitoring Operator',
        start: '2016.08',
        end: '2018.01',
        bullets: [
          {
            text: 'Monitored ~18,000 res/commercial accounts for 40+ independent dealers (incl. several ADT Authorized Dealers)',
            rewrite:
              'Monitored about 18,000 residential and commercial accounts for 40+ independent dealers, including several ADT Authorized Dealers',
            fact: '40+ independent dealers',
          },
          {
            text: 'OVERNIGHTS 11p–7a, ~250-300 signals/night: burg, fire, medical, panic, supervisory',
            rewrite:
              'Worked overnights 11p–7a, handling about 250-300 signals/night across burglary, fire, medical, panic and supervisory alarms',
            fact: '11p–7a',
          },
          {
            text: 'False dispatch rate on my shift went from 9% to 4.5% after we added 2-call verification (ECV) in 2017',
            rewrite:
              "Helped bring my shift's false dispatch rate from 9% to 4.5% after the team added 2-call enhanced call verification (ECV) in 2017",
            fact: 'from 9% to 4.5%',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Chippewa Valley Technical College (CVTC) – Eau Claire, WI',
        degree: 'Associate degree program – not completed (32 of 64 credits)',
        major: 'Criminal Justice – Law Enforcement',
        start: '2014.08',
        end: '2016.05',
      },
      {
        school: 'Chippewa Valley Technical College (CVTC) – Eau Claire, WI',
        degree: 'EMT-Basic course (technical certificate)',
        major: 'Emergency Medical Technician',
        start: '2017.08',
        end: '2017.12',
      },
    ],
    skills: [
      'CAD: CentralSquare (11/2024 →), Tritech/Inform (2020-24); VIPER 911 phones; RapidSOS',
      'Radio: Motorola MCC 7500 consoles, 11 talkgroups, WISCOM interop patches',
      'Protocols: IAED ProQA Paramount (EMD v13.3); EFD course in progress, not certified',
      'TIME System / NCIC queries & entries (Advanced Operator)',
      'Training: CTO for 6 hires, DORs, SOP quick-ref cards',
      'Alarm automation: Manitou, ECV / 2-call verification',
      'Spanish – basic call-taking phrases only (not fluent)',
    ],
    certificates: [
      'APCO Public Safety Telecommunicator 1 (PST1) – 2020',
      'IAED Emergency Medical Dispatcher (EMD) – recertified 2024',
      'Wisconsin TIME System Advanced Operator – 2020',
    ],
  },
  // Round 7 (session 12), written by helpers to the held-out fifth's brief: tuning.
  // Commercial lines underwriter at a mutual carrier in Hartford, promoted from Underwriting Assistant (two jobs,
  // identical `organisation`: "Harborline Mutual Insurance Company, Hartford, CT"), after 2 years agency-side as a
  // CSR. TRAPS: the title is "Underwriter II", one step below the "Senior Underwriter" named in the objective and
  // in a referral bullet (she refers to a senior UW, she is not one); as UA she drafted quotes with "no authority
  // of my own"; CPCU is only in progress ("5 of 8 courses", "NOT a CPCU yet") and must not become a designation;
  // the MA producer license "lapsed 2021" and is not held; the MBA is coursework only ("18 of 48 credits, not
  // completed"); Lockton & USI are brokers she works with, and Travelers / The Hartford / Hanover are carriers
  // whose policies the agency serviced, none of them an employer. NUMBERS: "$18.6M GWP" next to "~210" accounts
  // and "$25K–$350K" premiums, "up to $5M TIV" next to "$1M auto liab", "412 submissions" + "$3.1M" + "~22%",
  // "54.2%" vs "61%", "~35 agencies" + "2x/yr", "~450 renewals/yr" with 3 underwriters, "from 9 days to 3",
  // "15-20 quotes/week" + "~40%", "3 yrs 8 mos", dates "Apr 2023", "Oct 2022", "Dec 2018", "AY2021-23", "Q4".
  {
    id: 'en-r7-underwriter-kavya',
    locale: 'en-US',
    name: 'Kavya R. Menon',
    email: 'kavya.menon.uw@outlook.com',
    phone: '(860) 555-0147',
    city: 'West Hartford, CT',
    target: 'Commercial Lines Underwriter II / Senior Underwriter – middle market, Hartford or hybrid',
    summary: [
      {
        text: 'I have 7+ yrs in commercial P&C — started agency-side as a CSR, moved to the carrier in 2020 as an underwriting assistant (3 yrs 8 mos) & have been an Underwriter II since Apr 2023.',
        rewrite:
          'I have 7+ years in commercial P&C: I started agency-side as a CSR, moved to the carrier in 2020 as an underwriting assistant for 3 years 8 months, and have been an Underwriter II since Apr 2023.',
        fact: 'Underwriter II since Apr 2023',
      },
      {
        text: 'CPCU in progress: 5 of 8 courses passed (500, 520, 530, 540, 555), target finish 2026 -- NOT a CPCU yet.',
        rewrite:
          'Working toward the CPCU with 5 of 8 courses passed (CPCU 500, 520, 530, 540 and 555) and a target finish in 2026; I do not hold the CPCU yet.',
        fact: '5 of 8 courses',
      },
      {
        text: 'strong w/ contractors, light mfg & habitational risks; comfortable reading loss runs, SOVs and CPA-reviewed financials',
        rewrite:
          'Strong with contractors, light manufacturing and habitational risks, and comfortable reading loss runs, SOVs and CPA-reviewed financials',
        fact: 'loss runs',
      },
    ],
    jobs: [
      {
        organisation: 'Harborline Mutual Insurance Company, Hartford, CT',
        role: 'Commercial Lines Underwriter II – Middle Market',
        start: '2023.04',
        end: 'Present',
        bullets: [
          {
            text: 'Manage a book of ~210 middle-market accts = $18.6M GWP, premiums $25K–$350K/acct (package, auto, WC & umbrella)',
            rewrite:
              'Manage a book of about 210 middle-market accounts totaling $18.6M GWP, with premiums of $25K–$350K per account across package, auto, workers’ comp and umbrella',
            fact: '$18.6M GWP',
          },
          {
            text: 'Authority up to $5M TIV property / $1M auto liab. Anything above → referred to our Sr. Underwriter (D. Whitley); I write the referral memo + pricing rationale',
            rewrite:
              'Hold underwriting authority up to $5M TIV on property and $1M on auto liability; anything above that is referred to our Senior Underwriter, D. Whitley, for whom I write the referral memo and pricing rationale',
            fact: 'up to $5M TIV',
          },
          {
            text: '2024: $3.1M new business written from 412 submissions (hit ratio ~22%), renewal retention 87% vs 84% goal',
            rewrite:
              'In 2024 wrote $3.1M of new business from 412 submissions (a hit ratio of about 22%) and held renewal retention at 87% against an 84% goal',
            fact: '412 submissions',
          },
          {
            text: 'Loss ratio on my book 54.2% (3-yr avg, AY2021-23) vs. 61% plan',
            rewrite: 'Kept the loss ratio on my book at 54.2% (3-year average, AY2021-23) against a 61% plan',
            fact: '54.2%',
          },
          {
            text: 'work w/ Lockton & USI producers + ~35 independent agencies in CT/MA/RI, agency visits 2x/yr',
            rewrite:
              'Work with Lockton & USI producers and about 35 independent agencies in CT, MA and RI, visiting the agencies twice a year',
            fact: 'Lockton & USI',
          },
        ],
      },
      {
        organisation: 'Harborline Mutual Insurance Company, Hartford, CT',
        role: 'Underwriting Assistant, Commercial Lines',
        start: '2020.08',
        end: '2023.03',
        bullets: [
          {
            text: 'Supported 3 underwriters on ~450 renewals/yr – loss runs, MVRs, ISO class codes, Verisk 360 valuations',
            rewrite:
              'Supported 3 underwriters on about 450 renewals a year, pulling loss runs and MVRs, checking ISO class codes and running Verisk 360 valuations',
            fact: '450 renewals',
          },
          {
            text: 'Drafted quotes & indications for UW sign-off (no authority of my own)',
            rewrite: 'Drafted quotes and indications for underwriter sign-off, with no authority of my own',
            fact: 'no authority of my own',
          },
          {
            text: 'cut the renewal prep backlog from 9 days to 3 w/ a Guidewire work queue + an Excel tracker I built',
            rewrite:
              'Cut the renewal prep backlog from 9 days to 3 with a Guidewire work queue and an Excel tracker I built',
            fact: 'from 9 days to 3',
          },
          {
            text: 'Issued endorsements & certs of insurance, ~60/wk in Q4 renewal season',
            rewrite:
              'Issued endorsements and certificates of insurance, about 60 a week during the Q4 renewal season',
            fact: 'Q4 renewal season',
          },
          {
            text: 'Earned the AU (The Institutes) Oct 2022 while in the UA role, which is what got me promoted',
            rewrite:
              'Earned the AU designation from The Institutes in Oct 2022 while in the UA role, which led to my promotion',
            fact: 'Oct 2022',
          },
        ],
      },
      {
        organisation: 'Pioneer Valley Insurance Agency, Springfield, MA',
        role: 'Customer Service Representative – Commercial Lines',
        start: '2018.06',
        end: '2020.07',
        bullets: [
          {
            text: 'Serviced ~300 small commercial accounts (BOP/WC) written w/ Travelers, The Hartford & Hanover',
            rewrite:
              'Serviced about 300 small commercial accounts (BOP and WC) written with Travelers, The Hartford and Hanover',
            fact: '300 small commercial accounts',
          },
          {
            text: 'Quoted BOPs in carrier portals, avg 15-20 quotes/week, bound ~40%',
            rewrite: 'Quoted BOPs in carrier portals at an average of 15-20 quotes/week, binding about 40%',
            fact: '15-20 quotes/week',
          },
          {
            text: 'MA P&C producer license Dec 2018 (lapsed 2021 after I moved to the carrier side)',
            rewrite:
              'Held a Massachusetts P&C producer license from Dec 2018; it lapsed 2021 after I moved to the carrier side',
            fact: 'lapsed 2021',
          },
        ],
      },
    ],
    education: [
      {
        school: 'University of Connecticut, Storrs, CT',
        degree: 'BS',
        major: 'Finance (minor: Risk Management & Insurance)',
        start: '2014.09',
        end: '2018.05',
      },
      {
        school: 'University of Hartford – Barney School of Business',
        degree: 'MBA coursework (18 of 48 credits, not completed)',
        major: 'Business Administration',
        start: '2021.09',
        end: '2023.05',
      },
    ],
    skills: [
      'Middle-market package: property, GL, auto, WC, umbrella',
      'Guidewire PolicyCenter, Verisk 360, ISO ClassGuide, LexisNexis MVRs',
      'Loss runs, SOVs, 3-yr loss picks, reading CPA-reviewed financials',
      'Excel (pivots, XLOOKUP) & Power BI dashboards for the book',
      'Broker / agency relationship mgmt – CT, MA, RI',
    ],
    certificates: ['Associate in Commercial Underwriting (AU) – The Institutes, Oct 2022'],
  },
  // Biomedical equipment technician in Columbus, OH, promoted from BMET I to BMET II at an outsourced clinical
  // engineering vendor (two jobs, identical `organisation`: "Meridian Clinical Engineering Services, Columbus, OH").
  // TRAPS: the hospital where he works on-site ("Franklin Park Regional Medical Center", 612 beds) is the vendor's
  // client, not his employer; the objective names "BMET III", which he is not; CBET is only studied for ("exam
  // scheduled for Jun 2026", "not certified yet") and must not become a certificate; GE HealthCare only trained him
  // (OEM course paid by Meridian) and BD sent field techs to an upgrade he led, neither is an employer; the earliest
  // job is an Aerotek contract placed at Honda's Marysville plant ("not converted to Honda FTE"), so the employer is
  // Aerotek; the BS is in progress ("60 of 120 credits"). NUMBERS: "~1,450 devices" of "~9,800 on the contract",
  // "98.6%" vs "95%" SLA for "6 straight quarters", "620 PC units + 1,900 pump modules in 11 nights w/ 2 techs",
  // "140 sampled devices", "3 BMET I's", "~35-40 devices/day", "34 units", "90-mile radius" + "1,200-1,500 mi/mo",
  // "81% → 89%" + "~$14K", "~25 servo amps/mo" + "~$3,200/mo", "6 mo → 20 mo", "NFPA 99-2021", "MX450/MX800",
  // "B450/B650", "8015", dates "Mar 2024", "Feb 2022", "Q2–Q3 2022", "2nd shift (3p-11:30p)".
  {
    id: 'en-r7-bmet-jonah',
    locale: 'en-US',
    name: 'Jonah T. Okafor',
    email: 'jonah.okafor.biomed@gmail.com',
    phone: '614-555-0192',
    city: 'Columbus, OH',
    target: 'BMET II / BMET III – hospital clinical engineering (in-house or ISO), Columbus area',
    summary: [
      {
        text: 'I have ~8 yrs fixing electronics, the last 4.5 in clinical engineering — currently a BMET II on-site at a 612-bed hospital thru an outsourced CE vendor.',
        rewrite:
          'I have about 8 years of electronics repair, the last 4.5 in clinical engineering, and am currently a BMET II working on-site at a 612-bed hospital through an outsourced clinical engineering vendor.',
        fact: '612-bed hospital',
      },
      {
        text: 'CBET: did the AAMI prep course in 2025, exam scheduled for Jun 2026 (not certified yet!)',
        rewrite:
          'Preparing for the CBET: completed the AAMI prep course in 2025 with the exam scheduled for Jun 2026; not certified yet.',
        fact: 'exam scheduled for Jun 2026',
      },
      {
        text: 'good w/ infusion pumps, patient monitors & defibs; CMMS nerd (helped w/ the AIMS → Nuvolo migration)',
        rewrite:
          'Skilled with infusion pumps, patient monitors and defibrillators, and strong in CMMS work, including helping with the migration from AIMS to Nuvolo',
        fact: 'Nuvolo',
      },
    ],
    jobs: [
      {
        organisation: 'Meridian Clinical Engineering Services, Columbus, OH',
        role: 'Biomedical Equipment Technician II (BMET II)',
        start: '2023.09',
        end: 'Present',
        bullets: [
          {
            text: 'On-site at client acct Franklin Park Regional Medical Center (612 beds, Level I trauma) – own PMs & repairs on ~1,450 devices of ~9,800 on the contract',
            rewrite:
              'Work on-site at client account Franklin Park Regional Medical Center (612 beds, Level I trauma), owning PMs and repairs on about 1,450 devices of the roughly 9,800 on the contract',
            fact: '1,450 devices',
          },
          {
            text: 'PM completion 98.6%+ on high-risk equipment for 6 straight quarters (contract SLA = 95%)',
            rewrite:
              'Kept PM completion at 98.6% or higher on high-risk equipment for 6 straight quarters, against a 95% contract SLA',
            fact: '6 straight quarters',
          },
          {
            text: 'LED the BD Alaris 8015 software upgrade to v12: 620 PC units + 1,900 pump modules in 11 nights, w/ 2 field techs from BD',
            rewrite:
              'Led the BD Alaris 8015 software upgrade to v12, covering 620 PC units and 1,900 pump modules in 11 nights with 2 field techs from BD',
            fact: '620 PC units',
          },
          {
            text: 'Joint Commission survey Mar 2024 → 0 med-equipment findings. I pulled PM records for the 140 sampled devices',
            rewrite:
              'Supported the Mar 2024 Joint Commission survey, which had 0 medical equipment findings, by pulling PM records for the 140 sampled devices',
            fact: '140 sampled devices',
          },
          {
            text: "Mentor 3 BMET I's; ED on-call 1 wk in 4",
            rewrite: 'Mentor 3 BMET I technicians and cover emergency department on-call one week in four',
            fact: '3 BMET I',
          },
        ],
      },
      {
        organisation: 'Meridian Clinical Engineering Services, Columbus, OH',
        role: 'Biomedical Equipment Technician I (BMET I)',
        start: '2021.11',
        end: '2023.08',
        bullets: [
          {
            text: 'electrical safety testing per NFPA 99-2021 w/ Fluke ESA615, ~35-40 devices/day on incoming inspections',
            rewrite:
              'Performed electrical safety testing per NFPA 99-2021 with a Fluke ESA615, about 35-40 devices/day on incoming inspections',
            fact: 'NFPA 99-2021',
          },
          {
            text: 'Repaired Philips IntelliVue MX450/MX800 monitors & Zoll R Series defibs (34 units), board level where the OEM allows',
            rewrite:
              'Repaired Philips IntelliVue MX450/MX800 monitors and Zoll R Series defibrillators (34 units), down to board level where the OEM allows',
            fact: 'Zoll R Series',
          },
          {
            text: 'Moved 9,800 asset records from AIMS to Nuvolo w/ 1 other tech, Q2–Q3 2022',
            rewrite: 'Migrated 9,800 asset records from AIMS to Nuvolo with 1 other technician in Q2–Q3 2022',
            fact: '9,800 asset records',
          },
          {
            text: 'GE HealthCare OEM training on CARESCAPE B450/B650 (5 days, Waukesha WI, Feb 2022) – paid for by Meridian',
            rewrite:
              'Completed GE HealthCare OEM training on the CARESCAPE B450/B650 monitors (5 days in Waukesha, WI, Feb 2022), paid for by Meridian',
            fact: 'CARESCAPE B450/B650',
          },
        ],
      },
      {
        organisation: 'Buckeye Imaging & Biomed Service LLC, Dayton, OH',
        role: 'Field Service Technician',
        start: '2019.03',
        end: '2021.10',
        bullets: [
          {
            text: 'Covered 40+ dental & vet clinics + 2 surgery centers in a 90-mile radius, 1,200-1,500 mi/mo in the company van',
            rewrite:
              'Covered 40+ dental and veterinary clinics and 2 surgery centers within a 90-mile radius, driving 1,200-1,500 miles a month in the company van',
            fact: '90-mile radius',
          },
          {
            text: 'PMs + repairs on sterilizers (Tuttnauer, Midmark M11), dental chairs & intraoral X-ray units',
            rewrite:
              'Performed PMs and repairs on sterilizers (Tuttnauer, Midmark M11), dental chairs and intraoral X-ray units',
            fact: 'Midmark M11',
          },
          {
            text: 'first-time fix rate 81% → 89% in 2020 after I set up a van stock list (~$14K of parts)',
            rewrite:
              'Raised the first-time fix rate from 81% to 89% in 2020 after setting up a van stock list of about $14K in parts',
            fact: '89%',
          },
        ],
      },
      {
        organisation: 'Aerotek (contract at Honda of America Mfg., Marysville, OH)',
        role: 'Electronics Technician (contract)',
        start: '2017.06',
        end: '2019.02',
        bullets: [
          {
            text: 'Troubleshot weld cell controllers & Allen-Bradley PLC I/O, 2nd shift (3p-11:30p)',
            rewrite: 'Troubleshot weld cell controllers and Allen-Bradley PLC I/O on 2nd shift (3p-11:30p)',
            fact: 'Allen-Bradley',
          },
          {
            text: 'rebuilt ~25 servo amps/mo at the bench, saving ~$3,200/mo vs sending them out',
            rewrite:
              'Rebuilt about 25 servo amplifiers a month at the bench, saving about $3,200/mo compared with sending them out',
            fact: '$3,200/mo',
          },
          {
            text: 'Contract extended 3x (6 mo → 20 mo total); not converted to Honda FTE because of a hiring freeze',
            rewrite:
              'Had the contract extended 3 times, from 6 months to 20 months in total; was not converted to a Honda full-time role because of a hiring freeze',
            fact: 'hiring freeze',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Sinclair Community College, Dayton, OH',
        degree: 'AAS',
        major: 'Electronics Engineering Technology',
        start: '2015.08',
        end: '2017.05',
      },
      {
        school: 'Ohio University (online)',
        degree: 'BS – in progress (60 of 120 credits)',
        major: 'Engineering Technology & Management',
        start: '2022.01',
        end: 'Present',
      },
    ],
    skills: [
      'Infusion pumps (BD Alaris 8015, Baxter Spectrum IQ), patient monitors (Philips IntelliVue, GE CARESCAPE)',
      'Defibs & ESUs: Zoll R Series, Valleylab FT10',
      'Test equipment: Fluke ESA615, Impulse 7000DP, IDA-5, QA-ES III',
      'CMMS: AIMS, Nuvolo – work orders, PM scheduling, asset records',
      'NFPA 99 / Joint Commission EC standards, AAMI EQ56',
      'Board-level troubleshooting, soldering, schematics; Allen-Bradley PLCs',
    ],
    certificates: ['CompTIA A+ (2020)', 'OSHA 10-Hour General Industry (2018)'],
  },
  // Supply-chain S&OP planning lead (主管, NOT 经理) in Suzhou, 10 years in supply chain (7+ in planning). Promoted at one electronics maker (identical
  // `organisation`, with the place printed beside it: "（苏州工业园区）": 计划专员（生产计划） -> S&OP计划主管). TRAPS:
  // the target line asks for "计划经理" and a bullet says he "代管整个计划部" for 4 months while the 计划经理 was on
  // maternity leave — he was never 计划经理; 中级经济师 is only one subject passed (《经济基础知识》一科), APICS CPIM
  // only self-studied and never registered, so neither is a certificate; the 上海财经大学 entry is an in-service
  // 课程进修班 with no degree; the 3PL job was 驻场 at client 博世 (Bosch) — the employer is the 3PL's Suzhou
  // branch, not Bosch; 小米 and 安克 are customers; the graduation-project scheduler was only simulated, never
  // deployed. Numbers: "6个人（3+2+1）", "2个工厂、5条SMT线和12条组装线", "约180万台", "61%→78%", "连续3个季度>75%",
  // "47天→32天", "2,300多万→约900万", "14人", "48h", "约1,200个物料编码", "37颗IC", "4h/天→1h/天",
  // "60车次", "8个供应商、每2小时", "96.5%", "0.3%", "全年2名"; dates "2022年4月", "27年", "2019.03", "20年",
  // "2021.06~2021.12", "2023年10月-2024年1月".
  {
    id: 'zh-r7-scplanner-yangshuo',
    locale: 'zh-CN',
    name: '杨硕',
    email: 'yangshuo_scm@163.com',
    phone: '181 5062 3397',
    city: '苏州',
    target: '供应链计划主管/计划经理 — 电子制造、消费电子方向，苏州/上海',
    summary: [
      {
        text: '本人供应链干了10年，其中做计划7年多，从计划专员做起，现在是S&OP计划主管，带6个人（3个生产计划+2个物料计划+1个数据）。',
        rewrite:
          '本人从事供应链工作10年，其中计划岗位7年多，从计划专员起步，现任S&OP计划主管，带领6人团队（生产计划3人、物料计划2人、数据分析1人）。',
        fact: 'S&OP计划主管',
      },
      {
        text: '熟悉SAP PP/MM + APS排产(用过Kinaxis和公司自研系统)，Excel/Power BI做库存、齐套看板',
        rewrite:
          '熟悉SAP PP/MM模块及APS排产（使用过Kinaxis与公司自研系统），能用Excel、Power BI搭建库存与齐套看板。',
        fact: 'SAP PP/MM',
      },
      {
        text: '说明：中级经济师（工商管理）只考过了《经济基础知识》一科，专业实务27年再考；APICS CPIM在自学，还没报名。',
        rewrite:
          '说明：中级经济师（工商管理）目前仅通过《经济基础知识》一科，专业实务计划于2027年再考；APICS CPIM在自学中，尚未报名。',
        fact: '《经济基础知识》一科',
      },
    ],
    jobs: [
      {
        organisation: '苏州瑞芯达电子科技有限公司（苏州工业园区）',
        role: 'S&OP计划主管',
        start: '2022年4月',
        end: '至今',
        bullets: [
          {
            text: '带6人计划组，负责2个工厂(园区厂+宿迁厂)、5条SMT线和12条组装线的主计划MPS，月产能约180万台',
            rewrite:
              '带领6人计划组，负责2个工厂（园区厂、宿迁厂）共5条SMT线及12条组装线的主生产计划（MPS），月产能约180万台',
            fact: '月产能约180万台',
          },
          {
            text: '主导月度S&OP会：销售预测→产能→物料三方对齐，预测准确率（MAPE口径）61%提到78%，连续3个季度>75%',
            rewrite:
              '主导月度S&OP会议，推动销售预测、产能与物料三方对齐，预测准确率（MAPE口径）由61%提升至78%，连续3个季度高于75%',
            fact: '78%',
          },
          {
            text: '库存周转天数 47天→32天，呆滞料(库龄>180天)金额从2,300多万降到约900万',
            rewrite: '库存周转天数由47天降至32天，呆滞物料（库龄超过180天）金额由2,300多万元降至约900万元',
            fact: '2,300多万',
          },
          {
            text: '2023年10月-2024年1月计划经理休产假，期间代管整个计划部（含采购计划，共14人），向供应链总监汇报',
            rewrite:
              '2023年10月至2024年1月计划经理休产假期间，代管整个计划部（含采购计划，共14人），并向供应链总监汇报',
            fact: '代管整个计划部',
          },
          {
            text: '客户是小米和安克(Anker)，每周跟客户计划对一次forecast & 交期，紧急插单平均48h内回复',
            rewrite:
              '对接客户小米和安克（Anker），每周与客户计划团队核对一次预测（forecast）与交期，紧急插单平均在48小时内答复',
            fact: '小米和安克',
          },
        ],
      },
      {
        organisation: '苏州瑞芯达电子科技有限公司（苏州工业园区）',
        role: '计划专员（生产计划）',
        start: '2019.03',
        end: '2022.03',
        bullets: [
          {
            text: '排3条SMT线的日计划/周计划，换线次数从日均9次压到6次',
            rewrite: '负责3条SMT线的日计划与周计划排产，换线次数由日均9次降至6次',
            fact: '3条SMT线',
          },
          {
            text: '每天跑MRP，跟约1,200个物料编码的齐套，缺料清单早上9点前发采购群',
            rewrite: '每日运行MRP，跟踪约1,200个物料编码的齐套情况，并于早上9点前将缺料清单发送至采购群',
            fact: '约1,200个物料编码',
          },
          {
            text: '20年芯片缺货，跟采购一起做了37颗IC的替代料验证（研发+品质+客户三方确认）',
            rewrite: '2020年芯片缺货期间，与采购共同完成37颗IC的替代料验证，经研发、品质与客户三方确认',
            fact: '37颗IC',
          },
          {
            text: '参与APS系统上线(2021.06~2021.12)，负责排产规则梳理+UAT，上线后排产时间4h/天→1h/天',
            rewrite:
              '参与APS系统上线项目（2021.06~2021.12），负责排产规则梳理及UAT测试，上线后每日排产用时由4小时缩短至1小时',
            fact: '2021.06~2021.12',
          },
        ],
      },
      {
        organisation: '上海安吉顺达供应链管理有限公司（苏州分公司）',
        role: '计划调度员',
        start: '2016.07',
        end: '2019.02',
        bullets: [
          {
            text: '驻场客户博世汽车部件(苏州)的VMI仓，负责入厂物流调度，日均收货约60车次',
            rewrite: '驻场客户博世汽车部件（苏州）的VMI仓，负责入厂物流调度，日均收货约60车次',
            fact: '驻场客户博世',
          },
          {
            text: '按博世的JIT拉动单排送货窗口，8个供应商、每2小时一个窗口，准时率96.5%',
            rewrite: '按照博世JIT拉动单安排送货窗口，覆盖8家供应商，每2小时一个窗口，准时率96.5%',
            fact: '准时率96.5%',
          },
          {
            text: '做VMI库存日报,年度盘点账实差异率0.3%以内',
            rewrite: '编制VMI库存日报，年度盘点账实差异率控制在0.3%以内',
            fact: '0.3%以内',
          },
          {
            text: '2018年被甲方评为"优秀驻场人员"（全年2名）',
            rewrite: '2018年获甲方评为“优秀驻场人员”（全年共2名）',
            fact: '优秀驻场人员',
          },
        ],
      },
      {
        organisation: '昆山立德精密电子有限公司',
        role: '生产计划实习生',
        start: '2015.12',
        end: '2016.05',
        bullets: [
          {
            text: '实习5个月，跟着计划员做周排程，整理工单结案数据',
            rewrite: '实习5个月期间，协助计划员编制周排程，并整理工单结案数据',
            fact: '实习5个月',
          },
          {
            text: '用VBA写了个缺料汇总小工具，每天省约1小时',
            rewrite: '使用VBA开发缺料汇总小工具，每天节省约1小时',
            fact: '缺料汇总小工具',
          },
          {
            text: '毕业设计做的就是这家的排产优化（遗传算法，只做了仿真没上线）',
            rewrite: '毕业设计以该公司的排产优化为题（采用遗传算法，仅完成仿真，未实际上线）',
            fact: '遗传算法',
          },
        ],
      },
    ],
    education: [
      {
        school: '上海财经大学',
        degree: '在职研究生课程进修班（无学位）',
        major: '工商管理',
        start: '2020.09',
        end: '2021.07',
      },
      {
        school: '苏州大学',
        degree: '本科',
        major: '物流管理',
        start: '2012.09',
        end: '2016.06',
      },
    ],
    skills: [
      'SAP PP/MM（MD04、CO41、MRP运行），Kinaxis RapidResponse / 自研APS',
      'S&OP流程搭建、MPS/MRP、齐套分析、粗能力计划RCCP',
      'Excel（Power Query、VBA）+ Power BI看板，SQL能写简单查询',
      '库存管理：呆滞料治理、安全库存设定、VMI/JIT',
      '英语CET-6，能和海外客户邮件+电话会沟通',
    ],
    certificates: ['初级经济师（工商管理）', '大学英语六级（CET-6）'],
  },
  // Building-construction site engineer in Hangzhou, 10 years: 监理员 at a supervision firm (2 yrs), then 8 yrs at a
  // general contractor with a promotion at one employer (identical `organisation`, with the place printed beside
  // it: "（杭州）": 施工员（土建） -> 项目技术负责人). TRAPS: he is 项目技术负责人, NOT 项目经理 — a bullet says the
  // 项目经理 is a company vice-president who is rarely on site and that he chairs the daily production meetings;
  // he was 监理员, NOT 监理工程师/专监 (the 专业监理工程师 signs the notices he drafts; he assists the 总监代表);
  // 二级建造师 is held, 一级建造师 is only 2 of 4 subjects passed; 监理员岗位证书 is "不是注册监理工程师"; the
  // 浙江工业大学 non-full-time master's is 在读 (expected 2028), not a degree; 杭萧钢构 is the steel subcontractor
  // and 杭州云启置业 the client/developer, neither is an employer; the 宁波 job was run by the contractor's Ningbo
  // branch. Numbers: "约26.8万㎡", "11栋高层+2层地下室", "约9.6亿", "5个人（2+2+1）", "专项方案23份", "超危大方案4份",
  // "每周2次", "5天/层", "约40天", "8栋单层钢结构+1栋5层", "3个劳务班组", "约180人", "60天/90天", "约5.6万㎡",
  // "约320处", "6栋18层", "约150次", "约600组", "40余份"; dates "2022.03", "2016年7月", "2023年11月", "21年",
  // "22年3月", "2019年".
  {
    id: 'zh-r7-sitetech-jiangguodong',
    locale: 'zh-CN',
    name: '蒋国栋',
    email: 'jianggd1994@qq.com',
    phone: '+86 158 6817 2045',
    city: '杭州',
    target: '土建技术负责人/项目副经理 - 房建、公建项目,可驻外地',
    summary: [
      {
        text: '希望找一个房建项目的技术负责人岗位。本人在总包单位干了8年现场（施工员→技术负责人），之前做过2年监理员。',
        rewrite:
          '希望应聘房建项目技术负责人岗位。本人在总包单位从事现场工作8年（由施工员晋升为技术负责人），此前做过2年监理员。',
        fact: '2年监理员',
      },
      {
        text: '二建（建筑工程）2019年拿的证；一建考了两年，过了《建设工程经济》和《建设工程法规》两科，管理和实务还没过。',
        rewrite:
          '2019年取得二级建造师（建筑工程）证书；一级建造师已备考两年，通过《建设工程经济》和《建设工程法规》两科，项目管理与专业实务两科尚未通过。',
        fact: '《建设工程经济》和《建设工程法规》两科',
      },
      {
        text: '擅长深基坑、高支模这些危大工程的方案编制+专家论证，BIM会用（Revit+广联达BIM5D）',
        rewrite:
          '擅长深基坑、高支模等危大工程的专项方案编制与专家论证，能使用Revit及广联达BIM5D开展BIM应用。',
        fact: '危大工程',
      },
    ],
    jobs: [
      {
        organisation: '浙江宏屹建设集团有限公司（杭州）',
        role: '项目技术负责人',
        start: '2022.03',
        end: '至今',
        bullets: [
          {
            text: '钱塘区“云启府”住宅项目，甲方杭州云启置业，总建面约26.8万㎡，11栋高层+2层地下室，合同额约9.6亿',
            rewrite:
              '负责钱塘区“云启府”住宅项目（建设单位为杭州云启置业）的技术管理，总建筑面积约26.8万㎡，含11栋高层及2层地下室，合同额约9.6亿元',
            fact: '约26.8万㎡',
          },
          {
            text: '带技术部5个人（2个施工员、2个资料员、1个测量员），编专项方案23份，其中超危大方案4份都一次过专家论证',
            rewrite:
              '带领技术部5人（施工员2名、资料员2名、测量员1名），编制专项方案23份，其中超危大方案4份均一次通过专家论证',
            fact: '超危大方案4份',
          },
          {
            text: '项目经理是公司副总兼的,基本不在现场,日常生产例会我主持（每周2次）',
            rewrite: '项目经理由公司副总兼任、基本不在现场，日常生产例会由本人主持（每周2次）',
            fact: '公司副总兼',
          },
          {
            text: '铝模+爬架体系，标准层做到5天/层，主体封顶比计划提前约40天（2023年11月封顶）',
            rewrite:
              '采用铝模加爬架体系，标准层施工达到5天/层，主体结构于2023年11月封顶，较计划工期提前约40天',
            fact: '5天/层',
          },
          {
            text: '项目拿了“钱江杯”优质工程（结构阶段）+ 省级安全文明标化工地',
            rewrite: '项目获评“钱江杯”优质工程（结构阶段）及省级安全文明标化工地',
            fact: '钱江杯',
          },
        ],
      },
      {
        organisation: '浙江宏屹建设集团有限公司（杭州）',
        role: '施工员（土建）',
        start: '2018.07',
        end: '2022.02',
        bullets: [
          {
            text: '宁波前湾新区产业园厂房（宁波分公司承接）：8栋单层钢结构+1栋5层综合楼，钢结构分包是杭萧钢构，我负责跟分包对进度、验收',
            rewrite:
              '参与宁波分公司承接的宁波前湾新区产业园厂房项目（8栋单层钢结构厂房及1栋5层综合楼），钢结构由杭萧钢构分包，负责与分包单位对接进度及验收',
            fact: '杭萧钢构',
          },
          {
            text: '管3个劳务班组(木工、钢筋、混凝土)，高峰期约180人，每天放线、技术交底、隐蔽验收',
            rewrite: '管理木工、钢筋、混凝土3个劳务班组，高峰期约180人，负责每日放线、技术交底及隐蔽验收',
            fact: '高峰期约180人',
          },
          {
            text: '抢屋面工期：60天干完原计划90天的量，屋面面积约5.6万㎡',
            rewrite: '抢抓屋面工期，以60天完成原计划90天的工程量，屋面面积约5.6万㎡',
            fact: '约5.6万㎡',
          },
          {
            text: '用BIM做地下室管线综合，出图前查出碰撞点约320处',
            rewrite: '运用BIM完成地下室管线综合，在出图前查出碰撞点约320处',
            fact: '约320处',
          },
          {
            text: '21年评了公司"优秀施工员"，22年3月升技术负责人',
            rewrite: '2021年获评公司“优秀施工员”，2022年3月晋升为技术负责人',
            fact: '优秀施工员',
          },
        ],
      },
      {
        organisation: '浙江正衡工程监理有限公司',
        role: '监理员（土建）',
        start: '2016年7月',
        end: '2018年6月',
        bullets: [
          {
            text: '驻萧山某安置房项目（6栋18层），跟着总监代表做旁站和平行检验',
            rewrite: '驻场萧山某安置房项目（6栋18层），协助总监代表开展旁站监理及平行检验',
            fact: '6栋18层',
          },
          {
            text: '混凝土浇筑旁站累计约150次，见证取样送检约600组',
            rewrite: '累计完成混凝土浇筑旁站约150次，见证取样送检约600组',
            fact: '约600组',
          },
          {
            text: '监理通知单我起草、专监签发，两年起草40余份',
            rewrite: '负责起草监理通知单（由专业监理工程师签发），两年共起草40余份',
            fact: '40余份',
          },
          {
            text: '持监理员岗位证书（省里培训考的，不是注册监理工程师）',
            rewrite: '持有监理员岗位证书（经省级培训考核取得，并非注册监理工程师）',
            fact: '监理员岗位证书',
          },
        ],
      },
    ],
    education: [
      {
        school: '浙江工业大学',
        degree: '非全日制硕士研究生（在读，未毕业）',
        major: '土木水利',
        start: '2025.09',
        end: '2028.06（预计）',
      },
      {
        school: '浙江科技学院',
        degree: '本科',
        major: '土木工程',
        start: '2012.09',
        end: '2016.06',
      },
    ],
    skills: [
      '房建土建施工：深基坑、高支模、铝模+爬架、装配式PC构件吊装',
      '危大/超危大工程专项方案编制、专家论证组织',
      '广联达BIM5D、Revit、CAD；全站仪/水准仪放线',
      '施工组织设计、进度计划(Project、斑马进度)、技术交底',
      '熟悉GB 50300-2013、GB 50204-2015等验收规范',
      'C1驾照，可长期驻外地项目',
    ],
    certificates: ['二级建造师（建筑工程），2019年', '监理员岗位证书（浙江省，2017年）'],
  },
  // Round 8 (session 12), written by helpers to the held-out fifth's brief: tuning.
  // Physical therapist assistant in Fort Worth, ~7 years in rehab: PT aide -> PTA at one outpatient practice
  // (promotion, identical `organisation`; the practice was Riverbend Sports & Spine PT until Keystone Rehab
  // Partners acquired it in Oct 2021, so the employer is printed with both names), then Lead PTA for a contract
  // therapy company placed at a SNF, now part-time home health while in a Flex DPT programme.
  // TRAPS: she is NOT a PT ("not a PT yet", "no evals / POC") and the DPT is in progress (trimester 5 of 12,
  // expected Aug 2028), never a degree held; "Lead PTA" is not the Director of Rehab (she only covered the DOR's
  // admin tasks for 6 weeks, "Title stayed Lead PTA"); Brookhaven Senior Living is the client facility, Summit Rehab
  // Partners the employer; she collects data for the PT's OASIS but the PT completes and signs it; CEEAA is only in
  // progress ("2 of 3 courses", not held); the NPTE-PTA is the PTA licensing exam, not the PT one. NUMBERS: "5–6
  // visits/day" + "18–22 pts" + "~35 mi", "98.6%" vs "95%", "4 of 31 → 2 of 37", "120-bed" + "12–15 pts/day" +
  // "2 managed-care plans", "3 PTAs + 2 rehab techs" + "~45 pts", "86% → 92%" + "90%" + "94.5%", "2x/wk" +
  // "6–8 residents" + "41/56 → 48/56" + "12 wks (n=9)", "1 of 4 PTAs across 3 clinics", "PT:PTA 2:1",
  // "~1,100 charts" + "9 staff", "phases 2–4 (wks 6–24)", "60–80% BW", "~1/3", "~40 pts/day", "25–30 auth
  // checks/wk", "1 in 4"; names with numbers: "Keiser A300", "Biodex Balance System SD", "30s sit-to-stand".
  {
    id: 'en-r8-pta-alyssa',
    locale: 'en-US',
    name: 'Alyssa N. Delgado',
    email: 'alyssa.delgado.pta@gmail.com',
    phone: '(817) 555-0162',
    city: 'Fort Worth, TX',
    target: 'PTA – outpatient ortho or SNF, PRN / part-time (weekends OK) while I finish my DPT',
    summary: [
      {
        text: 'I have ~7 yrs in rehab — 2 as a PT aide/rehab tech, 5+ as a licensed PTA (TX) in outpatient ortho, SNF & now home health.',
        rewrite:
          'I have about 7 years in rehab: 2 as a PT aide and rehab tech and more than 5 as a licensed PTA in Texas, across outpatient orthopedics, skilled nursing and now home health.',
        fact: 'licensed PTA',
      },
      {
        text: "In yr 2 of the Flex DPT at USAHS (hybrid, weekend labs in Dallas, trimester 5 of 12) -- I'm not a PT yet (no evals / POC), grad. expected Aug 2028.",
        rewrite:
          "In year 2 of the Flex DPT program at USAHS (hybrid, with weekend labs in Dallas; trimester 5 of 12). I'm not a PT yet and do not perform evaluations or write plans of care; I expect to graduate in Aug 2028.",
        fact: 'not a PT yet',
      },
      {
        text: 'LSVT BIG certified, comfortable w/ neuro + ortho + geri pts; bilingual Eng/Spanish (~1 in 4 of my SNF pts preferred Spanish)',
        rewrite:
          'LSVT BIG certified and comfortable with neurological, orthopedic and geriatric patients; bilingual in English and Spanish, which about 1 in 4 of my SNF patients preferred.',
        fact: '1 in 4',
      },
    ],
    jobs: [
      {
        organisation: 'Lone Star Home Health, Fort Worth, TX',
        role: 'Physical Therapist Assistant – Home Health (part-time, 24–30 hrs/wk)',
        start: '2024.06',
        end: 'Present',
        bullets: [
          {
            text: '5–6 visits/day on a 3-day wk (Thu–Sat), territory ~35 mi radius out of the Fort Worth branch, avg caseload 18–22 pts',
            rewrite:
              'Complete 5–6 visits a day on a 3-day week (Thursday–Saturday) across a territory of about 35 miles around the Fort Worth branch, carrying an average caseload of 18–22 patients',
            fact: '5–6 visits',
          },
          {
            text: "Treat per the supervising PT's POC: gait/transfer training, HEP, fall prevention. Collect vitals + TUG & 30s sit-to-stand for the PT's OASIS recerts (PT completes & signs the OASIS, not me)",
            rewrite:
              "Treat patients under the supervising PT's plan of care with gait and transfer training, home exercise programs and fall prevention, and collect vitals plus TUG and 30-second sit-to-stand scores for the PT's OASIS recertifications, which the PT completes and signs",
            fact: 'OASIS recert',
          },
          {
            text: 'visit notes in HCHB on the tablet, same day -- 98.6% of notes signed w/in 24h (agency goal 95%)',
            rewrite:
              'Document visit notes in HCHB on a tablet the same day, with 98.6% of notes signed within 24 hours against an agency goal of 95%',
            fact: '98.6%',
          },
          {
            text: '30-day rehospitalizations on my caseload: 4 of 31 discharged pts in 2024 → 2 of 37 in 2025 (team effort w/ the PTs + nursing)',
            rewrite:
              'Helped bring 30-day rehospitalizations on my caseload from 4 of 31 discharged patients in 2024 down to 2 of 37 in 2025, together with the PTs and nursing staff',
            fact: '2 of 37',
          },
          {
            text: 'Taking the APTA Geriatrics CEEAA series on my own time — 2 of 3 courses done, cert NOT held yet',
            rewrite:
              'Taking the APTA Geriatrics CEEAA course series on my own time, with 2 of 3 courses completed; I do not hold the CEEAA certification yet',
            fact: '2 of 3 courses',
          },
        ],
      },
      {
        organisation: 'Summit Rehab Partners (contract therapy) @ Brookhaven Senior Living, Arlington, TX',
        role: 'Lead PTA',
        start: '2022.04',
        end: '2024.05',
        bullets: [
          {
            text: 'Summit = contract therapy co. (my employer), placed full-time at Brookhaven, a 120-bed SNF. 12–15 pts/day, Med A + Med B + 2 managed-care plans',
            rewrite:
              'Employed by Summit, a contract therapy company, and placed full-time at Brookhaven, a 120-bed skilled nursing facility, treating 12–15 patients a day across Medicare Part A, Medicare Part B and 2 managed-care plans',
            fact: '120-bed',
          },
          {
            text: 'Lead PTA over 3 PTAs + 2 rehab techs, reporting to the DOR. Built the daily schedule for ~45 pts on the rehab board, checked 8-min rule & co-tx minutes',
            rewrite:
              'As Lead PTA over 3 PTAs and 2 rehab techs, reporting to the Director of Rehab, built the daily schedule for about 45 patients on the rehab board and checked 8-minute rule and co-treatment minutes',
            fact: '3 PTAs',
          },
          {
            text: "Covered the DOR's admin work for 6 wks (Aug–Sep 2023) while she was on leave: scheduling, Med A minutes, triple check. Title stayed Lead PTA.",
            rewrite:
              "Covered the Director of Rehab's administrative work for 6 weeks (Aug–Sep 2023) during her leave, including scheduling, Medicare Part A minutes and triple check, while keeping the Lead PTA title",
            fact: 'Aug–Sep 2023',
          },
          {
            text: 'dept productivity 86% → 92% in FY23 (corp target 90%), my own avg 94.5%',
            rewrite:
              'Helped raise department productivity from 86% to 92% in FY23 against a 90% corporate target, with my own average at 94.5%',
            fact: '94.5%',
          },
          {
            text: "Started an LSVT BIG group 2x/wk for 6–8 residents w/ Parkinson's -- avg Berg 41/56 → 48/56 over 12 wks (n=9)",
            rewrite:
              "Started an LSVT BIG group meeting 2x a week for 6–8 residents with Parkinson's; their average Berg score rose from 41/56 to 48/56 over 12 weeks (n=9)",
            fact: '41/56',
          },
        ],
      },
      {
        organisation: 'Keystone Rehab Partners (formerly Riverbend Sports & Spine PT), Grapevine, TX',
        role: 'Physical Therapist Assistant (PTA)',
        start: '2020.09',
        end: '2022.03',
        bullets: [
          {
            text: 'Outpatient ortho/sports, 1 of 4 PTAs across 3 clinics, ~14–16 pts/day in 30-min slots (PT:PTA 2:1)',
            rewrite:
              'Treated about 14–16 outpatient orthopedic and sports patients a day in 30-minute slots as 1 of 4 PTAs across 3 clinics, at a PT-to-PTA ratio of 2:1',
            fact: '1 of 4 PTAs',
          },
          {
            text: 'Riverbend was acquired by Keystone Rehab Partners Oct 2021 → helped move our 3 clinics from WebPT to Raintree (~1,100 active pt charts) & trained 9 front desk + aide staff on it',
            rewrite:
              'After Keystone Rehab Partners acquired Riverbend in Oct 2021, helped move our 3 clinics from WebPT to Raintree, about 1,100 active patient charts, and trained 9 front desk and aide staff on the new system',
            fact: 'Oct 2021',
          },
          {
            text: 'Post-op ACL-R protocol phases 2–4 (wks 6–24): Biodex Balance System SD, Keiser A300 leg press, Alter-G at 60–80% BW',
            rewrite:
              'Progressed post-op ACL reconstruction patients through protocol phases 2–4 (weeks 6–24) using the Biodex Balance System SD, the Keiser A300 leg press and the Alter-G at 60–80% body weight',
            fact: 'Keiser A300',
          },
          {
            text: "~1/3 of my caseload was workers' comp; kept the FCE-prep exercise logs for the PTs, 0 denied visits on the '21 payer audit",
            rewrite:
              "About 1/3 of my caseload was workers' compensation; kept the FCE-prep exercise logs for the PTs, with 0 denied visits on the 2021 payer audit",
            fact: '1/3',
          },
        ],
      },
      {
        organisation: 'Keystone Rehab Partners (formerly Riverbend Sports & Spine PT), Grapevine, TX',
        role: 'Physical Therapy Aide / Rehab Tech',
        start: '2018.09',
        end: '2020.08',
        bullets: [
          {
            text: 'Hired as a PT aide while in the PTA program at TCC: room turnover, hot/cold packs, e-stim setup (PT/PTA applied it), ~40 pts/day through the Grapevine clinic',
            rewrite:
              'Hired as a PT aide while in the PTA program at TCC, handling room turnover, hot and cold packs and e-stim setup (applied by the PT or PTA) for about 40 patients a day at the Grapevine clinic',
            fact: 'e-stim setup',
          },
          {
            text: 'Front desk backup 2 days/wk -- insurance verif., ~25–30 auth checks/wk',
            rewrite:
              'Backed up the front desk 2 days a week, verifying insurance and running about 25–30 authorization checks a week',
            fact: '25–30',
          },
          {
            text: 'Promoted to PTA Sept 2020, 2 wks after passing the NPTE-PTA (1st attempt)',
            rewrite: 'Promoted to PTA in Sept 2020, 2 weeks after passing the NPTE-PTA on the first attempt',
            fact: 'NPTE-PTA',
          },
        ],
      },
    ],
    education: [
      {
        school: 'University of St. Augustine for Health Sciences (Dallas campus)',
        degree: 'Doctor of Physical Therapy (DPT) – in progress, Flex (part-time) program, expected Aug 2028',
        major: 'Physical Therapy',
        start: '2024.09',
        end: '2028.08 (expected)',
      },
      {
        school: 'Tarrant County College (Northeast Campus), Hurst, TX',
        degree: 'AAS',
        major: 'Physical Therapist Assistant',
        start: '2018.08',
        end: '2020.05',
      },
    ],
    skills: [
      'Gait & transfer training, ther-ex, neuro re-ed, balance (Berg, TUG, 30s STS)',
      'Post-op ortho protocols: ACL-R, TKA/THA, RTC repair',
      "LSVT BIG, Parkinson's & CVA programs, fall prevention / HEP",
      'Documentation: HCHB, NetHealth (Optima), WebPT, Raintree',
      'Medicare Part A/B minutes, 8-min rule, triple check',
      'Bilingual English / Spanish',
    ],
    certificates: [
      'Texas PTA License (Texas Board of Physical Therapy Examiners) – 2020',
      'LSVT BIG Certified Clinician – 2022',
      'BLS for Healthcare Providers (AHA) – exp. 03/2027',
    ],
  },
  // Retail District Manager in Charlotte, 14 years: grocery Front End Supervisor -> ASM -> Store Manager at one
  // sporting-goods store (promotion, identical `organisation`; the chain was Pineway Outfitters until Trailhead
  // Sports Co. acquired it in Oct 2019, so the employer is printed with both names) -> District Manager at a home
  // goods chain. TRAPS: she is a District Manager who reports to the Regional VP, not a Regional or Senior DM (the
  // objective asks for "Sr. District Manager"; covering District 9 for 10 weeks was "Not a promotion, still DM");
  // she was ASM then acting SM only ~7 weeks before the promotion; the B.S. is unfinished (96 of 120 credits), only
  // the A.A. is held; LPQ is held but the LPC is only being studied for ("exam not taken yet"); Sentinel Retail
  // Security (LP vendor), DoorDash (delivery partner), RGIS (inventory crew), Sensormatic, Kronos / UKG and Oracle
  // Xstore are vendors, never employers. NUMBERS: "11–13 stores" + "~$48.6M", "2.1% → 1.4%" + "70 bps" + "~$340K",
  // "~3.2K payroll hrs/wk" + "±1.5%", "13 SMs + ~310 associates", "10 of 12 months", "10 wks" + "19 stores" + "2x",
  // "4 ASMs" + "1 in 3" + "38% → 15%", "$6.8M" + "42–55 associates" + "+9.4%", "3 days" + "14K+ SKUs" + "day 4",
  // "3.0% → 1.6%" + "2.4%" + "1 of 2", "~120–150 orders/wk", "1,450–1,900 hrs/wk" + "UPT 1.8 → 2.1",
  // "2–3 trucks/wk" + "1,200–1,800 cartons", "under $5/day", "~20" + "0.3%", "~7 wks", "18–24 cashiers" +
  // "12 registers + 4 self-checkouts" + "~$420K/wk", "~6 min → under 3½ min", "≈60 people over 4 yrs";
  // names with numbers: "District 7", "District 9", "Store #0219", "FY22→FY24".
  {
    id: 'en-r8-retaildm-kendra',
    locale: 'en-US',
    name: 'Kendra L. Albright',
    email: 'kendra.albright.retail@gmail.com',
    phone: '(704) 555-0129',
    city: 'Charlotte, NC',
    target:
      'District Manager / Sr. District Manager – specialty or big-box retail, Charlotte metro (up to 50% travel)',
    summary: [
      {
        text: 'I have 14 yrs in retail — started on a grocery front end, 4 yrs as a Store Mgr & a District Mgr since Mar 2022 over 11–13 stores (~$48.6M sales).',
        rewrite:
          'I have 14 years in retail: I started on a grocery front end, spent 4 years as a Store Manager and have been a District Manager since Mar 2022 over 11–13 stores with about $48.6M in sales.',
        fact: '11–13 stores',
      },
      {
        text: 'strong on shrink + payroll control: district shrink 2.1% → 1.4%, ~3.2K payroll hrs/wk kept w/in ±1.5% of budget',
        rewrite:
          'Strong on shrink and payroll control: cut district shrink from 2.1% to 1.4% and keep about 3.2K payroll hours a week within ±1.5% of budget.',
        fact: '±1.5%',
      },
      {
        text: 'LPQualified (LPQ) since 2021; studying for the LPC (LPCertified), exam not taken yet. B.S. Business unfinished (96/120 credits).',
        rewrite:
          'LPQualified (LPQ) since 2021 and studying for the LPCertified (LPC) exam, which I have not taken yet; my B.S. in Business is unfinished at 96 of 120 credits.',
        fact: 'not taken yet',
      },
    ],
    jobs: [
      {
        organisation: 'Harlow Home & Goods, Charlotte, NC (Carolinas Region)',
        role: 'District Manager – District 7',
        start: '2022.03',
        end: 'Present',
        bullets: [
          {
            text: "Oversee 13 stores in NC/SC (11 when I started + 2 new builds in '23 & '24), $48.6M FY24 sales, 13 SMs + ~310 associates. I report to the Regional VP.",
            rewrite:
              'Oversee 13 stores in North and South Carolina (11 when I started, plus 2 new builds in 2023 and 2024) with $48.6M in FY24 sales, 13 store managers and about 310 associates, reporting to the Regional VP',
            fact: '$48.6M',
          },
          {
            text: 'Shrink 2.1% → 1.4% of sales (−70 bps) FY22→FY24 = ~$340K saved. Top 5 high-shrink stores got Sensormatic EAS pedestals + monthly audits w/ our 3rd-party LP vendor Sentinel Retail Security',
            rewrite:
              'Cut shrink from 2.1% to 1.4% of sales (down 70 bps) from FY22 to FY24, saving about $340K, by adding Sensormatic EAS pedestals and monthly audits with our third-party loss prevention vendor, Sentinel Retail Security, in the top 5 high-shrink stores',
            fact: '70 bps',
          },
          {
            text: 'PAYROLL: ~3.2K hrs/wk across the district; built the schedule templates for the Kronos → UKG Dimensions switch, hit payroll budget 10 of 12 months in FY24',
            rewrite:
              'Manage about 3.2K payroll hours a week across the district, built the schedule templates for the switch from Kronos to UKG Dimensions, and hit the payroll budget in 10 of 12 months of FY24',
            fact: '10 of 12 months',
          },
          {
            text: 'Covered District 9 too for 10 wks (Jun–Aug 2024) while that DM was on leave → 19 stores, 2x my usual drive time. Not a promotion, still DM.',
            rewrite:
              'Also covered District 9 for 10 weeks (Jun–Aug 2024) while its District Manager was on leave, overseeing 19 stores at 2x my usual drive time, with no change in title',
            fact: '19 stores',
          },
          {
            text: 'promoted 4 ASMs to SM, 1 in 3 SM openings filled from inside the district; SM turnover 38% → 15%',
            rewrite:
              'Promoted 4 assistant store managers to Store Manager, filling 1 in 3 store manager openings from inside the district, and cut store manager turnover from 38% to 15%',
            fact: '1 in 3',
          },
        ],
      },
      {
        organisation: 'Trailhead Sports Co. (formerly Pineway Outfitters), Charlotte, NC',
        role: 'Store Manager – Store #0219 (SouthPark)',
        start: '2018.01',
        end: '2022.02',
        bullets: [
          {
            text: 'Ran a $6.8M store (FY21), 42–55 associates depending on season, 3 ASMs; comp sales +9.4% FY21 vs FY19',
            rewrite:
              'Ran a $6.8M store in FY21 with 42–55 associates depending on season and 3 assistant store managers, growing comp sales 9.4% in FY21 versus FY19',
            fact: '$6.8M',
          },
          {
            text: 'Pineway got bought by Trailhead Sports in Oct 2019 -- led our rebanner: store closed 3 days, 14K+ SKUs re-tagged, new POS (Oracle Xstore) live day 4',
            rewrite:
              'After Trailhead Sports acquired Pineway in Oct 2019, led the store’s rebanner: the store closed for 3 days, more than 14K SKUs were re-tagged and the new Oracle Xstore POS went live on day 4',
            fact: 'Oct 2019',
          },
          {
            text: 'Shrink 3.0% → 1.6% in 2 yrs (district avg 2.4%), store was 1 of 2 in the region under 2% in FY21',
            rewrite:
              'Cut shrink from 3.0% to 1.6% in 2 years against a 2.4% district average, making the store 1 of 2 in the region under 2% in FY21',
            fact: '1 of 2',
          },
          {
            text: "Launched BOPIS + curbside Apr 2020 & DoorDash Drive same-day delivery in '21 (~120–150 orders/wk)",
            rewrite:
              'Launched BOPIS and curbside pickup in Apr 2020 and DoorDash Drive same-day delivery in 2021, handling about 120–150 orders a week',
            fact: 'DoorDash Drive',
          },
          {
            text: 'Labor 1,450–1,900 payroll hrs/wk by season; UPT 1.8 → 2.1, conversion 31% → 36%',
            rewrite:
              'Scheduled 1,450–1,900 payroll hours a week depending on season, and raised UPT from 1.8 to 2.1 and conversion from 31% to 36%',
            fact: '1,450–1,900',
          },
        ],
      },
      {
        organisation: 'Trailhead Sports Co. (formerly Pineway Outfitters), Charlotte, NC',
        role: 'Assistant Store Manager (ASM) – Store #0219',
        start: '2015.08',
        end: '2017.12',
        bullets: [
          {
            text: 'Hired at Pineway Outfitters as ASM – Operations, 1 of 3 ASMs. Owned receiving: ~2–3 trucks/wk, 1,200–1,800 cartons each',
            rewrite:
              'Hired at Pineway Outfitters as ASM – Operations, 1 of 3 assistant store managers, owning receiving for about 2–3 trucks a week of 1,200–1,800 cartons each',
            fact: '1,200–1,800 cartons',
          },
          {
            text: 'key holder + closing MOD 4 nights/wk, cash variance under $5/day avg for 2016',
            rewrite:
              'Worked as key holder and closing manager on duty 4 nights a week, keeping average cash variance under $5 a day in 2016',
            fact: 'under $5',
          },
          {
            text: 'Ran 2 annual physical inventories (2016, 2017) w/ an RGIS crew of ~20 → book-to-physical within 0.3%',
            rewrite:
              'Ran 2 annual physical inventories, in 2016 and 2017, with an RGIS crew of about 20, keeping book-to-physical within 0.3%',
            fact: '0.3%',
          },
          {
            text: 'Promoted to SM Jan 2018 when our SM moved up to a DM role (I was acting SM ~7 wks before that)',
            rewrite:
              'Promoted to Store Manager in Jan 2018 when our Store Manager moved up to a District Manager role, after about 7 weeks as acting Store Manager',
            fact: 'Jan 2018',
          },
        ],
      },
      {
        organisation: 'Carolina Pantry Markets, Gastonia, NC',
        role: 'Front End Supervisor',
        start: '2011.06',
        end: '2015.07',
        bullets: [
          {
            text: 'Supervised 18–24 cashiers & baggers/shift, 12 registers + 4 self-checkouts, store does ~$420K/wk',
            rewrite:
              'Supervised 18–24 cashiers and baggers per shift across 12 registers and 4 self-checkouts in a store doing about $420K a week',
            fact: '$420K',
          },
          {
            text: "Cut avg register wait from ~6 min to under 3½ min w/ a 'call for help at 3 in line' rule",
            rewrite:
              "Cut the average register wait from about 6 minutes to under 3½ minutes with a 'call for help at 3 in line' rule",
            fact: '3½',
          },
          {
            text: 'Trained new cashier hires (≈60 people over 4 yrs) on the POS + WIC/EBT tender rules',
            rewrite:
              'Trained new cashier hires, about 60 people over 4 years, on the POS and WIC/EBT tender rules',
            fact: 'WIC/EBT',
          },
        ],
      },
    ],
    education: [
      {
        school: 'UNC Charlotte – Belk College of Business',
        degree: 'B.S. Business Administration – not completed (96 of 120 credits)',
        major: 'Management',
        start: '2009.08',
        end: '2013.05',
      },
      {
        school: 'Central Piedmont Community College, Charlotte, NC',
        degree: 'Associate in Arts (A.A.)',
        major: 'General Studies',
        start: '2007.08',
        end: '2009.05',
      },
    ],
    skills: [
      'Multi-unit ops: store P&L, sales planning, 4-wall EBITDA, new store openings (2)',
      'Shrink / LP: Sensormatic EAS, ORC awareness, cycle counts, RGIS physical inventories',
      'Labor mgmt: Kronos → UKG Dimensions, payroll-to-sales %, schedule templates',
      'POS & reporting: Oracle Xstore, MicroStrategy dashboards, Excel (pivots, XLOOKUP)',
      'Omnichannel: BOPIS, curbside, DoorDash Drive',
      'Talent: ASM → SM bench building, 30/60/90-day onboarding, SM turnover',
    ],
    certificates: ['LPQualified (LPQ) – Loss Prevention Foundation, 2021'],
  },
  // Round 8 (zh-CN): cross-border e-commerce operator (Amazon, FBA, ACoS) who started as a 运营助理.
  // Traps: current title is 亚马逊运营专员, NOT 运营主管 — she 带教 2 assistants and only 临时代管 the group during the
  // supervisor's maternity leave; employer acquired (杭州海聚集团, 22年1月) and renamed (海聚洋帆, 同年10月), so the
  // two roles carry two organisation names; first full-time employer is a 代运营 agency whose clients (PawsJoy etc.)
  // are not her employer; 自考本科 still 在读 (已过9门/共15门), CET-6 NOT passed (only CET-4 held).
  // Numbers: "约60个在售ASIN", "$280w（约2000万RMB）", "3-5个链接", "近7成", "$1.5k", "38%→22.6%", "9%-11%", "430→600+",
  // "<5%", "2个运营助理（1个23年校招+1个实习生）", "共5人", "1,860单", "约$6.3w", "4倍多", "2位运营", "3个店铺",
  // "5-8个SKU", "20个竞品ASIN", "BSR #12", "1.2k单", "6个人", "3家客户", "80~120封", "99%+", "<0.5%", "约$1.1w",
  // "30+个", "第125届", "约150张"; dates "2022年7月", "2024.03–2024.06", "23年Q4", "2020.09", "21年", "22年1月", "2019年7月".
  {
    id: 'zh-r8-amazonops-lusiqi',
    locale: 'zh-CN',
    name: '卢思琪',
    email: 'lusiqi_amz@163.com',
    phone: '186 2075 4419',
    city: '深圳',
    target: '亚马逊运营(高级运营/运营主管方向) | 深圳龙华、南山 | 期望14-18k',
    summary: [
      {
        text: '本人做亚马逊4年多，从运营助理做起，现在独立负责美国站+加拿大站2个店铺，约60个在售ASIN，去年店铺年销售额约$280w（约2000万RMB）。',
        rewrite:
          '本人从事亚马逊运营4年多，从运营助理起步，目前独立负责美国站与加拿大站共2个店铺，约60个在售ASIN，去年店铺年销售额约$280w（约2000万元人民币）。',
        fact: '约60个在售ASIN',
      },
      {
        text: '熟悉FBA补货/分仓、广告(SP/SB/SD)、Listing优化,选品用卖家精灵+Helium 10，日常用领星ERP。',
        rewrite:
          '熟悉FBA补货与分仓、SP/SB/SD广告投放及Listing优化，选品使用卖家精灵和Helium 10，日常使用领星ERP。',
        fact: 'Helium 10',
      },
      {
        text: '说明：英语只有四级，六级考了2次没过(最高412分)；自考本科还在读，已过9门/共15门，预计25年底能毕业。',
        rewrite:
          '说明：英语仅通过四级，六级考过2次未通过（最高412分）；自考本科仍在读，已过9门/共15门，预计2025年底毕业。',
        fact: '已过9门/共15门',
      },
    ],
    jobs: [
      {
        organisation: '海聚洋帆（深圳）电子商务有限公司（原深圳市洋帆科技，深圳·龙华）',
        role: '亚马逊运营专员',
        start: '2022年7月',
        end: '至今',
        bullets: [
          {
            text: '负责美国站+加拿大站2个店铺(家居收纳类目)，在售ASIN约60个，头部3-5个链接贡献了近7成销售额',
            rewrite:
              '负责美国站与加拿大站共2个店铺（家居收纳类目），在售ASIN约60个，其中3-5个头部链接贡献近7成销售额',
            fact: '近7成销售额',
          },
          {
            text: '广告SP/SB/SD全开，日预算$1.5k左右，ACoS从38%压到22.6%，TACoS稳定在9%-11%',
            rewrite: '统筹SP/SB/SD全类型广告投放，日预算约$1.5k，ACoS由38%降至22.6%，TACoS稳定在9%-11%',
            fact: '22.6%',
          },
          {
            text: 'FBA补货：每周用领星导数据更新一次补货表，IPI分数430→600+，23年Q4旺季0断货，冗余库存<5%',
            rewrite:
              '负责FBA补货，每周基于领星ERP导出数据更新一次补货表，IPI分数由430提升至600+，2023年Q4旺季未出现断货，冗余库存占比低于5%',
            fact: '600+',
          },
          {
            text: '带2个运营助理（1个23年校招+1个实习生）；主管休产假期间(2024.03–2024.06)临时代管整个家居组，共5人',
            rewrite:
              '带教2名运营助理（1名2023年校招生、1名实习生）；在主管休产假期间（2024.03–2024.06）临时代管整个家居组，共5人',
            fact: '临时代管',
          },
          {
            text: 'Prime Day 2024 两天大促，单日最高出单1,860单，销售额约$6.3w，是平时日均的4倍多',
            rewrite: '2024年Prime Day两天大促期间，单日最高出单1,860单，销售额约$6.3w，为平日日均的4倍多',
            fact: '1,860单',
          },
        ],
      },
      {
        organisation: '深圳市洋帆科技有限公司（现海聚洋帆）',
        role: '运营助理',
        start: '2020.09',
        end: '2022.06',
        bullets: [
          {
            text: '协助2位运营管日本站+美国站共3个店铺，每天做Listing上架、改价、处理跟卖投诉，日均上新5-8个SKU',
            rewrite:
              '协助2名运营管理日本站与美国站共3个店铺，每日负责Listing上架、调价及跟卖投诉处理，日均上新5-8个SKU',
            fact: '5-8个SKU',
          },
          {
            text: '做竞品周报，每周盯20个竞品ASIN的价格/BSR排名/review数（卖家精灵+Keepa）',
            rewrite: '每周输出竞品周报，跟踪20个竞品ASIN的价格、BSR排名及评论数（使用卖家精灵与Keepa）',
            fact: '20个竞品ASIN',
          },
          {
            text: '21年第一次独立推新品(硅胶收纳盒)，3个月冲到小类目BSR #12，稳定后月销1.2k单',
            rewrite: '2021年首次独立推广新品（硅胶收纳盒），3个月内进入小类目BSR #12，稳定后月销1.2k单',
            fact: 'BSR #12',
          },
          {
            text: '22年1月公司被杭州海聚集团收购（同年10月改名海聚洋帆），我们家居组6个人整组保留，店铺账号不变',
            rewrite:
              '2022年1月公司被杭州海聚集团收购（同年10月更名为海聚洋帆），所在家居组6人整组保留，店铺账号保持不变',
            fact: '杭州海聚集团',
          },
        ],
      },
      {
        organisation: '广州悦途跨境电商服务有限公司（广州番禺）',
        role: '客服专员（亚马逊售后）',
        start: '2019年7月',
        end: '2020年8月',
        bullets: [
          {
            text: '公司是做亚马逊代运营的，我负责3家客户（PawsJoy宠物用品、一家蓝牙耳机卖家、一家户外灯具卖家）的买家邮件和差评跟进',
            rewrite:
              '公司为亚马逊代运营服务商，本人负责3家客户（PawsJoy宠物用品、一家蓝牙耳机卖家及一家户外灯具卖家）的买家邮件与差评跟进',
            fact: 'PawsJoy宠物用品',
          },
          {
            text: '日均回邮件80~120封，24h内回复率99%+，负责的店铺ODR一直<0.5%',
            rewrite:
              '日均回复买家邮件80~120封，24小时内回复率99%+，所负责店铺的订单缺陷率（ODR）始终低于0.5%',
            fact: '80~120封',
          },
          {
            text: '处理A-to-Z索赔、退货、FBA丢件/损坏索赔，一年下来帮客户追回赔偿约$1.1w',
            rewrite: '处理A-to-Z索赔、退货及FBA丢件/损坏索赔，一年内为客户追回赔偿约$1.1w',
            fact: '约$1.1w',
          },
        ],
      },
      {
        organisation: '东莞市恒达五金制品有限公司（东莞长安）',
        role: '外贸业务助理（实习）',
        start: '2019.01',
        end: '2019.05',
        bullets: [
          {
            text: '回复阿里巴巴国际站询盘，每天30+个，跟进了2个美国客户的样品单',
            rewrite: '负责回复阿里巴巴国际站询盘，每天30+个，并跟进2个美国客户的样品订单',
            fact: '每天30+个',
          },
          {
            text: '2019年春季广交会（第125届）在展位做接待，5天收了约150张名片，回来整理成客户表',
            rewrite: '2019年春季广交会（第125届）期间负责展位接待，5天收集约150张名片，并整理为客户信息表',
            fact: '第125届',
          },
          {
            text: '帮业务员做PI、跟单，对接货代订舱(FOB深圳)',
            rewrite: '协助业务员制作形式发票（PI）并跟单，对接货代订舱（FOB深圳）',
            fact: 'FOB深圳',
          },
        ],
      },
    ],
    education: [
      {
        school: '广东外语外贸大学（高等教育自学考试）',
        degree: '自考本科（在读）',
        major: '商务英语',
        start: '2021.04',
        end: '在读（预计2025.12）',
      },
      {
        school: '广东轻工职业技术学院',
        degree: '大专',
        major: '电子商务',
        start: '2016.09',
        end: '2019.06',
      },
    ],
    skills: [
      '亚马逊后台：Listing/A+页面、品牌备案(Brand Registry)、Vine、Coupon、LD/BD秒杀',
      '广告：SP/SB/SD，自动+手动，否词、竞价调整，ACoS/TACoS/CVR分析',
      'FBA补货、分仓、IPI/仓储限制；头程海运+美森快船',
      '工具：卖家精灵、Helium 10、Keepa、领星ERP、Excel(VLOOKUP/数据透视表)',
      '英语CET-4，能和海外买家/供应商邮件沟通，口语一般',
      '会一点PS，能修主图、做简单A+排版',
    ],
    certificates: ['全国大学英语四级（CET-4）'],
  },
  // Round 8 (zh-CN): high-school chemistry teacher. Traps: 职称 is 中学二级教师 (2020年定级), NOT 一级 — 一级 only
  // "刚满年限，材料准备中"; current post is 化学备课组副组长 (she 协助组长), not 组长; 班主任 was a past role (one 3-year
  // round, 2019-2022), not current; 优秀班主任 is 校级 not 区级; competition awards are her STUDENTS' (省二等奖2人, 初赛);
  // the school is 华南师大's 实习基地 (she is not employed by 华南师大) and 桂城中学 is only a 同课异构 partner; the
  // 研究生课程进修班 gave 结业 with no degree; the school was renamed (平洲二中→桂澜实验中学, 2021) so two roles carry two
  // organisation names; the training centre was acquired and renamed after 双减 (广州星芽文化 / "卓思素养"); as an intern she
  // was only 实习班主任. Holds 高中化学教师资格证 and 普通话二甲.
  // Numbers: "教龄7年（高中6年+机构1年）", "3年班主任", "98名学生", "14节", "8位老师", "16套", "81.3", "约6分", "≥86分",
  // "38人", "省二等奖2人、省三等奖5人", "2批共5名实习生", "48人", "41人", "85.4%", "4个学期", "20多个", "7个", "3节",
  // "6-8人", "约22课时", "40多个", "78%", "65%左右", "30+节", "12节", "52名学生"; dates "2022.09", "2019年8月", "20年9月",
  // "2020年2-4月", "21年", "2021.11", "25年", "2017.09".
  {
    id: 'zh-r8-chemteacher-yewanting',
    locale: 'zh-CN',
    name: '叶婉婷',
    email: 'yewanting_chem@163.com',
    phone: '137 2801 6652',
    city: '佛山',
    target: '高中化学教师（广州/佛山，公办、民办都可以）',
    summary: [
      {
        text: '希望找一所广州或佛山的高中继续教化学，本人教龄7年（高中6年+机构1年），当过3年班主任，带过一届完整的高一到高三。',
        rewrite:
          '希望在广州或佛山的高中继续从事化学教学，本人教龄7年（高中6年、培训机构1年），曾担任3年班主任，完整带过一届高一至高三。',
        fact: '3年班主任',
      },
      {
        text: '职称：中学二级教师（20年定级）；一级教师25年刚满年限，材料在准备，还没评。',
        rewrite: '职称为中学二级教师（2020年定级）；一级教师于2025年刚满申报年限，材料准备中，尚未评定。',
        fact: '中学二级教师',
      },
      {
        text: '持高中化学教师资格证、普通话二甲,做过化学竞赛初赛辅导,熟悉新高考选考赋分。',
        rewrite: '持有高中化学教师资格证及普通话二级甲等证书，曾辅导化学竞赛初赛，熟悉新高考选考赋分制度。',
        fact: '高中化学教师资格证',
      },
    ],
    jobs: [
      {
        organisation: '佛山市南海区桂澜实验中学（佛山·南海）',
        role: '高中化学教师 / 化学备课组副组长',
        start: '2022.09',
        end: '至今',
        bullets: [
          {
            text: '现任教高二(7)(9)两个班，共98名学生，周课时14节+每周1次晚自习答疑',
            rewrite: '现任教高二(7)班、(9)班两个班级，共98名学生，周课时14节，另有每周1次晚自习答疑',
            fact: '98名学生',
          },
          {
            text: '协助组长管化学备课组（8位老师），负责高二统一学案+周测卷，一学期出周测卷16套',
            rewrite:
              '协助备课组长管理化学备课组（共8位老师），负责高二年级统一学案与周测卷的编制，每学期出周测卷16套',
            fact: '8位老师',
          },
          {
            text: '上一轮跟到高三：2024届高考化学（赋分）两个班平均分81.3，比区均分高约6分，A等级(≥86分)38人',
            rewrite:
              '上一轮跟班至高三：2024届高考化学（赋分）所带两个班平均分81.3，高于区均分约6分，A等级（≥86分）38人',
            fact: '平均分81.3',
          },
          {
            text: '辅导学生参加全国高中学生化学竞赛（广东赛区初赛），2023年学生拿了省二等奖2人、省三等奖5人',
            rewrite: '辅导学生参加全国高中学生化学竞赛（广东赛区初赛），2023年学生获省二等奖2人、省三等奖5人',
            fact: '省二等奖2人',
          },
          {
            text: '学校是华南师大化学学院的教育实习基地，23、24年我带了2批共5名实习生',
            rewrite: '学校为华南师范大学化学学院的教育实习基地，2023、2024年本人带教2批共5名实习生',
            fact: '共5名实习生',
          },
        ],
      },
      {
        organisation: '佛山市南海区平洲第二中学（2021年更名为桂澜实验中学）',
        role: '高中化学教师、班主任',
        start: '2019年8月',
        end: '2022年7月',
        bullets: [
          {
            text: '2019.08-2020.08见习期，20年9月定级为中学二级教师',
            rewrite: '2019.08-2020.08为见习期，2020年9月定级为中学二级教师',
            fact: '定级为中学二级教师',
          },
          {
            text: '当了一轮3年班主任（高一(5)班一直带到高三(5)班，48人），2022届高考本科上线41人，本科率85.4%',
            rewrite:
              '担任一轮共3年班主任（从高一(5)班带到高三(5)班，共48人），2022届高考本科上线41人，本科上线率85.4%',
            fact: '本科上线41人',
          },
          {
            text: '班级连续4个学期拿"文明班级"，2020年评上校级优秀班主任',
            rewrite: '所带班级连续4个学期获评“文明班级”，2020年获评校级优秀班主任',
            fact: '校级优秀班主任',
          },
          {
            text: '疫情网课（2020年2-4月）用钉钉直播上课，录了微课20多个，学校推了7个到区资源平台',
            rewrite:
              '疫情网课期间（2020年2-4月）使用钉钉直播授课，录制微课20多个，其中7个由学校推荐至区资源平台',
            fact: '微课20多个',
          },
          {
            text: '上过校级公开课3节，和桂城中学搞过1次同课异构；区级公开课1节（《原电池》，2021.11）',
            rewrite:
              '开设校级公开课3节，与桂城中学开展过1次同课异构；开设区级公开课1节（《原电池》，2021.11）',
            fact: '校级公开课3节',
          },
        ],
      },
      {
        organisation: '广州卓思教育科技有限公司（天河校区）',
        role: '初高中化学辅导老师',
        start: '2018年7月',
        end: '2019年7月',
        bullets: [
          {
            text: '带初三+高一化学，一对一和小班课（6-8人）都上，每周约22课时',
            rewrite: '负责初三及高一化学教学，兼上一对一和小班课（6-8人），每周约22课时',
            fact: '每周约22课时',
          },
          {
            text: '一年带过学生40多个，寒假班续报率78%（校区平均65%左右）',
            rewrite: '一年内累计带过学生40多个，寒假班续报率78%（校区平均约65%）',
            fact: '续报率78%',
          },
          {
            text: '（注：该机构21年双减后学科类业务停了，22年被广州星芽文化收购，现在叫"卓思素养"，做科学实验课）',
            rewrite:
              '（注：该机构于2021年双减后停止学科类业务，2022年被广州星芽文化收购，现更名为“卓思素养”，主营科学实验课程）',
            fact: '广州星芽文化',
          },
        ],
      },
      {
        organisation: '广州市天河区华成中学',
        role: '教育实习生（华南师范大学派出）',
        start: '2017.09',
        end: '2017.11',
        bullets: [
          {
            text: '8周实习，跟指导老师听课30+节，独立上高一化学新课12节',
            rewrite: '为期8周的教育实习，随指导老师听课30+节，独立讲授高一化学新课12节',
            fact: '新课12节',
          },
          {
            text: '做实习班主任，协助原班主任管高一(3)班52名学生，组织过1次主题班会',
            rewrite: '担任实习班主任，协助原班主任管理高一(3)班52名学生，组织过1次主题班会',
            fact: '实习班主任',
          },
          {
            text: '实习结束评了"优秀实习生"（全队14人里评3个）',
            rewrite: '实习结束时获评“优秀实习生”（全队14人中评选3人）',
            fact: '优秀实习生',
          },
        ],
      },
    ],
    education: [
      {
        school: '广州大学',
        degree: '研究生课程进修班（结业，无学位）',
        major: '学科教学（化学）',
        start: '2020.09',
        end: '2021.12',
      },
      {
        school: '华南师范大学',
        degree: '本科',
        major: '化学（师范）',
        start: '2014.09',
        end: '2018.06',
      },
    ],
    skills: [
      '高中化学新教材(人教版2019)必修+选择性必修全套，熟悉新高考选考赋分',
      '实验教学：常规分组实验、数字化实验（手持技术传感器，朗威DISLab）',
      '希沃白板5、ChemDraw画结构式、Excel做成绩分析',
      '竞赛辅导：初赛无机/有机基础部分',
      '班级管理、家校沟通（家长会、家访），做过3年班主任',
    ],
    certificates: ['高级中学教师资格证（化学）', '普通话水平测试二级甲等'],
  },
  // Round 9 (session 12), written by helpers to the held-out fifth's brief: tuning.
  // Commercial truck driver, CDL-A, company driver turned owner-operator and now looking for a company seat again.
  // TRAPS: he holds the H (hazmat) and T (doubles/triples) endorsements but NOT tanker (N), so no X either; he
  // never hauled the anhydrous ammonia tanks at the co-op; as an owner-operator he is leased on to Crossline and
  // runs under Crossline's MC/DOT authority, so the CSA percentiles are Crossline's, not his (his own LLC
  // "Kessler Freight LLC" is the business, Crossline is not his employer after Apr 2022); Walmart (DC #6054) is the
  // dedicated account's client, never his employer; he was a ride-along mentor for new hires, NOT a certified
  // Driver Trainer ("never took the trainer class"); the OTC CDL school is a non-credit 160-hr certificate, not a
  // degree, and the Crowder Diesel Technology AAS was not completed (1 semester, 14 credits); Purina is a supplier;
  // the co-op role went Warehouse Associate → Delivery Driver on a Class B, not a CDL-A. PROMOTION: Driver I – OTR
  // Dry Van → Driver II – Regional, Dedicated Walmart account (Mar 2019). NUMBERS: "8 yrs CDL-A + 3 yrs Class B",
  // "~985K" + "0 preventable accidents", "$1,900-2,300/mo", "'19 Cascadia 126" + "412K mi" + "$71,500" + "48-mo" +
  // "31 mos", "~115-120K mi/yr" + "2-3 loads/wk" + "$2.38/loaded mi" + "~11%", "17 roadside inspections" + "14
  // clean" + "0 OOS" + "12th pct" + "9th pct", "1 in 6" + "Class 8" + "Class 3", "6.1 → 6.9" + "65" + "$8,400",
  // "DC #6054" + "2-4 stops/day" + "~2,400-2,600 mi/wk" + "34-hr reset", "99.2%" + "98%" + "1 of 4 drivers out of
  // 31", "6 new hires" + "2 wks", "$500 each" + "0 cargo claims" + "~375K mi", "3-4 wks / home 4 days" + "~2,700
  // mi/wk", "Aug 2018" + "$86.50", "9 DOT inspections", "18 mos", "~40 farm accounts" + "60 mi" + "26'" + "8-12
  // stops/day", "1-2 inbound semis/day" + "800-1,200 50-lb bags", "160-hr", "TND 765", "49 CFR 177.848".
  {
    id: 'en-r9-cdldriver-wade',
    locale: 'en-US',
    name: 'Wade T. Kessler',
    email: 'wade.kessler.cdl@gmail.com',
    phone: '(417) 555-0162',
    city: 'Springfield, MO',
    target: 'CDL-A Company Driver – Regional/Dedicated, home weekly (hazmat OK, no tanker)',
    summary: [
      {
        text: 'I have 8 yrs CDL-A + 3 yrs Class B before that, just under 1M miles (~985K) w/ 0 preventable accidents. Company driver for Crossline 2017-2022, owner-op leased on to them since Apr 2022.',
        rewrite:
          'I have 8 years on a CDL-A plus 3 years on a Class B before that, with just under 1M miles (about 985K) and 0 preventable accidents; I was a company driver for Crossline from 2017 to 2022 and have been an owner-operator leased on to them since Apr 2022.',
        fact: '0 preventable accidents',
      },
      {
        text: 'Endorsements: H (hazmat) & T (doubles/triples). NO tanker (N) — so no X endorsement either. TWIC card, exp 2027.',
        rewrite:
          'I hold the H (hazmat) and T (doubles/triples) endorsements but no tanker (N) endorsement, so no X endorsement either; TWIC card, expiring 2027.',
        fact: 'tanker (N)',
      },
      {
        text: 'want to go back to a company seat — home weekly, truck note is paid off but insurance + maint. running $1,900-2,300/mo',
        rewrite:
          'I want to go back to a company seat and be home weekly; the truck note is paid off, but insurance and maintenance are running $1,900-2,300 a month.',
        fact: '$1,900-2,300',
      },
    ],
    jobs: [
      {
        organisation: 'Kessler Freight LLC, Springfield, MO (leased on to Crossline Carriers Inc.)',
        role: "Owner-Operator – Flatbed & Dry Van (lease-on, under Crossline's MC authority)",
        start: '2022.04',
        end: 'Present',
        bullets: [
          {
            text: "Bought a used '19 Freightliner Cascadia 126 (412K mi on it) for $71,500 in Apr 2022 — 48-mo note, paid off in 31 mos",
            rewrite:
              'Bought a used 2019 Freightliner Cascadia 126 with 412K miles on it for $71,500 in Apr 2022 on a 48-month note and paid it off in 31 months',
            fact: '$71,500',
          },
          {
            text: "~115-120K mi/yr, 2-3 loads/wk — mostly flatbed steel coil + lumber out of Joplin & Tulsa on Crossline's 48' flats & 53' vans. Avg $2.38/loaded mi gross, deadhead ~11%",
            rewrite:
              "Run about 115-120K miles a year at 2-3 loads a week, mostly flatbed steel coil and lumber out of Joplin and Tulsa on Crossline's 48' flatbeds and 53' vans, averaging $2.38 per loaded mile gross with deadhead around 11%",
            fact: '$2.38',
          },
          {
            text: "17 roadside inspections since '22 (Level 2 & 3), 14 clean, 0 OOS. Crossline's CSA — Unsafe Driving 12th pct, HOS Compliance 9th pct — is on their DOT#, not mine",
            rewrite:
              "Had 17 roadside inspections since 2022 (Level 2 and 3), 14 of them clean and 0 out of service (OOS); Crossline's CSA percentiles (Unsafe Driving 12th, HOS Compliance 9th) are on their DOT number, not mine",
            fact: '17 roadside inspections',
          },
          {
            text: 'Hazmat ~1 in 6 loads (Class 8 batteries, Class 3 paint on the vans): placards, shipping papers, segregation. Turn down every tank/bulk liquid load, no N endorsement.',
            rewrite:
              'Haul hazmat on about 1 in 6 loads (Class 8 batteries and Class 3 paint in the vans), handling placards, shipping papers and segregation, and turn down every tank or bulk liquid load since I have no N endorsement',
            fact: '1 in 6',
          },
          {
            text: 'Own books in QuickBooks: IFTA quarterly, 2290 HVUT, per diem. MPG 6.1 → 6.9 after governing to 65 + adding an APU ($8,400)',
            rewrite:
              'Keep my own books in QuickBooks, filing IFTA quarterly, the 2290 HVUT and per diem, and raised fuel economy from 6.1 to 6.9 MPG after governing the truck to 65 and adding an APU ($8,400)',
            fact: '$8,400',
          },
        ],
      },
      {
        organisation: 'Crossline Carriers Inc. @ Walmart DC #6054, Ozark, MO',
        role: 'Driver II – Regional, Dedicated Walmart account',
        start: '2019.03',
        end: '2022.03',
        bullets: [
          {
            text: 'Dedicated Walmart fleet out of DC #6054 — store runs in MO/AR/KS/OK, 2-4 stops/day, ~2,400-2,600 mi/wk, home for a 34-hr reset every wknd',
            rewrite:
              'Drove on the dedicated Walmart fleet out of DC #6054, running store deliveries in Missouri, Arkansas, Kansas and Oklahoma at 2-4 stops a day and about 2,400-2,600 miles a week, home for a 34-hour reset every weekend',
            fact: 'DC #6054',
          },
          {
            text: "On-time 99.2% on Walmart's OTD scorecard for 2021 (acct goal 98%), 1 of 4 drivers out of 31 on the account w/ zero late loads in Q4",
            rewrite:
              "Ran 99.2% on-time on Walmart's OTD scorecard for 2021 against a 98% account goal, and was 1 of 4 drivers out of 31 on the account with zero late loads in Q4",
            fact: '99.2%',
          },
          {
            text: 'Ride-along mentor for 6 new hires (first 2 wks each). NOT a certified Driver Trainer, never took the trainer class.',
            rewrite:
              'Served as a ride-along mentor for 6 new hires during their first 2 weeks each; I am not a certified Driver Trainer and never took the trainer class.',
            fact: '6 new hires',
          },
          {
            text: 'Safe Driver award 2020 + 2021 ($500 each), 0 preventable, 0 cargo claims over ~375K mi on the acct',
            rewrite:
              'Received the Safe Driver award in 2020 and 2021 ($500 each) with 0 preventable accidents and 0 cargo claims over about 375K miles on the account',
            fact: '0 cargo claims',
          },
        ],
      },
      {
        organisation: 'Crossline Carriers Inc., Joplin, MO',
        role: 'Driver I – OTR Dry Van (48 states)',
        start: '2017.06',
        end: '2019.02',
        bullets: [
          {
            text: "OTR 48 states, out 3-4 wks / home 4 days, avg ~2,700 mi/wk on 53' dry vans",
            rewrite:
              "Drove OTR in the 48 states on 53' dry vans, out 3-4 weeks and home 4 days at a time, averaging about 2,700 miles a week",
            fact: '2,700',
          },
          {
            text: 'Got my hazmat (H) endorsement Aug 2018 — TSA background check + fingerprints + knowledge test. Company paid the $86.50 TSA fee.',
            rewrite:
              'Earned the hazmat (H) endorsement in Aug 2018 after the TSA background check, fingerprints and knowledge test, with the company paying the $86.50 TSA fee',
            fact: 'Aug 2018',
          },
          {
            text: 'Paper logs → PeopleNet ELD Dec 2017, 0 HOS violations on 9 DOT inspections',
            rewrite:
              'Moved from paper logs to the PeopleNet ELD in Dec 2017, with 0 HOS violations across 9 DOT inspections',
            fact: '9 DOT inspections',
          },
          {
            text: 'Moved to the Walmart dedicated acct Mar 2019 as Driver II (needed 18 mos + clean MVR)',
            rewrite:
              'Moved to the Walmart dedicated account in Mar 2019 as Driver II, which required 18 months and a clean MVR',
            fact: 'clean MVR',
          },
        ],
      },
      {
        organisation: 'Lawrence County Farmers Co-op, Mt. Vernon, MO',
        role: 'Warehouse Associate → Delivery Driver (Class B, local)',
        start: '2013.05',
        end: '2017.05',
        bullets: [
          {
            text: "Loaded & delivered bagged feed (Purina + our own co-op brand) and fertilizer to ~40 farm accounts w/in 60 mi, 26' box truck, 8-12 stops/day",
            rewrite:
              "Loaded and delivered bagged feed (Purina and the co-op's own brand) and fertilizer to about 40 farm accounts within 60 miles in a 26' box truck, at 8-12 stops a day",
            fact: '40 farm accounts',
          },
          {
            text: 'Got Class B in 2014, co-op paid. Never hauled the anhydrous ammonia nurse tanks — needed tanker + hazmat, I had neither then',
            rewrite:
              'Earned my Class B in 2014, paid for by the co-op; never hauled the anhydrous ammonia nurse tanks, which needed tanker and hazmat endorsements that I did not have then',
            fact: 'anhydrous ammonia',
          },
          {
            text: 'Forklift (sit-down & rough terrain) — unloaded 1-2 inbound semis/day, 800-1,200 50-lb bags',
            rewrite:
              'Ran sit-down and rough-terrain forklifts, unloading 1-2 inbound semis a day of 800-1,200 50-lb bags',
            fact: '800-1,200',
          },
          {
            text: 'Co-op paid for my CDL-A school at OTC in spring 2017 after 4 yrs — left for Crossline when I got my A',
            rewrite:
              'The co-op paid for my CDL-A school at OTC in spring 2017 after 4 years, and I left for Crossline once I had my Class A',
            fact: 'spring 2017',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Ozarks Technical Community College (OTC), Springfield, MO',
        degree: 'Certificate of completion (non-credit) – 160-hr program',
        major: 'Commercial Driver Training (Class A)',
        start: '2017.03',
        end: '2017.04',
      },
      {
        school: 'Crowder College, Neosho, MO',
        degree: 'AAS – not completed (1 semester, 14 credits)',
        major: 'Diesel Technology',
        start: '2012.08',
        end: '2012.12',
      },
    ],
    skills: [
      "CDL-A: 53' dry van, 48' flatbed (steel coil, lumber — chains, straps, 4'/6'/8' tarps), some reefer",
      'Endorsements H & T (no N / no X), TWIC',
      'ELDs: PeopleNet, Samsara, Motive (KeepTruckin); HOS incl. 34-hr restart & 7/3 split sleeper',
      'Hazmat: placarding, shipping papers, segregation (49 CFR 177.848)',
      'Trip planning: Trucker Path, Rand McNally TND 765',
      'Owner-op business: QuickBooks, IFTA, 2290 HVUT, per diem, cost-per-mile tracking',
      'Pre-trip/post-trip, DOT brake adj., air leaks & lights — basic roadside fixes',
    ],
    certificates: [
      'CDL Class A – Missouri, endorsements H (Hazmat) & T (Doubles/Triples)',
      'TWIC (Transportation Worker Identification Credential) – exp. 2027',
      "DOT Medical Examiner's Certificate (2-yr card, current)",
    ],
  },
  // Nonprofit grant writer / development associate who started as an AmeriCorps VISTA member.
  // TRAPS: she is a Senior Development Associate who reports to the Director of Development, with no direct reports
  // (only 1 spring intern), not a Grants Manager or Development Director (the objective asks for "Grants Manager /
  // Sr. Grant Writer"); the Northside job was a contract (~20 hrs/wk), not staff, and Northside later merged into
  // Arts@Large (she never worked for Arts@Large); the VISTA year was service through CNCS on a living allowance,
  // not a Riverworks staff job; on the SAMHSA application the partner FQHC (Menomonee Valley Health Center) was the
  // lead applicant and her org only a sub-recipient ($285K of $1M); the Greater Milwaukee Foundation proposal was
  // signed and presented by the Director of Development; the first grants were co-written with the ED; the gala was
  // run by the Events Manager; Bader Philanthropies, Greater Milwaukee Foundation, City of Milwaukee, Candid and
  // Independent Sector are funders/vendors, never employers; CFRE is NOT held ("not eligible to sit until 2026");
  // The Fund Raising School is 1 course, not the CFRM certificate; the MPA is in progress (18 of 39 credits); only
  // the non-credit UWM Grant Writing Certificate is held. PROMOTION: Development Associate / Grants → Senior
  // Development Associate – Grants & Institutional Giving (Jul 2023). NUMBERS: "~6 yrs" + "~$1.4M/yr", "61
  // proposals" + "38 funded (62%)", "~52 of 80 education pts" + "18/39 credits", "55-65 proposals + reports/yr" +
  // "$5K to $400K" + "$1.42M" + "≈⅔", "3-yr" + "$1M total" + "$285K", "3 spreadsheets" + "0 late reports" + "7
  // late", "1 MSW/MPA intern" + "10 hrs/wk", "4 sponsors" + "$72.5K", "1 of 3" + "~½", "21/30" → "27 of 33" +
  // "1-pg", "19 new funders" + "7 said yes" + "$186K", "$150K/3 yrs", "$640K" + "~⅔", "22 proposals" + "14 funded"
  // + "$212K" + "$40K", "$18,350" + "211 donors" + "$15K" + "38%", "~3,800" + "24% → 37%" + "6 mos", "1,700+ hrs" +
  // "~$1,150/mo", "140+ volunteers" + "3 pantry sites" + "~9,200" + "$234K" + "$25.43/hr", "6 submitted, 4 funded,
  // $58K" + "$25K", "~310 → ~950" + "4 staff", "$6,195"; names with numbers: "FY24", "2 CFR 200", "990-PF",
  // "#GivingTuesday 2020", "SPF-PFS".
  {
    id: 'en-r9-grants-naomi',
    locale: 'en-US',
    name: 'Naomi J. Castellanos',
    email: 'naomi.castellanos.grants@gmail.com',
    phone: '(414) 555-0147',
    city: 'Milwaukee, WI',
    target: 'Grants Manager / Sr. Grant Writer — health or human services, Milwaukee or remote',
    summary: [
      {
        text: 'I have ~6 yrs in nonprofit fundraising — started as an AmeriCorps VISTA at a food pantry, now I write most of the institutional grants for a community health nonprofit (~$1.4M/yr).',
        rewrite:
          'I have about 6 years in nonprofit fundraising: I started as an AmeriCorps VISTA at a food pantry and now write most of the institutional grants for a community health nonprofit, about $1.4M a year.',
        fact: 'AmeriCorps VISTA',
      },
      {
        text: "foundation + gov't grants: 61 proposals in FY24, 38 funded (62%); Grants.gov, SAM.gov/UEI, 2 CFR 200 budgets, federal sub-award narratives",
        rewrite:
          'Foundation and government grants: 61 proposals in FY24 with 38 funded (62%); experienced with Grants.gov, SAM.gov/UEI, 2 CFR 200 budgets and federal sub-award narratives.',
        fact: '2 CFR 200',
      },
      {
        text: 'Working toward CFRE (~52 of 80 education pts), not eligible to sit until 2026. MPA in progress @ UWM, part-time, 18/39 credits.',
        rewrite:
          'I am working toward the CFRE with about 52 of 80 education points and am not eligible to sit until 2026; my MPA at UWM is in progress, part-time, at 18 of 39 credits.',
        fact: 'not eligible to sit until 2026',
      },
    ],
    jobs: [
      {
        organisation: 'Lakeshore Community Health Partners, Inc., Milwaukee, WI',
        role: 'Senior Development Associate – Grants & Institutional Giving',
        start: '2023.07',
        end: 'Present',
        bullets: [
          {
            text: "Own the grants calendar: 55-65 proposals + reports/yr, asks from $5K to $400K. FY24 (Jul '23-Jun '24): 38 of 61 funded = $1.42M, ≈⅔ of contributed revenue",
            rewrite:
              'Own the grants calendar of 55-65 proposals and reports a year, with asks from $5K to $400K; in FY24 (Jul 2023-Jun 2024) 38 of 61 proposals were funded for $1.42M, about ⅔ of contributed revenue',
            fact: '38 of 61',
          },
          {
            text: 'Wrote our part of a 3-yr SAMHSA SPF-PFS application — lead applicant was our partner Menomonee Valley Health Center (FQHC). Funded $1M total / our sub-award $285K over 3 yrs',
            rewrite:
              'Wrote our part of a 3-year SAMHSA SPF-PFS application led by our partner, Menomonee Valley Health Center (an FQHC), as lead applicant; it was funded at $1M total, with our sub-award at $285K over 3 years',
            fact: '$285K',
          },
          {
            text: 'Rebuilt grants tracking in Salesforce NPSP (retired 3 spreadsheets) → 0 late reports FY24 vs 7 late in FY22',
            rewrite:
              'Rebuilt grants tracking in Salesforce NPSP, retiring 3 spreadsheets, and brought late reports from 7 in FY22 to 0 in FY24',
            fact: '3 spreadsheets',
          },
          {
            text: 'No direct reports. Report to the Dir. of Development; supervise 1 MSW/MPA intern each spring (10 hrs/wk).',
            rewrite:
              'Have no direct reports; I report to the Director of Development and supervise 1 MSW/MPA intern each spring at 10 hours a week.',
            fact: '1 MSW/MPA intern',
          },
          {
            text: "Corporate sponsorships for the 'Light the Lake' benefit 2024: 4 sponsors, $72.5K (event itself was run by our Events Mgr, not me)",
            rewrite:
              "Secured corporate sponsorships for the 2024 'Light the Lake' benefit, 4 sponsors for $72.5K; the event itself was run by our Events Manager, not me",
            fact: '$72.5K',
          },
        ],
      },
      {
        organisation: 'Lakeshore Community Health Partners, Inc., Milwaukee, WI',
        role: 'Development Associate / Grants',
        start: '2021.09',
        end: '2023.06',
        bullets: [
          {
            text: 'Hired as 1 of 3 on the dev team (Dir. of Development, me, a Gifts & Database Coordinator) — ~½ my time was reports & compliance',
            rewrite:
              'Hired as 1 of 3 on the development team (the Director of Development, me and a Gifts & Database Coordinator), with about ½ of my time on reports and compliance',
            fact: '1 of 3',
          },
          {
            text: 'Foundation renewals 21/30 (FY22) → 27 of 33 (FY23), mostly by sending 1-pg mid-year updates to program officers',
            rewrite:
              'Raised foundation renewals from 21 of 30 in FY22 to 27 of 33 in FY23, mostly by sending 1-page mid-year updates to program officers',
            fact: '27 of 33',
          },
          {
            text: 'Prospect research in Candid FDO + 990-PFs: approached 19 new funders, 7 said yes, $186K new $ in FY23',
            rewrite:
              "Used Candid's Foundation Directory (FDO) and 990-PF filings for prospect research, approaching 19 new funders of which 7 said yes, for $186K in new money in FY23",
            fact: '$186K',
          },
          {
            text: 'Drafted the LOI + full proposal for our Greater Milwaukee Foundation multi-yr grant ($150K/3 yrs) — Dir. of Development signed & presented it',
            rewrite:
              'Drafted the LOI and full proposal for our multi-year Greater Milwaukee Foundation grant ($150K over 3 years), which the Director of Development signed and presented',
            fact: 'Greater Milwaukee Foundation',
          },
        ],
      },
      {
        organisation: 'Northside Youth Arts Collective, Milwaukee, WI (merged into Arts@Large in 2022)',
        role: 'Grant Writer (contract, ~20 hrs/wk) – Development & Comms',
        start: '2020.09',
        end: '2021.08',
        bullets: [
          {
            text: 'Only development person on a $640K budget (ED handled major donors), ~⅔ of revenue from foundations',
            rewrite:
              'Was the only development person on a $640K budget, with the ED handling major donors and about ⅔ of revenue coming from foundations',
            fact: '$640K',
          },
          {
            text: '22 proposals submitted, 14 funded = $212K incl. a $40K CARES Act relief grant thru the City of Milwaukee',
            rewrite:
              'Submitted 22 proposals, 14 of which were funded for $212K, including a $40K CARES Act relief grant through the City of Milwaukee',
            fact: '$212K',
          },
          {
            text: '#GivingTuesday 2020: $18,350 from 211 donors (goal $15K), 38% first-time givers',
            rewrite:
              'Ran #GivingTuesday 2020, raising $18,350 from 211 donors against a $15K goal, 38% of them first-time givers',
            fact: '211 donors',
          },
          {
            text: 'Mailchimp newsletter to ~3,800 subscribers, open rate 24% → 37% in 6 mos',
            rewrite:
              "Grew the Mailchimp newsletter's open rate from 24% to 37% in 6 months across about 3,800 subscribers",
            fact: '3,800',
          },
        ],
      },
      {
        organisation: 'Riverworks Food Collaborative, Milwaukee, WI (AmeriCorps VISTA host site)',
        role: 'AmeriCorps VISTA Member – Capacity Building (Volunteers & Grants)',
        start: '2019.08',
        end: '2020.08',
        bullets: [
          {
            text: '1-yr VISTA term, 1,700+ hrs, living allowance ~$1,150/mo — served through CNCS, not Riverworks staff',
            rewrite:
              'Served a 1-year VISTA term of 1,700+ hours on a living allowance of about $1,150 a month, through CNCS rather than as Riverworks staff',
            fact: '1,700+',
          },
          {
            text: "Recruited/scheduled 140+ volunteers for 3 pantry sites → ~9,200 volunteer hrs (≈$234K at Independent Sector's $25.43/hr)",
            rewrite:
              "Recruited and scheduled 140+ volunteers for 3 pantry sites, logging about 9,200 volunteer hours, worth roughly $234K at Independent Sector's $25.43/hr rate",
            fact: '$25.43/hr',
          },
          {
            text: 'Co-wrote my first grants w/ the ED: 6 submitted, 4 funded, $58K (biggest: $25K from Bader Philanthropies)',
            rewrite:
              'Co-wrote my first grants with the ED: 6 submitted and 4 funded for $58K, the biggest being $25K from Bader Philanthropies',
            fact: '$58K',
          },
          {
            text: 'COVID (Mar 2020): helped switch to drive-thru pantry, households/wk ~310 → ~950; set up Volgistics + Little Green Light donor db, trained 4 staff',
            rewrite:
              'When COVID hit in Mar 2020, helped switch to a drive-thru pantry as households served grew from about 310 to about 950 a week, and set up Volgistics and a Little Green Light donor database, training 4 staff',
            fact: 'Little Green Light',
          },
          {
            text: 'Earned the Segal Education Award ($6,195) at term end — using it on the MPA',
            rewrite:
              'Earned the Segal Education Award ($6,195) at the end of the term and am using it toward the MPA',
            fact: 'Segal Education Award',
          },
        ],
      },
    ],
    education: [
      {
        school: 'University of Wisconsin–Milwaukee (UWM)',
        degree: 'MPA – in progress (part-time, 18 of 39 credits)',
        major: 'Nonprofit Management',
        start: '2023.01',
        end: 'Expected 2026.05',
      },
      {
        school: 'University of Wisconsin–Madison',
        degree: 'B.A.',
        major: 'Sociology (Certificate in Chicanx & Latinx Studies)',
        start: '2015.09',
        end: '2019.05',
      },
    ],
    skills: [
      'Grant writing: LOIs, full proposals, federal (Grants.gov, SAM.gov/UEI), state & local RFPs, sub-award narratives',
      'Prospect research: Candid Foundation Directory (FDO), 990-PF review, Instrumentl',
      'CRMs: Salesforce NPSP, Bloomerang, Little Green Light; Volgistics',
      'Budgets & reporting: program budgets up to $1.2M, 2 CFR 200, logic models, outcome reports',
      "Took 'Principles & Techniques of Fundraising' @ The Fund Raising School (IU Lilly), 2023 — 1 course, not the CFRM",
      'Bilingual English/Spanish (written & spoken)',
      'Mailchimp, Canva, Google Workspace, Excel (pivots, XLOOKUP)',
    ],
    certificates: ['Grant Writing Certificate (non-credit) – UWM School of Continuing Education, 2021'],
  },
  // Accountant employed by a 代理记账 firm for her whole accounting career, now seconded to a client factory.
  // The current job's `organisation` names the employer with the client in brackets ("杭州信诚财税咨询有限公司
  // （外派至杭州拓元智能装备有限公司）"): 拓元 is the client, not the employer ("劳动关系仍在信诚"). A promotion
  // at one organisation (identical `organisation`, an "原XX，2021年被信诚收购" note): 记账会计 -> 主办会计（带2人）;
  // 主办会计 is not 审核会计 or 财务主管. Traps: 中级会计职称 NOT held (only 《中级会计实务》《经济法》 passed,
  // 《财务管理》 in 2025年9月); only 初级 held; the 本科 is 业余 and still 在读 (预计2026.07); during the
  // manager's maternity leave she only reviewed expense claims, payments still signed by the 财务总监; 天健 is
  // the client's auditor. Numbers: "9年", "30多家", "约260人", "每周驻场4天", "约900张", "次月12号→次月6号",
  // "约1,460万", "约2,300万", "45天左右→20天以内", "200余项", "21笔→7笔", "28家小规模+6家一般纳税人",
  // "50万-3000万", "约140户", "4个月", "3次（1+2）", "19人，评2人", "约40户", "600余人", "73户", "3个银行账户",
  // "约120人", "约60吨"; dates "2023.03", "23年3月", "24年度", "2024.06-2024.10", "17年", "2025年9月".
  {
    id: 'zh-r9-accountant-caoyaqi',
    locale: 'zh-CN',
    name: '曹雅琪',
    email: 'caoyaqi_kj@163.com',
    phone: '158 6717 4420',
    city: '杭州',
    target: '总账会计 / 税务会计（不考虑代账、外派）— 制造业优先，杭州萧山·滨江',
    summary: [
      {
        text: '本人做财务9年，出纳2年+会计7年；前面近5年都在代账公司，一个人同时管30多家的账，23年3月起外派到客户工厂做驻场总账+税务。',
        rewrite:
          '本人从事财务工作9年（出纳2年、会计7年）；其中近5年在代理记账公司，同时负责30多家企业的账务，2023年3月起外派到客户工厂担任驻场会计，负责总账与税务。',
        fact: '外派到客户工厂',
      },
      {
        text: '证书：初级会计17年拿的；中级会计只过了《中级会计实务》《经济法》两科，《财务管理》2025年9月再考。',
        rewrite:
          '证书方面：2017年取得初级会计职称；中级会计职称目前只过了《中级会计实务》《经济法》两科，《财务管理》计划于2025年9月再考。',
        fact: '只过了《中级会计实务》《经济法》两科',
      },
      {
        text: '熟悉金蝶云星空、用友T+/U8，电子税务局、个税扣缴端、出口退税申报系统都用得比较熟',
        rewrite: '熟悉金蝶云星空、用友T+/U8，能熟练使用电子税务局、个税扣缴端及出口退税申报系统。',
        fact: '出口退税申报系统',
      },
    ],
    jobs: [
      {
        organisation: '杭州信诚财税咨询有限公司（外派至杭州拓元智能装备有限公司）',
        role: '驻场会计（总账方向）/ 税务',
        start: '2023.03',
        end: '至今',
        bullets: [
          {
            text: '派驻拓元（做工业机器人夹具的，员工约260人），每周驻场4天，劳动关系仍在信诚，向拓元财务经理+信诚审核主管双线汇报',
            rewrite:
              '派驻客户拓元（工业机器人夹具企业，员工约260人），每周驻场4天，劳动关系仍在信诚，同时向拓元财务经理和信诚审核主管汇报',
            fact: '劳动关系仍在信诚',
          },
          {
            text: '总账+月结：每月凭证约900张，2家主体（拓元+全资子公司拓元精密），结账从次月12号提前到次月6号',
            rewrite:
              '负责总账与月结，每月凭证约900张，覆盖2家主体（拓元及其全资子公司拓元精密），结账时间由次月12日提前至次月6日',
            fact: '每月凭证约900张',
          },
          {
            text: '税务：增值税月报、企税季度预缴+年度汇算清缴(23、24年度)，研发费用加计扣除按100%，24年度加计扣除额约1,460万',
            rewrite:
              '负责增值税月度申报、企业所得税季度预缴及2023、2024年度汇算清缴，研发费用按100%加计扣除，2024年度加计扣除额约1,460万元',
            fact: '约1,460万',
          },
          {
            text: '出口退税每月报1次，全年退税约2,300万，退税到账从平均45天左右→20天以内；配合天健所（拓元的审计师）年审，PBC清单200余项，审计调整分录21笔→7笔',
            rewrite:
              '每月申报1次出口退税，全年退税约2,300万元，平均到账时间由45天左右缩短至20天以内；配合拓元的审计机构天健会计师事务所完成年审，准备PBC清单200余项，审计调整分录由21笔减少至7笔',
            fact: '全年退税约2,300万',
          },
          {
            text: '2024.06-2024.10拓元财务经理休产假，期间帮忙初审费用报销单（每月约400张），付款审批还是财务总监签',
            rewrite:
              '2024.06-2024.10拓元财务经理休产假期间，协助初审费用报销单（每月约400张），付款审批仍由财务总监签批',
            fact: '每月约400张',
          },
        ],
      },
      {
        organisation: '杭州信诚财税咨询有限公司（原杭州众信代理记账事务所，2021年被信诚收购）',
        role: '主办会计（带2人）',
        start: '2020.07',
        end: '2023.02',
        bullets: [
          {
            text: '手上28家小规模+6家一般纳税人，带2个记账助理，每月15号前全部申报完，近3年0逾期0罚款',
            rewrite:
              '负责28家小规模纳税人和6家一般纳税人的账务，带领2名记账助理，每月15日前完成全部申报，近3年0逾期、0罚款',
            fact: '6家一般纳税人',
          },
          {
            text: '客户以餐饮、电商、装修公司为主，年营收大多在50万-3000万之间',
            rewrite: '所服务客户以餐饮、电商、装修公司为主，年营收多在50万-3000万元之间',
            fact: '50万-3000万',
          },
          {
            text: '2021年众信被信诚收购后，负责把原众信约140户客户的账从金蝶KIS迁到金蝶云星空，前后4个月',
            rewrite:
              '2021年众信被信诚收购后，负责将原众信约140户客户的账套由金蝶KIS迁移至金蝶云星空，历时4个月',
            fact: '约140户客户',
          },
          {
            text: '协助客户应对税务局风险核查3次（小规模超标1次、异常发票2次），除补缴税款外没有罚款',
            rewrite: '协助客户应对税务局风险核查3次（小规模超标1次、异常发票2次），除补缴税款外均未被罚款',
            fact: '风险核查3次',
          },
          {
            text: '2022年度"优秀主办会计"（全公司主办会计19人，评2人）',
            rewrite: '获评2022年度“优秀主办会计”（全公司19名主办会计中评选2人）',
            fact: '优秀主办会计',
          },
        ],
      },
      {
        organisation: '杭州信诚财税咨询有限公司（原杭州众信代理记账事务所，2021年被信诚收购）',
        role: '记账会计',
        start: '2018.07',
        end: '2020.06',
        bullets: [
          {
            text: '每月负责约40户小规模的票据整理、录凭证、报税，旺季（1月+5月汇算）经常加班到晚上10点',
            rewrite:
              '每月负责约40户小规模纳税人的票据整理、凭证录入与纳税申报，旺季（1月及5月汇算清缴期）经常加班至晚上10点',
            fact: '约40户',
          },
          {
            text: '19年个税改革，帮客户做专项附加扣除信息采集，涉及员工600余人',
            rewrite: '2019年个税改革期间，协助客户完成专项附加扣除信息采集，涉及员工600余人',
            fact: '600余人',
          },
          {
            text: '代办工商年报、社保/公积金增减员，2019年工商年报一共报了73户',
            rewrite: '代办工商年报及社保、公积金增减员，2019年共完成73户工商年报',
            fact: '73户',
          },
        ],
      },
      {
        organisation: '慈溪市宏达塑料制品厂（宁波·慈溪）',
        role: '出纳（兼仓库统计）',
        start: '2016.07',
        end: '2018.06',
        bullets: [
          {
            text: '管现金+3个银行账户，每天登日记账，每月做银行余额调节表',
            rewrite: '管理现金及3个银行账户，每日登记日记账，每月编制银行余额调节表',
            fact: '3个银行账户',
          },
          {
            text: '每月算工人计件工资，约120人，发薪前跟车间主任对一遍',
            rewrite: '每月核算工人计件工资（约120人），发薪前与车间主任逐一核对',
            fact: '约120人',
          },
          {
            text: '兼仓库统计：原料进出库台账（PP/PE颗粒，月进料约60吨）',
            rewrite: '兼任仓库统计，登记原料进出库台账（PP/PE颗粒，月进料约60吨）',
            fact: '约60吨',
          },
        ],
      },
    ],
    education: [
      {
        school: '浙江工商大学（继续教育学院）',
        degree: '本科（业余，在读）',
        major: '会计学',
        start: '2024.03',
        end: '2026.07（预计）',
      },
      {
        school: '浙江经贸职业技术学院',
        degree: '大专',
        major: '会计',
        start: '2013.09',
        end: '2016.06',
      },
    ],
    skills: [
      '金蝶云星空、金蝶KIS、用友T+/U8',
      '电子税务局、自然人电子税务局（扣缴端）、出口退税申报系统',
      '增值税、企业所得税汇算清缴、研发费用加计扣除、出口退（免）税',
      'Excel：VLOOKUP/XLOOKUP、数据透视表、SUMIFS，会一点Power Query',
      '代账全流程（建账→记账→报税→年报），工商、社保公积金业务',
    ],
    certificates: ['初级会计专业技术资格（2017年）', '全国计算机等级考试二级（MS Office）'],
  },
  // Chain-restaurant area manager who came up from a KFC shift manager. A promotion at one organisation
  // (identical `organisation` with an acquisition note "原南京小禾餐饮，2022年被上海禾味集团收购"):
  // 区域督导（协助区域经理，分管3家店） -> 区域经理（华东二区，管8家店）; he is NOT 区域总监/运营总监, and as 督导
  // he only assisted the 区域经理. Store renaming: signage "小禾烧腊" -> "禾味·烧腊饭"; 3 franchise stores taken back
  // as 直营. At KFC he was 值班经理, never 餐厅经理 (covered 2 weeks for the RGM), and the 百胜 "RGM储备" programme
  // was NOT completed; the employer line is "肯德基（百胜中国）南京新街口店". The 自考本科 is unfinished (还差6门);
  // only 食品安全管理员证 is held. 美团/饿了么/客如云/德基/金鹰/吾悦 are platforms, vendors and malls, not employers.
  // Numbers: "11年", "8家店", "南京6家·镇江2家", "约190人（含小时工60多个）", "约1.26亿", "6.8%", "5.1万→5.9万",
  // "45天", "分2批", "约12%", "第3个月", "31%→42%", "14min→9min", "3-5家", "每月巡店≥12次", "81→90", "80单→210单",
  // "新店长4人，其中2人", "不超过2h", "120个座位", "约68万", "4.5轮", "45天", "第4个月", "38人", "约70%→45%左右",
  // "32%-34%", "<0.5%", "15-25人", "代班2周", "+9%", "42家店选5人", "已过9门/共15门"; dates "2023年4月", "24年",
  // "2022年11月", "2019年8月", "2016年春节", "2017年2月".
  {
    id: 'zh-r9-areamanager-zhengkai',
    locale: 'zh-CN',
    name: '郑凯',
    email: 'zhengkai.canyin@qq.com',
    phone: '139 1592 6078',
    city: '南京',
    target: '区域经理 / 区域运营经理 — 连锁餐饮（快餐、烧腊、面馆），南京·苏锡常',
    summary: [
      {
        text: '希望找连锁餐饮区域经理的岗位。餐饮干了11年，肯德基值班经理→店长→督导→区域经理，现在手上8家店。',
        rewrite:
          '希望应聘连锁餐饮区域经理岗位。本人餐饮从业11年，从肯德基值班经理做起，历任店长、区域督导，现任区域经理，管理8家店。',
        fact: '肯德基值班经理',
      },
      {
        text: '擅长新店筹备、加盟店转直营和品牌换招牌，熟悉QSC巡店、外卖平台运营(美团/饿了么)',
        rewrite: '擅长新店筹备、加盟店转直营与品牌换招牌，熟悉QSC巡店及美团、饿了么外卖平台运营。',
        fact: '加盟店转直营',
      },
      {
        text: '证书：食品安全管理员证（2020）+健康证；自考本科（工商管理）还差6门没考完。',
        rewrite: '持有食品安全管理员证（2020年）及健康证；自考本科（工商管理）还差6门尚未考完。',
        fact: '还差6门',
      },
    ],
    jobs: [
      {
        organisation: '南京禾味餐饮管理有限公司（原南京小禾餐饮，2022年被上海禾味集团收购）',
        role: '区域经理（华东二区，管8家店）',
        start: '2023年4月',
        end: '至今',
        bullets: [
          {
            text: '管南京+镇江8家直营店（南京6家·镇江2家），员工约190人（含小时工60多个），直接下属8个店长',
            rewrite:
              '管理南京、镇江共8家直营门店（南京6家、镇江2家），员工约190人（含小时工60余人），直接管理8名店长',
            fact: '员工约190人',
          },
          {
            text: '区域年营收约1.26亿，24年同店增长6.8%，人效从每人每月约5.1万提到5.9万；每季度看3-5家意向新址',
            rewrite:
              '区域年营收约1.26亿元，2024年同店增长6.8%，人效由每人每月约5.1万元提升至5.9万元；每季度评估3-5家意向新址',
            fact: '约1.26亿',
          },
          {
            text: '24年把3家加盟店收回转直营（仙林、江宁万达、镇江吾悦），45天交接期内没关过一天店，现在8家里有3家就是这批',
            rewrite:
              '2024年将3家加盟店收回转为直营（仙林、江宁万达、镇江吾悦），45天交接期内未停业一天，目前8家门店中有3家即为这批',
            fact: '3家加盟店',
          },
          {
            text: '品牌升级：招牌"小禾烧腊"统一改成"禾味·烧腊饭"，8家店分2批换完，换招牌当月外卖单量掉了约12%，第3个月恢复',
            rewrite:
              '推进品牌升级，门店招牌由“小禾烧腊”统一更名为“禾味·烧腊饭”，8家门店分2批完成更换，更名当月外卖单量下降约12%，第3个月恢复',
            fact: '禾味·烧腊饭',
          },
          {
            text: '外卖（美团+饿了么）占营收比 31%→42%，平均出餐时间14min→9min',
            rewrite: '外卖（美团、饿了么）营收占比由31%提升至42%，平均出餐时间由14min缩短至9min',
            fact: '42%',
          },
        ],
      },
      {
        organisation: '南京禾味餐饮管理有限公司（原南京小禾餐饮，2022年被上海禾味集团收购）',
        role: '区域督导（协助区域经理，分管3家店）',
        start: '2021年9月',
        end: '2023年3月',
        bullets: [
          {
            text: '协助区域经理管南京5家店，自己直接负责其中3家（新街口德基、河西金鹰、江宁百家湖）',
            rewrite: '协助区域经理管理南京5家门店，其中直接负责3家（新街口德基、河西金鹰、江宁百家湖）',
            fact: '协助区域经理',
          },
          {
            text: '每月巡店≥12次，用QSC检查表（100分制）打分，3家店平均分81→90',
            rewrite: '每月巡店不少于12次，按QSC检查表（100分制）评分，所负责3家门店平均分由81分提升至90分',
            fact: 'QSC检查表（100分制）',
          },
          {
            text: '2022年4-5月疫情堂食时开时停，牵头推社区团购套餐，单店日均外卖单从80单→210单',
            rewrite: '2022年4-5月疫情期间堂食时开时停，牵头推出社区团购套餐，单店日均外卖单量由80单增至210单',
            fact: '210单',
          },
          {
            text: '2022年11月公司被上海禾味收购，参与5家店收银系统切换（客如云→美团收银），每家店停机不超过2h',
            rewrite:
              '2022年11月公司被上海禾味收购后，参与5家门店收银系统切换（由客如云切换至美团收银），每家店停机不超过2h',
            fact: '美团收银',
          },
          {
            text: '带出新店长4人，其中2人已升督导',
            rewrite: '培养新店长4人，其中2人已晋升为督导',
            fact: '新店长4人',
          },
        ],
      },
      {
        organisation: '苏州鲜面坊餐饮有限公司（苏州·观前街店/园区湖东店）',
        role: '店长（观前街店，2019年起兼管湖东店）',
        start: '2017年3月',
        end: '2021年8月',
        bullets: [
          {
            text: '观前街店120个座位，月营收约68万，午市翻台约4.5轮',
            rewrite: '观前街店共120个座位，月营收约68万元，午市翻台约4.5轮',
            fact: '120个座位',
          },
          {
            text: '2019年8月起兼管湖东店（新店），开业筹备45天，开业后第4个月开始盈利',
            rewrite: '2019年8月起兼管新开的湖东店，开业筹备45天，开业后第4个月实现盈利',
            fact: '第4个月',
          },
          {
            text: '两家店合计员工38人，员工年化离职率从约70%降到45%左右',
            rewrite: '两家门店合计员工38人，员工年化离职率由约70%降至45%左右',
            fact: '38人',
          },
          {
            text: '食材成本率控制在32%-34%，月度盘点差异<0.5%',
            rewrite: '将食材成本率控制在32%-34%，月度盘点差异低于0.5%',
            fact: '32%-34%',
          },
        ],
      },
      {
        organisation: '肯德基（百胜中国）南京新街口店',
        role: '值班经理（Shift Manager）',
        start: '2014年7月',
        end: '2017年2月',
        bullets: [
          {
            text: '管一个班次15-25人，早/晚班轮换，负责开店/闭店、现金、交接班',
            rewrite: '管理单个班次15-25人，早晚班轮换，负责开店、闭店、现金管理及交接班',
            fact: '15-25人',
          },
          {
            text: '2016年春节餐厅经理休假，代班2周，期间营业额同比+9%',
            rewrite: '2016年春节餐厅经理休假期间代班2周，期间营业额同比增长9%',
            fact: '代班2周',
          },
          {
            text: '2015年拿到"区域明星值班经理"（南京市场42家店选5人）',
            rewrite: '2015年获评“区域明星值班经理”（南京市场42家店中评选5人）',
            fact: '42家店',
          },
          {
            text: '参加过百胜"RGM储备"培训计划，没有做完，2017年2月离职去苏州',
            rewrite: '曾参加百胜“RGM储备”培训计划，未完成即于2017年2月离职赴苏州发展',
            fact: 'RGM储备',
          },
        ],
      },
    ],
    education: [
      {
        school: '南京财经大学（高等教育自学考试）',
        degree: '本科（自考，在读，已过9门/共15门）',
        major: '工商管理',
        start: '2019.10',
        end: '至今',
      },
      {
        school: '南京旅游职业学院',
        degree: '大专',
        major: '餐饮管理',
        start: '2011.09',
        end: '2014.06',
      },
    ],
    skills: [
      '门店运营：QSC巡店、排班/人力成本、食材成本与月度盘点',
      '美团/饿了么商家后台、大众点评运营，满减/套餐活动设置',
      '收银系统：客如云、美团收银；企业微信+飞书表格做日报',
      'Excel（数据透视表）、看门店/区域P&L',
      '新店筹备（选址评估、证照办理、开业排期）',
      '加盟店管理、加盟转直营交接',
    ],
    certificates: ['食品安全管理员证（2020年）'],
  },
  // Round 10 (session 13), written by helpers to the held-out fifth's brief: tuning.
  {
    id: 'en-r10-rt-keisha',
    locale: 'en-US',
    name: 'Keisha M. Odom',
    email: 'keisha.odom.rrt@yahoo.com',
    phone: '(614) 555-0138',
    city: 'Columbus, OH',
    target: 'RT III / Lead RT – adult critical care (MICU, CVICU), Columbus area, days preferred',
    summary: [
      {
        text: 'I have ~10 yrs in respiratory care – RRT since Feb 2018, now RT III in adult ICU at a 612-bed Level I / academic center in Columbus. Started as a CRT on nights at a 94-bed community hospital, and before that delivered O2 + CPAP for a DME co. while in RT school.',
        rewrite:
          'I have about 10 years in respiratory care: an RRT since Feb 2018, I am now an RT III in the adult ICU at a 612-bed Level I academic center in Columbus; I started as a CRT on nights at a 94-bed community hospital, and before that delivered oxygen and CPAP for a DME company while in RT school.',
        fact: '612-bed',
      },
      {
        text: 'Vent mgmt on Servo-u, PB 980/840, Hamilton G5 – VC/PRVC/APRV, ARDSnet low Vt (6 mL/kg PBW), plat < 30, driving pressure ≤ 15; NIV on V60 Plus, HFNC (Airvo 2 / Optiflow)',
        rewrite:
          'Manage ventilators on the Servo-u, PB 980/840 and Hamilton G5 in VC, PRVC and APRV, using ARDSnet low tidal volumes (6 mL/kg PBW) with plateau pressure under 30 and driving pressure at or below 15; NIV on the V60 Plus and HFNC on the Airvo 2 and Optiflow.',
        fact: '6 mL/kg PBW',
      },
      {
        text: "NOT ACCS yet – sat Aug '26, missed the cut by 2 items, retake booked Feb 2027. No NPS (adult only, never sat it). BS in progress, 18/30 cr.",
        rewrite:
          'I do not hold the ACCS yet: I sat it in Aug 2026, missed the cut score by 2 items, and have the retake booked for Feb 2027; I do not hold the NPS (adult only, never sat for it); my BS is in progress at 18 of 30 credits.',
        fact: 'Feb 2027',
      },
    ],
    jobs: [
      {
        organisation: 'Scioto Valley University Medical Center, Columbus, OH',
        role: 'Respiratory Therapist III – Adult Critical Care / Relief Charge RT',
        start: '2023.07',
        end: 'Present',
        bullets: [
          {
            text: 'Promoted to RT III Jul 2023 (clinical ladder, level 3 of 4). Home units: 36-bed MICU + 24-bed CVICU, 3x12 days (0645-1915), ~10-13 pts/shift, 6-9 on vents',
            rewrite:
              'Promoted to RT III in Jul 2023 (level 3 of 4 on the clinical ladder); home units are the 36-bed MICU and 24-bed CVICU, working three 12-hour day shifts (0645-1915) with about 10-13 patients a shift, 6-9 of them on ventilators',
            fact: 'level 3 of 4',
          },
          {
            text: 'Relief charge ~2 shifts/wk: assignments for 9-12 RTs across the ICUs + rapid response/codes. Charge reports up to the lead therapist (Marisol Vance, RRT-ACCS) & Dir. of Cardiopulmonary Services (Greg Tillman, RRT, FAARC)',
            rewrite:
              'Work as relief charge therapist about 2 shifts a week, making assignments for 9-12 RTs across the ICUs plus rapid response and codes; as charge I report to the lead therapist (Marisol Vance, RRT-ACCS) and the Director of Cardiopulmonary Services (Greg Tillman, RRT, FAARC)',
            fact: '9-12 RTs',
          },
          {
            text: "Super-user for the PB 980 → Servo-u swap (Mar 2024): 64 vents replaced house-wide, trained ~80 RTs + 40 ICU RNs over 5 wks. Getinge's clinical specialist ran go-live, I covered nights wk 1",
            rewrite:
              "Served as a super-user for the Mar 2024 swap from the PB 980 to the Servo-u, with 64 ventilators replaced house-wide, training about 80 RTs and 40 ICU RNs over 5 weeks; Getinge's clinical specialist ran the go-live and I covered nights in week 1",
            fact: '40 ICU RNs',
          },
          {
            text: 'HFNC weaning protocol (Airvo 2/Optiflow) w/ Dr. R. Anand, MICU medical director – avg HFNC days/pt 4.1 → 3.2, ~$38-45K/yr less on disposables (FY25)',
            rewrite:
              'Built an HFNC weaning protocol (Airvo 2/Optiflow) with Dr. R. Anand, the MICU medical director, cutting average HFNC days per patient from 4.1 to 3.2 and spending about $38-45K a year less on disposables (FY25)',
            fact: '$38-45K',
          },
          {
            text: 'ECMO: NOT an ECMO specialist – manage the vent + help prime/transport on ~2-3 VV-ECMO pts/mo; specialist course waitlisted (maybe spring 2027)',
            rewrite:
              'On ECMO I am not an ECMO specialist: I manage the ventilator and help prime and transport for about 2-3 VV-ECMO patients a month, and am waitlisted for the specialist course, possibly in spring 2027',
            fact: 'VV-ECMO',
          },
        ],
      },
      {
        organisation: 'Scioto Valley University Medical Center, Columbus, OH',
        role: 'Respiratory Therapist II (RRT)',
        start: '2019.10',
        end: '2023.06',
        bullets: [
          {
            text: 'Adult ICU rotation – MICU (36), SICU (28), CVICU (24), Neuro ICU (20) – nights till 2021, ~12-16 pts/shift, 5-8 vented',
            rewrite:
              'Rotated through the adult ICUs, MICU (36 beds), SICU (28), CVICU (24) and Neuro ICU (20), on nights until 2021, with about 12-16 patients a shift, 5-8 of them ventilated',
            fact: 'Neuro ICU (20)',
          },
          {
            text: "COVID surge Nov 2020–Jan '21: MICU went 36 → 52 beds, ran 12 Servo-u's in a converted PACU, proning team ~3x/wk",
            rewrite:
              'During the Nov 2020–Jan 2021 COVID surge, when the MICU grew from 36 to 52 beds, ran 12 Servo-u ventilators in a converted PACU and worked on the proning team about 3 times a week',
            fact: 'converted PACU',
          },
          {
            text: 'SAT/SBT per protocol (RSBI < 105, 30-min SBT on PS 5/PEEP 5): ~82% of my SBT passes extubated same day, 48-h reintubation 9% (unit ~11%), 2022 audit',
            rewrite:
              'Ran SAT/SBT per protocol (RSBI under 105, 30-minute SBT on PS 5/PEEP 5), with about 82% of my SBT passes extubated the same day and a 48-hour reintubation rate of 9% against about 11% for the unit in the 2022 audit',
            fact: 'PS 5/PEEP 5',
          },
          {
            text: 'Bronch assists for the pulm/CC fellows, ~4-6/wk (BAL, EBUS in the bronch suite); trach changes w/ ENT – mostly Shiley 6 & 8 cuffed',
            rewrite:
              'Assisted the pulmonary and critical care fellows with about 4-6 bronchoscopies a week (BAL, EBUS in the bronchoscopy suite) and with ENT on trach changes, mostly Shiley 6 and 8 cuffed',
            fact: 'Shiley 6',
          },
          {
            text: 'Precepted 5 new grads + 2nd-yr students from Columbus State (2021-22 cohort)',
            rewrite:
              'Precepted 5 new graduates and second-year students from Columbus State (2021-22 cohort)',
            fact: '5 new grad',
          },
        ],
      },
      {
        organisation:
          'Knox Valley Community Hospital, Mount Vernon, OH (now Knox Valley Health – part of Scioto Valley Health System since 2021)',
        role: 'Staff Respiratory Therapist, CRT – nights (ICU/ER/floors)',
        start: '2016.08',
        end: '2019.09',
        bullets: [
          {
            text: 'hired Aug 2016 as a grad RT on an Ohio limited permit; CRT Nov 2016 (TMC high cut), RRT Feb 2018 after failing the CSE the 1st time (Jun 2017)',
            rewrite:
              'Hired in Aug 2016 as a graduate RT on an Ohio limited permit; earned the CRT in Nov 2016 (TMC high cut score) and the RRT in Feb 2018 after failing the CSE the first time in Jun 2017',
            fact: 'Jun 2017',
          },
          {
            text: '1 of 2 RTs in house on nights for the whole 94-bed hospital – 8-bed ICU, ER (16 bays), med-surg + L&D for deliveries',
            rewrite:
              'One of 2 RTs in the house on nights for the whole 94-bed hospital, covering the 8-bed ICU, the ER (16 bays), med-surg and L&D for deliveries',
            fact: '8-bed ICU',
          },
          {
            text: '1-4 vented pts/night on PB 840s + 1 Hamilton G5; BiPAP (V60) for COPD/CHF; stabilized & packaged the sickest for transfer to Columbus (~45 mi) by MedFlight/ground',
            rewrite:
              'Managed 1-4 ventilated patients a night on PB 840s and 1 Hamilton G5 and BiPAP (V60) for COPD and CHF, and stabilized and packaged the sickest for transfer to Columbus, about 45 miles away, by MedFlight or ground',
            fact: 'MedFlight',
          },
          {
            text: 'ABGs on the RAPIDPoint 500, ~6-10/night. Caught a pH 7.18 / PaCO2 92 on a "sleepy" COPD pt on 2 L NC → BiPAP, no intubation',
            rewrite:
              'Drew and ran ABGs on the RAPIDPoint 500, about 6-10 a night, and caught a pH of 7.18 with a PaCO2 of 92 in a "sleepy" COPD patient on 2 L nasal cannula, moving them to BiPAP without intubation',
            fact: 'RAPIDPoint 500',
          },
          {
            text: 'Wrote the SpO2/EtCO2 ABG-reduction protocol (approved by Med Exec Committee Q2 2019) – ICU ABGs ~210 → ~145/mo, about 30% fewer',
            rewrite:
              'Wrote the SpO2/EtCO2 ABG-reduction protocol, approved by the Medical Executive Committee in Q2 2019, which lowered ICU ABGs from about 210 to about 145 a month, roughly 30% fewer',
            fact: 'Q2 2019',
          },
          {
            text: 'had an NRP card for L&D calls (lapsed 2019) – maybe 1-2 neonatal resus/mo, no NICU',
            rewrite:
              'Held an NRP card for L&D calls, which lapsed in 2019, attending perhaps 1-2 neonatal resuscitations a month, with no NICU',
            fact: 'NRP card',
          },
        ],
      },
      {
        organisation: 'Buckeye Home Medical, Inc., Columbus, OH (acquired by HearthPoint Home Health, 2017)',
        role: 'Patient Service Technician – Home Respiratory / DME (part-time)',
        start: '2014.09',
        end: '2016.06',
        bullets: [
          {
            text: 'Part-time ~24 hrs/wk thru the Columbus State RT program (Fall 2014 – Spring 2016), evenings + Sat',
            rewrite:
              'Worked part-time, about 24 hours a week, through the Columbus State RT program (Fall 2014 – Spring 2016), on evenings and Saturdays',
            fact: 'Fall 2014',
          },
          {
            text: 'Delivered & set up home O2 – 5 L and 10 L concentrators, Inogen One G4 POCs, E-tanks/M6s – + CPAP/APAP, 5-9 deliveries/day across Franklin, Delaware & Licking cos.',
            rewrite:
              'Delivered and set up home oxygen (5 L and 10 L concentrators, Inogen One G4 POCs, E tanks and M6 cylinders) plus CPAP and APAP, 5-9 deliveries a day across Franklin, Delaware and Licking counties',
            fact: '5-9 deliveries',
          },
          {
            text: 'HCPCS on every ticket (E1390 concentrator, E0431 portable, E0601 CPAP); 0 claims kicked back for missing paperwork my last 6 mos',
            rewrite:
              'Put the HCPCS codes on every ticket (E1390 for concentrators, E0431 for portables, E0601 for CPAP), with 0 claims returned for missing paperwork in my last 6 months',
            fact: 'E1390',
          },
          {
            text: "couldn't do mask fits / pt education on my own (not credentialed) – shadowed the co.'s RT, Dale Pruitt, CRT, on ~60 setups",
            rewrite:
              "Could not do mask fittings or patient education on my own since I was not credentialed, so shadowed the company's RT, Dale Pruitt, CRT, on about 60 setups",
            fact: '60 setups',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Weber State University (online)',
        degree: 'B.S. – in progress (18 of 30 cr., expected Aug 2027)',
        major: 'Respiratory Therapy, RRT-to-BS degree completion',
        start: '2025.01',
        end: 'Present',
      },
      {
        school: 'Columbus State Community College, Columbus, OH',
        degree: 'A.A.S.',
        major: 'Respiratory Care',
        start: '2014.08',
        end: '2016.05',
      },
    ],
    skills: [
      'Vents: Servo-u, PB 980 / PB 840, Hamilton G5 + T1 (transport)',
      'Modes: VC, PC, PRVC, PSV, APRV; ARDSnet, prone, recruitment, driving pressure / plateau checks',
      'NIV + O2: Philips V60 / V60 Plus, Trilogy Evo, Airvo 2, Optiflow, heliox, iNO (INOmax DSIR)',
      'ABGs: radial/brachial sticks + A-line draws; GEM Premier 5000, i-STAT, RAPIDPoint 500',
      'SAT/SBT, RSBI, extubation readiness, post-extubation HFNC/NIV',
      'Bronch assist (BAL, EBUS), trach care + changes, cuff pressures',
      'Epic (RT flowsheets, protocol orders), Nihon Kohden EtCO2',
      'Home care: concentrators, POCs, CPAP/APAP setup, HCPCS billing codes',
    ],
    certificates: [
      'RRT – NBRC, Feb 2018 (CRT Nov 2016)',
      'Ohio Respiratory Care Professional (RCP) license #RCP.017342 – exp. 06/30/2027',
      'ACLS + BLS (AHA), current thru 11/2027',
    ],
  },
  {
    id: 'en-r10-super-curtis',
    locale: 'en-US',
    name: 'Curtis J. Halvorsen',
    email: 'chalvorsen.builds@gmail.com',
    phone: '(614) 555-0187',
    city: 'Westerville, OH',
    target:
      'Superintendent / Sr. Super – ground-up healthcare or higher-ed, $20-60M, Central Ohio (max ~2 hrs drive)',
    summary: [
      {
        text: 'I have 16 yrs in the trades — ~9 as a carpenter/foreman, last 7 running work as asst super then super. Ground-up MOBs, clinic fit-outs, one 5-over-1, lots of occupied-hospital interiors (ICRA Class IV).',
        rewrite:
          'I have 16 years in the trades, about 9 of them as a carpenter and foreman and the last 7 running work as an assistant superintendent and then superintendent, on ground-up MOBs, clinic fit-outs, one 5-over-1 and many occupied-hospital interiors (ICRA Class IV).',
        fact: 'ICRA Class IV',
      },
      {
        text: "OSHA 30 (card 2016, redid it 2023). NOT a PE / not an engineer — I build off the EOR's drawings, I don't stamp anything. CHST: eligible, haven't sat for it. LEED GA lapsed 2020 (never logged the 15 CE hrs).",
        rewrite:
          "I hold the OSHA 30 (card from 2016, retaken in 2023); I am not a PE or an engineer and build from the engineer of record's drawings without stamping anything; I am eligible for the CHST but have not sat for it, and my LEED GA lapsed in 2020 because I never logged the 15 CE hours.",
        fact: 'LEED GA lapsed',
      },
      {
        text: "Want to stay w/ a mid-size GC — since the buyout Hollis-Brandt is going national & supers are expected to travel 3 wks/mo, I'd rather not live in a hotel.",
        rewrite:
          'I want to stay with a mid-size GC: since the buyout, Hollis-Brandt is going national and superintendents are expected to travel 3 weeks a month, and I would rather not live in a hotel.',
        fact: 'going national',
      },
    ],
    jobs: [
      {
        organisation:
          'Hollis-Brandt Construction Co. – Central Ohio Div. (formerly Keel Builders Inc.), Columbus, OH',
        role: 'Superintendent – Healthcare & Interiors',
        start: '2022.11',
        end: 'Present',
        bullets: [
          {
            text: "Lead super on Mid-Ohio Regional Health (MORH) Polaris MOB — 4-story, 142,000 SF, steel frame on spread footings, $38.6M GMP (CMAR). Site work thru TCO Mar '23–Aug '24 (17 mos), turned over 9 days early",
            rewrite:
              'Lead superintendent on the Mid-Ohio Regional Health (MORH) Polaris MOB, a 4-story, 142,000 SF steel-frame building on spread footings with a $38.6M GMP (CMAR), from site work through TCO between Mar 2023 and Aug 2024 (17 months), turned over 9 days early',
            fact: '142,000 SF',
          },
          {
            text: 'Peak ~165 workers/day on site across 31 subs. My field team = 2 asst supers + 1 FE, plus a safety coord shared w/ another job (she reported to the regional safety dir., not me)',
            rewrite:
              'Coordinated a peak of about 165 workers a day on site across 31 subcontractors, with a field team of 2 assistant superintendents and 1 field engineer, plus a safety coordinator shared with another job who reported to the regional safety director, not to me',
            fact: '165 workers',
          },
          {
            text: "3-wk lookaheads + daily huddles off the P6 sched (our PX, Dana Whitcomb, owned the master CPM — I owned the field sequence). Weekly OAC mtg w/ owner's rep (Pillar PM Group) + architect (Lindqvist Ruhl)",
            rewrite:
              "Ran 3-week lookaheads and daily huddles off the P6 schedule, with our project executive, Dana Whitcomb, owning the master CPM schedule while I owned the field sequence; held weekly OAC meetings with the owner's rep (Pillar PM Group) and the architect (Lindqvist Ruhl)",
            fact: 'Dana Whitcomb',
          },
          {
            text: "0 lost-time, 1 recordable (a sub's laceration, Nov '23) over ~310K man-hrs → job TRIR 0.65 vs co. avg 1.1",
            rewrite:
              "Finished with 0 lost-time incidents and 1 recordable (a subcontractor's laceration in Nov 2023) over about 310K man-hours, a job TRIR of 0.65 against a company average of 1.1",
            fact: '1 recordable',
          },
          {
            text: "Now (since 3/2025): 3 occupied-hospital fit-outs at MORH main campus — Level 3 cath lab reno $6.2M, L5 & L6 nurse stations ~$1.4M ea. ICRA Class IV, ILSM, neg. air + HEPA, after-hrs shutdowns w/ facilities. 0 write-ups from MORH's infection prevention team",
            rewrite:
              "Since 3/2025 running 3 fit-outs in the occupied hospital on the MORH main campus (a $6.2M cath lab renovation on Level 3 and nurse stations on L5 and L6 at about $1.4M each) under ICRA Class IV and ILSM, with negative air and HEPA filtration and after-hours shutdowns coordinated with facilities, and 0 write-ups from MORH's infection prevention team",
            fact: '$6.2M',
          },
          {
            text: "After the Hollis-Brandt buyout (Oct '22) moved Keel's 9 open jobs off paper dailies/Viewpoint into Procore, trained ~25 field staff in 6 wks. On the MOB closed 96% of 1,240 punch items before TCO (Procore + Bluebeam Revu 21)",
            rewrite:
              "After the Hollis-Brandt buyout (Oct 2022) moved Keel's 9 open jobs from paper dailies and Viewpoint into Procore and trained about 25 field staff in 6 weeks; on the MOB closed 96% of 1,240 punch items before TCO using Procore and Bluebeam Revu 21",
            fact: '1,240 punch items',
          },
        ],
      },
      {
        organisation: 'Keel Builders Inc., Columbus, OH (acquired by Hollis-Brandt Construction, Oct 2022)',
        role: 'Assistant Superintendent / Carpenter Foreman (self-perform)',
        start: '2018.07',
        end: '2022.10',
        bullets: [
          {
            text: 'Asst super on The Marlowe (Grandview) — 5-over-1 mixed use, 212 units, Type V-A wood over a Type I-A podium, 2017 OBC (IBC 2015 based), ~$44M. Super was Rick Tolliver; I ran the wood framing floors 2-6 + all exterior skin',
            rewrite:
              'Assistant superintendent on The Marlowe (Grandview), a 5-over-1 mixed-use building with 212 units in Type V-A wood over a Type I-A podium under the 2017 OBC (based on IBC 2015), at about $44M; the superintendent was Rick Tolliver, and I ran the wood framing on floors 2-6 and all of the exterior skin',
            fact: '212 units',
          },
          {
            text: "Still ran Keel's self-perform carp side — 2 crews of 5-7 (1 foreman each, I picked both) on doors/frames/hdw, blocking, ACT + specialties. Self-perf ~30% of the labor hrs on the Marlowe",
            rewrite:
              "Still ran Keel's self-perform carpentry side, 2 crews of 5-7 with 1 foreman each (both picked by me), on doors, frames and hardware, blocking, ACT and specialties, self-performing about 30% of the labor hours on the Marlowe",
            fact: '30% of the labor',
          },
          {
            text: 'Acting super on 4 TIs in 2019-2020, $450K to $2.3M each (dental office, 2 urgent cares, a credit union branch @ Easton) — 1st time running subs on my own',
            rewrite:
              'Served as acting superintendent on 4 TI jobs in 2019-2020, at $450K to $2.3M each (a dental office, 2 urgent cares and a credit union branch at Easton), my first time running subcontractors on my own',
            fact: '$450K to $2.3M',
          },
          {
            text: 'COVID (Apr 2020–Feb 2021): daily temp/screening logs, split trades into A/B shifts — Marlowe never shut down more than 2 days',
            rewrite:
              'During COVID (Apr 2020 to Feb 2021) kept daily temperature and screening logs and split trades into A/B shifts, so the Marlowe never shut down for more than 2 days',
            fact: 'A/B shifts',
          },
          {
            text: 'Layout w/ Trimble RTS573 + Field Link off the model — roughly half the layout time vs tape & chalk (my estimate), caught a 4" column grid bust on L2 before deck pour',
            rewrite:
              'Did layout with a Trimble RTS573 and Field Link off the model, taking roughly half the layout time of tape and chalk by my estimate, and caught a 4" column grid bust on L2 before the deck pour',
            fact: 'RTS573',
          },
        ],
      },
      {
        organisation: 'Keel Builders Inc., Columbus, OH (acquired by Hollis-Brandt Construction, Oct 2022)',
        role: 'Carpenter Foreman – Self-Perform Interiors',
        start: '2014.06',
        end: '2018.06',
        bullets: [
          {
            text: "Ran a crew of 6 carps + 2 apprentices (9 w/ me) on Keel's self-perform scope — doors/frames/hdw, millwork install, blocking, ACT",
            rewrite:
              "Ran a crew of 6 carpenters and 2 apprentices (9 with me) on Keel's self-perform scope: doors, frames and hardware, millwork installation, blocking and ACT",
            fact: '2 apprentices',
          },
          {
            text: 'Biggest job as foreman: Granville Commons senior living, 3 bldgs / 118 units, ~1,050 doors + 2,200 LF handrail, 20-min & 90-min labeled frames',
            rewrite:
              'My biggest job as foreman was Granville Commons senior living, 3 buildings with 118 units, about 1,050 doors and 2,200 LF of handrail, with 20-minute and 90-minute labeled frames',
            fact: '1,050 doors',
          },
          {
            text: 'Punched my own scope before the super walked it — avg 2-3 carpentry punch items/room at Granville vs 6-8 on the job before',
            rewrite:
              'Punched my own scope before the superintendent walked it, averaging 2-3 carpentry punch items per room at Granville against 6-8 on the job before',
            fact: '2-3 carpentry punch items',
          },
          {
            text: "Kept T&M tickets signed daily — ~$186K in COs approved 2016-17 that we'd have eaten otherwise",
            rewrite:
              'Kept T&M tickets signed daily, getting about $186K in change orders approved in 2016-17 that would otherwise have been absorbed',
            fact: '$186K',
          },
          {
            text: 'Trained 5 apprentices thru their 2nd & 3rd yr (ABC Central Ohio program), 4 of the 5 topped out as journeymen',
            rewrite:
              'Trained 5 apprentices through their 2nd and 3rd years in the ABC Central Ohio program, 4 of whom topped out as journeymen',
            fact: 'ABC Central Ohio',
          },
        ],
      },
      {
        organisation: 'Scioto Valley Drywall & Framing LLC, Grove City, OH',
        role: 'Apprentice → Journeyman Carpenter (metal framing/drywall)',
        start: '2009.05',
        end: '2014.05',
        bullets: [
          {
            text: 'Metal stud framing 362S162-33 up to 600S200-54, shaftwall, rated assemblies per UL U419 / U465',
            rewrite:
              'Framed metal studs from 362S162-33 up to 600S200-54, shaftwall and rated assemblies per UL U419 and U465',
            fact: 'UL U419',
          },
          {
            text: 'Hung + finished to Level 4 typ., Level 5 in lobbies; ran the Ames taping tools on ~60% of our jobs',
            rewrite:
              'Hung and finished drywall to Level 4 typically and Level 5 in lobbies, running the Ames taping tools on about 60% of our jobs',
            fact: 'Level 5 in lobbies',
          },
          {
            text: 'Finished the 4-yr ABC Central Ohio carpentry apprenticeship (DOL registered) May 2013 — 8,000 OJT hrs + 576 classroom hrs',
            rewrite:
              'Completed the 4-year, DOL-registered ABC Central Ohio carpentry apprenticeship in May 2013 with 8,000 OJT hours and 576 classroom hours',
            fact: '576 classroom',
          },
          {
            text: 'Lead man on 2-4 person framing crews my last yr; 40+ ft scissors & JLG 600S boom (operator card thru employer)',
            rewrite:
              'Served as lead man on 2-4 person framing crews in my last year, operating 40+ ft scissor lifts and a JLG 600S boom (operator card through the employer)',
            fact: 'JLG 600S',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Columbus State Community College, Columbus, OH',
        degree: 'A.A.S. – not completed (33 of 62 cr. hrs, nights)',
        major: 'Construction Management',
        start: '2016.08',
        end: '2019.05',
      },
      {
        school: 'ABC Central Ohio Chapter (Associated Builders and Contractors)',
        degree: 'Apprenticeship completion – 4-yr, DOL registered',
        major: 'Carpentry',
        start: '2009.05',
        end: '2013.05',
      },
    ],
    skills: [
      'Procore (dailies, RFIs, submittals, punch), Bluebeam Revu 21, Viewpoint (old Keel system)',
      'P6 + MS Project — update/read the CPM, build 3-wk lookaheads in Excel',
      "Layout: Trimble RTS573 + Field Link, Hilti PD-E, builder's level",
      'ICRA Class III/IV, ILSM, PCRA, occupied-hospital shutdowns & utility tie-ins',
      'Wood frame (5-over-1), CFS framing, drywall Levels 1-5, doors/frames/hardware, ACT',
      'Concrete: pour logs, cylinder breaks w/ 3rd-party testing lab, FF/FL',
      'Safety: JHAs, pre-task plans, fall protection & rescue plans, scaffold inspections',
      'Closeout: O&Ms, attic stock, warranty walks, TCO/CO inspections w/ building dept.',
      'Jobsite Spanish (basic)',
    ],
    certificates: [
      'OSHA 30-Hour Construction (DOL card 2016; retaken 2023)',
      'ASHE Health Care Construction Certificate (HCC), 2021',
      'First Aid/CPR/AED – American Red Cross (exp. 03/2026)',
    ],
  },
  {
    id: 'zh-r10-regaffairs-hansiyu',
    locale: 'zh-CN',
    name: '韩思雨',
    email: 'hansiyu_ra@163.com',
    phone: '186 1258 3307',
    city: '苏州',
    target: '药品注册主管（化药仿制药 / 一致性评价方向）— 苏州·上海，药企甲方优先',
    summary: [
      {
        text: '我有7年药品注册经验(之前3年QC)，前2年半在CRO做临床注册（IND、沟通交流），2021年3月起到药企做仿制药注册+一致性评价，现在带仿制药注册组。',
        rewrite:
          '我有7年药品注册经验（此前从事QC工作3年）：前2年半在CRO负责临床注册（IND申报、沟通交流），2021年3月起进入药企从事仿制药注册及一致性评价，目前负责仿制药注册组。',
        fact: '7年药品注册经验',
      },
      {
        text: '执业药师（药学类）考了两次，药学专业知识（一）（二）已过，法规和综合还没过，今年10月再考；目前还没有执业药师证。',
        rewrite:
          '执业药师（药学类）已考两次，药学专业知识（一）、（二）两科已通过，药事管理与法规、药学综合知识与技能尚未通过，计划今年10月再考；目前尚未取得执业药师资格。',
        fact: '药学专业知识（一）',
      },
      {
        text: '熟悉CTD格式M1-M5、eCTD（中国区域规范v1.0）发布，用过docuBridge；独立递交过CYHS/CYHB/CXHL几类受理号的申请',
        rewrite:
          '熟悉CTD格式（M1–M5）及eCTD（中国区域规范v1.0）的编制与发布，使用过docuBridge；独立递交过CYHS、CYHB、CXHL等类型受理号的申请。',
        fact: 'eCTD（中国区域规范v1.0）',
      },
    ],
    jobs: [
      {
        organisation: '江苏恒睿药业股份有限公司（原苏州康合制药有限公司，2022年9月被恒睿药业收购并更名）',
        role: '注册主管（仿制药注册组）/ 兼药物警戒联络人',
        start: '2023.04',
        end: '至今',
        bullets: [
          {
            text: '仿制药注册组组长，直接向注册总监汇报;组里除我之外3个专员+1个资料管理员(其中2个是22年收购后从康合留下来的)',
            rewrite:
              '担任仿制药注册组组长，直接向注册总监汇报；组内除本人外有3名注册专员和1名资料管理员（其中2人为2022年收购后留任的原康合员工）',
            fact: '直接向注册总监汇报',
          },
          {
            text: '主导4个化药4类仿制药上市申请（CYHS），已获批3个（国药准字H20243318等），最快的一个（受理号CYHS2302917）从受理到批准14个月；另1个23.11受理，目前发补回复中',
            rewrite:
              '主导4个化药4类仿制药上市申请（CYHS），已获批3个（如国药准字H20243318），其中最快的一个（受理号CYHS2302917）从受理到获批用时14个月；另1个于2023年11月受理，目前处于发补回复阶段',
            fact: 'CYHS2302917',
          },
          {
            text: '一致性评价：负责6个品种的补充申请（CYHB），每个品种预算300-450万（含BE），已通过5个，其中2个是公司第一批过评的口服固体',
            rewrite:
              '负责6个品种的一致性评价补充申请（CYHB），每个品种预算300-450万元（含BE试验），目前已通过5个，其中2个为公司首批通过一致性评价的口服固体制剂',
            fact: '300-450万',
          },
          {
            text: '汇总近2年CDE发补意见共41条，约60%集中在M3（3.2.P.5质量标准、3.2.P.8稳定性），整理成内部《发补问题清单》，新项目立项时按清单预审',
            rewrite:
              '汇总近2年CDE发补意见共41条，其中约60%集中在M3模块（3.2.P.5质量标准、3.2.P.8稳定性），整理成内部《发补问题清单》，新项目立项时据此预审',
            fact: '约60%集中在M3',
          },
          {
            text: '24年起公司新申报全部走eCTD，我负责搭流程：docuBridge 2套license，写了3份SOP（SOP-RA-012~014），已用eCTD递交9个序列',
            rewrite:
              '2024年起公司新申报全部采用eCTD，本人负责搭建流程：采购docuBridge 2套许可，编写3份SOP（编号SOP-RA-012~014），目前已通过eCTD递交9个序列',
            fact: 'SOP-RA-012~014',
          },
          {
            text: '兼药物警戒联络人：管国家ADR监测系统直报账号，PSUR每年约8份，配合QA迎接2024-06省局药物警戒检查（0严重缺陷、2个一般缺陷）',
            rewrite:
              '兼任药物警戒联络人，管理国家药品不良反应（ADR）监测系统直报账号，PSUR每年约8份，并配合QA迎接2024年6月省局药物警戒检查（0项严重缺陷、2项一般缺陷）',
            fact: 'PSUR每年约8份',
          },
        ],
      },
      {
        organisation: '江苏恒睿药业股份有限公司（原苏州康合制药有限公司，2022年9月被恒睿药业收购并更名）',
        role: '注册专员',
        start: '2021.03',
        end: '2023.03',
        bullets: [
          {
            text: '2022年9月被恒睿收购更名后，负责持有人(MAH)名称变更：37个批准文号+药品生产许可证一起变，前后约5个月，没断过货',
            rewrite:
              '2022年9月公司被恒睿收购并更名后，负责上市许可持有人（MAH）名称变更，涉及37个批准文号及药品生产许可证，历时约5个月，期间未出现断货',
            fact: '37个批准文号',
          },
          {
            text: '上市后变更：按《已上市化学药品药学变更研究技术指导原则》分类，2年里报了中等变更备案11项、重大变更补充申请2项',
            rewrite:
              '负责上市后变更，依据《已上市化学药品药学变更研究技术指导原则》进行变更分类，2年内提交中等变更备案11项、重大变更补充申请2项',
            fact: '中等变更备案11项',
          },
          {
            text: '再注册：21-22年批件到期的共19个品种，提前6个月开始准备，全部按期拿到再注册批准',
            rewrite:
              '负责2021-2022年批件到期品种的再注册，共19个品种，提前6个月开始准备，全部按期获得再注册批准',
            fact: '共19个品种',
          },
          {
            text: '原辅包关联审评：跟原料药厂对接登记号（比如Y20200001368），推动7个登记号状态从I变成A',
            rewrite:
              '负责原辅包关联审评，与原料药生产企业对接登记信息（如登记号Y20200001368），推动7个登记号的状态由“I”变为“A”',
            fact: 'Y20200001368',
          },
          {
            text: '协助注册总监（王总）准备2次CDE沟通交流会（Pre-NDA），会议资料+问题清单都是我起草的',
            rewrite: '协助注册总监（王总）筹备2次CDE沟通交流会（Pre-NDA），负责起草会议资料及问题清单',
            fact: '2次CDE沟通交流会',
          },
        ],
      },
      {
        organisation: '上海领研医药科技有限公司（CRO，领研生命科学集团旗下）',
        role: '注册专员 — 临床注册（IND/CTA）',
        start: '2018.08',
        end: '2021.02',
        bullets: [
          {
            text: '客户基本是biotech（约70%是小分子，其余单抗），2年半参与IND项目15个，自己做主写人的6个',
            rewrite:
              '服务客户以生物技术公司为主（约70%为小分子项目，其余为单抗），2年半内参与IND项目15个，其中6个由本人担任主要撰写人',
            fact: 'IND项目15个',
          },
          {
            text: '写M1行政文件、M2.3/M2.4/M2.6综述，M3药学部分配合客户CMC，M4/M5主要是格式整理+交叉引用',
            rewrite:
              '负责撰写M1行政文件及M2.3、M2.4、M2.6综述，M3药学部分配合客户CMC团队完成，M4、M5主要负责格式整理与交叉引用',
            fact: 'M1行政文件',
          },
          {
            text: '11个IND拿到默示许可（60日内无异议即可开展临床），其中2个首轮收到补充资料要求',
            rewrite:
              '经手的11个IND获得临床试验默示许可（60日内无异议即可开展），其中2个在首轮收到补充资料要求',
            fact: '11个IND',
          },
          {
            text: '参与3个中美双报，FDA IND用eCTD v3.2.2（美国区域M1 v2.3），走ESG网关递交，配合集团美国子公司RA',
            rewrite:
              '参与3个中美双报项目，FDA IND采用eCTD v3.2.2（美国区域M1 v2.3），通过ESG网关递交，并与集团美国子公司的注册团队（RA）配合',
            fact: 'eCTD v3.2.2',
          },
          {
            text: '参与报价测算，IND申报包合同额一般30万-80万/项目；20年部门注册业务收入约1,100万，我负责的项目约占18%',
            rewrite:
              '参与报价测算，IND申报包合同额一般为每项目30万-80万元；2020年部门注册业务收入约1,100万元，其中本人负责的项目约占18%',
            fact: '30万-80万',
          },
          {
            text: '20年2-3月疫情期间远程完成2个项目的申报（网上提交+纸质资料EMS寄CDE）',
            rewrite: '2020年2-3月疫情期间远程完成2个项目的申报（网上提交，纸质资料通过EMS寄送CDE）',
            fact: '远程完成2个项目',
          },
        ],
      },
      {
        organisation: '南京百川制药有限公司（江宁厂区）',
        role: 'QC化验员（兼注册资料整理）',
        start: '2015.07',
        end: '2018.07',
        bullets: [
          {
            text: 'HPLC/GC日常检验（岛津LC-20AT、安捷伦1260），每月约120批次，参与OOS调查4次',
            rewrite: '负责HPLC、GC日常检验（岛津LC-20AT、安捷伦1260），每月约120批次，参与OOS调查4次',
            fact: '每月约120批次',
          },
          {
            text: '方法验证方案/报告写了约15份；2016.11配合省局GMP认证检查，负责QC实验室现场问答',
            rewrite: '起草方法验证方案及报告约15份；2016年11月配合省局GMP认证检查，负责QC实验室的现场问答',
            fact: 'GMP认证检查',
          },
          {
            text: '稳定性考察：长期/加速留样台账，管着约40个在考项目',
            rewrite: '负责长期及加速稳定性考察的留样台账，管理约40个在考项目',
            fact: '约40个在考项目',
          },
          {
            text: '2017年帮注册部整理一致性评价申报资料的3.2.P.5部分(2个品种)，算是我转注册的起点',
            rewrite:
              '2017年协助注册部整理2个品种一致性评价申报资料中的3.2.P.5部分，这也是本人转向注册工作的起点',
            fact: '3.2.P.5部分',
          },
        ],
      },
    ],
    education: [
      {
        school: '中国药科大学',
        degree: '硕士（非全日制，在读）',
        major: '药学（药事管理方向）',
        start: '2023.09',
        end: '2026.06（预计）',
      },
      {
        school: '沈阳药科大学',
        degree: '本科',
        major: '药物分析',
        start: '2011.09',
        end: '2015.06',
      },
    ],
    skills: [
      'CTD/eCTD（M1-M5），ICH M4、M8',
      'docuBridge（LORENZ）、Adobe Acrobat Pro + ISIToolbox（书签/超链接）',
      '药品业务应用系统（NMPA网上申报）、CDE申请人之窗、原辅包登记平台',
      '《药品注册管理办法》（2020版）、《药品上市后变更管理办法（试行）》',
      '仿制药一致性评价、参比制剂遴选、BE备案',
      'IND/默示许可、沟通交流会申请',
      '药物警戒：国家ADR监测系统、PSUR/DSUR',
      'HPLC/GC（QC出身）',
    ],
    certificates: ['大学英语六级（CET-6）', 'GCP培训证书（2024年）'],
  },
  {
    id: 'zh-r10-property-ranxuemei',
    locale: 'zh-CN',
    name: '冉雪梅',
    email: 'ranxuemei_wy@163.com',
    phone: '139 8172 6045',
    city: '成都',
    target: '物业项目经理（住宅/商住综合体）— 成都高新、天府新区优先，可接受多项目兼管',
    summary: [
      {
        text: '这是我做物业的第11年，从写字楼前台干起，19年在锦悦从客服主管升的项目经理，22年锦悦被融辰收购后调到天府里项目。',
        rewrite:
          '这是我从事物业工作的第11年，从写字楼前台做起，2019年在锦悦由客服主管晋升为项目经理，2022年锦悦被融辰收购后调任天府里项目。',
        fact: '被融辰收购',
      },
      {
        text: '管过住宅2个+商住综合体1个，现在的天府里在管面积28.6万㎡(住宅2,418户+商业约5.5万㎡)，经历过1次新盘交付、1次并购整合、1次老旧小区改造',
        rewrite:
          '管理过2个住宅项目和1个商住综合体项目，目前的天府里项目在管面积28.6万㎡（住宅2,418户及商业约5.5万㎡），经历过1次新盘交付、1次并购整合和1次老旧小区改造。',
        fact: '在管面积28.6万㎡',
      },
      {
        text: '证书这块说明一下:物业管理师当年只考过1科,2015年国家把这个资格取消了,没拿到证;中级经济师(工商管理)2023年只过了《经济基础知识》,2年滚动已经过期,今年11月两科重考。',
        rewrite:
          '关于证书：物业管理师当年只考过1科，2015年国家取消了该资格，未取得证书；中级经济师（工商管理）2023年只过了《经济基础知识》，因成绩2年滚动有效现已过期，今年11月两科重新考试。',
        fact: '只过了《经济基础知识》',
      },
    ],
    jobs: [
      {
        organisation:
          '融辰物业服务（成都）有限公司（原成都锦悦物业服务有限公司，2022年8月被融辰服务集团收购）',
        role: '项目经理 — 住宅+商业综合体（天府里项目）',
        start: '2022.08',
        end: '至今',
        bullets: [
          {
            text: '全面负责融辰·天府里(原锦悦·天府里,2009-2011年分期交付):住宅9栋2,418户+商业街区约5.5万㎡,地下车位1,960个,向融辰成都区域总监刘总汇报',
            rewrite:
              '全面负责融辰·天府里项目（原锦悦·天府里，2009-2011年分期交付），涵盖住宅9栋共2,418户、商业街区约5.5万㎡及地下车位1,960个，向融辰成都区域总监刘总汇报',
            fact: '地下车位1,960个',
          },
          {
            text: '现场团队:客服6人、工程7人、秩序维护16人、保洁10人(外包华洁)、绿化2人,下设4个主管',
            rewrite:
              '带领现场团队，包括客服6人、工程7人、秩序维护16人、保洁10人（外包给华洁）及绿化2人，下设4名主管',
            fact: '秩序维护16人',
          },
          {
            text: '物业费收缴率:2024年度2,418户中2,301户交清(95.2%),接手时22年是87.6%,提了7.6个点;商业租户62户全收',
            rewrite:
              '2024年度物业费收缴率达95.2%（2,418户中2,301户交清），较接手时2022年的87.6%提升7.6个百分点；62户商业租户物业费全部收齐',
            fact: '2,418户中2,301户',
          },
          {
            text: '22/08并入融辰后牵头系统+制度切换:明源云→融辰"慧享"平台,3个月切完;2023.03集团品质总监带队做并购验收,92.5分(合格线85分)',
            rewrite:
              '2022年8月并入融辰后，牵头系统与制度切换，3个月内将明源云迁移至融辰"慧享"平台；2023年3月由集团品质总监带队进行并购验收，得分92.5分（合格线85分）',
            fact: '92.5分',
          },
          {
            text: '3#、7#楼电梯更新:6部(3-1#~3-3#、7-1#~7-3#梯,原三菱GPS-II),走专项维修资金约186万(每部约31万),两栋业主"双过半"表决通过,2024年11月全部验收',
            rewrite:
              '牵头3#、7#楼6部电梯（3-1#~3-3#、7-1#~7-3#梯，原为三菱GPS-II）更新，申请使用专项维修资金约186万元（每部约31万元），经两栋业主"双过半"表决通过，于2024年11月全部验收',
            fact: '约186万',
          },
          {
            text: '项目年收入约1,900万(住宅物业费2.35元/㎡·月,商业6.8-9.5元/㎡·月),2024年利润率11.4%(集团给的目标10%)',
            rewrite:
              '项目年收入约1,900万元（住宅物业费2.35元/㎡·月，商业6.8-9.5元/㎡·月），2024年利润率11.4%（集团目标为10%）',
            fact: '利润率11.4%',
          },
        ],
      },
      {
        organisation: '成都锦悦物业服务有限公司',
        role: '项目经理（住宅）',
        start: '2019.04',
        end: '2022.07',
        bullets: [
          {
            text: '负责锦悦·锦江苑(2008年交付的老小区):12栋、1,136户,建面11.8万㎡,电梯24部,向区域总监王总汇报',
            rewrite:
              '负责锦悦·锦江苑项目（2008年交付的老旧小区），共12栋、1,136户，建筑面积11.8万㎡，电梯24部，向区域总监王总汇报',
            fact: '11.8万㎡',
          },
          {
            text: '团队:保安12人、保洁8人、工程3人、客服4人(有2个是我之前在蓝湾带出来的管家)',
            rewrite: '管理团队包括保安12人、保洁8人、工程3人、客服4人（其中2人是此前在蓝湾带出来的管家）',
            fact: '保安12人、保洁8人',
          },
          {
            text: '收缴率19年78.3% → 21年91.0%(1,136户中1,034户),历史欠费追回约47.5万,起诉了9户(全部胜诉)',
            rewrite:
              '物业费收缴率由2019年的78.3%提升至2021年的91.0%（1,136户中1,034户），追回历史欠费约47.5万元，起诉9户且全部胜诉',
            fact: '1,136户中1,034户',
          },
          {
            text: '2020.5~2020.12配合街道做老旧小区改造:雨污分流+外立面+新增充电桩58个,总投资约600-650万(政府出资),我这边负责业主沟通和施工期间的秩序',
            rewrite:
              '2020年5月至12月配合街道开展老旧小区改造，包括雨污分流、外立面整治及新增充电桩58个，总投资约600-650万元（由政府出资），本人负责业主沟通及施工期间秩序维护',
            fact: '充电桩58个',
          },
          {
            text: '2021年7月暴雨,B1车库进水约40cm,连夜组织抽排,24小时内恢复通行;之后加装挡水板+2台潜水泵(WQ50-15-4)',
            rewrite:
              '2021年7月暴雨导致B1车库进水约40cm，连夜组织抽排，24小时内恢复通行；之后加装挡水板及2台潜水泵（WQ50-15-4）',
            fact: '24小时内恢复通行',
          },
          {
            text: '满意度(赛惟第三方)19年71分→21年83.5分,锦悦全公司14个项目里从倒数第2到第5',
            rewrite:
              '第三方（赛惟）满意度测评由2019年的71分提升至2021年的83.5分，在锦悦全公司14个项目中由倒数第2升至第5',
            fact: '83.5分',
          },
        ],
      },
      {
        organisation: '成都锦悦物业服务有限公司',
        role: '客服主管（兼项目经理助理）',
        start: '2016.03',
        end: '2019.03',
        bullets: [
          {
            text: '带锦悦·蓝湾客服中心:前台2人+楼栋管家5人+收费员1人,蓝湾1、2期共1,580户',
            rewrite: '带领锦悦·蓝湾客服中心团队（前台2人、楼栋管家5人、收费员1人），服务蓝湾1、2期共1,580户',
            fact: '1,580户',
          },
          {
            text: '2017年10月蓝湾2期集中交付4天,646户中523户现场收房(约81%),登记验房问题2,136条,45天整改关闭96%',
            rewrite:
              '2017年10月组织蓝湾2期为期4天的集中交付，646户中523户现场收房（约81%），登记验房问题2,136条，45天内整改关闭率达96%',
            fact: '646户中523户',
          },
          {
            text: '装修管理:17-18年审批装修约540户,开违规整改单117张,没出现过拆承重墙',
            rewrite: '负责装修管理，2017-2018年审批装修约540户，开具违规整改单117张，未发生拆改承重墙情况',
            fact: '整改单117张',
          },
          {
            text: '2018年上线"锦悦生活"APP+400热线,报事报修平均响应40min→15min',
            rewrite: '2018年上线"锦悦生活"APP及400热线，报事报修平均响应时间由40分钟缩短至15分钟',
            fact: '"锦悦生活"APP',
          },
          {
            text: '协助项目经理张姐做年度预算、月度经营报表;18年7月-10月她休产假,我代管项目4个月(没给名分,还是客服主管)',
            rewrite:
              '协助项目经理张姐编制年度预算和月度经营报表；2018年7月至10月其休产假期间，代管项目4个月（职务仍为客服主管）',
            fact: '代管项目4个月',
          },
          {
            text: '组织客服组6人参加红十字会急救员培训(我自己的急救员证2017年拿的,2021年到期没复训)',
            rewrite: '组织客服组6人参加红十字会急救员培训（本人急救员证2017年取得，2021年到期后未复训）',
            fact: '2021年到期',
          },
        ],
      },
      {
        organisation: '成都嘉禾物业管理有限公司（天祥广场写字楼项目）',
        role: '客服前台 / 收费员',
        start: '2014.07',
        end: '2016.02',
        bullets: [
          {
            text: '天祥广场A、B座写字楼前台,共48层、入驻企业约210家,访客登记日均300+人次',
            rewrite: '担任天祥广场A、B座写字楼前台，共48层，入驻企业约210家，日均登记访客300余人次',
            fact: '约210家',
          },
          {
            text: '兼收费员:每月开物业费/水电费收据约600张,用思源收费系统,月底对账差错0',
            rewrite: '兼任收费员，每月开具物业费及水电费收据约600张，使用思源收费系统，月底对账零差错',
            fact: '约600张',
          },
          {
            text: '每月配合工程做消防点检表整理(消火栓+灭火器约1,100个点位),15年消防年检一次过',
            rewrite: '每月配合工程部整理消防点检表（消火栓及灭火器约1,100个点位），2015年消防年检一次通过',
            fact: '约1,100个点位',
          },
          {
            text: '2015年度嘉禾"优秀员工"(全公司评3名)',
            rewrite: '获评2015年度嘉禾"优秀员工"（全公司评选3名）',
            fact: '"优秀员工"',
          },
        ],
      },
    ],
    education: [
      {
        school: '西南科技大学（继续教育学院）',
        degree: '本科（函授专升本，未获学位）',
        major: '工商管理',
        start: '2019.03',
        end: '2021.07',
      },
      {
        school: '四川城市职业学院',
        degree: '大专',
        major: '物业管理',
        start: '2011.09',
        end: '2014.06',
      },
    ],
    skills: [
      '住宅/商业物业全流程：客服、工程、秩序、环境、收费',
      '承接查验、集中交付、装修管理',
      '专项维修资金申请、业主"双过半"表决组织、业委会沟通',
      '明源云物业、融辰"慧享"平台、思源收费系统',
      'Excel（数据透视表、SUMIFS），年度预算、月度经营分析',
      '消防控制室管理，电梯/二次供水/排水泵房设备台账',
      'ISO 9001:2015 质量体系文件及内审配合',
      '《物业管理条例》《四川省物业管理条例》《民法典》物权编',
    ],
    certificates: [
      '消防设施操作员（四级/中级，2020年10月）',
      '特种设备安全管理员证（A·电梯，2021年取得）',
      '物业项目经理岗位培训合格证（四川省物业管理协会，2019年）',
    ],
  },
  // Round 11 (session 13), written by helpers to the held-out fifth's brief: tuning.
  {
    id: 'en-r11-sono-shayla',
    locale: 'en-US',
    name: 'Shayla D. Hornbeck',
    email: 'shayla.hornbeck.rdms@gmail.com',
    phone: '(918) 555-0183',
    city: 'Broken Arrow, OK',
    target:
      'Diagnostic Medical Sonographer – General + Vascular (RVT-track), days pref., Tulsa / BA / Owasso',
    summary: [
      {
        text: 'I have ~5 yrs as an RDMS (AB + OB/GYN) at a 410-bed hospital in Tulsa, and before that 2.5 yrs as a patient transporter in the same building. Cross-training in the vascular lab since Jan 2024.',
        rewrite:
          'I have about 5 years as an RDMS sonographer (AB and OB/GYN) at a 410-bed hospital in Tulsa, and before that 2.5 years as a patient transporter in the same building; I have been cross-training in the vascular lab since Jan 2024.',
        fact: 'patient transporter',
      },
      {
        text: "RVT still in progress — SPI done in '19, sat the VT specialty 02/2025 & scored 531 (555 to pass), retake booked Jun '25",
        rewrite:
          'My RVT is still in progress: I passed the SPI in 2019 and sat the VT specialty exam in 02/2025, where I scored 531 against the 555 needed to pass, with a retake booked for Jun 2025.',
        fact: 'scored 531',
      },
      {
        text: 'Scanned on GE LOGIQ E9/E10, Voluson E8/E10, Philips EPIQ 7G + Affiniti 70 — probes C1-6-D, C5-1, eL18-4, RIC5-9-D',
        rewrite:
          'I have scanned on the GE LOGIQ E9/E10, Voluson E8/E10, and Philips EPIQ 7G and Affiniti 70, using the C1-6-D, C5-1, eL18-4 and RIC5-9-D probes.',
        fact: 'EPIQ 7G',
      },
    ],
    jobs: [
      {
        organisation:
          'Prairie Ridge Health – Green Country Regional Medical Center, Tulsa, OK (formerly Green Country Health System; merged into Prairie Ridge Oct 2022)',
        role: 'Diagnostic Medical Sonographer II – General/OB-GYN; Vascular Lab cross-trainee',
        start: '2022.09',
        end: 'Present',
        bullets: [
          {
            text: 'Gen/OB sonographer at a 410-bed Level II trauma ctr — avg 16-20 exams per 10-hr shift (ED + inpt + outpt), ~3,650 exams in CY2024 per Epic Radiant productivity rpt (we were on Cerner until the 04/2023 go-live)',
            rewrite:
              'Work as a general and OB sonographer at a 410-bed Level II trauma center, averaging 16-20 exams per 10-hour shift across ED, inpatient and outpatient, with about 3,650 exams in CY2024 per the Epic Radiant productivity report (we were on Cerner until the 04/2023 go-live)',
            fact: '3,650 exams',
          },
          {
            text: "1 of 11 sonographers (7 FT / 4 PRN). Report to our lead sonographer Tamara Reyes, RDMS, RVT; studies read by Dr. Anand Mehta's body imaging section (6 rads)",
            rewrite:
              "Am 1 of 11 sonographers (7 full-time, 4 PRN) and report to our lead sonographer, Tamara Reyes, RDMS, RVT; studies are read by Dr. Anand Mehta's body imaging section of 6 radiologists",
            fact: '1 of 11 sonographers',
          },
          {
            text: 'Vascular lab cross-training since Jan 2024, ~1 day/wk: ~240 LE venous duplex (DVT r/o), 85 carotids (SRU criteria), 40 ABI/PVRs — every prelim checked by Tamara before it goes to the reading rad',
            rewrite:
              'Have cross-trained in the vascular lab since Jan 2024 about 1 day a week, performing about 240 lower-extremity venous duplex studies (DVT rule-out), 85 carotids (SRU criteria) and 40 ABI/PVRs, with every preliminary report checked by Tamara before it goes to the reading radiologist',
            fact: '40 ABI/PVRs',
          },
          {
            text: 'Dept replaced 5 LOGIQ E9s w/ 3 LOGIQ E10 + 2 Voluson E10 (Mar 2023) — 1 of 2 superusers, built abd/OB presets (C1-6-D, RIC5-9-D) + trained the other 9 in 2 wks',
            rewrite:
              'When the department replaced 5 LOGIQ E9s with 3 LOGIQ E10s and 2 Voluson E10s in Mar 2023, served as 1 of 2 superusers, built the abdominal and OB presets (C1-6-D, RIC5-9-D) and trained the other 9 sonographers in 2 weeks',
            fact: '1 of 2 superusers',
          },
          {
            text: "Rad peer review 2024: 97.8% of my studies rated 'diagnostic, no callback' (dept avg 94%), repeat/incomplete rate 1.9%",
            rewrite:
              "In the 2024 radiologist peer review, 97.8% of my studies were rated 'diagnostic, no callback' against a 94% department average, with a repeat/incomplete rate of 1.9%",
            fact: '97.8%',
          },
          {
            text: "Helped prep the ACR Ultrasound Accreditation renewal (2024, 3-yr cycle): pulled + de-identified 8 of the 12 image sets. The vascular lab's IAC accreditation is separate — Tamara & the med. director handle that.",
            rewrite:
              "Helped prepare the 2024 ACR Ultrasound Accreditation renewal (3-year cycle) by pulling and de-identifying 8 of the 12 image sets; the vascular lab's IAC accreditation is separate and handled by Tamara and the medical director.",
            fact: '8 of the 12',
          },
        ],
      },
      {
        organisation: 'Green Country Health System – Green Country Regional Medical Center, Tulsa, OK',
        role: 'Diagnostic Medical Sonographer I (new grad)',
        start: '2020.08',
        end: '2022.08',
        bullets: [
          {
            text: 'Hired Aug 2020 straight out of TCC, 6-wk orientation w/ a preceptor, then 2nd shift (2p-12:30a), ~12-15 exams/shift mostly ED + inpt',
            rewrite:
              'Hired in Aug 2020 straight out of TCC and, after a 6-week orientation with a preceptor, worked 2nd shift (2 p.m.-12:30 a.m.) doing about 12-15 exams a shift, mostly ED and inpatient',
            fact: 'Aug 2020',
          },
          {
            text: 'Call: 1 wknd in 4 + 2 wknights/mo, avg 3-5 callbacks per call night (RUQs, testicular/ovarian torsion, ectopic r/o). Call pay $4/hr standby, callbacks @ 1.5x',
            rewrite:
              'Took call 1 weekend in 4 plus 2 weeknights a month, averaging 3-5 callbacks per call night (RUQs, testicular/ovarian torsion, ectopic rule-outs), paid $4/hr on standby and 1.5x for callbacks',
            fact: '3-5 callbacks',
          },
          {
            text: "Added OB/GYN to my RDMS 03/2021 — until then policy didn't let me do after-hours OB solo",
            rewrite:
              'Added OB/GYN to my RDMS in 03/2021; until then hospital policy did not let me do after-hours OB exams alone',
            fact: '03/2021',
          },
          {
            text: 'COVID units 2020-21: ~30% of inpt volume was bedside on the LOGIQ e R7 portable, full PPE, TV probes HLD in the trophon2',
            rewrite:
              'On the COVID units in 2020-21, about 30% of inpatient volume was done at the bedside on the LOGIQ e R7 portable in full PPE, with transvaginal probes high-level disinfected in the trophon2',
            fact: 'LOGIQ e R7',
          },
          {
            text: 'Assisted IR rads (Dr. Phillip Grady + 2 others) on ~120 US-guided procedures — thyroid FNAs, paras/thoras, renal bx. Set up sterile field, labeled specimens; rad did all the needle work',
            rewrite:
              'Assisted IR radiologists (Dr. Phillip Grady and 2 others) on about 120 ultrasound-guided procedures, including thyroid FNAs, paracenteses/thoracenteses and renal biopsies, setting up the sterile field and labeling specimens while the radiologist did all the needle work',
            fact: 'thyroid FNAs',
          },
        ],
      },
      {
        organisation:
          'Tulsa Community College DMS program – clinical sites: Green Country Regional + Cherokee Trail OB/GYN Associates (Broken Arrow)',
        role: 'Ultrasound Student (clinical externship, unpaid)',
        start: '2019.05',
        end: '2020.07',
        bullets: [
          {
            text: '3 rotations, 1,560 clinical hrs total — Green Country Regional (2 rotations, hospital) + Cherokee Trail OB/GYN (private OB office, 16 wks)',
            rewrite:
              'Completed 3 rotations totaling 1,560 clinical hrs: 2 hospital rotations at Green Country Regional and 16 weeks at Cherokee Trail OB/GYN, a private OB office',
            fact: '1,560 clinical hrs',
          },
          {
            text: 'Logged 900+ scans in Trajecsys incl. all 47 required competencies (abd, OB/GYN, small parts, intro vascular)',
            rewrite:
              'Logged 900+ scans in Trajecsys, including all 47 required competencies across abdomen, OB/GYN, small parts and introductory vascular',
            fact: '47 required competencies',
          },
          {
            text: "OB office: ~15 pts/day on a Voluson E8 — dating, growth, BPPs, cervical lengths. NTs were done only by the office's NTQR-credentialed sonographer, I just watched",
            rewrite:
              "At the OB office, scanned about 15 patients a day on a Voluson E8 for dating, growth, BPPs and cervical lengths; NTs were done only by the office's NTQR-credentialed sonographer, and I only observed",
            fact: 'NTQR',
          },
          {
            text: 'Passed ARDMS SPI Nov 2019 while still in the program; AB specialty 08/2020 right after graduating = RDMS (ARDMS ID #2271394)',
            rewrite:
              'Passed the ARDMS SPI in Nov 2019 while still in the program, then the AB specialty in 08/2020 right after graduating, which earned the RDMS (ARDMS ID #2271394)',
            fact: 'Nov 2019',
          },
          {
            text: 'Cohort of 12, 100% of us passed SPI before graduation; I was 1 of 3 hired by our clinical sites before finishing',
            rewrite:
              'In a cohort of 12, 100% of us passed the SPI before graduation, and I was 1 of 3 hired by our clinical sites before finishing',
            fact: '1 of 3 hired',
          },
        ],
      },
      {
        organisation: 'Green Country Regional Medical Center, Tulsa, OK – Patient Transport Dept.',
        role: 'Patient Transporter (PRN → FT nights)',
        start: '2016.11',
        end: '2019.04',
        bullets: [
          {
            text: 'Moved pts by wheelchair / stretcher / bed across a 410-bed hosp., 25-35 trips per 12-hr shift dispatched thru TeleTracking',
            rewrite:
              'Moved patients by wheelchair, stretcher and bed across a 410-bed hospital, making 25-35 trips per 12-hour shift dispatched through TeleTracking',
            fact: '25-35 trips',
          },
          {
            text: 'Avg dispatch-to-pickup 9.4 min vs 12 min dept target (FY2018)',
            rewrite: 'Averaged 9.4 min from dispatch to pickup against a 12 min department target in FY2018',
            fact: '9.4 min',
          },
          {
            text: 'PRN → FT nights Jun 2017 (7p-7a, $13.85/hr + $1.50 night diff); ~40% of my night trips were ED → CT/US/MRI',
            rewrite:
              'Went from PRN to full-time nights in Jun 2017 (7 p.m.-7 a.m., $13.85/hr plus a $1.50 night differential), with about 40% of my night trips from the ED to CT, ultrasound or MRI',
            fact: '$13.85/hr',
          },
          {
            text: 'Isolation/contact precautions, Hoyer + slide-board transfers; 0 falls/pt injuries in 2.5 yrs',
            rewrite:
              'Followed isolation and contact precautions and did Hoyer and slide-board transfers, with 0 falls or patient injuries in 2.5 years',
            fact: '0 falls',
          },
          {
            text: "Shadowed sonographers ~60 hrs on days off (2017-18) — that's how I picked sonography. US dept lead (Tamara Reyes) wrote 1 of my 3 program reference letters",
            rewrite:
              'Shadowed sonographers for about 60 hours on days off in 2017-18, which is how I chose sonography; the ultrasound department lead, Tamara Reyes, wrote 1 of my 3 program reference letters',
            fact: '1 of my 3',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Tulsa Community College (TCC), Tulsa, OK',
        degree: 'AAS (Assoc. of Applied Science)',
        major: 'Diagnostic Medical Sonography – general concentration (CAAHEP-accredited program)',
        start: '2018.08',
        end: '2020.07',
      },
      {
        school: 'Northeastern State University – Broken Arrow campus',
        degree: 'No degree – 24 credit hrs (DMS prereqs: A&P I/II, College Algebra, PHYS 1114)',
        major: 'General Studies',
        start: '2017.01',
        end: '2018.05',
      },
    ],
    skills: [
      'Abdomen: RUQ/GB/CBD, liver incl. 2D-SWE elastography, renal, aorta/AAA screen, peds appendix',
      'OB: 1st tri dating/viability, anatomy surveys 18-22 wks, growth, BPP, UA Doppler S/D, TV cervical length (no NT – not NTQR)',
      'GYN: TA/TV pelvis, ovarian torsion Doppler, follicle studies',
      'Small parts: thyroid, scrotal/testicular torsion, targeted breast',
      'Vascular (cross-training): LE/UE venous DVT, carotid duplex (SRU criteria), ABI/PVR, vein mapping',
      'GE LOGIQ E9/E10, Voluson E8/E10, LOGIQ e R7 portable; Philips EPIQ 7G, Affiniti 70',
      'Epic Radiant, Cerner (till 2023), Sectra PACS, GE ViewPoint 6 OB reporting',
      'US-guided procedure assist: sterile field, specimen labeling (thyroid FNA, para/thora, renal bx)',
      'Probe HLD: trophon2, Sani-Cloth; scanning ergonomics (WRMSD prevention)',
    ],
    certificates: [
      'RDMS – ARDMS, Abdomen (AB) 08/2020 + Obstetrics & Gynecology (OB/GYN) 03/2021, ARDMS ID #2271394',
      'BLS Provider – American Heart Association, exp. 11/2026',
    ],
  },
  {
    id: 'en-r11-adjuster-travis',
    locale: 'en-US',
    name: 'Travis M. Pruett',
    email: 'travis.pruett.adj@gmail.com',
    phone: '(918) 555-0183',
    city: 'Tulsa, OK',
    target:
      'Sr. Property Adjuster / Large Loss (trainee OK) – desk or hybrid, Tulsa or remote; CAT deployable 2-4 wks',
    summary: [
      {
        text: "I have ~10 yrs in property claims: ~3.5 yrs as a 1099 IA (CAT deployments — Matthew, Harvey, Irma, Michael), 3.5 yrs carrier field adjuster, desk since Jul '22. Before that 4 yrs on the contractor side writing Xactimate for a roofer.",
        rewrite:
          'I have about 10 years in property claims: about 3.5 years as a 1099 IA on CAT deployments (Matthew, Harvey, Irma, Michael), 3.5 years as a carrier field adjuster and on the desk since Jul 2022, after 4 years on the contractor side writing Xactimate estimates for a roofer.',
        fact: '1099 IA',
      },
      {
        text: 'Licenses: OK resident adjuster (Lic# 0100284571) + TX all-lines non-res (#2148837, exp 11/2026), NPN 18834902. FL 7-20 and LA both lapsed in 2020 — quit doing the CE once I went staff.',
        rewrite:
          'I hold an Oklahoma resident adjuster license (Lic# 0100284571) and a Texas non-resident all-lines license (#2148837, expiring 11/2026), NPN 18834902; my FL 7-20 and Louisiana licenses both lapsed in 2020 after I stopped doing the CE once I went staff.',
        fact: 'lapsed in 2020',
      },
      {
        text: 'Xactimate Level 1 + 2 certified; Level 3 — failed 1st try (Mar 2024), retake booked. Not FCN certified so no NFIP flood files, ever.',
        rewrite:
          'I am certified in Xactimate Level 1 and Level 2; I failed my first try at Level 3 in Mar 2024 and have a retake booked. I am not FCN certified, so I have never handled NFIP flood files.',
        fact: 'Level 3',
      },
    ],
    jobs: [
      {
        organisation: 'Meridian Plains Insurance Group, Tulsa, OK',
        role: 'Property Desk Adjuster III – Personal Lines (HO/DP) / CAT Desk Coordinator (storm season)',
        start: '2022.07',
        end: 'Present',
        bullets: [
          {
            text: 'Desk-adjust HO-3 / DP-3 claims, mostly $1k–$50k; my authority $35k (over that → Claims Supervisor). Pending runs ~120-140, closing ~55-70/mo',
            rewrite:
              'Adjust HO-3 and DP-3 claims from the desk, mostly $1k–$50k, with $35k of settlement authority (anything over goes to the Claims Supervisor); carry a pending of about 120-140 files and close about 55-70 a month',
            fact: '$35k',
          },
          {
            text: "Desk reviews / reinspections of field IA estimates in XactAnalysis, ~35-40/wk — overpayment found on 1 of every 5 files, avg ~$2.1k (O&P when it's 1 trade, roof waste % over 15%)",
            rewrite:
              'Run desk reviews and reinspections of field IA estimates in XactAnalysis, about 35-40 a week, finding overpayments on 1 of every 5 files averaging about $2.1k, mostly O&P on single-trade jobs and roof waste over 15%',
            fact: '1 of every 5',
          },
          {
            text: 'CAT desk coordinator Apr-Jun (hail season) — triage FNOLs, assign to our 6 staff field adjusters + ~25 IAs from 2 vendor firms. Biggest: 5/2024 hail (CAT code 24-OK-07), 3,412 claims in 19 days',
            rewrite:
              'As CAT desk coordinator for hail season (Apr-Jun), triage FNOLs and assign them to our 6 staff field adjusters and about 25 IAs from 2 vendor firms; the biggest event was the May 2024 hail storm (CAT code 24-OK-07), with 3,412 claims in 19 days',
            fact: '3,412 claims',
          },
          {
            text: "My cycle time FNOL → close 24.6 → 17.9 days ('23 vs '24), reopens <4%, QA file audits avg 94% (unit avg 89%)",
            rewrite:
              'Cut my cycle time from FNOL to close from 24.6 to 17.9 days (2023 vs 2024), with reopens under 4% and QA file audits averaging 94% against a unit average of 89%',
            fact: '17.9 days',
          },
          {
            text: '1 of 8 desk adjusters in the Tulsa unit, report to Dana Whitfield (Property Claims Manager). Mentor 2 new hires on Xactimate — no direct reports',
            rewrite:
              'Am 1 of 8 desk adjusters in the Tulsa unit, reporting to Dana Whitfield, the Property Claims Manager; mentor 2 new hires on Xactimate but have no direct reports',
            fact: '1 of 8',
          },
          {
            text: "PA + attorney-rep'd files & appraisal demands: 14 appraisals in 2024 (umpire needed on 3), ROR letters, SIU referrals off ISO ClaimSearch hits",
            rewrite:
              'Handle files represented by public adjusters (PA) and attorneys and appraisal demands, with 14 appraisals in 2024 (an umpire was needed on 3), plus ROR letters and SIU referrals from ISO ClaimSearch hits',
            fact: '14 appraisals',
          },
        ],
      },
      {
        organisation:
          'Redbud Mutual Insurance Co., Tulsa, OK (merged w/ Cimarron Casualty 10/2021 → Meridian Plains Insurance Group)',
        role: 'Field Property Adjuster – Personal & Farm Lines (NE Oklahoma territory)',
        start: '2018.12',
        end: '2022.06',
        bullets: [
          {
            text: 'Own territory = 11 counties in NE OK (Tulsa out to Miami/Grove), ~450-520 claims/yr; roughly 2/3 of them hail/wind, rest water, fire, theft',
            rewrite:
              'Covered my own territory of 11 counties in northeast Oklahoma (from Tulsa out to Miami and Grove), about 450-520 claims a year, roughly 2/3 of them hail and wind and the rest water, fire and theft',
            fact: '11 counties',
          },
          {
            text: 'Roofs per Haag method — 10x10 test squares, Redbud guideline was 8+ functional hail hits/sq to replace; ladder assist vendor on 2-story & anything 8/12+',
            rewrite:
              "Inspected roofs per the Haag method using 10x10 test squares against Redbud's guideline of 8+ functional hail hits per square to replace, with a ladder assist vendor on 2-story roofs and anything 8/12 pitch or steeper",
            fact: '10x10 test squares',
          },
          {
            text: 'Winter Storm Uri (Feb 2021): 180+ frozen pipe / water claims in ~6 wks — set up mitigation w/ IICRC vendors, ALE for 23 displaced households',
            rewrite:
              'During Winter Storm Uri in Feb 2021, handled 180+ frozen pipe and water claims in about 6 weeks, setting up mitigation with IICRC vendors and ALE for 23 displaced households',
            fact: 'Winter Storm Uri',
          },
          {
            text: 'Largest file: $1.18M fire — 2-story dwelling + pole barn (Cov A/B/C + ALE). Large Loss GA Ron Tibbs owned reserves/settlement; I did the scope + Xactimate est (~$640k on Cov A)',
            rewrite:
              'My largest file was a $1.18M fire on a 2-story dwelling and pole barn (Coverage A/B/C and ALE); the Large Loss General Adjuster (GA), Ron Tibbs, owned reserves and settlement, while I did the scope and the Xactimate estimate (about $640k on Coverage A)',
            fact: '$1.18M',
          },
          {
            text: 'Redbud merged w/ Cimarron Casualty Oct 2021 → Meridian Plains. Moved us onto Guidewire ClaimCenter 10; I was 1 of 3 field super users, trained ~20 adjusters',
            rewrite:
              'When Redbud merged with Cimarron Casualty in Oct 2021 to form Meridian Plains, we moved onto Guidewire ClaimCenter 10; I was 1 of 3 field super users and trained about 20 adjusters',
            fact: 'ClaimCenter 10',
          },
          {
            text: 'Field authority $15k; ~91% of my files closed w/in 30 days (2020)',
            rewrite:
              'Worked with $15k of field authority and closed about 91% of my files within 30 days in 2020',
            fact: '91% of my files',
          },
        ],
      },
      {
        organisation: 'Gulfline Adjusting Group, LLC, Houston, TX (IA firm – deployed to carrier clients)',
        role: 'Independent Adjuster (1099) – CAT & Daily Claims, Residential Property',
        start: '2015.03',
        end: '2018.11',
        bullets: [
          {
            text: "4 CAT deployments: Matthew (SC, Oct '16), Harvey ('17), Irma ('17-'18), Michael ('18) + daily claims in OK/TX in between. Paid on fee schedule, ~$450–$3,200/claim by gross loss",
            rewrite:
              'Worked 4 CAT deployments (Matthew in South Carolina in Oct 2016, Harvey in 2017, Irma in 2017-2018 and Michael in 2018) plus daily claims in Oklahoma and Texas in between, paid on a fee schedule of about $450–$3,200 per claim by gross loss',
            fact: '4 CAT deployments',
          },
          {
            text: "Harvey — Katy/west Houston, 8/29–10/13/2017: 212 claims closed, wind + interior water only (not FCN'd → no NFIP flood)",
            rewrite:
              'For Harvey, worked Katy and west Houston from 8/29 to 10/13/2017 and closed 212 claims, wind and interior water only, since I was not FCN certified and could not take NFIP flood',
            fact: '212 claims',
          },
          {
            text: 'Irma — Naples / Ft Myers, Oct 2017–Jan 2018 (worked under my FL 7-20, non-res): ~160 claims, gross loss $2k–$180k, avg ≈ $14k',
            rewrite:
              'For Irma, worked Naples and Fort Myers from Oct 2017 to Jan 2018 under my non-resident FL 7-20, about 160 claims with gross losses of $2k–$180k and an average of about $14k',
            fact: '$2k–$180k',
          },
          {
            text: 'Michael (10/2018, Panama City–Lynn Haven): 130 claims in 5 wks, about 1 in 4 a Cov A total loss (limits $150k–$400k)',
            rewrite:
              'For Michael (10/2018, Panama City to Lynn Haven), handled 130 claims in 5 weeks, about 1 in 4 of them a Coverage A total loss on limits of $150k–$400k',
            fact: '1 in 4',
          },
          {
            text: 'Got Xactimate Level 2 03/2016 (Gulfline required it for CAT roster) + HAAG Residential Roof cert 2017; avg QA score on carrier audits 92/100',
            rewrite:
              'Earned Xactimate Level 2 in 03/2016, which Gulfline required for its CAT roster, and the HAAG Residential Roof certification in 2017, averaging 92/100 on carrier QA audits',
            fact: '92/100',
          },
          {
            text: 'Daily claims between CATs for 2 carrier clients around OKC/Moore: 6-10 inspections/day, Xactimate for one, Symbility for the other',
            rewrite:
              'Handled daily claims between CATs for 2 carrier clients around Oklahoma City and Moore at 6-10 inspections a day, in Xactimate for one client and Symbility for the other',
            fact: 'Symbility',
          },
        ],
      },
      {
        organisation: 'Green Country Roofing & Restoration, Broken Arrow, OK',
        role: 'Estimator / Supplement Writer – Insurance Restoration (residential roofing)',
        start: '2011.06',
        end: '2015.02',
        bullets: [
          {
            text: 'Wrote Xactimate estimates + supplements for hail/wind roof jobs, ~25-30 jobs/mo in storm season, for the owner & 2 sales reps (3 install crews)',
            rewrite:
              'Wrote Xactimate estimates and supplements for hail and wind roof jobs, about 25-30 jobs a month in storm season, for the owner and 2 sales reps with 3 install crews',
            fact: '2 sales reps',
          },
          {
            text: 'Supplements avg +$3.4k/job — drip edge, starter, I&W, steep/high charges, O&P 10/10 when 3+ trades',
            rewrite:
              'Supplements averaged +$3.4k a job, covering drip edge, starter, ice and water shield (I&W), steep and high charges, and O&P 10/10 when 3+ trades were involved',
            fact: '+$3.4k',
          },
          {
            text: 'Moore tornado (EF5, May 20 2013) — ran a tarp/board-up crew 3 wks, then estimated ~60 rebuilds',
            rewrite:
              'After the Moore tornado (EF5, May 20 2013), ran a tarp and board-up crew for 3 weeks and then estimated about 60 rebuilds',
            fact: 'May 20 2013',
          },
          {
            text: 'Met adjusters on ~400 roofs in 4 yrs — a Gulfline GA recruited me into IA work in early 2015',
            rewrite:
              'Met adjusters on about 400 roofs in 4 years, and a Gulfline GA recruited me into IA work in early 2015',
            fact: '400 roofs',
          },
          {
            text: 'Xactimate Level 1, 2013 (company paid the exam)',
            rewrite: 'Earned Xactimate Level 1 in 2013, with the company paying for the exam',
            fact: 'Level 1',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Oklahoma State University Institute of Technology (OSUIT), Okmulgee, OK',
        degree: 'A.A.S.',
        major: 'Construction Technology (residential)',
        start: '2009.08',
        end: '2011.05',
      },
    ],
    skills: [
      'Xactimate X1 (desktop + online), XactAnalysis, Symbility',
      'Guidewire ClaimCenter 10, ISO ClaimSearch, EagleView / Hover roof reports',
      'Roof inspection: Haag hail/wind method, test squares, ITEL samples for matching; ladder work up to 8/12',
      'Policy: ISO HO 00 03, DP 00 03, farm (Cov E/F), ACV vs RCV, recoverable depreciation, matching, ordinance or law',
      'Water losses: IICRC S500 mitigation review, drying logs, ALE',
      'Reserving, coverage & ROR letters, appraisal, PA/attorney-rep files, SIU referrals',
      'CAT: FNOL triage, IA vendor assignment, hurricane / hail / tornado / winter storm deployments',
      'AIC (The Institutes) – in progress, 2 of 4 exams passed; HAAG Commercial Roofs – not taken',
    ],
    certificates: [
      'Oklahoma resident adjuster license (Lic# 0100284571) + Texas all-lines adjuster, non-resident (#2148837, exp 11/2026)',
      'Xactimate Level 2 Certification – Xactware (Verisk), 03/2016 (Level 1, 2013)',
      'HAAG Certified Inspector – Residential Roofs, 2017',
    ],
  },
  {
    id: 'en-r11-video-theo',
    locale: 'en-US',
    name: 'Theo A. Marchand',
    email: 'theo.marchand.video@gmail.com',
    phone: '(718) 555-0147',
    city: 'Brooklyn, NY',
    target:
      'Supervising Producer / Post Supervisor – doc & branded series (Resolve-first shop pref.), NYC or remote',
    summary: [
      {
        text: "I have ~9 yrs in video: freelance PA → agency post → now Sr. Video Producer/Editor at Fieldhouse Digital (was Loop Street Media til '22). I shoot, cut & finish my own stuff.",
        rewrite:
          'I have about 9 years in video, moving from freelance PA to agency post to my current role as Sr. Video Producer/Editor at Fieldhouse Digital (Loop Street Media until 2022), and I shoot, cut and finish my own work.',
        fact: 'Fieldhouse Digital',
      },
      {
        text: "Was on the team behind 'Overnight' (doc series) — nominated for a News & Documentary Emmy in 2023. The nom was for our 2 EPs + the director, not me, and we didn't win.",
        rewrite:
          "I was on the team behind the doc series 'Overnight', which was nominated for a News & Documentary Emmy in 2023; the nomination went to our 2 EPs and the director, not to me, and it did not win.",
        fact: 'News & Documentary Emmy',
      },
      {
        text: 'Budgets $40K–$1.2M, 100M+ lifetime views on stuff I produced/cut (YT + IG + TikTok combined)',
        rewrite:
          'I have handled budgets of $40K–$1.2M, and the pieces I produced or cut have 100M+ lifetime views across YouTube, Instagram and TikTok combined.',
        fact: '100M+ lifetime views',
      },
    ],
    jobs: [
      {
        organisation:
          'Fieldhouse Digital (formerly Loop Street Media; acquired by Kestrel Media Group Jan 2022), Brooklyn, NY',
        role: 'Senior Video Producer / Editor – Branded & Original Series',
        start: '2022.06',
        end: 'Present',
        bullets: [
          {
            text: "Lead producer + editor on 'Overnight' (6 x 12–18 min eps, YouTube + our FAST channel). Team got a 44th News & Doc Emmy nom (Outstanding Short Documentary, 2023) — nominees were the 2 EPs + director, I'm credited as lead editor. Didn't win.",
            rewrite:
              "Lead producer and editor on 'Overnight', a 6-episode doc series (12–18 minutes per episode) for YouTube and our FAST channel; the team received a nomination at the 44th News & Documentary Emmys (Outstanding Short Documentary, 2023), with the 2 EPs and the director as the named nominees and me credited as lead editor; it did not win.",
            fact: 'Outstanding Short Documentary',
          },
          {
            text: 'Own budgets + schedules for branded series, $40K–$185K per project (~$1.1M total FY24), tracked in Wrapbook + Excel, landed avg 4% under',
            rewrite:
              'Own the budgets and schedules for branded series of $40K–$185K per project (about $1.1M in total in FY24), tracked in Wrapbook and Excel, finishing on average 4% under budget',
            fact: '$40K–$185K',
          },
          {
            text: "'Corner Store' for Nimbus Athletic (client, not my employer) — 14 eps, 22.6M views across YT/IG/TikTok, ep 3 did 1.8M in the first 72 hrs",
            rewrite:
              "Produced 'Corner Store' for the client Nimbus Athletic: 14 episodes with 22.6M views across YouTube, Instagram and TikTok, with episode 3 reaching 1.8M in its first 72 hours",
            fact: '22.6M views',
          },
          {
            text: 'Run a pod = me + 2 staff editors + 1 contract mograph artist, shared colorist 2 days/wk. Report to the VP of Video; finishing signed off by the Head of Post.',
            rewrite:
              'Run a pod of myself, 2 staff editors and 1 contract motion graphics (mograph) artist, with a colorist shared 2 days a week; I report to the VP of Video, and finishing is signed off by the Head of Post.',
            fact: '2 staff editors',
          },
          {
            text: "Spec'd & bought the A-cam package: Sony FX6 + 2x A7S III (B/C cam), DJI RS 3 Pro, Sennheiser MKE 600 — ~$32K capex. Shoot S-Log3 / S-Gamut3.Cine, 4K 23.976, XAVC-I. Drone shots flown by a hired Part 107 pilot (I'm not licensed).",
            rewrite:
              'Specified and bought the A-camera package (a Sony FX6 plus 2 A7S III bodies as B and C cameras, a DJI RS 3 Pro gimbal and a Sennheiser MKE 600) for about $32K in capex; we shoot S-Log3 / S-Gamut3.Cine at 4K 23.976 in XAVC-I, and drone shots are flown by a hired Part 107 pilot since I am not licensed.',
            fact: 'Sony FX6',
          },
          {
            text: "Moved team post from Premiere Pro 2022 (v22.6) → DaVinci Resolve Studio 18.6 + Blackmagic Cloud (Q4 '23); Frame.io for client review. 60-sec social cutdowns now 1 day turnaround vs ~3",
            rewrite:
              "Moved the team's post-production from Premiere Pro 2022 (v22.6) to DaVinci Resolve Studio 18.6 with Blackmagic Cloud in Q4 2023, using Frame.io for client review, cutting turnaround on 60-sec social cutdowns from about 3 days to 1 day",
            fact: 'Resolve Studio 18.6',
          },
        ],
      },
      {
        organisation:
          'Fieldhouse Digital (formerly Loop Street Media; acquired by Kestrel Media Group Jan 2022), Brooklyn, NY',
        role: 'Video Producer (short-form / social)',
        start: '2020.09',
        end: '2022.05',
        bullets: [
          {
            text: '~120 short-form pieces/yr (60 sec – 8 min) for the Loop Street YT + IG; channel went 640K → 1.3M subs Sep 2020–Apr 2022 (not all me obviously)',
            rewrite:
              'Produced about 120 short-form pieces a year (60 seconds to 8 minutes) for the Loop Street YouTube and Instagram channels, which grew from 640K to 1.3M subscribers between Sep 2020 and Apr 2022, not all of it my work',
            fact: '1.3M subs',
          },
          {
            text: "Cut the 'Kitchen Table' explainer series: 26 eps, avg ~850K views/ep, top ep 4.1M",
            rewrite:
              "Edited the 'Kitchen Table' explainer series of 26 episodes, averaging about 850K views per episode, with the top episode at 4.1M",
            fact: '850K views',
          },
          {
            text: "My 2 series = ~35% of the channel's total watch time in 2021 (per YT Studio)",
            rewrite:
              "My 2 series accounted for about 35% of the channel's total watch time in 2021, according to YouTube Studio",
            fact: '35% of the channel',
          },
          {
            text: 'COVID (2020-21): remote-produced 40+ interviews — shipped kits (A7S III + Rode NTG + 1x2 LED panel) to talent, recorded via Zoom + Cleanfeed',
            rewrite:
              'During COVID (2020-21) remote-produced 40+ interviews by shipping kits (an A7S III, a Rode NTG and a 1x2 LED panel) to talent and recording over Zoom and Cleanfeed',
            fact: '40+ interviews',
          },
          {
            text: "Promoted to Sr. Video Producer Jun 2022, after the Kestrel acquisition (Jan '22) — Loop Street rebranded as Fieldhouse in March",
            rewrite:
              'Was promoted to Sr. Video Producer in Jun 2022, after the Kestrel acquisition in January 2022, and Loop Street was rebranded as Fieldhouse that March',
            fact: 'Jun 2022',
          },
        ],
      },
      {
        organisation: 'Hartwell & Rowe (a Meridian Group agency), New York, NY',
        role: 'Associate Producer, Integrated Production / Asst. Editor',
        start: '2017.10',
        end: '2020.08',
        bullets: [
          {
            text: 'Started as Asst. Editor (Avid MC 8.x, then Premiere CC 2018): logging, sync, conform + online prep for :30/:15 broadcast spots',
            rewrite:
              'Started as Assistant Editor on Avid Media Composer (MC 8.x) and then Premiere CC 2018, handling logging, syncing, conform and online prep for :30 and :15 broadcast spots',
            fact: 'MC 8.x',
          },
          {
            text: 'Super Bowl LIII (Feb 2019) — turned around the digital cutdowns, 14 versions in 36 hrs',
            rewrite:
              'Turned around the digital cutdowns for Super Bowl LIII (Feb 2019): 14 versions in 36 hours',
            fact: 'Super Bowl LIII',
          },
          {
            text: 'AP from 3/2019 under the agency EP — auto + CPG clients (Vireo Motors, Brightwell Foods), shoot budgets $250K–$1.2M',
            rewrite:
              'Worked as Associate Producer from 3/2019 under the agency EP on auto and CPG clients (Vireo Motors, Brightwell Foods), with shoot budgets of $250K–$1.2M',
            fact: '$250K–$1.2M',
          },
          {
            text: 'Bid 3-4 prod. cos per job on AICP forms + tracked actuals; overages under 5% of total cost on 11 of 12 jobs',
            rewrite:
              'Bid 3-4 production companies per job on AICP forms and tracked actuals, keeping overages under 5% of total cost on 11 of 12 jobs',
            fact: '11 of 12 jobs',
          },
          {
            text: "On set at the client's test track (Vireo, Auburn Hills MI) for a 2-day car shoot, ~48 crew, as the agency's day-to-day contact",
            rewrite:
              "Was on set at the client's test track (Vireo, Auburn Hills, MI) for a 2-day car shoot with about 48 crew, serving as the agency's day-to-day contact",
            fact: 'Auburn Hills',
          },
        ],
      },
      {
        organisation: 'Self-employed (freelance) – NYC & Philadelphia',
        role: 'Production Assistant (freelance, day rate) – commercials, docs, unscripted',
        start: '2015.06',
        end: '2017.09',
        bullets: [
          {
            text: 'Set PA / office PA on ~70 shoot days: spots, 2 indie features, MTV + Food Network reality shows (hired by the prod cos, not the networks)',
            rewrite:
              'Worked as set PA and office PA on about 70 shoot days across commercials, 2 indie features and MTV and Food Network reality shows, hired by the production companies rather than the networks',
            fact: '70 shoot days',
          },
          {
            text: 'Day rate $200–$250 (10 hr + OT), all 1099',
            rewrite: 'Paid a day rate of $200–$250 for a 10-hour day plus overtime, all on 1099',
            fact: '$200–$250',
          },
          {
            text: 'Walkie lockups, 2nd AD support, held background up to 150 extras (summer 2016 feature)',
            rewrite:
              'Handled walkie lockups and supported the 2nd AD, holding background of up to 150 extras on a feature in summer 2016',
            fact: '150 extras',
          },
          {
            text: "Drove 15-pass vans + 16' cube trucks for camera & G&E pickups (Arri Rental, Hand Held Films)",
            rewrite:
              "Drove 15-passenger vans and 16' cube trucks for camera and G&E pickups from Arri Rental and Hand Held Films",
            fact: 'Arri Rental',
          },
          {
            text: 'Data wrangling on small jobs — ShotPut Pro, 3-2-1 backups, ~2 TB/day',
            rewrite: 'Did data wrangling on small jobs with ShotPut Pro and 3-2-1 backups, about 2 TB a day',
            fact: 'ShotPut Pro',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Temple University (Klein College of Media & Communication), Philadelphia, PA',
        degree: 'B.A. (cum laude)',
        major: 'Film & Media Arts, minor Journalism',
        start: '2011.08',
        end: '2015.05',
      },
    ],
    skills: [
      'Premiere Pro (CC 2018 → 2024 / v24.x), After Effects (basic mograph, MOGRTs)',
      'DaVinci Resolve Studio 18.6 / 19 — edit, Fairlight, color page (Colorist cert exam: failed 1st try Feb 2024, retaking)',
      'Avid Media Composer 8.x (asst. editor level, never took the ACU exam)',
      'Cameras: Sony FX6, FX3, A7S III, FS7 II; Canon C70; DJI RS 3 Pro',
      'Audio: Sennheiser MKE 600, Sony UWP-D21 wireless, Zoom F6, iZotope RX 10',
      'Frame.io, Blackmagic Cloud, Wrapbook, Airtable',
      'Budgeting: AICP bid forms, Showbiz Budgeting, Excel',
      'YT Studio analytics; social specs 9:16 / 4:5 / 16:9',
    ],
    certificates: [
      'Adobe Certified Professional – Video Design (Premiere Pro), 2021',
      'Blackmagic Design Certified User – DaVinci Resolve 18 (Editing), 2023',
    ],
  },
  {
    id: 'zh-r11-tester-qihaitao',
    locale: 'zh-CN',
    name: '祁海涛',
    email: 'qihaitao_qa@163.com',
    phone: '186 8123 5079',
    city: '成都',
    target: '测试开发 / 自动化测试（接口+性能方向）— 成都高新区·天府软件园，期望22k-26k×14，不考虑外包驻场',
    summary: [
      {
        text: '我有快7年测试经验（含3个月实习），前3年在外包公司驻场银行做功能+接口测试，22年8月起在互联网公司做测开，主要写接口自动化和测试平台。',
        rewrite:
          '我有近7年的测试经验（含3个月实习）：前3年在外包公司驻场银行，从事功能与接口测试；2022年8月起在互联网公司担任测试开发，主要负责接口自动化与测试平台开发。',
        fact: '驻场银行',
      },
      {
        text: '证书：软考中级-软件评测师（2021年下半年，综合知识52/案例分析48过的）；ISTQB(CTFL)已报名，25年11月考，还没考。',
        rewrite:
          '证书方面：2021年下半年通过软考中级软件评测师（综合知识52分、案例分析48分）；ISTQB(CTFL)已报名，计划于2025年11月参加考试，目前尚未考试。',
        fact: 'ISTQB(CTFL)已报名',
      },
      {
        text: '技术栈 Python 3.8 + pytest + requests + Allure，JMeter/Locust压测，Jenkins+GitLab CI，会一点Go和Java（能看懂代码、写单测mock）',
        rewrite:
          '技术栈为Python 3.8、pytest、requests与Allure，使用JMeter/Locust进行压测，持续集成使用Jenkins与GitLab CI；了解Go和Java，能读懂代码并编写单测mock。',
        fact: 'Python 3.8',
      },
    ],
    jobs: [
      {
        organisation: '成都云梯网络科技有限公司（原成都小梯科技有限公司，2023年更名）',
        role: '高级测试开发工程师（交易中台）',
        start: '2024.04',
        end: '至今',
        bullets: [
          {
            text: '24年4月升高级（P6→P7），带交易中台测试小组，组里除了我还有2个测开+1个外包功能测试，向质量部总监汇报',
            rewrite:
              '2024年4月晋升为高级测试开发工程师（职级P6→P7），负责交易中台测试小组，组内除本人外还有2名测试开发和1个外包功能测试，向质量部总监汇报',
            fact: '1个外包功能测试',
          },
          {
            text: '负责订单/支付/退款3条链路的接口自动化，用例从1,200+条扩到3,460条，覆盖核心接口217个（共286个，覆盖率约76%），每天凌晨2点定时跑+每次MR触发',
            rewrite:
              '负责订单、支付、退款3条链路的接口自动化，用例由1,200余条扩充至3,460条，覆盖核心接口217个（共286个，覆盖率约76%），每天凌晨2点定时执行，每次提交MR时也会自动触发',
            fact: '3,460条',
          },
          {
            text: '自研测试平台"梯测"v2.3.1（FastAPI+Vue3），支持用例管理/数据构造/Mock/报告，接入业务线7条，日均执行约1.8万次',
            rewrite:
              '自主开发测试平台“梯测”v2.3.1（FastAPI+Vue3），支持用例管理、数据构造、Mock及测试报告，已接入7条业务线，日均执行约1.8万次',
            fact: 'v2.3.1',
          },
          {
            text: '双11/618大促压测：JMeter 5.4 分布式(1主8从)，配合开发把下单接口峰值从1,500 TPS优化到4,200 TPS，P99<300ms，揪出慢SQL 11条、连接池配置问题2个',
            rewrite:
              '负责双11、618大促压测，使用JMeter 5.4分布式压测（1台主控机、8台施压机），配合开发将下单接口峰值由1,500 TPS优化至4,200 TPS，P99低于300ms，发现慢SQL 11条、连接池配置问题2个',
            fact: '4,200 TPS',
          },
          {
            text: '推精准测试（基于jacoco增量覆盖率），MR增量行覆盖率卡≥60%才能合，24H2线上P0/P1故障 5起→1起',
            rewrite:
              '推动精准测试（基于JaCoCo增量覆盖率），要求MR增量行覆盖率不低于60%方可合入，2024年下半年线上P0/P1故障由5起降至1起',
            fact: 'P0/P1故障',
          },
          {
            text: '当测开岗一面面试官，面了十几个，最后进来2个；整理《接口自动化编写规范》v1.4给新人用',
            rewrite:
              '担任测试开发岗位一面面试官，共面试十余名候选人，最终入职2人；整理《接口自动化编写规范》v1.4供新人使用',
            fact: '《接口自动化编写规范》v1.4',
          },
        ],
      },
      {
        organisation: '成都云梯网络科技有限公司（原成都小梯科技有限公司，2023年更名）',
        role: '测试开发工程师',
        start: '2022.08',
        end: '2024.03',
        bullets: [
          {
            text: '入职时公司还叫小梯科技，23年改名云梯；接手时接口自动化基本是空的，只有Postman集合100来个请求',
            rewrite:
              '入职时公司名为小梯科技，2023年更名为云梯；接手时接口自动化基本为空白，仅有一个约100个请求的Postman集合',
            fact: 'Postman集合',
          },
          {
            text: '搭pytest+requests+Allure框架（Python 3.8，YAML数据驱动），半年写了约900条用例，覆盖会员/营销两个域的接口158个',
            rewrite:
              '基于Python 3.8搭建pytest+requests+Allure接口自动化框架（YAML数据驱动），半年内编写约900条用例，覆盖会员、营销两个业务域的158个接口',
            fact: '158个',
          },
          {
            text: '接Jenkins流水线，提测后自动跑冒烟（约120条），冒烟不过直接打回，提测打回率从31%降到12%',
            rewrite:
              '接入Jenkins流水线，提测后自动执行冒烟用例（约120条），冒烟不通过则直接打回，提测打回率由31%下降至12%',
            fact: '约120条',
          },
          {
            text: 'App端UI自动化：Appium 1.22 + Airtest，Android 10-13共9款机型跑兼容，iOS 14+只覆盖主流程（3台测试机）',
            rewrite:
              'App端UI自动化采用Appium 1.22与Airtest，在Android 10-13的9款机型上执行兼容性测试，iOS 14及以上版本仅覆盖主流程（3台测试机）',
            fact: '9款机型',
          },
          {
            text: '年均提bug 600+（2023年JIRA统计612个，严重及以上47个），有效率93%',
            rewrite:
              '年均提交缺陷600余个（据JIRA统计，2023年共612个，其中严重及以上级别47个），缺陷有效率93%',
            fact: '612个',
          },
          {
            text: '协助SRE做过2次全链路压测（23.06、23.10），顺手写了个流量回放小工具（基于GoReplay）',
            rewrite:
              '协助SRE完成2次全链路压测（2023年6月、2023年10月），并开发了基于GoReplay的流量回放小工具',
            fact: 'GoReplay',
          },
        ],
      },
      {
        organisation: '成都博睿信息技术有限公司（外包驻场：蜀信银行信息科技部，成都）',
        role: '软件测试工程师 — 银行信贷系统（外包驻场）',
        start: '2019.07',
        end: '2022.07',
        bullets: [
          {
            text: '劳动合同签博睿，驻场蜀信银行信息科技部测试中心，行方测试组7个正式员工+外包20来人（博睿占9个）',
            rewrite:
              '劳动合同签订于博睿，驻场蜀信银行信息科技部测试中心；行方测试组有7名正式员工及20余名外包人员（其中博睿9人）',
            fact: '信息科技部测试中心',
          },
          {
            text: '参与个贷系统重构（项目编号XD-2020-017），负责放款/还款/逾期3个模块SIT，写用例2,300+条，执行4轮',
            rewrite:
              '参与个人贷款系统重构项目（项目编号XD-2020-017），负责放款、还款、逾期3个模块的SIT测试，编写用例2,300余条，共执行4轮',
            fact: 'XD-2020-017',
          },
          {
            text: '用SoapUI+Python脚本做ESB接口回归，接口约430个（报文XML/8583混着），回归从3人天压到0.5人天',
            rewrite:
              '使用SoapUI与Python脚本进行ESB接口回归，涉及约430个接口（报文格式包括XML和ISO 8583），回归工作量由3人天缩减至0.5人天',
            fact: '约430个',
          },
          {
            text: '配合UAT（行方业务人员测），整理测试报告；上线前参与投产演练2次，投产当晚值守到凌晨4点',
            rewrite: '配合行方业务人员开展UAT并整理测试报告；上线前参与投产演练2次，投产当晚值守至凌晨4点',
            fact: '投产演练2次',
          },
          {
            text: '协助行方测试中心副主任做2021年度测试度量（缺陷密度、用例有效率），数据是我拉的，汇报是她做的',
            rewrite:
              '协助行方测试中心副主任完成2021年度测试度量（缺陷密度、用例有效率），本人负责数据提取，由副主任进行汇报',
            fact: '测试中心副主任',
          },
          {
            text: '2021.11考过软考中级（软件评测师），公司报了报名费+每月补贴500元',
            rewrite: '2021年11月通过软考中级（软件评测师），公司报销报名费，并每月发放500元证书补贴',
            fact: '软件评测师',
          },
        ],
      },
      {
        organisation: '成都迅联科技有限公司（高新区，做SaaS进销存的）',
        role: '测试实习生→软件测试工程师',
        start: '2018.03',
        end: '2019.06',
        bullets: [
          {
            text: '18年3月还没毕业就去实习，6月转正，测试组就组长、我和另一个同事',
            rewrite: '2018年3月尚未毕业即入职实习，同年6月转正；测试组仅有组长、本人及另一名同事',
            fact: '6月转正',
          },
          {
            text: '主要测进销存Web端+微信小程序，手工点点点为主，禅道提bug，一年多提了约520个',
            rewrite:
              '主要负责进销存Web端及微信小程序的测试，以手工测试为主，通过禅道提交缺陷，一年多共提交约520个',
            fact: '约520个',
          },
          {
            text: '写过第一版Selenium脚本（Python 3.6 + unittest），跑登录/开单/入库等冒烟40来条，后来页面改版基本废了',
            rewrite:
              '编写了第一版Selenium自动化脚本（Python 3.6 + unittest），覆盖登录、开单、入库等约40条冒烟用例，后因页面改版基本弃用',
            fact: 'Python 3.6',
          },
          {
            text: '两周一个迭代，跟版本发布，v1.8→v3.0一共跟了14个版本',
            rewrite: '按两周一个迭代的节奏配合版本发布，从v1.8到v3.0共跟进14个版本',
            fact: '14个版本',
          },
        ],
      },
    ],
    education: [
      {
        school: '成都信息工程大学',
        degree: '本科（统招专升本）',
        major: '计算机科学与技术',
        start: '2016.09',
        end: '2018.06',
      },
      {
        school: '四川信息职业技术学院',
        degree: '大专',
        major: '软件技术',
        start: '2013.09',
        end: '2016.06',
      },
    ],
    skills: [
      'Python 3.8（pytest / requests / Allure / Faker），Go、Java能看懂',
      '接口自动化：pytest+YAML数据驱动、Postman/Newman、SoapUI（ESB接口）',
      '性能测试：JMeter 5.4（分布式）、Locust、GoReplay流量回放，会看Grafana/Prometheus',
      'UI自动化：Selenium 4、Appium 1.22、Airtest',
      'CI/CD：Jenkins、GitLab CI、Docker（K8s只会kubectl看日志）',
      '数据库：MySQL 5.7/8.0、Redis、Oracle 11g（银行项目用过）',
      '精准测试：JaCoCo增量覆盖率',
      '缺陷/用例管理：JIRA、禅道、TestLink',
      '测试平台开发：FastAPI + Vue3（前端能改改）',
    ],
    certificates: ['计算机技术与软件专业技术资格（中级）— 软件评测师（2021年）', '大学英语四级（CET-4）'],
  },
  {
    id: 'zh-r11-dispatch-leizhenhua',
    locale: 'zh-CN',
    name: '雷振华',
    email: 'leizhenhua1987@163.com',
    phone: '137 2856 0419',
    city: '佛山',
    target: '运输主管 / 物流经理（整车干线、城配都可以）— 佛山·广州优先，不考虑长期外派',
    summary: [
      {
        text: '我有14年物流运输经验，前8年开车（B2→A2，专线、干线都跑过），2019年转调度，22年起做格澜项目的运输调度主管，手上外协车60台左右。',
        rewrite:
          '我有14年物流运输经验，前8年从事货车驾驶（驾照由B2增驾至A2，专线和干线都跑过），2019年转做调度，2022年起担任格澜项目的运输调度主管，管理外协车辆60台左右。',
        fact: '14年物流运输经验',
      },
      {
        text: '证件：A2驾照（2015年增驾）+道路货物运输从业资格证；安全员证(道路运输企业安全生产管理人员)2024.11考了一次没过,今年再考。',
        rewrite:
          '持有A2驾照（2015年增驾）和道路货物运输从业资格证；道路运输企业安全生产管理人员证（安全员证）于2024年11月考过一次未通过，计划今年再考。',
        fact: 'A2驾照（2015年增驾）',
      },
      {
        text: 'G7易流TMS、中交兴路北斗平台、运满满/货车帮找车都用得熟，运费对账和车次报表Excel自己做',
        rewrite:
          '熟练使用G7易流TMS、中交兴路北斗平台，以及运满满、货车帮等找车平台，能用Excel独立完成运费对账和车次报表。',
        fact: '中交兴路北斗平台',
      },
    ],
    jobs: [
      {
        organisation: '广东顺联供应链管理有限公司（驻格澜电器北滘基地成品仓）',
        role: '运输调度主管（格澜项目）/ 兼外协承运商管理',
        start: '2022.03',
        end: '至今',
        bullets: [
          {
            text: '驻格澜北滘成品仓，管成品出库的干线+省内配送调度，调度组连我4个人（白班2个、夜班1个），向项目经理汇报，大的异常直接报公司运营总监何总',
            rewrite:
              '驻场格澜北滘成品仓，负责成品出库的干线及省内配送调度；调度组连同本人共4人（白班2人、夜班1人），向项目经理汇报，重大异常直接上报公司运营总监何总',
            fact: '向项目经理汇报',
          },
          {
            text: '日均发运120-150车次(旺季3-4月、8-10月能到200+)，2024年全年发运4.1万车次、货量约52万吨，月运费在800万-1,100万之间',
            rewrite:
              '日均发运120-150车次（旺季3-4月及8-10月可达200车次以上），2024年全年共发运4.1万车次、货量约52万吨，月运费在800万-1,100万元之间',
            fact: '4.1万车次',
          },
          {
            text: '准时率按单算：2024年干线10,236单中准时到达9,987单（97.6%），22年我刚接手时只有93%左右；晚到的249单里外协车占183单，都按合同扣了运费',
            rewrite:
              '准时率按单统计：2024年干线10,236单中准时到达9,987单（97.6%），而2022年本人刚接手时仅约93%；晚到的249单中外协车辆占183单，均已按合同扣减运费',
            fact: '10,236单中准时到达9,987单',
          },
          {
            text: '外协承运商11家、常用外协车约60台(9.6米/13米/17.5米)，每年3月协助运营总监做运力招标（标书、比价、谈价我来，定标是何总+采购部），24年招标后干线单价平均降4.6%，全年省运费约290万-310万',
            rewrite:
              '管理外协承运商11家、常用外协车辆约60台（9.6米、13米、17.5米），每年3月协助运营总监开展运力招标（本人负责标书、比价和谈价，定标由何总和采购部决定），2024年招标后干线单价平均下降4.6%，全年节省运费约290万-310万元',
            fact: '约290万-310万',
          },
          {
            text: '2023年起GL-07线(北滘→南宁)、GL-11线(北滘→长沙)改甩挂：18台挂车配9个车头（挂车公司自有，车头外协包线，原来要14个），回程在运满满上配货，空驶率31%→18%',
            rewrite:
              '自2023年起将GL-07线（北滘→南宁）和GL-11线（北滘→长沙）改为甩挂运输：18台挂车配9个车头（挂车为公司自有，车头由外协包线，原需14个），回程通过运满满配货，空驶率由31%降至18%',
            fact: '18台挂车配9个车头',
          },
          {
            text: '车全部装北斗+主动安全(ADAS/DSM)，疲劳驾驶报警当班处理，2024年责任事故0起，货损货差赔付约3.7万（23年是11.2万）',
            rewrite:
              '所有车辆均安装北斗定位及主动安全设备（ADAS/DSM），疲劳驾驶报警当班处理；2024年责任事故0起，货损货差赔付约3.7万元（2023年为11.2万元）',
            fact: '责任事故0起',
          },
        ],
      },
      {
        organisation: '广东顺联供应链管理有限公司（驻格澜电器北滘基地成品仓）',
        role: '调度员',
        start: '2019.07',
        end: '2022.02',
        bullets: [
          {
            text: '负责省内配送调度（广州/深圳/东莞/中山等12个地市的经销商仓），每天排车60-80车次，派车单+电子回单',
            rewrite:
              '负责省内配送调度（覆盖广州、深圳、东莞、中山等12个地市的经销商仓库），每天安排60-80车次，使用派车单和电子回单',
            fact: '60-80车次',
          },
          {
            text: '2020年9月配合上线G7 TMS(替换原来Excel+微信群派车)，录入线路138条、车辆档案200多台',
            rewrite:
              '2020年9月配合上线G7 TMS系统（替代原来的Excel加微信群派车方式），录入线路138条、车辆档案200余台',
            fact: '线路138条',
          },
          {
            text: '回单管理：纸质回单回收率85%左右→99%+；月底跟11家承运商对运费账，差异控制在0.5%以内',
            rewrite:
              '负责回单管理，纸质回单回收率由约85%提升至99%以上；月底与11家承运商核对运费账目，差异控制在0.5%以内',
            fact: '11家承运商',
          },
          {
            text: '20年2-3月疫情期间调车保复工，最多一天找了37台外协车(大部分是在货车帮上临时找的)',
            rewrite:
              '2020年2-3月疫情期间调配车辆保障复工，单日最多调用37台外协车辆（大部分通过货车帮临时寻找）',
            fact: '37台外协车',
          },
          {
            text: '21年Q4评上项目"优秀调度"，22年3月升调度主管（原主管调去湛江项目了）',
            rewrite: '2021年第四季度获评项目“优秀调度”，2022年3月晋升为调度主管（原主管调任湛江项目）',
            fact: '优秀调度',
          },
        ],
      },
      {
        organisation: '佛山市宏运货运有限公司（2021年并入广东粤通物流集团）',
        role: '司机（A2，半挂）— 干线运输',
        start: '2015.08',
        end: '2019.06',
        bullets: [
          {
            text: '开解放J6P 460马力半挂（17.5米高栏/厢式），主跑佛山→南宁、佛山→贵阳，双驾，每月往返8-10趟',
            rewrite:
              '驾驶解放J6P 460马力半挂车（17.5米高栏及厢式），主要跑佛山→南宁、佛山→贵阳线路，双人驾驶，每月往返8-10趟',
            fact: '解放J6P 460马力',
          },
          {
            text: '一年跑13万-15万公里，百公里油耗36L→32.5L左右，车队40多台车里油耗排名一直前5',
            rewrite:
              '每年行驶13万-15万公里，百公里油耗由36升降至32.5升左右，在车队40余台车中油耗排名始终位列前5',
            fact: '13万-15万公里',
          },
          {
            text: '装车自己盯,总重严格不超过49吨（6轴），2016年治超新规后一张超载罚单都没吃过',
            rewrite:
              '装车环节亲自把关，总重严格控制在不超过49吨（6轴），2016年治超新规实施后从未收到超载罚单',
            fact: '不超过49吨',
          },
          {
            text: '4年安全行驶约55万公里无责任事故，2017、2018连续两年公司"安全标兵"（奖2000元/年）',
            rewrite:
              '4年安全行驶约55万公里，无责任事故，2017、2018年连续两年获公司“安全标兵”称号（奖金每年2000元）',
            fact: '约55万公里',
          },
          {
            text: '2018下半年车队调度休产假，帮忙排班2个月，也带过2个新司机跟车，后来被顺联招去做调度',
            rewrite:
              '2018年下半年车队调度休产假期间，代为排班2个月，并带教2名新司机跟车，之后被顺联招聘去做调度',
            fact: '排班2个月',
          },
        ],
      },
      {
        organisation: '佛山市顺德区宏达物流有限公司（乐从—南宁家具专线）',
        role: '货车司机（B2，9.6米厢车）',
        start: '2011.03',
        end: '2015.07',
        bullets: [
          {
            text: '开9.6米厢车拉乐从家具到南宁/柳州，一车装50-55方，一个月4-5个来回',
            rewrite: '驾驶9.6米厢式货车将乐从家具运往南宁、柳州，每车装载50-55方，每月往返4-5次',
            fact: '50-55方',
          },
          {
            text: '到南宁后自己跑市区送货，一趟送10-15个家具店/客户，代收货款每月8万-12万，没出过一次差错',
            rewrite:
              '抵达南宁后负责市区送货，每趟配送10-15家家具店及客户，每月代收货款8万-12万元，从未出现差错',
            fact: '8万-12万',
          },
          {
            text: '货物破损率<0.3%（公司平均1%左右），打木架、缠膜都会',
            rewrite: '货物破损率低于0.3%（公司平均约1%），掌握打木架和缠膜等包装技能',
            fact: '0.3%',
          },
          {
            text: '2015年7月增驾拿到A2（学费约4,500元，公司报销一半2,250元），之后转去宏运开半挂',
            rewrite:
              '2015年7月增驾取得A2驾照（学费约4,500元，公司报销一半即2,250元），之后转到宏运驾驶半挂车',
            fact: '2015年7月',
          },
        ],
      },
    ],
    education: [
      {
        school: '国家开放大学（佛山开放大学）',
        degree: '专科（开放教育，在读）',
        major: '物流管理',
        start: '2023.09',
        end: '2026.01（预计）',
      },
      {
        school: '广西玉林市交通技工学校',
        degree: '中专（技校）',
        major: '汽车驾驶与维修',
        start: '2008.09',
        end: '2011.01',
      },
    ],
    skills: [
      'TMS：G7易流TMS（派车、在途跟踪、电子回单），oTMS用过半年',
      '车辆监控：中交兴路车旺北斗平台、G7主动安全（ADAS/DSM报警处理）',
      '找车/配货：运满满、货车帮、福佑卡车',
      '整车FTL、零担LTL、甩挂运输、回程配货、城配排线',
      '运费核算+对账、承运商KPI考核（准时率/回单率/货损率）、运力招标比价',
      'Excel（VLOOKUP、数据透视表）、WPS，日报/月报自己做',
      '超限超载标准GB1589-2016、道路货运安全管理基础、疲劳驾驶管控',
      'A2半挂实操：17.5米高栏/厢式，胎压、行车记录仪、常见小故障自己处理',
    ],
    certificates: ['机动车驾驶证 A2（2015年增驾，原B2）', '道路运输从业人员从业资格证（道路货物运输驾驶员）'],
  },
  {
    id: 'zh-r11-recruiter-shaowenjing',
    locale: 'zh-CN',
    name: '邵文静',
    email: 'shaowj_hr@163.com',
    phone: '139 2875 6031',
    city: '佛山',
    target: '招聘主管/招聘负责人（制造业、连锁门店方向）— 佛山、广州均可',
    summary: [
      {
        text: '我有9年HR经验，专职做招聘快7年：前3年在RPO外包驻场美的，21年跳到甲方做家居制造，工厂蓝领+门店零售两头都招。',
        rewrite:
          '我有9年HR经验，其中专职招聘近7年：前3年在RPO外包公司驻场美的，2021年转到甲方家居制造企业，同时负责工厂蓝领与门店零售两类招聘。',
        fact: '9年HR经验',
      },
      {
        text: '证书：人力资源管理师三级（2019年拿的）；二级24年11月考的，只过了理论知识，技能操作差3分、综合评审也没过，打算今年5月补考',
        rewrite:
          '证书方面：2019年取得企业人力资源管理师三级；二级于2024年11月参加考试，仅通过理论知识，技能操作差3分、综合评审也未通过，计划今年5月补考。',
        fact: '技能操作差3分',
      },
      {
        text: '熟悉Moka/北森、抖音来客·快手快招工这些蓝领渠道，会用Excel+帆软FineBI做招聘周报、渠道ROI',
        rewrite:
          '熟悉Moka、北森等招聘系统及抖音来客、快手快招工等蓝领招聘渠道，能使用Excel和帆软FineBI制作招聘周报与渠道ROI分析。',
        fact: '帆软FineBI',
      },
    ],
    jobs: [
      {
        organisation: '广东欧岚家居股份有限公司（原佛山市欧岚家具制造有限公司，2022年股改更名）',
        role: '招聘主管—工厂及门店招聘',
        start: '2023.03',
        end: '至今',
        bullets: [
          {
            text: '向HRD梁总汇报，组里2个专员+1个实习生（校招季再借1个HRBP），负责顺德勒流、清远2个工厂+广佛深41家直营门店的全部招聘',
            rewrite:
              '向HRD梁总汇报，团队含2名招聘专员和1名实习生（校招季另借调1名HRBP），负责顺德勒流、清远2个工厂及广州、佛山、深圳41家直营门店的全部招聘',
            fact: '41家直营门店',
          },
          {
            text: '2024年全年发offer 1,286个，到岗1,173人，到岗率91.2%（工厂普工/技工占到岗人数的约78%，其余是门店导购、家居顾问、设计师、安装师傅）',
            rewrite:
              '2024年全年发放offer 1,286个，实际到岗1,173人，到岗率91.2%；其中工厂普工/技工约占到岗人数的78%，其余为门店导购、家居顾问、设计师及安装师傅',
            fact: '到岗率91.2%',
          },
          {
            text: '渠道费用：24年预算52万，实际花了43.6万（省了8.4万），砍掉前程无忧+58同城的年包，钱挪到抖音来客/快手快招工和内推奖金（普工500元/人，技工800-1,500元/人）',
            rewrite:
              '渠道费用方面，2024年预算52万元，实际支出43.6万元（节省8.4万元）；停掉前程无忧与58同城的年度套餐，将费用转投抖音来客/快手快招工及内推奖金（普工500元/人，技工800-1,500元/人）',
            fact: '43.6万',
          },
          {
            text: '清远二厂（B区，2023.9投产）筹建招聘：45天内到岗312人，开线时3条封边线（HOMAG KAL310）+2条CNC开料线人员全部到位',
            rewrite:
              '负责清远二厂（B区，2023年9月投产）的筹建招聘，45天内到岗312人，开线时3条封边线（HOMAG KAL310）及2条CNC开料线人员全部到位',
            fact: '45天内到岗312人',
          },
          {
            text: '在招岗位最多的时候有63个（工厂27个/门店36个）；门店店长储备走"店长班"内部选拔，23-24年共选了14人，8人已上岗',
            rewrite:
              '在招岗位最多时达63个（工厂27个/门店36个）；门店店长储备通过“店长班”内部选拔，2023-2024年共选拔14人，其中8人已上岗',
            fact: '工厂27个/门店36个',
          },
          {
            text: '23年10月上了Moka，跟北森iTalent入职模块打通，offer审批平均3.5天→1天内；门店新人90天内离职率41%→29%',
            rewrite:
              '2023年10月上线Moka招聘系统，并与北森iTalent入职模块打通，offer审批时长由平均3.5天缩短至1天内；门店新员工90天内离职率由41%降至29%',
            fact: '3.5天',
          },
        ],
      },
      {
        organisation: '广东欧岚家居股份有限公司（原佛山市欧岚家具制造有限公司，2022年股改更名）',
        role: '招聘专员，工厂蓝领方向',
        start: '2021.06',
        end: '2023.02',
        bullets: [
          {
            text: '负责顺德勒流工厂（当时叫欧岚家具一厂，约1,600人）普工、技工招聘，旺季（3-5月、9-11月）每月到岗120-180人',
            rewrite:
              '负责顺德勒流工厂（时称欧岚家具一厂，约1,600人）普工及技工招聘，旺季（3-5月、9-11月）每月到岗120-180人',
            fact: '每月到岗120-180人',
          },
          {
            text: '对接6家劳务中介/派遣公司，驻厂费按到岗满7天结算，每人300-450元；22年下半年开始控中介比例，中介来源占到岗人数由63%降到40%',
            rewrite:
              '对接6家劳务中介/派遣公司，驻厂费按到岗满7天结算，每人300-450元；2022年下半年起控制中介比例，中介来源占到岗人数的比例由63%降至40%',
            fact: '300-450元',
          },
          {
            text: '每周二、六厂门口摆摊招聘+周边村委会/镇人社所（勒流街道）贴海报，一年下来自然到岗约400人',
            rewrite:
              '每周二、周六在厂门口设点招聘，并在周边村委会及镇人社所（勒流街道）张贴招聘海报，全年自然到岗约400人',
            fact: '约400人',
          },
          {
            text: '配合生产部做技工实操考核（封边、CNC、油漆），跟车间主任一起出了实操评分表V2.1',
            rewrite: '配合生产部开展技工实操考核（封边、CNC、油漆），与车间主任共同制定实操评分表V2.1',
            fact: '评分表V2.1',
          },
          {
            text: '2022年股改更名那阵，配合HRD做800多份劳动合同主体变更重签',
            rewrite: '2022年公司股改更名期间，配合HRD完成800多份劳动合同的主体变更重签',
            fact: '800多份',
          },
        ],
      },
      {
        organisation: '广州才汇人力资源服务有限公司（RPO事业部，驻美的厨热顺德基地）',
        role: '高级招聘顾问/项目组长',
        start: '2018.07',
        end: '2021.05',
        bullets: [
          {
            text: '2018.7-2019.2先在公司总部做简历筛选+电话邀约，每天打电话80-100个',
            rewrite: '2018年7月至2019年2月在公司总部负责简历筛选与电话邀约，每天拨打电话80-100个',
            fact: '80-100个',
          },
          {
            text: '2019.3起驻场美的厨热事业部（顺德），做RPO项目交付，项目编号MD-RPO-1907，按到岗人数收费（普工每人260元，技术员按年薪8%）',
            rewrite:
              '2019年3月起驻场美的厨热事业部（顺德），负责RPO项目交付（项目编号MD-RPO-1907），按到岗人数计费：普工每人260元，技术员按年薪的8%',
            fact: '普工每人260元',
          },
          {
            text: '项目组4个人（我+3个专员，20年4月开始我做组长），高峰期同时在招岗位28个，2020年项目全年交付到岗2,140人',
            rewrite:
              '项目组共4人（本人及3名专员，2020年4月起本人担任组长），高峰期同时在招岗位28个，2020年项目全年交付到岗2,140人',
            fact: '2,140人',
          },
          {
            text: '客户SLA：普工需求48h内到面、7天到岗率≥85%，连续6个季度达标，2020Q3拿了客户"优秀供应商"（全事业部9家RPO/劳务供应商评2家）',
            rewrite:
              '客户SLA要求普工需求48小时内安排到面、7天到岗率≥85%，项目连续6个季度达标；2020年第三季度获客户“优秀供应商”称号（全事业部9家RPO/劳务供应商中评选2家）',
            fact: '连续6个季度达标',
          },
          {
            text: '2020年疫情复工（2-4月）一个多月招回普工近600人，包大巴去广西玉林、湖南邵阳接人，共11趟',
            rewrite:
              '2020年疫情复工期间（2-4月），一个多月内招回普工近600人，包大巴赴广西玉林、湖南邵阳接人，共11趟',
            fact: '共11趟',
          },
        ],
      },
      {
        organisation: '东莞市永晟五金制品有限公司（长安镇）',
        role: '人事助理（兼行政前台）',
        start: '2016.07',
        end: '2018.06',
        bullets: [
          {
            text: '全厂约500人，负责普工招聘+入离职手续+考勤（中控ZKTeco指纹机，型号iClock360）',
            rewrite:
              '全厂约500人，负责普工招聘、入离职手续及考勤管理（使用中控ZKTeco指纹考勤机，型号iClock360）',
            fact: '约500人',
          },
          {
            text: '每年春节后返工潮在厂门口招工，2017年正月初八～三月底招了230多人',
            rewrite: '每年春节后返工潮期间负责厂门口现场招工，2017年正月初八至三月底共招聘230多人',
            fact: '230多人',
          },
          {
            text: '每月做工资表初稿给财务（计件+加班费），17年开始用金蝶KIS人事模块',
            rewrite: '每月编制工资表初稿（计件工资及加班费）交财务，2017年起使用金蝶KIS人事模块',
            fact: '金蝶KIS',
          },
          {
            text: '帮人事主管准备ISO 9001年审要的培训记录、人员档案',
            rewrite: '协助人事主管准备ISO 9001年审所需的培训记录与人员档案',
            fact: 'ISO 9001',
          },
        ],
      },
    ],
    education: [
      {
        school: '华南师范大学（网络教育学院）',
        degree: '本科（网络教育专升本，无学位）',
        major: '人力资源管理',
        start: '2019.03',
        end: '2021.07',
      },
      {
        school: '广东轻工职业技术学院',
        degree: '大专',
        major: '工商企业管理',
        start: '2013.09',
        end: '2016.06',
      },
    ],
    skills: [
      '蓝领批量招聘（普工/技工）、门店导购/家居顾问/设计师/安装师傅招聘',
      'RPO项目交付、SLA考核、劳务中介/派遣供应商管理',
      'Moka、北森iTalent、金蝶KIS人事',
      '抖音来客、快手快招工、Boss直聘、58同城、前程无忧',
      'Excel（数据透视表、VLOOKUP、COUNTIFS）、帆软FineBI招聘看板',
      '结构化面试、技工实操考核',
      '劳动合同法、劳务派遣暂行规定',
    ],
    certificates: ['企业人力资源管理师（三级）', 'C1驾驶证'],
  },
  // Round 12 (session 13), written by helpers to the held-out fifth's brief: tuning.
  {
    id: 'en-r12-medic-garrett',
    locale: 'en-US',
    name: 'Garrett R. Lindqvist',
    email: 'garrett.lindqvist.medic@gmail.com',
    phone: '(541) 555-0188',
    city: 'Redmond, OR',
    target:
      'EMS Field Training Officer / Clinical Supervisor – single-role ALS, Central OR or Willamette Valley',
    summary: [
      {
        text: "I have 12+ yrs in EMS — ~3 as an EMT-B on IFT trucks, ~9 as a medic (NRP since 2017). Right now FTO + shift sup on B-shift for Cascade Ridge Fire District, after they absorbed Juniper County EMS in July '22.",
        rewrite:
          'I have more than 12 years in EMS: about 3 as an EMT-B on interfacility (IFT) trucks and about 9 as a paramedic (NRP since 2017); I am currently the FTO and shift supervisor on B-shift for Cascade Ridge Fire District, which absorbed Juniper County EMS in July 2022.',
        fact: 'NRP since 2017',
      },
      {
        text: 'ACLS / PALS / PHTLS all current (exp dates under certs). CCP-C *eligible* only — did the UMBC CCEMTP class in 2025, have NOT sat the IBSC exam yet (booked 03/2027).',
        rewrite:
          'My ACLS, PALS and PHTLS cards are all current (expiry dates are listed under certificates); I am only eligible for the CCP-C: I completed the UMBC CCEMTP course in 2025 but have not yet sat the IBSC exam, which is booked for 03/2027.',
        fact: 'IBSC exam',
      },
      {
        text: 'want an FTO / clinical sup / EMS educator spot, 24/48 or 48/96. NOT a firefighter — no FF1, single-role medic the whole way.',
        rewrite:
          'I am looking for an FTO, clinical supervisor or EMS educator position on a 24/48 or 48/96 schedule; I am not a firefighter and hold no FF1, having worked as a single-role paramedic throughout.',
        fact: 'no FF1',
      },
    ],
    jobs: [
      {
        organisation:
          'Cascade Ridge Fire District – EMS Division, Redmond, OR (absorbed Juniper County EMS 07/2022)',
        role: 'EMS Field Training Officer / Shift Supervisor – B Shift',
        start: '2022.07',
        end: 'Present',
        bullets: [
          {
            text: 'Shift sup for B-shift (48/96) out of Stn 31 — 5 ALS medic units (Medic 11/12/14/31/33) + 2 BLS IFT cars, 2 per rig so ~14 ppl on the floor, plus me in EMS 3 (sup vehicle)',
            rewrite:
              'Supervise B-shift (48/96) out of Station 31, covering 5 ALS medic units (Medic 11, 12, 14, 31 and 33) and 2 BLS IFT cars with 2 crew per rig, about 14 people on the floor, plus myself in EMS 3, the supervisor vehicle',
            fact: '5 ALS medic units',
          },
          {
            text: "District ran ~19,800 EMS incidents in 2025 (up from ~16,500 in '22, the merger yr), B-shift ≈ 1/3. I go to every working arrest, MCI, 2nd alarm+ fire & any AMA refusal on a high-acuity call",
            rewrite:
              'The district ran about 19,800 EMS incidents in 2025, up from about 16,500 in 2022, the year of the merger, with B-shift handling roughly 1/3; I respond to every working cardiac arrest, MCI, second-alarm or larger fire and any AMA refusal on a high-acuity call',
            fact: '19,800',
          },
          {
            text: 'FTO lead on the 3-phase FTEP: signed off 11 new medics + 6 EMTs since 07/2022, 2 more washed out in Phase 3 (released on probation). DORs every shift.',
            rewrite:
              'As FTO lead on the 3-phase FTEP, signed off 11 new medics and 6 EMTs since 07/2022, while 2 more did not pass Phase 3 and were released on probation, with daily observation reports (DORs) every shift',
            fact: '11 new medics',
          },
          {
            text: 'QA/QI — review every arrest, RSI/airway & refusal chart in ImageTrend Elite (~1,150 ePCRs in 2025). Anything outside protocol goes to Dr. Whitcomb (district Medical Director) — she signs off, not me',
            rewrite:
              'Handle QA/QI by reviewing every cardiac arrest, RSI/airway and refusal chart in ImageTrend Elite, about 1,150 ePCRs in 2025, and send anything outside protocol to Dr. Whitcomb, the district Medical Director, who signs off on it rather than me',
            fact: '1,150 ePCRs',
          },
          {
            text: 'Rolled out Juniper/Cascade Regional Protocols v4.2 (go-live 2025-01-15) to all 3 shifts — 6 x 4-hr CE blocks, incl. push-dose epi + the new TXA criteria',
            rewrite:
              'Rolled out the Juniper/Cascade Regional Protocols v4.2 (go-live 2025-01-15) to all 3 shifts in six 4-hour CE blocks, including push-dose epi and the new TXA criteria',
            fact: 'Protocols v4.2',
          },
          {
            text: "Cardiac arrest bundle w/ the EMS Division Chief: 2 LUCAS 3.1s on the sup rigs (~$19-21K ea., FY24 AFG grant) + pit-crew CPR → ROSC at ED handoff 24% → 33% of worked arrests (CARES, '22 vs '25)",
            rewrite:
              'Worked with the EMS Division Chief on a cardiac arrest bundle, putting 2 LUCAS 3.1 devices on the supervisor rigs (about $19-21K each, funded by an FY24 AFG grant) and adopting pit-crew CPR, which raised ROSC at ED handoff from 24% to 33% of worked arrests (CARES data, 2022 vs 2025)',
            fact: '33% of worked arrests',
          },
        ],
      },
      {
        organisation:
          'Juniper County EMS, Redmond, OR (county ambulance service – absorbed into Cascade Ridge Fire District 07/2022)',
        role: 'Paramedic II / FTO – Medic 14',
        start: '2020.09',
        end: '2022.06',
        bullets: [
          {
            text: 'Medic 14 (north county, 24/48) — ~2,300-2,600 calls/yr on the unit, ~55% 911 / 45% IFT to Juniper Regional Med Ctr',
            rewrite:
              'Assigned to Medic 14 covering the north county on a 24/48 schedule, with about 2,300-2,600 calls a year on the unit, roughly 55% 911 and 45% IFT to Juniper Regional Medical Center',
            fact: '2,300-2,600',
          },
          {
            text: 'FTO since Oct 2020 (40-hr county FTO course) — precepted 7 medic students from Chemeketa & COCC + 4 new hires',
            rewrite:
              'Became an FTO in Oct 2020 after the 40-hour county FTO course and precepted 7 medic students from Chemeketa and COCC plus 4 new hires',
            fact: '7 medic students',
          },
          {
            text: "COVID '21: 1 of 4 medics on the county vax strike team, gave ~1,900 doses (Moderna/Pfizer) under Dr. Whitcomb's standing order",
            rewrite:
              "During COVID in 2021, was 1 of 4 paramedics on the county vaccination strike team and gave about 1,900 doses of Moderna and Pfizer under Dr. Whitcomb's standing order",
            fact: '1,900 doses',
          },
          {
            text: "Airway: 19 tubes '20-'22, first pass 84% (16 of 19), all w/ waveform ETCO2 + i-gel as backup, 0 unrecognized esophageal",
            rewrite:
              'Performed 19 intubations from 2020 to 2022 with an 84% first-pass rate (16 of 19), all confirmed with waveform ETCO2 and i-gel as backup, with 0 unrecognized esophageal intubations',
            fact: '16 of 19',
          },
          {
            text: 'Point person on the LIFEPAK 15 → ZOLL X Series changeover (22 monitors, 2021) — built the crew training + 12-lead transmission to the cath lab',
            rewrite:
              'Served as point person on the changeover from the LIFEPAK 15 to the ZOLL X Series (22 monitors, 2021), building the crew training and the 12-lead transmission to the cath lab',
            fact: '22 monitors',
          },
        ],
      },
      {
        organisation:
          'Juniper County EMS, Redmond, OR (county ambulance service – absorbed into Cascade Ridge Fire District 07/2022)',
        role: 'Paramedic I',
        start: '2017.06',
        end: '2020.08',
        bullets: [
          {
            text: 'Hired off my field internship here (spring 2017), 6-mo probation; 1st yr partnered w/ a senior medic on Medic 31 (Redmond city, busiest unit, ~3,100 responses/yr)',
            rewrite:
              'Was hired after my field internship here in spring 2017 with a 6-month probation, and spent my first year partnered with a senior paramedic on Medic 31 (Redmond city), the busiest unit at about 3,100 responses a year',
            fact: '3,100 responses',
          },
          {
            text: "Oregon paramedic license 06/2017 + NREMT-P (now NRP) same month; cleared to run as sole medic w/ an EMT partner Aug '18",
            rewrite:
              'Earned my Oregon paramedic license in 06/2017 and the NREMT-P (now NRP) the same month, and was cleared to run as the sole paramedic with an EMT partner in Aug 2018',
            fact: 'NREMT-P (now NRP)',
          },
          {
            text: 'MCI — Hwy 97 bus rollover 10/2018: triage/transport officer, 23 pts (9 red / 6 yellow / 8 green), START triage, 3 receiving hospitals',
            rewrite:
              'At the Hwy 97 bus rollover MCI in 10/2018, served as triage and transport officer for 23 patients (9 red, 6 yellow, 8 green) using START triage across 3 receiving hospitals',
            fact: 'Hwy 97 bus rollover',
          },
          {
            text: 'Employee of the Quarter, Q3 2019 (county-wide, 1 of ~60 field staff)',
            rewrite: 'Named Employee of the Quarter for Q3 2019, county-wide, as 1 of about 60 field staff',
            fact: 'Employee of the Quarter',
          },
        ],
      },
      {
        organisation:
          'Mid-Valley Medical Transport, Inc., Salem, OR (private ambulance co. – bought by Pacific Crest Ambulance in 2018)',
        role: 'EMT-Basic – IFT & 911 backup (Marion/Polk Co.)',
        start: '2014.03',
        end: '2017.05',
        bullets: [
          {
            text: 'BLS IFT on 24s & 12s — dialysis, SNF discharges, hosp-to-hosp; ~6-9 transports per 24-hr shift',
            rewrite:
              'Ran BLS interfacility transports on 24- and 12-hour shifts (dialysis, SNF discharges and hospital-to-hospital moves), at about 6-9 transports per 24-hour shift',
            fact: '6-9 transports',
          },
          {
            text: '911 backup when Salem city units were tapped out (~15-20 calls/mo) — BLS only, ALS came off the fire engine',
            rewrite:
              'Provided BLS-only 911 backup when Salem city units were tapped out, about 15-20 calls a month, with ALS coming off the fire engine',
            fact: '15-20 calls',
          },
          {
            text: 'Wrote ~2,700 run reports over 3 yrs in ZOLL RescueNet ePCR; billing kickback rate ~2% (co. avg 8%)',
            rewrite:
              'Wrote about 2,700 run reports over 3 years in ZOLL RescueNet ePCR with a billing kickback rate of about 2% against a company average of 8%',
            fact: '2,700 run reports',
          },
          {
            text: 'Paramedic school at Chemeketa part-time/nights from Sept 2015 — company covered $3,500 of ~$11k tuition',
            rewrite:
              'Attended paramedic school at Chemeketa part-time at night from Sept 2015, with the company covering $3,500 of about $11k tuition',
            fact: '$3,500',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Chemeketa Community College, Salem, OR',
        degree: 'Paramedic certificate (2-yr program) – AAS not finished, 2 gen-eds short (WR 122, MTH 105)',
        major: 'Paramedicine / EMS',
        start: '2015.09',
        end: '2017.05',
      },
      {
        school: 'Linn-Benton Community College, Albany, OR',
        degree: 'EMT Basic Part A & B (1 term, 9 credits)',
        major: 'Emergency Medical Technician',
        start: '2013.09',
        end: '2013.12',
      },
    ],
    skills: [
      'ALS: ETI + RSI (district credentialed), i-gel, needle decompression, EZ-IO, push-dose pressors, 12-lead & STEMI alerts',
      'Monitors & gear: ZOLL X Series, LIFEPAK 15, LUCAS 3.1, Stryker Power-PRO XT / Power-LOAD',
      'ePCR/CAD: ImageTrend Elite (NEMSIS v3.5), ZOLL RescueNet, CentralSquare CAD + MDTs',
      'Field training: 3-phase FTEP, DORs, remediation plans, precepting medic students',
      'QA/QI: CARES cardiac arrest registry, airway audits, refusal reviews',
      'MCI: START / JumpSTART triage, triage & transport officer',
      'ICS/NIMS: IS-100, 200, 700, 800 + ICS-300 (ICS-400 not taken)',
      'EVOC (CEVO 4), 24/48 & 48/96 shifts',
      'Basic medical Spanish (pt assessment only)',
    ],
    certificates: [
      'NRP – National Registry Paramedic, Registry # P-40716, exp 03/31/2027',
      'Oregon Paramedic License (OHA EMS & Trauma Systems), exp 06/30/2028',
      'AHA ACLS (exp 11/2027) & PALS (exp 04/2027); NAEMT PHTLS 10th ed. (exp 09/2028)',
    ],
  },
  {
    id: 'en-r12-sourcing-tessa',
    locale: 'en-US',
    name: 'Tessa R. Lindqvist',
    email: 'tessa.lindqvist@outlook.com',
    phone: '(815) 555-0138',
    city: 'Rockford, IL',
    target:
      'Strategic Sourcing / Category Manager – Direct Materials (industrial mfg), Rockford–Chicago area or hybrid',
    summary: [
      {
        text: "I have ~9 yrs in purchasing & sourcing: buyer at an MRO distributor, 3 yrs indirect sourcing at Harlan Fluid Controls, moved to direct materials Apr 2023 (~6 mos after Harlan was bought by Meridian Flow Technologies / Calder Ridge Capital in Oct '22).",
        rewrite:
          'I have about 9 years in purchasing and sourcing: I was a buyer at an MRO distributor, spent 3 years in indirect sourcing at Harlan Fluid Controls, and moved to direct materials in Apr 2023, about 6 months after Harlan was bought by Meridian Flow Technologies (Calder Ridge Capital) in Oct 2022.',
        fact: 'Harlan Fluid Controls',
      },
      {
        text: 'Spend under mgmt today ~$48M direct (41 suppliers), before that ~$22M indirect. SAP Ariba + Coupa, 50+ RFx events run end-to-end.',
        rewrite:
          'I manage about $48M of direct spend today across 41 suppliers, after about $22M of indirect spend before that, and have run 50+ RFx events end to end in SAP Ariba and Coupa.',
        fact: '50+ RFx events',
      },
      {
        text: "CPSM: 2 of 3 exams passed (Exam 1 & 2, 2024); missed Exam 3 in Nov '24, retake booked Apr 2025 — NOT certified yet.",
        rewrite:
          'CPSM: 2 of 3 exams passed (Exams 1 and 2 in 2024); I missed Exam 3 in Nov 2024 and have a retake booked for Apr 2025, so I am not certified yet.',
        fact: '2 of 3 exams passed',
      },
    ],
    jobs: [
      {
        organisation:
          'Meridian Flow Technologies – Rockford, IL plant (formerly Harlan Fluid Controls; a Calder Ridge Capital portfolio co.)',
        role: 'Sr. Strategic Sourcing Specialist – Direct Materials (Castings, Forgings & Machined Components)',
        start: '2023.04',
        end: 'Present',
        bullets: [
          {
            text: 'Own ~$48M/yr direct spend (castings, forgings, CNC machined parts) for 3 plants — Rockford, Janesville WI + the Monterrey, MX site that came w/ Meridian. Supplier base 62 → 41 in 18 mos.',
            rewrite:
              'Own about $48M a year of direct spend (castings, forgings and CNC machined parts) for 3 plants, Rockford, Janesville WI and the Monterrey, MX site that came with Meridian, and cut the supplier base from 62 to 41 in 18 months',
            fact: '$48M',
          },
          {
            text: "Synergy target from the sponsor's 100-day plan = 8% of addressable direct spend; delivered 6.4% in FY24 ($3.1M annualized, hard savings validated by FP&A) + ~$0.9M cost avoidance (not counted)",
            rewrite:
              "Against the sponsor's 100-day-plan synergy target of 8% of addressable direct spend, delivered 6.4% in FY24 ($3.1M annualized hard savings validated by FP&A), plus about $0.9M of cost avoidance that was not counted",
            fact: '6.4%',
          },
          {
            text: "FY24: 23 RFQs + 4 reverse auctions in SAP Ariba Sourcing (we went live on the 2308 release, Sep '23), avg 5-7 bidders/event. Awards >$250K go to the group CPO (Alan Whitcombe) for sign-off",
            rewrite:
              'In FY24 ran 23 RFQs and 4 reverse auctions in SAP Ariba Sourcing (we went live on the 2308 release in Sep 2023), averaging 5-7 bidders per event; awards over $250K go to the group CPO, Alan Whitcombe, for sign-off',
            fact: '23 RFQs',
          },
          {
            text: 'Negotiated 3-yr LTAs w/ 2 foundries for ASTM A216 WCB & A351 CF8M valve bodies — index pricing off CRU/AMM scrap + alloy surcharge, 60-day lag; terms net 45 → net 75 (~$2.6M one-time WC release)',
            rewrite:
              'Negotiated 3-year LTAs with 2 foundries for ASTM A216 WCB and A351 CF8M valve bodies, with index pricing off CRU/AMM scrap plus an alloy surcharge on a 60-day lag, and moved payment terms from net 45 to net 75 (about $2.6M one-time working-capital release)',
            fact: '$2.6M',
          },
          {
            text: 'Resourced PN 40-1187 family (14 part #s, machined 316SS stems/bonnets) from a Ningbo supplier to Monterrey — Section 301 List 3 duty (25%) gone, ~$620K/yr landed cost saved, PPAP lvl 3 done in 11 wks',
            rewrite:
              'Resourced the PN 40-1187 family (14 part numbers, machined 316SS stems and bonnets) from a Ningbo supplier to Monterrey, removing the Section 301 List 3 duty (25%), saving about $620K a year in landed cost and completing PPAP level 3 in 11 weeks',
            fact: '$620K',
          },
          {
            text: '1 of 4 category specialists under the Sr. Mgr, Direct Procurement; also train 2 plant buyers (Janesville) on Ariba — dotted line only, they report to the plant controller',
            rewrite:
              'Am 1 of 4 category specialists under the Senior Manager of Direct Procurement, and also train 2 plant buyers in Janesville on Ariba on a dotted line only, as they report to the plant controller',
            fact: '1 of 4 category specialists',
          },
        ],
      },
      {
        organisation:
          'Harlan Fluid Controls, Inc., Rockford, IL (acquired Oct 2022 → Meridian Flow Technologies)',
        role: 'Strategic Sourcing Specialist – Indirect (MRO, Facilities, IT & Prof. Services)',
        start: '2020.02',
        end: '2023.03',
        bullets: [
          {
            text: 'Indirect spend ~$22M/yr across 300+ suppliers (long tail: ~210 of them under $25K/yr); got active vendor count down to ~190 by FY23',
            rewrite:
              'Managed about $22M a year of indirect spend across 300+ suppliers, a long tail with about 210 of them under $25K a year, and brought the active vendor count down to about 190 by FY23',
            fact: '$22M',
          },
          {
            text: 'Coupa P2P rollout w/ IT + AP (went live 6/2021 on R29, now on R37): on-PO spend 40% → 85% of indirect, req-to-PO cycle 6 days → 1.5, 14 punchout catalogs',
            rewrite:
              'Rolled out Coupa P2P with IT and AP, going live in Jun 2021 on release R29 (now on R37), raising on-PO spend from 40% to 85% of indirect spend, cutting the req-to-PO cycle from 6 days to 1.5 and setting up 14 punchout catalogs',
            fact: '14 punchout catalogs',
          },
          {
            text: 'MRO RFP (5 distributors, 2,800-line market basket ~$3.4M) → awarded Grainger primary + Motion secondary, 11% savings + VMI/vending in 2 plants',
            rewrite:
              'Ran an MRO RFP with 5 distributors on a 2,800-line market basket of about $3.4M, awarding Grainger as primary and Motion as secondary for 11% savings plus VMI and vending in 2 plants',
            fact: '2,800-line',
          },
          {
            text: 'Temp labor: 7 staffing agencies → 2 under an MSA, avg markup 38% → 29% on ~110 temps at peak (2021)',
            rewrite:
              'Consolidated temp labor from 7 staffing agencies to 2 under an MSA, lowering the average markup from 38% to 29% on about 110 temps at the 2021 peak',
            fact: '7 staffing agencies',
          },
          {
            text: '31 RFx events 2020-22 in Coupa Sourcing (RFIs/RFPs/RFQs) incl. janitorial, waste hauling, IT hardware, 3PL — 9.2% avg savings vs. incumbent pricing',
            rewrite:
              'Ran 31 RFx events from 2020 to 2022 in Coupa Sourcing (RFIs, RFPs and RFQs), including janitorial, waste hauling, IT hardware and 3PL, averaging 9.2% savings against incumbent pricing',
            fact: '31 RFx events',
          },
          {
            text: "Built the spend cube (Coupa + Epicor Kinetic 2021.2 AP data, 3 yrs) for the buyer's diligence in Q2 '22 — worked thru the sale process w/ our CFO & the Calder Ridge ops partner",
            rewrite:
              "Built a 3-year spend cube from Coupa and Epicor Kinetic 2021.2 AP data for the buyer's due diligence in Q2 2022, working through the sale process with our CFO and the Calder Ridge operating partner",
            fact: 'Epicor Kinetic 2021.2',
          },
        ],
      },
      {
        organisation: 'Bertram Industrial Supply Co. – Loves Park, IL (MRO/PVF distributor)',
        role: 'Buyer / Inventory Analyst',
        start: '2016.06',
        end: '2020.01',
        bullets: [
          {
            text: 'Bought for 2 branches from 120+ vendors (bearings, PT, PVF, safety), ~$9M annual buy in Epicor Prophet 21 (P21 v17)',
            rewrite:
              'Purchased for 2 branches from 120+ vendors (bearings, power transmission, PVF and safety), about $9M in annual buying in Epicor Prophet 21 (P21 v17)',
            fact: '120+ vendors',
          },
          {
            text: 'Fill rate 94% → 97.5%, turns 3.8 → 5.1 by resetting min/max on ~6,000 SKUs (ABC/XYZ in Excel)',
            rewrite:
              'Raised the fill rate from 94% to 97.5% and inventory turns from 3.8 to 5.1 by resetting min/max levels on about 6,000 SKUs using ABC/XYZ analysis in Excel',
            fact: '97.5%',
          },
          {
            text: "Cleared $410K of dead stock (no sale in 24+ mos) — RTV'd ~55% of it w/ restock fees 10-15%, rest scrapped or sold to a liquidator",
            rewrite:
              'Cleared $410K of dead stock with no sales in 24+ months, returning about 55% of it to vendors (RTV) at 10-15% restocking fees and scrapping or selling the rest to a liquidator',
            fact: '$410K',
          },
          {
            text: 'Vendor rebates/co-op programs for top 15 lines, ~$180K/yr rebate income tracked in Excel + P21',
            rewrite:
              'Handled vendor rebate and co-op programs for the top 15 lines, tracking about $180K a year of rebate income in Excel and P21',
            fact: '$180K',
          },
          {
            text: "Covered the Purch. Mgr's approvals (POs up to $10K) during her 8-wk leave, summer 2018",
            rewrite:
              "Covered the Purchasing Manager's approvals for POs up to $10K during her 8-week leave in summer 2018",
            fact: 'summer 2018',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Northern Illinois University, DeKalb, IL',
        degree: 'BSBA',
        major: 'Operations & Supply Chain Mgmt (minor: Economics)',
        start: '2014.08',
        end: '2016.05',
      },
      {
        school: 'Rock Valley College, Rockford, IL',
        degree: 'A.A. (transferred to NIU)',
        major: 'Business',
        start: '2012.08',
        end: '2014.05',
      },
    ],
    skills: [
      'Strategic sourcing: RFI/RFP/RFQ, reverse auctions, should-cost (aPriori), TCO, Kraljic / category strategies',
      'SAP Ariba (Sourcing, Contracts, SLP, Ariba Network) – 2308 release onward',
      'Coupa P2P & Coupa Sourcing (R29 → R37), punchout catalogs',
      'ERPs: SAP S/4HANA 2021 (MM), Epicor Kinetic 2021.2, Epicor Prophet 21',
      'Direct materials: castings/forgings (ASTM A216/A351), CNC machining, PPAP/FAI, index-based pricing',
      'Contracts: LTAs, MSAs, SOWs, NDAs, Incoterms 2020 (FCA/DDP)',
      'Landed cost & tariffs: Section 301, HTS lookups (basic)',
      'Excel (Power Query, pivots, XLOOKUP), Power BI spend dashboards',
      'CPSM candidate – Exams 1 & 2 passed (2024), Exam 3 pending',
      'Conversational Spanish (Monterrey supplier visits)',
    ],
    certificates: [
      'Lean Six Sigma Green Belt – ASQ CSSGB (2021)',
      'Microsoft Office Specialist: Excel Expert (MO-201), 2020',
    ],
  },
  {
    id: 'en-r12-rbt-alicia',
    locale: 'en-US',
    name: 'Alicia R. Benavides',
    email: 'alicia.benavides.aba@gmail.com',
    phone: '(210) 555-0174',
    city: 'Universal City, TX',
    target:
      'BCBA Trainee / Lead RBT – early intervention, center-based (need a site w/ BCBA supervision for my last ~690 fieldwork hrs)',
    summary: [
      {
        text: "I have ~8 yrs w/ kids on the spectrum — 4 school yrs as a SpEd para in a Life Skills room, then RBT since Aug '21 (center-based EI + in-home). Doing my M.A. in ABA + BCBA fieldwork at the same time.",
        rewrite:
          'I have about 8 years working with autistic children: 4 school years as a special education paraprofessional in a Life Skills classroom, then as an RBT since Aug 2021 (center-based early intervention and in-home), and I am now doing my M.A. in ABA alongside my BCBA fieldwork.',
        fact: 'Life Skills',
      },
      {
        text: 'NOT a BCBA yet — 1,310 of 2,000 supervised fieldwork hrs logged (as of 05/2025), coursework 24/36 cr. Plan to sit the exam ~spring 2026 once the degree is conferred.',
        rewrite:
          'I am not a BCBA yet: I have logged 1,310 of 2,000 supervised fieldwork hours (as of 05/2025) and finished 24 of 36 credits of coursework, and I plan to sit the exam around spring 2026 once the degree is conferred.',
        fact: '1,310 of 2,000',
      },
      {
        text: 'Current caseload 6 clients (ages 2-7), ~95% of my sessions synced in CentralReach same day. Bilingual Eng/Span (can run parent training in Spanish).',
        rewrite:
          'I currently carry a caseload of 6 clients aged 2-7, with about 95% of my sessions synced in CentralReach the same day, and I am bilingual in English and Spanish and can run parent training in Spanish.',
        fact: '6 clients',
      },
    ],
    jobs: [
      {
        organisation:
          'Lumina Autism Partners – Stone Oak Center, San Antonio, TX (formerly Bluebonnet Behavior Therapy; acquired 01/2023)',
        role: 'Lead RBT / BCBA Trainee (supervised fieldwork) – Early Intervention Program',
        start: '2023.06',
        end: 'Present',
        bullets: [
          {
            text: 'Promoted Jun 2023 to Lead RBT ($19.00 → $22.50/hr). Caseload 5-6 EI clients (ages 2-7), 28-34 billable hrs/wk under CPT 97153, rest is fieldwork/indirect',
            rewrite:
              'Promoted to Lead RBT in Jun 2023 ($19.00 to $22.50/hr), carrying a caseload of 5-6 early intervention clients aged 2-7 at 28-34 billable hours a week under CPT 97153, with the rest of my time on fieldwork and indirect work',
            fact: '28-34 billable',
          },
          {
            text: 'BCBA fieldwork under Dana Whitfield, M.Ed., BCBA, LBA (Sr. BCBA over both SA centers — 4 BCBAs + ~22 RBTs). 1,310 hrs as of 05/2025, ~70% of them unrestricted, supervised at 5-7% of hrs/mo (min. is 5%)',
            rewrite:
              'Complete my BCBA fieldwork under Dana Whitfield, M.Ed., BCBA, LBA, the senior BCBA over both San Antonio centers (4 BCBAs and about 22 RBTs), with 1,310 hours logged as of 05/2025, about 70% of them unrestricted, and supervision at 5-7% of hours per month (the minimum is 5%)',
            fact: 'Dana Whitfield',
          },
          {
            text: 'Unrestricted hrs: wrote 14 skill acq. programs + 3 BIPs (drafts only — Dana reviews/signs all), ran VB-MAPP + AFLS probes for 4 reauths (Medicaid + TRICARE ACD, every 6 mos)',
            rewrite:
              'For unrestricted hours, wrote 14 skill acquisition programs and 3 BIPs as drafts only, all reviewed and signed by Dana, and ran VB-MAPP and AFLS probes for 4 reauthorizations (Medicaid and the TRICARE ACD, every 6 months)',
            fact: '3 BIPs',
          },
          {
            text: 'Train + shadow new RBTs: 7 hires since 2023 thru the 40-hr course competencies (the RBT Initial Competency Assessment itself is signed off by a BCBA, not me). Monthly IOA for my pod on ≥25% of sessions, avg 91% agreement',
            rewrite:
              'Train and shadow new RBTs, taking 7 hires since 2023 through their 40-hour course competencies (a BCBA, not me, signs off the RBT Initial Competency Assessment itself), and run monthly IOA for my pod on at least 25% of sessions, averaging 91% agreement',
            fact: '7 hires',
          },
          {
            text: "Procedural integrity checks 2x/mo on the pod's 5 RBTs — pod avg 84% → 93% (Q3 '23 → Q1 '25) after I made 1-pg DTT/NET fidelity checklists",
            rewrite:
              "Run procedural integrity checks twice a month on the pod's 5 RBTs, raising the pod average from 84% to 93% between Q3 2023 and Q1 2025 after I made 1-page DTT/NET fidelity checklists",
            fact: '5 RBTs',
          },
          {
            text: 'Co-lead family guidance w/ the BCBA for 3 Spanish-speaking families, ~2 hrs/mo each (billed 97156 under her NPI, not mine)',
            rewrite:
              'Co-lead family guidance with the BCBA for 3 Spanish-speaking families, about 2 hours a month each, billed as 97156 under her NPI rather than mine',
            fact: '3 Spanish-speaking',
          },
        ],
      },
      {
        organisation: 'Bluebonnet Behavior Therapy, San Antonio, TX (center + in-home, Bexar/Guadalupe Co.)',
        role: 'Registered Behavior Technician (RBT) – center-based & in-home ABA',
        start: '2021.08',
        end: '2023.05',
        bullets: [
          {
            text: "Hired Aug '21 as a BT at $17.50/hr, did the 40-hr RBT training (Relias) + competency, passed RBT exam 10/14/2021 (cert # RBT-21-148302)",
            rewrite:
              'Hired in Aug 2021 as a behavior technician at $17.50/hr, completed the 40-hour RBT training (Relias) and competency assessment, and passed the RBT exam on 10/14/2021 (certification # RBT-21-148302)',
            fact: 'RBT-21-148302',
          },
          {
            text: '1:1 DTT/NET/PRT w/ 4-5 clients at a time (ages 2-11, ASD lvl 2-3), 30-38 hrs/wk; 2 were in-home in Converse + Schertz',
            rewrite:
              'Delivered 1:1 DTT, NET and PRT to 4-5 clients at a time (ages 2-11, ASD level 2-3) for 30-38 hours a week, 2 of them in-home in Converse and Schertz',
            fact: '4-5 clients',
          },
          {
            text: 'Data: freq/rate, duration, ABC, partial-interval + MTS in Catalyst on a Samsung tablet — 97% of scheduled sessions w/ complete data + note signed w/in 24 hrs (co. goal 90%)',
            rewrite:
              'Collected frequency/rate, duration, ABC, partial-interval and MTS data in Catalyst on a Samsung tablet, with complete data and a signed session note within 24 hours for 97% of scheduled sessions against a 90% company goal',
            fact: '97% of scheduled sessions',
          },
          {
            text: "Client w/ SIB (head-banging ~40/hr at baseline) — ran FCT + DRA per the BIP, down to <5/hr in 14 wks; mand went from 'break' card → vocal 'break pls'",
            rewrite:
              "For a client with SIB (head-banging about 40 per hour at baseline), ran FCT and DRA per the BIP and brought it below 5 per hour in 14 weeks, with the mand moving from a 'break' card to a vocal 'break pls'",
            fact: 'head-banging',
          },
          {
            text: 'Safety-Care (QBS) certified 2022 — 0 restraints needed on my clients in 2022; 2 incident reports total (both elopement in the parking lot, both caught <1 min)',
            rewrite:
              'Certified in Safety-Care (QBS) in 2022, with 0 restraints needed on my clients in 2022 and 2 incident reports in total, both parking-lot elopements caught in under 1 minute',
            fact: '0 restraints',
          },
          {
            text: "Jan 2023 Bluebonnet got acquired by Lumina Autism Partners — helped move 11 clients' programs from Catalyst → CentralReach (Feb-Mar '23)",
            rewrite:
              "When Lumina Autism Partners acquired Bluebonnet in Jan 2023, helped move 11 clients' programs from Catalyst to CentralReach in Feb-Mar 2023",
            fact: "11 clients' programs",
          },
        ],
      },
      {
        organisation: 'Cibolo Valley ISD – Hollister Elementary, Universal City, TX',
        role: 'Special Education Paraprofessional (Instructional Aide) – Life Skills, gr. 3-5',
        start: '2017.08',
        end: '2021.06',
        bullets: [
          {
            text: 'Life Skills room (Rm 114): 1 SpEd teacher + 3 paras incl. me, 8-10 students gr. 3-5 (ASD, ID; 2 non-verbal w/ AAC — TouchChat on iPad)',
            rewrite:
              'Worked in the Life Skills classroom (Room 114) with 1 special education teacher and 3 paraprofessionals including me, serving 8-10 students in grades 3-5 (ASD and ID, including 2 nonverbal students using AAC via TouchChat on iPad)',
            fact: '8-10 students',
          },
          {
            text: 'Took IEP goal data for 9-10 students/yr (~35 IEP goals) on paper data sheets for the teacher → progress reports 4x/yr + annual ARDs (sat in on ~12 ARDs)',
            rewrite:
              'Took IEP goal data for 9-10 students a year (about 35 IEP goals) on paper data sheets for the teacher, feeding progress reports 4 times a year and the annual ARD meetings, about 12 of which I sat in on',
            fact: '35 IEP goals',
          },
          {
            text: "1:1 behavior para for a 4th grader w/ a BIP (aggression, elopement) 2019-20 — incidents 6-8/wk → 1-2/wk by March '20 (then COVID closure 3/13/20)",
            rewrite:
              'Served as the 1:1 behavior paraprofessional in 2019-20 for a 4th grader with a BIP for aggression and elopement, bringing incidents from 6-8 a week down to 1-2 a week by March 2020, before the COVID closure on 3/13/20',
            fact: '4th grader',
          },
          {
            text: 'COVID 2020-21 hybrid: ran Zoom small groups (3-4 kids) + delivered packets; room was down to 2 paras that yr after a position got cut',
            rewrite:
              'During hybrid COVID instruction in 2020-21, ran Zoom small groups of 3-4 children and delivered packets, with the classroom down to 2 paras that year after a position was cut',
            fact: 'Zoom small groups',
          },
          {
            text: "Nominated by Principal Dr. Renee Castillo for campus Para of the Year 2019 (didn't win — went to a Pre-K aide). CPI Nonviolent Crisis Intervention trained 2018, lapsed 2021",
            rewrite:
              'Was nominated by Principal Dr. Renee Castillo for campus Para of the Year 2019 (the award went to a Pre-K aide), and was trained in CPI Nonviolent Crisis Intervention in 2018, which lapsed in 2021',
            fact: 'Para of the Year 2019',
          },
          {
            text: 'Educational Aide II cert (TEA) held 2017-2022, let it expire after I left the district. Pay $13.40 → $15.10/hr over 4 yrs (186-day contract)',
            rewrite:
              'Held the TEA Educational Aide II certificate from 2017 to 2022 and let it expire after leaving the district; pay went from $13.40 to $15.10/hr over 4 years on a 186-day contract',
            fact: '186-day contract',
          },
        ],
      },
      {
        organisation: 'Cibolo Valley ISD (all campuses, via Frontline/AESOP)',
        role: 'Substitute Teacher / Sub Para – day-to-day & long-term',
        start: '2016.09',
        end: '2017.05',
        bullets: [
          {
            text: 'Day-to-day sub thru Frontline (AESOP), ~110 days in 2016-17, ~40% of them SpEd para assignments',
            rewrite:
              'Worked as a day-to-day substitute booked through Frontline (AESOP) for about 110 days in 2016-17, about 40% of them special education para assignments',
            fact: '110 days',
          },
          {
            text: '$90/day non-certified rate ($105 for long-term); no teaching cert — sub permit only',
            rewrite:
              'Was paid the $90/day non-certified rate ($105 for long-term assignments); I did not hold a teaching certificate, only a substitute permit',
            fact: '$90/day',
          },
          {
            text: 'Long-term sub para in Life Skills at Hollister Elem. Apr-May 2017 (6 wks) → the teacher asked our principal to post the job for me, hired Aug 2017',
            rewrite:
              'Was a long-term substitute para in the Life Skills class at Hollister Elementary for 6 weeks in Apr-May 2017, after which the teacher asked the principal to post the job for me, and I was hired in Aug 2017',
            fact: 'Apr-May 2017',
          },
          {
            text: 'Pre-employment: 6-hr sub orientation + TX fingerprinting (FAST) + bloodborne pathogens',
            rewrite:
              'Completed the pre-employment steps: a 6-hour substitute orientation, Texas fingerprinting (FAST) and bloodborne pathogens training',
            fact: 'FAST',
          },
        ],
      },
    ],
    education: [
      {
        school: 'The Chicago School (formerly The Chicago School of Professional Psychology) – Online Campus',
        degree: 'M.A. – in progress (online, part-time; 24 of 36 credit hrs, ABAI VCS), expected May 2026',
        major: 'Applied Behavior Analysis',
        start: '2023.08',
        end: '2026.05',
      },
      {
        school: 'Texas State University, San Marcos, TX',
        degree: 'B.A.',
        major: 'Psychology (minor: Human Development & Family Sciences)',
        start: '2012.08',
        end: '2016.05',
      },
    ],
    skills: [
      'DTT, NET, PRT, FCT, task analysis + forward/backward chaining, errorless teaching, prompt fading (MTL/LTM)',
      'Behavior reduction per BIP: DRA/DRO, NCR, extinction, token economies',
      'Data: freq/rate, duration, latency, ABC, partial/whole interval, MTS; IOA + procedural integrity checks',
      'Assessments (assist/probe): VB-MAPP, ABLLS-R, AFLS, Vineland-3 parent interviews, FBA observations',
      'CentralReach (data, notes, scheduling), Catalyst (DataFinch), Relias LMS',
      'Fieldwork graphing in Excel / Google Sheets (phase-change lines, aim lines)',
      'AAC: TouchChat, PECS Phase I-IV, LAMP WFL (basic)',
      'Billing basics: CPT 97151/97153/97155/97156, Medicaid + TRICARE ACD reauths',
      'IEP/ARD process, IEP goal data sheets, progress reports',
      'Bilingual English/Spanish (parent training, intake calls)',
    ],
    certificates: [
      'Registered Behavior Technician (RBT) – BACB, #RBT-21-148302, renewed 10/2024',
      'Safety-Care (Specialist) – QBS, Inc., exp. 03/2026',
      'Heartsaver CPR AED First Aid – American Heart Association, exp. 08/2026',
    ],
  },
  {
    id: 'zh-r12-interior-tanyutong',
    locale: 'zh-CN',
    name: '谭雨桐',
    email: 'tanyutong_design@163.com',
    phone: '181 1260 7735',
    city: '苏州',
    target: '主案设计师 / 全案设计师 — 家装整装（大平层、叠墅），苏州园区·吴中优先',
    summary: [
      {
        text: '我有8年室内设计经验，前2年在工装院做设计助理（酒店、办公），后面6年在家装门店，从设计师做到主案，现在主要接120-260㎡大平层和叠墅整装。',
        rewrite:
          '我有8年室内设计经验：前2年在工装设计院担任设计助理（酒店、办公项目），之后6年在家装门店工作，由设计师晋升为主案设计师，目前主要承接120-260㎡的大平层及叠墅整装项目。',
        fact: '8年室内设计经验',
      },
      {
        text: '证书：室内装饰设计师（三级）19年考的；一建（建筑工程）24年只过了《建设工程经济》1科，另外3科今年9月再考。',
        rewrite:
          '证书方面：2019年取得室内装饰设计师（三级）证书；一级建造师（建筑工程专业）2024年仅通过《建设工程经济》1科，其余3科计划于今年9月再考。',
        fact: '《建设工程经济》1科',
      },
      {
        text: '软件：CAD 2020、3ds Max 2022+VRay 5、SU 2021+Enscape、酷家乐（全屋定制/水电）、PS，D5渲染器在学。',
        rewrite:
          '软件方面：熟练使用AutoCAD 2020、3ds Max 2022配合VRay 5、SketchUp 2021配合Enscape、酷家乐（全屋定制及水电模块）和Photoshop，D5渲染器正在学习中。',
        fact: 'VRay 5',
      },
    ],
    jobs: [
      {
        organisation: '名匠家装·苏州湖西店（苏州名匠居装饰工程有限公司，品牌加盟门店）',
        role: '主案设计师 / 兼设计二组组长',
        start: '2022.03',
        end: '至今',
        bullets: [
          {
            text: '独立接单，主做120-260㎡大平层/叠墅整装，22.3至今共签约47套，合计约7,900㎡，客单价（含主材+定制）28-45万，最高一单别墅约86万',
            rewrite:
              '独立接单，主要负责120-260㎡的大平层及叠墅整装项目，2022年3月至今共签约47套，总面积约7,900㎡，客单价（含主材及定制）28-45万元，单笔最高为一套别墅，约86万元',
            fact: '共签约47套',
          },
          {
            text: '签单率：24年门店派给我的量房客户62单中的23单签了（约37%），店里平均25%上下',
            rewrite:
              '签单率方面：2024年门店分派给我的量房客户中，62单中的23单成功签约（约37%），门店平均签单率在25%上下',
            fact: '62单中的23单',
          },
          {
            text: '设计二组带2个助理+1个深化，组里出的图我先过一遍再交设计总监陈工审；24年组业绩约1,150万，店里4个组排第2',
            rewrite:
              '负责设计二组，带领2名设计助理和1名深化设计师，组内图纸由我先行审核，再交设计总监陈工审定；2024年小组业绩约1,150万元，在门店4个小组中排名第2',
            fact: '约1,150万',
          },
          {
            text: '方案阶段酷家乐出全景图（一套一般8-12张），重点客户上3ds Max 2022+VRay 5出效果图，施工图CAD出，平均一套42张左右',
            rewrite:
              '方案阶段使用酷家乐出全景效果图（每套一般8-12张），重点客户使用3ds Max 2022配合VRay 5制作效果图，施工图使用CAD绘制，平均每套42张左右',
            fact: '3ds Max 2022',
          },
          {
            text: '跟项目经理+监理一起做交底和节点验收（水电/泥木/油漆/竣工），24年客诉3起，都在7天内结案，0赔付',
            rewrite:
              '与项目经理及监理配合完成设计交底和水电、泥木、油漆、竣工各节点验收；2024年客户投诉3起，均在7天内结案，0赔付',
            fact: '7天内结案',
          },
          {
            text: '作品《栖·白》（湖西星岛12幢，180平大平层）拿了集团华东区2023"年度十佳案例"，华东区一共68家门店',
            rewrite:
              '作品《栖·白》（湖西星岛12幢，180平方米大平层）获集团华东区2023年“年度十佳案例”，集团华东区共有68家门店',
            fact: '年度十佳案例',
          },
        ],
      },
      {
        organisation: '苏州名匠居装饰工程有限公司（原苏州木言装饰有限公司，2021年换牌加盟名匠家装）',
        role: '室内设计师（整装）',
        start: '2019.07',
        end: '2022.02',
        bullets: [
          {
            text: '19年7月进店，前半年跟主案画图（平面方案+水电点位），2020年1月开始独立接单',
            rewrite:
              '2019年7月入职门店，前半年协助主案设计师绘图（平面方案及水电点位），自2020年1月开始独立接单',
            fact: '2020年1月开始独立接单',
          },
          {
            text: '以90-140㎡刚需/改善户型为主（半包+全包），两年半签了58套左右，客单价12-22万元',
            rewrite: '以90-140㎡的刚需及改善户型为主（半包及全包），两年半内签约58套左右，客单价12-22万元',
            fact: '12-22万元',
          },
          {
            text: '2021年木言换牌加盟名匠后，负责把店里老的套餐报价（"木言699"套餐）改成名匠整装报价体系，整理基础项目单价约340项',
            rewrite:
              '2021年木言换牌加盟名匠后，负责将门店原有套餐报价（“木言699”套餐）转换为名匠整装报价体系，整理基础项目单价约340项',
            fact: '约340项',
          },
          {
            text: '自学酷家乐全屋定制模块，柜体图直接对接工厂拆单，定制返单率从约15%降到6%左右（店里口径：返单数/定制订单数）',
            rewrite:
              '自学酷家乐全屋定制模块，柜体图纸直接对接工厂拆单，定制返单率由约15%降至6%左右（门店统计口径：返单数/定制订单数）',
            fact: '6%左右',
          },
          {
            text: '2021年度门店"签单王"（Q3单季签约9套）',
            rewrite: '获2021年度门店“签单王”称号（第三季度单季签约9套）',
            fact: '单季签约9套',
          },
        ],
      },
      {
        organisation: '上海华筑建筑装饰设计研究院有限公司（苏州分院）',
        role: '设计助理 — 酒店/办公工装',
        start: '2017.07',
        end: '2019.06',
        bullets: [
          {
            text: '在第三设计所，协助主创设计师做酒店、办公室内方案，所里连所长一共11个人，我是2个助理之一',
            rewrite:
              '就职于第三设计所，协助主创设计师完成酒店及办公空间室内方案；所内含所长共11人，本人是其中2个助理之一',
            fact: '2个助理之一',
          },
          {
            text: '参与项目：苏州某五星酒店客房翻新（标准间KT-1/大床房KK-2两个样板间，共312间客房）、园区某外企办公楼3F-7F（约6,800㎡）',
            rewrite:
              '参与项目包括苏州某五星级酒店客房翻新（标准间KT-1、大床房KK-2两个样板间，共312间客房），以及园区某外企办公楼3F-7F（约6,800㎡）',
            fact: '共312间客房',
          },
          {
            text: '施工图深化：立面、节点大样、门表/灯具表，单个项目一次出图最多约190张（A1/A3混着），按院里CAD图层标准（2016版）',
            rewrite:
              '负责施工图深化，包括立面、节点大样、门表及灯具表，单个项目一次出图最多约190张（A1、A3图幅混合），执行院内CAD图层标准（2016版）',
            fact: '约190张',
          },
          {
            text: '跑现场复尺+材料封样，配合甲方/幕墙/机电单位开协调会，每周出会议纪要',
            rewrite: '负责现场复尺与材料封样，配合甲方及幕墙、机电单位召开协调会，每周整理会议纪要',
            fact: '材料封样',
          },
          {
            text: '用3ds Max 2016+VRay 3.6出效果图，酒店项目后期甲方调方案，2周内配合改了32张效果图',
            rewrite:
              '使用3ds Max 2016配合VRay 3.6制作效果图；酒店项目后期甲方调整方案，2周内配合修改32张效果图',
            fact: '32张效果图',
          },
        ],
      },
    ],
    education: [
      {
        school: '江南大学（高等教育自学考试）',
        degree: '自考本科（已毕业，学位英语没过，无学位）',
        major: '环境设计',
        start: '2018.04',
        end: '2021.06',
      },
      {
        school: '苏州工艺美术职业技术学院',
        degree: '大专',
        major: '建筑室内设计',
        start: '2014.09',
        end: '2017.06',
      },
    ],
    skills: [
      'AutoCAD 2020（施工图、水电点位图）',
      '3ds Max 2022 + VRay 5',
      'SketchUp 2021 + Enscape',
      '酷家乐（方案、全屋定制、水电模块）',
      'Photoshop（彩平、效果图后期）',
      '整装报价、主材/定制下单、工厂拆单对接',
      '量房复尺、隐蔽工程及节点验收',
      '谈单、方案讲解、客诉处理',
    ],
    certificates: ['室内装饰设计师（三级/高级工），2019年'],
  },
  {
    id: 'zh-r12-maint-ganlixin',
    locale: 'zh-CN',
    name: '甘立新',
    email: 'ganlx1988@qq.com',
    phone: '138 2845 6713',
    city: '佛山',
    target: '设备主管/设备经理（食品、饮料、乳品工厂优先）— 佛山、广州、江门',
    summary: [
      {
        text: '我有14年设备经验，电工出身，食品饮料厂干了12年；现在在灌装车间管维修班，手上1条克朗斯PET线+2条玻璃瓶线，23年工厂被粤海食品集团收购后转的主管。',
        rewrite:
          '我有14年设备工作经验，电工出身，其中在食品饮料工厂12年；目前在灌装车间负责维修班，管理1条克朗斯PET线和2条玻璃瓶线，2023年工厂被粤海食品集团收购后转任主管。',
        fact: '1条克朗斯PET线',
      },
      {
        text: '证：低压电工作业证一直有(2026.08复审)；高压电工证16年考的，2019年到期没复审已经失效，现在高压柜只能配合供电所操作，不能自己倒闸。',
        rewrite:
          '证书方面：持有低压电工作业证（2026.08复审）；高压电工证于2016年考取，2019年到期未复审，现已失效，目前高压柜只能配合供电所操作，不能独立进行倒闸操作。',
        fact: '2019年到期',
      },
      {
        text: 'PLC主要是西门子S7-1200/300，TIA Portal V16、V17都在用，克朗斯设备的报警代码和电气图基本能自己看懂，不用每次等厂家工程师',
        rewrite:
          'PLC以西门子S7-1200/300为主，TIA Portal V16、V17均在使用；克朗斯设备的报警代码和电气图基本能独立看懂，无需每次等待厂家工程师。',
        fact: 'TIA Portal V16、V17',
      },
    ],
    jobs: [
      {
        organisation:
          '粤海食品集团（佛山）饮料有限公司（原佛山澜泉饮品有限公司，2023年7月被粤海食品集团收购）',
        role: '设备维修主管 / 兼机电工程师（灌装车间）',
        start: '2023.08',
        end: '至今',
        bullets: [
          {
            text: '管灌装车间维修班：白班机修2+电工1，夜班机修1+电工1，另带学徒2名；旺季(6~9月)三班倒再从外协借2人',
            rewrite:
              '负责灌装车间维修班：白班配机修2人、电工1人，夜班配机修1人、电工1人，另带学徒2名；旺季（6~9月）三班倒时再从外协借调2人',
            fact: '学徒2名',
          },
          {
            text: 'PET线（克朗斯Contiform S8吹瓶+Modulfill灌装+Contiroll贴标，额定36000瓶/h）OEE 61%→74%（集团口径，计划停机不计）',
            rewrite:
              '将PET线（克朗斯Contiform S8吹瓶机、Modulfill灌装机、Contiroll贴标机，额定36000瓶/h）的OEE由61%提升至74%（按集团口径，计划停机不计入）',
            fact: '74%',
          },
          {
            text: '非计划停机：2023全年约412h → 2024年186小时；停机里贴标机占了约38%，主要是热熔胶辊和切刀',
            rewrite:
              '非计划停机由2023年全年约412小时降至2024年的186小时；其中约38%的停机来自贴标机，主要是热熔胶辊和切刀问题',
            fact: '186小时',
          },
          {
            text: '备件：年度预算138万→2024年实际花了96.5万；清呆滞备件约23万（一部分调拨给集团江门厂，一部分退回克朗斯按6折抵新件）',
            rewrite:
              '备件管理：年度预算138万元，2024年实际支出96.5万元；清理呆滞备件约23万元（部分调拨至集团江门工厂，部分退回克朗斯按6折抵扣新件）',
            fact: '96.5万',
          },
          {
            text: '2024.03起配合集团推TPM，厂长牵头、集团设备总监每季度来审核；我负责灌装线自主保全第1~3步落地，写OPL单点课60多份',
            rewrite:
              '自2024.03起配合集团推行TPM，由厂长牵头、集团设备总监每季度审核；本人负责灌装线自主保全第1~3步的落地，编写OPL单点课60多份',
            fact: '自主保全第1~3步',
          },
          {
            text: '全车间19台S7-1200/HMI的程序以前都在供应商手里，我全部收回做了备份+版本记录，24/10接入集团SAP PM，报工单电子化',
            rewrite:
              '车间19台S7-1200 PLC及HMI的程序以往均由供应商掌握，本人全部收回并完成备份与版本记录；2024年10月接入集团SAP PM，实现报工单电子化',
            fact: '19台S7-1200',
          },
        ],
      },
      {
        organisation: '佛山澜泉饮品有限公司（2023年7月被粤海食品集团收购）',
        role: '机电工程师 — 饮料灌装（PET线/玻璃瓶线）',
        start: '2018.03',
        end: '2023.07',
        bullets: [
          {
            text: '负责全厂灌装区电气+部分机械，2条玻璃瓶线(每条18000瓶/h)+1条PET线，设备台账约420台套',
            rewrite:
              '负责全厂灌装区的电气及部分机械工作，涵盖2条玻璃瓶线（每条18000瓶/h）和1条PET线，设备台账约420台套',
            fact: '约420台套',
          },
          {
            text: '2019年新上克朗斯PET无菌线（总投资约4200万），全程跟安装调试：FAT在德国Neutraubling做的，我没去，是设备科长去的；SAT在厂里做了45天',
            rewrite:
              '2019年新上克朗斯PET无菌线（总投资约4200万元），全程参与安装调试：FAT在德国Neutraubling进行，由设备科长前往，本人未参加；SAT在厂内进行，历时45天',
            fact: '约4200万',
          },
          {
            text: 'CIP改造：加电导率在线检测+S7-1200(1214C)自动配酸碱，每次CIP缩短约25分钟，酸碱用量降了18%左右',
            rewrite:
              '完成CIP改造：增加电导率在线检测，并通过S7-1200（1214C）实现酸碱自动配比，每次CIP缩短约25分钟，酸碱用量降低18%左右',
            fact: '约25分钟',
          },
          {
            text: '空压站（阿特拉斯GA75×3台）加变频+群控，一年省电约31万kWh，按0.78元/度算约24万',
            rewrite:
              '对空压站（阿特拉斯GA75共3台）进行变频及群控改造，每年节电约31万kWh，按0.78元/度计算约节省24万元',
            fact: '约31万kWh',
          },
          {
            text: '2021年度厂级"优秀员工"（全厂300来人，评12个）',
            rewrite: '获评2021年度厂级“优秀员工”（全厂300人左右，共评选12人）',
            fact: '优秀员工',
          },
        ],
      },
      {
        organisation: '佛山市南海嘉禾食品有限公司（罐头/八宝粥）',
        role: '电工（维修班）',
        start: '2013.07',
        end: '2018.02',
        bullets: [
          {
            text: '三班倒，每班电工1个+机修1个，负责杀菌釜(卧式，共6台)、封罐机、锅炉房的电气维修',
            rewrite:
              '三班倒工作，每班配电工1人、机修1人，负责杀菌釜（卧式，共6台）、封罐机及锅炉房的电气维修',
            fact: '共6台',
          },
          {
            text: '2016年考了高压电工证，之后配电房(10kV进线，2台1250kVA变压器)倒闸操作也排我的班',
            rewrite: '2016年考取高压电工证，此后也参与配电房（10kV进线，2台1250kVA变压器）的倒闸操作排班',
            fact: '1250kVA',
          },
          {
            text: '封罐机PLC是三菱FX3U，自己把报警改成中文提示，新工排故时间从平均40min左右降到15min左右',
            rewrite:
              '封罐机PLC为三菱FX3U，本人将报警信息改为中文提示，新员工排故时间由平均40min左右降至15min左右',
            fact: '三菱FX3U',
          },
          {
            text: '每年春节前后停产大修15-20天，协助动力车间主任排计划、跟外委单位',
            rewrite: '每年春节前后停产大修15-20天，协助动力车间主任编排计划并对接外委单位',
            fact: '15-20天',
          },
        ],
      },
      {
        organisation: '佛山市顺德区勒流华盛电器制造厂',
        role: '学徒电工 → 电工',
        start: '2011.07',
        end: '2013.06',
        bullets: [
          {
            text: '跟师傅做车间配电箱改造+厂区照明，学会看电气原理图、二次回路',
            rewrite: '跟随师傅进行车间配电箱改造及厂区照明工作，学会识读电气原理图和二次回路',
            fact: '二次回路',
          },
          {
            text: '2011年12月拿到低压电工证（特种作业操作证-电工作业-低压）',
            rewrite: '2011年12月取得低压电工证（特种作业操作证—电工作业—低压）',
            fact: '2011年12月',
          },
          {
            text: '注塑车间海天注塑机约40台（HTF120~380吨）日常电气维护，换加热圈、热电偶、接触器',
            rewrite:
              '负责注塑车间约40台海天注塑机（HTF120~380吨）的日常电气维护，包括更换加热圈、热电偶、接触器',
            fact: '约40台',
          },
          {
            text: '每月抄电表+算各车间电费分摊，月用电大概25~30万度',
            rewrite: '每月抄录电表并计算各车间电费分摊，月用电量约25~30万度',
            fact: '25~30万度',
          },
        ],
      },
    ],
    education: [
      {
        school: '华南理工大学（网络教育学院）',
        degree: '本科（网络教育，在读）',
        major: '电气工程及其自动化',
        start: '2023.09',
        end: '2026.01（预计）',
      },
      {
        school: '顺德职业技术学院',
        degree: '大专',
        major: '机电一体化技术',
        start: '2008.09',
        end: '2011.06',
      },
    ],
    skills: [
      '西门子S7-1200/S7-300，TIA Portal V16/V17，STEP 7 V5.6',
      '三菱FX系列、GX Works2',
      '克朗斯Contiform吹瓶机、Modulfill灌装机、Contiroll贴标机日常维护及故障处理',
      'SEW、丹佛斯变频器参数调试',
      'TPM自主保全、点检定修、OEE统计分析',
      'CIP清洗系统，空压机/冷水机组/锅炉等公用工程',
      'SAP PM（报工单、备件领用）',
      'AutoCAD看图、改电气图（AutoCAD Electrical一般）',
    ],
    certificates: [
      '低压电工作业证（特种作业操作证，2026.08复审）',
      '维修电工 高级工（国家职业资格三级，2015年）',
    ],
  },
  {
    id: 'zh-r12-medsales-luojianfeng',
    locale: 'zh-CN',
    name: '罗建锋',
    email: 'luojianfeng0917@163.com',
    phone: '135 4528 7716',
    city: '武汉',
    target: '区域经理 / 省区经理 — 医疗器械（微创外科，耗材+设备），武汉·湖北全省',
    summary: [
      {
        text: '我有10年多医疗器械经验：医院设备科1年半+代理商销售3年+厂家快7年(销售代表→区域经理)，现在管湖北区，三甲覆盖38家中的27家。',
        rewrite:
          '我有10年以上医疗器械行业经验：医院设备科1年半、代理商销售3年、厂家近7年（由销售代表晋升为区域经理），目前负责湖北区，覆盖全省三甲医院38家中的27家。',
        fact: '38家中的27家',
      },
      {
        text: '证书：GSP培训合格证、行业协会的合规培训证书；24年10月报名了武大非全MBA，提前面试没过，未录取，当年联考也没去考。',
        rewrite:
          '证书方面：持有GSP培训合格证及行业协会合规培训证书；2024年10月报名武汉大学非全日制MBA，提前面试未通过、未录取，当年也未参加联考。',
        fact: '未录取',
      },
      {
        text: '懂医院准入全流程（招标挂网→设备科论证→院内新品上会），能独立跟腔镜胃肠/肝胆的台，管过一级代理4家+二级分销11家',
        rewrite:
          '熟悉医院准入全流程（招标挂网、设备科论证、院内新品上会），能独立跟台腔镜胃肠、肝胆手术，曾管理一级代理商4家、二级分销商11家。',
        fact: '院内新品上会',
      },
    ],
    jobs: [
      {
        organisation: '苏州瑞柏医疗科技股份有限公司（原苏州瑞柏医疗器械有限公司，2022年股改更名）',
        role: '区域经理（湖北区）— 微创外科线',
        start: '2021.07',
        end: '至今',
        bullets: [
          {
            text: '负责湖北全省微创外科线（吻合器+超声刀+电外科），向华中大区总监汇报（大区管鄂湘赣3省），区域下面3个销售代表+1个临床专员跟台',
            rewrite:
              '负责湖北全省微创外科产品线（吻合器、超声刀、电外科），向华中大区总监汇报（大区覆盖湖北、湖南、江西3省），区域内管理3名销售代表和1名跟台临床专员',
            fact: '向华中大区总监汇报',
          },
          {
            text: '区域年销售额(按出厂价)：22年约2,150万，23年2,600-2,700万，24年约3,080万；24年指标2,850万，达成率108%',
            rewrite:
              '区域年销售额（按出厂价计）：2022年约2,150万元，2023年2,600-2,700万元，2024年约3,080万元；2024年指标2,850万元，达成率108%',
            fact: '达成率108%',
          },
          {
            text: '三甲覆盖从38家中的19家做到27家（全省三甲按省卫健委23年名单共38家），二级医院新开14家；RB-ECS60（腔镜直线切割吻合器）进院24家',
            rewrite:
              '三甲医院覆盖由38家中的19家提升至27家（按省卫健委2023年名单，全省三甲共38家），新开发二级医院14家；RB-ECS60腔镜直线切割吻合器已进入24家医院',
            fact: '38家中的19家',
          },
          {
            text: '代理商体系重整：一级代理从6家砍到4家(按地市划片，武汉/宜昌/襄阳/荆州)，二级分销11家签年度协议；回款周期90天→60天左右，超180天应收从约410万压到85万',
            rewrite:
              '重整代理商体系：一级代理商由6家精简为4家（按地市划片：武汉、宜昌、襄阳、荆州），与11家二级分销商签订年度协议；回款周期由90天缩短至60天左右，超180天应收账款由约410万元压降至85万元',
            fact: '约410万',
          },
          {
            text: '牵头3次省级/市级集采应标，23年吻合器省际联盟集采中选，单价从约1,680元/把降到约560元/把，以量换价，用量涨了约2.3倍',
            rewrite:
              '牵头3次省级、市级集采应标，其中2023年吻合器省际联盟集采中选，单价由约1,680元/把降至约560元/把，以量换价，用量增长约2.3倍',
            fact: '约1,680元/把',
          },
          {
            text: '带新人：22年、24年各招了1个销售代表，其中1人24年Q4单季达成率121%',
            rewrite: '带教新人：2022年、2024年各招聘1名销售代表，其中1人在2024年Q4单季达成率121%',
            fact: '单季达成率121%',
          },
        ],
      },
      {
        organisation: '苏州瑞柏医疗器械有限公司（现苏州瑞柏医疗科技股份有限公司）',
        role: '高级销售代表（武汉片区，微创外科）',
        start: '2018.03',
        end: '2021.06',
        bullets: [
          {
            text: '负责武汉市内11家三甲+6家二级医院（普外、胃肠、肝胆、甲乳、妇科、泌尿），主推ECS系列吻合器、US-300超声刀',
            rewrite:
              '负责武汉市内11家三甲医院和6家二级医院（普外科、胃肠外科、肝胆外科、甲乳外科、妇科、泌尿外科），主推ECS系列吻合器及US-300超声刀',
            fact: 'US-300超声刀',
          },
          {
            text: '个人销售额 2018年(9个月)约380万，2019年620万，2020年受疫情影响只做到540万（指标的87%），2021上半年410万',
            rewrite:
              '个人销售额：2018年（9个月）约380万元，2019年620万元，2020年受疫情影响仅完成540万元（为指标的87%），2021年上半年410万元',
            fact: '指标的87%',
          },
          {
            text: '新进院：同济、协和、省人民等5家三甲完成新品上会（设备科论证→药事/耗材委员会），平均周期7-9个月',
            rewrite:
              '推动同济、协和、省人民医院等5家三甲医院完成新品上会（经设备科论证后提交药事/耗材委员会审议），平均周期7-9个月',
            fact: '平均周期7-9个月',
          },
          {
            text: '每月跟台20-30台(腔镜胃癌/结直肠为主)，给手术室护士做器械培训40多场',
            rewrite: '每月跟台手术20-30台（以腔镜胃癌、结直肠手术为主），为手术室护士开展器械培训40余场',
            fact: '20-30台',
          },
          {
            text: '2019年度公司"新锐销售奖"（全国销售代表约160人，评8人）',
            rewrite: '获2019年度公司“新锐销售奖”（全国约160名销售代表中评选8人）',
            fact: '新锐销售奖',
          },
        ],
      },
      {
        organisation: '武汉康联达医疗器械有限公司（代理商）',
        role: '医院销售 / 兼商务（投标、开票）',
        start: '2015.01',
        end: '2018.02',
        bullets: [
          {
            text: '公司做外科耗材+设备代理，员工30来人，我负责武昌+洪山片区8家医院，老板直接管',
            rewrite: '公司从事外科耗材及设备代理，员工约30人；本人负责武昌、洪山片区8家医院，直接向老板汇报',
            fact: '8家医院',
          },
          {
            text: '年销售额从约150万做到2017年的460万左右（含设备一次性采购约120万）',
            rewrite: '个人年销售额由约150万元增长至2017年的460万元左右（其中含设备一次性采购约120万元）',
            fact: '2017年的460万',
          },
          {
            text: '兼商务：做标书、挂网、开票、对账，参与投标30余次，中标19次',
            rewrite: '兼任商务，负责标书制作、挂网、开票及对账，参与投标30余次，中标19次',
            fact: '中标19次',
          },
          {
            text: '16年公司换发经营许可证+GSP现场检查，我负责整理出入库和批号追溯台账，补录约2000条',
            rewrite:
              '2016年公司换发《医疗器械经营许可证》并接受GSP现场检查，本人负责整理出入库及批号追溯台账，补录约2000条记录',
            fact: '约2000条',
          },
        ],
      },
      {
        organisation: '武汉市东湖新区中心医院（设备科，劳务派遣）',
        role: '设备维修技术员',
        start: '2013.07',
        end: '2014.12',
        bullets: [
          {
            text: '医院开放床位约650张，设备科一共7个人，我主要管手术室+ICU设备巡检保养',
            rewrite: '医院开放床位约650张，设备科共7人，本人主要负责手术室及ICU设备的巡检与保养',
            fact: '约650张',
          },
          {
            text: '约180台监护仪/输液泵/高频电刀的PM，每季度1次，电刀漏电流用Fluke QA-ES III测',
            rewrite:
              '负责约180台监护仪、输液泵及高频电刀的预防性维护（PM），每季度1次，使用Fluke QA-ES III检测电刀漏电流',
            fact: 'Fluke QA-ES III',
          },
          {
            text: '参与2014年手术室腔镜设备招标的技术参数论证（预算约360-400万），第一次接触厂家和代理商',
            rewrite:
              '参与2014年手术室腔镜设备招标的技术参数论证（预算约360-400万元），由此首次接触厂家和代理商',
            fact: '360-400万',
          },
          {
            text: '协助设备科科长做医疗器械不良事件上报，14年共报了11例',
            rewrite: '协助设备科科长上报医疗器械不良事件，2014年共上报11例',
            fact: '11例',
          },
        ],
      },
    ],
    education: [
      {
        school: '湖北工业大学（继续教育学院）',
        degree: '专升本（函授）',
        major: '生物医学工程',
        start: '2014.03',
        end: '2016.07',
      },
      {
        school: '武汉职业技术学院',
        degree: '大专',
        major: '医疗设备应用技术',
        start: '2010.09',
        end: '2013.06',
      },
    ],
    skills: [
      '医院准入：招标挂网、设备科论证、院内新品上会',
      '代理商管理：地市划片授权、年度协议、返利核算、应收管控',
      '跟台：腔镜吻合器、超声刀、高频电刀（胃肠/肝胆腔镜可独立跟台）',
      '集采应标、湖北省医药集中采购平台挂网',
      '《医疗器械监督管理条例》、GSP、UDI相关要求',
      '纷享销客CRM、Excel（数据透视表、VLOOKUP）',
      '设备PM：监护仪/输液泵/电刀，Fluke QA-ES III',
      '驾照C1，能接受省内常驻出差',
    ],
    certificates: [
      '医疗器械经营质量管理规范（GSP）培训合格证（2016年）',
      '中国医疗器械行业协会 医疗器械合规培训证书（2022.09）',
      '公司内部 微创外科临床跟台认证（2018年）',
    ],
  },
  // Round 13 (session 13), written by helpers to the held-out fifth's brief: tuning.
  {
    id: 'en-r13-envcomp-colleen',
    locale: 'en-US',
    name: 'Colleen M. Brandt',
    email: 'colleen.brandt.env@gmail.com',
    phone: '(419) 555-0183',
    city: 'Lima, OH',
    target:
      'Environmental Compliance Specialist / Environmental Engineer – manufacturing (air, stormwater, RCRA); Lima / NW Ohio or hybrid',
    summary: [
      {
        text: "I have 11+ yrs in env. compliance — ~5½ at a Columbus consulting firm (Greystone, bought by Halvorsen & Pike in Jan 2019) + 6 yrs as the plant env. person at Ridgeway's Lima axle & frame plant. Air / stormwater / RCRA is 90% of what I do.",
        rewrite:
          "I have over 11 years in environmental compliance: about 5½ years at a Columbus consulting firm (Greystone, bought by Halvorsen & Pike in Jan 2019) and 6 years as the plant environmental person at Ridgeway's Lima axle and frame plant, where air, stormwater and RCRA make up 90% of what I do.",
        fact: 'Halvorsen & Pike',
      },
      {
        text: 'Certs: QEP — ELIGIBLE only (have the yrs + B.S., never sent IPEP the app / never sat the written exam). CHMM: IHMM approved my app 08/2026, exam window Feb 2027 — NOT certified yet.',
        rewrite:
          'Certifications: I am only eligible for the QEP (I have the years and the B.S. but have never sent IPEP the application or sat the written exam); for the CHMM, IHMM approved my application in 08/2026 and my exam window is Feb 2027, so I am not certified yet.',
        fact: 'Feb 2027',
      },
      {
        text: 'Systems: Ohio EPA eBiz / Air Services, RCRAInfo + e-Manifest, CDX (TRI-MEweb), Tier2 Submit, Intelex. Excel for all the 12-mo rolling calcs (VBA, ~40 tabs lol)',
        rewrite:
          'Systems I use: Ohio EPA eBiz and Air Services, RCRAInfo and e-Manifest, CDX (TRI-MEweb), Tier2 Submit and Intelex, plus Excel (with VBA, about 40 tabs) for all the 12-month rolling calculations.',
        fact: 'TRI-MEweb',
      },
    ],
    jobs: [
      {
        organisation: 'Ridgeway Axle & Frame LLC (a Dunmore Industries company) – Plant 3, Lima, OH',
        role: 'Environmental Compliance Specialist II',
        start: '2022.07',
        end: 'Present',
        bullets: [
          {
            text: 'Env. compliance for Plant 3 — ~640 employees, 3 shifts, e-coat line + 2 solvent topcoat booths, robotic weld, Zn-phosphate pretreat. EHS dept is 5 counting me (safety coord., 2 EHS techs) and I report to the EHS Director, Dana Whitcomb (CSP).',
            rewrite:
              'Handle environmental compliance for Plant 3 (about 640 employees on 3 shifts), which runs an e-coat line, 2 solvent topcoat booths, robotic welding and zinc-phosphate pretreatment; the EHS department is 5 people counting me (a safety coordinator and 2 EHS techs), and I report to the EHS Director, Dana Whitcomb (CSP).',
            fact: 'Dana Whitcomb',
          },
          {
            text: 'Wrote the FEPTIO app (P0131862) to get the plant OUT of Title V — VOC capped @ 94.0 tpy rolling 12-mo (PTE was 212 tpy), HAPs <9.9 single / <24.9 combined. Issued 06/2023, Title V permit P0109944 revoked 11/14/2023. Plant Mgr still signs as Responsible Official.',
            rewrite:
              'Wrote the FEPTIO application (P0131862) that took the plant out of Title V, capping VOC at 94.0 tpy on a rolling 12-month basis (PTE had been 212 tpy) and HAPs below 9.9 tpy single and 24.9 tpy combined; it was issued 06/2023 and Title V permit P0109944 was revoked on 11/14/2023, with the Plant Manager still signing as Responsible Official.',
            fact: '94.0 tpy',
          },
          {
            text: "Monthly VOC/HAP calcs off paint + solvent usage (EUs K001–K003, L001 parts washer) → 12-mo rolling VOC 71.8 tpy as of Sep 2026, ~76% of the 94.0 cap. 13 quarterly deviation rpts since the FEPTIO, all 'no deviations'.",
            rewrite:
              'Run the monthly VOC and HAP calculations from paint and solvent usage for emissions units K001–K003 and the L001 parts washer; 12-month rolling VOC was 71.8 tpy as of Sep 2026, about 76% of the 94.0 tpy cap, and all 13 quarterly deviation reports filed since the FEPTIO reported no deviations.',
            fact: '71.8 tpy',
          },
          {
            text: 'SWPPP owner — OHR000007 coverage (facility permit 2GR01874*HG), Sector AB w/ co-located AA (frame rail stamping), 4 outfalls (001–004). Qtrly visual assessments + benchmark sampling = 64 samples since Q3 2022.',
            rewrite:
              'Own the SWPPP under OHR000007 general permit coverage (facility permit 2GR01874*HG) for Sector AB with co-located Sector AA activity (frame rail stamping) and 4 outfalls (001–004), running quarterly visual assessments and benchmark sampling: 64 samples since Q3 2022.',
            fact: '64 samples',
          },
          {
            text: 'Total Zn at Outfall 003 over benchmark 4 qtrs running (avg 0.38 mg/L) → corrective action: roofed the scrap hopper pad + moved galv. scrap indoors ($62K capex, I wrote the AFE). Last 6 qtrs avg 0.09 mg/L.',
            rewrite:
              'When total zinc at Outfall 003 was over the benchmark for 4 quarters running (average 0.38 mg/L), took corrective action by roofing the scrap hopper pad and moving galvanized scrap indoors ($62K capex, for which I wrote the AFE); the last 6 quarters have averaged 0.09 mg/L.',
            fact: '0.38 mg/L',
          },
          {
            text: 'RCRA LQG (EPA ID OHD004265913), ~3,600-4,400 kg/mo — D001/F003/F005 purge solvent & waste paint, D007 booth filters. 4 x 90-day areas + 31 SAAs, ~150 manifests/yr in e-Manifest, Ohio annual HW report (due 3/1). Ohio EPA RCRA insp. 04/2024: 0 violations.',
            rewrite:
              'Run the plant as a RCRA LQG (EPA ID OHD004265913) generating about 3,600-4,400 kg a month of D001/F003/F005 purge solvent and waste paint plus D007 booth filters, with 4 90-day accumulation areas and 31 SAAs; sign about 150 manifests a year in e-Manifest, file the Ohio annual hazardous waste report (due 3/1), and came through the Ohio EPA RCRA inspection in 04/2024 with 0 violations.',
            fact: '31 SAAs',
          },
        ],
      },
      {
        organisation: 'Ridgeway Axle & Frame LLC (a Dunmore Industries company) – Plant 3, Lima, OH',
        role: 'Environmental Compliance Specialist I / backup DOT hazmat shipper',
        start: '2020.11',
        end: '2022.06',
        bullets: [
          {
            text: "Took over Title V permit P0109944 when the plant's env. engineer retired (Oct 2020, 31 yrs there): semiannual deviation rpts, annual compliance cert (due 4/30), PER. Found 2 unreported deviations from 2019 → self-disclosed to Ohio EPA NWDO, no NOV.",
            rewrite:
              "Took over Title V permit P0109944 when the plant's environmental engineer retired in Oct 2020 after 31 years there, handling the semiannual deviation reports, the annual compliance certification (due 4/30) and the PER; found 2 unreported deviations from 2019 and self-disclosed them to the Ohio EPA NWDO, with no NOV.",
            fact: '2 unreported deviations',
          },
          {
            text: 'Weekly Method 9 VE readings on 6 stacks (shot blast baghouse P004, RTO, 4 booth exhausts) — passed smoke school Mar 2021 (Columbus), recert every 6 mo since.',
            rewrite:
              'Performed weekly Method 9 visible emissions readings on 6 stacks (the P004 shot blast baghouse, the RTO and 4 booth exhausts) after passing smoke school in Mar 2021 in Columbus, recertifying every 6 months since.',
            fact: '6 stacks',
          },
          {
            text: 'RTO stack test on the e-coat oven (K001), Oct 2021 — Method 25A, 3 x 60-min runs, DRE 98.6% vs 95% permit min. Keystone Emissions Testing ran it; I wrote the test protocol + sent Ohio EPA the 30-day notice.',
            rewrite:
              'Coordinated the Oct 2021 stack test of the RTO on the e-coat oven (K001) using Method 25A with 3 60-minute runs, which showed a DRE of 98.6% against the 95% permit minimum; Keystone Emissions Testing ran the test, and I wrote the test protocol and sent Ohio EPA the 30-day notice.',
            fact: '98.6%',
          },
          {
            text: 'Backup hazmat shipper (49 CFR 172 Subpart H trained, 3-yr recurrent) — signed ~40 shipments of UN1263 paint & UN1993 flammable liquid n.o.s. in 2021 while our primary shipper (the shipping supervisor) was on leave.',
            rewrite:
              'Served as backup hazmat shipper (trained under 49 CFR 172 Subpart H, recurrent every 3 years), signing about 40 shipments of UN1263 paint and UN1993 flammable liquid n.o.s. in 2021 while our primary shipper, the shipping supervisor, was on leave.',
            fact: 'UN1263',
          },
          {
            text: 'Tier II (19 chems over threshold; sulfuric acid is the EHS, 500-lb threshold) + TRI Form R for xylene, n-butyl alcohol, Mn cmpds, Zn cmpds — 4 Form Rs/yr, RY2020 + RY2021.',
            rewrite:
              'Filed Tier II (19 chemicals over threshold, with sulfuric acid as the EHS at the 500-lb threshold) and TRI Form R reports for xylene, n-butyl alcohol, manganese compounds and zinc compounds: 4 Form Rs a year for RY2020 and RY2021.',
            fact: '4 Form Rs',
          },
          {
            text: "Did every weekly SWPPP + RCRA inspection myself Dec 2020–Jan '21 (~5 wks) w/ both EHS techs out on COVID leave — 0 missed.",
            rewrite:
              'Did every weekly SWPPP and RCRA inspection myself from Dec 2020 to Jan 2021 (about 5 weeks) while both EHS techs were out on COVID leave, with 0 missed.',
            fact: '0 missed',
          },
        ],
      },
      {
        organisation:
          'Halvorsen & Pike Environmental, Inc. (formerly Greystone Environmental Consulting; acquired Jan 2019), Columbus, OH',
        role: 'Project Scientist – Air Quality & Industrial Compliance',
        start: '2019.01',
        end: '2020.10',
        bullets: [
          {
            text: 'After H&P bought Greystone I moved from field svcs into the air group — 7 of us incl. me, under Sr. Principal Rob Iannelli, P.E. Kept compliance calendars for ~25 industrial clients.',
            rewrite:
              'After Halvorsen & Pike bought Greystone I moved from field services into the air group, 7 people including me under Senior Principal Rob Iannelli, P.E., and kept the compliance calendars for about 25 industrial clients.',
            fact: '25 industrial clients',
          },
          {
            text: 'Wrote/co-wrote 14 PTIO + PBR apps and 3 FEPTIO (synthetic minor) apps — e.g. gray iron foundry, 2 coil coaters, grain elevator, HMA plant. Ohio EPA issuance usually 5-7 mos.',
            rewrite:
              'Wrote or co-wrote 14 PTIO and PBR applications and 3 FEPTIO (synthetic minor) applications for clients such as a gray iron foundry, 2 coil coaters, a grain elevator and an HMA plant, with Ohio EPA issuance usually taking 5-7 months.',
            fact: '14 PTIO',
          },
          {
            text: 'Fee Emission Reports + EIS in eBiz for 19 facilities (2019 & 2020 cycles); client fees ran $1.2k–$38k/yr.',
            rewrite:
              'Prepared Fee Emission Reports and EIS submittals in eBiz for 19 facilities in the 2019 and 2020 cycles, with client fees running $1.2k–$38k a year.',
            fact: '19 facilities',
          },
          {
            text: "On-site 3 days/wk at a client's glass container plant (Zanesville, OH), Mar–Sep 2020, covering their env. engineer's maternity leave — Title V, SPCC, NPDES DMRs.",
            rewrite:
              "Worked on-site 3 days a week at a client's glass container plant in Zanesville, OH from Mar to Sep 2020, covering their environmental engineer's maternity leave (Title V, SPCC and NPDES DMRs).",
            fact: 'glass container plant',
          },
          {
            text: '1,640 billable hrs in 2019 vs 1,550 target (~106% of goal) — highest in the air group that yr.',
            rewrite:
              'Logged 1,640 billable hours in 2019 against a 1,550 target (about 106% of goal), the highest in the air group that year.',
            fact: '1,640 billable',
          },
        ],
      },
      {
        organisation: 'Greystone Environmental Consulting, LLC, Columbus, OH',
        role: 'Staff Scientist I → II, Field Services',
        start: '2015.06',
        end: '2018.12',
        bullets: [
          {
            text: "Wrote 85 Phase I ESAs (ASTM E1527-13), 30-40/yr at peak — gas stations, dry cleaners, farm ground. PM reviewed, our EP signed (I didn't meet the EP definition yet, needs 5 yrs w/ a B.S.).",
            rewrite:
              "Wrote 85 Phase I ESAs (ASTM E1527-13), 30-40 a year at peak, on gas stations, dry cleaners and farm ground; the PM reviewed them and our EP signed, since I didn't yet meet the EP definition (5 years with a B.S.).",
            fact: '85 Phase I ESAs',
          },
          {
            text: 'Phase II + UST closures: ~420 soil / 96 GW samples on 22 sites (Geoprobe 6620DT, low-flow w/ YSI 556 MPS), BUSTR closure reports.',
            rewrite:
              'On Phase II and UST closure work, collected about 420 soil and 96 groundwater samples on 22 sites (Geoprobe 6620DT, low-flow sampling with a YSI 556 MPS) and wrote the BUSTR closure reports.',
            fact: '420 soil',
          },
          {
            text: 'Qtrly stormwater sampling route — 11 clients / 38 outfalls, grab samples w/in first 30 min of a qualifying (≥0.1 in.) rain event, CoC to the lab same day.',
            rewrite:
              'Ran the quarterly stormwater sampling route for 11 clients and 38 outfalls, taking grab samples within the first 30 minutes of a qualifying (≥0.1 in.) rain event and delivering them to the lab under chain of custody the same day.',
            fact: '38 outfalls',
          },
          {
            text: 'Drafted 16 SWPPPs + 9 SPCC plans; SPCCs were PE-certified by our senior engineer, not me.',
            rewrite:
              'Drafted 16 SWPPPs and 9 SPCC plans; the SPCC plans were PE-certified by our senior engineer, not by me.',
            fact: '16 SWPPPs',
          },
          {
            text: '40-hr HAZWOPER June 2015, first month on the job. Promoted Staff Sci I → II Jul 2017.',
            rewrite:
              'Completed the 40-hour HAZWOPER in June 2015, my first month on the job, and was promoted from Staff Scientist I to II in Jul 2017.',
            fact: 'Jul 2017',
          },
        ],
      },
    ],
    education: [
      {
        school: 'The University of Findlay (online), Findlay, OH',
        degree: 'Graduate Certificate – in progress (9 of 15 cr. hrs)',
        major: 'Environmental, Safety & Occupational Health Mgmt',
        start: '2025.08',
        end: 'Present',
      },
      {
        school: 'Bowling Green State University (BGSU), Bowling Green, OH',
        degree: 'B.S.',
        major: 'Environmental Science, minor in Chemistry',
        start: '2011.08',
        end: '2015.05',
      },
    ],
    skills: [
      'Air permitting – PTIO, FEPTIO / synthetic minor, Title V',
      '12-mo rolling VOC/HAP tracking & emissions calcs (Excel/VBA)',
      'EPA Method 9 VE readings',
      'Industrial SWPPP – OHR000007, benchmark sampling, corrective action',
      'RCRA LQG – manifests, 90-day areas / SAAs, e-Manifest',
      'EPCRA Tier II + TRI Form R',
      'SPCC plans',
      'DOT hazmat shipping (49 CFR 171-180)',
      'Ohio EPA eBiz / Air Services, RCRAInfo, CDX',
      'Intelex',
      'ArcGIS Pro (outfall & drainage maps)',
    ],
    certificates: [
      '40-Hour HAZWOPER (29 CFR 1910.120) – 8-hr refresher current thru 06/2027',
      'EPA Method 9 Visible Emissions Evaluator (smoke school, recert every 6 mo; current thru 03/2027)',
      'DOT Hazmat Employee Training – 49 CFR 172 Subpart H (recurrent every 3 yrs)',
    ],
  },
  {
    id: 'en-r13-processor-jolene',
    locale: 'en-US',
    name: 'Jolene R. Vanden Heuvel',
    email: 'jolene.vandenheuvel@yahoo.com',
    phone: '(920) 555-0139',
    city: 'Kimberly, WI',
    target:
      'Senior Loan Processor / Closing Lead — credit union or community bank, Fox Cities (Appleton/Neenah), hybrid OK',
    summary: [
      {
        text: 'I have 9+ yrs in residential mortgage — 2.5 yrs servicing, processing since 2019, now senior processor + closing coordinator at a credit union (my bank merged into them Oct 2023).',
        rewrite:
          'I have 9+ years in residential mortgage: 2.5 years in servicing, processing since 2019, and now senior processor and closing coordinator at a credit union after my bank merged into it in Oct 2023.',
        fact: 'Oct 2023',
      },
      {
        text: "FHA / VA / USDA heavy — about 60% of my closed loans 2019–2023 were gov't. Encompass since v19.4, now 24.x",
        rewrite:
          'Focused on FHA, VA and USDA loans, which were about 60% of my closed loans from 2019–2023; I have used Encompass since v19.4 and now work in 24.x.',
        fact: '60% of my closed loans',
      },
      {
        text: "NMLS ID #2219846 — I have an ID (made the acct for pre-licensing in 2020) but I'm NOT licensed or registered as an MLO, W-2 processors under an MLO don't need one. Eligible for NAMP's CMLP (5+ yrs) — haven't applied.",
        rewrite:
          "NMLS ID #2219846: I created the account for pre-licensing in 2020, but I am not licensed or registered as an MLO, since W-2 processors working under an MLO do not need to be. I am eligible for NAMP's CMLP (5+ years) but have not applied.",
        fact: 'NMLS ID #2219846',
      },
    ],
    jobs: [
      {
        organisation:
          'Lakeshore Trails Credit Union – Mortgage Lending, Appleton, WI (merged w/ Tri-County Savings Bank, Oct 2023)',
        role: 'Senior Loan Processor / Closing Coordinator – 1st Mortgages',
        start: '2023.10',
        end: 'Present',
        bullets: [
          {
            text: 'Run 28-34 active files at a time ($9-11M in process), ~14-18 closings/mo. 2024 = 151 closed loans / $42.6M, ~40% FHA/VA/USDA, rest conv + CU portfolio ARMs (5/5, 7/6)',
            rewrite:
              'Run 28-34 active files at a time ($9-11M in process) with about 14-18 closings a month; in 2024 closed 151 loans totaling $42.6M, about 40% FHA/VA/USDA and the rest conventional and credit union portfolio ARMs (5/5, 7/6)',
            fact: '$42.6M',
          },
          {
            text: 'Turn times: app → submit to UW avg 6.5 days (was 9 days at the bank), CTC → closing avg 4 days. 0 locks expired in 2024 b/c of processing',
            rewrite:
              'Brought the average turn time from application to underwriting submission to 6.5 days (from 9 days at the bank) and from clear-to-close (CTC) to closing to an average of 4 days, with 0 locks expiring in 2024 because of processing',
            fact: '6.5 days',
          },
          {
            text: 'Closing coord. for all 1st mortgages (HELOCs stay w/ consumer lending) — schedule w/ 6 title cos, balance CDs w/ title, 3-business-day CD timing, wire requests to Accounting. $0 in tolerance cures on my files in 2024',
            rewrite:
              'Coordinate closings for all first mortgages (HELOCs stay with consumer lending): schedule with 6 title companies, balance Closing Disclosures (CDs) with title, manage the 3-business-day CD timing and send wire requests to Accounting, with $0 in tolerance cures on my files in 2024',
            fact: '$0 in tolerance cures',
          },
          {
            text: "Merger weekend 10/20–10/22/2023: moved TCSB's 63 in-process loans from the bank's Encompass (v22.2, on-prem) into the CU's Encompass 24.x cloud instance, re-disclosed 9 where the lender name changed",
            rewrite:
              "Over the merger weekend (10/20–10/22/2023), moved TCSB's 63 in-process loans from the bank's on-premises Encompass (v22.2) into the credit union's cloud Encompass 24.x instance, re-disclosing 9 loans where the lender name changed",
            fact: '63 in-process loans',
          },
          {
            text: "Covered the closer's desk Mar–May 2024 while she was out on maternity leave (41 closings) — fee waivers / exceptions still went to our VP of Lending, Dana Whitcomb",
            rewrite:
              "Covered the closer's desk from Mar–May 2024 during her maternity leave, handling 41 closings, while fee waivers and exceptions still went to our VP of Lending, Dana Whitcomb",
            fact: '41 closings',
          },
          {
            text: "Not a supervisor — team is me + 2 processors + 1 closer + 1 post-closer under the Mortgage Lending Mgr. I train new processors on Encompass 24.3 + conv/DU side (2 so far, TCSB was gov't-heavy)",
            rewrite:
              'Not a supervisor: the team is me, 2 processors, 1 closer and 1 post-closer under the Mortgage Lending Manager; I train new processors on Encompass 24.3 and the conventional/DU side (2 so far, since TCSB was government-heavy)',
            fact: 'Encompass 24.3',
          },
        ],
      },
      {
        organisation:
          'Tri-County Savings Bank, S.S.B. (TCSB), Neenah, WI (merged into Lakeshore Trails CU, Oct 2023)',
        role: 'Loan Processor II – Government Lending (FHA/VA/USDA)',
        start: '2021.03',
        end: '2023.09',
        bullets: [
          {
            text: "Gov't desk: FHA, VA + USDA 502 GRH only — ~10-13 closed loans/mo, pipeline usually $6-8M, loan amts $185k–$420k",
            rewrite:
              'Worked the government desk, handling only FHA, VA and USDA 502 GRH loans: about 10-13 closed loans a month, a pipeline usually of $6-8M and loan amounts of $185k–$420k',
            fact: '10-13 closed loans',
          },
          {
            text: "USDA RD backlog spring '22 — conditional commitments took 18-25 business days (normally 2-3). Started sending files to RD at CTC minus 30 days so borrowers didn't pay lock extensions",
            rewrite:
              'During the spring 2022 USDA Rural Development (RD) backlog, when conditional commitments took 18-25 business days instead of the usual 2-3, started sending files to RD 30 days before CTC so borrowers did not pay lock extensions',
            fact: '18-25 business days',
          },
          {
            text: "VA: COEs + appraisal orders in WebLGY, 2 Tidewater notices (both cured w/ comps from the buyer's agent, value came in), 3 funding-fee exempt vets (10%+ SC disability)",
            rewrite:
              "On VA loans, pulled COEs and ordered appraisals in WebLGY, handled 2 Tidewater notices (both cured with comparables from the buyer's agent, so the value came in) and processed 3 funding-fee-exempt veterans with a 10%+ service-connected disability",
            fact: '2 Tidewater notices',
          },
          {
            text: 'Pre-cleared every FHA file (CAIVRS, case # via FHA Connection, HUD-92900-A signed at app) before our DE underwriter — she reported to the Chief Credit Officer, I had no UW authority. Avg 1.8 condition rounds/file vs dept 2.6',
            rewrite:
              'Pre-cleared every FHA file (CAIVRS, case number through FHA Connection, HUD-92900-A signed at application) before it went to our DE underwriter, who reported to the Chief Credit Officer; I had no underwriting authority. Averaged 1.8 condition rounds per file against a department average of 2.6',
            fact: '1.8 condition rounds',
          },
          {
            text: '2022 HMDA LAR scrub w/ compliance — fixed 27 of 412 reportable loans (~6.6%) before the 3/1/2023 filing',
            rewrite:
              'Scrubbed the 2022 HMDA LAR with compliance, correcting 27 of 412 reportable loans (about 6.6%) before the 3/1/2023 filing',
            fact: '27 of 412',
          },
        ],
      },
      {
        organisation:
          'Tri-County Savings Bank, S.S.B. (TCSB), Neenah, WI (merged into Lakeshore Trails CU, Oct 2023)',
        role: 'Loan Processor I',
        start: '2019.04',
        end: '2021.02',
        bullets: [
          {
            text: 'Conv + FHA purchases for 3 LOs, 20-26 files in my pipeline; refi boom → 31 closings in Dec 2020 (my record, normal was 12-15/mo)',
            rewrite:
              'Processed conventional and FHA purchases for 3 LOs with 20-26 files in my pipeline; in the refinance boom reached 31 closings in Dec 2020, my record against a normal 12-15 a month',
            fact: '31 closings in Dec 2020',
          },
          {
            text: "Started hybrid e-closings w/ DocMagic Aug 2020 (no eNote, e-sign everything but the note) — 112 hybrid closings by Feb '21",
            rewrite:
              'Started hybrid e-closings with DocMagic in Aug 2020 (no eNote; everything but the note e-signed), reaching 112 hybrid closings by Feb 2021',
            fact: '112 hybrid closings',
          },
          {
            text: 'Redesigned URLA (new 1003) ahead of the 3/1/2021 mandate — rebuilt 14 doc checklists in Encompass 20.3 for the processing team',
            rewrite:
              'Prepared for the redesigned URLA (the new 1003) ahead of the 3/1/2021 mandate by rebuilding 14 document checklists in Encompass 20.3 for the processing team',
            fact: 'Encompass 20.3',
          },
          {
            text: 'VOEs thru The Work Number (~$60-85/pull), tax transcripts via 4506-C / IVES, flood certs, VOD/VOR',
            rewrite:
              'Ordered VOEs through The Work Number (about $60-85 per pull), tax transcripts through 4506-C / IVES, flood certifications and VODs/VORs',
            fact: 'The Work Number',
          },
          {
            text: "Took the SAFE MLO test Nov 2020 (bank paid) to move into originating — got 71%, need 75%. Didn't retake, stayed in processing",
            rewrite:
              'Took the SAFE MLO test in Nov 2020, paid for by the bank, to move into originating; scored 71% against the 75% needed, did not retake it and stayed in processing',
            fact: '71%',
          },
        ],
      },
      {
        organisation: 'Bayline Loan Servicing LLC (sub-servicer for ~30 community banks & CUs), De Pere, WI',
        role: 'Customer Service Rep II – Escrow & Payoffs',
        start: '2016.08',
        end: '2019.03',
        bullets: [
          {
            text: 'Inbound queue 70-90 calls/day — escrow shortages, payoff quotes, PMI removal (80% by request / 78% auto-term under HPA)',
            rewrite:
              'Handled an inbound queue of 70-90 calls a day covering escrow shortages, payoff quotes and PMI removal (80% LTV by request, 78% automatic termination under the HPA)',
            fact: '70-90 calls',
          },
          {
            text: '~250 payoff quotes/mo, avg turnaround <24 hrs (SLA 2 business days)',
            rewrite:
              'Prepared about 250 payoff quotes a month with an average turnaround under 24 hours against a 2-business-day SLA',
            fact: '250 payoff quotes',
          },
          {
            text: 'Backup on annual escrow analysis Oct–Dec 2018 — ~1,100 loans, RESPA cushion max 1/6 of annual disbursements',
            rewrite:
              'Served as backup on the annual escrow analysis in Oct–Dec 2018, covering about 1,100 loans within the RESPA maximum cushion of 1/6 of annual disbursements',
            fact: '1,100 loans',
          },
          {
            text: 'Black Knight MSP (servicing), Tempo, Genesys phones. QA score 96.4% avg (team goal 92)',
            rewrite:
              'Worked in Black Knight MSP (servicing), Tempo and Genesys phones, averaging a 96.4% QA score against a team goal of 92',
            fact: '96.4%',
          },
        ],
      },
    ],
    education: [
      {
        school: 'University of Wisconsin Oshkosh (online)',
        degree: 'BAS – in progress (part-time, 45 of 120 credits)',
        major: 'Leadership & Organizational Studies',
        start: '2022.01',
        end: '2027.05 (expected)',
      },
      {
        school: 'Fox Valley Technical College, Appleton, WI',
        degree: 'Associate of Applied Science (AAS)',
        major: 'Accounting',
        start: '2012.08',
        end: '2014.05',
      },
    ],
    skills: [
      'LOS: ICE Encompass 24.x (since v19.4) — eFolder, conditions, doc tracking',
      'AUS: Fannie DU, Freddie LPA, USDA GUS; FHA TOTAL Scorecard (thru DU)',
      "Gov't portals: FHA Connection (case #s, CAIVRS), VA WebLGY / VA Portal (COE, appraisals), USDA LINC",
      'FHA 203(b), VA purchase + IRRRL, USDA 502 GRH, conv (HomeReady / Home Possible), CU portfolio ARMs',
      'Closing: TRID LE/CD timing, tolerance cures, CD balancing w/ title, DocMagic hybrid e-close',
      'Verifications: The Work Number, 4506-C / IVES, flood certs, VOD/VOR',
      'HMDA LAR scrub, ECOA appraisal delivery',
      'Servicing: Black Knight MSP, RESPA escrow analysis, payoffs',
      'Core: Jack Henry Symitar (CU side, member look-ups)',
      'Excel (XLOOKUP, pivots), Teams',
    ],
    certificates: [
      'NAMP®-CMP – Certified Mortgage Processor (2021)',
      'Notary Public – State of Wisconsin, commission exp. 06/14/2027',
    ],
  },
  {
    id: 'en-r13-artdir-camille',
    locale: 'en-US',
    name: 'Camille R. Ostrowski',
    email: 'camille.ostrowski.design@gmail.com',
    phone: '(612) 555-0147',
    city: 'Minneapolis, MN',
    target: 'Art Director – in-house brand / retail creative (Twin Cities or hybrid)',
    summary: [
      {
        text: 'I have 9+ yrs in design: freelance, then a small branding agency, then in-house at Northbound (we were Lakeside Paddle & Pack until the Jan 2024 rebrand). Print + packaging + digital, and I still do my own press checks.',
        rewrite:
          'I have 9+ years in design: freelance, then a small branding agency, then in-house at Northbound Outdoor Co. (Lakeside Paddle & Pack until the Jan 2024 rebrand), across print, packaging and digital, and I still do my own press checks.',
        fact: 'Lakeside Paddle & Pack',
      },
      {
        text: 'Adobe Certified Professional (Illustrator + InDesign). Google UX Design cert in progress — 5 of 8 courses, paused since fall 2025.',
        rewrite:
          'Adobe Certified Professional in Illustrator and InDesign; the Google UX Design certificate is in progress (5 of 8 courses), paused since fall 2025.',
        fact: '5 of 8 courses',
      },
    ],
    jobs: [
      {
        organisation:
          'Northbound Outdoor Co. (formerly Lakeside Paddle & Pack) – in-house Brand Studio, Minneapolis, MN',
        role: 'Associate Art Director – Packaging & Retail / Brand System co-owner',
        start: '2023.07',
        end: 'Present',
        bullets: [
          {
            text: 'Report to our Creative Director (Dana Lindqvist). I art-direct the 2 designers + 1 production artist on the packaging/retail side, plus freelancers & photographers as needed',
            rewrite:
              'Report to the Creative Director, Dana Lindqvist, and art-direct the 2 designers and 1 production artist on the packaging and retail side, plus freelancers and photographers as needed',
            fact: '1 production artist',
          },
          {
            text: 'Led the in-house rollout of the Northbound identity after launch (3/14/24) — 480+ SKUs repackaged in 9 mos. Strategy, naming & logo were by the outside agency (Fernhill Partners, Chicago), not us',
            rewrite:
              'Led the in-house rollout of the Northbound identity after its launch on 3/14/24, repackaging 480+ SKUs in 9 months; strategy, naming and the logo came from the outside agency, Fernhill Partners (Chicago), not the in-house team',
            fact: '480+ SKUs',
          },
          {
            text: '6 seasonal campaigns/yr, ~1,100-1,300 deliverables each (OOH, in-store POP, paid social, email, PDP). Digital ≈ 65% of total asset volume',
            rewrite:
              'Deliver 6 seasonal campaigns a year with about 1,100-1,300 deliverables each (OOH, in-store POP, paid social, email and PDP), with digital at roughly 65% of total asset volume',
            fact: '6 seasonal campaigns',
          },
          {
            text: 'Built a die-line + print spec library (~140 templates, Illustrator/InDesign CC 2024) — reprints caused by file errors 11 in FY23 → 2 in FY25',
            rewrite:
              'Built a die-line and print spec library of about 140 templates in Illustrator and InDesign CC 2024, cutting reprints caused by file errors from 11 in FY23 to 2 in FY25',
            fact: 'die-line',
          },
          {
            text: 'Own the $210k/yr photo + retouching budget line (CD signs off on anything >$25k); 2025 came in 8% under plan',
            rewrite:
              'Own the $210k-a-year photo and retouching budget line, with the Creative Director signing off on anything over $25k, and brought 2025 in 8% under plan',
            fact: '$210k',
          },
          {
            text: "Presented Holiday '25 campaign concepts to the CMO (Rachel Okonjo) + exec team w/ Dana — approved in round 1",
            rewrite:
              'Presented the Holiday 2025 campaign concepts with Dana to the CMO, Rachel Okonjo, and the executive team, who approved them in the first round',
            fact: 'Rachel Okonjo',
          },
        ],
      },
      {
        organisation: 'Lakeside Paddle & Pack, Inc. (renamed Northbound Outdoor Co., 2024)',
        role: 'Graphic Designer II, in-house creative team',
        start: '2021.03',
        end: '2023.06',
        bullets: [
          {
            text: 'Spring + fall catalogs (96-112 pp) — print run cut from 250k to 180k copies, the other 70k moved to a digital flipbook',
            rewrite:
              'Designed the spring and fall catalogs (96-112 pages) and helped cut the print run from 250k to 180k copies by moving the other 70k to a digital flipbook',
            fact: '250k to 180k',
          },
          {
            text: 'Press checks at Quad (Sussex, WI plant) for the catalogs + a 40k-piece direct mail drop; proofed to GRACoL 2013 / G7',
            rewrite:
              'Ran press checks at the Quad plant in Sussex, WI for the catalogs and a 40k-piece direct mail drop, proofing to GRACoL 2013 and G7',
            fact: '40k-piece direct mail',
          },
          {
            text: "Moved the team from CC 2019 to CC 2022 w/ shared CC Libraries; cleaned up 7 designers' font folders for the Monotype license audit (Aug 2022)",
            rewrite:
              "Moved the team from CC 2019 to CC 2022 with shared CC Libraries, and cleaned up 7 designers' font folders for the Monotype license audit in Aug 2022",
            fact: 'Monotype license audit',
          },
          {
            text: 'Hang tags + sewn-in labels ~1.2M pcs/yr across 3 vendors (Avery Dennison + 2 local shops), PMS 7621 C matched on all 3',
            rewrite:
              'Handled hang tags and sewn-in labels, about 1.2M pieces a year across 3 vendors (Avery Dennison and 2 local shops), with PMS 7621 C matched at all 3',
            fact: 'Avery Dennison',
          },
          {
            text: "Set up the brand's 1st Figma component library for web banners & email (~60 components) with the eCom team",
            rewrite:
              "Set up the brand's first Figma component library for web banners and email, about 60 components, with the eCom team",
            fact: 'Figma component library',
          },
        ],
      },
      {
        organisation: 'Halftone & Co. (branding agency, ~12 people), St. Paul, MN',
        role: 'Designer (Jr. Designer until Sept 2019)',
        start: '2018.06',
        end: '2021.02',
        bullets: [
          {
            text: '20+ client brands, mostly food/bev + credit unions, usually 3-4 projects at a time',
            rewrite:
              'Worked on 20+ client brands, mostly food and beverage and credit unions, usually 3-4 projects at a time',
            fact: '20+ client brands',
          },
          {
            text: 'Agency got shortlisted at Cannes Lions 2019 (Outdoor) for North Loop Credit Union\'s "Cash Is Cold" — I did resizes + production art, I\'m not on the credits',
            rewrite:
              'The agency was shortlisted at Cannes Lions 2019 (Outdoor) for North Loop Credit Union\'s "Cash Is Cold"; I did the resizes and production art and am not on the credits',
            fact: 'Cannes Lions 2019',
          },
          {
            text: 'Bent Fork Brewing 12 oz can line: 14 SKUs, shrink sleeves first, then direct-print cans (min. 155k cans/SKU)',
            rewrite:
              'Designed the Bent Fork Brewing 12 oz can line of 14 SKUs, first as shrink sleeves and then as direct-print cans with a minimum of 155k cans per SKU',
            fact: '14 SKUs',
          },
          {
            text: 'Project budgets $8k-$40k; logged hrs in Harvest, mostly within 10% of the estimate',
            rewrite:
              'Worked on project budgets of $8k-$40k and logged hours in Harvest, mostly within 10% of the estimate',
            fact: '$8k-$40k',
          },
        ],
      },
      {
        organisation: 'Camille Ostrowski Design (freelance), Minneapolis',
        role: 'Freelance Graphic Designer – labels, menus & event print',
        start: '2016.06',
        end: '2018.05',
        bullets: [
          {
            text: '~25 clients, mostly Twin Cities restaurants & breweries + Seward Co-op (in-store signage)',
            rewrite:
              'Served about 25 clients, mostly Twin Cities restaurants and breweries, plus Seward Co-op for in-store signage',
            fact: '25 clients',
          },
          {
            text: 'Labels for Pepper Pike hot sauce — 4 SKUs, 1st run 5,000 labels each (digital press), brand is in 30+ stores now',
            rewrite:
              'Designed labels for Pepper Pike hot sauce, 4 SKUs with a first run of 5,000 labels each on a digital press; the brand is now in 30+ stores',
            fact: '5,000 labels',
          },
          {
            text: 'Menus, gig posters, zines — risograph + digital; billed $35-$55/hr',
            rewrite:
              'Designed menus, gig posters and zines for risograph and digital print, billing $35-$55 an hour',
            fact: '$35-$55',
          },
          {
            text: 'Subcontracted to Halftone Mar–May 2018 before they hired me full-time',
            rewrite: 'Subcontracted to Halftone from Mar–May 2018 before they hired me full-time',
            fact: 'Mar–May 2018',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Minneapolis College of Art and Design (MCAD)',
        degree: 'BFA',
        major: 'Graphic Design (Illustration minor)',
        start: '2012.09',
        end: '2016.05',
      },
    ],
    skills: [
      'Adobe CC 2024: InDesign, Illustrator, Photoshop, Acrobat Pro; After Effects (basic)',
      'Figma (components, variables, auto layout) + FigJam',
      'Packaging & die-lines; offset, flexo, digital & direct-print cans',
      'Color: G7 / GRACoL 2013, Pantone Connect, PMS matching on press',
      'Press checks & print vendor mgmt',
      'Art direction on photo/video shoots (shot lists, on-set, retouch notes)',
      'Brand guidelines & asset management (Frontify)',
      'Workfront, Harvest, Box',
    ],
    certificates: [
      'Adobe Certified Professional – Graphic Design & Illustration Using Adobe Illustrator (2022)',
      'Adobe Certified Professional – Print & Digital Media Publication Using Adobe InDesign (2020)',
    ],
  },
  {
    id: 'zh-r13-analyst-weijianing',
    locale: 'zh-CN',
    name: '魏嘉宁',
    email: 'weijianing_data@163.com',
    phone: '186 2175 3094',
    city: '上海',
    target: '高级数据分析师（用户增长 / 经营分析方向）— 互联网C端优先，上海·徐汇/闵行',
    summary: [
      {
        text: '我有7年左右数据相关经验：前3年在银行做外包BI（报表+数仓取数），21年7月来了上海做互联网，先做了1年多经营分析，23年起转用户增长分析。',
        rewrite:
          '我有约7年数据相关经验：前3年在银行做外包BI（报表开发与数仓取数），2021年7月来到上海进入互联网行业，先从事1年多经营分析，2023年起转做用户增长分析。',
        fact: '在银行做外包BI',
      },
      {
        text: '证书：CDA 一级 2020年拿的；CDA 二级 24年11月考了一次，客观题过了、案例没过，打算25年下半年再考',
        rewrite:
          '证书方面：2020年取得CDA 一级；2024年11月参加过一次CDA 二级考试，客观题通过、案例题未通过，计划2025年下半年再考。',
        fact: 'CDA 二级',
      },
      {
        text: 'Hive SQL / Spark SQL 天天写，Python 3.9（pandas、statsmodels）做实验分析；自己搭过的看板 40+ 个（FineBI + 神策）',
        rewrite:
          '日常使用Hive SQL与Spark SQL，用Python 3.9（pandas、statsmodels）做实验分析；独立搭建的看板 40+ 个（FineBI与神策）。',
        fact: '看板 40+ 个',
      },
    ],
    jobs: [
      {
        organisation: '上海栗子网络科技有限公司（栗子二手App；原上海栗子信息技术有限公司，2022年更名）',
        role: '高级数据分析师—用户增长组 / 兼经营分析周报负责人',
        start: '2023.04',
        end: '至今',
        bullets: [
          {
            text: '支持用户增长组（PM 3个+运营5个）的日常分析，向数据总监汇报、虚线给增长负责人；组里分析师就我和另外1个校招生',
            rewrite:
              '支持用户增长组（3名产品经理、5名运营）的日常分析，向数据总监汇报，并虚线汇报给增长负责人；组内分析师为我和另外1名校招生',
            fact: '向数据总监汇报',
          },
          {
            text: 'App DAU 约180万（24年双11峰值260w+）。拆新客首单漏斗：曝光→注册→实名→首单，实名这步流失最大（进到这一步的用户中只有61%完成），推动改"先逛后认证"，新客首单转化7.8%→9.6%',
            rewrite:
              'App DAU 约180万（2024年双11峰值超过260万）。拆解新客首单漏斗（曝光→注册→实名→首单），发现实名环节流失最大（进入该环节的用户中只有61%完成），推动改为“先逛后认证”，新客首单转化率由7.8%提升至9.6%',
            fact: 'DAU 约180万',
          },
          {
            text: '24年全年参与A/B实验37个（自己设计+出结论的22个），显著正向并全量的9个；实验平台是公司自研"栗子实验台 v2"，按user_id哈希分流，每个实验先做SRM校验',
            rewrite:
              '2024年全年参与A/B实验37个，其中22个由本人独立设计并给出结论，显著正向并全量上线9个；实验平台为公司自研的“栗子实验台 v2”，按user_id哈希分流，每个实验先做SRM校验',
            fact: '实验37个',
          },
          {
            text: '新用户留存：次留41%→46.5%、7留18.2%→21%（23Q3 vs 24Q3，口径=当日新增设备中第N天仍活跃的占比）；召回push实验里沉默30天用户中的4.3%被拉回，券成本每人3~5元',
            rewrite:
              '新用户次日留存由41%提升至46.5%，7日留存由18.2%提升至21%（2023Q3对比2024Q3，口径为当日新增设备中第N天仍活跃的占比）；召回push实验中，沉默30天用户中的4.3%被拉回，券成本为每人3~5元',
            fact: '沉默30天用户中的4.3%',
          },
          {
            text: '经营分析周报一直是我在出（兼着）：GMV、take rate、履约时效；24年平台GMV约41.6亿（23年33.8亿），take rate在4.8%~5.3%之间，周报发CEO办公室+各业务线负责人共30人左右',
            rewrite:
              '兼任经营分析周报负责人，覆盖GMV、take rate与履约时效；2024年平台GMV约41.6亿（2023年为33.8亿），take rate在4.8%~5.3%之间，周报发送给CEO办公室及各业务线负责人，共约30人',
            fact: 'GMV约41.6亿',
          },
          {
            text: '搭了用户生命周期分层（新/成长/成熟/沉默/流失 5层）+RFM，T+1 跑在Hive上，下游给CRM圈人用，覆盖约2,300万注册用户',
            rewrite:
              '搭建用户生命周期分层模型（新手、成长、成熟、沉默、流失共5层）并结合RFM，每日T+1在Hive上运行，供下游CRM圈选人群使用，覆盖约2,300万注册用户',
            fact: '约2,300万注册用户',
          },
        ],
      },
      {
        organisation: '上海栗子网络科技有限公司（栗子二手App；原上海栗子信息技术有限公司，2022年更名）',
        role: '数据分析师（经营分析）',
        start: '2021.07',
        end: '2023.03',
        bullets: [
          {
            text: '经营分析组，组长1+分析师4人（含我），对口交易中台、客服中心两个部门',
            rewrite: '所在经营分析组由组长1人、分析师4人（含我）组成，对接交易中台与客服中心两个部门',
            fact: '分析师4人（含我）',
          },
          {
            text: '从0搭经营看板：FineBI 5.1上一级看板3个、二级看板11个、专题看板20个（合计34个），日均查看~150人',
            rewrite:
              '从零搭建经营看板体系，在FineBI 5.1上建成一级看板3个、二级看板11个、专题看板20个（合计34个），日均查看人数约150人',
            fact: '合计34个',
          },
          {
            text: '月报+双周经营会材料。22年平台GMV 27.5亿，按 买家数×人均单数×客单价 拆，Q3下滑主要是客单价（手机品类-12%）拖的',
            rewrite:
              '负责月报和双周经营会材料；2022年平台GMV 27.5亿，按买家数×人均单数×客单价拆解归因，发现Q3下滑主要由客单价下降造成（手机品类-12%）',
            fact: 'GMV 27.5亿',
          },
          {
            text: '指标口径治理：梳理核心指标126个，出指标字典v1.0；DAU口径（设备去重vs账号去重）统一掉，两个口径差了8%左右',
            rewrite:
              '推动指标口径治理，梳理核心指标126个并发布指标字典v1.0，统一DAU口径（设备去重与账号去重），两种口径此前相差约8%',
            fact: '核心指标126个',
          },
          {
            text: '取数需求每月80个左右，写Python脚本（py3.8 + pyhive）自动跑周报，周一出数 11:00→9:30',
            rewrite:
              '每月处理取数需求80个左右，编写Python脚本（py3.8 + pyhive）自动生成周报，周一出数时间由11:00提前到9:30',
            fact: '80个左右',
          },
          {
            text: '23年初组织调整，跟着组长转到用户增长方向，2023.04晋升（P5→P6）',
            rewrite: '2023年初因组织调整随组长转向用户增长方向，并于2023.04晋升（P5→P6）',
            fact: 'P5→P6',
          },
        ],
      },
      {
        organisation: '南京汇科信息技术有限公司（外派驻场：金陵农商银行总行 数据管理部）',
        role: 'BI开发工程师（外包驻场）/ 兼报表需求对接',
        start: '2018.07',
        end: '2021.06',
        bullets: [
          {
            text: '人在银行数据管理部驻场，合同在汇科；项目组8个人（行方PM 1个+我们外包7个），我主要管监管报送和零售条线的报表',
            rewrite:
              '驻场于银行数据管理部，劳动合同在汇科；项目组共8人（行方项目经理1人、汇科外包7人），本人主要负责监管报送及零售条线报表',
            fact: '合同在汇科',
          },
          {
            text: '用帆软FineReport 10.0开发报表约90张：1104监管报表、EAST 5.0取数，还有零售/信用卡经营日报',
            rewrite:
              '使用帆软FineReport 10.0开发报表约90张，包括1104监管报表、EAST 5.0取数以及零售与信用卡经营日报',
            fact: '报表约90张',
          },
          {
            text: '20年下半年配合行里数仓从Oracle 11g迁到Hadoop（CDH 6.3.2，Hive 2.1），改写ETL脚本210多个（Kettle 8.3+存储过程），夜间跑批4.5h→2h左右',
            rewrite:
              '2020年下半年配合行内数仓由Oracle 11g迁移至Hadoop（CDH 6.3.2，Hive 2.1），改写ETL脚本210多个（Kettle 8.3及存储过程），夜间跑批时间由4.5小时缩短至约2小时',
            fact: 'ETL脚本210多个',
          },
          {
            text: '做零售条线经营驾驶舱（给分管零售的副行长看），指标有存款余额、AUM、新增客户数；全行零售存款余额约680亿',
            rewrite:
              '开发零售条线经营驾驶舱，供分管零售的副行长使用，指标涵盖存款余额、AUM与新增客户数；全行零售存款余额约680亿',
            fact: '约680亿',
          },
          {
            text: '2019年评上汇科“年度优秀驻场工程师”（所有驻场项目组加起来60多人，评了5个）',
            rewrite: '获评汇科2019年度“年度优秀驻场工程师”（全部驻场项目组共60多人，评选5人）',
            fact: '年度优秀驻场工程师',
          },
        ],
      },
      {
        organisation: '苏州瑞麦电子商务有限公司（天猫/京东家居类目代运营）',
        role: '数据分析实习生',
        start: '2017.12',
        end: '2018.05',
        bullets: [
          {
            text: '每天用生意参谋+京东商智拉5个店铺的流量/转化数据，Excel出日报',
            rewrite: '每天通过生意参谋和京东商智提取5个店铺的流量与转化数据，用Excel制作日报',
            fact: '5个店铺',
          },
          {
            text: '双12、年货节 活动复盘2次，活动期GMV约380万（5店合计）',
            rewrite: '完成双12与年货节两次活动复盘，活动期GMV约380万元（5个店铺合计）',
            fact: 'GMV约380万',
          },
          {
            text: '自学MySQL 5.7写基础查询，日报从手工2h缩到20min',
            rewrite: '自学MySQL 5.7编写基础查询，将日报制作时间由手工2小时缩短至20min',
            fact: 'MySQL 5.7',
          },
          {
            text: '实习结束拿到转正offer，最后没去，选了南京',
            rewrite: '实习结束时获得转正offer，最终未接受，选择去南京工作',
            fact: '转正offer',
          },
        ],
      },
    ],
    education: [
      {
        school: '南京审计大学',
        degree: '理学学士',
        major: '统计学（经济统计方向）',
        start: '2014.09',
        end: '2018.06',
      },
    ],
    skills: [
      'SQL：Hive SQL（Hive 2.1 / 3.1）、Spark SQL 3.x、MySQL 5.7/8.0、Oracle 11g；窗口函数、数据倾斜/分区裁剪调优',
      'Python 3.9：pandas、numpy、scipy、statsmodels，pyhive跑批，Jupyter',
      'BI：FineBI 5.1/6.0、FineReport 10.0、神策分析，Tableau 2020.4（用过半年）',
      'A/B实验：样本量估算、SRM校验、CUPED方差缩减、多重检验校正',
      '增长分析：漏斗、N日/区间留存、同期群、RFM、用户生命周期、首次/末次触点归因',
      '经营分析：GMV拆解、take rate、UE（单位经济）测算、月报/双周会材料',
      'ETL/调度：Kettle 8.3、DolphinScheduler，了解Informatica',
      '银行监管报送：1104、EAST 5.0取数口径',
      'Excel（透视表、Power Query）、PPT',
    ],
    certificates: ['CDA 数据分析师 一级（Level Ⅰ，2020年）', '全国计算机等级考试二级（Python）', 'CET-6'],
  },
  {
    id: 'zh-r13-jiaowu-fujiahui',
    locale: 'zh-CN',
    name: '付佳慧',
    email: 'fujiahui_wh@163.com',
    phone: '186 2703 4519',
    city: '武汉',
    target: '教务主管 / 校区教务负责人 — 素质教育、职业培训机构均可，武汉光谷、街道口一带优先',
    summary: [
      {
        text: '我有近11年教培经验，托管老师→课程顾问(CC)→班主任→教务主管，一直在一线校区；21年双减后从K12学科转到素质+成人职业培训这块。',
        rewrite:
          '我有近11年教培行业经验，从托管老师起步，历任课程顾问（CC）、班主任，现任教务主管，一直在一线校区工作；2021年“双减”后由K12学科培训转向素质教育及成人职业培训。',
        fact: '近11年教培',
      },
      {
        text: '证书：教资有（初中语文，15年考的）；人力资源管理师三级23年11月考过一次，技能过了、理论知识没过(差3分)，准备明年再考。',
        rewrite:
          '证书方面：持有教师资格证（初中语文，2015年取得）；人力资源管理师三级于2023年11月参加过一次考试，技能部分通过，理论知识未通过（差3分），计划明年再考。',
        fact: '差3分',
      },
      {
        text: '系统：校宝ERP、小麦助教都用了3年以上，Excel做课消表/课酬表很熟，教育局年检、预收费资金监管这些流程能自己跑下来',
        rewrite:
          '系统方面：校宝ERP、小麦助教均使用3年以上，能熟练用Excel制作课消表和课酬表，可独立完成教育局年检、预收费资金监管等流程。',
        fact: '校宝ERP、小麦助教',
      },
    ],
    jobs: [
      {
        organisation: '武汉启航智学教育科技有限公司（原武汉学优培优教育，2021年“双减”后更名）光谷校区',
        role: '教务主管（光谷校区）/ 兼教资项目班主任',
        start: '2022.01',
        end: '至今',
        bullets: [
          {
            text: '校区在读学员1100人左右（素质类约780+成人职业类约320），专兼职老师28人（全职11+兼职17），教务组连我4个人，向校区校长张校汇报',
            rewrite:
              '负责校区约1100名在读学员（素质类约780人、成人职业类约320人）的教务工作，对接专兼职老师28人（全职11人、兼职17人），教务组连同本人共4人，向校区校长张校汇报',
            fact: '专兼职老师28人',
          },
          {
            text: '排课用校宝ERP：平常每周约620节，寒暑假高峰一周1,050节左右；36间教室(A101~A118、B201~B218)，调课/代课每月100次上下，排课冲突从每月十几起降到≤2起',
            rewrite:
              '使用校宝ERP排课：平时每周约620节，寒暑假高峰期每周约1,050节；统筹36间教室（A101~A118、B201~B218），每月处理调课、代课100次左右，排课冲突由每月十几起降至不超过2起',
            fact: '每周约620节',
          },
          {
            text: '课消：月均约95万，淡季(3月/11月)70万左右，2024年7月暑假峰值148.6万；每月5号前把课消表+课酬表报给财务和总部运营中心',
            rewrite:
              '负责课消统计：月均课消约95万元，淡季（3月、11月）约70万元，2024年7月暑假达到峰值148.6万元；每月5日前将课消表和课酬表报送财务及总部运营中心',
            fact: '峰值148.6万',
          },
          {
            text: '续费率(到期学员里续报的占比)从22年秋季58%做到24年秋季73%，退费率压在当月营收的1.5%以内',
            rewrite:
              '续费率（到期学员中续报的占比）由2022年秋季的58%提升至2024年秋季的73%，退费率控制在当月营收的1.5%以内',
            fact: '73%',
          },
          {
            text: '2023、2024两年配合校长迎区教育局年检（办学许可证 教民142011170002365号），材料清单80多项，两年都是一次过；预收费全部走资金监管账户',
            rewrite:
              '2023年和2024年配合校长迎接区教育局年检（办学许可证号：教民142011170002365号），准备材料清单80多项，两年均一次通过；预收费全部通过资金监管账户收取',
            fact: '材料清单80多项',
          },
          {
            text: '兼教资(笔试+面试)培训项目班主任：2024年开了3期(JZ2403、JZ2406、JZ2409)，每期45-60人，笔试科目一/二/三全过的约61%',
            rewrite:
              '兼任教师资格证（笔试及面试）培训项目班主任：2024年共开设3期（JZ2403、JZ2406、JZ2409），每期45-60人，笔试科目一、二、三全部通过的学员约61%',
            fact: '约61%',
          },
        ],
      },
      {
        organisation: '武汉启航智学教育科技有限公司（原武汉学优培优教育，2021年“双减”后更名）光谷校区',
        role: '班主任（初中部，语文/英语小班）',
        start: '2019.07',
        end: '2021.12',
        bullets: [
          {
            text: '带初二、初三共6个班，小班每班8-12人，在读学员最多时112人',
            rewrite: '负责初二、初三共6个班级（小班制，每班8-12人），在读学员最多时112人',
            fact: '在读学员最多时112人',
          },
          {
            text: '每次课后企业微信群发学情反馈，每月1次家长会；学员出勤率96%+，本人带班期末续报率81%(校区平均67%)',
            rewrite:
              '每次课后通过企业微信群发送学情反馈，每月召开1次家长会；学员出勤率96%以上，本人所带班级期末续报率81%（校区平均为67%）',
            fact: '续报率81%',
          },
          {
            text: '20年疫情(2020.02-2020.05)线下全停，配合转腾讯课堂/ClassIn上课，我负责的学员转线上率约93%',
            rewrite:
              '2020年疫情期间（2020.02-2020.05）线下课程全部暂停，配合转为腾讯课堂、ClassIn线上授课，本人负责学员的转线上率约93%',
            fact: '转线上率约93%',
          },
          {
            text: '2021年7月双减出来后初中学科课全停，协助校长处理初中部退费：约400名学员，退费约210万元，9月底前全部退完，没有一起12345投诉',
            rewrite:
              '2021年7月“双减”政策出台后初中学科类课程全部停课，协助校长处理初中部退费工作：涉及约400名学员，退费约210万元，于9月底前全部退完，未发生一起12345投诉',
            fact: '退费约210万元',
          },
          {
            text: '2020年度校区“金牌班主任”（全校区班主任14个，评1个）',
            rewrite: '获评2020年度校区“金牌班主任”（全校区14名班主任中评选1人）',
            fact: '金牌班主任',
          },
        ],
      },
      {
        organisation: '武汉博雅少儿英语培训学校（汉街中心）',
        role: '课程顾问（CC）— 少儿英语',
        start: '2016.03',
        end: '2019.06',
        bullets: [
          {
            text: '市场部给leads，负责电话邀约+到访接待+试听跟进，每月到访约60组，试听转化率从28%左右提到35%',
            rewrite:
              '承接市场部提供的leads，负责电话邀约、到访接待及试听跟进，每月到访约60组，试听转化率由28%左右提升至35%',
            fact: '每月到访约60组',
          },
          {
            text: '个人月均业绩12-15万，最高一个月是2018年7月暑假23.6万；课包客单价1.2w-1.8w(96课时/144课时两档)',
            rewrite:
              '个人月均业绩12万-15万元，单月最高为2018年7月暑假的23.6万元；课包客单价1.2万-1.8万元（分96课时、144课时两档）',
            fact: '23.6万',
          },
          {
            text: '2018全年签单156单，其中转介绍来的大概占4成',
            rewrite: '2018年全年签单156单，其中约4成来自转介绍',
            fact: '全年签单156单',
          },
          {
            text: '17、18年连续两年中心“销冠”（CC组一共8个人）',
            rewrite: '2017、2018年连续两年获得中心“销冠”（CC组共8人）',
            fact: '“销冠”',
          },
          {
            text: '协助CC主管带新人，带过3个新CC过试用期',
            rewrite: '协助CC主管带教新人，带过3名新CC顺利通过试用期',
            fact: '协助CC主管',
          },
        ],
      },
      {
        organisation: '武汉市洪山区小蜜蜂午托晚辅中心（个体）',
        role: '辅导老师（小学语文+作业辅导）',
        start: '2014.07',
        end: '2016.02',
        bullets: [
          {
            text: '午托+晚辅，带1-3年级约25个孩子，管午饭午休+作业辅导',
            rewrite: '负责午托及晚辅，带1-3年级约25名孩子，照看午饭、午休并辅导作业',
            fact: '1-3年级',
          },
          {
            text: '每天批作业、帮孩子整理错题本，期末语文平均分从82分左右提到88分',
            rewrite: '每天批改作业、帮助孩子整理错题本，期末语文平均分由82分左右提升至88分',
            fact: '88分',
          },
          {
            text: '2015年上半年考出教资（初中语文），普通话二甲',
            rewrite: '2015年上半年取得教师资格证（初中语文），普通话水平二级甲等',
            fact: '2015年上半年',
          },
          {
            text: '寒暑假帮中心招生（发单页、接待家长），两个假期带来新生30多个',
            rewrite: '寒暑假协助中心招生（派发单页、接待家长），两个假期共带来新生30多名',
            fact: '新生30多',
          },
        ],
      },
    ],
    education: [
      {
        school: '江汉大学（继续教育学院）',
        degree: '本科（成人高考，业余，在读）',
        major: '汉语言文学',
        start: '2024.03',
        end: '2026.07（预计）',
      },
      {
        school: '武汉职业技术学院',
        degree: '大专',
        major: '语文教育',
        start: '2011.09',
        end: '2014.06',
      },
    ],
    skills: [
      '校宝ERP（排课、课消、课酬模块）',
      '小麦助教、ClassIn、腾讯课堂/腾讯会议',
      'Excel：数据透视表、VLOOKUP、SUMIFS',
      '企业微信社群、家校沟通、家长会组织',
      '排课/调课/代课，师资课酬核算',
      '续费、转介绍、退费处理',
      '非学科类培训机构年检、预收费资金监管',
      '电话邀约、到访接待、试听转化（CC全流程）',
    ],
    certificates: ['教师资格证（初级中学 语文，2015年）', '普通话水平测试二级甲等'],
  },
  {
    id: 'zh-r13-workshop-haolijun',
    locale: 'zh-CN',
    name: '郝立军',
    email: 'haolijun89@163.com',
    phone: '139 7152 8064',
    city: '武汉',
    target: '生产车间主任 / 生产经理 — 汽车零部件（注塑+装配），武汉经开区·蔡甸，期望税前16-20k',
    summary: [
      {
        text: '我有14年汽车零部件生产一线经验，注塑调机工、班组长、生产计划员都干过，20年3月起做车间主任，管注塑+装配两个车间(38台注塑机、6条装配线，4个班组长)。',
        rewrite:
          '我有14年汽车零部件生产一线经验，先后担任注塑调机工、班组长和生产计划员，2020年3月起任车间主任，负责注塑与装配两个车间（38台注塑机、6条装配线，下设4个班组长）。',
        fact: '38台注塑机',
      },
      {
        text: '证书：IATF 16949内审员 2019年10月拿的（SGS通标培训），22-24年参加公司内审6次；六西格玛绿带只参加过公司组织的培训（2022年，共10天），项目没结题，没拿证。',
        rewrite:
          '证书方面：2019年10月取得IATF 16949内审员证书（SGS通标培训），2022-2024年参加公司内审6次；六西格玛绿带仅参加过公司组织的培训（2022年，共10天），因项目没结题，未取得证书。',
        fact: '项目没结题',
      },
      {
        text: '希望找汽车零部件厂的车间主任/生产经理，武汉经开区、蔡甸都可以，能接受倒班和加班',
        rewrite: '希望应聘汽车零部件工厂的车间主任或生产经理岗位，武汉经开区、蔡甸均可，能接受倒班和加班。',
        fact: '武汉经开区',
      },
    ],
    jobs: [
      {
        organisation:
          '武汉澳科汽车部件有限公司（原武汉东澳汽车部件有限公司，中法合资，2021年7月法方收购中方股权后转为外商独资）',
        role: '生产车间主任（注塑+装配）/ 兼EHS联络人',
        start: '2020.03',
        end: '至今',
        bullets: [
          {
            text: '管注塑+装配2个车间，直接向生产总监(法方外派，Mr. Laurent)汇报；注塑38台机（海天MA/JU+恩格尔duo，80T~1600T），装配6条线（出风口3条、手套箱2条、杯托1条）',
            rewrite:
              '负责注塑与装配2个车间，直接向生产总监（法方外派，Mr. Laurent）汇报；注塑车间共38台注塑机（海天MA/JU系列及恩格尔duo，80T~1600T），装配车间共6条线（出风口3条、手套箱2条、杯托1条）',
            fact: '手套箱2条',
          },
          {
            text: '人员：注塑白/夜2个班组各26人左右，装配A/B 2个班组各30来人，另有物料员3个+车间文员1个；4个班组长直接报给我',
            rewrite:
              '人员方面：注塑白班、夜班2个班组各26人左右，装配A、B 2个班组各约30人，另有物料员3名、车间文员1名；4名班组长直接向本人汇报',
            fact: '各26人左右',
          },
          {
            text: '产能：月产能62万件→88万件(20年 vs 24年)，全年约1,050万件；22年Q3新接神龙C5 Aircross出风口+东风本田XR-V手套箱2个项目，SOP都按节点',
            rewrite:
              '产能方面：月产能由62万件提升至88万件（2020年对比2024年），全年约1,050万件；2022年Q3新接神龙C5 Aircross出风口及东风本田XR-V手套箱2个项目，均按节点SOP',
            fact: '全年约1,050万件',
          },
          {
            text: '良率：装配FPY 96.2%→98.9%，注塑报废率2.7%→1.4%(车间报废金额里注塑占约60%)；东风本田客户PPM 186→42（2023年度）',
            rewrite:
              '良率方面：装配直通率（FPY）由96.2%提升至98.9%，注塑报废率由2.7%降至1.4%（车间报废金额中注塑占约60%）；东风本田客户PPM由186降至42（2023年度）',
            fact: '98.9%',
          },
          {
            text: 'IM-17（恩格尔duo 5500/1600，手套箱本体专机）月均停机38h，牵头TPM+自主点检，降到9h以内；AL-04线加了康耐视视觉防错(In-Sight 2800)，之后漏装类客诉0起',
            rewrite:
              '针对IM-17（恩格尔duo 5500/1600，手套箱本体专机）月均停机38h的问题，牵头推行TPM及自主点检，降至9h以内；AL-04线加装康耐视视觉防错系统（In-Sight 2800）后，漏装类客户投诉为0起',
            fact: 'IM-17',
          },
          {
            text: '21.7合资转独资后按集团标准重做SOP/PFMEA/CP，改了140多份文件；2023.11 IATF 16949再认证(BV审核)车间0个不符合项；兼EHS联络人，截至24年底车间连续1100+天无损工事故',
            rewrite:
              '2021年7月公司由合资转为独资后，按集团标准重新编制SOP、PFMEA及CP，共修订140多份文件；2023.11 IATF 16949再认证（BV审核）中车间0个不符合项；兼任EHS联络人，截至2024年底车间连续1100+天无损工事故',
            fact: '140多份文件',
          },
        ],
      },
      {
        organisation:
          '武汉澳科汽车部件有限公司（原武汉东澳汽车部件有限公司，中法合资，2021年7月法方收购中方股权后转为外商独资）',
        role: '生产计划员（PMC）— 注塑件及装配总成',
        start: '2016.04',
        end: '2020.02',
        bullets: [
          {
            text: '负责注塑+装配排产：注塑32台机、装配4条线，约460个料号；SAP跑MRP(MD01/MD04)，出日计划+周计划+3个月滚动计划',
            rewrite:
              '负责注塑与装配排产，覆盖注塑机32台、装配线4条，约460个料号；在SAP中运行MRP（MD01/MD04），编制日计划、周计划及3个月滚动计划',
            fact: '约460个料号',
          },
          {
            text: '客户订单：东风本田走EDI，神龙/东风日产是邮件+Excel预测，每周二更新；交付准时率OTD 93.5%→99.2%（2017 vs 2019），全年0次停线',
            rewrite:
              '客户订单方面：东风本田通过EDI下单，神龙和东风日产通过邮件及Excel预测下单，每周二更新；交付准时率（OTD）由93.5%提升至99.2%（2017年对比2019年），全年0次停线',
            fact: '93.5%',
          },
          {
            text: '成品库存天数11天→6.5天；2018年清呆滞料约126万元(其中报废37万，其余退供应商/折价处理)',
            rewrite:
              '成品库存天数由11天降至6.5天；2018年清理呆滞料约126万元（其中报废37万元，其余退回供应商或折价处理）',
            fact: '约126万元',
          },
          {
            text: '2018/10-2019/01驻东风本田第二工厂(武汉经开区)做驻厂计划员，3个月，每天跟对方物流科对JIT看板',
            rewrite:
              '2018/10-2019/01派驻东风本田第二工厂（武汉经开区）担任驻厂计划员，为期3个月，每天与对方物流科核对JIT看板',
            fact: '驻厂计划员',
          },
          {
            text: '协助生产总监做2019年产能规划：注塑机负荷率测算(当时平均87%，高峰超100%)，提出新增4台(2台海天MA2500/III+2台恩格尔duo 5500/650)，19年底到厂',
            rewrite:
              '协助生产总监完成2019年产能规划，测算注塑机负荷率（当时平均87%，高峰超过100%），提出新增4台注塑机（海天MA2500/III 2台、恩格尔duo 5500/650 2台），于2019年底到厂',
            fact: 'MA2500/III',
          },
        ],
      },
      {
        organisation: '武汉鑫达塑胶制品有限公司（台资，武汉经开区，东澳的二级供应商）',
        role: '注塑班组长（夜班）— 汽车内饰小件',
        start: '2013.06',
        end: '2016.03',
        bullets: [
          {
            text: '夜班班组长，管16台机(震雄JM168~JM468+海天HTF250X)，班组里调机2人、操作工22人、QC 1人',
            rewrite:
              '担任夜班班组长，负责16台注塑机（震雄JM168~JM468及海天HTF250X），班组内有调机员2人、操作工22人、QC 1人',
            fact: 'JM168~JM468',
          },
          {
            text: '夜班每月出货约9万~11万件(门板饰条、杯托、出风口叶片)，大部分供东澳',
            rewrite: '夜班每月出货约9万~11万件（门板饰条、杯托、出风口叶片），大部分供应东澳',
            fact: '9万~11万件',
          },
          {
            text: '夜班不良率4.1%→1.8%(2014全年)，推首件三检+巡检表，QC一小时巡一次',
            rewrite: '夜班不良率由4.1%降至1.8%（2014年全年），推行首件三检及巡检表，QC每小时巡检一次',
            fact: '4.1%',
          },
          {
            text: '每月跟统计对一遍工时/产量算计件工资，班组人均4.5k-6k',
            rewrite: '每月与统计员核对工时和产量，核算计件工资，班组人均4.5k-6k',
            fact: '4.5k-6k',
          },
          {
            text: '2015年班组拿了4次厂里"5S红旗班组"（全年12个月评比）',
            rewrite: '2015年所带班组4次获得厂内“5S红旗班组”（全年12个月评比）',
            fact: '5S红旗班组',
          },
        ],
      },
      {
        organisation: '武汉鑫达塑胶制品有限公司（台资，武汉经开区，东澳的二级供应商）',
        role: '注塑操作工 → 调机工',
        start: '2010.07',
        end: '2013.05',
        bullets: [
          {
            text: '进厂先做操作工，一人看2台机，修毛边+包装，两班倒',
            rewrite: '入职后先任操作工，一人看2台机，负责修毛边和包装，两班倒',
            fact: '一人看2台机',
          },
          {
            text: '2011.09转调机工，跟师傅学上下模、调参数，后面能独立调震雄/海天的机',
            rewrite: '2011.09转为调机工，跟随师傅学习上下模和参数调整，之后能够独立调试震雄、海天注塑机',
            fact: '2011.09',
          },
          {
            text: '12年考注塑工中级工（四级），理论过了实操没过，后来没再考',
            rewrite: '2012年报考注塑工中级工（四级），理论通过但实操没过，之后未再报考',
            fact: '实操没过',
          },
          {
            text: '合理化建议被采纳5条，其中水口料按颜色分开粉碎回用，一年省料约8吨',
            rewrite: '提出的合理化建议被采纳5条，其中水口料按颜色分开粉碎回用一项，每年节省原料约8吨',
            fact: '约8吨',
          },
        ],
      },
    ],
    education: [
      {
        school: '武汉理工大学（网络教育学院）',
        degree: '本科（网络教育专升本，在读，还差4门）',
        major: '机械设计制造及其自动化',
        start: '2023.03',
        end: '2026.01（预计）',
      },
      {
        school: '武汉软件工程职业学院',
        degree: '大专（全日制）',
        major: '模具设计与制造',
        start: '2007.09',
        end: '2010.06',
      },
    ],
    skills: [
      '注塑：海天MA/JU、恩格尔duo、震雄JM；调机、试模、SMED快速换模',
      '装配：超声波焊接（必能信2000X）、热铆、电枪拧紧（Desoutter）、气密/EOL检测、视觉防错',
      '计划：SAP PP/MM（MD01、MD04、CO01），EDI订单，Excel排产表',
      '精益/班组管理：TPM、5S、标准作业、安灯（Andon）、班前会',
      '质量：IATF 16949、APQP/PPAP、PFMEA、CP、8D、SPC、MSA',
      'MES报工+扫码追溯，激光打标',
      'EHS：LOTO上锁挂牌、危化品（脱模剂/清洗剂）管理',
      'Minitab基础操作（绿带培训时学的）',
    ],
    certificates: [
      'IATF 16949:2016 内审员（SGS通标，2019年10月）',
      '生产经营单位安全生产管理人员考核合格证（湖北省，2023年，有效期3年）',
    ],
  },
  // Added in session 10 as the new held-out fifth (written by helpers, never looked at while tuning).
  {
    id: 'en-pharmacy-nadia',
    locale: 'en-US',
    name: 'Nadia Kowalczyk',
    email: 'nkowalczyk.rph@outlook.com',
    phone: '+1 612 555 0136',
    city: 'Minneapolis, MN',
    target: 'Clinical Pharmacist Specialist – Critical Care',
    summary: [
      {
        text: 'I have 9 years as a licensed pharmacist, first in retail at CVS and since 2021 on the inpatient side of a 630-bed teaching hospital.',
        rewrite:
          'I have 9 years as a licensed pharmacist, first in retail at CVS and since 2021 on the inpatient side of a 630-bed teaching hospital.',
        fact: '630-bed teaching hospital',
      },
    ],
    jobs: [
      {
        organisation: 'Abbott Northwestern Hospital',
        role: 'Clinical Pharmacist',
        start: '2021.02',
        end: 'Present',
        bullets: [
          {
            text: 'Verify ~350 med orders per shift in Epic Willow for the CVICU, step-down and gen med',
            rewrite:
              'Verify about 350 medication orders per shift in Epic Willow for the CVICU, step-down and general medicine units',
            fact: 'Epic Willow',
          },
          {
            text: 'Round with the CVICU team 3 days/week - renal dosing, anticoag, sedation and pressor recs',
            rewrite:
              'Round with the CVICU team 3 days a week, making renal dosing, anticoagulation, sedation and vasopressor recommendations',
            fact: 'CVICU team',
          },
          {
            text: 'Pharmacy lead when we switched vancomycin dosing from troughs to AUC/MIC in 2022, trained 40 pharmacists',
            rewrite:
              'Led the pharmacy side of the 2022 switch of vancomycin dosing from troughs to AUC/MIC, training 40 pharmacists',
            fact: '40 pharmacists',
          },
          {
            text: 'Ran the IV to PO conversion program, saved about $210,000 in drug spend in FY2024',
            rewrite: 'Ran the IV-to-PO conversion program, saving about $210,000 in drug spend in FY2024',
            fact: '$210,000',
          },
          {
            text: 'Precept PGY1 residents and APPE students (4-6 a year)',
            rewrite: 'Precept PGY1 residents and APPE students, 4-6 a year',
            fact: 'PGY1 residents',
          },
        ],
      },
      {
        organisation: 'CVS Pharmacy',
        role: 'Pharmacist in Charge',
        start: '2017.06',
        end: '2021.01',
        bullets: [
          {
            text: 'PIC for a 24-hour store in Bloomington, about 1,600 Rx a week',
            rewrite:
              'Served as Pharmacist in Charge of a 24-hour store in Bloomington filling about 1,600 Rx a week',
            fact: '1,600 Rx a week',
          },
          {
            text: 'Supervised 5 pharmacy techs and 1 intern, did the schedule and weekly ordering',
            rewrite: 'Supervised 5 pharmacy techs and 1 intern, and handled the schedule and weekly ordering',
            fact: '5 pharmacy techs',
          },
          {
            text: 'Gave 2,000+ immunizations in the 2020-21 season (flu, Shingrix, COVID-19)',
            rewrite:
              'Administered 2,000+ immunizations in the 2020-21 season, including flu, Shingrix and COVID-19',
            fact: '2,000+ immunizations',
          },
          {
            text: 'Kept the CII perpetual inventory, no discrepancies in 2 Board of Pharmacy inspections',
            rewrite:
              'Maintained the CII perpetual inventory, with no discrepancies found in 2 Board of Pharmacy inspections',
            fact: 'CII perpetual inventory',
          },
        ],
      },
    ],
    education: [
      {
        school: 'University of Minnesota College of Pharmacy',
        degree: 'PharmD',
        major: 'Pharmacy',
        start: '2013.08',
        end: '2017.05',
      },
      {
        school: 'University of Wisconsin-Eau Claire',
        degree: 'BS',
        major: 'Chemistry',
        start: '2009.09',
        end: '2013.05',
      },
    ],
    skills: [
      'Epic Willow, Pyxis MedStation ES, DoseEdge',
      'Pharmacokinetics: vancomycin AUC, aminoglycosides, heparin and warfarin protocols',
      'Antimicrobial stewardship, renal and hepatic dose adjustment',
      'USP <797>/<800> sterile and hazardous compounding',
      'CVS RxConnect (retail)',
    ],
    certificates: [
      'Licensed Pharmacist, Minnesota Board of Pharmacy (2017)',
      'BCPS – Board Certified Pharmacotherapy Specialist (BPS, 2023)',
      'APhA Pharmacy-Based Immunization Delivery',
    ],
  },
  {
    id: 'en-civil-andres',
    locale: 'en-US',
    name: 'Andrés Salazar',
    email: 'asalazar87@yahoo.com',
    phone: '+1 720 555 0194',
    city: 'Denver, CO',
    summary: [
      {
        text: "Here's the short version: PE-licensed civil engineer, 8 years building highways and bridges in Colorado, from layout to closeout.",
        rewrite:
          "Here's the short version: PE-licensed civil engineer, 8 years building highways and bridges in Colorado, from layout to closeout.",
        fact: '8 years building highways and bridges',
      },
    ],
    jobs: [
      {
        organisation: 'Front Range Heavy Civil',
        role: 'Senior Site Engineer',
        start: '2021.03',
        end: 'Present',
        bullets: [
          {
            text: 'Site engineer for the $64M US 85 widening (CDOT, design-bid-build), 4.2 miles',
            rewrite: 'Site engineer on the $64M US 85 widening for CDOT, a 4.2-mile design-bid-build project',
            fact: '$64M',
          },
          {
            text: 'Own the self-perform budget - $7.8M earthwork, storm sewer and structures concrete. Finished the 2023 work $310K under',
            rewrite:
              'Own the $7.8M self-perform budget for earthwork, storm sewer and structures concrete, and finished the 2023 work $310K under budget',
            fact: '$310K under',
          },
          {
            text: 'Lead 2 crews on the bridge structures, 14 craft and 2 foremen',
            rewrite: 'Lead 2 crews on the bridge structures, 14 craft workers and 2 foremen',
            fact: '14 craft',
          },
          {
            text: 'PE stamp on temporary works: shoring, falsework and crane pad designs (30+ sets of calcs)',
            rewrite:
              'Stamp temporary works designs as PE, including shoring, falsework and crane pads, across 30+ sets of calcs',
            fact: 'falsework',
          },
          {
            text: 'Wrote the SWPPP and did the weekly inspections, no CDPHE violations',
            rewrite: 'Wrote the SWPPP and ran the weekly inspections, with no CDPHE violations',
            fact: 'SWPPP',
          },
        ],
      },
      {
        organisation: 'Kiewit Infrastructure Co.',
        role: 'Field Engineer',
        start: '2017.06',
        end: '2021.02',
        bullets: [
          {
            text: 'Field engineer on Central 70 in Denver - the I-70 lowered section',
            rewrite:
              'Field engineer on the Central 70 project in Denver, working on the I-70 lowered section',
            fact: 'Central 70',
          },
          {
            text: 'RFIs and submittals for the structures team, ~400 RFIs over the job',
            rewrite: 'Handled RFIs and submittals for the structures team, about 400 RFIs over the job',
            fact: '400 RFIs',
          },
          {
            text: 'Layout with Trimble GPS and total station for caissons, footings and MSE walls',
            rewrite: 'Laid out caissons, footings and MSE walls with Trimble GPS and a total station',
            fact: 'MSE walls',
          },
          {
            text: 'Tracked quantities for the monthly pay estimate (about $9M/month at peak)',
            rewrite: 'Tracked quantities for the monthly pay estimate, about $9M/month at peak',
            fact: '$9M/month',
          },
        ],
      },
    ],
    education: [
      {
        school: 'University of Colorado Boulder',
        degree: 'M.S.',
        major: 'Structural Engineering',
        start: '2015.08',
        end: '2017.05',
      },
      {
        school: 'Colorado School of Mines',
        degree: 'B.S.',
        major: 'Civil Engineering',
        start: '2011.08',
        end: '2015.05',
      },
    ],
    skills: [
      'Civil 3D, AutoCAD, Bluebeam Revu',
      'SAP2000, RISA-3D, Mathcad (temporary works calcs)',
      'Primavera P6, HCSS HeavyJob and HeavyBid',
      'Trimble Business Center, GPS rover, total station',
      'Jobsite Spanish',
    ],
    certificates: [
      'Professional Engineer (PE), Colorado, 2020',
      'OSHA 30-Hour Construction',
      'ACI Concrete Field Testing Technician – Grade I',
    ],
  },
  {
    id: 'en-support-brianna',
    locale: 'en-US',
    name: 'Brianna Tate',
    email: 'bri.tate92@hotmail.com',
    phone: '+1 801 555 0127',
    city: 'South Jordan, UT',
    target: 'Customer Support Manager',
    summary: [
      {
        text: "I've spent 8 years in customer support, the last 3 as a team lead at a SaaS company.",
        rewrite: "I've spent 8 years in customer support, the last 3 as a team lead at a SaaS company.",
        fact: '8 years in customer support',
      },
      {
        text: 'ITIL 4 certified, and I set up most of our Zendesk triggers and SLA policies.',
        rewrite: 'ITIL 4 certified, and set up most of our Zendesk triggers and SLA policies.',
        fact: 'SLA policies',
      },
    ],
    jobs: [
      {
        organisation: 'Lucid Software',
        role: 'Support Team Lead',
        start: '2022.02',
        end: 'Present',
        bullets: [
          {
            text: 'Lead a team of 9 agents on email and chat (Tier 1 + Tier 2), US hours plus weekend coverage',
            rewrite:
              'Lead a team of 9 agents across email and chat (Tier 1 and Tier 2), covering US hours and weekends',
            fact: 'team of 9 agents',
          },
          {
            text: 'CSAT up from 86% to 93% in 2023 after we rewrote our macros and added a weekend shift',
            rewrite: 'Raised CSAT from 86% to 93% in 2023 by rewriting our macros and adding a weekend shift',
            fact: '86% to 93%',
          },
          {
            text: 'Set up the Jira escalation workflow with engineering - P1 bugs get picked up in under 4 hrs now (was 2 days)',
            rewrite:
              'Set up the Jira escalation workflow with engineering, so P1 bugs are picked up in under 4 hrs instead of 2 days',
            fact: 'under 4 hrs',
          },
          {
            text: 'Weekly QA, I score 5 tickets per agent, plus monthly 1:1s',
            rewrite: 'Run weekly QA, scoring 5 tickets per agent, and hold monthly 1:1s',
            fact: '5 tickets per agent',
          },
        ],
      },
      {
        organisation: 'Lucid Software',
        role: 'Customer Support Specialist',
        start: '2019.04',
        end: '2022.01',
        bullets: [
          {
            text: 'Worked 60-70 Zendesk tickets a day for Lucidchart and Lucidspark',
            rewrite: 'Handled 60-70 Zendesk tickets a day for Lucidchart and Lucidspark',
            fact: 'Lucidchart and Lucidspark',
          },
          {
            text: 'Wrote or updated 45 help center articles (SSO, billing, admin console)',
            rewrite: 'Wrote or updated 45 help center articles on SSO, billing and the admin console',
            fact: '45 help center articles',
          },
          {
            text: 'Highest CSAT on my team 4 quarters in a row in 2021',
            rewrite: 'Had the highest CSAT on the team 4 quarters in a row in 2021',
            fact: '4 quarters in a row',
          },
        ],
      },
      {
        organisation: 'Apple',
        role: 'AppleCare At Home Advisor',
        start: '2017.07',
        end: '2019.03',
        bullets: [
          {
            text: 'Phone support for iPhone, iPad and Mac, about 40 calls a day',
            rewrite: 'Provided phone support for iPhone, iPad and Mac, taking about 40 calls a day',
            fact: '40 calls a day',
          },
          {
            text: 'Customer satisfaction 92% vs a 85% goal',
            rewrite: 'Kept customer satisfaction at 92% against an 85% goal',
            fact: '92%',
          },
          {
            text: 'Helped customers with Apple ID and account security issues',
            rewrite: 'Resolved Apple ID and account security issues for customers',
            fact: 'Apple ID',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Salt Lake Community College',
        degree: 'Associate of Arts',
        major: 'General Studies',
        start: '2015.08',
        end: '2017.05',
      },
    ],
    skills: [
      'Zendesk (admin: triggers, macros, SLA policies), Zendesk Explore',
      'Jira, Confluence, Slack',
      'Assembled for scheduling and forecasting',
      'QA scorecards, coaching, hiring and onboarding',
      'SSO/SAML troubleshooting, HAR files',
    ],
    certificates: ['ITIL 4 Foundation (PeopleCert, 2022)', 'HDI Support Center Team Lead (HDI-SCTL)'],
  },
  {
    id: 'zh-newmedia-linxiaowen',
    locale: 'zh-CN',
    name: '林晓雯',
    email: 'linxiaowen_0917@163.com',
    phone: '186 1032 5847',
    city: '北京',
    target: '新媒体运营/内容运营',
    summary: [
      {
        text: '这是我做新媒体的第7年，前3年在代运营公司，现在在字节跳动负责飞书的官方账号。',
        rewrite: '这是我做新媒体的第7年，前3年在代运营公司，现在在字节跳动负责飞书的官方账号。',
        fact: '做新媒体的第7年',
      },
      {
        text: '擅长公众号长图文和视频号内容，能写也能剪。',
        rewrite: '擅长公众号长图文与视频号内容，兼具写作和剪辑能力。',
        fact: '公众号长图文',
      },
    ],
    jobs: [
      {
        organisation: '北京字节跳动科技有限公司',
        role: '新媒体运营',
        start: '2021.09',
        end: '至今',
        bullets: [
          {
            text: '负责飞书官方公众号(选题/排期/推文)，粉丝从8.3w涨到12.6w',
            rewrite: '负责飞书官方公众号的选题、排期与推文发布，粉丝由8.3w增长至12.6w',
            fact: '12.6w',
          },
          {
            text: '2023年阅读量100万+的文章3篇,10w+的20多篇',
            rewrite: '2023年产出阅读量100万+的文章3篇、10w+文章20余篇',
            fact: '100万+',
          },
          {
            text: '从0开始做飞书视频号，主要发职场办公技巧类短视频，半年3.1万关注',
            rewrite: '从零搭建飞书视频号，以职场办公技巧类短视频为主，半年积累3.1万关注',
            fact: '3.1万关注',
          },
          {
            text: '配合市场部做飞书发布会的直播预热，预约人数破5w',
            rewrite: '配合市场部完成飞书发布会的直播预热，预约人数突破5w',
            fact: '飞书发布会',
          },
        ],
      },
      {
        organisation: '北京青禾文化传媒有限公司',
        role: '新媒体运营主管',
        start: '2020.03',
        end: '2021.08',
        bullets: [
          {
            text: '同时负责6个品牌客户的微信公众号和小红书代运营，主要是母婴和美妆',
            rewrite: '同时负责6个品牌客户的微信公众号与小红书代运营，客户以母婴和美妆品牌为主',
            fact: '6个品牌客户',
          },
          {
            text: '给一个母婴品牌做小红书种草，投了40多个腰部达人，笔记总曝光800w+',
            rewrite: '为某母婴品牌策划小红书种草投放，合作腰部达人40余位，笔记总曝光800w+',
            fact: '800w+',
          },
          {
            text: '带4个人的内容小组，每月给客户出数据月报，2020年客户续约率83%',
            rewrite: '带领4人内容小组，每月为客户输出数据月报，2020年客户续约率83%',
            fact: '续约率83%',
          },
        ],
      },
      {
        organisation: '北京青禾文化传媒有限公司',
        role: '新媒体编辑',
        start: '2018.07',
        end: '2020.02',
        bullets: [
          {
            text: '每天写2-3篇推文,用135编辑器和秀米排版',
            rewrite: '每天撰写2-3篇推文，使用135编辑器与秀米排版',
            fact: '135编辑器',
          },
          {
            text: '剪抖音短视频，单条最高播放86w',
            rewrite: '剪辑抖音短视频，单条最高播放量86w',
            fact: '86w',
          },
          {
            text: '整理热点日历和选题库',
            rewrite: '整理热点日历，维护选题库',
            fact: '热点日历',
          },
        ],
      },
    ],
    education: [
      {
        school: '河北大学',
        degree: '本科',
        major: '新闻学',
        start: '2014.09',
        end: '2018.06',
      },
    ],
    skills: [
      '公众号后台、135编辑器、秀米',
      '剪映、Pr基础剪辑，会用PS做封面图',
      '新榜、蝉妈妈、千瓜数据',
      '小红书蒲公英、巨量星图达人投放',
      'Excel（数据透视表）、飞书多维表格',
    ],
    certificates: ['英语六级（CET-6）'],
  },
  {
    id: 'zh-cost-huangjianping',
    locale: 'zh-CN',
    name: '黄建平',
    email: 'huangjp_zj@126.com',
    phone: '133 5718 2046',
    city: '杭州',
    target: '土建造价工程师',
    summary: [
      {
        text: '我有11年土建造价经验，施工单位和咨询单位都干过，熟悉清单计价、过程控制和结算审核。',
        rewrite: '我有11年土建造价经验，施工单位和咨询单位都干过，熟悉清单计价、过程控制和结算审核。',
        fact: '11年土建造价经验',
      },
      {
        text: '持一级造价工程师（土建）、二级建造师证书，在职读完了工程硕士。',
        rewrite: '持有一级造价工程师（土建）与二级建造师证书，在职取得工程硕士学位。',
        fact: '一级造价工程师',
      },
    ],
    jobs: [
      {
        organisation: '浙江华衡工程咨询有限公司',
        role: '造价工程师',
        start: '2021.03',
        end: '至今',
        bullets: [
          {
            text: '负责4个全过程造价咨询项目，总投资约23.6亿元，以住宅、学校为主，带2个助理',
            rewrite: '负责4个全过程造价咨询项目，总投资约23.6亿元，以住宅和学校项目为主，带领2名造价助理',
            fact: '23.6亿元',
          },
          {
            text: '某安置房项目结算审核：送审3.82亿元，审减2147万元，审减率5.6%',
            rewrite: '完成某安置房项目结算审核，送审金额3.82亿元，审减2147万元，审减率5.6%',
            fact: '2147万元',
          },
          {
            text: '编清单和招标控制价，GTJ2021建模算量+GCCP6.0组价',
            rewrite: '编制工程量清单与招标控制价，使用GTJ2021建模算量、GCCP6.0组价',
            fact: '招标控制价',
          },
          {
            text: '跟踪审计阶段审进度款、签证变更，每月出造价动态报告',
            rewrite: '在跟踪审计阶段审核进度款及签证变更，每月出具造价动态报告',
            fact: '造价动态报告',
          },
        ],
      },
      {
        organisation: '中天建设集团有限公司',
        role: '商务经理',
        start: '2018.04',
        end: '2021.02',
        bullets: [
          {
            text: '杭州某商业综合体项目(建筑面积约18.5万㎡)，负责对上进度款申报和对分包结算',
            rewrite: '负责杭州某商业综合体项目（建筑面积约18.5万㎡）的对上进度款申报与分包结算',
            fact: '18.5万㎡',
          },
          {
            text: '项目竣工结算报送4.96亿，最终审定4.71亿元',
            rewrite: '主导项目竣工结算，报送4.96亿元，最终审定金额4.71亿元',
            fact: '4.71亿元',
          },
          {
            text: '管项目合约部3个人，签劳务和专业分包合同40多份',
            rewrite: '管理项目合约部3名成员，签订劳务及专业分包合同40余份',
            fact: '分包合同',
          },
          {
            text: '通过签证索赔、材料调差多争取了约680万',
            rewrite: '通过签证索赔与材料调差，为项目多争取收入约680万元',
            fact: '680万',
          },
        ],
      },
      {
        organisation: '中天建设集团有限公司',
        role: '预算员',
        start: '2014.07',
        end: '2018.03',
        bullets: [
          {
            text: '在项目部做土建预算，用广联达GGJ、GCL算钢筋和土建量',
            rewrite: '在项目部负责土建预算，使用广联达GGJ、GCL计算钢筋及土建工程量',
            fact: 'GGJ',
          },
          {
            text: '参与编制2个住宅项目的施工图预算',
            rewrite: '参与编制2个住宅项目的施工图预算',
            fact: '施工图预算',
          },
          {
            text: '每月核对劳务队报量，做对下结算',
            rewrite: '每月核对劳务班组报量，办理对下结算',
            fact: '对下结算',
          },
        ],
      },
    ],
    education: [
      {
        school: '浙江大学',
        degree: '工程硕士',
        major: '建筑与土木工程（在职）',
        start: '2016.09',
        end: '2019.06',
      },
      {
        school: '浙江科技学院',
        degree: '本科',
        major: '工程管理',
        start: '2010.09',
        end: '2014.06',
      },
    ],
    skills: [
      '广联达GTJ2021、GCCP6.0，品茗也用过',
      '熟悉GB 50500-2013清单计价规范和浙江省2018版计价依据',
      '结算审核、签证变更管理、材料调差',
      'CAD看图，Excel（函数、透视表）',
      'C1驾照，能驻场',
    ],
    certificates: ['一级造价工程师（土木建筑工程）', '二级建造师（建筑工程）', '工程师（中级职称）'],
  },
  // Corporate relationship manager at a big state-owned bank, promoted from teller: two roles at one bank
  // (identical `organisation`), amounts in 亿/万, half-width "+" and "()" next to full-width punctuation.
  // Real facts that look invented: 中国建设银行 (a famous employer), a bullet that really names 华为 (an
  // invention marker: the generator will pick another ex-employer), 基金从业资格 + 银行从业资格（中级）+ 中级经济师,
  // a real part-time 金融硕士 from 暨南大学 (the 'mba' fault plants 在职MBA next to it), "7.85亿元", "4.6亿元".
  {
    id: 'zh-bank-liangjiaxin',
    locale: 'zh-CN',
    name: '梁嘉欣',
    email: 'liangjiaxin_dg@163.com',
    phone: '137-2690-4518',
    city: '东莞',
    target: '对公客户经理（公司金融）',
    summary: [
      {
        text: '希望继续做对公客户经理，我是建行柜员出身，2019年转岗对公，管户以东莞的制造业企业为主。',
        rewrite: '希望继续做对公客户经理，我是建行柜员出身，2019年转岗对公，管户以东莞的制造业企业为主。',
        fact: '柜员出身',
      },
      {
        text: '持有基金从业资格、银行从业资格(中级)，在职读完了暨南大学的金融硕士。',
        rewrite: '持有基金从业资格与银行从业资格（中级），在职取得暨南大学金融硕士学位。',
        fact: '基金从业资格',
      },
    ],
    jobs: [
      {
        organisation: '中国建设银行股份有限公司东莞分行',
        role: '对公客户经理',
        start: '2019.04',
        end: '至今',
        bullets: [
          {
            text: '管户63户对公客户（电子制造/模具/物流为主），对公存款日均从3.2亿做到7.85亿元',
            rewrite:
              '管理对公客户63户，以电子制造、模具和物流企业为主，对公存款日均余额由3.2亿元提升至7.85亿元',
            fact: '7.85亿元',
          },
          {
            text: '2023年新增授信投放4.6亿元(流贷+银承+保函)，当年无新增不良',
            rewrite: '2023年新增授信投放4.6亿元，涵盖流动资金贷款、银行承兑汇票及保函，当年无新增不良',
            fact: '4.6亿元',
          },
          {
            text: '给华为松山湖基地的二级供应商做应收账款融资，落地21户，累计放款1.38亿',
            rewrite: '为华为松山湖基地的二级供应商办理应收账款融资，落地21户，累计放款1.38亿元',
            fact: '华为松山湖基地',
          },
          {
            text: '推代发工资和企业网银,新签代发企业14家、代发人数约9200人',
            rewrite: '推广代发工资与企业网银，新签代发企业14家，代发人数约9200人',
            fact: '9200人',
          },
          {
            text: '2021、2022年连续两年分行"优秀客户经理"',
            rewrite: '2021年、2022年连续两年获评分行“优秀客户经理”',
            fact: '优秀客户经理',
          },
        ],
      },
      {
        organisation: '中国建设银行股份有限公司东莞分行',
        role: '综合柜员',
        start: '2016.07',
        end: '2019.03',
        bullets: [
          {
            text: '松山湖支行综合柜员，日均业务量120笔左右，个人对公都做',
            rewrite: '在松山湖支行担任综合柜员，日均办理个人及对公业务约120笔',
            fact: '120笔',
          },
          {
            text: '2016-2018连续3年柜面零差错，2017年拿了分行"服务之星"',
            rewrite: '2016—2018年连续3年保持柜面零差错，2017年获分行“服务之星”称号',
            fact: '柜面零差错',
          },
          {
            text: '办对公开户、账户年检和大额现金，可疑交易按反洗钱要求上报',
            rewrite: '办理对公开户、账户年检及大额现金业务，按反洗钱要求上报可疑交易',
            fact: '反洗钱',
          },
          {
            text: '厅堂营销推基金定投和理财，2018年转介对公客户11户',
            rewrite: '开展厅堂营销，推荐基金定投与理财产品，2018年转介对公客户11户',
            fact: '转介对公客户11户',
          },
        ],
      },
    ],
    education: [
      {
        school: '暨南大学',
        degree: '金融硕士',
        major: '金融（在职）',
        start: '2020.09',
        end: '2022.12',
      },
      {
        school: '广东金融学院',
        degree: '本科',
        major: '金融学',
        start: '2012.09',
        end: '2016.06',
      },
    ],
    skills: [
      '公司信贷：贷前调查、授信方案、贷后管理，会做现金流测算',
      '产品：流贷、银承、保函、国内信用证、应收账款保理、代发工资',
      '建行新一代核心系统、信贷管理系统、企业网银',
      '企查查、Wind查企业信息，Excel（数据透视表、VLOOKUP）',
      '粤语母语，C1驾照',
    ],
    certificates: ['银行从业资格（中级，公司信贷/风险管理）', '基金从业资格', '中级经济师（金融）'],
  },
  // Middle-school science teacher (North Carolina) who moved into corporate training and was promoted at the
  // training firm: two roles at one employer (identical `organisation`), a role with "&", an older title with
  // a slash ("7th/8th Grade"), "-", "->", "~", "+", "/yr", "w/" in bullets, abbreviations (EOG, PLC, BTs, vILT,
  // SOWs, SMEs, GMP). Real facts that look invented: a real client named in a bullet (Novo Nordisk), a real
  // NC teaching licence, a real M.Ed. from NC State (the 'mba' fault plants an MBA next to it, the degree
  // upgrade an Ed.D.), APTD (ATD) and Everything DiSC certifications, "$1.3M", "9 contract facilitators",
  // "2,100 learners", "13 instructor-led courses", and a real "Google Classroom" skill (so "Ex-Google" is not
  // planted; the generator picks another ex-employer).
  {
    id: 'en-training-meredith',
    locale: 'en-US',
    name: 'Meredith Caldwell',
    email: 'm.caldwell.nc@gmail.com',
    phone: '(919) 555-0148',
    city: 'Cary, NC',
    target: 'Learning & Development Program Manager',
    summary: [
      {
        text: 'I have been in a classroom of some kind since 2013: six years teaching middle school science, then corporate training for pharma and manufacturing clients.',
        rewrite:
          'I have been in a classroom of some kind since 2013: six years teaching middle school science, then corporate training for pharma and manufacturing clients.',
        fact: 'six years teaching middle school science',
      },
      {
        text: 'Licensed NC teacher (still active), M.Ed. in Training & Development from NC State, APTD in 2023',
        rewrite:
          'Licensed NC teacher (license still active), with an M.Ed. in Training & Development from NC State and the APTD since 2023.',
        fact: 'M.Ed. in Training & Development',
      },
    ],
    jobs: [
      {
        organisation: 'Longleaf Performance Group',
        role: 'Senior Facilitator & Program Lead',
        start: '2022.04',
        end: 'Present',
        bullets: [
          {
            text: "Program lead for the frontline supervisor academy at Novo Nordisk's Clayton plant - 11 weeks, 6 cohorts, 138 supervisors through so far",
            rewrite:
              "Lead the frontline supervisor academy at Novo Nordisk's Clayton plant, an 11-week program that has taken 6 cohorts and 138 supervisors through so far",
            fact: 'Novo Nordisk',
          },
          {
            text: 'Moved the academy from 2 full classroom days to blended (Rise 360 modules + 4 live vILT sessions), seat time down 40% w/ the same post-test scores',
            rewrite:
              'Redesigned the academy from 2 full classroom days into a blended format of Rise 360 modules and 4 live virtual sessions, cutting seat time 40% with unchanged post-test scores',
            fact: 'Rise 360',
          },
          {
            text: 'Schedule, observe and calibrate a bench of 9 contract facilitators',
            rewrite: 'Schedule, observe and calibrate a bench of 9 contract facilitators',
            fact: '9 contract facilitators',
          },
          {
            text: 'Own 4 client accounts, ~$1.3M/yr in training contracts, I write the SOWs and do quarterly reviews with client L&D',
            rewrite:
              "Own 4 client accounts worth about $1.3M a year in training contracts, writing the SOWs and running quarterly reviews with each client's L&D team",
            fact: '$1.3M',
          },
          {
            text: 'Added Level 3 follow-ups (30/60/90 day manager check-ins) -> 68% of supervisors showing the target behaviors at 90 days',
            rewrite:
              'Added Kirkpatrick Level 3 follow-ups with 30/60/90-day manager check-ins; 68% of supervisors showed the target behaviors at 90 days',
            fact: '68% of supervisors',
          },
        ],
      },
      {
        organisation: 'Longleaf Performance Group',
        role: 'Corporate Trainer',
        start: '2019.07',
        end: '2022.03',
        bullets: [
          {
            text: 'Taught new hire orientation, GMP basics and SOP training for pharma + med device manufacturers around RTP, classes of 15-25',
            rewrite:
              'Delivered new-hire orientation, GMP basics and SOP training for pharmaceutical and medical device manufacturers around RTP, in classes of 15-25',
            fact: 'GMP basics',
          },
          {
            text: '~2,100 learners trained 2019-2022, went fully virtual (Zoom/Teams) in March 2020 within 2 weeks',
            rewrite:
              'Trained about 2,100 learners from 2019 to 2022, moving fully virtual on Zoom and Teams within 2 weeks in March 2020',
            fact: '2,100 learners',
          },
          {
            text: 'Wrote 13 instructor-led courses from client SOPs and SME interviews (leader guide, participant guide, knowledge checks)',
            rewrite:
              'Wrote 13 instructor-led courses from client SOPs and SME interviews, each with a leader guide, participant guide and knowledge checks',
            fact: '13 instructor-led courses',
          },
          {
            text: 'Level 1 evals averaged 4.7 out of 5 over 96 sessions',
            rewrite: 'Averaged 4.7 out of 5 on Level 1 evaluations across 96 sessions',
            fact: '4.7 out of 5',
          },
        ],
      },
      {
        organisation: 'Holly Ridge Middle School',
        role: '7th/8th Grade Science Teacher',
        start: '2013.08',
        end: '2019.06',
        bullets: [
          {
            text: 'Taught 7th and 8th grade science, 5 sections/day, around 140 kids a year',
            rewrite: 'Taught 7th and 8th grade science in 5 sections a day, around 140 students a year',
            fact: '5 sections',
          },
          {
            text: "My students' 8th grade Science EOG proficiency went from 61% to 77% (2016 -> 2018)",
            rewrite:
              "Raised my students' 8th grade Science EOG proficiency from 61% to 77% between 2016 and 2018",
            fact: '61% to 77%',
          },
          {
            text: 'PLC lead for 8th grade science 3 yrs, wrote the common unit assessments w/ 4 other teachers',
            rewrite:
              'Led the 8th grade science PLC for 3 years, writing the common unit assessments with 4 other teachers',
            fact: 'common unit assessments',
          },
          {
            text: 'Coached the Science Olympiad team, 2 medals at regionals in 2018',
            rewrite: 'Coached the Science Olympiad team to 2 medals at regionals in 2018',
            fact: 'Science Olympiad',
          },
          {
            text: 'Mentor teacher for 2 BTs (NC Beginning Teacher Support Program)',
            rewrite:
              'Served as mentor teacher for 2 beginning teachers in the NC Beginning Teacher Support Program',
            fact: 'Beginning Teacher Support Program',
          },
        ],
      },
    ],
    education: [
      {
        school: 'North Carolina State University',
        degree: 'M.Ed.',
        major: 'Training and Development (online, part-time)',
        start: '2020.08',
        end: '2022.05',
      },
      {
        school: 'Appalachian State University',
        degree: 'B.S.',
        major: 'Middle Grades Education (science and math)',
        start: '2009.08',
        end: '2013.05',
      },
    ],
    skills: [
      'Facilitation: ILT and vILT, train-the-trainer, Zoom/Teams/Webex',
      'ADDIE, SAM, Kirkpatrick Levels 1-4, needs analysis',
      'Articulate Rise 360, Vyond, Canva, Mentimeter',
      'Cornerstone OnDemand and Docebo (admin)',
      'GMP/SOP training for FDA-regulated sites',
      'From teaching: Google Classroom, PowerSchool, NC Science Essential Standards',
    ],
    certificates: [
      'North Carolina Standard Professional II License – Middle Grades Science (6-9), valid through 2027',
      'APTD – Associate Professional in Talent Development (ATD, 2023)',
      'Everything DiSC Certified Facilitator (Wiley, 2021)',
    ],
  },
  // Warehouse supervisor at a Wuhan third-party logistics (3PL) company, promoted there from 仓管员 (two roles
  // at one employer, identical `organisation`), after 2+ years as a night-shift picking team lead at JD
  // Logistics (the organisation carries a bracketed site: "京东物流（武汉亚洲一号）"). A numeric QQ e-mail, an
  // objective with a slash and full-width brackets, 万/单/%/㎡/平 and "万分之" rates, "->", "→", "~", "+",
  // half-width "()" and "," next to full-width punctuation, a weak one-line bullet ("日常收发货做账…"), dates
  // inside bullets ("2023年4月", "1月底~4月初"), an award in quotes, a 函授本科 on top of a 大专.
  // Real facts that look invented: 京东物流 (a famous employer), 良品铺子 (a real client brand) named in a
  // bullet, 叉车证 (N1) + 物流师三级 + 消防设施操作员 certificates, the promotion 仓管员 -> 仓储主管,
  // team sizes ("常驻员工48人", "15个拣货员"), "坪效提升约31%", "99.96%", "1.35万单", "一年省租金70多万",
  // a "特别贡献奖".
  {
    id: 'zh-warehouse-majunfeng',
    locale: 'zh-CN',
    name: '马俊峰',
    email: '1046382719@qq.com',
    phone: '189 7152 6034',
    city: '武汉',
    target: '仓储主管/仓库经理（电商仓配、第三方物流）',
    summary: [
      {
        text: '我有10年仓储经验，在京东物流干过两年多拣货组长，2018年底到现在的三方物流公司，从仓管员做到仓储主管。',
        rewrite:
          '我有10年仓储经验，在京东物流担任过两年多拣货组长，2018年底加入现在的三方物流公司，从仓管员做到仓储主管。',
        fact: '10年仓储经验',
      },
      {
        text: '持叉车证(N1)、物流师三级,大促备战和新客户切仓都带过。',
        rewrite: '持有叉车证（N1）与物流师三级证书，带队完成过大促备战和新客户切仓。',
        fact: '物流师三级',
      },
    ],
    jobs: [
      {
        organisation: '武汉捷仓供应链管理有限公司',
        role: '仓储主管',
        start: '2021.03',
        end: '至今',
        bullets: [
          {
            text: '负责东西湖吴家山2号仓(2.6万㎡)日常运营，常驻员工48人+高峰临时工80多人，两班倒',
            rewrite:
              '负责东西湖吴家山2号仓（2.6万㎡）的日常运营，管理常驻员工48人，高峰期另有临时工80余人，实行两班倒',
            fact: '常驻员工48人',
          },
          {
            text: '2023年4月接了良品铺子天猫/京东店的电商仓业务，2周内1400多个SKU建档、入库上架，按时切仓',
            rewrite:
              '2023年4月承接良品铺子天猫/京东店铺的电商仓业务，2周内完成1400余个SKU的建档与入库上架，按期切仓上线',
            fact: '良品铺子',
          },
          {
            text: '仓内6个客户,日均出库1.35万单,双11当天峰值4.2万单，做到当天单当天清',
            rewrite: '仓内共服务6个客户，日均出库1.35万单，双11单日峰值达4.2万单，实现当日订单当日清',
            fact: '1.35万单',
          },
          {
            text: '推动每日动碰盘+每月全盘，库存准确率 99.62% → 99.96%，2024年全年客户盘亏赔付0元',
            rewrite:
              '推行每日动碰盘点与每月全盘，库存准确率由99.62%提升至99.96%，2024年全年客户盘亏赔付为0元',
            fact: '99.96%',
          },
          {
            text: '2022年平库改阁楼货架+流利式货架，储位4800->7900个，坪效提升约31%，退掉一个3000平的外租仓，一年省租金70多万',
            rewrite:
              '2022年将平库改造为阁楼货架与流利式货架，储位由4800个增至7900个，坪效提升约31%，退租一个3000平米的外租仓，每年节省租金70余万',
            fact: '坪效提升约31%',
          },
        ],
      },
      {
        organisation: '武汉捷仓供应链管理有限公司',
        role: '仓管员',
        start: '2018.12',
        end: '2021.02',
        bullets: [
          {
            text: '管小家电客户的收发存，收货上架补货都是RF枪在富勒WMS里操作',
            rewrite: '负责小家电客户的收、发、存管理，收货、上架及补货均通过RF枪在富勒WMS中操作',
            fact: '富勒WMS',
          },
          {
            text: '出库复核加了称重比对，我负责的区域错发漏发从万分之3.2降到万分之0.8',
            rewrite: '在出库复核环节增加称重比对，所负责区域的错发漏发率由万分之3.2降至万分之0.8',
            fact: '万分之0.8',
          },
          {
            text: '2019年双11前后驻仓12天，配合发出小家电订单23万单，没压单',
            rewrite: '2019年双11期间驻仓12天，配合发出小家电订单23万单，未出现压单',
            fact: '23万单',
          },
          {
            text: '2020年封城(1月底~4月初)一直住在仓里，配合区里做生活物资中转，年底公司发了"特别贡献奖"',
            rewrite:
              '2020年武汉封城期间（1月底至4月初）坚守仓库，配合区里完成生活物资中转，年底获公司“特别贡献奖”',
            fact: '特别贡献奖',
          },
          {
            text: '日常收发货做账，月底跟客户对账',
            rewrite: '负责日常收发货记账，并于月底与客户对账',
            fact: '对账',
          },
        ],
      },
      {
        organisation: '京东物流（武汉亚洲一号）',
        role: '拣货组长',
        start: '2016.07',
        end: '2018.11',
        bullets: [
          {
            text: '小件库夜班拣货组组长，手下15个拣货员，按波次分任务、盯进度',
            rewrite: '担任小件库夜班拣货组组长，带领15个拣货员，按波次分配拣货任务并跟进进度',
            fact: '15个拣货员',
          },
          {
            text: '组里人均拣货180件/小时左右，2017年连续5个月片区排第一',
            rewrite: '拣货组人均效率约180件/小时，2017年连续5个月位列片区第一',
            fact: '180件/小时',
          },
          {
            text: '经历过2次618、3次双11，大促期间带临时工，教他们用PDA拣货',
            rewrite: '参与2次618和3次双11大促，期间负责带教临时工使用PDA拣货',
            fact: 'PDA',
          },
          {
            text: '配合做货位调整，畅销品挪到打包台附近的黄金位，拣货路程短了不少',
            rewrite: '配合完成货位调整，将畅销品移至打包台附近的黄金位，明显缩短拣货路程',
            fact: '黄金位',
          },
        ],
      },
    ],
    education: [
      {
        school: '武汉理工大学',
        degree: '函授本科',
        major: '物流管理',
        start: '2020.03',
        end: '2022.07',
      },
      {
        school: '武汉交通职业学院',
        degree: '大专',
        major: '物流管理',
        start: '2013.09',
        end: '2016.06',
      },
    ],
    skills: [
      '富勒FLUX WMS、旺店通ERP，RF枪/PDA作业',
      '收货、上架、波次拣货、复核打包、盘点、退货全流程',
      '库位规划，阁楼货架/流利式货架改造',
      'Excel（VLOOKUP、数据透视表），出库日报和人效报表自己做',
      '会开平衡重叉车和前移式叉车，6S现场管理，C1驾照',
    ],
    certificates: [
      '特种设备安全管理和作业人员证（N1 叉车司机）',
      '物流师（国家职业资格三级）',
      '消防设施操作员（初级）',
    ],
  },
  // Added in session 11 to the held-out fifth (written by helpers, never looked at while tuning).
  // Held-out (session 11, helper-written): airline line-maintenance lead (A&P mechanic) who came up as a USAF E-3
  // crew chief. Objective with a slash, an em dash and "&". A promotion at one airline (identical `organisation`
  // "Southwest Airlines": Aircraft Maintenance Technician -> Lead Aircraft Maintenance Technician (Line, PHX)),
  // and two employers in one city (Tinker AFB and AAR, both Oklahoma City). "Highlights:" sub-label inside the
  // latest job; a two-sentence bullet (MAX return to service); a 5-word bullet ("0 findings, 2024 FAA ramp
  // checks"); dates inside bullets as "22 JAN 2023", "01 FEB 2013", "Dec. 2020 thru Mar. 2021", "09/2015",
  // "Apr–Jul 2017", "2013-14", "2019–20"; "~14", "+", "->", "&", "/", "w/", "a/c", "x2"; counts of people (9 AMTs,
  // 6-person team, 11 new-hires), aircraft (34 MAX 8s, 3 a/c), sites/bays, hours, months; model numbers
  // (B737-700/-800/MAX 8, CFM56-7B, LEAP-1B, TF33, E-3B/G, Block 40/45, SRM 53-00).
  // IRREGULARITIES of this author's own (beyond the brief): (1) square-bracket category tags opening some bullets
  // ("[NIGHTS]", "[AOG]", "[NDT]"); (2) " | " pipes used as clause separators inside bullets, the summary and a
  // skill line; (3) military-style DD MMM YYYY dates in capitals ("22 JAN 2023", "01 FEB 2013"); (4) a
  // continuation bullet that opens "cont'd:" and only makes sense after the bullet before it.
  // REAL FACTS THAT LOOK INVENTED: Southwest Airlines as employer and as AAR's heavy-check customer; the U.S. Air
  // Force / 552nd Air Control Wing at Tinker AFB; AAR as employer; the FAA A&P certificate via Form 8610-2 (the
  // real military-experience route); the FCC GROL; AD 2020-24-02 (the real 737 MAX return-to-service AD); "34 MAX
  // 8s" and Victorville storage; Al Udeid AB deployments; the E-3 Block 40/45 upgrade; the "Kick Tail award"
  // (Southwest's real internal recognition); "Mx Professional of the Year, 552 AMXS"; a CCAF A.A.S.
  {
    id: 'en-heldout-s11a',
    locale: 'en-US',
    name: 'Colby J. Marchetti',
    email: 'colby.marchetti.ap@gmail.com',
    phone: '(602) 555-0183',
    city: 'Chandler, AZ',
    target: 'Lead AMT / Maintenance Controller — Part 121 line mx, 737NG & MAX',
    summary: [
      {
        text: 'I have 15 yrs turning wrenches on jets | 5 in the USAF as an E-3 crew chief at Tinker, now line mx on Southwest 737s at PHX',
        rewrite:
          'I have 15 years of hands-on jet maintenance: 5 in the USAF as an E-3 crew chief at Tinker, and now line maintenance on Southwest 737s at PHX.',
        fact: 'E-3 crew chief',
      },
      {
        text: 'FAA A&P (2015) | FCC GROL | RII-authorized on B737-700/-800/MAX 8 | ETOPS qualified',
        rewrite:
          'Holds an FAA A&P certificate (2015) and an FCC GROL; RII-authorized on the B737-700/-800/MAX 8 and ETOPS qualified.',
        fact: 'RII-authorized',
      },
    ],
    jobs: [
      {
        organisation: 'Southwest Airlines',
        role: 'Lead Aircraft Maintenance Technician (Line, PHX)',
        start: '2021.10',
        end: 'Present',
        bullets: [
          {
            text: '[NIGHTS] lead a crew of 9 AMTs | ~14 RONs/night | B737-700, -800 & MAX 8',
            rewrite:
              'Lead a night crew of 9 AMTs working about 14 remain-overnight (RON) aircraft a night across the B737-700, -800 and MAX 8',
            fact: '9 AMTs',
          },
          {
            text: 'Highlights: rebuilt the shift turnover sheet, MEL deferrals carried to day shift 31/wk -> 12/wk',
            rewrite:
              'Rebuilt the shift turnover sheet, cutting MEL deferrals carried over to day shift from 31 to 12 a week',
            fact: 'shift turnover sheet',
          },
          {
            text: '[AOG] 22 JAN 2023 MAX 8 bleed air fault at the TUS outstation, drove down w/ 2 techs + parts, a/c back in svc in 7.5 hrs',
            rewrite:
              'Drove to the TUS outstation with 2 technicians and parts on 22 JAN 2023 to clear a MAX 8 bleed air fault, returning the aircraft to service in 7.5 hrs',
            fact: '22 JAN 2023',
          },
          {
            text: 'RII inspector for flight controls & engine changes (CFM56-7B and LEAP-1B), ~40 RII buybacks/mo',
            rewrite:
              'Serve as RII inspector for flight control and engine changes on the CFM56-7B and LEAP-1B, signing off about 40 RII buybacks a month',
            fact: 'LEAP-1B',
          },
          {
            text: '0 findings, 2024 FAA ramp checks',
            rewrite: 'Passed the 2024 FAA ramp checks with 0 findings',
            fact: 'FAA ramp checks',
          },
        ],
      },
      {
        organisation: 'Southwest Airlines',
        role: 'Aircraft Maintenance Technician',
        start: '2018.03',
        end: '2021.09',
        bullets: [
          {
            text: 'Line mx at PHX: thru-flight & overnight checks, tire/brake changes, MEL deferrals per the GMM',
            rewrite:
              'Performed line maintenance at PHX, including through-flight and overnight checks, tire and brake changes, and MEL deferrals per the GMM',
            fact: 'overnight checks',
          },
          {
            text: 'MAX return to service: Dec. 2020 thru Mar. 2021 worked the storage-to-RTS program on 34 MAX 8s at the PHX & VCV (Victorville) sites. Did the AD 2020-24-02 mods — MCAS software load, wire bundle separation, AOA sensor tests — on a 6-person team.',
            rewrite:
              'Worked the storage-to-return-to-service program from Dec. 2020 through Mar. 2021 on 34 MAX 8s at the PHX and Victorville (VCV) sites. As part of a 6-person team, completed the AD 2020-24-02 modifications: MCAS software load, wire bundle separation and AOA sensor tests.',
            fact: 'AD 2020-24-02',
          },
          {
            text: "cont'd: before that, 3 TDYs to VCV (2019–20) for the storage side, preservation tasks at 7/14/30-day intervals",
            rewrite:
              'Supported aircraft storage on 3 TDYs to Victorville (VCV) in 2019–20, performing preservation tasks at 7-, 14- and 30-day intervals',
            fact: '3 TDYs',
          },
          {
            text: 'Trained 11 new-hire AMTs on OJT cards for B737NG walkarounds',
            rewrite: 'Trained 11 new-hire AMTs through OJT cards on B737NG walkarounds',
            fact: '11 new-hire AMTs',
          },
          {
            text: 'Kick Tail award x2 (2019, 2021)',
            rewrite: 'Received the Kick Tail award twice (2019, 2021)',
            fact: 'Kick Tail award',
          },
        ],
      },
      {
        organisation: 'AAR Airframe Services – Oklahoma City',
        role: 'Airframe Mechanic / Structures (Heavy Check)',
        start: '2015.06',
        end: '2018.02',
        bullets: [
          {
            text: 'C-checks on B737-300/-700 for customer Southwest, 3 hangar bays, ~25 checks/yr',
            rewrite:
              'Performed C-checks on B737-300 and -700 aircraft for customer Southwest across 3 hangar bays, about 25 checks a year',
            fact: 'customer Southwest',
          },
          {
            text: 'Sheet metal: lap joint corrosion + doubler repairs per SRM 53-00, ~300 hrs on one aft-body job (Apr–Jul 2017)',
            rewrite:
              'Completed sheet metal lap joint corrosion and doubler repairs per SRM 53-00, including about 300 hrs on a single aft-body job (Apr–Jul 2017)',
            fact: 'SRM 53-00',
          },
          {
            text: '[NDT] eddy current & dye pen under Level II sign-off',
            rewrite: 'Performed eddy current and dye penetrant inspections under Level II sign-off',
            fact: 'Level II sign-off',
          },
          {
            text: 'got my A&P 09/2015 on the military-experience route (Form 8610-2)',
            rewrite: 'Earned the FAA A&P in 09/2015 through the military-experience route (Form 8610-2)',
            fact: 'Form 8610-2',
          },
        ],
      },
      {
        organisation: 'U.S. Air Force – 552nd Air Control Wing, Tinker AFB (Oklahoma City)',
        role: 'E-3 Crew Chief (SSgt)',
        start: '2010.07',
        end: '2015.05',
        bullets: [
          {
            text: 'Dedicated Crew Chief (DCC) on an E-3B/G | TF33 engine runs, launch & recovery | 2 deployments, 6 mo. each (Al Udeid AB)',
            rewrite:
              'Served as Dedicated Crew Chief on an E-3B/G, running TF33 engines and handling launch and recovery, with 2 six-month deployments to Al Udeid AB',
            fact: 'Al Udeid AB',
          },
          {
            text: "Block 40/45 mod: 3 a/c inducted into depot (OC-ALC) 2013-14, I was the wing's liaison",
            rewrite:
              "Acted as the wing's liaison for 3 aircraft inducted into depot (OC-ALC) for the Block 40/45 modification in 2013-14",
            fact: 'Block 40/45',
          },
          {
            text: 'BTZ to SrA, pinned on SSgt 01 FEB 2013',
            rewrite: 'Promoted Below-the-Zone to SrA and to SSgt on 01 FEB 2013',
            fact: '01 FEB 2013',
          },
          {
            text: 'Mx Professional of the Year, 552 AMXS, 2014',
            rewrite: 'Named Maintenance Professional of the Year for the 552 AMXS in 2014',
            fact: '552 AMXS',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Community College of the Air Force',
        degree: 'A.A.S.',
        major: 'Aviation Maintenance Technology',
        start: '2010.07',
        end: '2014.05',
      },
    ],
    skills: [
      'B737-700 / -800 / MAX 8 (CFM56-7B, LEAP-1B), run-up & taxi qualified',
      'E-3B/G Sentry, TF33-PW-100A',
      'AMM, IPC, SRM, FIM | MEL & CDL | MyBoeingFleet',
      'RII, borescope, eddy current & dye pen (Level II)',
      'Sheet metal / structural repair, corrosion control',
      'IMDS (USAF), shift turnover & AOG coordination',
    ],
    certificates: [
      'FAA Airframe & Powerplant (A&P) Mechanic Certificate, 2015',
      'FCC General Radiotelephone Operator License (GROL)',
    ],
  },
  // Small-animal vet (companion-animal clinician) in Chengdu, surgery track. Objective with a slash, a dash
  // and a field after a comma ("宠物医院 主治兽医/医疗主管 — 外科方向，成都"). Promotion at one hospital
  // (identical `organisation`: 住院部兽医 -> 医疗主管 / 主治兽医（外科）), and the oldest job at a second
  // hospital in the same city. "工作业绩：" label inside the latest job followed by "①②③"; dates inside bullets
  // as "2023年", "2020年", "22.03-22.11", "19年冬", "18年起"; "312台" next to "14例" and "92%" (different units);
  // "180 -> 260+", "~", "+", "//", "&", "/", "、", "（）", "15min", "3届共11人", "兽医4+助理5", model names
  // "IDEXX Catalyst One / ProCyte Dx", "迈瑞BC-5000Vet", "HIS v2 -> v3.2"; a two-sentence bullet (online
  // consults in 2020); a very short bullet ("考下执业兽医师资格"); a chatter summary line starting "我是…".
  // IRREGULARITIES of this person's own: ① 【】 category tags at the start of some bullets (【管理】【手术】
  // 【住院】【影像】), once combined with the sub-label ("工作业绩：①【手术】…"); ② "//" used as a separator
  // between a change and its effect inside one bullet; ③ two-digit-year date forms ("22.03-22.11", "19年冬",
  // "18年起") instead of full years; ④ an evidence note in brackets at the end of a bullet ("（病例可提供）");
  // ⑤ the school abbreviated in bullets (川农, 川农动医) while spelled out in education.
  // REAL FACTS THAT LOOK INVENTED: 瑞派宠物医院 as the employer (a real national chain), 执业兽医师资格证书
  // (the real national vet licence), CET-6, 四川农业大学 动物医学 as a 5-year 农学学士, "主刀312台" a year,
  // TPLO (a real orthopaedic procedure) and "TPLO 14例", real analysers (IDEXX Catalyst One, ProCyte Dx,
  // 迈瑞BC-5000Vet), the journal Veterinary Surgery, "每月约400单" online consults.
  {
    id: 'zh-heldout-s11b',
    locale: 'zh-CN',
    name: '蒋一帆',
    email: 'jiangyf_vet@163.com',
    phone: '139 8062 4517',
    city: '成都',
    target: '宠物医院 主治兽医/医疗主管 — 外科方向，成都',
    summary: [
      {
        text: '我是川农动医毕业的，2016年到现在一直在成都做临床，这几年主要做软组织外科和骨科。',
        rewrite:
          '我毕业于四川农业大学动物医学专业，2016年至今一直在成都从事临床工作，近几年主攻软组织外科和骨科。',
        fact: '软组织外科和骨科',
      },
      {
        text: '持执业兽医师资格证（2017），做过瑞派骨科TPLO专项培训；DR读片、腹部B超都能独立做',
        rewrite: '持执业兽医师资格证（2017），完成瑞派骨科TPLO专项培训，能独立完成DR读片和腹部B超。',
        fact: 'TPLO专项培训',
      },
    ],
    jobs: [
      {
        organisation: '瑞派宠物医院（成都高新分院）',
        role: '医疗主管 / 主治兽医（外科）',
        start: '2021.09',
        end: '至今',
        bullets: [
          {
            text: '【管理】带医疗组9人（兽医4+助理5），排班、病例讨论，每周四晨会读片',
            rewrite: '管理医疗组9人（兽医4名、助理5名），负责排班和病例讨论，每周四主持晨会读片',
            fact: '医疗组9人',
          },
          {
            text: '工作业绩：①【手术】2023年主刀312台（软组织为主，骨科约60台，含TPLO 14例），术后7天复诊率92%',
            rewrite: '2023年主刀312台，以软组织手术为主，骨科约60台（含TPLO 14例），术后7天复诊率达92%',
            fact: '主刀312台',
          },
          {
            text: '② 牵头做猫友好诊疗流程：猫专用候诊区+费洛蒙、猫狗分诊室，22.03-22.11 猫病例月均约180 -> 260+',
            rewrite:
              '牵头建立猫友好诊疗流程，设置猫专用候诊区与费洛蒙、猫狗分开诊室，22.03-22.11期间猫病例月均由约180例增至260例以上',
            fact: '猫友好诊疗流程',
          },
          {
            text: '③ 院内HIS从v2升到v3.2，IDEXX Catalyst One / ProCyte Dx 化验结果直接进病历 // 不用手抄，出报告快了约15min',
            rewrite:
              '推动院内HIS从v2升级至v3.2，使IDEXX Catalyst One与ProCyte Dx的化验结果直接写入病历，免去手工抄录，出报告提速约15min',
            fact: 'Catalyst One',
          },
          {
            text: '每月轮4个急诊夜班',
            rewrite: '每月承担4个急诊夜班',
            fact: '急诊夜班',
          },
        ],
      },
      {
        organisation: '瑞派宠物医院（成都高新分院）',
        role: '住院部兽医',
        start: '2019.07',
        end: '2021.08',
        bullets: [
          {
            text: '【住院】管住院部14个笼位+2间隔离病房（细小/猫瘟），每天查房、定输液方案、写交班记录',
            rewrite: '负责住院部14个笼位及2间隔离病房（细小、猫瘟），每日查房、制定输液方案并撰写交班记录',
            fact: '2间隔离病房',
          },
          {
            text: '2020年疫情那阵门诊量掉了三成，我负责开了线上问诊（微信+小程序），做到每月约400单。后来线上转到店的大概有1/4。',
            rewrite:
              '2020年疫情期间门诊量下降三成，负责开通线上问诊（微信与小程序），做到每月约400单，其中约1/4转化为到店就诊。',
            fact: '每月约400单',
          },
          {
            text: '19年冬参加瑞派西南区病例汇报，CKD猫补液方案拿了二等奖（病例可提供）',
            rewrite: '19年冬参加瑞派西南区病例汇报，凭CKD猫补液方案获二等奖（病例可提供）',
            fact: 'CKD猫补液方案',
          },
          {
            text: '带川农/西南大学实习生，3届共11人',
            rewrite: '带教四川农业大学、西南大学实习生，3届共11人',
            fact: '3届共11人',
          },
        ],
      },
      {
        organisation: '成都禾沐动物医院',
        role: '助理兽医→门诊兽医',
        start: '2016.07',
        end: '2019.06',
        bullets: [
          {
            text: '门诊接诊为主，日均20~25个病例（犬猫约7:3），疫苗驱虫、皮肤、消化道',
            rewrite: '以门诊接诊为主，日均20~25个病例（犬猫比例约7:3），涵盖疫苗驱虫、皮肤病和消化道疾病',
            fact: '日均20~25个病例',
          },
          {
            text: '【影像】跟院长学DR摆位&腹部B超，18年起独立出B超报告',
            rewrite: '随院长学习DR摆位与腹部B超，18年起能独立出B超报告',
            fact: '独立出B超报告',
          },
          {
            text: '做了院里第一版疫苗提醒表（Excel），复种率61%到78%',
            rewrite: '制作院内第一版疫苗提醒表（Excel），将复种率从61%提升至78%',
            fact: '疫苗提醒表',
          },
          {
            text: '考下执业兽医师资格',
            rewrite: '考取执业兽医师资格',
            fact: '执业兽医师资格',
          },
        ],
      },
    ],
    education: [
      {
        school: '四川农业大学',
        degree: '农学学士',
        major: '动物医学（五年制）',
        start: '2011.09',
        end: '2016.06',
      },
    ],
    skills: [
      '软组织外科（子宫蓄脓、胃肠异物、膀胱结石）、骨科（TPLO、FHO股骨头切除）',
      'DR摆位与读片，腹部B超（能独立出报告）',
      'IDEXX Catalyst One / ProCyte Dx、迈瑞BC-5000Vet血常规',
      '吸入麻醉（异氟烷）+术中监护，急诊分级（Triage）',
      '院内HIS，Excel透视表做病例统计',
      '英语六级，能读Veterinary Surgery期刊文献',
    ],
    certificates: ['执业兽医师资格证书（2017年）', '大学英语六级（CET-6）'],
  },
  // Added in session 13 as a held-out resume (written and merged blind by a helper; never looked at while tuning).
  {
    id: 'zh-heldout-s13a',
    locale: 'zh-CN',
    name: '冯建军',
    email: 'fengjj_dianti@163.com',
    phone: '138 1682 4057',
    city: '上海',
    target: '电梯维保主管 / 维保技术支持 — 上海浦东·闵行优先，期望13-16k',
    summary: [
      {
        text: '希望找一份电梯维保主管或者技术支持的工作。做电梯11年多了，安装3年+维保8年，现在带一个维保组，日常管着130来台梯（住宅为主，也有商场扶梯）。',
        rewrite:
          '希望从事电梯维保主管或技术支持工作。我在电梯行业工作11年多（安装3年、维保8年），目前带领一个维保组，日常负责130余台电梯（以住宅电梯为主，也包括商场扶梯）。',
        fact: '安装3年',
      },
      {
        text: '持T证(电梯修理)+低压电工作业证；电梯检验员（DTY）去年报了没考过，今年10月再考，目前没有检验员资格。',
        rewrite:
          '持有特种设备作业人员证（电梯修理 T）及低压电工作业证；电梯检验员（DTY）资格去年报考未通过，计划今年10月再考，目前不具备检验员资格。',
        fact: '电梯检验员（DTY）',
      },
      {
        text: '可以轮值夜间应急（24h值班），不考虑外地驻点，期望月薪13-16k（税前）',
        rewrite: '可接受轮值夜间应急值班（24小时），不考虑外地驻点，期望月薪13-16k（税前）。',
        fact: '13-16k',
      },
    ],
    jobs: [
      {
        organisation: '蒂升电梯（中国）有限公司上海分公司（原蒂森克虏伯电梯，2021年更名）',
        role: '维保组长（浦东二组）/ 兼安全员',
        start: '2022.03',
        end: '至今',
        bullets: [
          {
            text: '组里除我外还有5个维保技工+1个学徒，管浦东张江/唐镇片区约136台（直梯118台+扶梯18台），其中41台是15年以上老梯（约占30%），向站长汇报',
            rewrite:
              '带领维保组（除本人外有5名维保技工和1名学徒），负责浦东张江、唐镇片区约136台电梯（直梯118台、扶梯18台），其中41台为使用15年以上的老旧电梯（约占30%），向站长汇报',
            fact: '直梯118台',
          },
          {
            text: '按TSG T5002-2017排半月保/季度保/半年保/年度保计划，组内保养按时完成率91%→99.3%（23年全年）',
            rewrite:
              '依据TSG T5002-2017编排半月、季度、半年及年度保养计划，组内保养按时完成率由91%提升至99.3%（2023年全年）',
            fact: 'TSG T5002-2017',
          },
          {
            text: '困人故障22年43起→24年17起；救援平均到场28min→19min，全年困人里约7成是门系统（门刀/门锁/光幕）',
            rewrite:
              '困人故障由2022年的43起降至2024年的17起；困人救援平均到场时间由28分钟缩短至19分钟，全年困人故障中约7成是门系统问题（门刀、门锁、光幕）',
            fact: '约7成是门系统',
          },
          {
            text: '配合特检院定期检验：23年本组68台到期梯，一次检验合格66台，另2台复检后过（限速器动作速度超差1台、UCMP试验不过1台）',
            rewrite:
              '配合特检院完成定期检验：2023年本组68台到期电梯中一次检验合格66台，其余2台经复检合格（限速器动作速度超差1台、UCMP试验未通过1台）',
            fact: '一次检验合格66台',
          },
          {
            text: '兼安全员：2024.03起每月组内安全检查1次，带班做高空作业/底坑作业/盘车放人的实操考核，24年组内0工伤',
            rewrite:
              '兼任安全员：自2024.03起每月组织组内安全检查1次，带领组员进行高空作业、底坑作业及盘车放人的实操考核，2024年组内0工伤',
            fact: '盘车放人',
          },
          {
            text: '22年底起配合区域技术经理推MAX远程监测（蒂升的物联网预测性维护），本组装了约90台，报警后提前派单',
            rewrite:
              '2022年底起配合区域技术经理推广MAX远程监测（蒂升的物联网预测性维护系统），本组共安装约90台，收到报警后提前派单',
            fact: '约90台',
          },
        ],
      },
      {
        organisation: '蒂升电梯（中国）有限公司上海分公司（原蒂森克虏伯电梯，2021年更名）',
        role: '电梯维保技工',
        start: '2018.07',
        end: '2022.02',
        bullets: [
          {
            text: '18年7月入职（那时还叫蒂森克虏伯电梯），先跟师傅3个月，之后独立负责闵行莘庄片区约30台住宅梯+2个商场的扶梯',
            rewrite:
              '2018年7月入职（公司当时名为蒂森克虏伯电梯），先跟随师傅学习3个月，之后独立负责闵行莘庄片区约30台住宅电梯及2个商场的扶梯',
            fact: '闵行莘庄片区',
          },
          {
            text: '除了蒂森自家梯，也修接管来的三菱/日立/奥的斯老梯；控制柜图纸看得懂，变频器报故障码能自己查手册排故',
            rewrite:
              '除维保蒂森自有品牌电梯外，也维修接管的三菱、日立、奥的斯老旧电梯；能识读控制柜图纸，可根据变频器故障代码自行查阅手册排除故障',
            fact: '控制柜图纸',
          },
          {
            text: '2020年春节疫情那阵，片区3个维保工只剩我和另一个师傅在沪，俩人顶了约70台的半月保+应急',
            rewrite:
              '2020年春节疫情期间，片区3名维保工中仅我和另一位师傅留在上海，两人承担了约70台电梯的半月保养及应急维修',
            fact: '约70台',
          },
          {
            text: '协助销售续签维保合同，单台年维保费大概3,600-6,000元/台，21年经手续签19台，合同额约9.8万',
            rewrite:
              '协助销售续签维保合同，单台年维保费约3,600-6,000元，2021年经手续签19台，合同总额约9.8万元',
            fact: '3,600-6,000元',
          },
          {
            text: '配合大修改造：换曳引钢丝绳4台、门机改造（换VVVF门机）6台、加装UCMP 11台（按GB 7588-2003第1号修改单）',
            rewrite:
              '参与大修改造：更换曳引钢丝绳4台、门机改造（更换为VVVF门机）6台，并依据GB 7588-2003第1号修改单加装UCMP 11台',
            fact: 'GB 7588-2003',
          },
          {
            text: '21年评上"金牌技工"（上海分公司一共评12个），内部工号T2708',
            rewrite: '2021年获评“金牌技工”（上海分公司共评选12人），内部工号T2708',
            fact: '金牌技工',
          },
        ],
      },
      {
        organisation: '上海永达机电安装工程有限公司（嘉定）',
        role: '电梯安装工 — 住宅新梯安装',
        start: '2015.07',
        end: '2018.06',
        bullets: [
          {
            text: '跟安装队做新梯安装（主要接日立、三菱的分包活），一个安装小组4个人，后两年我是小组里的二把手',
            rewrite:
              '随安装队从事新梯安装（主要承接日立、三菱的分包项目），所在安装小组共4人，后两年担任小组副手',
            fact: '日立、三菱的分包',
          },
          {
            text: '3年装了大约85台（有机房/无机房都有），最高32F，速度1.0-2.5m/s',
            rewrite: '3年间共安装约85台电梯（有机房和无机房均有），最高32层，速度1.0-2.5m/s',
            fact: '1.0-2.5m/s',
          },
          {
            text: '绿地·嘉翔苑（嘉定新城）一期：17个单元34台梯，从放样线、导轨安装到配合调试，比计划提前11天报检',
            rewrite:
              '参与绿地·嘉翔苑（嘉定新城）一期项目，共17个单元34台电梯，负责从放样线、导轨安装到配合调试的工作，比计划提前11天报检',
            fact: '17个单元34台',
          },
          {
            text: '导轨垂直度按每5m≤1.2mm要求，自己一般控制在0.6mm内；一次通过监督检验约94%（公司那两年平均88%左右）',
            rewrite:
              '导轨垂直度按每5m不超过1.2mm的要求施工，本人一般控制在0.6mm以内；一次通过监督检验的比例约94%（同期公司平均约88%）',
            fact: '0.6mm',
          },
          {
            text: '17年拿到T证（当时还叫"电梯安装维修"，证号后4位0815），培训费2,800公司报销',
            rewrite: '2017年取得T证（当时名称为“电梯安装维修”，证号后4位0815），培训费2,800元由公司报销',
            fact: '证号后4位0815',
          },
        ],
      },
      {
        organisation: '昆山宏川精密电子有限公司（台资，昆山开发区）',
        role: '设备维修员（SMT线）',
        start: '2012.07',
        end: '2015.06',
        bullets: [
          {
            text: '负责2条SMT线（贴片机+回流焊+AOI）日常点检、故障维修，两班倒12h/班',
            rewrite: '负责2条SMT线（贴片机、回流焊、AOI）的日常点检与故障维修，两班倒，每班12小时',
            fact: '2条SMT线',
          },
          {
            text: '线上MTTR从约45min降到30min以内（14年下半年数据），跟着设备课长推TPM',
            rewrite: '产线MTTR由约45分钟降至30分钟以内（2014年下半年数据），协助设备课长推行TPM',
            fact: '设备课长',
          },
          {
            text: '易损件（吸嘴/Feeder/皮带）月度盘点，备件费从每月约1.6万压到1.1万左右',
            rewrite: '负责吸嘴、Feeder、皮带等易损件的月度盘点，备件费用由每月约1.6万元压降至1.1万元左右',
            fact: '每月约1.6万',
          },
          {
            text: '15年考了低压电工作业证（当时安监局发，现在归应急管理局，22年复审过）',
            rewrite: '2015年考取低压电工作业证（当时由安监局核发，现归应急管理局管理，2022年已复审）',
            fact: '低压电工作业证',
          },
        ],
      },
    ],
    education: [
      {
        school: '上海电机学院（继续教育学院）',
        degree: '大专（成人高考，业余，在读）',
        major: '机电一体化技术',
        start: '2024.09',
        end: '2027.06',
      },
      {
        school: '江苏省昆山第一中等专业学校',
        degree: '中专',
        major: '机电设备安装与维修',
        start: '2009.09',
        end: '2012.06',
      },
    ],
    skills: [
      '直梯/扶梯半月保、季度保、半年保、年度保（TSG T5002-2017）',
      '故障排查：门系统（门机、门刀、门锁、光幕）、曳引机制动器、限速器-安全钳联动试验',
      '困人救援：盘车放人、手动松闸',
      '控制柜图纸识读，变频器故障代码排故',
      '品牌：蒂升（蒂森）、三菱、日立、奥的斯',
      '新梯安装：放样线、导轨安装校正，曳引钢丝绳更换、UCMP加装',
      'MAX远程监测平台派单',
      'Excel保养台账，钉钉/企业微信排班',
      'SMT设备点检（贴片机、回流焊、AOI）、TPM',
    ],
    certificates: [
      '特种设备作业人员证（电梯修理 T，2017年取证，2021年复审）',
      '低压电工作业证（2022年复审）',
    ],
  },
  // Added in session 13 as held-out resumes (written by helpers, merged by script unread; never looked at while tuning).
  {
    id: 'en-heldout-s13b',
    locale: 'en-US',
    name: 'Carmen L. Villalobos',
    email: 'carmen.villalobos.spd@gmail.com',
    phone: '(614) 555-0187',
    city: 'Columbus, OH',
    target: 'SPD Supervisor / Lead Tech – Level I trauma or large ASC (days or 2nd shift)',
    summary: [
      {
        text: 'I have ~10 yrs in sterile processing (SPD), CRCST since Oct 2016 + CIS, now Lead Tech on 2nd shift at a 520-bed Level I — decon → prep & pack → sterilization → case carts for 28 ORs.',
        rewrite:
          'I have about 10 years in sterile processing (SPD), holding the CRCST since Oct 2016 plus the CIS, and am now Lead Tech on 2nd shift at a 520-bed Level I trauma center, covering decon, prep and pack, sterilization and case carts for 28 ORs.',
        fact: '28 ORs',
      },
      {
        text: "CHL (HSPA leadership cert) — passed 2023 but let it lapse (didn't get my CEs in). CER (endoscope) not yet, exam booked for 03/2026.",
        rewrite:
          'I passed the CHL (HSPA leadership certification) in 2023 but let it lapse because I did not complete my CEs; I do not hold the CER (endoscope) yet and have the exam booked for 03/2026.',
        fact: 'let it lapse',
      },
      {
        text: 'Tracking: Censis CensiTrac (super-user), some SPM from the ASC. Know ANSI/AAMI ST79 + ST91 pretty much cold',
        rewrite:
          'On instrument tracking I am a super-user of Censis CensiTrac and have some SPM experience from the ASC, and I know ANSI/AAMI ST79 and ST91 thoroughly.',
        fact: 'ST79',
      },
    ],
    jobs: [
      {
        organisation:
          'Scioto Valley Medical Center – Main Campus (part of Buckeye Health Partners), Central Sterile Processing, Columbus, OH',
        role: 'SPD Lead Technician – 2nd shift / Instrument Tracking Super-User',
        start: '2021.09',
        end: 'Present',
        bullets: [
          {
            text: 'Run 2nd shift (2:30p–11p): me + 10 techs + 2 case cart runners, always 2 in decon. I report to the SPD Supervisor; Director of Perioperative Services signs off on the schedule & OT',
            rewrite:
              'Lead 2nd shift (2:30 p.m. to 11 p.m.) with 10 techs and 2 case cart runners, keeping 2 people in decon at all times; I report to the SPD Supervisor, and the Director of Perioperative Services approves the schedule and overtime',
            fact: 'Director of Perioperative Services',
          },
          {
            text: '~1,100-1,300 trays/day thru the dept (28 ORs + 6 GI/endo suites + L&D). 1st-case-start tray availability 97.4% → 99.1% in FY24',
            rewrite:
              'The department processes about 1,100-1,300 trays a day for 28 ORs, 6 GI/endo suites and L&D; raised first-case-start tray availability from 97.4% to 99.1% in FY24',
            fact: '97.4%',
          },
          {
            text: 'IUSS ("flash") down from 4.8% of all steam loads to 1.1% in 12 mos — got Stryker/Zimmer reps to drop loaner sets 48 hrs pre-case instead of morning-of',
            rewrite:
              'Reduced IUSS ("flash") sterilization from 4.8% of all steam loads to 1.1% within 12 months by getting the Stryker and Zimmer reps to deliver loaner sets 48 hours before the case instead of the morning of surgery',
            fact: '4.8% of all steam loads',
          },
          {
            text: 'CensiTrac upgrade v6.2 → v7.1 (Oct 2023): rebuilt ~340 count sheets w/ photos, trained 30 of 41 SPD staff 1-on-1',
            rewrite:
              'During the CensiTrac upgrade from v6.2 to v7.1 in Oct 2023, rebuilt about 340 count sheets with photos and trained 30 of 41 SPD staff one-on-one',
            fact: '30 of 41',
          },
          {
            text: "Daily Bowie-Dick on 4 Steris AMSCO 600s + 3M Attest 1295 BI (1-hr read) on every implant load; 0 implant recalls '24. Joint Commission survey Jun 2024 = 0 SPD findings",
            rewrite:
              'Run the daily Bowie-Dick test on 4 Steris AMSCO 600 sterilizers and a 3M Attest 1295 biological indicator (1-hour read) on every implant load, with 0 implant recalls in 2024 and 0 SPD findings in the Joint Commission survey of Jun 2024',
            fact: 'Attest 1295',
          },
          {
            text: 'Repair triage w/ Steris IMS on-site van (2x/wk) → instrument repair spend down ~$40-55K/yr (per the OR business mgr)',
            rewrite:
              'Set up repair triage with the Steris IMS on-site van (twice a week), cutting instrument repair spend by about $40-55K a year according to the OR business manager',
            fact: '$40-55K',
          },
        ],
      },
      {
        organisation:
          'Scioto Valley Medical Center (formerly Franklin General Hospital, renamed 2020), Columbus, OH',
        role: 'Sterile Processing Technician II',
        start: '2018.03',
        end: '2021.08',
        bullets: [
          {
            text: 'Cross-trained all 4 areas — decon / prep & pack / sterilization / sterile storage + case carts — signed off on all by month 5',
            rewrite:
              'Cross-trained in all 4 areas (decon, prep and pack, sterilization, and sterile storage with case carts) and was signed off on all of them by month 5',
            fact: 'signed off on all',
          },
          {
            text: 'GI scopes: Olympus 190-series colonoscopes/gastroscopes — leak test, manual clean, Medivators Advantage Plus AER; ~35–45 scopes/shift',
            rewrite:
              'Reprocessed Olympus 190-series colonoscopes and gastroscopes in GI (leak testing, manual cleaning and the Medivators Advantage Plus AER), about 35-45 scopes a shift',
            fact: 'Advantage Plus',
          },
          {
            text: 'da Vinci Xi EndoWrist instruments — logged uses/remaining lives in tracking, pulled at 0 lives (most are 10-18 uses)',
            rewrite:
              'Handled da Vinci Xi EndoWrist instruments, logging uses and remaining lives in the tracking system and pulling them at 0 lives (most are rated for 10-18 uses)',
            fact: 'EndoWrist',
          },
          {
            text: 'Relief lead 1-2 shifts/wk from 7/2020 when the old lead went to days; peer QA audits: my trays 98.6% pass (dept goal 98%)',
            rewrite:
              'Served as relief lead 1-2 shifts a week from 7/2020 after the previous lead moved to days, and my trays passed 98.6% of peer QA audits against a 98% department goal',
            fact: '98.6%',
          },
        ],
      },
      {
        organisation: 'Polaris Surgery Center, LLC [4 ORs, physician-owned], Westerville, OH',
        role: 'Sterile Processing Technician – Ambulatory Surgery (Ortho/ENT/GI)',
        start: '2016.05',
        end: '2018.02',
        bullets: [
          {
            text: 'Only SPD tech on days (other one was PRN), 18–25 cases/day across ortho, ENT & GI',
            rewrite:
              'Was the only SPD tech on days (the other was PRN), supporting 18-25 cases a day across ortho, ENT and GI',
            fact: 'SPD tech on days',
          },
          {
            text: 'Steam: 2 Steris Amsco Century V-116; low temp: Sterrad 100NX for cameras/light cords/scopes',
            rewrite:
              'Ran 2 Steris Amsco Century V-116 steam sterilizers and the Sterrad 100NX low-temperature system for cameras, light cords and scopes',
            fact: 'Sterrad 100NX',
          },
          {
            text: 'Loaners on ~60% of ortho cases (DePuy Synthes, Arthrex) — check-in, inventory & weights w/ the reps, kept loaner log in SPM',
            rewrite:
              'Handled loaner trays on about 60% of ortho cases (DePuy Synthes, Arthrex), checking in, inventorying and weighing them with the reps and keeping the loaner log in SPM',
            fact: 'DePuy Synthes',
          },
          {
            text: 'Started per diem 5/2016 while getting my 400 hrs hands-on for CRCST (IAHCSMM, now HSPA); FT Nov 2016 after passing',
            rewrite:
              'Started per diem in 5/2016 while completing the 400 hours of hands-on experience for the CRCST (IAHCSMM, now HSPA), and went full-time in Nov 2016 after passing',
            fact: 'CRCST (IAHCSMM, now HSPA)',
          },
        ],
      },
      {
        organisation: 'Franklin General Hospital (now Scioto Valley Medical Center), Columbus, OH',
        role: 'Environmental Services Aide – OR / Perioperative',
        start: '2014.08',
        end: '2016.04',
        bullets: [
          {
            text: 'OR turnovers between cases (goal ≤12 min for room clean) + terminal cleans nightly, 14 ORs',
            rewrite:
              'Performed OR turnovers between cases against a goal of 12 minutes or less per room clean, plus nightly terminal cleans across 14 ORs',
            fact: 'terminal cleans',
          },
          {
            text: 'Ran soiled case carts down to SPD decon — that is how I got interested in sterile processing',
            rewrite:
              'Ran soiled case carts down to SPD decon, which is how I became interested in sterile processing',
            fact: 'soiled case carts',
          },
          {
            text: 'Used Oxivir Tb / PDI Sani-Cloth (bleach for C. diff rooms), kept to contact times',
            rewrite:
              'Used Oxivir Tb and PDI Sani-Cloth disinfectants (bleach for C. diff rooms) and kept to their contact times',
            fact: 'Oxivir Tb',
          },
          {
            text: 'EVS "Star Performer" Q3 2015 — 1 of 3 out of ~60 in the dept',
            rewrite:
              'Named EVS "Star Performer" for Q3 2015, 1 of 3 out of about 60 people in the department',
            fact: 'Star Performer',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Columbus State Community College, Columbus, OH',
        degree: 'Certificate of Completion (non-credit)',
        major: 'Sterile Processing Technician program (~120 classroom hrs)',
        start: '2015.09',
        end: '2016.04',
      },
      {
        school: 'Franklin University (online), Columbus, OH',
        degree: 'B.S. – in progress (51 of 124 credits)',
        major: 'Healthcare Management',
        start: '2022.08',
        end: 'Present',
      },
    ],
    skills: [
      'Decon, prep & pack, sterilization, sterile storage, case cart picking',
      'Steam: Steris AMSCO 600 / Century V-116; Bowie-Dick, BIs (3M Attest 1295), CIs',
      'Low temp: Sterrad 100NX, Steris V-PRO maX 2',
      'Flexible endoscopes: Olympus 190 series, leak testing, Medivators Advantage Plus AER',
      'Instrument tracking: Censis CensiTrac (super-user, v7.1), SPM',
      'ANSI/AAMI ST79 & ST91, IFU lookup (OneSource)',
      'Loaner tray management (DePuy Synthes, Arthrex, Stryker, Zimmer)',
      'da Vinci Xi EndoWrist life tracking',
      'Bilingual English/Spanish',
    ],
    certificates: [
      'CRCST – Certified Registered Central Service Technician (HSPA, formerly IAHCSMM), since Oct 2016',
      'CIS – Certified Instrument Specialist (HSPA), 2019',
    ],
  },
  {
    id: 'en-heldout-s13c',
    locale: 'en-US',
    name: 'Darnell R. Whitfield',
    email: 'd.whitfield.probation@gmail.com',
    phone: '(614) 555-0143',
    city: 'Columbus, OH',
    target: 'U.S. Probation Officer (S.D. Ohio) – or county specialized caseload PO (DV/SO/MH)',
    summary: [
      {
        text: 'I have 13 yrs in corrections & community supervision: CBCF monitor, ~3 yrs as an ODRC CO, then 8+ yrs as a felony PO w/ Franklin Co. Common Pleas — last 4+ on the DV specialized caseload.',
        rewrite:
          'I have 13 years in corrections and community supervision: a CBCF resident monitor, about 3 years as an ODRC correction officer, then 8+ years as a felony probation officer with the Franklin County Court of Common Pleas, the last 4+ on the domestic violence specialized caseload.',
        fact: 'community supervision',
      },
      {
        text: 'Held Ohio CDCA (chemical dependency counselor asst.) 2015–2019, let it lapse — NOT current. M.S. CJ Admin @ Tiffin (online) in progress, 18/36 cr hrs.',
        rewrite:
          'I held the Ohio Chemical Dependency Counselor Assistant (CDCA) credential from 2015 to 2019 but let it lapse, so it is not current; my M.S. in Criminal Justice Administration at Tiffin University (online) is in progress, with 18 of 36 credit hours done.',
        fact: 'let it lapse',
      },
      {
        text: 'Armed PO (P320, OPOTA qual current), CIT trained, comfortable testifying — want US Probation S.D. Ohio or a specialized caseload.',
        rewrite:
          'I am an armed probation officer (P320, OPOTA qualification current), CIT trained and comfortable testifying, and I am looking for U.S. Probation in the S.D. of Ohio or a specialized caseload.',
        fact: 'CIT trained',
      },
    ],
    jobs: [
      {
        organisation: 'Franklin County Court of Common Pleas – Adult Probation Dept. (Columbus, OH)',
        role: 'Senior Probation Officer – Domestic Violence Unit / ORAS Trainer',
        start: '2022.07',
        end: 'Present',
        bullets: [
          {
            text: 'Specialized DV caseload 55-65 felony offenders (ORAS-CST high / mod-high), 1 of 5 POs in the unit; gen. supervision caseloads avg ~110 for comparison',
            rewrite:
              'Supervise a specialized domestic violence caseload of 55-65 felony offenders scored high or moderate-high on the ORAS-CST, as 1 of 5 POs in the unit; general supervision caseloads average about 110 for comparison',
            fact: '55-65 felony offenders',
          },
          {
            text: 'Monitor 12-18 clients on GPS/EM at any time (BI Loc8 + SCRAM CAM for alcohol), respond to exclusion-zone alerts 24/7 on rotation, 1 wk in 5',
            rewrite:
              'Monitor 12-18 clients on GPS/electronic monitoring at any time (BI LOC8, plus SCRAM CAM for alcohol) and respond to exclusion-zone alerts 24/7 on a rotation of 1 week in 5',
            fact: 'SCRAM CAM',
          },
          {
            text: "Write PSIs + violation reports for Judges in 3 courtrooms; ~40 PSIs/yr w/ ORC 2929.15 sanction recs; testified at ~25 PV hearings ('23–'24)",
            rewrite:
              'Write presentence investigations (PSIs) and violation reports for the judges of 3 courtrooms, about 40 PSIs a year with sanction recommendations under ORC 2929.15, and testified at about 25 probation violation (PV) hearings in 2023–2024',
            fact: 'ORC 2929.15',
          },
          {
            text: '72% of DV unit clients completed the 26-wk BIP (Batterer Intervention Program) in FY24 vs 58% in FY22 — started weekly check-ins w/ the provider (CHOICES / Lutheran Social Svcs)',
            rewrite:
              'Raised completion of the 26-week Batterer Intervention Program (BIP) to 72% of DV unit clients in FY24 from 58% in FY22 by starting weekly check-ins with the provider (CHOICES at Lutheran Social Services)',
            fact: '72% of DV unit clients',
          },
          {
            text: 'Dept. ORAS trainer since 3/2023 — co-teach the 2-day ORAS cert. w/ the Training Coordinator, ~30 staff/yr; inter-rater reliability audits on 10% of assessments',
            rewrite:
              'Department ORAS trainer since 3/2023, co-teaching the 2-day ORAS certification with the Training Coordinator to about 30 staff a year, and running inter-rater reliability audits on 10% of assessments',
            fact: 'inter-rater reliability',
          },
          {
            text: 'Covered the unit ~6 wks in 2024 while the DV Unit Supervisor was out on FMLA — case staffings only, sanctions + warrant requests still signed by the Deputy Chief',
            rewrite:
              'Covered the unit for about 6 weeks in 2024 while the DV Unit Supervisor was out on FMLA, running case staffings only; sanctions and warrant requests were still signed by the Deputy Chief',
            fact: 'case staffings only',
          },
        ],
      },
      {
        organisation: 'Franklin County Court of Common Pleas – Adult Probation Dept. (Columbus, OH)',
        role: 'Probation Officer II / Field Training Officer (FTO) – General Supervision',
        start: '2018.03',
        end: '2022.06',
        bullets: [
          {
            text: 'Gen. supervision caseload 95–120 (felony F3–F5, some ILC under ORC 2951.041): office reporting + field visits, UA testing (5-panel + EtG)',
            rewrite:
              'Carried a general supervision caseload of 95–120 felony offenders (F3–F5, some on intervention in lieu of conviction (ILC) under ORC 2951.041), with office reporting, field visits and urinalysis (UA) testing (5-panel and EtG)',
            fact: 'ORC 2951.041',
          },
          {
            text: "FTO for 4 new POs ('20–'21), 8-wk FTO program — all 4 made it through their probationary period",
            rewrite:
              'Served as field training officer for 4 new POs in 2020–2021 through the 8-week FTO program, and all 4 made it through their probationary period',
            fact: '4 new POs',
          },
          {
            text: '61% successful terminations of closed cases in 2021 (dept avg 54%); filed early term. requests for 23 low-risk (ORAS-CST) clients',
            rewrite:
              'Reached 61% successful terminations of closed cases in 2021 against a department average of 54%, and filed early termination requests for 23 clients scored low risk on the ORAS-CST',
            fact: '61% successful',
          },
          {
            text: 'COVID (Apr 2020–Mar 2021): moved ~100 clients to phone/video reporting (Zoom + Webex), 0 missed PSI deadlines',
            rewrite:
              'During COVID (Apr 2020–Mar 2021) moved about 100 clients to phone and video reporting over Zoom and Webex, with 0 missed PSI deadlines',
            fact: '0 missed PSI deadlines',
          },
          {
            text: "Warrant sweeps w/ the US Marshals' SOFAST task force 2x/yr; LEADS/NCIC checks, entered 30+ holders",
            rewrite:
              "Joined warrant sweeps with the U.S. Marshals' SOFAST task force twice a year, ran LEADS/NCIC checks and entered 30+ holders",
            fact: 'LEADS/NCIC',
          },
          {
            text: 'Restitution + court costs collected on caseload ~$120k–$150k/yr (2019–2021)',
            rewrite:
              'Collected about $120k–$150k a year in restitution and court costs on my caseload (2019–2021)',
            fact: '$120k–$150k',
          },
        ],
      },
      {
        organisation:
          'Ohio Dept. of Rehabilitation & Correction (ODRC) – Madison Correctional Institution, London, OH',
        role: 'Correction Officer – Housing Unit / Rec (2nd shift)',
        start: '2015.01',
        end: '2018.02',
        bullets: [
          {
            text: '2nd shift (2p–10p) housing unit officer, 2 officers per 244-bed dorm (Level 2/3), 5 counts/day, shakedowns',
            rewrite:
              'Worked 2nd shift (2p–10p) as a housing unit officer, one of 2 officers on a 244-bed dorm (Level 2/3), running 5 counts a day and shakedowns',
            fact: '244-bed dorm',
          },
          {
            text: 'Wrote 150+ conduct reports (RIB) in ~3 yrs, 0 overturned on appeal to the Warden',
            rewrite:
              'Wrote 150+ conduct reports to the Rules Infraction Board (RIB) in about 3 years, with 0 overturned on appeal to the Warden',
            fact: '150+ conduct reports',
          },
          {
            text: 'CIT (Crisis Intervention Team) 40 hrs, 2016 — pulled to the RTU (mental health unit) for OT ~2 shifts/mo',
            rewrite:
              'Completed 40 hrs of Crisis Intervention Team (CIT) training in 2016 and was pulled to the RTU (mental health unit) for overtime about 2 shifts a month',
            fact: 'Crisis Intervention Team',
          },
          {
            text: 'Sat for the Sgt. promo list 2017 — passed the written, not selected; left for county probation Mar 2018',
            rewrite:
              'Sat for the Sergeant promotion list in 2017, passed the written exam but was not selected, and left for county probation in Mar 2018',
            fact: 'not selected',
          },
          {
            text: 'Corrections Training Academy (CTA) @ Orient, OH — 6 wks, Jan–Feb 2015',
            rewrite:
              'Completed the 6-week ODRC Corrections Training Academy (CTA) in Orient, OH, Jan–Feb 2015',
            fact: 'Jan–Feb 2015',
          },
        ],
      },
      {
        organisation: 'Scioto Pathways, Inc. (formerly Scioto Halfway House) – CBCF, Columbus, OH',
        role: 'Resident Monitor → Case Manager Aide',
        start: '2013.06',
        end: '2014.12',
        bullets: [
          {
            text: 'Resident monitor, 120-bed CBCF (community based correctional facility), 3rd shift, 2 monitors on at night',
            rewrite:
              'Worked 3rd shift as a resident monitor at a 120-bed community based correctional facility (CBCF), one of 2 monitors on duty at night',
            fact: '120-bed',
          },
          {
            text: 'Intake for ~15-20 new residents/wk — property inventory, PREA orientation, TB screen forms',
            rewrite:
              'Handled intake for about 15-20 new residents a week, covering property inventory, PREA orientation and TB screening forms',
            fact: 'PREA orientation',
          },
          {
            text: 'Moved up to case manager aide 4/2014 (needed the BA + 6 mos) — co-facilitated MRT (Moral Reconation Therapy), 2 groups/wk, ~12 residents each',
            rewrite:
              'Moved up to case manager aide in 4/2014, which required the BA and 6 months on the job, co-facilitating 2 Moral Reconation Therapy (MRT) groups a week of about 12 residents each',
            fact: 'Moral Reconation Therapy',
          },
          {
            text: "Agency renamed Scioto Pathways Jan 2014 when it merged w/ the county's reentry program",
            rewrite:
              "The agency was renamed Scioto Pathways in Jan 2014 when it merged with the county's reentry program",
            fact: 'Jan 2014',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Tiffin University (online)',
        degree: 'M.S. – in progress (18 of 36 credit hrs)',
        major: 'Criminal Justice Administration',
        start: '2023.08',
        end: 'Present',
      },
      {
        school: 'The Ohio State University, Columbus, OH',
        degree: 'B.A.',
        major: 'Sociology (Criminology & Criminal Justice Studies minor)',
        start: '2009.08',
        end: '2013.05',
      },
    ],
    skills: [
      'ORAS (CST, SRT, PAT) – certified user & dept. trainer',
      'Case mgmt: CourtView, ODRC DOTS Portal, Ohio Courts Network (OCN)',
      'LEADS / NCIC / OHLEG',
      'EM/GPS: BI TotalAccess, SCRAM CAM',
      'EPICS & Motivational Interviewing (MI)',
      'UA collection & chain of custody (5-panel, EtG)',
      'PSI & violation report writing; courtroom testimony',
      'Defensive tactics, OC spray, handcuffing; Sig Sauer P320 (armed PO)',
      'MS Office, Teams',
    ],
    certificates: [
      'ORAS Certified User & Trainer (UCCI / ODRC) – recertified Oct 2025',
      'OPOTA Firearms Requalification – current (annual)',
      'CPR/First Aid/AED – American Red Cross, exp. 03/2027',
    ],
  },
  {
    id: 'en-heldout-s13d',
    locale: 'en-US',
    name: 'Jordan A. Pellegrino',
    email: 'jordan.pellegrino.edit@gmail.com',
    phone: '(312) 555-0184',
    city: 'Chicago, IL',
    target: 'Sr. Editor / Lead Editor – branded & docu (Avid or Premiere), hybrid Chicago or remote CT/ET',
    summary: [
      {
        text: 'I have 9 yrs in post — 6+ as an editor (Avid MC + Premiere), before that AE / post coord & small-market TV news. Mostly branded docs, 30s/15s spots + social cutdowns.',
        rewrite:
          'I have 9 years in post-production, 6+ of them as an editor (Avid MC and Premiere), and before that worked as an assistant editor and post coordinator and in small-market TV news; my work is mostly branded docs, 30s/15s spots and social cutdowns.',
        fact: 'branded docs',
      },
      {
        text: 'Avid Certified User (MC) since 08/2018. Sat the ACP exam (MC201) 10/2023 — failed by 2 pts (68, need 70), retaking spring. Old Apple FCP X cert from 2015 is lapsed.',
        rewrite:
          'I have been an Avid Certified User (MC) since 08/2018; I sat the ACP exam (MC201) in 10/2023 and failed by 2 points (68, with 70 needed), and I am retaking it in the spring. My old Apple FCP X certification from 2015 has lapsed.',
        fact: 'MC201',
      },
      {
        text: 'NOT a colorist — I do conform + primaries in Resolve 18.6 and hand off to our colorist for anything that airs',
        rewrite:
          'I am not a colorist: I do the conform and primary grades in Resolve 18.6 and hand off to our colorist for anything that airs.',
        fact: 'Resolve 18.6',
      },
    ],
    jobs: [
      {
        organisation:
          'Brightline Studios (formerly Halverson Creative; part of Meridian Media Group), Chicago, IL',
        role: 'Senior Video Editor – Branded Content & Docuseries',
        start: '2022.06',
        end: 'Present',
        bullets: [
          {
            text: "Lead editor on 'Made Here' docuseries for client Tollgate Outdoor — S1 = 6 x 11-min eps, S2 = 8 eps (delivered Q3 2023), ~140 hrs of FX6 + A7S III footage/season",
            rewrite:
              "Lead editor on the 'Made Here' docuseries for the client Tollgate Outdoor: S1 of 6 x 11-minute episodes and S2 of 8 episodes (delivered Q3 2023), cut from about 140 hours of FX6 and A7S III footage per season",
            fact: 'A7S III',
          },
          {
            text: "Cut 30s/15s/6s spots + 9:16 & 1:1 social cutdowns, avg 40-60 deliverables/campaign. Job budgets $25k-$180k (I'm not the producer — I just track my hrs vs the bid)",
            rewrite:
              'Cut 30s/15s/6s spots and 9:16 and 1:1 social cutdowns, averaging 40-60 deliverables per campaign on job budgets of $25k-$180k; I am not the producer and only track my hours against the bid',
            fact: '$25k-$180k',
          },
          {
            text: 'Set up shared Avid NEXIS E4 (120TB) proxy workflow w/ our IT guy + the Post Producer → first cuts 5 days → 3 days',
            rewrite:
              'Set up the shared Avid NEXIS E4 (120TB) proxy workflow with our IT lead and the Post Producer, bringing first cuts down from 5 days to 3 days',
            fact: 'NEXIS E4',
          },
          {
            text: 'Assign + review work for 2 AEs & 1 motion designer (they report to the Post Producer, not me)',
            rewrite:
              'Assign and review work for 2 AEs and 1 motion designer, who report to the Post Producer rather than to me',
            fact: '1 motion designer',
          },
          {
            text: 'Broadcast deliverables to spec: -24 LKFS (ATSC A/85), ProRes 422 HQ, Rec.709 — 0 QC rejects from stations/networks in 2023 (31 spots delivered)',
            rewrite:
              'Deliver broadcast masters to spec (-24 LKFS per ATSC A/85, ProRes 422 HQ, Rec.709), with 0 QC rejects from stations and networks in 2023 across 31 spots delivered',
            fact: 'ATSC A/85',
          },
          {
            text: "Our Creative Director + the client's VP of Brand Marketing sign off on picture lock; I present cuts on Frame.io / in the review room, ~3-4 rounds per spot",
            rewrite:
              "Present cuts on Frame.io and in the review room over about 3-4 rounds per spot, with our Creative Director and the client's VP of Brand Marketing signing off on picture lock",
            fact: 'picture lock',
          },
        ],
      },
      {
        organisation:
          'Brightline Studios (formerly Halverson Creative; part of Meridian Media Group), Chicago, IL',
        role: 'Video Editor',
        start: '2019.10',
        end: '2022.05',
        bullets: [
          {
            text: "Hired by Halverson Creative Oct 2019; Halverson was bought by Meridian Media Group Mar '22 + renamed Brightline Studios (same team, same office)",
            rewrite:
              "Joined Halverson Creative in Oct 2019; Halverson was acquired by Meridian Media Group in Mar '22 and renamed Brightline Studios, with the same team and office",
            fact: "Mar '22",
          },
          {
            text: 'Moved the shop off FCP 7 / Premiere CC 2017 onto Premiere Pro 2020 (v14) + Team Projects during COVID — 7 editors remote in 3 wks',
            rewrite:
              'Moved the shop from FCP 7 and Premiere CC 2017 to Premiere Pro 2020 (v14) with Team Projects during COVID, getting 7 editors working remotely in 3 weeks',
            fact: 'Premiere Pro 2020 (v14)',
          },
          {
            text: "Edited ~70% of the agency's 2021 social output (approx 220 of 310 videos)",
            rewrite: "Edited about 70% of the agency's 2021 social output, roughly 220 of 310 videos",
            fact: '220 of 310',
          },
          {
            text: "2 Telly Awards (Bronze, 2021) for 'Second Shift' recruitment film for Parkline Health — shared w/ the director & DP",
            rewrite:
              "Shared 2 Telly Awards (Bronze, 2021) with the director and DP for the 'Second Shift' recruitment film for Parkline Health",
            fact: '2 Telly Awards',
          },
          {
            text: 'Promoted to Senior Video Editor June 2022 (after ~2.5 yrs)',
            rewrite: 'Promoted to Senior Video Editor in June 2022 after about 2.5 years',
            fact: 'June 2022',
          },
        ],
      },
      {
        organisation: 'Lakeshore Post & Finishing, Chicago (River North)',
        role: 'Assistant Editor / Post Coordinator',
        start: '2017.01',
        end: '2019.09',
        bullets: [
          {
            text: 'AE for 3 staff editors on network promos + 1 unscripted series (10 eps x 22 min)',
            rewrite:
              'Assistant editor for 3 staff editors on network promos and 1 unscripted series (10 eps x 22 min)',
            fact: '10 eps x 22 min',
          },
          {
            text: 'Ingest/sync/transcode dailies (ARRI Alexa Mini, RED Dragon 6K), ~1.5-2 TB/day on shoot days — Avid MC 8.x + DaVinci Resolve 14',
            rewrite:
              'Ingested, synced and transcoded dailies from ARRI Alexa Mini and RED Dragon 6K, about 1.5-2 TB a day on shoot days, in Avid MC 8.x and DaVinci Resolve 14',
            fact: 'RED Dragon 6K',
          },
          {
            text: 'Turned over AAF/EDLs to color + audio, online conform for 45+ spots; wrote the turnover checklist the house still uses (v3)',
            rewrite:
              'Turned over AAFs and EDLs to color and audio and handled the online conform for 45+ spots; wrote the turnover checklist (v3) the house still uses',
            fact: '45+ spots',
          },
          {
            text: 'Post Coordinator half of the job: scheduled 4 edit suites + 1 color bay, booked freelancers @ $350-$550/day',
            rewrite:
              'As Post Coordinator, scheduled 4 edit suites and 1 color bay and booked freelancers at $350-$550/day',
            fact: '$350-$550/day',
          },
          {
            text: 'Got Avid Certified User: Media Composer 08/2018 — Lakeshore paid for the training (MC101 + MC110)',
            rewrite:
              'Earned the Avid Certified User: Media Composer in 08/2018, with Lakeshore paying for the training (MC101 + MC110)',
            fact: 'MC101 + MC110',
          },
        ],
      },
      {
        organisation: 'WQPN-TV Channel 26 (CBS affiliate), Peoria, IL',
        role: 'News Editor / Master Control Operator (part-time → full-time)',
        start: '2015.06',
        end: '2016.12',
        bullets: [
          {
            text: 'Cut VO/SOTs + packages for the 5, 6 & 10pm newscasts, 8-12 stories a shift on Edius 8',
            rewrite:
              'Cut VO/SOTs and packages for the 5, 6 and 10pm newscasts, 8-12 stories a shift on Edius 8',
            fact: '8-12 stories',
          },
          {
            text: 'Ran master control 2 nights/wk (Sat-Sun), logged spots in WO Traffic, ran the weekly FCC EAS tests',
            rewrite:
              'Ran master control 2 nights a week (Sat-Sun), logged spots in WO Traffic and ran the weekly FCC EAS tests',
            fact: 'EAS tests',
          },
          {
            text: 'DMA #117 — small shop, 3 editors total incl. me, so also shot VOs when a photog called off',
            rewrite:
              'Small shop in DMA #117 with 3 editors in total including me, so I also shot VOs when a photographer called off',
            fact: 'DMA #117',
          },
          {
            text: 'Started PT in June 2015 right after finishing my B.A. at Bradley, went full-time summer 2016',
            rewrite:
              'Started part-time in June 2015 right after finishing my B.A. at Bradley and went full-time in summer 2016',
            fact: 'summer 2016',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Bradley University, Peoria, IL',
        degree: 'B.A.',
        major: 'Television Arts (Film & TV Production), minor in Journalism',
        start: '2011.08',
        end: '2015.05',
      },
      {
        school: 'Columbia College Chicago – Continuing Education (non-credit)',
        degree: 'Certificate – in progress (2 of 4 courses)',
        major: 'Color Grading & Finishing (DaVinci Resolve)',
        start: '2024.01',
        end: 'Present',
      },
    ],
    skills: [
      'Avid Media Composer (2023.12), NEXIS, bin locking, ScriptSync / PhraseFind',
      'Adobe Premiere Pro (Team Projects, Productions), After Effects basics (titles, tracking, cleanup)',
      'DaVinci Resolve 18.6 – conform + primaries only (not a colorist)',
      'Audio: Pro Tools temp mixes, iZotope RX 10 dialogue cleanup; loudness -24 LKFS broadcast / -16 LUFS social',
      'Workflow: AAF/XML/EDL turnovers, proxies, ProRes / DNxHR, Frame.io review',
      'Deliverables: 16:9, 9:16, 1:1, 4:5; captions (SCC/SRT); textless versions',
      'Docu story: interview selects off transcripts (Trint, Descript), radio-edit first',
      'Cameras (b-roll in a pinch): Sony FX6, A7S III, Canon C300 Mk II',
    ],
    certificates: [
      'Avid Certified User: Media Composer (ACU) – 08/2018',
      'FAA Part 107 Remote Pilot Certificate (sUAS) – recurrent training done 2024',
    ],
  },
  {
    id: 'en-heldout-s13e',
    locale: 'en-US',
    name: 'Corinne M. Ashdown',
    email: 'c.ashdown.geo@gmail.com',
    phone: '(856) 555-0147',
    city: 'Cherry Hill, NJ',
    target:
      'Project Scientist / Project Geologist – Site Remediation & Groundwater (South Jersey / Philly, hybrid OK)',
    summary: [
      {
        text: 'I have ~8 yrs in enviro consulting + remediation (NJ/PA) — groundwater, soil & vapor intrusion, mostly NJDEP SRP/ISRA cases and a few PA Act 2 sites. Field-heavy but I write the reports too.',
        rewrite:
          'I have about 8 years in environmental consulting and remediation in New Jersey and Pennsylvania, covering groundwater, soil and vapor intrusion on mostly NJDEP SRP and ISRA cases and a few PA Act 2 sites; the work is field-heavy, but I write the reports too.',
        fact: 'PA Act 2',
      },
      {
        text: 'Licensing: ASBOG FG passed 10/2019 (PA Geologist-in-Training). PG exam — failed the Practice (PG) section Mar 2024, retaking Oct 2025. NOT an LSRP (short on NJ yrs, can apply ~2027).',
        rewrite:
          'Licensing: I passed the ASBOG FG (Fundamentals of Geology) exam in Oct 2019 and am a PA Geologist-in-Training; I failed the Practice (PG) section of the PG exam in Mar 2024 and am retaking it in Oct 2025. I am not an LSRP (short on New Jersey years; I can apply around 2027).',
        fact: 'ASBOG FG',
      },
      {
        text: 'Looking for more RI + remedial design work, less Phase I. 40-hr HAZWOPER current.',
        rewrite:
          'I am looking for more remedial investigation (RI) and remedial design work and less Phase I work; my 40-hour HAZWOPER is current.',
        fact: 'remedial design',
      },
    ],
    jobs: [
      {
        organisation:
          'Halverson Brandt Environmental, Inc. (formerly Brandt Geosciences LLC – acquired by Halverson Group 3/2021), Mount Laurel, NJ',
        role: 'Project Scientist II – Site Remediation / Field Team Lead',
        start: '2022.04',
        end: 'Present',
        bullets: [
          {
            text: 'Day-to-day on 11-14 active NJDEP SRP cases (ISRA, UST, pre-1990 dry cleaners) under 2 LSRPs — I draft the RIR/RAW, the LSRP of record (our VP & Principal-in-Charge) signs + certifies',
            rewrite:
              'Run the day-to-day work on 11-14 active NJDEP SRP cases (ISRA, UST and pre-1990 dry cleaners) under 2 LSRPs, drafting the RIR and RAW that the LSRP of record (our VP and Principal-in-Charge) signs and certifies',
            fact: '11-14 active',
          },
          {
            text: 'Field lead for me + 2 techs: quarterly GW sampling (low-flow per NJDEP FSPM 2022), ~60-75 wells/qtr across 9 sites, YSI ProDSS + Geotech peristaltics; 0 samples rejected for holding time FY23-FY24',
            rewrite:
              'Lead a field crew of myself and 2 technicians on quarterly groundwater sampling (low-flow per the NJDEP FSPM 2022), covering about 60-75 wells a quarter across 9 sites with a YSI ProDSS and Geotech peristaltic pumps, with 0 samples rejected for holding time in FY23-FY24',
            fact: '60-75 wells',
          },
          {
            text: 'Oversaw drilling subs (Geoprobe 7822DT direct-push + 4.25" ID HSA) on 140+ borings & 23 new MWs since 4/2022; logged soils (USCS), PID screening w/ MiniRAE 3000 (10.6 eV lamp)',
            rewrite:
              'Oversaw drilling subcontractors (Geoprobe 7822DT direct-push and 4.25" ID hollow-stem auger) on more than 140 borings and 23 new monitoring wells since April 2022, logging soils to USCS and screening with a MiniRAE 3000 PID (10.6 eV lamp)',
            fact: 'MiniRAE 3000',
          },
          {
            text: 'Load lab EDDs (Eurofins, Pace) into EQuIS 7, screen vs NJ GWQS (N.J.A.C. 7:9C) + IGW/SRS, plume maps & isocontours in ArcGIS Pro 3.1 / Surfer 25',
            rewrite:
              'Load laboratory EDDs from Eurofins and Pace into EQuIS 7, screen results against the NJ GWQS (N.J.A.C. 7:9C) and the IGW and soil remediation standards (SRS), and build plume maps and isoconcentration contours in ArcGIS Pro 3.1 and Surfer 25',
            fact: 'N.J.A.C. 7:9C',
          },
          {
            text: 'Proposals/budgets $15K-$250K per task (T&M + LSUM); ~82% of hrs billable in 2024 (target 80%)',
            rewrite:
              'Prepare proposals and budgets of $15K-$250K per task (time-and-materials and lump sum), with about 82% of my hours billable in 2024 against an 80% target',
            fact: '$15K-$250K',
          },
          {
            text: "Cost est. + schedule for the $1.9M RAW at the former Delran plating site (PM: Dave Kowalczyk, Sr. PM); SSO on ~30 field days/qtr, 0 recordables since '22",
            rewrite:
              'Prepared the cost estimate and schedule for the $1.9M RAW at the former Delran plating site, where Dave Kowalczyk (Sr. PM) was the project manager, and serve as site safety officer (SSO) on about 30 field days a quarter with 0 recordables since 2022',
            fact: '$1.9M RAW',
          },
        ],
      },
      {
        organisation:
          'Halverson Brandt Environmental, Inc. (formerly Brandt Geosciences LLC – acquired by Halverson Group 3/2021), Mount Laurel, NJ',
        role: 'Staff Scientist (I → II, Jan 2021)',
        start: '2019.06',
        end: '2022.03',
        bullets: [
          {
            text: 'UST closures: 27 tanks pulled (550-gal heating oil up to 10K-gal gasoline), post-ex soil sampling per N.J.A.C. 7:14B, wrote closure rpts for the LSRP',
            rewrite:
              'Oversaw 27 UST closures, from 550-gallon heating oil tanks up to 10K-gallon gasoline tanks, collecting post-excavation soil samples per N.J.A.C. 7:14B and writing the closure reports for the LSRP',
            fact: 'N.J.A.C. 7:14B',
          },
          {
            text: 'Vapor intrusion: sub-slab + indoor air (Summa canisters, TO-15) at 6 bldgs incl. an occupied daycare — 1 of 6 became an IEC, SSDS installed w/ 2 RP-265 fans',
            rewrite:
              'Ran vapor intrusion sampling (sub-slab and indoor air with Summa canisters, TO-15) at 6 buildings including an occupied daycare; 1 of the 6 became an Immediate Environmental Concern (IEC) case and got a sub-slab depressurization system (SSDS) with 2 RP-265 fans',
            fact: 'TO-15',
          },
          {
            text: 'Phase I ESAs (ASTM E1527-13, then -21 from 2/2022) — ~45 rpts, mostly for lenders (TD Bank, Republic First) + 1 for a Camden County Improvement Authority acquisition',
            rewrite:
              'Wrote about 45 Phase I ESAs to ASTM E1527-13 (E1527-21 from Feb 2022), mostly for lenders (TD Bank, Republic First) and 1 for a Camden County Improvement Authority acquisition',
            fact: 'E1527-13',
          },
          {
            text: 'After the 3/2021 acquisition moved ~15 yrs of Brandt field data from Access/Excel into EQuIS, ~38,000 records, w/ 1 GIS analyst lent from Halverson',
            rewrite:
              'After the March 2021 acquisition, moved about 15 years of Brandt field data from Access and Excel into EQuIS (about 38,000 records) with 1 GIS analyst lent from Halverson',
            fact: '38,000 records',
          },
          {
            text: 'Promoted SS I → SS II Jan 2021 (after 18 mos); started as 1 of 3 staff scientists in the Brandt office',
            rewrite:
              'Was promoted from Staff Scientist I to II in Jan 2021 after 18 months, having started as 1 of 3 staff scientists in the Brandt office',
            fact: '1 of 3 staff scientists',
          },
        ],
      },
      {
        organisation:
          'TriState Environmental Services, LLC (client site: Sunoco / Energy Transfer – Marcus Hook Industrial Complex, PA)',
        role: 'Field Technician – Remediation O&M',
        start: '2017.08',
        end: '2019.05',
        bullets: [
          {
            text: 'O&M on 3 systems: P&T (~45 gpm, 2x 2,000-lb GAC vessels), SVE/AS (15 hp blower), LNAPL skimmers — weekly checks + monthly DMR data for NPDES permit PA0057423',
            rewrite:
              'Ran O&M on 3 remediation systems: a pump-and-treat system (about 45 gpm, 2 x 2,000-lb GAC vessels), an SVE/air sparge system (15 hp blower) and LNAPL skimmers, with weekly checks and monthly DMR data for NPDES permit PA0057423',
            fact: '45 gpm',
          },
          {
            text: 'Gauged ~110 wells/mo w/ a Solinst 122 interface probe; max LNAPL thickness 2.3 ft → 0.4 ft (2017-19)',
            rewrite:
              'Gauged about 110 wells a month with a Solinst 122 interface probe, as the maximum LNAPL thickness fell from 2.3 ft to 0.4 ft (2017-19)',
            fact: 'Solinst 122',
          },
          {
            text: "Sunoco/ET was the client, not my employer — PEC SafeLand orientation + TWIC, daily JSAs, hot work & confined space permits thru the client's permit office",
            rewrite:
              "Worked at the client's site (Sunoco/ET, not my employer) with PEC SafeLand orientation and a TWIC, writing daily JSAs and getting hot work and confined space permits through the client's permit office",
            fact: 'PEC SafeLand',
          },
          {
            text: "IDW: ~20-30 drums/qtr (purge water, soil cuttings), signed manifests as generator's agent after DOT HM-126F training",
            rewrite:
              "Handled investigation-derived waste (IDW), about 20-30 drums a quarter of purge water and soil cuttings, and signed manifests as the generator's agent after DOT HM-126F training",
            fact: 'HM-126F',
          },
        ],
      },
      {
        organisation: 'Chester County Health Department – Water Quality Section, West Chester, PA',
        role: 'Seasonal Environmental Aide (summers 2015 & 2016)',
        start: '2015.05',
        end: '2016.08',
        bullets: [
          {
            text: 'Sampled private wells + 14 public beaches/swim areas for E. coli (Colilert / Quanti-Tray 2000), 2x/wk Memorial Day–Labor Day',
            rewrite:
              'Sampled private wells and 14 public beaches and swimming areas for E. coli (Colilert with Quanti-Tray 2000) twice a week from Memorial Day to Labor Day',
            fact: 'Quanti-Tray 2000',
          },
          {
            text: 'Flagged 9 beach advisories in 2016 (single sample >235 CFU/100 mL)',
            rewrite: 'Flagged 9 beach advisories in 2016 when single samples exceeded 235 CFU/100 mL',
            fact: '235 CFU/100 mL',
          },
          {
            text: 'Helped the sanitarian (REHS) w/ ~60 on-lot septic perc tests — I dug + logged the pits, she signed the permits',
            rewrite:
              'Assisted the sanitarian (REHS) with about 60 on-lot septic percolation tests, digging and logging the pits while she signed the permits',
            fact: '60 on-lot septic',
          },
          {
            text: 'Entered ~1,200 lab results into the county Access db + PA DEP Drinking Water Reporting System',
            rewrite:
              'Entered about 1,200 lab results into the county Access database and the PA DEP Drinking Water Reporting System',
            fact: '1,200 lab results',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Rowan University, Glassboro, NJ',
        degree: 'M.S. – in progress (part-time, 12 of 30 cr., exp. May 2027)',
        major: 'Environmental Science',
        start: '2023.09',
        end: 'Present',
      },
      {
        school: 'West Chester University of Pennsylvania',
        degree: 'B.S.',
        major: 'Geology (minor: Chemistry)',
        start: '2013.08',
        end: '2017.05',
      },
    ],
    skills: [
      'GW sampling: low-flow/micropurge, PDBs & HydraSleeves, YSI ProDSS, Horiba U-52',
      'Drilling oversight: Geoprobe direct-push, HSA, sonic; USCS soil logging; MW install & development',
      'Vapor intrusion: sub-slab, Summa/TO-15, SSDS commissioning',
      'EQuIS 7, ArcGIS Pro 3.1, Surfer 25, ProUCL 5.2, AutoCAD (basic), Excel',
      'Regs: N.J.A.C. 7:26E Tech Regs, ARRCS, ISRA, NJ GWQS; PA Act 2 / 25 Pa. Code Ch. 250; RCRA, 40 CFR 280',
      'Phase I/II ESA (ASTM E1527-21, E1903-19)',
      'Remediation O&M: P&T, SVE/AS, GAC change-outs, LNAPL recovery',
      'HASP writing, SSO, PID/FID & 4-gas meters',
    ],
    certificates: [
      'OSHA 40-Hour HAZWOPER (29 CFR 1910.120) – 8-hr refresher current through 03/2026',
      'OSHA 8-Hour HAZWOPER Site Supervisor',
      'PA Geologist-in-Training (ASBOG FG passed 10/2019)',
    ],
  },
  {
    id: 'en-heldout-s13f',
    locale: 'en-US',
    name: 'Trevor A. Lindqvist',
    email: 'tlindqvist.loans@outlook.com',
    phone: '(614) 555-0187',
    city: 'Hilliard, OH',
    target:
      'Senior Loan Officer – purchase/retail, w/ in-house processing & UW (NW Columbus: Dublin / Hilliard / Powell)',
    summary: [
      {
        text: 'I have ~11 yrs in residential mortgage — 6.5+ as a licensed MLO (NMLS #1938274), before that loan processing (~3 yrs) and title/escrow (~2 yrs).',
        rewrite:
          'I have about 11 years in residential mortgage, 6.5+ of them as a licensed MLO (NMLS #1938274), and before that about 3 years in loan processing and 2 in title/escrow.',
        fact: 'NMLS #1938274',
      },
      {
        text: 'Licensed OH + KY (IN license let lapse 12/31/2024 — no IN borrowers since the merger). $165M+ funded since 2020.',
        rewrite:
          'Licensed in OH and KY (I let my IN license lapse on 12/31/2024, with no IN borrowers since the merger), with $165M+ funded since 2020.',
        fact: '12/31/2024',
      },
      {
        text: "CMB: started the Residential CMB in 2025 (MBA's designation) — written exam passed, oral/peer review still ahead, so not a CMB yet.",
        rewrite:
          "Started the Mortgage Bankers Association's (MBA's) Residential CMB in 2025; I have passed the written exam, but the oral/peer review is still ahead, so I am not a CMB yet.",
        fact: 'oral/peer review',
      },
    ],
    jobs: [
      {
        organisation:
          'Buckeye Heritage Bank, N.A. – Home Lending, Dublin, OH (formerly Licking Valley Savings Bank)',
        role: 'Mortgage Loan Officer II – Purchase / New Construction',
        start: '2022.09',
        end: 'Present',
        bullets: [
          {
            text: 'Funded $41.6M / 128 units in 2024 and $48.2M / 141 units in 2025 (~78% purchase) — #3 of 17 LOs in Central OH region both yrs. 2026 YTD thru Oct: $43.0M / 119 units',
            rewrite:
              'Funded $41.6M across 128 units in 2024 and $48.2M across 141 units in 2025 (about 78% purchase), ranking #3 of 17 LOs in the Central Ohio region both years; 2026 year to date through October: $43.0M across 119 units',
            fact: '$48.2M',
          },
          {
            text: "Referral base ~22 active agents (mostly KW Capital Partners + Coldwell Banker Realty Dublin) + 2 builders — Arbor Ridge Homes & Maronda; did 9 model-home Saturdays/qtr at Arbor Ridge's Jerome Village site",
            rewrite:
              "Built a referral base of about 22 active agents (mostly KW Capital Partners and Coldwell Banker Realty Dublin) plus 2 builders, Arbor Ridge Homes and Maronda, and staffed 9 model-home Saturdays per quarter at Arbor Ridge's Jerome Village site",
            fact: '22 active agents',
          },
          {
            text: 'Pull-through 81% app→close (branch avg 72%); avg 26 days contract-to-CTC, 0 extensions paid by the borrower in 2025',
            rewrite:
              'Kept an 81% pull-through from application to close against a 72% branch average, averaging 26 days from contract to clear-to-close (CTC) with 0 lock extensions paid by the borrower in 2025',
            fact: '26 days',
          },
          {
            text: 'FHA / VA / USDA / conv + OHFA DPA — ~35% of my 2025 units were first-time buyers; 19 OHFA Your Choice! loans, 6 VA (2 of them $0 down w/ full entitlement)',
            rewrite:
              'Originated FHA, VA, USDA and conventional loans plus OHFA down payment assistance (DPA); about 35% of my 2025 units were first-time buyers, including 19 OHFA Your Choice! loans and 6 VA loans (2 of them $0 down with full entitlement)',
            fact: '19 OHFA Your Choice!',
          },
          {
            text: "Share 1 processor + 1 LOA w/ another LO on the team; train the branch's new LOAs on Encompass 24.1 + Optimal Blue (3 so far)",
            rewrite:
              "Share 1 processor and 1 loan officer assistant (LOA) with another LO on the team, and have trained 3 of the branch's new LOAs on Encompass 24.1 and Optimal Blue so far",
            fact: 'Encompass 24.1',
          },
          {
            text: 'Jun–Aug 2024 covered pipeline for our Area Sales Manager (on maternity leave) — kept her 11 in-process loans moving, did NOT manage the LOs / approve exceptions; SVP of Retail Lending signed off on pricing',
            rewrite:
              'From Jun–Aug 2024, covered the pipeline for our Area Sales Manager during her maternity leave, keeping her 11 in-process loans moving; I did not manage the LOs or approve exceptions, and the SVP of Retail Lending signed off on pricing',
            fact: '11 in-process loans',
          },
        ],
      },
      {
        organisation:
          'Licking Valley Savings Bank, Newark, OH (acquired by Buckeye Heritage Bank, Sept 2022)',
        role: 'Mortgage Loan Originator / Consumer Loan Officer (HELOCs)',
        start: '2020.03',
        end: '2022.08',
        bullets: [
          {
            text: 'Licensed 3/2020 (SAFE MLO test 1st try, 84%) right as the COVID refi boom hit — 1st 12 mos: 96 closed loans, $17.9M, ~70% refi',
            rewrite:
              'Licensed in 3/2020 after passing the SAFE MLO test on the first try (84%), right as the COVID refinance boom hit; in the first 12 months closed 96 loans totaling $17.9M, about 70% refinances',
            fact: '$17.9M',
          },
          {
            text: "Portfolio ARMs (5/1, 7/1) kept on the books, fixed-rate sold to Fannie/Freddie via DU/LPA; watched 30-yr fixed go 2.75% → 5.6% (Jan '21 – Jun '22)",
            rewrite:
              "Originated portfolio ARMs (5/1, 7/1) held on the bank's books and fixed-rate loans sold to Fannie Mae/Freddie Mac through DU/LPA, as 30-year fixed rates went from 2.75% to 5.6% (Jan '21 – Jun '22)",
            fact: '5/1, 7/1',
          },
          {
            text: 'HELOCs $10k–$250k (up to 85% CLTV): 63 lines / $4.1M in commitments over ~2.5 yrs',
            rewrite:
              'Originated HELOCs of $10k–$250k (up to 85% CLTV): 63 lines and $4.1M in commitments over about 2.5 years',
            fact: '$10k–$250k',
          },
          {
            text: "~40% of my 2021 volume came from the bank's own deposit customers (referrals from 6 branches' tellers/BMs)",
            rewrite:
              "About 40% of my 2021 volume came from the bank's own deposit customers, referred by the tellers and branch managers (BMs) of 6 branches",
            fact: '40% of my 2021 volume',
          },
          {
            text: '2022 core + LOS conversion (Jack Henry SilverLake → Fiserv DNA; Calyx Point → Encompass) — 1 of 3 "super users" out of 14 lending staff, built the Encompass input forms + trained the other 11',
            rewrite:
              'During the 2022 core and LOS conversion (Jack Henry SilverLake to Fiserv DNA; Calyx Point to Encompass), was 1 of 3 "super users" out of 14 lending staff, built the Encompass input forms and trained the other 11',
            fact: '14 lending staff',
          },
        ],
      },
      {
        organisation: 'Keystone Crest Mortgage LLC (a Keystone Crest Realty Group co.), Columbus, OH',
        role: 'Loan Processor II – Conventional / FHA',
        start: '2017.05',
        end: '2020.02',
        bullets: [
          {
            text: 'Ran a pipeline of 35-45 files at a time for 4 LOs, ~28-32 closings/mo',
            rewrite: 'Ran a pipeline of 35-45 files at a time for 4 LOs, with about 28-32 closings a month',
            fact: '35-45 files',
          },
          {
            text: 'Ordered appraisals via AMC (Reggora), VOEs through The Work Number, title from 3 agencies; submission→CTC avg cut from 19 days to 14 days (2019)',
            rewrite:
              'Ordered appraisals through the AMC (Reggora), VOEs through The Work Number and title from 3 agencies, and cut average submission-to-CTC time from 19 days to 14 days (2019)',
            fact: '19 days to 14 days',
          },
          {
            text: "Pre-cleared files before they went to our DE underwriter (CAIVRS, LDP/GSA, 4506-C) — I'm not DE-credentialed, never had UW authority",
            rewrite:
              'Pre-cleared files before they went to our DE underwriter (CAIVRS, LDP/GSA, 4506-C checks); I am not DE-credentialed and never had underwriting authority',
            fact: 'LDP/GSA, 4506-C',
          },
          {
            text: 'Backup closer Oct–Dec 2019 (3 mos) after our Closing Manager left — CD balancing w/ title, funding numbers to the warehouse line',
            rewrite:
              'Served as backup closer for 3 months (Oct–Dec 2019) after our Closing Manager left, balancing Closing Disclosures (CDs) with title and sending funding numbers to the warehouse line',
            fact: 'Oct–Dec 2019',
          },
        ],
      },
      {
        organisation:
          'Franklin County Title Agency, Ltd. (policy-issuing agent for First American Title), Worthington, OH',
        role: 'Escrow Assistant / Front Desk',
        start: '2015.06',
        end: '2017.04',
        bullets: [
          {
            text: 'Prepped 60-80 closings/mo for 2 escrow officers: title commitments, payoffs, HUD-1s → ALTA settlement statements once TRID went live 10/3/2015',
            rewrite:
              'Prepared 60-80 closings a month for 2 escrow officers, including title commitments and payoffs, moving from HUD-1s to ALTA settlement statements once TRID went live on 10/3/2015',
            fact: '10/3/2015',
          },
          {
            text: 'Call-back verification on every outgoing wire; caught 1 spoofed payoff wire ($212k) Aug 2016',
            rewrite:
              'Made call-back verifications on every outgoing wire and caught 1 spoofed payoff wire ($212k) in Aug 2016',
            fact: '$212k',
          },
          {
            text: 'e-Recorded deeds + mortgages w/ Franklin Co. Recorder thru Simplifile, ~300 docs/mo',
            rewrite:
              'E-recorded deeds and mortgages with the Franklin County Recorder through Simplifile, about 300 documents a month',
            fact: 'Simplifile',
          },
          {
            text: 'Studied for the Ohio title insurance agent license (pre-licensing 20 hrs done) but never sat the exam',
            rewrite:
              'Studied for the Ohio title insurance agent license and completed the 20 hours of pre-licensing, but never sat the exam',
            fact: 'title insurance agent',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Franklin University, Columbus, OH',
        degree: 'B.S. – in progress (online, part-time; 78 of 124 credits)',
        major: 'Financial Planning',
        start: '2021.08',
        end: '2027.12 (expected)',
      },
      {
        school: 'Columbus State Community College',
        degree: 'Associate of Arts (A.A.)',
        major: 'Business (transfer module)',
        start: '2012.08',
        end: '2015.05',
      },
    ],
    skills: [
      'LOS: ICE Encompass 24.x (Calyx Point — legacy)',
      'Pricing: Optimal Blue PPE — locks, extensions, relocks, float-downs',
      'AUS: Fannie Mae DU, Freddie Mac LPA, USDA GUS',
      'Conv (HomeReady / Home Possible), FHA 203(b) & 203(k) limited, VA incl. IRRRL, USDA 502 GRH, portfolio ARMs, HELOCs',
      'OHFA DPA (Your Choice!, Grants for Grads)',
      'Income calc: URLA/1003, self-employed (Fannie Form 1084, Sch C, K-1s), rental income',
      'Compliance: TRID LE/CD timing, HMDA, RESPA Sec. 8, ECOA/Reg B',
      'CRM: Total Expert; Salesforce (bank side)',
      'Excel pipeline tracker (SUMIFS, pivot tables)',
    ],
    certificates: [
      'NMLS-registered Mortgage Loan Originator, NMLS #1938274 — state licenses OH (MLO.050193827) & KY',
      'SAFE MLO Test – National Test Component w/ Uniform State Content (passed 03/2020)',
      'NMLS 8-hr annual CE – current through 2026',
    ],
  },
  {
    id: 'zh-heldout-s13g',
    locale: 'zh-CN',
    name: '覃志远',
    email: 'qinzhiyuan_zs@163.com',
    phone: '137 2866 0419',
    city: '东莞',
    target: '注塑车间主管/生产主管 — 汽车内外饰、家电结构件，东莞·惠州，期望15-18k',
    summary: [
      {
        text: '我有10年注塑经验，从海天售后学徒、调机技术员做起，现在带二厂注塑车间(52台机，白夜两班)。汽车内饰+家电结构件都做过，熟悉PP/ABS/PC/PA66-GF30等料的成型工艺',
        rewrite:
          '我有10年注塑行业经验，从海天售后学徒、调机技术员起步，目前负责二厂注塑车间（52台注塑机，白夜两班）；做过汽车内饰件和家电结构件，熟悉PP、ABS、PC、PA66-GF30等材料的成型工艺。',
        fact: 'PA66-GF30',
      },
      {
        text: '证书：注塑工高级工（三级）2020年拿的；注塑高级技师（二级）22年考过了理论，实操没过，准备今年10月补考。六西格玛绿带只参加过公司内训，没拿证。',
        rewrite:
          '证书方面：2020年取得注塑工高级工（三级）；注塑高级技师（二级）于2022年通过理论考试，实操未通过，计划今年10月补考；六西格玛绿带仅参加过公司内训，未取得证书。',
        fact: '注塑工高级工（三级）',
      },
      {
        text: '希望找汽车件/家电件注塑厂的车间主管或生产主管，东莞、惠州都可以，不考虑手板厂、小作坊',
        rewrite:
          '希望应聘汽车件或家电件注塑厂的车间主管或生产主管岗位，东莞、惠州均可，不考虑手板厂及小作坊。',
        fact: '不考虑手板厂',
      },
    ],
    jobs: [
      {
        organisation: '东莞恒锐精密塑胶有限公司（港资恒锐实业集团旗下，原东莞恒锐塑胶五金制品厂）',
        role: '注塑车间主管（二厂）/ 兼TPM推进小组组长',
        start: '2022.03',
        end: '至今',
        bullets: [
          {
            text: '管二厂注塑车间：海天MA/JU系列+伊之密共52台（90T~1300T），4个领班、每班2个调机员，连操机工约140人，白夜两班倒，直接向生产经理汇报',
            rewrite:
              '负责二厂注塑车间管理：海天MA/JU系列及伊之密注塑机共52台（90T~1300T），下设4个领班、每班2名调机员，连同操机工共约140人，实行白夜两班倒，直接向生产经理汇报',
            fact: '90T~1300T',
          },
          {
            text: '车间OEE从61%提到74%(22年Q2 vs 24年Q4)，52台机里有38台装了MES数采盒子，其余14台老机还是人工报工',
            rewrite:
              '车间OEE由61%提升至74%（2022年Q2对比2024年Q4）；52台机中有38台加装了MES数据采集盒，其余14台老设备仍为人工报工',
            fact: '有38台',
          },
          {
            text: '推SMED快速换模：做了快换模板+模具预热台，大模（≥650T）换模从平均95min降到40min左右，小模20min内',
            rewrite:
              '推行SMED快速换模，配置快换模板和模具预热台，大模（≥650T）换模时间由平均95min缩短至40min左右，小模控制在20min以内',
            fact: '95min',
          },
          {
            text: '报废率：汽车件（比亚迪、广汽埃安的门板/仪表台饰条）从3.8%降到1.9%，每月报废金额大概从8~9万降到4万出头；主导8D 11份，客户投诉年度9次→3次',
            rewrite:
              '汽车件（比亚迪、广汽埃安的门板及仪表台饰条）报废率由3.8%降至1.9%，每月报废金额由约8~9万元降至4万元出头；主导完成8D报告11份，年度客户投诉由9次降至3次',
            fact: '8~9万',
          },
          {
            text: '23年IATF16949监督审核、比亚迪二方审核(对方SQE经理带队)，注塑车间0个主要不符合项，2个轻微，一周内关闭',
            rewrite:
              '2023年IATF 16949监督审核及比亚迪二方审核（由对方SQE经理带队）中，注塑车间0个主要不符合项、2个轻微不符合项，均在一周内关闭',
            fact: '0个主要不符合项',
          },
          {
            text: 'TPM小组（组员是设备、模具、品质各1人+4个领班）：设备点检表电子化，月均非计划停机62h→27h；空压机+干燥机节能改造，年省电费约36万（财务核算数）',
            rewrite:
              '兼任TPM推进小组组长（组员为设备、模具、品质各1人及4名领班），推动设备点检表电子化，月均非计划停机由62h降至27h；完成空压机及干燥机节能改造，经财务核算年节省电费约36万元',
            fact: '约36万',
          },
        ],
      },
      {
        organisation: '东莞恒锐精密塑胶有限公司（港资恒锐实业集团旗下，原东莞恒锐塑胶五金制品厂）',
        role: '注塑领班 — 汽车内饰件线（夜班）',
        start: '2019.07',
        end: '2022.02',
        bullets: [
          {
            text: '夜班汽车内饰线领班，管16台机（海天MA3800/III、MA5300/III为主），手下调机2人+操机工30来人',
            rewrite:
              '担任夜班汽车内饰线领班，负责16台注塑机（以海天MA3800/III、MA5300/III为主），带领2名调机员及30名左右操机工',
            fact: 'MA3800/III',
          },
          {
            text: '2020/10接手广汽埃安AION S门板下本体新模（模号HR-2207-A，1出2热流道），试模T0~T3共4轮，PPAP一次通过',
            rewrite:
              '2020年10月接手广汽埃安AION S门板下本体新模（模号HR-2207-A，1出2热流道），共进行T0~T3 4轮试模，PPAP一次通过',
            fact: 'HR-2207-A',
          },
          {
            text: 'PP+EPDM-T20料缩水、流痕：调保压+模温（前模60℃/后模45℃），改了2处排气，该料号不良率5.6%→1.2%',
            rewrite:
              '针对PP+EPDM-T20材料的缩水、流痕问题，调整保压及模温（前模60℃、后模45℃），并改善2处排气，该料号不良率由5.6%降至1.2%',
            fact: '前模60℃',
          },
          {
            text: '水口料回用：客户要求内饰件≤15%，做了粉碎机分区+标识管理，回用比例稳定在12-14%，一年省原料约22吨',
            rewrite:
              '水口料回用按客户要求控制在内饰件≤15%，实施粉碎机分区及标识管理，回用比例稳定在12-14%，一年节省原料约22吨',
            fact: '约22吨',
          },
          {
            text: '2021年度“优秀班组长”(全厂18个班组长评3个)',
            rewrite: '获评2021年度“优秀班组长”（全厂18名班组长中评选3人）',
            fact: '优秀班组长',
          },
        ],
      },
      {
        organisation: '惠州德昌电器有限公司（惠州·仲恺，TCL空调结构件配套厂）',
        role: '注塑技术员（调机）',
        start: '2015.08',
        end: '2019.06',
        bullets: [
          {
            text: '负责A区22台机调机（住友SE180EV、海天MA1600/MA2500），主要做空调面板、底盘、导风板',
            rewrite:
              '负责A区22台注塑机的调机工作（住友SE180EV、海天MA1600/MA2500），主要生产空调面板、底盘及导风板',
            fact: 'SE180EV',
          },
          {
            text: '上模/试模/首件确认，平均每班换模3-5次；16年出过一次压模事故，之后一直严格按低压锁模保护设定',
            rewrite:
              '负责上模、试模及首件确认，平均每班换模3-5次；2016年发生过一次压模事故，此后严格按低压锁模保护进行设定',
            fact: '低压锁模保护',
          },
          {
            text: 'ABS 757面板表面银纹：查出是干燥不够（80℃只烘了2h），改成85℃×4h+料斗干燥机，银纹不良从7%左右降到1%以下',
            rewrite:
              'ABS 757面板表面出现银纹，查明原因为干燥不足（80℃仅烘2h），改为85℃×4h并加装料斗干燥机，银纹不良由7%左右降至1%以下',
            fact: 'ABS 757',
          },
          {
            text: '配合TCL驻厂SQE做过程审核；18年底开始上机械手取件(拓斯达)，12台机减掉了12个操机工岗位',
            rewrite:
              '配合TCL驻厂SQE开展过程审核；2018年底开始推行机械手取件（拓斯达），12台机共减少12个操机工岗位',
            fact: '12个操机工岗位',
          },
          {
            text: '16年考了叉车证（N1），现在已过期没复审',
            rewrite: '2016年考取叉车证（N1），目前已过期，未复审',
            fact: '已过期',
          },
        ],
      },
      {
        organisation: '宁波海天塑机集团有限公司（华南售后服务中心·东莞）',
        role: '售后服务学徒（设备调试）',
        start: '2014.07',
        end: '2015.07',
        bullets: [
          {
            text: '跟师傅跑客户现场，新机安装调试+保修期维修，一年跑了东莞/深圳/惠州60多家厂',
            rewrite:
              '跟随师傅前往客户现场，负责新机安装调试及保修期维修，一年内走访东莞、深圳、惠州60多家工厂',
            fact: '60多家',
          },
          {
            text: '学会看液压原理图、伺服驱动器报警代码，能独立处理Techmation（弘讯）电脑常见报警',
            rewrite: '掌握液压原理图识读及伺服驱动器报警代码，能够独立处理Techmation（弘讯）控制器的常见报警',
            fact: 'Techmation（弘讯）',
          },
          {
            text: '学徒期满转正，定级助理调试员（二级），工资3.2k-3.8k+出差补贴',
            rewrite: '学徒期满后转正，定级为助理调试员（二级），工资3.2k-3.8k另加出差补贴',
            fact: '3.2k-3.8k',
          },
          {
            text: '内部培训《海天注塑机操作与维护》48课时，考核92分（全期31个学徒第2）',
            rewrite: '参加内部培训《海天注塑机操作与维护》48课时，考核成绩92分（全期31名学徒中排名第2）',
            fact: '48课时',
          },
        ],
      },
    ],
    education: [
      {
        school: '华南理工大学（自考主考院校）',
        degree: '本科（自考，在读，还差3门）',
        major: '机械设计制造及其自动化',
        start: '2021.04',
        end: '2026.06（预计）',
      },
      {
        school: '广东机电职业技术学院',
        degree: '大专（全日制）',
        major: '模具设计与制造',
        start: '2011.09',
        end: '2014.06',
      },
    ],
    skills: [
      '注塑工艺：PP/ABS/PC/PC+ABS/PA66-GF30/POM，调机、试模、DOE参数优化',
      '设备：海天MA/JU、伊之密、住友SE-EV；弘讯电脑报警处理、液压油路基础维修',
      '周边：热流道（YUDO、Synventive）、模温机、三机一体干燥、机械手（拓斯达）',
      '精益：SMED快速换模、TPM、5S、QCC',
      '质量：IATF 16949、PPAP、PFMEA、8D、SPC（Minitab基础）',
      'MES报工（鼎捷）、金蝶K3领料/入库，Excel排产表+计件工资核算',
      'AutoCAD看图，UG/NX能看3D档；Moldflow只会看分析报告',
    ],
    certificates: [
      '注塑工 高级工（国家职业资格三级，2020年）',
      '低压电工作业证（特种作业操作证，有效期至2027.05）',
      'IATF 16949内审员（公司内训证书，2023年）',
    ],
  },
  {
    id: 'zh-heldout-s13h',
    locale: 'zh-CN',
    name: '覃志鹏',
    email: 'qinzp_0x1f@outlook.com',
    phone: '186 2739 5816',
    city: '深圳',
    target: '安全运营 / 应急响应（甲方优先）— 深圳南山、前海，期望25-32k',
    summary: [
      {
        text: '希望找甲方的安全运营岗。做安全9年：乙方渗透+驻场近3年，20年8月起在一家支付公司做SOC/应急，HW护网蓝队守了5届(21~25年)',
        rewrite:
          '希望加入甲方安全运营团队。从事网络安全工作9年：在乙方从事渗透测试及驻场服务近3年，2020年8月起在一家支付公司负责SOC安全运营与应急响应，连续5届（2021-2025年）参与HW护网蓝队防守。',
        fact: 'HW护网蓝队',
      },
      {
        text: '证书：CISP 19年考的，软考中级信安18年下半年过的；OSCP 25/11考过一次没过（差10分），打算27年上半年再考，CISSP还没报',
        rewrite:
          '证书方面：2019年取得CISP，2018年下半年通过软考中级信息安全工程师；2025年11月参加OSCP考试未通过（差10分），计划2027年上半年再考，CISSP尚未报考。',
        fact: '差10分',
      },
      {
        text: '学历：大专+成人本科（函授）。22年考过一次华工的非全日制工程硕士（网络空间安全），初试没过线，没读',
        rewrite:
          '学历为大专及成人本科（函授）；2022年曾报考华南理工大学非全日制工程硕士（网络空间安全），初试没过线，未就读。',
        fact: '初试没过线',
      },
    ],
    jobs: [
      {
        organisation: '深圳市汇联支付科技有限公司（原深圳汇联通信息技术有限公司，2022年更名）',
        role: '高级安全工程师（安全运营）/ 应急响应值班长',
        start: '2022.07',
        end: '至今',
        bullets: [
          {
            text: 'SOC组连我5个人(另有2个奇安信驻场)，7x24三班倒，我负责排班+当值班长，直接向安全总监汇报',
            rewrite:
              '所在SOC组共5人（另有2名奇安信驻场人员），7x24小时三班轮值，本人负责排班并担任值班长，直接向安全总监汇报',
            fact: '7x24',
          },
          {
            text: 'SIEM从ELK迁到Splunk Enterprise 9.0，接入日志源~140个（防火墙/WAF/EDR/AD/堡垒机），日均入库约1.2TB',
            rewrite:
              'SIEM平台由ELK迁移至Splunk Enterprise 9.0，接入约140个日志源（防火墙、WAF、EDR、AD、堡垒机），日均入库约1.2TB',
            fact: '约1.2TB',
          },
          {
            text: '告警降噪：写/调优检测规则160+条(对照ATT&CK)，误报占告警总量的比例 ~70% → 25%左右，日均告警3000+降到400以内',
            rewrite:
              '开展告警降噪，对照ATT&CK编写及调优检测规则160余条，误报占告警总量的比例由约70%降至25%左右，日均告警由3000余条降至400条以内',
            fact: '误报占告警总量的比例',
          },
          {
            text: 'HW2023、HW2024两届蓝队：封禁攻击IP 1.1w+，溯源反制2起，公司零失分，监管通报0次',
            rewrite:
              '参加HW2023、HW2024两届护网蓝队防守，封禁攻击IP 1.1万余个，完成溯源反制2起，公司零失分，监管通报0次',
            fact: 'HW2023、HW2024',
          },
          {
            text: '2024年3月处置一起勒索(Phobos家族，财务部1台终端)，4h内隔离+溯源完，没扩散，事件报告直接交CTO',
            rewrite:
              '2024年3月处置一起勒索病毒事件（Phobos家族，涉及财务部1台终端），4小时内完成隔离与溯源，未发生扩散，事件报告直接提交CTO',
            fact: 'Phobos家族',
          },
          {
            text: '牵头PCI DSS v4.0年度评估里日志与监控那块（Req.10/11），QSA现场审核一次过；安全运营预算每年80-120万，参与选型',
            rewrite:
              '牵头PCI DSS v4.0年度评估中的日志与监控部分（Req.10/11），QSA现场审核一次通过；参与每年80-120万元安全运营预算内的产品选型',
            fact: 'PCI DSS v4.0',
          },
        ],
      },
      {
        organisation: '深圳市汇联支付科技有限公司（原深圳汇联通信息技术有限公司，2022年更名）',
        role: '安全工程师 — 支付业务线',
        start: '2020.08',
        end: '2022.06',
        bullets: [
          {
            text: '入职时安全部一共3个人（含部门经理），从0开始搭安全运营，梳理出对外暴露面：IP 212个、域名86个',
            rewrite:
              '入职时安全部共3人（含部门经理），从零开始搭建安全运营体系，梳理出对外暴露面：IP 212个、域名86个',
            fact: '域名86个',
          },
          {
            text: '21年12月Log4j2（CVE-2021-44228）应急：36h内排查Java应用58个，升级/加固41个，剩下17个先用WAF临时规则拦',
            rewrite:
              '2021年12月参与Log4j2漏洞（CVE-2021-44228）应急响应，36小时内排查Java应用58个，完成升级或加固41个，其余17个先通过WAF临时规则拦截',
            fact: 'CVE-2021-44228',
          },
          {
            text: '推等保2.0三级测评（支付核心系统+商户后台，共2个系统），2021.08通过，测评分86.5',
            rewrite:
              '推动等保2.0三级测评（支付核心系统与商户后台，共2个系统），于2021.08通过，测评得分86.5分',
            fact: '等保2.0三级',
          },
          {
            text: 'SDL：每季度上线前安全测试~30个版本，Burp Suite Pro + Xray + 自己写的脚本，中高危漏洞年均180+，修复率≥95%',
            rewrite:
              '推行SDL，每季度对约30个版本开展上线前安全测试，使用Burp Suite Pro、Xray及自研脚本，年均发现中高危漏洞180余个，修复率不低于95%',
            fact: 'Burp Suite Pro',
          },
          {
            text: '从0搭公司SRC(安全应急响应中心)，赏金500-5k/个，第一年收到有效漏洞64个',
            rewrite: '从零搭建公司SRC（安全应急响应中心），单个漏洞赏金500-5k元，第一年共收到有效漏洞64个',
            fact: '500-5k',
          },
        ],
      },
      {
        organisation: '杭州安衡信息技术有限公司深圳分公司（驻场：广东华粤农村商业银行）',
        role: '渗透测试工程师（驻场）',
        start: '2017.10',
        end: '2020.07',
        bullets: [
          {
            text: '乙方安服，前1年半主要做渗透测试项目（政府/金融/教育），累计出报告70+份',
            rewrite:
              '在乙方从事安全服务，前一年半主要承担政府、金融、教育行业的渗透测试项目，累计出具报告70余份',
            fact: '渗透测试项目',
          },
          {
            text: '2019.03起驻场华粤农商行，驻场团队4人我是组长（公司叫"驻场项目经理"，实际不管预算和人事）',
            rewrite:
              '2019.03起驻场华粤农商行，担任4人驻场团队组长（公司内部称"驻场项目经理"，实际不负责预算和人事）',
            fact: '2019.03起驻场',
          },
          {
            text: '行内漏扫用绿盟RSAS 6.0，每月1次，覆盖主机约1,300台，高危漏洞闭环周期从平均30天→12天',
            rewrite:
              '使用绿盟RSAS 6.0开展行内漏洞扫描，每月1次，覆盖主机约1,300台，高危漏洞闭环周期由平均30天缩短至12天',
            fact: '约1,300台',
          },
          {
            text: '配合人行、银保监现场检查2次；2019年度评上"优秀驻场工程师"（全公司驻场的110多人评5个）',
            rewrite:
              '配合人行、银保监现场检查2次；获评2019年度"优秀驻场工程师"（全公司110多名驻场人员中评选5人）',
            fact: '优秀驻场工程师',
          },
          {
            text: '挖到并提交通用型漏洞3个，其中CNVD-2019-28117（某OA系统SQL注入）',
            rewrite: '发现并提交通用型漏洞3个，其中包括CNVD-2019-28117（某OA系统SQL注入）',
            fact: 'CNVD-2019-28117',
          },
        ],
      },
      {
        organisation: '东莞市永固五金制品有限公司（东莞·长安）',
        role: '网管 / IT专员',
        start: '2016.07',
        end: '2017.09',
        bullets: [
          {
            text: '全厂电脑约180台+打印机、监控都归我管，IT部就我和1个主管',
            rewrite: '负责全厂约180台电脑及打印机、监控设备的运维，IT部仅有本人与1名主管',
            fact: '约180台',
          },
          {
            text: '管H3C交换机/路由 + 深信服AF防火墙，划了12个VLAN，办公网和生产网分开',
            rewrite: '管理H3C交换机、路由器及深信服AF防火墙，划分12个VLAN，将办公网与生产网隔离',
            fact: '深信服AF',
          },
          {
            text: '搭AD域（Windows Server 2012 R2），账号200+，用友U8每天备份一次',
            rewrite: '搭建AD域（Windows Server 2012 R2），管理账号200余个，每天备份一次用友U8',
            fact: 'Windows Server 2012 R2',
          },
          {
            text: '17年5月永恒之蓝(WannaCry)爆发，一晚上给全厂打MS17-010补丁，0台中招',
            rewrite: '2017年5月永恒之蓝（WannaCry）爆发期间，一晚上为全厂电脑安装MS17-010补丁，0台中招',
            fact: 'MS17-010',
          },
        ],
      },
    ],
    education: [
      {
        school: '广东工业大学（继续教育学院）',
        degree: '本科（成人高考，函授）',
        major: '计算机科学与技术',
        start: '2018.03',
        end: '2020.07',
      },
      {
        school: '广东科学技术职业学院',
        degree: '大专',
        major: '计算机网络技术',
        start: '2013.09',
        end: '2016.06',
      },
    ],
    skills: [
      '安全运营：SIEM（Splunk SPL、ELK）、SOAR剧本、威胁情报（微步TIP）、Sigma规则',
      '渗透测试：Burp Suite Pro、Xray、Nmap、sqlmap、Metasploit、Cobalt Strike（仅限授权演练）',
      '应急响应：Windows/Linux日志分析、内存取证（Volatility 3）、勒索/挖矿处置',
      '边界防护：长亭雷池WAF、深信服AF、Palo Alto PA-3220、奇安信天眼',
      '网络：H3C/华为交换机、VLAN、IPSec VPN',
      '合规：等保2.0、PCI DSS、ISO/IEC 27001（了解，没做过主审）',
      'MITRE ATT&CK框架',
      'Python、Shell，会一点Go',
    ],
    certificates: ['CISP（注册信息安全专业人员，2019年）', '软考 信息安全工程师（中级，2018年下半年）'],
  },
  {
    id: 'zh-heldout-s13i',
    locale: 'zh-CN',
    name: '罗静怡',
    email: 'luojy0917@163.com',
    phone: '139 8172 6043',
    city: '成都',
    target: '孤独症康复督导 / 特教教研 | 成都 | 期望8-10k',
    summary: [
      {
        text: '我有8年孤独症儿童康复教学经验，ABA个训累计4000+课时，VB-MAPP/PEP-3评估、IEP制定都比较熟，希望往督导或教研方向走。',
        rewrite:
          '我有8年孤独症儿童康复教学经验，累计完成ABA个训4000+课时，熟悉VB-MAPP与PEP-3评估及IEP制定，希望向督导或教研方向发展。',
        fact: '4000+课时',
      },
      {
        text: '之前在特校培智班代过1年课，读书时做过融合教育影子老师，随班就读支持、家校沟通这块也有经验。',
        rewrite:
          '此前曾在特殊教育学校培智班代课1年，求学期间做过融合教育影子老师，在随班就读支持与家校沟通方面也有经验。',
        fact: '影子老师',
      },
    ],
    jobs: [
      {
        organisation: '成都市星语儿童康复中心（原锦江区星语自闭症训练部）',
        role: '教学主管 / 兼个训督导',
        start: '2022.03',
        end: '至今',
        bullets: [
          {
            text: '负责早干部（2-6岁）教学管理，下设2个班组，每组1名组长+3名老师，共带教8人（含1名实习生）',
            rewrite:
              '负责早期干预部（2-6岁）的教学管理，下设2个班组，每组配1名组长和3名老师，共带教8人（含1名实习生）。',
            fact: '共带教8人',
          },
          {
            text: '每月组织个案督导会≥2次，用VB-MAPP / ABLLS-R做入学+季度评估，在训个案 40~45 人',
            rewrite:
              '每月组织至少2次个案督导会，使用VB-MAPP和ABLLS-R开展入学评估及季度评估，在训个案40~45人。',
            fact: '40~45',
          },
          {
            text: '牵头修订机构IEP模板（v3.2），目标达成率从61%提到78%（按学期统计，n=37）',
            rewrite: '牵头修订机构IEP模板（v3.2），按学期统计（n=37），IEP目标达成率由61%提升至78%。',
            fact: '78%',
          },
          {
            text: '对接区残联"残疾儿童康复救助"定点项目，救助标准每人每年1.2万-1.8万，负责结算材料+年检资料，2023、2024年检均"优秀"',
            rewrite:
              '对接区残联“残疾儿童康复救助”定点项目（救助标准为每人每年1.2万-1.8万），负责结算材料及年检资料，2023年、2024年年检均获评“优秀”。',
            fact: '1.2万-1.8万',
          },
          {
            text: '配合中心刘主任（副主任医师，原省妇幼儿保科）办家长课堂，全年12期，到场家长约300人次',
            rewrite:
              '配合中心刘主任（副主任医师，原就职于省妇幼儿保科）开办家长课堂，全年共12期，到场家长约300人次。',
            fact: '约300人次',
          },
          {
            text: '跟读BCBA认证课程（VCS课程已修4/6门，暂未报考），组里ABA技术问题基本由我答疑',
            rewrite:
              '正在修读BCBA认证课程（VCS课程已修完6门中的4门，尚未报考），组内ABA技术问题主要由本人负责答疑。',
            fact: 'BCBA认证课程',
          },
        ],
      },
      {
        organisation: '锦江区星语自闭症训练部',
        role: '康复教师 — 孤独症早期干预（个训+集体课）',
        start: '2019.08',
        end: '2022.02',
        bullets: [
          {
            text: '一对一个训（DTT+NET），每天6节×40min，固定带5-6个孩子；另带1个集体课班（8人，1主1配）',
            rewrite:
              '承担一对一个训（DTT与NET结合），每天6节、每节40min，固定负责5-6名孩子；另带1个8人集体课班（1主1配）。',
            fact: '每天6节',
          },
          {
            text: '用PEP-3给新生做入学评估，20年全年评估31例，写评估报告+给家长反馈',
            rewrite: '使用PEP-3为新生开展入学评估，2020年全年共评估31例，并撰写评估报告、向家长反馈。',
            fact: '评估31例',
          },
          {
            text: '21年9月结案的6个大龄个案里，4个（≈67%）进了普小随班就读，其中2个申请了资源教室支持',
            rewrite:
              '2021年9月结案的6名大龄个案中，4名（约67%）进入普通小学随班就读，其中2名申请了资源教室支持。',
            fact: '67%',
          },
          {
            text: '2021.05 考取RBT（注册行为技术员），按要求每月接受督导；23年没续，现已过期',
            rewrite: '2021.05考取RBT（注册行为技术员），并按要求每月接受督导；该证书2023年未续期，现已过期。',
            fact: 'RBT（注册行为技术员）',
          },
          {
            text: '疫情期间(2020/02-2020/05)改线上家庭指导，每户每周2次，覆盖17户，停课期间0退费',
            rewrite:
              '疫情期间（2020/02-2020/05）转为线上家庭指导，每户每周2次，覆盖17户家庭，停课期间实现0退费。',
            fact: '覆盖17户',
          },
        ],
      },
      {
        organisation: '成都市武侯区特殊教育学校（区教育局直属）',
        role: '代课教师（培智三年级 / 生活语文）',
        start: '2018.09',
        end: '2019.07',
        bullets: [
          {
            text: '担任培智三(2)班生活语文+绘画与手工代课，班额9人，其中ASD 5人、唐氏2人、脑瘫伴智障2人',
            rewrite:
              '担任培智三(2)班生活语文及绘画与手工代课教师，班额9人，其中ASD学生5人、唐氏综合征学生2人、脑瘫伴智力障碍学生2人。',
            fact: '班额9人',
          },
          {
            text: '按《培智学校义务教育课程标准（2016年版）》写教案，一学年上课约420课时',
            rewrite: '依据《培智学校义务教育课程标准（2016年版）》编写教案，一学年累计授课约420课时。',
            fact: '420课时',
          },
          {
            text: '协助李校长（特级教师）准备市级送教上门课题，负责2户重度学生入户送教，每周1次',
            rewrite: '协助李校长（特级教师）筹备市级送教上门课题，负责2户重度障碍学生的入户送教，每周1次。',
            fact: '市级送教上门课题',
          },
          {
            text: '参加区级公开课评比，《认识人民币》拿了二等奖（全区共23节参赛）',
            rewrite: '参加区级公开课评比，《认识人民币》一课获二等奖（全区共23节课参赛）。',
            fact: '《认识人民币》',
          },
        ],
      },
      {
        organisation: '启明融合教育工作室（成都·高新区）',
        role: '融合教育影子老师（兼职）',
        start: '2017.03',
        end: '2018.06',
        bullets: [
          {
            text: '在校期间兼职，每周3个半天入校陪读（成都某公立小学一年级），服务1名高功能ASD学生',
            rewrite:
              '在校期间兼职，每周3个半天入校陪读（成都某公立小学一年级），为1名高功能ASD学生提供支持。',
            fact: '每周3个半天',
          },
          {
            text: '用ABC记录法记课堂行为数据，问题行为(离座/尖叫)由日均11次降到3次左右',
            rewrite: '采用ABC记录法记录课堂行为数据，离座、尖叫等问题行为由日均11次降至3次左右。',
            fact: '日均11次',
          },
          {
            text: '时薪60-80元/h，按学期签约；和班主任、学校心理老师每2周碰一次',
            rewrite: '按学期签约，时薪60-80元/h；每2周与班主任及学校心理老师沟通一次。',
            fact: '60-80元/h',
          },
          {
            text: '大四教育实习也在该校完成（四川师大特教系统一派出）',
            rewrite: '大四教育实习亦在该校完成（由四川师大特教系统一派出）。',
            fact: '四川师大特教系',
          },
        ],
      },
    ],
    education: [
      {
        school: '华东师范大学（非全日制）',
        degree: '教育硕士（非全日制，在读）',
        major: '特殊教育',
        start: '2024.09',
        end: '2027.06（预计）',
      },
      {
        school: '四川师范大学',
        degree: '本科',
        major: '特殊教育',
        start: '2014.09',
        end: '2018.06',
      },
    ],
    skills: [
      'ABA应用行为分析（DTT / NET / PRT）',
      '评估工具：VB-MAPP、ABLLS-R、PEP-3、CARS',
      'IEP个别化教育计划制定与季度复评',
      '功能性行为评估（FBA）+ 行为干预计划（BIP）',
      '社交小组课、集体课设计（1主1配）',
      '家长培训 / 家庭指导（线上+入户）',
      '残联康复救助项目结算、年检资料',
      '希沃白板、Office、问卷星，会用剪映剪个案视频',
    ],
    certificates: [
      '小学教师资格证（语文）',
      '孤独症儿童康复教育上岗培训合格证（中国残疾人康复协会，2019年）',
      '普通话二级甲等',
    ],
  },
  {
    id: 'zh-heldout-s13j',
    locale: 'zh-CN',
    name: '罗志鹏',
    email: 'luozhipeng_ds@163.com',
    phone: '137 2845 9061',
    city: '佛山',
    target: '车险定损 / 核损（佛山、广州均可）— 不考虑纯外勤夜班',
    summary: [
      {
        text: '我有12年车险这块的经验：4S店估价2年、公估公司夜查勘1年半多、太保产险查勘定损→定损组长8年多，累计经手定损约1.6万件。',
        rewrite:
          '我有12年车险相关经验：在4S店做估价2年、在保险公估公司做夜间查勘1年半多、在太保产险由查勘定损员做到定损组长共8年多，累计经手定损约1.6万件。',
        fact: '累计经手定损约1.6万件',
      },
      {
        text: '证：二手车鉴定评估师(四级)15年考的，20年到期没续、这个职业资格国家也取消了；公估人资格考试19年考过一次，没过；公司内部"高级定损师"23年笔试过了，实操差一点，今年再考。',
        rewrite:
          '证书情况：2015年考取二手车鉴定评估师（四级），2020年到期未续，且该职业资格已被国家取消；2019年参加过一次保险公估人资格考试，未通过；公司内部“高级定损师”认证2023年笔试已通过，实操未通过，计划今年再考。',
        fact: '公估人资格考试',
      },
      {
        text: '熟悉20年9月车险综改后的条款+定损口径，新能源车(三电)也定过一些，主要是比亚迪、广汽埃安',
        rewrite:
          '熟悉2020年9月车险综合改革后的条款及定损口径，也有新能源车（三电系统）定损经验，车型主要为比亚迪、广汽埃安',
        fact: '比亚迪、广汽埃安',
      },
    ],
    jobs: [
      {
        organisation: '中国太平洋财产保险股份有限公司佛山中心支公司（太保产险佛山）',
        role: '定损组长（南海片区）/ 兼大案核损',
        start: '2021.04',
        end: '至今',
        bullets: [
          {
            text: '带南海片区定损组，组里除我外还有5个外勤定损+2个内勤，负责片区32家合作4S店/修理厂驻点定损，日均案量60-80单',
            rewrite:
              '负责南海片区定损组，除本人外组内还有5名外勤定损员和2名内勤，负责片区32家合作4S店及修理厂的驻点定损，日均案量60-80单',
            fact: '32家合作4S店',
          },
          {
            text: '兼大案核损：单车损失5万以上的案子系统里由我初核，再报分公司核损岗(高级核损师)终核；24年初核大案约410件，核减金额约380万',
            rewrite:
              '兼任大案核损：单车损失5万元以上的案件由本人在系统中初核，再报分公司核损岗的高级核损师终核；2024年全年初核大案约410件，核减金额约380万元',
            fact: '核减金额约380万',
          },
          {
            text: '推小额案件远程视频定损，5000元以下案件线上化率 18%→57%，2023下半年起线上案件占全组案量的一半以上',
            rewrite:
              '推动小额案件远程视频定损，5000元以下案件的线上化率由18%提升至57%，自2023年下半年起线上案件占全组案量的一半以上',
            fact: '占全组案量的一半以上',
          },
          {
            text: '配合分公司理赔部总经理做季度渗漏检查，本组每季抽检约150件，渗漏率22年3.1%，24年降到1.4%',
            rewrite:
              '配合分公司理赔部总经理开展季度理赔渗漏检查，本组每季度抽检约150件，渗漏率由2022年的3.1%降至2024年的1.4%',
            fact: '抽检约150件',
          },
          {
            text: '23年9月台风"海葵"残余环流暴雨，水淹车集中报案，3周内处理水淹车286台（推定全损97台，残值走博车网拍卖）',
            rewrite:
              '2023年9月台风“海葵”残余环流引发暴雨，水淹车集中报案，3周内处理水淹车286台（其中推定全损97台，残值通过博车网拍卖处置）',
            fact: '水淹车286台',
          },
          {
            text: '带新人：21-24年带过9个新定损员，其中4个已独立驻店',
            rewrite: '负责带教新人，2021-2024年共带教9名新定损员，其中4个已独立驻店',
            fact: '其中4个已独立驻店',
          },
        ],
      },
      {
        organisation: '中国太平洋财产保险股份有限公司佛山中心支公司（太保产险佛山）',
        role: '车险查勘定损员 — 快处快赔中心',
        start: '2018.03',
        end: '2021.03',
        bullets: [
          {
            text: '驻快处快赔中心（佛山交警+保险联合快处点，禅城季华路），负责轻微事故现场查勘+定损，月均处理约320单',
            rewrite:
              '驻点快处快赔中心（佛山交警与保险公司联合快处点，位于禅城季华路），负责轻微事故的现场查勘及定损，月均处理约320单',
            fact: '月均处理约320单',
          },
          {
            text: '单证齐全的小案当场定损，当天结案率从约40%提到75%',
            rewrite: '对单证齐全的小额案件当场定损，当天结案率由约40%提升至75%',
            fact: '当天结案率',
          },
          {
            text: '用精友定损系统（V8）做配件定价，VIN码解析车型，识别"换件不换""以修代换"这类问题',
            rewrite: '使用精友定损系统（V8）进行配件定价，通过VIN码解析车型，识别“换件不换”“以修代换”等问题',
            fact: '精友定损系统（V8）',
          },
          {
            text: '2019.05-12参加分公司反欺诈专项，发现并移交疑似骗保案11起(摆放事故/扩大损失)，其中3起公安立案',
            rewrite:
              '2019年5月至12月参与分公司反欺诈专项，发现并移交疑似骗保案件11起（摆放事故、扩大损失），其中3起已由公安立案',
            fact: '疑似骗保案',
          },
          {
            text: '2020年度分公司"理赔服务之星"（全司查勘定损共46人，评3个）',
            rewrite: '获评2020年度分公司“理赔服务之星”（全公司46名查勘定损人员中评选3人）',
            fact: '理赔服务之星',
          },
        ],
      },
      {
        organisation:
          '广东恒信保险公估有限公司佛山分公司（原佛山市恒信汽车技术服务有限公司，驻人保财险佛山分公司）',
        role: '车险查勘员（外包驻场，夜班）',
        start: '2016.07',
        end: '2018.02',
        bullets: [
          {
            text: '受人保财险佛山分公司委托，跑顺德片区夜间查勘（19:00-次日8:00，两班倒），一晚出5-12个现场',
            rewrite:
              '受人保财险佛山分公司委托，负责顺德片区夜间查勘（19:00-次日8:00，两班倒），每晚出5-12个现场',
            fact: '19:00-次日8:00',
          },
          {
            text: '现场拍照、画事故草图、做询问笔录；有三者人伤的先报人伤跟踪岗，不自己处理',
            rewrite:
              '负责现场拍照、绘制事故草图和制作询问笔录；涉及三者人伤的案件先上报人伤跟踪岗，不自行处理',
            fact: '人伤跟踪岗',
          },
          {
            text: '17年公司从"汽车技术服务"改成保险公估公司、拿到公估牌照后，开始接太平、大地的委托案（约占我案量的20%）',
            rewrite:
              '2017年公司由“汽车技术服务”更名为保险公估公司并取得公估牌照后，开始承接太平、大地的委托案件（约占本人案量的20%）',
            fact: '太平、大地的委托',
          },
          {
            text: '城区平均到场时间 42min→28min（配合调度改按片区就近派单）',
            rewrite: '城区平均到场时间由42min缩短至28min（配合调度改为按片区就近派单）',
            fact: '按片区就近派单',
          },
        ],
      },
      {
        organisation: '佛山市骏达汽车销售服务有限公司（一汽丰田4S店，南海桂城）',
        role: '钣喷估价员（兼事故车接待）',
        start: '2014.07',
        end: '2016.06',
        bullets: [
          {
            text: '接待事故车，月均进厂约90台，对接各家保险公司定损员，按工时+配件报价',
            rewrite: '负责事故车接待，月均进厂约90台，对接各保险公司定损员，按工时加配件进行报价',
            fact: '月均进厂约90台',
          },
          {
            text: '做维修估价单，钣金/喷漆工时按厂家工时手册核，配件价格查原厂EPC',
            rewrite: '编制维修估价单，钣金、喷漆工时按厂家工时手册核定，配件价格查询原厂EPC',
            fact: '厂家工时手册',
          },
          {
            text: '和2个SA一起做事故车回厂，事故车月产值约45万→60万出头',
            rewrite: '与2名服务顾问（SA）共同推动事故车回厂，事故车月产值由约45万元提升至60万出头',
            fact: '60万出头',
          },
          {
            text: '帮客户走理赔流程：代报案、收单证（行驶证/驾驶证/事故认定书/维修发票）',
            rewrite: '协助客户办理理赔流程，包括代为报案、收集单证（行驶证、驾驶证、事故认定书、维修发票）',
            fact: '事故认定书',
          },
        ],
      },
    ],
    education: [
      {
        school: '广东开放大学（原广东广播电视大学）',
        degree: '本科（开放教育，在读）',
        major: '金融学',
        start: '2025.03',
        end: '2027.07（预计）',
      },
      {
        school: '广东交通职业技术学院',
        degree: '大专',
        major: '汽车检测与维修技术',
        start: '2011.09',
        end: '2014.06',
      },
    ],
    skills: [
      '精友定损系统（V8）、VIN码解析、原厂EPC配件查询',
      '太保车险理赔系统（查勘/定损/核损模块）、远程视频定损',
      '钣金喷漆工时核定、配件询价、残值评估',
      '水淹车/火烧车定损，推定全损测算',
      '反欺诈排查（摆放事故、扩大损失、套牌）',
      '现场查勘、询问笔录、事故草图',
      '交强险/商业险条款（2020车险综改后）',
      'Excel（数据透视表、VLOOKUP），做组周报+渗漏台账',
    ],
    certificates: ['机动车驾驶证（C1）', '太保产险定损人员技术等级·中级定损师（内部认证，2020.11）'],
  },
  // Added in session 13 as held-out resumes (written by helpers, merged by script unread; never looked at while tuning).
  {
    id: 'en-heldout-s13k',
    locale: 'en-US',
    name: 'Travis R. Boudreaux',
    email: 'travis.boudreaux318@gmail.com',
    phone: '(318) 555-0149',
    city: 'Bossier City, LA',
    target:
      'Locomotive Engineer – passenger/commuter (Amtrak, TRE, TEXRail) or Class I road freight, DFW or Shreveport-Bossier',
    summary: [
      {
        text: "I have 12+ yrs railroading w/ KCS (now CPKC), FRA Part 240 certified engineer since Feb '18, conductor ~3 yrs before that. Road freight out of Shreveport — manifest, unit grain, intermodal, up to ~14,500 tons / 9,800 ft w/ DPU.",
        rewrite:
          'I have more than 12 years of railroading with KCS (now CPKC), have been an FRA Part 240 certified locomotive engineer since Feb 2018 and was a conductor for about 3 years before that, running road freight out of Shreveport (manifest, unit grain and intermodal trains) of up to about 14,500 tons and 9,800 ft with DPU.',
        fact: '14,500 tons',
      },
      {
        text: '0 FRA decertifications, 0 reportable derailments as engineer. NOT a Road Foreman / not mgmt — applied for the RFE trainee program 2024, not selected. RCO (beltpack) qual expired 2019.',
        rewrite:
          'I have had 0 FRA decertifications and 0 reportable derailments as an engineer; I am NOT a Road Foreman of Engines or in management (I applied for the RFE trainee program in 2024 and was not selected), and my RCO (beltpack) qualification expired in 2019.',
        fact: '0 FRA decertifications',
      },
      {
        text: 'Want passenger or commuter (Amtrak / TRE) or a Class I road job w/ regular hours — home every night, done w/ the extra board + 10-12 hr calls. BLET member since 2018.',
        rewrite:
          'I want a passenger or commuter job (Amtrak or TRE) or a Class I road job with regular hours so that I am home every night, after years of the extra board and 10-12 hour calls; BLET member since 2018.',
        fact: 'home every night',
      },
    ],
    jobs: [
      {
        organisation:
          'CPKC – Canadian Pacific Kansas City (formerly Kansas City Southern Railway Co., combined 04/14/2023), Deramus Yard, Shreveport, LA',
        role: 'Locomotive Engineer – Road Freight / Student Engineer Mentor',
        start: '2023.04',
        end: 'Present',
        bullets: [
          {
            text: 'Regular on the Shreveport–Heavener, OK pool (~190 mi, 10-12 hr trips), extra board the rest of the time. Mostly manifest + unit grain, 2-person crew — me + conductor, no brakeman',
            rewrite:
              'Hold a regular job in the Shreveport–Heavener, OK pool (about 190 miles, 10-12 hour trips) and work the extra board the rest of the time, running mostly manifest and unit grain trains with a 2-person crew of me and a conductor, with no brakeman',
            fact: 'Heavener, OK pool',
          },
          {
            text: 'Trip Optimizer (Wabtec TO 4.x) on ES44AC / SD70ACe leaders — TO engaged on ~88% of eligible miles in 2025 vs 71% pool avg. RFE est. $38-45k/yr fuel saved on my trains',
            rewrite:
              'Run Trip Optimizer (Wabtec TO 4.x) on ES44AC and SD70ACe lead units, with TO engaged on about 88% of eligible miles in 2025 against a 71% pool average; the Road Foreman of Engines (RFE) estimated $38-45k a year in fuel saved on my trains',
            fact: '88% of eligible miles',
          },
          {
            text: 'DPU (LOCOTROL) on anything over 8,000 ft — mid-train + rear remotes, up to 4 units/~17,600 HP. Setup, link & run; 0 knuckles or drawbars pulled since the merger',
            rewrite:
              'Operate DPU (LOCOTROL) on trains over 8,000 ft with mid-train and rear remotes of up to 4 units (about 17,600 HP), handling setup, linking and running, with 0 knuckles or drawbars pulled since the merger',
            fact: '17,600 HP',
          },
          {
            text: "Mentor student engineers — had 5 of them on my trips since '23 (~8-10 wks road time each). NOT a DSLE (Designated Supervisor of Locomotive Engineers), the RFE does the check rides",
            rewrite:
              'Mentor student engineers, with 5 of them on my trips since 2023 for about 8-10 weeks of road time each; I am NOT a DSLE (Designated Supervisor of Locomotive Engineers), and the Road Foreman of Engines does the check rides',
            fact: '5 of them',
          },
          {
            text: 'PTC (I-ETMS): on the 2024 field test team for the back-office cutover on the Shreveport Sub, 1 of 3 engineers from our terminal — wrote up 14 false PTC restrictions for C&S to fix',
            rewrite:
              'Served on the 2024 field test team for the PTC (I-ETMS) back-office cutover on the Shreveport Sub as 1 of 3 engineers from our terminal, and wrote up 14 false PTC restrictions for C&S (communications and signals) to fix',
            fact: '14 false PTC restrictions',
          },
          {
            text: "Efficiency tests 61 of 61 passed 2023-2025 (Trainmaster + RFE ops tests, incl. 2 night speed checks). Part 240 recert'd Feb 2024, good till 02/2027",
            rewrite:
              'Passed 61 of 61 efficiency tests from 2023 to 2025 (ops tests by the Trainmaster and the Road Foreman of Engines, including 2 night speed checks), and recertified under Part 240 in Feb 2024, valid until 02/2027',
            fact: '61 of 61',
          },
        ],
      },
      {
        organisation: 'Kansas City Southern Railway Co. (KCS), Deramus Yard, Shreveport, LA',
        role: 'Locomotive Engineer (student engineer → certified Feb 2018)',
        start: '2017.09',
        end: '2023.04',
        bullets: [
          {
            text: "Engine service training Sept '17 – Jan '18 (classroom + simulator + ~300 hrs road time under a DSLE). Passed Part 240 knowledge + skills tests 02/2018, 1st attempt",
            rewrite:
              'Completed engine service training from Sept 2017 to Jan 2018 (classroom, simulator and about 300 hours of road time under a DSLE) and passed the Part 240 knowledge and skills tests in 02/2018 on the first attempt',
            fact: 'Part 240 knowledge',
          },
          {
            text: 'Extra board 2018-2020 (yard jobs, locals, road), then held the Shreveport–DeQuincy pool from Q3 2020 — intermodal, manifest w/ Port Arthur/Beaumont petrochem tank cars, some unit frac sand',
            rewrite:
              'Worked the extra board from 2018 to 2020 (yard jobs, locals and road) and then held the Shreveport–DeQuincy pool from Q3 2020, running intermodal trains, manifest trains with Port Arthur/Beaumont petrochemical tank cars and some unit frac sand trains',
            fact: 'Q3 2020',
          },
          {
            text: 'Key trains under OT-55 (50 mph max) — up to 70-80 loaded haz tanks per train (Class 3 + 2.1 LPG). 0 releases, 0 undesired emergencies 2021-2022',
            rewrite:
              'Ran key trains under the OT-55 restriction (50 mph maximum) with up to 70-80 loaded hazmat tank cars per train (Class 3 and 2.1 LPG), with 0 releases and 0 undesired emergency brake applications in 2021-2022',
            fact: '0 releases',
          },
          {
            text: 'Trainmaster picked me to help OJT 2 new-hire conductor classes (~12 trainees total) in the 2021 hiring push — OJT only, not a paid instructor',
            rewrite:
              'The Trainmaster picked me to help give on-the-job training to 2 new-hire conductor classes (about 12 trainees in total) during the 2021 hiring push; this was OJT only, not a paid instructor role',
            fact: '12 trainees',
          },
          {
            text: "Winter storm Uri (Feb 2021): worked 3 straight 12-hr tours getting stuck trains out of Deramus, got the Superintendent's safety coin",
            rewrite:
              "During Winter Storm Uri in Feb 2021, worked 3 straight 12-hour tours getting stuck trains out of Deramus Yard and received the Superintendent's safety coin",
            fact: 'Feb 2021',
          },
        ],
      },
      {
        organisation: 'Kansas City Southern Railway Co. (KCS), Deramus Yard, Shreveport, LA',
        role: 'Conductor / Yard Foreman (Deramus Yard)',
        start: '2014.05',
        end: '2017.08',
        bullets: [
          {
            text: 'Hired spring 2014 — 12-wk conductor trainee class, marked up 09/2014. FRA Part 242 conductor cert 2014 (recert every 3 yrs, kept current)',
            rewrite:
              'Hired in spring 2014 into a 12-week conductor trainee class, marked up in 09/2014, and earned FRA Part 242 conductor certification in 2014, recertifying every 3 years and keeping it current',
            fact: 'spring 2014',
          },
          {
            text: 'Yard foreman on the Deramus hump (~1,800-2,200 cars/day): 3-man crews (foreman, helper + engineer) switching the bowl, building outbounds to length/tonnage',
            rewrite:
              'Worked as yard foreman on the Deramus hump, which handled about 1,800-2,200 cars a day, leading 3-person crews (foreman, helper and engineer) switching the bowl tracks and building outbound trains to length and tonnage',
            fact: '1,800-2,200 cars',
          },
          {
            text: 'RCO — qualified on CANAC beltpacks Nov 2015, ran remote jobs on the east end. Let the qual expire 2019 after going to engine service',
            rewrite:
              'Qualified as a remote control operator (RCO) on CANAC beltpacks in Nov 2015 and ran remote jobs on the east end, then let the qualification expire in 2019 after moving to engine service',
            fact: 'CANAC beltpacks',
          },
          {
            text: 'Road conductor off the extra board 2016-17: train list/consist, hazmat docs, Class I air brake tests, setting out bad orders. 0 FRA violations on 3 FRA audits',
            rewrite:
              'Worked as a road conductor off the extra board in 2016-17, handling the train list and consist, hazmat documents, Class I air brake tests and setting out bad-order cars, with 0 FRA violations on 3 FRA audits',
            fact: 'Class I air brake tests',
          },
          {
            text: 'Injury-free 3 yrs. Terminal safety committee 2016-2017 (1 of 2 TY&E reps)',
            rewrite:
              'Stayed injury-free for 3 years and served on the terminal safety committee in 2016-2017 as 1 of 2 TY&E representatives',
            fact: '1 of 2 TY&E',
          },
        ],
      },
      {
        organisation:
          'Piney Woods Railcar Services, LLC (on-site contractor at Caddo Bend Paper Co. mill, Texarkana, TX)',
        role: 'Railcar Repair Helper → Welder / Trackmobile Operator',
        start: '2011.02',
        end: '2014.04',
        bullets: [
          {
            text: 'Repair track inside the mill — running repairs on customer & lessor cars (boxcars, covered hoppers, some tanks), ~25-35 cars/wk, 6-man crew + foreman',
            rewrite:
              'Worked the repair track inside the mill doing running repairs on customer and lessor cars (boxcars, covered hoppers and some tank cars), about 25-35 cars a week with a 6-person crew plus a foreman',
            fact: '25-35 cars',
          },
          {
            text: "Switched cars around the plant w/ a Trackmobile 4150 (40-60 cars/shift) — that's what got me hooked on the railroad",
            rewrite:
              'Switched cars around the plant with a Trackmobile 4150, 40-60 cars a shift, which is what got me interested in working for the railroad',
            fact: 'Trackmobile 4150',
          },
          {
            text: 'MIG/flux-core on car bodies, draft gear pockets, door tracks. AWS D1.1 3G (flux core) plate cert passed 2012; 6G pipe test — failed the bend test, never retook it',
            rewrite:
              'Welded with MIG and flux-core on car bodies, draft gear pockets and door tracks; passed the AWS D1.1 3G flux-core plate certification in 2012, but failed the bend test on the 6G pipe test and never retook it',
            fact: 'AWS D1.1 3G',
          },
          {
            text: 'Wrote up AAR repair cards for billing — ~$1.2-1.5M/yr billed thru the shop (my part = cards only, Shop Mgr did the pricing)',
            rewrite:
              'Wrote up AAR repair cards for billing, with about $1.2-1.5M a year billed through the shop; my part was the cards only, and the Shop Manager did the pricing',
            fact: '$1.2-1.5M',
          },
          {
            text: "Helper → welder Jan '13 (+$3.25/hr)",
            rewrite: 'Was promoted from helper to welder in Jan 2013 with a raise of $3.25/hr',
            fact: '$3.25/hr',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Bossier Parish Community College (BPCC), Bossier City, LA',
        degree: 'A.A.S. – not completed (27 of 60 credits, part-time)',
        major: 'Industrial Technology',
        start: '2019.01',
        end: '2021.05',
      },
      {
        school:
          'Northwest Louisiana Technical Community College (then Northwest Louisiana Technical College), Minden, LA',
        degree: 'Technical Diploma',
        major: 'Welding',
        start: '2009.08',
        end: '2010.12',
      },
    ],
    skills: [
      'Road & yard: manifest, unit grain / frac sand, intermodal, key trains (OT-55) & HHFT',
      'Train handling: dynamic braking, DPU (Wabtec LOCOTROL), up to ~14,500 tons / 9,800 ft',
      'Trip Optimizer (Wabtec TO 4.x), I-ETMS PTC',
      'Power: GE ES44AC / AC4400CW, EMD SD70ACe / SD70MAC',
      'GCOR, timetable & special instructions, 49 CFR Parts 218 / 232 / 240 / 242',
      'Air brake tests (Class I / IA / III), 2-way EOT/HOT',
      'Hazmat train placement & make-up, emergency response info',
      'Hump yard switching; RCO (CANAC beltpack) – qual expired 2019',
      'MIG / flux-core welding, oxy-fuel cutting, Trackmobile',
    ],
    certificates: [
      'FRA Locomotive Engineer Certification (49 CFR Part 240) – CPKC, exp. 02/2027',
      'FRA Conductor Certification (49 CFR Part 242) – current',
      'Operation Lifesaver Authorized Volunteer (since 2019)',
    ],
  },
  {
    id: 'zh-heldout-s13l',
    locale: 'zh-CN',
    name: '乔振宇',
    email: 'qiaozy_fengdian@163.com',
    phone: '137 3130 8845',
    city: '张家口',
    target: '风电检修班长 / 主检 — 张家口·承德优先，期望12k-15k/月，接受20天/10天倒班，不考虑海上',
    summary: [
      {
        text: '希望继续做陆上风电检修这块，我有将近9年风电现场经验(含派遣2年)，1.5MW双馈、直驱都干过，22年4月起当检修班长。',
        rewrite:
          '希望继续从事陆上风电检修工作；我有将近9年风电现场经验（其中派遣2年），1.5MW双馈和直驱机组都维护过，2022年4月起担任检修班长。',
        fact: '将近9年风电现场经验',
      },
      {
        text: '证：高处作业+低压电工（都在有效期），GWO BST 25年5月复训的；高压电工证2022.10到期没复审，算过期了；电工技师（二级）理论过了、实操没过，打算明年再考。',
        rewrite:
          '证书方面：持有高处作业和低压电工特种作业操作证（均在有效期内），GWO BST于2025年5月复训；高压电工证2022.10到期未复审，已过期；电工技师（二级）理论已通过、实操未通过，计划明年再考。',
        fact: '2022.10到期',
      },
      {
        text: '常用：SCADA后台(联合动力/金风两套)、Bachmann M1调试软件SolutionCenter，CMS振动频谱能看懂一些，液压力矩扳手/张紧器都会用',
        rewrite:
          '常用系统与工具：SCADA后台（联合动力、金风两套）、Bachmann M1调试软件SolutionCenter，能看懂部分CMS振动频谱，熟练使用液压力矩扳手和张紧器。',
        fact: 'Bachmann M1',
      },
    ],
    jobs: [
      {
        organisation: '冀北恒风新能源技术服务有限公司（原张家口恒风风电设备维修有限公司，2021年更名）',
        role: '检修班长 / 兼场站安全员',
        start: '2022.04',
        end: '至今',
        bullets: [
          {
            text: '驻康保大营子风电场（业主:华润新能源康保公司，49.5MW，33台联合动力UP77/1500双馈机组），全包运维合同，年合同额约380万',
            rewrite:
              '驻场于康保大营子风电场（业主为华润新能源康保公司，装机49.5MW，共33台联合动力UP77/1500双馈机组），执行全包运维合同，年合同额约380万元',
            fact: '33台联合动力UP77/1500',
          },
          {
            text: '班里连我一共6个人（2个主检、2个助手、1个借调过来的电气专工、1个司机兼库管），两班倒，20天上10天休',
            rewrite:
              '班组连同本人共6人（2名主检、2名助手、1名借调的电气专工、1名司机兼库管），两班倒，上20天休10天',
            fact: '司机兼库管',
          },
          {
            text: '全场可利用率 97.6%→99.1%（23年全年）；故障停机里变桨故障原来占全部停机时长的约41%，换了19台(共33台)的超级电容模组后降到12%左右',
            rewrite:
              '2023年全场可利用率由97.6%提升至99.1%；变桨故障原占全部故障停机时长的约41%，为33台中的19台更换超级电容模组后降至12%左右',
            fact: '约41%',
          },
          {
            text: '24年7月-9月组织2台主齿轮箱更换（#07、#21机），配合厂家+吊装队用500t履带吊，单台外委费从报价约130万压到96万，未发生人身/设备事件',
            rewrite:
              '2024年7月至9月组织完成2台主齿轮箱更换（#07、#21机），配合厂家及吊装队使用500t履带吊作业，单台外委费用由报价约130万元压降至96万元，未发生人身或设备事件',
            fact: '#07、#21机',
          },
          {
            text: '兼场站安全员：两票三制执行、每月安全活动；24年华润区域安全总监来场检查0问题项；全年开票约420张，工作票合格率100%',
            rewrite:
              '兼任场站安全员，负责两票三制执行和每月安全活动；2024年华润区域安全总监来场检查，问题项为0；全年开票约420张，工作票合格率100%',
            fact: '约420张',
          },
          {
            text: '跟业主场长一起做了22-23冬季防覆冰方案，叶片结冰停机小时数同比降了约1/3',
            rewrite: '与业主方场长共同制定2022—2023年冬季防覆冰方案，叶片结冰停机小时数同比下降约1/3',
            fact: '防覆冰方案',
          },
        ],
      },
      {
        organisation: '冀北恒风新能源技术服务有限公司（原张家口恒风风电设备维修有限公司，2021年更名）',
        role: '风机运维技术员 — 定检及故障处理（1.5MW双馈）',
        start: '2019.07',
        end: '2022.03',
        bullets: [
          {
            text: '19年7月入职，先在尚义、康保两个场之间流动，主要干半年检/全年检：螺栓力矩（塔筒、主轴、叶根）、油脂加注、滤芯更换',
            rewrite:
              '2019年7月入职，先后在尚义、康保两个风电场之间流动作业，主要负责半年检和全年检，包括塔筒、主轴、叶根螺栓力矩检查，油脂加注及滤芯更换',
            fact: '尚义、康保两个',
          },
          {
            text: '3年下来个人参与定检约160台次，单台全年检平均用时2.5天→1.5天（和另一个主检配合，按标准作业卡SOP走）',
            rewrite:
              '3年间个人参与定检约160台次，与另一名主检配合、按标准作业卡（SOP）执行，单台全年检平均用时由2.5天缩短至1.5天',
            fact: '约160台次',
          },
          {
            text: '常见故障：变桨（蓄电池/超级电容、编码器）、偏航余压、变流器IGBT、发电机滑环碳刷；2021年处理故障工单约230张，平均MTTR 6.2h',
            rewrite:
              '处理的常见故障包括变桨系统（蓄电池/超级电容、编码器）、偏航余压、变流器IGBT及发电机滑环碳刷；2021年处理故障工单约230张，平均MTTR为6.2h',
            fact: '约230张',
          },
          {
            text: '2020/08参加联合动力厂家培训（UP77机型电气、Bachmann PLC程序下载/参数备份），考核第2名(共14人)',
            rewrite:
              '2020/08参加联合动力厂家培训（UP77机型电气、Bachmann PLC程序下载及参数备份），考核成绩在14人中排名第2',
            fact: '联合动力厂家培训',
          },
          {
            text: '21年冬天带了2个新人（都是职院实习生），后来1个转正留下了',
            rewrite: '2021年冬季带教2名新人（均为职院实习生），其中1人后来转正留任',
            fact: '职院实习生',
          },
        ],
      },
      {
        organisation: '河北众力人力资源服务有限公司（派遣至围场塞北风电场·整机厂售后项目部）',
        role: '风机维护工（劳务派遣）',
        start: '2017.06',
        end: '2019.06',
        bullets: [
          {
            text: '劳务派遣身份，合同签在众力，实际跟着整机厂售后项目部干；塞北风电场99MW、66台GW82/1500直驱机组，我们管质保期内运维',
            rewrite:
              '以劳务派遣身份与众力签订合同，实际在整机厂售后项目部工作；塞北风电场装机99MW，共66台GW82/1500直驱机组，项目部负责质保期内运维',
            fact: '66台GW82/1500',
          },
          {
            text: '主要是登机巡检、清洁、加脂，跟师傅做变桨/偏航故障；每天平均爬2-3台（80m塔筒，没提升机）',
            rewrite:
              '主要负责登机巡检、清洁和加脂，跟随师傅处理变桨、偏航故障；平均每天攀爬2-3台（80m塔筒，无提升机）',
            fact: '80m塔筒',
          },
          {
            text: '18年出质保验收，配合整理每台机的出保资料（故障记录、定检报告）共66套，项目部经理签字后交业主',
            rewrite:
              '2018年出质保验收期间，协助整理每台机组的出保资料（故障记录、定检报告）共66套，经项目部经理签字后移交业主',
            fact: '共66套',
          },
          {
            text: '这期间考了高处作业证（2017.09）和低压电工证（2018.03）；高压电工证也是这时候考的，后面到期没复审',
            rewrite:
              '在此期间取得高处作业证（2017.09）和低压电工证（2018.03）；高压电工证也于此期间取得，之后到期未复审',
            fact: '低压电工证（2018.03）',
          },
        ],
      },
      {
        organisation: '宣化区恒达电机修理部（张家口）',
        role: '电工学徒（电机修理）',
        start: '2016.07',
        end: '2017.05',
        bullets: [
          {
            text: '跟师傅拆装、绕线修电机，主要是农用水泵电机和厂里的三相异步电机，5.5kW-75kW',
            rewrite: '跟随师傅拆装电机并绕线维修，以农用水泵电机和工厂三相异步电机为主，功率范围5.5kW-75kW',
            fact: '5.5kW-75kW',
          },
          {
            text: '学会用兆欧表测绝缘、万用表/钳形表查线，月工资2.8k左右',
            rewrite: '学会使用兆欧表测量绝缘，以及用万用表、钳形表排查线路；月工资约2.8k',
            fact: '2.8k',
          },
          {
            text: '兼管店里配件台账（轴承、漆包线、碳刷等），一年进货约6万块',
            rewrite: '兼管店内配件台账（轴承、漆包线、碳刷等），年进货额约6万元',
            fact: '漆包线、碳刷',
          },
          {
            text: '干了不到1年，老板说我干活细，推荐我去风电场（他亲戚在众力）',
            rewrite: '工作不到1年，因干活细致由老板推荐到风电场工作（老板亲戚在众力任职）',
            fact: '不到1年',
          },
        ],
      },
    ],
    education: [
      {
        school: '华北电力大学（继续教育学院）',
        degree: '专升本（函授，在读）',
        major: '电气工程及其自动化',
        start: '2025.03',
        end: '2027.07（预计）',
      },
      {
        school: '张家口职业技术学院',
        degree: '大专',
        major: '风能与动力技术',
        start: '2013.09',
        end: '2016.06',
      },
    ],
    skills: [
      '联合动力UP77/1500、金风GW82/1500机组定检及排故',
      '变桨系统（超级电容/蓄电池）、偏航、变流器（IGBT模块更换）',
      'Bachmann M1 / SolutionCenter 程序下载、参数备份',
      'SCADA监控后台、CMS振动监测（入门）',
      '液压力矩扳手、液压张紧器、兆欧表、红外测温仪',
      '主齿轮箱/发电机大部件更换组织（吊装方案、安全交底）',
      '两票三制、电力安规、班组安全管理',
      'Excel台账、EAM工单系统',
    ],
    certificates: [
      '特种作业操作证（高处作业）',
      '特种作业操作证（低压电工作业）',
      'GWO BST（2025年5月复训）',
    ],
  },
  // Added in session 13 as a held-out resume (written by a helper, merged by script unread; never looked at while tuning).
  {
    id: 'en-heldout-s13m',
    locale: 'en-US',
    name: 'Renata M. Voss',
    email: 'renata.voss.fi@gmail.com',
    phone: '(480) 555-0147',
    city: 'Chandler, AZ',
    target: 'F&I Manager – high-volume franchise store, East Valley (Chandler/Gilbert/Mesa)',
    summary: [
      {
        text: 'I have 10+ yrs in auto retail & lending: CU lending 2013-16, Hyundai sales floor 2016-19, F&I at the same Toyota store since Aug 2019 (Valley Toyota → Camelback Toyota after Saguaro bought it 04/2022).',
        rewrite:
          'I have 10+ years in auto retail and lending: credit union lending from 2013 to 2016, the Hyundai sales floor from 2016 to 2019, and F&I at the same Toyota store since Aug 2019 (Valley Toyota, renamed Camelback Toyota after Saguaro bought it in 04/2022).',
        fact: 'since Aug 2019',
      },
      {
        text: 'AFIP certified (2019, recert 2023). AZ Limited Lines Credit Insurance license active. Let my AZ Life & Health producer license lapse in 2021 — NOT currently licensed to sell life/health.',
        rewrite:
          'AFIP certified (2019, recertified 2023) with an active AZ Limited Lines Credit Insurance license; I let my AZ Life & Health producer license lapse in 2021 and am not currently licensed to sell life or health insurance.',
        fact: 'lapse in 2021',
      },
      {
        text: 'Avg PVR $2,050-2,300 last 12 mos, VSC pen. ~61% of retail deliveries, 0 findings on deal-jacket audits (Safeguards Rule / OFAC / Red Flags)',
        rewrite:
          'Averaged a PVR of $2,050-2,300 over the last 12 months with VSC penetration around 61% of retail deliveries, and 0 findings on deal-jacket audits (Safeguards Rule, OFAC, Red Flags).',
        fact: '$2,050-2,300',
      },
    ],
    jobs: [
      {
        organisation:
          'Saguaro Auto Group – Camelback Toyota (formerly Valley Toyota of Phoenix), Phoenix, AZ',
        role: 'Finance Manager (F&I) – New & Used / Desk Trainer',
        start: '2022.04',
        end: 'Present',
        bullets: [
          {
            text: '1 of 4 finance mgrs in the box (+ 1 title clerk), store sells ~230-260 new/used per mo; I close ~55-65 deals/mo on a 4-day rotation',
            rewrite:
              'Work as one of 4 finance managers in the F&I office, with 1 title clerk, at a store selling about 230-260 new and used vehicles a month, closing about 55-65 deals a month on a 4-day rotation',
            fact: '55-65 deals',
          },
          {
            text: 'PVR $2,180 FY2023 / $2,260 FY2024 (store goal $1,900), back-end gross ~$1.5M-1.7M/yr on my deals alone',
            rewrite:
              'Posted a PVR of $2,180 in FY2023 and $2,260 in FY2024 against a store goal of $1,900, with back-end gross of about $1.5M-1.7M a year on my own deals',
            fact: '$1.5M-1.7M',
          },
          {
            text: 'Product pen. (retail, 2024): VSC 61% of deliveries, GAP 44% of financed, ToyotaCare Plus / prepaid maint 38%, tire & wheel 29%. Menu on MenuVantage every deal, no payment packing.',
            rewrite:
              'Reached 2024 retail product penetration of VSC on 61% of deliveries, GAP on 44% of financed deals, ToyotaCare Plus/prepaid maintenance at 38% and tire & wheel at 29%, presenting a MenuVantage menu on every deal with no payment packing',
            fact: '61% of deliveries',
          },
          {
            text: 'Lenders: TFS (captive) ~55% of my contracts, rest split across Chase, Ally, Capital One Auto, Desert Financial CU + 2 local CUs. Submit via RouteOne & Dealertrack, funded in avg 3.1 days (was 6+)',
            rewrite:
              'Place about 55% of my contracts with TFS (the captive lender) and split the rest across Chase, Ally, Capital One Auto, Desert Financial CU and 2 local credit unions, submitting through RouteOne and Dealertrack with funding averaging 3.1 days (down from 6+)',
            fact: '3.1 days',
          },
          {
            text: "Desk trainer since Saguaro took over: trained 5 new F&I hires on CDK Drive + the group's compliance checklist (v4.2); 3 of the 5 still on the desk. Our GM + the group VP of F&I sign off on every pay plan, not me.",
            rewrite:
              "Have served as desk trainer since Saguaro took over, training 5 new F&I hires on CDK Drive and the group's compliance checklist (v4.2), 3 of whom are still on the desk; the GM and the group VP of F&I sign off on every pay plan, not me",
            fact: '5 new F&I hires',
          },
          {
            text: "Compliance: OFAC + Red Flags on 100% of deals, FTC Safeguards Rule (16 CFR 314) rollout June '23 — 0 findings on 6 quarterly deal-jacket audits (Q3 '23–Q4 '24)",
            rewrite:
              'Run OFAC and Red Flags checks on 100% of deals, helped roll out the FTC Safeguards Rule (16 CFR 314) in June 2023, and have had 0 findings on 6 quarterly deal-jacket audits from Q3 2023 to Q4 2024',
            fact: '16 CFR 314',
          },
        ],
      },
      {
        organisation: 'Valley Toyota of Phoenix (acquired by Saguaro Auto Group 04/2022)',
        role: 'Finance Manager (F&I)',
        start: '2019.08',
        end: '2022.03',
        bullets: [
          {
            text: "Moved from the Hyundai sales floor into F&I Aug '19 after the AFIP course (online, ~40 hrs) — 1 of 3 finance mgrs, store ~170-190 units/mo",
            rewrite:
              'Moved from the Hyundai sales floor into F&I in Aug 2019 after the online AFIP course (about 40 hours), as 1 of 3 finance managers at a store doing about 170-190 units a month',
            fact: '170-190 units',
          },
          {
            text: 'PVR went $1,640 (2020) → $1,985 (2021), #1 on the desk for VSC pen. in 5 of 10 quarters',
            rewrite:
              'Raised my PVR from $1,640 in 2020 to $1,985 in 2021 and ranked #1 on the desk for VSC penetration in 5 of 10 quarters',
            fact: '5 of 10 quarters',
          },
          {
            text: 'COVID spring 2020: set up e-contracting (RouteOne eContracting + DocuSign) + curbside/home deliveries, ~30% of deals Apr–Jun 2020 signed remote',
            rewrite:
              'During the COVID spring of 2020 set up e-contracting (RouteOne eContracting and DocuSign) along with curbside and home deliveries, with about 30% of deals from Apr to Jun 2020 signed remotely',
            fact: 'RouteOne eContracting',
          },
          {
            text: 'Worked the subprime / 1st-time-buyer deals (FICO Auto 8: 520-620) w/ Westlake, CPS & Exeter; CIT under 7 days on 90%+ of them',
            rewrite:
              'Worked the subprime and first-time-buyer deals (FICO Auto 8 scores of 520-620) with Westlake, CPS and Exeter, keeping contracts in transit (CIT) under 7 days on 90%+ of them',
            fact: 'under 7 days',
          },
          {
            text: 'Chargebacks on cancelled products cut from ~9% to ~5% of F&I income (2021) — better disclosures; rate markup ≤2.0 pts over buy rate on every deal (lender caps 2.0-2.5)',
            rewrite:
              'Cut chargebacks on cancelled products from about 9% to about 5% of F&I income in 2021 through clearer disclosures, and kept rate markup at or below 2.0 pts over the buy rate on every deal (lender caps of 2.0-2.5)',
            fact: '5% of F&I income',
          },
        ],
      },
      {
        organisation: 'Desert Sky Hyundai (Glendale, AZ)',
        role: 'Sales Consultant – New & Pre-Owned / Internet Sales (BDC)',
        start: '2016.03',
        end: '2019.07',
        bullets: [
          {
            text: "Avg 14-16 units/mo, 19.5 in my best month (Dec 2017); store 'Top Gun' award 2017 & 2018",
            rewrite:
              "Averaged 14-16 units a month with 19.5 in my best month (Dec 2017), and won the store's 'Top Gun' award in 2017 and 2018",
            fact: '14-16 units',
          },
          {
            text: 'CSI 94.8 (region avg ~91), top 3 of 22 consultants most months',
            rewrite:
              'Held a CSI of 94.8 against a region average around 91, placing in the top 3 of 22 consultants most months',
            fact: 'top 3 of 22',
          },
          {
            text: 'Hyundai Product Specialist cert: Level 1 + 2 passed, Level 3 (Master) NOT done — left for Toyota first',
            rewrite:
              'Passed Hyundai Product Specialist certification Levels 1 and 2; did not complete Level 3 (Master) before leaving for Toyota',
            fact: 'Level 3 (Master)',
          },
          {
            text: '2018-19: half my shifts in the BDC — internet leads (avg response <10 min), appt show rate 52% → 61%, all in VinSolutions CRM',
            rewrite:
              'In 2018-19 spent half my shifts in the BDC answering internet leads with an average response under 10 minutes, raising the appointment show rate from 52% to 61%, all in VinSolutions CRM',
            fact: 'VinSolutions CRM',
          },
          {
            text: 'Sold mostly Elantra / Tucson / Santa Fe, some Ioniq + the 2019 Kona Electric — avg front gross ~$1,100-1,400',
            rewrite:
              'Sold mostly Elantra, Tucson and Santa Fe models, plus some Ioniq and the 2019 Kona Electric, averaging front gross of about $1,100-1,400',
            fact: '$1,100-1,400',
          },
        ],
      },
      {
        organisation: 'Copper State Credit Union (now Sonoran Financial CU after 2018 merger), Mesa, AZ',
        role: 'Member Service Rep II – Consumer Lending',
        start: '2013.06',
        end: '2016.02',
        bullets: [
          {
            text: 'Took auto/personal loan apps at branch #07 (Dobson Rd) + indirect dealer apps — ~120-150 apps/mo',
            rewrite:
              'Took auto and personal loan applications at branch #07 (Dobson Rd) along with indirect dealer applications, about 120-150 a month',
            fact: 'branch #07',
          },
          {
            text: 'Approval authority up to $25k unsecured / $40k secured; anything over went to the VP of Lending',
            rewrite:
              'Held approval authority up to $25k unsecured and $40k secured, referring anything above that to the VP of Lending',
            fact: '$40k secured',
          },
          {
            text: 'Sold GAP + MBP (mechanical breakdown protection) on ~35% of funded auto loans, branch goal 25%',
            rewrite:
              'Sold GAP and MBP (mechanical breakdown protection) on about 35% of funded auto loans against a branch goal of 25%',
            fact: '35% of funded auto loans',
          },
          {
            text: 'Covered collections on 30-60 day delinquents (~80 accts) Jan.–Mar. 2015 while the collector was on leave',
            rewrite:
              'Covered collections on about 80 accounts 30-60 days delinquent from Jan. to Mar. 2015 while the collector was on leave',
            fact: 'collector was on leave',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Western Governors University (online)',
        degree: 'B.S. Business Management – in progress (61 of 120 CUs)',
        major: 'Business Management',
        start: '2023.01',
        end: 'Present',
      },
      {
        school: 'Mesa Community College',
        degree: 'Associate in Business (ABus)',
        major: 'Business – General',
        start: '2010.08',
        end: '2013.05',
      },
    ],
    skills: [
      'F&I menu selling (MenuVantage): VSC / GAP / prepaid maint. / tire & wheel / key replacement',
      'DMS: CDK Drive; some Reynolds ERA-IGNITE',
      'Lender portals: RouteOne, Dealertrack, TFS DealerDaily',
      'Compliance: FTC Safeguards Rule, OFAC, Red Flags, Reg Z / TILA, ECOA adverse action notices',
      'Captive, bank, CU & subprime lending (Westlake, CPS, Exeter)',
      'CRM: VinSolutions, DriveCentric',
      'Excel – PVR / penetration trackers, pivot tables',
      'Spanish – conversational (can walk a menu, not contracts)',
    ],
    certificates: [
      'AFIP Certified Professional (2019, recertified 2023)',
      'Arizona Limited Lines Credit Insurance license – active',
    ],
  },
  // Added in session 13 as a held-out resume (written by a helper, merged by script unread; never looked at while tuning).
  {
    id: 'zh-heldout-s13n',
    locale: 'zh-CN',
    name: '顾晓岚',
    email: 'guxiaolan_0917@126.com',
    phone: '139 1356 8027',
    city: '苏州',
    target: '法官助理 / 审判辅助岗（民商事方向）— 苏州吴江·相城优先，也考虑仲裁委办案秘书',
    summary: [
      {
        text: '希望继续做民商事审判辅助工作。我有9年法院工作经历：聘用制书记员3年+法官助理近6年，19年考进吴江法院，立案庭2年、民一庭速裁团队21年9月至今。',
        rewrite:
          '希望继续从事民商事审判辅助工作。我有9年法院工作经历，其中聘用制书记员3年、法官助理近6年；2019年考入吴江法院，先在立案庭工作2年，2021年9月起在民一庭速裁团队工作至今。',
        fact: '聘用制书记员3年',
      },
      {
        text: '法律职业资格A证(2018年主观题一次过)；2024年参加过法官遴选，笔试过了、面试没进，目前还不是入额法官；法律硕士非全日制在读（苏大，预计26年6月毕业）',
        rewrite:
          '持有法律职业资格证书（A类，2018年主观题一次通过）；2024年参加法官遴选，通过笔试但未通过面试，目前尚未入额；苏州大学法律硕士（非全日制）在读，预计2026年6月毕业。',
        fact: '2018年主观题',
      },
      {
        text: '系统：江苏法院审判业务系统、移动微法院、人民法院调解平台、"总对总"查控都熟，庭审语音识别+电子卷宗随案生成用了4年多',
        rewrite:
          '熟练使用江苏法院审判业务系统、移动微法院、人民法院调解平台及“总对总”网络查控系统，使用庭审语音识别和电子卷宗随案生成4年多。',
        fact: '电子卷宗随案生成',
      },
    ],
    jobs: [
      {
        organisation: '苏州市吴江区人民法院（原吴江市人民法院，2012年撤市设区后更名）',
        role: '法官助理 — 民一庭（速裁团队）/ 兼庭内勤',
        start: '2021.09',
        end: '至今',
        bullets: [
          {
            text: '所在速裁团队按"1+2+N"配：主审法官1名（庭长兼，四级高级法官）+法官助理2名(含我)+书记员3名，主要审民间借贷、买卖合同、物业费/信用卡纠纷等简案',
            rewrite:
              '所在速裁团队采用“1+2+N”配置：1名主审法官（由庭长兼任，四级高级法官）、2名法官助理（含本人）及3名书记员，主要审理民间借贷、买卖合同、物业费及信用卡纠纷等简易案件',
            fact: '四级高级法官',
          },
          {
            text: '年均协助办结速裁案件约1100件(22年1,086件/23年1,214件)，占全庭结案数的近45%；平均审理天数38天→21天',
            rewrite:
              '年均协助办结速裁案件约1100件（2022年1,086件、2023年1,214件），占全庭结案数的近45%；平均审理天数由38天缩短至21天',
            fact: '占全庭结案数的近45%',
          },
          {
            text: '庭前阅卷、组织证据交换、归纳争议焦点，起草裁判文书初稿（判决/调解书/裁定），简案文书经主审法官审核后签发，个人年均起草约600份',
            rewrite:
              '负责庭前阅卷、组织证据交换和归纳争议焦点，起草判决书、调解书、裁定书等裁判文书初稿，简易案件文书经主审法官审核后签发，年均起草约600份',
            fact: '年均起草约600份',
          },
          {
            text: '诉前调解：对接区诉调对接中心+4个镇级调解工作室，标的额5万-50万的借贷/买卖纠纷先调后审，2023年调撤率62.3%（全院民事平均51%）',
            rewrite:
              '负责诉前调解衔接，对接区诉调对接中心及4个镇级调解工作室，对标的额5万-50万元的借贷、买卖纠纷实行先调后审，2023年调撤率62.3%（全院民事案件平均为51%）',
            fact: '调撤率62.3%',
          },
          {
            text: '兼庭内勤：每月审判质效数据统计、长期未结案件(超12个月)清理台账；配合院里2022.3—2022.11"积案清零"专项，民一庭清理超期案件127件',
            rewrite:
              '兼任庭内勤，负责每月审判质效数据统计及长期未结案件（超12个月）清理台账；配合法院2022年3月至11月的“积案清零”专项行动，民一庭共清理超期案件127件',
            fact: '清理超期案件127件',
          },
          {
            text: '参与的（2023）苏0509民初4417号 物业服务合同纠纷系列案（共213件）被评为市中院2023年度优秀调解案例',
            rewrite:
              '参与办理的（2023）苏0509民初4417号物业服务合同纠纷系列案（共213件）获评苏州市中级人民法院2023年度优秀调解案例',
            fact: '苏0509民初4417号',
          },
        ],
      },
      {
        organisation: '苏州市吴江区人民法院（原吴江市人民法院，2012年撤市设区后更名）',
        role: '法官助理（立案庭 / 诉调对接中心）',
        start: '2019.10',
        end: '2021.08',
        bullets: [
          {
            text: '19年10月公务员考录入职（一级科员），先分在立案庭，窗口立案+网上立案审核，日均审核网上立案60-80件',
            rewrite:
              '2019年10月经公务员考录入职（一级科员），先分配至立案庭，负责窗口立案及网上立案审核，日均审核网上立案60-80件',
            fact: '日均审核网上立案60-80件',
          },
          {
            text: '2020年疫情期间推跨域立案+"移动微法院"立案，线上立案占比31%→78%（2020.02-2020.12）',
            rewrite:
              '2020年疫情期间推广跨域立案及“移动微法院”立案，2020年2月至12月线上立案占比由31%提升至78%',
            fact: '跨域立案',
          },
          {
            text: '诉调对接中心：委派/委托调解案件分流，对接特邀调解员23名(其中退休法官5名)，2020年委派调解2,410件，调成率约37%',
            rewrite:
              '在诉调对接中心负责委派、委托调解案件的分流，对接特邀调解员23名（其中5名为退休法官），2020年委派调解2,410件，调成率约37%',
            fact: '委派调解2,410件',
          },
          {
            text: '司法确认案件初审+出文书，全年约260件，无一件被申请撤销',
            rewrite: '负责司法确认案件的初审及文书制作，全年约260件，无一件被申请撤销',
            fact: '约260件',
          },
          {
            text: '参与编写《吴江法院诉前调解工作指引（试行）》第三、四章',
            rewrite: '参与编写《吴江法院诉前调解工作指引（试行）》的第三章和第四章',
            fact: '诉前调解工作指引',
          },
        ],
      },
      {
        organisation: '昆山市人民法院（派遣单位：昆山市人才服务中心）',
        role: '聘用制书记员 — 执行局（执行实施团队）',
        start: '2016.07',
        end: '2019.09',
        bullets: [
          {
            text: '跟执行法官（执行二组组长，二级法官）办案，组里2个执行法官+4个书记员+2名法警，人均年执行案件约500件',
            rewrite:
              '协助执行法官（执行二组组长，二级法官）办案，所在执行组共有2名执行法官、4名书记员和2名法警，人均年执行案件约500件',
            fact: '人均年执行案件约500件',
          },
          {
            text: '"总对总"网络查控，每周2次批量查银行存款/车辆/不动产/支付宝·财付通，18年全年冻结扣划到位约1.3亿元',
            rewrite:
              '通过“总对总”网络查控系统，每周2次批量查询银行存款、车辆、不动产及支付宝、财付通账户，2018年全年冻结扣划到位约1.3亿元',
            fact: '约1.3亿元',
          },
          {
            text: '2018年"基本解决执行难"第三方评估迎检：补录执行卷宗节点信息约3,600条，负责案件的流程节点合规率82%→99.1%',
            rewrite:
              '参与2018年“基本解决执行难”第三方评估迎检工作，补录执行卷宗节点信息约3,600条，所负责案件的流程节点合规率由82%提升至99.1%',
            fact: '约3,600条',
          },
          {
            text: '庭审/谈话笔录速录（看打≥120字/分），失信被执行人名单录入、限高令送达，一年外出送达+现场执行约90趟',
            rewrite:
              '负责庭审及执行谈话笔录速录（看打速度不低于120字/分钟），录入失信被执行人名单并送达限制高消费令，一年外出送达及现场执行约90趟',
            fact: '失信被执行人名单',
          },
          {
            text: '2017年度院"优秀书记员"（全院聘用制书记员70多人评6个）',
            rewrite: '获评2017年度院级“优秀书记员”（全院70余名聘用制书记员中评选6名）',
            fact: '优秀书记员',
          },
        ],
      },
      {
        organisation: '吴江区法律援助中心（区司法局下属）',
        role: '暑期实习生（接待窗口）',
        start: '2015.07',
        end: '2015.09',
        bullets: [
          {
            text: '大三暑假实习，窗口接待来访群众，一天大概15-20人次，主要是讨薪、工伤、离婚',
            rewrite: '大三暑期实习，在接待窗口接待来访群众，每天约15-20人次，咨询内容以讨薪、工伤、离婚为主',
            fact: '15-20人次',
          },
          {
            text: '初审法援申请材料（经济困难证明、身份材料等），2个月经手申请约140份',
            rewrite: '初审法律援助申请材料（包括经济困难证明、身份材料等），2个月内经手申请约140份',
            fact: '约140份',
          },
          {
            text: '协助值班律师整理农民工讨薪集体案卷(涉及工人48名，欠薪合计约62万)',
            rewrite: '协助值班律师整理农民工讨薪集体案件卷宗（涉及工人48名，欠薪合计约62万元）',
            fact: '涉及工人48名',
          },
          {
            text: '录入江苏法律援助管理系统，整理归档结案卷宗300余卷',
            rewrite: '将案件信息录入江苏法律援助管理系统，并整理归档结案卷宗300余卷',
            fact: '300余卷',
          },
        ],
      },
    ],
    education: [
      {
        school: '苏州大学王健法学院',
        degree: '法律硕士（非全日制，在读）',
        major: '法律（法学）',
        start: '2023.09',
        end: '2026.06（预计）',
      },
      {
        school: '南京审计大学（原南京审计学院）法学院',
        degree: '法学学士',
        major: '法学',
        start: '2012.09',
        end: '2016.06',
      },
    ],
    skills: [
      '裁判文书起草（判决书、调解书、裁定书）',
      '庭前准备：阅卷、证据交换、争议焦点归纳',
      '诉前调解、司法确认、诉调对接',
      '执行查控："总对总"/"点对点"网络查控系统',
      '江苏法院审判业务系统、移动微法院、人民法院调解平台',
      '电子卷宗随案生成、庭审语音识别',
      '速录（看打≥120字/分）',
      'Excel：数据透视表、审判质效数据统计',
      '普通话、苏州话',
    ],
    certificates: ['法律职业资格证书（A类，2018年）', '普通话水平测试二级甲等'],
  },
  {
    id: 'en-r14-charge-rn-maribel',
    locale: 'en-US',
    name: 'Maribel A. Trujillo-Hahn',
    email: 'maribel.trujillohahn.rn@gmail.com',
    phone: '(937) 555-0188',
    city: 'Springfield, OH',
    target: 'Assistant Nurse Manager / Nurse Manager – Med-Surg or PCU (Springfield–Dayton area, days OK)',
    summary: [
      {
        text: 'I have 9.5 yrs as an RN (med-surg → step-down), charge nurse since 12/2021, and I was interim ANM on 5N for ~6 months in 2025 while our ANM was on leave — ready to move into the ANM/NM seat.',
        rewrite:
          'I have 9.5 years as a registered nurse (med-surg, then step-down), have been a charge nurse since 12/2021, and served as interim Assistant Nurse Manager on 5 North for about 6 months in 2025 while our ANM was on leave; I am ready to move into an ANM or nurse manager role.',
        fact: 'since 12/2021',
      },
      {
        text: "Certs: PCCN (AACN), BLS/ACLS (AHA) current. CMSRN lapsed 11/2023 — didn't renew after moving to PCU. CNML (AONL) in progress, exam booked 2/2026.",
        rewrite:
          'I hold the AACN Progressive Care Certified Nurse (PCCN) credential and current AHA BLS and ACLS; my CMSRN lapsed in 11/2023 because I did not renew it after moving to the PCU, and I am working toward the AONL CNML, with the exam booked for 2/2026.',
        fact: 'CMSRN lapsed',
      },
      {
        text: "Not a manager yet — never hired or wrote anyone up myself, but I've run the unit on nights, built the 6-wk schedule & sat on the hiring panel for ~12 RN interviews.",
        rewrite:
          'Not yet a manager (I have never hired or disciplined anyone myself), but I have run the unit on nights, built the 6-week schedule and sat on the hiring panel for about 12 RN interviews.',
        fact: '12 RN interviews',
      },
    ],
    jobs: [
      {
        organisation: 'Mad River Regional Medical Center (Tri-Rivers Health), Springfield, OH',
        role: 'Interim Assistant Nurse Manager (acting, ANM on FMLA) – 5 North PCU',
        start: '2025.06',
        end: '2025.11',
        bullets: [
          {
            text: 'Covered the ANM role 6/2/2025–11/21/2025 while Keisha Odom (ANM) was out on FMLA — still picked up charge 1 night/wk. Reported to Greg Vance, MSN, RN (NM for 5N + 5S)',
            rewrite:
              'Covered the Assistant Nurse Manager role from 6/2/2025 to 11/21/2025 while ANM Keisha Odom was out on FMLA leave, still taking charge 1 night a week and reporting to Greg Vance, MSN, RN, the nurse manager for 5 North and 5 South',
            fact: '11/21/2025',
          },
          {
            text: "6-wk schedules in API Healthcare for 5N (~70 RNs/PCTs/HUCs) — 4 schedule periods, filled holes w/ the Tri-Rivers float pool (~40 RNs) + 2 travelers, 0 unfilled night shifts in Oct '25",
            rewrite:
              'Built 4 six-week schedule periods in API Healthcare for the roughly 70 RNs, PCTs and HUCs of 5 North, filling gaps from the Tri-Rivers float pool of about 40 RNs and with 2 travelers, with 0 unfilled night shifts in Oct 2025',
            fact: 'API Healthcare',
          },
          {
            text: "Approved Kronos timecards + PTO (per Greg's grid), ran the 0700/1900 safety huddle, rounded on ~14-18 pts/day w/ the HCAHPS 'nurse communication' questions",
            rewrite:
              "Approved Kronos timecards and PTO requests according to Greg's grid, ran the 0700 and 1900 safety huddles and rounded on about 14-18 patients a day using the HCAHPS 'nurse communication' questions",
            fact: 'Kronos timecards',
          },
          {
            text: "Did NOT hire/fire — sat in on 5 interviews (Greg decided), 3 'just culture' follow-ups w/ HR in the room. Covered Greg's 9/2025 staff mtg + the Nov budget variance call (he was at a conference)",
            rewrite:
              "Did not hire or fire: sat in on 5 interviews where Greg made the decision and held 3 'just culture' follow-ups with HR present; covered Greg's 9/2025 staff meeting and the Nov budget variance call while he was at a conference",
            fact: 'budget variance call',
          },
        ],
      },
      {
        organisation: 'Mad River Regional Medical Center (Tri-Rivers Health), Springfield, OH',
        role: 'RN – Charge Nurse, 5 North Progressive Care (step-down)',
        start: '2021.12',
        end: 'Present',
        bullets: [
          {
            text: '1 of 5 permanent charge RNs on 5N (28 beds — tele, cardiac drips, BiPAP), mostly nights. Unit has ~64 RNs + 15 PCTs + 2 HUCs, all report to the NM (Greg Vance)',
            rewrite:
              'One of 5 permanent charge nurses on 5 North, a 28-bed unit with telemetry, cardiac drips and BiPAP, working mostly nights; the unit has about 64 RNs, 15 PCTs and 2 HUCs, all reporting to the nurse manager, Greg Vance',
            fact: '64 RNs',
          },
          {
            text: 'On nights: make assignments for 8-10 RNs + 3-4 PCTs, ratio 1:3-4 (1:2 for drips/BiPAP), take 6-9 admits/transfers a night from ED, ICU and PACU',
            rewrite:
              'As night charge nurse, make patient assignments for 8-10 RNs and 3-4 PCTs at a 1:3-4 ratio (1:2 for drips and BiPAP) and take 6-9 admissions and transfers a night from the ED, ICU and PACU',
            fact: '8-10 RNs',
          },
          {
            text: "Bed huddles w/ house sup 2x/shift — ED-to-5N bed time avg 212 min (FY23) → 148 min (FY24) w/ 'pull don't push' + early d/c list by 0900",
            rewrite:
              "Joined bed huddles with the house supervisor 2 times a shift as the average ED-to-5 North bed time went from 212 minutes (FY23) to 148 minutes (FY24) with 'pull, don't push' and an early discharge list by 0900",
            fact: '148 min',
          },
          {
            text: 'Preceptor — 11 new grads + 4 transfers through the 12-wk PCU orientation since 2022, 13 of 15 still on 5N',
            rewrite:
              'Precepted 11 new graduates and 4 transfers through the 12-week PCU orientation since 2022; 13 of 15 are still on 5 North',
            fact: '13 of 15',
          },
          {
            text: 'Got my PCCN 12/2022. Co-taught 2 PCCN review days in 2023 w/ our CNS, Dr. Ana Pruitt, DNP — 9 RNs sat the exam, 7 passed',
            rewrite:
              'Earned my PCCN in 12/2022 and co-taught 2 PCCN review days in 2023 with our clinical nurse specialist, Dr. Ana Pruitt, DNP; 9 RNs sat the exam and 7 passed',
            fact: '7 passed',
          },
          {
            text: 'Falls team (Greg + me + 5 other RNs) — falls w/ injury 7 (FY23) → 2 (FY24), bed alarms + Epic BPA for Morse ≥45',
            rewrite:
              "Served on Greg's falls team with 5 other RNs as falls with injury went from 7 (FY23) to 2 (FY24), using bed alarms and an Epic best practice alert (BPA) for Morse scores of 45 or higher",
            fact: 'Morse',
          },
        ],
      },
      {
        organisation:
          'Mad River Regional Medical Center, Springfield, OH (Clark County Community Hospital until 7/2020)',
        role: 'Staff RN – 6 South Med-Surg/Ortho (relief charge from 3/2021)',
        start: '2019.11',
        end: '2021.11',
        bullets: [
          {
            text: '32-bed med-surg/ortho, 1:5-6 days / 1:6-7 nights — post-op TJA (hips/knees), GI bleeds, CIWA, sepsis',
            rewrite:
              'Cared for patients at 1:5-6 on days and 1:6-7 on nights on a 32-bed medical-surgical and orthopedic unit: post-operative total joint arthroplasty (TJA) for hips and knees, GI bleeds, CIWA protocols and sepsis',
            fact: '32-bed',
          },
          {
            text: 'Spring 2020 6S became the COVID unit — converted 12 rooms (601-612) to neg pressure w/ portable HEPA; I was 1 of 6 RNs trained as PPE coaches for ~45 staff',
            rewrite:
              'When 6 South became the COVID unit in spring 2020, the unit converted 12 rooms (601-612) to negative pressure with portable HEPA units; I was one of 6 RNs trained as PPE coaches for about 45 staff',
            fact: '601-612',
          },
          {
            text: "Relief charge ~1-2 shifts/wk from 3/2021 after the charge class. Led our 4-RN 'skin champions' group — HAPI 2.1 → 0.8 per 1,000 pt days (FY21)",
            rewrite:
              "Took relief charge about 1-2 shifts a week from 3/2021 after the charge nurse class, and led our 4-RN 'skin champions' group as hospital-acquired pressure injuries (HAPI) went from 2.1 to 0.8 per 1,000 patient days in FY21",
            fact: '0.8 per 1,000',
          },
          {
            text: 'Super user for the Epic go-live 11/7/2020 (Meditech → Epic when we joined Tri-Rivers) — 36 hrs at the elbow on 6S + 5N',
            rewrite:
              'Served as a super user for the Epic go-live on 11/7/2020, the move from Meditech to Epic when we joined Tri-Rivers, with 36 hours at the elbow on 6 South and 5 North',
            fact: 'Meditech',
          },
          {
            text: 'Unit council secretary 2020-21; ortho d/c phone calls at 48-72 hrs — 30-day readmits ~14% → 11%',
            rewrite:
              'Served as unit council secretary in 2020-21 and made discharge phone calls to orthopedic patients at 48-72 hours as 30-day readmissions went from about 14% to 11%',
            fact: '48-72',
          },
        ],
      },
      {
        organisation: 'Greene Hollow Memorial Hospital, Xenia, OH',
        role: 'Staff RN – Med-Surg (new grad, Nurse Residency Program)',
        start: '2016.06',
        end: '2019.10',
        bullets: [
          {
            text: 'Nurse residency 6/2016–6/2017 (Vizient/AACN NRP), cohort of 14 new grads',
            rewrite:
              'Completed the Vizient/AACN Nurse Residency Program (NRP) from 6/2016 to 6/2017 in a cohort of 14 new graduates',
            fact: 'Vizient/AACN',
          },
          {
            text: '24-bed med-surg, 1:5 most shifts; floated to 3 other units (tele, ortho, peds overflow) ~2x/month',
            rewrite:
              'Worked a 24-bed medical-surgical unit at 1:5 on most shifts and floated to 3 other units (telemetry, orthopedics and pediatric overflow) about 2 times a month',
            fact: '24-bed',
          },
          {
            text: "CMSRN (MSNCB) passed 11/2018 — expired 11/2023, didn't keep it up once I went to PCU",
            rewrite:
              'Earned the MSNCB Certified Medical-Surgical Registered Nurse (CMSRN) credential in 11/2018; it expired in 11/2023 because I did not keep it up after moving to the PCU',
            fact: '11/2018',
          },
          {
            text: 'Sepsis bundle audits for the quality dept, 20 charts/mo — unit SEP-1 compliance 61% → 78% (2018)',
            rewrite:
              'Audited 20 charts a month against the sepsis bundle for the quality department as unit SEP-1 compliance went from 61% to 78% in 2018',
            fact: 'SEP-1',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Shawnee Ridge University (online)',
        degree: 'MSN – in progress (4 of 11 courses done)',
        major: 'Nursing Leadership & Administration',
        start: '2024.08',
        end: '2027.05 (expected)',
      },
      {
        school: 'Buck Creek State University, Springfield, OH',
        degree: 'Bachelor of Science in Nursing (BSN)',
        major: 'Nursing',
        start: '2012.08',
        end: '2016.05',
      },
    ],
    skills: [
      'Epic (Rover, Haiku, Capacity Mgmt bed board); Meditech until 11/2020',
      'Scheduling/staffing: API Healthcare (6-wk schedules), UKG Kronos timecards, float pool requests',
      'Telemetry: Philips IntelliVue; cardiac drips (diltiazem, amiodarone, nitro, heparin nomogram)',
      'BiPAP / HFNC, CIWA, SEP-1 sepsis bundle',
      'Charge: acuity-based assignments, bed huddles & throughput, rapid response',
      'Quality: NDNQI (falls, HAPI), CAUTI/CLABSI bundles, RL Datix incident reports',
      'HCAHPS / Press Ganey, leader rounding',
      'Just Culture, TeamSTEPPS',
      'Precepting, new grad orientation',
      'Vocera, Teams, Excel (basic)',
      'Spanish (conversational)',
    ],
    certificates: [
      'RN – Ohio Board of Nursing, License #RN.451872 (exp. 10/31/2027)',
      'BLS Provider – American Heart Association (exp. 12/2026)',
      'ACLS Provider (AHA), exp. 11/2026',
      'PCCN – Progressive Care Certified Nurse, AACN Certification Corp. (since 12/2022)',
    ],
  },
  {
    id: 'zh-r14-store-liuyanan',
    locale: 'zh-CN',
    name: '刘亚男',
    email: 'liuyanan0917@163.com',
    phone: '155 3719 2846',
    city: '郑州',
    target: '区域督导 / 区域运营 — 连锁烘焙、茶饮、便利店都可以，郑州，最好西区/二七区',
    summary: [
      {
        text: '我有9年多门店经验，超市理货员→便利店值班长→烘焙店副店长、店长，24年11月开始代理区域督导（还没正式任命），现在手上管5家店，其中2家是加盟。',
        rewrite:
          '我有9年多门店经验，从超市理货员做起，历任便利店值班长、烘焙店副店长及店长，自2024年11月起代理区域督导（尚未正式任命），目前负责5家门店，其中2家为加盟店。',
        fact: '9年多门店经验',
      },
      {
        text: '希望往区域督导/区域运营方向发展，新店开业、店长带教、加盟店整改这几块比较有经验，带出来的店长有3个。',
        rewrite:
          '希望向区域督导、区域运营方向发展，在新店开业、店长带教及加盟店整改方面经验较为丰富，共带出3名店长。',
        fact: '加盟店整改',
      },
      {
        text: '证书：食品安全管理员证(22年考的)、西式面点师五级(初级工)；面点师四级(中级工)25年报了名还没考。系统：客如云POS、有赞微商城、美团/饿了么商家后台、钉钉，Excel做日报周报没问题',
        rewrite:
          '证书方面：持有食品安全管理员证（2022年取得）、西式面点师五级（初级工）；西式面点师四级（中级工）已于2025年报名，尚未参加考试。系统方面：熟练使用客如云POS、有赞微商城、美团及饿了么商家后台、钉钉，能用Excel制作日报和周报。',
        fact: '客如云POS',
      },
    ],
    jobs: [
      {
        organisation: '河南麦香坊食品有限公司（原郑州麦香坊烘焙有限公司，2023年6月更名）',
        role: '代理区域督导（郑州西区）/ 兼二七宏图店店长',
        start: '2024.11',
        end: '至今',
        bullets: [
          {
            text: '24年11月原督导调去洛阳开新区，运营部让我先代理西区督导（没发任命，工资按店长+补贴），管5家店：二七宏图、汇金城、航海路、碧沙岗、须水，其中2家是加盟（航海路、须水）',
            rewrite:
              '2024年11月原督导调往洛阳开拓新区域，运营部安排本人代理西区督导（未正式任命，薪资按店长标准另加补贴），负责5家门店：二七宏图、汇金城、航海路、碧沙岗、须水，其中2家为加盟店（航海路、须水）',
            fact: '代理西区督导',
          },
          {
            text: '5家店加起来70来号人（正式工48个+兼职20多个），直接对接5个店长；我上面是区域经理孟姐，她手下一共4个督导',
            rewrite:
              '5家门店共有员工70人左右（正式员工48人、兼职20多人），直接对接5名店长；本人向区域经理孟姐汇报，孟姐共管理4名督导',
            fact: '区域经理孟姐',
          },
          {
            text: '每周巡店≥2次/店，用钉钉巡店表（68项）打分，5家店平均分81.5→90.2；食安飞检24年12月到现在0个红线问题',
            rewrite:
              '每周对每家门店巡店至少2次，使用钉钉巡店表（68项）打分，5家门店平均分由81.5分提升至90.2分；自2024年12月以来食品安全飞行检查红线问题为0个',
            fact: '钉钉巡店表',
          },
          {
            text: '代理这半年西区5店营业额1,386万，同比+11.6%；2家加盟店月均订货额9.8w→12.4w（公司中央工厂配送）',
            rewrite:
              '代理督导期间，西区5家门店营业额1,386万元，同比增长11.6%；2家加盟店月均订货额由9.8万元提升至12.4万元（由公司中央工厂配送）',
            fact: '1,386万',
          },
          {
            text: '25年3月汇金城店开业（商场二期L1，68㎡），开业前45天招人+培训，招了14个，开业首月营业额31.2万，第3个月做到盈亏平衡',
            rewrite:
              '2025年3月汇金城店开业（位于商场二期L1层，68平方米），开业前45天完成招人及培训，共招聘14人，开业首月营业额31.2万元，第3个月实现盈亏平衡',
            fact: '开业首月营业额31.2万',
          },
          {
            text: '配合加盟部处理须水店加盟商续约（原合同到25年12月），整改清单23条，按时整改完21条',
            rewrite:
              '配合加盟部处理须水店加盟商续约事宜（原合同至2025年12月到期），整改清单23条，已按时完成整改21条',
            fact: '整改清单23条',
          },
        ],
      },
      {
        organisation: '河南麦香坊食品有限公司（原郑州麦香坊烘焙有限公司，2023年6月更名）',
        role: '副店长 / 店长（二七宏图店）',
        start: '2019.12',
        end: '2024.10',
        bullets: [
          {
            text: '19年12月进麦香坊做副店长，21年12月升店长；店里20来号人（正式13个+兼职7、8个），手下3个组长（前厅/裱花/烘焙各1个）',
            rewrite:
              '2019年12月加入麦香坊任副店长，2021年12月晋升店长；门店员工约20人（正式员工13人、兼职7-8人），管理3个组长（前厅、裱花、烘焙各1名）',
            fact: '3个组长',
          },
          {
            text: '店在宏图广场B1层地铁口（1号线二七广场站），日均客流1,100+，客单价26.8→32.5元；外卖(美团+饿了么)日均180单左右，占营业额35%上下',
            rewrite:
              '门店位于宏图广场B1层地铁口（地铁1号线二七广场站），日均客流1,100人次以上，客单价由26.8元提升至32.5元；外卖（美团、饿了么）日均订单约180单，约占营业额的35%',
            fact: '宏图广场B1层',
          },
          {
            text: '店月营业额从48万左右做到23年月均63.7万，23年全年764万，麦香坊42家店里排第4',
            rewrite:
              '门店月营业额由48万元左右提升至2023年月均63.7万元，2023年全年营业额764万元，在麦香坊42家门店中排名第4',
            fact: '月均63.7万',
          },
          {
            text: '蛋糕预定（生日/定制）每月40多单，12月圣诞+元旦旺季能到110单；做了企微社群3个群，1,500多人',
            rewrite:
              '蛋糕预订（生日、定制）每月40多个订单，12月圣诞及元旦旺季可达110单；搭建企业微信社群3个，共1,500多人',
            fact: '1,500多人',
          },
          {
            text: '带了12个新人过试用期，其中2个后来当了店长（碧沙岗店、汇金城店）；公司内训师团队10个人我是其中1个，讲《门店食安》这门课',
            rewrite:
              '带教12名新员工通过试用期，其中2人后来成为店长（碧沙岗店、汇金城店）；作为公司内训师团队10名成员之一，讲授《门店食安》课程',
            fact: '《门店食安》',
          },
          {
            text: '损耗率（报废+试吃）4.8%→2.9%：按时段排现烤计划，晚8点后打折；23年拿了公司“金牌店长”（42个店长评5个）',
            rewrite:
              '通过按时段安排现烤计划、晚8点后打折销售，将损耗率（报废及试吃）由4.8%降至2.9%；2023年获公司“金牌店长”称号（42名店长中评选5名）',
            fact: '“金牌店长”',
          },
        ],
      },
      {
        organisation: '河南悦邻便利店连锁有限公司（悦邻便利）',
        role: '店员 / 值班长 / 代理店长（农业路店）',
        start: '2017.04',
        end: '2019.11',
        bullets: [
          {
            text: '17年9月从店员转值班长，一个班3个人（我+收银+理货），三班倒，店24h营业',
            rewrite: '2017年9月由店员转为值班长，每班3人（本人及收银、理货各1人），三班倒，门店24小时营业',
            fact: '三班倒',
          },
          {
            text: '18年5月-10月店长休产假，我代理店长5个多月，店里9个人，月营业额一直在26万上下没掉',
            rewrite:
              '2018年5月至10月店长休产假期间，本人代理店长5个多月，门店共9人，月营业额保持在26万元左右，未出现下滑',
            fact: '代理店长5个多月',
          },
          {
            text: '日均小票1,000笔左右，早高峰7:00-9:00占4成；鲜食（饭团/便当/关东煮）订货归我，报损率≤3%',
            rewrite:
              '门店日均交易约1,000笔，早高峰（7:00-9:00）占4成；负责鲜食（饭团、便当、关东煮）订货，报损率控制在3%以内',
            fact: '7:00-9:00',
          },
          {
            text: 'SKU 2,400个左右，每周二、五跟配送中心（悦邻郑州DC）订货，缺货率6%→2.5%',
            rewrite: '门店约2,400个商品（SKU），每周二、周五向配送中心（悦邻郑州DC）订货，缺货率由6%降至2.5%',
            fact: '悦邻郑州DC',
          },
          {
            text: '19年推会员（悦邻App），农业路店拉新3,200多个，片区11家店排第1；19.11店转给加盟商，我没跟过去',
            rewrite:
              '2019年推广会员（悦邻App），农业路店新增会员3,200多名，在片区11家门店中排名第1；2019年11月门店转让给加盟商，本人未随店留任',
            fact: '3,200多',
          },
        ],
      },
      {
        organisation: '郑州佳惠万家商贸有限公司（佳惠万家超市·紫荆山店）',
        role: '理货员 / 收银员（临时）',
        start: '2016.07',
        end: '2017.03',
        bullets: [
          {
            text: '日化区（洗护/纸品）理货，大概600多个单品，每天补货+排面+临期检查',
            rewrite: '负责日化区（洗护、纸品）理货，约600多个单品，每天进行补货、整理排面及临期商品检查',
            fact: '日化区',
          },
          {
            text: '17年春节档临时调去收银，日均300多单，长短款0差错',
            rewrite: '2017年春节档期临时调至收银岗，日均收银300多单，长短款0差错',
            fact: '长短款0差错',
          },
          {
            text: '配合供应商（净然洗护、云朵纸业这些）做堆头、端架，一个档期最多弄过8个堆头',
            rewrite: '配合供应商（净然洗护、云朵纸业等）布置堆头及端架陈列，单个档期最多布置过8个堆头',
            fact: '8个堆头',
          },
          {
            text: '干了8个月评上2次“月度之星”（全店100来号人每月评3个）',
            rewrite: '任职8个月期间2次获评“月度之星”（全店约100名员工，每月评选3人）',
            fact: '“月度之星”',
          },
        ],
      },
    ],
    education: [
      {
        school: '郑州大学（远程与继续教育学院）',
        degree: '本科（专升本，网络教育，在读）',
        major: '工商管理',
        start: '2023.09',
        end: '2026.01（预计）',
      },
      {
        school: '河南商贸职业学院',
        degree: '大专',
        major: '连锁经营管理',
        start: '2013.09',
        end: '2016.06',
      },
    ],
    skills: [
      '门店运营：排班、订货、盘点、损耗控制',
      '巡店检查、食安自查、飞检整改跟进',
      '新店开业筹备（招聘、培训、开业活动）',
      '加盟店督导与整改跟进',
      '店长及新员工带教、内训课程讲授',
      '收银POS、有赞微商城、美团/饿了么商家后台',
      '企业微信社群运营、会员拉新',
      '鲜食/烘焙产品订货与现烤计划',
      'Excel：日报周报、数据透视表、VLOOKUP',
      '人效管理（工时、兼职调配）',
    ],
    certificates: [
      '食品安全管理员证（2022年）',
      '西式面点师（五级/初级工，2021年）',
      '普通话水平测试二级乙等',
    ],
  },
  {
    id: 'en-r14-desk-lead-darnell',
    locale: 'en-US',
    name: 'Darnell K. Whitfield',
    email: 'dwhitfield.techdesk@gmail.com',
    phone: '(614) 555-0186',
    city: 'Grove City, OH',
    target:
      'IT Support Supervisor / Systems Administrator (Windows + M365) — Columbus area, onsite or hybrid',
    summary: [
      {
        text: 'I have 9+ yrs in IT support: Tier 1 → Tier 2 at an MSP (KBTP, ~60 client orgs), in-house at a hospital system since 01/2022. Looking to move into a supervisor or sysadmin seat.',
        rewrite:
          'I have 9+ years in IT support, moving from Tier 1 to Tier 2 at a managed service provider (KBTP, about 60 client organizations) and working in-house at a hospital system since 01/2022; I am looking to move into a supervisor or systems administrator role.',
        fact: 'since 01/2022',
      },
      {
        text: 'Desk lead, not a people mgr — ran the 2nd-shift Tier 1 queue at KBTP 11/2019 – 12/2021, and covered as acting desk supervisor at Riverbend for 14 wks in 2024 (FMLA coverage)',
        rewrite:
          'Desk lead rather than a people manager: ran the second-shift Tier 1 queue at KBTP from 11/2019 – 12/2021, and served as acting desk supervisor at Riverbend for 14 weeks in 2024 during an FMLA leave.',
        fact: '11/2019 – 12/2021',
      },
      {
        text: 'Certs: Sec+ (CompTIA, renewed thru 11/2027), A+, ITIL4 Fdn, MS Endpoint Admin Assoc. Net+ lapsed 2021. AZ-104 exam scheduled 02/2027 — not passed yet',
        rewrite:
          'Certifications: CompTIA Security+ (renewed through 11/2027), CompTIA A+, ITIL 4 Foundation and Microsoft 365 Certified: Endpoint Administrator Associate; my CompTIA Network+ lapsed in 2021, and the AZ-104 exam is scheduled for 02/2027 but not yet passed.',
        fact: '11/2027',
      },
    ],
    jobs: [
      {
        organisation:
          'Scioto Valley Health Partners, Inc. d/b/a Riverbend Health – Information Services, Columbus, OH',
        role: 'Service Desk Lead – End User Services (IT Support Analyst III)',
        start: '2022.01',
        end: 'Present',
        bullets: [
          {
            text: "Hired as Analyst II 01/2022, lead since 07/2023. Desk = 11 analysts + 3 field techs for ~7,400 users / ~9,200 endpoints across RH's 4 hospitals & 38 clinics. I'm 1 of 2 day leads — we both report to Renee Okafor (IT Support Supervisor)",
            rewrite:
              "Hired as an Analyst II in 01/2022 and a lead since 07/2023; one of 2 day-shift leads on a desk of 11 analysts and 3 field technicians supporting about 7,400 users and about 9,200 devices across Riverbend Health's 4 hospitals and 38 clinics, both reporting to Renee Okafor, IT Support Supervisor.",
            fact: '38 clinics',
          },
          {
            text: 'Work ~45-60 tickets/day myself off the ServiceNow queue; desk FCR avg 71% (goal 70%). 2025 desk volume: 96,300 incidents + requests',
            rewrite:
              'Personally work about 45-60 requests a day from the ServiceNow queue, with the desk averaging 71% first-contact resolution (FCR) against a 70% goal; in 2025 the desk handled 96,300 incidents and requests.',
            fact: '96,300 incidents',
          },
          {
            text: 'Win10 → Windows 11 23H2 refresh 06/2024 – 03/2025: 3,100 laptops + 1,450 WOWs (workstations on wheels) imaged w/ MECM + Intune Autopilot, ~2 nursing units a night',
            rewrite:
              'Took part in the Windows 10 to Windows 11 23H2 refresh from 06/2024 – 03/2025, imaging 3,100 laptops and 1,450 workstations on wheels (WOWs) with MECM and Intune Autopilot at about 2 nursing units a night.',
            fact: 'Windows 11 23H2',
          },
          {
            text: 'Epic go-live 10/2023 (Hyperspace, Rover, Haiku) — at-the-elbow on 12-hr shifts out of the Building 4 command center, trained ~140 nurses + unit clerks on Imprivata badge tap',
            rewrite:
              'Supported the Epic go-live in 10/2023 (Hyperspace, Rover and Haiku) at the elbow on 12-hour shifts from the Building 4 command center, and trained about 140 nurses and unit clerks on Imprivata badge tap.',
            fact: 'Building 4 command center',
          },
          {
            text: "Covered the supervisor's desk 08/2024 – 11/2024 while Renee was out on FMLA: schedules, on-call rota, weekly SLA report to the EUS Mgr. Hiring + PTO approvals stayed with him",
            rewrite:
              "Covered the supervisor's desk from 08/2024 – 11/2024 while Renee was on FMLA leave, handling schedules, the on-call rotation and the weekly SLA report to the End User Services Manager; hiring and PTO approvals stayed with him.",
            fact: '08/2024 – 11/2024',
          },
          {
            text: 'Nights in the Level 3 data center (Bldg 4, main campus) racking + swapping gear for the server team, 2 hardware refreshes. Local admin + read-only vCenter, NOT domain admin',
            rewrite:
              'Worked nights in the Level 3 data center (Building 4, main campus), racking and swapping hardware for the server team during 2 hardware refreshes; I hold local admin and read-only vCenter access, not domain admin.',
            fact: 'Level 3 data center',
          },
        ],
      },
      {
        organisation: 'Keystone Bridge Technology Partners, LLC (KBTP) – Managed Services, Dublin, OH',
        role: 'Tier 2 Support Engineer / 2nd-Shift Desk Lead',
        start: '2019.11',
        end: '2021.12',
        bullets: [
          {
            text: 'Led the 2nd shift (2p–10:30p) Tier 1 desk — 5 techs. Built their schedule, QA’d ~20 tickets/wk each; their escalations came to me before Tier 3/NOC',
            rewrite:
              'Led the second-shift Tier 1 desk (2 p.m.–10:30 p.m.) of 5 technicians, building their schedule and reviewing about 20 tickets a week from each for QA; their escalations came to me before going to Tier 3/NOC.',
            fact: 'Tier 3/NOC',
          },
          {
            text: 'Primary T2 for Hollis & Pratt CPAs (48 users), Marren County Library District (6 branches), Buckeye Smile Orthodontics (11 offices) — ~310 seats between them',
            rewrite:
              'Served as primary Tier 2 engineer for clients including Hollis & Pratt CPAs (48 users), Marren County Library District (6 branches) and Buckeye Smile Orthodontics (11 offices), about 310 seats between them.',
            fact: 'Hollis & Pratt CPAs',
          },
          {
            text: "Server 2012 R2 EOL push 2021: 9 file/print servers → Server 2019, moved 4 clients' shares to SharePoint/OneDrive. Onsite on Level 2 of Marren's Main branch for the cutover 12/2021",
            rewrite:
              "Ahead of the Server 2012 R2 end of life in 2021, migrated 9 file and print servers to Server 2019 and moved 4 clients' shares to SharePoint and OneDrive, working onsite on Level 2 of Marren's Main branch for the cutover in 12/2021.",
            fact: 'Server 2019',
          },
          {
            text: 'ConnectWise Manage T2 board cleanup: SLA breach rate 14% → 6% over 11 months, closed out ~1,900 stale tickets',
            rewrite:
              'Cleaned up the Tier 2 board in ConnectWise Manage, bringing its SLA breach rate from 14% to 6% over 11 months and closing out about 1,900 stale requests.',
            fact: 'ConnectWise Manage',
          },
          {
            text: 'Phishing incident @ Dellwood Title Agency 03/2021 — reset 23 accts, re-enrolled MFA, pulled M365 audit logs for our vCISO. Was studying for Sec+ then, passed 11/2021',
            rewrite:
              'During a phishing incident at Dellwood Title Agency in 03/2021, reset 23 accounts, re-enrolled MFA and pulled Microsoft 365 audit logs for our vCISO; I was studying for CompTIA Security+ at the time and passed it in 11/2021.',
            fact: 'Dellwood Title Agency',
          },
        ],
      },
      {
        organisation: 'Keystone Bridge Technology Partners, LLC (KBTP) – Managed Services, Dublin, OH',
        role: 'Service Desk Analyst (Tier 1)',
        start: '2017.06',
        end: '2019.10',
        bullets: [
          {
            text: 'Phones/portal/email for ~60 SMB clients, 35-50 tix a day, T1 close rate ~62%',
            rewrite:
              'Handled phone, portal and email support for about 60 small-business clients, working 35-50 requests a day with a Tier 1 close rate of about 62%.',
            fact: '62%',
          },
          {
            text: 'PW resets / AD unlocks, O365 licensing, printer mapping, new-user setups (~15/mo) w/ CW Automate scripts',
            rewrite:
              'Handled password resets and Active Directory unlocks, Office 365 licensing, printer mapping and about 15 new-user setups a month using ConnectWise Automate scripts.',
            fact: 'printer mapping',
          },
          {
            text: "Wrote/updated ~85 ITGlue KB articles. 1 of 14 on the T1 desk picked for the 'Tier 2 shadow' program in 2019",
            rewrite:
              "Wrote or updated about 85 ITGlue knowledge base articles, and was 1 of 14 analysts on the Tier 1 desk picked for the 'Tier 2 shadow' program in 2019.",
            fact: 'ITGlue',
          },
          {
            text: 'After-hours on-call 1 wk in 6 — Datto RMM backup-failure alerts, 0 missed on my weeks (per client QBRs)',
            rewrite:
              'Took after-hours on-call 1 week in 6, working Datto RMM backup-failure alerts with 0 missed during my weeks, per client quarterly business reviews (QBRs).',
            fact: 'Datto RMM',
          },
          {
            text: "Net+ (N10-007) 2018, KBTP paid — lapsed 2021, didn't do the CEUs. A+ 09/2019",
            rewrite:
              'Earned CompTIA Network+ (N10-007) in 2018, paid for by KBTP, which lapsed in 2021 because I did not complete the CEUs; earned CompTIA A+ in 09/2019.',
            fact: 'N10-007',
          },
        ],
      },
      {
        organisation: 'Bytewise PC & Phone Repair, Westerville, OH',
        role: 'Bench Technician (part-time)',
        start: '2015.09',
        end: '2017.05',
        bullets: [
          {
            text: '~25-30 repairs/wk — virus removal, SSD swaps, Win 7 → Win 10 upgrades, screen replacements',
            rewrite:
              'Completed about 25-30 repairs a week, including virus removal, SSD swaps, Windows 7 to Windows 10 upgrades and screen replacements.',
            fact: 'screen replacements',
          },
          {
            text: 'Data recovery off failing drives w/ ddrescue, ~40 jobs',
            rewrite: 'Recovered data from failing drives with ddrescue on about 40 jobs.',
            fact: 'ddrescue',
          },
          {
            text: 'Owner (Tom Brandt) ran the counter — I covered it Saturdays, took payment in Lightspeed POS',
            rewrite:
              'Covered the front counter on Saturdays for the owner, Tom Brandt, who otherwise ran it, and took payments in Lightspeed POS.',
            fact: 'Lightspeed POS',
          },
          {
            text: 'Built 12 gaming PCs to order (2016–2017)',
            rewrite: 'Built 12 gaming PCs to order between 2016 and 2017.',
            fact: '12 gaming PCs',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Hocking Ridge University (online)',
        degree: 'B.S. – in progress (part-time, 72 of 120 credits)',
        major: 'Information Technology',
        start: '2023.01',
        end: '2027.12 (expected)',
      },
      {
        school: 'Olentangy Valley Community College, Columbus, OH',
        degree: 'Associate of Applied Science (AAS)',
        major: 'Computer Network Technology',
        start: '2014.08',
        end: '2016.12',
      },
    ],
    skills: [
      'ITSM: ServiceNow (Riverbend), ConnectWise Manage (KBTP) — incident / request / problem / change per ITIL 4',
      'Endpoints: MECM/SCCM, Intune + Autopilot, Windows 10/11 imaging, BitLocker, Dell + HP hardware',
      'Identity: Active Directory, Entra ID (Azure AD), MFA, GPOs, Imprivata OneSign badge tap',
      'M365: Exchange Online, SharePoint/OneDrive migrations, licensing',
      'Clinical apps support: Epic Hyperspace / Rover / Haiku (device + login side, no build access), Citrix Workspace',
      'Windows Server 2012 R2 / 2016 / 2019, DNS, DHCP, file & print',
      'RMM + docs: Datto RMM, CW Automate, ITGlue',
      'Networking basics: VLANs, Cisco Meraki (MSP clients), Wi-Fi troubleshooting',
      'PowerShell (AD + Intune scripts, nothing fancy)',
      'VMware vCenter (read-only), racking + cabling',
      'Shift schedules, ticket QA reviews, KB writing',
    ],
    certificates: [
      'CompTIA Security+ ce (SY0-601) – 11/2021, renewed through 11/2027',
      'CompTIA A+ ce (220-1001/1002) – 09/2019, renewed w/ Security+',
      'ITIL® 4 Foundation in IT Service Management – PeopleCert/AXELOS, 05/2022',
      'Microsoft 365 Certified: Endpoint Administrator Associate (MD-102) – 2023, renewed 2026',
    ],
  },
  {
    id: 'zh-r14-accountant-zhoujing',
    locale: 'zh-CN',
    name: '周静',
    email: 'zhoujing0612@163.com',
    phone: '139 1502 7736',
    city: '常州',
    target: '财务经理（制造业优先）| 常州/无锡 | 期望税前20-25k',
    summary: [
      {
        text: '我有12年财务经验（14年毕业就做），10年多在制造业：代账→成本会计→总账→财务主管，现在在华铖集团下面的子公司，月结、合并package、银行融资、税务、年审都是自己跑。',
        rewrite:
          '我有12年财务工作经验（2014年毕业后即从事财务工作），其中10年多在制造业，历任代理记账会计、成本会计、总账会计，现任财务主管，就职于华铖集团下属子公司，可独立负责月结、集团合并报表package、银行融资、税务及年审工作。',
        fact: '12年财务',
      },
      {
        text: '证书：会计中级(2018)、初级会计(2014)；CPA专业阶段6科过了4科（会计/税法/财管/经济法，22-24年考的），审计和战略还没过；税务师5科过了2科（财务与会计、税法一）；ACCA大学里考过F1-F4，后面没继续，学员资格已失效。',
        rewrite:
          '证书方面：持有中级会计专业技术资格（2018年）、初级会计专业技术资格（2014年）；注册会计师（CPA）专业阶段6科已通过4科（会计、税法、财务成本管理、经济法，2022-2024年考取），审计和公司战略与风险管理尚未通过；税务师5科已通过2科（财务与会计、税法一）；大学期间通过ACCA F1-F4，未继续报考，学员资格已失效。',
        fact: '专业阶段6科',
      },
      {
        text: '系统：SAP S/4HANA（FI/CO/AA）、用友U8、金蝶K/3 Cloud都用过；Excel Power Query+数据透视表做合并底稿；高新认定、研发加计、出口退税、外汇收支这些都办过',
        rewrite:
          '系统方面：使用过SAP S/4HANA（FI/CO/AA模块）、用友U8及金蝶K/3 Cloud；能用Excel Power Query和数据透视表编制合并底稿；办理过高新技术企业认定、研发费用加计扣除、出口退税及外汇收支等业务。',
        fact: 'Power Query',
      },
    ],
    jobs: [
      {
        organisation: '常州华铖精密传动有限公司（原常州锐达齿轮有限公司，2021年12月更名）',
        role: '财务主管',
        start: '2022.03',
        end: '至今',
        bullets: [
          {
            text: '财务部4个人：我+手下2个会计（总账1个、成本1个）+出纳1个（出纳归集团资金中心垂直管，不向我汇报）；我向子公司总经理和集团（江苏华铖机电集团）财务部双线汇报',
            rewrite:
              '财务部共4人：本人带领2名会计（总账会计1名、成本会计1名），另有出纳1名（由集团资金中心垂直管理，不向本人汇报）；本人向子公司总经理及集团（江苏华铖机电集团）财务部双线汇报',
            fact: '集团资金中心',
          },
          {
            text: '月结从第6个工作日提前到第3个工作日出报表，集团合并package第4个工作日前报送(2023年起没晚过)；子公司年营收6.8亿左右（2024年）',
            rewrite:
              '将月结出表时间由第6个工作日提前至第3个工作日，集团合并报表package于第4个工作日前报送（2023年起未曾延误）；子公司2024年营业收入约6.8亿元',
            fact: '第3个工作日',
          },
          {
            text: '对接3家银行（常隆农商行、通泰银行常州分行、浦江银行武进支行），授信总额1.8亿，融资余额最高9,600万；2024年把综合融资成本从4.35%压到3.6%',
            rewrite:
              '对接3家合作银行（常隆农商行、通泰银行常州分行、浦江银行武进支行），授信总额1.8亿元，融资余额最高9,600万元；2024年将综合融资成本由4.35%降至3.6%',
            fact: '授信总额1.8亿',
          },
          {
            text: '23年集团SAP S/4HANA二期上线（子公司这批5家），集团项目组12个人我是其中之一，负责FI总账+固定资产模块的数据迁移和UAT，切换当月(2023.7)月结照常出',
            rewrite:
              '2023年集团SAP S/4HANA二期上线（本批次含5家子公司），作为集团项目组12名成员之一，负责FI总账及固定资产模块的数据迁移与UAT测试，切换当月（2023年7月）月结按期完成',
            fact: 'SAP S/4HANA二期',
          },
          {
            text: '税务：高新企业研发费用加计扣除，2024年度加计扣除额1,360万；出口退税(免抵退)年均420万左右，退税申报0差错；23年底数电票全面切换',
            rewrite:
              '负责税务工作：高新技术企业研发费用加计扣除，2024年度加计扣除额1,360万元；出口退税（免抵退）年均约420万元，退税申报0差错；2023年底完成数电票全面切换',
            fact: '加计扣除额1,360万',
          },
          {
            text: '年审配合集团审计机构中衡信所（12月预审、次年2-3月终审），审计调整分录从22年度11笔降到24年度3笔；应收周转天数96天→71天（客户多是汽配厂，账期90天+）',
            rewrite:
              '配合集团审计机构中衡信会计师事务所开展年度审计（12月预审、次年2-3月终审），审计调整分录由2022年度的11笔降至2024年度的3笔；应收账款周转天数由96天降至71天（客户多为汽配厂，账期90天以上）',
            fact: '12月预审',
          },
        ],
      },
      {
        organisation: '常州华铖精密传动有限公司（原常州锐达齿轮有限公司，2021年12月更名）',
        role: '总账会计',
        start: '2019.11',
        end: '2022.02',
        bullets: [
          {
            text: '财务部一共4个人（财务经理老刘、我、成本会计、出纳），我是其中之一，负责总账+报表+纳税申报',
            rewrite: '财务部共4人（财务经理老刘、本人、成本会计、出纳），本人负责总账、财务报表及纳税申报',
            fact: '纳税申报',
          },
          {
            text: '每月凭证1,100张左右，审核+过账+月末结转，月结第5个工作日出表（当时还是用友U8 V13.0）',
            rewrite:
              '每月处理凭证约1,100张，负责审核、过账及月末结转，于第5个工作日出具月度报表（当时使用用友U8 V13.0）',
            fact: '用友U8 V13.0',
          },
          {
            text: '2021.6集团收购锐达100%股权，配合中衡信所做财务尽调，准备资料清单160多项、3年(2018-2020)账套；21年12月公司更名，营业执照/银行/税务/海关变更全跑下来',
            rewrite:
              '2021年6月集团收购锐达100%股权，配合中衡信所开展财务尽职调查，准备资料清单160多项及3年（2018-2020年）账套；2021年12月公司更名后，完成营业执照、银行、税务、海关等变更手续',
            fact: '资料清单160多项',
          },
          {
            text: '固定资产卡片3,400多张，2020年12月牵头全盘（设备部+仓库一起，盘了2周），盘亏报废清理净值约86万',
            rewrite:
              '管理固定资产卡片3,400多张，2020年12月牵头开展固定资产全面盘点（与设备部、仓库共同进行，历时2周），清理盘亏及报废资产净值约86万元',
            fact: '3,400多张',
          },
          {
            text: '20年疫情社保阶段性减免+稳岗返还，合计约58万',
            rewrite: '2020年疫情期间办理社保阶段性减免及稳岗返还，合计约58万元',
            fact: '合计约58万',
          },
          {
            text: '2021.9-2021.11老刘住院，期间代管财务部日常（临时代理，没有正式任命），当年12月的年结也是我做的',
            rewrite:
              '2021年9月至11月财务经理老刘住院期间，代管财务部日常工作（临时代理，未正式任命），并完成当年12月的年度结账',
            fact: '临时代理',
          },
        ],
      },
      {
        organisation: '苏州琪美电子科技有限公司（台资，琪邦集团旗下）',
        role: '成本会计',
        start: '2016.07',
        end: '2019.10',
        bullets: [
          {
            text: '琪美苏州厂2条SMT线+3号厂房组装，成本按工单归集，月均工单约450张，BOM料号1,200多个',
            rewrite:
              '负责琪美苏州工厂（2条SMT产线及3号厂房组装车间）的成本核算，按工单归集成本，月均处理约450张工单，涉及BOM物料编码1,200多个',
            fact: '3号厂房',
          },
          {
            text: '成本组3个人（组长是台干Kevin），我负责材料+制费分摊，另外一个同事管人工',
            rewrite:
              '成本组共3人（组长为台籍干部Kevin），本人负责材料成本及制造费用分摊，另一名同事负责人工成本',
            fact: '成本组',
          },
          {
            text: '每月底配合仓库盘点，季度全盘；存货约1.1亿，17年跌价准备改成按库龄计提（1年以上50%、2年以上100%）',
            rewrite:
              '每月底配合仓库盘点，每季度全面盘点；存货规模约1.1亿元，2017年将存货跌价准备改为按库龄计提（1年以上计提50%、2年以上计提100%）',
            fact: '约1.1亿',
          },
          {
            text: '台湾母公司要求每月第4个工作日报成本分析（中英文），标准成本差异超过±3%的料号逐个写说明',
            rewrite:
              '按台湾母公司要求，每月第4个工作日报送中英文成本分析，对标准成本差异超过±3%的物料逐项说明原因',
            fact: '±3%',
          },
          {
            text: '18年配合琪美导入金蝶K/3 Cloud（替换原来的鼎新ERP），成本模块测试+期初数据导入，用了4个月',
            rewrite:
              '2018年配合琪美导入金蝶K/3 Cloud（替换原有的鼎新ERP），负责成本模块测试及期初数据导入，历时4个月',
            fact: '鼎新ERP',
          },
          {
            text: '18年9月中级会计师3科一次过（边上班边考）',
            rewrite: '2018年9月在职备考，中级会计师3科一次通过',
            fact: '中级会计师',
          },
        ],
      },
      {
        organisation: '常州鼎诚财务咨询有限公司',
        role: '记账会计（代理记账）',
        start: '2014.07',
        end: '2016.06',
        bullets: [
          {
            text: '一个人做35家左右客户的账（小规模28家+一般纳税人7家），每月15号前申报完',
            rewrite:
              '独立负责约35家客户企业的记账工作（小规模纳税人28家、一般纳税人7家），每月15日前完成申报',
            fact: '一般纳税人7家',
          },
          {
            text: '公司一共12个会计+2个外勤，我是其中之一；带过2名实习生',
            rewrite: '所在公司共有12名会计及2名外勤人员，本人为其中一名会计；带教过2名实习生',
            fact: '2名实习生',
          },
          {
            text: '14年考的初级会计（当时还要先有会计从业资格证，13年拿的，17年国家取消了）',
            rewrite:
              '2014年取得初级会计专业技术资格（当时须先持有会计从业资格证，本人于2013年取得，该证已于2017年取消）',
            fact: '会计从业资格证',
          },
          {
            text: '汇算清缴季(3-5月)一个人做完25家左右的企业所得税汇缴',
            rewrite: '每年汇算清缴期（3-5月）独立完成约25家企业的企业所得税汇算清缴',
            fact: '3-5月',
          },
        ],
      },
    ],
    education: [
      {
        school: '苏南财经学院',
        degree: '本科',
        major: '会计学（ACCA方向）',
        start: '2010.09',
        end: '2014.06',
      },
    ],
    skills: [
      '总账核算、月结关账、财务报表（单体+集团合并package）',
      'SAP S/4HANA（FI/CO/AA）、用友U8、金蝶K/3 Cloud',
      'Excel：Power Query、数据透视表、SUMIFS/XLOOKUP',
      '成本核算：工单成本、标准成本差异分析、存货跌价',
      '增值税、企业所得税汇算清缴、研发费用加计扣除',
      '出口退税（免抵退）、外汇收支',
      '银行授信与融资对接',
      '年审/尽调配合、内控流程梳理',
      '数电票、电子税务局',
      '固定资产管理与盘点',
    ],
    certificates: [
      '中级会计专业技术资格（中级会计师，2018年）',
      '初级会计专业技术资格（助理会计师，2014年）',
    ],
  },
  {
    id: 'en-r14-project-eng-kowalski',
    locale: 'en-US',
    name: 'Tomasz J. Kowalski',
    email: 'tkowalski.apm@outlook.com',
    phone: '(952) 555-0164',
    city: 'Shakopee, MN',
    target:
      'Project Manager – GC side, healthcare / senior living / K-12, $10-40M, Twin Cities metro (no travel jobs)',
    summary: [
      {
        text: "I have 8 yrs in commercial construction — 2+ as a field engineer w/ a concrete sub, then PE → APM at Brandvold-Iverson (BIB) since 11/2018. Want my own jobs now; BIB's PM seats are full for the next ~2 yrs.",
        rewrite:
          "I have 8 years in commercial construction: more than 2 as a field engineer with a concrete subcontractor, then project engineer and assistant project manager at Brandvold-Iverson (BIB) since 11/2018. I want my own projects now, and BIB's project manager seats are full for about the next 2 years.",
        fact: '11/2018',
      },
      {
        text: "OSHA 30 (2019) + LEED GA (GBCI, 2020). PMP in progress — 35 contact hrs done thru a PMI chapter bootcamp, app not submitted yet. Passed FE Civil 10/2016 → EIT (MN), never sat the PE, not a licensed engineer & I don't stamp anything.",
        rewrite:
          'I hold the OSHA 30 (2019) and the GBCI LEED Green Associate (2020). My PMP is in progress: I completed the 35 contact hours through a PMI chapter bootcamp but have not submitted the application yet. I passed the FE Civil exam in 10/2016 and am an EIT in Minnesota; I never sat for the PE, am not a licensed engineer and do not stamp anything.',
        fact: 'FE Civil',
      },
      {
        text: "Office/trailer side — buyout, RFIs, submittals, CO's, pay apps, OAC mtgs. Field is the super's job; I filled in for ours ~5 wks in 2020, that's it.",
        rewrite:
          "I work the office and trailer side: buyout, requests for information (RFIs), submittals, change orders, pay applications and OAC meetings. The field is the superintendent's job; I filled in for ours for about 5 weeks in 2020 and at no other time.",
        fact: 'filled in for ours',
      },
    ],
    jobs: [
      {
        organisation: 'Brandvold-Iverson Builders, Inc., Minneapolis, MN',
        role: 'Assistant Project Manager',
        start: '2022.03',
        end: 'Present',
        bullets: [
          {
            text: 'Cedar Hollow Senior Living Phase 2 (Chaska) — 4-story, 118 IL/AL units + 24-bed memory care in Area 4, wood frame over 1 level of PT podium, 131,500 SF, $27.4M GMP. Precon thru TCO 04/2023–12/2024 (20 mos)',
            rewrite:
              'Assistant project manager on Cedar Hollow Senior Living Phase 2 in Chaska, a 4-story, 131,500 SF building with 118 independent and assisted living apartments plus a 24-bed memory care wing in Area 4, wood frame over one level of post-tensioned podium, $27.4M GMP, from preconstruction through TCO between 04/2023 and 12/2024 (20 months)',
            fact: '$27.4M GMP',
          },
          {
            text: "On a 6-person project team — PX Linnea Sorensen, PM Greg Thorsgaard, me, 2 PEs + super Ray Lindgren. PEs report to Greg not me. Peak ~110 craft/day on site, run by Ray & the subs' foremen",
            rewrite:
              "Worked on a 6-person project team with project executive Linnea Sorensen, project manager Greg Thorsgaard, 2 project engineers and superintendent Ray Lindgren; the project engineers report to Greg, not to me, and the peak of about 110 craft workers a day on site was run by Ray and the subcontractors' foremen",
            fact: 'Linnea Sorensen',
          },
          {
            text: 'Bought out Bid Package 12 (interiors/finishes) — 9 subs, $3.12M vs $3.21M budget, ~$90K back to contingency. Framing/drywall to Kallstrom Drywall, flooring to Northland Floor Covering',
            rewrite:
              'Bought out Bid Package 12 (interiors and finishes) with 9 subcontractors for $3.12M against a $3.21M budget, returning about $90K to contingency; awarded framing and drywall to Kallstrom Drywall and flooring to Northland Floor Covering',
            fact: 'Bid Package 12',
          },
          {
            text: 'RFIs: 347 logged on Ph 2 in Procore, avg 6.2 days to answer (Foss Aaberg Architects — contract says 7). Submittals: 286, 11 rev & resubmit',
            rewrite:
              'Logged 347 requests for information (RFIs) on Phase 2 in Procore, answered by Foss Aaberg Architects in an average of 6.2 days against a contractual 7; processed 286 submittals, 11 of them revised and resubmitted',
            fact: '6.2 days',
          },
          {
            text: "Change orders: 41 PCOs priced, 33 executed as 7 owner CO's = +$612K (owner is Bellwether Senior Living Partners, thru their rep Jana Pruitt @ Stonegate Advisory). Pay apps monthly, AIA G702/G703",
            rewrite:
              'Priced 41 potential change orders (PCOs), 33 of which were executed in 7 owner change orders totaling +$612K with the owner, Bellwether Senior Living Partners, through its representative Jana Pruitt at Stonegate Advisory; prepared monthly pay applications on AIA G702/G703',
            fact: '$612K',
          },
          {
            text: 'Ran OAC mtgs every other Tues when Greg was on his other job (Eastview Middle School addition) — minutes + action log. He still signed every CO & the GMP reconciliation',
            rewrite:
              'Ran the biweekly Tuesday OAC meetings when Greg was at his other project (the Eastview Middle School addition), writing the minutes and action log, while he still signed every change order and the GMP reconciliation',
            fact: 'Eastview Middle School',
          },
        ],
      },
      {
        organisation: 'Brandvold-Iverson Builders, Inc., Minneapolis, MN',
        role: 'Project Engineer',
        start: '2018.11',
        end: '2022.02',
        bullets: [
          {
            text: "Lakeside Logistics Park Building 11 (Savage, MN) — 212k SF tilt-up spec warehouse, 36' clear, 42 dock doors, $14.8M lump sum. 11/2019–Dec 2020",
            rewrite:
              'Project engineer on Lakeside Logistics Park Building 11 in Savage, MN, a 212,000 SF tilt-up speculative warehouse with a 36-foot clear height and 42 dock doors, built for $14.8M lump sum from 11/2019 to Dec 2020',
            fact: '42 dock doors',
          },
          {
            text: 'Acting super on Bldg 11 for ~5 wks (Aug–Sep 2020) while Ray was out after knee surgery — daily reports, 2-wk lookaheads, crane picks for the roof joists. Gen Super Pete Haugen came out 2x/wk & signed off on sequence changes',
            rewrite:
              'Covered as acting superintendent on Building 11 for about 5 weeks (Aug–Sep 2020) while Ray was out after knee surgery, handling daily reports, 2-week lookaheads and the crane picks for the roof joists, while General Superintendent Pete Haugen came out twice a week and signed off on sequence changes',
            fact: 'Pete Haugen',
          },
          {
            text: 'Riverbend Medical Center Tower B — Level 3 renovation, 22 pre-op/PACU bays + 2 nurse stations in an occupied hospital, ICRA Class IV, $4.6M, phased in 4 stages over 14 mos',
            rewrite:
              'Worked on the Riverbend Medical Center Tower B Level 3 renovation: 22 pre-op and PACU bays and 2 nurse stations in an occupied hospital under ICRA Class IV, a $4.6M project phased in 4 stages over 14 months',
            fact: 'Tower B',
          },
          {
            text: 'Submittal/RFI log owner on both jobs — 198 submittals & 164 RFIs on Bldg 11; turned submittals to the architect (Hartwell Dunn Design) in avg 3 days',
            rewrite:
              'Owned the submittal and RFI logs on both projects, handling 198 submittals and 164 requests for information on Building 11 and turning submittals around to the architect (Hartwell Dunn Design) in an average of 3 days',
            fact: '198 submittals',
          },
          {
            text: 'Supervised 3 summer interns in 2021 (2 from NDSU, 1 from Dunwoody) — set up their punch walks + as-built redlines',
            rewrite:
              'Supervised 3 summer interns in 2021 (2 from NDSU and 1 from Dunwoody), setting up their punch walks and as-built redlines',
            fact: '3 summer interns',
          },
          {
            text: 'Closeout for Bldg 11: O&M manuals, 1-yr warranty letters from 27 subs, attic stock. Punch list 614 items → 0 in 19 days',
            rewrite:
              'Ran closeout for Building 11, collecting O&M manuals, 1-year warranty letters from 27 subcontractors and attic stock, and took the punch list from 614 items to 0 in 19 days',
            fact: '614 items',
          },
        ],
      },
      {
        organisation: 'Halvard Concrete & Masonry Co. (acquired by Tollefsrud Group, 2021), St. Cloud, MN',
        role: 'Field Engineer',
        start: '2016.06',
        end: '2018.10',
        bullets: [
          {
            text: "FE on Gus Marek's 14-man crew (he was the foreman, I did layout) — Trimble RTS layout, pour logs, cylinder break tracking w/ Granite City Testing",
            rewrite:
              "Field engineer on Gus Marek's 14-person concrete crew, which he led as foreman, handling layout with a Trimble RTS, pour logs and cylinder break tracking with Granite City Testing",
            fact: 'Gus Marek',
          },
          {
            text: 'Granite Ridge Community College parking ramp — 5 levels, 612 stalls, PT slabs; tracked 38 pours, ~9,400 CY',
            rewrite:
              'Worked on the Granite Ridge Community College parking ramp, 5 levels with 612 parking stalls on post-tensioned slabs, tracking 38 pours totaling about 9,400 cubic yards',
            fact: '38 pours',
          },
          {
            text: 'Weekly coord w/ the GC (Stenberg Contracting) PE + super — our 3-wk lookahead fed theirs',
            rewrite:
              "Coordinated weekly with the general contractor's (Stenberg Contracting) project engineer and superintendent, feeding our 3-week lookahead into theirs",
            fact: 'Stenberg Contracting',
          },
          {
            text: 'Halvard had 60-70 field guys across 4 crews in summer, I was 1 of 2 FEs company-wide. Ordered rebar/embeds off shop dwgs, ~$1.1M in material POs 2017',
            rewrite:
              'Was one of 2 field engineers company-wide at Halvard, which had 60-70 field workers across 4 crews in summer; ordered rebar and embeds from shop drawings, issuing about $1.1M in material purchase orders in 2017',
            fact: '$1.1M',
          },
          {
            text: "Winter '17-'18 helped estimating — takeoffs in PlanSwift for 23 bids, won 6 (~$2.3M)",
            rewrite:
              'During winter 2017–2018, helped estimating with PlanSwift takeoffs for 23 bids, 6 of which were won (about $2.3M)',
            fact: '23 bids',
          },
        ],
      },
      {
        organisation: 'Osterhaus Civil Engineering, PLLC – Fargo, ND',
        role: 'Engineering Co-op (Civil/Site)',
        start: '2015.05',
        end: '2015.08',
        bullets: [
          {
            text: 'Summer co-op, 1 of 4 co-ops in a 30-person office — site plans in Civil 3D for 5 retail pads + 1 church lot',
            rewrite:
              'Worked as one of 4 co-ops in a 30-person office, drafting site plans in Civil 3D for 5 retail pads and 1 church parking lot',
            fact: 'Civil 3D',
          },
          {
            text: 'Ran storm calcs (Rational Method) under Brent Odegaard, PE — he stamped, I did the spreadsheets',
            rewrite:
              'Ran stormwater calculations (Rational Method) under Brent Odegaard, PE, who stamped the plans while I built the spreadsheets',
            fact: 'Rational Method',
          },
          {
            text: 'Construction observation on a City of Sheyenne Falls lift station — daily logs + photos, 6 wks',
            rewrite:
              'Performed construction observation on a City of Sheyenne Falls lift station for 6 weeks, keeping daily logs and photos',
            fact: 'lift station',
          },
          {
            text: "Nuclear gauge compaction tests (~120) w/ the field tech — wasn't certified, he ran the gauge",
            rewrite:
              'Assisted the field technician with about 120 nuclear gauge compaction tests; I was not certified, so he ran the gauge',
            fact: 'compaction tests',
          },
        ],
      },
    ],
    education: [
      {
        school: 'North Dakota State University (NDSU), Fargo, ND',
        degree: 'BS',
        major: 'Civil Engineering (minor: Construction Management)',
        start: '2012.08',
        end: '2016.05',
      },
    ],
    skills: [
      'Procore (RFIs, submittals, COs, daily logs, budget/commitments)',
      'Bluebeam Revu — takeoffs, markups, Studio Sessions',
      'Primavera P6 (read/update) + Microsoft Project; 3-wk lookaheads',
      'Buyout: scope sheets, bid leveling, subcontract exhibits',
      'AIA A101/A201, G702/G703 pay apps, GMP reconciliation',
      'PCO/CO pricing, T&M tickets, allowance tracking',
      "Closeout: O&M's, warranties, attic stock, punch lists",
      'ICRA / ILSM in occupied healthcare',
      'Trimble RTS layout, PlanSwift, Civil 3D (rusty)',
      'Excel (pivots, XLOOKUP), Autodesk Construction Cloud (viewer)',
      'Polish (conversational)',
    ],
    certificates: [
      'OSHA 30-Hour Construction Outreach (card 2019)',
      'LEED Green Associate – GBCI (2020)',
      'Engineer in Training (EIT) – Minnesota Board of AELSLAGID (FE Civil passed 10/2016)',
      'Procore Certified: Project Manager (role cert, 2023)',
    ],
  },
  {
    id: 'zh-r14-hrbp-tangxue',
    locale: 'zh-CN',
    name: '唐雪',
    email: 'tangxue.hr@qq.com',
    phone: '158 6213 0927',
    city: '苏州',
    target: '高级HRBP / HR经理 — 制造业、互联网都可以，苏州工业园区/吴中优先',
    summary: [
      {
        text: '我有7年多HR经验：互联网2年多（招聘）+制造业5年（人事专员→HRBP），20年11月回苏州进的恒启，22年12月转HRBP，想往高级HRBP/HR经理发展。',
        rewrite:
          '我有7年多HR经验：互联网行业2年多（招聘方向），制造业5年（从人事专员转为HRBP）；2020年11月回苏州加入恒启，2022年12月转任HRBP，希望向高级HRBP/HR经理方向发展。',
        fact: '7年多HR经验',
      },
      {
        text: '证书：人力资源管理师二级（21年考的）、中级经济师（人力资源）23年过的；一级人力资源管理师25年11月刚考完在等成绩，还没拿证。',
        rewrite:
          '证书方面：持有二级企业人力资源管理师（2021年取得）、中级经济师（人力资源管理专业，2023年通过）；一级人力资源管理师已于2025年11月参加考试，正在等待成绩，尚未取得证书。',
        fact: '一级人力资源管理师',
      },
      {
        text: '系统：北森iTalent（招聘+绩效）、集团SAP HCM、钉钉，Excel算薪+人效看板自己搭；熟悉劳动法、工伤认定、劳动仲裁流程（自己出庭8次）',
        rewrite:
          '系统方面：使用北森iTalent（招聘及绩效模块）、集团SAP HCM和钉钉，能用Excel完成薪酬核算并自行搭建人效看板；熟悉劳动法、工伤认定及劳动仲裁流程（本人出庭8次）。',
        fact: '出庭8次',
      },
    ],
    jobs: [
      {
        organisation: '苏州恒启精密电子有限公司（恒启控股集团旗下）',
        role: 'HRBP（制造板块）',
        start: '2022.12',
        end: '至今',
        bullets: [
          {
            text: '公司1800人左右，HR团队6个人我是其中之一（向HR主管陈琳汇报），我对接5个事业部：连接器/FPC/精密冲压/模具/SMT',
            rewrite:
              '公司约1800人，HR团队共6人，本人为其中一员（向HR主管陈琳汇报），负责对接连接器、FPC、精密冲压、模具、SMT共5个事业部',
            fact: '5个事业部',
          },
          {
            text: '支持的业务线300多人（管理+技术岗，一线直接工归另一个HR专员管），编制每季度跟各事业部总监review一次；2024年HC 86个，到岗79人，到岗率92%',
            rewrite:
              '支持业务线300多人（管理及技术岗，一线直接工由另一名HR专员负责），每季度与各事业部总监复盘一次编制；2024年招聘需求86个，到岗79人，到岗率92%',
            fact: '到岗79人',
          },
          {
            text: '二期新厂（吴中3号厂房）22年12月~23年6月爬坡，配合招了230多个直接工，主要走众信人力的派遣+外包，我负责核供应商账单、把派遣比例压在10%以内',
            rewrite:
              '二期新厂（吴中3号厂房）于2022年12月至2023年6月产能爬坡期间，配合招聘直接工230多人，主要通过众信人力的劳务派遣及外包渠道，本人负责核对供应商账单，并将派遣用工比例控制在10%以内',
            fact: '吴中3号厂房',
          },
          {
            text: '关键岗（工艺/研发/中层）走猎头，合作的是上海衡远猎头和苏州才鼎，23-24年猎头单17个，平均费率20%，猎头费比预算省了18万左右',
            rewrite:
              '关键岗位（工艺、研发及中层管理岗）通过猎头招聘，合作方为上海衡远猎头和苏州才鼎；2023-2024年共委托猎头职位17个，平均费率20%，猎头费较预算节省约18万元',
            fact: '平均费率20%',
          },
          {
            text: '24年3月-8月陈琳休产假，我代理HR主管（没发正式任命，审批还是走集团HRD），期间处理2起劳动仲裁，都在仲裁阶段调解结案',
            rewrite:
              '2024年3月至8月HR主管陈琳休产假期间，代理HR主管工作（未正式任命，审批仍报集团HRD），期间处理2起劳动仲裁，均于仲裁阶段调解结案',
            fact: '2起劳动仲裁',
          },
          {
            text: '推恒启精密绩效从“271强制分布”改成OKR+KPI双轨，先在FPC、SMT 2个事业部试点，试点部门主动离职率19.6%→13.1%，25年集团（恒启控股）推到另外3家子公司',
            rewrite:
              '推动恒启精密绩效体系由“271强制分布”转为OKR+KPI双轨制，先在FPC、SMT 2个事业部试点，试点部门主动离职率由19.6%降至13.1%；2025年由集团（恒启控股）推广至另外3家子公司',
            fact: '19.6%',
          },
        ],
      },
      {
        organisation: '苏州恒启精密电子有限公司（恒启控股集团旗下）',
        role: '人事专员（招聘+员工关系，兼薪酬考勤）',
        start: '2020.11',
        end: '2022.11',
        bullets: [
          {
            text: '2020.11入职，管生产中心招聘+员工关系，月均入职60-80人（直接工为主），缺编率从12%降到4%，每月离职面谈30次左右',
            rewrite:
              '2020年11月入职，负责生产中心的招聘与员工关系，月均入职60-80人（以直接工为主），缺编率由12%降至4%，每月进行离职面谈约30次',
            fact: '月均入职60-80人',
          },
          {
            text: '算薪：每月1,500人左右的考勤+计件工资（钉钉导数据+Excel）；21年12月集团SAP HCM算薪模块上线，我是恒启精密的key user之一（集团一共选了9个）',
            rewrite:
              '负责薪酬核算：每月完成约1,500人的考勤及计件工资核算（从钉钉导出数据，用Excel处理）；2021年12月集团SAP HCM薪酬模块上线，担任恒启精密的关键用户（key user）之一（集团共选出9人）',
            fact: '1,500人',
          },
          {
            text: '员工关系：工伤申报21起（20起认定下来），劳动仲裁6起都是我出庭，胜4起、调解2起，0败诉',
            rewrite:
              '负责员工关系：办理工伤申报21起（其中20起获认定），劳动仲裁6起均由本人出庭，胜诉4起、调解2起，0败诉',
            fact: '工伤申报21起',
          },
          {
            text: '带过2个实习生（苏州城西职业技术学院的），一起把1,900多份纸质档案扫进系统做数字化，2个后来都留用了',
            rewrite:
              '带教2名实习生（来自苏州城西职业技术学院），共同将1,900多份纸质档案扫描入系统完成数字化，2人后来均留用',
            fact: '1,900多份',
          },
          {
            text: '22年秋招跟HRD一起跑了6场宣讲（苏州3场+南京/合肥/常州各1场），收简历1,100多份，签了38个应届生（技术员+工程师）',
            rewrite:
              '2022年秋招协同HRD完成6场宣讲会（苏州3场，南京、合肥、常州各1场），收到简历1,100多份，签约应届生38人（技术员及工程师）',
            fact: '6场宣讲',
          },
        ],
      },
      {
        organisation: '杭州蜂鸟云图网络科技有限公司',
        role: '招聘专员（技术/产品线）',
        start: '2018.07',
        end: '2020.10',
        bullets: [
          {
            text: '公司100来号人，HR就3个（HRD+我+1个管人事行政的），招聘之外入离职、社保公积金也都是我做',
            rewrite:
              '公司约100人，HR团队共3人（HRD、本人及1名负责人事行政的同事），除招聘外本人还负责入离职及社保公积金办理',
            fact: '社保公积金',
          },
          {
            text: '负责技术+产品岗（Java/前端/测试/产品经理），两年多招了40多个，其中12个是校招',
            rewrite:
              '负责技术及产品类岗位（Java、前端、测试、产品经理）招聘，两年多共招聘40多人，其中12人为校招',
            fact: 'Java',
          },
          {
            text: '校招（18、19年秋招两季）：浙工大/杭电/浙科院3个学校宣讲，牛客做笔试，发了15个offer签了12个',
            rewrite:
              '负责2018、2019年两季秋招：在浙工大、杭电、浙科院3所学校举办宣讲，通过牛客组织笔试，共发放15个offer，签约12人',
            fact: '15个offer',
          },
          {
            text: 'Moka管流程，渠道BOSS直聘+拉勾+内推；内推占比15%→31%，平均招聘周期38天降到27天',
            rewrite:
              '使用Moka管理招聘流程，渠道包括BOSS直聘、拉勾及内推；内推占比由15%提升至31%，平均招聘周期由38天缩短至27天',
            fact: '27天',
          },
          {
            text: '19年Q3 HC冻结了一阵，之后技术岗外包给杭州才汇RPO（驻场2个人），我对接+出周报，offer接受率72%→85%',
            rewrite:
              '2019年第三季度招聘名额曾一度冻结，此后技术岗招聘外包给杭州才汇RPO（驻场2人），本人负责对接并出具周报，offer接受率由72%提升至85%',
            fact: '杭州才汇RPO',
          },
        ],
      },
      {
        organisation: '南京鼎泰汽车零部件有限公司',
        role: '人事行政实习生',
        start: '2017.12',
        end: '2018.05',
        bullets: [
          {
            text: '17年12月开始实习，协助HR主管做入职办理、花名册、劳动合同，厂里600多人',
            rewrite: '2017年12月开始实习，协助HR主管办理入职手续、维护花名册并管理劳动合同，工厂共600多人',
            fact: '花名册',
          },
          {
            text: '每月整理考勤异常300多条，发给各车间班组长确认',
            rewrite: '每月整理考勤异常记录300多条，发送至各车间班组长确认',
            fact: '300多条',
          },
          {
            text: '年底（12月-1月）帮忙做年会+春节返乡登记，返乡登记了420人，节后返岗率88%',
            rewrite: '年底（12月至1月）协助筹办年会并做春节返乡登记，共登记返乡员工420人，节后返岗率88%',
            fact: '返岗率88%',
          },
          {
            text: '用Excel做了个合同到期提醒表（VLOOKUP+条件格式），实习完之后部门一直在用',
            rewrite: '使用Excel（VLOOKUP及条件格式）制作劳动合同到期提醒表，实习结束后部门一直沿用',
            fact: '合同到期提醒表',
          },
        ],
      },
    ],
    education: [
      {
        school: '南京审计大学金审学院',
        degree: '本科',
        major: '人力资源管理',
        start: '2014.09',
        end: '2018.06',
      },
    ],
    skills: [
      '北森iTalent（招聘、绩效模块）',
      'SAP HCM（组织/人事/算薪，key user）',
      '钉钉考勤、Moka、BOSS直聘、猎聘、拉勾',
      'Excel（VLOOKUP、数据透视表、SUMIFS）+人效看板',
      '招聘全流程：社招、校招、猎头/RPO供应商管理',
      '劳务派遣/外包用工：派遣比例、供应商账单核对',
      '绩效：OKR、KPI、强制分布',
      '员工关系：劳动仲裁、工伤认定、离职面谈',
      '编制/HC规划、人效分析',
      '劳动法、劳动合同法，苏州/杭州社保、公积金政策',
    ],
    certificates: [
      '二级企业人力资源管理师（2021年）',
      '中级经济师（人力资源管理，2023年）',
      '大学英语六级（CET-6）',
    ],
  },
  {
    id: 'en-heldout-s20a',
    locale: 'en-US',
    name: 'Kelsey J. Brandvold',
    email: 'kelsey.brandvold@gmail.com',
    phone: '(712) 555-0186',
    city: 'Storm Lake, IA',
    target: 'Senior Agronomist / Precision Ag Manager – NW Iowa ag retail or seed company',
    summary: [
      {
        text: 'I have 10+ yrs in row-crop ag (corn/soy) — soil lab in college, 3 yrs seed research, then retail agronomy at the co-op; Northstar since the 11/2022 merger (was Prairie Gold before that).',
        rewrite:
          'I have 10+ years in row-crop agriculture (corn and soybeans): a soil lab in college, 3 years of seed research, then retail agronomy at the co-op, which has been Northstar since the 11/2022 merger (Prairie Gold before that).',
        fact: '11/2022 merger',
      },
      {
        text: "CCA since 2018 (ICCA, Iowa board) + passed the 4R NMS specialty exam Mar 2025 — designation not issued yet, still need the 4R CEUs. Eligible for CPAg per ASA but haven't applied.",
        rewrite:
          "Certified Crop Adviser (CCA) since 2018 through ICCA and the Iowa board; passed the 4R Nutrient Management Specialist (4R NMS) exam in Mar 2025, but the designation has not been issued yet because I still need the 4R CEUs. Eligible for ASA's CPAg but have not applied.",
        fact: 'Mar 2025',
      },
      {
        text: 'Precision ag is my thing: FieldView, SMS Advanced, Ag Leader InCommand displays, drone scouting (Part 107 since 2023). Iowa commercial applicator 1A/1B/10 — my private applicator card lapsed 2020.',
        rewrite:
          'Precision agriculture is my focus: FieldView, SMS Advanced, Ag Leader InCommand displays and drone scouting (FAA Part 107 since 2023). I hold an Iowa commercial pesticide applicator license in categories 1A/1B/10; my private applicator card lapsed in 2020.',
        fact: 'Part 107',
      },
    ],
    jobs: [
      {
        organisation: 'Northstar Ag Cooperative (formerly Prairie Gold Cooperative), Storm Lake, IA',
        role: 'Agronomist II / Precision Ag Lead',
        start: '2022.12',
        end: 'Present',
        bullets: [
          {
            text: 'Book of 41 grower accts / ~58,500 ac corn-soy in Buena Vista, Sac & Pocahontas Cos. — top 10 accts = 46% of my agronomy sales ($3.8M FY24, FY = Sep–Aug)',
            rewrite:
              'Manage a book of 41 grower accounts covering about 58,500 acres of corn and soybeans in Buena Vista, Sac and Pocahontas Counties; the top 10 accounts make up 46% of my agronomy sales ($3.8M in FY24, fiscal year Sep–Aug)',
            fact: '$3.8M',
          },
          {
            text: "Precision lead for the Storm Lake location — wrote 1,260 VRT seed/N Rx scripts for 2024 (410 in '23), SMS Advanced → FieldView + John Deere Ops Center. Not a supervisor: 1 of 6 agronomists here, we all report to Travis Odegaard (Location Mgr)",
            rewrite:
              'As precision lead for the Storm Lake location, wrote 1,260 VRT (variable-rate) seed and nitrogen Rx scripts for 2024 (410 in 2023), moving them from SMS Advanced into FieldView and John Deere Operations Center. Not a supervisor: I am 1 of 6 agronomists here, and we all report to Travis Odegaard, the Location Manager',
            fact: '1,260 VRT',
          },
          {
            text: 'Acting Agronomy Location Mgr Jun–Aug 2024 while Travis was on medical leave — ran daily dispatch for the 14-person custom application crew (3 RoGator 1300s, 2 floaters), hiring & pay stayed w/ the Regional Ops Director',
            rewrite:
              'Served as acting Agronomy Location Manager from Jun–Aug 2024 while Travis was on medical leave, running daily dispatch for the 14-person custom application crew (3 RoGator 1300s and 2 floaters); hiring and pay stayed with the Regional Operations Director',
            fact: 'Jun–Aug 2024',
          },
          {
            text: "Merger cutover Nov–Dec 2022: moved Raccoon Valley's 2,300+ fields (17 yrs of soil tests) from AgDNA into SMS, merged 312 dup boundaries. Raccoon Valley's 3 agronomists kept their own growers",
            rewrite:
              "During the Nov–Dec 2022 merger cutover, moved Raccoon Valley's 2,300+ fields (17 years of soil tests) from AgDNA into SMS and merged 312 duplicate boundaries; Raccoon Valley's 3 agronomists kept their own growers",
            fact: '2,300+ fields',
          },
          {
            text: "Phase 2 of 'N-Smart 2025' (co-op program w/ ISU Extension) — 24 on-farm N-rate strip trials w/ growers incl. Dreesen Farms & Koopman Bros.; ISU designed the trials + did stats, I laid them out & ran the yield data",
            rewrite:
              "In Phase 2 of 'N-Smart 2025' (the co-op's program with ISU Extension), worked on 24 on-farm N-rate strip trials with growers including Dreesen Farms and Koopman Bros.; ISU designed the trials and did the statistics, while I laid them out and handled the yield data",
            fact: '24 on-farm',
          },
          {
            text: "Drone: 6,800 ac of stand counts + tar spot scouting in '24 w/ the co-op's DJI Mavic 3M, trained the other 5 agronomists + 9 sales reps on FieldView imagery",
            rewrite:
              "Flew 6,800 acres of stand counts and tar spot scouting in 2024 with the co-op's DJI Mavic 3M drone, and trained the other 5 agronomists and 9 sales reps on FieldView imagery",
            fact: 'DJI Mavic 3M',
          },
        ],
      },
      {
        organisation: 'Northstar Ag Cooperative (formerly Prairie Gold Cooperative), Storm Lake, IA',
        role: 'Sales Agronomist (Agronomist I)',
        start: '2019.11',
        end: '2022.11',
        bullets: [
          {
            text: "Started at Prairie Gold's Alta branch 11/2019 as 1 of 4 sales agronomists — ~27 accts / 31k ac, inherited from a retiring agronomist (Gene Hultgren)",
            rewrite:
              "Joined Prairie Gold's Alta branch in 11/2019 as 1 of 4 sales agronomists, taking on about 27 accounts covering 31k acres inherited from a retiring agronomist, Gene Hultgren",
            fact: 'Alta branch',
          },
          {
            text: 'Grid soil sampling program: ~1,900 samples/yr on 2.5-ac grids, 2 part-time samplers (hired by the branch mgr, I set their routes), results → SMS for P & K VRT',
            rewrite:
              'Handled the grid soil sampling program: about 1,900 samples a year on 2.5-acre grids with 2 part-time samplers (hired by the branch manager; I set their routes), with the results going into SMS for phosphorus and potassium VRT',
            fact: '1,900 samples',
          },
          {
            text: "Aug 10 2020 derecho — walked ~70 fields w/ growers for greensnap/lodging, supported crop ins. adjusters from 3 companies (didn't adjust anything myself)",
            rewrite:
              'After the Aug 10, 2020 derecho, walked about 70 fields with growers to assess greensnap and lodging, and supported crop insurance adjusters from 3 companies without adjusting any claims myself',
            fact: '70 fields',
          },
          {
            text: "Crop protection + fert sales $2.1M FY21 (112% of plan), #2 of the branch's 4 agronomists. Tier 1 seed dealer rep for Hollister Hybrids at the branch",
            rewrite:
              "Sold $2.1M of crop protection and fertilizer in FY21 (112% of plan), ranking #2 of the branch's 4 agronomists, and was the branch's Tier 1 seed dealer rep for Hollister Hybrids",
            fact: '$2.1M',
          },
          {
            text: "Taught 22 seasonal scouts at the co-op's 1-day scout school (Spring 2021, Fonda) — weeds/insects/disease ID",
            rewrite:
              "Taught 22 seasonal scouts weed, insect and disease identification at the co-op's 1-day scout school in Fonda (Spring 2021)",
            fact: '22 seasonal scouts',
          },
        ],
      },
      {
        organisation:
          'Hollister Seed Genetics, LLC (Hollister Hybrids; a Verdant AgriScience company), Odebolt, IA',
        role: 'Product Development Technician – Western Corn Belt',
        start: '2016.06',
        end: '2019.10',
        bullets: [
          {
            text: 'Ran 11 yield trial locations (NW IA + SE SD), ~3,400 plots/yr incl. the 4-rep Research Plot 7 strip at Odebolt',
            rewrite:
              'Ran 11 yield trial locations across NW Iowa and SE South Dakota, about 3,400 plots a year, including the 4-rep Research Plot 7 strip at Odebolt',
            fact: '3,400 plots',
          },
          {
            text: 'Crew lead for 4 summer interns each yr (2017–2019) — planting w/ Almaco cone planters, notes, harvest on the SPC20 plot combine; hired them w/ my mgr',
            rewrite:
              'Led a crew of 4 summer interns each year (2017–2019) through planting with Almaco cone planters, note-taking and harvest on the SPC20 plot combine, and hired them together with my manager',
            fact: '4 summer interns',
          },
          {
            text: 'Tested 140+ pre-commercial hybrids (98–112 day RM) for 2017–2019 advancement decisions',
            rewrite:
              'Tested 140+ pre-commercial hybrids (98–112 day relative maturity, RM) for the 2017–2019 advancement decisions',
            fact: '140+ pre-commercial',
          },
          {
            text: "HarvestMaster Mirus v5.2 → Verdant's PRISM database; 99.1% of plot data recovered in 2018 (dept goal 97%)",
            rewrite:
              "Moved harvest data from HarvestMaster Mirus v5.2 into Verdant's PRISM database, recovering 99.1% of plot data in 2018 against a department goal of 97%",
            fact: '99.1%',
          },
          {
            text: 'Covered for the Regional Research Mgr (Dr. Annika Sorensen) Oct–Dec 2018 harvest while she was on sabbatical — day-to-day only, advancement calls stayed hers',
            rewrite:
              'Covered day-to-day work for the Regional Research Manager, Dr. Annika Sorensen, during the Oct–Dec 2018 harvest while she was on sabbatical; advancement decisions stayed with her',
            fact: 'Oct–Dec 2018',
          },
        ],
      },
      {
        organisation: 'Dakota Plains Soil & Plant Lab, Inc., Brookings, SD',
        role: 'Laboratory Technician',
        start: '2014.05',
        end: '2016.05',
        bullets: [
          {
            text: 'Part-time during school, FT summers — ~350 soil samples/day at peak (Oct–Nov), grind → Mehlich-3 / pH / OM by LOI',
            rewrite:
              'Worked part-time during school and full-time in summers, processing about 350 soil samples a day at peak (Oct–Nov) from grinding through Mehlich-3, pH and organic matter (OM) by loss on ignition (LOI)',
            fact: '350 soil samples',
          },
          {
            text: 'Ran ICP-OES on Line 2 (Agilent 5110) when the lab mgr was out, otherwise prep + extractions',
            rewrite:
              'Ran the ICP-OES on Line 2 (Agilent 5110) when the lab manager was out; otherwise handled prep and extractions',
            fact: 'Agilent 5110',
          },
          {
            text: '1 of 9 techs on 2nd shift in fall rush — shift lead was Jorge Villanueva, I trained 3 new hires on the grinders',
            rewrite:
              'Was 1 of 9 technicians on 2nd shift during the fall rush, with Jorge Villanueva as shift lead, and trained 3 new hires on the grinders',
            fact: '2nd shift',
          },
          {
            text: "NAPT proficiency testing, 4 rounds/yr — our lab's results within 1 SD on 96% of analytes in 2015",
            rewrite:
              "Took part in NAPT proficiency testing (4 rounds a year); in 2015 our lab's results were within 1 SD on 96% of analytes",
            fact: '96% of analytes',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Iowa State University (online, distance program)',
        degree: 'M.S. – in progress (part-time, 9 of 30 credits)',
        major: 'Agronomy',
        start: '2023.08',
        end: '2027.12 (expected)',
      },
      {
        school: 'South Dakota State University, Brookings, SD',
        degree: 'BS',
        major: 'Agronomy (minor: Precision Agriculture)',
        start: '2012.08',
        end: '2016.05',
      },
    ],
    skills: [
      'Precision: SMS Advanced, FieldView, John Deere Ops Center, Ag Leader InCommand 1200',
      'VRT seed / N / P&K scripts, yield data cleanup + calibration checks',
      'Soil fertility: grid & zone sampling, Mehlich-3, tissue tests, 4R nutrient stewardship',
      'Scouting: weed/insect/disease ID, tar spot, SCN egg counts, stand counts',
      'Drone imagery: DJI Mavic 3M, Pix4Dfields',
      'Crop protection recs, RUP record-keeping, dicamba / Enlist buffer rules',
      'On-farm strip trials, plot layout, Almaco planters, HarvestMaster',
      'Lab: ICP-OES, LOI, NAPT QC',
      'Excel (pivots, XLOOKUP), ArcGIS Pro basics',
      'Grower meetings, winter agronomy clinics',
    ],
    certificates: [
      'Certified Crop Adviser (CCA) – ICCA / American Society of Agronomy, Iowa board, since 2018',
      'Iowa Commercial Pesticide Applicator – IDALS, categories 1A, 1B, 10 (exp. 12/31/2026)',
      'FAA Part 107 Remote Pilot Certificate (2023)',
    ],
  },
  {
    id: 'zh-heldout-s20b',
    locale: 'zh-CN',
    name: '韩立峰',
    email: 'hanlifeng1991@163.com',
    phone: '159 3962 7415',
    city: '驻马店',
    target: '猪场场长 / 生产副场长（母猪场，存栏2000头以上）— 驻马店、信阳、南阳都可以，期望月薪1.5w+',
    summary: [
      {
        text: '我有12年养猪一线经验：配怀舍饲养员→饲料厂技术服务→分娩舍组长→生产副场长，18、19年非瘟和后面的复养都经历过。',
        rewrite:
          '我有12年养猪一线经验，从配怀舍饲养员起步，先后从事饲料厂技术服务、担任分娩舍组长，现任生产副场长，亲历2018、2019年非洲猪瘟（非瘟）及之后的复养工作。',
        fact: '12年养猪一线经验',
      },
      {
        text: '证书：执业兽医资格21年过了(助理兽医师)，22年又考执业兽医师差6分没过，今年11月准备再考；家畜繁殖员四级；集团内部发的人工授精上岗证（不是国家证）',
        rewrite:
          '证书方面：2021年通过执业兽医资格考试（助理兽医师），2022年报考执业兽医师差6分未通过，计划今年11月再考；持有家畜繁殖员四级证书；另有集团内部颁发的人工授精上岗证（非国家职业资格证书）。',
        fact: '差6分',
      },
      {
        text: '系统：智牧云猪场管理系统(V3.2)用了4年，批次报表、成本表都是Excel自己做；B超测孕、深部输精、去势断尾都能自己上手',
        rewrite:
          '系统方面：使用智牧云猪场管理系统（V3.2）4年，能用Excel独立制作批次生产报表和成本表；B超测孕、深部输精、去势、断尾等操作均可独立完成。',
        fact: '智牧云猪场管理系统',
      },
    ],
    jobs: [
      {
        organisation: '河南豫丰源牧业股份有限公司（原驻马店丰源养殖有限公司，2020年改制更名）西平二场',
        role: '生产副场长（配怀+分娩线）/ 2024.03-2024.08 代理场长',
        start: '2022.06',
        end: '至今',
        bullets: [
          {
            text: '场里基础母猪2600头左右(二期扩建后3100头)，分配怀、分娩、保育3条线，全场46个人，我直接管配怀+分娩两个组共19个人，保育组归另一个副场长老周管',
            rewrite:
              '场内基础母猪约2600头（二期扩建后为3100头），分为配怀、分娩、保育3条生产线，全场共46人；本人直接管理配怀、分娩两个组共19人，保育组由另一位副场长老周负责',
            fact: '2600头',
          },
          {
            text: 'PSY从22年24.3提到25年27.1，分娩率83%→89.5%，21天断奶，窝均断奶10.8头',
            rewrite:
              'PSY（每头母猪每年提供的断奶仔猪数）由2022年的24.3提升至2025年的27.1，分娩率由83%提升至89.5%，21天断奶，窝均断奶10.8头',
            fact: '窝均断奶10.8头',
          },
          {
            text: '24年3月-8月场长调去遂平三场搞新场筹建，我代理场长半年，期间断奶仔猪出栏约3.4万头，没出过非瘟',
            rewrite:
              '2024年3月至8月场长调往遂平三场负责新场筹建期间，本人代理场长半年，其间断奶仔猪出栏约3.4万头，未发生非洲猪瘟疫情',
            fact: '遂平三场',
          },
          {
            text: '生物安全：3级洗消(一级洗消中心在县城、二级在场外3公里、三级在场门口)，每周采样送检约180份；2023.12一次PCR疑似阳性，48h内拔牙清除，没扩散',
            rewrite:
              '负责生物安全管理：执行3级洗消（一级洗消中心设在县城，二级位于场外3公里处，三级设在场门口），每周采样送检约180份；2023年12月出现一次PCR疑似阳性，48小时内完成精准清除（拔牙），未发生扩散',
            fact: '每周采样送检约180份',
          },
          {
            text: '断奶仔猪成本从22年每头385元降到25年312元，饲料+兽药一年省了约260万(财务那边算的)',
            rewrite:
              '断奶仔猪成本由2022年的每头385元降至2025年的312元，饲料及兽药费用每年节省约260万元（财务部门核算）',
            fact: '312元',
          },
          {
            text: '23年二期扩建跟人事一起招了40多个饲养员，过了试用期留下27个；每月给新人上1次生物安全+接产课',
            rewrite:
              '2023年二期扩建期间协助人事部门招聘饲养员40多名，试用期后留下27个；每月为新员工讲授1次生物安全及接产课程',
            fact: '留下27个',
          },
        ],
      },
      {
        organisation: '河南豫丰源牧业股份有限公司（原驻马店丰源养殖有限公司，2020年改制更名）西平二场',
        role: '分娩舍组长（产房2号线）',
        start: '2019.11',
        end: '2022.05',
        bullets: [
          {
            text: '产房12个单元、每单元24个产床，共288个床位；组里连我7个人(我+6个饲养员)，每周一批约110头母猪上产床',
            rewrite:
              '负责产房12个单元（每单元24个产床，共288个床位），组内连同本人共7人（本人及6名饲养员），每周一批约110头母猪上产床',
            fact: '共288个床位',
          },
          {
            text: '19年11月刚来正赶上非瘟后复养，丰源那会儿引种1200头后备(PIC二元)，产房按"全进全出"重新定流程，SOP写了23条',
            rewrite:
              '2019年11月到岗时正值非瘟后复养，丰源当时引种1200头后备母猪（PIC二元），按“全进全出”重新制定产房流程，编写SOP共23条',
            fact: '引种1200头',
          },
          {
            text: '产房仔猪成活率88%→94.6%，压死率5.2%降到2.1%',
            rewrite: '产房仔猪成活率由88%提升至94.6%，压死率由5.2%降至2.1%',
            fact: '94.6%',
          },
          {
            text: '配合兽医主管刘工跑伪狂犬、蓝耳免疫程序，产房每批免疫仔猪约1300头',
            rewrite: '配合兽医主管刘工执行伪狂犬、蓝耳（PRRS）免疫程序，产房每批免疫仔猪约1300头',
            fact: '约1300头',
          },
          {
            text: '21年分娩组评上全场"优秀班组"(全场12个班组评2个)，个人拿过2次月度"接产能手"',
            rewrite:
              '2021年所在分娩组获评全场“优秀班组”（全场12个班组中评选2个），个人2次获得月度“接产能手”称号',
            fact: '接产能手',
          },
        ],
      },
      {
        organisation: '信阳嘉禾饲料有限公司（嘉禾农牧集团华中事业部）',
        role: '销售工程师',
        start: '2017.03',
        end: '2019.10',
        bullets: [
          {
            text: '技术服务型销售，管驻马店南片(确山/泌阳/正阳)猪场客户42家，其中母猪场11家，一个月跑场60+次',
            rewrite:
              '从事技术服务型销售，负责驻马店南片（确山、泌阳、正阳）猪场客户42家，其中母猪场11家，每月走访猪场60次以上',
            fact: '猪场客户42家',
          },
          {
            text: '片区月销量从180吨左右做到19年310吨(教保料+母猪料)',
            rewrite: '片区月销量由180吨左右提升至2019年的310吨（教保料及母猪料）',
            fact: '310吨',
          },
          {
            text: '最大的客户泌阳康顺养殖(3000头母猪)，帮他们调产房教槽方案，21日龄断奶重6.1kg→6.8kg',
            rewrite: '为最大客户泌阳康顺养殖（3000头母猪）调整产房教槽方案，21日龄断奶重由6.1kg提升至6.8kg',
            fact: '6.8kg',
          },
          {
            text: '18年非瘟前后给客户做生物安全评估，一共评了27个场，出评估报告27份',
            rewrite: '2018年非瘟暴发前后为客户开展生物安全评估，共评估27个猪场，出具评估报告27份',
            fact: '评估报告27份',
          },
          {
            text: '片区连我4个技术服务员，归孙经理管；19年带过1个新人小马，3个月转正',
            rewrite: '片区连同本人共4名技术服务员，由孙经理管理；2019年带教1名新人小马，3个月后转正',
            fact: '新人小马',
          },
        ],
      },
      {
        organisation: '确山县鑫旺生猪养殖专业合作社（种猪场）',
        role: '配怀舍饲养员',
        start: '2014.07',
        end: '2017.02',
        bullets: [
          {
            text: '配怀舍管母猪约350头，每天查情、配种、喂料、清粪',
            rewrite: '在配怀舍管理母猪约350头，每天负责查情、配种、饲喂和清粪',
            fact: '母猪约350头',
          },
          {
            text: '15年学会人工授精，配种分娩率从78%做到85%左右',
            rewrite: '2015年掌握人工授精技术，配种分娩率由78%提升至85%左右',
            fact: '85%左右',
          },
          {
            text: '场里就5个工人+老板两口子，啥都干：夜班接产、打疫苗、装猪',
            rewrite: '场内仅有5名工人及老板夫妇，工作内容多样：夜班接产、注射疫苗、装猪',
            fact: '夜班接产',
          },
          {
            text: '2016年12月考下家畜繁殖员四级(中级工)',
            rewrite: '2016年12月取得家畜繁殖员四级（中级工）证书',
            fact: '2016年12月',
          },
        ],
      },
    ],
    education: [
      {
        school: '河南农科大学（继续教育学院）',
        degree: '本科（函授，在读）',
        major: '动物医学',
        start: '2024.03',
        end: '2027.01（预计）',
      },
      {
        school: '豫南农牧职业学院',
        degree: '大专',
        major: '畜牧兽医',
        start: '2011.09',
        end: '2014.06',
      },
    ],
    skills: [
      '母猪批次化生产（4周批/单周批）',
      'B超测孕、深部输精、查情配种',
      '产房接产、仔猪护理（寄养、补铁、去势、断尾）',
      '生物安全：3级洗消、采样送检、PCR阳性处置',
      '免疫程序：伪狂犬、蓝耳、猪瘟、圆环',
      '智牧云猪场管理系统（V3.2）',
      'Excel生产报表、断奶仔猪成本核算',
      '教槽料、母猪料饲喂方案',
      '新员工带教、排班',
      'C1驾照，能自己开车跑场',
    ],
    certificates: [
      '执业兽医资格证（助理执业兽医师，2021年）',
      '家畜繁殖员（四级/中级工，2016年）',
      '机动车驾驶证（C1）',
    ],
  },
  {
    id: 'en-r15-qa-contractor-yusuf',
    locale: 'en-US',
    name: 'Yusuf D. Balogun',
    email: 'ybalogun.testing@outlook.com',
    phone: '(704) 555-0182',
    city: 'Matthews, NC',
    target: 'QA Lead / Test Manager — banking or insurance, Charlotte area or remote',
    summary: [
      {
        text: "I have 8 yrs in software testing (since 2017) — ~4 yrs of it as a contractor thru 2 staffing agencies (an insurer, then a bank), bank converted me to FTE in 2023 and I'm QA lead for digital banking now.",
        rewrite:
          'I have 8 years in software testing (since 2017), about 4 years of it as a contractor through 2 staffing agencies (at an insurer, then a bank); the bank converted me to a full-time employee in 2023 and I am now QA lead for digital banking.',
        fact: '2 staffing agencies',
      },
      {
        text: 'Domains: digital banking (online/mobile, ACH, P2P, Reg E disputes) + P&C insurance (personal auto/home). Manual + automation (Selenium/Java, Postman, some Playwright).',
        rewrite:
          'Domain experience in digital banking (online and mobile, ACH, P2P payments, Reg E disputes) and property & casualty (P&C) insurance (personal auto and home), with both manual testing and automation (Selenium/Java, Postman, some Playwright).',
        fact: 'Reg E disputes',
      },
      {
        text: 'Want to move up to QA Lead / Test Manager — I run test strategy for 5 releases a year but have never held the Test Manager title (covered it once, 6 wks).',
        rewrite:
          'Looking to move up to a QA Lead or Test Manager role: I run test strategy for 5 releases a year but have never held the Test Manager title (I covered it once, for 6 weeks).',
        fact: '5 releases a year',
      },
    ],
    jobs: [
      {
        organisation:
          'Carolina Keystone Bank – Digital Banking Technology, Charlotte, NC (FTE; converted from contract 06/2023)',
        role: 'QA Lead – Digital Banking (KeyConnect Online & Mobile)',
        start: '2023.06',
        end: 'Present',
        bullets: [
          {
            text: "Lead 4 onshore QA analysts on KeyConnect (2 manual, 2 automation), hired 1 of them. Coordinate 8 offshore testers at Vantara Tech (Pune) — they report to Vantara's delivery mgr, not me; I set scope + review results daily",
            rewrite:
              "Lead 4 onshore QA analysts on KeyConnect (2 manual, 2 automation) and hired 1 of them; coordinate 8 offshore testers at Vantara Tech in Pune, who report to Vantara's delivery manager rather than to me, setting their scope and reviewing their results daily",
            fact: '4 onshore QA analysts',
          },
          {
            text: "Release 24.3 (Nov '24) regression: 1,846 test cases, 1,776 passed on final cycle = 96.2% pass rate; exit criteria was 95% + 0 open Sev-1/Sev-2",
            rewrite:
              'Ran the Release 24.3 regression (Nov 2024): 1,846 test cases, of which 1,776 passed in the final cycle for a 96.2% pass rate, against exit criteria of 95% and 0 open Sev-1/Sev-2 defects',
            fact: '96.2% pass rate',
          },
          {
            text: 'Defects: 412 logged in 2024 across 5 releases (24.1–24.5), Sev1:Sev2:Sev3+ ≈ 1:6:20 — 3 of 5 releases went out w/ 0 prod Sev-1 escapes',
            rewrite:
              '412 defects were logged in 2024 across 5 releases (24.1–24.5), at a Sev1:Sev2:Sev3+ ratio of about 1:6:20; 3 of 5 releases shipped with 0 production Sev-1 escapes',
            fact: '3 of 5 releases',
          },
          {
            text: "Internal Audit test-coverage review Q3 '24 scored us 78/100 (req'ts traceability the weak spot) → built RTM in Xray for 214 user stories, Feb '25 re-review = 91/100",
            rewrite:
              'The Q3 2024 Internal Audit review of test coverage scored us 78/100, with requirements traceability as the weak spot; built a requirements traceability matrix (RTM) in Xray for 214 user stories, and the Feb 2025 re-review scored 91/100',
            fact: '78/100',
          },
          {
            text: "SOX 404 ITGC — own the QA side of change-mgmt evidence (test plans, signed UAT, Xray exec reports) for 6 quarters, Q2 '23–Q3 '24; 0 audit findings on testing controls",
            rewrite:
              'Own the QA side of SOX 404 ITGC change-management evidence (test plans, signed UAT and Xray execution reports) for 6 quarters, from Q2 2023 to Q3 2024, with 0 audit findings on testing controls',
            fact: 'SOX 404',
          },
          {
            text: 'Acting Test Mgr Aug 12–Sep 20 2024 (Priya Ramaswamy on leave) — ran go/no-go for Sprint 47 + 48, release sign-off stayed w/ Dir. of Digital QA, Marcus Bell',
            rewrite:
              'Served as acting Test Manager from Aug 12 to Sep 20, 2024 while Priya Ramaswamy was on leave, running go/no-go for Sprint 47 and 48; release sign-off stayed with the Director of Digital QA, Marcus Bell',
            fact: 'Sprint 47',
          },
        ],
      },
      {
        organisation:
          'Northlane Technical Staffing (W-2 contractor) – client: Carolina Keystone Bank, Charlotte, NC',
        role: 'QA Test Analyst (Contract) – Mobile Banking',
        start: '2021.09',
        end: '2023.05',
        bullets: [
          {
            text: '1 of 6 testers on the KeyConnect Mobile squad (iOS/Android), 2-wk sprints, Sprint 14 → Sprint 36; test lead was Renee Castellano (FTE)',
            rewrite:
              'One of 6 testers on the KeyConnect Mobile squad (iOS and Android) in 2-week sprints from Sprint 14 to Sprint 36; the test lead was Renee Castellano, a full-time employee',
            fact: '6 testers',
          },
          {
            text: 'Executed ~1,100 manual cases/release in 9 of 11 releases in 2022 (missed 2 — was on the P2P project); 187 defects logged by me, 31 Sev-2, 0 Sev-1',
            rewrite:
              'Executed about 1,100 manual test cases per release in 9 of 11 releases in 2022 (missing 2 while on the P2P project), and logged 187 defects myself, 31 of them Sev-2 and 0 Sev-1',
            fact: '187 defects',
          },
          {
            text: 'Automated 340 regression cases in Selenium 4 + Java 11 / TestNG (Appium 2.0 for mobile) → regression went from 3 days manual to ~5 hrs nightly in Jenkins',
            rewrite:
              'Automated 340 regression test cases with Selenium 4, Java 11 and TestNG (Appium 2.0 for mobile), taking regression from 3 days of manual testing to about 5 hours nightly in Jenkins',
            fact: '340 regression',
          },
          {
            text: "P2P launch Mar–Jun '22 — Postman/Newman suites for 48 endpoints, tested $2,500/day + $10,000/30-day limits, fraud holds",
            rewrite:
              'For the P2P payments launch (Mar–Jun 2022), built Postman/Newman suites for 48 endpoints and tested the $2,500/day and $10,000/30-day limits and fraud holds',
            fact: '48 endpoints',
          },
          {
            text: 'Migrated 2,900 test cases from Micro Focus ALM 12.55 to Jira/Xray (Nov–Dec 2022) w/ 2 other contractors — I did the mobile folder (~800)',
            rewrite:
              'Migrated 2,900 test cases from Micro Focus ALM 12.55 to Jira/Xray in Nov–Dec 2022 together with 2 other contractors; I handled the mobile folder (about 800 cases)',
            fact: 'ALM 12.55',
          },
          {
            text: 'Bank converted me to FTE June 2023 after 21 months on contract — same team, same KeyConnect apps, Northlane got the conversion fee',
            rewrite:
              'The bank converted me to a full-time employee (FTE) in June 2023 after 21 months on contract, on the same team and the same KeyConnect apps, with Northlane receiving the conversion fee',
            fact: '21 months',
          },
        ],
      },
      {
        organisation:
          'QualiSource IT Consulting, Charlotte, NC – on contract at Harborline Mutual Insurance Co., Greensboro, NC',
        role: 'QA Analyst (Contract) – Guidewire PolicyCenter / BillingCenter',
        start: '2019.02',
        end: '2021.08',
        bullets: [
          {
            text: 'Guidewire PolicyCenter 9.0 → 10.0 upgrade (2019-20), personal auto + homeowners, 7 states (NC, SC, VA, GA, TN, KY, WV)',
            rewrite:
              'Tested the Guidewire PolicyCenter 9.0 → 10.0 upgrade (2019-2020) for personal auto and homeowners in 7 states (NC, SC, VA, GA, TN, KY, WV)',
            fact: 'PolicyCenter 9.0',
          },
          {
            text: 'Rating tests vs state filings — HO 00 03 + HO 00 05 forms, ISO auto PP 00 01; found 23 rating defects, 19 before UAT',
            rewrite:
              'Tested rating against state filings for the HO 00 03 and HO 00 05 homeowners forms and the ISO personal auto PP 00 01 form, finding 23 rating defects, 19 of them before UAT',
            fact: '23 rating defects',
          },
          {
            text: "Offshore team of 12 (Chennai, run by the vendor's test mgr Lakshmi Narayan) ran overnight regression; I was 1 of 3 onshore analysts reviewing + triaging their results",
            rewrite:
              "Reviewed and triaged the overnight regression results of an offshore team of 12 in Chennai, run by the vendor's test manager Lakshmi Narayan, as 1 of 3 onshore analysts",
            fact: 'Chennai',
          },
          {
            text: 'BillingCenter: tested 2-pay / 4-pay / 10-pay installment plans + EFT; wrote 260 test scripts, 241 of 260 passed in SIT cycle 2 (92.7%)',
            rewrite:
              'In BillingCenter, tested 2-pay, 4-pay and 10-pay installment plans and EFT, writing 260 test scripts, of which 241 of 260 passed in SIT cycle 2 (92.7%)',
            fact: '241 of 260',
          },
          {
            text: 'Remote from Mar 2020 (COVID); contract extended 3x (orig. 6 mo.) — two and a half years at Harborline total',
            rewrite:
              'Worked remotely from Mar 2020 (COVID); the contract, originally 6 months, was extended 3 times, for two and a half years at Harborline in total',
            fact: 'two and a half years',
          },
        ],
      },
      {
        organisation: 'Tallgrass Payroll Systems, Inc., Rock Hill, SC',
        role: 'Junior QA Tester (from Support Analyst, Apr 2017)',
        start: '2016.07',
        end: '2019.01',
        bullets: [
          {
            text: 'Tier 1 support 2016–17, ~45 tickets/day (payroll + W-2 / Form 941 questions from ~600 small-biz clients)',
            rewrite:
              'Provided Tier 1 support in 2016–17, handling about 45 requests a day (payroll and W-2 / Form 941 questions from about 600 small-business clients)',
            fact: 'Form 941',
          },
          {
            text: 'Moved to QA Apr 2017 — manual testing of quarterly tax table updates, 50 states + DC, ~3 wks each cycle',
            rewrite:
              'Moved to QA in Apr 2017, manually testing the quarterly tax table updates for 50 states plus DC, about 3 weeks per cycle',
            fact: '50 states',
          },
          {
            text: 'Wrote our first regression suite (TestLink 1.9, 420 cases) — QA team was me + 1 dev lead doing QA part-time',
            rewrite:
              'Wrote our first regression suite (420 cases in TestLink 1.9); the QA team was me and 1 dev lead doing QA part-time',
            fact: 'TestLink 1.9',
          },
          {
            text: 'Year-end W-2 runs Dec 2017 + Dec 2018: 0 reprints in 2018 (11 in 2017)',
            rewrite:
              'Tested the year-end W-2 runs in Dec 2017 and Dec 2018, with 0 reprints in 2018 (11 in 2017)',
            fact: '0 reprints in 2018',
          },
        ],
      },
    ],
    education: [
      {
        school: 'University of North Carolina at Charlotte',
        degree: 'B.S.',
        major: 'Business Administration – Management Information Systems',
        start: '2012.08',
        end: '2016.05',
      },
      {
        school: 'Central Piedmont Community College (Continuing Ed.)',
        degree: 'Non-credit course (no degree)',
        major: 'Software Testing Fundamentals – ISTQB exam prep',
        start: '2018.01',
        end: '2018.03',
      },
    ],
    skills: [
      'Test mgmt: Jira + Xray, Micro Focus ALM 12.55 (legacy), TestLink',
      'Automation: Selenium 4 / Java 11 / TestNG, Appium 2.0, some Playwright (TypeScript)',
      'API: Postman / Newman, REST Assured (basic)',
      'CI: Jenkins, GitLab CI (read + modify pipelines, not build from scratch)',
      'SQL: Oracle 19c + SQL Server (data validation, test data setup)',
      'Guidewire PolicyCenter / BillingCenter 10 (testing side only)',
      'Banking: ACH / NACHA files, P2P limits, card disputes',
      'SOX 404 ITGC evidence, change mgmt',
      'Test strategy, RTM, exit criteria, go/no-go, defect triage',
      'Agile / Scrum (2-wk sprints), SAFe PI planning',
      'BrowserStack (device cloud), Charles Proxy',
    ],
    certificates: [
      'ISTQB Certified Tester Foundation Level (CTFL) – 2018 (ASTQB)',
      'ISTQB Certified Tester Advanced Level – Test Manager (CTAL-TM) – 2023',
      'SAFe® 6.0 Practitioner (SP) – 2024',
    ],
  },
  {
    id: 'en-r15-logistics-vet-okafor',
    locale: 'en-US',
    name: 'Kelechi "Kel" Okafor',
    email: 'kel.okafor.logistics@gmail.com',
    phone: '(912) 555-0173',
    city: 'Richmond Hill, GA',
    target: 'Logistics Manager — 3PL / distribution, Savannah–Hinesville area, onsite',
    summary: [
      {
        text: "I have 15 yrs in logistics: 8.5 in the Army as an 88N (Transportation Mgmt Coordinator), ETS'd as a SSG in Jan 2020 (Honorable, DD-214 on request), then 6+ yrs at a Savannah 3PL — warehouse ops → transportation planning.",
        rewrite:
          'I have 15 years in logistics: 8.5 years in the Army as an 88N Transportation Management Coordinator, separating as a Staff Sergeant (SSG) in Jan 2020 with an honorable discharge (DD-214 on request), followed by 6+ years at a Savannah third-party logistics provider (3PL), moving from warehouse operations to transportation planning.',
        fact: 'Jan 2020',
      },
      {
        text: 'Same employer since 03/2020 — Palmetto Crossdock & Freight (PCF) got bought by Meridian Gulf Logistics Aug 2023, rebrand done by Jan 2024, so my W-2s show both names.',
        rewrite:
          'Same employer since 03/2020: Palmetto Crossdock & Freight (PCF) was acquired by Meridian Gulf Logistics in Aug 2023 and the rebrand was complete by Jan 2024, so my W-2s show both names.',
        fact: 'since 03/2020',
      },
      {
        text: 'Led up to 24 people on one shift at PCF + was acting platoon sgt for 31 Soldiers for 5 mos (never an SFC). CLTD 2024, OSHA 10, DOT hazmat (49 CFR 172.704) — CSCP not taken yet.',
        rewrite:
          'Led up to 24 people on one shift at PCF and served as acting platoon sergeant for 31 Soldiers for 5 months without ever holding the rank of SFC; hold the CLTD (2024), OSHA 10 and DOT hazmat training (49 CFR 172.704), and have not yet taken the CSCP.',
        fact: '49 CFR 172.704',
      },
    ],
    jobs: [
      {
        organisation:
          'Meridian Gulf Logistics, LLC – Transportation Planning, Savannah, GA (acquired Palmetto Crossdock & Freight, Aug 2023)',
        role: 'Transportation Planner II – Southeast Outbound',
        start: '2023.10',
        end: 'Present',
        bullets: [
          {
            text: 'Plan ~180-220 outbound loads/wk for 3 retail + 1 grocery accts out of the Port Wentworth campus (Building 11) in MercuryGate TMS — tender to 40+ carriers + our 18-truck dedicated fleet',
            rewrite:
              'Plan about 180-220 outbound loads a week for 3 retail accounts and 1 grocery account out of the Port Wentworth campus (Building 11) in MercuryGate TMS, tendering to 40+ carriers and our 18-truck dedicated fleet',
            fact: 'MercuryGate TMS',
          },
          {
            text: "OTD for Coastline Home Goods 91.2% → 96.4% in 2024; Q4 customer scorecard 96/100 (was 88/100 in Q4 '23)",
            rewrite:
              'On-time delivery (OTD) for Coastline Home Goods went from 91.2% to 96.4% in 2024, with a Q4 customer scorecard of 96/100 (up from 88/100 in Q4 2023)',
            fact: '96/100',
          },
          {
            text: 'Rebuilt route 12 + route 14 (Savannah → Jacksonville → Valdosta loop) for the dedicated fleet: 2 trucks off the loop, ~$4,300/wk saved, drivers still inside 11/14 HOS',
            rewrite:
              'Rebuilt route 12 and route 14 (the Savannah → Jacksonville → Valdosta loop) for the dedicated fleet, taking 2 trucks off the loop and saving about $4,300 a week while keeping drivers inside the 11/14 HOS limits',
            fact: '$4,300',
          },
          {
            text: 'Detention/accessorial audit on 2024 freight invoices (Jan–Nov): found $61.8K in duplicate lumper + detention billing, 9 of 12 carriers credited it back',
            rewrite:
              'Audited detention and accessorial charges on 2024 freight invoices (Jan–Nov), finding $61.8K in duplicate lumper and detention billing; 9 of 12 carriers credited it back',
            fact: '$61.8K',
          },
          {
            text: "Peak '24 (Oct 14 – Dec 20): 2,940 loads planned, 0 missed MABDs on the grocery acct (Harlow Fresh Markets)",
            rewrite:
              'During peak 2024 (Oct 14 – Dec 20), planned 2,940 loads with 0 missed must-arrive-by dates (MABDs) on the grocery account, Harlow Fresh Markets',
            fact: '2,940 loads',
          },
          {
            text: 'Not a mgr — 1 of 4 planners under our Transportation Manager (Dwayne Pettis). Trained 3 new planners since 2024 (1:1 shadowing, 2 wks each)',
            rewrite:
              'Not a manager: one of 4 planners reporting to our Transportation Manager, Dwayne Pettis; have trained 3 new planners since 2024 through 1:1 shadowing of 2 weeks each',
            fact: '3 new planners',
          },
        ],
      },
      {
        organisation:
          'Palmetto Crossdock & Freight, Inc. (PCF) – Pooler DC, Pooler, GA (now Meridian Gulf Logistics)',
        role: 'Warehouse Operations Supervisor – 2nd Shift',
        start: '2020.03',
        end: '2023.09',
        bullets: [
          {
            text: 'Ran 2nd shift (2:30p–11p, 12s in peak) in a 410K sq ft DC — 22 associates + 2 leads, 1:8 lead-to-associate target (we ran closer to 1:11). Whole DC ~85 ppl on 2 shifts under the GM, Teresa Vance',
            rewrite:
              'Supervised 2nd shift (2:30 p.m.–11 p.m., 12-hour shifts in peak) in a 410K sq ft distribution center: 22 associates and 2 leads against a 1:8 lead-to-associate target (we ran closer to 1:11), in a DC of about 85 people on 2 shifts under the General Manager, Teresa Vance',
            fact: '22 associates',
          },
          {
            text: 'Manhattan SCALE WMS — pick accuracy 99.1% → 99.6% (cycle count) FY22, dock-to-stock 36 hrs → 20 hrs',
            rewrite:
              'In Manhattan SCALE WMS, pick accuracy went from 99.1% to 99.6% (by cycle count) in FY22 and dock-to-stock time from 36 hours to 20 hours',
            fact: 'Manhattan SCALE',
          },
          {
            text: "Owned inbound doors 4-9 (Dock 4 = floor-loaded 40' containers off Port of Savannah drays) — ~35-45 trailers/day, avg unload 2h10m → 1h25m",
            rewrite:
              'Owned inbound doors 4-9, with Dock 4 taking floor-loaded 40-foot containers drayed from the Port of Savannah: about 35-45 trailers a day, with the average unload cut from 2h10m to 1h25m',
            fact: 'Port of Savannah',
          },
          {
            text: 'PIT trainer/evaluator per OSHA 1910.178 — certified 47 operators (sit-down, reach, order picker). 2nd shift: 0 recordables 2021-2022, 19 of 24 months w/o a damage claim',
            rewrite:
              'As powered industrial truck (PIT) trainer and evaluator under OSHA 1910.178, certified 47 operators on sit-down, reach and order-picker trucks; 2nd shift had 0 recordables in 2021-2022 and went 19 of 24 months without a damage claim',
            fact: 'OSHA 1910.178',
          },
          {
            text: "Peak '21 & '22: onboarded ~60 seasonal temps thru Harbor Point Staffing (HPS employees, not ours) — 3 converted to PCF full-time",
            rewrite:
              'In peak 2021 and 2022, onboarded about 60 seasonal temporary workers through Harbor Point Staffing (employed by HPS, not PCF), 3 of whom converted to full-time at PCF',
            fact: 'Harbor Point Staffing',
          },
          {
            text: "Acquisition cutover Aug–Sep 2023: helped move Coastline Home Goods' item master (~6,200 SKUs) from SCALE to Meridian's Blue Yonder WMS, then moved over to planning 10/2023",
            rewrite:
              "During the acquisition cutover in Aug–Sep 2023, helped move Coastline Home Goods' item master (about 6,200 SKUs) from SCALE to Meridian's Blue Yonder WMS before moving over to planning in 10/2023",
            fact: '6,200 SKUs',
          },
        ],
      },
      {
        organisation:
          'U.S. Army – 549th Movement Control Team, 24th Transportation Battalion (Movement Control), Fort Stewart, GA',
        role: 'Movement Control NCOIC (88N) – SSG/E-6',
        start: '2016.07',
        end: '2020.01',
        bullets: [
          {
            text: 'NCOIC of a 9-Soldier MCT — team OIC was 1LT Hanna Ruiz. Bn was ~310 Soldiers across 6 MCTs + HHD',
            rewrite:
              'Served as NCOIC of a 9-Soldier Movement Control Team (MCT) under the team OIC, 1LT Hanna Ruiz, in a battalion of about 310 Soldiers across 6 MCTs and an HHD',
            fact: '9-Soldier',
          },
          {
            text: 'Deployed Camp Arifjan, Kuwait Nov 2017 – Aug 2018 (9 mo): ran the convoy clearance desk, ~1,150 movement requests in TC-AIMS II + IBS-CMOS, 98.3% cleared w/in 24 hrs',
            rewrite:
              'Deployed to Camp Arifjan, Kuwait, from Nov 2017 – Aug 2018 (9 months), running the convoy clearance desk and processing about 1,150 movement requests in TC-AIMS II and IBS-CMOS, with 98.3% cleared within 24 hours',
            fact: 'Camp Arifjan',
          },
          {
            text: "Acting platoon sgt Mar–Jul 2019 (5 mos) after our SFC PCS'd — 31 Soldiers: counselings (DA 4856), duty rosters, PT. Still a SSG in an E-7 slot",
            rewrite:
              'Served as acting platoon sergeant from Mar–Jul 2019 (5 months) after our SFC made a PCS move, handling counseling (DA 4856), duty rosters and PT for 31 Soldiers while still a Staff Sergeant in an E-7 slot',
            fact: 'DA 4856',
          },
          {
            text: 'Rail load-outs for 2 rotational deployments at the Fort Stewart railhead — ~1,400 pieces of equipment, 212 railcars, DD Form 1387-2 + DD 1384 (TCMD) checks, 0 frustrated cargo at the port',
            rewrite:
              'Supported rail load-outs for 2 rotational deployments at the Fort Stewart railhead: about 1,400 pieces of equipment on 212 railcars, with DD Form 1387-2 and DD 1384 (TCMD) checks and 0 frustrated cargo at the port',
            fact: '212 railcars',
          },
          {
            text: "2019 NCOER 'MQ' — SR had me top 2 of 14 NCOs he rates. Made SSG 04/2017, ALC (88N) Commandant's List",
            rewrite:
              "Rated 'Most Qualified' (MQ) on my 2019 NCOER, with the senior rater placing me in the top 2 of 14 NCOs he rates; promoted to Staff Sergeant in 04/2017 and made the Commandant's List at the 88N Advanced Leader Course (ALC)",
            fact: 'top 2 of 14',
          },
        ],
      },
      {
        organisation:
          'U.S. Army – HHB, 3rd Battalion, 82nd Field Artillery Regiment, Fort Hood (now Fort Cavazos), TX',
        role: 'Transportation Management Coordinator (88N), Bn S4 – PV2 → SGT',
        start: '2011.08',
        end: '2016.06',
        bullets: [
          {
            text: "Bn S4 shop — unit movement for ~480 Soldiers' equipment (3 firing btrys + HHB + FSC), kept the OEL/UDL in TC-AIMS II (~620 line items)",
            rewrite:
              "In the battalion S4 shop, handled unit movement for about 480 Soldiers' equipment (3 firing batteries, HHB and the FSC), keeping the OEL/UDL in TC-AIMS II with about 620 line items",
            fact: '620 line items',
          },
          {
            text: 'Fort Hood → Fort Irwin by rail + line haul for 2 NTC rotations (NTC 13-07, 15-03)',
            rewrite:
              'Coordinated moves from Fort Hood to Fort Irwin by rail and line haul for 2 National Training Center rotations (NTC 13-07 and 15-03)',
            fact: 'NTC 13-07',
          },
          {
            text: "Built load plans for 4 convoy crews — each had its own convoy cdr (LTs from the btrys), I didn't lead them",
            rewrite:
              'Built the load plans for 4 convoy crews, each led by its own convoy commander (lieutenants from the batteries); I did not lead the convoys',
            fact: '4 convoy crews',
          },
          {
            text: "HAZMAT certifier (DTR 4500.9-R, 49 CFR) — 1 of 3 in the Bn allowed to sign shipper's decs for ammo & fuel",
            rewrite:
              "Served as a hazardous materials certifier under DTR 4500.9-R and 49 CFR, one of 3 in the battalion authorized to sign shipper's declarations for ammunition and fuel",
            fact: 'DTR 4500.9-R',
          },
          {
            text: 'Promoted SGT 09/2014; ARCOM for the 15-03 rotation + 2 AAMs',
            rewrite:
              'Promoted to Sergeant in 09/2014; received an Army Commendation Medal (ARCOM) for the 15-03 rotation and 2 Army Achievement Medals (AAMs)',
            fact: '09/2014',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Altamaha State University – Global Campus (online)',
        degree: 'B.S.',
        major: 'Supply Chain & Logistics Management',
        start: '2020.08',
        end: '2023.12',
      },
      {
        school: 'Bell County Community College (on-post, Fort Hood, TX)',
        degree: 'A.A.',
        major: 'General Studies',
        start: '2013.01',
        end: '2015.12',
      },
    ],
    skills: [
      'TMS: MercuryGate (load building, tendering, rate cons)',
      'WMS: Manhattan SCALE (PCF), Blue Yonder WMS (Meridian)',
      'Army systems: TC-AIMS II, IBS-CMOS, GATES (basic)',
      'Carrier mgmt — 40+ carriers, contract vs spot, DAT / Truckstop load boards',
      'Route planning + HOS (11/14, 70-hr/8-day)',
      'Freight audit: detention, lumper, accessorials',
      'PIT training (OSHA 1910.178), 5S, cycle counts',
      'Hazmat: 49 CFR, DTR 4500.9-R',
      'Excel (pivots, XLOOKUP, Power Query), Power BI (basic)',
      'Labor planning + shift scheduling (UKG/Kronos)',
      'Rail & port: railhead ops, DD 1384 / TCMD, port drayage',
      'Secret clearance (inactive since 01/2020)',
    ],
    certificates: [
      'ASCM CLTD – Certified in Logistics, Transportation and Distribution (2024)',
      'OSHA 10-Hour General Industry (2021)',
      'DOT Hazmat Employee Training – 49 CFR 172.704 (renewed 03/2025)',
      'Forklift Trainer / Evaluator – OSHA 1910.178 (PCF train-the-trainer, 2020)',
    ],
  },
  {
    id: 'zh-r15-impl-consultant-gaopeng',
    locale: 'zh-CN',
    name: '高鹏',
    email: 'gaopeng_mes@163.com',
    phone: '139 1547 2860',
    city: '苏州',
    target:
      '高级实施顾问 / 项目经理（MES、ERP方向）— 汽车零部件、机加工行业优先，苏州/无锡/常州，能接受出差驻场',
    summary: [
      {
        text: '我有10年ERP/MES实施经验，前4年多在云衡软件（原厂）做实施、常年外派驻场客户工厂；2019.11跳到云衡的实施伙伴启衡，21年12月竞聘上项目经理，现在手上2个在建项目。',
        rewrite:
          '我有10年ERP/MES实施经验：前4年多在云衡软件（原厂）从事实施工作，长期外派驻场客户工厂；2019年11月加入云衡的实施伙伴启衡，2021年12月通过竞聘成为项目经理，目前负责2个在建项目。',
        fact: '10年ERP/MES实施经验',
      },
      {
        text: '证书：PMP（23年考的）、软考中级系统集成项目管理工程师（2020上半年）、云衡MES V8 高级认证顾问；CPIM只考过Part 1，Part 2还没报。',
        rewrite:
          '证书方面：持有PMP（2023年取得）、软考中级系统集成项目管理工程师（2020年上半年）及云衡MES V8高级认证顾问；CPIM仅通过Part 1，Part 2尚未报考。',
        fact: '系统集成项目管理工程师',
      },
      {
        text: '熟悉汽配/机加工的生产+质量+仓储业务，MES（工单、报工、追溯、SPC、Andon）+ERP（PP/MM/库存成本）都能落地；SQL Server写报表、存储过程，接口对过SAP、用友U8、金蝶K3',
        rewrite:
          '熟悉汽车零部件及机加工行业的生产、质量与仓储业务，能落地MES（工单、报工、追溯、SPC、Andon）与ERP（PP/MM、库存成本）；能用SQL Server编写报表和存储过程，做过与SAP、用友U8、金蝶K3的接口对接。',
        fact: 'SPC、Andon',
      },
    ],
    jobs: [
      {
        organisation: '苏州启衡信息科技有限公司（云衡软件华东区金牌实施伙伴）',
        role: '项目经理（MES/ERP实施交付）',
        start: '2022.01',
        end: '至今',
        bullets: [
          {
            text: '同时管2~3个项目，带了3个实施（2个MES+1个ERP），客户IT部七八个人我对接，向交付总监王总汇报；公司交付部一共30来人',
            rewrite:
              '同时负责2~3个项目，带领3名实施顾问（MES 2名、ERP 1名），对接客户IT部七八个人，向交付总监王总汇报；公司交付部共30来人',
            fact: '七八个人',
          },
          {
            text: '瑞丰汽零芜湖工厂MES三期：云衡MES V8.5，3号车间+5号车间共14条产线，合同额386万（含硬件），工期10个月，2023.03上线、6月终验，验收评分92分（满分100）',
            rewrite:
              '负责瑞丰汽车零部件芜湖工厂MES三期项目：基于云衡MES V8.5，覆盖3号车间和5号车间共14条产线，合同额386万元（含硬件），工期10个月，于2023年3月上线、6月完成终验，验收评分92分（满分100分）',
            fact: '验收评分92分',
          },
          {
            text: '恒佳精密（常熟）ERP+MES一体化，24年4月启动、25年1月上线：上线率9/10（10个车间按期切了9个，剩1个等客户设备改造），客户满意度回访4.8/5，项目毛利31%',
            rewrite:
              '负责恒佳精密（常熟）ERP与MES一体化项目，2024年4月启动、2025年1月上线：上线率9/10（10个车间中9个按期切换，剩余1个等待客户设备改造），客户满意度回访4.8/5，项目毛利率31%',
            fact: '满意度回访4.8/5',
          },
          {
            text: '按GB/T 39116-2020（智能制造能力成熟度模型）帮恒佳做现状评估，恒佳从1级评到2级，拿到了市里的智改数转补贴（补贴是客户拿的）',
            rewrite:
              '依据GB/T 39116-2020《智能制造能力成熟度模型》协助恒佳开展现状评估，恒佳由1级提升至2级，并获得市级智改数转补贴（补贴由客户获得）',
            fact: 'GB/T 39116-2020',
          },
          {
            text: '公司内部季度项目评比 23年Q4 第2名/共15个项目组；带的实施小刘24年转正后已经能独立负责1个ERP项目',
            rewrite:
              '在公司内部季度项目评比中，2023年第四季度获第2名（共15个项目组）；带教的实施顾问小刘于2024年转正后，已能独立负责1个ERP项目',
            fact: '共15个项目组',
          },
          {
            text: '把公司《MES实施交付手册》从V1.3升到V2.0（蓝图模板+上线检查表126项），现在交付部统一用',
            rewrite:
              '将公司《MES实施交付手册》由V1.3升级至V2.0（含蓝图模板及126项上线检查表），现已在交付部统一使用',
            fact: '《MES实施交付手册》',
          },
        ],
      },
      {
        organisation: '苏州启衡信息科技有限公司（云衡软件华东区金牌实施伙伴）',
        role: '高级实施顾问（MES）/ 瑞丰二期后半段代理项目经理',
        start: '2019.11',
        end: '2021.12',
        bullets: [
          {
            text: '19年11月入职，第一个项目就是回瑞丰常州做MES二期（V7.2升V8.5+新增WMS模块），客户还是我之前驻场的那家，十来个关键用户基本都认识',
            rewrite:
              '2019年11月入职后，首个项目即回到瑞丰常州工厂实施MES二期（由V7.2升级至V8.5，并新增WMS模块），客户为本人此前驻场的同一家企业，十来个关键用户基本都熟悉',
            fact: '新增WMS模块',
          },
          {
            text: '二期后半段（20年9月~21年1月）原PM离职，我代了4个月项目经理（没升职没调薪），二期21年1月终验',
            rewrite:
              '二期后半段（2020年9月至2021年1月）原项目经理离职，由我代理了4个月项目经理（未升职、未调薪），二期于2021年1月完成终验',
            fact: '4个月项目经理',
          },
          {
            text: '二期上线前一共4期培训，第3期（3号车间夜班那期）是我主讲，操作工200多人次，考试及格率96%（及格线80分）',
            rewrite:
              '二期上线前共组织4期培训，本人主讲第3期（3号车间夜班），培训操作工200多人次，考试及格率96%（及格线80分）',
            fact: '及格率96%',
          },
          {
            text: '疫情那阵（20年2月~4月）远程支持三和紧固件（无锡）ERP上线，向日葵+腾讯会议，库存准确率87%→98.5%',
            rewrite:
              '疫情期间（2020年2月至4月）通过向日葵和腾讯会议远程支持三和紧固件（无锡）ERP上线，库存准确率由87%提升至98.5%',
            fact: '库存准确率',
          },
          {
            text: '做过的客户：瑞丰常州、宏拓模具（昆山）、三和紧固件，两年半一共5个项目，3个MES+2个ERP（宏拓用的是云衡ERP 6.3）',
            rewrite:
              '服务过的客户包括瑞丰常州、宏拓模具（昆山）、三和紧固件，两年半内共参与5个项目，其中MES项目3个、ERP项目2个（宏拓使用云衡ERP 6.3）',
            fact: '两年半',
          },
        ],
      },
      {
        organisation: '南京云衡软件股份有限公司（驻场：常州瑞丰汽车零部件有限公司）',
        role: 'MES实施顾问（外派驻场）',
        start: '2017.05',
        end: '2019.10',
        bullets: [
          {
            text: '劳动合同在云衡南京，常驻瑞丰常州工厂2年多，每月回南京开1次月度周报会；客户做转向节、控制臂的，员工1500人左右',
            rewrite:
              '劳动合同签在云衡南京，常驻瑞丰常州工厂2年多，每月回南京参加1次月度周报会；客户主营转向节、控制臂，员工约1500人',
            fact: '转向节、控制臂',
          },
          {
            text: 'MES一期：云衡MES V7.2，1号/2号车间18条线，工单+报工+质量追溯，18年10月上线；扫码报工率从0做到95%+',
            rewrite:
              'MES一期基于云衡MES V7.2，覆盖1号、2号车间共18条产线，实现工单、报工及质量追溯，于2018年10月上线；扫码报工率由0提升至95%以上',
            fact: '扫码报工率',
          },
          {
            text: '对接客户IT部（当时就3个人）+生产部，十几个关键用户每周开会；蓝图+操作手册一共写了42份',
            rewrite: '对接客户IT部（当时仅3人）及生产部，每周与十几个关键用户开会；共编写蓝图及操作手册42份',
            fact: '42份',
          },
          {
            text: '客户IATF 16949 二方审核前，配合把追溯做到批次级，审核现场抽查12批，全部30分钟内追到',
            rewrite:
              '在客户IATF 16949二方审核前，配合将追溯做到批次级，审核现场抽查12批，全部在30分钟内完成追溯',
            fact: 'IATF 16949',
          },
          {
            text: '2018年度云衡华东区"优秀驻场顾问"（华东实施一共40来人，评3个）',
            rewrite: '获评2018年度云衡华东区“优秀驻场顾问”（华东实施团队共40来人，评选3人）',
            fact: '优秀驻场顾问',
          },
        ],
      },
      {
        organisation: '云衡软件（合肥）技术服务有限公司（云衡软件全资子公司）',
        role: 'ERP实施助理 / 初级实施顾问',
        start: '2015.07',
        end: '2017.04',
        bullets: [
          {
            text: '15年7月毕业进的合肥子公司，跟师傅做家电配件厂的云衡ERP 5.0实施，我负责基础数据（物料编码8000多条、BOM 1200多个）',
            rewrite:
              '2015年7月毕业后加入合肥子公司，跟随师傅实施家电配件厂的云衡ERP 5.0，本人负责基础数据整理（物料编码8000多条、BOM 1200多个）',
            fact: 'BOM 1200多个',
          },
          {
            text: '参与过4个项目（合肥3个+芜湖1个），主要做PP/MM库存模块，期初库存导入差异控制在0.3%以内',
            rewrite: '参与4个项目（合肥3个、芜湖1个），主要负责PP/MM库存模块，期初库存导入差异控制在0.3%以内',
            fact: '0.3%以内',
          },
          {
            text: '月结支持：每月底去客户那驻2~3天，帮财务跑成本计算，出错的单子一张张查',
            rewrite: '负责月结支持：每月底驻客户现场2~3天，协助财务运行成本计算，逐张排查出错单据',
            fact: '成本计算',
          },
          {
            text: '16年下半年开始独立负责1个小项目（合肥同兴塑胶，50个用户），按期上线；17年5月调去南京总部做MES',
            rewrite:
              '2016年下半年起独立负责1个小型项目（合肥同兴塑胶，50个用户），按期上线；2017年5月调至南京总部从事MES实施',
            fact: '同兴塑胶',
          },
        ],
      },
    ],
    education: [
      {
        school: '苏州大学（非全日制）',
        degree: '工程管理硕士（MEM，在读）',
        major: '工程管理',
        start: '2024.09',
        end: '2027.06（预计）',
      },
      {
        school: '江苏科技大学',
        degree: '本科',
        major: '工业工程',
        start: '2011.09',
        end: '2015.06',
      },
    ],
    skills: [
      '云衡MES V7.x/V8.x 全模块（工单、报工、质量追溯、仓储）',
      '云衡ERP 5.0/6.3（PP、MM、库存成本）',
      'SAP PP/MM、用友U8、金蝶K3 接口对接',
      'SQL Server（报表、存储过程）、帆软FineReport',
      '蓝图设计、UAT、上线切换方案、期初数据迁移',
      '项目计划/WBS、CR变更管理、验收与回款跟进',
      '汽车行业质量体系追溯要求、PPAP基础',
      '精益生产基础（OEE、看板、防错）',
      'Visio、MS Project、Excel（Power Query）',
      '关键用户培训、操作手册编写',
    ],
    certificates: [
      'PMP（PMI，2023年）',
      '系统集成项目管理工程师（软考中级，2020年上半年）',
      '云衡MES V8高级认证顾问（云衡软件原厂认证）',
      '机动车驾驶证（C1）',
    ],
  },
  {
    id: 'zh-r15-teacher-xumengqi',
    locale: 'zh-CN',
    name: '徐梦琪',
    email: 'xmq_0917@126.com',
    phone: '152 5019 3376',
    city: '苏州',
    target: '高中数学教师 / 教研组长 — 苏州吴中、园区优先，有编制的优先',
    summary: [
      {
        text: '我有9年初中数学教学经验（前2年是代课），送走过2届初三，23年评上中学一级；希望转到高中数学，也愿意做教研组的工作。',
        rewrite:
          '我有9年初中数学教学经验（其中前2年为代课），已送走2届初三毕业班，2023年评为中学一级教师；希望转向高中数学教学，也愿意承担教研组的相关工作。',
        fact: '9年初中数学教学经验',
      },
      {
        text: '证书：高中数学教资（高级中学 数学，2017年下半年考的），普通话二乙；24年报过区学科骨干，没评上（区里名额只有4个），目前不是骨干教师。',
        rewrite:
          '证书方面：持有高级中学数学教师资格证（2017年下半年取得），普通话水平二级乙等；2024年申报过区学科骨干教师，未评上（区里名额仅4个），目前不是骨干教师。',
        fact: '2017年下半年',
      },
      {
        text: '常用：几何画板、GeoGebra、希沃白板5，智学网做成绩分析(小题得分率/双向细目表)，写过2个课题申报书',
        rewrite:
          '常用工具：几何画板、GeoGebra、希沃白板5；使用智学网进行成绩分析（小题得分率、双向细目表），撰写过2份课题申报书',
        fact: '几何画板、GeoGebra',
      },
    ],
    jobs: [
      {
        organisation: '星澜实验中学教育集团 枫桥校区（原苏州市吴中区枫桥初级中学，2022年9月并入集团后更名）',
        role: '初中数学教师 / 备课组长（2025.09起代理初二年级组长）',
        start: '2022.09',
        end: '至今',
        bullets: [
          {
            text: '现带初二(3)班、(5)班数学，2个班96人（3班49+5班47），兼(3)班班主任；全年级14个班600多个学生，我只带这2个班',
            rewrite:
              '现任初二(3)班、(5)班数学教师，两个班共96人（3班49人、5班47人），兼任(3)班班主任；全年级共14个班、600多名学生，本人任教其中2个班',
            fact: '96人',
          },
          {
            text: '24-25学年期末区统测(初一下)：所教2个班数学平均分112/120（区均分98.6），及格率97.9%，优秀率由38%到52%（24年秋期中→25年6月期末），(3)班年级第2名/共14个班',
            rewrite:
              '2024-2025学年期末区统测（初一下学期）中，所教2个班数学平均分112分（满分120分），区均分98.6分，及格率97.9%；优秀率由2024年秋季期中的38%提升至2025年6月期末的52%，(3)班位列年级第2名（共14个班）',
            fact: '及格率97.9%',
          },
          {
            text: '2024届中考(初三(1)(2)班)：数学满分3人，A+率41%，两个班均分比区均分高11.2分；这届是21年初一接的，22年学校改名后接着带到毕业',
            rewrite:
              '2024届中考（初三(1)班、(2)班）：数学满分3人，A+率41%，两个班均分比区均分高11.2分；该届学生自2021年初一起接手，2022年学校更名后继续任教至毕业',
            fact: '数学满分3人',
          },
          {
            text: '25年9月起代理初二年级组长（原年级组长陈老师休产假，预计26年2月回来），管14个班主任的常规检查+每周一年级例会；数学教研组长是周建华老师，我是初二数学备课组长，备课组4个人',
            rewrite:
              '2025年9月起代理初二年级组长（原年级组长陈老师休产假，预计2026年2月返岗），负责全年级14位班主任的常规检查及每周一的年级例会；数学教研组长为周建华老师，本人担任初二数学备课组长，备课组共4人',
            fact: '代理初二年级组长',
          },
          {
            text: '按2022版新课标，把苏科版七年级上册第4章《一元一次方程》重做成大单元教学设计(6课时)，24年11月区公开课1节；集团《教学常规》第3条要求分层作业，年级题库是我牵头出的，320多道题',
            rewrite:
              '依据2022版新课标，将苏科版七年级上册第4章《一元一次方程》重新设计为大单元教学（共6课时），并于2024年11月开设区级公开课1节；按集团《教学常规》第3条的分层作业要求，牵头编写年级题库，共320多道题',
            fact: '第4章《一元一次方程》',
          },
          {
            text: '集团数学教研组11个人（我是其中之一），每周四下午去本部湖东校区集体备课；参与市级课题《初中数学分层作业设计的实践研究》(立项编号SZJK2023-047，主持人周建华)，负责七年级课例；青蓝工程带2个徒弟(都是23年新入职的)',
            rewrite:
              '作为集团数学教研组11名成员之一，每周四下午到集团本部湖东校区参加集体备课；参与市级课题《初中数学分层作业设计的实践研究》（立项编号SZJK2023-047，主持人为周建华老师），负责七年级课例部分；在青蓝工程中带教2名徒弟（均为2023年新入职教师）',
            fact: 'SZJK2023-047',
          },
        ],
      },
      {
        organisation: '苏州市吴中区枫桥初级中学',
        role: '初中数学教师（兼班主任）',
        start: '2018.09',
        end: '2022.08',
        bullets: [
          {
            text: '18年吴中区招教考进来(在编)，带初一(7)(8)班数学+(7)班班主任，一直带到21年中考；班额都在45人上下，师生比1:45',
            rewrite:
              '2018年通过吴中区教师招聘考试入职（在编），任教初一(7)班、(8)班数学并兼任(7)班班主任，一直带到2021年中考；班额均在45人左右，师生比1:45',
            fact: '师生比1:45',
          },
          {
            text: '2021年中考：(7)(8)两个班数学均分116.3/130，及格率95.6%，区排名第5/共31所初中',
            rewrite:
              '2021年中考中，(7)班、(8)班两个班数学均分116.3分（满分130分），及格率95.6%，在区内31所初中里排名第5',
            fact: '116.3',
          },
          {
            text: '20年疫情网课(2月-5月，差不多一个学期)：钉钉直播+希沃录课，录了62节微课传到学校资源库，后来区里选用了其中9节',
            rewrite:
              '2020年疫情期间（2月至5月，约一个学期）通过钉钉直播授课、用希沃录课，录制62节微课上传至学校资源库，其中9节后来被区里选用',
            fact: '62节微课',
          },
          {
            text: '2019年区初中数学优质课评比二等奖，课题是苏科版八年级上册第3章《勾股定理的逆定理》(借班上课)',
            rewrite:
              '获2019年区初中数学优质课评比二等奖，参评课题为苏科版八年级上册第3章《勾股定理的逆定理》（借班上课）',
            fact: '优质课评比二等奖',
          },
          {
            text: '21年9月接新初一(1)(2)班，22年暑假学校并进星澜集团、改名枫桥校区，人和班都没动',
            rewrite:
              '2021年9月接手新初一(1)(2)班；2022年暑假学校并入星澜实验中学教育集团、更名为枫桥校区，本人及任教班级均未变动',
            fact: '新初一(1)(2)班',
          },
        ],
      },
      {
        organisation: '苏州思远教育培训中心（木渎校区）',
        role: '初中数学兼职老师（周末+寒暑假）',
        start: '2017.03',
        end: '2019.01',
        bullets: [
          {
            text: '周六日带初二、初三数学小班，每班8-10人，一周6课时(1课时=2小时)',
            rewrite: '每周六、周日教授初二、初三数学小班课，每班8-10人，每周6课时（每课时2小时）',
            fact: '每班8-10人',
          },
          {
            text: '18年暑假集训一期开了3个班，一共27个学生，结课测评平均提了14.5分',
            rewrite: '2018年暑假集训一期开设3个班，共27名学生，结课测评平均提高14.5分',
            fact: '14.5分',
          },
          {
            text: '续报率17年秋→18年春82%(机构平均65%左右)，家长评价4.8/5；校区老师一共23个(含全职)，期末评优拿了第3名',
            rewrite:
              '2017年秋季至2018年春季续报率82%（机构平均约65%），家长评价4.8/5；在校区全部23名老师（含全职）中期末评优位列第3名',
            fact: '4.8/5',
          },
          {
            text: '18年9月入编后只留了周日上午1个班，19年1月寒假前交接给别的老师，之后没再做校外兼职(在职老师不允许有偿补课)',
            rewrite:
              '2018年9月入编后仅保留周日上午1个班，2019年1月寒假前交接给其他老师，此后未再从事校外兼职（在职教师不得有偿补课）',
            fact: '周日上午1个班',
          },
        ],
      },
      {
        organisation: '苏州市相城区渭塘镇第二初级中学',
        role: '代课教师（初中数学，非在编，顶产假岗）',
        start: '2016.09',
        end: '2018.07',
        bullets: [
          {
            text: '顶一个休产假老师的岗，带初一(1)(2)班数学，一周14节，没当班主任',
            rewrite: '接替一位休产假老师的岗位，任教初一(1)班、(2)班数学，每周14节课，未担任班主任',
            fact: '14节',
          },
          {
            text: '17-18学年接着带初二，期末区调研两个班均分由76.5到84.2(满分100)，及格率从71%到88%',
            rewrite:
              '2017-2018学年继续任教初二，期末区调研中两个班均分由76.5分提升至84.2分（满分100分），及格率由71%提升至88%',
            fact: '84.2',
          },
          {
            text: '学校数学组十来个老师，我跟着师傅钱老师听课，一学期听课40节以上，写了2本教学反思',
            rewrite: '学校数学组共有十来位老师，本人跟随师傅钱老师听课，每学期听课40节以上，撰写教学反思2本',
            fact: '40节以上',
          },
          {
            text: '18年4月考吴中区招教，笔试第3名/该岗位报名67人，面试完总分第2，18年9月入编(去了枫桥初中)',
            rewrite:
              '2018年4月参加吴中区教师招聘考试，笔试第3名（该岗位报名67人），面试后总分排名第2，2018年9月入编（入职枫桥初中）',
            fact: '报名67人',
          },
        ],
      },
    ],
    education: [
      {
        school: '苏州大学（教育学院）',
        degree: '教育硕士（非全日制，在读）',
        major: '学科教学（数学）',
        start: '2023.09',
        end: '2026.06（预计）',
      },
      {
        school: '淮阴师范学院',
        degree: '本科',
        major: '数学与应用数学（师范）',
        start: '2012.09',
        end: '2016.06',
      },
    ],
    skills: [
      '初中数学全学段教学（苏科版七~九年级）',
      '2022版课标大单元教学设计',
      '分层作业设计、校本题库建设',
      '几何画板 / GeoGebra / 希沃白板',
      '智学网成绩分析（小题得分率、双向细目表）',
      '中考复习备考（一轮、二轮、专题课）',
      '班主任工作、家校沟通',
      '课题申报书、结题报告撰写',
      '钉钉直播、微课录制',
      '青年教师带教（青蓝工程）',
    ],
    certificates: ['教师资格证（高级中学 数学）', '普通话水平测试二级乙等', '中学一级教师（职称，2023年）'],
  },
  {
    id: 'en-heldout-s20c',
    locale: 'en-US',
    name: 'Corey A. Lindqvist',
    email: 'corey.lindqvist@outlook.com',
    phone: '(541) 555-0143',
    city: 'Albany, OR',
    target:
      'Chief Operator / Water Treatment Superintendent — municipal utility or special district, mid-Willamette Valley',
    summary: [
      {
        text: 'I have 12 yrs in water/wastewater — 3 yrs contract WWTP ops, 5 at the City plant, lead operator on B shift since the plant went to CVWA in 2021.',
        rewrite:
          'I have 12 years in water and wastewater: 3 years in contract wastewater treatment plant operations, 5 at the City plant, and lead operator on B shift since the plant went to CVWA in 2021.',
        fact: 'CVWA in 2021',
      },
      {
        text: 'Surface water (Santiam R.), conventional filtration, 14 MGD design. Acting Chief Operator 9 of 12 months in 2023 — never got the title.',
        rewrite:
          'Experienced in conventional filtration of surface water from the Santiam River at a 14 MGD design plant; served as acting Chief Operator for 9 of 12 months in 2023 without ever receiving the title.',
        fact: '9 of 12 months',
      },
      {
        text: 'Certs: OR WT III + WD II, WW I still active. Studying for WT IV (exam not taken yet) — want to move up to Chief Op / Superintendent.',
        rewrite:
          'Hold Oregon Water Treatment Grade III (WT III) and Water Distribution Grade II (WD II), with my Wastewater Treatment Grade I (WW I) still active; studying for WT IV (exam not yet taken) to move up to Chief Operator or Superintendent.',
        fact: 'WT III',
      },
    ],
    jobs: [
      {
        organisation:
          'Cascade Valley Water Authority (CVWA) – Santiam River WTP, Albany, OR (plant transferred from City of Millbrook 7/1/2021)',
        role: 'Lead Operator – Water Treatment, B Shift (acting Chief Operator 3/2023–11/2023)',
        start: '2021.07',
        end: 'Present',
        bullets: [
          {
            text: "Lead on B shift: 4 operators + 1 OIT, 12s on a 2-2-3 rotation. Plant 14 MGD design, ~6.5 MGD avg in winter, 11.8 MGD peak day Aug '24",
            rewrite:
              'Lead B shift with 4 operators and 1 operator-in-training (OIT) on 12-hour shifts in a 2-2-3 rotation; the plant is rated at 14 MGD, averages about 6.5 MGD in winter and hit an 11.8 MGD peak day in Aug 2024',
            fact: '11.8 MGD',
          },
          {
            text: 'Acting CO 3/2023–11/2023 after CO Jim Harlan retired (position frozen til the FY24 budget) — signed monthly OHA ops reports, SWTR CT calcs, put together the 2023 CCR. Title stayed Lead Operator, got a 5% out-of-class differential',
            rewrite:
              'Served as acting Chief Operator (CO) from 3/2023 to 11/2023 after Chief Operator Jim Harlan retired and the position was frozen until the FY24 budget: signed the monthly OHA operations reports, ran the Surface Water Treatment Rule (SWTR) CT calculations and put together the 2023 Consumer Confidence Report (CCR); my title stayed Lead Operator, with a 5% out-of-class differential',
            fact: 'Jim Harlan',
          },
          {
            text: 'Filter 6 & 7 media rehab 2022 (contractor did the work, I ran the filter-to-waste + startup testing) — IFE went 0.3 NTU → avg 0.06 NTU; CFE 95th %ile 0.08 NTU vs the 0.3 limit (LT2 / IESWTR)',
            rewrite:
              'During the 2022 media rehabilitation of Filters 6 and 7, which a contractor carried out, ran filter-to-waste and startup testing; individual filter effluent (IFE) turbidity went from 0.3 NTU to an average of 0.06 NTU, with the 95th percentile combined filter effluent (CFE) at 0.08 NTU against the 0.3 limit (LT2 / IESWTR)',
            fact: '0.06 NTU',
          },
          {
            text: 'Trained 38 new hires + seasonal staff authority-wide on confined space entry (1 class, Apr 2022) — HR asked, they are not my crew',
            rewrite:
              "Trained 38 new hires and seasonal staff across the authority in confined space entry (1 class, Apr 2022) at HR's request; they are not on my crew",
            fact: '38 new hires',
          },
          {
            text: 'Lead & Copper: ran the 2024 round — 60 of 60 tap samples back, 90th %ile Pb 4 ppb (AL 15), Cu 0.41 mg/L (AL 1.3)',
            rewrite:
              'Ran the 2024 Lead and Copper sampling round with 60 of 60 tap samples returned: 90th percentile lead at 4 ppb (action level 15) and copper at 0.41 mg/L (action level 1.3)',
            fact: '60 of 60',
          },
          {
            text: "SCADA cutover Ignition 7.9 → 8.1 at CVWA, Oct '22 — integrator Ridgeline Controls did the cutover, I did the alarm list (412 tags → 186 after cleanup)",
            rewrite:
              'For the SCADA cutover from Ignition 7.9 to 8.1 at CVWA in Oct 2022, which the integrator Ridgeline Controls carried out, prepared the alarm list, cutting it from 412 tags to 186 after cleanup',
            fact: '412 tags',
          },
        ],
      },
      {
        organisation:
          'City of Millbrook – Public Works, Water Division (Santiam River WTP; plant went to Cascade Valley Water Authority 7/2021)',
        role: 'Water Treatment Operator I → II (promoted Nov 2017)',
        start: '2016.05',
        end: '2021.06',
        bullets: [
          {
            text: 'One of 9 operators on rotating 12s, plant staffed 24/7/365; 2nd on B shift behind the Lead from 2019',
            rewrite:
              'One of 9 operators on rotating 12-hour shifts at a plant staffed 24/7/365; 2nd on B shift behind the lead operator from 2019',
            fact: '9 operators',
          },
          {
            text: 'Daily jar tests + coag dosing (ACH / PAC), raw turbidity 2–180 NTU, Dec 2019 storm peaked 310 NTU — kept settled water <2 NTU most days',
            rewrite:
              'Ran daily jar tests and set coagulant dosing (ACH and PAC) for raw water turbidity of 2–180 NTU, which peaked at 310 NTU in the Dec 2019 storm, keeping settled water under 2 NTU on most days',
            fact: '310 NTU',
          },
          {
            text: 'OHA sanitary survey 2019: 0 deficiencies, 2 recommendations — both assigned to me to close (CL2 analyzer calibration log, hatch screen on Clearwell #2)',
            rewrite:
              'In the 2019 OHA sanitary survey the plant had 0 deficiencies and 2 recommendations, both assigned to me to close: the chlorine (CL2) analyzer calibration log and the hatch screen on Clearwell #2',
            fact: 'Clearwell #2',
          },
          {
            text: 'Gas Cl2 (1-ton cylinders) → 12.5% sodium hypo conversion 2018 — wrote the 14-page SOP w/ the Chief Op, Section 4 = spill response',
            rewrite:
              'For the 2018 conversion from gas chlorine (Cl2, 1-ton cylinders) to 12.5% sodium hypochlorite, wrote the 14-page SOP with the Chief Operator, including Section 4 on spill response',
            fact: '14-page SOP',
          },
          {
            text: 'New backwash sequence screens in Ignition 7.9 w/ city IT (Ridgeline Controls on call) — backwash water down ~22%, from 3.1% of production to 2.4%',
            rewrite:
              'Worked with city IT on Ignition 7.9 screens for the new backwash sequence, with Ridgeline Controls on call, bringing backwash water down about 22%, from 3.1% of production to 2.4%',
            fact: '3.1% of production',
          },
          {
            text: 'Top Ops contest, Cascadia Water Works Assn. conference 2019 — our 3-person plant team placed 2nd of 11 (I was the alternate)',
            rewrite:
              'At the 2019 Cascadia Water Works Association conference Top Ops contest, our 3-person plant team, on which I was the alternate, placed 2nd of 11',
            fact: '2nd of 11',
          },
        ],
      },
      {
        organisation:
          'Pacific Crest Analytical Labs, Corvallis, OR (ORELAP-accredited drinking water lab) — part-time weekends, ~16 hrs/wk',
        role: 'Laboratory Technician',
        start: '2018.09',
        end: '2021.03',
        bullets: [
          {
            text: 'Sat/Sun routes: bacti samples for 22 small systems (RV parks, schools, 2 mobile home parks) under the Total Coliform Rule, ~70 samples/wknd',
            rewrite:
              'Ran Saturday and Sunday routes collecting bacteriological samples for 22 small systems (RV parks, schools and 2 mobile home parks) under the Total Coliform Rule, about 70 samples a weekend',
            fact: '70 samples',
          },
          {
            text: 'Colilert (IDEXX) P/A + Quanti-Tray, 18–22 hr incubation @ 35°C; EPA 524.2 VOC vials handed off to the chem bench (not my method)',
            rewrite:
              'Ran Colilert (IDEXX) presence/absence and Quanti-Tray tests with 18–22 hour incubations at 35°C, and handed EPA 524.2 VOC vials off to the chemistry bench (not my method)',
            fact: 'Quanti-Tray',
          },
          {
            text: 'PT study 2020: 5 out of 6 coliform unknowns right (the 6th was a false +, I got retrained)',
            rewrite:
              'In the 2020 proficiency testing (PT) study, got 5 out of 6 coliform unknowns right; the 6th was a false positive, and I was retrained',
            fact: '5 out of 6',
          },
          {
            text: 'Chain of custody + entry in Element LIMS v5 — 2 techs + me on weekends for ~2.5 yrs; lab mgr Dr. Anita Marchetti, PhD signs every report',
            rewrite:
              'Handled chain of custody and entry in Element LIMS v5, working weekends with 2 other technicians for about 2.5 years; the lab manager, Dr. Anita Marchetti, PhD, signs every report',
            fact: 'Element LIMS v5',
          },
        ],
      },
      {
        organisation:
          'Clearbrook Utility Services, Inc. (contract O&M for the City of Halsey Lake WWTP), Halsey Lake, OR',
        role: 'Wastewater Operator (OIT → WW Grade I)',
        start: '2013.03',
        end: '2016.04',
        bullets: [
          {
            text: 'Contract ops at Halsey Lake WWTP (2.2 MGD activated sludge, NPDES permit OR-0021857) — Clearbrook was my employer, the City owns the plant; crew of 5 incl. me',
            rewrite:
              'Worked contract operations at the Halsey Lake WWTP (2.2 MGD activated sludge, NPDES permit OR-0021857) as a Clearbrook employee at the city-owned plant, on a crew of 5 including me',
            fact: '2.2 MGD',
          },
          {
            text: 'Monthly DMR data entry: permit needs 85% BOD5/TSS removal — plant averaged 96% BOD, 94% TSS in 2015; 1 exceedance (ammonia, Aug 2014, summer limit 4.0 mg/L)',
            rewrite:
              'Entered the monthly DMR data against a permit requirement of 85% BOD5/TSS removal; the plant averaged 96% BOD and 94% TSS removal in 2015, with 1 exceedance (ammonia, Aug 2014, summer limit 4.0 mg/L)',
            fact: '94% TSS',
          },
          {
            text: "On-call nights/wknds 1 wk in 4 — 11 lift stations on Mission M800 RTUs; worst one Thanksgiving '15, LS #7 pump failure, ~3,000 gal SSO reported to DEQ within 24 hrs",
            rewrite:
              'Took night and weekend on-call 1 week in 4, covering 11 lift stations on Mission M800 RTUs; the worst call was a pump failure at Lift Station #7 on Thanksgiving 2015, with a sanitary sewer overflow (SSO) of about 3,000 gallons reported to DEQ within 24 hours',
            fact: '11 lift stations',
          },
          {
            text: 'Passed WW Grade I exam Feb 2014 on the 2nd try (68 → 74, 70 to pass) — OIT before that',
            rewrite:
              'Passed the Wastewater Grade I exam in Feb 2014 on the 2nd try (68, then 74, with 70 needed to pass); was an operator-in-training (OIT) before that',
            fact: 'Feb 2014',
          },
          {
            text: 'Belt press ~3 days/wk, Class B biosolids land-applied on 2 farms under the DEQ biosolids permit, ~180 dry tons/yr',
            rewrite:
              'Ran the belt press about 3 days a week, with Class B biosolids land-applied on 2 farms under the DEQ biosolids permit, about 180 dry tons a year',
            fact: '180 dry tons',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Willamette Valley Community College, Salem, OR',
        degree: 'Associate of Applied Science (AAS)',
        major: 'Water & Environmental Technology',
        start: '2011.09',
        end: '2013.06',
      },
      {
        school: 'Cascadia State University – Extended Campus (online)',
        degree: 'Non-degree (2 courses: Hydraulics, Water Chemistry)',
        major: 'Environmental Engineering Technology',
        start: '2019.01',
        end: '2019.06',
      },
    ],
    skills: [
      'Conventional filtration: coag / floc / sed, dual-media filters, backwash',
      'Jar testing, ACH / PAC dosing, streaming current monitor',
      'Disinfection: 12.5% sodium hypo, CT calcs (SWTR / LT2)',
      'SCADA: Ignition (operator screens, alarm config), Mission RTUs',
      'Hach TU5300 turbidimeters + CL17 chlorine analyzers — calibration',
      'Lead & Copper sampling, CCR prep, monthly OHA reports',
      'Wastewater: activated sludge, belt press, DMRs',
      'Colilert P/A, chain of custody',
      'Confined space entry, LOTO',
      'Cityworks CMMS work orders',
      'Excel (daily ops log, CT spreadsheet)',
    ],
    certificates: [
      'Oregon Water Treatment Operator – Grade III (WT III), 2020',
      'Oregon Water Distribution Operator – Grade II (WD II), 2019',
      'Oregon Wastewater Treatment Operator – Grade I (WW I), 2014',
      'Adult CPR / First Aid / AED – American Red Cross (exp. 09/2026)',
    ],
  },
  {
    id: 'en-r16-electrician-delacruz',
    locale: 'en-US',
    name: 'Rogelio "Roy" Delacruz',
    email: 'roy.delacruz.electric@gmail.com',
    phone: '(281) 555-0146',
    city: 'La Porte, TX',
    target:
      'Electrical Foreman / Superintendent — commercial & industrial (petrochem, MCC/switchgear), Houston – Gulf Coast',
    summary: [
      {
        text: 'I have 12 yrs in the trade, commercial + industrial — 4 yr apprenticeship at Brazos Ridge, journeyman since 2017, working foreman at Gulfway/Trident since Nov 2022 running a crew of 6-9.',
        rewrite:
          'I have 12 years in the trade across commercial and industrial work: a 4-year apprenticeship at Brazos Ridge, journeyman since 2017, and working foreman at Gulfway/Trident since Nov 2022, running a crew of 6-9.',
        fact: 'since Nov 2022',
      },
      {
        text: "Texas Journeyman Electrician lic. (TDLR #1843207) — Master lic. in progress: TDLR approved my app 03/2025, haven't passed the exam yet (sat it once, 68, need 70). OSHA 30 (2023) + NFPA 70E qualified person training every yr.",
        rewrite:
          'Hold a Texas Journeyman Electrician license (TDLR #1843207); my master license is in progress: TDLR approved my application in 03/2025, but I have not passed the exam yet (took it once and scored 68 against the 70 needed). Completed OSHA 30 (2023) and take NFPA 70E qualified-person training every year.',
        fact: 'TDLR #1843207',
      },
      {
        text: "Mostly 480/277V distribution, MCCs, VFDs, lighting & controls; some 4.16 kV + 13.8 kV terminations w/ the cable splicers (I don't make the splices — not MV certified).",
        rewrite:
          'Work mostly on 480/277V distribution, MCCs, VFDs, lighting and controls, with some 4.16 kV and 13.8 kV terminations alongside the cable splicers (I do not make the splices myself, as I am not certified for medium voltage).',
        fact: '13.8 kV',
      },
    ],
    jobs: [
      {
        organisation:
          'Trident Power Services, Inc. – Gulf Coast Industrial, Pasadena, TX (acquired Gulfway Electrical Contractors, 06/2022)',
        role: 'Working Foreman – Industrial (Crew 3)',
        start: '2022.11',
        end: 'Present',
        bullets: [
          {
            text: "Crew 3 = me + 2-3 journeymen + 3-5 apprentices/helpers (6-9 ppl depending on the job). Report to our GF Marty Oakes — he's over 4 crews / ~34 ppl, the other 3 crews have their own foremen, I only run mine",
            rewrite:
              'Run Crew 3: myself, 2-3 journeymen and 3-5 apprentices or helpers (6-9 people depending on the job), reporting to our general foreman (GF), Marty Oakes, who is over 4 crews of about 34 people; the other 3 crews have their own foremen and I run only mine',
            fact: 'Marty Oakes',
          },
          {
            text: "Lone Star Petrochem Baytown, Unit 40 MCC replacement Q4'23–Q1'24: set MCC-3 (480V, 1200A bus, 22 buckets), pulled ~9,800 ft of #12 THHN + 3/C #10 tray cable, terminated 64 motor leads. Budget 2,450 MH, finished at 2,290 MH",
            rewrite:
              'On the Unit 40 MCC replacement at Lone Star Petrochem Baytown (Q4 2023 – Q1 2024), set MCC-3 (480V, 1200A bus, 22 buckets), pulled about 9,800 ft of #12 THHN and 3/C #10 tray cable and terminated 64 motor leads, finishing at 2,290 manhours against a budget of 2,450 manhours',
            fact: 'MCC-3',
          },
          {
            text: 'Spring TA Mar 2024 at the same plant (21 days, 12-hr nights): knocked out 31 motor swaps + 14 VFD installs (ABB ACS880, 25–150 HP), 0 recordables, 0 rework from QC',
            rewrite:
              'During the spring turnaround (TA) in Mar 2024 at the same plant (21 days of 12-hour nights), completed 31 motor swaps and 14 VFD installations (ABB ACS880, 25–150 HP) with 0 recordables and 0 rework from QC',
            fact: 'ABB ACS880',
          },
          {
            text: "Clearwater Logistics Park Bldg 11 (tilt-wall warehouse, Q3'24–Q1'25): ran about 14,600 ft of 3/4\" EMT + 2,100 ft of 2\" RMC, set 18 panels (480/277V + 208/120V off 6 xfmrs, 75–225 kVA), perm power Dec 12 2024. 1 of 2 crews on that job — the other was Dale Pruitt's",
            rewrite:
              'At Clearwater Logistics Park Building 11, a tilt-wall warehouse (Q3 2024 – Q1 2025), installed about 14,600 ft of 3/4" EMT and 2,100 ft of 2" rigid metal conduit (RMC) and set 18 panels (480/277V and 208/120V fed from 6 transformers, 75–225 kVA), with permanent power on Dec 12, 2024; mine was 1 of 2 crews on the job, the other being Dale Pruitt\'s',
            fact: '14,600 ft',
          },
          {
            text: '2-wk lookaheads + daily manpower/material sheets for my crew in Procore, T&M tags on CO work — 11 COs written up in 2024 (~$186K). PM (Lisa Tran) prices + approves them, not me',
            rewrite:
              'Prepare 2-week lookaheads and daily manpower and material sheets for my crew in Procore and write T&M tags on change-order work: 11 change orders written up in 2024 (about $186K), which the project manager, Lisa Tran, prices and approves, not me',
            fact: '$186K',
          },
          {
            text: '70E on every hot job — write the EEWP + LOTO for 480V MCC work (PPE Cat 2, 8 cal/cm²). Crew: 0 recordables 2023-2024, 1 first aid. Mentoring 3 2nd-yr apprentices on the crew right now',
            rewrite:
              'Apply NFPA 70E on every energized job, writing the energized electrical work permit (EEWP) and LOTO for 480V MCC work (PPE Category 2, 8 cal/cm²); my crew had 0 recordables in 2023-2024 and 1 first aid case, and I am currently mentoring 3 second-year apprentices on the crew',
            fact: '8 cal/cm²',
          },
        ],
      },
      {
        organisation:
          'Gulfway Electrical Contractors, Inc., Pasadena, TX (acquired by Trident Power Services, 06/2022)',
        role: 'Journeyman Electrician – Industrial',
        start: '2019.04',
        end: '2022.10',
        bullets: [
          {
            text: "1 of 4 journeymen on Rick Salas's crew (he was the foreman) on the Lone Star Petrochem Baytown maintenance contract — ~40 hrs/wk on site + call-outs. We had 3 crews in the plant, ~25 ppl",
            rewrite:
              "Worked as one of 4 journeymen on foreman Rick Salas's crew under the Lone Star Petrochem Baytown maintenance contract, about 40 hours a week on site plus call-outs, with 3 of our crews in the plant totaling about 25 people",
            fact: 'Rick Salas',
          },
          {
            text: 'Acting foreman 7 wks Jun–Jul 2021 while Rick was out (knee surgery) — ran his crew of 5, signed timesheets, GF still did manpower + POs. Back to JW when he came back',
            rewrite:
              'Served as acting foreman for 7 weeks in Jun–Jul 2021 while Rick was out for knee surgery, running his crew of 5 and signing timesheets while the general foreman still handled manpower and purchase orders; returned to journeyman work when he came back',
            fact: 'Jun–Jul 2021',
          },
          {
            text: "Sub 2 upgrade 2020: pulled 3 parallel sets of 500 kcmil (~420 ft each) to the new 2000A 480V switchboard, megger'd all at 1000V (all >2 GΩ). Helped the splicers on the 15 kV terminations, didn't make them",
            rewrite:
              'On the 2020 Substation 2 upgrade, pulled 3 parallel sets of 500 kcmil (about 420 ft each) to the new 2000A, 480V switchboard and megger-tested every conductor at 1000V (all above 2 GΩ); helped the splicers on the 15 kV terminations without making them myself',
            fact: '500 kcmil',
          },
          {
            text: "~6-10 WOs/wk in SAP PM: MCC buckets, heat trace, 120V ckts, 4-20mA loops w/ the I&E techs. Our unit's open WO backlog 38 → 15 over 2020",
            rewrite:
              "Worked about 6-10 work orders a week in SAP PM covering MCC buckets, heat trace, 120V circuits and 4-20mA loops with the I&E technicians; our unit's open work order backlog went from 38 to 15 over 2020",
            fact: 'SAP PM',
          },
          {
            text: 'Winter Storm Uri Feb 2021: 5 straight days of call-outs, got heat trace back on ~60 circuits, swapped 2 freeze-damaged 480V MOV actuators',
            rewrite:
              'During Winter Storm Uri in Feb 2021, worked 5 straight days of call-outs, restoring heat trace on about 60 circuits and replacing 2 freeze-damaged 480V MOV actuators',
            fact: 'Winter Storm Uri',
          },
          {
            text: 'After Trident bought Gulfway (06/2022): put in their foreman track — 40-hr NCCER-based class done Sep 2022, made working foreman 11/2022',
            rewrite:
              'After Trident acquired Gulfway in 06/2022, was placed in its foreman track, completing the 40-hour NCCER-based class in Sep 2022 and being promoted to working foreman in 11/2022',
            fact: 'Sep 2022',
          },
        ],
      },
      {
        organisation: 'Brazos Ridge Electric, LLC, Houston, TX',
        role: 'Journeyman Electrician – Commercial',
        start: '2017.06',
        end: '2019.03',
        bullets: [
          {
            text: 'Got my TX journeyman lic. Jun 2017, passed 1st try (NEC 2014 cycle back then). Stayed at Brazos Ridge as a JW on commercial',
            rewrite:
              'Earned my Texas journeyman license in Jun 2017, passing on the first try (on the NEC 2014 cycle at the time), and stayed at Brazos Ridge as a journeyman on commercial work',
            fact: 'NEC 2014',
          },
          {
            text: '3-story medical office bldg in Katy, ~62,000 sf, 2018: ran all branch on Level 2 — 3/4" EMT + MC where allowed, #12 THHN, 11 panels LP-2A thru LP-2K (NEC 2017)',
            rewrite:
              'On a 3-story, roughly 62,000 sq ft medical office building in Katy in 2018, installed all branch circuits on Level 2 in 3/4" EMT and MC cable where allowed, with #12 THHN, for 11 panels (LP-2A through LP-2K) under NEC 2017',
            fact: 'LP-2A',
          },
          {
            text: 'Tenant finish-outs: knocked out ~25 suites 2017-2018 (retail + office), usually 2-man w/ an apprentice, 3-5 days per suite',
            rewrite:
              'Completed about 25 tenant finish-out suites (retail and office) in 2017-2018, usually as a 2-person team with an apprentice, at 3-5 days per suite',
            fact: '3-5 days per suite',
          },
          {
            text: 'Programmed nLight + Lutron Vive lighting controls on 4 jobs, passed City of Houston 2015 IECC lighting inspections 1st try',
            rewrite:
              "Programmed nLight and Lutron Vive lighting controls on 4 jobs, passing the City of Houston's 2015 IECC lighting inspections on the first try",
            fact: 'Lutron Vive',
          },
          {
            text: 'FA rough-in on 2 Pasadena ISD schools: 3/4" + FPLP for the FA sub, about 180 devices — I roughed in, the sub terminated + programmed',
            rewrite:
              'Roughed in fire alarm on 2 Pasadena ISD schools, running 3/4" conduit and FPLP cable for the fire alarm subcontractor for about 180 devices; the subcontractor terminated and programmed them',
            fact: 'about 180 devices',
          },
          {
            text: "Under foreman Gil Arceneaux on the co's biggest job (~12 electricians). Not a lead — broke in 2 new 1st-yr apprentices summer '18",
            rewrite:
              "Worked under foreman Gil Arceneaux on the company's biggest job, with about 12 electricians; not a lead, but broke in 2 new first-year apprentices in summer 2018",
            fact: 'Gil Arceneaux',
          },
        ],
      },
      {
        organisation: 'Brazos Ridge Electric, LLC, Houston, TX',
        role: 'Electrical Apprentice (IEC 4-yr program)',
        start: '2013.05',
        end: '2017.05',
        bullets: [
          {
            text: 'IEC Texas Gulf Coast apprenticeship, 4 yrs: 8,000 OJT hrs + ~576 classroom hrs (nights 2x/wk), graduated May 2017, 3 of 41 in my class',
            rewrite:
              'Completed the 4-year IEC Texas Gulf Coast apprenticeship with 8,000 on-the-job training hours and about 576 classroom hours (2 nights a week), graduating in May 2017 ranked 3 of 41 in my class',
            fact: '3 of 41',
          },
          {
            text: 'Started as a helper: bending 1/2"–2" EMT (hand + Greenlee 555), pulling wire, rough-in on ~30 tract homes my 1st yr, then commercial',
            rewrite:
              'Started as a helper, bending 1/2"–2" EMT by hand and with a Greenlee 555, pulling wire and roughing in about 30 tract homes in my first year before moving to commercial work',
            fact: 'Greenlee 555',
          },
          {
            text: '4th yr: my own service changes w/ a helper (JW checked + signed off) — 200A resi up to 400A 120/208V 3-ph commercial, ~15 of them',
            rewrite:
              'In my fourth year, handled my own service changes with a helper, checked and signed off by a journeyman: from 200A residential up to 400A 120/208V three-phase commercial, about 15 in all',
            fact: '400A 120/208V',
          },
          {
            text: '2nd place, IEC Texas Gulf Coast apprentice wiring contest 2016 (motor control: 3-wire start/stop, jog, reversing)',
            rewrite:
              'Took 2nd place in the 2016 IEC Texas Gulf Coast apprentice wiring contest (motor control: 3-wire start/stop, jog and reversing)',
            fact: '2nd place',
          },
        ],
      },
    ],
    education: [
      {
        school: 'IEC Texas Gulf Coast (Independent Electrical Contractors), Houston, TX',
        degree: 'Apprenticeship Completion – DOL-registered 4-yr Electrical Apprenticeship',
        major: 'Commercial / Industrial Electrical',
        start: '2013.08',
        end: '2017.05',
      },
      {
        school: 'San Jacinto College – Central Campus, Pasadena, TX',
        degree: 'Certificate of Technology',
        major: 'Electrical Technology',
        start: '2011.08',
        end: '2012.12',
      },
    ],
    skills: [
      'NEC 2017 / 2020 / 2023 (TX on the 2023 NEC since 9/2023)',
      'NFPA 70E-2024: EEWPs, LOTO, arc flash boundaries + PPE cats',
      '480/277V + 208/120V distribution, MCCs, switchboards up to 2000A',
      'VFDs: ABB, Allen-Bradley PowerFlex 525/755',
      'Conduit: EMT 1/2"–4", RMC, PVC-coated rigid, cable tray; hand + Greenlee benders (555, 881)',
      'Wire pulling: tuggers, parallel sets, tray cable',
      'Megger / IR testing, Fluke 1587 FC, motor rotation + phasing',
      'Lighting controls (nLight, Lutron)',
      'Procore (lookaheads, dailies), SAP work orders, Bluebeam markups + as-builts',
      'Manhour tracking, T&M tags, material takeoffs',
      'Bilingual English / Spanish (run my crew in both)',
      'TWIC card; First Aid/CPR (Red Cross, expired 08/2023)',
    ],
    certificates: [
      'Texas Journeyman Electrician License – TDLR #1843207 (since 06/2017)',
      'OSHA 30-Hour Construction (2023)',
      'NFPA 70E Qualified Electrical Worker Training (annual, last 01/2025)',
    ],
  },
  {
    id: 'en-r16-sales-ae-whitfield',
    locale: 'en-US',
    name: 'Tyler J. Whitfield',
    email: 'tyler.whitfield.sales@gmail.com',
    phone: '(720) 555-0164',
    city: 'Littleton, CO',
    target:
      'Enterprise Account Executive or First-Line Sales Manager (AE team) — B2B SaaS, Denver / remote (MT or CT)',
    summary: [
      {
        text: "I have 8+ yrs in B2B SaaS sales — SDR → AE → Sr. AE at 2 cos (freight TMS, then AP automation). Biggest deal: Harmon Regional Health, $1.14M TCV / 3 yrs, closed Dec '24 — Corvana's largest new logo to date.",
        rewrite:
          "I have 8+ years in B2B SaaS sales, progressing from SDR to Account Executive to Senior Account Executive at 2 companies (freight TMS, then AP automation); my biggest deal was Harmon Regional Health, $1.14M in total contract value (TCV) over 3 years, closed in Dec 2024 and Corvana's largest new logo to date.",
        fact: '$1.14M',
      },
      {
        text: "FY24: 131% of a $1.2M quota, #2 of 18 AEs in NA + President's Club (Cabo, Mar '25). Hit 100%+ in 4 of the last 6 yrs (misses: 97% in 2020/COVID, 94% FY22 ramp yr).",
        rewrite:
          "In FY24, reached 131% of a $1.2M quota, ranking #2 of 18 AEs in North America and making President's Club (Cabo, Mar 2025); hit 100%+ of quota in 4 of the last 6 years, the misses being 97% in 2020 during COVID and 94% in FY22, my ramp year.",
        fact: '4 of the last 6',
      },
      {
        text: 'Acting team lead Jun–Sep 2024 (6 AEs) while my mgr was on parental leave — no mgr title yet. Sandler-trained (2020), MEDDICC Practitioner cert in progress (module 3 of 5), HubSpot Inbound Sales cert lapsed.',
        rewrite:
          'Served as acting team lead for 6 AEs from Jun–Sep 2024 while my manager was on parental leave, without yet holding a manager title; Sandler-trained (2020), with the MEDDICC Practitioner certification in progress (module 3 of 5) and a lapsed HubSpot Inbound Sales certification.',
        fact: 'module 3 of 5',
      },
    ],
    jobs: [
      {
        organisation: 'Corvana, Inc. (AP & spend automation SaaS), Denver, CO',
        role: 'Senior Account Executive – Enterprise (West)',
        start: '2023.12',
        end: 'Present',
        bullets: [
          {
            text: "FY24 (Feb '24–Jan '25): $1.57M new ARR closed vs $1.2M quota = 131%, #2 of 18 AEs in NA. FY25 thru Q3: 88% of $1.35M w/ Q4 (Nov–Jan) still open",
            rewrite:
              'In FY24 (Feb 2024–Jan 2025), closed $1.57M in new ARR against a $1.2M quota for 131%, ranking #2 of 18 AEs in North America; FY25 through Q3 stands at 88% of $1.35M, with Q4 (Nov–Jan) still open',
            fact: '$1.57M',
          },
          {
            text: "Harmon Regional Health (14 hospitals, ~$2.3B annual AP spend): closed Dec '24, $1.14M TCV / 3-yr = $380K ACV. 11-mo cycle, 9-person buying committee, ran MEDDICC w/ our SE Owen Baptiste + our CFO as exec sponsor",
            rewrite:
              'Closed Harmon Regional Health (14 hospitals, about $2.3B in annual AP spend) in Dec 2024: $1.14M in total contract value over 3 years, or $380K ACV, after an 11-month cycle with a 9-person buying committee, running MEDDICC with our sales engineer, Owen Baptiste, and our CFO as executive sponsor',
            fact: '$380K ACV',
          },
          {
            text: 'New logo Pinecrest Foods (knew their VP Finance from my Haulpath days) — AP + Expense, $212K ACV, signed 11/2024 after a 5-mo cycle, 6 entities on NetSuite OneWorld',
            rewrite:
              'Won Pinecrest Foods as a new logo, drawing on my relationship with their VP of Finance from my Haulpath days: the AP and Expense modules at $212K ACV, signed 11/2024 after a 5-month cycle and covering 6 entities on NetSuite OneWorld',
            fact: '$212K ACV',
          },
          {
            text: 'Stacked ~$4.8M open pipe for FY25 = 3.6x coverage on $1.35M; ~60% self-sourced (Sales Nav + 2 CFO dinners). S2+ win rate 33% in FY24 vs team avg 22%',
            rewrite:
              'Built about $4.8M in open pipeline for FY25, 3.6x coverage on a $1.35M quota, about 60% of it self-sourced through Sales Navigator and 2 CFO dinners; my Stage 2+ win rate was 33% in FY24 against a team average of 22%',
            fact: '$4.8M',
          },
          {
            text: 'Acting team lead Jun–Sep 2024 while Renee Caldwell (Dir. Ent Sales West) was on parental leave — ran the Mon forecast call + weekly 1:1s for the 6 AEs in the West pod, pod hit 104% of Q2+Q3 combined. Hiring/comp stayed w/ Renee + our RVP',
            rewrite:
              'Served as acting team lead from Jun–Sep 2024 while Renee Caldwell (Director of Enterprise Sales, West) was on parental leave, running the Monday forecast call and weekly 1:1s for the 6 AEs in the West pod, which reached 104% of its combined Q2 and Q3 target; hiring and compensation decisions stayed with Renee and our RVP',
            fact: '104%',
          },
          {
            text: "2 SDRs aligned to my patch (Marcus Bell, Jolie Tran — they report to the SDR mgr, not me): booked 41 first meetings for me in FY24 → 17 S2 opps → 5 closed-won. President's Club FY24 (top 10% of quota carriers)",
            rewrite:
              "Worked with 2 SDRs aligned to my territory, Marcus Bell and Jolie Tran, who report to the SDR manager rather than to me; they booked 41 first meetings for me in FY24, which became 17 Stage 2 opportunities and 5 closed-won deals. Made President's Club for FY24 (top 10% of quota carriers)",
            fact: '41 first meetings',
          },
        ],
      },
      {
        organisation: 'Brightfield Spend Technologies → Corvana, Inc. (rebranded Apr 2023), Denver, CO',
        role: 'Account Executive – Mid-Market',
        start: '2021.11',
        end: '2023.11',
        bullets: [
          {
            text: 'Ramped in 4 mos (co avg ~6), 1st deal closed wk 7. FY22 = 94% of $720K (ramp yr), FY23 = 118% of $900K → #4 of 22 MM AEs',
            rewrite:
              'Ramped in 4 months against a company average of about 6, closing my first deal in week 7; reached 94% of a $720K quota in FY22 (my ramp year) and 118% of $900K in FY23, ranking #4 of 22 mid-market AEs',
            fact: '118% of $900K',
          },
          {
            text: 'Got my avg ACV from $38K (FY22) to $61K (FY23) by leading w/ the AP + PO-matching bundle instead of AP-only; 43 new logos total, avg cycle ~68 days',
            rewrite:
              'Raised my average ACV from $38K in FY22 to $61K in FY23 by leading with the AP and PO-matching bundle instead of AP alone; closed 43 new logos in total with an average cycle of about 68 days',
            fact: '43 new logos',
          },
          {
            text: 'Rebrand weekend (Apr 2023, Brightfield → Corvana): re-papered 19 open deals on the new MSA + order form in DocuSign CLM — 0 lost to the name change, 2 slipped from Q1 to Q2',
            rewrite:
              'Over the Apr 2023 rebrand weekend (Brightfield to Corvana), re-papered 19 open deals onto the new MSA and order form in DocuSign CLM, losing 0 to the name change while 2 slipped from Q1 to Q2',
            fact: '19 open deals',
          },
          {
            text: 'Mentored the Q1 FY23 SDR class once (5 new SDRs, 2-wk block on discovery calls + call shadowing) — none of them reported to me',
            rewrite:
              'Mentored the Q1 FY23 SDR class on one occasion, 5 new SDRs, through a 2-week block on discovery calls and call shadowing; none of them reported to me',
            fact: 'Q1 FY23 SDR class',
          },
          {
            text: 'SFDC hygiene: 100% of opps w/ next step + close date by Fri 5pm; commit forecast within ±8% for 6 qtrs straight (Gong deal boards + Clari)',
            rewrite:
              'Kept Salesforce (SFDC) hygiene at 100% of opportunities with a next step and close date by Friday 5 p.m., and held my commit forecast within ±8% for 6 straight quarters using Gong deal boards and Clari',
            fact: '±8%',
          },
        ],
      },
      {
        organisation: 'Haulpath Software, Inc. (freight TMS SaaS), Boulder, CO',
        role: 'Account Executive, Commercial',
        start: '2019.01',
        end: '2021.10',
        bullets: [
          {
            text: 'Knocked out 112% of quota in 2019, 97% in 2020 (COVID — quota cut mid-yr $540K → $450K), 126% in 2021 thru Oct. 71 deals closed, avg ACV ~$14K',
            rewrite:
              'Reached 112% of quota in 2019, 97% in 2020 (during COVID, when quota was cut mid-year from $540K to $450K) and 126% in 2021 through October, closing 71 deals at an average ACV of about $14K',
            fact: '71 deals',
          },
          {
            text: 'Pinecrest Foods — my 1st multi-site deal: 6 DCs, $48K ACV, 2-yr term (Nov 2020). Handed to CS, live on Haulpath TMS in ~9 wks',
            rewrite:
              'Closed Pinecrest Foods in Nov 2020, my first multi-site deal: 6 distribution centers (DCs) at $48K ACV on a 2-year term, handed to Customer Success and live on Haulpath TMS in about 9 weeks',
            fact: '$48K ACV',
          },
          {
            text: '1 of 9 AEs (+4 SDRs) on the Commercial team under Dale Huxley (Sales Mgr) — my patch was Mountain + Plains, ~1,100 accounts, 50-500 employee shippers/3PLs',
            rewrite:
              'One of 9 AEs, alongside 4 SDRs, on the Commercial team under Dale Huxley (Sales Manager), covering the Mountain and Plains territory: about 1,100 accounts of shippers and 3PLs with 50-500 employees',
            fact: '1,100 accounts',
          },
          {
            text: 'Sandler Foundations (Q3 2020, Haulpath paid) → cut my avg discount from 22% to 13%, win rate held ~25%, cycle 52 → 41 days',
            rewrite:
              'After Sandler Foundations training in Q3 2020 (paid by Haulpath), cut my average discount from 22% to 13% while my win rate held at about 25%, and shortened my sales cycle from 52 to 41 days',
            fact: 'Q3 2020',
          },
          {
            text: 'Rookie AE of the Year 2019 — #1 of the 6 AEs hired that yr; top-3 on the AE stack rank 5 of 8 qtrs (2019-20)',
            rewrite:
              "Named 'Rookie AE of the Year' for 2019, #1 of the 6 AEs hired that year, and placed in the top 3 of the AE stack rank in 5 of 8 quarters (2019-20)",
            fact: 'Rookie AE of the Year',
          },
        ],
      },
      {
        organisation: 'Haulpath Software, Inc. (freight TMS SaaS), Boulder, CO',
        role: 'Sales Development Rep → Sr. SDR',
        start: '2016.08',
        end: '2018.12',
        bullets: [
          {
            text: 'Ran about 60-80 dials + 40 emails/day in Outreach; 14-18 SQLs/mo vs target of 12 → 142% of SQL goal for 2018',
            rewrite:
              'Made about 60-80 dials and sent 40 emails a day in Outreach, booking 14-18 SQLs a month against a target of 12 and finishing 2018 at 142% of my SQL goal',
            fact: '142%',
          },
          {
            text: 'Sourced $2.6M pipe 2017-18, ~$610K of it closed-won by the AEs I supported',
            rewrite:
              'Sourced $2.6M in pipeline over 2017-18, of which about $610K was closed-won by the AEs I supported',
            fact: '$610K',
          },
          {
            text: "Paired w/ Kendra Osei (Sr AE) all of 2018 — set ~40% of her first mtgs the yr she made President's Club. SDRs weren't club-eligible",
            rewrite:
              "Paired with Kendra Osei, a Senior AE, throughout 2018, setting about 40% of her first meetings in the year she made President's Club; SDRs were not eligible for the club",
            fact: 'Kendra Osei',
          },
          {
            text: "Promoted to Sr. SDR Jan 2018 (1 of 2 picked out of 11 SDRs); onboarded the 3 spring '18 hires on cold-call talk tracks",
            rewrite:
              'Promoted to Senior SDR in Jan 2018, one of 2 chosen from 11 SDRs, and onboarded the 3 hires of spring 2018 on cold-call talk tracks',
            fact: 'Jan 2018',
          },
          {
            text: "#1 SDR on the leaderboard Nov and Dec 2017 back-to-back → Q4'17 SPIFF ($1,500)",
            rewrite:
              'Ranked #1 SDR on the leaderboard in Nov and Dec 2017, back to back, earning the Q4 2017 SPIFF of $1,500',
            fact: 'Nov and Dec 2017',
          },
        ],
      },
    ],
    education: [
      {
        school: 'Colorado State University, Fort Collins, CO',
        degree: 'BA',
        major: 'Communication Studies (minor in Business)',
        start: '2012.08',
        end: '2016.05',
      },
    ],
    skills: [
      'Salesforce (SFDC) — opps, forecast categories, dashboards',
      'Gong (call review, deal boards), Clari (commit / best case)',
      'Outreach + Salesloft sequences, LinkedIn Sales Navigator, ZoomInfo',
      'MEDDICC / MEDDPICC qualification, mutual action plans',
      'Sandler (pain funnel, up-front contracts)',
      'Multi-threading: CFO, Controller, AP Mgr, IT / security',
      'Enterprise procurement: MSAs, DPAs, SOC 2 Type II questionnaires, redlines',
      'AP automation / P2P, ERP integrations (NetSuite OneWorld, Sage Intacct, Workday Financials)',
      'Freight TMS SaaS (shippers, 3PLs)',
      'Pipeline reviews + forecasting (commit / best case / pipe)',
      'DocuSign CLM, order forms',
      'Excel / Google Sheets (territory + comp modeling)',
    ],
    certificates: [
      'Sandler Training – Sales Foundations (2020)',
      'Salesforce Certified Associate (2023)',
      'Corvana Enterprise Selling Certification – internal, MEDDICC-based (2024)',
    ],
  },
  {
    id: 'zh-r16-trade-sales-panli',
    locale: 'zh-CN',
    name: '潘丽',
    email: 'panli_trade@163.com',
    phone: '137 5796 2284',
    city: '金华永康',
    target: '外贸经理 — 户外/家居日用、五金类工厂或工贸一体优先，永康、义乌、金华市区都行，期望年薪25-30万',
    summary: [
      {
        text: '我有快9年外贸经验，单证跟单→业务员→外贸主管，做的一直是不锈钢保温杯/户外水壶这块，B2B为主，客户主要在澳洲、北美、中东；23年个人出口额做到了412万USD。',
        rewrite:
          '我有近9年外贸经验，从单证、跟单做起，历任外贸业务员和外贸主管，一直专注不锈钢保温杯和户外水壶品类，以B2B为主，客户主要分布在澳洲、北美和中东；2023年个人出口额达到412万美元。',
        fact: '9年外贸经验',
      },
      {
        text: '证书：国际商务单证员证（15年考的）还在；报关员证13年考过，14年海关取消资格考试以后就没用了，现在算过期的，报关的事都是交给货代/报关行做。英语CET-6，能直接跟老外电话、WhatsApp谈价。',
        rewrite:
          '证书方面：持有国际商务单证员证（2015年取得）；报关员证曾于2013年考取，2014年海关取消报关员资格考试后已失效，目前报关事务均委托货代或报关行办理。英语通过CET-6，可直接与海外客户通过电话、WhatsApp议价。',
        fact: '国际商务单证员证',
      },
      {
        text: '平台：Alibaba国际站（金品诚企，我自己管过2个子账号）、Made-in-China；广交会跑了6届（春季/秋季都去过）；FOB、CIF、DDP都报过，L/C、T/T、D/P都收过款，中信保会操作。',
        rewrite:
          '平台与渠道：运营过Alibaba国际站（金品诚企，本人管理过2个子账号）和Made-in-China，参加过6届广交会（春季、秋季均有）；熟悉FOB、CIF、DDP报价，收款方式涵盖L/C、T/T、D/P，能够操作中信保。',
        fact: 'FOB、CIF、DDP',
      },
    ],
    jobs: [
      {
        organisation: '金华凯仕达进出口有限公司',
        role: '外贸主管（外贸一组）',
        start: '2024.03',
        end: '至今',
        bullets: [
          {
            text: '一组连我5个人（3个业务+1个单证），主做澳洲、北美线；跟单是跟单组刘姐带的，不归我管，我只跟她对交期；向外贸经理吴总汇报',
            rewrite:
              '负责外贸一组，组内连同本人共5人（3名业务员、1名单证员），主攻澳洲和北美市场；跟单由跟单组刘姐负责，不归本人管理，本人仅与其对接交期；向外贸经理吴总汇报',
            fact: '外贸经理吴总',
          },
          {
            text: '24年一组出口额618万USD（23年是原主管+我代理那半年加起来，全年471万），毛利率从14.2%拉到17.5%，主要是把FOB报价里的包装和内陆运费单独算了',
            rewrite:
              '2024年外贸一组出口额618万美元（2023年为原主管任内与本人代理主管的半年合计，全年471万美元），毛利率由14.2%提升至17.5%，主要做法是将FOB报价中的包装费和内陆运费单独核算',
            fact: '618万',
          },
          {
            text: '澳洲Harbourline（连锁超市，我18年在甬舟时就在做）24年砍价砍得狠，我重新核了成本，把MOQ从3000个/款砍到1500个，换来年单从52万USD涨到79万USD，全年下了14单、走了31个40HQ',
            rewrite:
              '澳洲连锁超市客户Harbourline（本人2018年在甬舟时即开始对接）2024年压价力度大，本人重新核算成本，将MOQ由每款3000个降至1500个，带动年订单额由52万美元增至79万美元，全年下单14单、发运31个40HQ',
            fact: '31个40HQ',
          },
          {
            text: '回款：一组应收平均回款天数从58天压到41天，L/C占比砍到2成以下，老客户转T/T 30%定金+70%见提单副本；24年没有一笔坏账，中信保报损0',
            rewrite:
              '回款管理：外贸一组应收账款平均回款天数由58天缩短至41天，L/C占比降至2成以下，老客户改为T/T 30%定金加70%见提单副本付款；2024年无一笔坏账，中信保报损为0',
            fact: '41天',
          },
          {
            text: '24年秋季广交会（第136届）二期，2个标摊(9.1馆)，5天收名片230+，会后RFQ报了87个，成交新客户11家/来自8个国家，首单合计36.8万USD',
            rewrite:
              '参加2024年秋季广交会（第136届）第二期，设2个标准展位（9.1馆），5天收集名片230余张，会后回复RFQ报价87个，成交新客户11家，分别来自8个国家，首单合计36.8万美元',
            fact: '第136届',
          },
          {
            text: '带了2个新人（24年7月、25年3月入职的），按SOP教报价单和Alibaba国际站后台，2个人都过了试用期，其中1个25年Q2自己开了4个新客户',
            rewrite:
              '带教2名新人（分别于2024年7月、2025年3月入职），按SOP教授报价单制作及Alibaba国际站后台操作，2人均通过试用期，其中1人在2025年第二季度独立开发4个新客户',
            fact: 'Alibaba国际站后台',
          },
        ],
      },
      {
        organisation: '金华凯仕达进出口有限公司（原永康市凯仕达工贸有限公司外贸部，2022年7月独立出来）',
        role: '外贸业务员（23年Q3起代理一组主管）',
        start: '2019.11',
        end: '2024.02',
        bullets: [
          {
            text: '19年11月进工厂外贸部，外贸部8个人我是其中之一（经理1+业务5+单证跟单2），接手老业务留下的澳洲、新西兰客户，一开始就十来个活跃客户',
            rewrite:
              '2019年11月加入工厂外贸部，是外贸部8名成员之一（经理1人、业务员5人、单证及跟单2人），接手前任业务员留下的澳洲和新西兰客户，起初约有十来个活跃客户',
            fact: '十来个活跃客户',
          },
          {
            text: '22年7月外贸部从工厂拆出来单独成立进出口公司（工厂只管生产），我人跟着过来，客户和Alibaba国际站账号都转到新公司名下，合同/PI抬头全换了，前后弄了2个多月',
            rewrite:
              '2022年7月外贸部从工厂分拆、单独成立进出口公司（工厂仅负责生产），本人随部门转入，客户及Alibaba国际站账号均转至新公司名下，合同和PI抬头全部更换，前后历时2个多月',
            fact: '2个多月',
          },
          {
            text: '个人出口额：2020年163万USD → 21年287万 → 22年344万 → 23年412万USD，23年出了96个柜(40HQ 71个+20GP 25个)，约167 TEU',
            rewrite:
              '个人出口额由2020年的163万美元逐年增长，2021年287万、2022年344万，2023年达到412万美元；2023年共出货96个柜（40HQ 71个、20GP 25个），约167 TEU',
            fact: '96个柜',
          },
          {
            text: '21年12月拿下美国新客户Pinecrest Outdoor，第一单就要L/C at sight，单证我自己做的，一次交单0不符点，议付7天到账；22年起改T/T，23年做到年单48万USD、9单',
            rewrite:
              '2021年12月开发美国新客户Pinecrest Outdoor，首单采用即期信用证（L/C at sight），单证由本人独立制作，一次交单0不符点，议付7天到账；2022年起改为T/T付款，2023年年订单额达48万美元、共9单',
            fact: 'Pinecrest Outdoor',
          },
          {
            text: '23年Q3原一组主管周哥休长病假，我代理一组主管到24年2月（代理期间没调工资，24.03才正式任命）；代理那半年一组出了209万USD，Harbourline续签了24年框架合同',
            rewrite:
              '2023年第三季度原一组主管周哥休长期病假，本人代理一组主管至2024年2月（代理期间未调整薪资，2024年3月正式任命）；代理的半年间一组出口额209万美元，并与Harbourline续签2024年框架合同',
            fact: '209万',
          },
          {
            text: 'Harbourline 20-23年每年稳定在38-52万USD，主要是500ml/750ml两款304不锈钢真空杯(HS 9617.00)，每批出货前按AS/NZS 4020和LFGB做检测，4年没有一单客诉退货',
            rewrite:
              'Harbourline客户2020-2023年每年订单额稳定在38-52万美元，主要产品为500ml和750ml两款304不锈钢真空杯（HS编码9617.00），每批出货前均按AS/NZS 4020和LFGB标准检测，4年来没有一单客诉退货',
            fact: 'AS/NZS 4020',
          },
        ],
      },
      {
        organisation: '宁波甬舟进出口有限公司',
        role: '外贸业务员',
        start: '2017.03',
        end: '2019.10',
        bullets: [
          {
            text: '贸易公司没有自己工厂，做保温杯/户外水壶/野餐用品，从永康、义乌十几家工厂采购拼柜；业务部12个人，我跟着业务经理老陈做澳洲线',
            rewrite:
              '公司为无自有工厂的贸易公司，经营保温杯、户外水壶及野餐用品，从永康、义乌十几家工厂采购并拼柜出货；业务部共12人，本人跟随业务经理老陈负责澳洲线',
            fact: '十几家工厂',
          },
          {
            text: '18年3月国际站询盘拿下Harbourline，第一单只有1个20GP、2.6万USD，到19年做到一年7单、约24万USD',
            rewrite:
              '2018年3月通过阿里巴巴国际站询盘开发Harbourline，首单仅1个20GP、货值2.6万美元，至2019年发展到一年7单、约24万美元',
            fact: '2.6万',
          },
          {
            text: '找厂比价：同款500ml真空杯采购价从¥23.5砍到¥19.8/只，毛利率从9%左右做到15%；凯仕达就是那时候找到的供应商',
            rewrite:
              '负责寻找工厂比价：同款500ml真空杯采购价由每只¥23.5降至¥19.8，毛利率由9%左右提升至15%；凯仕达即为当时开发的供应商',
            fact: '¥19.8',
          },
          {
            text: '18、19年春季/秋季广交会跟着老陈去了4届，站展位+会后跟进，19年春季那届我自己签了3个新客户（智利1、沙特2）',
            rewrite:
              '2018、2019年随老陈参加春季和秋季广交会共4届，负责展位接待及会后跟进，其中2019年春季广交会本人独立签下3个新客户（智利1家、沙特2家）',
            fact: '3个新客户',
          },
          {
            text: '单证自己做：发票/箱单/ChAFTA产地证，一个月平均30-40票，报关交给北仑的报关行',
            rewrite:
              '独立完成单证工作：制作商业发票、装箱单及ChAFTA原产地证，每月平均30-40票，报关委托北仑的报关行办理',
            fact: 'ChAFTA',
          },
        ],
      },
      {
        organisation: '宁波甬舟进出口有限公司',
        role: '单证员（兼跟单）',
        start: '2015.07',
        end: '2017.02',
        bullets: [
          {
            text: '毕业进甬舟干单证，干了一年半，每月做单50票上下，L/C审证+制单，交单不符点率从刚来的12%降到2%以内',
            rewrite:
              '毕业后进入甬舟担任单证员，任职一年半，每月制单约50票，负责L/C审证及制单，交单不符点率由入职初期的12%降至2%以内',
            fact: '不符点率',
          },
          {
            text: '15年下半年考了国际商务单证员证；16年开始帮业务部跟单，跑工厂验货（永康/武义）每月5-6趟，对照AQL 2.5抽检',
            rewrite:
              '2015年下半年考取国际商务单证员证；2016年起协助业务部跟单，每月5-6次赴永康、武义工厂验货，按AQL 2.5标准抽检',
            fact: 'AQL 2.5',
          },
          {
            text: '订舱/拖车/进仓都对接货代，旺季(9-11月)一个月要订20多个柜，宁波北仑港出',
            rewrite: '负责与货代对接订舱、拖车及进仓，旺季（9-11月）每月需订20多个柜，从宁波北仑港出运',
            fact: '宁波北仑港',
          },
          {
            text: '整理外贸客户档案和报价库，Excel做了个运费+汇率的报价模板，业务员报价从半天缩到20分钟左右',
            rewrite:
              '整理外贸客户档案与报价库，用Excel制作运费和汇率联动的报价模板，业务员报价时间由半天缩短至20分钟左右',
            fact: '20分钟左右',
          },
        ],
      },
    ],
    education: [
      {
        school: '浙江师范大学（继续教育学院）',
        degree: '本科（成人高考，业余）',
        major: '商务英语',
        start: '2016.09',
        end: '2019.01',
      },
      {
        school: '浙江工商职业技术学院',
        degree: '大专',
        major: '国际贸易实务',
        start: '2012.09',
        end: '2015.06',
      },
    ],
    skills: [
      'Alibaba国际站（P4P直通车、RFQ报价、数据管家）',
      'Made-in-China、广交会展前邀约+会后跟进',
      'FOB/CIF/DDP/EXW报价核算（含内陆运费、包装、退税）',
      'L/C审证制单、T/T、D/P，中信保限额申请',
      'RCEP/FORM E原产地证',
      '订舱、拼柜、40HQ/20GP装柜计算',
      'LFGB/FDA食品接触检测、BSCI验厂配合',
      '英语CET-6，邮件/WhatsApp/视频谈判',
      'Excel报价模板、VLOOKUP、透视表',
      '新人带教（报价单、国际站后台SOP）',
      '出口退税资料整理',
    ],
    certificates: ['国际商务单证员证（2015年）', '大学英语六级（CET-6）'],
  },
  {
    id: 'zh-r16-battery-test-hanbo',
    locale: 'zh-CN',
    name: '韩博',
    email: 'hanbo_bat@163.com',
    phone: '138 6120 4873',
    city: '常州',
    target: '高级测试工程师 / 测试经理（动力电池PACK/BMS方向）— 常州、溧阳、苏州均可，期望税前25-30k',
    summary: [
      {
        text: '我有9年动力电池测试经验，电芯→模组→PACK→BMS都做过；在恒锂从测试技术员一路干到测试组长，22年8月去了江辰汽车电池系统部做整包测试，JC-E3这个项目B样、C样两头都经历过。',
        rewrite:
          '我有9年动力电池测试经验，覆盖电芯、模组、电池包（PACK）及BMS测试；在恒锂从测试技术员逐步晋升为测试组长，2022年8月加入江辰汽车电池系统部从事整包测试，JC-E3项目的B样与C样阶段均亲身经历。',
        fact: '9年动力电池测试经验',
      },
      {
        text: '证书：ISTQB CTFL（19年考的）、IATF 16949内审员（SGS培训发证，2021.11）、低压电工证；中级工程师职称（电气工程）24年报上去了，还在评审，没下来。',
        rewrite:
          '证书方面：持有ISTQB CTFL（2019年取得）、IATF 16949内审员证书（SGS培训发证，2021年11月）及低压电工证；中级工程师职称（电气工程）已于2024年申报，目前仍在评审中，尚未取得。',
        fact: 'ISTQB CTFL',
      },
      {
        text: '熟GB 38031-2020、GB/T 31484/31485/31486、UN38.3、IEC 62133-2；HIL用过dSPACE和NI VeriStand；PACK DV周期在恒锂压到过112天',
        rewrite:
          '熟悉GB 38031-2020、GB/T 31484、GB/T 31485、GB/T 31486、UN38.3及IEC 62133-2等标准；HIL测试使用过dSPACE和NI VeriStand；在恒锂曾将PACK DV周期压缩至112天。',
        fact: 'NI VeriStand',
      },
    ],
    jobs: [
      {
        organisation: '江辰汽车股份有限公司（常州新能源研究院·电池系统部）',
        role: '测试工程师（PACK/BMS系统测试）',
        start: '2022.08',
        end: '至今',
        bullets: [
          {
            text: '组里6个人我是其中之一（组长陆工+5个工程师），整个测试部40来号人；我主要负责JC-E3平台PACK的DVP&R和BMS系统测试，恒锂（电芯/PACK供应商）有2个驻场人员配合我们',
            rewrite:
              '所在测试组共6人（组长陆工及5名工程师），本人为其中一员，整个测试部40来号人；主要负责JC-E3平台电池包（PACK）的DVP&R及BMS系统测试，电芯/PACK供应商恒锂派有2名驻场人员配合',
            fact: '测试部40来号人',
          },
          {
            text: 'JC-E3 PACK C样（96串，350.4V/228Ah，79.9kWh）DVP一共142项，23年Q3开始跑，186天跑完；一次通过率89%（B样阶段是71%，那会儿我还在恒锂那边），问题数43个→12个',
            rewrite:
              'JC-E3电池包C样（96串，350.4V/228Ah，79.9kWh）DVP共142项，2023年第三季度启动，历时186天完成；一次通过率89%（B样阶段为71%，当时本人仍在恒锂任职），问题数由43个降至12个',
            fact: '79.9kWh',
          },
          {
            text: 'GB 38031-2020全项（振动、机械冲击、模拟碰撞、挤压、湿热循环、浸水、外部火烧、热扩散等）送江苏锂安检测中心，C样一轮全过；热扩散：触发到报警<1s，报警后42min没起火没爆炸（标准要≥5min）',
            rewrite:
              'GB 38031-2020全项测试（振动、机械冲击、模拟碰撞、挤压、湿热循环、浸水、外部火烧、热扩散等）送江苏锂安检测中心检测，C样一轮全部通过；热扩散测试中触发至报警小于1秒，报警后42分钟内未起火、未爆炸（标准要求不少于5分钟）',
            fact: '江苏锂安检测中心',
          },
          {
            text: 'BMS HIL：dSPACE SCALEXIO台架，用例600多条扩到1,450条，自动化率35%→78%，一轮回归5天砍到1.5天；SOC估算误差-20℃~45℃全温区≤3%',
            rewrite:
              '基于dSPACE SCALEXIO台架开展BMS硬件在环（HIL）测试：测试用例由600多条扩充至1,450条，自动化率由35%提升至78%，单轮回归测试由5天缩短至1.5天；SOC估算误差在-20℃~45℃全温区内不超过3%',
            fact: 'dSPACE SCALEXIO',
          },
          {
            text: '整包寿命台架：25℃、1C/1C跑了1,000 cycles（约14个月），SOH 93.5%，DCR涨了11%；跟BMS组对SOH算法，估算偏差从±5%收到±2%',
            rewrite:
              '开展整包寿命台架测试：在25℃、1C/1C条件下完成1,000次循环（约14个月），SOH为93.5%，DCR上升11%；与BMS组共同校核SOH算法，估算偏差由±5%收窄至±2%',
            fact: '约14个月',
          },
          {
            text: '24年3月~7月陆工借调去平台项目，我代理组长5个月（没发任命，HR系统里还是工程师），带了2个实习生；那段时间组里问题关闭率62%→85%',
            rewrite:
              '2024年3月至7月组长陆工借调至平台项目期间，本人代理组长5个月（未发任命，HR系统中仍为工程师），并带教2名实习生；其间组内问题关闭率由62%提升至85%',
            fact: '代理组长5个月',
          },
        ],
      },
      {
        organisation: '恒锂新能源科技（溧阳）有限公司',
        role: '测试组长（PACK测试组）',
        start: '2020.11',
        end: '2022.07',
        bullets: [
          {
            text: 'PACK测试组组长，带了8个（5个测试工程师+3个技术员），实验室在2号测试楼3楼，20台充放电柜（Chroma 17020 ×8 + 星云 ×12），向测试中心经理汇报；测试中心一共120多人',
            rewrite:
              '担任PACK测试组组长，带领8人（测试工程师5名、技术员3名），实验室位于2号测试楼3楼，管理20台充放电柜（Chroma 17020共8台、星云共12台），向测试中心经理汇报；测试中心共120多人',
            fact: '2号测试楼',
          },
          {
            text: 'JC-E3 B样（江辰的项目，21.11送样）：供方DV 64项，21年11月~22年3月跑了4个半月，问题27个，关了25个，剩2个带到C样',
            rewrite:
              '负责江辰JC-E3项目B样（2021年11月送样）的供方DV测试：共64项，2021年11月至2022年3月历时4个半月，发现问题27个，关闭25个，剩余2个转入C样阶段',
            fact: '供方DV',
          },
          {
            text: 'UN38.3送检两年30多批（电芯+模组），一次通过率97%；IEC 62133-2那边出口储能的也帮着做了9个型号',
            rewrite:
              '两年内完成UN38.3送检30多批（电芯及模组），一次通过率97%；另协助出口储能产品完成IEC 62133-2测试，共9个型号',
            fact: '一次通过率97%',
          },
          {
            text: 'PACK DV测试周期平均148天→112天（并行排程+夜班无人值守），充放电柜利用率61%→83%',
            rewrite:
              '通过并行排程及夜班无人值守，将PACK DV平均测试周期由148天缩短至112天，充放电柜利用率由61%提升至83%',
            fact: '充放电柜利用率',
          },
          {
            text: '用Jira搭了测试问题库，21年全年录问题386个，平均关闭周期9.5天→6天；写了PACK测试作业指导书SOP 23份',
            rewrite:
              '基于Jira搭建测试问题库，2021年全年录入问题386个，平均关闭周期由9.5天缩短至6天；编写PACK测试作业指导书（SOP）23份',
            fact: '问题386个',
          },
          {
            text: '21年度恒锂"优秀班组"（全公司100多个班组评4个）',
            rewrite: '所带PACK测试组获评2021年度恒锂“优秀班组”（全公司100多个班组中评选4个）',
            fact: '优秀班组',
          },
        ],
      },
      {
        organisation: '恒锂新能源科技（溧阳）有限公司',
        role: '测试工程师（电芯/模组测试）',
        start: '2018.03',
        end: '2020.10',
        bullets: [
          {
            text: '测21700（4.8Ah）和18650（3.0Ah）圆柱电芯+方形模组（12S，44.4V）：容量、DCR、倍率、高低温-30℃~60℃',
            rewrite:
              '负责21700（4.8Ah）及18650（3.0Ah）圆柱电芯和方形模组（12串，44.4V）的性能测试，涵盖容量、DCR、倍率及-30℃~60℃高低温性能',
            fact: '21700（4.8Ah）',
          },
          {
            text: '循环寿命：21700 NCM811 25℃ 1C/1C 1,200 cycles容量保持90.4%，45℃加速800 cycles 86.7%；写了测试报告50多份',
            rewrite:
              '开展循环寿命测试：21700 NCM811电芯在25℃、1C/1C条件下循环1,200次，容量保持率90.4%；45℃加速循环800次，容量保持率86.7%；共编写测试报告50多份',
            fact: '测试报告50多份',
          },
          {
            text: 'GB/T 31484-2015（循环寿命）/GB/T 31485-2015（安全，21年起被GB 38031-2020替代）/GB/T 31486-2015（电性能）三个标准，两年半测了14个型号',
            rewrite:
              '依据GB/T 31484-2015（循环寿命）、GB/T 31485-2015（安全，2021年起由GB 38031-2020替代）及GB/T 31486-2015（电性能）三项标准，两年半内完成14个型号的测试',
            fact: 'GB/T 31486-2015',
          },
          {
            text: 'DCR：HPPC脉冲从单一10s改成10s/18s/30s三档，SOC-OCV表从11个点加到21个点（0~100%每5%一个点），数据给BMS组标定用',
            rewrite:
              'DCR测试方面：将HPPC脉冲由单一10秒改为10秒、18秒、30秒三档，SOC-OCV表由11个点扩充至21个点（0~100%每5%一个点），数据提供给BMS组用于标定',
            fact: 'SOC-OCV表',
          },
          {
            text: '19年12月起兼3号线模组EOL测试设备验收，EOL节拍90s→65s，误判率2.1%→0.4%',
            rewrite:
              '2019年12月起兼任3号线模组EOL测试设备验收工作，EOL测试节拍由90秒缩短至65秒，误判率由2.1%降至0.4%',
            fact: '3号线模组EOL',
          },
        ],
      },
      {
        organisation: '恒锂新能源科技（溧阳）有限公司',
        role: '测试技术员',
        start: '2016.07',
        end: '2018.02',
        bullets: [
          {
            text: '两班倒12h，一个人看48个通道（新威BTS-4000），每天上下架电芯200多只',
            rewrite: '实行两班倒（每班12小时），独自值守48个通道（新威BTS-4000），每天上下架电芯200多只',
            fact: '新威BTS-4000',
          },
          {
            text: '老1号楼高低温箱6台（-40℃~85℃）日常点检+校准跟进，温度偏差控制在±2℃以内',
            rewrite: '负责老1号楼6台高低温箱（-40℃~85℃）的日常点检及校准跟进，温度偏差控制在±2℃以内',
            fact: '老1号楼',
          },
          {
            text: '跟师傅在防爆房做针刺/挤压/过充/短路安全测试，两年干了300多次，没出过一起安全事故',
            rewrite:
              '跟随师傅在防爆房开展针刺、挤压、过充、短路等安全测试，两年内累计300多次，未发生一起安全事故',
            fact: '300多次',
          },
          {
            text: '17年底拿到公司内部测试员二级上岗证，18年3月转测试工程师',
            rewrite: '2017年底取得公司内部测试员二级上岗证，2018年3月转为测试工程师',
            fact: '二级上岗证',
          },
        ],
      },
    ],
    education: [
      {
        school: '江苏理工学院（继续教育学院）',
        degree: '本科（专升本）',
        major: '电气工程及其自动化',
        start: '2017.03',
        end: '2019.07',
      },
      {
        school: '常州工业职业技术学院',
        degree: '大专',
        major: '应用电子技术',
        start: '2013.09',
        end: '2016.06',
      },
    ],
    skills: [
      '充放电设备：Chroma 17020、星云、新威BTS-4000',
      'BMS HIL：dSPACE SCALEXIO / ControlDesk、NI VeriStand',
      'CANoe/CANalyzer、CAN报文及UDS诊断',
      'DVP&R编制、DFMEA评审、8D问题闭环',
      'GB 38031-2020、GB/T 31484/31485/31486、UN38.3、IEC 62133-2',
      'HPPC/DCR、SOC-OCV标定数据、循环寿命及日历寿命测试',
      '安全测试：针刺、挤压、过充、短路、热扩散',
      'Jira测试问题管理、Python数据处理（pandas）、Excel',
      'IATF 16949、VDA 6.3基础',
      '实验室5S及安全管理、设备点检与校准',
    ],
    certificates: [
      'ISTQB CTFL（Foundation Level，2019年）',
      'IATF 16949内审员（SGS培训发证，2021.11）',
      '低压电工作业证（特种作业操作证）',
    ],
  },
  {
    id: 'zh-heldout-s20d',
    locale: 'zh-CN',
    name: '邝雨桐',
    email: 'kuangyt_cabin@163.com',
    phone: '139 8176 2045',
    city: '成都',
    target: '乘务长（A320系列）/ 储备客舱经理 — 成都、重庆基地优先，可飞国际及地区航线',
    summary: [
      {
        text: '我有8年多客舱经历（16年8月入行），A320/A321、B737-800两个机型都飞过，累计飞行约7,450小时，现在是A320系列乘务长，去年(2024)拿下分部“五星乘务长”。',
        rewrite:
          '我有8年多客舱经历（2016年8月入行），先后执飞A320/A321和B737-800两个机型，累计飞行约7,450小时，现任A320系列乘务长，2024年获评分部“五星乘务长”。',
        fact: '8年多客舱经历',
      },
      {
        text: '证：乘务员训练合格证（CCAR-121部）、体检合格证IVa、危险品训练(DG)每2年复训—最近一次24年11月；航空安全员初任训练23年报过名，体检没过，没拿到执照。',
        rewrite:
          '证书：持有乘务员训练合格证（CCAR-121部）、民用航空人员体检合格证（IVa级），危险品训练（DG）每2年复训一次，最近一次为2024年11月；2023年曾报名航空安全员初任训练，因体检未通过，未取得执照。',
        fact: 'CCAR-121部',
      },
      {
        text: '英语CET-6 (512分)，TOEIC 785；中英双语广播+日常韩语问候，机上急救/AED、CPR熟练，真实处置过备降2次、机上急救1次(协助机上的医生旅客)',
        rewrite:
          '英语：大学英语六级（CET-6，512分），TOEIC 785分；可用中英双语广播，能进行日常韩语问候；熟练掌握机上急救、AED及CPR，实际处置过备降2次、机上急救1次（协助机上的医生旅客）。',
        fact: 'TOEIC 785',
      },
    ],
    jobs: [
      {
        organisation:
          '川岭航空股份有限公司（原四川蓉翔航空有限公司，2021年更名）客舱服务部 乘务三分部（成都天府基地）',
        role: '乘务长（A320/A321机队）/ 2024.10起代理带飞教员',
        start: '2022.06',
        end: '至今',
        bullets: [
          {
            text: '23年Q3起固定飞A320neo/A321，带班组4-6人（A320 4人/A321 6人，含我），2024全年执飞418个航段、飞行1,062小时，航班正点率86.4%→90.7%(分部排名第3/11)',
            rewrite:
              '自2023年第三季度起固定执飞A320neo和A321机型，带领4-6人的乘务组（A320机型4人、A321机型6人，含本人）；2024年全年执飞418个航段、飞行1,062小时，航班正点率从86.4%升至90.7%（分部排名第3/11）',
            fact: '418个航段',
          },
          {
            text: '客舱服务测评(旅客满意度)季度均分96.2，24年冬春航季拿到4.9/5；旅客书面投诉0起，表扬信/表扬电话共27件',
            rewrite:
              '客舱服务测评（旅客满意度）季度平均分96.2分，2024年冬春航季获得4.9/5分；旅客书面投诉为0起，收到表扬信及表扬电话共27件',
            fact: '表扬电话共27件',
          },
          {
            text: '2024.10起代理带飞教员(分部带飞教员休产假)，带飞新乘务员11人次，其中6人通过单飞检查；新乘务员都是分部统一分的，不归我管',
            rewrite:
              '2024年10月起代理带飞教员（分部带飞教员休产假期间），共带飞新乘务员11人次，其中6人通过单飞检查；新乘务员由分部统一分配，不归本人管理',
            fact: '带飞新乘务员11人次',
          },
          {
            text: '2次真实备降都在我的班上：23年12月QL8817 成都→拉萨因天气备降重庆、24年7月QL8542 旅客突发胸痛备降贵阳，90分钟内完成客舱安置+改签信息通报',
            rewrite:
              '2次实际备降均发生在本人当班期间：2023年12月QL8817航班（成都→拉萨）因天气原因备降重庆；2024年7月QL8542航班因旅客突发胸痛备降贵阳；90分钟内完成客舱旅客安置及改签信息通报',
            fact: 'QL8817',
          },
          {
            text: '机上售卖(“川岭优选”)24年班组销售额约18.6万，单班最高4,380元；分部年度“五星乘务长”(全分部乘务长62人评5个)',
            rewrite:
              '机上售卖（“川岭优选”）：2024年班组销售额约18.6万元，单班最高4,380元；获评分部年度“五星乘务长”（全分部62名乘务长中评选5人）',
            fact: '单班最高4,380元',
          },
          {
            text: '参加分部SOP修订小组（7个人之一），负责“高原航线客舱保障”那一章，改了23条',
            rewrite: '作为分部SOP修订小组7名成员之一，负责“高原航线客舱保障”章节，修订23条内容',
            fact: '高原航线客舱保障',
          },
        ],
      },
      {
        organisation: '川岭航空股份有限公司（原四川蓉翔航空有限公司，2021年更名）客舱服务部',
        role: '两舱乘务员 / 区域乘务长（2021.04起）',
        start: '2019.03',
        end: '2022.05',
        bullets: [
          {
            text: '19年3月社招进蓉翔，先在A321上飞经济舱，半年后进两舱(公务舱8座)；20年疫情期间月均飞行从80h左右掉到25h左右，后来恢复到70+',
            rewrite:
              '2019年3月通过社会招聘加入蓉翔航空，先在A321机型担任经济舱乘务员，半年后进入两舱服务（公务舱8座）；2020年疫情期间月均飞行时间由约80小时降至约25小时，之后恢复至70小时以上',
            fact: '公务舱8座',
          },
          {
            text: '21.04升区域乘务长（见习期3个月，21年7月转正），负责后舱L2/R2区域4-5名乘务员的服务分工和客舱安全检查',
            rewrite:
              '2021年4月晋升区域乘务长（见习期3个月，2021年7月转正），负责后舱L2/R2区域4-5名乘务员的服务分工及客舱安全检查',
            fact: 'L2/R2区域',
          },
          {
            text: '两舱旅客满意度21年全年94.8分(分部均值92.1)；“蓉翔金卡”会员服务投诉从每季度3-4起降到0-1起',
            rewrite:
              '2021年全年两舱旅客满意度94.8分（分部均值92.1分）；“蓉翔金卡”会员服务投诉由每季度3-4起降至0-1起',
            fact: '94.8分',
          },
          {
            text: 'COVID期间(20.02-21.06)参加防疫保障航班32个，含3班国际转运(金边、万象)，全程穿三级防护',
            rewrite:
              '疫情期间（2020.02-2021.06）参与防疫保障航班32个，其中包括3个国际转运航班（金边、万象），全程穿戴三级防护',
            fact: '防疫保障航班32个',
          },
          {
            text: '21年11月公司应急撤离复训，陆地撤离90秒标准，我们组实测78秒，分部12个组里第2',
            rewrite:
              '2021年11月参加公司应急撤离复训，按陆地撤离90秒的标准，所在小组实测78秒，在分部12个小组中排名第2',
            fact: '实测78秒',
          },
        ],
      },
      {
        organisation: '滇云航空有限公司（昆明长水基地）',
        role: 'B737-800客舱乘务员（普通舱）',
        start: '2016.08',
        end: '2019.01',
        bullets: [
          {
            text: '16年8月入职，初始训练6周(理论+水上迫降+陆地撤离)，16年10月单飞；两年半飞了约2,300小时，B737-800单机型',
            rewrite:
              '2016年8月入职，完成为期6周的初始训练（理论、水上迫降及陆地撤离），2016年10月通过单飞；两年半累计飞行约2,300小时，执飞B737-800单一机型',
            fact: '约2,300小时',
          },
          {
            text: '主要飞昆明出港的支线+干线，丽江/西双版纳/腾冲每天来回，高峰期一天4段、值勤13h+',
            rewrite:
              '主要执飞昆明出港的支线及干线航班，丽江、西双版纳、腾冲航线每日往返，高峰期一天飞4段、值勤13小时以上',
            fact: '西双版纳',
          },
          {
            text: '客舱广播员(中英)，17年分公司广播比赛三等奖；机上售卖月均1.1万左右，最多一个月2.6万',
            rewrite:
              '担任客舱广播员（中英文），获2017年分公司广播比赛三等奖；机上售卖月均约1.1万元，单月最高2.6万元',
            fact: '广播比赛三等奖',
          },
          {
            text: '带过2个实习生（航校来的，每人跟飞1个月）',
            rewrite: '带教过2名航校实习生（每人跟飞1个月）',
            fact: '每人跟飞1个月',
          },
          {
            text: '18年12月参加危险品(DG)初训，考试96分；同年拿到“红十字救护员证”(23年过期没续)',
            rewrite:
              '2018年12月参加危险品（DG）初始训练，考试96分；同年取得“红十字救护员证”（2023年过期，未续证）',
            fact: '考试96分',
          },
        ],
      },
      {
        organisation: '成都蓉悦锦城酒店（成都蓉悦酒店管理有限公司）',
        role: '人事文员',
        start: '2015.07',
        end: '2016.06',
        bullets: [
          {
            text: '负责员工入离职手续、考勤(钉钉)和社保增减员，全酒店在册员工约210人',
            rewrite: '负责员工入职及离职手续、考勤管理（钉钉）和社保增减员，全酒店在册员工约210人',
            fact: '在册员工约210人',
          },
          {
            text: '旺季(国庆/春节)配合HR经理招临时工，一次招了40多个宴会服务员',
            rewrite: '旺季（国庆、春节）配合人力资源经理招聘临时工，一次招聘了40多名宴会服务员',
            fact: '宴会服务员',
          },
          {
            text: '每月整理排班表+工资表初稿交财务，差错率从开始的2%左右降到0.5%以下',
            rewrite: '每月整理排班表及工资表初稿并提交财务，差错率从初期的2%左右降至0.5%以下',
            fact: '0.5%以下',
          },
          {
            text: '期间参加了4家航空公司招乘面试，16年6月拿到滇云航空offer后离职',
            rewrite: '在职期间参加了4家航空公司的乘务员招聘面试，2016年6月获得滇云航空录用后离职',
            fact: '4家航空公司',
          },
        ],
      },
    ],
    education: [
      {
        school: '四川省高等教育自学考试（主考院校：西华大学）',
        degree: '本科（自考）',
        major: '行政管理',
        start: '2017.04',
        end: '2020.06',
      },
      {
        school: '成都天翼航空职业学院',
        degree: '大专',
        major: '空中乘务',
        start: '2012.09',
        end: '2015.06',
      },
    ],
    skills: [
      'A320neo/A321、B737-800机型客舱设备操作',
      '客舱应急处置：陆地撤离、水上迫降、机上灭火',
      '机上急救：CPR、AED、手提式氧气瓶',
      '两舱服务：中西餐服务、酒水及茶艺',
      '中英双语客舱广播',
      '高原航线（拉萨、稻城等）客舱服务',
      '特殊旅客服务（UM、轮椅、担架旅客）、旅客投诉处理',
      '机上售卖及免税品销售',
      '新乘务员带飞、带教',
      'Office（Word/Excel）、钉钉',
    ],
    certificates: [
      '乘务员训练合格证（CCAR-121部，川岭航空）',
      '民用航空人员体检合格证（IVa级）',
      '危险品训练合格证（DG，2024.11复训，有效期至2026.11）',
      '大学英语六级（CET-6）',
    ],
  },
];

/** Held out by source: one resume of each language (the last of the first ten) never informs tuning. */
export const HELD_OUT_RESUMES: ReadonlySet<string> = new Set([
  'en-heldout-s11a',
  'zh-heldout-s11b',
  'en-heldout-s12a',
  'zh-heldout-s12b',
  'en-heldout-s12c',
  'zh-heldout-s13a',
  'en-heldout-s13b',
  'en-heldout-s13c',
  'en-heldout-s13d',
  'en-heldout-s13e',
  'en-heldout-s13f',
  'zh-heldout-s13g',
  'zh-heldout-s13h',
  'zh-heldout-s13i',
  'zh-heldout-s13j',
  'en-heldout-s13k',
  'zh-heldout-s13l',
  'en-heldout-s13m',
  'zh-heldout-s13n',
  'en-heldout-s20a',
  'zh-heldout-s20b',
  'en-heldout-s20c',
  'zh-heldout-s20d',
]);
