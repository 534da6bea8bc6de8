// Tools a line names: products of the occupation catalogue, never a common word or a kind of system after a product.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toolClaims } from '../../src/generation/llm/claims/tool-claims.ts';

const named = (line: string) => toolClaims(line).map((claim) => claim.value);

describe('toolClaims', () => {
  test('names products in Latin and Chinese, a name of several words as one', () => {
    assert.deepEqual(named('Built dashboards in Power BI and Tableau'), ['Power BI', 'Tableau']);
    assert.deepEqual(named('熟练使用希沃白板、几何画板'), ['希沃白板', '几何画板']);
  });

  test('a word the catalogue writes in lower case is no product: canvas, scales, project', () => {
    assert.deepEqual(named('Led the Project team; checked Scales and Ovens daily'), []);
  });

  test('a kind of system after a product says what it is: "Salesforce CRM" claims no CRM of its own', () => {
    assert.deepEqual(named('Kept pipeline hygiene in Acme CRM'), []);
    assert.deepEqual(named('Tracked loads in a TMS'), ['TMS']);
  });
});
