// Held-out pairs for eval:match: written blind; never read them while tuning the matcher, report their figure apart.
import type { MatchPair } from './pair.ts';

const JD_ZH_PHARM = `临床药师（抗感染方向）
浙江某三级甲等综合医院 | 杭州·拱墅区 | 15-22K·13薪 | 合同制

【医院简介】
我院为集医疗、教学、科研于一体的三级甲等综合医院，开放床位2000余张，药学部为省级临床药师培训基地。因临床药学服务扩展，现招聘抗感染专业临床药师1名。

【岗位职责】
1. 参与感染科、ICU等临床科室日常查房与会诊，协助医生制定和调整抗感染药物治疗方案；
2. 开展门急诊处方及住院医嘱的前置审核与点评，对不合理用药进行干预并记录；
3. 负责万古霉素、伏立康唑等药物血药浓度结果的解读，提出个体化给药建议；
4. 参与药品不良反应（ADR）的收集、评价与上报；
5. 开展患者用药教育及医护人员合理用药培训；
6. 参与抗菌药物临床应用管理（AMS）相关数据统计与分析。

【任职要求】
1. 临床药学、药学相关专业，本科及以上学历，硕士研究生优先；
2. 3年以上医院药学工作经验；
3. 具有执业药师资格证书；取得临床药师岗位培训证书（抗感染专业）者优先；
4. 熟悉抗感染药物药代动力学/药效学（PK/PD）理论；
5. 掌握处方审核流程及相关规范；
6. 熟悉治疗药物监测（TDM），能独立解读血药浓度结果；
7. 熟练使用医院HIS系统及合理用药监测系统（PASS）；
8. 英语达到CET-6水平，能阅读英文文献与临床指南；
9. 具备良好的沟通能力和团队协作精神，工作细致、有责任心。

【福利待遇】
五险一金、年度体检、继续教育学分支持、带薪年假、院内食堂。`;

const RESUME_ZH_PHARM_MATCH = `个人简历

姓名：陈思远　　性别：男　　年龄：32岁
电话：139-0000-2817　　邮箱：chen.siyuan@example.com
现居：杭州市西湖区　　求职意向：临床药师（抗感染）

【教育背景】
2016.09 - 2019.06　某医科大学　临床药学　硕士研究生
2011.09 - 2016.06　某药科大学　临床药学（五年制）　本科

【工作经历】
2019.07 - 至今　宁波市某三级甲等医院　药学部　临床药师
· 2021年起固定于感染科及综合ICU参与查房，年均会诊200余例，协助制定抗感染治疗方案；
· 负责住院医嘱及门急诊处方的前置审核与点评，每月点评处方约1500张，干预接受率92%；
· 开展万古霉素、伏立康唑、丙戊酸钠的治疗药物监测，基于群体药动学模型提供个体化剂量调整建议；
· 运用药动学/药效学理论优化碳青霉烯类延长输注方案，相关病例获院级优秀药学查房；
· 上报药品不良反应报告60余份，参与医院抗菌药物管理（AMS）小组季度数据分析；
· 日常使用东华HIS、美康PASS合理用药系统完成审方与用药监测。

2019.01 - 2019.06　同院　药学部　实习药师（门诊、住院药房轮转）

【证书资质】
· 执业药师（药学类），2020年取得
· 临床药师岗位培训证书（抗感染专业），临床药师培训基地颁发，2021年
· 大学英语六级（CET-6），538分

【项目经历】
· 2022-2023年参与省级课题“ICU患者抗菌药物个体化给药模式研究”，负责病例收集与数据整理；
· 2023年牵头本院碳青霉烯类抗菌药物专项点评，形成季度点评报告并在院周会通报；
· 2024年参与医院智慧药学服务建设，协助梳理审方规则库约800条。

【科研与培训】
· 以第一作者发表中文核心期刊论文2篇，内容涉及万古霉素血药浓度与肾功能的关系
· 院内合理用药培训讲师，年授课10余次
· 参与编写本院《抗菌药物临床应用指导手册》（2023版）

【自我评价】
七年三甲医院药学工作经验，熟悉抗感染药物合理使用与个体化给药，能与医生团队良好协作，可阅读英文指南并开展文献汇报。`;

const RESUME_ZH_PHARM_NOMATCH = `王晓燕
女 | 28岁 | 手机：136-0000-5521 | 邮箱：wangxy@example.com
求职意向：药师 / 临床药师　　期望城市：杭州
到岗时间：一个月内　　期望薪资：8-10K

教育经历
2015.09-2018.06　某卫生职业技术学院　药学　大专

工作经历
2024.09-至今　杭州某二级医院　门诊药房　药师
- 负责门诊西药房处方调剂与发药，日均调配处方约300张；
- 按“四查十对”要求核对处方，发现问题处方反馈医生修改；
- 使用医院HIS系统进行发药确认、库存查询与盘点；
- 负责药房效期药品管理及冷链药品温度记录；
- 为门诊患者提供基本用药交代；
- 参与药房每月处方量统计与药品消耗数据上报。

2018.07-2024.08　杭州某连锁药店　驻店药师
- 负责处方药销售审核、顾客用药咨询及会员慢病管理；
- 配合门店完成GSP认证检查，负责药品陈列与养护；
- 协助店长完成月度盘点与医保结算对账；
- 负责门店慢病会员建档，定期电话随访血压、血糖控制情况；
- 参与新员工药品知识带教，累计带教店员8名；
- 连续两年获评门店“服务之星”。

2018.01-2018.06　杭州某社区卫生服务中心　药房实习生
- 协助药品入库验收、上架及效期检查；
- 在带教药师指导下参与门诊处方调配。

证书
- 药士（初级药学专业技术资格），2019年
- 执业药师：2025年“药学专业知识（一）”已通过，其余科目备考中
- 大学英语四级

培训经历
- 2023年参加省药学会“社区药学服务能力提升”培训班（结业）
- 2025年参加医院组织的医保政策与处方管理办法培训

技能
- 熟悉常用药品的用法用量、配伍禁忌及储存条件
- 熟练使用Office办公软件、医院HIS系统
- 了解医保药品目录及处方管理办法

自我评价
在校期间获校级“三好学生”，药理学、药物化学课程成绩优秀。工作认真细致，服务意识强，有多年一线药学服务经验，希望向临床药学方向发展，愿意参加临床药师规范化培训。`;

const JD_ZH_HVAC = `暖通设计工程师（民用建筑）
北京·朝阳区 | 25-35K·14薪 | 建筑设计院（甲级资质）| 500-999人

职位描述
我院建筑设计二所因项目需要，现招聘暖通专业设计工程师1名。主要负责公共建筑、住宅及商业综合体项目的供暖、通风、空调及防排烟系统设计，完成方案、初步设计及施工图阶段的设计文件，与建筑、结构、给排水、电气等专业配合，并参与施工配合与现场服务。近期在手项目包括三甲医院门诊楼、超高层办公楼及数个保障性住房项目。

任职要求
应聘者须具有建筑环境与能源应用工程（原暖通空调专业）或相关专业本科及以上学历，5年以上民用建筑暖通设计经验，能独立完成中大型项目施工图设计并能担任专业负责人。熟悉国家及地方暖通设计规范，能够独立进行冷热负荷计算、水力计算及主要设备选型。熟练使用AutoCAD及天正暖通，会使用鸿业负荷计算软件；具备Revit正向设计能力者优先。须具有中级及以上专业技术职称，持有注册公用设备工程师（暖通空调）执业资格证书者优先。

所在团队现有暖通设计人员9名，实行专业负责人—设计人—校对人三级校审制度，新人入职配有导师。工作地点位于朝阳区望京，近地铁14号线。

我们希望你做事严谨、有较强的责任心和沟通协调能力，能适应阶段性的项目加班。

薪资福利：14薪+项目奖金，六险二金，年度体检，注册考试奖励，带薪年假，每年一次外出技术交流。
应聘方式：请将个人简历及代表作品（施工图节选，需做脱敏处理）发送至招聘邮箱，邮件标题注明“暖通设计+姓名+工作年限”。`;

const RESUME_ZH_HVAC_MATCH = `简历

刘建国 | 男 | 35岁 | 北京市丰台区
电话：138-0000-4403 | 邮箱：liujg_hvac@example.com
求职意向：暖通设计工程师 / 暖通专业负责人

教育背景
2009.09—2013.06　某建筑大学　建筑环境与能源应用工程　工学学士

执业资格与职称
· 注册暖通工程师，2019年注册
· 高级工程师（建筑环境与设备），2022年评定

工作经历
2016.03—至今　北京某建筑设计研究院有限公司　暖通设计师→暖通专业负责人
· 担任12个项目暖通专业负责人，涵盖医院、办公、商业综合体，单体最大建筑面积18万㎡；
· 独立完成冷热负荷计算、空调水系统与风系统水力计算，以及冷水机组、锅炉、多联机等设备选型；
· 负责防排烟系统设计，严格执行GB 50736、GB 51251、GB 50016等现行规范，施工图审查一次通过率90%以上；
· 主持某三甲医院门诊楼洁净手术部暖通施工图设计，配合施工单位完成深化及现场技术交底；
· 指导2名新员工完成住宅项目施工图，负责专业内校审。

2013.07—2016.02　某工程咨询公司　暖通设计助理
· 协助完成住宅小区地暖及办公楼风机盘管加新风系统施工图绘制；
· 负责图纸校对、设备材料表统计及计算书整理。

代表项目
· 某市三甲医院门诊医技楼（9.6万㎡）——暖通专业负责人，2023年竣工
· 某超高层办公楼（46层，16万㎡）——暖通设计人，负责标准层空调及排烟系统
· 某保障性住房小区（28万㎡）——暖通专业负责人，散热器与地暖供暖设计

专业技能
· 熟练使用AutoCAD、T20天正暖通、鸿业负荷计算软件，Fluent（基础）
· 了解Revit基础建模，参与过1个BIM试点项目的管线综合
· 熟悉暖通设计相关国家标准及北京市地方标准

自我评价
十余年民用建筑暖通设计经验，能独立承担大型公建项目，沟通协调能力强。`;

const RESUME_ZH_HVAC_NOMATCH = `赵磊
男，29岁，河北廊坊
电话：186-0000-7719　邮箱：zhaolei_mep@example.com
求职意向：暖通工程师　　到岗时间：一个月内

【教育背景】
2015.09-2018.06　某城市建设职业学院　建筑设备工程技术　大专

【职称证书】
助理工程师（暖通）｜二级建造师（机电工程）｜施工员岗位证书

【工作经历】
2021.05-至今　某机电安装工程有限公司　暖通施工员
- 负责商业综合体项目通风空调系统安装的现场施工管理，协调各班组进度；
- 依据施工图进行风管、水管安装技术交底，组织系统调试与试运行；
- 熟悉《通风与空调工程施工质量验收规范》，配合监理完成分项验收；
- 使用CAD进行管线综合排布调整及竣工图绘制；
- 负责材料进场验收、签证资料整理及施工日志填写。

2018.07-2021.04　某物业服务公司　设备维修工
- 负责写字楼中央空调机组、冷却塔、水泵的日常巡检与维护保养；
- 记录运行参数，处理空调报修工单；
- 参与冬季供暖系统切换及管道防冻检查。

【项目经历】
· 某商业综合体机电安装工程（12万㎡）：负责地下室及裙房通风空调系统安装，按期完成联合调试；
· 某写字楼空调改造工程：负责旧风机盘管拆除与更换的现场组织，全程未发生安全事故；
· 某住宅小区供暖管网改造：配合项目经理完成材料计划与进度控制。

【培训】
2022年参加建设安全员岗位培训；2024年参加公司组织的通风空调系统调试技术培训

【获奖】
2023年度公司“优秀施工员”

【技能】
- CAD、Office
- 熟悉风机盘管、组合式空调机组等常见设备的安装与维护
- 具备现场施工组织与安全管理经验

【自我评价】
吃苦耐劳，现场经验丰富，熟悉施工现场常见问题与各专业交叉配合，希望转向暖通设计岗位，愿意从设计助理做起。期望城市：北京；期望薪资：13-16K。`;

const JD_ZH_ECOM = `亚马逊运营专员/主管（家居类目）
深圳·龙华区 | 12-20K+销售提成 | 跨境电商 | 200-499人 | 不需要融资

【公司介绍】
公司成立于2016年，拥有自有品牌，主营厨房收纳、户外家具等家居品类，产品销往北美、欧洲、日本等市场，年销售额过亿元。

【岗位职责】
1、负责亚马逊美国站/欧洲站店铺的日常运营，包括Listing上架与优化、Review维护、库存及FBA补货计划；
2、负责站内广告（SP/SB/SD）的投放与优化，控制ACoS，提升转化率；
3、进行市场调研和竞品分析，参与新品选品与定价；
4、分析每日/每周销售数据，制定运营推广计划并达成销售目标；
5、处理账号绩效、买家邮件及售后问题。

【任职要求】
1、大专及以上学历，专业不限；
2、2年以上亚马逊平台运营经验，有家居/户外类目经验者优先；
3、熟悉亚马逊平台规则及FBA物流流程；
4、精通站内PPC广告投放与优化，能有效控制ACoS；
5、熟练使用Excel（数据透视表、VLOOKUP）处理数据，会使用Helium 10、卖家精灵、Keepa等选品及分析工具；
6、英语读写流利，CET-4及以上，能独立处理英文邮件；
7、有德语或日语基础者加分；
8、执行力强，能承受一定工作压力。

【工作地点】
深圳市龙华区民治街道，近地铁4号线。

【晋升通道】
运营专员—运营主管—运营经理，表现优秀者可独立负责品牌线并享受利润分红。

【福利】
双休、五险一金、季度提成、年度旅游、节日福利、带薪年假。`;

const RESUME_ZH_ECOM_MATCH = `黄雅婷
女｜27岁｜深圳宝安｜152-0000-3368｜huangyt@example.com
求职意向：亚马逊运营主管

工作经历
2022.07–至今　深圳某跨境电商公司　Amazon运营（美国站、英国站）
• 独立负责厨房收纳及户外野餐类目共3个品牌店铺，年销售额约420万美元；
• 负责Listing撰写与关键词优化，新品上架后平均6周进入类目BSR前100；
• 搭建SP/SB/SD站内广告结构，ACoS由32%降至21%，TACoS稳定在9%左右；
• 制定FBA头程及补货计划，库存周转天数由75天降至48天，IPI分数保持600以上；
• 用H10和卖家精灵做关键词反查与竞品分析，参与选品会议并主导2款新品开发；
• 处理账号绩效通知及申诉，店铺ODR长期低于0.5%。

2021.03–2022.06　东莞某外贸公司　跟单助理
• 负责客户英文邮件往来、订单跟进及出货资料制作；
• 使用Excel（数据透视表、VLOOKUP）整理订单及出货数据；
• 协助业务员参加广交会并整理客户资料。

项目经历
• 2024年厨房收纳新品开发：根据关键词搜索量及竞品差评痛点确定产品改良方向，上市3个月月销突破8000单；
• 2025年Prime Day大促：提前两个月规划备货与广告预算，大促期间销售额同比增长65%；
• 2025年英国站拓展：完成VAT注册资料准备与Listing本地化，首季度实现盈亏平衡。

教育背景
2017.09–2021.06　某大学　电子商务　本科

技能与证书
• 英语：大学英语六级（CET-6），可流利进行英文读写
• 工具：Excel、H10、卖家精灵、Canva、马帮ERP
• 熟悉亚马逊平台规则、账号安全与绩效申诉流程

荣誉
• 2023年获公司“年度最佳运营新人”，2025年获“年度销售冠军团队”

自我评价
数据敏感，结果导向，有从0到1打造新品的经验，能独立操盘店铺。`;

const RESUME_ZH_ECOM_NOMATCH = `个人简历

姓名：周敏　　性别：女　　出生年月：1996.04
联系电话：159-0000-8842　　邮箱：zhoumin@example.com
求职意向：ICU护士 / 重症监护护士　　期望地点：深圳

教育背景
2014.09 - 2018.06　某医学院　护理学　本科（理学学士）
主修课程：内科护理学、外科护理学、急危重症护理学、护理管理学、护理心理学

工作经历
2018.07 - 至今　某市第一人民医院　重症医学科（ICU）　护师
- 负责危重患者的基础护理及专科护理，日均管理2-3名重症患者；
- 熟练掌握呼吸机、CRRT、有创血压监测等设备的使用与护理；
- 参与心肺复苏及各类抢救，配合医生完成气管插管、深静脉置管；
- 负责科室新护士及实习生带教，累计带教学生30余名；
- 参与科室护理质量控制小组，负责压力性损伤防控数据统计；
- 负责科室急救药品及仪器的日常检查与维护；
- 参与ICU院感防控，负责手卫生依从性督查。

2017.07 - 2018.05　某市第一人民医院　护理实习生
- 完成内科、外科、急诊、ICU等科室轮转实习，实习考核优秀

证书资质
- 护士执业证书
- 护师（初级）职称
- ICU专科护士培训合格证书（省护理学会，2021年）
- 大学英语四级（CET-4）

技能
- 熟悉重症护理常规及各项护理操作规范
- 熟练使用医院HIS系统、移动护理PDA
- 会使用Word、Excel、PPT制作护理质控报表

进修与科研
- 2020年参加省级危重症护理进修班（3个月）
- 参与护理课题《ICU患者早期活动方案的应用研究》，在省级期刊发表论文1篇

获奖
- 2022年度医院“优秀护士”
- 2024年市护理技能竞赛三等奖

兴趣爱好
- 瑜伽、摄影、长跑

自我评价
八年ICU临床护理经验，抢救配合熟练，工作细心，能适应倒班。因家庭原因计划迁居深圳，希望继续从事ICU或急诊护理工作。持有有效护士执业证书，可及时办理执业地点变更；期望薪资：12-15K。`;

const JD_ZH_DATA = `大数据开发工程师（数仓方向）
上海·浦东新区 | 30-45K·15薪 | 金融科技 | D轮及以上 | 1000-9999人

岗位职责：
- 负责公司离线及实时数据仓库的架构设计、数据模型设计与ETL开发；
- 构建稳定高效的离线/实时数据处理链路，保障数据准确性与时效性；
- 参与数据治理、数据质量监控及元数据管理体系建设；
- 支持风控、营销、财务等业务的数据需求，建设数据集市与统一指标体系；
- 持续优化任务性能，降低计算与存储成本。

任职要求：
- 计算机、软件工程、统计学等相关专业本科及以上学历；
- 3年以上大数据开发经验；
- 精通SQL，熟悉Hive、Spark，有Flink实时计算开发经验；
- 熟悉Kafka，了解其存储与消费原理；
- 熟悉数据仓库分层理论及维度建模（星型/雪花模型）；
- 熟练掌握Java/Python至少一种；
- 有数据治理、数据质量平台建设经验者优先；
- 熟悉Airflow等调度工具者加分；
- 具备良好的逻辑思维与沟通表达能力，对数据敏感。

团队介绍：数据平台部现有40余人，负责全公司数据中台建设，日增数据量约20TB，技术氛围开放，鼓励内部分享。
工作地点：浦东新区张江科学城，近地铁2号线。
面试流程：简历筛选—技术一面—技术二面—HR面，一般两周内完成。

我们提供：弹性工作、年度调薪、补充医疗保险、免费三餐、技术分享与内部转岗机会。`;

const RESUME_ZH_DATA_MATCH = `孙浩然
男 | 30岁 | 上海闵行 | 177-0000-6120 | sunhr@example.com
求职意向：大数据开发工程师 / 数仓开发

工作经历
2021.07 - 至今　上海某消费金融公司　数据平台部　高级数据开发工程师
- 主导公司数仓从0到1的分层建设（ODS/DWD/DWS/ADS），覆盖信贷、风控、营销三大主题域；
- 采用星型模型设计事实表与维表，沉淀公共维度40余个，指标口径统一率由60%提升至95%；
- 基于Flink SQL + Kafka搭建实时风控特征链路，端到端延迟控制在3秒以内；
- 使用Spark SQL、Hive优化离线任务，核心链路日跑批时长由5小时缩短至2小时；
- 参与数据质量平台建设，制定稽核规则200余条，推动数据治理专项落地；
- 任务调度基于阿里云DataWorks，负责调度依赖梳理及基线告警配置。

2020.07 - 2021.06　杭州某电商公司　数据开发工程师
- 负责交易、用户域离线ETL开发，使用Hive SQL开发日报与BI底表；
- 使用Python编写数据校验及自动化脚本。

项目经历
1. 实时风控特征平台（2023）：负责实时特征开发与上线，支撑贷前审批决策，日处理事件约3亿条，审批时效提升40%；
2. 统一指标平台（2022）：梳理300余个业务指标口径，建设指标字典与血缘关系，减少重复开发约30%；
3. 离线计算成本治理（2024）：清理无效表与冷数据，存储成本下降25%。

教育背景
2016.09 - 2020.06　某理工大学　软件工程　本科

专业技能
- 编程语言：Java（熟练）、Python、Scala（了解）
- 大数据组件：Hadoop、Hive、Spark、Flink、Kafka、HBase、ClickHouse
- 数仓：分层设计、星型/雪花模型、指标体系建设、数据治理
- 其他：Git、Linux、DataWorks`;

const RESUME_ZH_DATA_NOMATCH = `李强
电话：135-0000-9087　　邮箱：liqiang_store@example.com
现居：上海市普陀区　　年龄：33岁
求职意向：餐饮店长 / 区域督导
期望薪资：15-18K　　到岗时间：一个月内

工作经历
2019.04-至今　某连锁火锅品牌　店长（上海长寿路店）
· 全面负责门店营运，管理员工45人，年营业额约1200万元；
· 制定月度营业目标与排班计划，人效提升15%，门店连续8个季度盈利；
· 负责食品安全与卫生管理，门店在区市场监管局检查中连续获A级评定；
· 使用品牌收银及供应链系统进行订货、盘点与成本控制，毛利率稳定在62%以上；
· 负责新员工招聘、培训及晋升考核，培养储备店长3名；
· 推行门店标准化操作流程，顾客满意度评分由4.5提升至4.8；
· 配合总部完成新店开业筹备2次，负责人员招聘及开业培训。

2015.07-2019.03　某西式快餐连锁　值班经理→副店长
· 负责高峰期现场管理及顾客投诉处理；
· 协助店长进行月度盘点与报表制作（Excel）；
· 带领门店获得区域“最佳服务门店”称号；
· 负责门店排班、员工考勤统计及新员工入职手续办理；
· 负责门店设备日常报修与食品原料到货验收。

教育经历
2012.09-2015.06　某旅游职业学院　酒店管理　大专

荣誉
· 2021年获品牌“年度优秀店长”
· 2023年完成集团储备区域经理培训项目

证书
· 食品安全管理员证
· 健康证

技能
· 门店运营管理、成本控制、团队管理
· 熟悉门店损益分析，能根据营业情况调整排班与备货
· 2022年参加某餐饮管理学院“门店经营管理”短期课程（结业）
· Excel、美团/大众点评商家后台

自我评价
十年餐饮一线管理经验，执行力强，善于带团队，能承受高强度工作。熟悉连锁门店标准化管理，希望在连锁餐饮品牌继续发展，可接受上海市内调店。`;

const JD_ZH_TAX = `税务主管
广州·天河区 | 15-20K·13薪 | 制造业 | 已上市 | 1000-9999人

公司简介：公司为国内家用电器零部件制造商，在广东、江苏设有4个生产基地，产品出口至50多个国家和地区。财务中心现有员工35人，其中税务组4人，本岗位向税务经理汇报。

工作内容：
1. 负责集团及下属子公司增值税、企业所得税、印花税等各项税费的计算、申报与缴纳；
2. 组织完成年度企业所得税汇算清缴及关联交易同期资料准备；
3. 开展税务筹划，合理运用研发费用加计扣除、高新技术企业等税收优惠政策；
4. 负责出口退税申报及与主管税务机关的日常沟通；
5. 配合年度审计，编制税务相关报表，定期开展税务风险自查。

任职资格：
1. 财务管理、会计学、税务等相关专业，本科及以上学历；
2. 5年以上企业税务或财务工作经验，其中至少2年制造业税务管理经验；
3. 持有中级会计职称；有注册会计师（CPA）或税务师证书者优先；
4. 熟悉增值税、企业所得税相关政策，精通企业所得税汇算清缴；
5. 有出口退税实务经验；
6. 熟练使用SAP或用友U8等ERP系统，以及金税系统、电子税务局；
7. 具有较强的数据分析能力和沟通协调能力，原则性强。

工作地点：天河区珠江新城总部办公，外派子公司需短期出差。
工作时间：周末双休，8:30-17:30。晋升通道：税务主管—税务经理—财务经理。
福利待遇：五险一金、年终奖、员工食堂、通勤班车、年度体检。`;

const RESUME_ZH_TAX_MATCH = `吴佩琳 | 女 | 34岁
手机：137-0000-2254 | 邮箱：wupl_tax@example.com | 广州市番禺区
工作年限：10年　　期望薪资：20-25K　　到岗时间：一个月内
求职意向：税务主管 / 税务经理

◇ 工作经历
2021.03 – 至今　佛山某家电制造有限公司（上市公司子公司）　税务专员→税务主管
- 负责公司及3家子公司增值税、企业所得税、附加税费、印花税等月度/季度申报；
- 独立完成2021–2025年度企业所得税汇算清缴，年应纳税所得额约3亿元；
- 负责研发费用加计扣除归集及高新技术企业资格复审资料，年节税约1800万元；
- 负责出口退（免）税申报及单证备案，年退税额约6000万元；
- 通过金税四期风险指标开展季度税务自查，配合年审会计师完成税务底稿。

2016.07 – 2021.02　广州某会计师事务所有限公司　审计助理→审计员
- 参与制造业、贸易业客户年报审计，负责收入、存货、应交税费等科目；
- 协助客户进行企业所得税汇算清缴鉴证。

◇ 项目经历
- 2023年主导公司关联交易同期资料（本地文档）编制，顺利完成主管税务机关备案；
- 2024年推动集团税务管理制度修订，建立子公司月度税负分析模型，异常税负提前预警。

◇ 教育背景
2012.09 – 2016.06　某财经大学　会计学　管理学学士

◇ 证书
- 会计师（中级），2019年
- 税务师，2022年全科通过并取得证书
- 注册会计师：专业阶段已通过《会计》《税法》《审计》《财务成本管理》4科

◇ 技能
- ERP：SAP（FICO模块日常操作）、金蝶K/3
- 税务系统：金税四期、电子税务局、出口退税申报系统
- Excel（函数、数据透视表）

◇ 荣誉
- 2023年度集团财务中心“优秀员工”

◇ 自我评价
十年财税从业经验，其中五年以上制造业税务管理经验，熟悉税企沟通，做事严谨、原则性强。`;

const RESUME_ZH_TAX_NOMATCH = `郑晓丽
女 / 26岁 / 广州白云区
电话：150-0000-6631　　邮箱：zhengxl@example.com
求职意向：税务会计 / 总账会计

教育背景
2019.09-2022.06　某商贸职业学院　会计　大专
主修课程：财务会计、成本会计、税法、财务管理、会计电算化

实习经历
2022.03-2022.06　广州某代理记账公司　实习会计
· 协助整理客户票据、录入记账凭证并装订会计档案

工作经历
2024.01-至今　广州某贸易有限公司（小规模纳税人）　会计助理
· 负责日常凭证录入、银行对账及费用报销审核；
· 负责增值税（小规模纳税人）及附加税费的月度/季度申报；
· 协助主管办理企业所得税季度预缴申报；
· 使用金税盘开具发票，登录电子税务局完成申报与缴款；
· 使用用友U8进行凭证录入与月末结账；
· 每月编制简易资产负债表、利润表，协助主管完成年度财务报表。

2022.07-2023.12　广州某餐饮管理公司　出纳
· 负责现金及银行收付、资金日报表编制；
· 负责员工工资发放及社保公积金缴纳；
· 整理原始凭证并交由主管会计入账；
· 负责发票的收集、核对与登记。

证书
· 初级会计专业技术资格（助理会计师），2022年
· 中级会计职称：2025年《经济法》已通过，其余科目备考中

培训与在校经历
· 2024年参加区税务局“纳税人学堂”小规模纳税人增值税优惠政策解读课程
· 在校期间获校级二等奖学金，担任班级学习委员

技能
· 用友U8、Excel（VLOOKUP、SUMIF）
· 熟悉小规模纳税人增值税政策及发票管理
· 熟悉增值税普通发票与专用发票开具规范、发票查验流程

荣誉
· 2025年获公司“优秀员工”称号

自我评价
做事细心，学习能力强，希望在税务方向深入发展，正在利用业余时间备考中级会计职称。期望薪资：7-9K，两周内可到岗。`;

const JD_ZH_TEACHER = `初中数学教师（2027学年）
成都·高新区 | 10-16K | 民办学校（九年一贯制）| 500-999人

学校现有初中部36个班，重视教学质量与教师发展，实行导师制和教研组集体备课。现因扩班，面向社会招聘初中数学教师2名，承担初一或初二年级两个班的数学教学工作，兼任班主任者另有津贴。

工作要求：按学校课时安排完成教学任务，参与教研组集体备课、听评课及校本作业编写，按要求参加家长会及学校组织的各类教研活动。

应聘条件：
◆ 数学与应用数学、统计学等相关专业全日制本科及以上学历，师范类专业优先；
◆ 持有初级中学或高级中学数学学科教师资格证；
◆ 普通话水平测试二级甲等及以上；
◆ 3年以上初中数学教学经验，有完整带过中考毕业班经历者优先；
◆ 熟悉成都市中考数学命题方向，能开展分层教学；
◆ 能熟练运用希沃白板、几何画板等信息化教学工具；
◆ 有班主任工作经验者优先；
◆ 热爱教育事业，有耐心和责任心，乐于与家长沟通。

薪资结构：基本工资+课时费+绩效+班主任津贴，年收入约15-22万元。
学校注重教师专业成长，每年安排外出培训学习，优秀教师可加入区级名师工作室。
福利：五险一金、寒暑假带薪、餐补、人才公寓、子女就读本校学费减免。
招聘流程：简历筛选—笔试—试讲（15分钟）—面试—体检—签约，试讲课题另行通知。学校有教师通勤班车。
请将简历及近一年公开课视频链接发送至招聘邮箱，邮件标题注明“姓名+应聘学科”。`;

const RESUME_ZH_TEACHER_MATCH = `简历

姓名：何静怡　　性别：女　　年龄：31岁
手机：131-0000-4478　　邮箱：hejy_math@example.com
政治面貌：中共党员　　现居：成都市武侯区
教龄：9年　　期望薪资：面议
求职意向：初中数学教师（可兼任班主任）

教育背景
2013.09-2017.06　某师范大学　数学与应用数学（师范）　理学学士，全日制

资格证书
· 高级中学教师资格证（数学）
· 普通话二甲
· 中学一级教师职称（2023年）

工作经历
2017.08-至今　成都市某区公办初级中学　数学教师
- 连续担任初中数学教学工作，完整带过两届初三毕业班（2020届、2023届），所带班级中考数学平均分高于区均分11分；
- 2019年起担任班主任，所带班级获评“区优秀班集体”；
- 研究成都中考数学命题趋势，参与编写校本中考复习资料《压轴题分类突破》；
- 针对学生差异实施分层教学和分层作业，学困生及格率提升20个百分点；
- 熟练使用希沃白板制作课件，使用GeoGebra进行函数与几何动态演示；
- 担任校数学教研组备课组长，获区青年教师赛课一等奖；
- 每学期开设公开课2节以上，参与区级送教下乡活动；
- 指导新入职教师2名，开展师徒结对帮扶。

教学理念
坚持“先学后教、以练促学”，注重数学思想方法的渗透和学生学习习惯的培养，关注每一名学生的进步。

教研成果
- 区级课题《初中数学分层作业设计研究》核心成员（已结题）
- 发表教学论文1篇

获奖荣誉
- 2021年区优秀教师；2024年区“优秀班主任”
- 指导学生获全国初中数学联赛（四川赛区）一等奖2人

培训经历
- 2022年参加省级骨干教师培训（初中数学），考核优秀

技能
- 希沃白板、GeoGebra、PPT、Excel成绩分析

自我评价
九年初中数学一线教学经验，熟悉初中三个年级教材体系，善于与家长沟通。`;

const RESUME_ZH_TEACHER_NOMATCH = `马俊峰
男 | 30岁 | 成都市郫都区 | 188-0000-3056 | majf_mech@example.com
求职意向：机械设计工程师

【工作经历】
2020.07—至今　成都某自动化设备有限公司　机械设计工程师
· 负责非标自动化设备（锂电池装配线）的机械结构设计，完成整机设计8台套；
· 使用SolidWorks进行三维建模及运动仿真，AutoCAD出具二维工程图；
· 负责气动元件、伺服电机、导轨丝杠等标准件选型计算；
· 编写BOM及技术文件，跟进加工、装配及现场调试；
· 参与设备降本项目，单台材料成本降低12%；
· 参与公司设计评审，负责输出设计FMEA文件；
· 建立公司SolidWorks标准件库，统一零件命名与图纸模板。

2019.07—2020.06　某汽车零部件公司　工艺技术员
· 负责冲压件工艺文件编制及生产线异常处理；
· 参与模具试模及首件检验。

【项目经历】
· 锂电池模组自动装配线（2022）：负责上料、堆叠工位结构设计，设备节拍提升至12PPM；
· 视觉检测平台（2024）：负责机架与运动模组设计，配合电气工程师完成调试与客户验收；
· 设备标准化模块库（2025）：整理常用机构模块30余个，缩短新项目设计周期约20%。

【教育背景】
2015.09—2019.06　某工业大学　机械设计制造及其自动化　工学学士

【证书】
· 大学英语六级
· SolidWorks CSWA认证
· 机械工程师（中级职称）

【技能】
SolidWorks、AutoCAD、ANSYS Workbench（基础）、Office
熟悉机械制图标准及公差配合标注，了解常用金属材料热处理工艺

【求职信息】
期望薪资：12-15K　　到岗时间：一个月内

【自我评价】
七年非标设备设计经验，动手能力强，熟悉机加工与装配工艺。兴趣爱好：篮球、骑行、3D打印。`;

const JD_EN_SRE = `Senior Site Reliability Engineer
Northwind Freight Technologies · Denver, CO (Hybrid, 2 days/week in office)
Full-time · $165,000–$195,000/yr + equity

About the role
Northwind runs the routing and tracking platform behind 40,000 trucks across North America. Our platform team keeps 300+ microservices available around the clock, and we're looking for a Senior SRE who enjoys making production systems boring in the best possible way.

What you'll do
• Own the reliability of our production Kubernetes clusters on AWS, from capacity planning to version upgrades
• Define service level objectives with product teams and build alerting that pages only when customers are hurting
• Lead incident response and run blameless postmortems
• Automate toil away with code and infrastructure as code
• Partner with developers on performance, release safety and cloud cost

What you'll need
• 5+ years of experience in SRE, DevOps or production infrastructure roles
• Bachelor's degree in Computer Science, Engineering or a related field, or equivalent practical experience
• Deep hands-on experience running Kubernetes in production
• Infrastructure as code with Terraform
• Strong AWS experience (networking, IAM, managed Kubernetes, databases)
• Monitoring and alerting with Prometheus
• Proficiency in Go or Python
• Solid Linux administration and troubleshooting skills
• Experience with incident management and on-call rotations
• Experience defining and operating SLOs/SLIs and error budgets

Nice to have
• Certified Kubernetes Administrator (CKA)
• Chaos engineering experience

Northwind is an equal opportunity employer. We offer medical, dental and vision coverage, a 401(k) match, 20 days of PTO and a yearly learning budget.`;

const RESUME_EN_SRE_MATCH = `PRIYA N. CALLOWAY
Aurora, CO · (555) 014-2288 · priya.calloway@example.com · linkedin.com/in/example-pcalloway

SUMMARY
Site reliability engineer with 8 years keeping high-traffic platforms up. I run K8s in production, write Golang tooling, and like turning postmortem action items into code.

EXPERIENCE
Senior Site Reliability Engineer | Ridgeline Payments, Denver, CO | Mar 2021 – Present
- Operate 14 EKS clusters (1,200 nodes); led upgrades from 1.23 to 1.29 with zero customer-facing downtime
- Wrote and maintain 90+ Terraform modules covering VPC, IAM, RDS and EKS; cut environment spin-up from 3 days to 40 minutes
- Introduced SLIs/SLOs and error budgets for 35 services; pages dropped 60% while availability rose to 99.97%
- Incident commander in a 6-person on-call rotation; facilitated 40+ blameless postmortems
- Built a Prometheus + Alertmanager + Grafana stack with Thanos for long-term metrics
- Wrote a Go operator that automates TLS certificate rotation across clusters

Systems Engineer | Blue Mesa Health IT, Boulder, CO | Jun 2018 – Feb 2021
- Administered 300+ RHEL and Ubuntu servers; automated patching with Ansible and Python
- Migrated on-prem services to Amazon Web Services (EC2, RDS, S3)
- Member of the 24/7 on-call rotation for clinical systems

EDUCATION
B.S. Computer Engineering, Front Range State University, 2018

CERTIFICATIONS
Certified Kubernetes Administrator, 2022
AWS Certified Solutions Architect – Associate, 2021

SKILLS
Golang, Python, Bash · K8s, Helm, Argo CD · Terraform, Ansible · AWS · Prometheus, Grafana · Linux (RHEL, Ubuntu)`;

const RESUME_EN_SRE_NOMATCH = `Marcus T. Delgado
Lakewood, CO | (555) 013-7741 | mdelgado.it@example.com

PROFILE
IT systems administrator with about three years of hands-on experience supporting Windows and Linux servers for a school district. Looking to grow into a DevOps or SRE role.

EXPERIENCE
Systems Administrator — Pine Hollow School District, Lakewood, CO
Jan 2024 – Present
• Manage 60 Windows Server 2019/2022 VMs on VMware vSphere and a handful of Ubuntu Linux servers
• Automate account provisioning and patch reporting with PowerShell and Bash scripts
• Monitor servers and network devices with Nagios; respond to alerts during business hours
• Serve as Tier 2 escalation point for help desk tickets and document fixes in the knowledge base
• Run Docker containers for internal tools; building a Kubernetes home lab (k3s) to learn orchestration
• Set up an AWS free-tier account to experiment with EC2 and S3

IT Support Technician — Summit Office Supply, Denver, CO
Jun 2023 – Dec 2023
• Imaged laptops, managed Active Directory accounts and supported Microsoft 365 users
• Resolved 25+ tickets per day with a 94% satisfaction score

EDUCATION
A.A.S. Information Technology — Foothills Community College, 2023

CERTIFICATIONS
CompTIA Security+ (2024)
CompTIA A+ (2023)

SKILLS
Windows Server, Active Directory, VMware, PowerShell, Bash, Ubuntu Linux, Docker, Nagios, Microsoft 365`;

const JD_EN_FPA = `Senior Financial Analyst, FP&A
Brightwell Software · Austin, TX · Remote-friendly (US)

Brightwell makes scheduling software for 9,000 outpatient clinics. We have grown past $120M in ARR and need a senior analyst to help our finance team tell the story behind the numbers.

You'll own the monthly forecast for our go-to-market organization, build the models leadership uses for planning and hiring decisions, and explain budget-versus-actual results to department heads. You'll sit on a five-person FP&A team reporting to the Director of FP&A, and work closely with sales operations, people operations and accounting.

Requirements
- Bachelor's degree in Finance, Accounting, Economics or a related field
- 4+ years of experience in FP&A, corporate finance or investment banking
- Strong financial modeling skills (three-statement models, headcount and revenue builds)
- Experience owning budgeting and forecasting cycles
- Variance analysis, and the ability to explain drivers to non-finance partners
- Advanced Excel (INDEX/MATCH, pivot tables, scenario modeling)
- Hands-on experience with a planning tool such as Adaptive Insights or Anaplan
- Familiarity with NetSuite

Preferred
- SQL for pulling data on your own
- Knowledge of SaaS metrics (ARR, net revenue retention, CAC payback)
- CPA or CFA
- MBA

Compensation: $105,000–$125,000 base plus bonus and equity. Brightwell offers fully paid health premiums for employees, 16 weeks of paid parental leave, and a home-office stipend.`;

const RESUME_EN_FPA_MATCH = `ELENA ROSS-MARTIN
Austin, TX 78704 | (555) 012-9034 | elena.rossmartin@example.com

Professional Summary
FP&A analyst with 7 years in SaaS and consumer finance. Builds driver-based models, runs the forecast cadence, and translates BvA results into decisions for sales and marketing leaders.

Experience
Financial Analyst II, FP&A — Cedar Loop Software, Austin, TX          Aug 2021 – Present
• Own the quarterly reforecast and annual budget for a $45M sales & marketing cost center
• Built the company's 3-statement model and a headcount planning model used in board materials
• Prepare monthly budget-vs-actual reporting; present variance drivers to the CRO and CMO
• Migrated planning from spreadsheets to Workday Adaptive Planning; administer sheets, versions and integrations
• Track ARR, NRR, logo churn and CAC payback in a monthly SaaS metrics pack
• Write SQL queries against Snowflake to reconcile bookings with CRM data

Financial Analyst — Lakeshore Consumer Brands, Chicago, IL          Jul 2019 – Jul 2021
• Supported the annual operating plan for a $300M product division
• Maintained SKU-level gross margin models in Excel; reconciled actuals from the NetSuite general ledger
• Automated the weekly sales flash with Power Query, saving 6 hours per week

Education
B.B.A., Finance — Great Lakes University, 2019

Certifications
CFA Program — passed Level I (2023)

Skills
Excel (INDEX/MATCH, pivot tables, data tables), Workday Adaptive Planning, NetSuite, SQL, Snowflake, Tableau, PowerPoint`;

const RESUME_EN_FPA_NOMATCH = `Tyler J. Brennan
Round Rock, TX · (555) 011-6402 · tbrennan.acct@example.com

SUMMARY
Staff accountant with nearly three years of full-cycle accounting experience at a multi-location healthcare practice. Interested in moving toward FP&A.

EXPERIENCE
Staff Accountant — Hill Country Dental Partners, Round Rock, TX | Jan 2024 – Present
- Record journal entries, accruals and prepaid amortization for 12 dental offices in QuickBooks Online
- Reconcile 20+ bank and credit card accounts monthly
- Prepare month-end flux analysis of balance sheet accounts for the controller
- Assisted with the 2026 department budget by collecting expense requests from office managers
- Process AP for about 400 invoices per month and prepare 1099s

Accounting Intern — Parker & Lowe CPAs, Austin, TX | May 2023 – Aug 2023
- Assisted with tax return preparation and workpapers for small business clients
- Scanned and organized client source documents

EDUCATION
B.S. Accounting — Central Texas State University, December 2023 (GPA 3.4)

CERTIFICATIONS
CPA candidate — passed FAR (2025), studying for AUD

SKILLS
QuickBooks Online, Excel (VLOOKUP, pivot tables), Bill.com, Gusto, Microsoft Office`;

const JD_EN_RN = `Registered Nurse (RN) – Outpatient Hemodialysis
Lakeview Kidney Care — Columbus, OH
Full-time · Three 12-hour shifts per week (Mon/Wed/Fri or Tue/Thu/Sat) · No overnight shifts

Job Summary
The Hemodialysis RN provides and oversees dialysis treatment for a caseload of adult patients with end-stage renal disease in our 24-station outpatient clinic. The RN assesses patients before, during and after treatment, supervises patient care technicians, administers medications, and works with nephrologists, dietitians and social workers on each patient's plan of care.

Required Qualifications
- Current, unrestricted Registered Nurse license in Ohio or a multistate compact license
- Graduate of an accredited nursing program; Associate Degree in Nursing (ADN) at minimum
- At least 1 year of experience as an RN in acute care or dialysis
- Current BLS certification from the American Heart Association
- Hemodialysis experience, including cannulation of AV fistulas and grafts
- IV therapy skills
- Charting experience in Epic or Cerner

Preferred Qualifications
- Bachelor of Science in Nursing (BSN)
- Certified Dialysis Nurse (CDN) or Certified Nephrology Nurse (CNN)
- Experience with Fresenius 2008T machines
- Bilingual English/Spanish

What We Offer
Sign-on bonus for experienced dialysis nurses, paid dialysis training program, tuition reimbursement, medical/dental/vision, 403(b) with match, and a predictable schedule with no holiday rotation.`;

const RESUME_EN_RN_MATCH = `Dana L. Whitaker, RN, BSN
Westerville, OH | (555) 016-3390 | dana.whitaker.rn@example.com

LICENSURE & CERTIFICATIONS
• Registered Nurse — Ohio Board of Nursing, multistate (compact) license, active
• Basic Life Support for Healthcare Providers — American Heart Association
• Advanced Cardiovascular Life Support (ACLS) — American Heart Association

PROFESSIONAL SUMMARY
Registered nurse with 6 years of experience, including 4 years in outpatient in-center hemodialysis. Skilled in AVF/AVG cannulation, fluid management and education for patients with ESRD.

EXPERIENCE
Staff RN, Hemodialysis — Buckeye Renal Partners, Columbus, OH | Jul 2022 – Present
- Deliver in-center HD treatments to 12–14 patients per shift while supervising 3 patient care technicians
- Cannulate AV fistulas and grafts, including buttonhole technique; assess accesses for stenosis and infection
- Program and troubleshoot Fresenius 2008T machines; perform water and dialysate safety checks
- Administer IV iron, ESAs and heparin per protocol; document treatments and assessments in Epic
- Educate patients on fluid restriction, phosphate binders and home dialysis options

Staff RN, Medical-Surgical Unit — Riverside Community Hospital, Marion, OH | Jun 2020 – Jun 2022
- Cared for 5–6 post-surgical and medical patients per shift on a 32-bed unit
- Started peripheral IVs, managed PICC lines and IV infusions
- Charted in Epic; precepted 4 new graduate nurses

EDUCATION
Bachelor of Science in Nursing (RN-to-BSN) — Ohio Valley University, 2022
Associate Degree in Nursing — Scioto Valley Community College, 2020

LANGUAGES
English (native); conversational Spanish`;

const RESUME_EN_RN_NOMATCH = `Jasmine R. Ortega
Columbus, OH · (555) 015-8817 · jortega.pct@example.com

SUMMARY
Certified hemodialysis technician with five years of chairside experience in outpatient dialysis. Currently completing an ADN program (expected graduation May 2027) and planning to sit for the NCLEX-RN afterward.

EXPERIENCE
Patient Care Technician, Hemodialysis — Buckeye Renal Partners, Columbus, OH
Aug 2021 – Present
• Set up, prime and run Fresenius 2008T machines for 4 patients per shift under RN supervision
• Cannulate AV fistulas and grafts; monitor vital signs and report changes to the charge nurse
• Perform water system checks and keep machine disinfection logs
• Record treatment flowsheets in the clinic's dialysis documentation system
• Orient new technicians to clinic safety and infection control routines

Certified Nursing Assistant — Maple Grove Care Center, Grove City, OH
Jul 2019 – Jul 2021
• Assisted long-term care residents with activities of daily living, feeding and mobility
• Took vital signs and reported concerns to the nursing staff

EDUCATION
Associate Degree in Nursing — Scioto Valley Community College (in progress, expected May 2027)
High School Diploma — Grove City High School, 2019

CERTIFICATIONS
Certified Clinical Hemodialysis Technician (CCHT), NNCC — 2022
BLS for Healthcare Providers, American Heart Association
State Tested Nurse Aide (STNA), Ohio

LANGUAGES
English and Spanish (fluent; native Spanish speaker)`;

const JD_EN_MAINT = `Industrial Maintenance Technician – 2nd Shift
Harmon Valley Foods · Greenville, SC · $28–$36/hour + shift differential

Harmon Valley Foods makes frozen baked goods for grocery chains across the Southeast. Our Greenville plant runs six high-speed packaging lines and two spiral freezers, and we need a maintenance technician who can keep them running on second shift (2:30 pm to 11:00 pm, Monday to Friday, with rotating Saturday overtime).

In this role you will troubleshoot and repair production equipment, carry out preventive maintenance, and help our reliability team cut unplanned downtime. We're looking for someone with at least 3 years of industrial maintenance experience in a manufacturing plant. You should be comfortable with PLC troubleshooting — our lines run on Allen-Bradley ControlLogix processors, so hands-on time with Studio 5000 is important. You'll also need working knowledge of hydraulics and pneumatics, the ability to troubleshoot 480V three-phase motors and controls, and the ability to read electrical schematics. You will log work orders and PM history in our CMMS.

It's a plus if you can weld (MIG/TIG) for fabrication and repairs, have an associate degree in industrial maintenance or electromechanical technology, or hold OSHA 10 or NFPA 70E training. A high school diploma or GED is required.

Physical requirements: ability to lift 50 lbs, climb ladders, and work in cold environments (down to -20°F) for extended periods.

What we offer: medical, dental and vision from day one, 401(k) with a 5% match, an annual tool allowance, and paid training.`;

const RESUME_EN_MAINT_MATCH = `CURTIS W. VANCE
Simpsonville, SC | (555) 017-2046 | cvance.maint@example.com

Maintenance technician with 9 years in food and beverage and automotive-supplier plants. Strongest in controls troubleshooting and keeping packaging lines running.

WORK HISTORY
Maintenance Technician II — Piedmont Snack Co., Greer, SC | 2019 – Present
* Troubleshoot programmable logic controllers (ControlLogix and CompactLogix) online with RSLogix 5000; trace faults through ladder logic and I/O
* Repair 480 VAC 3-phase motors, VFDs, motor starters and control circuits on 5 packaging lines
* Rebuild hydraulic power units and pneumatic cylinders and valves on case packers and palletizers
* Read and mark up electrical schematics during line retrofits
* Close work orders and record PM history in IBM Maximo; cut repeat failures 30% on line 3
* MIG weld guards, brackets and frame repairs

Maintenance Mechanic — Upstate Auto Components, Spartanburg, SC | 2017 – 2019
* Performed PMs on stamping presses, conveyors and hydraulic systems
* Assisted electricians with lockout/tagout and panel troubleshooting

EDUCATION
A.A.S., Industrial Maintenance Technology — Blue Ridge Technical College, 2017

TRAINING & CERTIFICATIONS
OSHA 10-Hour General Industry
Forklift operator certification
Rockwell Automation course: ControlLogix Maintenance and Troubleshooting`;

const RESUME_EN_MAINT_NOMATCH = `Alicia Monroe
Greenville, SC · (555) 018-5523 · alicia.monroe@example.com

SUMMARY
Retail store manager with 10 years of experience leading teams of 30+ in high-volume specialty stores. Known for turning around underperforming locations, developing assistant managers, and running clean, well-merchandised floors.

EXPERIENCE
Store Manager — Coastal Threads, Greenville, SC | 2020 – Present
- Full P&L responsibility for a $6.5M apparel store; grew comparable sales 14% in two years
- Hire, schedule and coach 32 associates and 3 assistant managers
- Cut inventory shrink from 2.1% to 0.9% through audits and loss-prevention training
- Lead seasonal floor sets and visual merchandising changes
- Build weekly sales and labor reports in Excel for the district manager

Assistant Store Manager — Blue Porch Home Decor, Anderson, SC | 2016 – 2020
- Managed opening and closing, cash handling and bank deposits
- Ran annual physical inventory counts and receiving
- Trained new cashiers on the POS system and customer service standards

EDUCATION
B.A., Business Administration — Palmetto Upstate College, 2016

SKILLS
Team leadership, scheduling (UKG), POS systems, Excel, merchandising, inventory control, customer experience`;

const JD_EN_PARALEGAL = `Litigation Paralegal
Hargrove & Pell LLP — Phoenix, AZ (on-site)
Full-time · $62,000–$78,000 + overtime eligible

Hargrove & Pell is a 40-attorney business litigation firm representing companies in commercial, employment and construction disputes across Arizona. We're adding a paralegal to our litigation group.

Responsibilities
- Support three partners and four associates on matters in state and federal court
- Manage discovery: collect, process and review documents; prepare privilege logs and productions
- Prepare deposition and trial binders, exhibit lists and witness files; attend trial as needed
- Draft routine pleadings, subpoenas and discovery responses for attorney review
- File documents with the court and calendar deadlines

Requirements
- Associate degree or higher, plus a paralegal certificate from an ABA-approved program
- 3+ years of litigation paralegal experience, ideally at a law firm
- Working knowledge of civil litigation procedure (Federal and Arizona Rules of Civil Procedure)
- E-discovery experience, including Relativity
- Legal research and cite-checking with Westlaw or LexisNexis
- Trial preparation experience
- Federal e-filing through PACER/CM/ECF

Preferred
- NALA Certified Paralegal (CP) credential
- Spanish fluency

We offer medical and dental insurance, a 401(k) with profit sharing, paid CLE-style training, and free downtown parking.`;

const RESUME_EN_PARALEGAL_MATCH = `Nora K. Whitfield
Tempe, AZ | (555) 019-4471 | nwhitfield.paralegal@example.com

PROFILE
NALA-credentialed litigation paralegal with six-plus years supporting commercial litigation teams from case intake through trial.

EXPERIENCE
Senior Litigation Paralegal | Desert Mesa Law Group, Phoenix, AZ | Feb 2022 – Present
- Manage eDiscovery for 15–20 active matters: ESI collection with vendors, review workflows, privilege logs and rolling productions in Relativity
- Build trial notebooks, exhibit lists and witness kits; provided in-court support at 3 jury trials
- Cite-check briefs and run legal research in Westlaw and Lexis+
- E-file in federal court via CM/ECF and PACER; docket deadlines under the FRCP and Arizona Rules
- Draft subpoenas, discovery responses and deposition notices for attorney review

Litigation Paralegal | Canyon & Reyes PLLC, Mesa, AZ | Jan 2020 – Jan 2022
- Supported two attorneys on employment and personal-injury cases in Maricopa County Superior Court
- Organized medical records, prepared deposition summaries and scheduled depositions
- Maintained case files and client correspondence in Clio

EDUCATION
Certificate in Paralegal Studies (ABA-approved) — Phoenix Metro College, 2019
B.A., English — Sonoran State University, 2018

CERTIFICATIONS
Certified Paralegal (CP), National Association of Legal Assistants — 2021

SKILLS
Relativity, Westlaw, Lexis+, CM/ECF and PACER, Clio, Adobe Acrobat Pro, Microsoft Office
Languages: English`;

const RESUME_EN_PARALEGAL_NOMATCH = `Liam R. Hollister
Scottsdale, AZ · (555) 010-6639 · lhollister.design@example.com · Portfolio: example.com/lhollister

SUMMARY
Graphic designer with 7 years of experience in brand identity, packaging and digital campaigns for hospitality and consumer brands. Comfortable owning projects from concept sketches to press-ready files.

EXPERIENCE
Senior Graphic Designer — Saguaro Creative Agency, Scottsdale, AZ | 2021 – Present
• Lead designer on brand refreshes for 12 restaurant and resort clients
• Design packaging systems and point-of-sale displays; manage print vendor proofs
• Create social ad sets and landing page mockups with the digital team
• Mentor two junior designers and run weekly design critiques

Graphic Designer — Copper State Printing, Tempe, AZ | 2019 – 2021
• Prepared print-ready files for brochures, signage and direct mail
• Corrected color and layout issues in customer-supplied artwork

EDUCATION
B.F.A., Graphic Design — Sonoran State University, 2019

SKILLS
Adobe Illustrator, Photoshop, InDesign, After Effects, Figma, typography, brand systems, prepress

LANGUAGES
English (native), Spanish (conversational)`;

const JD_EN_LIFECYCLE = `Lifecycle Marketing Manager
Fernleaf · New York, NY or Remote (US) · Full-time

Fernleaf is a meal-kit and grocery subscription app serving more than two million households. Our growth team is hiring a Lifecycle Marketing Manager to own how we talk to customers after they sign up.

Responsibilities
• Own the lifecycle program across email, push and in-app messaging
• Build onboarding, win-back and retention journeys that move weekly order rate
• Plan and analyze experiments, and report results with clear recommendations
• Partner with data, design and product teams on targeting and personalization
• Keep our sending reputation healthy as volume grows

Requirements
• 4+ years of experience in lifecycle, CRM or email marketing
• Hands-on experience building journeys in Braze or Iterable
• Strong audience segmentation skills
• A/B testing: designing tests, sizing samples and reading results
• SQL proficiency — you can pull your own audiences and results
• Working knowledge of HTML and CSS for email templates
• Understanding of email deliverability (authentication, list hygiene, inbox placement)
• Bachelor's degree in Marketing, Business, Communications or a related field

Nice to have
• Experience with product analytics tools like Amplitude or Mixpanel

Salary range: $120,000–$145,000 plus equity. Benefits include a monthly Fernleaf credit, fully covered health insurance and a flexible hybrid schedule.`;

const RESUME_EN_LIFECYCLE_MATCH = `Renee D. Okafor
Brooklyn, NY | (555) 012-7735 | renee.okafor@example.com | linkedin.com/in/example-rokafor

SUMMARY
Lifecycle and CRM marketer with 7 years in consumer apps and e-commerce. I build journeys that drive retention and run a steady testing program.

EXPERIENCE
Senior CRM Manager — Pantry Pal, New York, NY | Apr 2022 – Present
– Own email, push and in-app messaging for 1.4M active users; lifecycle revenue up 18% year over year
– Built 25+ Canvases in Braze (onboarding, cart abandonment, win-back)
– Run split tests and multivariate tests on subject lines, send time and offers; built a sample-size calculator for the team
– Write SQL in BigQuery to build cohorts and behavioral segments; defined RFM tiers for targeting
– Led migration to a dedicated IP with SPF/DKIM/DMARC; inbox placement rose from 86% to 97%
– Use Amplitude to measure the impact of journeys on 90-day retention

Email Marketing Specialist — Hudson Street Apparel, Jersey City, NJ | Jun 2019 – Mar 2022
– Coded responsive email templates in HTML/CSS and QA'd them in Litmus
– Managed the weekly promotional calendar in Klaviyo; grew the list 40%

EDUCATION
B.A., Communications — Hudson Valley College, 2019

SKILLS
Braze, Klaviyo, SQL (BigQuery), HTML/CSS, Amplitude, Litmus, Figma (basic)`;

const RESUME_EN_LIFECYCLE_NOMATCH = `Derrick L. Yates
Newark, NJ | (555) 013-2290 | dyates.logistics@example.com

SUMMARY
Warehouse shift lead with 8 years in high-volume distribution centers. Focused on safety, accuracy and getting trucks out on time.

EXPERIENCE
Shift Lead, Outbound — Garden State Distribution, Edison, NJ | 2021 – Present
• Supervise 18 associates on second shift across picking, packing and loading
• Hit 99.6% order accuracy and on-time trailer departures for 40+ store routes
• Run daily cycle counts and resolve inventory discrepancies in Manhattan WMS
• Lead pre-shift safety huddles; zero recordable injuries in 2025
• Train new hires on RF scanners and powered equipment

Forklift Operator / Receiver — Ironbound Logistics, Newark, NJ | 2018 – 2021
• Unloaded and put away 30+ inbound trailers per week
• Operated sit-down and reach forklifts and electric pallet jacks

EDUCATION
High School Diploma — Newark East Side High School, 2017

CERTIFICATIONS
OSHA 10-Hour General Industry
Certified Forklift Operator (sit-down, reach)

SKILLS
Manhattan WMS, RF scanning, inventory control, team scheduling, basic Excel`;

export const HELD_OUT_PAIRS: readonly MatchPair[] = [
  {
    id: 'zh-clinical-pharmacist-01-match',
    locale: 'zh-CN',
    resume: RESUME_ZH_PHARM_MATCH,
    jobDescription: JD_ZH_PHARM,
    matched: true,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '临床药学/药学', status: 'present' },
      { group: 'education', term: 'master', subject: '临床药学/药学', status: 'present', preferred: true },
      { group: 'years', term: '3', subject: '医院药学', status: 'present' },
      {
        group: 'certificate',
        term: '执业药师',
        also: ['执业药师资格证书', '执业药师资格'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: '临床药师岗位培训证书',
        also: ['临床药师培训证书', '临床药师规范化培训'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'PK/PD',
        also: ['药代动力学/药效学', '药动学/药效学', '药代动力学', '药效学'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: '处方审核',
        also: ['审方', '处方点评', '医嘱审核', '前置审核'],
        status: 'present',
      },
      { group: 'hardSkill', term: '治疗药物监测', also: ['TDM', '血药浓度监测'], status: 'present' },
      { group: 'tool', term: 'HIS', also: ['HIS系统', '医院信息系统', '东华HIS'], status: 'present' },
      {
        group: 'tool',
        term: 'PASS',
        also: ['合理用药监测系统', '美康PASS', '合理用药系统'],
        status: 'present',
      },
      {
        group: 'language',
        term: 'English',
        subject: 'CET-6',
        also: ['英语', '大学英语六级', '英语六级'],
        status: 'present',
      },
    ],
  },
  {
    id: 'zh-clinical-pharmacist-01-nomatch',
    locale: 'zh-CN',
    resume: RESUME_ZH_PHARM_NOMATCH,
    jobDescription: JD_ZH_PHARM,
    matched: false,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '临床药学/药学', status: 'partial' },
      { group: 'education', term: 'master', subject: '临床药学/药学', status: 'missing', preferred: true },
      { group: 'years', term: '3', subject: '医院药学', status: 'partial' },
      {
        group: 'certificate',
        term: '执业药师',
        also: ['执业药师资格证书', '执业药师资格'],
        status: 'partial',
      },
      {
        group: 'certificate',
        term: '临床药师岗位培训证书',
        also: ['临床药师培训证书', '临床药师规范化培训'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'hardSkill',
        term: 'PK/PD',
        also: ['药代动力学/药效学', '药动学/药效学', '药代动力学', '药效学'],
        status: 'missing',
      },
      { group: 'hardSkill', term: '处方审核', also: ['审方', '处方点评', '医嘱审核'], status: 'partial' },
      { group: 'hardSkill', term: '治疗药物监测', also: ['TDM', '血药浓度监测'], status: 'missing' },
      { group: 'tool', term: 'HIS', also: ['HIS系统', '医院信息系统'], status: 'present' },
      { group: 'tool', term: 'PASS', also: ['合理用药监测系统', '合理用药系统'], status: 'missing' },
      {
        group: 'language',
        term: 'English',
        subject: 'CET-6',
        also: ['英语', '大学英语六级', '英语六级'],
        status: 'partial',
      },
    ],
  },
  {
    id: 'zh-hvac-design-engineer-02-match',
    locale: 'zh-CN',
    resume: RESUME_ZH_HVAC_MATCH,
    jobDescription: JD_ZH_HVAC,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '建筑环境与能源应用工程',
        also: ['暖通空调', '建环'],
        status: 'present',
      },
      { group: 'years', term: '5', subject: '民用建筑暖通设计', status: 'present' },
      { group: 'hardSkill', term: '施工图设计', status: 'present' },
      {
        group: 'hardSkill',
        term: '暖通设计规范',
        also: ['暖通规范', 'GB 50736', 'GB 51251'],
        status: 'present',
      },
      { group: 'hardSkill', term: '负荷计算', also: ['冷热负荷计算'], status: 'present' },
      { group: 'hardSkill', term: '水力计算', status: 'present' },
      { group: 'hardSkill', term: '设备选型', status: 'present' },
      { group: 'tool', term: 'AutoCAD', also: ['CAD'], status: 'present' },
      { group: 'tool', term: '天正暖通', also: ['T20天正暖通', '天正'], status: 'present' },
      { group: 'tool', term: '鸿业负荷计算软件', also: ['鸿业', '鸿业负荷'], status: 'present' },
      { group: 'tool', term: 'Revit', also: ['BIM正向设计', 'BIM'], status: 'partial', preferred: true },
      { group: 'certificate', term: '中级职称', also: ['中级专业技术职称', '工程师职称'], status: 'present' },
      {
        group: 'certificate',
        term: '注册公用设备工程师（暖通空调）',
        also: ['注册暖通工程师', '注册设备师（暖通）'],
        status: 'present',
        preferred: true,
      },
    ],
  },
  {
    id: 'zh-hvac-design-engineer-02-nomatch',
    locale: 'zh-CN',
    resume: RESUME_ZH_HVAC_NOMATCH,
    jobDescription: JD_ZH_HVAC,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: '建筑环境与能源应用工程',
        also: ['暖通空调', '建环'],
        status: 'partial',
      },
      { group: 'years', term: '5', subject: '民用建筑暖通设计', status: 'missing' },
      { group: 'hardSkill', term: '施工图设计', status: 'missing' },
      {
        group: 'hardSkill',
        term: '暖通设计规范',
        also: ['暖通规范', 'GB 50736', 'GB 51251'],
        status: 'partial',
      },
      { group: 'hardSkill', term: '负荷计算', also: ['冷热负荷计算'], status: 'missing' },
      { group: 'hardSkill', term: '水力计算', status: 'missing' },
      { group: 'hardSkill', term: '设备选型', status: 'missing' },
      { group: 'tool', term: 'AutoCAD', also: ['CAD'], status: 'present' },
      { group: 'tool', term: '天正暖通', also: ['T20天正暖通', '天正'], status: 'missing' },
      { group: 'tool', term: '鸿业负荷计算软件', also: ['鸿业', '鸿业负荷'], status: 'missing' },
      { group: 'tool', term: 'Revit', also: ['BIM正向设计', 'BIM'], status: 'missing', preferred: true },
      { group: 'certificate', term: '中级职称', also: ['中级专业技术职称', '工程师职称'], status: 'partial' },
      {
        group: 'certificate',
        term: '注册公用设备工程师（暖通空调）',
        also: ['注册暖通工程师', '注册设备师（暖通）'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
  {
    id: 'zh-amazon-operations-03-match',
    locale: 'zh-CN',
    resume: RESUME_ZH_ECOM_MATCH,
    jobDescription: JD_ZH_ECOM,
    matched: true,
    requirements: [
      { group: 'education', term: 'associate', status: 'present' },
      { group: 'years', term: '2', subject: '亚马逊平台运营', status: 'present' },
      {
        group: 'hardSkill',
        term: '家居类目',
        also: ['家居/户外类目', '户外类目'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'tool',
        term: '亚马逊',
        also: ['Amazon', '亚马逊平台', 'Amazon Seller Central'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'FBA', also: ['FBA物流', '亚马逊物流'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'PPC广告',
        also: ['站内广告', 'PPC', 'SP/SB/SD', 'Sponsored Products'],
        status: 'present',
      },
      { group: 'tool', term: 'Excel', also: ['数据透视表', 'VLOOKUP'], status: 'present' },
      { group: 'tool', term: 'Helium 10', also: ['H10'], status: 'present' },
      { group: 'tool', term: '卖家精灵', also: ['SellerSprite'], status: 'present' },
      { group: 'tool', term: 'Keepa', status: 'missing' },
      {
        group: 'language',
        term: 'English',
        subject: 'CET-4',
        also: ['英语', '大学英语四级', '英语四级'],
        status: 'present',
      },
      { group: 'language', term: 'German', also: ['德语'], status: 'missing', preferred: true },
      { group: 'language', term: 'Japanese', also: ['日语'], status: 'missing', preferred: true },
    ],
  },
  {
    id: 'zh-amazon-operations-03-nomatch',
    locale: 'zh-CN',
    resume: RESUME_ZH_ECOM_NOMATCH,
    jobDescription: JD_ZH_ECOM,
    matched: false,
    requirements: [
      { group: 'education', term: 'associate', status: 'present' },
      { group: 'years', term: '2', subject: '亚马逊平台运营', status: 'missing' },
      {
        group: 'hardSkill',
        term: '家居类目',
        also: ['家居/户外类目', '户外类目'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'tool',
        term: '亚马逊',
        also: ['Amazon', '亚马逊平台', 'Amazon Seller Central'],
        status: 'missing',
      },
      { group: 'hardSkill', term: 'FBA', also: ['FBA物流', '亚马逊物流'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'PPC广告',
        also: ['站内广告', 'PPC', 'SP/SB/SD', 'Sponsored Products'],
        status: 'missing',
      },
      { group: 'tool', term: 'Excel', also: ['数据透视表', 'VLOOKUP'], status: 'present' },
      { group: 'tool', term: 'Helium 10', also: ['H10'], status: 'missing' },
      { group: 'tool', term: '卖家精灵', also: ['SellerSprite'], status: 'missing' },
      { group: 'tool', term: 'Keepa', status: 'missing' },
      {
        group: 'language',
        term: 'English',
        subject: 'CET-4',
        also: ['英语', '大学英语四级', '英语四级'],
        status: 'present',
      },
      { group: 'language', term: 'German', also: ['德语'], status: 'missing', preferred: true },
      { group: 'language', term: 'Japanese', also: ['日语'], status: 'missing', preferred: true },
    ],
  },
  {
    id: 'zh-data-warehouse-engineer-04-match',
    locale: 'zh-CN',
    resume: RESUME_ZH_DATA_MATCH,
    jobDescription: JD_ZH_DATA,
    matched: true,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '计算机/软件工程/统计学', status: 'present' },
      { group: 'years', term: '3', subject: '大数据开发', status: 'present' },
      { group: 'tool', term: 'SQL', also: ['Hive SQL', 'Spark SQL', 'Flink SQL'], status: 'present' },
      { group: 'tool', term: 'Hive', status: 'present' },
      { group: 'tool', term: 'Spark', status: 'present' },
      { group: 'tool', term: 'Flink', status: 'present' },
      { group: 'tool', term: 'Kafka', status: 'present' },
      {
        group: 'hardSkill',
        term: '数据仓库',
        also: ['数仓', '数据仓库分层', 'data warehouse'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: '维度建模',
        also: ['星型模型', '雪花模型', '数据建模', 'dimensional modeling'],
        status: 'present',
      },
      { group: 'tool', term: 'Java', status: 'present' },
      { group: 'tool', term: 'Python', status: 'present' },
      {
        group: 'hardSkill',
        term: '数据治理',
        also: ['数据质量', '数据质量平台'],
        status: 'present',
        preferred: true,
      },
      { group: 'tool', term: 'Airflow', also: ['调度工具'], status: 'partial', preferred: true },
    ],
  },
  {
    id: 'zh-data-warehouse-engineer-04-nomatch',
    locale: 'zh-CN',
    resume: RESUME_ZH_DATA_NOMATCH,
    jobDescription: JD_ZH_DATA,
    matched: false,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '计算机/软件工程/统计学', status: 'partial' },
      { group: 'years', term: '3', subject: '大数据开发', status: 'missing' },
      { group: 'tool', term: 'SQL', also: ['Hive SQL', 'Spark SQL', 'Flink SQL'], status: 'missing' },
      { group: 'tool', term: 'Hive', status: 'missing' },
      { group: 'tool', term: 'Spark', status: 'missing' },
      { group: 'tool', term: 'Flink', status: 'missing' },
      { group: 'tool', term: 'Kafka', status: 'missing' },
      {
        group: 'hardSkill',
        term: '数据仓库',
        also: ['数仓', '数据仓库分层', 'data warehouse'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: '维度建模',
        also: ['星型模型', '雪花模型', '数据建模', 'dimensional modeling'],
        status: 'missing',
      },
      { group: 'tool', term: 'Java', status: 'missing' },
      { group: 'tool', term: 'Python', status: 'missing' },
      {
        group: 'hardSkill',
        term: '数据治理',
        also: ['数据质量', '数据质量平台'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Airflow', also: ['调度工具'], status: 'missing', preferred: true },
    ],
  },
  {
    id: 'zh-tax-supervisor-05-match',
    locale: 'zh-CN',
    resume: RESUME_ZH_TAX_MATCH,
    jobDescription: JD_ZH_TAX,
    matched: true,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '财务管理/会计学/税务', status: 'present' },
      { group: 'years', term: '5', subject: '企业税务或财务', status: 'present' },
      { group: 'years', term: '2', subject: '制造业税务管理', status: 'present' },
      {
        group: 'certificate',
        term: '中级会计职称',
        also: ['中级会计师', '会计师（中级）', '中级会计专业技术资格'],
        status: 'present',
      },
      { group: 'certificate', term: 'CPA', also: ['注册会计师'], status: 'partial', preferred: true },
      { group: 'certificate', term: '税务师', also: ['注册税务师'], status: 'present', preferred: true },
      { group: 'hardSkill', term: '增值税', also: ['VAT'], status: 'present' },
      { group: 'hardSkill', term: '企业所得税', also: ['所得税', 'CIT'], status: 'present' },
      { group: 'hardSkill', term: '汇算清缴', also: ['企业所得税汇算清缴', '所得税汇算'], status: 'present' },
      { group: 'hardSkill', term: '出口退税', also: ['出口退（免）税', '出口退免税'], status: 'present' },
      { group: 'tool', term: 'SAP', also: ['SAP FICO'], status: 'present' },
      { group: 'tool', term: '用友U8', also: ['用友', 'U8'], status: 'partial' },
      {
        group: 'tool',
        term: '金税系统',
        also: ['金税三期', '金税四期', '金税盘', '税控系统'],
        status: 'present',
      },
      { group: 'tool', term: '电子税务局', status: 'present' },
    ],
  },
  {
    id: 'zh-tax-supervisor-05-nomatch',
    locale: 'zh-CN',
    resume: RESUME_ZH_TAX_NOMATCH,
    jobDescription: JD_ZH_TAX,
    matched: false,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '财务管理/会计学/税务', status: 'partial' },
      { group: 'years', term: '5', subject: '企业税务或财务', status: 'partial' },
      { group: 'years', term: '2', subject: '制造业税务管理', status: 'missing' },
      {
        group: 'certificate',
        term: '中级会计职称',
        also: ['中级会计师', '会计师（中级）', '中级会计专业技术资格'],
        status: 'partial',
      },
      { group: 'certificate', term: 'CPA', also: ['注册会计师'], status: 'missing', preferred: true },
      { group: 'certificate', term: '税务师', also: ['注册税务师'], status: 'missing', preferred: true },
      { group: 'hardSkill', term: '增值税', also: ['VAT'], status: 'present' },
      { group: 'hardSkill', term: '企业所得税', also: ['所得税', 'CIT'], status: 'partial' },
      { group: 'hardSkill', term: '汇算清缴', also: ['企业所得税汇算清缴', '所得税汇算'], status: 'missing' },
      { group: 'hardSkill', term: '出口退税', also: ['出口退（免）税', '出口退免税'], status: 'missing' },
      { group: 'tool', term: 'SAP', also: ['SAP FICO'], status: 'missing' },
      { group: 'tool', term: '用友U8', also: ['用友', 'U8'], status: 'present' },
      {
        group: 'tool',
        term: '金税系统',
        also: ['金税三期', '金税四期', '金税盘', '税控系统'],
        status: 'present',
      },
      { group: 'tool', term: '电子税务局', status: 'present' },
    ],
  },
  {
    id: 'zh-middle-school-math-teacher-06-match',
    locale: 'zh-CN',
    resume: RESUME_ZH_TEACHER_MATCH,
    jobDescription: JD_ZH_TEACHER,
    matched: true,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '数学与应用数学/统计学', status: 'present' },
      {
        group: 'certificate',
        term: '教师资格证',
        also: ['初级中学教师资格证', '高级中学教师资格证', '数学学科教师资格证'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: '普通话二级甲等',
        also: ['普通话二甲', '普通话水平测试二级甲等'],
        status: 'present',
      },
      { group: 'years', term: '3', subject: '初中数学教学', status: 'present' },
      {
        group: 'hardSkill',
        term: '中考毕业班',
        also: ['初三毕业班', '带毕业班'],
        status: 'present',
        preferred: true,
      },
      { group: 'hardSkill', term: '中考命题', also: ['中考数学命题', '中考命题研究'], status: 'present' },
      { group: 'hardSkill', term: '分层教学', also: ['分层作业'], status: 'present' },
      { group: 'tool', term: '希沃白板', also: ['希沃', 'Seewo'], status: 'present' },
      { group: 'tool', term: '几何画板', also: ["Geometer's Sketchpad"], status: 'partial' },
      { group: 'hardSkill', term: '班主任工作', also: ['班主任'], status: 'present', preferred: true },
    ],
  },
  {
    id: 'zh-middle-school-math-teacher-06-nomatch',
    locale: 'zh-CN',
    resume: RESUME_ZH_TEACHER_NOMATCH,
    jobDescription: JD_ZH_TEACHER,
    matched: false,
    requirements: [
      { group: 'education', term: 'bachelor', subject: '数学与应用数学/统计学', status: 'partial' },
      {
        group: 'certificate',
        term: '教师资格证',
        also: ['初级中学教师资格证', '高级中学教师资格证', '数学学科教师资格证'],
        status: 'missing',
      },
      {
        group: 'certificate',
        term: '普通话二级甲等',
        also: ['普通话二甲', '普通话水平测试二级甲等'],
        status: 'missing',
      },
      { group: 'years', term: '3', subject: '初中数学教学', status: 'missing' },
      {
        group: 'hardSkill',
        term: '中考毕业班',
        also: ['初三毕业班', '带毕业班'],
        status: 'missing',
        preferred: true,
      },
      { group: 'hardSkill', term: '中考命题', also: ['中考数学命题', '中考命题研究'], status: 'missing' },
      { group: 'hardSkill', term: '分层教学', also: ['分层作业'], status: 'missing' },
      { group: 'tool', term: '希沃白板', also: ['希沃', 'Seewo'], status: 'missing' },
      { group: 'tool', term: '几何画板', also: ["Geometer's Sketchpad"], status: 'missing' },
      { group: 'hardSkill', term: '班主任工作', also: ['班主任'], status: 'missing', preferred: true },
    ],
  },
  {
    id: 'en-site-reliability-engineer-01-match',
    locale: 'en-US',
    resume: RESUME_EN_SRE_MATCH,
    jobDescription: JD_EN_SRE,
    matched: true,
    requirements: [
      { group: 'years', term: '5', subject: 'SRE, DevOps or production infrastructure', status: 'present' },
      { group: 'education', term: 'bachelor', subject: 'Computer Science or Engineering', status: 'present' },
      { group: 'tool', term: 'Kubernetes', also: ['K8s', 'EKS'], status: 'present' },
      { group: 'tool', term: 'Terraform', also: ['infrastructure as code', 'IaC'], status: 'present' },
      { group: 'tool', term: 'AWS', also: ['Amazon Web Services'], status: 'present' },
      { group: 'tool', term: 'Prometheus', status: 'present' },
      { group: 'tool', term: 'Go', also: ['Golang'], status: 'present' },
      { group: 'tool', term: 'Python', status: 'present' },
      { group: 'tool', term: 'Linux', also: ['RHEL', 'Ubuntu'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'incident management',
        also: ['incident response', 'on-call', 'incident commander'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'SLOs',
        also: ['SLO', 'SLIs', 'error budgets', 'service level objectives'],
        status: 'present',
      },
      {
        group: 'certificate',
        term: 'CKA',
        also: ['Certified Kubernetes Administrator'],
        status: 'present',
        preferred: true,
      },
      { group: 'hardSkill', term: 'chaos engineering', status: 'missing', preferred: true },
    ],
  },
  {
    id: 'en-site-reliability-engineer-01-nomatch',
    locale: 'en-US',
    resume: RESUME_EN_SRE_NOMATCH,
    jobDescription: JD_EN_SRE,
    matched: false,
    requirements: [
      { group: 'years', term: '5', subject: 'SRE, DevOps or production infrastructure', status: 'partial' },
      { group: 'education', term: 'bachelor', subject: 'Computer Science or Engineering', status: 'partial' },
      { group: 'tool', term: 'Kubernetes', also: ['K8s', 'EKS'], status: 'partial' },
      { group: 'tool', term: 'Terraform', also: ['infrastructure as code', 'IaC'], status: 'missing' },
      { group: 'tool', term: 'AWS', also: ['Amazon Web Services'], status: 'partial' },
      { group: 'tool', term: 'Prometheus', status: 'partial' },
      { group: 'tool', term: 'Go', also: ['Golang'], status: 'missing' },
      { group: 'tool', term: 'Python', status: 'missing' },
      { group: 'tool', term: 'Linux', also: ['Ubuntu'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'incident management',
        also: ['incident response', 'on-call'],
        status: 'partial',
      },
      {
        group: 'hardSkill',
        term: 'SLOs',
        also: ['SLO', 'SLIs', 'error budgets', 'service level objectives'],
        status: 'missing',
      },
      {
        group: 'certificate',
        term: 'CKA',
        also: ['Certified Kubernetes Administrator'],
        status: 'missing',
        preferred: true,
      },
      { group: 'hardSkill', term: 'chaos engineering', status: 'missing', preferred: true },
    ],
  },
  {
    id: 'en-fpa-analyst-02-match',
    locale: 'en-US',
    resume: RESUME_EN_FPA_MATCH,
    jobDescription: JD_EN_FPA,
    matched: true,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Finance, Accounting or Economics',
        status: 'present',
      },
      { group: 'years', term: '4', subject: 'FP&A or corporate finance', status: 'present' },
      {
        group: 'hardSkill',
        term: 'financial modeling',
        also: ['three-statement model', '3-statement model'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'budgeting and forecasting',
        also: ['budgeting', 'forecasting', 'reforecast', 'annual budget'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'variance analysis',
        also: ['budget vs. actual', 'budget-vs-actual', 'BvA'],
        status: 'present',
      },
      { group: 'tool', term: 'Excel', status: 'present' },
      {
        group: 'tool',
        term: 'Adaptive Insights',
        also: ['Workday Adaptive Planning', 'Adaptive Planning'],
        status: 'present',
      },
      { group: 'tool', term: 'Anaplan', status: 'missing' },
      { group: 'tool', term: 'NetSuite', status: 'present' },
      { group: 'tool', term: 'SQL', status: 'present', preferred: true },
      {
        group: 'hardSkill',
        term: 'SaaS metrics',
        also: ['ARR', 'NRR', 'net revenue retention', 'CAC payback'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'CPA',
        also: ['Certified Public Accountant'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'CFA',
        also: ['Chartered Financial Analyst'],
        status: 'partial',
        preferred: true,
      },
      {
        group: 'education',
        term: 'master',
        subject: 'MBA',
        also: ['MBA'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-fpa-analyst-02-nomatch',
    locale: 'en-US',
    resume: RESUME_EN_FPA_NOMATCH,
    jobDescription: JD_EN_FPA,
    matched: false,
    requirements: [
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Finance, Accounting or Economics',
        status: 'present',
      },
      { group: 'years', term: '4', subject: 'FP&A or corporate finance', status: 'partial' },
      {
        group: 'hardSkill',
        term: 'financial modeling',
        also: ['three-statement model', '3-statement model'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'budgeting and forecasting',
        also: ['budgeting', 'forecasting', 'annual budget'],
        status: 'partial',
      },
      {
        group: 'hardSkill',
        term: 'variance analysis',
        also: ['budget vs. actual', 'BvA'],
        status: 'partial',
      },
      { group: 'tool', term: 'Excel', status: 'present' },
      {
        group: 'tool',
        term: 'Adaptive Insights',
        also: ['Workday Adaptive Planning', 'Adaptive Planning'],
        status: 'missing',
      },
      { group: 'tool', term: 'Anaplan', status: 'missing' },
      { group: 'tool', term: 'NetSuite', status: 'partial' },
      { group: 'tool', term: 'SQL', status: 'missing', preferred: true },
      {
        group: 'hardSkill',
        term: 'SaaS metrics',
        also: ['ARR', 'NRR', 'net revenue retention', 'CAC payback'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'CPA',
        also: ['Certified Public Accountant'],
        status: 'partial',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'CFA',
        also: ['Chartered Financial Analyst'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'education',
        term: 'master',
        subject: 'MBA',
        also: ['MBA'],
        status: 'missing',
        preferred: true,
      },
    ],
  },
  {
    id: 'en-dialysis-nurse-03-match',
    locale: 'en-US',
    resume: RESUME_EN_RN_MATCH,
    jobDescription: JD_EN_RN,
    matched: true,
    requirements: [
      {
        group: 'certificate',
        term: 'RN license',
        also: ['Registered Nurse license', 'RN', 'compact license', 'multistate license'],
        status: 'present',
      },
      {
        group: 'education',
        term: 'associate',
        subject: 'Nursing',
        also: ['ADN', 'Associate Degree in Nursing'],
        status: 'present',
      },
      { group: 'years', term: '1', subject: 'RN in acute care or dialysis', status: 'present' },
      { group: 'certificate', term: 'BLS', also: ['Basic Life Support'], status: 'present' },
      { group: 'hardSkill', term: 'hemodialysis', also: ['HD', 'dialysis'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'AV fistula cannulation',
        also: ['cannulation', 'AVF/AVG cannulation'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'IV therapy', also: ['peripheral IVs', 'IV infusions'], status: 'present' },
      { group: 'tool', term: 'Epic', status: 'present' },
      { group: 'tool', term: 'Cerner', status: 'missing' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Nursing',
        also: ['BSN', 'Bachelor of Science in Nursing'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'CDN',
        also: ['Certified Dialysis Nurse'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'CNN',
        also: ['Certified Nephrology Nurse'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Fresenius 2008T', also: ['2008T'], status: 'present', preferred: true },
      { group: 'language', term: 'Spanish', subject: 'bilingual', status: 'partial', preferred: true },
    ],
  },
  {
    id: 'en-dialysis-nurse-03-nomatch',
    locale: 'en-US',
    resume: RESUME_EN_RN_NOMATCH,
    jobDescription: JD_EN_RN,
    matched: false,
    requirements: [
      {
        group: 'certificate',
        term: 'RN license',
        also: ['Registered Nurse license', 'RN'],
        status: 'partial',
      },
      {
        group: 'education',
        term: 'associate',
        subject: 'Nursing',
        also: ['ADN', 'Associate Degree in Nursing'],
        status: 'partial',
      },
      { group: 'years', term: '1', subject: 'RN in acute care or dialysis', status: 'partial' },
      {
        group: 'certificate',
        term: 'BLS',
        also: ['Basic Life Support', 'BLS for Healthcare Providers'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'hemodialysis', also: ['HD', 'dialysis'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'AV fistula cannulation',
        also: ['cannulation', 'AVF/AVG cannulation'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'IV therapy', also: ['peripheral IVs', 'IV infusions'], status: 'missing' },
      { group: 'tool', term: 'Epic', status: 'missing' },
      { group: 'tool', term: 'Cerner', status: 'missing' },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Nursing',
        also: ['BSN', 'Bachelor of Science in Nursing'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'CDN',
        also: ['Certified Dialysis Nurse'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'certificate',
        term: 'CNN',
        also: ['Certified Nephrology Nurse'],
        status: 'missing',
        preferred: true,
      },
      { group: 'tool', term: 'Fresenius 2008T', also: ['2008T'], status: 'present', preferred: true },
      { group: 'language', term: 'Spanish', subject: 'bilingual', status: 'present', preferred: true },
    ],
  },
  {
    id: 'en-industrial-maintenance-tech-04-match',
    locale: 'en-US',
    resume: RESUME_EN_MAINT_MATCH,
    jobDescription: JD_EN_MAINT,
    matched: true,
    requirements: [
      { group: 'years', term: '3', subject: 'industrial maintenance', status: 'present' },
      {
        group: 'hardSkill',
        term: 'PLC troubleshooting',
        also: ['PLC', 'programmable logic controllers'],
        status: 'present',
      },
      {
        group: 'tool',
        term: 'Allen-Bradley',
        also: ['ControlLogix', 'CompactLogix', 'Rockwell Automation'],
        status: 'present',
      },
      { group: 'tool', term: 'Studio 5000', also: ['RSLogix 5000', 'Logix Designer'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'hydraulics',
        also: ['hydraulic systems', 'hydraulic power units'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'pneumatics',
        also: ['pneumatic systems', 'pneumatic cylinders'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'three-phase electrical',
        also: ['480V three-phase', '480 VAC 3-phase', '3-phase motors'],
        status: 'present',
      },
      { group: 'hardSkill', term: 'electrical schematics', also: ['schematics'], status: 'present' },
      {
        group: 'tool',
        term: 'CMMS',
        also: ['computerized maintenance management system', 'Maximo', 'IBM Maximo'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'welding',
        also: ['MIG', 'TIG', 'MIG/TIG welding'],
        status: 'present',
        preferred: true,
      },
      {
        group: 'education',
        term: 'associate',
        subject: 'industrial maintenance or electromechanical technology',
        also: ['A.A.S.'],
        status: 'present',
        preferred: true,
      },
      { group: 'certificate', term: 'OSHA 10', also: ['OSHA 10-Hour'], status: 'present', preferred: true },
      { group: 'certificate', term: 'NFPA 70E', status: 'missing', preferred: true },
    ],
  },
  {
    id: 'en-industrial-maintenance-tech-04-nomatch',
    locale: 'en-US',
    resume: RESUME_EN_MAINT_NOMATCH,
    jobDescription: JD_EN_MAINT,
    matched: false,
    requirements: [
      { group: 'years', term: '3', subject: 'industrial maintenance', status: 'missing' },
      {
        group: 'hardSkill',
        term: 'PLC troubleshooting',
        also: ['PLC', 'programmable logic controllers'],
        status: 'missing',
      },
      {
        group: 'tool',
        term: 'Allen-Bradley',
        also: ['ControlLogix', 'Rockwell Automation'],
        status: 'missing',
      },
      { group: 'tool', term: 'Studio 5000', also: ['RSLogix 5000', 'Logix Designer'], status: 'missing' },
      { group: 'hardSkill', term: 'hydraulics', also: ['hydraulic systems'], status: 'missing' },
      { group: 'hardSkill', term: 'pneumatics', also: ['pneumatic systems'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'three-phase electrical',
        also: ['480V three-phase', '3-phase motors'],
        status: 'missing',
      },
      { group: 'hardSkill', term: 'electrical schematics', also: ['schematics'], status: 'missing' },
      {
        group: 'tool',
        term: 'CMMS',
        also: ['computerized maintenance management system', 'Maximo'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'welding',
        also: ['MIG', 'TIG', 'MIG/TIG welding'],
        status: 'missing',
        preferred: true,
      },
      {
        group: 'education',
        term: 'associate',
        subject: 'industrial maintenance or electromechanical technology',
        status: 'partial',
        preferred: true,
      },
      { group: 'certificate', term: 'OSHA 10', also: ['OSHA 10-Hour'], status: 'missing', preferred: true },
      { group: 'certificate', term: 'NFPA 70E', status: 'missing', preferred: true },
    ],
  },
  {
    id: 'en-litigation-paralegal-05-match',
    locale: 'en-US',
    resume: RESUME_EN_PARALEGAL_MATCH,
    jobDescription: JD_EN_PARALEGAL,
    matched: true,
    requirements: [
      { group: 'education', term: 'associate', status: 'present' },
      {
        group: 'certificate',
        term: 'paralegal certificate',
        also: [
          'ABA-approved paralegal certificate',
          'Certificate in Paralegal Studies',
          'Paralegal Studies Certificate',
        ],
        status: 'present',
      },
      { group: 'years', term: '3', subject: 'litigation paralegal', status: 'present' },
      {
        group: 'hardSkill',
        term: 'civil litigation',
        also: ['civil procedure', 'FRCP', 'Rules of Civil Procedure', 'commercial litigation'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'e-discovery',
        also: ['eDiscovery', 'electronic discovery', 'ESI'],
        status: 'present',
      },
      { group: 'tool', term: 'Relativity', status: 'present' },
      {
        group: 'hardSkill',
        term: 'legal research',
        also: ['cite-checking', 'cite-check'],
        status: 'present',
      },
      { group: 'tool', term: 'Westlaw', status: 'present' },
      { group: 'tool', term: 'LexisNexis', also: ['Lexis', 'Lexis+'], status: 'present' },
      {
        group: 'hardSkill',
        term: 'trial preparation',
        also: ['trial prep', 'trial notebooks', 'trial binders'],
        status: 'present',
      },
      { group: 'tool', term: 'PACER', also: ['CM/ECF', 'PACER/CM/ECF'], status: 'present' },
      {
        group: 'certificate',
        term: 'Certified Paralegal',
        also: ['CP', 'NALA CP'],
        status: 'present',
        preferred: true,
      },
      { group: 'language', term: 'Spanish', subject: 'fluent', status: 'missing', preferred: true },
    ],
  },
  {
    id: 'en-litigation-paralegal-05-nomatch',
    locale: 'en-US',
    resume: RESUME_EN_PARALEGAL_NOMATCH,
    jobDescription: JD_EN_PARALEGAL,
    matched: false,
    requirements: [
      { group: 'education', term: 'associate', status: 'present' },
      {
        group: 'certificate',
        term: 'paralegal certificate',
        also: ['ABA-approved paralegal certificate', 'Certificate in Paralegal Studies'],
        status: 'missing',
      },
      { group: 'years', term: '3', subject: 'litigation paralegal', status: 'missing' },
      {
        group: 'hardSkill',
        term: 'civil litigation',
        also: ['civil procedure', 'FRCP', 'Rules of Civil Procedure'],
        status: 'missing',
      },
      {
        group: 'hardSkill',
        term: 'e-discovery',
        also: ['eDiscovery', 'electronic discovery', 'ESI'],
        status: 'missing',
      },
      { group: 'tool', term: 'Relativity', status: 'missing' },
      { group: 'hardSkill', term: 'legal research', also: ['cite-checking'], status: 'missing' },
      { group: 'tool', term: 'Westlaw', status: 'missing' },
      { group: 'tool', term: 'LexisNexis', also: ['Lexis', 'Lexis+'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'trial preparation',
        also: ['trial prep', 'trial binders'],
        status: 'missing',
      },
      { group: 'tool', term: 'PACER', also: ['CM/ECF', 'PACER/CM/ECF'], status: 'missing' },
      {
        group: 'certificate',
        term: 'Certified Paralegal',
        also: ['CP', 'NALA CP'],
        status: 'missing',
        preferred: true,
      },
      { group: 'language', term: 'Spanish', subject: 'fluent', status: 'partial', preferred: true },
    ],
  },
  {
    id: 'en-lifecycle-marketing-manager-06-match',
    locale: 'en-US',
    resume: RESUME_EN_LIFECYCLE_MATCH,
    jobDescription: JD_EN_LIFECYCLE,
    matched: true,
    requirements: [
      { group: 'years', term: '4', subject: 'lifecycle, CRM or email marketing', status: 'present' },
      { group: 'tool', term: 'Braze', also: ['Braze Canvas'], status: 'present' },
      { group: 'tool', term: 'Iterable', status: 'missing' },
      {
        group: 'hardSkill',
        term: 'audience segmentation',
        also: ['segmentation', 'behavioral segments', 'cohorts'],
        status: 'present',
      },
      {
        group: 'hardSkill',
        term: 'A/B testing',
        also: ['split testing', 'split tests', 'multivariate testing'],
        status: 'present',
      },
      { group: 'tool', term: 'SQL', status: 'present' },
      { group: 'tool', term: 'HTML', also: ['HTML email'], status: 'present' },
      { group: 'tool', term: 'CSS', status: 'present' },
      {
        group: 'hardSkill',
        term: 'email deliverability',
        also: ['deliverability', 'inbox placement', 'SPF/DKIM/DMARC'],
        status: 'present',
      },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Marketing, Business or Communications',
        status: 'present',
      },
      { group: 'tool', term: 'Amplitude', status: 'present', preferred: true },
      { group: 'tool', term: 'Mixpanel', status: 'missing', preferred: true },
    ],
  },
  {
    id: 'en-lifecycle-marketing-manager-06-nomatch',
    locale: 'en-US',
    resume: RESUME_EN_LIFECYCLE_NOMATCH,
    jobDescription: JD_EN_LIFECYCLE,
    matched: false,
    requirements: [
      { group: 'years', term: '4', subject: 'lifecycle, CRM or email marketing', status: 'missing' },
      { group: 'tool', term: 'Braze', status: 'missing' },
      { group: 'tool', term: 'Iterable', status: 'missing' },
      { group: 'hardSkill', term: 'audience segmentation', also: ['segmentation'], status: 'missing' },
      {
        group: 'hardSkill',
        term: 'A/B testing',
        also: ['split testing', 'multivariate testing'],
        status: 'missing',
      },
      { group: 'tool', term: 'SQL', status: 'missing' },
      { group: 'tool', term: 'HTML', status: 'missing' },
      { group: 'tool', term: 'CSS', status: 'missing' },
      {
        group: 'hardSkill',
        term: 'email deliverability',
        also: ['deliverability', 'inbox placement'],
        status: 'missing',
      },
      {
        group: 'education',
        term: 'bachelor',
        subject: 'Marketing, Business or Communications',
        status: 'missing',
      },
      { group: 'tool', term: 'Amplitude', status: 'missing', preferred: true },
      { group: 'tool', term: 'Mixpanel', status: 'missing', preferred: true },
    ],
  },
];
