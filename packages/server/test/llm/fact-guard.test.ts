// The fact guard: a line may state only what the resume states, however a date or number is written.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FactGuard } from '../../src/generation/llm/fact-guard.ts';

const source = [
  '张明 | 138 0013 8000',
  '字节跳动 | 后端工程师 | 2022年4月 - 至今',
  '- 负责订单系统，QPS 提升到 １２００',
  'Analytical Engines Ltd | Engineer | Apr 2019 - Mar 2021',
].join('\n');

describe('FactGuard', () => {
  const guard = new FactGuard(source, [
    '1. 字节跳动 | 后端工程师 | 2022年4月 - 至今',
    '   - 负责订单系统，QPS 提升到 １２００',
  ]);

  test('dates and numbers written another way are the same facts', () => {
    for (const line of [
      '1. 字节跳动 | 后端工程师 | 2022.04 - 至今',
      '1. 字节跳动 | 后端工程师 | 2022-04 - 至今',
      '   - 将订单系统 QPS 提升到 1200',
      '1. analytical engines ltd | Engineer | 2019.04 - 2021.03',
      '- [补充成果，如 提升 30%]',
    ]) {
      assert.deepEqual(guard.inventedFacts(line), [], line);
    }
  });

  test("an invented number, percentage or employer is caught, and the line is replaced by the person's own", () => {
    assert.deepEqual(guard.inventedFacts('   - 将订单系统 QPS 提升到 1200，延迟降低 45%'), ['45']);
    assert.deepEqual(guard.inventedFacts('2. 腾讯 | 高级工程师 | 2022.04 - 至今'), ['腾讯']);
    assert.equal(
      guard.guardLine('   - 负责订单系统，QPS 提升到 1200，成本降低 30%'),
      '   - 负责订单系统，QPS 提升到 １２００',
    );
    assert.equal(guard.guardLine('- Won the Turing Award in 1999'), '');
  });
});
