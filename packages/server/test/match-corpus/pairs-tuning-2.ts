// Tuning pairs for eval:match, second round: other occupations and JD styles than the first.
import type { MatchPair } from './pair.ts';

// ─── zh-CN 201 · 前端开发 ──────────────────────────────────────────────────

const zhFrontendJd = `高级前端开发工程师（出行业务）
25-35K·14薪 ｜ 上海·徐汇区 ｜ 3-5年 ｜ 本科
星遥出行 · 出行服务 · B轮 · 500-999人

职位详情
星遥出行在做城市出行的一站式平台：网约车、顺风车和城际拼车，日订单量约60万。前端团队20人，负责乘客端H5、司机端小程序和运营后台三条线，现需要一位能独立负责业务线前端的同学。

你会做的事
· 负责乘客端H5与微信小程序的需求开发、性能优化与线上质量；
· 参与运营后台（中后台系统）的组件化建设与低代码配置平台；
· 推进前端工程化：构建、发布、监控、埋点一体化；
· 和产品、设计、后端一起评审方案，对体验和交付质量负责。

我们希望你
· 统招本科及以上学历，计算机相关专业优先；
· 具备3年以上前端开发经验，有独立负责项目的经历；
· JavaScript基础扎实，熟练使用TypeScript，熟悉HTML5/CSS3；
· Vue、React至少精通一种，并了解其原理；
· 熟悉Webpack等构建工具，有前端工程化实践；
· 有微信小程序开发经验；
· 对前端性能优化有系统的认识，有可量化的优化案例。

加分项
· 有Node.js服务端开发经验（BFF、SSR均可）；
· 做过前端监控或埋点体系；
· 熟悉uni-app、Taro等跨端框架；
· 有开源项目或持续更新的技术博客。

薪资福利：六险一金、年度体检、餐补、加班打车报销、弹性工作、每年14天年假。
工作地址：上海市徐汇区漕溪北路xx号星遥大厦12层`;

const zhFrontendMatchResume = `陈思远
求职意向：高级前端开发工程师 ｜ 上海 ｜ 期望薪资 30K
男 ｜ 1994年生 ｜ 电话 137-0000-2101 ｜ 邮箱 chensiyuan@example.com
个人主页：github.com/csy-fe-example（维护一个小程序UI组件库，800+ star）

个人优势
7年前端开发经验，主力技术栈 Vue3 + TS，近4年负责本地生活类小程序与H5，对首屏性能、工程化和前端监控有完整实践。

工作经历
2022.04-至今 上海拾光到家网络科技有限公司 ｜ 前端技术负责人（带4人）
- 负责用户端微信小程序（原生 + Taro）与H5活动页，小程序月活约300万；
- 主导首屏性能优化：分包加载、图片CDN压缩、骨架屏和接口预请求，小程序首屏时间从2.8s降到1.3s，H5 LCP降低45%；
- 基于Sentry二次开发前端异常监控平台，自研埋点SDK，覆盖全部业务线，线上问题平均发现时间缩短到5分钟内；
- 使用NestJS搭建Node BFF层，为小程序聚合订单、优惠券接口，并承接活动页SSR渲染；
- 搭建团队脚手架与组件库，统一ESLint、提交规范和CI/CD发布流程，新项目初始化从半天缩短到10分钟。

2019.07-2022.03 杭州云点信息技术有限公司 ｜ 前端开发工程师
- 负责SaaS商家后台（Vue2 + Element UI）的订单、商品、报表模块开发；
- 将项目构建从Webpack 3升级到Webpack 5并做持久化缓存，打包时间减少60%；
- 使用ECharts实现经营数据看板；参与维护一个内部React运营工具（React 16 + Ant Design），以改bug为主。

教育经历
2015.09-2019.06 江南理工大学 软件工程 本科

专业技能
- 熟练：JS/TS、HTML5、CSS3/Less、Vue2/3、Pinia、Vite、Webpack
- 熟悉：微信小程序原生开发、Taro、Node.js（NestJS/Koa）、Sentry
- 了解：React、Docker、Nginx`;

const zhFrontendNoMatchResume = `林晓雨
前端开发工程师 ｜ 广州
手机：135-0000-2102 ｜ 邮箱：linxiaoyu@example.com
求职意向：前端开发工程师，期望城市上海/广州，期望薪资12-15K

教育背景
2021.09-2025.06 岭南师范科技学院 计算机科学与技术 本科
主修课程：数据结构、计算机网络、操作系统、Web程序设计、数据库原理

工作经历
2025.07-至今 广州品果网络科技有限公司 前端开发工程师
- 参与公司官网和活动落地页开发，使用Vue2 + Element UI完成页面还原与交互；
- 使用uni-app开发门店预约小程序（发布到微信小程序），负责预约列表、个人中心页面；
- 配合后端联调接口，使用Axios封装请求；修改过项目中Webpack的代理与别名配置；
- 对活动页图片做懒加载处理，页面加载速度有一定提升。

实习经历
2024.07-2024.12 广州树果科技有限公司 前端开发实习生
- 使用HTML、CSS、JavaScript、jQuery维护企业官网，做移动端适配；
- 学习Vue框架，完成一个内部请假审批页面。

项目经历
校园二手交易平台（毕业设计，2025.01-2025.05）
- 技术栈：Vue2 + Node.js（Express）+ MySQL，三人小组完成，本人负责前端全部页面和部分接口；
- 实现商品发布、分类搜索、收藏和站内聊天功能，部署在学校服务器上，答辩成绩优秀。

个人博客（2024.03-至今）
- 用VuePress搭建个人技术博客，记录Vue和CSS布局学习笔记，共20余篇。

校园经历
- 2022-2023 学院网络信息部部长，负责学院官网新闻栏目更新。

技能
- HTML/CSS/JavaScript，熟悉ES6语法
- Vue2（熟悉）、Vue3（学习中）、TypeScript（学习中）
- uni-app、微信开发者工具
- Git、VS Code、Postman
证书：CET-4，计算机二级

自我评价：学习能力强，能吃苦，希望在大厂快速成长。`;

const zhFrontendPairs: readonly MatchPair[] = [
  {
    id: 'zh-frontend-201-match',
    locale: 'zh-CN',
    jobDescription: zhFrontendJd,
    resume: zhFrontendMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '计算机相关',
        also: ['本科', '统招本科'],
        status: 'present',
      },
      { group: 'years', term: '3', subject: '前端开发', status: 'present' },
      { group: 'tool', term: 'JavaScript', also: ['JS', 'ES6'], status: 'present' },
      { group: 'tool', term: 'TypeScript', also: ['TS'], status: 'present' },
      { group: 'tool', term: 'HTML/CSS', also: ['HTML5', 'CSS3', 'HTML', 'CSS'], status: 'present' },
      { group: 'tool', term: 'Vue', also: ['Vue.js', 'Vue3', 'Vue2'], status: 'present' },
      { group: 'tool', term: 'React', also: ['React.js'], status: 'partial' },
      { group: 'tool', term: 'Webpack', status: 'present' },
      { group: 'tool', term: '微信小程序', also: ['小程序', 'WeChat Mini Program'], status: 'present' },
      { group: 'hardSkill', term: '前端工程化', also: ['工程化', '脚手架', 'CI/CD'], status: 'present' },
      { group: 'hardSkill', term: '性能优化', also: ['前端性能优化', '首屏优化'], status: 'present' },
      { group: 'tool', term: 'Node.js', also: ['Node', 'BFF', 'SSR'], status: 'present', preferred: true },
      {
        group: 'hardSkill',
        term: '前端监控',
        also: ['埋点', '异常监控', 'Sentry'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: '跨端框架',
        also: ['uni-app', 'Taro', '跨端开发'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'zh-frontend-201-nomatch',
    locale: 'zh-CN',
    jobDescription: zhFrontendJd,
    resume: zhFrontendNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '计算机相关',
        also: ['本科', '统招本科'],
        status: 'present',
      },
      { group: 'years', term: '3', subject: '前端开发', status: 'partial' },
      { group: 'tool', term: 'JavaScript', also: ['JS', 'ES6'], status: 'present' },
      { group: 'tool', term: 'TypeScript', also: ['TS'], status: 'partial' },
      { group: 'tool', term: 'HTML/CSS', also: ['HTML5', 'CSS3', 'HTML', 'CSS'], status: 'present' },
      { group: 'tool', term: 'Vue', also: ['Vue.js', 'Vue3', 'Vue2'], status: 'present' },
      { group: 'tool', term: 'React', also: ['React.js'], status: 'missing' },
      { group: 'tool', term: 'Webpack', status: 'partial' },
      { group: 'tool', term: '微信小程序', also: ['小程序', 'WeChat Mini Program'], status: 'present' },
      { group: 'hardSkill', term: '前端工程化', also: ['工程化', '脚手架', 'CI/CD'], status: 'missing' },
      { group: 'hardSkill', term: '性能优化', also: ['前端性能优化', '首屏优化'], status: 'partial' },
      { group: 'tool', term: 'Node.js', also: ['Node', 'BFF', 'SSR'], status: 'partial', preferred: true },
      {
        group: 'hardSkill',
        term: '前端监控',
        also: ['埋点', '异常监控', 'Sentry'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: '跨端框架',
        also: ['uni-app', 'Taro', '跨端开发'],
        status: 'present',
        preferred: true,
      },
    ],
  },
];

// ─── zh-CN 202 · 总账会计 ──────────────────────────────────────────────────

const zhLedgerAccountantJd = `总账会计　8-12K·13薪　苏州·工业园区　3-5年　大专　招1人

苏州恒屹精密机械有限公司是一家为汽车零部件和医疗器械行业提供精密加工件的台资企业，员工约600人，年营业额约5亿元，工厂位于苏州工业园区星华街附近。因财务部人员调整，现招聘总账会计一名，向财务经理汇报，主要负责月结、总账和报表：审核记账凭证并登记总账，做好成本核算与费用分摊，按月完成增值税、企业所得税等纳税申报，编制资产负债表、利润表、现金流量表及集团管理报表，配合年度审计和税务检查，协助完善费用报销和付款审批等内部控制流程；同时负责固定资产卡片管理与折旧计提、往来款项核对与账龄分析、每季度存货盘点的监盘与差异处理，并按集团要求每月5日前报送月度财务快报。

希望你是财务、会计相关专业大专及以上学历，具备3年以上制造业总账或成本会计工作经验，持有初级会计职称，有中级会计职称者优先；熟悉企业会计准则和税法，熟练使用用友U8、金蝶K/3等财务软件中的至少一种，能用Excel做数据透视表、VLOOKUP等常用函数，有SAP使用经验者优先；会简单的英语读写更好（集团月报为英文）。工作认真细致，有耐心，能接受月初几天加班。公司提供五险一金、年终奖（1-3个月）、免费班车和工作餐，周末双休，每年一次员工旅游。有意者请投递简历，注明期望薪资和到岗时间。

上班时间：周一至周五 8:00-17:00　工作地点：苏州工业园区星华街xx号恒屹精密一号楼三楼财务部　联系人：人事部王小姐　电话：0512-0000-0000`;

const zhLedgerAccountantMatchResume = `周静
总账会计 ｜ 女 ｜ 33岁 ｜ 苏州吴中区
电话：139-0000-2201 ｜ 邮箱：zhoujing@example.com
求职意向：总账会计/成本主管　苏州园区、吴中

工作经历
2021/03 – 至今　苏州铭钰电子科技有限公司（日资，电子元器件制造，员工约800人）　总账会计
· 负责月结关账：凭证审核、总账与明细账核对、往来对账，每月5个工作日内出具三大报表及管理报表；
· 负责增值税、附加税、企业所得税月季申报及年度汇算清缴，办理出口退税；
· 协助年度审计，准备审计底稿与调整分录；参与内控流程梳理（费用报销、付款审批）；
· 使用金蝶云星空（K/3 Cloud）完成总账、固定资产、应收应付模块的日常处理；
· 用Excel数据透视表与SUMIFS、VLOOKUP制作部门费用分析表，每月向日本总部报送英文版费用报表。

2017/07 – 2021/02　昆山宏达五金制品有限公司　成本会计
· 负责产品成本核算（材料、人工、制造费用分摊），编制成本计算表与毛利分析；
· 使用用友U8进行存货核算和成本模块操作，每月组织仓库盘点；
· 核对BOM与实际领料差异，推动损耗率从4.2%降到2.9%；
· 每月编制成本分析报告，向厂长汇报主要产品单位成本变动原因。

教育背景
2014/09 – 2017/06　苏州经贸职业技术学院　会计　大专
2019/03 – 2021/12　江苏城市开放大学　财务管理　本科（业余）

证书与技能
· 初级会计师（助理会计师，2017年取得）
· 中级会计职称：2025年已通过《中级会计实务》《财务管理》，《经济法》备考中
· 熟悉企业会计准则（含新收入准则、新租赁准则）与增值税、企业所得税政策
· 软件：金蝶云星空、用友U8、Excel（数据透视表、函数）、Word
· 英语：CET-4，能阅读英文报表和邮件

自我评价
在两家制造企业做过成本和总账，熟悉从领料、生产到出库的成本流转，月结节奏稳定，做账细致，愿意长期发展。`;

const zhLedgerAccountantNoMatchResume = `吴佳怡
求职意向：会计/出纳　苏州
女　26岁　电话：150-0000-2202　邮箱：wujiayi@example.com
现居：苏州市相城区　到岗时间：一个月内　期望薪资：6-7K

个人简介
6年工作经验，其中3年出纳，熟悉资金收付、银行对账和票据管理流程，做事有条理，账实相符从未出过差错。

教育经历
2017.09-2020.06　苏州旅游与财经高等职业技术学校　工商企业管理　大专

工作经历
2023.05-至今　苏州佳禾物业服务有限公司　出纳
1. 负责现金收付、银行收付款及网银操作，每日登记现金日记账和银行日记账；
2. 每月编制银行余额调节表，保管支票、印鉴和收据；
3. 在用友T3中录入收付款凭证，交由主管会计审核；
4. 协助会计整理报销单据、装订凭证，整理员工个税代扣代缴的报送资料；
5. 使用Excel整理物业收费台账，会用VLOOKUP核对业主缴费数据；
6. 每月配合项目经理催缴物业费，整理欠费清单，小区年度收缴率由91%提升到96%；
7. 负责办理员工社保公积金增减员，整理每月工资发放明细。

2020.07-2023.04　苏州乐购商贸有限公司　收银员/前台
1. 负责门店收银、日结对账和发票开具；
2. 协助店长做月度库存盘点，整理进货单据；
3. 2021年获门店“优秀员工”称号，收银差错率全年为零。

培训经历
2023.09　参加“出纳实务与网银操作”线上培训（40课时），取得结业证明。

技能证书
· 初级会计职称：2025年参加考试，《初级会计实务》未通过，今年继续备考
· 计算机一级；熟练使用Excel、Word
· 驾驶证C1
· 熟悉网银U盾操作、支票填写和发票真伪查验

兴趣爱好
羽毛球、烘焙；2022年起在社区做志愿者，协助社区活动经费记账。

自我评价
做事细心，有耐心，对数字敏感；在物业公司接触到记账和报税流程，业余在学习会计基础知识，希望向总账会计方向发展。`;

const zhLedgerAccountantPairs: readonly MatchPair[] = [
  {
    id: 'zh-ledgeraccountant-202-match',
    locale: 'zh-CN',
    jobDescription: zhLedgerAccountantJd,
    resume: zhLedgerAccountantMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'associate',
        subject: '财务、会计',
        also: ['大专', '专科'],
        status: 'present',
      },
      { group: 'years', term: '3', subject: '制造业总账或成本会计', status: 'present' },
      {
        group: 'certificate',
        term: '初级会计职称',
        also: ['初级会计师', '助理会计师', '初级会计'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: '中级会计职称',
        also: ['中级会计师', '中级会计'],
        status: 'partial',
        preferred: true,
      },
      { group: 'hardSkill', term: '企业会计准则', also: ['会计准则'], status: 'present' },
      {
        group: 'hardSkill',
        term: '税法',
        also: ['纳税申报', '税务申报', '增值税', '企业所得税'],
        status: 'present',
      },
      { group: 'tool', term: '用友', also: ['用友U8', 'U8', '用友NC'], status: 'present' },
      { group: 'tool', term: '金蝶', also: ['金蝶K/3', 'K3', '金蝶云星空', 'K/3 Cloud'], status: 'present' },
      { group: 'tool', term: 'Excel', also: ['数据透视表', 'VLOOKUP'], status: 'present' },
      { group: 'tool', term: 'SAP', status: 'missing', preferred: true },
      {
        group: 'language',
        term: 'English',
        subject: '简单读写',
        also: ['英语'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'zh-ledgeraccountant-202-nomatch',
    locale: 'zh-CN',
    jobDescription: zhLedgerAccountantJd,
    resume: zhLedgerAccountantNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'associate',
        subject: '财务、会计',
        also: ['大专', '专科'],
        status: 'partial',
      },
      { group: 'years', term: '3', subject: '制造业总账或成本会计', status: 'missing' },
      {
        group: 'certificate',
        term: '初级会计职称',
        also: ['初级会计师', '助理会计师', '初级会计'],
        status: 'partial',
      },
      {
        group: 'certificate',
        term: '中级会计职称',
        also: ['中级会计师', '中级会计'],
        status: 'missing',
        preferred: true,
      },
      { group: 'hardSkill', term: '企业会计准则', also: ['会计准则'], status: 'missing' },
      {
        group: 'hardSkill',
        term: '税法',
        also: ['纳税申报', '税务申报', '增值税', '企业所得税'],
        status: 'partial',
      },
      { group: 'tool', term: '用友', also: ['用友U8', 'U8', '用友NC'], status: 'partial' },
      { group: 'tool', term: '金蝶', also: ['金蝶K/3', 'K3', '金蝶云星空', 'K/3 Cloud'], status: 'missing' },
      { group: 'tool', term: 'Excel', also: ['数据透视表', 'VLOOKUP'], status: 'present' },
      { group: 'tool', term: 'SAP', status: 'missing', preferred: true },
      {
        group: 'language',
        term: 'English',
        subject: '简单读写',
        also: ['英语'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── zh-CN 203 · 医药销售经理（肿瘤线） ────────────────────────────────────

const zhPharmaSalesJd = `地区销售经理（肿瘤线）— 广州
年薪 25-40万 ｜ 广州 ｜ 5年以上 ｜ 统招本科 ｜ 招聘1人 ｜ 汇报对象：华南大区经理
瑞和康生物医药 · 外商独资 · 1000-2000人

职位亮点：核心新品上市团队；年度奖金+季度激励；车补、通讯补贴

公司介绍
瑞和康生物医药专注肿瘤与免疫领域的创新药研发和商业化，在华已上市产品6个，另有3个产品处于III期临床。华南大区目前约120人，广州为大区总部所在地。

职位描述
1. 负责广州及周边区域（佛山、中山）重点医院的销售管理，完成季度及年度销售指标；
2. 管理4-6名医药代表，负责团队招聘、辅导、协访与绩效考核；
3. 制定区域市场策略，组织科室会、城市会及学术推广活动；
4. 推动新产品进院（药事会）及院外药房布局；
5. 维护区域专家关系，合规开展业务。

岗位要求（硬性）
· 医学、药学、生物等相关专业，统招本科及以上学历；
· 5年以上医药销售经验，其中至少2年一线团队管理经验；
· 有肿瘤或血液科产品销售经验；
· 有新药进院、医保谈判后落地经验；
· 持有C1及以上驾照，能适应广州周边出差。

加分项
· 熟悉广州地区三甲医院肿瘤科客户资源；
· 有DTP药房/双通道渠道经验；
· 会使用Veeva CRM或同类医药CRM系统；
· 英语良好，能与外籍上级沟通。

工作地点：广州市天河区珠江新城华夏路xx号瑞和康大厦（大区办公室，日常以驻地拜访为主）`;

const zhPharmaSalesMatchResume = `黄子健
地区经理（肿瘤线）｜ 男 ｜ 36岁 ｜ 广州天河
手机 138-0000-2301 ｜ 邮箱 huangzijian@example.com

个人概述
12年医药销售经验，其中6年带团队，近9年一直在抗肿瘤领域（肺癌、乳腺癌靶向药与生物类似药），熟悉广州、佛山主要三甲医院肿瘤科、血液科与药剂科。

工作经历
2021.06 – 至今　康铂医药（中国）有限公司　广州地区经理
• 带领6名医药代表，负责广州、佛山12家核心医院，2025年区域销售额6800万，达成率112%；
• 新品上市：推动PD-1单抗在9家医院通过药事会，国谈品种落地后6个月内完成8家医院挂网与进药；
• 搭建DTP药房与“双通道”定点药房网络，覆盖广州5家DTP药房，院外销量占比提升至35%；
• 组织城市会、科室会40余场，维护省级肿瘤专委会专家15位；
• 使用Veeva CRM管理拜访与活动，团队合规培训考核全员通过。

2017.03 – 2021.05　安拓生物制药有限公司　高级医药代表 / 销售主管
• 负责广州2家三甲医院肿瘤科的靶向药推广，连续三年达成率超过105%；
• 2020年起任销售主管，辅导3名新代表。

2014.07 – 2017.02　普安药业股份有限公司　医药代表（心血管线）
• 负责佛山4家二级医院心内科客户开发与维护，第二年起进入区域销售前三名。

教育背景
2010.09 – 2014.06　华南药科学院　药学　本科

证书与其他
• 机动车驾驶证C1（8年驾龄），有私家车
• 英语：CET-6，可用英语完成季度业务汇报
• 熟练使用Excel、PPT

荣誉
• 2023年度公司“卓越地区经理”（全国前5%）
• 2019年安拓生物“新品上市突出贡献奖”
• 2016年普安药业“年度优秀新人”

培训
• 公司一线经理领导力项目（2022，6个月）；医药代表合规备案培训（2024）；肿瘤免疫治疗进展系列学术培训（2023）`;

const zhPharmaSalesNoMatchResume = `梁志明
求职意向：销售经理/区域经理　广州
男｜35岁｜138-0000-2302｜liangzhiming@example.com
期望薪资：年薪30万以上｜目前状态：在职，考虑新机会

个人概述
14年快消品销售经验，其中7年以上团队管理经验，熟悉现代渠道和经销商体系，想尝试进入医药行业发展。

工作经历
2019年8月 - 至今　粤鲜饮品有限公司　华南区域销售经理
• 负责广州、佛山、东莞三地现代渠道（KA卖场、连锁便利店）与流通渠道销售，年销售额1.2亿；
• 管理城市经理3名、业务代表18名，负责团队招聘、培训与月度绩效考核；
• 与大型连锁商超系统谈判年度合同、进场费和陈列资源；
• 推动新品上市，3个月内完成2000家门店铺货，新品首年销售额3000万；
• 使用纷享销客CRM管理客户拜访与经销商订单。

2015年7月 - 2019年7月　南越食品集团　城市主管/业务代表
• 负责广州天河、海珠区经销商管理和终端门店拜访；
• 2017年起任城市主管，管理业务代表6名，团队连续两年获评优秀团队。

2012年7月 - 2015年6月　南越食品集团　业务代表
• 负责社区便利店和餐饮渠道开发，累计开发终端网点600余家；
• 2014年获评集团“年度新人销冠”。

荣誉与培训
• 2022、2024年度粤鲜饮品华南区“优秀区域经理”
• 参加“现代渠道谈判技巧”“经销商管理”等外部培训
• 带领团队完成三次新品上市，均提前完成首季度铺货目标

教育背景
2008.09 - 2012.06　广州商学院　市场营销　本科

技能与证书
• C1驾照，熟悉广州、佛山路况
• Excel、PPT熟练；熟悉经销商进销存系统和费用核销流程
• 英语：CET-4
• 普通话、粤语流利

自我评价
目标感强，抗压能力强，擅长渠道谈判与团队激励；习惯用数据管理团队，每周复盘各城市铺货率、动销和费用投入产出。`;

const zhPharmaSalesPairs: readonly MatchPair[] = [
  {
    id: 'zh-pharmasales-203-match',
    locale: 'zh-CN',
    jobDescription: zhPharmaSalesJd,
    resume: zhPharmaSalesMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '医学、药学、生物',
        also: ['本科', '统招本科'],
        status: 'present',
      },
      { group: 'years', term: '5', subject: '医药销售', status: 'present' },
      { group: 'years', term: '2', subject: '团队管理', status: 'present' },
      {
        group: 'hardSkill',
        term: '肿瘤产品销售',
        also: ['肿瘤线', '抗肿瘤', '血液科', '靶向药'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: '新药进院',
        also: ['进院', '药事会', '医保谈判落地', '国谈落地'],
        status: 'present',
      },
      { group: 'certificate', term: 'C1驾照', also: ['C1', '驾驶证', '驾照'], status: 'present' },
      {
        group: 'hardSkill',
        term: '三甲医院客户资源',
        also: ['三甲医院', '医院资源'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'DTP药房',
        also: ['DTP', '双通道', '院外药房'],
        status: 'present',
        preferred: true,
      },
      { group: 'tool', term: 'Veeva CRM', also: ['Veeva', '医药CRM'], status: 'present', preferred: true },
      {
        group: 'language',
        term: 'English',
        subject: '良好',
        also: ['英语', 'CET-6'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'zh-pharmasales-203-nomatch',
    locale: 'zh-CN',
    jobDescription: zhPharmaSalesJd,
    resume: zhPharmaSalesNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '医学、药学、生物',
        also: ['本科', '统招本科'],
        status: 'partial',
      },
      { group: 'years', term: '5', subject: '医药销售', status: 'missing' },
      { group: 'years', term: '2', subject: '团队管理', status: 'present' },
      {
        group: 'hardSkill',
        term: '肿瘤产品销售',
        also: ['肿瘤线', '抗肿瘤', '血液科', '靶向药'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: '新药进院',
        also: ['进院', '药事会', '医保谈判落地', '国谈落地'],
        status: 'missing',
      },
      { group: 'certificate', term: 'C1驾照', also: ['C1', '驾驶证', '驾照'], status: 'present' },
      {
        group: 'hardSkill',
        term: '三甲医院客户资源',
        also: ['三甲医院', '医院资源'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'DTP药房',
        also: ['DTP', '双通道', '院外药房'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Veeva CRM', also: ['Veeva', '医药CRM'], status: 'partial', preferred: true },
      {
        group: 'language',
        term: 'English',
        subject: '良好',
        also: ['英语', 'CET-6'],
        status: 'partial',
        preferred: true,
      },
    ],
  },
];

// ─── zh-CN 204 · 采购工程师（结构件） ──────────────────────────────────────

const zhPurchasingJd = `采购工程师（结构件）
东莞·松山湖 ｜ 1.2-1.8万·13薪 ｜ 经验3-5年 ｜ 本科 ｜ 招2人
深圳锐拓智能装备股份有限公司（东莞生产基地）｜ 智能制造 ｜ 已上市 ｜ 1000-9999人

职位描述：
负责锂电及光伏自动化设备所用钣金件、机加工件、注塑件等结构件的采购与供应商管理，包括新供应商的寻源开发与现场评审、询比价与成本分析、合同谈判、交期跟进及来料异常处理；配合研发完成新品打样和小批量试产，定期输出采购降本与交付数据；参与月度供应商绩效评估（质量、交期、价格、服务），推动低分供应商整改或淘汰；维护采购价格库和合同台账，配合财务完成对账。

任职资格：
机械、材料、工业工程等相关专业本科及以上学历；具备3年以上结构件采购经验，熟悉钣金、机加工、注塑工艺，能看懂机械图纸（2D/3D），会用AutoCAD查看图纸者更佳；熟悉供应商开发与管理流程，具备成本分析与核价能力（能拆解材料、工时、费用）；熟练使用SAP或Oracle等ERP系统；了解ISO9001质量管理体系；英语四级以上，能读写英文邮件；有VAVE降本项目经验者优先。为人正直，能适应偶尔到供应商现场出差。

公司福利：五险一金、年终奖、年度调薪、包食宿（单人间）、班车、节日福利、年度体检。
上班地址：东莞市松山湖高新区工业东路xx号锐拓智能产业园
面试流程：HR电话沟通 → 采购经理面试 → 供应链总监面试，一般一周内出结果。`;

const zhPurchasingMatchResume = `刘宏伟
采购工程师　｜　9年经验　｜　东莞长安
电话：186-0000-2401　邮箱：liuhongwei@example.com
期望：采购工程师/高级采购　东莞松山湖　15-18K

【教育】2013.09-2017.06　华南工业大学　机械设计制造及其自动化　本科

【工作经历】
2020.05-至今　东莞精锐自动化设备有限公司　高级采购工程师
· 负责自动化设备结构件采购，品类包括钣金件、CNC加工件、塑胶件（注塑）和铝型材，年采购额约1.1亿；
· 新开发供应商18家，组织供应商现场审核（质量体系、产能、工艺），建立供应商绩效考核与分级管理；
· 建立钣金、机加工件核价模型（材料+加工工时+表面处理+管理费），新品报价偏差控制在5%以内；
· 主导VA/VE降本项目：钣金件结构合并、公差放宽、改用型材，年降本约320万元；
· 在SAP（MM模块）中完成PR转PO、收货异常处理与对账，按周输出交期达成报表。

2017.07-2020.04　东莞恒丰机械有限公司　采购员（机加工件）
· 负责机加工件与标准件询比价、下单、交期跟进，能读懂2D工程图与3D模型，使用AutoCAD核对尺寸与公差；
· 配合品质部处理来料不良，推动供应商8D整改；
· 参与公司ISO 9001:2015换版审核，负责采购控制程序修订。

【技能证书】
· CET-6，日常用英文邮件与海外供应商沟通
· 熟练使用SAP、AutoCAD、SolidWorks（看图）、Excel
· ISO 9001内审员证

【项目经历】
2023.03-2023.10　新一代叠片机结构件国产化与降本
· 牵头梳理320个结构件料号，重新寻源钣金、机加工供应商6家，整机结构件成本下降14%，交期由35天缩短到21天。

【自我评价】
机械专业出身，看图和工艺沟通没有障碍，习惯用数据和核价模型跟供应商谈判；能接受到供应商现场出差。`;

const zhPurchasingNoMatchResume = `何嘉豪
房产经纪人 / 门店经理
男 ｜ 30岁 ｜ 东莞南城 ｜ 电话 159-0000-2402 ｜ 邮箱 hejiahao@example.com

个人概述
9年房产中介经验，其中5年门店管理，擅长客户开发、价格谈判与团队带教，门店业绩连续多年区域前三。

求职意向：销售主管、门店管理、采购类岗位均可

工作经历
2021.02 – 至今　东莞安家置业房产经纪有限公司　门店经理
– 管理门店经纪人12名，负责二手房买卖与租赁业务，门店年成交额约2.6亿；
– 负责房源开发与业主维护，带看、议价、签约及贷款过户全流程；
– 对接装修公司、家电品牌开展“拎包入住”合作，谈判返点和服务价格；
– 使用房产中介管理系统录入房源客源，用Excel统计门店业绩报表；
– 门店连续两年获评区域“金牌门店”；
– 每周组织门店例会和房源分析会，制定带看和成交目标并跟踪完成情况；
– 负责门店日常费用报销和物料申领，控制门店运营成本。

2017.07 – 2021.01　东莞安家置业房产经纪有限公司　房产经纪人
– 累计成交二手房120余套，2019年获公司“年度销冠”，单月最高成交9套；
– 负责客户贷款预审、网签和过户资料准备，与银行、评估公司和不动产登记中心对接；
– 熟悉东莞南城、东城片区楼盘与学区政策；
– 负责新人带教，先后带出8名业绩达标的经纪人。

荣誉
– 2022年区域“优秀店长”；2023年门店获“客户满意度第一名”
– 参加公司“谈判与成交技巧”“门店经营管理”内部培训并通过考核

教育背景
2014.09 – 2017.06　广东岭南职业学院　市场营销　大专

证书：房地产经纪人协理证书、C1驾驶证
语言：粤语（母语）、普通话
技能：熟练使用Excel、PPT和房产中介管理系统，会用短视频平台做房源推广

自我评价
性格外向，谈判能力强，执行力强，善于维护客户关系；对制造业了解不多，但学习能力强，希望转型做采购或供应链相关工作，愿意从基础岗位做起。`;

const zhPurchasingPairs: readonly MatchPair[] = [
  {
    id: 'zh-purchasing-204-match',
    locale: 'zh-CN',
    jobDescription: zhPurchasingJd,
    resume: zhPurchasingMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '机械、材料、工业工程',
        also: ['本科'],
        status: 'present',
      },
      { group: 'years', term: '3', subject: '结构件采购', status: 'present' },
      { group: 'hardSkill', term: '钣金', also: ['钣金件', '钣金工艺'], status: 'present' },
      { group: 'hardSkill', term: '机加工', also: ['机加工件', 'CNC加工', '机械加工'], status: 'present' },
      { group: 'hardSkill', term: '注塑', also: ['注塑件', '塑胶件'], status: 'present' },
      {
        group: 'hardSkill',
        term: '机械制图',
        also: ['看图', '识图', '工程图', '2D/3D图纸'],
        status: 'present',
      },
      { group: 'tool', term: 'AutoCAD', also: ['CAD'], status: 'present', preferred: true },
      {
        group: 'hardSkill',
        term: '供应商开发',
        also: ['供应商管理', '寻源', '供应商审核'],
        status: 'present',
      },
      { group: 'hardSkill', term: '成本分析', also: ['核价', '成本拆解', '核价模型'], status: 'present' },
      { group: 'tool', term: 'SAP', also: ['SAP MM', 'ERP'], status: 'present' },
      { group: 'tool', term: 'Oracle', also: ['Oracle ERP', 'Oracle EBS'], status: 'partial' },
      { group: 'hardSkill', term: 'ISO9001', also: ['ISO 9001', '质量管理体系'], status: 'present' },
      {
        group: 'language',
        term: 'English',
        subject: 'CET-4',
        also: ['英语四级', '英文邮件'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'VAVE', also: ['VA/VE', '降本项目'], status: 'present', preferred: true },
    ],
  },
  {
    id: 'zh-purchasing-204-nomatch',
    locale: 'zh-CN',
    jobDescription: zhPurchasingJd,
    resume: zhPurchasingNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '机械、材料、工业工程',
        also: ['本科'],
        status: 'missing',
      },
      { group: 'years', term: '3', subject: '结构件采购', status: 'missing' },
      { group: 'hardSkill', term: '钣金', also: ['钣金件', '钣金工艺'], status: 'missing' },
      { group: 'hardSkill', term: '机加工', also: ['机加工件', 'CNC加工', '机械加工'], status: 'missing' },
      { group: 'hardSkill', term: '注塑', also: ['注塑件', '塑胶件'], status: 'missing' },
      {
        group: 'hardSkill',
        term: '机械制图',
        also: ['看图', '识图', '工程图', '2D/3D图纸'],
        status: 'missing',
      },
      { group: 'tool', term: 'AutoCAD', also: ['CAD'], status: 'missing', preferred: true },
      {
        group: 'hardSkill',
        term: '供应商开发',
        also: ['供应商管理', '寻源', '供应商审核'],
        status: 'missing',
      },
      { group: 'hardSkill', term: '成本分析', also: ['核价', '成本拆解', '核价模型'], status: 'missing' },
      { group: 'tool', term: 'SAP', also: ['SAP MM', 'ERP'], status: 'missing' },
      { group: 'tool', term: 'Oracle', also: ['Oracle ERP', 'Oracle EBS'], status: 'missing' },
      { group: 'hardSkill', term: 'ISO9001', also: ['ISO 9001', '质量管理体系'], status: 'missing' },
      {
        group: 'language',
        term: 'English',
        subject: 'CET-4',
        also: ['英语四级', '英文邮件'],
        status: 'missing',
      },
      { group: 'hardSkill', term: 'VAVE', also: ['VA/VE', '降本项目'], status: 'missing', preferred: true },
    ],
  },
];

// ─── zh-CN 205 · 临床药师 ──────────────────────────────────────────────────

const zhClinicalPharmacistJd = `南江市第二人民医院2026年临床药师招聘启事

南江市第二人民医院是一所集医疗、教学、科研为一体的三级甲等综合医院，编制床位1800张，年门急诊量约220万人次。药学部为省级临床重点专科建设单位，现面向社会公开招聘临床药师2名（合同制，同工同酬）。

一、招聘岗位
临床药师（抗感染方向）1名；临床药师（肿瘤方向）1名。

二、应聘条件
1. 临床药学、药学专业，全日制硕士研究生及以上学历，博士优先；
2. 具有药师及以上专业技术资格；
3. 取得临床药师岗位培训证书（抗感染或肿瘤专业）；
4. 具备2年以上三级医院临床药学工作经验；
5. 熟悉处方审核与医嘱点评，能独立开展药学查房、用药监护和会诊；
6. 掌握治疗药物监测（TDM）结果解读，具备药代动力学（PK/PD）基础；
7. 大学英语六级（CET-6）425分以上，能阅读英文文献；
8. 持有执业药师资格证者优先；以第一作者发表过核心期刊或SCI论文者优先；
9. 年龄35周岁以下（1991年1月1日以后出生），身体健康。

三、待遇
按医院相关规定执行，缴纳五险两金，博士提供安家费，硕士可申请人才公寓。

四、报名方式
请将个人简历、学历学位证书、资格证书及规培/培训证明扫描件发送至邮箱 yaoxuebu@example.com，邮件标题注明“应聘岗位+姓名+学历”。报名截止时间：2026年12月31日。资格审查通过者另行通知笔试和面试时间。
联系人：药学部刘老师　电话：0000-12345678
地址：南江市城南区健康路88号`;

const zhClinicalPharmacistMatchResume = `孙雨桐
临床药师（抗感染专业）
女 ｜ 1993年8月生 ｜ 电话：136-0000-2501 ｜ 邮箱：sunyutong@example.com
应聘岗位：临床药师（抗感染方向）　现工作地：湖西省

个人简介
临床药学硕士，7年三甲医院药学部工作经历，其中5年以上固定在感染科和ICU做临床药师，擅长重症感染患者的抗菌药物方案优化。

教育经历
2016.09-2019.06　江州医科大学　临床药学　硕士研究生（研究方向：抗感染药物PK/PD）
2011.09-2016.06　江州医科大学　临床药学　本科（五年制）

工作经历
2019.07-至今　湖西省人民医院（三级甲等）药学部　临床药师
· 2019.07-2020.12 在门诊药房、住院药房轮转，负责处方与医嘱审核（前置审方系统）；
· 2021年起固定于感染科和ICU，每周参与医师查房3次，独立开展药学查房与用药监护，年参与会诊约150例；
· 负责万古霉素、伏立康唑、丙戊酸等血药浓度监测的结果解读与个体化给药方案调整，出具TDM报告600余份；
· 参与医院抗菌药物专项点评，每月点评I类切口预防用药病历；
· 为患者和护士提供用药咨询与用药教育，参与编写科室《抗菌药物使用手册》。

资格证书
· 主管药师（2024年）
· 临床药师岗位培训结业证书（抗感染药物专业，2021年）
· 执业药师（药学类）
· CET-6（536分）

科研
· 以第一作者发表SCI论文1篇、中文核心期刊论文2篇（万古霉素群体药代动力学方向）
· 参与省卫健委课题1项

学术任职与荣誉
· 湖西省药学会医院药学专业委员会青年委员
· 2023年医院“优秀青年药师”；2024年省临床药师病例分享大赛二等奖

自我评价
有扎实的抗感染药物治疗学基础，习惯在查房中和医生讨论给药方案；熟悉审方规则维护与抗菌药物分级管理，能独立带教临床药师规培学员。`;

const zhClinicalPharmacistNoMatchResume = `郑文博
求职意向：中学化学教师 / 教研 / 实验室相关岗位
男 ｜ 31岁 ｜ 电话：137-0000-2502 ｜ 邮箱：zhengwenbo@example.com
现居：南江市城南区　期望：南江市内，事业单位或公立学校优先

个人简介
有机化学硕士，7年高中化学教学经验，担任备课组长和实验室负责人，教学成绩稳定，熟悉新高考化学命题方向。

教育背景
2016.09-2019.06　南江师范大学　有机化学　理学硕士
2012.09-2016.06　南江师范大学　化学（师范）　本科（GPA 3.6/4.0，获校一等奖学金两次）

工作经历
2019.08-至今　南江市第七中学　高中化学教师、备课组长
- 担任高一、高二化学教学，每周14课时，兼任两个班班主任；
- 组织化学兴趣小组和学科竞赛辅导，3名学生获省级竞赛二等奖；
- 负责学校化学实验室管理，制定危险化学品台账与实验安全规范，每学期组织一次实验室安全演练；
- 参与市级课题《高中化学实验探究式教学研究》，发表教学论文2篇；
- 2022年获市高中化学优质课评比一等奖，2024年获评校级“优秀班主任”；
- 负责高三化学一轮复习讲义编写，所带班级高考化学平均分高于市均分8分。

研究生经历
2016.09-2019.06　课题组方向为有机小分子催化合成，负责化合物合成与结构表征，参与发表学术论文1篇（第三作者）。

证书
- 高级中学教师资格证（化学）
- 中级职称（一级教师）
- 大学英语六级（CET-6）
- 普通话二级甲等

技能
熟练使用Office、ChemDraw、希沃白板；了解常见有机合成与分析方法（HPLC、NMR谱图解析）；能独立设计和改进中学化学演示实验，熟悉实验室危险化学品管理要求和应急处置流程。

自我评价
热爱教育，工作认真负责，善于与学生沟通；有较强的实验动手能力和安全意识，希望继续从事教学或实验室管理相关工作。`;

const zhClinicalPharmacistPairs: readonly MatchPair[] = [
  {
    id: 'zh-clinicalpharmacist-205-match',
    locale: 'zh-CN',
    jobDescription: zhClinicalPharmacistJd,
    resume: zhClinicalPharmacistMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'master',
        subject: '临床药学、药学',
        also: ['硕士', '硕士研究生'],
        status: 'present',
      },
      {
        group: 'education',
        term: 'doctorate',
        subject: '临床药学、药学',
        also: ['博士'],
        status: 'missing',
        preferred: true,
      },
      { group: 'certificate', term: '药师资格', also: ['药师', '主管药师', '药师职称'], status: 'present' },
      {
        group: 'certificate',
        term: '临床药师岗位培训证书',
        also: ['临床药师培训', '临床药师岗位培训'],
        status: 'present',
      },
      { group: 'years', term: '2', subject: '三级医院临床药学', status: 'present' },
      {
        group: 'hardSkill',
        term: '处方审核',
        also: ['审方', '医嘱审核', '医嘱点评', '处方点评'],
        status: 'present',
      },
      { group: 'hardSkill', term: '药学查房', also: ['查房', '用药监护', '会诊'], status: 'present' },
      { group: 'hardSkill', term: 'TDM', also: ['治疗药物监测', '血药浓度监测'], status: 'present' },
      { group: 'hardSkill', term: '药代动力学', also: ['PK/PD', '药动学'], status: 'present' },
      {
        group: 'language',
        term: 'English',
        subject: 'CET-6',
        also: ['大学英语六级', '英语六级'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: '执业药师',
        also: ['执业药师资格证'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'zh-clinicalpharmacist-205-nomatch',
    locale: 'zh-CN',
    jobDescription: zhClinicalPharmacistJd,
    resume: zhClinicalPharmacistNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'master',
        subject: '临床药学、药学',
        also: ['硕士', '硕士研究生'],
        status: 'partial',
      },
      {
        group: 'education',
        term: 'doctorate',
        subject: '临床药学、药学',
        also: ['博士'],
        status: 'missing',
        preferred: true,
      },
      { group: 'certificate', term: '药师资格', also: ['药师', '主管药师', '药师职称'], status: 'missing' },
      {
        group: 'certificate',
        term: '临床药师岗位培训证书',
        also: ['临床药师培训', '临床药师岗位培训'],
        status: 'missing',
      },
      { group: 'years', term: '2', subject: '三级医院临床药学', status: 'missing' },
      {
        group: 'hardSkill',
        term: '处方审核',
        also: ['审方', '医嘱审核', '医嘱点评', '处方点评'],
        status: 'missing',
      },
      { group: 'hardSkill', term: '药学查房', also: ['查房', '用药监护', '会诊'], status: 'missing' },
      { group: 'hardSkill', term: 'TDM', also: ['治疗药物监测', '血药浓度监测'], status: 'missing' },
      { group: 'hardSkill', term: '药代动力学', also: ['PK/PD', '药动学'], status: 'missing' },
      {
        group: 'language',
        term: 'English',
        subject: 'CET-6',
        also: ['大学英语六级', '英语六级'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: '执业药师',
        also: ['执业药师资格证'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── zh-CN 206 · UI设计师 ──────────────────────────────────────────────────

const zhUiDesignerJd = `UI设计师（App方向）
15-22K·13-15薪 ｜ 成都·高新区 ｜ 3-5年 ｜ 本科
青柚健康 · 移动互联网 · A轮 · 100-499人

关于我们：青柚健康做的是面向年轻人的轻医疗健康App（在线问诊、体检预约、健康打卡），累计用户1200万。设计团队8人，直接向设计负责人汇报，我们相信好的设计能让看病这件事少一点焦虑。

你每天会做：App和小程序的界面设计、运营活动视觉、与产品和前端一起把体验落地、维护和迭代设计规范。

你需要：
1）设计类相关专业，本科学历；3年以上移动端UI设计经验，有完整上线的App作品；
2）熟练使用Figma/Sketch，以及Photoshop、Illustrator；
3）熟悉iOS与Android的设计规范（HIG / Material Design）；
4）有搭建或维护设计系统（Design System/组件库）的经验；
5）投递时请附作品集（链接或PDF），没有作品集的简历不看。

如果你还……就更好了：
- 会做动效（AE/Principle均可）；
- 会C4D或Blender做简单3D图标；
- 做过医疗健康类产品；
- 懂一点前端（HTML/CSS），能和开发顺畅沟通。

薪资构成：底薪+绩效+年终奖。双休，下午茶，带薪年假10天，每年设计大会门票报销。
办公地址：成都市高新区天府三街xx号青柚大厦8楼
面试流程：简历与作品集筛选 → 设计面试（讲解2个代表作品）→ 设计负责人面 → HR面`;

const zhUiDesignerMatchResume = `许可欣
UI设计师 ｜ 6年 ｜ 成都
微信/电话：188-0000-2601 ｜ 邮箱：xukexin@example.com
作品集：xukexin.example.com/portfolio（含4个上线App完整案例）

自我介绍
6年移动端产品设计经验，做过健身和记账两类工具App，擅长把复杂流程做简单，喜欢做组件和规范这类“看不见”的工作。

工作经历
成都跃动科技有限公司 ｜ 高级UI设计师 ｜ 2022年3月 - 至今
• 负责健身打卡App「跃动」（iOS/Android，注册用户600万）及其小程序的界面与交互视觉；
• 从0到1搭建设计系统Pebble：色彩、字体、栅格、图标和120+个Figma组件，与前端共建组件库，设计走查问题减少约40%；
• 输出iOS与安卓双端适配规范，遵循Human Interface Guidelines与Material Design 3；
• 使用AE + Lottie制作点赞、打卡成功等微动效，使用Cinema 4D制作活动3D图标与会员权益插画；
• 参与运营活动视觉（年度运动报告、618活动页），用PS、AI出主视觉和物料。

成都小账本网络科技有限公司 ｜ UI设计师 ｜ 2020年7月 - 2022年2月
• 负责记账App 2.0改版，完成150+页面设计，使用Sketch + Zeplin交付；
• 建立图标库与插画规范，负责应用商店截图与上架素材。

教育背景
西川艺术学院 ｜ 视觉传达设计 ｜ 本科 ｜ 2016-2020

技能
Figma（主力）、Sketch、Photoshop、Illustrator、After Effects、Cinema 4D、Principle
了解HTML/CSS，能看懂前端样式代码并自己调整小程序样式

获奖
2023年站酷年度优秀作品（App界面类）入围；2021年公司年度优秀员工`;

const zhUiDesignerNoMatchResume = `罗海峰
求职意向：门店经理 / 运营主管 / 设计类岗位（可转行）
男 ｜ 29岁 ｜ 成都武侯区 ｜ 电话 135-0000-2602

工作经历
2021.04 - 至今　蜀味小馆餐饮管理有限公司　门店店长
1. 负责一家200平米直营门店的日常运营，管理前厅与后厨员工22人，月营业额约85万；
2. 负责排班、员工培训、食品安全检查与成本控制，食材成本率从38%降到33%，每月向区域经理提交经营分析；
3. 负责点评和短视频平台团购的上新和活动报名，用美图秀秀和PS简单修图做门店海报、菜单图，每月更新一次门店菜单展示；
4. 处理顾客投诉，门店线上评分保持4.8分；
5. 2023年参与公司新店筹备，负责新店员工招聘、培训和开业活动执行，新店首月营业额达到目标的110%。

2018.07 - 2021.03　蜀味小馆餐饮管理有限公司（春熙路店）　服务员、领班
1. 负责前厅服务与收银，2019年晋升领班，带6名服务员，负责班前会和服务质量检查；
2. 协助店长做月度盘点和新员工带教；
3. 2020年获公司“服务之星”。

教育背景
2015.09 - 2018.06　川西旅游职业学院　酒店管理　大专

证书
健康证、食品安全管理员证、C1驾驶证

技能
熟练使用收银系统、美团和点评商家后台、Excel排班表；会用手机剪辑软件剪辑门店短视频，门店账号粉丝约1.2万。

培训经历
2022.05　公司“储备店长”培训项目（3个月），内容包括门店运营、成本核算和团队管理，结业考核第一名。

兴趣
摄影、手绘；业余在网上学过Figma入门课程，做过几张练习稿。

自我评价
做了8年餐饮，从服务员做到店长，熟悉门店运营和顾客需求；平时喜欢拍照修图，给门店做的海报和菜单图顾客反馈不错，想尝试转行做设计相关工作，愿意从助理做起。

期望
期望城市：成都；期望薪资：6-8K；可随时到岗；可以接受设计助理、美工或门店运营相关岗位。`;

const zhUiDesignerPairs: readonly MatchPair[] = [
  {
    id: 'zh-uidesigner-206-match',
    locale: 'zh-CN',
    jobDescription: zhUiDesignerJd,
    resume: zhUiDesignerMatchResume,
    matched: true,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '设计类', also: ['本科'], status: 'present' },
      { group: 'years', term: '3', subject: '移动端UI设计', status: 'present' },
      { group: 'tool', term: 'Figma', status: 'present' },
      { group: 'tool', term: 'Sketch', status: 'present' },
      { group: 'tool', term: 'Photoshop', also: ['PS'], status: 'present' },
      { group: 'tool', term: 'Illustrator', also: ['AI', 'Adobe Illustrator'], status: 'present' },
      {
        group: 'hardSkill',
        term: '移动端设计规范',
        also: ['HIG', 'Human Interface Guidelines', 'Material Design', 'iOS/Android设计规范'],
        status: 'present',
      },
      { group: 'hardSkill', term: '设计系统', also: ['Design System', '组件库'], status: 'present' },
      {
        group: 'hardSkill',
        term: '动效设计',
        also: ['动效', 'AE', 'After Effects', 'Principle'],
        status: 'present',
        preferred: true,
      },
      { group: 'tool', term: 'C4D', also: ['Cinema 4D'], status: 'present', preferred: true },
      { group: 'tool', term: 'Blender', status: 'missing', preferred: true },
      {
        group: 'hardSkill',
        term: '医疗健康',
        also: ['医疗健康产品', '健康类App'],
        status: 'partial',
        preferred: true,
      },
      { group: 'tool', term: 'HTML/CSS', also: ['HTML', 'CSS', '前端'], status: 'present', preferred: true },
    ],
  },
  {
    id: 'zh-uidesigner-206-nomatch',
    locale: 'zh-CN',
    jobDescription: zhUiDesignerJd,
    resume: zhUiDesignerNoMatchResume,
    matched: false,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '设计类', also: ['本科'], status: 'missing' },
      { group: 'years', term: '3', subject: '移动端UI设计', status: 'missing' },
      { group: 'tool', term: 'Figma', status: 'partial' },
      { group: 'tool', term: 'Sketch', status: 'missing' },
      { group: 'tool', term: 'Photoshop', also: ['PS'], status: 'partial' },
      { group: 'tool', term: 'Illustrator', also: ['AI', 'Adobe Illustrator'], status: 'missing' },
      {
        group: 'hardSkill',
        term: '移动端设计规范',
        also: ['HIG', 'Human Interface Guidelines', 'Material Design', 'iOS/Android设计规范'],
        status: 'missing',
      },
      { group: 'hardSkill', term: '设计系统', also: ['Design System', '组件库'], status: 'missing' },
      {
        group: 'hardSkill',
        term: '动效设计',
        also: ['动效', 'AE', 'After Effects', 'Principle'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'C4D', also: ['Cinema 4D'], status: 'missing', preferred: true },
      { group: 'tool', term: 'Blender', status: 'missing', preferred: true },
      {
        group: 'hardSkill',
        term: '医疗健康',
        also: ['医疗健康产品', '健康类App'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'HTML/CSS', also: ['HTML', 'CSS', '前端'], status: 'missing', preferred: true },
    ],
  },
];

// ─── en-US 201 · Data scientist ────────────────────────────────────────────

const enDataScientistJd = `Data Scientist, Pricing & Forecasting
Harborview Freight Technologies — Chicago, IL (Hybrid, 3 days in office)
$140,000 - $170,000 base + annual bonus

Harborview builds the software that mid-market shippers use to book, track and pay for truckload freight. Our Data Science team of nine sits inside Product and owns the models behind dynamic pricing, demand forecasting and carrier matching. You'd join the pricing pod and work day to day with a product manager, two ML engineers and the revenue team.

In your first six months you will rebuild our lane-level demand forecast, run pricing experiments with the revenue team, and put at least one model into production with our ML engineers.

Who we're looking for
You have 3+ years of experience building and shipping predictive models in a business setting. You write production-quality Python, including scikit-learn, and you are fluent in SQL. You know your statistics — regression and hypothesis testing are second nature — and you have designed and read out A/B tests. You have built time-series forecasting models, whether with Prophet, ARIMA or gradient boosting. You hold a Bachelor's degree in Statistics, Computer Science, Economics, Mathematics or another quantitative field; a Master's or PhD is preferred. And you can explain a model's trade-offs to people who don't build models.

Bonus points
- Experience with Spark
- You have deployed models with MLflow or a similar platform
- Pricing or logistics domain experience
- Familiarity with causal inference

What we offer: medical/dental/vision from day one, 401(k) with 4% match, 20 days PTO, a $2,000 learning stipend, and a commuter benefit. Harborview is an equal opportunity employer and welcomes applicants from all backgrounds.`;

const enDataScientistMatchResume = `Maya Lindqvist
Data Scientist · Chicago, IL · maya.lindqvist@example.com · (555) 010-2201 · github.com/mlindqvist-example

Summary
Data scientist with 6+ years of experience turning messy marketplace data into forecasting and pricing models that run in production. Strong in statistical modeling and online experimentation; I like pairing with ML engineers to get models shipped.

Experience
Data Scientist II — RouteRunner (on-demand delivery marketplace), Chicago, IL | Apr 2022 – Present
- Own the surge-pricing model for 30 metro markets: gradient-boosted (LightGBM) demand model plus a price-elasticity layer; lifted gross margin 2.1 pts
- Built hourly demand forecasts per delivery zone with Prophet and LightGBM; cut MAPE from 24% to 13%
- Designed and analyzed 45+ online experiments (A/B and switchback tests), including power analysis and CUPED variance reduction
- Estimated long-term effects of courier incentives with difference-in-differences and synthetic control
- Packaged models with MLflow and shipped them behind a FastAPI service with the ML platform team

Data Analyst → Data Scientist — Lakeshore Insurance Group, Chicago, IL | Jul 2019 – Mar 2022
- Built GLM and XGBoost claim-frequency models in Python (scikit-learn, statsmodels) used in annual rate filings
- Wrote SQL pipelines in Snowflake and dbt feeding actuarial dashboards
- Processed 2B-row telematics data with PySpark on Databricks

Education
M.S. Statistics, Great Lakes University, 2019
B.A. Economics, minor in Mathematics, Prairie State College, 2017

Skills
Python (pandas, scikit-learn, statsmodels, LightGBM), SQL, PySpark, MLflow, Snowflake, dbt, Tableau, Git`;

const enDataScientistNoMatchResume = `Trevor Haines
Chicago, IL | trevor.haines@example.com | (555) 010-2202 | linkedin.com/in/trevorhaines-example

Business Intelligence Analyst with 7 years of experience building dashboards and KPI reporting for retail and logistics teams. Known for clean data models and fast turnaround on executive requests.

EXPERIENCE
Senior BI Analyst, Wexford Home Goods (retail, 140 stores) — 2021 - Present
* Build and maintain 30+ Tableau dashboards for merchandising, store operations and e-commerce
* Write complex SQL (CTEs, window functions) against Redshift; model reporting tables with dbt
* Prepare the monthly sales forecast in Excel using trailing averages and seasonality factors
* Report results of A/B tests run by the e-commerce product team (conversion, AOV) to leadership
* Automated weekly Excel reports with Python (pandas, openpyxl), saving ~10 analyst hours a week

BI Analyst, Carver Logistics — 2019 - 2021
* Built Power BI reports on on-time delivery, dwell time and carrier scorecards for a freight brokerage
* Maintained SQL Server views and SSIS jobs

EDUCATION
B.B.A., Business Administration (Marketing concentration), Midlands State University — 2019

SKILLS
SQL, Tableau, Power BI, Excel (advanced), dbt, Redshift, basic Python (pandas), descriptive statistics`;

const enDataScientistPairs: readonly MatchPair[] = [
  {
    id: 'en-datascientist-201-match',
    locale: 'en-US',
    jobDescription: enDataScientistJd,
    resume: enDataScientistMatchResume,
    matched: true,
    requirements: [
      { group: 'years', term: '3', subject: 'building predictive models', status: 'present' },
      { group: 'tool', term: 'Python', status: 'present' },
      { group: 'tool', term: 'scikit-learn', also: ['sklearn'], status: 'present' },
      { group: 'tool', term: 'SQL', status: 'present' },
      {
        group: 'hardSkill',
        term: 'statistics',
        also: ['statistical modeling', 'regression', 'hypothesis testing', 'GLM'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'A/B testing',
        also: ['experiment design', 'online experiments', 'experimentation'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'time-series forecasting',
        also: ['forecasting', 'demand forecasting', 'Prophet', 'ARIMA'],
        status: 'present',
      },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'quantitative field',
        also: ["Bachelor's", 'B.A.', 'B.S.'],
        status: 'present',
      },
      {
        group: 'education',
        term: 'master',
        subject: 'quantitative field',
        also: ["Master's", 'M.S.', 'PhD'],
        status: 'present',
        preferred: true,
      },
      { group: 'tool', term: 'Spark', also: ['PySpark', 'Apache Spark'], status: 'present', preferred: true },
      { group: 'tool', term: 'MLflow', also: ['model deployment'], status: 'present', preferred: true },
      {
        group: 'hardSkill',
        term: 'pricing',
        also: ['dynamic pricing', 'surge pricing', 'price elasticity'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'logistics',
        also: ['freight', 'delivery', 'supply chain'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'causal inference',
        also: ['difference-in-differences', 'synthetic control', 'diff-in-diff'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-datascientist-201-nomatch',
    locale: 'en-US',
    jobDescription: enDataScientistJd,
    resume: enDataScientistNoMatchResume,
    matched: false,
    requirements: [
      { group: 'years', term: '3', subject: 'building predictive models', status: 'missing' },
      { group: 'tool', term: 'Python', status: 'partial' },
      { group: 'tool', term: 'scikit-learn', also: ['sklearn'], status: 'missing' },
      { group: 'tool', term: 'SQL', status: 'present' },
      {
        group: 'hardSkill',
        term: 'statistics',
        also: ['statistical modeling', 'regression', 'hypothesis testing', 'GLM'],
        status: 'partial',
      },
      {
        group: 'hardSkill',
        term: 'A/B testing',
        also: ['experiment design', 'online experiments', 'experimentation'],
        status: 'partial',
      },
      {
        group: 'hardSkill',
        term: 'time-series forecasting',
        also: ['forecasting', 'demand forecasting', 'Prophet', 'ARIMA'],
        status: 'partial',
      },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'quantitative field',
        also: ["Bachelor's", 'B.A.', 'B.S.'],
        status: 'partial',
      },
      {
        group: 'education',
        term: 'master',
        subject: 'quantitative field',
        also: ["Master's", 'M.S.', 'PhD'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Spark', also: ['PySpark', 'Apache Spark'], status: 'missing', preferred: true },
      { group: 'tool', term: 'MLflow', also: ['model deployment'], status: 'missing', preferred: true },
      {
        group: 'hardSkill',
        term: 'pricing',
        also: ['dynamic pricing', 'surge pricing', 'price elasticity'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'logistics',
        also: ['freight', 'delivery', 'supply chain'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'causal inference',
        also: ['difference-in-differences', 'synthetic control', 'diff-in-diff'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── en-US 202 · HR generalist ─────────────────────────────────────────────

const enHrGeneralistJd = `HR Generalist
Copperline Foods, Inc. – Fresno, CA 93722
$68,000 - $78,000 a year - Full-time, on-site

Copperline Foods is a family-owned food processor with two plants and about 450 employees in the Central Valley, and we are hiring an HR Generalist to support our Fresno plant and distribution center. Reporting to the HR Manager, you'll handle the full employee life cycle for hourly and salaried staff: onboarding, benefits enrollment and questions, leave of absence administration, employee relations investigations, performance review cycles, and HRIS data accuracy. You'll also help with recruiting for production roles at peak season and run monthly safety and compliance trainings with our EHS lead.

The person we're hoping for has 3 or more years of HR generalist experience, ideally in manufacturing or another hourly, multi-shift environment, and a working knowledge of California employment law (wage and hour, meal and rest breaks, CFRA and other leaves). A bachelor's degree in Human Resources, Business or a related field is required. You should be comfortable in an HRIS — we run UKG Pro, and ADP or Paylocity experience transfers well — and confident with Excel (pivot tables, VLOOKUP). SHRM-CP or PHR certification is preferred, and because more than half of our workforce speaks Spanish, bilingual English/Spanish is strongly preferred. Experience supporting a unionized workforce is a plus. We offer medical, dental and vision, a 401(k) with company match, 10 paid holidays and an employee product store. Copperline Foods is an equal opportunity employer.`;

const enHrGeneralistMatchResume = `MARISOL VENTURA, SHRM-CP
Modesto, CA | (555) 010-2301 | marisol.ventura@example.com

PROFESSIONAL SUMMARY
Bilingual (English/Spanish) HR Generalist with 7 years supporting hourly, multi-shift workforces in food production and cold-storage distribution. Hands-on with California leave and wage-and-hour compliance, employee relations and union environments.

EXPERIENCE
HR Generalist | Valley Crest Bottling Co., Modesto, CA | 2021 – present
• Sole HR generalist for a 320-employee bottling plant running three shifts
• Administer FMLA/CFRA/PDL leaves and workers' comp claims; partner with payroll on meal and rest break premium audits
• Investigate employee relations complaints and write findings; cut open cases from 25 to 6 within a year
• Support contract administration and grievance meetings under the Teamsters collective bargaining agreement
• Maintain employee data in ADP Workforce Now; build monthly headcount, turnover and overtime reports in Excel (pivot tables, XLOOKUP)

HR Coordinator → HR Generalist | Delta Cold Storage, Stockton, CA | 2019 – 2021
• Onboarded 300+ seasonal associates per year; ran I-9 and E-Verify
• Coordinated California harassment-prevention training in English and Spanish
• Migrated employee records from paper files into UKG Ready

EDUCATION
B.S. Business Administration, Human Resource Management concentration — Central Valley State University, 2019

CERTIFICATIONS
SHRM Certified Professional (SHRM-CP), 2022

LANGUAGES
English, Spanish (native)`;

const enHrGeneralistNoMatchResume = `Kayla Brennan
Dallas, TX · kayla.brennan@example.com · (555) 010-2302

Summary
Recruiting coordinator in high-volume staffing, looking to move into an HR generalist role. Organized, calm under pressure, and studying for the SHRM-CP.

Experience
Recruiting Coordinator, Lone Star Staffing Partners — Dallas, TX (May 2025 – Present)
- Schedule 60+ interviews a week for light industrial and warehouse clients
- Post jobs on Indeed and LinkedIn; phone-screen applicants; manage candidate pipelines in Bullhorn
- Run new-hire paperwork and I-9 verification for temporary associates
- Track fill rates and time-to-fill in Excel (VLOOKUP, basic pivot tables)

Front Desk Associate, Magnolia Suites Hotel — Dallas, TX (Jun 2023 – Apr 2025)
- Checked guests in and out for a 180-room hotel; balanced the shift cash drawer
- Trained 4 new front desk agents on the property management system

Education
B.A. Communication Studies, North Texas Metropolitan University, 2023

Certifications
SHRM-CP candidate (exam scheduled)

Languages
English (native), conversational Spanish`;

const enHrGeneralistPairs: readonly MatchPair[] = [
  {
    id: 'en-hrgeneralist-202-match',
    locale: 'en-US',
    jobDescription: enHrGeneralistJd,
    resume: enHrGeneralistMatchResume,
    matched: true,
    requirements: [
      { group: 'years', term: '3', subject: 'HR generalist', status: 'present' },
      {
        group: 'hardSkill',
        term: 'manufacturing environment',
        also: ['manufacturing', 'hourly workforce', 'multi-shift'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'California employment law',
        also: ['wage and hour', 'California labor law', 'CFRA', 'employment law'],
        status: 'present',
      },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Human Resources, Business',
        also: ["Bachelor's", 'B.S.'],
        status: 'present',
      },
      {
        group: 'tool',
        term: 'HRIS',
        also: ['UKG Pro', 'UKG', 'UltiPro', 'ADP', 'ADP Workforce Now', 'Paylocity'],
        status: 'present',
      },
      { group: 'tool', term: 'Excel', also: ['pivot tables', 'VLOOKUP'], status: 'present' },
      {
        group: 'certificate',
        term: 'SHRM-CP',
        also: ['SHRM Certified Professional'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'PHR',
        also: ['Professional in Human Resources'],
        status: 'missing',
        preferred: true,
      },
      { group: 'language', term: 'Spanish', subject: 'bilingual', status: 'present', preferred: true },
      {
        group: 'hardSkill',
        term: 'union environment',
        also: ['unionized workforce', 'labor relations', 'collective bargaining agreement', 'CBA'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-hrgeneralist-202-nomatch',
    locale: 'en-US',
    jobDescription: enHrGeneralistJd,
    resume: enHrGeneralistNoMatchResume,
    matched: false,
    requirements: [
      { group: 'years', term: '3', subject: 'HR generalist', status: 'partial' },
      {
        group: 'hardSkill',
        term: 'manufacturing environment',
        also: ['manufacturing', 'hourly workforce', 'multi-shift'],
        status: 'partial',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'California employment law',
        also: ['wage and hour', 'California labor law', 'CFRA', 'employment law'],
        status: 'missing',
      },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Human Resources, Business',
        also: ["Bachelor's", 'B.S.'],
        status: 'partial',
      },
      {
        group: 'tool',
        term: 'HRIS',
        also: ['UKG Pro', 'UKG', 'UltiPro', 'ADP', 'ADP Workforce Now', 'Paylocity'],
        status: 'missing',
      },
      { group: 'tool', term: 'Excel', also: ['pivot tables', 'VLOOKUP'], status: 'present' },
      {
        group: 'certificate',
        term: 'SHRM-CP',
        also: ['SHRM Certified Professional'],
        status: 'partial',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'PHR',
        also: ['Professional in Human Resources'],
        status: 'missing',
        preferred: true,
      },
      { group: 'language', term: 'Spanish', subject: 'bilingual', status: 'partial', preferred: true },
      {
        group: 'hardSkill',
        term: 'union environment',
        also: ['unionized workforce', 'labor relations', 'collective bargaining agreement', 'CBA'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── en-US 203 · Construction project manager ──────────────────────────────

const enConstructionPmJd = `Project Manager – Commercial Construction
Stonebridge Builders · Raleigh, NC (On-site)
Full-time · $115K/yr - $140K/yr · 201-500 employees

About the job
Stonebridge Builders is a regional general contractor delivering ground-up commercial, healthcare and higher-education projects from $10M to $80M across the Carolinas. We self-perform concrete and carpentry, and most of our work is negotiated with repeat owners.

As a Project Manager you'll own projects from preconstruction hand-off through closeout: budget and cost forecasting, buyout and subcontracts, schedule, change orders, RFIs and submittals, owner and architect meetings, and monthly pay applications. You'll lead a project engineer and an assistant PM and partner with the superintendent in the field.

What you'll bring
• Bachelor's in Construction Management, Civil Engineering or Architecture
• 5+ years managing commercial construction projects for a general contractor, including at least one project over $15M
• Cost control and forecasting — you can run a job cost report and defend it
• Scheduling in Primavera P6 or Microsoft Project
• Procore (we run every job in it) and Bluebeam Revu
• Working knowledge of AIA contract documents
• OSHA 30-Hour Construction card

Preferred
• PMP or DBIA certification
• LEED AP
• Healthcare or occupied-hospital project experience (ICRA)

Benefits: medical/dental/vision, 401(k) with match, truck allowance, annual profit sharing and a paid week between Christmas and New Year's.`;

const enConstructionPmMatchResume = `MARCUS WHITFIELD, PMP
Project Manager | Commercial General Contracting
Durham, NC · (555) 010-2401 · marcus.whitfield@example.com

Summary
Commercial construction PM with 11 years at general contractors, delivering healthcare, lab and higher-ed projects from $8M to $62M. I run tight job cost reports, own the schedule and keep owners informed.

Experience
Project Manager — Tarheel Construction Group, Durham, NC · 2019 – Present
- PM for a $62M, 5-story medical office building and a $24M hospital emergency department expansion built in an occupied facility (ICRA Class IV, interim life safety measures)
- Own monthly cost-to-complete forecasts and job cost reports; closed out the last three jobs 2–4% under budget
- Bought out 40+ subcontracts on AIA A401; manage the owner contract under AIA A101/A201 and G702/G703 pay applications
- Build and update baseline schedules in Primavera P6; run 3-week look-aheads with the superintendent
- Run RFIs, submittals, change events and daily logs in Procore; takeoffs and markups in Bluebeam Revu

Assistant Project Manager / Project Engineer — Piedmont Builders, Greensboro, NC · 2015 – 2019
- Managed submittals and RFIs for two university residence halls ($18M and $31M)
- Maintained subcontractor schedules of values and change-order logs

Education
B.S. Construction Management, Eastern Carolina State University, 2015

Licenses & Certifications
Project Management Professional (PMP) — 2020
OSHA 30-Hour Construction — 2021
LEED Green Associate
CPR/First Aid`;

const enConstructionPmNoMatchResume = `Hannah Pruitt, P.E.
Civil Engineer | Site Development
Cary, NC | hannah.pruitt@example.com | (555) 010-2402

Licensed civil engineer with 8 years designing site, grading and stormwater packages for commercial and institutional clients.

EXPERIENCE
Project Engineer II, Langdon & Reese Engineering (Raleigh, NC) — 2020 to present
- Lead site civil design (grading, utilities, stormwater BMPs) for retail centers, schools and a 90-acre business park
- Prepare engineer's opinions of probable construction cost at design milestones
- Manage design schedules and staffing in MS Project for 6–8 concurrent projects
- Provide construction administration: review contractor submittals and answer RFIs in Procore, attend OAC meetings, make site observation visits
- Markups and plan reviews in Bluebeam Revu; drafting in AutoCAD Civil 3D

Engineer in Training, Harwood Civil Consultants (Charlotte, NC) — 2018 to 2020
- Stormwater modeling (HydroCAD) and erosion control plans for commercial sites

EDUCATION
B.S. Civil Engineering, Piedmont Technical University, 2018

LICENSES
Professional Engineer (PE), North Carolina — 2022
OSHA 10-Hour Construction`;

const enConstructionPmPairs: readonly MatchPair[] = [
  {
    id: 'en-constructionpm-203-match',
    locale: 'en-US',
    jobDescription: enConstructionPmJd,
    resume: enConstructionPmMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Construction Management, Civil Engineering or Architecture',
        also: ["Bachelor's", 'B.S.'],
        status: 'present',
      },
      { group: 'years', term: '5', subject: 'managing commercial construction projects', status: 'present' },
      {
        group: 'hardSkill',
        term: 'cost control',
        also: ['cost forecasting', 'job cost', 'cost-to-complete'],
        status: 'present',
      },
      { group: 'tool', term: 'Primavera P6', also: ['P6', 'Primavera'], status: 'present' },
      { group: 'tool', term: 'Microsoft Project', also: ['MS Project'], status: 'partial' },
      { group: 'tool', term: 'Procore', status: 'present' },
      { group: 'tool', term: 'Bluebeam', also: ['Bluebeam Revu'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'AIA contract documents',
        also: ['AIA contracts', 'AIA A201', 'AIA A101', 'G702'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: 'OSHA 30',
        also: ['OSHA 30-Hour', 'OSHA 30-Hour Construction'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: 'PMP',
        also: ['Project Management Professional'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'DBIA',
        also: ['DBIA certification'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'LEED AP',
        also: ['LEED Accredited Professional'],
        status: 'partial',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'healthcare construction',
        also: ['hospital projects', 'ICRA', 'occupied hospital'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-constructionpm-203-nomatch',
    locale: 'en-US',
    jobDescription: enConstructionPmJd,
    resume: enConstructionPmNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Construction Management, Civil Engineering or Architecture',
        also: ["Bachelor's", 'B.S.'],
        status: 'present',
      },
      { group: 'years', term: '5', subject: 'managing commercial construction projects', status: 'missing' },
      {
        group: 'hardSkill',
        term: 'cost control',
        also: ['cost forecasting', 'job cost', 'cost-to-complete'],
        status: 'partial',
      },
      { group: 'tool', term: 'Primavera P6', also: ['P6', 'Primavera'], status: 'missing' },
      { group: 'tool', term: 'Microsoft Project', also: ['MS Project'], status: 'present' },
      { group: 'tool', term: 'Procore', status: 'present' },
      { group: 'tool', term: 'Bluebeam', also: ['Bluebeam Revu'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'AIA contract documents',
        also: ['AIA contracts', 'AIA A201', 'AIA A101', 'G702'],
        status: 'missing',
      },
      {
        group: 'certificate',
        term: 'OSHA 30',
        also: ['OSHA 30-Hour', 'OSHA 30-Hour Construction'],
        status: 'partial',
      },
      {
        group: 'certificate',
        term: 'PMP',
        also: ['Project Management Professional'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'DBIA',
        also: ['DBIA certification'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'LEED AP',
        also: ['LEED Accredited Professional'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'healthcare construction',
        also: ['hospital projects', 'ICRA', 'occupied hospital'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── en-US 204 · Cybersecurity analyst (SOC) ───────────────────────────────

const enCybersecurityJd = `Cybersecurity Analyst II (SOC)
Meridian Mutual Insurance | Columbus, OH or Remote within US | Full time
Salary range: $92,000–$112,000

Meridian Mutual protects 1.2 million policyholders across the Midwest. Our Security Operations Center runs 24/7 with a team of 14 analysts and engineers; this role works the day shift, rotating one weekend a month.

What the job is
Triage and investigate alerts from our SIEM and EDR, run incidents from detection to post-incident review, tune detections to cut noise, hunt for threats, and write playbooks for our SOAR.

You might be a fit if
- You have 2+ years in a SOC, incident response or security analyst role
- You are hands-on with Splunk or Microsoft Sentinel and can write your own queries (SPL or KQL)
- You have worked in an EDR console such as CrowdStrike Falcon or Defender for Endpoint
- Your networking fundamentals are solid: TCP/IP, DNS, HTTP, firewalls, packet analysis
- You map what you see to MITRE ATT&CK and know the incident response lifecycle (NIST 800-61)
- You hold CompTIA Security+ or CySA+ (or can earn it in your first 6 months)
- You have a Bachelor's degree in Cybersecurity, IT, Computer Science or equivalent experience

Nice to haves
- GCIH
- Python or PowerShell scripting for automation
- Cloud security experience in AWS or Azure

Meridian Mutual offers a pension plus 401(k), hybrid flexibility, tuition reimbursement and a paid certification budget. EOE.`;

const enCybersecurityMatchResume = `Devon Achterberg
Columbus, OH · devon.achterberg@example.com · (555) 010-2501 · linkedin.com/in/devonachterberg-example

SOC analyst with nearly 6 years in security operations (MSSP and in-house), plus 2 years of IT help desk before that. Comfortable owning an incident end to end and turning lessons learned into better detections.

Certifications: CompTIA Sec+ (2021) · CySA+ (in progress, exam booked) · AWS Certified Cloud Practitioner

Experience
Security Analyst (Tier 2), Buckeye Regional Credit Union — Columbus, OH — Feb 2023 – Present
• Triage and investigate alerts in Azure Sentinel (KQL) and Defender for Endpoint for 1,100 endpoints
• Lead incident response from containment to lessons learned following NIST SP 800-61; handled 35+ incidents including BEC and ransomware precursor activity
• Map detections to ATT&CK techniques; built 20 custom analytics rules and reduced false positives by 35%
• Monitor AWS GuardDuty and CloudTrail alerts; hardened IAM policies with the cloud team
• Automate enrichment and user-disable actions with PowerShell and Python (Logic Apps playbooks)

SOC Analyst (Tier 1), Ironclad MSSP — Dublin, OH — Jan 2021 – Jan 2023
• Monitored Splunk Enterprise Security for 12 clients; wrote SPL searches and dashboards
• Investigated CrowdStrike Falcon detections; isolated hosts and collected triage packages
• Performed packet analysis in Wireshark and reviewed firewall and proxy logs

IT Help Desk Technician, Scioto Valley Schools — Jul 2018 – Dec 2020
• Supported 2,000 users; Active Directory, DNS/DHCP and VPN troubleshooting

Education
B.S. Information Technology (Networking & Security track), Central Ohio University, 2018`;

const enCybersecurityNoMatchResume = `Brittany Soule
Columbus, OH | (555) 010-2502 | brittany.soule@example.com

Store Manager
Retail leader with 9 years in specialty apparel. I build teams that hit sales goals and keep shrink low.

Experience
Store Manager — Kestrel Outfitters, Columbus, OH — 2020 – present
• Run a $4.2M store with 3 assistant managers and 25 associates
• Cut shrink from 2.1% to 0.9% through loss-prevention audits, camera reviews and cash-handling controls
• Own scheduling, payroll budgeting and visual merchandising; trained staff on the new Lightspeed POS and handheld inventory scanners
• Work with the corporate IT help line to restart registers and store Wi-Fi during outages

Assistant Store Manager — Maple & Pine Apparel, Dublin, OH — 2017 – 2020
• Opened and closed the store, prepared bank deposits, led quarterly inventory counts

Education
B.A. Psychology, Buckeye Valley College, 2016

Skills
Microsoft Excel, Lightspeed POS, Google Workspace, loss prevention, team leadership, customer service`;

const enCybersecurityPairs: readonly MatchPair[] = [
  {
    id: 'en-cybersecurity-204-match',
    locale: 'en-US',
    jobDescription: enCybersecurityJd,
    resume: enCybersecurityMatchResume,
    matched: true,
    requirements: [
      { group: 'years', term: '2', subject: 'SOC, incident response or security analyst', status: 'present' },
      {
        group: 'tool',
        term: 'Splunk',
        also: ['SPL', 'Splunk Enterprise Security', 'Splunk ES'],
        status: 'present',
      },
      {
        group: 'tool',
        term: 'Microsoft Sentinel',
        also: ['Azure Sentinel', 'Sentinel', 'KQL'],
        status: 'present',
      },
      {
        group: 'tool',
        term: 'EDR',
        also: [
          'CrowdStrike Falcon',
          'CrowdStrike',
          'Defender for Endpoint',
          'endpoint detection and response',
        ],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'networking fundamentals',
        also: ['TCP/IP', 'DNS', 'packet analysis', 'firewalls'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'MITRE ATT&CK', also: ['ATT&CK'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'incident response',
        also: ['NIST 800-61', 'IR', 'incident handling'],
        status: 'present',
      },
      { group: 'certificate', term: 'Security+', also: ['CompTIA Security+', 'Sec+'], status: 'present' },
      { group: 'certificate', term: 'CySA+', also: ['CompTIA CySA+'], status: 'partial' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Cybersecurity, IT or Computer Science',
        also: ["Bachelor's", 'B.S.'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: 'GCIH',
        also: ['GIAC Certified Incident Handler'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Python', status: 'present', preferred: true },
      { group: 'tool', term: 'PowerShell', status: 'present', preferred: true },
      {
        group: 'hardSkill',
        term: 'cloud security',
        also: ['AWS', 'Azure', 'GuardDuty', 'CloudTrail'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-cybersecurity-204-nomatch',
    locale: 'en-US',
    jobDescription: enCybersecurityJd,
    resume: enCybersecurityNoMatchResume,
    matched: false,
    requirements: [
      { group: 'years', term: '2', subject: 'SOC, incident response or security analyst', status: 'missing' },
      {
        group: 'tool',
        term: 'Splunk',
        also: ['SPL', 'Splunk Enterprise Security', 'Splunk ES'],
        status: 'missing',
      },
      {
        group: 'tool',
        term: 'Microsoft Sentinel',
        also: ['Azure Sentinel', 'Sentinel', 'KQL'],
        status: 'missing',
      },
      {
        group: 'tool',
        term: 'EDR',
        also: [
          'CrowdStrike Falcon',
          'CrowdStrike',
          'Defender for Endpoint',
          'endpoint detection and response',
        ],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'networking fundamentals',
        also: ['TCP/IP', 'DNS', 'packet analysis', 'firewalls'],
        status: 'missing',
      },
      { group: 'hardSkill', term: 'MITRE ATT&CK', also: ['ATT&CK'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'incident response',
        also: ['NIST 800-61', 'IR', 'incident handling'],
        status: 'missing',
      },
      { group: 'certificate', term: 'Security+', also: ['CompTIA Security+', 'Sec+'], status: 'missing' },
      { group: 'certificate', term: 'CySA+', also: ['CompTIA CySA+'], status: 'missing' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Cybersecurity, IT or Computer Science',
        also: ["Bachelor's", 'B.S.'],
        status: 'partial',
      },
      {
        group: 'certificate',
        term: 'GCIH',
        also: ['GIAC Certified Incident Handler'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Python', status: 'missing', preferred: true },
      { group: 'tool', term: 'PowerShell', status: 'missing', preferred: true },
      {
        group: 'hardSkill',
        term: 'cloud security',
        also: ['AWS', 'Azure', 'GuardDuty', 'CloudTrail'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── en-US 205 · Medical assistant ─────────────────────────────────────────

const enMedicalAssistantJd = `Medical Assistant – Family Medicine (Full Time)
Sunvale Community Health
2140 E. Alder Rd, Mesa, AZ 85204
$19.50 - $23.00 an hour - Full-time
Monday to Friday, 7:30 am – 4:30 pm · No weekends

Sunvale Community Health is a nonprofit community health center with six clinics across the East Valley. Our Alder Road family medicine clinic sees about 90 patients a day, from newborns to seniors, and over half of our patients prefer to be seen in Spanish. We're looking for a Medical Assistant to join a care team of two physicians, a nurse practitioner and an RN care coordinator.

On a typical day you will room patients, take vitals and histories, reconcile medications, draw labs, give injections and vaccines, run EKGs, set up for procedures, chart everything in the EHR, handle refill requests and prior authorizations, and keep rooms stocked and clean.

Requirements:
- Current medical assistant certification — CMA (AAMA), RMA (AMT) or CCMA (NHA)
- BLS/CPR for healthcare providers (American Heart Association)
- 1+ year of clinical MA experience in a primary care or outpatient clinic
- Venipuncture / IM & subcutaneous injections / vital signs / 12-lead EKG
- EHR charting — we use eClinicalWorks; Epic or athenahealth experience carries over

Preferred:
- Bilingual English/Spanish
- Vaccine inventory and VFC (Vaccines for Children) program experience
- CLIA-waived point-of-care testing (strep, flu, UA, A1c)

We offer: medical, dental and vision with low employee premiums, 403(b) with match, 12 paid holidays plus PTO, paid CEUs for your certification renewal, and a scrubs allowance.`;

const enMedicalAssistantMatchResume = `Yesenia Marquez, CCMA
Chandler, AZ · (555) 010-2601 · yesenia.marquez@example.com

Certified Clinical Medical Assistant with 4 years in pediatrics and urgent care. Bilingual English/Spanish (native). Calm with kids, quick with rooming, accurate with charting.

CERTIFICATIONS
Certified Clinical Medical Assistant (CCMA), NHA — 2022, current
BLS Provider, American Heart Association — exp. 2027

EXPERIENCE
Medical Assistant | Desert Bloom Pediatrics, Chandler, AZ | 08/2023 – Present
- Room 30–35 patients per day: vitals, growth charts, vision and hearing screens
- Administer IM, subQ and intradermal vaccines; track lot numbers and manage the VFC vaccine inventory and fridge temperature logs
- Perform venipuncture and capillary sticks on infants through teens
- Run CLIA-waived tests: rapid strep, flu/COVID, urine dip, hemoglobin
- Chart visits, immunizations and refills in Epic; pend orders for providers

Medical Assistant | QuickCare Urgent Care, Tempe, AZ | 06/2022 – 07/2023
- Took vitals, performed 12-lead ECGs, set up for splinting and wound care
- Registered patients and verified insurance in athenaOne

EDUCATION
Medical Assistant Diploma, Saguaro Career Institute (accredited program), 2022

LANGUAGES
English, Spanish — fluent; interprets for providers during visits`;

const enMedicalAssistantNoMatchResume = `Jordan Whitcomb
Mesa, AZ | jordan.whitcomb@example.com | (555) 010-2602

Shift supervisor with 6 years in high-volume coffee service. Reliable opener, great with customers, solid on cash handling and training new hires.

Work history
Shift Supervisor — Copper Kettle Coffee, Mesa, AZ (2022 - Present)
- Lead shifts of 4–6 baristas in a drive-thru store serving 600+ customers a day
- Count drawers, prepare bank deposits and complete daily food-safety logs (temperatures, sanitizer)
- Train new baristas on recipes and customer service standards
- Order milk and pastry inventory weekly and rotate stock

Barista — Sunrise Bagel Co., Tempe, AZ (2020 - 2022)
- Espresso drinks, register, opening and closing duties

Education
High school diploma, 2019
Two semesters of general education courses at a community college

Certifications
- County Food Handler Card
- Adult CPR/First Aid/AED (American Red Cross)

Languages
English; conversational Spanish`;

const enMedicalAssistantPairs: readonly MatchPair[] = [
  {
    id: 'en-medicalassistant-205-match',
    locale: 'en-US',
    jobDescription: enMedicalAssistantJd,
    resume: enMedicalAssistantMatchResume,
    matched: true,
    requirements: [
      {
        group: 'certificate',
        term: 'medical assistant certification',
        also: ['CMA', 'RMA', 'CCMA', 'Certified Medical Assistant', 'Certified Clinical Medical Assistant'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: 'BLS',
        also: ['BLS/CPR', 'Basic Life Support', 'CPR'],
        status: 'present',
      },
      { group: 'years', term: '1', subject: 'clinical medical assistant', status: 'present' },
      { group: 'hardSkill', term: 'phlebotomy', also: ['venipuncture', 'blood draws'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'injections',
        also: ['IM injections', 'subcutaneous injections', 'vaccines', 'immunizations'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'vital signs', also: ['vitals'], status: 'present' },
      { group: 'hardSkill', term: 'EKG', also: ['ECG', '12-lead EKG'], status: 'present' },
      {
        group: 'tool',
        term: 'EHR',
        also: ['electronic health record', 'eClinicalWorks', 'eCW', 'Epic', 'athenahealth', 'athenaOne'],
        status: 'present',
      },
      { group: 'language', term: 'Spanish', subject: 'bilingual', status: 'present', preferred: true },
      {
        group: 'hardSkill',
        term: 'vaccine inventory',
        also: ['VFC', 'Vaccines for Children'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'point-of-care testing',
        also: ['POCT', 'CLIA-waived testing', 'CLIA-waived tests'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-medicalassistant-205-nomatch',
    locale: 'en-US',
    jobDescription: enMedicalAssistantJd,
    resume: enMedicalAssistantNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'certificate',
        term: 'medical assistant certification',
        also: ['CMA', 'RMA', 'CCMA', 'Certified Medical Assistant', 'Certified Clinical Medical Assistant'],
        status: 'missing',
      },
      {
        group: 'certificate',
        term: 'BLS',
        also: ['BLS/CPR', 'Basic Life Support', 'CPR'],
        status: 'partial',
      },
      { group: 'years', term: '1', subject: 'clinical medical assistant', status: 'missing' },
      { group: 'hardSkill', term: 'phlebotomy', also: ['venipuncture', 'blood draws'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'injections',
        also: ['IM injections', 'subcutaneous injections', 'vaccines', 'immunizations'],
        status: 'missing',
      },
      { group: 'hardSkill', term: 'vital signs', also: ['vitals'], status: 'missing' },
      { group: 'hardSkill', term: 'EKG', also: ['ECG', '12-lead EKG'], status: 'missing' },
      {
        group: 'tool',
        term: 'EHR',
        also: ['electronic health record', 'eClinicalWorks', 'eCW', 'Epic', 'athenahealth', 'athenaOne'],
        status: 'missing',
      },
      { group: 'language', term: 'Spanish', subject: 'bilingual', status: 'partial', preferred: true },
      {
        group: 'hardSkill',
        term: 'vaccine inventory',
        also: ['VFC', 'Vaccines for Children'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'point-of-care testing',
        also: ['POCT', 'CLIA-waived testing', 'CLIA-waived tests'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── en-US 206 · Warehouse operations manager ──────────────────────────────

const enWarehouseJd = `Warehouse Operations Manager – 2nd Shift
Northstar Fulfillment Co. · Joliet, IL 60436 (On-site)
$85,000 – $98,000/yr + quarterly bonus · Full-time

Northstar is a third-party logistics (3PL) provider running four e-commerce and retail fulfillment centers across the Midwest. Our Joliet building is 600,000 sq ft, ships up to 40,000 orders a day at peak, and runs a second shift of about 180 associates.

The role
You'll own second-shift results — safety, productivity, accuracy and on-time shipping. You will lead four supervisors and their teams across receiving, putaway, pick/pack and shipping; build the labor plan against forecast volume; run daily start-up meetings and floor walks; and report shift KPIs to the General Manager.

Must-haves
• 5+ years of warehouse or distribution center operations experience, including 2+ years managing supervisors
• Hands-on with Manhattan or Blue Yonder WMS
• Labor planning against volume forecasts and engineered productivity standards
• Inventory control: cycle counts, root-cause analysis of discrepancies
• OSHA compliance and powered industrial truck (forklift) safety
• Strong Excel (pivot tables, lookups)

Nice-to-haves
• Bachelor's degree in Supply Chain Management, Business or a related field
• Lean Six Sigma Green Belt
• 3PL or e-commerce fulfillment background
• Bilingual English/Spanish

We offer medical/dental/vision from day 30, 401(k) with 5% match, shift differential and tuition assistance. Northstar is an equal opportunity employer.`;

const enWarehouseMatchResume = `Greg Halvorsen
Bolingbrook, IL · (555) 010-2701 · greg.halvorsen@example.com

OPERATIONS MANAGER — DISTRIBUTION & FULFILLMENT
12 years in high-volume DC operations; currently running night shift at a 3PL e-commerce site.

EXPERIENCE
Operations Manager, Night Shift — Prairie Link Logistics (3PL), Romeoville, IL
March 2021 – Present
- Lead 5 supervisors and 210 associates across inbound, replenishment, pick/pack and outbound for 3 e-commerce clients
- Build daily labor plans from client forecasts; introduced engineered labor standards through the LMS, raising UPH 18%
- Run the cycle count program and discrepancy root-cause reviews; inventory accuracy 99.7%
- Daily operations in Manhattan SCALE; trained supervisors on wave planning and replenishment rules
- Chair the site safety committee; OSHA recordables down 40%; oversee PIT certification and daily forklift inspections

Operations Supervisor — Lakeview Grocery Distribution, Plainfield, IL
June 2016 – February 2021
- Supervised 45 associates on a 2nd-shift selection floor using JDA WMS with voice picking
- Tracked productivity and overtime in Excel (pivot tables, VLOOKUP); presented weekly KPIs to the site manager

Warehouse Lead / Associate — Lakeview Grocery Distribution
2014 – 2016

EDUCATION
A.A.S. Logistics and Supply Chain Management, Des Plaines Valley Community College, 2014

CERTIFICATIONS
Lean Six Sigma Yellow Belt · OSHA 30-Hour General Industry`;

const enWarehouseNoMatchResume = `Chloe Harrington
Naperville, IL · chloe.harrington@example.com · (555) 010-2702 · portfolio: chloeharrington.example.com

Marketing Coordinator with 5 years in B2B content and email marketing. I plan campaigns, write copy and keep the numbers honest.

Experience
Marketing Coordinator, Brightwater Packaging Solutions — Aurora, IL · Aug 2022 – Present
- Plan and send monthly email campaigns in HubSpot (18k contacts); improved open rate from 21% to 29%
- Write case studies and blog posts about sustainable packaging for e-commerce brands
- Coordinate five trade show booths per year, including shipping booth materials and tracking event budgets in Excel (pivot tables)
- Manage paid LinkedIn campaigns with a $6k monthly budget

Marketing Assistant, Oak & Ivy Interiors — Chicago, IL · Jun 2021 – Jul 2022
- Scheduled social posts in Hootsuite; built Canva graphics; updated the Shopify product catalog

Education
B.A. Marketing, Lakefront University, 2021

Skills
HubSpot, Google Analytics 4, Canva, Excel, WordPress, Hootsuite`;

const enWarehousePairs: readonly MatchPair[] = [
  {
    id: 'en-warehouse-206-match',
    locale: 'en-US',
    jobDescription: enWarehouseJd,
    resume: enWarehouseMatchResume,
    matched: true,
    requirements: [
      {
        group: 'years',
        term: '5',
        subject: 'warehouse or distribution center operations',
        status: 'present',
      },
      { group: 'years', term: '2', subject: 'managing supervisors', status: 'present' },
      {
        group: 'tool',
        term: 'Manhattan WMS',
        also: ['Manhattan', 'Manhattan SCALE', 'Manhattan Associates', 'WMS'],
        status: 'present',
      },
      { group: 'tool', term: 'Blue Yonder', also: ['JDA', 'JDA WMS', 'Blue Yonder WMS'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'labor planning',
        also: ['labor management', 'engineered labor standards', 'LMS'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'inventory control',
        also: ['cycle counts', 'inventory accuracy'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'OSHA compliance',
        also: ['OSHA', 'forklift safety', 'powered industrial truck', 'PIT'],
        status: 'present',
      },
      { group: 'tool', term: 'Excel', also: ['pivot tables', 'VLOOKUP'], status: 'present' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Supply Chain Management or Business',
        also: ["Bachelor's", 'B.S.', 'B.A.'],
        status: 'partial',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'Lean Six Sigma Green Belt',
        also: ['Six Sigma Green Belt', 'Green Belt', 'LSSGB'],
        status: 'partial',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: '3PL',
        also: ['third-party logistics', 'e-commerce fulfillment'],
        status: 'present',
        preferred: true,
      },
      { group: 'language', term: 'Spanish', subject: 'bilingual', status: 'missing', preferred: true },
    ],
  },
  {
    id: 'en-warehouse-206-nomatch',
    locale: 'en-US',
    jobDescription: enWarehouseJd,
    resume: enWarehouseNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'years',
        term: '5',
        subject: 'warehouse or distribution center operations',
        status: 'missing',
      },
      { group: 'years', term: '2', subject: 'managing supervisors', status: 'missing' },
      {
        group: 'tool',
        term: 'Manhattan WMS',
        also: ['Manhattan', 'Manhattan SCALE', 'Manhattan Associates', 'WMS'],
        status: 'missing',
      },
      { group: 'tool', term: 'Blue Yonder', also: ['JDA', 'JDA WMS', 'Blue Yonder WMS'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'labor planning',
        also: ['labor management', 'engineered labor standards', 'LMS'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'inventory control',
        also: ['cycle counts', 'inventory accuracy'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'OSHA compliance',
        also: ['OSHA', 'forklift safety', 'powered industrial truck', 'PIT'],
        status: 'missing',
      },
      { group: 'tool', term: 'Excel', also: ['pivot tables', 'VLOOKUP'], status: 'present' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Supply Chain Management or Business',
        also: ["Bachelor's", 'B.S.', 'B.A.'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'Lean Six Sigma Green Belt',
        also: ['Six Sigma Green Belt', 'Green Belt', 'LSSGB'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: '3PL',
        also: ['third-party logistics', 'e-commerce fulfillment'],
        status: 'missing',
        preferred: true,
      },
      { group: 'language', term: 'Spanish', subject: 'bilingual', status: 'missing', preferred: true },
    ],
  },
];

export const TUNING_PAIRS_2: readonly MatchPair[] = [
  ...zhFrontendPairs,
  ...zhLedgerAccountantPairs,
  ...zhPharmaSalesPairs,
  ...zhPurchasingPairs,
  ...zhClinicalPharmacistPairs,
  ...zhUiDesignerPairs,
  ...enDataScientistPairs,
  ...enHrGeneralistPairs,
  ...enConstructionPmPairs,
  ...enCybersecurityPairs,
  ...enMedicalAssistantPairs,
  ...enWarehousePairs,
];
