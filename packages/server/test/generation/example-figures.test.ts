// The example mark asks a person to replace figures only where a line has figures: a number inside a name (CET-6,
// ISO 9001, a 1+X certificate, 3D, 5S, 5G) is none. An example certificate is one a person holds, not a choice.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describesSameWork, oneOption, tellsSameResult } from '../../src/generation/example-lines.ts';
import { hasFigures } from '../../src/knowledge/claim-scale.ts';

test('a number inside a name is no figure to replace; a count beside it is', () => {
  for (const name of [
    '1+X 跨境电子商务多平台运营职业技能等级证书（中级）',
    '3D建模',
    '推行 5S 管理',
    '5G 基站维护',
    'CET-6',
    'Dimensional modeling, 3NF, Data Vault',
    '8D reports',
    'ISO 9001',
    'EPA Section 608 certification',
    'FAA Part 107 Remote Pilot Certificate',
  ])
    assert.equal(hasFigures(name), false, name);
  for (const line of [
    '完成 3 个 3D 模型',
    '带领 5 人',
    '2D 图纸 40 张',
    '年销售额 300 万美元',
    'Recovered refrigerant from 40 units under EPA Section 608',
    '在 2000 亩玉米田使用北斗自动导航播种',
  ])
    assert.equal(hasFigures(line), true, line);
  for (const dated of ['2023 年获评优秀员工', 'Named employee of the year in 2023', '2026届毕业生'])
    assert.equal(hasFigures(dated), false, dated);
});

test('one result told in two lines is found though one telling adds figures; a round number shared by chance is not', () => {
  assert.equal(
    tellsSameResult(
      '在 VOCs 专项执法中立案查处 18 起，督促 40 家企业完成治理设施整改',
      '对辖区 90 家涉 VOCs 企业开展夜查与突击检查，立案 18 起，治理设施规范运行率从 70% 提升到 95%',
    ),
    true,
  );
  assert.equal(
    tellsSameResult(
      'Seamed and power-stretched patterned carpet in 420 hotel rooms with pattern match held within 1/4 inch',
      'Installed patterned broadloom in 420 rooms and corridors floor by floor while the hotel stayed open',
    ),
    true,
  );
  assert.equal(
    tellsSameResult(
      '实习期间协助完成异常结果随访 500 人次',
      '参与 10 次社区义诊，协助为 500 余人次测量血压与血糖',
    ),
    false,
  );
  assert.equal(
    tellsSameResult(
      'Completed 40 hours of MSHA Part 48 new miner training',
      'Earned the MSHA Part 48 certificate while in the program',
    ),
    false,
  );
});

test('an example certificate names one class and no "as applicable": a person holds one licence, not a menu', () => {
  assert.equal(oneOption('机动车驾驶证（A1/A3/B1）'), '机动车驾驶证（A1）');
  assert.equal(oneOption('NDT Level II (as applicable)'), 'NDT Level II');
  assert.equal(
    oneOption('大型医用设备上岗证（CT/MR）'),
    '大型医用设备上岗证（CT/MR）',
    'one certificate for both',
  );
  assert.equal(oneOption('CDL Class A or B'), 'CDL Class A');
});

test("one piece of work told in two lines is found without figures in common; a supervisor's words are no work", () => {
  assert.equal(
    describesSameWork(
      '订单系统微服务化改造 将单体订单系统拆分为独立服务',
      '主导订单服务从单体拆分为 6 个微服务',
    ),
    true,
  );
  assert.equal(
    describesSameWork(
      'Server virtualization Moved 60 aging physical servers onto vSphere with zero unplanned downtime',
      'Consolidated 60 physical servers onto a 6-host vSphere cluster, cutting data-center power use by 30%',
    ),
    true,
  );
  assert.equal(
    describesSameWork(
      '护理程序个案报告 在带教老师指导下为 1 名心衰住院患者完成护理评估、护理诊断与护理计划',
      '实习期间在带教老师指导下轮转 8 个科室，每班协助护理 6 至 8 名患者',
    ),
    false,
  );
});
