// Job families of AI and other recent technology roles: prompt and LLM engineering, MLOps, cloud, AI products.
import type { JobFamily } from '../job-family.ts';

export const AI_MODERN_TECH_FAMILIES: readonly JobFamily[] = [
  {
    id: 'prompt-engineer',
    names: { 'zh-CN': '提示词工程师', 'en-US': 'Prompt Engineer' },
    field: { 'zh-CN': '对话式 AI 与提示词设计', 'en-US': 'conversational AI and prompt design' },
    synonyms: [
      '提示词工程师',
      '提示工程师',
      'Prompt工程师',
      'AI提示词工程师',
      '提示词设计师',
      'Prompt设计师',
      'prompt engineer',
      'prompt designer',
      'ai prompt engineer',
      'prompt specialist',
    ],
    keywords: ['提示词', '提示工程', 'prompt engineering', 'prompt'],
    skillGroups: {
      'zh-CN': [
        { name: '提示词设计', examples: ['结构化提示词', '少样本示例', '思维链引导', '输出格式约束'] },
        { name: '效果评测', examples: ['评测集构建', 'Badcase 分析', 'A/B 对比', '人工评分标准'] },
        { name: '工作流搭建', examples: ['Dify', '扣子（Coze）', 'RAG 知识库', '函数调用'] },
        { name: '业务场景', examples: ['智能客服', '内容生成', '信息抽取', '安全合规'] },
      ],
      'en-US': [
        {
          name: 'Prompt design',
          examples: [
            'Structured prompts',
            'Few-shot examples',
            'Chain-of-thought prompting',
            'Output schemas',
          ],
        },
        {
          name: 'Evaluation',
          examples: ['Eval sets', 'Failure analysis', 'A/B comparisons', 'Human rating rubrics'],
        },
        { name: 'Workflows', examples: ['LangChain', 'Dify', 'RAG', 'Function calling'] },
        {
          name: 'Use cases',
          examples: ['Customer support', 'Content generation', 'Information extraction', 'Safety guardrails'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你为哪些业务场景设计提示词（如 智能客服、内容生成、信息抽取），用的是哪些模型]',
        '[你搭建的评测集或评测方法，以及提示词优化前后的效果对比]',
        '[你分析并修复的一类典型 Badcase，以及问题率的变化]',
        '[你用 Dify、扣子等平台搭建的工作流或智能体，以及上线后的使用量]',
        '[你为降低调用成本或响应时间做的优化，以及节省的比例]',
      ],
      'en-US': [
        '[The use cases you write prompts for (support, content, extraction) and the models you work with]',
        '[The eval set or method you built, and results before and after your prompt changes]',
        '[A class of failures you diagnosed and fixed, and how much the error rate dropped]',
        '[Workflows or agents you built in tools like Dify or LangChain, and their usage after launch]',
        '[Changes you made to cut token cost or latency, and the savings]',
      ],
    },
    achievements: {
      'zh-CN': [
        '为大模型智能客服设计分层提示词与少样本示例，问题解决率从 62% 提升到 81%',
        '搭建覆盖 30 类意图的 1200 条大模型评测集，每次提示词改动先跑回归评测再上线',
        '优化大模型商品文案生成提示词，人工修改率从 45% 降至 15%',
        '精简大模型系统提示词并把简单请求分流到小模型，月度调用成本降低 38%',
        '用 Dify 搭建基于大模型的合同要素抽取工作流，字段准确率 96%，单份合同处理时间从 20 分钟缩短到 2 分钟',
        '整理 50 余个大模型提示词模板与编写规范，供 6 个业务团队复用',
      ],
      'en-US': [
        'Redesigned LLM support-bot prompts with layered instructions and few-shot examples, raising resolution rate from 62% to 81%',
        'Built a 1,200-case LLM eval set across 30 intents and made regression runs a gate for every prompt change',
        'Tuned LLM product-description prompts, cutting the share of outputs needing human edits from 45% to 15%',
        'Trimmed system prompts and routed simple requests to a smaller LLM, reducing monthly API spend by 38%',
        'Built an LLM contract field-extraction workflow with 96% field accuracy, cutting review time per contract from 20 minutes to 2',
        'Wrote a library of 50+ LLM prompt templates and a style guide adopted by 6 product teams',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '智能客服提示词体系',
          description: '按意图拆分系统提示词与示例，配套回归评测，解决率提升近 20 个百分点',
        },
        { name: '合同信息抽取工作流', description: '基于 Dify 的多步抽取与校验流程，替代大部分人工录入' },
        { name: '提示词评测平台', description: '统一管理评测集与评分标准，每次改动自动对比多个模型的效果' },
      ],
      'en-US': [
        {
          name: 'Support assistant prompt system',
          description:
            'Intent-specific prompts and examples with regression evals that lifted resolution by nearly 20 points',
        },
        {
          name: 'Contract extraction workflow',
          description: 'A multi-step extraction and validation flow that replaced most manual data entry',
        },
        {
          name: 'Prompt evaluation harness',
          description: 'Shared eval sets and rubrics that compare models automatically on every change',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['DeepSeek', '通义千问', 'ChatGPT', 'Dify', '扣子（Coze）', 'Python', '飞书多维表格'],
      'en-US': ['ChatGPT', 'Claude', 'OpenAI API', 'LangChain', 'Dify', 'Python', 'promptfoo'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年自然语言处理与对话系统经验，近 2 年专注提示词工程，负责智能客服与内容生成场景的提示词设计和评测。',
          '习惯用评测集说话，每次改动都有数据对比。',
        ],
        student: [
          '计算机科学与技术专业应届生，了解主流大模型的能力边界，课程项目中用提示词和 RAG 搭建过校园问答助手。',
        ],
      },
      'en-US': {
        experienced: [
          'Prompt engineer with 6 years in conversational AI, the last 2 designing and evaluating LLM prompts for support and content use cases.',
          'Backs every prompt change with eval data.',
        ],
        student: [
          'Computer science graduate who built a campus Q&A assistant with prompt design and RAG in a course project.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '人工智能', '汉语言文学'],
        courses: ['自然语言处理', '机器学习', 'Python 程序设计', '语言学概论'],
      },
      'en-US': {
        majors: ['Computer Science', 'Linguistics', 'Cognitive Science'],
        courses: [
          'Natural Language Processing',
          'Machine Learning',
          'Python Programming',
          'Computational Linguistics',
        ],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'llm-application-engineer',
    names: { 'zh-CN': '大模型应用开发工程师', 'en-US': 'LLM Application Engineer' },
    field: { 'zh-CN': 'AI 应用开发', 'en-US': 'AI application development' },
    synonyms: [
      '大模型应用开发工程师',
      '大模型应用开发',
      '大模型应用工程师',
      'LLM应用开发工程师',
      'LLM应用开发',
      'AI应用开发工程师',
      'AI应用开发',
      'AI Agent开发工程师',
      'AI Agent工程师',
      'Agent开发工程师',
      '智能体开发工程师',
      'llm application engineer',
      'llm application developer',
      'ai application engineer',
      'ai application developer',
      'generative ai engineer',
      'genai engineer',
      'genai developer',
      'ai agent engineer',
      'ai agent developer',
      'applied ai engineer',
      'llm developer',
    ],
    keywords: ['langchain', 'llamaindex', 'langgraph', 'rag', '检索增强生成', '智能体'],
    skillGroups: {
      'zh-CN': [
        {
          name: '大模型开发',
          examples: ['RAG 检索增强', 'Agent 与工具调用', '提示词工程', '模型微调（LoRA）'],
        },
        { name: '后端工程', examples: ['Python', 'FastAPI', 'Java', 'Redis'] },
        {
          name: '检索与数据',
          examples: ['向量数据库（Milvus）', 'Elasticsearch', '文档解析与切分', 'Rerank 重排序'],
        },
        { name: '框架与平台', examples: ['LangChain', 'LlamaIndex', 'Dify', 'vLLM'] },
      ],
      'en-US': [
        {
          name: 'LLM development',
          examples: ['RAG', 'Agents and tool calling', 'Prompt engineering', 'Fine-tuning (LoRA)'],
        },
        { name: 'Backend', examples: ['Python', 'FastAPI', 'TypeScript', 'PostgreSQL'] },
        { name: 'Retrieval', examples: ['pgvector', 'Pinecone', 'Hybrid search', 'Reranking'] },
        { name: 'Frameworks', examples: ['LangChain', 'LangGraph', 'LlamaIndex', 'OpenAI API'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你开发的大模型应用（如 知识库问答、智能客服、Agent），服务的用户与调用量]',
        '[你设计的 RAG 或 Agent 架构：文档处理、检索、工具调用各用了什么方案]',
        '[你如何评估效果：准确率、幻觉率或用户满意度，优化前后的数字]',
        '[你在响应时间、并发或调用成本上做的优化，以及结果]',
        '[你接入或私有化部署的模型（如 通义千问、DeepSeek），以及选型理由]',
      ],
      'en-US': [
        '[LLM-powered features or apps you built (knowledge assistants, support bots, agents), their users and request volume]',
        '[How you designed the RAG or agent pipeline: parsing, retrieval, tool calls]',
        '[How you measured quality (accuracy, hallucination rate, user ratings) and the numbers before and after]',
        '[Latency, throughput or cost work you did, and the result]',
        '[Models you integrated or self-hosted, and why you chose them]',
      ],
    },
    achievements: {
      'zh-CN': [
        '基于 RAG 搭建企业知识库问答系统，覆盖 3 万份文档，回答准确率从 68% 提升到 89%',
        '为 RAG 引入混合检索与 Rerank 重排序，Top-5 召回率从 72% 提升到 91%',
        '开发基于大模型的工单处理 Agent，自动完成查询、分类与回复草拟，客服人均处理量提升 35%',
        '使用 vLLM 私有化部署 Qwen2.5-14B 大模型，推理成本比调用商用接口降低 60%',
        '通过语义缓存与流式输出，大模型首字响应时间从 3.2 秒降至 0.8 秒',
        '搭建包含 800 个问题的大模型自动评测流程，每次发版前回归，幻觉率控制在 3% 以下',
      ],
      'en-US': [
        'Built a RAG knowledge assistant over 30,000 internal documents, raising answer accuracy from 68% to 89%',
        'Added hybrid search and reranking to the RAG pipeline, lifting top-5 retrieval recall from 72% to 91%',
        'Shipped an LLM ticket-triage agent that looks up orders, classifies issues and drafts replies, raising agent throughput by 35%',
        'Self-hosted the Llama 3.1 8B LLM on vLLM for high-volume tasks, cutting inference cost by 60% versus a hosted API',
        'Cut LLM time to first token from 3.2 s to 0.8 s with semantic caching and streaming',
        'Set up an 800-question automated eval run before every release, keeping the LLM hallucination rate under 3%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '企业知识库问答助手', description: '对接内部文档与工单数据的 RAG 系统，日均提问 5000 次' },
        { name: '智能工单处理 Agent', description: '调用订单与物流接口自动处理常见问题，人工只需审核回复' },
        { name: '大模型私有化部署', description: '在内网 GPU 集群部署开源模型，满足数据不出域的要求' },
      ],
      'en-US': [
        {
          name: 'Internal knowledge assistant',
          description: 'A RAG system over docs and support tickets that answers 5,000 questions a day',
        },
        {
          name: 'Support triage agent',
          description:
            'An agent that calls order and shipping APIs to resolve common issues, with humans approving replies',
        },
        {
          name: 'Self-hosted model serving',
          description: 'Open-weight models on in-house GPUs for workloads that cannot leave the network',
        },
      ],
    },
    certifications: {
      'zh-CN': ['华为认证 HCIA-AI', '软件设计师（软考中级）'],
      'en-US': [
        'Microsoft Certified: Azure AI Engineer Associate',
        'AWS Certified Machine Learning Engineer – Associate',
      ],
    },
    tools: {
      'zh-CN': ['LangChain', 'Dify', 'Milvus', 'vLLM', 'Docker', 'Git'],
      'en-US': ['LangChain', 'LlamaIndex', 'pgvector', 'vLLM', 'Docker', 'LangSmith'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年后端开发经验，近 2 年专注大模型应用，主导过知识库问答与 Agent 项目从原型到上线。',
          '重视效果评测与成本控制，负责的问答系统准确率达到 89%。',
        ],
        student: [
          '计算机科学与技术专业应届生，熟悉 Python 与 LangChain，毕业设计用 RAG 搭建了论文问答系统。',
        ],
      },
      'en-US': {
        experienced: [
          'Software engineer with 5 years of backend experience, the last 2 building LLM applications from prototype to production.',
          'Measures quality with evals and watches cost; my knowledge assistant reached 89% answer accuracy.',
        ],
        student: [
          'Computer science graduate fluent in Python and LangChain whose capstone was a RAG assistant for searching research papers.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '软件工程', '人工智能'],
        courses: ['自然语言处理', '机器学习', '数据结构与算法', '信息检索'],
      },
      'en-US': {
        majors: ['Computer Science', 'Software Engineering'],
        courses: [
          'Natural Language Processing',
          'Machine Learning',
          'Information Retrieval',
          'Distributed Systems',
        ],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'ai-evaluation-engineer',
    names: { 'zh-CN': '大模型评测工程师', 'en-US': 'AI Evaluation Engineer' },
    field: { 'zh-CN': 'AI 模型评测', 'en-US': 'AI model evaluation' },
    synonyms: [
      '大模型评测工程师',
      '大模型评测',
      '模型评测工程师',
      '模型评测',
      'AI评测工程师',
      'AI测评工程师',
      '大模型测试工程师',
      '算法测试工程师',
      'ai evaluation engineer',
      'ai evaluation specialist',
      'llm evaluation engineer',
      'llm evaluation specialist',
      'model evaluation engineer',
      'ai red teamer',
    ],
    keywords: ['评测集', 'opencompass', '红队测试'],
    skillGroups: {
      'zh-CN': [
        {
          name: '评测设计',
          examples: ['评测集构建', '评分标准制定', '自动评测（LLM-as-a-Judge）', '人工评测组织'],
        },
        { name: '分析能力', examples: ['Badcase 归因', '显著性检验', '竞品对比', '评测报告撰写'] },
        { name: '安全评测', examples: ['红队测试', '越狱攻击', '内容安全', '幻觉检测'] },
        { name: '工程工具', examples: ['Python', 'OpenCompass', 'SQL', 'Label Studio'] },
      ],
      'en-US': [
        {
          name: 'Eval design',
          examples: [
            'Benchmark and test-set design',
            'Scoring rubrics',
            'LLM-as-a-judge',
            'Human evaluation',
          ],
        },
        {
          name: 'Analysis',
          examples: ['Failure analysis', 'Significance testing', 'Competitive benchmarking', 'Eval reports'],
        },
        {
          name: 'Safety testing',
          examples: ['Red teaming', 'Jailbreak testing', 'Harmful content', 'Hallucination detection'],
        },
        { name: 'Tooling', examples: ['Python', 'lm-evaluation-harness', 'promptfoo', 'SQL'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责评测的模型或产品（如 通用对话、代码、多模态），以及覆盖的能力维度]',
        '[你搭建的评测集：题目数量、来源与质量控制方法]',
        '[你设计的自动评测或人工评测流程，评测效率或一致性的提升]',
        '[你通过 Badcase 分析推动解决的模型问题，以及指标变化]',
        '[你参与的安全评测或红队测试，发现的风险类型与数量]',
      ],
      'en-US': [
        '[The models or products you evaluate (chat, code, multimodal) and the capabilities you cover]',
        '[Eval sets you built: size, sources and how you controlled quality]',
        '[Automated or human evaluation workflows you designed, and gains in speed or agreement]',
        '[Model problems you surfaced through failure analysis, and how the metrics moved after fixes]',
        '[Safety evaluations or red teaming you ran, and the risks you found]',
      ],
    },
    achievements: {
      'zh-CN': [
        '搭建覆盖知识问答、推理、代码等 12 个维度的中文评测集，共 8000 道题',
        '引入大模型自动打分并与人工评分校准，一致率达到 90%，单轮评测从 5 天缩短到 6 小时',
        '归纳大模型 20 类高频 Badcase 并反馈训练团队，下一版本数学推理准确率提升 11 个百分点',
        '组织 15 人评测小组完成 3 个大模型版本的人工盲评，评分一致性 Kappa 值 0.78',
        '设计大模型越狱与诱导类攻击样本 2000 条，发现并推动修复 37 个安全问题',
        '每月输出竞品大模型对比报告，支撑 2 次模型选型决策',
      ],
      'en-US': [
        'Built an 8,000-item LLM eval suite covering 12 capabilities including knowledge, reasoning and code',
        'Calibrated LLM-as-a-judge scoring against human ratings to 90% agreement, cutting an eval cycle from 5 days to 6 hours',
        'Grouped LLM failures into 20 recurring patterns for the training team; the next release gained 11 points on math reasoning',
        'Ran blind human evaluations of 3 LLM versions with 15 raters, reaching inter-rater kappa of 0.78',
        'Wrote 2,000 LLM jailbreak and adversarial prompts that surfaced 37 safety issues, all fixed before launch',
        'Publish a monthly benchmark of competing LLMs that informed 2 vendor selection decisions',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '中文大模型评测体系', description: '多维度评测集与自动打分流水线，模型每次迭代当天出报告' },
        {
          name: '大模型安全红队测试',
          description: '覆盖违法违规、隐私与越狱攻击的测试集，支撑上线前安全评估',
        },
        {
          name: '客服机器人效果评测',
          description: '基于真实对话抽样，人工与自动评测结合，定位答非所问的问题',
        },
      ],
      'en-US': [
        {
          name: 'Model evaluation pipeline',
          description:
            'Multi-capability eval sets with automated scoring that report on every checkpoint the same day',
        },
        {
          name: 'Pre-launch red teaming',
          description: 'Adversarial test sets for harmful content, privacy and jailbreaks ahead of release',
        },
        {
          name: 'Support bot quality review',
          description:
            'Mixed human and automated review of sampled conversations to catch off-target answers',
        },
      ],
    },
    certifications: {
      'zh-CN': ['软件评测师（软考中级）', 'ISTQB 基础级认证'],
      'en-US': ['ISTQB Certified Tester Foundation Level', 'ISTQB Certified Tester AI Testing (CT-AI)'],
    },
    tools: {
      'zh-CN': ['Python', 'OpenCompass', 'Label Studio', 'Jupyter', '飞书多维表格', 'SQL'],
      'en-US': ['Python', 'lm-evaluation-harness', 'promptfoo', 'Label Studio', 'Jupyter', 'SQL'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年软件与算法测试经验，近 2 年专注大模型评测，搭建过 8000 题的中文评测集与自动打分流程。',
          '擅长从 Badcase 中找规律，让模型迭代有的放矢。',
        ],
        student: [
          '计算机科学与技术专业应届生，熟悉 Python 与常用评测指标，毕业论文比较了多个开源大模型在中文阅读理解上的表现。',
        ],
      },
      'en-US': {
        experienced: [
          'AI evaluation engineer with 6 years in software and ML testing, the last 2 focused on LLMs; built an 8,000-item eval suite with automated scoring.',
          'Finds the patterns in failures and turns them into clear guidance for model teams.',
        ],
        student: [
          'Computer science graduate skilled in Python and evaluation metrics whose thesis compared open-weight LLMs on reading comprehension.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '统计学', '语言学'],
        courses: ['机器学习', '自然语言处理', '概率论与数理统计', '软件测试'],
      },
      'en-US': {
        majors: ['Computer Science', 'Statistics', 'Linguistics'],
        courses: [
          'Machine Learning',
          'Natural Language Processing',
          'Statistical Inference',
          'Software Testing',
        ],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'mlops-engineer',
    names: { 'zh-CN': 'MLOps 工程师', 'en-US': 'MLOps Engineer' },
    field: { 'zh-CN': '机器学习平台与工程化', 'en-US': 'MLOps and ML platforms' },
    synonyms: [
      'MLOps工程师',
      'MLOps',
      '机器学习平台工程师',
      'AI平台开发工程师',
      '算法平台工程师',
      '模型部署工程师',
      'LLMOps工程师',
      'mlops engineer',
      'ml ops engineer',
      'ml platform engineer',
      'machine learning platform engineer',
      'ai platform engineer',
      'machine learning operations engineer',
      'model deployment engineer',
      'llmops engineer',
    ],
    keywords: ['kubeflow', 'mlflow', 'kserve', 'feature store', '特征平台'],
    skillGroups: {
      'zh-CN': [
        { name: '平台与编排', examples: ['Kubernetes', 'Kubeflow', 'Airflow', 'Argo Workflows'] },
        {
          name: '模型生命周期',
          examples: ['MLflow 实验管理', '模型注册与版本管理', '特征平台', '模型监控与漂移检测'],
        },
        { name: '模型服务', examples: ['KServe', 'Triton Inference Server', '灰度发布', 'GPU 资源调度'] },
        { name: '编程与运维', examples: ['Python', 'Go', 'Terraform', 'Prometheus'] },
      ],
      'en-US': [
        {
          name: 'Platform and orchestration',
          examples: ['Kubernetes', 'Kubeflow', 'Airflow', 'Argo Workflows'],
        },
        {
          name: 'Model lifecycle',
          examples: ['MLflow', 'Model registry', 'Feature store (Feast)', 'Drift monitoring'],
        },
        {
          name: 'Model serving',
          examples: ['KServe', 'Triton Inference Server', 'Canary releases', 'GPU scheduling'],
        },
        { name: 'Engineering', examples: ['Python', 'Go', 'Terraform', 'GitHub Actions'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你搭建或维护的机器学习平台：支持的团队、模型数量与训练任务量]',
        '[你建立的训练、发布、上线流程（CI/CD），以及模型上线周期的变化]',
        '[你负责的模型服务：QPS、延迟与可用性指标]',
        '[你做的 GPU 资源调度或成本优化，以及利用率或费用的变化]',
        '[你建立的模型监控与回滚机制，以及它发现或避免的一次线上问题]',
      ],
      'en-US': [
        '[The ML platform you built or run: teams served, models and training jobs]',
        '[The training-to-production pipeline (CI/CD) you set up, and how release time changed]',
        '[Model serving you own: request volume, latency and availability]',
        '[GPU scheduling or cost work you did, and the change in utilization or spend]',
        '[Monitoring and rollback you put in place, and an incident it caught or prevented]',
      ],
    },
    achievements: {
      'zh-CN': [
        '基于 Kubeflow 与 MLflow 搭建统一训练平台，支撑 8 个算法团队、每月 3000 余次训练任务',
        '打通模型训练到上线的 CI/CD 流程，模型上线周期从 2 周缩短到 1 天',
        '推行 GPU 共享与弹性调度，集群利用率从 35% 提升到 70%，每年节省算力费用 400 万元',
        '维护日均 2 亿次调用的推荐模型服务，P99 延迟稳定在 50 毫秒以内，可用性 99.95%',
        '上线特征漂移与效果监控，模型衰减的平均发现时间从 7 天缩短到 4 小时',
        '建设特征平台，离线与在线特征一致率提升到 99.9%，新模型开发周期缩短 30%',
      ],
      'en-US': [
        'Built a shared training platform on Kubeflow and MLflow serving 8 ML teams and 3,000+ training runs a month',
        'Automated the path from training to production, cutting model release time from 2 weeks to 1 day',
        'Introduced GPU sharing and autoscaling, raising cluster utilization from 35% to 70% and saving $550K a year',
        'Run recommendation model serving at 200M requests a day with p99 latency under 50 ms and 99.95% availability',
        'Launched drift and performance monitoring that cut the time to detect model decay from 7 days to 4 hours',
        'Stood up a feature store that brought online and offline feature consistency to 99.9% and shortened new-model work by 30%',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '一站式机器学习平台',
          description: '集成数据准备、训练、评估与部署，算法工程师可自助完成模型上线',
        },
        { name: 'GPU 资源池化', description: '统一调度多个团队的 GPU，支持按优先级抢占与弹性伸缩' },
        { name: '模型监控告警体系', description: '覆盖特征分布、预测分布与业务指标的监控，支持一键回滚' },
      ],
      'en-US': [
        {
          name: 'Self-service ML platform',
          description:
            'Data prep, training, evaluation and deployment in one place so modelers ship without a handoff',
        },
        {
          name: 'Pooled GPU scheduling',
          description: 'One GPU pool for all teams with priority preemption and autoscaling',
        },
        {
          name: 'Model monitoring and alerting',
          description: 'Feature, prediction and business-metric monitors with one-click rollback',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CKA（Kubernetes 管理员认证）', '阿里云 ACP 云计算高级工程师'],
      'en-US': [
        'AWS Certified Machine Learning Engineer – Associate',
        'Certified Kubernetes Administrator (CKA)',
        'Google Cloud Professional Machine Learning Engineer',
      ],
    },
    tools: {
      'zh-CN': ['Kubernetes', 'Kubeflow', 'MLflow', 'Airflow', '阿里云 PAI', 'Prometheus', 'Grafana'],
      'en-US': ['Kubernetes', 'Kubeflow', 'MLflow', 'Amazon SageMaker', 'Airflow', 'Prometheus', 'Grafana'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年机器学习平台与运维开发经验，搭建的训练平台支撑 8 个算法团队，模型上线周期从 2 周缩短到 1 天。',
          '熟悉 Kubernetes 与 GPU 调度，关注稳定性与算力成本。',
        ],
        student: [
          '计算机科学与技术专业应届生，熟悉 Python、Docker 与 Kubernetes，实习期间参与过模型自动部署流程的开发。',
        ],
      },
      'en-US': {
        experienced: [
          'MLOps engineer with 5 years building ML platforms; my training platform serves 8 teams and cut release time from 2 weeks to 1 day.',
          'Strong in Kubernetes and GPU scheduling, with an eye on reliability and compute cost.',
        ],
        student: [
          'Computer science graduate skilled in Python, Docker and Kubernetes who helped automate model deployment during an internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '软件工程'],
        courses: ['机器学习', '分布式系统', '操作系统', '云计算技术'],
      },
      'en-US': {
        majors: ['Computer Science', 'Software Engineering'],
        courses: ['Machine Learning', 'Distributed Systems', 'Operating Systems', 'Cloud Computing'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'ai-infra-engineer',
    names: { 'zh-CN': 'AI Infra 工程师', 'en-US': 'AI Infrastructure Engineer' },
    field: { 'zh-CN': 'AI 训练与推理基础设施', 'en-US': 'AI infrastructure' },
    synonyms: [
      'AI Infra工程师',
      'AI基础设施工程师',
      '大模型推理优化工程师',
      '大模型推理工程师',
      '推理加速工程师',
      '推理优化工程师',
      '分布式训练工程师',
      '训练框架工程师',
      '深度学习框架工程师',
      'AI编译器工程师',
      '算子开发工程师',
      'CUDA开发工程师',
      '高性能计算工程师',
      'HPC工程师',
      '异构计算工程师',
      'ai infrastructure engineer',
      'ai infra engineer',
      'ml infrastructure engineer',
      'ml systems engineer',
      'inference engineer',
      'inference optimization engineer',
      'llm inference engineer',
      'distributed training engineer',
      'gpu kernel engineer',
      'cuda engineer',
      'cuda developer',
      'ai compiler engineer',
      'ml compiler engineer',
      'hpc engineer',
      'high performance computing engineer',
      'ai performance engineer',
    ],
    keywords: ['cuda', 'tensorrt', 'vllm', 'sglang', 'nccl', 'deepspeed', 'megatron-lm'],
    skillGroups: {
      'zh-CN': [
        { name: '高性能编程', examples: ['C++', 'CUDA', 'Triton', 'Python'] },
        { name: '训练与推理框架', examples: ['Megatron-LM', 'DeepSpeed', 'vLLM', 'TensorRT-LLM'] },
        {
          name: '性能优化',
          examples: ['算子融合', '量化（INT8/FP8）', 'KV Cache 优化', '通信优化（NCCL）'],
        },
        { name: '集群与硬件', examples: ['GPU 集群', 'RDMA 网络', 'Slurm', '昇腾 NPU'] },
      ],
      'en-US': [
        { name: 'Performance programming', examples: ['C++', 'CUDA', 'Triton', 'Python'] },
        {
          name: 'Training and inference stacks',
          examples: ['Megatron-LM', 'DeepSpeed', 'vLLM', 'TensorRT-LLM'],
        },
        {
          name: 'Optimization',
          examples: ['Kernel fusion', 'Quantization (INT8/FP8)', 'KV cache optimization', 'NCCL tuning'],
        },
        { name: 'Clusters', examples: ['GPU clusters', 'InfiniBand and RDMA', 'Slurm', 'Kubernetes'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的训练或推理系统：模型规模、GPU 集群规模与服务的业务]',
        '[你做的一项性能优化（如 算子融合、量化、并行策略），吞吐或延迟提升了多少]',
        '[训练效率与稳定性：MFU、故障恢复时间或训练中断次数的变化]',
        '[你开发或优化的算子、框架模块，是否合入开源项目或内部主线]',
        '[你为降低算力成本做的工作，以及节省的 GPU 数量或费用]',
      ],
      'en-US': [
        '[The training or inference systems you own: model sizes, GPU fleet and what they serve]',
        '[A performance optimization you made (kernel fusion, quantization, parallelism) and the throughput or latency gain]',
        '[Training efficiency and stability: MFU, recovery time or interruptions, before and after]',
        '[Kernels or framework components you wrote, and whether they were merged upstream or internally]',
        '[Work that cut compute cost, and the GPUs or dollars saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '优化 70B 大模型推理服务，结合 FP8 量化与连续批处理，吞吐提升 2.6 倍',
        '调整千卡集群的并行策略并让通信与计算重叠，训练 MFU 从 38% 提升到 52%',
        '实现断点自动续训与故障节点隔离，训练中断后的恢复时间从 2 小时缩短到 10 分钟',
        '用 Triton 编写融合注意力算子，单算子耗时降低 45%',
        '完成大模型在昇腾 910B 上的迁移与算子适配，性能达到同规模 GPU 方案的 85%',
        '推理服务 GPU 用量减少 40%，每年节省算力成本 1200 万元',
      ],
      'en-US': [
        'Raised throughput of a 70B-parameter LLM by 2.6x with FP8 quantization and continuous batching',
        'Retuned parallelism and overlapped communication on a 1,024-GPU cluster, lifting MFU from 38% to 52%',
        'Built automatic checkpoint resume and bad-node isolation, cutting recovery after failures from 2 hours to 10 minutes',
        'Wrote a fused attention kernel in Triton that cut kernel time by 45%',
        'Contributed a scheduler fix to vLLM, the open-source LLM serving engine, that was merged upstream and reduced tail latency by 20%',
        'Cut the GPU count for inference by 40%, saving about $1.6M a year',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '大模型推理加速',
          description: '结合量化、投机解码与连续批处理，在相同 GPU 上支撑 2 倍以上请求量',
        },
        {
          name: '千卡训练稳定性建设',
          description: '故障检测、自动续训与慢节点定位，训练有效时间占比提升到 95%',
        },
        { name: '国产算力适配', description: '将训练与推理链路迁移到昇腾 NPU，完成核心算子开发与精度对齐' },
      ],
      'en-US': [
        {
          name: 'LLM inference acceleration',
          description:
            'Quantization, speculative decoding and continuous batching that doubled requests served per GPU',
        },
        {
          name: 'Large-scale training reliability',
          description:
            'Failure detection, auto-resume and straggler detection that raised effective training time to 95%',
        },
        {
          name: 'Custom attention kernels',
          description: 'Fused Triton kernels for long-context attention, benchmarked against FlashAttention',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['CUDA', 'Nsight Systems', 'PyTorch', 'vLLM', 'Slurm', 'Kubernetes'],
      'en-US': ['CUDA', 'Nsight Systems', 'PyTorch Profiler', 'vLLM', 'Slurm', 'Kubernetes'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年高性能计算与深度学习系统经验，负责千卡规模大模型训练与推理优化，训练 MFU 提升到 52%。',
          '熟悉 CUDA 与主流训练推理框架，习惯从性能剖析数据出发定位瓶颈。',
        ],
        student: [
          '计算机科学与技术专业应届生，熟悉 C++ 与 CUDA 编程，课程项目中优化的 GEMM 算子达到 cuBLAS 性能的 80%。',
        ],
      },
      'en-US': {
        experienced: [
          'AI infrastructure engineer with 6 years in HPC and deep learning systems, optimizing training and inference on 1,000+ GPU clusters.',
          'Starts from profiler data, not guesses; raised MFU on our largest training job from 38% to 52%.',
        ],
        student: [
          'Computer science graduate fluent in C++ and CUDA whose GEMM kernel reached 80% of cuBLAS performance in a course project.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '计算机系统结构', '软件工程'],
        courses: ['并行计算', '计算机体系结构', '操作系统', '深度学习'],
      },
      'en-US': {
        majors: ['Computer Science', 'Computer Engineering'],
        courses: [
          'Parallel Computing',
          'Computer Architecture',
          'Operating Systems',
          'Deep Learning Systems',
        ],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'knowledge-graph-engineer',
    names: { 'zh-CN': '知识图谱工程师', 'en-US': 'Knowledge Graph Engineer' },
    field: { 'zh-CN': '知识图谱', 'en-US': 'knowledge graph engineering' },
    synonyms: [
      '知识图谱工程师',
      '知识图谱开发工程师',
      '知识工程师',
      '本体工程师',
      'knowledge graph engineer',
      'knowledge graph developer',
      'knowledge engineer',
      'ontologist',
      'ontology engineer',
      'semantic web developer',
    ],
    keywords: ['知识图谱', 'knowledge graph', 'neo4j', 'nebulagraph', 'sparql', 'graphrag', '本体建模'],
    skillGroups: {
      'zh-CN': [
        {
          name: '图谱构建',
          examples: ['本体（Schema）设计', '实体识别与关系抽取', '实体链接与消歧', '知识融合'],
        },
        { name: '图数据库', examples: ['Neo4j', 'NebulaGraph', 'Cypher', '图算法'] },
        { name: '算法与工程', examples: ['Python', '大模型信息抽取', 'GraphRAG', 'Spark'] },
      ],
      'en-US': [
        {
          name: 'Graph modeling',
          examples: ['Ontology design', 'RDF and OWL', 'Entity resolution', 'Taxonomies'],
        },
        { name: 'Graph databases', examples: ['Neo4j', 'Cypher', 'SPARQL', 'Amazon Neptune'] },
        {
          name: 'Extraction and AI',
          examples: ['Named entity recognition', 'Relation extraction', 'LLM-based extraction', 'GraphRAG'],
        },
        { name: 'Engineering', examples: ['Python', 'Spark', 'Airflow', 'REST APIs'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你构建的知识图谱：领域（如 金融、医疗、电商）、实体与关系的规模]',
        '[你设计的本体结构与知识抽取方法，以及抽取的准确率或召回率]',
        '[图谱支撑的应用（如 智能问答、风控关联分析、推荐），以及业务效果]',
        '[你负责的图数据库选型、存储与查询性能优化]',
        '[你如何结合大模型做知识抽取或 GraphRAG，效果对比如何]',
      ],
      'en-US': [
        '[Knowledge graphs you built: domain, entity and relationship counts]',
        '[The ontology you designed and your extraction methods, with precision or recall]',
        '[Applications the graph powers (search, Q&A, fraud detection, recommendations) and their results]',
        '[Graph database choices, storage and query performance work you did]',
        '[How you used LLMs for extraction or GraphRAG, and how results compared]',
      ],
    },
    achievements: {
      'zh-CN': [
        '构建覆盖 3000 万家企业的工商关联图谱，包含 2 亿条股权、任职与担保关系',
        '基于图谱的关联风险识别规则上线后，识别出 1200 余个隐性关联客户群',
        '用大模型结合规则做合同关系抽取，F1 从 0.78 提升到 0.88',
        '优化 NebulaGraph 数据分片与查询语句，三度关系查询耗时从 8 秒降至 600 毫秒',
        '搭建医疗知识图谱支撑智能问诊问答，答案准确率提升 15 个百分点',
        '实体消歧准确率达到 96%，合并重复实体 40 万个',
      ],
      'en-US': [
        'Built a company relationship graph of 30M entities and 200M ownership, officer and guarantee links',
        'Launched graph-based fraud ring detection that surfaced 1,200+ hidden clusters of linked accounts',
        'Combined LLM extraction with rules for contract relations, raising F1 from 0.78 to 0.88',
        'Tuned data modeling and queries in Neo4j, cutting three-hop query time from 8 seconds to 600 ms',
        'Added GraphRAG to an internal LLM Q&A assistant, improving accuracy on multi-hop questions by 15 points',
        'Reached 96% precision in entity resolution, merging 400,000 duplicate entities',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '企业关联关系图谱', description: '整合工商、司法与舆情数据的企业知识图谱，服务信贷风控' },
        { name: '医疗知识图谱', description: '疾病、症状、药品与检查项目的知识图谱，支撑问诊问答与辅助决策' },
        { name: 'GraphRAG 知识问答', description: '图谱检索与大模型生成结合，提升多跳问题的回答质量' },
      ],
      'en-US': [
        {
          name: 'Company relationship graph',
          description: 'An enterprise graph from registry, litigation and news data used in credit risk',
        },
        {
          name: 'Product knowledge graph',
          description: 'Products, attributes and compatibility links that power search and recommendations',
        },
        {
          name: 'GraphRAG assistant',
          description: 'Graph retrieval combined with LLM generation for better multi-hop answers',
        },
      ],
    },
    certifications: {
      'zh-CN': ['Neo4j Certified Professional 认证'],
      'en-US': ['Neo4j Certified Professional', 'Neo4j Graph Data Science Certification'],
    },
    tools: {
      'zh-CN': ['Neo4j', 'NebulaGraph', 'Python', 'Protégé', 'Spark', 'Elasticsearch'],
      'en-US': ['Neo4j', 'Amazon Neptune', 'Protégé', 'Python', 'Spark', 'Elasticsearch'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年知识图谱经验，构建过亿级关系的企业关联图谱，服务信贷风控与智能问答。',
          '熟悉本体设计、知识抽取与图数据库，近两年结合大模型提升抽取与问答效果。',
        ],
        student: [
          '计算机科学与技术专业应届生，熟悉 Neo4j 与 PyTorch，毕业设计完成了一个基于知识图谱的医疗问答系统。',
        ],
      },
      'en-US': {
        experienced: [
          'Knowledge graph engineer with 5 years building graphs with hundreds of millions of relationships for risk and search.',
          'Strong in ontology design, extraction and graph databases, now pairing graphs with LLMs.',
        ],
        student: [
          'Computer science graduate skilled in Neo4j and PyTorch whose senior project was a knowledge graph Q&A system for medical questions.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '人工智能', '软件工程'],
        courses: ['知识工程', '自然语言处理', '数据库原理', '图论'],
      },
      'en-US': {
        majors: ['Computer Science', 'Information Science'],
        courses: [
          'Knowledge Representation',
          'Natural Language Processing',
          'Database Systems',
          'Graph Theory',
        ],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'aigc-operations',
    names: { 'zh-CN': 'AIGC 运营', 'en-US': 'AI Content Specialist' },
    field: { 'zh-CN': 'AI 内容运营', 'en-US': 'AI-assisted content production' },
    synonyms: [
      'AIGC运营',
      'AIGC运营专员',
      'AIGC内容运营',
      'AI内容运营',
      'AI内容运营专员',
      'AI短视频运营',
      'aigc operations',
      'ai content strategist',
      'ai content creator',
      'ai content producer',
      'generative ai content specialist',
    ],
    keywords: ['aigc', 'ai生成内容'],
    skillGroups: {
      'zh-CN': [
        { name: 'AI 内容生产', examples: ['提示词编写', 'AI 文案生成', 'AI 绘图', '数字人视频'] },
        { name: '内容运营', examples: ['选题策划', '账号矩阵运营', '数据复盘', '爆款拆解'] },
        { name: '流程与合规', examples: ['内容生产 SOP', '人工审核把关', 'AI 生成内容标识', '版权风险排查'] },
      ],
      'en-US': [
        {
          name: 'AI content production',
          examples: ['Prompt writing', 'AI copywriting', 'AI image generation', 'AI avatar video'],
        },
        {
          name: 'Content strategy',
          examples: ['Editorial calendars', 'Multi-account publishing', 'Performance analysis', 'SEO'],
        },
        {
          name: 'Process and quality',
          examples: ['Content workflows', 'Human review', 'AI disclosure', 'Copyright and brand safety'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你用 AI 工具生产的内容类型（图文、短视频、数字人、商品图）与发布平台]',
        '[你搭建的 AI 内容生产流程或提示词模板，产能或效率提升了多少]',
        '[你负责的账号或内容数据：播放量、涨粉、转化]',
        '[你如何把控 AI 内容的质量与合规（事实核查、版权、生成内容标识）]',
        '[你测试并推广使用的 AI 工具，以及节省的人力或成本]',
      ],
      'en-US': [
        '[The content you produce with AI tools (articles, short video, AI avatars, product images) and where it runs]',
        '[Workflows or prompt templates you built, and how much output or speed improved]',
        '[Results of the accounts or content you run: views, followers, conversions]',
        '[How you keep AI content accurate, on-brand and compliant (fact checks, rights, disclosure)]',
        '[AI tools you tested and rolled out, and the time or cost they saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '搭建“选题—AIGC 生成—人工精修—发布”流程，团队每周短视频产出从 20 条提升到 80 条',
        '用 AIGC 工具生成商品主图与场景图，单款新品的素材成本从 800 元降至 120 元',
        '运营 6 个 AI 数字人短视频账号，半年累计涨粉 35 万',
        '沉淀 60 余个 AIGC 提示词模板，新人上手时间从 2 周缩短到 3 天',
        '大模型辅助撰写的公众号文章平均阅读量提升 40%，单篇撰写时长减少一半',
        '建立 AI 内容事实核查与标识规范，全年发布 1500 条 AIGC 内容零违规下架',
      ],
      'en-US': [
        'Built an ideation, LLM drafting and human editing workflow that took weekly short-video output from 20 to 80',
        'Used ChatGPT and Midjourney for product copy and images, cutting creative cost per new product from $120 to $18',
        'Grew 6 AI-avatar video accounts by 350,000 followers in 6 months',
        'Wrote a library of 60+ LLM prompt templates that cut new-hire ramp-up from 2 weeks to 3 days',
        'Raised average blog traffic by 40% with LLM-assisted drafting while halving writing time per post',
        'Set up fact-check and disclosure rules for ChatGPT-assisted content; published 1,500 pieces in a year with zero takedowns',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'AI 短视频矩阵', description: '用 AI 脚本、配音与数字人批量生产知识类短视频，覆盖 3 个平台' },
        { name: '电商 AI 素材工厂', description: '商品图、详情页文案与营销海报的 AI 批量生成与审核流程' },
        { name: 'AIGC 提示词库', description: '按内容类型整理的提示词模板与使用规范，供全部门复用' },
      ],
      'en-US': [
        {
          name: 'AI short-video channel network',
          description: 'Explainer videos at scale with AI scripts, voiceover and avatars across 3 platforms',
        },
        {
          name: 'AI creative pipeline for e-commerce',
          description: 'Batch-generated product images, descriptions and ads with a human review step',
        },
        {
          name: 'Prompt library',
          description: 'Prompt templates and usage guidelines by content type, shared across the department',
        },
      ],
    },
    certifications: {
      'zh-CN': [],
      'en-US': ['HubSpot Content Marketing Certification', 'Google AI Essentials'],
    },
    tools: {
      'zh-CN': ['DeepSeek', '豆包', '即梦', '可灵', '剪映', 'Midjourney'],
      'en-US': ['ChatGPT', 'Midjourney', 'Runway', 'HeyGen', 'CapCut', 'Canva'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '3 年新媒体运营经验，近 2 年负责 AIGC 内容生产，搭建的 AI 短视频流程让团队周产出提升 3 倍。',
          '熟悉主流 AI 写作、绘图与视频工具，重视内容质量与合规。',
        ],
        student: [
          '网络与新媒体专业应届生，熟练使用 AI 写作与绘图工具，在校运营的 AI 科普账号积累粉丝 2 万。',
        ],
      },
      'en-US': {
        experienced: [
          'Content specialist with 3 years in social media, the last 2 running AI-assisted production that quadrupled weekly video output.',
          'Fluent in current AI writing, image and video tools, with a firm hand on quality and disclosure.',
        ],
        student: [
          'Communications graduate fluent in AI writing and image tools who grew a campus AI explainer account to 20,000 followers.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['网络与新媒体', '新闻学', '广告学'],
        courses: ['新媒体运营', '数字内容创作', '传播学概论', '视听语言'],
      },
      'en-US': {
        majors: ['Communications', 'Journalism', 'Marketing'],
        courses: [
          'Digital Media Strategy',
          'Content Marketing',
          'Writing for Digital Media',
          'Media Law and Ethics',
        ],
      },
    },
    workplace: 'media',
  },
  {
    id: 'aigc-designer',
    names: { 'zh-CN': 'AIGC 设计师', 'en-US': 'Generative AI Designer' },
    field: { 'zh-CN': 'AI 视觉设计', 'en-US': 'AI-assisted visual design' },
    synonyms: [
      'AIGC设计师',
      'AI设计师',
      'AI绘画师',
      'AI绘图师',
      'AIGC视觉设计师',
      'AI美术设计师',
      'AI美术',
      'AI原画师',
      'AI插画师',
      'ai artist',
      'generative ai artist',
      'ai visual designer',
      'ai image specialist',
      'ai art director',
    ],
    keywords: ['midjourney', 'stable diffusion', 'comfyui', 'controlnet', 'ai绘画', '文生图'],
    skillGroups: {
      'zh-CN': [
        { name: 'AI 生成', examples: ['Midjourney', 'Stable Diffusion', 'ComfyUI 工作流', 'LoRA 模型训练'] },
        { name: '设计基础', examples: ['构图与色彩', '品牌视觉规范', '电商视觉', '后期精修'] },
        { name: '设计软件', examples: ['Photoshop', 'Illustrator', 'Figma', '即梦'] },
      ],
      'en-US': [
        {
          name: 'Generative tools',
          examples: ['Midjourney', 'Stable Diffusion', 'ComfyUI workflows', 'LoRA training'],
        },
        {
          name: 'Design fundamentals',
          examples: ['Composition and color', 'Brand guidelines', 'Typography', 'Retouching'],
        },
        { name: 'Software', examples: ['Photoshop', 'Adobe Firefly', 'Illustrator', 'Figma'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你用 AI 完成的设计类型（电商主图、海报、游戏原画、概念图）与服务的业务]',
        '[你搭建的 ComfyUI 工作流或训练的 LoRA 模型，解决了什么问题]',
        '[AI 出图后你如何精修，如何保证品牌风格统一]',
        '[AI 设计给出图效率或成本带来的变化，用数字说明]',
        '[你推动团队使用 AI 设计工具的经历：培训、规范或模板]',
      ],
      'en-US': [
        '[What you design with AI (product images, ads, game concepts, key art) and for which business]',
        '[ComfyUI workflows or LoRA models you built, and the problem they solved]',
        '[How you retouch AI output and keep it on-brand]',
        '[The change AI brought to output speed or cost, with numbers]',
        '[How you brought your team onto AI tools: training, guidelines or templates]',
      ],
    },
    achievements: {
      'zh-CN': [
        '搭建 AIGC 商品图 ComfyUI 工作流，单张场景图出图时间从 2 小时缩短到 15 分钟',
        '训练品牌风格 LoRA 模型 8 个，AIGC 出图符合品牌规范的比例从 50% 提升到 90%',
        '用 AIGC 为 3 款游戏产出概念设定图 600 余张，前期美术周期缩短 40%',
        'AIGC 广告素材的点击率比原有素材高 18%',
        '每月交付海报与活动视觉 150 套，外包设计费用每年减少 60 万元',
        '为 40 名设计师开展 AIGC 绘图培训，编写提示词与出图规范手册',
      ],
      'en-US': [
        'Built a ComfyUI workflow for product scenes that cut time per image from 2 hours to 15 minutes',
        'Trained 8 brand-style LoRA models, raising the share of on-brand AI output from 50% to 90%',
        'Produced 600+ concept images for 3 games, shortening pre-production art timelines by 40%',
        'Delivered AI-generated ad creatives with an 18% higher click-through rate than previous creatives',
        'Deliver 150 campaign visuals a month, cutting freelance design spend by $90K a year',
        'Trained 40 designers on AI image tools and wrote the team prompt and quality guide',
      ],
    },
    projects: {
      'zh-CN': [
        {
          name: '电商 AI 场景图工作流',
          description: '商品抠图、场景生成与光影融合一体的 ComfyUI 流程，支持批量出图',
        },
        { name: '品牌风格 LoRA 训练', description: '用品牌历史物料训练专属模型，让 AI 出图保持统一风格' },
        { name: '游戏概念设定 AI 辅助', description: 'AI 快速产出多版方案供美术评审，再由原画师深化' },
      ],
      'en-US': [
        {
          name: 'AI product scene workflow',
          description:
            'A ComfyUI pipeline for cutouts, scene generation and relighting that produces images in batches',
        },
        {
          name: 'Brand-style LoRA models',
          description: 'Custom models trained on past brand assets to keep AI output consistent',
        },
        {
          name: 'AI-assisted game concepting',
          description: 'Rapid AI variations for art reviews, refined by concept artists afterward',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['Midjourney', 'Stable Diffusion', 'ComfyUI', 'Photoshop', '即梦', 'Figma'],
      'en-US': ['Midjourney', 'ComfyUI', 'Stable Diffusion', 'Adobe Photoshop', 'Adobe Firefly', 'Figma'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年视觉设计经验，近 2 年专注 AIGC 设计，搭建的电商出图工作流将单图耗时从 2 小时缩短到 15 分钟。',
          '既懂 AI 工具也有扎实的设计基础，出图可直接商用。',
        ],
        student: [
          '视觉传达设计专业应届生，熟练使用 Midjourney、ComfyUI 与 Photoshop，毕业设计用 AI 完成了一套品牌插画。',
        ],
      },
      'en-US': {
        experienced: [
          'Designer with 4 years in visual design and 2 focused on generative AI, cutting product image turnaround from 2 hours to 15 minutes.',
          'Pairs strong design fundamentals with AI tools to deliver production-ready work.',
        ],
        student: [
          'Graphic design graduate fluent in Midjourney, ComfyUI and Photoshop whose senior project was an AI-assisted brand illustration series.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['视觉传达设计', '数字媒体艺术', '动画'],
        courses: ['设计构成', '色彩学', '数字图像处理', '品牌形象设计'],
      },
      'en-US': {
        majors: ['Graphic Design', 'Digital Media Arts', 'Illustration'],
        courses: ['Color Theory', 'Digital Imaging', 'Brand Identity Design', 'Typography'],
      },
    },
    workplace: 'agency',
  },
  {
    id: 'autonomous-driving-engineer',
    names: { 'zh-CN': '自动驾驶工程师', 'en-US': 'Autonomous Driving Engineer' },
    field: { 'zh-CN': '自动驾驶系统开发', 'en-US': 'autonomous driving' },
    synonyms: [
      '自动驾驶工程师',
      '自动驾驶系统工程师',
      '自动驾驶软件工程师',
      '自动驾驶开发工程师',
      '自动驾驶测试工程师',
      '自动驾驶仿真工程师',
      '自动驾驶规控工程师',
      '自动驾驶规划算法工程师',
      '规控算法工程师',
      '智能驾驶工程师',
      '智能驾驶系统工程师',
      '智能驾驶测试工程师',
      '智驾工程师',
      '无人驾驶工程师',
      'ADAS工程师',
      'ADAS测试工程师',
      '规划控制工程师',
      '规控工程师',
      '决策规划工程师',
      'autonomous driving engineer',
      'autonomous vehicle engineer',
      'autonomous vehicle test engineer',
      'autonomous driving simulation engineer',
      'self-driving engineer',
      'adas engineer',
      'adas test engineer',
      'autonomy engineer',
      'motion planning engineer',
      'planning and control engineer',
    ],
    keywords: ['autoware', 'apollo cyber rt'],
    skillGroups: {
      'zh-CN': [
        { name: '编程与框架', examples: ['C++', 'Python', 'ROS 2', 'Linux'] },
        { name: '规划与控制', examples: ['路径规划', '行为决策', 'MPC 模型预测控制', '车辆动力学'] },
        {
          name: '测试与仿真',
          examples: ['场景库建设', '仿真测试（CARLA、VTD）', 'HIL 硬件在环', '实车道路测试'],
        },
        {
          name: '安全与标准',
          examples: ['ISO 26262 功能安全', 'SOTIF 预期功能安全', 'AUTOSAR', '数据闭环'],
        },
      ],
      'en-US': [
        { name: 'Programming', examples: ['C++', 'Python', 'ROS 2', 'Linux'] },
        {
          name: 'Planning and control',
          examples: ['Motion planning', 'Behavior planning', 'Model predictive control', 'Vehicle dynamics'],
        },
        {
          name: 'Testing and simulation',
          examples: ['Scenario-based testing', 'CARLA', 'Hardware-in-the-loop', 'On-road testing'],
        },
        { name: 'Safety', examples: ['ISO 26262', 'SOTIF (ISO 21448)', 'UL 4600', 'Safety cases'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的自动驾驶模块（规划控制、系统集成、测试仿真）与对应功能（如 高速 NOA、自动泊车）]',
        '[你开发或优化的算法与代码，在实车或仿真中的效果数据]',
        '[你搭建的测试场景库或仿真平台，覆盖的场景数量与发现的问题]',
        '[你参与的量产项目或路测：车型、里程与接管率的变化]',
        '[你在功能安全或数据闭环方面做的工作]',
      ],
      'en-US': [
        '[The autonomy stack module you own (planning, control, integration, test) and the features it supports]',
        '[Algorithms or code you developed, and results on the road or in simulation]',
        '[Scenario libraries or simulation tools you built, scenarios covered and issues found]',
        '[Production programs or road testing you supported: vehicles, miles and disengagement trends]',
        '[Functional safety or data loop work you contributed]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责高速 NOA 变道决策模块，变道成功率从 92% 提升到 98.5%',
        '优化横向 MPC 控制参数，弯道轨迹跟踪误差降低 35%',
        '搭建包含 5000 个场景的仿真测试库，每晚自动回归，上车前发现 120 余个问题',
        '参与 2 款车型智能驾驶功能的量产交付，累计道路测试 30 万公里',
        '城区路测的平均接管里程从 50 公里提升到 180 公里',
        '建立问题数据自动回传与标注闭环，问题修复周期从 3 周缩短到 1 周',
      ],
      'en-US': [
        'Own the lane-change decision module for highway driver assistance, raising successful lane changes from 92% to 98.5%',
        'Retuned lateral MPC control, cutting path-tracking error in curves by 35%',
        'Built a 5,000-scenario simulation suite with nightly regression that caught 120+ issues before road testing',
        'Supported the production launch of driver-assistance features on 2 vehicle programs, with 190,000 miles of road testing',
        'Helped extend miles per disengagement in urban testing from 30 to 110',
        'Built an automated loop from flagged road events to labeled training data, cutting fix time from 3 weeks to 1',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '高速 NOA 变道决策', description: '基于交通流预测的主动变道与汇入策略，已随车型量产' },
        { name: '自动驾驶仿真测试平台', description: '基于 CARLA 与路采数据构建场景库，支持每晚自动回归' },
        { name: '自动泊车控制', description: '泊车路径规划与跟踪控制，泊入成功率 97%' },
      ],
      'en-US': [
        {
          name: 'Highway lane-change planner',
          description:
            'Proactive lane changes and merges based on traffic prediction, now in production vehicles',
        },
        {
          name: 'Simulation test platform',
          description: 'A CARLA-based scenario library built from road logs with nightly regression runs',
        },
        {
          name: 'Automated parking control',
          description: 'Parking path planning and tracking control with a 97% park-in success rate',
        },
      ],
    },
    certifications: {
      'zh-CN': ['ISO 26262 功能安全工程师（TÜV）'],
      'en-US': ['TÜV Rheinland Functional Safety Engineer'],
    },
    tools: {
      'zh-CN': ['ROS 2', 'CARLA', 'MATLAB/Simulink', 'CANoe', 'Foxglove', 'Git'],
      'en-US': ['ROS 2', 'CARLA', 'MATLAB/Simulink', 'CANoe', 'Foxglove', 'Git'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年自动驾驶规划控制经验，参与 2 款车型高速 NOA 量产交付，负责变道决策模块。',
          '熟悉仿真测试与数据闭环，重视功能安全。',
        ],
        student: [
          '车辆工程专业应届生，熟悉 C++ 与 ROS 2，参加中国大学生无人驾驶方程式大赛时负责路径规划模块。',
        ],
      },
      'en-US': {
        experienced: [
          'Autonomous driving engineer with 5 years in planning and control, shipping highway driver-assistance features on 2 vehicle programs.',
          'Comfortable across simulation, road testing and functional safety work.',
        ],
        student: [
          'Mechanical engineering graduate skilled in C++ and ROS 2 who built the path planner for a university team in the SAE AutoDrive Challenge.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['车辆工程', '自动化', '计算机科学与技术'],
        courses: ['自动控制原理', '汽车理论', '机器人学', '最优化方法'],
      },
      'en-US': {
        majors: ['Mechanical Engineering', 'Robotics', 'Computer Science'],
        courses: ['Control Systems', 'Vehicle Dynamics', 'Robot Motion Planning', 'State Estimation'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'xr-developer',
    names: { 'zh-CN': 'XR 开发工程师', 'en-US': 'XR Developer' },
    field: { 'zh-CN': 'XR（VR/AR）开发', 'en-US': 'XR development' },
    synonyms: [
      'XR开发工程师',
      'XR开发',
      'VR开发工程师',
      'VR开发',
      'VR工程师',
      'AR开发工程师',
      'AR开发',
      'AR工程师',
      'AR/VR开发工程师',
      'MR开发工程师',
      '虚拟现实开发工程师',
      '增强现实开发工程师',
      '虚拟仿真开发工程师',
      'xr developer',
      'xr engineer',
      'vr developer',
      'vr engineer',
      'ar developer',
      'ar engineer',
      'AR/VR developer',
      'AR/VR engineer',
      'mixed reality developer',
      'virtual reality developer',
      'augmented reality developer',
      'spatial computing engineer',
      'visionos developer',
      'unity xr developer',
    ],
    keywords: ['openxr', 'arkit', 'arcore', 'webxr', 'visionos', '虚拟现实', '增强现实'],
    skillGroups: {
      'zh-CN': [
        { name: '引擎与语言', examples: ['Unity', 'C#', 'Unreal Engine', 'C++'] },
        {
          name: 'XR 交互开发',
          examples: ['OpenXR', '手势与眼动交互', '空间定位与锚点', 'MR 透视（Passthrough）'],
        },
        { name: '性能与渲染', examples: ['Shader 编写', 'Draw Call 优化', '帧率调优', '3D 资源优化'] },
        { name: '设备平台', examples: ['PICO', 'Meta Quest', 'Apple Vision Pro', 'Rokid'] },
      ],
      'en-US': [
        { name: 'Engines', examples: ['Unity', 'C#', 'Unreal Engine', 'C++'] },
        {
          name: 'XR interaction',
          examples: ['OpenXR', 'Hand tracking', 'Spatial anchors', 'Passthrough and mixed reality'],
        },
        {
          name: 'Performance and rendering',
          examples: ['Shader programming', 'Draw call reduction', 'Frame-rate tuning', 'Asset optimization'],
        },
        { name: 'Platforms', examples: ['Meta Quest', 'Apple Vision Pro (visionOS)', 'ARKit', 'ARCore'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你开发的 XR 应用（如 VR 实训、大空间体验、AR 导览），运行的设备与使用人数]',
        '[你负责的交互或功能模块：手势、空间定位、多人同步等]',
        '[你做的性能优化：帧率、加载时间或包体大小的变化]',
        '[应用上线后的数据：下载量、使用时长、客户评价或培训效果]',
        '[你对接或适配的硬件与 SDK，以及遇到的难点]',
      ],
      'en-US': [
        '[XR apps you built (training, location-based VR, AR guides), the headsets they run on and who uses them]',
        '[Interaction or features you owned: hand tracking, spatial anchors, multiplayer sync]',
        '[Performance work: frame rate, load time or build size, before and after]',
        '[Results after launch: downloads, session length, ratings or training outcomes]',
        '[Hardware and SDKs you integrated or ported to, and the hard parts]',
      ],
    },
    achievements: {
      'zh-CN': [
        '开发电力巡检 VR 实训系统，覆盖 40 个实训场景，学员考核通过率提升 25%',
        '优化渲染与资源加载，一体机上帧率从 55 FPS 提升并稳定在 72 FPS，晕动反馈减少 60%',
        '负责大空间 VR 体验的多人定位同步，单场支持 20 人同时体验，累计接待游客 8 万人次',
        '开发博物馆 AR 导览小程序，上线 3 个月使用 12 万次',
        '将 VR 应用移植到新一代一体机，3 周完成手势交互适配',
        '封装通用交互组件库，新项目开发周期缩短 30%',
      ],
      'en-US': [
        'Built a VR safety training app with 40 scenarios for utility crews, lifting assessment pass rates by 25%',
        'Optimized rendering and asset streaming on a standalone headset to hold a steady 72 FPS, cutting motion-sickness complaints by 60%',
        'Shipped a VR app that reached 150,000 downloads with a 4.6-star rating',
        'Ported a VR app to a new headset platform in 3 weeks, rebuilding interactions for hand tracking',
        'Built multiplayer sync for a location-based VR experience hosting 20 players per session',
        'Created a reusable interaction toolkit that cut new project setup time by 30%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'VR 电力巡检实训', description: '高危作业场景的沉浸式训练与考核系统，替代部分实地演练' },
        {
          name: '大空间 VR 沉浸式展览',
          description: '多人自由行走的文化主题 VR 体验，支持定位同步与实时语音',
        },
        { name: '博物馆 AR 导览', description: '识别展品后叠加三维模型与讲解，提升参观互动性' },
      ],
      'en-US': [
        {
          name: 'VR utility safety training',
          description:
            'Immersive drills and assessments for high-risk field work, replacing some live exercises',
        },
        {
          name: 'Location-based VR experience',
          description: 'A free-roam multiplayer experience with positional sync and live voice',
        },
        {
          name: 'AR museum guide',
          description: 'Recognizes exhibits and overlays 3D models and narration on a phone',
        },
      ],
    },
    certifications: {
      'zh-CN': ['Unity 认证专业程序员', 'Unity 认证 VR 开发者'],
      'en-US': ['Unity Certified Professional: Programmer', 'Unity Certified User: VR Developer'],
    },
    tools: {
      'zh-CN': ['Unity', 'Unreal Engine', 'Visual Studio', 'Blender', 'PICO SDK', 'Git'],
      'en-US': ['Unity', 'Unreal Engine', 'Meta XR SDK', 'Xcode', 'Blender', 'Git'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年 XR 开发经验，熟悉 Unity 与 PICO、Quest 平台，做过 VR 实训、大空间体验与 AR 导览项目。',
          '擅长性能优化，保证应用在一体机上稳定满帧运行。',
        ],
        student: ['数字媒体技术专业应届生，熟悉 Unity 与 C#，毕业设计开发了一款 VR 消防逃生演练应用。'],
      },
      'en-US': {
        experienced: [
          'XR developer with 4 years shipping Unity apps on Meta Quest and Apple Vision Pro, from VR training to mixed reality games.',
          'Obsessive about frame rate and comfort on standalone headsets.',
        ],
        student: [
          'Computer science graduate skilled in Unity and C# whose senior project was a VR fire evacuation drill.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['数字媒体技术', '虚拟现实技术', '计算机科学与技术'],
        courses: ['计算机图形学', '虚拟现实技术基础', '人机交互', '游戏引擎开发'],
      },
      'en-US': {
        majors: ['Computer Science', 'Game Design and Development', 'Digital Media'],
        courses: [
          'Computer Graphics',
          'Human-Computer Interaction',
          'Virtual Reality',
          'Game Engine Programming',
        ],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'blockchain-developer',
    names: { 'zh-CN': '区块链开发工程师', 'en-US': 'Blockchain Developer' },
    field: { 'zh-CN': '区块链开发', 'en-US': 'blockchain development' },
    synonyms: [
      '区块链开发工程师',
      '区块链开发',
      '区块链研发工程师',
      '区块链应用开发工程师',
      '智能合约开发工程师',
      '智能合约工程师',
      'Solidity开发工程师',
      'Web3开发工程师',
      'Web3开发',
      'blockchain developer',
      'blockchain engineer',
      'smart contract developer',
      'smart contract engineer',
      'solidity developer',
      'solidity engineer',
      'web3 developer',
      'web3 engineer',
    ],
    keywords: ['solidity', 'ethereum', '以太坊', '智能合约', '联盟链', 'hyperledger fabric', 'fisco bcos'],
    skillGroups: {
      'zh-CN': [
        { name: '区块链平台', examples: ['FISCO BCOS', 'Hyperledger Fabric', '长安链', '以太坊'] },
        { name: '合约开发', examples: ['Solidity', 'Go 链码开发', '合约安全审计', 'Gas 优化'] },
        {
          name: '后端与密码学',
          examples: ['Go', 'Java', '国密算法（SM2/SM3）', '零知识证明基础'],
        },
      ],
      'en-US': [
        { name: 'Smart contracts', examples: ['Solidity', 'Foundry', 'Hardhat', 'OpenZeppelin'] },
        {
          name: 'Chains and protocols',
          examples: ['Ethereum', 'Layer 2 rollups', 'EVM internals', 'Oracles'],
        },
        {
          name: 'Security',
          examples: ['Slither', 'Fuzz testing', 'Audit remediation', 'Access control patterns'],
        },
        { name: 'Application stack', examples: ['TypeScript', 'ethers.js', 'The Graph', 'Go'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你开发的区块链应用或平台（如 电子存证、供应链金融、数据共享），使用的底层链]',
        '[你编写的智能合约或链码：功能、规模与安全措施]',
        '[你做的性能优化（TPS、出块时间、存储），优化前后的数据]',
        '[系统上线后的业务数据：上链数量、接入机构或交易笔数]',
        '[你参与的安全审计或漏洞修复，以及结果]',
      ],
      'en-US': [
        '[The protocols or dApps you built, the chains they run on and their users or TVL]',
        '[Smart contracts you wrote: what they do, how large, how you secured them]',
        '[Gas or performance work you did, and the savings]',
        '[Audits you prepared for or findings you fixed]',
        '[Tooling, indexers or integrations you built around the contracts]',
      ],
    },
    achievements: {
      'zh-CN': [
        '基于 FISCO BCOS 开发司法电子存证平台，累计上链存证 1200 万条，接入 15 家机构',
        '开发供应链金融应收账款凭证合约，支持多级拆分流转，平台年融资规模 30 亿元',
        '优化链码存储结构与批量提交，联盟链 TPS 从 800 提升到 3000',
        '完成国密算法改造，系统在 3 个月内通过商用密码应用安全性评估',
        '编写合约单元测试 600 余个，覆盖率 95%，上线以来零安全事故',
        '搭建链上数据浏览器与监控告警，故障定位时间从 1 小时缩短到 10 分钟',
      ],
      'en-US': [
        'Built lending pool contracts in Solidity that reached $40M in total value locked within 6 months',
        'Cut gas costs for core user actions by 35% through storage packing and batched calls',
        'Wrote 600+ unit and fuzz tests reaching 95% coverage; passed 2 external audits with no high-severity findings',
        'Deployed the protocol to 3 Layer 2 networks, bringing average transaction fees under $0.05',
        'Built a subgraph and indexer that serve 2M queries a day to the web app',
        'Fixed 12 audit findings within 2 weeks, including 1 critical reentrancy issue',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '司法电子存证平台', description: '基于联盟链的证据上链与核验系统，已接入法院与公证处' },
        {
          name: '供应链金融凭证平台',
          description: '应收账款数字凭证的签发、拆分与流转合约，服务核心企业上下游',
        },
        { name: '联盟链性能优化', description: '存储结构与共识参数调优，支撑业务高峰期交易量' },
      ],
      'en-US': [
        {
          name: 'Lending protocol',
          description: 'Over-collateralized lending contracts with liquidations and oracle price feeds',
        },
        {
          name: 'Layer 2 deployment',
          description: 'Multi-chain deployment with shared contracts and per-chain configuration',
        },
        {
          name: 'Protocol indexer',
          description: 'A subgraph and API that power the dashboard and analytics',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['FISCO BCOS', 'WeBASE', 'Hyperledger Fabric', 'Hardhat', 'Remix', 'Docker'],
      'en-US': ['Foundry', 'Hardhat', 'OpenZeppelin', 'Slither', 'Tenderly', 'ethers.js'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年区块链开发经验，熟悉 FISCO BCOS 与 Hyperledger Fabric，主导过司法存证与供应链金融平台的开发与上线。',
          '重视合约安全与系统性能。',
        ],
        student: [
          '计算机科学与技术专业应届生，熟悉 Go 与 Solidity，毕业设计基于联盟链实现了农产品溯源系统。',
        ],
      },
      'en-US': {
        experienced: [
          'Blockchain developer with 4 years writing and securing Solidity contracts, including a lending protocol that reached $40M TVL.',
          'Security-first, with 2 clean external audits.',
        ],
        student: [
          'Computer science graduate skilled in Solidity and TypeScript who built an NFT ticketing dApp on a testnet for a senior project.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '软件工程', '信息安全'],
        courses: ['密码学', '分布式系统', '数据结构与算法', '区块链原理与技术'],
      },
      'en-US': {
        majors: ['Computer Science', 'Software Engineering'],
        courses: [
          'Cryptography',
          'Distributed Systems',
          'Computer Security',
          'Data Structures and Algorithms',
        ],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'data-governance-specialist',
    names: { 'zh-CN': '数据治理工程师', 'en-US': 'Data Governance Specialist' },
    field: { 'zh-CN': '数据治理', 'en-US': 'data governance' },
    synonyms: [
      '数据治理工程师',
      '数据治理专员',
      '数据治理',
      '数据治理顾问',
      '数据治理经理',
      '数据标准专员',
      '数据标准管理专员',
      '数据质量专员',
      '数据质量工程师',
      '数据质量管理专员',
      '主数据管理专员',
      '主数据专员',
      '元数据管理工程师',
      '数据资产管理专员',
      'data governance specialist',
      'data governance analyst',
      'data governance manager',
      'data governance consultant',
      'data steward',
      'data quality analyst',
      'data quality engineer',
      'data quality specialist',
      'master data specialist',
      'master data analyst',
    ],
    keywords: [
      'dcmm',
      'dama',
      'cdmp',
      'cdga',
      '元数据',
      '数据血缘',
      'collibra',
      'data lineage',
      'data stewardship',
    ],
    skillGroups: {
      'zh-CN': [
        {
          name: '治理体系',
          examples: ['DCMM 评估', '数据标准制定', '数据治理制度与流程', '数据认责'],
        },
        { name: '数据管理', examples: ['元数据管理', '数据质量监控', '主数据管理', '数据血缘分析'] },
        {
          name: '数据安全与资产',
          examples: ['数据分类分级', '个人信息保护', '数据资产目录', '数据资产入表'],
        },
        { name: '技术工具', examples: ['SQL', 'DataWorks', 'Informatica', 'Python'] },
      ],
      'en-US': [
        {
          name: 'Governance programs',
          examples: [
            'Data policies and standards',
            'Data ownership and stewardship',
            'Governance councils',
            'BCBS 239',
          ],
        },
        {
          name: 'Data management',
          examples: ['Metadata and catalogs', 'Data quality rules', 'Master data management', 'Data lineage'],
        },
        {
          name: 'Privacy and security',
          examples: ['Data classification', 'CCPA/CPRA', 'GDPR', 'Access policies'],
        },
        { name: 'Tools', examples: ['SQL', 'Collibra', 'Microsoft Purview', 'Informatica'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的数据治理范围：涉及的系统、数据域与数据量]',
        '[你制定或落地的数据标准、制度或认责机制，以及覆盖范围]',
        '[你建立的数据质量规则与监控，问题数据比例的变化]',
        '[你参与的 DCMM 评估、数据分类分级或数据资产入表工作，以及结果]',
        '[数据治理为业务带来的改善（如 报表口径统一、监管报送准确率提升）]',
      ],
      'en-US': [
        '[The scope of governance you run: systems, data domains and volume]',
        '[Standards, policies or stewardship models you set up, and how widely they were adopted]',
        '[Data quality rules and monitoring you built, and how error rates changed]',
        '[Catalog, lineage or classification work you led, and its coverage]',
        '[Business outcomes of governance: consistent metrics, regulatory reporting accuracy, audit results]',
      ],
    },
    achievements: {
      'zh-CN': [
        '牵头制定客户、产品、交易等 8 个数据域的数据标准 1200 余项，核心系统落标率达到 85%',
        '上线 3000 余条数据质量校验规则，关键数据问题率从 6% 降至 0.8%',
        '用 8 个月推动公司通过 DCMM 三级（稳健级）评估',
        '完成 2 万余张数据表的分类分级，敏感数据全部纳入脱敏与访问管控',
        '建立覆盖 90% 核心报表的数据血缘，指标问题定位时间从 2 天缩短到 2 小时',
        '统一 150 个核心经营指标口径，管理层报表的数据争议减少 70%',
      ],
      'en-US': [
        'Led the rollout of 1,200+ data standards across 8 domains, with 85% adoption in core systems',
        'Launched 3,000+ automated data quality rules, cutting the critical-data error rate from 6% to 0.8%',
        'Classified 20,000+ tables by sensitivity and brought all restricted data under masking and access controls',
        'Mapped lineage for 90% of executive reports, cutting time to trace a metric issue from 2 days to 2 hours',
        'Standardized definitions for 150 core KPIs, reducing reporting disputes by 70%',
        'Prepared risk data for a BCBS 239 regulatory review that closed with zero material findings',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '企业数据标准体系建设', description: '梳理 8 个数据域的标准与认责，在核心系统中推动落标' },
        { name: '数据质量监控平台', description: '规则配置、定时校验、问题派单与整改跟踪的闭环管理' },
        {
          name: '数据分类分级与资产目录',
          description: '按监管要求完成全量数据分级，建立可检索的数据资产目录',
        },
      ],
      'en-US': [
        {
          name: 'Enterprise data standards program',
          description: 'Standards and stewardship across 8 data domains, embedded in core systems',
        },
        {
          name: 'Data quality monitoring',
          description: 'Rule setup, scheduled checks, issue routing and remediation tracking in one loop',
        },
        {
          name: 'Data catalog and classification',
          description: 'Sensitivity labels and a searchable catalog covering every production database',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CDGA（数据治理工程师）', 'CDGP（数据治理专家）', 'CDMP 认证'],
      'en-US': ['Certified Data Management Professional (CDMP)', 'CIPP/US'],
    },
    tools: {
      'zh-CN': ['SQL', 'DataWorks', '华为 DataArts Studio', 'Informatica', 'Apache Atlas', 'Excel'],
      'en-US': ['SQL', 'Collibra', 'Microsoft Purview', 'Alation', 'Informatica', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年银行数据治理经验，主导过数据标准、数据质量与分类分级项目，推动公司通过 DCMM 三级评估。',
          '既懂业务口径也懂数据技术，善于推动跨部门落地。',
        ],
        student: [
          '信息管理与信息系统专业应届生，熟悉 SQL 与数据管理知识体系（DAMA-DMBOK），实习期间参与过数据质量规则梳理。',
        ],
      },
      'en-US': {
        experienced: [
          'Data governance specialist with 5 years in banking, leading data standards, quality and classification programs.',
          'Bridges business definitions and data engineering to get standards adopted across teams.',
        ],
        student: [
          'Information systems graduate skilled in SQL and familiar with DAMA-DMBOK who documented data quality rules during an internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['信息管理与信息系统', '计算机科学与技术', '统计学'],
        courses: ['数据库原理', '数据管理与分析', '信息资源管理', '数据安全与隐私保护'],
      },
      'en-US': {
        majors: ['Information Systems', 'Computer Science', 'Data Science'],
        courses: ['Database Systems', 'Data Management', 'Information Governance', 'Data Privacy'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'rpa-developer',
    names: { 'zh-CN': 'RPA 开发工程师', 'en-US': 'RPA Developer' },
    field: { 'zh-CN': 'RPA 流程自动化', 'en-US': 'robotic process automation' },
    synonyms: [
      'RPA开发工程师',
      'RPA工程师',
      'RPA开发',
      'RPA实施工程师',
      'RPA实施顾问',
      'RPA顾问',
      'rpa developer',
      'rpa engineer',
      'rpa consultant',
      'rpa analyst',
      'uipath developer',
      'automation anywhere developer',
      'blue prism developer',
      'intelligent automation developer',
      'intelligent automation engineer',
    ],
    keywords: ['rpa', 'uipath', '影刀', 'uibot', 'blue prism', 'automation anywhere'],
    skillGroups: {
      'zh-CN': [
        { name: 'RPA 平台', examples: ['影刀 RPA', 'UiPath', '来也 UiBot', 'Power Automate Desktop'] },
        { name: '开发技能', examples: ['Python', '网页元素定位与自动化', 'Excel 与 VBA', 'OCR 票据识别'] },
        { name: '流程分析', examples: ['流程梳理与评估', '需求调研', 'ROI 测算', '异常处理设计'] },
      ],
      'en-US': [
        {
          name: 'RPA platforms',
          examples: ['UiPath Studio', 'UiPath Orchestrator', 'Automation Anywhere', 'Power Automate Desktop'],
        },
        { name: 'Development', examples: ['VB.NET', 'Python', 'SQL', 'REST APIs'] },
        {
          name: 'Process analysis',
          examples: ['Process discovery', 'PDD and SDD documentation', 'ROI analysis', 'Exception handling'],
        },
        {
          name: 'Document automation',
          examples: ['Document Understanding', 'OCR', 'Email automation', 'Excel automation'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你开发的 RPA 流程：服务的部门、场景（如 对账、报税、订单处理）与数量]',
        '[流程上线后节省的工时、处理量或准确率的变化]',
        '[你如何梳理和评估待自动化的流程，优先级如何确定]',
        '[你处理过的一次流程异常或系统变更，以及如何保证机器人稳定运行]',
        '[你负责运维的机器人：数量、运行成功率与监控方式]',
      ],
      'en-US': [
        '[Automations you built: departments, processes (reconciliation, invoicing, order entry) and how many]',
        '[Hours saved, volume handled or accuracy gained after go-live]',
        '[How you assessed and prioritized processes for automation]',
        '[A bot failure or system change you handled, and how you kept bots stable]',
        '[Bots you support in production: count, success rate and monitoring]',
      ],
    },
    achievements: {
      'zh-CN': [
        '为财务共享中心开发银行对账、发票查验等 35 个 RPA 流程，每年节省约 2.4 万工时',
        '开发电商订单同步与售后处理机器人，日处理订单 1.2 万单，错误率低于 0.1%',
        '结合 OCR 实现增值税发票自动识别与录入，单张处理时间从 3 分钟缩短到 20 秒',
        '建立机器人运行监控与异常告警，流程运行成功率从 90% 提升到 99%',
        '完成 60 个候选流程的自动化评估与 ROI 测算，推动 20 个流程立项',
        '编写 RPA 开发规范与组件库，新流程平均开发周期从 10 天缩短到 4 天',
      ],
      'en-US': [
        'Built 35 UiPath automations for the finance shared services center, saving about 24,000 hours a year',
        'Automated order entry and returns processing for 12,000 orders a day with an error rate under 0.1%',
        'Used Document Understanding to read and key invoices, cutting handling time from 3 minutes to 20 seconds each',
        'Set up monitoring and alerting in Orchestrator, raising bot success rate from 90% to 99%',
        'Assessed 60 candidate processes with ROI estimates, leading to 20 approved automations',
        'Wrote development standards and a reusable library that cut average build time from 10 days to 4',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '财务机器人', description: '覆盖对账、报税、费用审核等环节的 RPA 流程群，7×24 小时运行' },
        { name: '发票识别与录入自动化', description: 'OCR 与 RPA 结合，自动识别、查验发票并录入 ERP' },
        { name: 'RPA 卓越中心建设', description: '统一开发规范、流程评估方法与运维监控，支撑多个部门推广' },
      ],
      'en-US': [
        {
          name: 'Finance automation program',
          description: 'Bots for reconciliation, tax filings and expense audits running around the clock',
        },
        {
          name: 'Invoice processing automation',
          description: 'OCR plus RPA that reads, validates and posts invoices to the ERP',
        },
        {
          name: 'Automation center of excellence',
          description:
            'Shared standards, intake scoring and bot monitoring that let automation scale across departments',
        },
      ],
    },
    certifications: {
      'zh-CN': ['UiPath Automation Developer Associate 认证', '影刀 RPA 认证'],
      'en-US': [
        'UiPath Certified Professional Automation Developer Associate',
        'Automation Anywhere Certified Advanced RPA Professional',
      ],
    },
    tools: {
      'zh-CN': ['影刀 RPA', 'UiPath', '来也 UiBot', 'Python', 'Excel', '百度智能云 OCR'],
      'en-US': [
        'UiPath Studio',
        'UiPath Orchestrator',
        'Automation Anywhere',
        'Power Automate',
        'Excel',
        'SQL Server',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年 RPA 开发经验，为财务与供应链部门上线 35 个自动化流程，每年节省约 2.4 万工时。',
          '熟悉影刀与 UiPath，擅长把重复的业务操作变成稳定运行的机器人。',
        ],
        student: [
          '信息管理与信息系统专业应届生，熟悉 Python 与 Excel 自动化，实习期间用影刀 RPA 开发过 3 个报表自动化流程。',
        ],
      },
      'en-US': {
        experienced: [
          'RPA developer with 4 years building UiPath automations for finance and supply chain, saving about 24,000 hours a year.',
          'Turns repetitive processes into reliable, well-monitored bots.',
        ],
        student: [
          'Information systems graduate skilled in Python and Excel automation who built 3 reporting bots in UiPath during an internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['信息管理与信息系统', '计算机科学与技术', '会计学'],
        courses: ['Python 程序设计', '数据库原理', '管理信息系统', '业务流程管理'],
      },
      'en-US': {
        majors: ['Information Systems', 'Computer Science', 'Accounting'],
        courses: [
          'Programming Fundamentals',
          'Database Systems',
          'Business Process Management',
          'Systems Analysis and Design',
        ],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'low-code-developer',
    names: { 'zh-CN': '低代码开发工程师', 'en-US': 'Low-Code Developer' },
    field: { 'zh-CN': '低代码应用开发', 'en-US': 'low-code application development' },
    synonyms: [
      '低代码开发工程师',
      '低代码开发',
      '低代码工程师',
      '低代码实施顾问',
      '低代码实施工程师',
      'Power Platform开发工程师',
      'low-code developer',
      'low-code engineer',
      'power platform developer',
      'power platform consultant',
      'power apps developer',
      'powerapps developer',
      'power automate developer',
      'outsystems developer',
      'mendix developer',
    ],
    keywords: [
      '低代码',
      'power apps',
      'power automate',
      'power platform',
      'dataverse',
      'outsystems',
      'mendix',
      '宜搭',
      '简道云',
      '明道云',
    ],
    skillGroups: {
      'zh-CN': [
        { name: '低代码平台', examples: ['钉钉宜搭', '简道云', '明道云', 'Power Apps'] },
        { name: '开发技能', examples: ['JavaScript', 'SQL', '接口集成（API）', '表单与流程设计'] },
        { name: '业务实施', examples: ['需求调研', '流程梳理', '用户培训', '上线推广'] },
      ],
      'en-US': [
        {
          name: 'Power Platform',
          examples: ['Power Apps (canvas and model-driven)', 'Power Automate', 'Dataverse', 'Copilot Studio'],
        },
        { name: 'Development', examples: ['Power Fx', 'JavaScript', 'SQL', 'Custom connectors'] },
        {
          name: 'Delivery',
          examples: [
            'Requirements gathering',
            'Solution ALM',
            'User training',
            'Governance and DLP policies',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你用低代码平台搭建的应用（如 审批、巡检、客户管理、项目管理），使用部门与人数]',
        '[你做的系统集成：对接的 ERP、OA 或钉钉、企业微信等]',
        '[应用上线后带来的效率提升，或替代了哪些纸质、Excel 流程]',
        '[你如何收集需求并快速迭代，一个应用从需求到上线用了多久]',
        '[你制定的开发规范、权限管理或培训，如何推动业务人员自主搭建]',
      ],
      'en-US': [
        '[Apps you built on the platform (approvals, inspections, CRM, project tracking), who uses them and how many]',
        '[Integrations you built with ERP, Dynamics 365, SharePoint or other systems]',
        '[Time saved, or paper and spreadsheet processes replaced, after launch]',
        '[How you gathered requirements and iterated; how long one app took from request to launch]',
        '[Standards, environment governance or training you set up for citizen developers]',
      ],
    },
    achievements: {
      'zh-CN': [
        '用钉钉宜搭搭建采购审批、设备巡检等 28 个应用，覆盖 1500 名员工',
        '替代 40 余张手工 Excel 台账，月度数据汇总时间从 3 天缩短到 2 小时',
        '对接用友 ERP 与企业微信，实现订单与库存数据自动同步，录入错误减少 90%',
        '平均 2 周交付一个业务应用，成本约为传统定制开发的三分之一',
        '建立低代码开发规范与应用模板库，培训 60 名业务人员自主搭建简单应用',
        '上线移动端设备巡检应用，巡检漏检率从 12% 降至 2%',
      ],
      'en-US': [
        'Built 28 Power Apps for procurement, inspections and onboarding used by 1,500 employees',
        'Replaced 40+ spreadsheet trackers, cutting monthly reporting prep from 3 days to 2 hours',
        'Connected Power Automate flows to Dynamics 365 and SAP, cutting manual data entry errors by 90%',
        'Deliver a typical business app in 2 weeks at about a third of the cost of custom development',
        'Set up the environment strategy and DLP policies, and trained 60 citizen developers',
        'Launched a mobile inspection app that cut missed inspections from 12% to 2%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '数字化采购审批平台', description: '基于宜搭的采购申请、比价与审批流程，与 ERP 自动对接' },
        { name: '设备巡检移动应用', description: '扫码巡检、拍照上报与问题派单，管理层实时查看完成情况' },
        { name: '低代码卓越中心', description: '应用模板、开发规范与培训体系，支持业务部门自主搭建' },
      ],
      'en-US': [
        {
          name: 'Procurement approval app',
          description: 'A Power Apps request, quote and approval process integrated with the ERP',
        },
        {
          name: 'Mobile inspection app',
          description: 'QR-code inspections, photo reports and issue routing with a live dashboard',
        },
        {
          name: 'Power Platform center of excellence',
          description: 'Templates, standards and training that let business teams build safely',
        },
      ],
    },
    certifications: {
      'zh-CN': ['阿里巴巴低代码开发师认证', 'Microsoft Power Platform 开发人员认证（PL-400）'],
      'en-US': [
        'Microsoft Certified: Power Platform Developer Associate',
        'Microsoft Certified: Power Platform Functional Consultant Associate',
        'OutSystems Associate Reactive Developer',
      ],
    },
    tools: {
      'zh-CN': ['钉钉宜搭', '简道云', '明道云', 'Power Apps', 'Postman', 'Excel'],
      'en-US': ['Power Apps', 'Power Automate', 'Dataverse', 'SharePoint', 'Power BI', 'Azure DevOps'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年低代码开发与实施经验，用宜搭、简道云为制造企业上线 28 个业务应用，覆盖 1500 名员工。',
          '擅长把零散的表格和纸质流程变成好用的系统。',
        ],
        student: [
          '信息管理与信息系统专业应届生，熟悉 JavaScript 与 SQL，实习期间用宜搭为学院搭建了实验室预约系统。',
        ],
      },
      'en-US': {
        experienced: [
          'Power Platform developer with 4 years building business apps and automations used by 1,500 employees.',
          'Turns spreadsheets and paper forms into apps people actually use.',
        ],
        student: [
          'Information systems graduate skilled in Power Apps, SQL and JavaScript who built a lab booking app for the department.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['信息管理与信息系统', '计算机科学与技术', '工业工程'],
        courses: ['管理信息系统', '数据库原理', 'Web 开发基础', '业务流程管理'],
      },
      'en-US': {
        majors: ['Information Systems', 'Computer Information Systems', 'Business Administration'],
        courses: [
          'Database Systems',
          'Business Process Management',
          'Systems Analysis and Design',
          'Web Development',
        ],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'salesforce-developer',
    names: { 'zh-CN': 'Salesforce 开发工程师', 'en-US': 'Salesforce Developer' },
    field: { 'zh-CN': 'Salesforce 开发与实施', 'en-US': 'Salesforce development' },
    synonyms: [
      'Salesforce开发工程师',
      'Salesforce开发',
      'Salesforce工程师',
      'Salesforce顾问',
      'Salesforce实施顾问',
      'Salesforce管理员',
      'SFDC开发',
      'salesforce developer',
      'salesforce engineer',
      'salesforce administrator',
      'salesforce admin',
      'salesforce consultant',
      'salesforce technical consultant',
      'salesforce architect',
      'salesforce technical architect',
      'sfdc developer',
      'apex developer',
    ],
    keywords: ['soql', 'lightning web components', 'sfdc'],
    skillGroups: {
      'zh-CN': [
        { name: '开发', examples: ['Apex', 'Lightning Web Components', 'SOQL', 'Visualforce'] },
        {
          name: '配置与管理',
          examples: ['Flow 自动化', '权限与共享规则', '报表与仪表板', 'Data Loader 数据导入'],
        },
        {
          name: '产品模块',
          examples: ['Sales Cloud', 'Service Cloud', 'Experience Cloud', 'Salesforce CPQ'],
        },
        { name: '集成与发布', examples: ['REST/SOAP 接口', 'MuleSoft', 'Salesforce CLI', 'Git'] },
      ],
      'en-US': [
        { name: 'Development', examples: ['Apex', 'Lightning Web Components', 'SOQL', 'Visualforce'] },
        {
          name: 'Administration',
          examples: ['Flow', 'Permission sets and sharing', 'Reports and dashboards', 'Data Loader'],
        },
        { name: 'Clouds', examples: ['Sales Cloud', 'Service Cloud', 'Experience Cloud', 'Salesforce CPQ'] },
        { name: 'Integration and DevOps', examples: ['REST APIs', 'MuleSoft', 'Salesforce CLI', 'Copado'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的 Salesforce 组织与模块（Sales Cloud、Service Cloud 等），以及用户数量]',
        '[你开发的定制功能：Apex、LWC 组件或 Flow，解决了什么业务问题]',
        '[你做的系统集成（ERP、营销平台、数据仓库）与数据同步方式]',
        '[上线后的业务效果：销售效率、工单处理时长或数据质量的变化]',
        '[你负责的版本发布、测试覆盖率或平台日常维护]',
      ],
      'en-US': [
        '[The Salesforce org and clouds you support, and how many users]',
        '[Custom work you built (Apex, LWC, Flows) and the business problem it solved]',
        '[Integrations you built with ERP, marketing or data platforms, and how data syncs]',
        '[Business results after launch: sales productivity, case handling time, data quality]',
        '[Releases, test coverage and org maintenance you own]',
      ],
    },
    achievements: {
      'zh-CN': [
        '为 800 名销售用户定制 Sales Cloud 商机与报价流程，报价生成时间从 1 天缩短到 1 小时',
        '开发 Service Cloud 工单自动分派与 SLA 提醒，平均首次响应时间缩短 45%',
        '通过 MuleSoft 打通 Salesforce 与 SAP 订单数据，每日同步 2 万条记录',
        '将 60 余个旧版工作流规则迁移到 Flow，系统维护工作量减少 30%',
        'Apex 测试覆盖率保持在 90% 以上，全年 24 次发布零回滚',
        '清理重复客户数据 12 万条，客户数据准确率提升到 98%',
      ],
      'en-US': [
        'Customized Sales Cloud opportunity and quoting flows for 800 sales users, cutting quote turnaround from 1 day to 1 hour',
        'Built case auto-routing and SLA alerts in Service Cloud, cutting average first response time by 45%',
        'Integrated Salesforce with SAP through MuleSoft, syncing 20,000 order records a day',
        'Migrated 60+ legacy Workflow Rules and Process Builder processes to Flow, cutting maintenance effort by 30%',
        'Keep Apex test coverage above 90%, with 24 releases a year and zero rollbacks',
        'Deduplicated 120,000 account records, raising customer data accuracy to 98%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'Sales Cloud 报价流程改造', description: '商机、报价与审批一体化流程，与 ERP 价格数据联动' },
        { name: 'Service Cloud 客服中心上线', description: '工单分派、知识库与 SLA 管理，支持 200 名客服' },
        { name: 'Salesforce 与 SAP 集成', description: '基于 MuleSoft 的订单与客户主数据双向同步' },
      ],
      'en-US': [
        {
          name: 'Quote-to-order redesign',
          description: 'Opportunity, quote and approval flows tied to ERP pricing',
        },
        {
          name: 'Service Cloud rollout',
          description: 'Case routing, knowledge base and SLA management for 200 support agents',
        },
        {
          name: 'Salesforce to SAP integration',
          description: 'Two-way MuleSoft sync of orders and customer master data',
        },
      ],
    },
    certifications: {
      'zh-CN': ['Salesforce 认证平台开发者 I', 'Salesforce 认证管理员', 'Salesforce 认证平台应用构建师'],
      'en-US': [
        'Salesforce Certified Platform Developer I',
        'Salesforce Certified Administrator',
        'Salesforce Certified Platform App Builder',
      ],
    },
    tools: {
      'zh-CN': ['Salesforce', 'VS Code', 'Salesforce CLI', 'Data Loader', 'Workbench', 'Git'],
      'en-US': ['VS Code', 'Salesforce CLI', 'Data Loader', 'Workbench', 'Copado', 'Git'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年 Salesforce 开发经验，持有平台开发者 I 与管理员认证，为 800 名销售用户交付过报价与客服流程改造。',
          '熟悉 Sales Cloud、Service Cloud 以及与 SAP 的集成。',
        ],
        student: [
          '计算机科学与技术专业应届生，在 Trailhead 完成 100 余个学习模块，已取得 Salesforce 认证管理员证书。',
        ],
      },
      'en-US': {
        experienced: [
          'Salesforce developer with 5 years across Sales Cloud and Service Cloud, certified as Platform Developer I and Administrator.',
          'Builds with Flow first and Apex where it counts.',
        ],
        student: [
          'Information systems graduate and Salesforce Certified Administrator who reached Trailhead Ranger and built a volunteer tracking app for a campus nonprofit.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '信息管理与信息系统', '软件工程'],
        courses: ['Java 程序设计', '数据库原理', 'Web 开发', '客户关系管理'],
      },
      'en-US': {
        majors: ['Information Systems', 'Computer Science'],
        courses: [
          'Object-Oriented Programming',
          'Database Systems',
          'Web Development',
          'Customer Relationship Management',
        ],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'developer-relations',
    names: { 'zh-CN': '开发者布道师', 'en-US': 'Developer Advocate' },
    field: { 'zh-CN': '开发者关系', 'en-US': 'developer relations' },
    synonyms: [
      '开发者布道师',
      '技术布道师',
      '开发者关系',
      '开发者关系经理',
      '开发者关系工程师',
      '开发者运营',
      '开发者生态运营',
      '开发者社区运营',
      'DevRel工程师',
      'developer advocate',
      'developer relations',
      'developer relations engineer',
      'developer relations manager',
      'developer evangelist',
      'technical evangelist',
      'devrel',
      'devrel engineer',
      'developer community manager',
    ],
    keywords: ['开发者生态', '黑客松', 'hackathon'],
    skillGroups: {
      'zh-CN': [
        { name: '技术内容', examples: ['技术文章写作', '示例代码与 Demo', '视频教程', '文档改进'] },
        { name: '社区与活动', examples: ['技术沙龙组织', '开发者大会演讲', '黑客松策划', '开源社区运营'] },
        { name: '技术能力', examples: ['Python', 'JavaScript', '云服务 API', '大模型应用开发'] },
        {
          name: '数据与反馈',
          examples: ['开发者增长指标', '开发者反馈收集', '竞品生态分析', '产品需求反馈'],
        },
      ],
      'en-US': [
        {
          name: 'Technical content',
          examples: ['Tutorials and blog posts', 'Sample apps', 'Video walkthroughs', 'Docs improvements'],
        },
        {
          name: 'Community and events',
          examples: ['Conference talks', 'Meetups', 'Hackathons', 'Discord and GitHub communities'],
        },
        { name: 'Engineering', examples: ['TypeScript', 'Python', 'REST APIs and SDKs', 'Cloud platforms'] },
        {
          name: 'Developer insights',
          examples: [
            'Activation metrics',
            'Product feedback loops',
            'Developer surveys',
            'Competitive analysis',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你服务的开发者群体与产品（如 云服务、开源项目、API 平台）]',
        '[你产出的技术内容：文章、视频、示例代码的数量，以及阅读量或下载量]',
        '[你组织或参与的活动（技术沙龙、开发者大会、黑客松），规模与效果]',
        '[你运营的开发者社区：成员数、活跃度或贡献者数量的变化]',
        '[你把开发者反馈带回产品团队、推动改进的一个例子]',
      ],
      'en-US': [
        '[The developers and product you serve (cloud APIs, open source, SDKs)]',
        '[Content you created: tutorials, videos and sample apps, with reach or usage]',
        '[Events you ran or spoke at (conferences, meetups, hackathons), with size and outcomes]',
        '[The community you grew: members, activity or contributors, before and after]',
        '[A time you took developer feedback to the product team and got something changed]',
      ],
    },
    achievements: {
      'zh-CN': [
        '撰写技术文章与教程 60 余篇，累计阅读量 150 万，带来注册开发者 1.8 万人',
        '策划并举办 12 场城市技术沙龙与 2 场黑客松，参与开发者 3000 余人',
        '在 8 场行业技术大会做主题分享，单场听众最多 1200 人',
        '运营开源项目社区，GitHub Star 从 3000 增长到 1.5 万，外部贡献者增加到 120 人',
        '整理开发者反馈 200 余条，推动 SDK 接入步骤从 9 步简化到 4 步',
        '维护示例代码库 40 个，新开发者首次调用成功的时间从 2 天缩短到 30 分钟',
      ],
      'en-US': [
        'Wrote 60+ tutorials and posts with 1.5M total views, driving 18,000 developer sign-ups',
        'Ran 12 meetups and 2 hackathons reaching 3,000+ developers',
        'Spoke at 8 industry conferences, including a keynote for 1,200 attendees',
        'Grew an open-source project from 3,000 to 15,000 GitHub stars and 120 outside contributors',
        'Turned 200+ pieces of developer feedback into product changes, including cutting SDK setup from 9 steps to 4',
        'Maintain 40 sample apps that cut time to first successful API call from 2 days to 30 minutes',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '开发者入门体验优化', description: '重写快速开始文档与示例代码，大幅缩短首次接入时间' },
        { name: '全国开发者沙龙巡回', description: '在 6 个城市举办技术分享与动手实验，沉淀课程资料' },
        { name: '开源社区贡献者计划', description: '新手任务、代码评审与贡献者激励，扩大外部贡献者队伍' },
      ],
      'en-US': [
        {
          name: 'Developer onboarding overhaul',
          description: 'Rewrote the quickstart and samples to shorten time to first API call',
        },
        {
          name: 'Meetup tour',
          description: 'Talks and hands-on labs in 6 cities with reusable workshop materials',
        },
        {
          name: 'Contributor program',
          description: 'Good first issues, review support and recognition that grew outside contributions',
        },
      ],
    },
    certifications: { 'zh-CN': [], 'en-US': [] },
    tools: {
      'zh-CN': ['GitHub', 'VS Code', 'Postman', 'OBS', '掘金', 'CSDN'],
      'en-US': ['GitHub', 'VS Code', 'Postman', 'Discord', 'OBS Studio', 'YouTube'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年开发与开发者关系经验，负责云服务开发者生态，技术内容累计阅读 150 万，带来注册开发者 1.8 万人。',
          '既能写代码也能把技术讲清楚，善于把开发者的声音带回产品。',
        ],
        student: ['计算机科学与技术专业应届生，在掘金发表技术文章 30 余篇，组织过校园开发者社团与黑客松。'],
      },
      'en-US': {
        experienced: [
          'Developer advocate with 6 years across software engineering and DevRel, bringing 18,000 new developers to an API platform.',
          'Writes code, explains it clearly, and brings developer feedback back to the product.',
        ],
        student: [
          'Computer science graduate who ran the campus developer club, organized a 200-person hackathon and writes a technical blog.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机科学与技术', '软件工程'],
        courses: ['数据结构与算法', '计算机网络', '软件工程', '科技写作'],
      },
      'en-US': {
        majors: ['Computer Science', 'Software Engineering'],
        courses: [
          'Data Structures and Algorithms',
          'Computer Networks',
          'Technical Communication',
          'Software Engineering',
        ],
      },
    },
    workplace: 'tech',
  },
];
