// Job families of data work: data engineering, data analysis, data science / machine learning, algorithms.
import type { JobFamily } from '../job-family.ts';

export const DATA_FAMILIES: readonly JobFamily[] = [
  {
    id: 'data-engineer',
    names: { 'zh-CN': '数据开发工程师', 'en-US': 'Data Engineer' },
    field: { 'zh-CN': '数据开发', 'en-US': 'data engineering' },
    synonyms: [
      '数据开发工程师',
      '数据开发',
      '大数据开发工程师',
      '大数据开发',
      '大数据工程师',
      '数据工程师',
      '数仓开发',
      '数据仓库工程师',
      '数仓工程师',
      'ETL开发',
      'ETL工程师',
      '数据平台工程师',
      '实时计算开发',
      'data engineer',
      'big data engineer',
      'big data developer',
      'etl developer',
      'etl engineer',
      'data warehouse engineer',
      'data platform engineer',
      'analytics engineer',
      'data pipeline engineer',
    ],
    keywords: ['spark', 'flink', 'hadoop', 'hive', 'airflow', 'dbt', '数仓', '大数据', 'big data'],
    skillGroups: {
      'zh-CN': [
        { name: '编程', examples: ['SQL', 'Python', 'Scala', 'Java'] },
        { name: '计算引擎', examples: ['Spark', 'Flink', 'Hive', 'Presto'] },
        { name: '数据仓库与存储', examples: ['维度建模', 'ClickHouse', 'Doris', 'HDFS'] },
        { name: '调度与治理', examples: ['Airflow', 'DolphinScheduler', '数据质量监控', '元数据管理'] },
      ],
      'en-US': [
        { name: 'Programming', examples: ['SQL', 'Python', 'Scala', 'Java'] },
        { name: 'Processing engines', examples: ['Spark', 'Flink', 'Kafka', 'Trino'] },
        { name: 'Warehousing', examples: ['Dimensional modeling', 'Snowflake', 'BigQuery', 'dbt'] },
        {
          name: 'Orchestration & governance',
          examples: ['Airflow', 'Data quality checks', 'Data catalogs'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的数据仓库或数据链路：数据量、表数量与服务的业务方]',
        '[你开发的离线或实时任务：技术栈、时效性与稳定性数字]',
        '[一次任务性能或成本优化：运行时长、资源消耗前后的变化]',
        '[你推动的数据质量或数据治理工作：问题数量或准确率的变化]',
        '[你搭建的指标体系或数据服务，支撑了哪些报表或产品]',
      ],
      'en-US': [
        '[The warehouse or pipelines you own: data volume, number of tables and who depends on them]',
        '[A batch or streaming job you built: the stack, data freshness and reliability figures]',
        '[A job you made faster or cheaper: run time or compute cost before and after]',
        '[Data quality or governance work you drove, with the change in incidents or accuracy]',
        '[A metrics layer or data service you built, and the reports or products it feeds]',
      ],
    },
    achievements: {
      'zh-CN': [
        '重构电商数据仓库分层模型，日处理数据量 20TB，核心报表产出时间从早 9 点提前到早 6 点',
        '基于 Flink 搭建实时数据链路，交易数据延迟从小时级降至 5 秒内',
        '优化 Spark 任务的数据倾斜与小文件问题，集群资源消耗降低 35%',
        '建立数据质量监控规则 600 余条，数据问题发现时间从 1 天缩短到 15 分钟',
        '统一 300 多个业务指标口径，跨部门数据不一致的投诉减少 80%',
        '将 200 余个调度任务迁移到 Airflow，任务失败率从 5% 降至 0.5%',
      ],
      'en-US': [
        'Re-layered the e-commerce warehouse processing 20 TB a day, moving core reports from 9 am to 6 am',
        'Built a Flink streaming pipeline that brought order data latency from hours to under 5 seconds',
        'Fixed data skew and small-file problems in Spark jobs, cutting cluster usage by 35%',
        'Added 600+ data quality checks, reducing time to detect bad data from a day to 15 minutes',
        'Standardized definitions of 300+ business metrics, cutting cross-team data disputes by 80%',
        'Migrated 200+ scheduled jobs to Airflow, cutting the job failure rate from 5% to 0.5%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '实时数仓建设', description: '基于 Kafka 与 Flink 的实时数仓，支撑实时大屏与风控' },
        { name: '离线数仓分层重构', description: '按 ODS/DWD/DWS/ADS 分层重建模型，提升复用与产出效率' },
        { name: '数据质量平台', description: '规则配置、自动校验与告警一体化的数据质量平台' },
      ],
      'en-US': [
        {
          name: 'Real-time warehouse',
          description: 'Kafka and Flink streaming tables feeding live dashboards and fraud checks',
        },
        {
          name: 'Warehouse remodelling',
          description: 'Rebuilt the batch warehouse in clear layers for reuse and faster delivery',
        },
        {
          name: 'Data quality platform',
          description: 'Configurable rules, automatic checks and alerts across key tables',
        },
      ],
    },
    certifications: {
      'zh-CN': ['阿里云大数据工程师 ACP', 'Cloudera 数据工程师认证', '软考中级 数据库系统工程师'],
      'en-US': [
        'Google Cloud Professional Data Engineer',
        'Databricks Certified Data Engineer Associate',
        'AWS Certified Data Engineer – Associate',
      ],
    },
    tools: {
      'zh-CN': ['DataWorks', 'Airflow', 'DolphinScheduler', 'Hive', 'ClickHouse', 'Git'],
      'en-US': ['Airflow', 'dbt', 'Databricks', 'Snowflake', 'Kafka', 'Git'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年数据开发经验，熟悉 Spark、Flink 与数仓建模，负责过日均 20TB 数据的离线与实时链路。',
          '重视数据质量与口径统一，曾将核心报表时效提前 3 小时、集群成本降低三成。',
        ],
        student: [
          '统计学专业在读，熟练掌握 SQL 与 Python，了解 Hadoop 与 Spark 生态。',
          '在课程项目中搭建过小型数据仓库，对数据链路与数据治理有浓厚兴趣。',
        ],
      },
      'en-US': {
        experienced: [
          'Data engineer with 5 years of Spark, Flink and warehouse modeling, owning batch and streaming pipelines at 20 TB a day.',
          'Focused on data quality and shared metric definitions; delivered core reports 3 hours earlier at 30% lower cost.',
        ],
        student: [
          'Statistics student fluent in SQL and Python with working knowledge of the Hadoop and Spark ecosystem.',
          'Built a small data warehouse in a course project and is keen on pipelines and data governance.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['数据科学与大数据技术', '计算机科学与技术'],
        courses: ['数据库原理', '分布式系统', '数据仓库与数据挖掘', '数据结构'],
      },
      'en-US': {
        majors: ['Data Science', 'Computer Science'],
        courses: ['Database Systems', 'Distributed Systems', 'Data Warehousing', 'Data Structures'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'data-analyst',
    names: { 'zh-CN': '数据分析师', 'en-US': 'Data Analyst' },
    field: { 'zh-CN': '数据分析', 'en-US': 'data analysis' },
    synonyms: [
      '数据分析师',
      '数据分析',
      '数据分析专员',
      '商业分析师',
      '商业分析',
      'BI分析师',
      'BI工程师',
      '经营分析',
      '经营分析师',
      '数据运营',
      '用户研究分析师',
      '增长分析师',
      'data analyst',
      'bi analyst',
      'business intelligence analyst',
      'bi developer',
      'analytics specialist',
      'product analyst',
      'marketing analyst',
      'growth analyst',
      'reporting analyst',
      'insights analyst',
    ],
    keywords: ['tableau', 'power bi', 'powerbi', 'ab测试', 'a/b测试', 'a/b testing', '数据可视化', 'looker'],
    skillGroups: {
      'zh-CN': [
        { name: '编程', examples: ['SQL', 'Python（pandas）', 'R'] },
        { name: '工具', examples: ['Excel', 'Tableau', 'Power BI', 'FineBI'] },
        { name: '分析方法', examples: ['A/B 测试', '漏斗分析', '归因分析', '用户分群'] },
        { name: '统计', examples: ['假设检验', '回归分析', '时间序列'] },
      ],
      'en-US': [
        { name: 'Programming', examples: ['SQL', 'Python (pandas)', 'R'] },
        { name: 'Tools', examples: ['Excel', 'Tableau', 'Power BI', 'Looker'] },
        { name: 'Methods', examples: ['A/B testing', 'Funnel analysis', 'Cohort analysis', 'Segmentation'] },
        { name: 'Statistics', examples: ['Hypothesis testing', 'Regression', 'Time series'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的数据指标体系或看板，服务的业务团队]',
        '[一次分析带来的业务结果，写出具体数字]',
        '[你设计或评估的 A/B 实验：假设、指标与结论]',
        '[你搭建的自动化报表，节省了多少人工时间]',
        '[你向管理层汇报的一个专题分析及被采纳的建议]',
      ],
      'en-US': [
        '[The metrics framework or dashboards you own, and the teams that use them]',
        '[An analysis that changed a business decision, with the result in numbers]',
        '[An A/B test you designed or evaluated: hypothesis, metrics and conclusion]',
        '[Reporting you automated, and the hours it saves]',
        '[A deep-dive you presented to leadership and the recommendation they adopted]',
      ],
    },
    achievements: {
      'zh-CN': [
        '搭建覆盖 GMV、转化率与留存的指标体系及 Tableau 看板，服务 5 个业务团队',
        '通过漏斗分析定位注册流程流失点，推动改版后注册转化率提升 22%',
        '用 Python 自动化 12 份周报与月报，每周节省约 10 小时人工',
        '设计并评估 30 余次 A/B 实验，其中推荐位优化使人均订单数提升 6%',
        '建立用户流失预警模型，高风险用户召回率达到 35%',
        '搭建渠道归因分析模型，推动市场预算重新分配，整体获客成本下降 15%',
      ],
      'en-US': [
        'Built a metrics framework and Tableau dashboards covering GMV, conversion and retention for 5 business teams',
        'Used funnel analysis to find where sign-ups dropped off; the redesign that followed lifted conversion by 22%',
        'Automated 12 weekly and monthly reports in Python, saving about 10 hours of manual work a week',
        'Designed and read out 30+ A/B tests; one recommendation-slot change raised orders per user by 6%',
        'Built a churn early-warning model whose targeted campaign won back 35% of at-risk users',
        'Built a channel attribution model that guided a budget shift and lowered overall acquisition cost by 15%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '用户留存分析专题', description: '拆解新用户留存影响因素，提出的 3 项策略均被采纳' },
        { name: '经营分析看板', description: '覆盖核心经营指标的自助看板，管理层每日使用' },
        { name: '营销活动效果评估', description: '用对照组评估活动的真实增量，优化后续预算分配' },
      ],
      'en-US': [
        {
          name: 'New-user retention study',
          description: 'Broke down what drives retention; all 3 recommended actions were adopted',
        },
        {
          name: 'Business performance dashboard',
          description: 'A self-service dashboard of core metrics used daily by leadership',
        },
        {
          name: 'Campaign incrementality analysis',
          description: 'Measured true lift with holdout groups to reallocate the budget',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CDA 数据分析师（Level II）', 'Tableau 认证数据分析师', '全国计算机等级考试二级'],
      'en-US': [
        'Google Data Analytics Professional Certificate',
        'Microsoft Certified: Power BI Data Analyst Associate',
        'Tableau Certified Data Analyst',
      ],
    },
    tools: {
      'zh-CN': ['Excel', 'SQL', 'Python', 'Tableau', 'Power BI', 'FineBI'],
      'en-US': ['Excel', 'SQL', 'Python', 'Tableau', 'Power BI', 'Looker'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '3 年互联网数据分析经验，熟练使用 SQL、Python 与 Tableau，擅长用户增长与经营分析。',
          '善于把数据结论转化为业务动作，分析建议曾推动注册转化率提升 22%。',
        ],
        student: [
          '统计学专业在读，熟练掌握 SQL、Python 与 Excel，系统学习过回归分析与假设检验。',
          '完成过电商用户行为分析课程项目，具备良好的逻辑思维与表达能力。',
        ],
      },
      'en-US': {
        experienced: [
          'Data analyst with 3 years in consumer internet, fluent in SQL, Python and Tableau, specializing in growth and business performance.',
          'Turns findings into actions; one analysis led to a 22% lift in sign-up conversion.',
        ],
        student: [
          'Statistics student fluent in SQL, Python and Excel, trained in regression and hypothesis testing.',
          'Completed an e-commerce user-behavior analysis project and communicates findings clearly.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['统计学', '数据科学与大数据技术'],
        courses: ['统计学原理', '回归分析', '数据库原理', '计量经济学'],
      },
      'en-US': {
        majors: ['Statistics', 'Economics'],
        courses: ['Statistical Inference', 'Regression Analysis', 'Database Systems', 'Econometrics'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'data-scientist',
    names: { 'zh-CN': '数据科学家 / 机器学习工程师', 'en-US': 'Data Scientist / Machine Learning Engineer' },
    field: { 'zh-CN': '数据科学与机器学习', 'en-US': 'data science and machine learning' },
    synonyms: [
      '数据科学家',
      '数据挖掘工程师',
      '数据挖掘',
      '机器学习工程师',
      '机器学习',
      '人工智能工程师',
      'AI工程师',
      '深度学习工程师',
      '大模型工程师',
      '大模型算法工程师',
      'LLM工程师',
      'data scientist',
      'machine learning engineer',
      'ml engineer',
      'mle',
      'ai engineer',
      'deep learning engineer',
      'applied scientist',
      'data mining engineer',
      'llm engineer',
    ],
    keywords: [
      'pytorch',
      'tensorflow',
      'scikit-learn',
      'sklearn',
      'xgboost',
      'llm',
      '大模型',
      'machine learning',
      'deep learning',
    ],
    skillGroups: {
      'zh-CN': [
        { name: '编程', examples: ['Python', 'SQL', 'Spark'] },
        { name: '机器学习', examples: ['XGBoost', 'scikit-learn', 'PyTorch', 'TensorFlow'] },
        { name: '方法', examples: ['特征工程', '因果推断', '实验设计', '模型评估'] },
        { name: '工程化', examples: ['MLflow', 'Docker', '模型部署', 'Airflow'] },
      ],
      'en-US': [
        { name: 'Programming', examples: ['Python', 'SQL', 'Spark'] },
        { name: 'Machine learning', examples: ['XGBoost', 'scikit-learn', 'PyTorch', 'TensorFlow'] },
        {
          name: 'Methods',
          examples: ['Feature engineering', 'Causal inference', 'Experiment design', 'Model evaluation'],
        },
        { name: 'MLOps', examples: ['MLflow', 'Docker', 'Model serving', 'Airflow'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你建立的模型：要解决的业务问题、使用的数据与算法]',
        '[模型上线后的效果：离线指标（AUC、准确率）与线上业务指标的提升]',
        '[你负责的特征工程或数据处理，对模型效果的贡献]',
        '[你参与的模型部署、监控或迭代流程，以及效率或稳定性的变化]',
        '[你向业务方解释模型结论、推动落地的一个例子]',
      ],
      'en-US': [
        '[A model you built: the business problem, the data and the method]',
        '[What the model achieved after launch: offline metrics (AUC, accuracy) and the business metric it moved]',
        '[Feature engineering or data work you did, and how much it improved the model]',
        '[Model deployment, monitoring or retraining you set up, and what it changed]',
        '[How you explained a model result to stakeholders and got it adopted]',
      ],
    },
    achievements: {
      'zh-CN': [
        '构建信贷违约预测模型（XGBoost），AUC 从 0.72 提升到 0.81，坏账率下降 18%',
        '搭建需求预测模型，将门店备货预测误差（MAPE）从 25% 降至 12%',
        '设计用户流失预测与干预实验，目标用户 30 日留存提升 9%',
        '用 MLflow 与 Airflow 搭建模型训练与上线流程，模型迭代周期从 2 周缩短到 3 天',
        '基于大模型搭建客服知识问答系统，人工客服工作量减少 30%',
        '建立模型效果监控看板，模型衰减的平均发现时间从 2 周缩短到 1 天',
      ],
      'en-US': [
        'Built an XGBoost credit-default model that raised AUC from 0.72 to 0.81 and cut bad debt by 18%',
        'Developed a demand forecasting model that reduced store-level forecast error (MAPE) from 25% to 12%',
        'Designed a churn model and intervention experiment that lifted 30-day retention of targeted users by 9%',
        'Set up training and deployment with MLflow and Airflow, shortening model iterations from 2 weeks to 3 days',
        'Built an LLM-based support assistant over the help-center knowledge base, cutting agent workload by 30%',
        'Built model monitoring dashboards that cut the time to catch performance drift from 2 weeks to 1 day',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '信贷风险评分模型', description: '融合多源数据的违约预测模型，已在审批流程中上线使用' },
        { name: '门店销量预测', description: '按门店与商品预测未来 4 周销量，指导补货与排班' },
        { name: '大模型知识问答助手', description: '基于检索增强生成（RAG）的内部知识问答系统' },
      ],
      'en-US': [
        {
          name: 'Credit risk scoring model',
          description: 'A default prediction model on multi-source data, live in loan approval',
        },
        {
          name: 'Store sales forecasting',
          description: 'Four-week forecasts per store and product that drive replenishment',
        },
        {
          name: 'LLM knowledge assistant',
          description: 'A retrieval-augmented question-answering system over internal documents',
        },
      ],
    },
    certifications: {
      'zh-CN': ['AWS 认证机器学习专家', 'TensorFlow 开发者证书'],
      'en-US': [
        'AWS Certified Machine Learning – Specialty',
        'Google Cloud Professional Machine Learning Engineer',
      ],
    },
    tools: {
      'zh-CN': ['Jupyter', 'PyTorch', 'scikit-learn', 'Spark', 'MLflow', 'Git'],
      'en-US': ['Jupyter', 'PyTorch', 'scikit-learn', 'Spark', 'MLflow', 'Git'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年数据科学与机器学习经验，熟悉风控与推荐场景，负责过从建模到上线的完整流程。',
          '重视模型的业务价值，主导的信贷模型使坏账率下降 18%。',
        ],
        student: [
          '应用数学专业硕士在读，熟悉 Python、PyTorch 与常用机器学习算法，有 Kaggle 竞赛经历。',
          '研究方向为时间序列预测，发表过相关论文，希望把模型用在真实业务中。',
        ],
      },
      'en-US': {
        experienced: [
          'Data scientist with 4 years in risk and recommendation, taking models from exploration to production.',
          'Measures models by business impact; a credit model I led reduced bad debt by 18%.',
        ],
        student: [
          "Applied mathematics master's student skilled in Python, PyTorch and classical machine learning, with Kaggle competition experience.",
          'Researches time-series forecasting and wants to put models to work on real business problems.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['应用数学', '统计学', '计算机科学与技术'],
        courses: ['机器学习', '概率论与数理统计', '最优化方法', '深度学习'],
      },
      'en-US': {
        majors: ['Applied Mathematics', 'Statistics', 'Computer Science'],
        courses: ['Machine Learning', 'Probability and Statistics', 'Optimization', 'Deep Learning'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'algorithm-engineer',
    names: { 'zh-CN': '算法工程师', 'en-US': 'Algorithm Engineer' },
    field: { 'zh-CN': '算法研发', 'en-US': 'algorithm development' },
    synonyms: [
      '算法工程师',
      '算法',
      '算法研发',
      '算法研究员',
      '推荐算法工程师',
      '推荐算法',
      '搜索算法工程师',
      '搜索算法',
      '广告算法',
      'NLP算法工程师',
      'NLP算法',
      'NLP工程师',
      '自然语言处理',
      '计算机视觉工程师',
      'CV算法工程师',
      'CV算法',
      '图像算法工程师',
      '视觉算法',
      '语音算法',
      '自动驾驶算法',
      '规划算法',
      'algorithm engineer',
      'algorithms engineer',
      'algorithm developer',
      'recommendation engineer',
      'recommender systems engineer',
      'search engineer',
      'ranking engineer',
      'nlp engineer',
      'nlp scientist',
      'computer vision engineer',
      'cv engineer',
      'vision engineer',
      'speech engineer',
      'perception engineer',
    ],
    keywords: [
      'nlp',
      'opencv',
      'transformer',
      '推荐系统',
      'recommender systems',
      'computer vision',
      '目标检测',
    ],
    skillGroups: {
      'zh-CN': [
        { name: '编程', examples: ['Python', 'C++', 'CUDA'] },
        { name: '深度学习框架', examples: ['PyTorch', 'TensorFlow', 'ONNX', 'TensorRT'] },
        { name: '算法方向', examples: ['推荐与排序', '自然语言处理', '计算机视觉', '强化学习'] },
        { name: '数据与工程', examples: ['Spark', 'Faiss', '分布式训练', '模型压缩'] },
      ],
      'en-US': [
        { name: 'Programming', examples: ['Python', 'C++', 'CUDA'] },
        { name: 'Deep learning', examples: ['PyTorch', 'TensorFlow', 'ONNX', 'TensorRT'] },
        {
          name: 'Domains',
          examples: ['Recommendation & ranking', 'NLP', 'Computer vision', 'Reinforcement learning'],
        },
        { name: 'Data & systems', examples: ['Spark', 'Faiss', 'Distributed training', 'Model compression'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的算法模块（如召回、排序、检测），使用的模型与数据规模]',
        '[一次模型迭代的线上效果：点击率、转化率或准确率提升多少]',
        '[你做的模型推理性能优化：延迟、吞吐或显存占用前后的数字]',
        '[你跟进的前沿方法落地到业务的过程与结果]',
        '[你发表的论文、专利或竞赛成绩（如有）]',
      ],
      'en-US': [
        '[The algorithm component you own (retrieval, ranking, detection…), the model and the data scale]',
        '[The online result of a model iteration: lift in CTR, conversion or accuracy]',
        '[An inference optimization: latency, throughput or GPU memory before and after]',
        '[A research method you brought into production, and what it achieved]',
        '[Papers, patents or competition results, if any]',
      ],
    },
    achievements: {
      'zh-CN': [
        '将排序模型从 GBDT 升级为深度多任务模型，首页点击率提升 8.5%，人均停留时长提升 6%',
        '优化召回策略引入向量召回，长尾商品曝光占比提升 15%',
        '通过模型蒸馏与 TensorRT 加速，推理延迟从 45ms 降至 12ms',
        '训练工业质检目标检测模型，缺陷检出率达到 99.2%，替代 6 名人工质检',
        '以第一作者在 ACL 发表论文 1 篇，申请发明专利 2 项',
        '搭建离线评估与 A/B 实验工具，算法迭代周期从 2 周缩短到 4 天',
      ],
      'en-US': [
        'Upgraded the ranking model from GBDT to a deep multi-task model, lifting home-feed CTR by 8.5% and time spent by 6%',
        'Added embedding-based retrieval, raising the share of long-tail items shown by 15%',
        'Cut inference latency from 45 ms to 12 ms with distillation and TensorRT',
        'Trained a defect-detection model for factory inspection with a 99.2% detection rate, replacing 6 manual inspectors',
        'Published 1 first-author paper at ACL and filed 2 invention patents',
        'Built offline evaluation and A/B tooling that cut the algorithm iteration cycle from 2 weeks to 4 days',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '首页推荐排序模型升级', description: '多目标深度排序模型，兼顾点击与转化' },
        { name: '工业缺陷视觉检测', description: '产线实时缺陷检测系统，部署于边缘设备' },
        { name: '智能客服意图识别', description: '基于预训练语言模型的意图分类与槽位抽取' },
      ],
      'en-US': [
        {
          name: 'Home feed ranking upgrade',
          description: 'A multi-objective deep ranking model balancing clicks and purchases',
        },
        {
          name: 'Visual defect detection',
          description: 'Real-time defect detection on the production line, running on edge devices',
        },
        {
          name: 'Customer-service intent detection',
          description: 'Intent classification and slot filling with a pre-trained language model',
        },
      ],
    },
    certifications: {
      'zh-CN': ['NVIDIA 深度学习学院（DLI）认证', 'Kaggle 竞赛银牌'],
      'en-US': ['NVIDIA Deep Learning Institute certificate', 'Kaggle Competitions Expert'],
    },
    tools: {
      'zh-CN': ['PyTorch', 'TensorFlow', 'CUDA', 'Faiss', 'Spark', 'Linux'],
      'en-US': ['PyTorch', 'TensorFlow', 'CUDA', 'Faiss', 'Spark', 'Linux'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年推荐算法经验，熟悉召回、排序与多目标建模，主导的模型迭代带来点击率提升 8.5%。',
          '兼顾算法效果与工程落地，有大规模分布式训练与推理优化经验。',
        ],
        student: [
          '计算机专业硕士在读，研究方向为自然语言处理，熟练使用 PyTorch，有顶会论文发表。',
          '参加过多项算法竞赛并获奖，希望在真实业务中打磨模型。',
        ],
      },
      'en-US': {
        experienced: [
          'Recommendation algorithm engineer with 4 years in retrieval, ranking and multi-objective modeling; my model work lifted CTR by 8.5%.',
          'Balances model quality with production constraints, with experience in large-scale distributed training and inference tuning.',
        ],
        student: [
          "Computer science master's student researching NLP, fluent in PyTorch, with a paper at a top conference.",
          'Placed in several algorithm competitions and wants to sharpen models on real products.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '人工智能', '模式识别与智能系统'],
        courses: ['机器学习', '深度学习', '自然语言处理', '计算机视觉'],
      },
      'en-US': {
        majors: ['Computer Science', 'Artificial Intelligence'],
        courses: ['Machine Learning', 'Deep Learning', 'Natural Language Processing', 'Computer Vision'],
      },
    },
    workplace: 'tech',
  },
];
