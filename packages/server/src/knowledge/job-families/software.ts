// Job families of software engineering: backend, frontend, full-stack, mobile, QA, DevOps/SRE, embedded.
import type { JobFamily } from '../job-family.ts';

export const SOFTWARE_FAMILIES: readonly JobFamily[] = [
  {
    id: 'backend-engineer',
    names: { 'zh-CN': '后端开发工程师', 'en-US': 'Backend Engineer' },
    field: { 'zh-CN': '后端开发', 'en-US': 'backend development' },
    synonyms: [
      'Go语言开发',
      'C#开发',
      '后端开发工程师',
      '后端工程师',
      '后端开发',
      '后端',
      '后台开发',
      '服务端开发',
      '服务端工程师',
      '服务器端开发',
      'Java开发',
      'Java开发工程师',
      'Java工程师',
      'Java后端',
      'Go开发',
      'Go开发工程师',
      'Golang开发',
      'Python开发',
      'Python开发工程师',
      'PHP开发',
      'PHP开发工程师',
      'C++开发',
      'C++开发工程师',
      '软件开发工程师',
      '软件工程师',
      '软件开发',
      '程序员',
      'backend engineer',
      'backend developer',
      'backend dev',
      'back end engineer',
      'back end developer',
      'backend',
      'server side engineer',
      'server side developer',
      'software engineer',
      'software developer',
      'software development engineer',
      'sde',
      'swe',
      'java developer',
      'java engineer',
      'golang developer',
      'go developer',
      'go engineer',
      'python developer',
      'php developer',
      'c++ developer',
      'c# developer',
      '.net developer',
      'node.js developer',
      'programmer',
      'api developer',
    ],
    keywords: [
      'c#',
      'java',
      'golang',
      'spring',
      'spring boot',
      'springboot',
      'django',
      'php',
      '微服务',
      'microservices',
      '高并发',
    ],
    skillGroups: {
      'zh-CN': [
        { name: '编程语言', examples: ['Java', 'Go', 'Python', 'C++'] },
        { name: '框架与中间件', examples: ['Spring Boot', 'gRPC', 'Kafka', 'RabbitMQ'] },
        { name: '数据存储', examples: ['MySQL', 'PostgreSQL', 'Redis', 'Elasticsearch'] },
        { name: '工程与运维', examples: ['Docker', 'Kubernetes', 'Linux', 'CI/CD'] },
      ],
      'en-US': [
        { name: 'Programming languages', examples: ['Go', 'Java', 'Python', 'C++'] },
        { name: 'Frameworks & middleware', examples: ['Spring Boot', 'gRPC', 'Kafka', 'RabbitMQ'] },
        { name: 'Data stores', examples: ['PostgreSQL', 'MySQL', 'Redis', 'Elasticsearch'] },
        { name: 'Infrastructure', examples: ['Docker', 'Kubernetes', 'Linux', 'AWS'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[说明你负责的接口或服务：技术栈、QPS 与日均调用量]',
        '[说明你负责的接口 QPS 与优化结果，如延迟、错误率优化前后的数字]',
        '[一次数据库或缓存优化：遇到的问题、你的方案、优化前后的数据]',
        '[你参与设计的系统或模块：架构思路、服务拆分方式、解决了什么问题]',
        '[线上稳定性工作：监控告警、故障处理或容灾，写出可用性数字]',
        '[跨团队协作或技术方案评审中你的角色与产出]',
      ],
      'en-US': [
        '[An API or service you built: the stack and the traffic it serves (QPS, daily calls)]',
        '[A latency or throughput improvement: what you changed and the before/after numbers]',
        '[A database or caching change: the problem, your approach and the measured result]',
        '[A system or module you designed: the architecture, the trade-offs and what it solved]',
        '[Reliability work: monitoring, incident response or failover, with an uptime or error-rate figure]',
        '[Your part in cross-team work or design reviews, and what came out of it]',
      ],
    },
    achievements: {
      'zh-CN': [
        '通过引入 Redis 缓存与热点数据预加载，将下单接口 P95 延迟从 480ms 降至 120ms',
        '主导订单服务从单体拆分为 6 个微服务，发布频率由两周一次提升到每天多次',
        '重写慢 SQL 并优化索引设计，核心报表查询耗时从 12 秒降至 0.8 秒',
        '搭建基于 Prometheus 的监控告警体系，线上故障平均发现时间缩短 70%',
        '设计消息队列削峰方案，大促期间支撑峰值 3 万 QPS，服务可用性保持 99.95%',
        '为核心服务补充单元与集成测试，测试覆盖率从 35% 提升到 80%，线上缺陷减少 40%',
      ],
      'en-US': [
        'Cut p95 checkout API latency from 480 ms to 120 ms by adding a Redis cache and preloading hot data',
        'Split a monolithic order system into 6 microservices, moving releases from every two weeks to several a day',
        'Rewrote slow SQL queries and indexes, bringing the core report query down from 12 s to 0.8 s',
        'Built Prometheus-based monitoring and alerting that cut the mean time to detect incidents by 70%',
        'Designed queue-based load levelling that handled peaks of 30,000 QPS during sales events at 99.95% availability',
        'Added unit and integration tests to core services, raising coverage from 35% to 80% and cutting production bugs by 40%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '订单系统微服务化改造', description: '将单体订单系统拆分为独立服务，支撑日均百万级订单' },
        { name: '统一鉴权网关', description: '为 20 多个内部服务提供统一的登录、鉴权与限流能力' },
        {
          name: '实时消息推送服务',
          description: '基于 WebSocket 与 Kafka 的推送服务，同时在线连接数达 50 万',
        },
      ],
      'en-US': [
        {
          name: 'Order system microservices migration',
          description:
            'Split a monolithic order system into independent services that handle a million orders a day',
        },
        {
          name: 'Unified authentication gateway',
          description: 'Single sign-on, authorization and rate limiting for more than 20 internal services',
        },
        {
          name: 'Real-time notification service',
          description: 'A WebSocket and Kafka push service holding 500,000 concurrent connections',
        },
      ],
    },
    certifications: {
      'zh-CN': ['软考中级 软件设计师', '阿里云云计算工程师 ACP', 'AWS 认证解决方案架构师（助理级）'],
      'en-US': [
        'AWS Certified Solutions Architect – Associate',
        'Oracle Certified Professional: Java SE Developer',
        'Certified Kubernetes Application Developer (CKAD)',
      ],
    },
    tools: {
      'zh-CN': ['IntelliJ IDEA', 'Git', 'Docker', 'Jenkins', 'Postman', 'Grafana'],
      'en-US': ['IntelliJ IDEA', 'Git', 'Docker', 'GitHub Actions', 'Postman', 'Grafana'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年后端开发经验，熟悉 Java 与 Go，长期负责高并发交易系统的设计与稳定性保障。',
          '擅长分布式系统与性能优化，曾将核心接口延迟降低 75%，带领 4 人小组交付支付平台。',
        ],
        student: [
          '计算机科学与技术专业在读，熟悉 Java 与 Spring Boot，数据结构与计算机网络基础扎实。',
          '独立完成过一个上千名同学使用的校园服务后端，熟悉 MySQL 与 Redis，乐于钻研性能问题。',
        ],
      },
      'en-US': {
        experienced: [
          'Backend engineer with 5 years of experience building high-traffic services in Java and Go.',
          'Focused on distributed systems and performance: cut core API latency by 75% and led a 4-person team to ship a payments platform.',
        ],
        student: [
          'Computer science student with solid foundations in data structures, networking and databases, working mainly in Java and Spring Boot.',
          'Built and ran the backend of a campus app used by 1,000 students, and enjoy tracking down performance problems.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '软件工程'],
        courses: ['数据结构', '操作系统', '计算机网络', '数据库原理'],
      },
      'en-US': {
        majors: ['Computer Science', 'Software Engineering'],
        courses: ['Data Structures', 'Operating Systems', 'Computer Networks', 'Database Systems'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'frontend-engineer',
    names: { 'zh-CN': '前端开发工程师', 'en-US': 'Frontend Engineer' },
    field: { 'zh-CN': '前端开发', 'en-US': 'frontend development' },
    synonyms: [
      '前端开发工程师',
      '前端工程师',
      '前端开发',
      '前端',
      'Web前端',
      'Web前端开发',
      'H5开发',
      'H5前端',
      '小程序开发',
      '微信小程序开发',
      'React开发',
      'Vue开发',
      'JavaScript开发',
      'frontend engineer',
      'frontend developer',
      'frontend dev',
      'front end engineer',
      'front end developer',
      'front end dev',
      'frontend',
      'front end',
      'web developer',
      'web engineer',
      'ui developer',
      'ui engineer',
      'react developer',
      'react dev',
      'react engineer',
      'vue developer',
      'angular developer',
      'javascript developer',
      'typescript developer',
    ],
    keywords: [
      '小程序',
      'react',
      'reactjs',
      'vue',
      'vue.js',
      'angular',
      'javascript',
      'typescript',
      'css',
      'html5',
      'webpack',
      'next.js',
    ],
    skillGroups: {
      'zh-CN': [
        { name: '语言基础', examples: ['TypeScript', 'JavaScript', 'HTML5', 'CSS3'] },
        { name: '框架与库', examples: ['React', 'Vue 3', 'Next.js', 'Redux'] },
        { name: '工程化', examples: ['Vite', 'Webpack', 'ESLint', 'Jest'] },
        { name: '性能与体验', examples: ['页面性能优化', 'Core Web Vitals', '无障碍', '响应式布局'] },
      ],
      'en-US': [
        { name: 'Web fundamentals', examples: ['TypeScript', 'JavaScript', 'HTML', 'CSS'] },
        { name: 'Frameworks', examples: ['React', 'Next.js', 'Vue', 'Redux'] },
        { name: 'Tooling', examples: ['Vite', 'Webpack', 'ESLint', 'Jest', 'Playwright'] },
        {
          name: 'Performance & accessibility',
          examples: ['Core Web Vitals', 'Lighthouse', 'WCAG 2.1', 'Responsive design'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[说明你用 React 或 Vue 负责的页面或模块，以及用户规模]',
        '[一次页面性能优化：首屏时间、LCP 或包体积优化前后的数字]',
        '[你沉淀的组件库或前端工程化工具，被多少项目或同事使用]',
        '[与设计、后端协作交付的一个需求：你的分工与上线效果]',
        '[兼容性、无障碍或稳定性方面的改进，写出问题数量或报错率的变化]',
      ],
      'en-US': [
        '[Describe a page or feature you built with React or Vue, and how many people use it]',
        '[Describe a page you made faster with React, and by how much (load time, LCP or bundle size)]',
        '[A component library or frontend tooling you created, and how many teams or projects use it]',
        '[A feature you shipped with design and backend: your part and the result after launch]',
        '[A compatibility, accessibility or stability fix, with the drop in bugs or error rate]',
      ],
    },
    achievements: {
      'zh-CN': [
        '通过路由懒加载与图片压缩，将商品详情页首屏时间从 3.2 秒降至 1.4 秒',
        '搭建基于 React 与 TypeScript 的业务组件库，覆盖 40 多个组件，被 8 个项目复用',
        '将构建工具从 Webpack 迁移到 Vite，本地启动时间从 45 秒缩短到 3 秒',
        '接入前端监控与错误上报，线上 JS 报错率下降 60%',
        '主导移动端 H5 改版，活动页转化率提升 18%',
        '推动核心流程的单元测试与 E2E 测试落地，回归缺陷减少 50%',
      ],
      'en-US': [
        'Cut the product page load time from 3.2 s to 1.4 s with route-level code splitting and image compression',
        'Built a React and TypeScript component library of 40+ components reused by 8 product teams',
        'Moved the build from Webpack to Vite, cutting local start-up from 45 s to 3 s',
        'Added frontend error monitoring and fixed the top issues, reducing JavaScript errors in production by 60%',
        'Led the mobile web redesign of the campaign pages, raising conversion by 18%',
        'Introduced unit and end-to-end tests on core flows, cutting regressions by 50%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '电商商品详情页性能优化', description: '通过拆包、预加载与缓存策略，首屏时间缩短一半以上' },
        { name: '企业中后台组件库', description: '统一设计规范的 React 组件库，支撑多个业务系统快速开发' },
        { name: '数据可视化大屏', description: '基于 ECharts 的实时运营数据大屏，秒级刷新' },
      ],
      'en-US': [
        {
          name: 'Product page performance overhaul',
          description:
            'Code splitting, preloading and caching that more than halved the time to first render',
        },
        {
          name: 'Design-system component library',
          description: 'A React component library that put several internal tools on one design language',
        },
        {
          name: 'Real-time operations dashboard',
          description: 'An ECharts dashboard that refreshes business metrics every second',
        },
      ],
    },
    certifications: {
      'zh-CN': ['软考中级 软件设计师', 'Google 移动网站专家认证'],
      'en-US': ['Meta Front-End Developer Professional Certificate', 'AWS Certified Developer – Associate'],
    },
    tools: {
      'zh-CN': ['VS Code', 'Chrome DevTools', 'Git', 'Figma', 'Lighthouse', 'Sentry'],
      'en-US': ['VS Code', 'Chrome DevTools', 'Git', 'Figma', 'Lighthouse', 'Sentry'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年前端开发经验，精通 React 与 TypeScript，负责过日活百万级电商产品的核心页面。',
          '重视页面性能与用户体验，主导过多次性能优化与组件库建设，具备良好的跨团队沟通能力。',
        ],
        student: [
          '软件工程专业在读，熟悉 HTML、CSS、JavaScript 与 React，能独立完成响应式页面开发。',
          '课余开发过多个前端项目并部署上线，对页面性能与交互细节有浓厚兴趣。',
        ],
      },
      'en-US': {
        experienced: [
          'Frontend engineer with 4 years of experience in React and TypeScript, owning core pages of an e-commerce product with a million daily users.',
          'Cares about performance and accessibility; led several speed-up projects and a shared component library.',
        ],
        student: [
          'Software engineering student comfortable with HTML, CSS, JavaScript and React, able to build responsive pages end to end.',
          'Has shipped several personal web projects and is keen on performance and interaction details.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['软件工程', '计算机科学与技术'],
        courses: ['Web 前端开发', '数据结构', '计算机网络', '人机交互'],
      },
      'en-US': {
        majors: ['Computer Science', 'Software Engineering'],
        courses: ['Web Development', 'Data Structures', 'Computer Networks', 'Human-Computer Interaction'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'full-stack-engineer',
    names: { 'zh-CN': '全栈开发工程师', 'en-US': 'Full-Stack Engineer' },
    field: { 'zh-CN': '全栈开发', 'en-US': 'full-stack development' },
    synonyms: [
      '全栈开发工程师',
      '全栈工程师',
      '全栈开发',
      '全栈',
      '前后端开发',
      '前后端开发工程师',
      'Web全栈',
      'full stack engineer',
      'full stack developer',
      'full stack dev',
      'fullstack engineer',
      'fullstack developer',
      'fullstack dev',
      'full stack',
      'fullstack',
      'mern developer',
      'mean stack developer',
      'product engineer',
    ],
    keywords: ['mern', 'node.js', 'nodejs', 'nestjs', 'express'],
    skillGroups: {
      'zh-CN': [
        { name: '前端', examples: ['React', 'TypeScript', 'Next.js', 'Tailwind CSS'] },
        { name: '后端', examples: ['Node.js', 'NestJS', 'Python', 'REST / GraphQL'] },
        { name: '数据库', examples: ['PostgreSQL', 'MongoDB', 'Redis'] },
        { name: '部署与运维', examples: ['Docker', 'Nginx', 'GitHub Actions', '云服务器'] },
      ],
      'en-US': [
        { name: 'Frontend', examples: ['React', 'TypeScript', 'Next.js', 'Tailwind CSS'] },
        { name: 'Backend', examples: ['Node.js', 'NestJS', 'Python', 'REST / GraphQL'] },
        { name: 'Databases', examples: ['PostgreSQL', 'MongoDB', 'Redis'] },
        { name: 'Deployment', examples: ['Docker', 'Nginx', 'GitHub Actions', 'AWS'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你从前端到后端独立交付的一个功能：技术栈、上线时间与使用人数]',
        '[你设计的接口与数据模型，以及它支撑的页面或业务]',
        '[一次端到端的性能或体验优化：页面加载、接口耗时前后的数字]',
        '[部署、CI/CD 或监控方面你搭建的流程，带来的效率变化]',
        '[与产品、设计沟通需求并落地的过程，你的角色与结果]',
      ],
      'en-US': [
        '[A feature you shipped end to end, from database to UI: the stack, the timeline and who uses it]',
        '[An API and data model you designed, and the screens or business it supports]',
        '[An end-to-end speed-up: page load or API time before and after]',
        '[A deployment, CI/CD or monitoring setup you built, and the time it saved]',
        '[How you turned a product request into a shipped feature with design: your part and the outcome]',
      ],
    },
    achievements: {
      'zh-CN': [
        '独立开发内部工单系统（React + NestJS + PostgreSQL），上线后处理效率提升 40%',
        '用 GraphQL 合并多个接口，移动端首页请求数从 14 个减少到 3 个',
        '搭建 GitHub Actions 自动化部署流程，发布时间从 1 小时缩短到 10 分钟',
        '重构用户中心前后端，注册转化率提升 12%',
        '在 3 个月内从零交付 SaaS 产品 MVP，获得首批 20 家付费客户',
        '为 10 余个后台页面补齐权限控制与审计日志，顺利通过客户安全审查',
      ],
      'en-US': [
        'Built an internal ticketing system on my own (React, NestJS, PostgreSQL) that made request handling 40% faster',
        'Consolidated several endpoints behind GraphQL, cutting home-screen requests from 14 to 3',
        'Set up automated deployments with GitHub Actions, shortening releases from an hour to 10 minutes',
        'Rebuilt the account area front and back, lifting sign-up conversion by 12%',
        'Delivered a SaaS MVP from scratch in 3 months, winning the first 20 paying customers',
        'Added role-based access control and audit logs to 10+ admin screens, passing a customer security review',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '内部工单管理系统', description: '前后端一体的工单流转系统，覆盖 300 名员工的日常需求' },
        { name: 'SaaS 预约平台 MVP', description: '从数据库设计到前端页面独立完成，支持多商户在线预约' },
        {
          name: '个人博客与内容管理系统',
          description: '基于 Next.js 的服务端渲染博客，搜索引擎收录显著提升',
        },
      ],
      'en-US': [
        {
          name: 'Internal ticketing system',
          description: 'A full-stack request workflow used daily by 300 employees',
        },
        {
          name: 'Booking platform MVP',
          description: 'Multi-tenant online booking, from schema design to the last screen, built solo',
        },
        {
          name: 'Blog and content management system',
          description: 'A server-rendered Next.js site that grew search traffic',
        },
      ],
    },
    certifications: {
      'zh-CN': ['软考中级 软件设计师', 'AWS 认证开发人员（助理级）'],
      'en-US': ['AWS Certified Developer – Associate', 'MongoDB Associate Developer'],
    },
    tools: {
      'zh-CN': ['VS Code', 'Git', 'Docker', 'Postman', 'Figma', 'Vercel'],
      'en-US': ['VS Code', 'Git', 'Docker', 'Postman', 'Figma', 'Vercel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年全栈开发经验，熟练使用 React、Node.js 与 PostgreSQL，能独立完成从需求到上线的完整交付。',
          '有从零搭建 SaaS 产品的经验，关注开发效率与产品结果。',
        ],
        student: [
          '计算机相关专业在读，掌握 React 与 Node.js，能独立开发并部署完整的 Web 应用。',
          '课余完成过多个前后端一体的项目，对产品与工程都有兴趣。',
        ],
      },
      'en-US': {
        experienced: [
          'Full-stack engineer with 4 years of experience in React, Node.js and PostgreSQL, able to take a feature from idea to production alone.',
          'Has built a SaaS product from scratch and cares about shipping speed as much as code quality.',
        ],
        student: [
          'Computer science student who builds and deploys complete web apps with React and Node.js.',
          'Has shipped several side projects end to end and is interested in both product and engineering.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '软件工程'],
        courses: ['Web 开发技术', '数据库原理', '软件工程', '计算机网络'],
      },
      'en-US': {
        majors: ['Computer Science', 'Software Engineering'],
        courses: ['Web Development', 'Database Systems', 'Software Engineering', 'Computer Networks'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'mobile-engineer',
    names: { 'zh-CN': '移动端开发工程师', 'en-US': 'Mobile Engineer' },
    field: { 'zh-CN': '移动端开发', 'en-US': 'mobile app development' },
    synonyms: [
      '移动端开发工程师',
      '移动端开发',
      '移动开发',
      '移动端工程师',
      '客户端开发',
      '客户端工程师',
      'App开发',
      'iOS开发',
      'iOS开发工程师',
      'iOS工程师',
      'Android开发',
      'Android开发工程师',
      '安卓开发',
      '安卓工程师',
      'Flutter开发',
      'React Native开发',
      '鸿蒙开发',
      'HarmonyOS开发',
      'mobile engineer',
      'mobile developer',
      'mobile app developer',
      'app developer',
      'ios developer',
      'ios engineer',
      'android developer',
      'android engineer',
      'flutter developer',
      'react native developer',
      'react native',
      'mobile dev',
    ],
    keywords: [
      'ios',
      'android',
      '安卓',
      'flutter',
      'swift',
      'swiftui',
      'kotlin',
      'jetpack compose',
      '鸿蒙',
      'harmonyos',
    ],
    skillGroups: {
      'zh-CN': [
        { name: '语言', examples: ['Swift', 'Kotlin', 'Objective-C', 'Dart'] },
        { name: '框架', examples: ['SwiftUI', 'Jetpack Compose', 'Flutter', 'React Native'] },
        { name: '性能与质量', examples: ['启动优化', '内存与卡顿治理', '崩溃率监控', '单元测试'] },
      ],
      'en-US': [
        { name: 'Programming languages', examples: ['Swift', 'Kotlin', 'Objective-C', 'Dart'] },
        { name: 'Frameworks', examples: ['SwiftUI', 'Jetpack Compose', 'Flutter', 'React Native'] },
        {
          name: 'Performance & quality',
          examples: ['Start-up time', 'Memory profiling', 'Crash monitoring', 'Unit testing'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的 App 或模块：平台（iOS/Android）、技术栈与用户规模]',
        '[一次启动速度、卡顿或包体积优化：优化前后的数字]',
        '[你推动的崩溃率或稳定性治理，崩溃率从多少降到多少]',
        '[你参与的跨端方案或架构改造（如 Flutter、组件化），带来的效率提升]',
        '[与产品、设计、后端协作上线的一个功能及其数据表现]',
      ],
      'en-US': [
        '[The app or module you own: platform (iOS/Android), stack and number of users]',
        '[A start-up, jank or app-size improvement, with before/after numbers]',
        '[Crash or stability work you drove: the crash-free rate before and after]',
        '[A cross-platform or architecture change you worked on (e.g. Flutter, modularisation) and the speed-up it gave]',
        '[A feature you shipped with product, design and backend, and how it performed]',
      ],
    },
    achievements: {
      'zh-CN': [
        '优化 App 冷启动流程，启动耗时从 2.8 秒降至 1.1 秒',
        '治理线上崩溃问题，崩溃率从 0.35% 降至 0.05%',
        '通过资源压缩与按需加载，安装包体积减少 30%',
        '主导引入 Flutter 开发新业务模块，双端开发人力节省约 40%',
        '独立完成会员购买流程改版，付费转化率提升 15%',
        '推进工程组件化改造，全量编译时间从 12 分钟缩短到 4 分钟',
      ],
      'en-US': [
        'Reworked the cold-start path, bringing app launch time from 2.8 s down to 1.1 s',
        'Raised the crash-free session rate from 99.65% to 99.95% by fixing the top crash clusters',
        'Reduced the app download size by 30% through asset compression and on-demand resources',
        'Introduced Flutter for new features, saving about 40% of the effort of building them twice',
        'Rebuilt the subscription purchase flow, lifting paid conversion by 15%',
        'Modularised the app, cutting full build time from 12 to 4 minutes',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'App 启动性能优化', description: '梳理启动任务与延迟初始化，冷启动时间缩短 60%' },
        { name: '组件化架构改造', description: '将单体工程拆分为独立业务组件，编译时间大幅缩短' },
        { name: '跨端会员中心', description: '使用 Flutter 开发的会员中心，iOS 与 Android 共用一套代码' },
      ],
      'en-US': [
        {
          name: 'App launch performance',
          description: 'Deferred and reordered start-up work, making cold start 60% faster',
        },
        {
          name: 'Modular app architecture',
          description: 'Split a monolithic app into feature modules, sharply reducing build times',
        },
        {
          name: 'Cross-platform membership center',
          description: 'One Flutter codebase serving both iOS and Android users',
        },
      ],
    },
    certifications: {
      'zh-CN': ['Google Associate Android Developer', 'HarmonyOS 应用开发者认证'],
      'en-US': ['Google Associate Android Developer', 'Meta iOS Developer Professional Certificate'],
    },
    tools: {
      'zh-CN': ['Xcode', 'Android Studio', 'Instruments', 'Firebase Crashlytics', 'Charles', 'Git'],
      'en-US': ['Xcode', 'Android Studio', 'Instruments', 'Firebase Crashlytics', 'Charles Proxy', 'Git'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年移动端开发经验，熟悉 iOS 与 Android 原生开发及 Flutter，负责过千万级用户 App 的核心模块。',
          '擅长性能与稳定性治理，曾将崩溃率降低 80%、启动耗时降低 60%。',
        ],
        student: [
          '计算机专业在读，熟悉 Kotlin 与 Swift，独立开发并上架过一款校园工具类 App。',
          '关注移动端体验与性能细节，具备良好的代码规范意识。',
        ],
      },
      'en-US': {
        experienced: [
          'Mobile engineer with 5 years of native iOS and Android experience plus Flutter, owning core features of an app with 10 million users.',
          'Specializes in performance and stability; cut crashes by 80% and launch time by 60%.',
        ],
        student: [
          'Computer science student working in Kotlin and Swift who has published a campus utility app to the app stores.',
          'Pays close attention to mobile experience and performance, and writes clean, tested code.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '软件工程'],
        courses: ['移动应用开发', '数据结构', '操作系统', '计算机网络'],
      },
      'en-US': {
        majors: ['Computer Science', 'Software Engineering'],
        courses: [
          'Mobile Application Development',
          'Data Structures',
          'Operating Systems',
          'Computer Networks',
        ],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'qa-engineer',
    names: { 'zh-CN': '测试工程师', 'en-US': 'QA Engineer' },
    field: { 'zh-CN': '软件测试', 'en-US': 'software testing and quality assurance' },
    synonyms: [
      '测试工程师',
      '软件测试工程师',
      '软件测试',
      '测试开发工程师',
      '测试开发',
      '自动化测试工程师',
      '自动化测试',
      '性能测试工程师',
      '功能测试',
      '测试',
      'QA工程师',
      '质量保障工程师',
      'qa engineer',
      'qa',
      'qa analyst',
      'qa tester',
      'software tester',
      'test engineer',
      'software test engineer',
      'sdet',
      'software development engineer in test',
      'test automation engineer',
      'automation tester',
      'quality assurance engineer',
      'quality assurance analyst',
      'manual tester',
    ],
    keywords: ['selenium', 'appium', 'jmeter', 'pytest', 'playwright', 'cypress', '测试用例'],
    skillGroups: {
      'zh-CN': [
        { name: '测试方法', examples: ['功能测试', '接口测试', '性能测试', '等价类与边界值设计'] },
        { name: '自动化', examples: ['Python', 'pytest', 'Selenium', 'Appium'] },
        { name: '工具与平台', examples: ['JMeter', 'Postman', 'Jenkins', 'Jira'] },
      ],
      'en-US': [
        {
          name: 'Testing methods',
          examples: ['Functional testing', 'API testing', 'Performance testing', 'Risk-based testing'],
        },
        { name: 'Automation', examples: ['Python', 'pytest', 'Playwright', 'Selenium', 'Appium'] },
        { name: 'Tools', examples: ['JMeter', 'Postman', 'Jenkins', 'Jira'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责测试的产品或模块：测试类型（功能/接口/性能）与版本节奏]',
        '[你搭建或维护的自动化测试：覆盖用例数、执行时长、节省的人力]',
        '[一次性能或压力测试：发现的瓶颈与优化后的指标]',
        '[你推动的质量改进：线上缺陷数或漏测率从多少降到多少]',
        '[测试流程或质量标准的建设，如准入准出标准、缺陷管理]',
      ],
      'en-US': [
        '[The product or module you test: kinds of testing (functional, API, performance) and release cadence]',
        '[Automated tests you built or maintain: number of cases, run time and manual effort saved]',
        '[A load or performance test: the bottleneck you found and the numbers after the fix]',
        '[A quality improvement you drove: escaped defects or production bugs before and after]',
        '[A testing process or quality gate you set up, such as entry/exit criteria or defect triage]',
      ],
    },
    achievements: {
      'zh-CN': [
        '基于 pytest 搭建接口自动化测试框架，覆盖 1200 条用例，回归测试时间从 2 天缩短到 2 小时',
        '将自动化测试接入 CI 流水线，每次提交自动执行，线上缺陷数下降 45%',
        '组织大促前全链路压测，提前发现 3 个性能瓶颈，保障峰值 2 万 QPS 平稳运行',
        '制定测试准入准出标准，版本漏测率从 8% 降至 2%',
        '编写 UI 自动化脚本 300 余条，每个版本节省约 3 人日手工回归',
        '搭建覆盖 30 款机型的兼容性测试矩阵，兼容性问题上线前拦截率达到 95%',
      ],
      'en-US': [
        'Built a pytest API test framework with 1,200 cases, cutting regression testing from 2 days to 2 hours',
        'Wired automated tests into the CI pipeline so every commit runs them, lowering production defects by 45%',
        'Ran end-to-end load tests before a sales peak, finding 3 bottlenecks and keeping 20,000 QPS stable',
        'Introduced entry and exit criteria for releases, reducing escaped defects from 8% to 2%',
        'Wrote 300+ UI automation scripts, saving about 3 person-days of manual regression per release',
        'Built a device compatibility matrix of 30 phones that caught 95% of compatibility bugs before release',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '接口自动化测试平台', description: '用例管理、定时执行与报告一体化，覆盖核心业务接口' },
        { name: '大促全链路压测', description: '模拟真实流量进行压测，定位并推动解决性能瓶颈' },
        { name: '移动端 UI 自动化', description: '基于 Appium 的回归测试套件，每晚自动运行' },
      ],
      'en-US': [
        {
          name: 'API test automation platform',
          description: 'Case management, scheduled runs and reports for the core APIs',
        },
        {
          name: 'Peak-season load testing',
          description: 'Production-like traffic simulation that found and fixed bottlenecks',
        },
        { name: 'Mobile UI automation', description: 'An Appium regression suite that runs every night' },
      ],
    },
    certifications: {
      'zh-CN': ['ISTQB 基础级认证', '软考中级 软件评测师'],
      'en-US': ['ISTQB Certified Tester Foundation Level', 'ISTQB Advanced Level Test Automation Engineer'],
    },
    tools: {
      'zh-CN': ['Jira', 'TestRail', 'Postman', 'JMeter', 'Charles', 'Jenkins'],
      'en-US': ['Jira', 'TestRail', 'Postman', 'JMeter', 'Charles Proxy', 'Jenkins'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年软件测试经验，熟悉功能、接口与性能测试，擅长用 Python 搭建自动化测试体系。',
          '推动测试左移与持续集成，曾将回归测试时间缩短 90%、线上缺陷数下降 45%。',
        ],
        student: [
          '计算机相关专业在读，系统学习过软件测试方法，能够编写测试用例与 Python 自动化脚本。',
          '细致耐心，对发现问题有热情，参与过课程项目的测试与质量保障工作。',
        ],
      },
      'en-US': {
        experienced: [
          'QA engineer with 4 years of functional, API and performance testing, building automation in Python.',
          'Shifted testing left into CI, cutting regression time by 90% and production defects by 45%.',
        ],
        student: [
          'Computer science student trained in testing methods who writes test cases and Python automation scripts.',
          'Patient and detail-minded, and enjoys finding what breaks; handled testing for several course projects.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['软件工程', '计算机科学与技术'],
        courses: ['软件测试', '软件工程', '数据库原理', 'Python 程序设计'],
      },
      'en-US': {
        majors: ['Software Engineering', 'Computer Science'],
        courses: ['Software Testing', 'Software Engineering', 'Database Systems', 'Programming in Python'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'devops-engineer',
    names: { 'zh-CN': '运维开发工程师（DevOps/SRE）', 'en-US': 'DevOps / Site Reliability Engineer' },
    field: { 'zh-CN': '运维与稳定性保障', 'en-US': 'DevOps and site reliability' },
    synonyms: [
      '运维开发工程师',
      '运维开发',
      '运维工程师',
      '运维',
      '系统运维',
      '系统运维工程师',
      'Linux运维',
      '云运维',
      '云计算工程师',
      'SRE工程师',
      '站点可靠性工程师',
      'DevOps工程师',
      '平台工程师',
      'devops engineer',
      'devops',
      'site reliability engineer',
      'sre',
      'platform engineer',
      'infrastructure engineer',
      'cloud engineer',
      'system administrator',
      'system admin',
      'it operations',
      'sysadmin',
      'linux administrator',
      'build engineer',
      'release engineer',
    ],
    keywords: ['云原生', 'kubernetes', 'k8s', 'terraform', 'ansible', 'prometheus', 'ci/cd', '容器化'],
    skillGroups: {
      'zh-CN': [
        { name: '云与容器', examples: ['Kubernetes', 'Docker', '阿里云', 'AWS'] },
        { name: '自动化', examples: ['Terraform', 'Ansible', 'Shell', 'Python', 'Go'] },
        { name: 'CI/CD', examples: ['Jenkins', 'GitLab CI', 'Argo CD'] },
        { name: '可观测性', examples: ['Prometheus', 'Grafana', 'ELK', 'OpenTelemetry'] },
      ],
      'en-US': [
        { name: 'Cloud & containers', examples: ['Kubernetes', 'Docker', 'AWS', 'GCP'] },
        { name: 'Automation', examples: ['Terraform', 'Ansible', 'Bash', 'Python', 'Go'] },
        { name: 'CI/CD', examples: ['GitHub Actions', 'GitLab CI', 'Jenkins', 'Argo CD'] },
        { name: 'Observability', examples: ['Prometheus', 'Grafana', 'ELK', 'OpenTelemetry'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的基础设施规模：服务器或容器数量、集群与云平台]',
        '[你建设或改进的 CI/CD 流水线：发布频率、发布耗时前后的变化]',
        '[一次可用性提升：SLO、故障次数或恢复时间（MTTR）的变化]',
        '[基础设施即代码或自动化工作，节省的人力与减少的人为失误]',
        '[成本优化：资源利用率或云费用降低了多少]',
      ],
      'en-US': [
        '[The infrastructure you run: number of servers or containers, clusters and cloud platforms]',
        '[A CI/CD pipeline you built or improved: deploy frequency and lead time before and after]',
        '[A reliability improvement: SLOs, incident count or mean time to recovery before and after]',
        '[Infrastructure-as-code or automation work, and the toil or manual errors it removed]',
        '[A cost optimization: how much utilization rose or the cloud bill fell]',
      ],
    },
    achievements: {
      'zh-CN': [
        '主导业务从虚拟机迁移到 Kubernetes，覆盖 200 多个服务，资源利用率提升 35%',
        '重建 CI/CD 流水线，发布耗时从 40 分钟缩短到 8 分钟，日均发布次数提升 3 倍',
        '建立 SLO 与告警分级机制，核心服务可用性从 99.9% 提升到 99.99%',
        '使用 Terraform 管理全部云资源，新环境搭建时间从 3 天缩短到 2 小时',
        '通过弹性伸缩与闲置资源清理，年度云成本降低 28%',
        '编写故障应急手册并组织 12 次故障演练，平均恢复时间从 45 分钟缩短到 12 分钟',
      ],
      'en-US': [
        'Led the move of 200+ services from VMs to Kubernetes, raising resource utilization by 35%',
        'Rebuilt the CI/CD pipeline, cutting deploy time from 40 to 8 minutes and tripling daily deploys',
        'Introduced SLOs and tiered alerting, lifting core service availability from 99.9% to 99.99%',
        'Put all cloud resources under Terraform, shrinking new-environment set-up from 3 days to 2 hours',
        'Cut the annual cloud bill by 28% with autoscaling and clean-up of idle resources',
        'Wrote incident runbooks and ran 12 game days, cutting mean time to recovery from 45 to 12 minutes',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '容器化迁移', description: '将存量服务迁移到 Kubernetes，统一部署与扩缩容方式' },
        { name: '统一监控告警平台', description: '整合指标、日志与链路追踪，缩短故障定位时间' },
        { name: '云成本治理', description: '按团队拆分费用并清理闲置资源，持续降低云支出' },
      ],
      'en-US': [
        {
          name: 'Kubernetes migration',
          description: 'Moved existing services to Kubernetes with one way to deploy and scale',
        },
        {
          name: 'Unified observability platform',
          description: 'Metrics, logs and traces in one place, shortening incident diagnosis',
        },
        {
          name: 'Cloud cost program',
          description: 'Per-team cost reporting and clean-up that steadily lowered cloud spend',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CKA（Kubernetes 管理员认证）', 'AWS 认证 DevOps 工程师（专业级）', 'RHCE 红帽认证工程师'],
      'en-US': [
        'Certified Kubernetes Administrator (CKA)',
        'AWS Certified DevOps Engineer – Professional',
        'HashiCorp Certified: Terraform Associate',
      ],
    },
    tools: {
      'zh-CN': ['Kubernetes', 'Terraform', 'Jenkins', 'Prometheus', 'Grafana', 'ELK'],
      'en-US': ['Kubernetes', 'Terraform', 'GitHub Actions', 'Prometheus', 'Grafana', 'PagerDuty'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年运维与 SRE 经验，熟悉 Kubernetes、Terraform 与云原生技术栈，负责过千台规模的生产环境。',
          '以自动化和可观测性提升稳定性，曾将核心服务可用性提升到 99.99%，年度云成本降低近三成。',
        ],
        student: [
          '网络工程专业在读，熟悉 Linux、Shell 与 Docker，考取过 RHCSA 证书。',
          '在实验室负责服务器与集群维护，对自动化运维和云原生技术有浓厚兴趣。',
        ],
      },
      'en-US': {
        experienced: [
          'SRE with 6 years of experience running production on Kubernetes and Terraform across a thousand hosts.',
          'Improves reliability through automation and observability; raised availability to 99.99% and cut cloud spend by nearly 30%.',
        ],
        student: [
          'Network engineering student comfortable with Linux, Bash and Docker, holding the RHCSA certification.',
          'Runs the servers and cluster of a university lab and is keen on automation and cloud-native tooling.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '网络工程'],
        courses: ['操作系统', '计算机网络', 'Linux 系统管理', '分布式系统'],
      },
      'en-US': {
        majors: ['Computer Science', 'Network Engineering'],
        courses: [
          'Operating Systems',
          'Computer Networks',
          'Linux System Administration',
          'Distributed Systems',
        ],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'embedded-engineer',
    names: { 'zh-CN': '嵌入式软件工程师', 'en-US': 'Embedded Software Engineer' },
    field: { 'zh-CN': '嵌入式开发', 'en-US': 'embedded systems development' },
    synonyms: [
      '嵌入式软件工程师',
      '嵌入式工程师',
      '嵌入式开发',
      '嵌入式开发工程师',
      '嵌入式',
      '单片机开发',
      '单片机工程师',
      '驱动开发工程师',
      '固件工程师',
      '固件开发',
      '物联网开发',
      '物联网工程师',
      'embedded software engineer',
      'embedded engineer',
      'embedded developer',
      'embedded systems engineer',
      'firmware engineer',
      'firmware developer',
      'iot engineer',
      'iot developer',
    ],
    keywords: ['stm32', 'rtos', 'freertos', 'mcu', 'fpga', '单片机', '嵌入式linux'],
    skillGroups: {
      'zh-CN': [
        { name: '语言', examples: ['C', 'C++', '汇编', 'Python'] },
        { name: '平台与系统', examples: ['STM32', 'ARM Cortex-M', 'FreeRTOS', '嵌入式 Linux'] },
        { name: '接口与协议', examples: ['UART', 'SPI', 'I2C', 'CAN', 'Modbus'] },
        { name: '调试', examples: ['示波器', '逻辑分析仪', 'J-Link', 'GDB'] },
      ],
      'en-US': [
        { name: 'Programming languages', examples: ['C', 'C++', 'Assembly', 'Python'] },
        { name: 'Platforms', examples: ['STM32', 'ARM Cortex-M', 'FreeRTOS', 'Embedded Linux'] },
        { name: 'Interfaces & protocols', examples: ['UART', 'SPI', 'I2C', 'CAN', 'Modbus'] },
        { name: 'Debugging', examples: ['Oscilloscope', 'Logic analyzer', 'J-Link', 'GDB'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的产品或板卡：芯片平台、操作系统与你开发的模块]',
        '[你编写的驱动或通信协议，以及它在量产中的表现]',
        '[一次功耗、实时性或内存优化：优化前后的数字]',
        '[你定位并解决的一个软硬件联调难题及结果]',
        '[你参与的产品从样机到量产的过程：你的分工与出货量]',
      ],
      'en-US': [
        '[The product or board you work on: chip platform, RTOS or OS, and the modules you wrote]',
        '[A driver or communication protocol you implemented, and how it performed in production]',
        '[A power, real-time or memory optimization, with before/after numbers]',
        '[A hard hardware/software integration bug you tracked down, and the outcome]',
        '[Your part in taking a product from prototype to mass production, and units shipped]',
      ],
    },
    achievements: {
      'zh-CN': [
        '基于 STM32 与 FreeRTOS 开发智能电表主控固件，累计出货 50 万台',
        '优化低功耗策略，设备待机电流从 120μA 降至 15μA，电池续航延长 2 倍',
        '实现 OTA 远程升级方案，升级成功率达到 99.8%',
        '编写 SPI 与 I2C 传感器驱动 8 个，调试周期缩短 30%',
        '定位并解决 CAN 总线偶发丢帧问题，现场故障率下降 90%',
        '搭建固件自动化测试与持续集成，版本回归时间从 3 天缩短到半天',
      ],
      'en-US': [
        'Developed STM32 and FreeRTOS firmware for a smart meter shipped in 500,000 units',
        'Reworked the low-power modes, cutting standby current from 120 µA to 15 µA and tripling battery life',
        'Implemented over-the-air firmware updates with a 99.8% success rate',
        'Wrote 8 SPI and I2C sensor drivers, shortening bring-up time by 30%',
        'Tracked down intermittent CAN frame loss, reducing field failures by 90%',
        'Set up automated firmware tests and CI, shortening release regression from 3 days to half a day',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '智能电表主控固件', description: '负责计量、通信与升级模块，产品已批量出货' },
        { name: '低功耗物联网终端', description: '基于 NB-IoT 的传感终端，单节电池可工作 3 年' },
        { name: '电机控制器软件', description: 'FOC 矢量控制算法的实现与调试' },
      ],
      'en-US': [
        {
          name: 'Smart meter firmware',
          description: 'Metering, communication and update modules for a mass-produced meter',
        },
        {
          name: 'Low-power IoT sensor node',
          description: 'An NB-IoT sensor that runs three years on one battery',
        },
        {
          name: 'Motor controller software',
          description: 'Implemented and tuned field-oriented control for a BLDC motor',
        },
      ],
    },
    certifications: {
      'zh-CN': ['软考中级 嵌入式系统设计师', '全国大学生电子设计竞赛获奖证书'],
      'en-US': ['ARM Accredited Engineer', 'Certified LabVIEW Associate Developer'],
    },
    tools: {
      'zh-CN': ['Keil MDK', 'IAR', 'STM32CubeMX', 'J-Link', '示波器', 'Altium Designer'],
      'en-US': [
        'Keil MDK',
        'IAR Embedded Workbench',
        'STM32CubeIDE',
        'J-Link',
        'Oscilloscope',
        'Altium Designer',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年嵌入式软件开发经验，熟悉 ARM Cortex-M 与 FreeRTOS，主导过多款量产产品的固件开发。',
          '擅长底层驱动与低功耗优化，软硬件联调经验丰富。',
        ],
        student: [
          '电子信息工程专业在读，熟悉 C 语言与 STM32，参加过全国大学生电子设计竞赛。',
          '动手能力强，能独立完成从电路调试到固件编写的小型项目。',
        ],
      },
      'en-US': {
        experienced: [
          'Embedded software engineer with 5 years on ARM Cortex-M and FreeRTOS, leading firmware for several mass-produced products.',
          'Strong in drivers, low-power design and hardware/software bring-up.',
        ],
        student: [
          'Electronic engineering student fluent in C and STM32 development who competed in a national electronics design contest.',
          'Hands-on builder who takes small projects from circuit debugging to working firmware.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['电子信息工程', '自动化'],
        courses: ['单片机原理', '数字电路', '模拟电路', '嵌入式系统'],
      },
      'en-US': {
        majors: ['Electronic Engineering', 'Computer Engineering'],
        courses: ['Microcontrollers', 'Digital Electronics', 'Analogue Electronics', 'Embedded Systems'],
      },
    },
    workplace: 'manufacturer',
  },
];
