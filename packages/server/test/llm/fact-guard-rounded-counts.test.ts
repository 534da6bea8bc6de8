// Rounded Chinese counts ("累计40余次", "20多场", "230多个SKU"): the rounding word before the counter no longer hides
// what is counted, so an invented "累计37余次" stands on no bare number nearby ("40名学生", a "19.07" date), while a
// careful rewrite that keeps the count and names it in other words ("SKU" → "单品") still passes. A grade's number
// (七年级) counts nothing. Found by probing the guard with invented counts in every tuning resume (session 35).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { casesJudgedWrong, type GuardCase, job } from '../helpers/guard-cases.ts';

const SCHOOL = '成都市石室联合中学 | 数学教师 | 2019.08 - 2024.06';
const NURSE = '四川大学华西医院 | 心内科护士长 | 2021.07 - 2024.12';
const PHARMACY = '湘仁堂大药房 | 片区督导 | 2020.03 - 2024.09';

const cases: GuardCase[] = [
  job(
    'zh',
    SCHOOL,
    ['带两个班共96名学生，其中3班49人'],
    '带两个班共96名学生，组织年级活动累计37余次',
    true,
    'rounded times on a count of pupils',
  ),
  job(
    'zh',
    SCHOOL,
    ['负责七年级数学组的集体备课'],
    '负责七年级数学组的集体备课，累计7次',
    true,
    'a grade is no count of times',
  ),
  job(
    'zh',
    NURSE,
    ['19.07拿到主管护师，带教实习护士120余人'],
    '带教实习护士120余人，开展护理查房累计19余次',
    true,
    'a yy.mm date is no count',
  ),
  job(
    'zh',
    SCHOOL,
    ['每学期组织公开课40余次'],
    '每学期组织公开课40余次',
    false,
    'the same rounded count kept',
  ),
  job(
    'zh',
    SCHOOL,
    ['每学期开公开课42次'],
    '每学期开展公开课40余次',
    false,
    'an exact count rounded down with 余',
  ),
  job(
    'zh',
    PHARMACY,
    ['片区近效期品种从230多个SKU压到90个以内'],
    '片区近效期品种由230多个单品压缩至90个以内',
    false,
    'SKU called 单品',
  ),
  job(
    'zh',
    PHARMACY,
    ['片区近效期品种从230多个SKU压到90个以内'],
    '片区近效期品种由260多个单品压缩至90个以内',
    true,
    'a rounded count raised',
  ),
];

describe('rounded Chinese counts', () => {
  test('are checked for what they count, as a careful reviewer would', () => {
    assert.deepEqual(casesJudgedWrong(cases), []);
  });
});
