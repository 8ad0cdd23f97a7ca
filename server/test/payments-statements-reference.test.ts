import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  findStructuredReference,
  formatStructuredReference,
  isValidStructuredReference,
  structuredReferenceFromBase,
} from '../src/shared/payment-codes/structured-reference';

// Check digits worked out by hand: base mod 97, 97 when the remainder is 0.
const KNOWN = [
  ['1234567890', '123456789002'],
  ['0000000001', '000000000101'],
  ['9700000000', '970000000097'],
  ['2026000042', '202600004236'],
] as const;

test('the check digits are the base modulo 97, and 97 for a multiple of 97', () => {
  for (const [base, full] of KNOWN) {
    assert.equal(structuredReferenceFromBase(base), full);
    assert.equal(isValidStructuredReference(full), true);
  }
  assert.equal(isValidStructuredReference('123456789003'), false);
  assert.equal(isValidStructuredReference('970000000000'), false);
  assert.equal(isValidStructuredReference('12345678900'), false);
  assert.equal(isValidStructuredReference('12345678900a'), false);
  assert.throws(() => structuredReferenceFromBase('123'), RangeError);
});

test('formatting puts the digits in +++ddd/dddd/ddddd+++', () => {
  assert.equal(formatStructuredReference('123456789002'), '+++123/4567/89002+++');
  assert.throws(() => formatStructuredReference('1234'), RangeError);
});

test('a reference is found however the payer typed it', () => {
  for (const typed of [
    '+++123/4567/89002+++',
    'Registration +++123/4567/89002+++ Ann',
    '***123/4567/89002***',
    '123/4567/89002',
    'invoice 123456789002',
    '+++123456789002+++',
    '123 4567 89002',
    '+++ 123/4567/89002 +++',
  ]) {
    assert.equal(findStructuredReference(typed), '123456789002', typed);
  }
});

test('no reference in texts without a valid one', () => {
  for (const text of [
    null,
    '',
    'Registration Ann Peeters',
    '+++123/4567/89003+++', // wrong check digits
    '1234567890020', // part of a longer number
    'BE68 5390 0754 7034',
    '9123456789002',
  ]) {
    assert.equal(findStructuredReference(text), null, String(text));
  }
  // The first valid candidate counts, an invalid one before it does not.
  assert.equal(findStructuredReference('111/1111/11111 then 202/6000/04236'), '202600004236');
});
