// Tuning pairs for eval:match: hand-written (resume, job description) pairs with the requirements a recruiter pulls out.
import type { MatchPair } from './pair.ts';

// ─── zh-CN 01 · Java后端开发 ───────────────────────────────────────────────

const zhBackendJd = `Java后端开发工程师（交易中台）
云栖数科 · 杭州·西湖区 · 25-40K·14薪
经验：3-5年 ｜ 学历：本科 ｜ 全职

公司介绍
云栖数科是一家专注零售SaaS的技术公司，为3000多家连锁品牌提供会员、订单、库存与营销一体化解决方案，已完成C轮融资。技术团队约200人，采用双周迭代，重视工程质量与技术分享，每月举办一次内部技术沙龙。

岗位职责
1. 负责交易中台（下单、支付、退款、结算）核心服务的设计与开发，保障系统在大促期间的稳定运行；
2. 参与单体系统的服务化拆分与架构演进，编写技术方案并推动落地；
3. 负责线上问题的定位与处理，持续优化接口性能与资源使用；
4. 与产品、测试、运维同学紧密配合，按迭代计划交付需求；
5. 参与代码评审，沉淀通用组件与团队开发规范。

任职要求
1. 本科及以上学历，计算机、软件工程等相关专业；
2. 3年以上Java后端开发经验，Java基础扎实，熟悉JVM原理；
3. 熟悉Spring Boot、Spring Cloud等主流框架，有微服务架构项目实战经验；
4. 熟练使用MySQL和Redis；
5. 熟悉Kafka、RocketMQ等消息中间件中的至少一种；
6. 了解Docker、Kubernetes，有容器化部署经验者优先；
7. 有电商订单或支付系统开发经验者优先；
8. 具备良好的沟通能力、责任心和团队协作精神。

福利待遇
五险一金（全额缴纳）、补充医疗保险、年度体检、弹性工作制、15天带薪年假、节日礼品、每年技术大会与培训基金；公司位于地铁站旁，提供免费午餐和晚餐。`;

const zhBackendMatchResume = `张三
Java高级开发工程师 ｜ 男 ｜ 29岁 ｜ 杭州
电话：138-0000-0000 ｜ 邮箱：zhangsan@example.com
求职意向：Java后端开发，期望城市杭州

个人优势
7年Java后端开发经验，近5年负责电商交易链路（下单、支付、退款、对账），熟悉高并发场景下的缓存、限流与分布式事务方案；有从单体到微服务的完整拆分经验。

工作经历
2021.07 - 至今  杭州禾川网络科技有限公司  Java高级开发工程师
- 负责订单中心与支付网关的设计开发，日均订单量约80万，大促峰值QPS 1.2万；
- 主导订单服务从单体拆分为12个微服务，基于Spring Cloud Alibaba（Nacos、Sentinel）完成服务治理；
- 引入RocketMQ事务消息解决下单与库存扣减的一致性问题，超卖投诉下降90%；
- 进行JVM调优（G1参数、内存泄漏排查），Full GC频率从每小时数次降到每天1次以内；
- 服务全部容器化，使用Docker构建镜像，部署在公司自建K8s集群，编写Helm模板。

2019.07 - 2021.06  南京启点软件有限公司  Java开发工程师
- 参与连锁门店ERP系统开发，负责采购、库存模块，使用Spring Boot + MyBatis；
- 针对MySQL慢查询进行索引优化，核心报表查询耗时由8秒降至600毫秒；
- 使用Redis实现商品库存缓存与分布式锁。

项目经历
积分商城重构（2022.03 - 2022.09）
- 技术栈：Spring Boot、Spring Cloud、MySQL、Redis、RocketMQ、Elasticsearch
- 负责兑换下单、库存预占接口，支撑双11期间200万用户访问。

教育背景
2015.09 - 2019.06  金陵信息工程学院  软件工程  本科

专业技能
- 语言：Java（精通）、Python（了解）、SQL
- 框架：Spring Boot、Spring Cloud Alibaba、MyBatis-Plus、Netty
- 中间件：RocketMQ、Redis、Elasticsearch、Nacos
- 数据库：MySQL（分库分表、ShardingSphere）
- 运维：Docker、K8s、Jenkins、Prometheus

证书：CET-6`;

const zhBackendNoMatchResume = `李四
前端开发工程师 · 6年经验
电话：139-0000-0001 ｜ 邮箱：lisi@example.com ｜ 杭州
GitHub：github.com/lisi-fe-example

个人简介
6年前端开发经验，主要负责电商SaaS商家后台和H5营销页面，熟悉Vue与React生态，关注性能优化与前端工程化。对后端开发有兴趣，做过Node.js中间层。

工作经历
杭州星图互动科技有限公司 ｜ 前端开发工程师 ｜ 2021.03 - 至今
• 负责商家后台订单管理、商品管理、营销活动配置等模块的前端开发（Vue 3 + TypeScript + Element Plus）；
• 搭建基于Koa的Node.js BFF层，聚合后端Java服务接口，并使用Redis缓存店铺配置数据，首屏接口耗时减少40%；
• 将前端构建从Webpack迁移至Vite，本地启动时间从45秒降至6秒；
• 编写Dockerfile打包前端静态资源镜像，配合运维接入Jenkins流水线自动发布；
• 制定前端代码规范（ESLint + Prettier + Husky），组织组内Code Review。

杭州蓝格网络有限公司 ｜ 前端开发工程师 ｜ 2020.07 - 2021.02
• 参与小程序商城开发（uni-app），负责购物车、下单页与优惠券组件；
• 对接支付宝、微信支付前端SDK，处理支付结果回跳与异常提示。

项目经历
营销活动搭建平台（2022.05 - 2023.01）
• 使用React + Formily实现低代码活动页配置，运营可自行拖拽生成活动页，活动上线周期从3天缩短到半天。

教育背景
浙东理工大学 ｜ 计算机科学与技术 ｜ 本科 ｜ 2016.09 - 2020.06
课程设计：基于Java的图书管理系统（Swing + JDBC）

技能清单
• 熟练：JavaScript、TypeScript、HTML5/CSS3、Vue 2/3、React、Webpack、Vite
• 熟悉：Node.js（Koa、Express）、Docker、Git、Linux常用命令
• 了解：Java基础语法、MySQL基本增删改查

其他：CET-4`;

const zhBackendPairs: readonly MatchPair[] = [
  {
    id: 'zh-backend-01-match',
    locale: 'zh-CN',
    jobDescription: zhBackendJd,
    resume: zhBackendMatchResume,
    matched: true,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '计算机', also: ['本科'], status: 'present' },
      { group: 'years', term: '3', subject: 'Java后端开发', status: 'present' },
      { group: 'tool', term: 'Java', status: 'present' },
      { group: 'hardSkill', term: 'JVM', also: ['JVM原理', 'JVM调优'], status: 'present' },
      { group: 'tool', term: 'Spring Boot', also: ['SpringBoot'], status: 'present' },
      {
        group: 'tool',
        term: 'Spring Cloud',
        also: ['SpringCloud', 'Spring Cloud Alibaba'],
        status: 'present',
      },
      { group: 'hardSkill', term: '微服务', also: ['微服务架构', 'microservices'], status: 'present' },
      { group: 'tool', term: 'MySQL', status: 'present' },
      { group: 'tool', term: 'Redis', status: 'present' },
      { group: 'tool', term: 'Kafka', also: ['Apache Kafka'], status: 'partial' },
      { group: 'tool', term: 'RocketMQ', status: 'present' },
      { group: 'tool', term: 'Docker', status: 'present', preferred: true },
      { group: 'tool', term: 'Kubernetes', also: ['K8s'], status: 'present', preferred: true },
      {
        group: 'hardSkill',
        term: '订单系统',
        also: ['电商订单', '支付系统', '交易系统'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'zh-backend-01-nomatch',
    locale: 'zh-CN',
    jobDescription: zhBackendJd,
    resume: zhBackendNoMatchResume,
    matched: false,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '计算机', also: ['本科'], status: 'present' },
      { group: 'years', term: '3', subject: 'Java后端开发', status: 'missing' },
      { group: 'tool', term: 'Java', status: 'partial' },
      { group: 'hardSkill', term: 'JVM', also: ['JVM原理', 'JVM调优'], status: 'missing' },
      { group: 'tool', term: 'Spring Boot', also: ['SpringBoot'], status: 'missing' },
      {
        group: 'tool',
        term: 'Spring Cloud',
        also: ['SpringCloud', 'Spring Cloud Alibaba'],
        status: 'missing',
      },
      { group: 'hardSkill', term: '微服务', also: ['微服务架构', 'microservices'], status: 'missing' },
      { group: 'tool', term: 'MySQL', status: 'partial' },
      { group: 'tool', term: 'Redis', status: 'present' },
      { group: 'tool', term: 'Kafka', also: ['Apache Kafka'], status: 'missing' },
      { group: 'tool', term: 'RocketMQ', status: 'missing' },
      { group: 'tool', term: 'Docker', status: 'present', preferred: true },
      { group: 'tool', term: 'Kubernetes', also: ['K8s'], status: 'missing', preferred: true },
      {
        group: 'hardSkill',
        term: '订单系统',
        also: ['电商订单', '支付系统', '交易系统'],
        status: 'partial',
        preferred: true,
      },
    ],
  },
];

// ─── zh-CN 02 · 数据仓库开发 ───────────────────────────────────────────────

const zhDataWarehouseJd = `数据仓库开发工程师
北京·朝阳区望京 ｜ 30-45K·15薪 ｜ 3-5年 ｜ 本科
公司：速达生活（本地生活服务平台，D轮）

职位描述
我们是一家做本地生活服务的平台公司，业务覆盖外卖、到店和即时零售，日活用户超过千万。数据平台部负责全公司的数据采集、数据仓库、指标体系和数据服务建设，现因业务扩张，招聘数据仓库开发工程师2名。

你将负责：
- 参与公司离线与实时数据仓库的建设，负责交易、用户、营销等主题域的模型设计与开发；
- 开发和维护ETL任务，保障核心数据的准确性和产出时效；
- 梳理业务口径，建设统一的指标体系，支持BI报表与各类数据产品；
- 参与数据治理相关工作，如数据质量监控、元数据管理等。

我们希望你：
- 统计、数学、计算机相关专业，本科及以上学历；
- 3年以上数据仓库开发经验，熟悉数据仓库分层理论与维度建模方法；
- 精通SQL，熟练使用Hive、Spark进行大规模数据处理；
- 熟悉Hadoop生态及其基本原理；
- 至少熟悉Python、Java、Scala中的一种编程语言；
- 熟悉Flink者优先；
- 熟悉Airflow、DolphinScheduler等调度工具者优先；
- 对数据敏感，逻辑清晰，具备良好的沟通与跨团队协作能力。

我们提供：
有竞争力的薪资和期权、六险一金、免费三餐、每年两次调薪机会、完善的技术晋升通道；团队氛围开放，鼓励在内外部技术社区分享。`;

const zhDataWarehouseMatchResume = `姓名：王五
性别：女    年龄：30
手机：186-0000-0000    邮箱：wangwu@example.com
现居：北京市海淀区    求职状态：在职，看机会

【求职意向】数仓开发工程师 / 大数据开发工程师  北京

【工作经历】
北京蜂巢优选科技有限公司    高级数仓开发工程师    2021.04 - 至今
1. 负责电商交易域、会员域离线数仓建设，按ODS/DWD/DWS/ADS分层，基于Kimball维度建模设计星型模型，沉淀公共维度表40余张；
2. 使用HiveSQL、Spark SQL开发ETL任务300余个，通过分区裁剪、小文件合并、数据倾斜处理，核心链路产出时间由早上7点提前到4点半；
3. 基于Flink SQL + Kafka搭建实时交易看板，端到端延迟控制在10秒内；
4. 任务调度由Crontab迁移到DolphinScheduler，配置失败告警与依赖管理；
5. 牵头制定指标口径规范，整理原子指标、派生指标共260个，支撑经营分析周报。

北京数联未来信息技术有限公司    数据开发工程师    2019.07 - 2021.03
1. 参与运营商客户大数据平台项目，基于Hadoop（HDFS、YARN）集群完成日增2TB日志的清洗入库；
2. 使用Python编写数据质量校验脚本，每日自动检查空值率、主键重复等；
3. 配合BI同学开发Tableau报表。

【教育背景】
京华财经大学    统计学    本科    2015.09 - 2019.06
主修课程：数理统计、多元统计分析、数据库原理、数据挖掘

【专业技能】
- 精通SQL，熟悉HiveSQL、Spark SQL调优
- 熟悉数仓分层与维度建模，了解Data Vault
- 熟悉Hadoop生态：HDFS、YARN、Hive、HBase
- 熟悉Flink SQL，了解Flink状态与Checkpoint机制
- 编程：Python（熟练），Shell
- 调度与工具：DolphinScheduler、DataX、Git

【证书】CET-6、计算机二级`;

const zhDataWarehouseNoMatchResume = `赵六 ｜ 酒店销售经理
手机：137-0000-0002    邮箱：zhaoliu@example.com    所在地：北京
求职意向：酒店/会展销售经理    期望薪资：15-20K

个人简介
8年高星级酒店及会议中心销售经验，负责企业协议客户、会议及宴会销售，熟悉MICE业务全流程，拥有稳定的企业客户资源。

工作经历
2020.05 - 至今    北京丽都臻选酒店（五星级）    销售经理
· 负责IT、医药行业企业协议客户开发与维护，管理客户120余家，年度签约金额约1800万元；
· 承接年会、发布会、培训会等会议项目，单场最大规模800人；
· 使用Opera PMS与Delphi系统查询房态、录入合同和宴会订单；
· 每月用Excel整理销售数据与客户拜访记录，向总监汇报业绩达成情况；
· 2023年度获得集团"销售之星"称号。

2018.03 - 2020.04    北京金桥国际会议中心    销售主管
· 负责会议场地销售与现场协调，完成年度销售指标的112%；
· 与旅行社、会务公司建立合作渠道，新增渠道客户30余家。

2017.07 - 2018.02    北京悦庭酒店    前台接待
· 负责入住退房、客户投诉处理，熟悉酒店前厅运营流程。

主要业绩
· 2022年牵头拿下某互联网企业年度会议及差旅协议，签约金额260万元，为酒店当年最大单笔企业合同；
· 2024年开拓生物医药行业客户18家，新增会议收入约420万元；
· 建立客户分级维护制度，重点客户年度复购率保持在85%以上。

自我评价
性格外向，善于沟通谈判，抗压能力强；熟悉高星级酒店销售流程，能够独立完成从客户开发、方案报价到合同签约与活动执行的全流程。

教育背景
2013.09 - 2017.06    京华旅游学院    旅游管理（酒店管理方向）    本科

技能与证书
· 熟练使用Opera PMS、Delphi、Excel、PowerPoint
· 英语CET-6，可用英语接待外宾
· 持有C1驾照`;

const zhDataWarehousePairs: readonly MatchPair[] = [
  {
    id: 'zh-datawarehouse-02-match',
    locale: 'zh-CN',
    jobDescription: zhDataWarehouseJd,
    resume: zhDataWarehouseMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '统计、数学、计算机',
        also: ['本科'],
        status: 'present',
      },
      { group: 'years', term: '3', subject: '数据仓库开发', status: 'present' },
      { group: 'hardSkill', term: '数据仓库', also: ['数仓', 'data warehouse', 'DW'], status: 'present' },
      {
        group: 'hardSkill',
        term: '维度建模',
        also: ['dimensional modeling', '维度模型', '星型模型'],
        status: 'present',
      },
      { group: 'tool', term: 'SQL', status: 'present' },
      { group: 'tool', term: 'Hive', also: ['HiveSQL', 'HQL'], status: 'present' },
      { group: 'tool', term: 'Spark', also: ['Spark SQL', 'PySpark'], status: 'present' },
      { group: 'tool', term: 'Hadoop', also: ['HDFS', 'YARN'], status: 'present' },
      { group: 'tool', term: 'Python', status: 'present' },
      { group: 'tool', term: 'Java', status: 'missing' },
      { group: 'tool', term: 'Scala', status: 'missing' },
      {
        group: 'tool',
        term: 'Flink',
        also: ['Flink SQL', 'Apache Flink'],
        status: 'present',
        preferred: true,
      },
      { group: 'tool', term: 'Airflow', also: ['Apache Airflow'], status: 'partial', preferred: true },
      {
        group: 'tool',
        term: 'DolphinScheduler',
        also: ['海豚调度', 'DS'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'zh-datawarehouse-02-nomatch',
    locale: 'zh-CN',
    jobDescription: zhDataWarehouseJd,
    resume: zhDataWarehouseNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '统计、数学、计算机',
        also: ['本科'],
        status: 'partial',
      },
      { group: 'years', term: '3', subject: '数据仓库开发', status: 'missing' },
      { group: 'hardSkill', term: '数据仓库', also: ['数仓', 'data warehouse', 'DW'], status: 'missing' },
      {
        group: 'hardSkill',
        term: '维度建模',
        also: ['dimensional modeling', '维度模型', '星型模型'],
        status: 'missing',
      },
      { group: 'tool', term: 'SQL', status: 'missing' },
      { group: 'tool', term: 'Hive', also: ['HiveSQL', 'HQL'], status: 'missing' },
      { group: 'tool', term: 'Spark', also: ['Spark SQL', 'PySpark'], status: 'missing' },
      { group: 'tool', term: 'Hadoop', also: ['HDFS', 'YARN'], status: 'missing' },
      { group: 'tool', term: 'Python', status: 'missing' },
      { group: 'tool', term: 'Java', status: 'missing' },
      { group: 'tool', term: 'Scala', status: 'missing' },
      {
        group: 'tool',
        term: 'Flink',
        also: ['Flink SQL', 'Apache Flink'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Airflow', also: ['Apache Airflow'], status: 'missing', preferred: true },
      {
        group: 'tool',
        term: 'DolphinScheduler',
        also: ['海豚调度', 'DS'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── zh-CN 03 · 推荐算法工程师 ─────────────────────────────────────────────

const zhAlgorithmJd = `推荐算法工程师（内容推荐）
上海·徐汇滨江 ｜ 40-60K·16薪 ｜ 经验2-5年 ｜ 硕士

团队介绍：我们是「拾音」音频内容社区的推荐算法团队，负责首页信息流、播客推荐、搜索排序与新用户冷启动，服务月活用户4000万。团队成员来自国内一线互联网公司和高校实验室，有良好的技术氛围与充足的GPU资源，鼓励把工作成果整理成论文或开源项目。

岗位职责：
1、负责首页信息流召回、粗排、精排、重排等环节的算法优化，提升用户收听时长与次日留存；
2、负责用户与内容画像建设，挖掘有效特征，提升冷启动效果；
3、跟进业界前沿的推荐算法，并结合业务场景落地；
4、设计线上实验，分析实验结果，持续迭代模型与策略。

任职要求：
1、硕士及以上学历，计算机、人工智能、数学、统计等相关专业；
2、2年以上推荐、搜索或广告算法相关工作经验；
3、扎实的机器学习基础，熟悉CTR预估常用模型（如GBDT、Wide&Deep、DeepFM、DIN）；
4、熟练掌握Python，熟悉PyTorch、TensorFlow等深度学习框架中的至少一种；
5、熟悉Spark等大数据处理工具，具备独立完成样本构建与特征工程的能力；
6、有NLP相关经验者优先；
7、英文读写熟练，能够快速阅读英文论文；
8、有良好的沟通能力与数据驱动的思维方式。

薪酬福利：16薪+年度股票激励，补充商业保险，免费健身房，每年一次国际学术会议差旅支持。`;

const zhAlgorithmMatchResume = `孙七
推荐算法工程师 ｜ 5年经验 ｜ 上海
手机 135-0000-0003 ｜ 邮箱 sunqi@example.com

教育背景
2018.09 - 2021.06  申江大学  计算机技术  硕士
研究方向：自然语言处理；毕业论文《基于预训练语言模型的短文本分类研究》，发表中文核心期刊论文1篇
2014.09 - 2018.06  华东科技学院  计算机科学与技术  本科

工作经历
2021.07 - 至今  上海乐享视频科技有限公司  推荐算法工程师
· 负责短视频信息流精排模型迭代，将线上模型从GBDT+LR升级为DeepFM，再迭代到DIN+多目标（MMoE），人均播放时长提升6.8%；
· 负责点击率预估与完播率预估模型的样本构建与特征工程，基于PySpark处理日均30亿条曝光日志；
· 搭建基于双塔模型的向量召回通路，使用Faiss做近邻检索，召回覆盖率提升12%；
· 利用BERT提取视频标题与评论文本的语义向量，作为内容侧特征接入排序模型；
· 设计并分析AB实验，负责实验平台上推荐策略的效果评估。

实习经历
2020.06 - 2020.09  上海某搜索引擎公司  搜索排序算法实习生
· 参与Query-Doc相关性模型训练，使用TensorFlow 1.x训练并上线小规模排序模型。

项目经历
新用户冷启动推荐（2023.04 - 2023.10）
· 基于用户注册信息与首次会话行为构建兴趣探索策略，结合内容侧语义向量进行相似召回；
· 搭建离线评估体系（GAUC、NDCG），与线上指标对齐；
· 新用户次日留存提升2.1个百分点，项目获得公司季度技术创新奖。

技能
· 编程语言：Python（熟练）、C++（了解）、SQL、Shell
· 框架与工具：PyTorch、TensorFlow、PySpark、Hive、Faiss、Git
· 算法：机器学习、深度学习、推荐算法（召回/排序/多目标）、自然语言处理
· 英语：CET-6（582分），可流畅阅读英文论文`;

const zhAlgorithmNoMatchResume = `周八
数据分析师
电话：158-0000-0004 / 邮箱：zhouba@example.com / 上海
求职意向：数据分析 / 策略分析 / 算法方向（希望转岗）

自我评价
6年数据分析相关经验，熟悉电商用户增长的指标体系与分析方法，能独立完成取数、分析、可视化和报告输出，近两年开始接触机器学习建模，希望向算法方向发展。

工作经历
2021.07 - 至今  上海鲜达生鲜电商平台  数据分析师（用户增长组）
- 负责拉新、留存、复购核心指标的日常监控与异动分析，搭建Tableau看板20余个；
- 配合推荐团队评估首页推荐位改版AB实验效果，撰写实验分析报告；
- 使用Python（pandas、matplotlib）做用户分群与RFM分析，为运营提供精细化触达名单；
- 用scikit-learn训练逻辑回归流失预警模型，作为运营召回名单的参考，AUC 0.71；
- 使用HiveSQL提取数据，了解Spark SQL基本用法。

2020.07 - 2021.06  上海明策咨询有限公司  数据专员
- 负责问卷数据清洗、交叉分析，用Excel与SPSS完成报告图表；
- 参与快消客户满意度调研项目，样本量约1.2万份。

项目经历
会员复购提升分析（2023.03 - 2023.06）
- 基于订单数据拆解复购漏斗，定位新客首单后7日内流失严重的问题；
- 联合运营设计优惠券策略并通过AB实验验证，新客30日复购率提升3.4个百分点。
前置仓选址评估（2022.08 - 2022.11）
- 使用线性回归与聚类方法评估前置仓候选点位，输出选址评分表供业务决策。

教育背景
2016.09 - 2020.06  申城财经大学  统计学  本科
相关课程：回归分析、时间序列、多元统计、机器学习导论（选修）

技能
- SQL（熟练）、Python（pandas/numpy/sklearn）、Excel、Tableau、SPSS
- 英语CET-4`;

const zhAlgorithmPairs: readonly MatchPair[] = [
  {
    id: 'zh-algorithm-03-match',
    locale: 'zh-CN',
    jobDescription: zhAlgorithmJd,
    resume: zhAlgorithmMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'master',
        subject: '计算机、人工智能、数学、统计',
        also: ['硕士'],
        status: 'present',
      },
      { group: 'years', term: '2', subject: '推荐/搜索/广告算法', status: 'present' },
      {
        group: 'hardSkill',
        term: '推荐系统',
        also: ['推荐算法', 'recommender systems', '搜索排序'],
        status: 'present',
      },
      { group: 'hardSkill', term: '机器学习', also: ['machine learning', 'ML'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'CTR预估',
        also: ['点击率预估', 'CTR prediction', '精排模型'],
        status: 'present',
      },
      { group: 'hardSkill', term: '特征工程', also: ['feature engineering'], status: 'present' },
      { group: 'tool', term: 'Python', status: 'present' },
      { group: 'tool', term: 'PyTorch', status: 'present' },
      { group: 'tool', term: 'TensorFlow', also: ['TF'], status: 'present' },
      { group: 'tool', term: 'Spark', also: ['PySpark', 'Spark SQL'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'NLP',
        also: ['自然语言处理', 'natural language processing'],
        status: 'present',
        preferred: true,
      },
      { group: 'language', term: 'English', subject: '读写熟练', also: ['英语'], status: 'present' },
    ],
  },
  {
    id: 'zh-algorithm-03-nomatch',
    locale: 'zh-CN',
    jobDescription: zhAlgorithmJd,
    resume: zhAlgorithmNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'master',
        subject: '计算机、人工智能、数学、统计',
        also: ['硕士'],
        status: 'partial',
      },
      { group: 'years', term: '2', subject: '推荐/搜索/广告算法', status: 'missing' },
      {
        group: 'hardSkill',
        term: '推荐系统',
        also: ['推荐算法', 'recommender systems', '搜索排序'],
        status: 'partial',
      },
      { group: 'hardSkill', term: '机器学习', also: ['machine learning', 'ML'], status: 'partial' },
      {
        group: 'hardSkill',
        term: 'CTR预估',
        also: ['点击率预估', 'CTR prediction', '精排模型'],
        status: 'missing',
      },
      { group: 'hardSkill', term: '特征工程', also: ['feature engineering'], status: 'missing' },
      { group: 'tool', term: 'Python', status: 'present' },
      { group: 'tool', term: 'PyTorch', status: 'missing' },
      { group: 'tool', term: 'TensorFlow', also: ['TF'], status: 'missing' },
      { group: 'tool', term: 'Spark', also: ['PySpark', 'Spark SQL'], status: 'partial' },
      {
        group: 'hardSkill',
        term: 'NLP',
        also: ['自然语言处理', 'natural language processing'],
        status: 'missing',
        preferred: true,
      },
      { group: 'language', term: 'English', subject: '读写熟练', also: ['英语'], status: 'partial' },
    ],
  },
];

// ─── zh-CN 04 · 嵌入式软件工程师 ───────────────────────────────────────────

const zhEmbeddedJd = `嵌入式软件工程师（BMS方向）
苏州·工业园区 ｜ 15-25K·13薪 ｜ 3-5年 ｜ 本科
苏州恒储能源科技有限公司 · 储能 · 500-999人

岗位职责：
1. 负责储能电池管理系统（BMS）主控板、从控板的嵌入式软件设计、开发与调试；
2. 负责MCU底层驱动（ADC、GPIO、定时器、通信接口）及应用层逻辑（SOC估算、均衡控制、故障诊断）的实现；
3. 编写软件设计文档与测试用例，配合硬件工程师完成板级调试；
4. 参与产品型式试验、现场问题分析与软件版本维护。

任职要求：
1. 本科及以上学历，电子信息、自动化、计算机等相关专业；
2. 3年以上嵌入式软件开发经验；
3. 精通C语言，熟悉STM32等ARM Cortex-M系列单片机，能独立完成底层驱动开发；
4. 熟悉RTOS（如FreeRTOS、uC/OS），理解任务调度、中断与内存管理机制；
5. 熟悉SPI、I2C、UART等常用通信协议，有CAN总线开发经验；
6. 能熟练使用示波器等仪器定位软硬件问题；
7. 熟悉Keil、IAR等集成开发环境；
8. 有BMS相关项目经验者优先，了解AUTOSAR者加分；
9. 能阅读英文芯片手册（Datasheet）；
10. 工作认真细致，有较强的学习能力。

薪资福利：年终奖1-4个月、项目奖金、六险一金、免费班车、员工宿舍、年度旅游；公司提供完善的新人导师制度与技术培训体系。`;

const zhEmbeddedMatchResume = `吴九
男 ｜ 28岁 ｜ 嵌入式软件工程师 ｜ 苏州
手机：133-0000-0005 ｜ 邮箱：wujiu@example.com

【个人总结】
6年嵌入式软件开发经验，熟悉基于Cortex-M内核MCU的底层驱动与FreeRTOS应用开发，做过电动两轮车BMS和充电桩控制板项目，能独立完成从驱动到应用的软件开发和板级调试。

【工作经历】
无锡骏驰电子有限公司 ｜ 嵌入式软件工程师 ｜ 2021.03 - 至今
- 负责电动两轮车BMS主控软件开发：基于STM32F103 + FreeRTOS，实现电压/温度采集、SOC估算（安时积分+OCV校正）、被动均衡与过充过放保护；
- 编写ADC、SPI（AFE芯片通信）、I2C（EEPROM）、UART（调试与蓝牙模组）驱动；
- 实现基于CAN总线的BMS与整车控制器通信协议，完成报文解析与故障上报；
- 使用示波器、逻辑分析仪排查SPI时序与CAN丢帧问题，定位一处电源纹波导致的采样异常；
- 编写Bootloader，支持通过CAN进行固件升级。

苏州启航智能科技有限公司 ｜ 嵌入式开发工程师 ｜ 2020.07 - 2021.02
- 参与交流充电桩控制板开发，基于GD32F303（兼容STM32），负责计量芯片驱动与刷卡模块通信；
- 配合测试完成EMC整改后的软件回归。

【项目亮点】
- 48V锂电BMS项目：从方案评审到量产交付全程参与，量产后一年内软件相关售后问题低于0.1%；
- 整理团队嵌入式C编码规范与驱动模板，新人上手周期缩短约一半。

【教育背景】
金陵工程学院 ｜ 电子信息工程 ｜ 本科 ｜ 2016.09 - 2020.06

【专业技能】
- 编程语言：C语言（熟练），C++、Python（脚本）
- 平台：STM32、GD32、Cortex-M3/M4
- 操作系统：FreeRTOS、RT-Thread
- 工具：Keil MDK、J-Link、CANoe、示波器、Git
- 英语：CET-4，能阅读英文Datasheet和参考手册`;

const zhEmbeddedNoMatchResume = `郑十
餐饮门店店长
联系电话：131-0000-0006 · 电子邮箱：zhengshi@example.com · 现居苏州
求职意向：餐饮店长 / 区域督导
出生年月：1993.02 ｜ 籍贯：江苏盐城 ｜ 期望薪资：12-15K ｜ 到岗时间：两周内

个人简介
12年餐饮行业经验，从服务员做到店长，擅长门店日常运营、团队管理和成本控制，带领门店连续两年获得区域业绩第一。

工作经历
2019.04 - 至今 苏州湘里人家餐饮管理有限公司 店长
- 负责一家营业面积400平方米、员工35人的直营门店全面运营，年营业额约900万元；
- 制定排班与绩效方案，员工流失率从45%降至22%；
- 通过优化采购与库存盘点，将食材成本率从38%降到33%；
- 负责美团、大众点评线上运营，门店评分保持4.8分以上；
- 组织食品安全自查，门店连续3年食安检查零扣分。

2016.03 - 2019.03 苏州湘里人家餐饮管理有限公司 楼面经理
- 负责前厅服务流程管理与新员工培训，处理顾客投诉；
- 协助店长完成月度经营分析与营销活动执行。

2014.07 - 2016.02 苏州味之源火锅连锁 服务员/领班
- 负责包厢服务与新员工带教，2015年被评为门店优秀员工。

主要业绩
- 2021年接手业绩下滑门店，半年内月营业额从60万元恢复到85万元；
- 推行"老带新"培训体系，培养出3名店长、6名楼面经理；
- 2023年协助公司完成两家新店的筹备开业，负责人员招聘、培训与开业活动执行。

自我评价
吃苦耐劳，执行力强，善于团队管理与顾客沟通；熟悉餐饮门店从前厅到后厨的运营流程，对成本与损耗控制有较多实践经验。

教育背景
2011.09 - 2014.06 姑苏经贸职业技术学院 酒店管理 大专

培训经历
- 2020.06 公司店长训练营（门店运营、损益表解读、团队激励）
- 2022.09 苏州市餐饮行业协会食品安全管理培训

证书与技能
- 健康证、食品安全管理员证
- 熟练使用美团收银系统、Excel、企业微信`;

const zhEmbeddedPairs: readonly MatchPair[] = [
  {
    id: 'zh-embedded-04-match',
    locale: 'zh-CN',
    jobDescription: zhEmbeddedJd,
    resume: zhEmbeddedMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '电子信息、自动化、计算机',
        also: ['本科'],
        status: 'present',
      },
      { group: 'years', term: '3', subject: '嵌入式软件开发', status: 'present' },
      { group: 'tool', term: 'C', also: ['C语言'], status: 'present' },
      { group: 'tool', term: 'STM32', also: ['ARM Cortex-M', '单片机', 'MCU'], status: 'present' },
      { group: 'tool', term: 'RTOS', also: ['FreeRTOS', 'uC/OS', '实时操作系统'], status: 'present' },
      { group: 'hardSkill', term: '底层驱动开发', also: ['驱动开发', 'BSP'], status: 'present' },
      { group: 'hardSkill', term: 'SPI/I2C/UART', also: ['SPI', 'I2C', 'UART', '串口'], status: 'present' },
      { group: 'hardSkill', term: 'CAN总线', also: ['CAN', 'CAN bus'], status: 'present' },
      { group: 'tool', term: '示波器', also: ['oscilloscope'], status: 'present' },
      { group: 'tool', term: 'Keil', also: ['Keil MDK', 'MDK'], status: 'present' },
      { group: 'tool', term: 'IAR', also: ['IAR Embedded Workbench'], status: 'partial' },
      { group: 'hardSkill', term: 'BMS', also: ['电池管理系统'], status: 'present', preferred: true },
      { group: 'hardSkill', term: 'AUTOSAR', status: 'missing', preferred: true },
      { group: 'language', term: 'English', subject: '阅读英文芯片手册', also: ['英语'], status: 'present' },
    ],
  },
  {
    id: 'zh-embedded-04-nomatch',
    locale: 'zh-CN',
    jobDescription: zhEmbeddedJd,
    resume: zhEmbeddedNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '电子信息、自动化、计算机',
        also: ['本科'],
        status: 'partial',
      },
      { group: 'years', term: '3', subject: '嵌入式软件开发', status: 'missing' },
      { group: 'tool', term: 'C', also: ['C语言'], status: 'missing' },
      { group: 'tool', term: 'STM32', also: ['ARM Cortex-M', '单片机', 'MCU'], status: 'missing' },
      { group: 'tool', term: 'RTOS', also: ['FreeRTOS', 'uC/OS', '实时操作系统'], status: 'missing' },
      { group: 'hardSkill', term: '底层驱动开发', also: ['驱动开发', 'BSP'], status: 'missing' },
      { group: 'hardSkill', term: 'SPI/I2C/UART', also: ['SPI', 'I2C', 'UART', '串口'], status: 'missing' },
      { group: 'hardSkill', term: 'CAN总线', also: ['CAN', 'CAN bus'], status: 'missing' },
      { group: 'tool', term: '示波器', also: ['oscilloscope'], status: 'missing' },
      { group: 'tool', term: 'Keil', also: ['Keil MDK', 'MDK'], status: 'missing' },
      { group: 'tool', term: 'IAR', also: ['IAR Embedded Workbench'], status: 'missing' },
      { group: 'hardSkill', term: 'BMS', also: ['电池管理系统'], status: 'missing', preferred: true },
      { group: 'hardSkill', term: 'AUTOSAR', status: 'missing', preferred: true },
      { group: 'language', term: 'English', subject: '阅读英文芯片手册', also: ['英语'], status: 'missing' },
    ],
  },
];

// ─── zh-CN 05 · 软件测试工程师 ─────────────────────────────────────────────

const zhQaJd = `高级软件测试工程师（自动化方向）
深圳·南山区科技园 ｜ 18-28K ｜ 3-5年 ｜ 本科
深圳汇桥支付科技有限公司 · 金融科技 · B轮 · 300-499人

职位描述
汇桥支付为跨境电商卖家提供收款、换汇和付款服务，产品包括Web商户后台、App和开放API。测试团队目前12人，正在推进自动化测试体系和质量平台建设，现招聘高级测试工程师1名。

工作职责
1、负责支付核心业务（收款、提现、汇率、对账）的测试工作，参与需求评审，编写测试计划与测试用例；
2、负责接口自动化与UI自动化测试框架的维护与扩展，提升回归测试覆盖率；
3、负责重点版本的性能测试，输出性能测试报告并跟进优化；
4、跟踪缺陷生命周期，推动问题闭环，对线上质量问题进行复盘。

任职要求
1、本科及以上学历，计算机相关专业；
2、3年以上软件测试经验，有自动化测试实际落地经验；
3、熟练掌握Python，能独立编写自动化测试脚本，熟悉pytest框架；
4、熟悉Selenium等UI自动化工具；
5、熟悉接口测试，能使用JMeter进行接口与性能测试；
6、熟悉Linux常用命令和MySQL数据库操作；
7、了解Jenkins持续集成；
8、持有ISTQB证书者优先；
9、有支付或金融业务测试经验者优先；
10、工作细致，有责任心，善于沟通。

我们提供：13薪+年终奖，六险一金，弹性上下班，每年免费体检，季度团建。`;

const zhQaMatchResume = `陈一 | 测试开发工程师
手机：150-0000-0007 | 邮箱：chenyi@example.com | 深圳 | 7年经验

技能摘要
- Python自动化测试（requests + pytest + Allure），UI自动化（Selenium、Appium）
- API测试、性能压测（JMeter、Locust），熟悉Linux、MySQL、Redis
- CI/CD：Jenkins、GitLab CI；缺陷管理：Jira、禅道

工作经历
深圳云途金融信息服务有限公司 | 测试开发工程师 | 2021.05 - 至今
1. 负责消费信贷App与放款、还款核心链路的测试，参与需求评审和技术方案评审；
2. 基于pytest搭建API测试框架，封装数据驱动与环境切换，累计编写用例2300余条，核心接口自动化覆盖率达到85%；
3. 使用Selenium + Page Object维护运营后台UI自动化用例，每日定时回归；
4. 使用JMeter对还款接口进行压测，发现连接池配置问题，TPS从300提升到1100；
5. 将自动化用例接入Jenkins流水线，提交代码后自动触发冒烟测试并推送结果到企业微信。

深圳美途旅行网络有限公司 | 测试工程师 | 2019.07 - 2021.04
1. 负责机票、酒店预订业务的功能测试与接口测试，使用Postman和Python requests编写接口脚本；
2. 编写SQL在MySQL中构造与校验测试数据，在Linux服务器上查看日志定位问题；
3. 参与每个迭代的回归测试与上线验证，单个迭代平均发现缺陷50个左右。

项目经历
内部测试平台（2022.06 - 2023.02）
- 基于Flask + Vue搭建内部测试平台，支持用例管理、定时执行与报告展示，团队8名测试同学日常使用；
- 接入Mock服务，解决第三方支付通道联调环境不稳定的问题。

教育背景
鹏城大学 | 软件工程 | 本科 | 2015.09 - 2019.06

证书：CET-6；软件评测师（中级）`;

const zhQaNoMatchResume = `刘二
求职意向：软件测试工程师 | 深圳 | 期望薪资 8-10K
电话：152-0000-0008  邮箱：liuer@example.com

自我评价
1年半功能测试经验，工作细心，能独立完成模块的功能测试；正在自学Python和自动化测试，希望在自动化方向继续发展。

工作经历
2025.05 - 至今  深圳市快帮科技有限公司  软件测试工程师
· 负责外卖配送App（骑手端、商家端）的功能测试，根据需求文档编写测试用例，单个版本执行用例300余条；
· 使用禅道提交和跟踪缺陷，每个迭代提交缺陷约60个；
· 使用Postman对部分接口进行简单验证，检查返回字段是否符合接口文档；
· 编写简单SQL语句在MySQL中查询订单状态，核对测试数据；
· 使用Linux常用命令（tail、grep）查看服务日志，协助开发定位问题；
· 参与App兼容性测试，覆盖20余款主流机型。

2022.07 - 2025.04  深圳市修易通手机维修连锁  售后客服
· 负责客户报修登记、故障初步判断与回访，月均处理工单400余条；
· 整理常见故障问答文档，供新员工培训使用。

项目经历
骑手端App 3.0改版（2025.08 - 2025.10）
· 负责接单、导航、订单完成等模块的功能测试，编写用例420条；
· 发现并跟踪严重缺陷15个，配合开发完成回归验证，版本按时上线。

培训经历
2024.09 - 2025.03  参加周末软件测试培训班，学习测试理论、SQL与Linux基础

教育背景
2019.09 - 2022.06  鹏城信息职业技术学院  计算机应用技术  大专

专业技能
· 熟悉软件测试流程及黑盒测试方法（等价类、边界值、场景法）
· 熟悉禅道、Postman、Fiddler抓包
· 了解Python基础语法（自学中，完成了一个读取Excel生成测试数据的小脚本）
· 了解Selenium（学习中）`;

const zhQaPairs: readonly MatchPair[] = [
  {
    id: 'zh-qa-05-match',
    locale: 'zh-CN',
    jobDescription: zhQaJd,
    resume: zhQaMatchResume,
    matched: true,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '计算机', also: ['本科'], status: 'present' },
      { group: 'years', term: '3', subject: '软件测试', status: 'present' },
      { group: 'hardSkill', term: '自动化测试', also: ['test automation', '测试自动化'], status: 'present' },
      { group: 'tool', term: 'Python', status: 'present' },
      { group: 'tool', term: 'pytest', status: 'present' },
      { group: 'tool', term: 'Selenium', status: 'present' },
      { group: 'hardSkill', term: '接口测试', also: ['API测试', 'API testing'], status: 'present' },
      { group: 'tool', term: 'JMeter', also: ['Apache JMeter'], status: 'present' },
      {
        group: 'hardSkill',
        term: '性能测试',
        also: ['压力测试', '压测', 'performance testing'],
        status: 'present',
      },
      { group: 'tool', term: 'Linux', status: 'present' },
      { group: 'tool', term: 'MySQL', status: 'present' },
      { group: 'tool', term: 'Jenkins', also: ['持续集成', 'CI/CD'], status: 'present' },
      { group: 'certificate', term: 'ISTQB', status: 'missing', preferred: true },
      {
        group: 'hardSkill',
        term: '支付业务',
        also: ['金融业务', '支付测试'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'zh-qa-05-nomatch',
    locale: 'zh-CN',
    jobDescription: zhQaJd,
    resume: zhQaNoMatchResume,
    matched: false,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '计算机', also: ['本科'], status: 'partial' },
      { group: 'years', term: '3', subject: '软件测试', status: 'partial' },
      { group: 'hardSkill', term: '自动化测试', also: ['test automation', '测试自动化'], status: 'missing' },
      { group: 'tool', term: 'Python', status: 'partial' },
      { group: 'tool', term: 'pytest', status: 'missing' },
      { group: 'tool', term: 'Selenium', status: 'partial' },
      { group: 'hardSkill', term: '接口测试', also: ['API测试', 'API testing'], status: 'partial' },
      { group: 'tool', term: 'JMeter', also: ['Apache JMeter'], status: 'missing' },
      {
        group: 'hardSkill',
        term: '性能测试',
        also: ['压力测试', '压测', 'performance testing'],
        status: 'missing',
      },
      { group: 'tool', term: 'Linux', status: 'present' },
      { group: 'tool', term: 'MySQL', status: 'present' },
      { group: 'tool', term: 'Jenkins', also: ['持续集成', 'CI/CD'], status: 'missing' },
      { group: 'certificate', term: 'ISTQB', status: 'missing', preferred: true },
      {
        group: 'hardSkill',
        term: '支付业务',
        also: ['金融业务', '支付测试'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── zh-CN 06 · 财务分析（FP&A） ───────────────────────────────────────────

const zhFinanceJd = `财务分析经理（FP&A）
上海·静安寺 ｜ 25-35K·13薪 ｜ 5-10年 ｜ 本科及以上
企业：某外资快消品企业（上海中国区总部）· 1000-9999人

公司介绍
我们是一家总部位于欧洲的食品饮料集团，进入中国市场超过20年，旗下拥有多个家喻户晓的零食与饮料品牌，在华设有3家工厂和覆盖全国的销售网络。中国区财务团队约60人，FP&A团队直接向中国区CFO汇报。

职位描述
岗位职责：
1. 负责中国区年度预算、季度滚动预测的编制与汇总，协调各事业部完成预算目标拆解；
2. 按月进行经营分析，对收入、毛利、费用与预算及上年同期的差异进行分析，提出改善建议；
3. 搭建和维护财务模型，支持新品上市、渠道拓展、产能投资等项目的投资回报测算；
4. 为管理层提供决策支持，定期准备向亚太区汇报的英文材料；
5. 推动财务报表与分析工具的自动化与标准化。

任职资格：
1. 本科及以上学历，财务、会计、金融、经济等相关专业；
2. 5年以上财务分析或FP&A工作经验；
3. 熟悉全面预算管理体系与经营分析方法；
4. 具备扎实的财务建模能力；
5. 精通Excel，能熟练使用PPT进行汇报；
6. 熟悉SAP等ERP系统，会使用Power BI者优先；
7. 持有CPA或CMA证书者优先；
8. 英语可作为工作语言（听说读写流利）；
9. 逻辑清晰，沟通协调能力强，能承受一定的工作压力。

公司福利：补充公积金、商业医疗保险、每年15天年假、每周两天居家办公、内部产品员工价。
面试流程：HR初面 → 财务总监面试 → 案例分析 → CFO终面。`;

const zhFinanceMatchResume = `杨小明
高级财务分析师 / FP&A
手机：136-0000-0009  |  邮箱：yangxiaoming@example.com  |  上海
工作年限：10年  |  期望职位：财务分析经理

工作经历
2019.03 - 至今  上海澄悦食品有限公司（外资快消）  高级财务分析师
• 牵头年度全面预算编制，覆盖6个销售大区与3个工厂，搭建预算模板并完成费用目标拆解；
• 每月出具经营分析报告，分析收入、毛利与费用差异（Actual vs Budget / Last Year），向中国区CFO汇报；
• 独立搭建三表联动的财务模型，完成新工厂产线投资（约1.2亿元）的NPV、IRR与回收期测算；
• 基于SAP FICO数据，使用Excel Power Query实现月度管理报表自动化，出表时间由5天缩短为2天；
• 每季度准备英文版业绩汇报材料（PowerPoint），参加与新加坡亚太区财务团队的电话会议。

2016.07 - 2019.02  立衡会计师事务所（特殊普通合伙）上海分所  审计员 / 高级审计员
• 参与消费品、零售行业年审项目，负责收入、存货、费用循环的审计程序；
• 参与2家客户的IPO申报审计工作，负责存货监盘与收入截止性测试。

重点项目
• 2022年主导费用管控项目，梳理12类销售费用的审批与核算口径，当年销售费用率下降1.3个百分点；
• 2023年参与新品上市投资评估，搭建销量、价格、渠道费用的敏感性分析，支持管理层做出分阶段上市决策；
• 2024年推动月度经营分析会改版，建立"预算-预测-实际"三线对比看板。

教育背景
2012.09 - 2016.06  申城会计金融学院  会计学  本科

证书
• 注册会计师（全科合格）
• CET-6；工作中长期使用英语沟通

技能
• Excel（函数、数据透视表、Power Query）、PowerPoint、SAP、Tableau（会做基础看板）`;

const zhFinanceNoMatchResume = `黄小红
会计 ｜ 6年工作经验 ｜ 上海
电话：189-0000-0010 ｜ 邮箱：huangxiaohong@example.com
求职意向：财务分析 / 主办会计
出生年月：1998.03 ｜ 籍贯：安徽安庆 ｜ 期望薪资：13-16K ｜ 到岗时间：一个月内

工作经历
上海锦程物流有限公司    总账会计    2021.06 - 至今
· 负责公司及2家子公司的日常账务处理、凭证审核与月末结账；
· 编制资产负债表、利润表、现金流量表及管理报表；
· 负责增值税、企业所得税的月度及年度申报，对接税务局与审计师；
· 协助财务经理编制年度费用预算，按月统计各部门费用执行情况；
· 使用用友U8完成总账、应收应付模块操作，推动费用报销线上化。
· 每季度配合集团财务完成合并报表数据报送与内部往来对账；
· 负责固定资产卡片维护与折旧计提，每年组织一次资产盘点。

上海达利服饰有限公司    出纳 / 会计助理    2020.07 - 2021.05
· 负责现金、银行收付款与银行对账，编制资金日报；
· 协助会计整理凭证与装订档案。
· 负责发票开具与认证、员工报销单据初审。

主要成果
· 梳理月结流程并制作结账清单，月末结账时间由8个工作日缩短到5个工作日；
· 配合年度审计，提供审计资料与调整分录说明，连续两年审计无重大调整；
· 协助完成2023年增值税留抵退税申报，退税金额约180万元。

自我评价
6年会计工作经验，账务处理规范严谨，熟悉一般纳税人税务申报流程，希望在财务分析方向进一步发展。工作认真负责，沟通顺畅，能承受月末结账期的工作压力。

教育背景
申城商学院    会计学    本科    2016.09 - 2020.06

证书与技能
· 初级会计职称
· 注册会计师：已通过《会计》《税法》两科，其余科目备考中
· 熟练使用用友U8、金蝶KIS、Excel（VLOOKUP、数据透视表）、Word
· 英语CET-4`;

const zhFinancePairs: readonly MatchPair[] = [
  {
    id: 'zh-fpa-06-match',
    locale: 'zh-CN',
    jobDescription: zhFinanceJd,
    resume: zhFinanceMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '财务、会计、金融、经济',
        also: ['本科'],
        status: 'present',
      },
      { group: 'years', term: '5', subject: '财务分析/FP&A', status: 'present' },
      {
        group: 'hardSkill',
        term: '全面预算管理',
        also: ['预算管理', '预算编制', 'budgeting'],
        status: 'present',
      },
      { group: 'hardSkill', term: '经营分析', also: ['业务分析', 'business analysis'], status: 'present' },
      { group: 'hardSkill', term: '财务建模', also: ['财务模型', 'financial modeling'], status: 'present' },
      { group: 'tool', term: 'Excel', status: 'present' },
      { group: 'tool', term: 'PPT', also: ['PowerPoint'], status: 'present' },
      { group: 'tool', term: 'SAP', also: ['SAP FICO', 'SAP FI/CO'], status: 'present' },
      { group: 'tool', term: 'Power BI', status: 'partial', preferred: true },
      { group: 'certificate', term: 'CPA', also: ['注册会计师'], status: 'present', preferred: true },
      { group: 'certificate', term: 'CMA', also: ['美国注册管理会计师'], status: 'missing', preferred: true },
      { group: 'language', term: 'English', subject: '可作为工作语言', also: ['英语'], status: 'present' },
    ],
  },
  {
    id: 'zh-fpa-06-nomatch',
    locale: 'zh-CN',
    jobDescription: zhFinanceJd,
    resume: zhFinanceNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '财务、会计、金融、经济',
        also: ['本科'],
        status: 'present',
      },
      { group: 'years', term: '5', subject: '财务分析/FP&A', status: 'missing' },
      {
        group: 'hardSkill',
        term: '全面预算管理',
        also: ['预算管理', '预算编制', 'budgeting'],
        status: 'partial',
      },
      { group: 'hardSkill', term: '经营分析', also: ['业务分析', 'business analysis'], status: 'partial' },
      { group: 'hardSkill', term: '财务建模', also: ['财务模型', 'financial modeling'], status: 'missing' },
      { group: 'tool', term: 'Excel', status: 'present' },
      { group: 'tool', term: 'PPT', also: ['PowerPoint'], status: 'missing' },
      { group: 'tool', term: 'SAP', also: ['SAP FICO', 'SAP FI/CO'], status: 'partial' },
      { group: 'tool', term: 'Power BI', status: 'missing', preferred: true },
      { group: 'certificate', term: 'CPA', also: ['注册会计师'], status: 'partial', preferred: true },
      { group: 'certificate', term: 'CMA', also: ['美国注册管理会计师'], status: 'missing', preferred: true },
      { group: 'language', term: 'English', subject: '可作为工作语言', also: ['英语'], status: 'partial' },
    ],
  },
];

// ─── zh-CN 07 · 招聘主管 ───────────────────────────────────────────────────

const zhRecruiterJd = `招聘主管（技术招聘方向）
成都·高新区天府软件园 ｜ 12-18K ｜ 3-5年 ｜ 本科
成都蓉数智联科技有限公司 · 企业服务 · 300-499人

公司介绍
蓉数智联专注于为制造业企业提供工业互联网与数据中台解决方案，目前员工约400人，其中研发人员占比超过60%。2027年公司计划新增研发岗位120个，招聘团队将从3人扩充至6人。

职位详情
【岗位职责】
1.负责研发、产品、设计类岗位的招聘工作，包括需求沟通、渠道发布、简历筛选、面试安排、薪资谈判、offer发放及入职跟进；
2.开拓与维护招聘渠道（招聘网站、内推、猎头、高校），合理控制招聘成本；
3.搭建并维护人才库，定期输出招聘数据周报、月报；
4.参与组织校园招聘及雇主品牌活动。

【任职要求】
1.本科及以上学历，人力资源管理、心理学等相关专业；
2.3年以上招聘工作经验，其中至少2年互联网技术岗位招聘经验；
3.熟悉各类招聘渠道的使用，熟练使用Moka、北森等招聘管理系统；
4.熟悉劳动法及相关法律法规，具备薪酬谈判能力；
5.熟练使用Excel进行招聘数据统计与分析；
6.持有人力资源管理师（三级及以上）证书者优先；
7.有猎头公司工作经验者优先；
8.性格开朗，执行力与抗压能力强。

【福利】六险一金、年终奖、下午茶、带薪病假、每年一次团建旅游；公司处于快速发展期，HR团队有清晰的晋升通道，表现优秀者一年内可晋升招聘经理。

面试流程：HR面 → 部门负责人面 → HRD终面，一周内反馈结果。`;

const zhRecruiterMatchResume = `林某
技术招聘主管
手机：177-0000-0011 · 邮箱：linmou@example.com · 成都
7年招聘经验 · 本科 · 应用心理学
期望职位：招聘主管 / 招聘经理 ｜ 期望薪资：16-20K ｜ 到岗时间：一个月内

【工作经历】
成都极光云图科技有限公司 ｜ 技术招聘主管 ｜ 2021.08 - 至今
- 负责后端、前端、算法、测试、产品等研发类岗位招聘，年均完成入职85人，平均招聘周期从45天缩短到31天；
- 管理BOSS直聘、猎聘、拉勾及内推渠道，引入员工内推激励方案，内推入职占比提升到35%；
- 主导招聘系统从Excel台账迁移至Moka，搭建招聘漏斗看板；
- 负责候选人offer谈判与背调，熟悉研发岗位薪酬带宽，offer接受率92%；
- 组织2023届、2024届、2025届秋季校园招聘，覆盖省内8所高校。

成都锐才人力资源顾问有限公司 ｜ 猎头顾问 ｜ 2020.01 - 2021.07
- 负责互联网及智能制造行业中高端岗位寻访，成功交付技术总监、架构师等岗位18个；
- 通过电话寻访、人脉推荐、社交平台挖掘候选人，建立3000余人的技术人才库。
- 季度业绩连续4个季度排名团队前三。

成都启明教育科技有限公司 ｜ 课程顾问 ｜ 2019.07 - 2019.12
- 负责课程咨询与家长沟通。

【主要成果】
- 2024年完成入职102人，其中高级研发岗位14人，招聘达成率105%；
- 搭建技术岗位面试官培训体系，组织面试官培训6期，统一评价标准；
- 建立招聘月报模板，按渠道统计简历量、面试通过率与入职成本，年度渠道费用下降18%。

【教育背景】
蜀都师范大学 ｜ 应用心理学 ｜ 本科 ｜ 2015.09 - 2019.06

【自我评价】
熟悉研发岗位的技术栈与职级体系，能与技术面试官高效对齐用人标准；目标感强，善于用数据管理招聘进度。

【技能/证书】
- 企业人力资源管理师（二级）
- 熟悉《劳动合同法》及入离职合规流程
- Excel（数据透视表、函数）、Moka、PPT`;

const zhRecruiterNoMatchResume = `何某某
行政专员
联系电话：188-0000-0012 ｜ 邮箱：hemm@example.com ｜ 成都市武侯区
求职意向：人事专员 / 招聘专员
出生年月：1999.08 ｜ 籍贯：四川南充 ｜ 期望薪资：6-8K ｜ 到岗时间：随时

个人概况
5年行政与前台工作经验，期间兼任部分人事工作，熟悉办公室日常管理、员工入离职手续办理，希望向招聘方向发展。

工作经历
2022.03 - 至今    成都巴蜀味道食品有限公司    行政专员
1. 负责办公用品采购、固定资产登记、会议室与差旅预订等日常行政事务；
2. 协助人事主管在58同城、BOSS直聘发布门店与仓库岗位，初筛简历并电话邀约面试，每月约邀约40人；
3. 办理员工入职、转正、离职手续，维护员工花名册与社保公积金增减员；
4. 组织年会、季度团建及员工生日会；
5. 使用钉钉管理考勤与审批，每月用Excel统计考勤数据并交人事核算工资。
6. 负责公司证照年检、办公场地租赁合同续签及供应商付款申请。

2021.07 - 2022.02    成都安居物业服务有限公司    前台文员
1. 负责来访接待、电话转接、快递收发及文件归档；
2. 协助物业经理整理业主档案与收费台账。

主要成果
1. 2023年配合人事主管完成门店扩张期招聘，全年协助入职门店及仓库员工约90人；
2. 梳理入职材料清单与新员工指引手册，入职办理时间由半天缩短到1小时；
3. 推动办公用品线上申领，年度行政费用节约约8万元。

自我评价
工作细致，服务意识强，熟悉行政与人事基础事务。对招聘工作有浓厚兴趣，希望转岗从事招聘专员工作。

培训经历
2024.05 参加成都市人才服务中心组织的“面试技巧”公开课（2天）

教育背景
2017.09 - 2021.06    锦城大学    行政管理    本科

技能
• 熟练使用Word、Excel、PPT、钉钉
• 了解劳动合同签订与社保办理流程
• 普通话二级甲等`;

const zhRecruiterPairs: readonly MatchPair[] = [
  {
    id: 'zh-recruiter-07-match',
    locale: 'zh-CN',
    jobDescription: zhRecruiterJd,
    resume: zhRecruiterMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '人力资源管理、心理学',
        also: ['本科'],
        status: 'present',
      },
      { group: 'years', term: '3', subject: '招聘', status: 'present' },
      { group: 'years', term: '2', subject: '互联网技术岗位招聘', status: 'present' },
      { group: 'hardSkill', term: '招聘', also: ['全流程招聘', '招聘管理', 'recruiting'], status: 'present' },
      { group: 'hardSkill', term: '招聘渠道', also: ['渠道管理', '渠道拓展'], status: 'present' },
      { group: 'tool', term: 'Moka', also: ['Moka招聘'], status: 'present' },
      { group: 'tool', term: '北森', also: ['Beisen', '北森iTalent'], status: 'partial' },
      { group: 'hardSkill', term: '劳动法', also: ['劳动合同法', '劳动法律法规'], status: 'present' },
      { group: 'hardSkill', term: '薪酬谈判', also: ['offer谈判', '薪资谈判'], status: 'present' },
      { group: 'tool', term: 'Excel', status: 'present' },
      {
        group: 'certificate',
        term: '人力资源管理师',
        also: ['企业人力资源管理师', '人力资源管理师三级', 'HR三级'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: '猎头',
        also: ['猎头顾问', '猎头公司'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'zh-recruiter-07-nomatch',
    locale: 'zh-CN',
    jobDescription: zhRecruiterJd,
    resume: zhRecruiterNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '人力资源管理、心理学',
        also: ['本科'],
        status: 'partial',
      },
      { group: 'years', term: '3', subject: '招聘', status: 'partial' },
      { group: 'years', term: '2', subject: '互联网技术岗位招聘', status: 'missing' },
      { group: 'hardSkill', term: '招聘', also: ['全流程招聘', '招聘管理', 'recruiting'], status: 'partial' },
      { group: 'hardSkill', term: '招聘渠道', also: ['渠道管理', '渠道拓展'], status: 'partial' },
      { group: 'tool', term: 'Moka', also: ['Moka招聘'], status: 'missing' },
      { group: 'tool', term: '北森', also: ['Beisen', '北森iTalent'], status: 'missing' },
      { group: 'hardSkill', term: '劳动法', also: ['劳动合同法', '劳动法律法规'], status: 'partial' },
      { group: 'hardSkill', term: '薪酬谈判', also: ['offer谈判', '薪资谈判'], status: 'missing' },
      { group: 'tool', term: 'Excel', status: 'present' },
      {
        group: 'certificate',
        term: '人力资源管理师',
        also: ['企业人力资源管理师', '人力资源管理师三级', 'HR三级'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: '猎头',
        also: ['猎头顾问', '猎头公司'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── zh-CN 08 · 亚马逊运营（跨境电商） ─────────────────────────────────────

const zhCrossBorderJd = `亚马逊运营（家居类目）
深圳·龙华区 ｜ 10-20K+提成 ｜ 2-3年 ｜ 大专
深圳栖木家居科技有限公司 · 跨境电商 · 100-299人

公司简介：栖木家居是亚马逊北美站、欧洲站家居收纳类目头部卖家之一，自有品牌3个，年销售额超过3亿元人民币，另有Shopify独立站业务，团队氛围年轻务实。

岗位职责：
1. 负责亚马逊店铺的日常运营，包括新品上架、Listing优化、库存与补货计划；
2. 负责站内广告（SP、SB、SD）的投放与优化，控制ACoS，提升自然排名；
3. 分析市场和竞品数据，参与选品和新品开发；
4. 处理客户邮件、差评与账号绩效问题，保障账号安全。

任职要求：
1. 大专及以上学历，英语、国际贸易、电子商务等相关专业；
2. 2年以上亚马逊平台运营经验；
3. 熟悉Amazon后台操作/Listing优化/FBA发货流程/站内广告投放；
4. 熟练使用Helium 10、卖家精灵等选品及关键词工具；
5. 英语读写能力良好，CET-4及以上；
6. 熟练使用Excel（VLOOKUP、数据透视表）进行数据分析；
7. 有北美站家居类目运营经验者优先；
8. 有Shopify独立站运营经验者加分。

待遇：底薪+销售提成+年终奖，五险一金，包午餐，周末双休，年度调薪；业绩突出者可带团队、独立负责新品牌。

晋升通道：运营专员 → 高级运营 → 运营主管 → 品牌负责人，每半年一次晋升评定。新人入职有一个月带教期，由资深运营一对一指导；公司在深圳、东莞各有一个办公点，并与美国、德国的海外仓长期合作。`;

const zhCrossBorderMatchResume = `马某
亚马逊运营专员
手机：176-0000-0013  ｜  邮箱：mamou@example.com  ｜  深圳宝安
工作经验：5年  ｜  求职意向：亚马逊运营 / 运营主管
出生年月：1999.01 ｜ 籍贯：湖南衡阳 ｜ 期望薪资：15-20K+提成

工作经历
2022.04 - 至今  深圳市优品汇跨境电子商务有限公司  亚马逊运营
- 独立负责美国站、加拿大站家居收纳类目2个店铺，管理在售SKU 120个，年销售额约450万美元；
- 日常通过Seller Central处理上架、库存、补货与账号健康，店铺ODR长期低于0.3%；
- 负责PPC广告（SP/SB/SD）的结构搭建与竞价调整，ACoS从32%降至19%；
- 重写核心Listing的标题、五点描述与A+页面，3款主推产品进入小类目BSR前20；
- 制定FBA补货计划，配合物流安排海运头程，断货天数同比下降60%。

2021.07 - 2022.03  深圳市聚星跨境科技有限公司  运营助理
- 协助运营完成新品上架、关键词调研与竞品跟踪；
- 每日整理竞品价格、评论与排名变化，输出周报供运营参考；
- 使用卖家精灵、Helium 10做关键词反查与市场容量分析。

主要业绩
- 2024年负责的家居收纳店铺销售额同比增长68%，利润率保持在18%以上；
- 打造一款年销售额超过120万美元的收纳盒爆款，长期位居小类目BSR前5；
- 处理账号申诉2次，均在一周内恢复Listing销售权限。

自我评价
数据敏感，执行力强，熟悉亚马逊平台规则与家居类目竞争格局，能独立完成选品、上新、推广到库存管理的全流程运营。

教育背景
2017.09 - 2021.06  鹏城大学  国际经济与贸易  本科

技能
- 英语：CET-6，能独立处理英文客户邮件与供应商沟通
- Excel：VLOOKUP、数据透视表、简单宏
- 工具：Helium 10、卖家精灵、Keepa、Seller Central
- 熟悉品牌备案、Vine计划与秒杀活动提报`;

const zhCrossBorderNoMatchResume = `罗某
机械设计工程师
电话：130-0000-0014    邮箱：luomou@example.com    东莞
期望：机械结构工程师 / 非标设备设计
出生年月：1997.06 ｜ 籍贯：广东梅州 ｜ 期望薪资：13-16K ｜ 到岗时间：一个月内

工作经历
东莞锐达自动化设备有限公司    机械设计工程师    2020.07 - 至今
• 负责锂电池装配线、点胶机等非标自动化设备的整机方案与结构设计，累计完成项目15个；
• 使用SolidWorks进行三维建模与装配，使用AutoCAD出二维工程图，编制BOM；
• 负责气缸、电机、导轨等标准件选型计算，编写设计说明书；
• 跟进零件加工与装配调试，现场解决干涉、精度不足等问题；
• 使用Excel维护物料清单与采购跟踪表。
• 编写设备操作与维护说明书，为客户现场人员提供培训。

东莞精工模具有限公司    机械设计助理    2019.07 - 2020.06
• 协助设计工程师完成模具零件拆图与图纸审核；
• 整理图纸档案，维护标准件库。

项目经历
锂电池模组自动装配线（2022.03 - 2022.12）
• 担任机械负责人，完成上料、堆叠、焊接工位的整机结构设计，设备节拍达到12PPM；
• 组织设计评审与供应商对接，项目按期交付，客户验收一次通过。

全自动点胶机标准化（2023.05 - 2023.09）
• 将常用点胶机模块化，标准件复用率提升到70%，设计周期缩短30%。

自我评价
熟悉非标自动化设备设计流程，具备较强的现场问题分析与解决能力，工作踏实，能适应出差。

教育背景
南粤工业大学    机械设计制造及其自动化    本科    2015.09 - 2019.06

资格证书
• CET-4
• SolidWorks CSWA认证
• 机械工程师（中级职称）

专业技能
• 熟悉机械加工工艺、公差配合与常用材料热处理
• 了解PLC基础与气动回路设计`;

const zhCrossBorderPairs: readonly MatchPair[] = [
  {
    id: 'zh-crossborder-08-match',
    locale: 'zh-CN',
    jobDescription: zhCrossBorderJd,
    resume: zhCrossBorderMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'associate',
        subject: '英语、国际贸易、电子商务',
        also: ['大专'],
        status: 'present',
      },
      { group: 'years', term: '2', subject: '亚马逊运营', status: 'present' },
      {
        group: 'tool',
        term: 'Amazon Seller Central',
        also: ['Amazon后台', '亚马逊后台', 'Seller Central', '卖家后台'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'Listing优化', also: ['listing optimization'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'FBA',
        also: ['亚马逊物流', 'Fulfillment by Amazon', 'FBA发货'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: '站内广告',
        also: ['PPC', 'PPC广告', '亚马逊广告', 'Sponsored Products', 'SP广告'],
        status: 'present',
      },
      { group: 'tool', term: 'Helium 10', also: ['Helium10', 'H10'], status: 'present' },
      { group: 'tool', term: '卖家精灵', also: ['SellerSprite'], status: 'present' },
      { group: 'language', term: 'English', subject: 'CET-4', also: ['英语'], status: 'present' },
      { group: 'tool', term: 'Excel', status: 'present' },
      {
        group: 'hardSkill',
        term: '北美家居类目',
        also: ['家居类目', '美国站家居', '家居收纳'],
        status: 'present',
        preferred: true,
      },
      { group: 'tool', term: 'Shopify', also: ['独立站'], status: 'missing', preferred: true },
    ],
  },
  {
    id: 'zh-crossborder-08-nomatch',
    locale: 'zh-CN',
    jobDescription: zhCrossBorderJd,
    resume: zhCrossBorderNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'associate',
        subject: '英语、国际贸易、电子商务',
        also: ['大专'],
        status: 'partial',
      },
      { group: 'years', term: '2', subject: '亚马逊运营', status: 'missing' },
      {
        group: 'tool',
        term: 'Amazon Seller Central',
        also: ['Amazon后台', '亚马逊后台', 'Seller Central', '卖家后台'],
        status: 'missing',
      },
      { group: 'hardSkill', term: 'Listing优化', also: ['listing optimization'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'FBA',
        also: ['亚马逊物流', 'Fulfillment by Amazon', 'FBA发货'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: '站内广告',
        also: ['PPC', 'PPC广告', '亚马逊广告', 'Sponsored Products', 'SP广告'],
        status: 'missing',
      },
      { group: 'tool', term: 'Helium 10', also: ['Helium10', 'H10'], status: 'missing' },
      { group: 'tool', term: '卖家精灵', also: ['SellerSprite'], status: 'missing' },
      { group: 'language', term: 'English', subject: 'CET-4', also: ['英语'], status: 'present' },
      { group: 'tool', term: 'Excel', status: 'present' },
      {
        group: 'hardSkill',
        term: '北美家居类目',
        also: ['家居类目', '美国站家居', '家居收纳'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Shopify', also: ['独立站'], status: 'missing', preferred: true },
    ],
  },
];

// ─── zh-CN 09 · 新媒体运营 ─────────────────────────────────────────────────

const zhNewMediaJd = `新媒体运营（小红书/抖音方向）
广州·天河区珠江新城 ｜ 8-13K ｜ 1-3年 ｜ 本科

关于我们
拾光集是一家成立五年的国货护肤品牌，主打敏感肌修护系列，线上渠道以天猫旗舰店和抖音小店为主，年销售额过亿。今年品牌正在加大内容种草的投入，新媒体团队计划从4人扩充到8人。

工作内容
你将负责品牌在小红书、抖音、微信公众号三个平台的日常内容运营，从选题策划、文案撰写、拍摄剪辑跟进到发布后的数据复盘，全流程参与。同时需要对接KOL/KOC达人，完成品牌合作笔记和视频的投放与效果追踪，并配合618、双11等大促节点策划话题活动，提升账号粉丝量与互动率。

我们希望你
本科及以上学历，新闻传播、广告、市场营销等相关专业。有1年以上新媒体运营经验，独立运营过粉丝量1万以上的账号。文案功底扎实，熟悉小红书、抖音和公众号的内容规则与推荐机制，懂得达人投放的流程和报价逻辑。会使用剪映、Photoshop等工具做简单的剪辑和配图。能看懂平台后台数据，用Excel做基础的数据分析，并据此调整内容方向。有美妆护肤行业经验优先，会用蒲公英、巨量星图等投放平台的加分。

工作地点与福利
地铁珠江新城站步行5分钟；双休、五险一金、季度产品福利、年度体检、生日假。

成长空间
你会直接向品牌内容负责人汇报，每月有内部选题会和爆文复盘会，优秀同学一年内可以独立负责一个平台的账号矩阵。

应聘方式
投递时请附上你运营过的账号链接或代表作品（笔记、视频、推文均可），我们会在三个工作日内回复。`;

const zhNewMediaMatchResume = `高某 ｜ 新媒体运营
电话 159-0000-0015 ｜ 邮箱 gaomou@example.com ｜ 广州海珠区
新闻学本科 ｜ 4年新媒体运营经验
期望职位：新媒体运营 / 内容运营主管 ｜ 期望薪资：12-14K

个人简介
4年美妆个护品牌新媒体运营经验，熟悉小红书、抖音内容生态，擅长种草笔记选题与KOL/KOC合作，独立运营的小红书品牌号从0做到3.2万粉丝。

工作经历
广州柔肌生物科技有限公司（彩妆品牌）  新媒体运营专员  2022.12 - 至今
- 负责品牌小红书、抖音账号的内容规划与日常更新，每周输出笔记5篇、短视频3条；
- 独立运营的小红书账号一年内涨粉3.2万，单篇爆文点赞1.8万；
- 负责KOL/KOC合作：筛选达人、谈价、brief沟通与数据回收，累计合作达人260余位，通过蒲公英平台下单；
- 撰写公众号推文，每月4篇，平均阅读量3000+；
- 每周用Excel整理各平台数据并做复盘，根据互动率调整选题方向。
- 配合电商团队策划618、双11大促种草节奏，大促期间小红书引流订单占比提升到12%。

广州一点创意广告有限公司  文案实习生  2022.03 - 2022.09
- 参与快消客户的社交媒体文案撰写与海报创意提案。
- 参与某饮料品牌微博话题活动执行，负责每日内容排期与评论区互动。

代表作品
- 《敏感肌换季急救清单》小红书笔记：点赞1.8万、收藏2.3万，带动当月店铺搜索量增长40%；
- 抖音"成分党实验室"系列短视频：单条最高播放量120万，系列累计涨粉1.1万；
- 618大促话题活动策划：联合30位达人发起话题挑战，话题浏览量超过600万。

自我评价
对美妆护肤内容有持续热情，选题嗅觉敏锐，习惯用数据复盘内容效果；沟通高效，能同时推进多个达人合作项目。

教育背景
南粤大学  新闻学  本科  2018.09 - 2022.06

技能
- 剪映、PS、Canva基础修图排版
- 熟悉千瓜数据、新红等数据工具
- 普通话二级甲等，CET-6`;

const zhNewMediaNoMatchResume = `梁某
仓储主管
手机：183-0000-0016  邮箱：liangmou@example.com  广州白云区
求职意向：仓储主管 / 物流主管
出生年月：1994.10 ｜ 籍贯：广东清远 ｜ 期望薪资：10-13K ｜ 到岗时间：一个月内

工作经历
广州顺达供应链管理有限公司 · 仓储主管 · 2019.05 - 至今
1. 管理面积2万平方米的电商仓，团队45人，日均出库订单1.5万单；
2. 负责WMS系统（富勒FLUX）的日常使用与流程优化，推行波次拣货后人效提升25%；
3. 组织月度盘点，库存准确率保持在99.8%以上；
4. 制定仓库5S与安全管理制度，连续三年无重大安全事故；
5. 用Excel制作仓库日报、人效报表，向运营经理汇报。
6. 对接快递公司与干线物流承运商，协调揽收时效与异常件处理；
7. 负责仓库新员工岗前培训，编写收货、拣货、打包作业指导书。

广州安捷物流有限公司 · 仓管员 / 组长 · 2015.07 - 2019.04
1. 负责入库验收、上架、拣货复核与发货交接；
2. 2017年起担任收货组组长，管理8人。
3. 负责退货入库质检与残次品登记，配合财务完成月度库存对账。

主要成果
1. 2021年主导仓库从纸单作业升级为PDA扫码作业，错发率由万分之八降至万分之一；
2. 2023年双11期间带领团队完成单日6.2万单出库，创仓库历史纪录；
3. 推行计件绩效制度，旺季临时工留存率提升30%。

自我评价
从一线仓管做起，熟悉电商仓储作业全流程与现场管理，执行力强、能吃苦，擅长带领团队完成高峰期作业任务。对安全生产与现场管理要求严格。

教育背景
羊城职业技术学院 · 物流管理 · 大专 · 2012.09 - 2015.06

培训经历
2021.04 参加公司精益仓储管理培训（5S、波次拣货、库位优化）

证书技能
· 叉车操作证
· 物流师（三级）
· 熟练使用Excel、WMS、TMS系统`;

const zhNewMediaPairs: readonly MatchPair[] = [
  {
    id: 'zh-newmedia-09-match',
    locale: 'zh-CN',
    jobDescription: zhNewMediaJd,
    resume: zhNewMediaMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '新闻传播、广告、市场营销',
        also: ['本科'],
        status: 'present',
      },
      { group: 'years', term: '1', subject: '新媒体运营', status: 'present' },
      { group: 'hardSkill', term: '文案撰写', also: ['文案', '文案策划', 'copywriting'], status: 'present' },
      { group: 'tool', term: '小红书', also: ['Xiaohongshu', 'RED'], status: 'present' },
      { group: 'tool', term: '抖音', also: ['Douyin'], status: 'present' },
      { group: 'tool', term: '微信公众号', also: ['公众号', 'WeChat Official Account'], status: 'present' },
      {
        group: 'hardSkill',
        term: '达人投放',
        also: ['KOL投放', 'KOC投放', 'KOL/KOC合作', '达人合作', 'influencer marketing'],
        status: 'present',
      },
      { group: 'tool', term: '剪映', also: ['CapCut'], status: 'present' },
      { group: 'tool', term: 'Photoshop', also: ['PS'], status: 'present' },
      { group: 'hardSkill', term: '数据分析', also: ['数据复盘'], status: 'present' },
      { group: 'tool', term: 'Excel', status: 'present' },
      {
        group: 'hardSkill',
        term: '美妆护肤行业',
        also: ['美妆', '护肤', '美妆个护'],
        status: 'present',
        preferred: true,
      },
      { group: 'tool', term: '蒲公英', also: ['小红书蒲公英'], status: 'present', preferred: true },
      { group: 'tool', term: '巨量星图', also: ['星图'], status: 'missing', preferred: true },
    ],
  },
  {
    id: 'zh-newmedia-09-nomatch',
    locale: 'zh-CN',
    jobDescription: zhNewMediaJd,
    resume: zhNewMediaNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '新闻传播、广告、市场营销',
        also: ['本科'],
        status: 'partial',
      },
      { group: 'years', term: '1', subject: '新媒体运营', status: 'missing' },
      { group: 'hardSkill', term: '文案撰写', also: ['文案', '文案策划', 'copywriting'], status: 'missing' },
      { group: 'tool', term: '小红书', also: ['Xiaohongshu', 'RED'], status: 'missing' },
      { group: 'tool', term: '抖音', also: ['Douyin'], status: 'missing' },
      { group: 'tool', term: '微信公众号', also: ['公众号', 'WeChat Official Account'], status: 'missing' },
      {
        group: 'hardSkill',
        term: '达人投放',
        also: ['KOL投放', 'KOC投放', 'KOL/KOC合作', '达人合作', 'influencer marketing'],
        status: 'missing',
      },
      { group: 'tool', term: '剪映', also: ['CapCut'], status: 'missing' },
      { group: 'tool', term: 'Photoshop', also: ['PS'], status: 'missing' },
      { group: 'hardSkill', term: '数据分析', also: ['数据复盘'], status: 'partial' },
      { group: 'tool', term: 'Excel', status: 'present' },
      {
        group: 'hardSkill',
        term: '美妆护肤行业',
        also: ['美妆', '护肤', '美妆个护'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: '蒲公英', also: ['小红书蒲公英'], status: 'missing', preferred: true },
      { group: 'tool', term: '巨量星图', also: ['星图'], status: 'missing', preferred: true },
    ],
  },
];

// ─── zh-CN 10 · ICU护士 ────────────────────────────────────────────────────

const zhNurseJd = `重症医学科（ICU）护士招聘
江城市第二人民医院（三级甲等综合医院）｜ 合同制 ｜ 月薪8000-12000元（含夜班费）

医院简介
江城市第二人民医院是一所集医疗、教学、科研为一体的三级甲等综合医院，开放床位1800张。重症医学科现有床位40张，配备有创呼吸机、CRRT、ECMO等设备，因科室扩建，现面向社会招聘ICU护士8名。

岗位职责
1. 在护士长领导下，负责重症患者的病情观察、基础护理与专科护理；
2. 执行医嘱，准确完成各项治疗、用药与护理记录；
3. 配合医生完成抢救工作，落实患者安全与院感防控措施；
4. 参与科室护理质量改进与教学工作。

招聘条件
1. 全日制大专及以上学历，护理学专业；
2. 持有护士执业资格证书，可在本院注册；
3. 具有2年以上二级及以上医院临床护理工作经验，有ICU或急诊工作经历者优先；
4. 熟练掌握心肺复苏、静脉穿刺、吸痰等护理操作；
5. 熟悉呼吸机、心电监护仪、输液泵等常用设备的使用；
6. 取得ICU专科护士证书者优先；
7. 持有BLS、ACLS证书者优先；
8. 身体健康，能适应倒班及夜班工作。

报名方式：请将个人简历、学历证书、执业证书扫描件发送至医院人事科邮箱，邮件标题注明"ICU护士+姓名"。资格审查通过者参加理论考试与操作考核，择优录用。

待遇保障
按国家规定缴纳五险一金，享受带薪年假、夜班补贴及节日福利；医院为护理人员提供外出进修与继续教育机会，科室实行分层级培训与护理能级晋升制度。`;

const zhNurseMatchResume = `宋某
女 ｜ 28岁 ｜ 护师 ｜ 联系电话：138-0000-0017 ｜ 邮箱：songmou@example.com
现居：江城市 ｜ 求职意向：ICU护士
出生年月：1998.04 ｜ 籍贯：湖北孝感 ｜ 政治面貌：共青团员 ｜ 到岗时间：一个月内

执业信息
护士执业证书（注册单位：江城市中心医院，可办理变更注册）
初级（护师）专业技术资格

工作经历
2021.07 - 至今  江城市中心医院（三级甲等）  重症医学科  护师
· 负责每班4-6名重症患者的护理，包括机械通气、CRRT、俯卧位通气患者；
· 熟练进行有创呼吸机管路管理、密闭式吸痰、动脉血气采集；
· 熟练进行外周静脉留置针穿刺及PICC维护，静脉穿刺一次成功率高；
· 参与科室抢救40余次，熟练执行心肺复苏及除颤；
· 使用心电监护仪、微量泵、输液泵，完成重症护理记录；
· 2023年获院级"优秀护士"称号。

2020.07 - 2021.06  江城市中心医院  急诊科  护士（规范化培训）
· 参与急诊分诊、抢救室护理及患者转运；
· 完成急诊、内科、外科轮转培训，考核成绩优秀。
· 熟悉急诊常见危重症的早期识别与处置流程。

护理工作业绩
· 参与科室"降低呼吸机相关性肺炎发生率"品管圈项目，项目期间VAP发生率下降35%，获院级品管圈比赛二等奖；
· 担任科室带教护士，累计带教实习护士20余名；
· 2024年在省级护理期刊发表论文1篇（第二作者）。

自我评价
责任心强，沟通能力好，能适应重症监护室高强度工作节奏与倒班安排。

教育背景
2016.09 - 2020.06  江城医学院  护理学  本科

继续教育
· 2022年参加院内血液净化护理培训，可独立完成CRRT上下机操作；
· 2023年参加省级重症护理新进展学习班。

培训与证书
· BLS（美国心脏协会AHA认证）
· 重症专科护士培训（省护理学会，在读，预计2027年6月结业）
· 护士执业证书`;

const zhNurseNoMatchResume = `唐某
小学英语教师
电话：139-0000-0018｜邮箱：tangmou@example.com｜江城市
求职意向：小学英语教师 / 少儿英语教研
出生年月：1997.07 ｜ 籍贯：江西九江 ｜ 政治面貌：中共党员 ｜ 到岗时间：下学期开学前

教育背景
2015.09 - 2019.06  江城师范学院  英语（师范）  本科

工作经历
2019.09 - 至今  江城市实验小学  英语教师
· 担任三至五年级英语教学，每周16课时，所带班级期末统考平均分连续三年位列区前三；
· 2021年起担任四（2）班班主任，负责班级管理与家校沟通；
· 参与校本英语绘本阅读课程开发，编写教案30余篇；
· 指导学生参加市英语讲故事比赛，获一等奖2人次；
· 参加区级公开课展示2次。
· 负责学校英语周活动策划，组织英文歌曲比赛、单词拼写大赛等活动；
· 利用课后服务时间开设英语绘本社团，每周2课时；
· 参与学校英语校本作业设计，编写三年级分层练习册一本。

2018.09 - 2019.01  江城市启航教育培训中心  少儿英语助教（实习）
· 协助主讲老师组织课堂活动，批改作业并与家长沟通学习情况。

教学成果
· 2022年获区小学英语优质课比赛二等奖；
· 主持校级课题《绘本阅读提升小学生英语口语表达能力的实践研究》，已结题；
· 指导的英语社团在市校园英语剧比赛中获得团体三等奖。

培训经历
· 2023年参加省小学英语骨干教师培训（线上+线下，共60学时）

证书
· 小学英语教师资格证
· 英语专业八级（TEM-8）
· 普通话二级甲等
· 红十字救护员证（含心肺复苏培训）

技能
· 熟练使用希沃白板、PPT、剪映制作课件与微课

自我评价
热爱教育事业，有耐心和亲和力，擅长通过游戏化教学激发学生兴趣；善于与家长沟通，班级管理经验较丰富。希望寻找能继续发挥英语教学特长的岗位。

兴趣爱好：阅读英文原版绘本、羽毛球、书法`;

const zhNursePairs: readonly MatchPair[] = [
  {
    id: 'zh-nurse-10-match',
    locale: 'zh-CN',
    jobDescription: zhNurseJd,
    resume: zhNurseMatchResume,
    matched: true,
    requirements: [
      { group: 'education', term: 'associate', subject: '护理学', also: ['大专'], status: 'present' },
      {
        group: 'certificate',
        term: '护士执业资格证书',
        also: ['护士执业证书', '护士执业证', '护士资格证'],
        status: 'present',
      },
      { group: 'years', term: '2', subject: '临床护理', status: 'present' },
      {
        group: 'hardSkill',
        term: 'ICU护理',
        also: ['ICU', '重症监护', '重症医学科', '急诊'],
        status: 'present',
        preferred: true,
      },
      { group: 'hardSkill', term: '心肺复苏', also: ['CPR'], status: 'present' },
      { group: 'hardSkill', term: '静脉穿刺', also: ['静脉输液', '留置针穿刺'], status: 'present' },
      { group: 'hardSkill', term: '吸痰', also: ['气道护理'], status: 'present' },
      { group: 'tool', term: '呼吸机', also: ['机械通气', 'ventilator'], status: 'present' },
      { group: 'tool', term: '心电监护仪', also: ['监护仪', '心电监护'], status: 'present' },
      { group: 'tool', term: '输液泵', also: ['微量泵', '注射泵'], status: 'present' },
      {
        group: 'certificate',
        term: 'ICU专科护士',
        also: ['重症专科护士'],
        status: 'partial',
        preferred: true,
      },
      { group: 'certificate', term: 'BLS', also: ['基础生命支持'], status: 'present', preferred: true },
      {
        group: 'certificate',
        term: 'ACLS',
        also: ['高级心血管生命支持'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
  {
    id: 'zh-nurse-10-nomatch',
    locale: 'zh-CN',
    jobDescription: zhNurseJd,
    resume: zhNurseNoMatchResume,
    matched: false,
    requirements: [
      { group: 'education', term: 'associate', subject: '护理学', also: ['大专'], status: 'partial' },
      {
        group: 'certificate',
        term: '护士执业资格证书',
        also: ['护士执业证书', '护士执业证', '护士资格证'],
        status: 'missing',
      },
      { group: 'years', term: '2', subject: '临床护理', status: 'missing' },
      {
        group: 'hardSkill',
        term: 'ICU护理',
        also: ['ICU', '重症监护', '重症医学科', '急诊'],
        status: 'missing',
        preferred: true,
      },
      { group: 'hardSkill', term: '心肺复苏', also: ['CPR'], status: 'partial' },
      { group: 'hardSkill', term: '静脉穿刺', also: ['静脉输液', '留置针穿刺'], status: 'missing' },
      { group: 'hardSkill', term: '吸痰', also: ['气道护理'], status: 'missing' },
      { group: 'tool', term: '呼吸机', also: ['机械通气', 'ventilator'], status: 'missing' },
      { group: 'tool', term: '心电监护仪', also: ['监护仪', '心电监护'], status: 'missing' },
      { group: 'tool', term: '输液泵', also: ['微量泵', '注射泵'], status: 'missing' },
      {
        group: 'certificate',
        term: 'ICU专科护士',
        also: ['重症专科护士'],
        status: 'missing',
        preferred: true,
      },
      { group: 'certificate', term: 'BLS', also: ['基础生命支持'], status: 'missing', preferred: true },
      {
        group: 'certificate',
        term: 'ACLS',
        also: ['高级心血管生命支持'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── zh-CN 11 · 土建造价工程师 ─────────────────────────────────────────────

const zhCostEngineerJd = `土建造价工程师
重庆·渝北区 ｜ 12-18K ｜ 5-10年 ｜ 本科
中渝恒建工程咨询有限公司 · 工程造价咨询（甲级） · 100-499人

岗位职责：
1、负责房建项目土建专业的工程量计算、清单编制及招标控制价编制；
2、负责施工过程中的进度款审核、变更签证核算及竣工结算审核；
3、配合项目经理完成成本测算、合同谈判及对外对账工作；
4、整理造价资料，参与建立公司成本指标数据库。

任职资格：
1、本科及以上学历，工程造价/土木工程/工程管理相关专业；
2、5年以上土建造价工作经验；
3、持有一级造价工程师注册证书，二级造价工程师可考虑；
4、熟练使用广联达GTJ、GCCP计价软件及AutoCAD；
5、熟悉《建设工程工程量清单计价规范》（GB50500）及重庆地区定额；
6、有EPC或装配式项目经验者优先；
7、有一级建造师证书者加分；
8、能适应短期出差，具备良好的沟通与协调能力。

薪资福利：基本工资+项目绩效+持证补贴（一造每月2000元）；五险一金；带薪年假；节日福利；每年组织继续教育与专业培训，公司承担考证报名费。

公司简介：中渝恒建成立于2006年，持有工程造价咨询甲级资质，服务客户包括地产开发商、政府平台公司与大型施工总承包单位，年咨询项目超过300个。

岗位亮点：项目以重庆本地房建为主，偶有川渝地区短期出差；公司实行项目负责制，造价工程师可参与从估算、概算到结算的全过程咨询，职业成长路径清晰。应聘请附上近三年主要参与项目清单。`;

const zhCostEngineerMatchResume = `许某
土建造价工程师 ｜ 一级造价工程师
手机：187-0000-0019 ｜ 邮箱：xumou@example.com ｜ 重庆江北区
工作年限：8年 ｜ 期望薪资：16-18K ｜ 到岗时间：一个月内
出生年月：1996.03 ｜ 籍贯：重庆万州

【工作经历】
2020.03 - 至今    重庆正衡工程造价咨询有限公司    造价工程师（土建）
· 负责住宅、商业综合体等房建项目的土建算量与清单计价，累计完成招标控制价编制项目14个，总造价约38亿元；
· 使用GTJ2021完成钢筋及土建建模算量，使用GCCP6.0编制清单与控制价；
· 负责3个项目的全过程造价咨询，包括进度款审核、变更签证核算与竣工结算审核，累计审减金额约6200万元；
· 参与某装配式住宅项目（装配率50%）的PC构件计价测算；
· 整理项目造价指标，参与公司成本数据库建设。

2018.07 - 2020.02    重庆渝建工程有限公司    预算员
· 负责施工单位投标报价、分包结算，熟悉重庆市2018版计价定额；
· 用CAD识图核对工程量，编制月度产值报表。
· 参与2个项目的竣工结算编制与对审，熟悉施工单位结算资料整理要求。

【代表项目】
· 两江新区某住宅项目（建筑面积28万平方米）：负责土建招标控制价编制及全过程造价控制，结算审减率6.5%；
· 渝北区某商业综合体项目：负责土建进度款审核与变更签证管理，建立月度动态成本台账；
· 沙坪坝区某学校新建项目：负责竣工结算审核，提出审减意见并与施工单位完成核对。

【教育背景】
山城大学    工程造价    本科    2014.09 - 2018.06

【证书】
· 一级造价工程师（土木建筑工程，已注册）
· 二级建造师（建筑工程）

【技能】
· 熟练使用：广联达GTJ、GCCP、CAD、Excel
· 熟悉清单计价规范与重庆地区定额、费用文件

【自我评价】
专业基础扎实，熟悉甲方、咨询、施工三方的造价工作视角，工作严谨细致，能适应项目高峰期加班与短期出差。`;

const zhCostEngineerNoMatchResume = `韩某
施工员 / 土建工程师
电话：135-0000-0020 | 邮箱：hanmou@example.com | 重庆沙坪坝
求职意向：造价员 / 预算员（希望转岗）
出生年月：1999.11 ｜ 籍贯：重庆合川 ｜ 期望薪资：7-9K ｜ 到岗时间：一个月内

工作经历
2021.07 - 至今 | 重庆筑城建设工程有限公司 | 土建施工员
- 负责某装配式住宅项目（6栋高层）的现场施工管理，包括PC构件吊装、现浇节点施工与质量检查；
- 编制施工日志、技术交底与施工方案，组织班组进行工序验收；
- 配合商务部门统计现场完成工程量，提供签证资料，用广联达GTJ简单核对钢筋量；
- 使用AutoCAD查阅图纸、绘制现场节点大样。
- 参与安全文明施工检查，组织班组安全技术交底；
- 配合监理单位完成隐蔽工程验收与质量资料签认；
- 每月整理现场签证与变更资料，移交商务部门办理。

2020.07 - 2021.06 | 重庆市通衢市政工程有限公司 | 资料员
- 负责工程资料收集、整理与归档，配合竣工验收。
- 使用建筑资料管理软件编制检验批、分项工程验收资料。

项目经历
重庆某装配式住宅项目（2022.03 - 2025.06）
- 负责3栋18层住宅的土建施工管理，组织PC构件进场验收与吊装，配合完成主体结构验收；
- 参与编制现场施工进度计划，协助项目部完成月度产值统计。

自我评价
具有6年施工现场经验，熟悉房建施工工艺与现场签证流程，识图能力较强，希望转型从事造价工作。工作踏实，能吃苦耐劳。

教育背景
2017.09 - 2020.06 | 山城建筑职业学院 | 建筑工程技术 | 大专

培训经历
- 2023.10 参加公司组织的装配式建筑施工技术培训（3天）

证书与技能
- 施工员岗位证书
- 二级建造师（建筑工程）——2024年通过考试，待注册
- 二级造价工程师（备考中）
- AutoCAD、广联达GTJ（入门）、Office`;

const zhCostEngineerPairs: readonly MatchPair[] = [
  {
    id: 'zh-costengineer-11-match',
    locale: 'zh-CN',
    jobDescription: zhCostEngineerJd,
    resume: zhCostEngineerMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '工程造价/土木工程/工程管理',
        also: ['本科'],
        status: 'present',
      },
      { group: 'years', term: '5', subject: '土建造价', status: 'present' },
      {
        group: 'certificate',
        term: '一级造价工程师',
        also: ['一造', '一级注册造价工程师', '注册造价工程师'],
        status: 'present',
      },
      { group: 'tool', term: '广联达GTJ', also: ['GTJ', '广联达土建计量', '广联达算量'], status: 'present' },
      { group: 'tool', term: '广联达GCCP', also: ['GCCP', '广联达云计价', '广联达计价'], status: 'present' },
      { group: 'tool', term: 'AutoCAD', also: ['CAD'], status: 'present' },
      {
        group: 'hardSkill',
        term: '工程量清单计价',
        also: ['清单计价', '清单计价规范', 'GB50500'],
        status: 'present',
      },
      { group: 'hardSkill', term: '重庆定额', also: ['重庆地区定额', '重庆计价定额'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'EPC项目',
        also: ['EPC', '工程总承包'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: '装配式建筑',
        also: ['装配式', 'PC构件'],
        status: 'present',
        preferred: true,
      },
      { group: 'certificate', term: '一级建造师', also: ['一建'], status: 'partial', preferred: true },
    ],
  },
  {
    id: 'zh-costengineer-11-nomatch',
    locale: 'zh-CN',
    jobDescription: zhCostEngineerJd,
    resume: zhCostEngineerNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '工程造价/土木工程/工程管理',
        also: ['本科'],
        status: 'partial',
      },
      { group: 'years', term: '5', subject: '土建造价', status: 'missing' },
      {
        group: 'certificate',
        term: '一级造价工程师',
        also: ['一造', '一级注册造价工程师', '注册造价工程师'],
        status: 'partial',
      },
      { group: 'tool', term: '广联达GTJ', also: ['GTJ', '广联达土建计量', '广联达算量'], status: 'partial' },
      { group: 'tool', term: '广联达GCCP', also: ['GCCP', '广联达云计价', '广联达计价'], status: 'missing' },
      { group: 'tool', term: 'AutoCAD', also: ['CAD'], status: 'present' },
      {
        group: 'hardSkill',
        term: '工程量清单计价',
        also: ['清单计价', '清单计价规范', 'GB50500'],
        status: 'missing',
      },
      { group: 'hardSkill', term: '重庆定额', also: ['重庆地区定额', '重庆计价定额'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'EPC项目',
        also: ['EPC', '工程总承包'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: '装配式建筑',
        also: ['装配式', 'PC构件'],
        status: 'present',
        preferred: true,
      },
      { group: 'certificate', term: '一级建造师', also: ['一建'], status: 'partial', preferred: true },
    ],
  },
];

// ─── zh-CN 12 · 初中数学教师 ───────────────────────────────────────────────

const zhTeacherJd = `江城外国语学校2027年春季初中数学教师招聘启事

江城外国语学校是一所民办全日制学校，设小学、初中两个学段，现有教学班62个，学生2600余人。学校重视教师专业发展，实行青蓝工程导师制，教师薪酬高于本地区公办学校平均水平。因学校发展需要，现面向社会公开招聘初中数学教师2名。

一、招聘岗位
初中数学教师2名（七年级、八年级各1名），周课时12-14节。

二、应聘条件
1. 热爱教育事业，爱岗敬业，为人师表；
2. 本科及以上学历，数学与应用数学或相关专业；
3. 持有初级中学及以上学段数学学科教师资格证；
4. 普通话水平二级甲等及以上；
5. 3年以上初中数学教学经验，有初三毕业班带班经验者优先；
6. 熟悉《义务教育数学课程标准（2022年版）》及本地中考考纲；
7. 能熟练使用希沃白板、PPT等信息化教学工具；
8. 有班主任工作经验者优先。

三、薪酬待遇
年薪12-18万元，缴纳五险一金，提供教师公寓，子女可在本校就读并享受学费减免。

四、报名方式
请将个人简历、学历学位证书、教师资格证、普通话证书及获奖证书扫描件打包发送至学校人事处邮箱，文件名注明"应聘学科+姓名"。初审通过者将通知参加说课、试讲和面试。

五、其他说明
1. 应聘者须如实提供个人信息及证书材料，如有弄虚作假，一经查实取消录用资格；
2. 学校为新入职教师安排一学年的师徒结对带教，并提供外出培训与进修机会；
3. 报名截止时间为2027年1月10日，名额招满即止。`;

const zhTeacherMatchResume = `冯某
初中数学教师（一级教师）
电话：151-0000-0021 / 邮箱：fengmou@example.com / 江城市
教龄：8年 / 求职意向：初中数学教师
出生年月：1996.01 / 籍贯：江城市 / 政治面貌：中共党员 / 到岗时间：下学期开学前

教育背景
2014.09 - 2018.06  江城师范学院  数学与应用数学（师范）  本科  学士学位

工作经历
2018.09 - 至今  江城市第十四中学  数学教师
1. 2018-2021年完整带过一轮七至九年级，2021年所带两个班中考数学平均分118分（满分150），位列区第二；
2. 2021-2024年第二轮循环再次执教初三毕业班，负责中考复习计划与专题讲义编写；
3. 2024年起第三轮循环，现任年级数学备课组长；
4. 2019年至今担任班主任，所带班级两次获评区"优秀班集体"；
5. 熟悉新课标核心素养要求，开设区级公开课《一次函数的图象》，获区优质课一等奖；
6. 日常使用希沃白板与几何画板制作互动课件，开发微课12节。
7. 负责校数学兴趣小组的辅导工作，每周1次。

教学成果
· 2022年在市级教研活动中作专题发言《初中几何证明教学的有效策略》；
· 参与区级课题《基于核心素养的初中数学单元整体教学研究》，负责"函数"单元案例撰写；
· 所指导学生在市初中数学竞赛中获一等奖3人次、二等奖5人次。

培训经历
· 2020年参加市初中数学骨干教师研修班（80学时）
· 2023年参加“新课标下的大单元教学设计”省级网络研修

证书
· 高级中学数学教师资格证
· 普通话二级甲等
· 中小学一级教师职称

专业技能
· 熟悉中考命题规律，参与区中考模拟卷命题2次
· 熟练使用希沃、PPT、几何画板、Excel成绩分析

自我评价
教学思路清晰，重视学生思维过程与解题规范，善于分层教学；具有多年班主任经历，家校沟通顺畅。

兴趣爱好：跑步、围棋`;

const zhTeacherNoMatchResume = `邓某
个人简历
求职意向：银行客户经理 / 理财经理
电话：186-0000-0022  邮箱：dengmou@example.com  现居：江城市
出生年月：1998.06  籍贯：江城市  政治面貌：共青团员  期望薪资：8-10K

教育背景
2016.09 - 2020.06  江城财经大学  金融学  本科
主修课程：货币银行学、投资学、公司金融、计量经济学

工作经历
2020.07 - 至今  江城农商银行城东支行  综合柜员 → 理财经理（2023.03起）
· 柜员期间负责个人及对公存取款、转账汇款、开销户等业务，累计办理业务5万余笔，零差错；
· 转岗理财经理后，维护个人客户300余户，管理资产规模约2.6亿元；
· 开展社区金融知识讲座，累计组织活动20余场；
· 2024年个人理财产品销售额位列支行第一。
· 配合支行开展普惠金融进社区、进商户活动，协助营销信用卡与手机银行；
· 负责整理客户档案与风险测评资料，配合完成内控检查。

2019.07 - 2019.08  江城证券营业部  客户服务实习生
· 协助开户与客户回访，整理客户资料。
· 参与营业部投资者教育活动的资料准备。

工作业绩
· 2023年获支行"服务明星"称号，客户满意度测评连续8个季度为100%；
· 2024年开发社区老年客户资产配置专项服务，新增客户资产约3800万元；
· 参与支行反诈宣传工作，成功劝阻电信诈骗转账2起。

培训经历
· 2023年参加总行理财经理岗位资格培训并考核合格

证书
· 基金从业资格证
· 银行从业资格（个人理财、风险管理）
· 普通话二级乙等
· CET-4

技能
· 熟练使用Excel、PPT，会制作客户资产配置方案

自我评价
性格开朗，沟通表达能力强，具有较好的服务意识与团队合作精神；熟悉银行柜面与个人理财业务，希望在客户经理岗位上进一步发展。

兴趣爱好：羽毛球、摄影
到岗时间：一个月内`;

const zhTeacherPairs: readonly MatchPair[] = [
  {
    id: 'zh-teacher-12-match',
    locale: 'zh-CN',
    jobDescription: zhTeacherJd,
    resume: zhTeacherMatchResume,
    matched: true,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '数学', also: ['本科'], status: 'present' },
      {
        group: 'certificate',
        term: '初中数学教师资格证',
        also: ['教师资格证', '高级中学数学教师资格证', '高中数学教师资格证'],
        status: 'present',
      },
      { group: 'language', term: 'Mandarin', subject: '二级甲等', also: ['普通话'], status: 'present' },
      { group: 'years', term: '3', subject: '初中数学教学', status: 'present' },
      {
        group: 'hardSkill',
        term: '毕业班教学',
        also: ['初三毕业班', '毕业班', '中考复习'],
        status: 'present',
        preferred: true,
      },
      { group: 'hardSkill', term: '数学课程标准', also: ['新课标', '课程标准', '课标'], status: 'present' },
      { group: 'hardSkill', term: '中考考纲', also: ['中考', '中考命题'], status: 'present' },
      { group: 'tool', term: '希沃白板', also: ['希沃', 'Seewo'], status: 'present' },
      { group: 'tool', term: 'PPT', also: ['PowerPoint'], status: 'present' },
      { group: 'hardSkill', term: '班主任工作', also: ['班主任'], status: 'present', preferred: true },
    ],
  },
  {
    id: 'zh-teacher-12-nomatch',
    locale: 'zh-CN',
    jobDescription: zhTeacherJd,
    resume: zhTeacherNoMatchResume,
    matched: false,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '数学', also: ['本科'], status: 'partial' },
      {
        group: 'certificate',
        term: '初中数学教师资格证',
        also: ['教师资格证', '高级中学数学教师资格证', '高中数学教师资格证'],
        status: 'missing',
      },
      { group: 'language', term: 'Mandarin', subject: '二级甲等', also: ['普通话'], status: 'partial' },
      { group: 'years', term: '3', subject: '初中数学教学', status: 'missing' },
      {
        group: 'hardSkill',
        term: '毕业班教学',
        also: ['初三毕业班', '毕业班', '中考复习'],
        status: 'missing',
        preferred: true,
      },
      { group: 'hardSkill', term: '数学课程标准', also: ['新课标', '课程标准', '课标'], status: 'missing' },
      { group: 'hardSkill', term: '中考考纲', also: ['中考', '中考命题'], status: 'missing' },
      { group: 'tool', term: '希沃白板', also: ['希沃', 'Seewo'], status: 'missing' },
      { group: 'tool', term: 'PPT', also: ['PowerPoint'], status: 'present' },
      { group: 'hardSkill', term: '班主任工作', also: ['班主任'], status: 'missing', preferred: true },
    ],
  },
];

// ─── en-US 01 · Backend engineer (Go) ──────────────────────────────────────

const enBackendJd = `Senior Backend Engineer, Payments Platform
Brightline Ledger · Remote (US) · Full-time
$165,000 – $195,000 + equity

About us
Brightline Ledger builds invoicing and payments infrastructure for mid-size B2B companies. Our platform processes more than $4B in annual payment volume, and the Payments Platform team owns the services that authorize, route, settle and reconcile every transaction.

What you'll do
- Design, build and operate high-throughput services that move money safely and correctly
- Own services end to end: design docs, implementation, testing, deployment and on-call
- Improve the reliability and latency of our payment routing and reconciliation pipelines
- Partner with product, risk and finance teams to ship new payment methods
- Mentor engineers and raise the bar through thoughtful code review

Requirements
- 5+ years of professional backend software engineering experience
- Bachelor's degree in Computer Science or a related field, or equivalent practical experience
- Strong proficiency in Go
- Deep experience with PostgreSQL, including schema design and query tuning
- Experience designing distributed systems and REST APIs
- Hands-on experience with AWS
- Experience running containerized services with Docker and Kubernetes
- Familiarity with event streaming using Kafka

Nice to have
- Payments, fintech or ledger experience
- Infrastructure as code with Terraform
- Observability tooling such as Datadog or Prometheus

We offer competitive salary and equity, 401(k) matching, comprehensive health coverage, and a $1,500 annual learning budget. Brightline Ledger is an equal opportunity employer.`;

const enBackendMatchResume = `JANE DOE
Senior Software Engineer, Backend
Denver, CO · jane.doe@example.com · (555) 010-0101 · linkedin.com/in/janedoe-example

SUMMARY
Backend engineer with 8 years of experience building payment and billing systems in Golang. I like boring, correct systems: idempotent APIs, careful migrations, and good dashboards.

EXPERIENCE
Senior Software Engineer, Cobalt Billing Co. (Denver, CO)          Mar 2021 – Present
- Lead engineer on the payment orchestration service (Golang, gRPC, REST) handling 1.8M transactions/day across card and ACH rails
- Redesigned the ledger write path on Postgres 14 with partitioned tables, cutting p99 write latency from 220 ms to 45 ms
- Built an idempotency and retry layer for a distributed settlement workflow spanning four services
- Run all services on Kubernetes (Amazon EKS), packaged with Docker; manage infrastructure with Terraform modules
- Introduced Datadog APM and SLO dashboards; reduced pages for the team by 40%

Software Engineer, Ridgeway Health Systems (Boulder, CO)          Jun 2018 – Feb 2021
- Built RESTful APIs in Go and Python for a claims-processing platform on AWS (ECS, RDS, SQS, Lambda)
- Replaced a nightly batch job with an event-driven pipeline using RabbitMQ, reducing claim turnaround from 24 hours to 2 hours
- Wrote Postgres schema migrations and tuned slow queries with EXPLAIN ANALYZE

EDUCATION
B.S. Computer Engineering, Front Range State University, 2018

SKILLS
Languages: Golang, Python, SQL
Data: Postgres, Redis, RabbitMQ
Infrastructure: AWS, Kubernetes, Docker, Terraform, GitHub Actions
Observability: Datadog, OpenTelemetry`;

const enBackendNoMatchResume = `John Doe
iOS Engineer
Austin, TX | john.doe@example.com | (555) 010-0102 | github.com/johndoe-example

Profile
iOS engineer with 7 years of experience shipping consumer and fintech apps in Swift. Comfortable across UIKit and SwiftUI, offline-first data, and app performance. Looking to grow toward full-stack work.

Experience
Senior iOS Engineer, Lumen Wallet (Austin, TX), Jan 2022 – Present
• Lead iOS developer for a budgeting and peer-to-peer payments app with 900K monthly active users
• Integrated Apple Pay and card provisioning flows; worked with the backend team on the API contracts for payment status
• Rebuilt the transaction history screen in SwiftUI with Core Data caching, cutting load time by 60%
• Consumed REST and GraphQL APIs; wrote a small Node.js mock server for local testing

iOS Developer, Pinecone Apps (Remote), Jul 2019 – Dec 2021
• Built features for three client apps (retail, fitness, events) using Swift, UIKit and Combine
• Set up Firebase Crashlytics and Remote Config; configured AWS Amplify for image uploads
• Wrote unit and UI tests with XCTest; maintained Fastlane lanes for TestFlight releases

Education
B.S. in Computer Science, Lone Star Polytechnic University, 2019

Skills
Swift, Objective-C, SwiftUI, UIKit, Combine, Core Data, XCTest, Fastlane, Firebase, Git, basic Node.js`;

const enBackendPairs: readonly MatchPair[] = [
  {
    id: 'en-backend-01-match',
    locale: 'en-US',
    jobDescription: enBackendJd,
    resume: enBackendMatchResume,
    matched: true,
    requirements: [
      { group: 'years', term: '5', subject: 'backend software engineering', status: 'present' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Computer Science',
        also: ["Bachelor's", 'B.S.'],
        status: 'present',
      },
      { group: 'tool', term: 'Go', also: ['Golang'], status: 'present' },
      { group: 'tool', term: 'PostgreSQL', also: ['Postgres', 'PG'], status: 'present' },
      { group: 'hardSkill', term: 'distributed systems', status: 'present' },
      { group: 'hardSkill', term: 'REST APIs', also: ['RESTful APIs', 'REST API design'], status: 'present' },
      { group: 'tool', term: 'AWS', also: ['Amazon Web Services'], status: 'present' },
      { group: 'tool', term: 'Docker', status: 'present' },
      { group: 'tool', term: 'Kubernetes', also: ['K8s', 'EKS'], status: 'present' },
      { group: 'tool', term: 'Kafka', also: ['Apache Kafka'], status: 'partial' },
      {
        group: 'hardSkill',
        term: 'payments',
        also: ['fintech', 'ledger', 'payment processing', 'billing'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'tool',
        term: 'Terraform',
        also: ['infrastructure as code', 'IaC'],
        status: 'present',
        preferred: true,
      },
      { group: 'tool', term: 'Datadog', status: 'present', preferred: true },
      { group: 'tool', term: 'Prometheus', status: 'missing', preferred: true },
    ],
  },
  {
    id: 'en-backend-01-nomatch',
    locale: 'en-US',
    jobDescription: enBackendJd,
    resume: enBackendNoMatchResume,
    matched: false,
    requirements: [
      { group: 'years', term: '5', subject: 'backend software engineering', status: 'missing' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Computer Science',
        also: ["Bachelor's", 'B.S.'],
        status: 'present',
      },
      { group: 'tool', term: 'Go', also: ['Golang'], status: 'missing' },
      { group: 'tool', term: 'PostgreSQL', also: ['Postgres', 'PG'], status: 'missing' },
      { group: 'hardSkill', term: 'distributed systems', status: 'missing' },
      { group: 'hardSkill', term: 'REST APIs', also: ['RESTful APIs', 'REST API design'], status: 'partial' },
      { group: 'tool', term: 'AWS', also: ['Amazon Web Services'], status: 'partial' },
      { group: 'tool', term: 'Docker', status: 'missing' },
      { group: 'tool', term: 'Kubernetes', also: ['K8s', 'EKS'], status: 'missing' },
      { group: 'tool', term: 'Kafka', also: ['Apache Kafka'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'payments',
        also: ['fintech', 'ledger', 'payment processing', 'billing'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'tool',
        term: 'Terraform',
        also: ['infrastructure as code', 'IaC'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Datadog', status: 'missing', preferred: true },
      { group: 'tool', term: 'Prometheus', status: 'missing', preferred: true },
    ],
  },
];

// ─── en-US 02 · Data analyst ───────────────────────────────────────────────

const enDataAnalystJd = `Data Analyst – Marketing Analytics
Harbor & Pine Outfitters — Portland, OR (Hybrid)
Job type: Full-time | Pay: $78,000 – $95,000 per year

Harbor & Pine is an outdoor apparel retailer with 40 stores across the Pacific Northwest and a fast-growing e-commerce business. Our small analytics team helps marketing, merchandising and e-commerce make decisions with data instead of gut feel.

As our Marketing Data Analyst, you will measure the performance of email, paid social and search campaigns, build the dashboards our marketing leaders open every Monday, and help design experiments on our website and in our loyalty program. You will work closely with one data engineer who maintains our warehouse, so you'll spend most of your time on analysis rather than pipelines.

Qualifications
- Bachelor's degree in Statistics, Economics, Mathematics, or a related quantitative field
- 2+ years of experience in a data analyst or business analyst role
- Advanced SQL (joins, window functions, CTEs)
- Experience building dashboards in Tableau or Power BI
- Working knowledge of Python or R for data analysis
- Solid understanding of A/B testing and statistical analysis
- Advanced Excel skills
- Experience with Google Analytics 4 preferred
- Retail or e-commerce experience preferred
- Experience with dbt or Snowflake is a bonus

Benefits include medical, dental and vision coverage, a 40% employee discount, 401(k) with 4% match, and two paid volunteer days a year.`;

const enDataAnalystMatchResume = `Jordan Smith
Seattle, WA • jordan.smith@example.com • (555) 010-0103

Marketing & product analyst with 5 years turning messy web and CRM data into decisions for direct-to-consumer brands.

Professional Experience

Marketing Analyst | Evergreen Home Goods (e-commerce), Seattle, WA | Aug 2022 – Present
• Own weekly marketing performance reporting across email, paid search and paid social; built 12 Tableau dashboards used by the CMO and channel leads
• Designed and analyzed 30+ website split tests (checkout, PDP layout, free-shipping thresholds); wrote the team's guide on sample sizing and significance
• Modeled incremental revenue from the loyalty program using regression and difference-in-differences in Python (pandas, statsmodels)
• Rebuilt attribution queries in SQL on BigQuery and moved core transformations into dbt models with tests
• Set up GA4 event tracking with the web team and reconciled GA4 revenue with Shopify orders

Business Analyst | Cascade Outdoor Retail, Tacoma, WA | Jun 2021 – Jul 2022
• Produced store and category sales reports in Excel (pivot tables, Power Query, XLOOKUP) for 18 stores
• Automated a weekly inventory aging report with Python, saving about 6 hours per week

Education
B.A. Economics, minor in Statistics — Puget Sound State University, 2021
Relevant coursework: Econometrics, Regression Analysis, Introduction to R

Skills
SQL (BigQuery, PostgreSQL), Python, Tableau, Excel, dbt, GA4, Looker Studio`;

const enDataAnalystNoMatchResume = `TAYLOR BROWN, RDH
Portland, OR | taylor.brown@example.com | (555) 010-0104

PROFESSIONAL SUMMARY
Registered Dental Hygienist with 7 years of clinical experience in general and periodontal practices. Known for gentle patient care, thorough charting and strong patient education on home care.

LICENSES & CERTIFICATIONS
Registered Dental Hygienist, Oregon Board of Dentistry (active)
Local Anesthesia and Nitrous Oxide Permits
BLS for Healthcare Providers (American Heart Association)

EXPERIENCE
Dental Hygienist — Willamette Family Dentistry, Portland, OR (Sep 2021 – Present)
- See 8–9 patients per day for prophylaxis, scaling and root planing, and periodontal maintenance
- Take and review digital radiographs; chart periodontal findings in Dentrix
- Educate patients on oral hygiene, nutrition and tobacco cessation
- Track recall compliance and helped raise the 6-month recall rate from 61% to 74%

Dental Hygienist — Riverbend Periodontics, Salem, OR (Jun 2019 – Aug 2021)
- Assisted with periodontal surgery follow-ups and implant maintenance
- Trained two new hygienists on office protocols and infection control

EDUCATION
Bachelor of Science in Dental Hygiene, Cascade Health Sciences University, 2019

SKILLS
Dentrix, Eaglesoft, digital radiography, ultrasonic scaling, patient education, Microsoft Office`;

const enDataAnalystPairs: readonly MatchPair[] = [
  {
    id: 'en-dataanalyst-02-match',
    locale: 'en-US',
    jobDescription: enDataAnalystJd,
    resume: enDataAnalystMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Statistics, Economics, Mathematics',
        also: ["Bachelor's", 'B.A.', 'B.S.'],
        status: 'present',
      },
      { group: 'years', term: '2', subject: 'data or business analyst', status: 'present' },
      { group: 'tool', term: 'SQL', status: 'present' },
      { group: 'tool', term: 'Tableau', status: 'present' },
      { group: 'tool', term: 'Power BI', status: 'partial' },
      { group: 'tool', term: 'Python', status: 'present' },
      { group: 'tool', term: 'R', status: 'partial' },
      {
        group: 'hardSkill',
        term: 'A/B testing',
        also: ['split testing', 'split tests', 'experimentation'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'statistical analysis',
        also: ['statistics', 'regression', 'hypothesis testing'],
        status: 'present',
      },
      { group: 'tool', term: 'Excel', status: 'present' },
      {
        group: 'tool',
        term: 'Google Analytics 4',
        also: ['GA4', 'Google Analytics'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'retail/e-commerce',
        also: ['retail', 'e-commerce', 'ecommerce'],
        status: 'present',
        preferred: true,
      },
      { group: 'tool', term: 'dbt', also: ['data build tool'], status: 'present', preferred: true },
      { group: 'tool', term: 'Snowflake', status: 'partial', preferred: true },
    ],
  },
  {
    id: 'en-dataanalyst-02-nomatch',
    locale: 'en-US',
    jobDescription: enDataAnalystJd,
    resume: enDataAnalystNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Statistics, Economics, Mathematics',
        also: ["Bachelor's", 'B.A.', 'B.S.'],
        status: 'partial',
      },
      { group: 'years', term: '2', subject: 'data or business analyst', status: 'missing' },
      { group: 'tool', term: 'SQL', status: 'missing' },
      { group: 'tool', term: 'Tableau', status: 'missing' },
      { group: 'tool', term: 'Power BI', status: 'missing' },
      { group: 'tool', term: 'Python', status: 'missing' },
      { group: 'tool', term: 'R', status: 'missing' },
      {
        group: 'hardSkill',
        term: 'A/B testing',
        also: ['split testing', 'split tests', 'experimentation'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'statistical analysis',
        also: ['statistics', 'regression', 'hypothesis testing'],
        status: 'missing',
      },
      { group: 'tool', term: 'Excel', status: 'partial' },
      {
        group: 'tool',
        term: 'Google Analytics 4',
        also: ['GA4', 'Google Analytics'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'retail/e-commerce',
        also: ['retail', 'e-commerce', 'ecommerce'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'dbt', also: ['data build tool'], status: 'missing', preferred: true },
      { group: 'tool', term: 'Snowflake', status: 'missing', preferred: true },
    ],
  },
];

// ─── en-US 03 · Product manager ────────────────────────────────────────────

const enProductManagerJd = `Product Manager, Mobile Growth
Fernway Health · New York, NY (Hybrid) · $150K/yr – $175K/yr · Full-time

About the job
Fernway is a digital health company that helps people manage chronic conditions like type 2 diabetes and hypertension through coaching, connected devices and a mobile app used by 600,000 members. We're looking for a Product Manager to own activation and engagement for the Fernway app, from the first download to the habits that keep members healthy.

What you'll do
- Own the roadmap for onboarding, activation and notifications in our iOS and Android apps
- Define problems with data and member research, write PRDs, and work with design and engineering to ship
- Run experiments to improve activation and week-4 retention, and share what you learn
- Partner with clinical, legal and compliance teams so that everything we ship is safe and compliant

What we're looking for
- 4+ years of product management experience, ideally on consumer mobile apps
- Bachelor's degree
- A track record of writing clear PRDs and working in Agile teams
- Hands-on with product analytics tools (Amplitude or Mixpanel) and comfortable writing basic SQL
- Experience designing and interpreting A/B tests
- Familiarity with Jira and Figma
- Experience building roadmaps and prioritizing with frameworks like RICE

Bonus points
- Healthcare or digital health experience, including working within HIPAA
- Certified Scrum Product Owner (CSPO)

Fernway offers medical, dental and vision coverage, a free Fernway membership for you and your family, 20 days of PTO, and a yearly wellness stipend.`;

const enProductManagerMatchResume = `Casey Johnson
Product Manager
Brooklyn, NY | casey.johnson@example.com | (555) 010-0105 | linkedin.com/in/caseyjohnson-example

SUMMARY
Product manager with 8 years in consumer mobile, most recently owning onboarding and retention for a fitness app with 2M+ installs. Strong on experimentation, clear product requirement docs, and getting engineering, design and marketing pointed in the same direction.

EXPERIENCE
Senior Product Manager, Stride Fitness (New York, NY) — Apr 2022 to present
• Own the onboarding and habit-building roadmap for iOS and Android; prioritize quarterly bets with a RICE-style scoring model
• Ran 25+ experiments on onboarding, paywall and push notifications; a redesigned first-week plan lifted week-4 retention from 18% to 24%
• Write product requirement docs and user stories for a squad of 7 engineers working in two-week Scrum sprints
• Built the team's Amplitude funnels and cohorts; write SQL in Snowflake for deeper analyses
• Review Figma prototypes with design and run weekly backlog grooming in Jira

Product Manager, Tabletop Labs (New York, NY) — Jun 2019 to Mar 2022
• Launched restaurant reservation and waitlist features in the consumer app, growing bookings 3x in 18 months
• Partnered with research to run 40+ customer interviews and usability sessions

Associate Product Manager, Tabletop Labs — Jul 2018 to May 2019
• Shipped the in-app review prompt and a referral program that drove 12% of new sign-ups

EDUCATION
B.A. Cognitive Science, Hudson Valley College, 2018

CERTIFICATIONS
Certified Scrum Product Owner (Scrum Alliance), 2021`;

const enProductManagerNoMatchResume = `Morgan Lee
Project Coordinator
Jersey City, NJ · morgan.lee@example.com · (555) 010-0106

Organized, detail-oriented project coordinator with 4 years of experience supporting IT and operations projects in a hospital network. Eager to move into product management.

Work History
Project Coordinator — Meridian Health Partners, Newark, NJ
Sep 2022 – Present
- Coordinate schedules, budgets and status reporting for 6–8 concurrent IT projects (EHR upgrades, badge system rollout, Wi-Fi refresh)
- Maintain project timelines in Smartsheet and track tasks and defects in Jira
- Facilitate daily stand-ups and sprint reviews for an Agile (Scrum) team of 9
- Prepare weekly status reports and meeting minutes for the PMO director
- Helped document HIPAA training completion for 1,200 staff ahead of an audit

Administrative Assistant — Meridian Health Partners, Newark, NJ
Jan 2021 – Aug 2022
- Managed calendars and travel for three department heads
- Built an intake form in Microsoft Forms that cut request emails by half

Education
B.A. Communications, Garden State University, 2020

Certifications
Google Project Management Certificate (2022)
CAPM — Certified Associate in Project Management (2023)

Skills
Jira, Smartsheet, Microsoft Project, Excel, PowerPoint, Visio`;

const enProductManagerPairs: readonly MatchPair[] = [
  {
    id: 'en-pm-03-match',
    locale: 'en-US',
    jobDescription: enProductManagerJd,
    resume: enProductManagerMatchResume,
    matched: true,
    requirements: [
      { group: 'years', term: '4', subject: 'product management', status: 'present' },
      { group: 'education', term: 'bachelor', also: ["Bachelor's", 'B.A.', 'B.S.'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'PRDs',
        also: ['PRD', 'product requirements documents', 'product requirement docs'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'Agile', also: ['Scrum', 'Agile/Scrum'], status: 'present' },
      { group: 'tool', term: 'Amplitude', status: 'present' },
      { group: 'tool', term: 'Mixpanel', status: 'partial' },
      { group: 'tool', term: 'SQL', status: 'present' },
      {
        group: 'hardSkill',
        term: 'A/B testing',
        also: ['A/B tests', 'experiments', 'experimentation'],
        status: 'present',
      },
      { group: 'tool', term: 'Jira', also: ['JIRA'], status: 'present' },
      { group: 'tool', term: 'Figma', status: 'present' },
      {
        group: 'hardSkill',
        term: 'roadmapping',
        also: ['product roadmap', 'roadmaps', 'prioritization', 'RICE'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'healthcare',
        also: ['digital health', 'HIPAA', 'health tech'],
        status: 'partial',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'CSPO',
        also: ['Certified Scrum Product Owner'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-pm-03-nomatch',
    locale: 'en-US',
    jobDescription: enProductManagerJd,
    resume: enProductManagerNoMatchResume,
    matched: false,
    requirements: [
      { group: 'years', term: '4', subject: 'product management', status: 'missing' },
      { group: 'education', term: 'bachelor', also: ["Bachelor's", 'B.A.', 'B.S.'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'PRDs',
        also: ['PRD', 'product requirements documents', 'product requirement docs'],
        status: 'missing',
      },
      { group: 'hardSkill', term: 'Agile', also: ['Scrum', 'Agile/Scrum'], status: 'present' },
      { group: 'tool', term: 'Amplitude', status: 'missing' },
      { group: 'tool', term: 'Mixpanel', status: 'missing' },
      { group: 'tool', term: 'SQL', status: 'missing' },
      {
        group: 'hardSkill',
        term: 'A/B testing',
        also: ['A/B tests', 'experiments', 'experimentation'],
        status: 'missing',
      },
      { group: 'tool', term: 'Jira', also: ['JIRA'], status: 'present' },
      { group: 'tool', term: 'Figma', status: 'missing' },
      {
        group: 'hardSkill',
        term: 'roadmapping',
        also: ['product roadmap', 'roadmaps', 'prioritization', 'RICE'],
        status: 'partial',
      },
      {
        group: 'hardSkill',
        term: 'healthcare',
        also: ['digital health', 'HIPAA', 'health tech'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'CSPO',
        also: ['Certified Scrum Product Owner'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── en-US 04 · UX researcher ──────────────────────────────────────────────

const enUxResearcherJd = `UX Researcher (Mid-level)
Quillmark Software — Austin, TX or Remote (US)

Quillmark makes scheduling and dispatch software for field service companies: the plumbers, electricians and HVAC teams who keep buildings running. Our customers are busy, often on a phone in a truck, and we need to understand their work deeply to build tools they actually want to use.

As a UX Researcher on our product design team, you'll plan and run studies across the product lifecycle, from early discovery with office managers and technicians to evaluative testing of new features. You'll partner with three product trios, share findings in ways that change decisions, and help grow a culture of research across the company.

You might be a fit if you have:
• 3+ years conducting user research in a product or agency setting
• A bachelor's degree in HCI, psychology, anthropology, or a related field (master's preferred)
• Expertise in qualitative methods, especially in-depth interviews and usability testing
• Working knowledge of survey design
• Experience with research tools like UserTesting, Dovetail, and Qualtrics
• Ability to synthesize findings into clear journey maps
• Comfort with Figma for reviewing prototypes

Extra credit
• B2B SaaS experience
• Experience with accessibility research (WCAG)

Salary range: $105,000 – $130,000, plus bonus. Quillmark is a remote-friendly company with quarterly in-person weeks in Austin.`;

const enUxResearcherMatchResume = `RILEY DAVIS
UX Researcher · Remote (Denver, CO)
riley.davis@example.com | (555) 010-0107 | portfolio: rileydavis.example.com

ABOUT
Mixed-methods researcher with 5 years in B2B software. I run scrappy discovery, rigorous usability studies, and make findings easy for product teams to act on.

EXPERIENCE
UX Researcher — Fieldnote Systems (B2B SaaS for construction), Remote
May 2021 – Present
• Plan and run about 40 studies a year: 1:1 interviews with superintendents and project managers, remote and on-site usability studies, diary studies
• Recruit and test with UserTesting.com; tag and synthesize sessions in Dovetail and maintain the team's insight repository
• Created end-to-end journey maps for the submittals workflow that reshaped the 2023 roadmap
• Designed quarterly customer surveys in SurveyMonkey (n≈1,500) and reported NPS drivers
• Review Figma prototypes with designers and run quick concept tests

Research Assistant — Human Factors Lab, Rocky Mountain State University
Aug 2019 – Apr 2021
• Conducted usability tests of a telehealth portal with older adults; co-authored a conference paper

EDUCATION
M.S. Human-Computer Interaction, Rocky Mountain State University, 2021
B.A. Psychology, Plains State University, 2019

TOOLS
Dovetail, UserTesting.com, Maze, Optimal Workshop, SurveyMonkey, Figma, Miro`;

const enUxResearcherNoMatchResume = `Avery Wilson
UI / Visual Designer
Austin, TX | avery.wilson@example.com | (555) 010-0108 | averywilson.example.com

I design clean, accessible interfaces and design systems for SaaS products. 7 years of experience in agency and in-house roles.

EXPERIENCE

Senior UI Designer, Tallgrass CRM (B2B SaaS) — Austin, TX
Feb 2022 – Present
- Own the visual language and component library (180+ Figma components) used by 4 product squads
- Led the color and typography overhaul to meet WCAG 2.1 AA contrast requirements across the app
- Design high-fidelity mockups and interactive prototypes in Figma for new features
- Sit in on usability tests run by the research team and turn findings into design revisions
- Produced illustrated journey map posters for the customer success team's onboarding workshop

Visual Designer, Brightside Creative Agency — Austin, TX
Jun 2019 – Jan 2022
- Designed websites, landing pages and brand systems for 20+ clients
- Created marketing collateral, social graphics and pitch decks

EDUCATION
BFA, Graphic Design — Texas Hill Country University, 2019

SKILLS
Figma, Adobe Illustrator, Photoshop, After Effects, Webflow, design systems, typography, accessibility (WCAG)`;

const enUxResearcherPairs: readonly MatchPair[] = [
  {
    id: 'en-uxresearch-04-match',
    locale: 'en-US',
    jobDescription: enUxResearcherJd,
    resume: enUxResearcherMatchResume,
    matched: true,
    requirements: [
      { group: 'years', term: '3', subject: 'user research', status: 'present' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'HCI, psychology, anthropology',
        also: ["Bachelor's", 'B.A.'],
        status: 'present',
      },
      {
        group: 'education',
        term: 'master',
        subject: 'HCI, psychology, anthropology',
        also: ["Master's", 'M.S.'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'user interviews',
        also: ['in-depth interviews', 'IDIs', '1:1 interviews'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'usability testing',
        also: ['usability studies', 'usability tests'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'survey design', also: ['surveys'], status: 'present' },
      { group: 'tool', term: 'UserTesting', also: ['UserTesting.com'], status: 'present' },
      { group: 'tool', term: 'Dovetail', status: 'present' },
      { group: 'tool', term: 'Qualtrics', status: 'partial' },
      {
        group: 'hardSkill',
        term: 'journey mapping',
        also: ['journey maps', 'customer journey maps'],
        status: 'present',
      },
      { group: 'tool', term: 'Figma', status: 'present' },
      { group: 'hardSkill', term: 'B2B SaaS', also: ['SaaS'], status: 'present', preferred: true },
      {
        group: 'hardSkill',
        term: 'accessibility research',
        also: ['accessibility', 'WCAG', 'a11y'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-uxresearch-04-nomatch',
    locale: 'en-US',
    jobDescription: enUxResearcherJd,
    resume: enUxResearcherNoMatchResume,
    matched: false,
    requirements: [
      { group: 'years', term: '3', subject: 'user research', status: 'missing' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'HCI, psychology, anthropology',
        also: ["Bachelor's", 'B.A.'],
        status: 'partial',
      },
      {
        group: 'education',
        term: 'master',
        subject: 'HCI, psychology, anthropology',
        also: ["Master's", 'M.S.'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'user interviews',
        also: ['in-depth interviews', 'IDIs', '1:1 interviews'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'usability testing',
        also: ['usability studies', 'usability tests'],
        status: 'partial',
      },
      { group: 'hardSkill', term: 'survey design', also: ['surveys'], status: 'missing' },
      { group: 'tool', term: 'UserTesting', also: ['UserTesting.com'], status: 'missing' },
      { group: 'tool', term: 'Dovetail', status: 'missing' },
      { group: 'tool', term: 'Qualtrics', status: 'missing' },
      {
        group: 'hardSkill',
        term: 'journey mapping',
        also: ['journey maps', 'customer journey maps'],
        status: 'partial',
      },
      { group: 'tool', term: 'Figma', status: 'present' },
      { group: 'hardSkill', term: 'B2B SaaS', also: ['SaaS'], status: 'present', preferred: true },
      {
        group: 'hardSkill',
        term: 'accessibility research',
        also: ['accessibility', 'WCAG', 'a11y'],
        status: 'partial',
        preferred: true,
      },
    ],
  },
];

// ─── en-US 05 · Site reliability engineer ──────────────────────────────────

const enSreJd = `Site Reliability Engineer II
Northbeam Logistics · Chicago, IL · Hybrid (2 days/week in office)

Northbeam runs the routing and tracking platform behind 30,000 daily truckload shipments. Our SRE team keeps the platform fast and available, and builds the tooling that lets 120 engineers ship safely several times a day.

Responsibilities
- Operate and improve our Kubernetes-based production platform on AWS
- Define SLOs with service teams and build alerting that pages on symptoms rather than causes
- Automate infrastructure provisioning and eliminate manual toil
- Improve CI/CD pipelines and deployment safety (canaries, automated rollbacks)
- Participate in an on-call rotation (one week in six) and lead incident response

Requirements
- 3+ years in SRE, DevOps, or infrastructure engineering roles
- Bachelor's degree in Computer Science or equivalent experience
- Strong Linux administration and troubleshooting skills
- Production experience with Kubernetes
- Infrastructure as code using Terraform
- Scripting in Python or Bash
- Experience building CI/CD pipelines (e.g., GitHub Actions, Jenkins)
- Monitoring and alerting with Prometheus and Grafana
- Hands-on AWS experience
- Solid networking fundamentals (TCP/IP, DNS, load balancing)

Nice to have
- CKA (Certified Kubernetes Administrator)
- Incident management and blameless postmortem experience

Compensation: $140,000 – $170,000 base, annual bonus, and comprehensive benefits.`;

const enSreMatchResume = `Jamie Garcia — DevOps / Site Reliability Engineer
Milwaukee, WI  |  jamie.garcia@example.com  |  (555) 010-0109

Summary
8 years in infrastructure, the last 5 as a DevOps/SRE engineer running containerized workloads on Amazon Web Services. Calm on call, allergic to toil.

Experience
DevOps Engineer, Lakeshore Freight Tech — Milwaukee, WI    (Mar 2021 – Present)
 * Run 14 production k8s clusters (EKS) serving about 300 microservices; led the upgrade path from 1.23 to 1.29 with zero downtime
 * Manage all cloud infra as IaC with Terraform and Terragrunt; cut environment setup time from 2 days to 40 minutes
 * Built GitLab CI templates with canary deploys and automatic rollback, now used by 40 teams
 * Own the Prometheus/Grafana/Alertmanager stack; introduced SLO-based alerting that reduced pages by 35%
 * Incident commander for Sev-1/Sev-2 incidents; write and review blameless postmortems
 * Automate ops tasks in Python and shell scripting

Systems Administrator, Badger State Insurance — Madison, WI    (Jul 2018 – Feb 2021)
 * Administered 200+ RHEL and Ubuntu servers; managed DNS, HAProxy load balancers and firewall rules
 * Wrote Ansible playbooks for patching and user management

Education
B.S. Information Systems, Great Lakes State University, 2018

Certifications
Certified Kubernetes Application Developer (CKAD), 2023
AWS Certified Solutions Architect – Associate, 2022`;

const enSreNoMatchResume = `Drew Martinez
QA Automation Engineer
Evanston, IL • drew.martinez@example.com • (555) 010-0110

SUMMARY
QA engineer with 6 years of experience testing web and API products. I build and maintain automated regression suites and help teams release with confidence.

EXPERIENCE
QA Automation Engineer — Prairie Pay, Chicago, IL | Apr 2022 – Present
- Maintain a 1,100-test regression suite in Python (pytest + Selenium) for the merchant dashboard
- Wrote API test suites with requests and Postman collections covering 90% of public endpoints
- Added test stages to the team's Jenkins pipelines so regression runs on every merge to main
- Run tests in Docker containers locally; use basic Linux commands to read logs on test servers
- Ran load tests with k6 before peak season and reviewed Grafana dashboards with the platform team
- Triage production bugs reported by support and reproduce them for developers

QA Analyst — Lakeview Software Consulting, Chicago, IL | Jun 2020 – Mar 2022
- Manual and exploratory testing for client web apps; wrote test plans and test cases in TestRail
- Logged and tracked defects in Jira

EDUCATION
B.S. Computer Science, Midwest Polytechnic University, 2020

CERTIFICATIONS
ISTQB Certified Tester Foundation Level (CTFL)

SKILLS
Python, pytest, Selenium, Postman, k6, Jenkins, Docker, Jira, TestRail, SQL`;

const enSrePairs: readonly MatchPair[] = [
  {
    id: 'en-sre-05-match',
    locale: 'en-US',
    jobDescription: enSreJd,
    resume: enSreMatchResume,
    matched: true,
    requirements: [
      { group: 'years', term: '3', subject: 'SRE, DevOps, or infrastructure engineering', status: 'present' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Computer Science',
        also: ["Bachelor's", 'B.S.'],
        status: 'present',
      },
      { group: 'tool', term: 'Linux', also: ['RHEL', 'Ubuntu', 'Linux administration'], status: 'present' },
      { group: 'tool', term: 'Kubernetes', also: ['K8s', 'EKS'], status: 'present' },
      { group: 'tool', term: 'Terraform', also: ['infrastructure as code', 'IaC'], status: 'present' },
      { group: 'tool', term: 'Python', status: 'present' },
      { group: 'tool', term: 'Bash', also: ['shell scripting', 'shell'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'CI/CD',
        also: ['CI/CD pipelines', 'continuous integration', 'GitHub Actions', 'Jenkins', 'GitLab CI'],
        status: 'present',
      },
      { group: 'tool', term: 'Prometheus', status: 'present' },
      { group: 'tool', term: 'Grafana', status: 'present' },
      { group: 'tool', term: 'AWS', also: ['Amazon Web Services'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'networking',
        also: ['TCP/IP', 'DNS', 'load balancing'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: 'CKA',
        also: ['Certified Kubernetes Administrator'],
        status: 'partial',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'incident management',
        also: ['incident response', 'postmortems', 'incident commander'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-sre-05-nomatch',
    locale: 'en-US',
    jobDescription: enSreJd,
    resume: enSreNoMatchResume,
    matched: false,
    requirements: [
      { group: 'years', term: '3', subject: 'SRE, DevOps, or infrastructure engineering', status: 'missing' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Computer Science',
        also: ["Bachelor's", 'B.S.'],
        status: 'present',
      },
      { group: 'tool', term: 'Linux', also: ['RHEL', 'Ubuntu', 'Linux administration'], status: 'partial' },
      { group: 'tool', term: 'Kubernetes', also: ['K8s', 'EKS'], status: 'missing' },
      { group: 'tool', term: 'Terraform', also: ['infrastructure as code', 'IaC'], status: 'missing' },
      { group: 'tool', term: 'Python', status: 'present' },
      { group: 'tool', term: 'Bash', also: ['shell scripting', 'shell'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'CI/CD',
        also: ['CI/CD pipelines', 'continuous integration', 'GitHub Actions', 'Jenkins', 'GitLab CI'],
        status: 'partial',
      },
      { group: 'tool', term: 'Prometheus', status: 'missing' },
      { group: 'tool', term: 'Grafana', status: 'partial' },
      { group: 'tool', term: 'AWS', also: ['Amazon Web Services'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'networking',
        also: ['TCP/IP', 'DNS', 'load balancing'],
        status: 'missing',
      },
      {
        group: 'certificate',
        term: 'CKA',
        also: ['Certified Kubernetes Administrator'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'incident management',
        also: ['incident response', 'postmortems', 'incident commander'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── en-US 06 · Senior accountant ──────────────────────────────────────────

const enAccountantJd = `Senior Accountant
Calloway Medical Supply, Inc. — Columbus, OH 43215
$72,000 – $88,000 a year · Full-time · Monday to Friday · In person

Job details
Calloway Medical Supply distributes surgical and diagnostic products to hospitals and clinics across the Midwest. We are a privately held company with two legal entities and about $180M in annual revenue. Our finance team of eight is looking for a Senior Accountant to help us close faster and get ready for our first external audit under new ownership.

Essential duties
- Own month-end and year-end close for both entities, including journal entries, accruals and prepaid schedules
- Prepare and review balance sheet account reconciliations
- Maintain the fixed asset register and monthly depreciation
- Support inventory costing and the quarterly physical count reconciliation
- Prepare audit schedules and act as the first point of contact for external auditors
- Help document and improve close procedures and internal controls

Qualifications
- Bachelor's degree in Accounting or Finance (required)
- 4+ years of progressive accounting experience; public accounting experience a plus
- Strong knowledge of U.S. GAAP
- Experience with month-end close, account reconciliations and fixed asset accounting
- Experience with NetSuite
- Advanced Excel skills (pivot tables, VLOOKUP/XLOOKUP)
- CPA or CPA-eligible preferred
- Experience with inventory accounting preferred

Benefits: health, dental and vision insurance; 401(k) with company match; paid time off; tuition reimbursement.`;

const enAccountantMatchResume = `QUINN ANDERSON, CPA
Columbus, OH · quinn.anderson@example.com · (555) 010-0111

PROFILE
Accountant with 8 years of experience across public accounting and industry. I run a clean monthly close, write reconciliations auditors don't send back, and like fixing slow processes with better spreadsheets.

EXPERIENCE
Accountant (promoted from Staff Accountant II), Buckeye Industrial Products, Dublin, OH
July 2021 – Present
• Manage the monthly close for a $95M manufacturer: journal entries, accruals, prepaid amortization and intercompany
• Prepare 40+ balance sheet reconciliations each month in BlackLine and resolve aging items
• Maintain the fixed assets subledger (about 2,300 assets) and depreciation schedules in Oracle NetSuite
• Own standard cost updates and inventory reserve analysis; reconcile cycle counts to the general ledger
• Built an Excel close tracker with pivot tables and XLOOKUP that cut the close from 8 to 5 business days

Audit Associate / Senior Associate, Keller & Wynn CPAs, Columbus, OH
September 2018 – June 2021
• Audited manufacturing and distribution clients under US GAAP; tested revenue, inventory and fixed assets
• Led fieldwork for three private-company audits with teams of 2–3 associates

EDUCATION
B.S. Business Administration, Accounting, Ohio Valley State University, 2018

LICENSE
Certified Public Accountant, State of Ohio (active)

SKILLS
Oracle NetSuite, BlackLine, Excel (pivot tables, XLOOKUP, Power Query), QuickBooks`;

const enAccountantNoMatchResume = `Robin Thomas
Elementary School Teacher
Columbus, OH | robin.thomas@example.com | (555) 010-0112

Licensure
Ohio Professional Teaching License, Primary (P–5), valid through 2028

Summary
Caring and organized 3rd-grade teacher with 8 years of classroom experience, strong in literacy instruction, classroom management and family communication.

Teaching Experience
Third Grade Teacher — Maple Grove Elementary, Brookfield Township Schools, OH | Aug 2018 – Present
• Plan and deliver standards-aligned lessons in reading, writing, math and science for classes of 24–27 students
• Raised the share of students meeting the spring reading benchmark from 58% to 79% over two years
• Track assessment data in Google Sheets and share progress with families each quarter
• Serve as grade-level team lead; mentor two first-year teachers
• Organized the school's annual family math night (300+ attendees)

Student Teacher — Cedar Park Elementary, Columbus, OH | Jan 2018 – May 2018
• Co-taught a 2nd-grade class and led small-group reading instruction

Education
B.S. in Early Childhood Education, Ohio Valley State University, 2018

Skills
Google Classroom, Google Sheets, Seesaw, differentiated instruction, classroom management`;

const enAccountantPairs: readonly MatchPair[] = [
  {
    id: 'en-accountant-06-match',
    locale: 'en-US',
    jobDescription: enAccountantJd,
    resume: enAccountantMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Accounting or Finance',
        also: ["Bachelor's", 'B.S.'],
        status: 'present',
      },
      { group: 'years', term: '4', subject: 'accounting', status: 'present' },
      {
        group: 'hardSkill',
        term: 'public accounting',
        also: ['audit', 'CPA firm', 'public accounting firm'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'GAAP',
        also: ['U.S. GAAP', 'US GAAP', 'Generally Accepted Accounting Principles'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'month-end close',
        also: ['monthly close', 'period-end close', 'close process'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'account reconciliations',
        also: ['balance sheet reconciliations', 'reconciliations'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'fixed asset accounting',
        also: ['fixed assets', 'depreciation'],
        status: 'present',
      },
      { group: 'tool', term: 'NetSuite', also: ['Oracle NetSuite'], status: 'present' },
      { group: 'tool', term: 'Excel', status: 'present' },
      {
        group: 'certificate',
        term: 'CPA',
        also: ['Certified Public Accountant', 'CPA-eligible'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'inventory accounting',
        also: ['inventory costing', 'inventory reserve', 'standard cost'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-accountant-06-nomatch',
    locale: 'en-US',
    jobDescription: enAccountantJd,
    resume: enAccountantNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Accounting or Finance',
        also: ["Bachelor's", 'B.S.'],
        status: 'partial',
      },
      { group: 'years', term: '4', subject: 'accounting', status: 'missing' },
      {
        group: 'hardSkill',
        term: 'public accounting',
        also: ['audit', 'CPA firm', 'public accounting firm'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'GAAP',
        also: ['U.S. GAAP', 'US GAAP', 'Generally Accepted Accounting Principles'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'month-end close',
        also: ['monthly close', 'period-end close', 'close process'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'account reconciliations',
        also: ['balance sheet reconciliations', 'reconciliations'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'fixed asset accounting',
        also: ['fixed assets', 'depreciation'],
        status: 'missing',
      },
      { group: 'tool', term: 'NetSuite', also: ['Oracle NetSuite'], status: 'missing' },
      { group: 'tool', term: 'Excel', status: 'partial' },
      {
        group: 'certificate',
        term: 'CPA',
        also: ['Certified Public Accountant', 'CPA-eligible'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'inventory accounting',
        also: ['inventory costing', 'inventory reserve', 'standard cost'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── en-US 07 · Registered nurse ───────────────────────────────────────────

const enNurseJd = `Registered Nurse (RN) – Medical/Surgical Unit, Nights
St. Aldric Regional Medical Center — Tucson, AZ
Full-time · 36 hrs/week (3x12, 7p–7a) · $2,000 sign-on bonus

Position summary
St. Aldric is a 410-bed community hospital and Level II trauma center. Our 32-bed Med/Surg unit cares for post-operative, orthopedic and general medical patients. We're looking for RNs who want strong preceptor support, a stable night team and a clear path to charge nurse.

What you'll do
- Provide direct care to 4–5 patients per shift: assessment, care planning and evaluation
- Administer medications and IV therapies safely per hospital policy
- Perform wound care and post-operative monitoring
- Educate patients and families, and coordinate discharges with case management
- Document care accurately in the electronic health record

Minimum qualifications
- Graduate of an accredited nursing program: ADN required, BSN preferred
- Current, unrestricted RN license in Arizona or a multistate compact license
- Current BLS certification from the American Heart Association
- 1+ year of acute care RN experience
- Skills in medication administration, IV therapy, wound care and patient education

Preferred qualifications
- ACLS certification
- Experience with Epic
- Med/Surg certification (CMSRN)
- Bilingual English/Spanish

St. Aldric offers tuition assistance, a night shift differential, clinical ladder advancement, and medical, dental and vision coverage starting on day one.`;

const enNurseMatchResume = `Skyler Moore, BSN, RN
Tucson, AZ · skyler.moore@example.com · (555) 010-0113

LICENSURE & CERTIFICATIONS
Registered Nurse — Arizona, multistate (compact) license, active
Basic Life Support (BLS) — American Heart Association, exp. 09/2027
Advanced Cardiovascular Life Support (ACLS) — American Heart Association, exp. 09/2027

EXPERIENCE
Registered Nurse, Medical-Surgical/Telemetry — Desert Vista Medical Center, Tucson, AZ
Aug 2022 – Present (nights)
• Care for 4–6 adult patients per shift on a 36-bed med-surg/tele unit (post-op, GI bleed, COPD, sepsis step-down)
• Administer PO, IV and subcutaneous medications including insulin drips and PCA pumps; double-check high-alert meds
• Perform IV starts (ultrasound-guided trained) and manage central line dressings
• Complex wound care: wound vacs, stage 3–4 pressure injuries, surgical incisions
• Discharge teaching for new diabetics and post-op patients using teach-back
• Document in Epic; super-user for the 2023 Epic upgrade
• Precept new graduate nurses; relief charge nurse since 2024

Patient Care Technician — Desert Vista Medical Center, Tucson, AZ
Jun 2020 – Jul 2022 (while in nursing school)
• Vital signs, blood glucose checks, EKGs and patient mobility on a 30-bed medical unit

EDUCATION
Bachelor of Science in Nursing, Sonoran State University, 2022

LANGUAGES
English (native), Spanish (conversational)`;

const enNurseNoMatchResume = `Reese Jackson
Certified Nursing Assistant | Nursing Student (ADN, expected May 2027)
Tucson, AZ — reese.jackson@example.com — (555) 010-0114

Summary
Compassionate CNA with 2 years of acute care experience on a busy medical floor. Currently completing my Associate Degree in Nursing and planning to sit for the NCLEX-RN in summer 2027. Fluent in Spanish.

Experience
Certified Nursing Assistant — Saguaro General Hospital, Tucson, AZ
Nov 2024 – Present
- Provide personal care, ambulation and repositioning for 10–12 patients per shift on a 28-bed medical unit
- Take and record vital signs, intake/output and blood glucose checks in Epic
- Assist RNs with dressing changes and post-op patient mobility
- Interpret for Spanish-speaking patients and families during admission and discharge

Caregiver — Palo Verde Home Care Agency, Tucson, AZ
Mar 2021 – Oct 2024
- Assisted older adults with daily living activities, meal preparation and medication reminders
- Kept visit notes and reported changes in condition to the agency nurse

Education
Associate Degree in Nursing (in progress) — Pima Valley Community College, expected May 2027
CNA Program — Tucson Career Institute, 2024

Certifications
Certified Nursing Assistant, Arizona State Board of Nursing
BLS for Healthcare Providers (AHA)

Skills
Vital signs, patient mobility and safety, Epic, bilingual English/Spanish`;

const enNursePairs: readonly MatchPair[] = [
  {
    id: 'en-nurse-07-match',
    locale: 'en-US',
    jobDescription: enNurseJd,
    resume: enNurseMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'associate',
        subject: 'nursing',
        also: ['ADN', 'Associate Degree in Nursing'],
        status: 'present',
      },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'nursing',
        also: ['BSN', 'Bachelor of Science in Nursing'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'RN license',
        also: ['Registered Nurse', 'RN', 'multistate compact license'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: 'BLS',
        also: ['Basic Life Support', 'BLS for Healthcare Providers'],
        status: 'present',
      },
      { group: 'years', term: '1', subject: 'acute care RN', status: 'present' },
      {
        group: 'hardSkill',
        term: 'medication administration',
        also: ['med administration', 'med pass'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'IV therapy',
        also: ['IV starts', 'IV insertion', 'peripheral IVs'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'wound care',
        also: ['wound dressing', 'dressing changes'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'patient education',
        also: ['patient teaching', 'discharge teaching'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: 'ACLS',
        also: ['Advanced Cardiovascular Life Support'],
        status: 'present',
        preferred: true,
      },
      { group: 'tool', term: 'Epic', also: ['Epic EHR'], status: 'present', preferred: true },
      {
        group: 'certificate',
        term: 'CMSRN',
        also: ['Med/Surg certification', 'Certified Medical-Surgical Registered Nurse'],
        status: 'missing',
        preferred: true,
      },
      { group: 'language', term: 'Spanish', subject: 'bilingual', status: 'partial', preferred: true },
    ],
  },
  {
    id: 'en-nurse-07-nomatch',
    locale: 'en-US',
    jobDescription: enNurseJd,
    resume: enNurseNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'associate',
        subject: 'nursing',
        also: ['ADN', 'Associate Degree in Nursing'],
        status: 'partial',
      },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'nursing',
        also: ['BSN', 'Bachelor of Science in Nursing'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'RN license',
        also: ['Registered Nurse', 'RN', 'multistate compact license'],
        status: 'missing',
      },
      {
        group: 'certificate',
        term: 'BLS',
        also: ['Basic Life Support', 'BLS for Healthcare Providers'],
        status: 'present',
      },
      { group: 'years', term: '1', subject: 'acute care RN', status: 'partial' },
      {
        group: 'hardSkill',
        term: 'medication administration',
        also: ['med administration', 'med pass'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'IV therapy',
        also: ['IV starts', 'IV insertion', 'peripheral IVs'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'wound care',
        also: ['wound dressing', 'dressing changes'],
        status: 'partial',
      },
      {
        group: 'hardSkill',
        term: 'patient education',
        also: ['patient teaching', 'discharge teaching'],
        status: 'missing',
      },
      {
        group: 'certificate',
        term: 'ACLS',
        also: ['Advanced Cardiovascular Life Support'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Epic', also: ['Epic EHR'], status: 'present', preferred: true },
      {
        group: 'certificate',
        term: 'CMSRN',
        also: ['Med/Surg certification', 'Certified Medical-Surgical Registered Nurse'],
        status: 'missing',
        preferred: true,
      },
      { group: 'language', term: 'Spanish', subject: 'bilingual', status: 'present', preferred: true },
    ],
  },
];

// ─── en-US 08 · Mechanical design engineer ─────────────────────────────────

const enMechanicalJd = `Mechanical Design Engineer II
Corvane Fluid Systems · Greenville, SC · On-site

Corvane designs and manufactures industrial centrifugal pumps, valves and skid-mounted fluid handling systems for water treatment, chemical and food processing plants. Our engineering team of 35 takes products from concept through production support at our Greenville plant.

What you'll be doing
- Design new pump and valve components and assemblies from concept through release
- Create and maintain 3D models and fully toleranced 2D drawings
- Run structural analyses on pressure-containing parts and verify designs against customer and code requirements
- Work with manufacturing engineers and suppliers on castings, machined parts and weldments
- Lead root cause investigations for field and production issues and drive corrective actions
- Manage engineering change orders for released products

Required
- B.S. in Mechanical Engineering from an ABET-accredited program
- 3+ years of mechanical design experience in a manufacturing environment
- Proficiency in SolidWorks (parts, assemblies, drawings)
- Working knowledge of GD&T per ASME Y14.5
- Experience performing FEA
- Familiarity with DFM for machining, casting and sheet metal
- Experience with root cause analysis and the ECO process

Preferred
- EIT or PE license
- Experience with a PLM system (e.g., Windchill)
- Pump, valve or fluid handling product experience
- Six Sigma Green Belt

Corvane offers relocation assistance, a 6% 401(k) match, and paid time for professional licensure exams.`;

const enMechanicalMatchResume = `CAMERON WHITE, EIT
Mechanical Engineer
Spartanburg, SC | cameron.white@example.com | (555) 010-0115

SUMMARY
Mechanical design engineer with 6 years designing cast, machined and sheet metal components for HVAC compressors and industrial equipment. Comfortable owning parts from concept sketch to production launch.

EXPERIENCE
Mechanical Design Engineer — Palmetto Air Systems, Spartanburg, SC
Jan 2022 – Present
• Design compressor housings, brackets and valve plates in SolidWorks; release models and drawings through Teamcenter
• Apply geometric dimensioning and tolerancing to all production drawings; ran tolerance stack-ups that eliminated a recurring assembly interference
• Run finite element analysis (ANSYS Mechanical) on pressure-containing castings to validate wall thickness and fatigue life
• Work with foundry and machine-shop suppliers on design for manufacturability reviews, reducing machining time on the main housing by 18%
• Lead 8D root cause investigations for warranty returns; own engineering change notices (ECN) for my product line

Product Engineer — Upstate Sheet Metal Works, Greenville, SC
Jun 2020 – Dec 2021
• Designed sheet metal enclosures and weldments; created flat patterns and bend tables
• Supported the shop floor with first-article inspections and drawing clarifications

EDUCATION
Bachelor of Science, Mechanical Engineering — Carolina Piedmont University, 2020 (ABET-accredited)

CERTIFICATIONS
Engineer in Training (EIT), South Carolina
Lean Six Sigma Yellow Belt

SKILLS
SolidWorks, ANSYS Mechanical, Teamcenter PLM, AutoCAD, MATLAB, Excel`;

const enMechanicalNoMatchResume = `Parker Harris
Social Media Manager
Charleston, SC · parker.harris@example.com · (555) 010-0116 · @parkerharris.example

About
Social media manager with 7 years growing brand communities for hospitality and lifestyle brands. I write fast, edit video, and know what makes people stop scrolling.

Experience
Social Media Manager, Lowcountry Hotel Group — Charleston, SC (2021 – present)
- Run Instagram, TikTok and Facebook for 5 boutique hotels; grew combined following from 40K to 155K
- Plan the monthly content calendar, shoot and edit short-form video, and write all captions
- Manage a $12K/month paid social budget in Meta Ads Manager
- Coordinate influencer stays and track bookings from creator campaigns

Marketing Coordinator, Harbor Street Restaurants — Charleston, SC (2019 – 2021)
- Managed social channels and email newsletters for 3 restaurants
- Organized events and local press outreach

Education
B.A. Communication Studies, Coastal Carolina State University, 2018

Skills
Sprout Social, Canva, Adobe Premiere Rush, CapCut, Meta Ads Manager, Later, Google Analytics`;

const enMechanicalPairs: readonly MatchPair[] = [
  {
    id: 'en-mecheng-08-match',
    locale: 'en-US',
    jobDescription: enMechanicalJd,
    resume: enMechanicalMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Mechanical Engineering',
        also: ['B.S.', 'BSME', 'Bachelor of Science'],
        status: 'present',
      },
      { group: 'years', term: '3', subject: 'mechanical design', status: 'present' },
      { group: 'tool', term: 'SolidWorks', status: 'present' },
      {
        group: 'hardSkill',
        term: 'GD&T',
        also: ['geometric dimensioning and tolerancing', 'ASME Y14.5'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'FEA', also: ['finite element analysis'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'DFM',
        also: ['design for manufacturability', 'design for manufacturing'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'root cause analysis', also: ['RCA', '8D', '5 Whys'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'ECO process',
        also: ['engineering change orders', 'ECO', 'ECN', 'engineering change notices'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: 'EIT',
        also: ['Engineer in Training', 'FE'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'PE license',
        also: ['Professional Engineer', 'PE'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'tool',
        term: 'PLM',
        also: ['Windchill', 'Teamcenter', 'product lifecycle management'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'fluid handling',
        also: ['pumps', 'valves'],
        status: 'partial',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'Six Sigma Green Belt',
        also: ['Lean Six Sigma Green Belt', 'LSSGB'],
        status: 'partial',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-mecheng-08-nomatch',
    locale: 'en-US',
    jobDescription: enMechanicalJd,
    resume: enMechanicalNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Mechanical Engineering',
        also: ['B.S.', 'BSME', 'Bachelor of Science'],
        status: 'partial',
      },
      { group: 'years', term: '3', subject: 'mechanical design', status: 'missing' },
      { group: 'tool', term: 'SolidWorks', status: 'missing' },
      {
        group: 'hardSkill',
        term: 'GD&T',
        also: ['geometric dimensioning and tolerancing', 'ASME Y14.5'],
        status: 'missing',
      },
      { group: 'hardSkill', term: 'FEA', also: ['finite element analysis'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'DFM',
        also: ['design for manufacturability', 'design for manufacturing'],
        status: 'missing',
      },
      { group: 'hardSkill', term: 'root cause analysis', also: ['RCA', '8D', '5 Whys'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'ECO process',
        also: ['engineering change orders', 'ECO', 'ECN', 'engineering change notices'],
        status: 'missing',
      },
      {
        group: 'certificate',
        term: 'EIT',
        also: ['Engineer in Training', 'FE'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'PE license',
        also: ['Professional Engineer', 'PE'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'tool',
        term: 'PLM',
        also: ['Windchill', 'Teamcenter', 'product lifecycle management'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'fluid handling',
        also: ['pumps', 'valves'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'Six Sigma Green Belt',
        also: ['Lean Six Sigma Green Belt', 'LSSGB'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── en-US 09 · Growth marketing manager ───────────────────────────────────

const enGrowthJd = `Growth Marketing Manager
Tandem Bookkeeping (Series B) | San Francisco, CA or Remote (US) | $130K–$150K + equity

We're hiring our second growth marketer to own paid acquisition and lifecycle for our self-serve funnel. Tandem gives small businesses a bookkeeper and a dashboard for a flat monthly fee; about 60% of new customers sign up without ever talking to sales, and we want that number higher.

In your first six months you'll rebuild our paid search and paid social programs, launch a proper onboarding email sequence, and set up an experimentation cadence on our signup flow with our product designer and one full-stack engineer.

About you: You have 4+ years in growth or performance marketing at a B2B SaaS company, and you've personally managed monthly paid budgets of $100K+ across Google Ads and Meta Ads. You live in spreadsheets and dashboards: you can model CAC and LTV without help, pull your own data in SQL, and set up conversion tracking in GA4. You've run landing page A/B tests and know your way around SEO fundamentals. You've built lifecycle email programs in HubSpot. Bachelor's degree in marketing, business, or a related field.

Bonus: a current Google Ads certification.

Perks: flexible hours, a home office stipend, an annual team retreat, and (of course) free bookkeeping for your side hustle.`;

const enGrowthMatchResume = `Emerson Clark
Growth / Performance Marketing
Oakland, CA · emerson.clark@example.com · (555) 010-0117

Experience

Senior Performance Marketing Manager — Loopwise (project management SaaS), San Francisco
2021 – present
• Own paid acquisition for the self-serve plan: about $180K/month across Google Ads, Facebook Ads and LinkedIn
• Built the channel model for customer acquisition cost, lifetime value and payback by cohort in Google Sheets and Looker; cut blended acquisition cost 27% in 18 months
• Write my own SQL against Snowflake for channel and cohort analysis
• Ran 20+ landing page split tests with our designer; the winning pricing page variant lifted trial starts 14%
• Set up GA4 and server-side conversion tracking with engineering after the Universal Analytics sunset
• Partnered with our content lead on search engine optimization: keyword strategy, internal linking, and technical fixes that doubled organic signups

Performance Marketing Specialist — Brightwork HR Software, San Francisco
2019 – 2021
• Managed Google Ads search and display campaigns (about $60K/month) for a B2B HR platform
• Built nurture email flows in Marketo for trial users; improved trial-to-paid conversion by 9%

Education
B.A. Economics, Bay Area State University, 2019

Certifications
Google Ads Search Certification (current)

Tools
Google Ads, Facebook Ads Manager, LinkedIn Campaign Manager, GA4, Looker, Snowflake, SQL, Marketo, Figma (basic)`;

const enGrowthNoMatchResume = `Hayden Lewis
HVAC Service Technician
Fresno, CA | hayden.lewis@example.com | (555) 010-0118

Summary
EPA-certified HVAC service technician with 9 years of residential and light commercial experience. Known for first-visit fixes, clean installs and good customer reviews.

Experience
Lead Service Technician — Valley Comfort Heating & Air, Fresno, CA (2020 – Present)
- Diagnose and repair split systems, heat pumps, package units and mini-splits; average 5–6 calls per day
- Install and commission new equipment, including load calculations and refrigerant charging
- Train and ride along with two apprentice technicians
- Maintain a 4.9-star average rating across 600+ customer reviews
- Use ServiceTitan on a tablet for work orders, quotes and invoicing

HVAC Installer / Apprentice — Central Valley Mechanical, Clovis, CA (2017 – 2020)
- Installed ductwork, line sets and condensers for new-construction homes
- Completed the company's apprenticeship program and passed the NATE exams

Education & Training
HVAC Technology Certificate, Fresno Valley Technical College, 2017
High School Diploma, 2016

Certifications
EPA Section 608 Universal
NATE Certified (Air Conditioning and Heat Pumps)
OSHA 10`;

const enGrowthPairs: readonly MatchPair[] = [
  {
    id: 'en-growth-09-match',
    locale: 'en-US',
    jobDescription: enGrowthJd,
    resume: enGrowthMatchResume,
    matched: true,
    requirements: [
      { group: 'years', term: '4', subject: 'growth or performance marketing', status: 'present' },
      { group: 'hardSkill', term: 'B2B SaaS', also: ['SaaS'], status: 'present' },
      { group: 'tool', term: 'Google Ads', also: ['AdWords', 'Google AdWords'], status: 'present' },
      {
        group: 'tool',
        term: 'Meta Ads',
        also: ['Facebook Ads', 'Meta Ads Manager', 'Facebook Ads Manager'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'CAC and LTV',
        also: ['customer acquisition cost', 'lifetime value', 'unit economics', 'LTV:CAC'],
        status: 'present',
      },
      { group: 'tool', term: 'SQL', status: 'present' },
      { group: 'tool', term: 'GA4', also: ['Google Analytics 4', 'Google Analytics'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'A/B testing',
        also: ['split tests', 'landing page experiments', 'experimentation'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'SEO', also: ['search engine optimization'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'lifecycle email',
        also: ['email marketing', 'lifecycle marketing', 'nurture email'],
        status: 'present',
      },
      { group: 'tool', term: 'HubSpot', status: 'partial' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'marketing, business',
        also: ["Bachelor's", 'B.A.'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: 'Google Ads certification',
        also: ['Google Ads Search Certification', 'Google Ads certified'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-growth-09-nomatch',
    locale: 'en-US',
    jobDescription: enGrowthJd,
    resume: enGrowthNoMatchResume,
    matched: false,
    requirements: [
      { group: 'years', term: '4', subject: 'growth or performance marketing', status: 'missing' },
      { group: 'hardSkill', term: 'B2B SaaS', also: ['SaaS'], status: 'missing' },
      { group: 'tool', term: 'Google Ads', also: ['AdWords', 'Google AdWords'], status: 'missing' },
      {
        group: 'tool',
        term: 'Meta Ads',
        also: ['Facebook Ads', 'Meta Ads Manager', 'Facebook Ads Manager'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'CAC and LTV',
        also: ['customer acquisition cost', 'lifetime value', 'unit economics', 'LTV:CAC'],
        status: 'missing',
      },
      { group: 'tool', term: 'SQL', status: 'missing' },
      { group: 'tool', term: 'GA4', also: ['Google Analytics 4', 'Google Analytics'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'A/B testing',
        also: ['split tests', 'landing page experiments', 'experimentation'],
        status: 'missing',
      },
      { group: 'hardSkill', term: 'SEO', also: ['search engine optimization'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'lifecycle email',
        also: ['email marketing', 'lifecycle marketing', 'nurture email'],
        status: 'missing',
      },
      { group: 'tool', term: 'HubSpot', status: 'missing' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'marketing, business',
        also: ["Bachelor's", 'B.A.'],
        status: 'missing',
      },
      {
        group: 'certificate',
        term: 'Google Ads certification',
        also: ['Google Ads Search Certification', 'Google Ads certified'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
];

// ─── en-US 10 · Account executive (SaaS sales) ─────────────────────────────

const enSalesJd = `Account Executive, Mid-Market
Pallet Hub — Denver, CO (Hybrid, 3 days in office)
OTE $150,000 (50/50 base/variable) + equity

About Pallet Hub
Pallet Hub is a freight visibility and dock-scheduling platform used by 900 warehouses and shippers. We've grown revenue 2.5x in the last year and are building out our mid-market sales team.

Responsibilities
• Own the full sales cycle from discovery through close for mid-market shippers (200–2,000 employees)
• Run discovery calls, tailored demos and mutual action plans with multiple stakeholders
• Build and manage your own pipeline alongside your SDR partner
• Forecast accurately and keep Salesforce up to date
• Share customer feedback with product and marketing

Requirements
• 3+ years of closing experience in B2B SaaS sales
• A track record of meeting or exceeding quota
• Experience running a full sales cycle for deals of $25K–$100K ACV
• Proficiency with Salesforce and a sales engagement tool (Outreach or Salesloft)
• Familiarity with a structured qualification methodology such as MEDDICC
• Bachelor's degree or equivalent experience

Nice to have
• Logistics, supply chain or freight tech background
• Experience using Gong
• Spanish proficiency

We offer uncapped commission, accelerators above 100% of quota, a $1,000 home office budget, and fully covered health insurance for you and your dependents.`;

const enSalesMatchResume = `ROWAN WALKER
Account Executive
Denver, CO — rowan.walker@example.com — (555) 010-0119

SUMMARY
Quota-carrying SaaS seller with 6 years in B2B software sales: 1.5 years as an SDR and nearly 5 years closing mid-market deals. Consistent over-performer who runs a disciplined, MEDDIC-driven process.

EXPERIENCE
Account Executive, Mid-Market — Routewise Software (warehouse & yard management SaaS), Denver, CO
Jan 2022 – Present
• Full-cycle sales to shippers and 3PLs with 250–3,000 employees; average deal size $48K ACV, longest cycle 7 months
• 128% of annual quota in FY2023, 112% in FY2024 and 121% in FY2025; President's Club 2023 and 2025
• Qualify every opportunity with MEDDIC; build mutual action plans with operations, IT and finance stakeholders
• Maintain pipeline and forecasts in SFDC; run sequences in Salesloft; review calls in Gong with my manager

Sales Development Representative — Routewise Software, Denver, CO
Jul 2020 – Dec 2021
• Booked 14 qualified meetings per month on average (115% of target); promoted to AE after 18 months

EDUCATION
B.S. Business Administration, Front Range State University, 2020

SKILLS
SFDC, Salesloft, Gong, LinkedIn Sales Navigator, mutual action plans, MEDDIC, value selling`;

const enSalesNoMatchResume = `Sage Hall
Sales Development Representative
Aurora, CO | sage.hall@example.com | (555) 010-0120

Summary
Driven SDR with 1.5 years of outbound prospecting experience in B2B SaaS, plus 5 years of retail sales. Looking for my first Account Executive role.

Experience
Sales Development Representative — Peakform HR Software, Denver, CO | May 2025 – Present
- Prospect into HR and finance leaders at companies with 50–500 employees through cold calls, email and LinkedIn
- Average 12 qualified meetings per month; hit 110% of meeting quota in Q3 and Q4 2025
- Run outbound sequences in Outreach and log all activity in Salesforce
- Qualify inbound leads using BANT before handing off to Account Executives
- Review my calls in Gong with our SDR manager each week

Sales Associate → Assistant Store Manager — Summit Outdoor Supply, Lakewood, CO | Jun 2020 – Apr 2025
- Top seller in a 25-person store for 5 straight quarters
- Opened and closed the store; trained new associates on product knowledge

Education
B.A. Communications, Colorado Plains University, 2020

Skills
Salesforce, Outreach, Gong, LinkedIn Sales Navigator, ZoomInfo`;

const enSalesPairs: readonly MatchPair[] = [
  {
    id: 'en-sales-10-match',
    locale: 'en-US',
    jobDescription: enSalesJd,
    resume: enSalesMatchResume,
    matched: true,
    requirements: [
      { group: 'years', term: '3', subject: 'closing, B2B SaaS sales', status: 'present' },
      {
        group: 'hardSkill',
        term: 'B2B SaaS sales',
        also: ['SaaS sales', 'software sales'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'quota attainment', also: ['quota', '% of quota'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'full sales cycle',
        also: ['full-cycle sales', 'full-cycle', 'closing'],
        status: 'present',
      },
      { group: 'tool', term: 'Salesforce', also: ['SFDC'], status: 'present' },
      { group: 'tool', term: 'Outreach', also: ['Outreach.io'], status: 'partial' },
      { group: 'tool', term: 'Salesloft', also: ['SalesLoft'], status: 'present' },
      { group: 'hardSkill', term: 'MEDDICC', also: ['MEDDIC', 'MEDDPICC'], status: 'present' },
      { group: 'education', term: 'bachelor', also: ["Bachelor's", 'B.S.', 'B.A.'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'logistics',
        also: ['supply chain', 'freight', 'freight tech', '3PL'],
        status: 'present',
        preferred: true,
      },
      { group: 'tool', term: 'Gong', also: ['Gong.io'], status: 'present', preferred: true },
      { group: 'language', term: 'Spanish', subject: 'proficiency', status: 'missing', preferred: true },
    ],
  },
  {
    id: 'en-sales-10-nomatch',
    locale: 'en-US',
    jobDescription: enSalesJd,
    resume: enSalesNoMatchResume,
    matched: false,
    requirements: [
      { group: 'years', term: '3', subject: 'closing, B2B SaaS sales', status: 'partial' },
      {
        group: 'hardSkill',
        term: 'B2B SaaS sales',
        also: ['SaaS sales', 'software sales'],
        status: 'partial',
      },
      { group: 'hardSkill', term: 'quota attainment', also: ['quota', '% of quota'], status: 'partial' },
      {
        group: 'hardSkill',
        term: 'full sales cycle',
        also: ['full-cycle sales', 'full-cycle', 'closing'],
        status: 'missing',
      },
      { group: 'tool', term: 'Salesforce', also: ['SFDC'], status: 'present' },
      { group: 'tool', term: 'Outreach', also: ['Outreach.io'], status: 'present' },
      { group: 'tool', term: 'Salesloft', also: ['SalesLoft'], status: 'partial' },
      { group: 'hardSkill', term: 'MEDDICC', also: ['MEDDIC', 'MEDDPICC'], status: 'partial' },
      { group: 'education', term: 'bachelor', also: ["Bachelor's", 'B.S.', 'B.A.'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'logistics',
        also: ['supply chain', 'freight', 'freight tech', '3PL'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Gong', also: ['Gong.io'], status: 'present', preferred: true },
      { group: 'language', term: 'Spanish', subject: 'proficiency', status: 'missing', preferred: true },
    ],
  },
];

// ─── en-US 11 · Supply chain planner ───────────────────────────────────────

const enSupplyChainJd = `Supply Chain Planner / Analyst
Marrow & Finch Foods · Kansas City, MO · Full-time, on-site

Marrow & Finch makes shelf-stable soups, broths and sauces sold in 9,000 grocery stores nationwide. Our planning team keeps three plants and two distribution centers supplied without tying up too much cash in inventory.

Responsibilities:
- Build and maintain the 18-month demand forecast for assigned product families, working with sales and marketing on promotions and new items
- Convert the forecast into production and materials plans, and balance capacity across plants
- Monitor inventory levels, service levels and days of supply; flag risks early
- Prepare inputs for the monthly S&OP meeting and present scenarios
- Maintain master data (lead times, safety stock, lot sizes) in our ERP

Requirements:
- Bachelor's degree in Supply Chain Management, Operations, Business, or Engineering
- 2+ years in demand planning, supply planning or inventory management
- Strong Excel skills (pivot tables, INDEX/MATCH, basic macros)
- Experience with SAP (MM/PP modules) or Oracle ERP
- Understanding of the S&OP process and MRP logic
- Experience with demand forecasting methods
- APICS CPIM or CSCP certification preferred
- Experience with Power BI or Tableau preferred
- Food or CPG industry experience preferred

We offer a 9/80 schedule, an annual bonus, 401(k) with 5% match, and a company store full of soup.`;

const enSupplyChainMatchResume = `Kendall Young
Demand Planner
Overland Park, KS | kendall.young@example.com | (555) 010-0121

Demand planner with 5 years of experience in consumer packaged goods, focused on statistical forecasting, promotion planning and inventory health.

EXPERIENCE

Demand Planner | Prairie Crisp Snacks, Lenexa, KS | Mar 2022 – Present
• Own the statistical forecast for 140 SKUs (about $210M annual sales) in SAP IBP and S/4HANA; improved forecast accuracy (1-MAPE) from 64% to 76%
• Prepare demand review decks and scenarios for monthly sales and operations planning; present to the VP of Supply Chain
• Work with supply planners to translate the consensus forecast into material requirements planning runs and production schedules
• Built a Power BI dashboard for service level, days of supply and excess & obsolete inventory
• Maintain safety stock parameters and lead times in SAP MM

Inventory Analyst (Intern → Full-time) | Heartland Distribution Co., Kansas City, MO | Jun 2021 – Feb 2022
• Reconciled cycle counts and investigated inventory variances in Excel
• Automated a weekly stock-out report with VLOOKUP and a simple macro

EDUCATION
B.S. Supply Chain Management, Missouri River State University, 2021

CERTIFICATIONS
APICS CPIM Part 1 (passed 2024); Part 2 in progress

SKILLS
SAP S/4HANA, SAP IBP, Excel (pivot tables, INDEX/MATCH, macros), Power BI, SQL (basic)`;

const enSupplyChainNoMatchResume = `Blake King
Graphic Designer
Kansas City, MO · blake.king@example.com · (555) 010-0122 · blakeking.example.com

Profile
Graphic designer with 6 years of experience creating packaging, print and social content for food and beverage brands. Detail-oriented about print production and comfortable managing several client deadlines at once.

Experience
Graphic Designer — Brickyard Creative, Kansas City, MO | Aug 2021 – Present
• Design packaging, labels and point-of-sale displays for regional food and beverage brands
• Prepare print-ready files, manage dielines and coordinate proofs with printers
• Create social graphics and short animations for client campaigns
• Present concepts directly to clients and turn feedback around within 48 hours

Junior Designer — Plains Print Shop, Lawrence, KS | Jun 2020 – Jul 2021
• Designed flyers, menus, banners and business cards for local businesses
• Ran the large-format printer and trimmed finished jobs

Education
BFA, Graphic Design — Kaw Valley Art Institute, 2020

Skills
Adobe Illustrator, Photoshop, InDesign, After Effects, Figma, packaging dielines, typography`;

const enSupplyChainPairs: readonly MatchPair[] = [
  {
    id: 'en-supplychain-11-match',
    locale: 'en-US',
    jobDescription: enSupplyChainJd,
    resume: enSupplyChainMatchResume,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Supply Chain Management, Operations, Business, Engineering',
        also: ["Bachelor's", 'B.S.'],
        status: 'present',
      },
      {
        group: 'years',
        term: '2',
        subject: 'demand planning, supply planning or inventory management',
        status: 'present',
      },
      { group: 'tool', term: 'Excel', status: 'present' },
      { group: 'tool', term: 'SAP', also: ['SAP MM', 'SAP PP', 'SAP S/4HANA', 'SAP ECC'], status: 'present' },
      {
        group: 'tool',
        term: 'Oracle ERP',
        also: ['Oracle', 'Oracle EBS', 'Oracle Fusion'],
        status: 'partial',
      },
      {
        group: 'hardSkill',
        term: 'S&OP',
        also: ['sales and operations planning', 'S&OP process'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'MRP', also: ['material requirements planning'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'demand forecasting',
        also: ['forecasting', 'statistical forecasting', 'demand planning'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: 'CPIM',
        also: ['APICS CPIM', 'Certified in Planning and Inventory Management'],
        status: 'partial',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'CSCP',
        also: ['APICS CSCP', 'Certified Supply Chain Professional'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Power BI', status: 'present', preferred: true },
      { group: 'tool', term: 'Tableau', status: 'partial', preferred: true },
      {
        group: 'hardSkill',
        term: 'CPG industry',
        also: ['consumer packaged goods', 'CPG', 'food', 'FMCG'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-supplychain-11-nomatch',
    locale: 'en-US',
    jobDescription: enSupplyChainJd,
    resume: enSupplyChainNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Supply Chain Management, Operations, Business, Engineering',
        also: ["Bachelor's", 'B.S.'],
        status: 'partial',
      },
      {
        group: 'years',
        term: '2',
        subject: 'demand planning, supply planning or inventory management',
        status: 'missing',
      },
      { group: 'tool', term: 'Excel', status: 'missing' },
      { group: 'tool', term: 'SAP', also: ['SAP MM', 'SAP PP', 'SAP S/4HANA', 'SAP ECC'], status: 'missing' },
      {
        group: 'tool',
        term: 'Oracle ERP',
        also: ['Oracle', 'Oracle EBS', 'Oracle Fusion'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'S&OP',
        also: ['sales and operations planning', 'S&OP process'],
        status: 'missing',
      },
      { group: 'hardSkill', term: 'MRP', also: ['material requirements planning'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'demand forecasting',
        also: ['forecasting', 'statistical forecasting', 'demand planning'],
        status: 'missing',
      },
      {
        group: 'certificate',
        term: 'CPIM',
        also: ['APICS CPIM', 'Certified in Planning and Inventory Management'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'CSCP',
        also: ['APICS CSCP', 'Certified Supply Chain Professional'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Power BI', status: 'missing', preferred: true },
      { group: 'tool', term: 'Tableau', status: 'missing', preferred: true },
      {
        group: 'hardSkill',
        term: 'CPG industry',
        also: ['consumer packaged goods', 'CPG', 'food', 'FMCG'],
        status: 'partial',
        preferred: true,
      },
    ],
  },
];

// ─── en-US 12 · Litigation paralegal ───────────────────────────────────────

const enParalegalJd = `Litigation Paralegal
Whitcombe Reyes LLP — Atlanta, GA
Full-time · Hybrid after 90 days

Whitcombe Reyes is a 60-attorney business litigation firm representing companies in commercial disputes, employment matters and trade secret cases in Georgia state and federal courts.

The role
We are looking for an experienced litigation paralegal to support a team of four partners and six associates. You will manage case calendars and deadlines, prepare and file pleadings, organize discovery, and help the trial team get ready for hearings and trials.

Qualifications
Paralegal certificate from an ABA-approved program, or a bachelor's degree with equivalent experience. At least 3 years of litigation paralegal experience, preferably in commercial or employment litigation. Knowledge of Georgia and federal court rules, including e-filing through PACER/CM-ECF. Experience managing document productions in an e-discovery platform such as Relativity. Proficient in Westlaw or Lexis for cite-checking. Strong Microsoft Word skills, including tables of authorities. Experience with trial preparation. Notary public commission a plus. Bilingual in Spanish a plus.

We offer a competitive salary based on experience, a generous 401(k) match, fully paid health insurance for employees, and paid parking in Midtown. Whitcombe Reyes is an equal opportunity employer.`;

const enParalegalMatchResume = `Logan Wright
Litigation Paralegal
Atlanta, GA · logan.wright@example.com · (555) 010-0123

PROFESSIONAL SUMMARY
Litigation paralegal with 7 years supporting commercial and employment litigation teams in Georgia state and federal courts. Strong in discovery management, deadlines and trial prep.

EXPERIENCE
Senior Litigation Paralegal — Ashford & Pike LLC, Atlanta, GA
October 2021 – Present
• Support three partners on commercial contract and non-compete cases from complaint through trial
• File pleadings and motions through CM/ECF in the Northern District of Georgia and through the state e-filing portal
• Manage eDiscovery in Relativity: processing, review batches, privilege logs and productions of up to 400,000 documents
• Cite-check briefs in Westlaw and build tables of authorities in Word
• Trial prep for two jury trials: exhibit lists, witness binders and hot-seat support in the courtroom
• Maintain the team's docket and calendar deadlines under the Federal Rules of Civil Procedure and the Georgia Civil Practice Act

Litigation Paralegal — Mills, Grant & Oyelaran LLP, Atlanta, GA
June 2019 – September 2021
• Drafted discovery requests and deposition summaries for employment discrimination cases
• Organized document productions and maintained case files

EDUCATION
Certificate in Paralegal Studies (ABA-approved), Peachtree Community College, 2019
B.A. Political Science, Chattahoochee State University, 2018

SKILLS
Relativity, Westlaw, CM/ECF, Microsoft Word and Excel, Adobe Acrobat Pro, CaseMap`;

const enParalegalNoMatchResume = `Peyton Scott
Retail Store Manager
Marietta, GA | peyton.scott@example.com | (555) 010-0124

Summary
Retail store manager with 10 years of experience leading teams of up to 30 in specialty apparel and home goods. Strong at hiring, scheduling, visual merchandising and hitting sales plans.

Experience
Store Manager — Willow & Thread Home, Marietta, GA | 2020 – Present
- Run a $6.2M store with 28 associates; grew sales 11% year over year in 2023
- Hire, train and schedule staff; cut turnover from 70% to 42%
- Manage inventory counts, shrink and visual merchandising standards
- Prepare weekly sales recaps in Excel and Word for the district manager

Assistant Store Manager — Peach State Apparel, Atlanta, GA | 2016 – 2020
- Supervised opening and closing procedures, cash handling and customer service
- Led the holiday seasonal hiring program (15–20 temporary associates each year)

Education
B.A. Business Administration, Chattahoochee State University, 2016

Skills
Microsoft Word, Excel, Outlook, Shopify POS, Kronos scheduling, team leadership`;

const enParalegalPairs: readonly MatchPair[] = [
  {
    id: 'en-paralegal-12-match',
    locale: 'en-US',
    jobDescription: enParalegalJd,
    resume: enParalegalMatchResume,
    matched: true,
    requirements: [
      {
        group: 'certificate',
        term: 'paralegal certificate',
        also: [
          'ABA-approved paralegal certificate',
          'Certificate in Paralegal Studies',
          'paralegal certification',
        ],
        status: 'present',
      },
      { group: 'education', term: 'bachelor', also: ["Bachelor's", 'B.A.'], status: 'present' },
      { group: 'years', term: '3', subject: 'litigation paralegal', status: 'present' },
      {
        group: 'hardSkill',
        term: 'court rules',
        also: ['Federal Rules of Civil Procedure', 'Georgia Civil Practice Act', 'local rules'],
        status: 'present',
      },
      {
        group: 'tool',
        term: 'PACER',
        also: ['CM/ECF', 'CM-ECF', 'PACER/CM-ECF', 'e-filing'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'e-discovery',
        also: ['eDiscovery', 'ediscovery', 'document productions'],
        status: 'present',
      },
      { group: 'tool', term: 'Relativity', status: 'present' },
      { group: 'tool', term: 'Westlaw', status: 'present' },
      { group: 'tool', term: 'Lexis', also: ['LexisNexis', 'Lexis+'], status: 'partial' },
      { group: 'tool', term: 'Microsoft Word', also: ['Word', 'MS Word'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'trial preparation',
        also: ['trial prep', 'trial binders'],
        status: 'present',
      },
      { group: 'certificate', term: 'notary public', also: ['notary'], status: 'missing', preferred: true },
      { group: 'language', term: 'Spanish', subject: 'bilingual', status: 'missing', preferred: true },
    ],
  },
  {
    id: 'en-paralegal-12-nomatch',
    locale: 'en-US',
    jobDescription: enParalegalJd,
    resume: enParalegalNoMatchResume,
    matched: false,
    requirements: [
      {
        group: 'certificate',
        term: 'paralegal certificate',
        also: [
          'ABA-approved paralegal certificate',
          'Certificate in Paralegal Studies',
          'paralegal certification',
        ],
        status: 'missing',
      },
      { group: 'education', term: 'bachelor', also: ["Bachelor's", 'B.A.'], status: 'present' },
      { group: 'years', term: '3', subject: 'litigation paralegal', status: 'missing' },
      {
        group: 'hardSkill',
        term: 'court rules',
        also: ['Federal Rules of Civil Procedure', 'Georgia Civil Practice Act', 'local rules'],
        status: 'missing',
      },
      {
        group: 'tool',
        term: 'PACER',
        also: ['CM/ECF', 'CM-ECF', 'PACER/CM-ECF', 'e-filing'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'e-discovery',
        also: ['eDiscovery', 'ediscovery', 'document productions'],
        status: 'missing',
      },
      { group: 'tool', term: 'Relativity', status: 'missing' },
      { group: 'tool', term: 'Westlaw', status: 'missing' },
      { group: 'tool', term: 'Lexis', also: ['LexisNexis', 'Lexis+'], status: 'missing' },
      { group: 'tool', term: 'Microsoft Word', also: ['Word', 'MS Word'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'trial preparation',
        also: ['trial prep', 'trial binders'],
        status: 'missing',
      },
      { group: 'certificate', term: 'notary public', also: ['notary'], status: 'missing', preferred: true },
      { group: 'language', term: 'Spanish', subject: 'bilingual', status: 'missing', preferred: true },
    ],
  },
];

export const TUNING_PAIRS: readonly MatchPair[] = [
  ...zhBackendPairs,
  ...zhDataWarehousePairs,
  ...zhAlgorithmPairs,
  ...zhEmbeddedPairs,
  ...zhQaPairs,
  ...zhFinancePairs,
  ...zhRecruiterPairs,
  ...zhCrossBorderPairs,
  ...zhNewMediaPairs,
  ...zhNursePairs,
  ...zhCostEngineerPairs,
  ...zhTeacherPairs,
  ...enBackendPairs,
  ...enDataAnalystPairs,
  ...enProductManagerPairs,
  ...enUxResearcherPairs,
  ...enSrePairs,
  ...enAccountantPairs,
  ...enNursePairs,
  ...enMechanicalPairs,
  ...enGrowthPairs,
  ...enSalesPairs,
  ...enSupplyChainPairs,
  ...enParalegalPairs,
];
