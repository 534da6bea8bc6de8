// The example mark asks a person to replace figures only where a line has figures: a number inside a name (CET-6,
// ISO 9001, a 1+X certificate, 3D, 5S, 5G) is none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hasFigures } from '../../src/generation/example-lines.ts';

test('a number inside a name is no figure to replace; a count beside it is', () => {
  for (const name of [
    '1+X 跨境电子商务多平台运营职业技能等级证书（中级）',
    '3D建模',
    '推行 5S 管理',
    '5G 基站维护',
    'CET-6',
    'ISO 9001',
  ])
    assert.equal(hasFigures(name), false, name);
  for (const line of ['完成 3 个 3D 模型', '带领 5 人', '2D 图纸 40 张', '年销售额 300 万美元'])
    assert.equal(hasFigures(line), true, line);
});
