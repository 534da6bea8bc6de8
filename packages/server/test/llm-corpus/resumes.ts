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
];

/** Held out by source: the last resume of each language never informs tuning. */
export const HELD_OUT_RESUMES: ReadonlySet<string> = new Set(['en-data-lena', 'zh-finance-zhaolei']);
