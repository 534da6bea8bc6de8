// Job families of software specialties: games, security, architecture, databases, networks, IT support, ERP,
// presales, technical writing and engineering management.
import type { JobFamily } from '../job-family.ts';

export const SOFTWARE_SPECIALTY_FAMILIES: readonly JobFamily[] = [
  {
    id: 'game-developer',
    names: { 'zh-CN': '游戏开发工程师', 'en-US': 'Game Developer' },
    field: { 'zh-CN': '游戏开发', 'en-US': 'game development' },
    synonyms: [
      '游戏开发工程师',
      '游戏开发',
      '游戏客户端开发',
      '游戏服务端开发',
      '游戏服务器开发',
      '游戏引擎开发',
      '游戏程序员',
      'Unity开发',
      'Unity开发工程师',
      'U3D开发',
      'UE开发',
      'UE4开发',
      'UE5开发',
      'Cocos开发',
      '游戏客户端',
      'game developer',
      'game programmer',
      'game engineer',
      'gameplay programmer',
      'gameplay engineer',
      'unity developer',
      'unreal developer',
      'unreal engine developer',
      'engine programmer',
      'graphics programmer',
    ],
    keywords: [
      'unity3d',
      'unity',
      'unreal',
      'unreal engine',
      'cocos',
      'u3d',
      'ue4',
      'ue5',
      '游戏引擎',
      'gameplay',
    ],
    skillGroups: {
      'zh-CN': [
        { name: '编程语言', examples: ['C#', 'C++', 'Lua', 'TypeScript'] },
        { name: '引擎与图形', examples: ['Unity', 'Unreal Engine 5', 'Shader 编写', '渲染管线'] },
        { name: '游戏系统', examples: ['战斗系统', '网络同步', '资源热更新', '性能优化'] },
      ],
      'en-US': [
        { name: 'Programming', examples: ['C#', 'C++', 'Lua', 'HLSL'] },
        {
          name: 'Engines & graphics',
          examples: ['Unity', 'Unreal Engine 5', 'Shader programming', 'Rendering pipelines'],
        },
        {
          name: 'Game systems',
          examples: ['Combat systems', 'Netcode', 'Asset streaming', 'Performance profiling'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的游戏与模块（如 战斗、UI、网络同步），游戏类型与上线平台]',
        '[一次帧率、内存或包体优化：优化前后的数字与使用的方法]',
        '[你实现的一个核心玩法或系统，以及上线后的玩家数据]',
        '[你搭建或改进的工具链（编辑器扩展、打表、自动化构建），为团队节省的时间]',
        '[与策划、美术协作交付的版本：你的分工与上线结果]',
      ],
      'en-US': [
        '[The game and systems you own (combat, UI, netcode), its genre and platforms]',
        '[A frame-rate, memory or build-size optimization: the numbers before and after, and how]',
        '[A core mechanic or system you built, and how players responded after launch]',
        '[Editor tools or build automation you created, and the time it saved the team]',
        '[A release you shipped with design and art: your part and the launch result]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责一款 MMORPG 的战斗系统开发，上线首月日活跃用户 80 万',
        '优化渲染批次与资源加载，中低端机型帧率从 35 帧提升到 55 帧',
        '将安装包体积从 1.8 GB 压缩到 1.1 GB，首日下载转化率提升 12%',
        '开发关卡编辑器扩展，策划配置一个关卡的时间从 2 天缩短到半天',
        '实现基于状态同步的多人对战，网络延迟 150 ms 下仍保持流畅',
        '搭建自动化打包流水线，每日构建时间从 3 小时缩短到 40 分钟',
      ],
      'en-US': [
        'Built the combat system of an MMORPG that reached 800,000 daily players in its first month',
        'Cut draw calls and streamlined asset loading, raising frame rate on mid-range phones from 35 to 55 fps',
        'Shrank the install size from 1.8 GB to 1.1 GB, lifting day-one download conversion by 12%',
        'Wrote level-editor extensions that cut the time to build a level from 2 days to half a day',
        'Implemented state-synchronised multiplayer that stays smooth at 150 ms latency',
        'Automated the build pipeline, cutting daily builds from 3 hours to 40 minutes',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '多人实时对战模块', description: '设计帧同步与断线重连方案，支撑万人同时在线对战' },
        { name: '移动端性能优化专项', description: '从渲染、内存与加载三方面优化，低端机型流畅运行' },
        { name: '资源热更新系统', description: '实现资源分包与增量更新，版本更新无需重新下载安装包' },
      ],
      'en-US': [
        {
          name: 'Real-time multiplayer module',
          description: 'Lockstep sync and reconnection that supported 10,000 concurrent matches',
        },
        {
          name: 'Mobile performance overhaul',
          description: 'Rendering, memory and loading work that made the game smooth on low-end phones',
        },
        {
          name: 'Live asset update system',
          description: 'Asset bundles and delta patches so updates no longer needed a full reinstall',
        },
      ],
    },
    certifications: {
      'zh-CN': ['Unity 认证程序员（Unity Certified Programmer）', '计算机技术与软件专业技术资格（软考）'],
      'en-US': ['Unity Certified Professional: Programmer', 'Unity Certified Associate: Game Developer'],
    },
    tools: {
      'zh-CN': ['Unity', 'Unreal Engine', 'Visual Studio', 'Rider', 'Perforce', 'RenderDoc'],
      'en-US': ['Unity', 'Unreal Engine', 'Visual Studio', 'Rider', 'Perforce', 'RenderDoc'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年游戏客户端开发经验，熟悉 Unity 与 C#，参与过两款上线手游的核心系统开发。',
          '擅长性能优化，曾将中低端机型帧率提升 50% 以上。',
        ],
        student: ['计算机专业在读，独立用 Unity 完成过两款小游戏，热爱游戏并关注玩法与手感。'],
      },
      'en-US': {
        experienced: [
          'Game developer with 4 years in Unity and C#, having built core systems for two shipped mobile titles.',
          'Strong at profiling and optimization, with a 50%+ frame-rate gain on mid-range devices.',
        ],
        student: [
          'Computer science student who has built two small games in Unity and cares about game feel.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '数字媒体技术'],
        courses: ['计算机图形学', '数据结构', '游戏引擎原理', '线性代数'],
      },
      'en-US': {
        majors: ['Computer Science', 'Game Development'],
        courses: ['Computer Graphics', 'Data Structures', 'Game Engine Architecture', 'Linear Algebra'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'security-engineer',
    names: { 'zh-CN': '网络安全工程师', 'en-US': 'Security Engineer' },
    field: { 'zh-CN': '网络安全', 'en-US': 'information security' },
    synonyms: [
      '网络安全工程师',
      '网络安全',
      '信息安全工程师',
      '信息安全',
      '安全研发工程师',
      '渗透测试工程师',
      '渗透测试',
      '安全运营工程师',
      '安全运维',
      '安全分析师',
      '安全服务工程师',
      '应急响应工程师',
      '白帽子',
      '安全研究员',
      '数据安全工程师',
      'security engineer',
      'information security engineer',
      'cybersecurity engineer',
      'cyber security engineer',
      'security analyst',
      'cybersecurity analyst',
      'soc analyst',
      'penetration tester',
      'pentester',
      'application security engineer',
      'appsec engineer',
      'security researcher',
      'red team operator',
      'incident responder',
      'cloud security engineer',
    ],
    keywords: ['cybersecurity', 'infosec', '渗透', '漏洞挖掘', 'soc', 'siem', '等保', 'owasp'],
    skillGroups: {
      'zh-CN': [
        { name: '攻防技术', examples: ['Web 渗透测试', '漏洞挖掘', '代码审计', '内网渗透'] },
        { name: '安全运营', examples: ['SIEM 告警分析', '应急响应', '威胁情报', '日志溯源'] },
        { name: '安全合规', examples: ['等级保护 2.0', 'ISO 27001', '数据安全法', '安全基线'] },
      ],
      'en-US': [
        {
          name: 'Offensive security',
          examples: [
            'Web application testing',
            'Vulnerability research',
            'Code review',
            'Network penetration testing',
          ],
        },
        {
          name: 'Security operations',
          examples: ['SIEM triage', 'Incident response', 'Threat intelligence', 'Forensics'],
        },
        { name: 'Governance', examples: ['ISO 27001', 'SOC 2', 'NIST CSF', 'Security baselines'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责保护的系统与规模：资产数量、业务类型与主要威胁]',
        '[你发现或修复的高危漏洞：类型、数量与修复周期]',
        '[你处置的一次安全事件：发现方式、响应时间与影响控制]',
        '[你建设或优化的安全能力（如 WAF、SIEM、漏洞管理流程），带来的检出率或误报率变化]',
        '[你推动的合规或安全意识工作：等保测评、审计结果或培训覆盖人数]',
      ],
      'en-US': [
        '[The systems you protect and their scale: assets, business and main threats]',
        '[High-severity vulnerabilities you found or fixed: types, count and time to remediate]',
        '[A security incident you handled: how it was detected, response time and containment]',
        '[A security capability you built or tuned (WAF, SIEM, vulnerability management), and the change in detection or false positives]',
        '[Compliance or awareness work you led: audits passed, certifications or people trained]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 2000 余台服务器与 300 个 Web 应用的安全运营，全年无重大安全事件',
        '年度渗透测试发现高危漏洞 46 个，平均修复周期从 21 天缩短到 7 天',
        '优化 SIEM 关联规则，告警误报率下降 60%，平均响应时间缩短到 15 分钟',
        '牵头完成 2 个核心系统的等保三级测评整改，一次性通过测评',
        '建设代码安全扫描流水线，覆盖 120 个代码仓库，上线前拦截漏洞 300 余个',
        '组织全员钓鱼演练与安全培训，员工点击率从 18% 降到 4%',
      ],
      'en-US': [
        'Ran security operations for 2,000+ servers and 300 web applications with no major incident all year',
        'Found 46 high-severity vulnerabilities in annual penetration tests and cut mean time to fix from 21 to 7 days',
        'Tuned SIEM correlation rules, cutting false positives by 60% and mean response time to 15 minutes',
        'Led remediation for an ISO 27001 audit that passed with no major findings',
        'Built a code scanning pipeline across 120 repositories that caught 300+ vulnerabilities before release',
        'Ran company-wide phishing drills and training that cut the click rate from 18% to 4%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '等保三级建设与测评', description: '梳理资产与差距、推动整改，核心系统一次通过三级测评' },
        { name: 'DevSecOps 流水线建设', description: '将代码扫描与依赖检查接入 CI，漏洞在上线前被发现' },
        { name: '安全运营中心（SOC）建设', description: '统一日志采集与告警处置流程，实现 7×24 小时监测' },
      ],
      'en-US': [
        {
          name: 'ISO 27001 certification program',
          description: 'Gap analysis and remediation that achieved certification on the first audit',
        },
        {
          name: 'DevSecOps pipeline',
          description: 'Code and dependency scanning in CI so vulnerabilities were caught before release',
        },
        {
          name: 'Security operations center build-out',
          description: 'Central logging and triage playbooks for round-the-clock monitoring',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CISP 注册信息安全专业人员', 'CISSP', 'OSCP', '信息安全工程师（软考中级）'],
      'en-US': ['CISSP', 'OSCP', 'CompTIA Security+', 'CEH (Certified Ethical Hacker)'],
    },
    tools: {
      'zh-CN': ['Burp Suite', 'Nmap', 'Metasploit', 'Wireshark', 'Splunk', 'Kali Linux'],
      'en-US': ['Burp Suite', 'Nmap', 'Metasploit', 'Wireshark', 'Splunk', 'CrowdStrike Falcon'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年网络安全经验，覆盖渗透测试、安全运营与等保合规，持 CISP 与 OSCP 证书。',
          '曾主导企业 SOC 建设，告警误报率下降 60%。',
        ],
        student: ['信息安全专业在读，CTF 竞赛获省级奖项，熟悉 Web 常见漏洞原理与利用。'],
      },
      'en-US': {
        experienced: [
          'Security engineer with 5 years across penetration testing, security operations and compliance; CISSP and OSCP certified.',
          'Led a SOC build-out that cut false positives by 60%.',
        ],
        student: [
          'Cybersecurity student and CTF player with a regional award, fluent in common web vulnerabilities.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['信息安全', '网络空间安全'],
        courses: ['密码学', '网络攻防技术', '操作系统安全', '计算机网络'],
      },
      'en-US': {
        majors: ['Cybersecurity', 'Computer Science'],
        courses: ['Cryptography', 'Network Security', 'Operating Systems', 'Computer Networks'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'software-architect',
    names: { 'zh-CN': '软件架构师', 'en-US': 'Software Architect' },
    field: { 'zh-CN': '软件架构设计', 'en-US': 'software architecture' },
    synonyms: [
      '软件架构师',
      '架构师',
      '系统架构师',
      '技术架构师',
      '云架构师',
      '云计算架构师',
      '企业架构师',
      '大数据架构师',
      'Java架构师',
      '应用架构师',
      '数据架构师',
      '平台架构师',
      'software architect',
      'system architect',
      'systems architect',
      'technical architect',
      'cloud architect',
      'enterprise architect',
      'application architect',
      'data architect',
      'platform architect',
    ],
    keywords: ['架构设计', 'system design', 'togaf', '领域驱动设计', 'ddd'],
    skillGroups: {
      'zh-CN': [
        { name: '架构设计', examples: ['微服务架构', '领域驱动设计', '高可用设计', '容量规划'] },
        { name: '技术栈', examples: ['Java / Go', 'Kafka', 'Redis', 'Kubernetes'] },
        { name: '云与基础设施', examples: ['阿里云', 'AWS', '多活容灾', '服务网格'] },
      ],
      'en-US': [
        {
          name: 'Architecture',
          examples: ['Microservices', 'Domain-driven design', 'High availability', 'Capacity planning'],
        },
        { name: 'Technology', examples: ['Java / Go', 'Kafka', 'Redis', 'Kubernetes'] },
        { name: 'Cloud', examples: ['AWS', 'Azure', 'Multi-region disaster recovery', 'Service mesh'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的系统架构：业务规模、QPS 或数据量，以及核心技术选型]',
        '[你主导的一次架构演进（如 单体拆分、上云、多活），前后在性能、成本或稳定性上的变化]',
        '[你制定的技术规范或评审机制，覆盖的团队数量与效果]',
        '[你解决的一个关键技术难题：瓶颈是什么、方案与结果]',
        '[你指导的团队或参与的技术决策：人数、范围与产出]',
      ],
      'en-US': [
        '[The architecture you own: business scale, QPS or data volume, and the key technology choices]',
        '[An architecture change you led (splitting a monolith, moving to cloud, multi-region), and what changed in performance, cost or stability]',
        '[Standards or design reviews you set up, how many teams follow them and the effect]',
        '[A hard technical problem you solved: the bottleneck, your design and the result]',
        '[Teams you guided or decisions you shaped: size, scope and outcome]',
      ],
    },
    achievements: {
      'zh-CN': [
        '主导核心交易系统从单体拆分为 28 个微服务，发布频率从每月 1 次提升到每周 3 次',
        '设计同城双活架构，系统可用性从 99.9% 提升到 99.99%',
        '通过缓存分层与异步化改造，大促峰值 QPS 从 5 万提升到 20 万',
        '推动核心业务上云与资源治理，年度基础设施成本降低 35%',
        '建立架构评审机制，覆盖 12 个研发团队，线上重大故障同比减少 50%',
        '制定服务治理规范与公共组件，新服务从立项到上线时间缩短 40%',
      ],
      'en-US': [
        'Led the split of a core transaction monolith into 28 microservices, moving releases from monthly to three a week',
        'Designed an active-active architecture that raised availability from 99.9% to 99.99%',
        'Layered caching and async processing that lifted peak QPS from 50,000 to 200,000',
        'Moved core workloads to the cloud with cost governance, cutting infrastructure spend by 35% a year',
        'Set up architecture reviews across 12 teams, halving major production incidents year over year',
        'Defined service standards and shared components that cut new-service lead time by 40%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '核心系统微服务化改造', description: '按领域拆分单体系统，分阶段平滑迁移，业务零中断' },
        { name: '同城双活容灾建设', description: '设计数据同步与流量切换方案，实现机房级故障分钟级恢复' },
        { name: '企业级技术中台', description: '沉淀用户、支付、消息等公共能力，支撑多个业务线复用' },
      ],
      'en-US': [
        {
          name: 'Core system microservices migration',
          description: 'A domain-driven split of the monolith, migrated in stages with no downtime',
        },
        {
          name: 'Active-active disaster recovery',
          description:
            'Data replication and traffic failover that recovers from a data-center outage in minutes',
        },
        {
          name: 'Shared platform services',
          description: 'Common identity, payment and messaging services reused by several product lines',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '系统架构设计师（软考高级）',
        'AWS Certified Solutions Architect – Professional',
        'TOGAF 认证',
      ],
      'en-US': [
        'AWS Certified Solutions Architect – Professional',
        'Google Professional Cloud Architect',
        'TOGAF Enterprise Architecture Practitioner',
      ],
    },
    tools: {
      'zh-CN': ['Kubernetes', 'Kafka', 'Redis', 'MySQL', 'Prometheus', 'draw.io'],
      'en-US': ['Kubernetes', 'Kafka', 'Redis', 'PostgreSQL', 'Terraform', 'draw.io'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '10 年研发经验、4 年架构师经验，主导过日均千万级交易系统的微服务化与双活建设。',
          '兼顾技术深度与业务理解，擅长在稳定性、成本和交付速度之间取舍。',
        ],
        student: ['计算机专业研究生，参与过分布式系统方向课题，熟悉系统设计基本原理，立志成长为架构师。'],
      },
      'en-US': {
        experienced: [
          'Software architect with 10 years in engineering and 4 as architect, leading microservices and active-active designs for systems handling millions of daily transactions.',
          'Balances stability, cost and delivery speed with a strong grasp of the business.',
        ],
        student: [
          'Computer science graduate student with research in distributed systems and a solid grounding in system design.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '软件工程'],
        courses: ['分布式系统', '软件体系结构', '数据库系统', '操作系统'],
      },
      'en-US': {
        majors: ['Computer Science', 'Software Engineering'],
        courses: ['Distributed Systems', 'Software Architecture', 'Database Systems', 'Operating Systems'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'database-administrator',
    names: { 'zh-CN': '数据库管理员', 'en-US': 'Database Administrator' },
    field: { 'zh-CN': '数据库运维', 'en-US': 'database administration' },
    synonyms: [
      '数据库管理员',
      '数据库工程师',
      '数据库运维',
      '数据库运维工程师',
      '数据库开发工程师',
      'DBA',
      'DBA工程师',
      'MySQL DBA',
      'Oracle DBA',
      'database administrator',
      'database engineer',
      'dba',
      'database reliability engineer',
      'oracle dba',
      'mysql dba',
      'sql server dba',
      'database developer',
    ],
    keywords: ['postgresql', 'oracle', 'mysql', 'sql server', '数据库', 'database', 'tidb', 'oceanbase'],
    skillGroups: {
      'zh-CN': [
        { name: '数据库', examples: ['MySQL', 'Oracle', 'PostgreSQL', 'Redis'] },
        { name: '运维能力', examples: ['备份恢复', '高可用架构', '慢 SQL 优化', '容量规划'] },
        { name: '国产与分布式', examples: ['TiDB', 'OceanBase', '达梦', 'openGauss'] },
      ],
      'en-US': [
        { name: 'Databases', examples: ['PostgreSQL', 'MySQL', 'Oracle', 'SQL Server'] },
        {
          name: 'Operations',
          examples: ['Backup and recovery', 'High availability', 'Query tuning', 'Capacity planning'],
        },
        {
          name: 'Cloud & automation',
          examples: ['Amazon RDS / Aurora', 'Terraform', 'Ansible', 'Python scripting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的数据库规模：实例数、数据量与核心业务]',
        '[你做的一次性能优化：慢 SQL、索引或参数调优前后的响应时间]',
        '[你设计或维护的高可用与备份方案，RPO/RTO 指标与演练结果]',
        '[一次数据库迁移或升级（如 国产化替换、上云），数据量与停机时间]',
        '[你推动的自动化运维或规范（SQL 审核、巡检），节省的人力或减少的故障]',
      ],
      'en-US': [
        '[The databases you run: instance count, data volume and the business they serve]',
        '[A tuning win: slow queries, indexes or parameters, with response times before and after]',
        '[High availability and backup you designed or run: RPO/RTO targets and drill results]',
        '[A migration or upgrade you led (version, cloud or engine change): data size and downtime]',
        '[Automation or standards you introduced (query review, health checks), and the effort or incidents saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 300 余个 MySQL 实例、总数据量 200 TB 的运维，核心库全年可用性 99.99%',
        '治理慢 SQL 400 余条，核心接口数据库平均响应时间从 120 ms 降到 25 ms',
        '设计主从切换与异地备份方案，RPO 小于 1 分钟，RTO 小于 5 分钟',
        '主导 Oracle 到 OceanBase 的国产化迁移，20 TB 数据迁移停机时间控制在 30 分钟内',
        '上线 SQL 自动审核平台，上线前拦截高风险 SQL 1200 余条',
        '通过归档与压缩治理，存储成本每年节省 80 万元',
      ],
      'en-US': [
        'Ran 300+ MySQL instances holding 200 TB at 99.99% availability for core databases',
        'Fixed 400+ slow queries, cutting average database time for core APIs from 120 ms to 25 ms',
        'Designed failover and off-site backups with RPO under 1 minute and RTO under 5 minutes',
        'Led an Oracle-to-PostgreSQL migration of 20 TB with under 30 minutes of downtime',
        'Launched automated SQL review that blocked 1,200+ risky statements before release',
        'Archiving and compression work that saved $110K a year in storage',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '核心数据库国产化迁移', description: '评估兼容性、分批迁移与双写校验，业务平稳切换' },
        { name: '数据库高可用改造', description: '引入自动故障切换与异地备份，故障恢复从小时级降到分钟级' },
        { name: 'SQL 审核与巡检平台', description: '自动审核上线 SQL 并每日巡检，提前发现性能隐患' },
      ],
      'en-US': [
        {
          name: 'Core database engine migration',
          description: 'Compatibility testing, staged moves and dual-write checks for a smooth cut-over',
        },
        {
          name: 'High availability upgrade',
          description: 'Automatic failover and off-site backups that cut recovery from hours to minutes',
        },
        {
          name: 'Query review and health-check platform',
          description: 'Automated review of release SQL and daily checks that catch problems early',
        },
      ],
    },
    certifications: {
      'zh-CN': ['Oracle OCP 认证', 'MySQL OCP 认证', '数据库系统工程师（软考中级）', 'PostgreSQL PGCE 认证'],
      'en-US': [
        'Oracle Database Administration Certified Professional (OCP)',
        'Microsoft Certified: Azure Database Administrator Associate',
        'MongoDB Certified DBA Associate',
      ],
    },
    tools: {
      'zh-CN': ['MySQL', 'Oracle', 'Percona Toolkit', 'Prometheus', 'Navicat', 'Ansible'],
      'en-US': ['PostgreSQL', 'MySQL', 'Oracle', 'pgBouncer', 'Percona Toolkit', 'Datadog'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年数据库运维经验，管理 300 余个 MySQL 与 Oracle 实例，熟悉高可用架构与性能调优。',
          '主导过 20 TB 级国产化迁移，停机时间控制在 30 分钟内。',
        ],
        student: ['计算机专业应届生，熟悉 MySQL 原理与 SQL 优化，在实习中参与过数据库巡检与备份工作。'],
      },
      'en-US': {
        experienced: [
          'DBA with 6 years running 300+ MySQL and Oracle instances, strong in high availability and performance tuning.',
          'Led a 20 TB engine migration with under 30 minutes of downtime.',
        ],
        student: [
          'Computer science graduate who knows MySQL internals and query tuning, with internship experience in backups and health checks.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '软件工程'],
        courses: ['数据库系统原理', '操作系统', '计算机网络', 'Linux 系统管理'],
      },
      'en-US': {
        majors: ['Computer Science', 'Information Systems'],
        courses: ['Database Systems', 'Operating Systems', 'Computer Networks', 'Linux Administration'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'network-engineer',
    names: { 'zh-CN': '网络工程师', 'en-US': 'Network Engineer' },
    field: { 'zh-CN': '网络工程', 'en-US': 'network engineering' },
    synonyms: [
      '网络工程师',
      '网络运维工程师',
      '网络运维',
      '网络管理员',
      '网管',
      '数据中心网络工程师',
      '网络技术支持',
      '网络架构师',
      '网络售后工程师',
      'network engineer',
      'network administrator',
      'network admin',
      'network operations engineer',
      'noc engineer',
      'network architect',
      'network support engineer',
      'network specialist',
    ],
    keywords: ['ccna', 'ccnp', 'hcia', 'hcip', 'hcie', 'bgp', 'ospf', '路由交换', 'sd-wan'],
    skillGroups: {
      'zh-CN': [
        { name: '路由交换', examples: ['OSPF', 'BGP', 'VLAN', 'MPLS'] },
        { name: '网络安全', examples: ['防火墙策略', 'VPN', 'ACL', '上网行为管理'] },
        { name: '设备与平台', examples: ['华为', '华三 H3C', '思科 Cisco', '锐捷'] },
      ],
      'en-US': [
        { name: 'Routing & switching', examples: ['OSPF', 'BGP', 'VLANs', 'MPLS'] },
        { name: 'Network security', examples: ['Firewall policy', 'VPN', 'ACLs', 'Zero trust access'] },
        { name: 'Platforms', examples: ['Cisco', 'Juniper', 'Palo Alto Networks', 'Fortinet'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的网络规模：园区或数据中心、设备数量与用户数]',
        '[你规划或实施的一个网络建设项目：拓扑、设备选型与上线结果]',
        '[你处理的一次网络故障：现象、定位过程与恢复时间]',
        '[你做的网络优化（带宽、链路冗余、QoS），前后在可用性或速度上的变化]',
        '[你推动的网络安全或自动化工作（如 防火墙策略梳理、配置自动备份），以及效果]',
      ],
      'en-US': [
        '[The network you run: campus or data center, number of devices and users]',
        '[A network build you planned or delivered: topology, equipment and the result]',
        '[An outage you handled: the symptoms, how you found the cause and time to restore]',
        '[An optimization (bandwidth, redundancy, QoS) and the change in availability or speed]',
        '[Security or automation work (firewall rule clean-up, config backups) and its effect]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 3 个园区、800 余台网络设备与 5000 名员工的网络运维，全年可用性 99.95%',
        '主导新数据中心网络建设，采用 Spine-Leaf 架构，按期完成 200 台服务器接入',
        '部署双链路与自动切换，网络中断时间从每年 20 小时降到 2 小时以内',
        '梳理防火墙策略 3000 余条，清理冗余规则 40%，安全审计零高危项',
        '用 Python 实现配置自动备份与巡检，日常巡检时间从 4 小时缩短到 20 分钟',
        '部署 SD-WAN 连接 30 个分支机构，专线费用每年节省 60 万元',
      ],
      'en-US': [
        'Ran the network for 3 campuses, 800+ devices and 5,000 staff at 99.95% availability',
        'Led the network build for a new data center on a spine-leaf design, connecting 200 servers on schedule',
        'Added dual uplinks with automatic failover, cutting annual downtime from 20 hours to under 2',
        'Reviewed 3,000+ firewall rules and removed 40% as redundant, with no high-risk audit findings',
        'Automated config backups and checks in Python, cutting daily checks from 4 hours to 20 minutes',
        'Rolled out SD-WAN to 30 branches, saving $85K a year on leased lines',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '数据中心网络建设', description: '规划 Spine-Leaf 架构与地址方案，完成设备上架与割接' },
        { name: '分支机构 SD-WAN 改造', description: '替换传统专线，提升分支网络质量并降低成本' },
        { name: '网络自动化运维', description: '实现配置备份、巡检与变更的自动化，减少人为失误' },
      ],
      'en-US': [
        {
          name: 'Data center network build',
          description: 'Spine-leaf design, addressing plan, racking and cut-over',
        },
        {
          name: 'Branch SD-WAN rollout',
          description: 'Replaced leased lines to improve branch connectivity at lower cost',
        },
        {
          name: 'Network automation',
          description: 'Automated config backups, health checks and changes to cut human error',
        },
      ],
    },
    certifications: {
      'zh-CN': ['华为 HCIE-Datacom', '华为 HCIP-Datacom', 'CCNP', '网络工程师（软考中级）'],
      'en-US': ['CCNP Enterprise', 'CCNA', 'Juniper JNCIS-ENT', 'CompTIA Network+'],
    },
    tools: {
      'zh-CN': ['华为 eSight', 'Wireshark', 'Zabbix', 'SecureCRT', 'Python', 'Ansible'],
      'en-US': ['Wireshark', 'SolarWinds', 'Cisco DNA Center', 'NetBox', 'Python', 'Ansible'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年企业网络运维与建设经验，持 HCIE-Datacom 证书，熟悉园区与数据中心网络。',
          '主导过新数据中心网络建设，网络全年可用性保持在 99.95%。',
        ],
        student: ['通信工程专业在读，已通过 HCIA-Datacom 认证，熟悉路由交换基础与常见网络故障排查。'],
      },
      'en-US': {
        experienced: [
          'Network engineer with 6 years building and running enterprise networks; CCNP certified.',
          'Led a data-center network build and keeps the network at 99.95% availability.',
        ],
        student: ['Networking student with a CCNA, comfortable with routing, switching and troubleshooting.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['网络工程', '通信工程'],
        courses: ['计算机网络', '路由与交换技术', '网络安全', 'TCP/IP 协议'],
      },
      'en-US': {
        majors: ['Network Engineering', 'Information Technology'],
        courses: ['Computer Networks', 'Routing and Switching', 'Network Security', 'TCP/IP'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'it-support',
    names: { 'zh-CN': 'IT 运维支持工程师', 'en-US': 'IT Support Specialist' },
    field: { 'zh-CN': 'IT 支持', 'en-US': 'IT support' },
    synonyms: [
      'IT支持',
      'IT支持工程师',
      'IT运维',
      'IT运维工程师',
      'IT专员',
      'IT工程师',
      '桌面运维',
      '桌面运维工程师',
      '桌面支持',
      '技术支持工程师',
      '技术支持',
      '信息化专员',
      '信息技术专员',
      'IT管理员',
      '驻场运维',
      '电脑维修',
      'it support specialist',
      'it support',
      'it support engineer',
      'it specialist',
      'it technician',
      'help desk',
      'helpdesk',
      'help desk technician',
      'desktop support',
      'desktop support technician',
      'technical support engineer',
      'technical support specialist',
      'tech support',
      'service desk analyst',
      'it administrator',
    ],
    keywords: ['itil', 'active directory', '工单', 'office 365', 'microsoft 365', 'intune', 'jamf'],
    skillGroups: {
      'zh-CN': [
        { name: '终端与系统', examples: ['Windows', 'macOS', '域控 AD', '系统镜像部署'] },
        { name: '办公与协同', examples: ['Microsoft 365', '企业微信', '飞书', '打印与会议设备'] },
        { name: '服务管理', examples: ['ITIL 流程', '工单管理', '资产管理', '故障排查'] },
      ],
      'en-US': [
        { name: 'Endpoints', examples: ['Windows', 'macOS', 'Active Directory', 'Intune'] },
        {
          name: 'Workplace tools',
          examples: ['Microsoft 365', 'Google Workspace', 'Zoom Rooms', 'Printers and AV'],
        },
        {
          name: 'Service management',
          examples: ['ITIL', 'Ticket triage', 'Asset management', 'Troubleshooting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你支持的用户与设备规模：员工人数、终端数量与办公地点]',
        '[你每月处理的工单量、一次解决率与平均响应时间]',
        '[你处理过的一次典型故障（如 网络、邮件、会议系统），以及恢复用时]',
        '[你推动的一项改进（如 装机自动化、自助服务、知识库），节省的时间]',
        '[你负责的 IT 资产、账号或安全管理工作，以及达到的效果]',
      ],
      'en-US': [
        '[The users and devices you support: headcount, endpoints and locations]',
        '[Your monthly ticket volume, first-contact resolution rate and response time]',
        '[A typical incident you resolved (network, email, meeting rooms), and how fast]',
        '[An improvement you drove (automated imaging, self-service, knowledge base), and the time it saved]',
        '[IT assets, accounts or security you manage, and the results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '为 1200 名员工、1500 台终端提供 IT 支持，用户满意度 98%',
        '每月处理工单 600 余张，一次解决率 85%，平均响应时间 10 分钟',
        '实现新电脑自动化装机，单台部署时间从 2 小时缩短到 20 分钟',
        '搭建 IT 知识库 120 篇，常见问题自助解决率提升 30%',
        '完成 3 个新办公室的网络、会议室与门禁部署，按期入驻',
        '梳理 IT 资产台账 2000 余项，年度盘点差异率降到 1% 以内',
      ],
      'en-US': [
        'Supported 1,200 staff and 1,500 devices with 98% user satisfaction',
        'Handled 600+ tickets a month with 85% first-contact resolution and a 10-minute response time',
        'Automated laptop imaging, cutting set-up from 2 hours to 20 minutes per device',
        'Wrote 120 knowledge-base articles that raised self-service resolution by 30%',
        'Set up network, meeting rooms and access control for 3 new offices, ready on move-in day',
        'Rebuilt the asset register of 2,000+ items, bringing audit discrepancies under 1%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新办公室 IT 部署', description: '完成网络、会议室、打印与门禁系统部署，员工按期入驻' },
        { name: '终端自动化管理', description: '统一镜像与补丁下发，减少重复装机与安全隐患' },
        { name: 'IT 服务台建设', description: '上线工单系统与知识库，规范服务流程并提升满意度' },
      ],
      'en-US': [
        {
          name: 'New office IT fit-out',
          description: 'Network, meeting rooms, printing and access control ready on move-in day',
        },
        {
          name: 'Endpoint automation',
          description: 'Standard images and patching that cut rework and security gaps',
        },
        {
          name: 'Service desk launch',
          description: 'A ticketing system and knowledge base that lifted satisfaction',
        },
      ],
    },
    certifications: {
      'zh-CN': ['ITIL 4 Foundation', 'CompTIA A+', '华为 HCIA-Datacom', '网络管理员（软考初级）'],
      'en-US': [
        'CompTIA A+',
        'ITIL 4 Foundation',
        'Microsoft 365 Certified: Endpoint Administrator Associate',
        'CompTIA Network+',
      ],
    },
    tools: {
      'zh-CN': [
        'Active Directory',
        'Microsoft 365',
        'Jira Service Management',
        '向日葵远程',
        'Intune',
        '企业微信',
      ],
      'en-US': [
        'Active Directory',
        'Microsoft Intune',
        'ServiceNow',
        'Jira Service Management',
        'Jamf',
        'TeamViewer',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年企业 IT 支持经验，负责千人规模公司的终端、办公系统与网络运维，用户满意度 98%。',
          '善于把重复工作自动化，曾将装机时间缩短 80%。',
        ],
        student: ['计算机应用专业应届生，动手能力强，熟悉 Windows 与网络基础，做过学校机房助理。'],
      },
      'en-US': {
        experienced: [
          'IT support specialist with 4 years supporting a 1,200-person company across devices, workplace tools and network, with 98% satisfaction.',
          'Automates repetitive work, such as cutting laptop set-up time by 80%.',
        ],
        student: [
          'IT student with CompTIA A+, hands-on with Windows and networking from a campus help desk job.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机应用技术', '网络工程'],
        courses: ['计算机组成原理', '计算机网络', 'Windows Server 管理', '信息安全基础'],
      },
      'en-US': {
        majors: ['Information Technology', 'Computer Science'],
        courses: [
          'Computer Hardware',
          'Networking Fundamentals',
          'Windows Server Administration',
          'Security Basics',
        ],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'erp-consultant',
    names: { 'zh-CN': 'ERP 实施顾问', 'en-US': 'ERP Consultant' },
    field: { 'zh-CN': 'ERP 实施', 'en-US': 'ERP implementation' },
    synonyms: [
      'ERP实施顾问',
      'ERP顾问',
      'ERP实施工程师',
      'ERP实施',
      'SAP顾问',
      'SAP实施顾问',
      'SAP FICO顾问',
      'SAP MM顾问',
      '用友实施顾问',
      '金蝶实施顾问',
      '实施顾问',
      '实施工程师',
      '软件实施工程师',
      '软件实施',
      'MES实施工程师',
      'CRM实施顾问',
      'erp consultant',
      'erp implementation consultant',
      'sap consultant',
      'sap fico consultant',
      'sap mm consultant',
      'oracle erp consultant',
      'dynamics 365 consultant',
      'netsuite consultant',
      'implementation consultant',
      'implementation specialist',
      'implementation engineer',
      'functional consultant',
    ],
    keywords: ['sap fico', 'sap mm', 's/4hana', 'netsuite', '用友', 'oracle ebs', 'dynamics 365'],
    skillGroups: {
      'zh-CN': [
        { name: '系统与模块', examples: ['SAP S/4HANA', '用友 U8/NC', '金蝶云星空', 'MES'] },
        { name: '业务领域', examples: ['财务核算', '采购与库存', '生产制造', '销售与分销'] },
        { name: '实施能力', examples: ['需求调研', '蓝图设计', '数据迁移', '用户培训'] },
      ],
      'en-US': [
        {
          name: 'Systems',
          examples: ['SAP S/4HANA', 'Oracle NetSuite', 'Microsoft Dynamics 365', 'Oracle Fusion'],
        },
        {
          name: 'Business processes',
          examples: ['Record to report', 'Procure to pay', 'Order to cash', 'Plan to produce'],
        },
        {
          name: 'Delivery',
          examples: ['Requirements workshops', 'Solution design', 'Data migration', 'User training'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你实施的系统与模块，客户行业、规模与项目周期]',
        '[你主持的需求调研与蓝图设计：涉及部门、流程数量与关键方案]',
        '[你完成的数据迁移、配置或二次开发对接，以及上线结果]',
        '[你组织的用户培训与上线支持：培训人数与上线后问题的收敛情况]',
        '[项目为客户带来的业务改善，如 月结天数、库存准确率的变化]',
      ],
      'en-US': [
        '[The system and modules you implemented, the client industry, size and timeline]',
        '[Workshops and solution design you led: departments, processes and key design choices]',
        '[Configuration, data migration or integrations you delivered, and the go-live result]',
        '[Training and hypercare you ran: people trained and how quickly issues settled]',
        '[What the project changed for the client, such as days to close or inventory accuracy]',
      ],
    },
    achievements: {
      'zh-CN': [
        '主导 6 个制造业客户的 SAP FICO 模块实施，全部按期上线',
        '为一家年营收 30 亿元的集团设计财务共享方案，月结时间从 10 天缩短到 4 天',
        '完成 12 万条物料与 5 年历史数据迁移，上线首月数据准确率 99.8%',
        '组织用户培训 40 场、覆盖 600 人，上线后问题单两周内下降 80%',
        '梳理采购到付款流程 35 个，推动库存准确率从 92% 提升到 99%',
        '编写实施方法论与配置模板，新项目蓝图阶段缩短 3 周',
      ],
      'en-US': [
        'Led SAP FICO implementations for 6 manufacturers, all live on schedule',
        'Designed a shared-services finance model for a $400M group, cutting month-end close from 10 to 4 days',
        'Migrated 120,000 materials and 5 years of history with 99.8% accuracy in the first month live',
        'Ran 40 training sessions for 600 users; open issues dropped 80% within two weeks of go-live',
        'Redesigned 35 procure-to-pay processes, lifting inventory accuracy from 92% to 99%',
        'Wrote delivery templates that shortened the design phase of new projects by 3 weeks',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '集团 SAP S/4HANA 实施', description: '覆盖财务、采购、销售与生产模块，8 家子公司统一上线' },
        { name: '财务共享中心系统建设', description: '统一核算与报销流程，显著缩短月结周期' },
        { name: 'MES 与 ERP 集成', description: '打通生产报工与库存数据，实现生产过程实时可视' },
      ],
      'en-US': [
        {
          name: 'Group-wide SAP S/4HANA roll-out',
          description: 'Finance, purchasing, sales and production live across 8 subsidiaries',
        },
        {
          name: 'Finance shared services platform',
          description: 'Standard accounting and expense flows that shortened the close',
        },
        {
          name: 'MES to ERP integration',
          description: 'Linked shop-floor reporting with inventory for real-time visibility',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        'SAP 认证顾问（Certified Application Associate）',
        'PMP 项目管理专业人士',
        '用友 / 金蝶 认证实施顾问',
      ],
      'en-US': [
        'SAP Certified Associate – SAP S/4HANA Cloud Private Edition, Financial Accounting',
        'Microsoft Certified: Dynamics 365 Finance Functional Consultant Associate',
        'PMP',
      ],
    },
    tools: {
      'zh-CN': ['SAP S/4HANA', '用友 NC', '金蝶云星空', 'Visio', 'Excel', 'Jira'],
      'en-US': ['SAP S/4HANA', 'Oracle NetSuite', 'Dynamics 365', 'Visio', 'Excel', 'Jira'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年 ERP 实施经验，主攻 SAP 财务模块，完成 6 个制造业项目的全周期实施。',
          '懂业务也懂系统，曾帮助客户将月结时间缩短 60%。',
        ],
        student: ['信息管理与信息系统专业应届生，熟悉财务与供应链基础流程，做过 ERP 实施助理实习。'],
      },
      'en-US': {
        experienced: [
          'ERP consultant with 5 years implementing SAP finance, delivering 6 full-cycle manufacturing projects.',
          'Bridges business and system, helping one client cut month-end close by 60%.',
        ],
        student: [
          'Information systems graduate who understands finance and supply chain basics, with an ERP implementation internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['信息管理与信息系统', '会计学'],
        courses: ['管理信息系统', 'ERP 原理与应用', '财务会计', '供应链管理'],
      },
      'en-US': {
        majors: ['Information Systems', 'Accounting'],
        courses: [
          'Enterprise Systems',
          'Business Process Management',
          'Financial Accounting',
          'Supply Chain Management',
        ],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'presales-engineer',
    names: { 'zh-CN': '售前解决方案工程师', 'en-US': 'Solutions Engineer' },
    field: { 'zh-CN': '售前与解决方案', 'en-US': 'presales and solution design' },
    synonyms: [
      '售前工程师',
      '售前解决方案工程师',
      '售前技术支持',
      '售前顾问',
      '售前',
      '解决方案工程师',
      '解决方案架构师',
      '解决方案经理',
      '解决方案专家',
      '技术销售支持',
      '方案工程师',
      'solutions engineer',
      'solution engineer',
      'presales engineer',
      'pre-sales engineer',
      'presales consultant',
      'solutions architect',
      'solution architect',
      'solutions consultant',
      'technical presales',
    ],
    keywords: ['售前', 'presales', 'poc', '招投标方案', 'rfp'],
    skillGroups: {
      'zh-CN': [
        { name: '方案能力', examples: ['需求分析', '解决方案设计', '投标方案编写', 'POC 测试'] },
        { name: '技术领域', examples: ['云计算', '大数据平台', '网络安全', 'SaaS 产品'] },
        { name: '沟通表达', examples: ['方案讲解', '产品演示', '客户交流会', '竞品分析'] },
      ],
      'en-US': [
        {
          name: 'Solutioning',
          examples: ['Discovery', 'Solution design', 'RFP responses', 'Proofs of concept'],
        },
        {
          name: 'Technology',
          examples: ['Cloud platforms', 'Data platforms', 'Security', 'SaaS integrations'],
        },
        {
          name: 'Communication',
          examples: ['Technical demos', 'Executive presentations', 'Workshops', 'Competitive positioning'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你支持的产品线、客户行业与年度商机金额]',
        '[你主导的一个重点项目售前：客户需求、方案亮点与中标或签约结果]',
        '[你完成的 POC 或产品演示：测试内容、对比结果与客户反馈]',
        '[你编写或沉淀的方案、标书与案例，复用次数或带来的效率提升]',
        '[你与销售、研发协作推动的成单：赢单率或签约金额]',
      ],
      'en-US': [
        '[The product line, industries and annual pipeline you support]',
        '[A major deal you led technically: the need, your solution and the win]',
        '[A proof of concept or demo you ran: what was tested, results and customer feedback]',
        '[Solution templates, RFP content or case studies you built, and how often they are reused]',
        '[Deals closed with sales and engineering: win rate or contract value]',
      ],
    },
    achievements: {
      'zh-CN': [
        '支持华东区政企客户售前，年度参与商机金额 1.2 亿元，赢单率 45%',
        '主导某省级政务云项目方案设计与讲标，中标金额 3200 万元',
        '完成 18 个 POC 测试，在性能与兼容性对比中全部胜出',
        '编写标准化方案与标书模板 25 套，投标准备时间缩短 40%',
        '开展行业客户交流会 30 场，带来新增商机 60 个',
        '协同研发完成 5 项定制化需求评估，推动 3 个大客户续约扩容',
      ],
      'en-US': [
        'Supported enterprise and public-sector deals worth $17M a year with a 45% win rate',
        'Designed and presented the solution for a provincial government cloud deal worth $4.5M',
        'Ran 18 proofs of concept and won every performance and compatibility comparison',
        'Built 25 reusable solution and RFP templates that cut bid preparation time by 40%',
        'Held 30 industry workshops that generated 60 new opportunities',
        'Scoped 5 custom requirements with engineering, helping renew and expand 3 key accounts',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '省级政务云项目投标', description: '从需求调研到方案设计与讲标，最终中标' },
        { name: '金融行业数据平台 POC', description: '搭建测试环境并完成性能对比，赢得客户认可' },
        { name: '售前方案知识库', description: '沉淀行业方案、案例与标书模板，提升团队投标效率' },
      ],
      'en-US': [
        {
          name: 'Government cloud bid',
          description: 'Discovery, solution design and the final presentation that won the deal',
        },
        {
          name: 'Banking data platform proof of concept',
          description: 'Built the test environment and won the performance bake-off',
        },
        {
          name: 'Presales knowledge base',
          description: 'Industry solutions, case studies and templates that sped up bids',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '阿里云 ACP 认证',
        '华为云 HCIP 认证',
        'AWS Certified Solutions Architect – Associate',
        'PMP',
      ],
      'en-US': [
        'AWS Certified Solutions Architect – Associate',
        'Microsoft Certified: Azure Solutions Architect Expert',
        'Google Professional Cloud Architect',
      ],
    },
    tools: {
      'zh-CN': ['PPT', 'Visio', 'Word', 'Xmind', '企业微信', 'CRM 系统'],
      'en-US': ['PowerPoint', 'Visio', 'Salesforce', 'Lucidchart', 'Zoom', 'Confluence'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年云计算与大数据方向售前经验，擅长把客户需求转化为可落地的方案，年度支持商机过亿元。',
          '讲标与演示经验丰富，赢单率 45%。',
        ],
        student: ['计算机专业应届生，技术基础扎实且乐于与人沟通，希望从事技术与业务结合的售前工作。'],
      },
      'en-US': {
        experienced: [
          'Solutions engineer with 6 years in cloud and data, turning customer needs into workable designs across a $17M annual pipeline.',
          'Confident presenter with a 45% win rate.',
        ],
        student: [
          'Computer science graduate with solid technical skills who enjoys talking to customers and wants a customer-facing technical role.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '通信工程'],
        courses: ['计算机网络', '云计算技术', '数据库系统', '软件工程'],
      },
      'en-US': {
        majors: ['Computer Science', 'Information Systems'],
        courses: ['Computer Networks', 'Cloud Computing', 'Database Systems', 'Software Engineering'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'technical-writer',
    names: { 'zh-CN': '技术文档工程师', 'en-US': 'Technical Writer' },
    field: { 'zh-CN': '技术写作', 'en-US': 'technical writing' },
    synonyms: [
      '技术文档工程师',
      '技术文档',
      '技术写作',
      '技术作家',
      '文档工程师',
      '资料工程师',
      '技术资料工程师',
      '用户文档工程师',
      'API文档工程师',
      'technical writer',
      'tech writer',
      'documentation engineer',
      'documentation specialist',
      'api writer',
      'information developer',
      'technical author',
      'docs engineer',
      'technical communicator',
    ],
    keywords: ['docs as code', 'dita', 'markdown', 'api documentation', '用户手册'],
    skillGroups: {
      'zh-CN': [
        { name: '写作能力', examples: ['用户手册', 'API 文档', '发布说明', '中英文技术写作'] },
        { name: '文档工程', examples: ['Docs as Code', 'Markdown', 'DITA', 'OpenAPI'] },
        { name: '技术理解', examples: ['REST API', 'Git', '命令行', '云产品'] },
      ],
      'en-US': [
        { name: 'Writing', examples: ['User guides', 'API reference', 'Release notes', 'Style guides'] },
        { name: 'Docs tooling', examples: ['Docs as code', 'Markdown', 'DITA', 'OpenAPI'] },
        { name: 'Technical grounding', examples: ['REST APIs', 'Git', 'Command line', 'Cloud services'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责文档的产品与读者：开发者、运维还是终端用户，文档规模多大]',
        '[你从零编写或重构的一套文档，以及上线后的访问量或工单变化]',
        '[你建立的文档规范、模板或术语表，覆盖的团队与效果]',
        '[你搭建或改进的文档工具链（如 Docs as Code、自动生成 API 文档），节省的时间]',
        '[你与研发、产品协作的方式：参与版本数量与文档按时发布率]',
      ],
      'en-US': [
        '[The product and readers you write for (developers, admins, end users) and the size of the docs]',
        '[A doc set you wrote or rebuilt, and the change in traffic or support tickets]',
        '[Style guides, templates or glossaries you created, and who uses them]',
        '[Docs tooling you built or improved (docs as code, generated API reference), and the time saved]',
        '[How you work with engineering and product: releases covered and on-time docs rate]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 3 条云产品线的中英文文档，共 600 余篇，月访问量 20 万次',
        '重构开发者入门文档，新用户首次调用 API 的时间从 2 小时缩短到 20 分钟',
        '基于 OpenAPI 自动生成 API 参考文档，更新延迟从 2 周缩短到发布当天',
        '编写文档写作规范与术语表，5 个团队统一使用，文档评审返工减少 40%',
        '梳理高频咨询问题并补充 80 篇排障文档，相关工单下降 30%',
        '连续 12 个版本做到文档与产品同步发布',
      ],
      'en-US': [
        'Owned English and Chinese docs for 3 cloud products, 600+ pages with 200,000 monthly views',
        'Rewrote the developer quick start, cutting time to first API call from 2 hours to 20 minutes',
        'Generated the API reference from OpenAPI, shrinking update lag from 2 weeks to release day',
        'Wrote a style guide and glossary adopted by 5 teams, cutting review rework by 40%',
        'Added 80 troubleshooting articles for top support questions, reducing related tickets by 30%',
        'Shipped docs alongside the product for 12 releases in a row',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '开发者文档中心重构', description: '重写信息架构与入门教程，降低开发者上手门槛' },
        { name: 'API 文档自动化', description: '从接口定义自动生成参考文档并接入发布流水线' },
        { name: '文档写作规范建设', description: '统一术语、格式与评审流程，提升文档一致性' },
      ],
      'en-US': [
        {
          name: 'Developer portal rebuild',
          description: 'New information architecture and tutorials that made onboarding easier',
        },
        {
          name: 'API reference automation',
          description: 'Reference docs generated from the API spec and published with each release',
        },
        {
          name: 'Documentation style guide',
          description: 'Shared terms, formats and reviews for consistent docs',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['Markdown', 'Git', 'Docusaurus', 'Swagger / OpenAPI', 'Confluence', 'Snagit'],
      'en-US': ['Markdown', 'Git', 'Docusaurus', 'OpenAPI', 'Oxygen XML', 'Confluence'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年技术文档经验，负责云产品的中英文开发者文档，熟悉 Docs as Code 工作流。',
          '重构的入门文档让开发者上手时间缩短 80% 以上。',
        ],
        student: ['英语专业辅修计算机，中英文写作功底好，能读懂代码与 API，希望从事技术写作。'],
      },
      'en-US': {
        experienced: [
          'Technical writer with 5 years documenting cloud products for developers, working docs-as-code.',
          'Rewrote a quick start that cut time to first API call by more than 80%.',
        ],
        student: [
          'English major with a computer science minor who writes clearly and can read code and APIs.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['英语', '计算机科学与技术'],
        courses: ['科技英语写作', '翻译理论与实践', '程序设计基础', '计算机网络'],
      },
      'en-US': {
        majors: ['English', 'Technical Communication'],
        courses: ['Technical Writing', 'Information Design', 'Programming Fundamentals', 'Usability'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'engineering-manager',
    names: { 'zh-CN': '研发经理', 'en-US': 'Engineering Manager' },
    field: { 'zh-CN': '研发管理', 'en-US': 'engineering management' },
    synonyms: [
      '研发经理',
      '技术经理',
      '研发总监',
      '技术总监',
      '研发负责人',
      '技术负责人',
      '开发经理',
      '软件开发经理',
      '研发主管',
      '技术主管',
      'engineering manager',
      'software engineering manager',
      'software development manager',
      'development manager',
      'head of engineering',
      'director of engineering',
      'engineering director',
      'engineering lead',
    ],
    keywords: ['研发管理', '技术管理', 'engineering management', 'okr'],
    skillGroups: {
      'zh-CN': [
        { name: '团队管理', examples: ['招聘与培养', '绩效管理', '梯队建设', '跨团队协作'] },
        { name: '研发效能', examples: ['敏捷开发', 'DevOps', '代码评审', '质量度量'] },
        { name: '技术决策', examples: ['架构评审', '技术规划', '稳定性治理', '成本优化'] },
      ],
      'en-US': [
        {
          name: 'People leadership',
          examples: ['Hiring', 'Coaching', 'Performance management', 'Career ladders'],
        },
        {
          name: 'Delivery',
          examples: ['Agile planning', 'DevOps', 'Code review culture', 'Engineering metrics'],
        },
        {
          name: 'Technical direction',
          examples: ['Architecture reviews', 'Roadmapping', 'Reliability', 'Cost control'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你带领的团队：人数、方向与负责的产品或系统]',
        '[你推动的交付或效能改进：迭代周期、发布频率或缺陷率的变化]',
        '[你做的招聘与人才培养：招聘人数、晋升人数与团队留存率]',
        '[你主导的一项技术规划或稳定性治理，以及业务结果]',
        '[你与产品、业务协作完成的一个重要目标，以及团队的贡献]',
      ],
      'en-US': [
        '[The team you lead: size, focus and the product or systems it owns]',
        '[A delivery or productivity improvement: change in cycle time, deploy frequency or defect rate]',
        '[Hiring and growth: people hired, promotions and team retention]',
        '[A technical roadmap or reliability program you drove, and the business result]',
        "[A major goal delivered with product and business partners, and your team's part in it]",
      ],
    },
    achievements: {
      'zh-CN': [
        '带领 25 人研发团队负责电商交易链路，支撑年交易额 80 亿元',
        '推行敏捷迭代与自动化测试，发布频率从每月 2 次提升到每周 3 次，线上缺陷下降 45%',
        '一年内招聘 12 名工程师，培养 4 名技术骨干晋升，团队主动离职率低于 5%',
        '主导稳定性治理专项，P1 故障从每季度 6 次降到 1 次',
        '推动资源治理与架构优化，研发云成本降低 30%',
        '与产品团队共同交付会员体系重构，上线后复购率提升 18%',
      ],
      'en-US': [
        'Led a 25-person team owning the checkout path for $1.1B in annual sales',
        'Introduced agile iterations and test automation, moving from 2 releases a month to 3 a week with 45% fewer production defects',
        'Hired 12 engineers in a year and promoted 4 into senior roles, with voluntary attrition under 5%',
        'Led a reliability program that cut P1 incidents from 6 to 1 a quarter',
        'Drove resource governance and architecture changes that cut cloud spend by 30%',
        'Delivered a membership rebuild with product that lifted repeat purchases by 18%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '研发效能提升计划', description: '引入自动化测试与持续交付，缩短交付周期并提升质量' },
        { name: '系统稳定性治理', description: '建立故障复盘与容量规划机制，大幅减少严重故障' },
        { name: '技术梯队建设', description: '设计职级与导师制度，培养一批技术骨干' },
      ],
      'en-US': [
        {
          name: 'Engineering productivity program',
          description: 'Test automation and continuous delivery that shortened cycle time and raised quality',
        },
        {
          name: 'Reliability program',
          description: 'Post-incident reviews and capacity planning that sharply reduced severe outages',
        },
        {
          name: 'Engineering career ladder',
          description: 'Levels and mentoring that grew a bench of senior engineers',
        },
      ],
    },
    certifications: {
      'zh-CN': ['PMP 项目管理专业人士', '信息系统项目管理师（软考高级）', 'CSM 敏捷教练认证'],
      'en-US': ['PMP', 'Certified ScrumMaster (CSM)', 'AWS Certified Solutions Architect – Associate'],
    },
    tools: {
      'zh-CN': ['Jira', 'Confluence', 'GitLab', '飞书', 'Grafana', 'Tapd'],
      'en-US': ['Jira', 'Confluence', 'GitHub', 'Linear', 'Datadog', 'Slack'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '12 年软件研发经验、5 年团队管理经验，带领 25 人团队支撑年交易额 80 亿元的电商系统。',
          '重视工程质量与人才培养，推动团队发布频率提升 6 倍、线上缺陷下降 45%。',
        ],
        student: [
          '计算机专业研究生，担任过实验室项目组长，协调 6 人完成校企合作项目，希望从研发做起走向技术管理。',
        ],
      },
      'en-US': {
        experienced: [
          'Engineering manager with 12 years in software and 5 leading teams, now running a 25-person group behind $1.1B in annual sales.',
          'Cares about engineering quality and growing people; raised release frequency sixfold while cutting defects by 45%.',
        ],
        student: [
          'Computer science graduate student who led a 6-person lab project with an industry partner.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '软件工程'],
        courses: ['软件工程', '项目管理', '分布式系统', '组织行为学'],
      },
      'en-US': {
        majors: ['Computer Science', 'Software Engineering'],
        courses: [
          'Software Engineering',
          'Project Management',
          'Distributed Systems',
          'Organizational Behavior',
        ],
      },
    },
    workplace: 'tech',
  },
];
