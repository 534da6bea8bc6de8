// Student life by field: the clubs, volunteering and roles a student aiming at a kind of job really has,
// so a nursing student's resume does not carry the same student-union block as a programmer's. Also
// what an internship leads to in that field (a return offer is a corporate custom, not a hospital's).
import type { Localized, WorkplaceKind } from './job-family.ts';

export type StudentLifeField =
  | 'tech'
  | 'health'
  | 'education'
  | 'business'
  | 'creative'
  | 'engineering'
  | 'mechanical'
  | 'science'
  | 'psychology'
  | 'construction'
  | 'energy'
  | 'service'
  | 'public'
  | 'trades'
  | 'service-trades'
  | 'music'
  | 'agriculture'
  | 'sport'
  | 'design'
  | 'law'
  | 'communication';

export interface StudentLife {
  organisations: readonly string[];
  roles: readonly string[];
  /** Example sentences at a student's scale: no team led, no budget, nothing a year long. */
  bullets: readonly string[];
  /** What a graduating student's internship led to, as this field says it. */
  internshipOutcome: string;
}

const FIELD_OF_WORKPLACE: Readonly<Record<WorkplaceKind, StudentLifeField>> = {
  tech: 'tech',
  // Institutes and university departments: a student researcher's life, whatever the subject; a computing
  // researcher's is tech's (by the occupation, below).
  research: 'science',
  corporate: 'business',
  finance: 'business',
  'accounting-firm': 'business',
  'law-firm': 'business',
  commerce: 'business',
  'real-estate': 'business',
  logistics: 'business',
  manufacturer: 'engineering',
  // Civil and building students have their own contests and societies; so have electrical and energy ones: a
  // Formula SAE suspension is a mechanical student's.
  construction: 'construction',
  utility: 'energy',
  hospital: 'health',
  clinic: 'health',
  pharmacy: 'health',
  'care-home': 'health',
  school: 'education',
  media: 'creative',
  agency: 'creative',
  'language-services': 'creative',
  hotel: 'service',
  restaurant: 'service',
  airline: 'service',
  fitness: 'service',
  salon: 'service',
  'auto-service': 'service',
  'facility-services': 'service',
  government: 'public',
  nonprofit: 'public',
};

/**
 * Workplaces of a vocational school's service trades (hair, beauty, hotels, kitchens, cabins, care): their students
 * serve guests in a training salon or hotel, not a shop's tool crib.
 */
const SERVICE_TRADE_WORKPLACES: ReadonlySet<WorkplaceKind> = new Set<WorkplaceKind>([
  'salon',
  'hotel',
  'restaurant',
  'fitness',
  'airline',
  'commerce',
  'real-estate',
  'finance',
  'government',
  'language-services',
  'school',
  'hospital',
  'clinic',
  'care-home',
  'pharmacy',
]);

/**
 * The field a student's occupation sets, where its kind of workplace would mislead: a procurement or payroll student
 * at a plant is a business student (no Formula SAE suspension), a chemist at a plant or a biologist at an institute a
 * science student (no programming club), a counselling student no nursing student on ward rotations. ISCO unit
 * groups, most specific first; undefined leaves the workplace's field.
 */
function fieldOfOccupation(isco: string, workplace: WorkplaceKind | undefined): StudentLifeField | undefined {
  if (isco.startsWith('2634') || (isco.startsWith('2635') && workplace === 'clinic')) return 'psychology';
  // Designers studied design wherever they work: a UI designer at a software company is no programming club's.
  if (/^216[36]/.test(isco)) return 'creative';
  // A hospital's or clinic's office and IT students keep the health field: no return offer from a ward.
  if (workplace !== 'manufacturer' && workplace !== 'research') return undefined;
  if (/^(24|33|4)/.test(isco)) return 'business';
  if (/^(25|35)/.test(isco)) return 'tech';
  if (/^21[123]/.test(isco)) return 'science';
  // Formula SAE and robotics are a mechanical student's; a building-services one (HVAC) keeps construction's.
  if (isco.startsWith('2144')) return 'mechanical';
  if (/^214/.test(isco)) return 'engineering';
  return undefined;
}

/**
 * A trade learnt at a vocational school has its own student life (skills contests, the shop); a service trade's
 * (the training salon, front desk or ward) and a media trade's (the campus studio) are their own too. Otherwise the
 * occupation's own field where its workplace would mislead, else the workplace's.
 */
/**
 * Fields whose student life is their own whatever the school: a music student plays in the orchestra (no campus TV),
 * an agriculture student works the trial plots, an athlete or coach student competes (no skills-contest tool crib).
 */
function ownStudentLife(isco: string | undefined): StudentLifeField | undefined {
  if (isco === undefined) return undefined;
  // A design student lives in the studio and the portfolio review (no campus TV), a law student in moot court and
  // the legal aid clinic, a PR or advertising student in the communication society (no case-competition club).
  if (/^(?:216[1236]|3432)/.test(isco)) return 'design';
  if (/^(?:261|3411)/.test(isco)) return 'law';
  if (/^243[12]/.test(isco)) return 'communication';
  if (isco.startsWith('2652')) return 'music';
  if (/^(?:2132|3142|61|62|92)/.test(isco)) return 'agriculture';
  if (isco.startsWith('342')) return 'sport';
  return undefined;
}

export function studentLifeField(
  workplace: WorkplaceKind | undefined,
  pathway?: 'vocational',
  isco?: string,
): StudentLifeField {
  const own = ownStudentLife(isco);
  if (own) return own;
  if (pathway === 'vocational') {
    if (workplace && SERVICE_TRADE_WORKPLACES.has(workplace)) return 'service-trades';
    if (workplace === 'media' || workplace === 'agency') return 'creative';
    return 'trades';
  }
  return (
    (isco ? fieldOfOccupation(isco, workplace) : undefined) ??
    (workplace ? FIELD_OF_WORKPLACE[workplace] : 'public')
  );
}

/** Fields whose internships end in a return offer; elsewhere they end in a supervisor's evaluation. */
export const RETURN_OFFER_FIELDS: ReadonlySet<StudentLifeField> = new Set([
  'tech',
  'business',
  'engineering',
  'mechanical',
  'construction',
  'energy',
  'creative',
]);

export const STUDENT_LIFE: Readonly<Record<StudentLifeField, Localized<StudentLife>>> = {
  music: {
    'zh-CN': {
      organisations: ['校学生交响乐团', '校合唱团'],
      roles: ['团员', '声部长'],
      bullets: [
        '随校学生交响乐团参加校内外音乐会演出 12 场',
        '随团赴 3 个城市参加高校艺术节展演',
        '负责声部分谱整理与排练考勤，协助指导老师安排分声部排练',
      ],
      internshipOutcome: '实习考核评为优秀，获得乐团“基本功扎实、合奏意识好”的评价',
    },
    'en-US': {
      organisations: ['University Symphony Orchestra', 'Chamber Choir'],
      roles: ['Section Member', 'Section Leader'],
      bullets: [
        'Performed in 12 concerts a year with the university symphony orchestra',
        'Toured 3 cities with the ensemble for festival performances',
        'Kept part books and sectional rehearsal attendance for the conductor',
      ],
      internshipOutcome: 'Was invited back to play with the ensemble the following season',
    },
  },
  agriculture: {
    'zh-CN': {
      organisations: ['校农学会', '乡村振兴社会实践团'],
      roles: ['试验田小组成员', '队员'],
      bullets: [
        '在学校试验田参与 3 个品种的田间观测与记录',
        '随实践团下乡开展 2 次农技科普，走访农户 60 余户',
        '协助整理土壤与病虫害调查数据 200 余条',
      ],
      internshipOutcome: '实习考核评为优秀，基地负责人评价“肯吃苦、记录规范”',
    },
    'en-US': {
      organisations: ['Collegiate FFA', 'Agronomy Club'],
      roles: ['Member', 'Crops Team Member'],
      bullets: [
        'Recorded weekly observations on 3 variety trial plots at the university farm',
        'Helped run 2 extension field days attended by about 60 growers',
        'Entered 200+ soil and pest scouting records into the trial database',
      ],
      internshipOutcome: 'The farm manager asked me back for the next season',
    },
  },
  sport: {
    'zh-CN': {
      organisations: ['校田径队', '校学生会体育部'],
      roles: ['队员', '干事'],
      bullets: [
        '代表学校参加省大学生运动会，获 4×100 米接力第三名',
        '协助组织校运会与院系篮球联赛共 6 场',
        '协助体育老师组织 40 名新生参加晨练训练营',
      ],
      internshipOutcome: '实习考核评为优秀，俱乐部评价“专业扎实、沟通耐心”',
    },
    'en-US': {
      organisations: ['Varsity Track and Field', 'Campus Recreation'],
      roles: ['Athlete', 'Intramural Official'],
      bullets: [
        'Competed in 8 conference meets in the 400 m and relays',
        'Officiated 30 intramural basketball and soccer games',
        'Assisted with a fitness orientation program for 40 first-year students',
      ],
      internshipOutcome: 'Was offered part-time coaching hours after the placement',
    },
  },
  'service-trades': {
    'zh-CN': {
      organisations: ['校礼仪服务队', '校青年志愿者协会'],
      roles: ['队员', '志愿者'],
      bullets: [
        '担任校礼仪服务队队员，为校内大型活动提供接待服务 12 场',
        '在校内实训室完成 120 学时的服务实操训练，期末实操考核优秀',
        '参加社区志愿服务 6 次，为 60 余位老人提供义务服务',
      ],
      internshipOutcome: '顶岗实习考核合格，带教老师评价“服务热情、做事细致”',
    },
    'en-US': {
      organisations: ['SkillsUSA Chapter', 'Student Ambassadors'],
      roles: ['Member', 'Ambassador'],
      bullets: [
        'Competed in the SkillsUSA state Customer Service contest after 6 weeks of practice',
        'Helped run 12 chapter service events for visiting families and employers',
        'Volunteered at 6 community service days, serving about 60 seniors',
      ],
      internshipOutcome:
        'Completed the work-based learning placement with a strong evaluation from my supervisor',
    },
  },
  trades: {
    'zh-CN': {
      organisations: ['校技能竞赛集训队', '校青年志愿者协会'],
      roles: ['集训队员', '志愿者'],
      bullets: [
        '参加校级技能竞赛集训 8 周，完成 20 个实操考核项目',
        '在实训中心担任工具管理员，负责 40 套工具的借还与点检',
        '参加社区义务维修活动 6 次，为 60 余户居民服务',
      ],
      internshipOutcome: '顶岗实习考核合格，师傅评价“操作规范、肯吃苦”',
    },
    'en-US': {
      organisations: ['SkillsUSA Chapter', 'Habitat for Humanity Campus Chapter'],
      roles: ['Member', 'Volunteer'],
      bullets: [
        'Competed at the SkillsUSA state conference after 8 weeks of practice on 20 hands-on tasks',
        "Ran the program shop's tool crib, checking out and inspecting 40 tool kits",
        'Volunteered on 6 Habitat for Humanity build days',
      ],
      internshipOutcome:
        'Completed the work-based learning placement with a strong evaluation from my mentor',
    },
  },
  tech: {
    'zh-CN': {
      organisations: ['校 ACM 程序设计协会', '校开源技术社团'],
      roles: ['技术部干事', '社团成员'],
      bullets: [
        '组织 6 场算法训练赛，平均每场 80 名同学参加',
        '维护社团开源项目，审阅并合并同学提交的代码 30 余次',
        '为新生开设 4 次 Git 与 Linux 入门讲座',
      ],
      internshipOutcome: '实习考核评为优秀，导师评价“上手快、交付可靠”，获得转正 offer',
    },
    'en-US': {
      organisations: ['ACM Student Chapter', 'Open Source Club'],
      roles: ['Workshop Coordinator', 'Member'],
      bullets: [
        'Ran 6 coding practice contests averaging 80 participants each',
        "Reviewed and merged 30+ pull requests on the club's open-source project",
        'Taught 4 intro Git and Linux workshops for first-year students',
      ],
      internshipOutcome: 'Received a return offer at the end of the internship',
    },
  },
  health: {
    'zh-CN': {
      organisations: ['校红十字会', '社区健康志愿服务队'],
      roles: ['志愿者小组长', '志愿者'],
      bullets: [
        '参与 10 次社区义诊，协助为 500 余人次测量血压与血糖',
        '协助开展 6 场急救知识培训，覆盖 300 名同学',
        '每周到养老院陪护老人，累计服务 120 小时',
      ],
      internshipOutcome: '各科室出科考核均为优秀，带教老师评价“操作规范、沟通细致”',
    },
    'en-US': {
      organisations: ['Red Cross Club', 'Community Health Volunteers'],
      roles: ['Volunteer Coordinator', 'Volunteer'],
      bullets: [
        'Screened blood pressure for 500+ residents at 10 community health fairs',
        'Co-taught 6 CPR and first-aid sessions reaching 300 students',
        'Volunteered weekly at a senior living community, 120 hours in all',
      ],
      internshipOutcome: 'Received outstanding evaluations from my preceptors on every rotation',
    },
  },
  education: {
    'zh-CN': {
      organisations: ['校支教协会', '校朋辈辅导中心'],
      roles: ['支教队员', '朋辈辅导员'],
      bullets: [
        '暑期赴乡村小学支教 3 周，承担语文与数学课 40 课时',
        '每周为 15 名低年级同学提供学业辅导',
        '策划校园读书会 8 期，每期 30 余人参加',
      ],
      internshipOutcome: '实习考核评为优秀，指导老师评价“课堂组织有序、学生反馈好”',
    },
    'en-US': {
      organisations: ['Reading Buddies Tutoring Program', 'Future Educators Club'],
      roles: ['Volunteer Tutor', 'Events Coordinator'],
      bullets: [
        'Tutored 15 second-graders in reading each week at a partner elementary school',
        'Planned 8 family literacy nights at the campus community center',
        'Taught 40 lessons at a 3-week summer enrichment camp',
      ],
      internshipOutcome:
        'Rated outstanding by my cooperating teacher in the final student-teaching evaluation',
    },
  },
  business: {
    'zh-CN': {
      organisations: ['校商业案例分析协会', '校投资理财协会'],
      roles: ['研究部干事', '社团成员'],
      bullets: [
        '参加全国大学生商业案例大赛，进入全国 16 强',
        '组织 5 场企业参访与校友分享会，累计 400 人次参加',
        '为社团撰写行业研究简报 12 期',
      ],
      internshipOutcome: '实习考核评为优秀，导师评价“上手快、交付可靠”，获得转正 offer',
    },
    'en-US': {
      organisations: ['Case Competition Club', 'Student Investment Society'],
      roles: ['Research Analyst', 'Member'],
      bullets: [
        'Reached the national top 16 of an intercollegiate case competition',
        'Organized 5 company visits and alumni talks attended by 400 students',
        "Wrote 12 issues of the society's sector research brief",
      ],
      internshipOutcome: 'Received a return offer at the end of the internship',
    },
  },
  creative: {
    'zh-CN': {
      organisations: ['校电视台', '校摄影协会'],
      roles: ['编导', '摄影部干事'],
      bullets: [
        '策划并拍摄 6 期校园专题短片',
        '为 20 场校园活动拍摄照片并供稿校报',
        '为 12 场社团活动设计海报与推文',
      ],
      internshipOutcome: '实习考核评为优秀，作品被团队采用，获得转正 offer',
    },
    'en-US': {
      organisations: ['Campus TV', 'Photography Club'],
      roles: ['Producer', 'Staff Photographer'],
      bullets: [
        'Produced 6 short features for the campus TV channel',
        'Photographed 20 campus events for the student newspaper',
        'Designed posters and social posts for 12 club events',
      ],
      internshipOutcome: 'Work used in client deliverables; received a return offer',
    },
  },
  engineering: {
    'zh-CN': {
      organisations: ['校大学生科技创新协会', '学院工程实践创新中心'],
      roles: ['项目组成员', '协会成员'],
      bullets: [
        '参与学院老师指导的大学生创新训练项目，完成 3 轮方案设计与实验验证',
        '参与协会组织的 2 次企业车间参观与工程师讲座',
        '为协会新生讲解 3 次工程制图与实验数据处理入门',
      ],
      internshipOutcome: '实习考核评为优秀，导师评价“动手能力强、做事严谨”，获得转正 offer',
    },
    'en-US': {
      organisations: ['Engineering Student Council', 'Engineers Without Borders Chapter'],
      roles: ['Council Member', 'Project Team Member'],
      bullets: [
        'Ran bench tests and logged data for a one-semester undergraduate research project with an engineering professor',
        'Organized 2 plant tours for about 30 society members',
        'Helped test a household water filter design for a partner community project',
      ],
      internshipOutcome: 'Received a return offer at the end of the internship',
    },
  },
  science: {
    'zh-CN': {
      organisations: ['校学生科研训练计划', '校学术科技协会'],
      roles: ['项目组成员', '学术部成员'],
      bullets: [
        '参与导师课题组的学生科研训练项目，负责文献检索与实验数据整理，历时 1 个学期',
        '在校学术论坛上以海报形式展示课题进展',
        '协助组织 4 场学术讲座，每场 80 余人参加',
      ],
      internshipOutcome: '实习考核评为优秀，导师评价“实验规范、记录细致”',
    },
    'en-US': {
      // Graduate students too (a postdoc's or lecturer's track): no "undergraduate" in the name.
      organisations: ['Student Research Program', 'Science Society'],
      roles: ['Student Researcher', 'Member'],
      bullets: [
        'Cleaned and analyzed data for a faculty research project over one semester',
        'Presented a poster at the campus student research symposium',
        'Helped run 4 society talks, each drawing about 80 students',
      ],
      internshipOutcome: 'Rated outstanding by my research mentor at the end of the program',
    },
  },
  psychology: {
    'zh-CN': {
      organisations: ['校大学生心理协会', '校朋辈心理辅导站'],
      roles: ['协会成员', '朋辈心理辅导员'],
      bullets: [
        '协助策划“5·25”心理健康月活动 6 场，参与同学 600 余人',
        '完成 40 学时朋辈心理辅导培训并通过考核，每周值班 3 小时',
        '协助组织 3 场心理健康讲座，每场 100 余人参加',
      ],
      internshipOutcome: '实习考核评为优秀，督导老师评价“共情能力强、边界清晰”',
    },
    'en-US': {
      organisations: ['Psi Chi Chapter', 'Peer Support Line'],
      roles: ['Member', 'Peer Listener'],
      bullets: [
        'Helped plan 6 Mental Health Awareness Week events reaching about 600 students',
        'Completed 40 hours of peer listener training and staffed the campus support line 3 hours a week',
        'Coded interview transcripts for a faculty study in the psychology lab over one semester',
      ],
      internshipOutcome: 'Received an outstanding evaluation from my site supervisor',
    },
  },
  mechanical: {
    'zh-CN': {
      organisations: ['大学生方程式赛车队', '校机器人社团'],
      roles: ['悬架组成员', '机械组成员'],
      bullets: [
        '参与赛车悬架设计，完成 3 轮仿真与实车测试',
        '参加全国大学生机械创新设计大赛，获省级三等奖',
        '为社团新生讲解 4 次 CAD 建模入门',
      ],
      internshipOutcome: '实习考核评为优秀，导师评价“动手能力强、做事严谨”，获得转正 offer',
    },
    'en-US': {
      organisations: ['Formula SAE Team', 'Robotics Club'],
      roles: ['Suspension Team Member', 'Build Team Member'],
      bullets: [
        'Designed and tested suspension parts through 3 rounds of simulation and track testing',
        'Placed third regionally in a student robotics competition',
        'Taught 4 intro CAD sessions for new members',
      ],
      internshipOutcome: 'Received a return offer at the end of the internship',
    },
  },
  construction: {
    'zh-CN': {
      organisations: ['校土木工程学会', '大学生结构设计竞赛队'],
      roles: ['学术部成员', '结构组成员'],
      bullets: [
        '参加全国大学生结构设计竞赛校赛，负责模型加载方案，获校级二等奖',
        '参与学会组织的 2 次工地参观与 BIM 入门讲座',
        '为新生讲解 3 次 CAD 与天正建筑绘图入门',
      ],
      internshipOutcome: '实习考核评为优秀，项目经理评价“肯下工地、做事细致”，获得转正 offer',
    },
    'en-US': {
      organisations: ['ASCE Student Chapter', 'Steel Bridge Team'],
      roles: ['Chapter Member', 'Fabrication Team Member'],
      bullets: [
        'Built and load-tested the chapter steel bridge for the regional ASCE student symposium',
        'Organized 2 site visits to active construction projects for chapter members',
        'Taught 3 intro AutoCAD sessions for new members',
      ],
      internshipOutcome: 'Received a return offer at the end of the internship',
    },
  },
  energy: {
    'zh-CN': {
      organisations: ['校电子科技协会', '大学生电子设计竞赛队'],
      roles: ['硬件组成员', '协会成员'],
      bullets: [
        '参加全国大学生电子设计竞赛，完成电源模块设计与调试，获省级三等奖',
        '参与协会组织的 2 次变电站与电厂参观',
        '为新生讲解 3 次电路仿真与焊接入门',
      ],
      internshipOutcome: '实习考核评为优秀，师傅评价“安全意识强、学得快”，获得转正 offer',
    },
    'en-US': {
      organisations: ['IEEE Student Branch', 'Solar Car Team'],
      roles: ['Branch Member', 'Electrical Team Member'],
      bullets: [
        'Wired and tested the battery monitoring board for the solar car team',
        'Organized 2 tours of a local substation and a power plant for branch members',
        'Taught 3 intro circuit simulation sessions for new members',
      ],
      internshipOutcome: 'Received a return offer at the end of the internship',
    },
  },
  service: {
    'zh-CN': {
      organisations: ['校礼仪队', '校运动会志愿者团队'],
      roles: ['礼仪队队员', '志愿者'],
      bullets: [
        '担任 10 余场校级活动的接待与礼仪工作',
        '校园开放日负责 200 名来访者的引导与咨询',
        '在校体育馆前台兼职，每周 10 小时',
      ],
      internshipOutcome: '实习考核评为优秀，获得实习单位书面表扬',
    },
    'en-US': {
      organisations: ['Campus Hospitality Club', 'Event Volunteer Team'],
      roles: ['Event Host', 'Volunteer'],
      bullets: [
        'Hosted guests at 10+ university events',
        'Guided 200 visitors during the campus open house',
        'Worked the front desk at the student recreation center 10 hours a week',
      ],
      internshipOutcome: 'Received a written commendation from my manager at the end of the placement',
    },
  },
  design: {
    'zh-CN': {
      organisations: ['学院设计工作坊', '校设计协会'],
      roles: ['工作坊成员', '展览部干事'],
      bullets: [
        '参与学院年度设计作品展的布展与作品讲解，展出作品 60 余件',
        '在工作坊完成 4 次跨专业设计快题练习并参加评图',
        '为协会组织 3 场设计师分享会与作品集点评',
      ],
      internshipOutcome: '实习考核评为优秀，参与的方案被项目组采用，获得转正 offer',
    },
    'en-US': {
      organisations: ['AIGA Student Group', 'Design Studio Collective'],
      roles: ['Exhibition Coordinator', 'Member'],
      bullets: [
        'Helped hang and present the end-of-year design show of 60+ student works',
        'Took part in 4 one-day design charrettes with juried critiques',
        'Organized 3 portfolio review nights with working designers',
      ],
      internshipOutcome: 'Concepts used in client presentations; received a return offer',
    },
  },
  law: {
    'zh-CN': {
      organisations: ['学院模拟法庭协会', '校法律援助中心'],
      roles: ['辩护组成员', '志愿者'],
      bullets: [
        '参加学院模拟法庭比赛，撰写起诉状与代理词并出庭辩论',
        '在法律援助中心值班 12 次，为 40 余人次提供法律咨询登记',
        '协助整理 20 份典型案例材料供社团研讨',
      ],
      internshipOutcome: '实习考核评为优秀，带教律师评价“检索扎实、文书规范”',
    },
    'en-US': {
      organisations: ['Moot Court Society', 'Legal Aid Clinic'],
      roles: ['Oralist', 'Student Volunteer'],
      bullets: [
        'Argued both sides of an appellate problem in the school moot court competition',
        'Staffed 12 legal aid clinic shifts, taking intake for 40+ visitors',
        'Cite-checked 2 articles for the student law review',
      ],
      internshipOutcome: 'My supervising attorney singled out my research and writing in the final review',
    },
  },
  communication: {
    'zh-CN': {
      organisations: ['校公共关系协会', '校新媒体中心'],
      roles: ['策划部干事', '编辑'],
      bullets: [
        '参与策划 3 场校园主题活动的宣传方案与媒体邀约',
        '为校新媒体中心撰写推文 20 篇，单篇最高阅读 1.2 万',
        '参加全国大学生广告艺术大赛，作品获省级三等奖',
      ],
      internshipOutcome: '实习考核评为优秀，撰写的稿件多次被采用发布',
    },
    'en-US': {
      organisations: ['PRSSA Chapter', 'Student Ad Club'],
      roles: ['Events Chair', 'Member'],
      bullets: [
        'Planned publicity and media outreach for 3 campus events',
        'Wrote 20 posts for the student media center, the best read 12,000 times',
        'Competed in the AAF National Student Advertising Competition on a 12-person team',
      ],
      internshipOutcome: 'Wrote copy that ran in 3 published campaigns',
    },
  },
  public: {
    'zh-CN': {
      organisations: ['校青年志愿者协会', '校社区服务社'],
      roles: ['项目组成员', '志愿者'],
      bullets: [
        '参与 15 次社区志愿服务，累计服务 60 小时',
        '在社区暑期托管班做志愿者 4 周，协助照看 30 名小学生',
        '协助组织 4 场公益讲座',
      ],
      internshipOutcome: '实习考核评为优秀，获得单位书面表扬',
    },
    'en-US': {
      organisations: ['Volunteer Society', 'Community Service Club'],
      roles: ['Project Volunteer', 'Volunteer'],
      bullets: [
        'Volunteered on 15 community service days, 60 hours in all',
        'Tutored 6 middle school students weekly in an after-school program for a semester',
        'Helped organize 4 public talks on local civic issues',
      ],
      internshipOutcome: 'Received a written commendation from my supervisor at the end of the placement',
    },
  },
};
