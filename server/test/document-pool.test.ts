// Documents are drawn on the document threads: the same bytes as drawn in place, a time limit
// answered with a sentence (and the thread replaced), and a bounded queue.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminRegistration } from 'shared-api/contract';
import { checkinListPdf } from '../src/contexts/registrations/checkin-list-pdf';
import { DomainError } from '../src/shared/domain-error';
import {
  DOCUMENT_TOO_SLOW,
  DOCUMENTS_BUSY,
  MAX_WAITING,
  renderDocument,
} from '../src/shared/documents/document-pool';
import { sameDocument } from '../src/shared/documents/same-document';
import { ONE_PER_CORE } from '../src/shared/threads/core-slots';
import { pdfText } from './support/pdf-text';

const textOf = async (bytes: Uint8Array) => (await pdfText(Buffer.from(bytes))).join('\n');

const convention = {
  name: 'Threaded Convention',
  startDate: '2031-05-16T00:00:00Z',
  sessions: [],
  meals: [],
};
const printedAt = new Date('2031-05-01T10:00:00Z');
const list = (registrations: AdminRegistration[] = []) => ({
  module: 'contexts/registrations/checkin-list-pdf',
  name: 'checkinListPdf',
  args: [convention, registrations, 'en', printedAt],
});

test('a document drawn on a thread is the document drawn in place', async () => {
  const threaded = await renderDocument(list());
  const inPlace = await checkinListPdf(convention, [], 'en', printedAt);
  assert.ok(threaded instanceof Uint8Array);
  assert.match(await textOf(threaded), /Check-in list: Threaded Convention/);
  assert.equal(await textOf(threaded), await textOf(inPlace));
});

test('a document past its time limit is refused with 503 and a sentence; the next one is made', async () => {
  await assert.rejects(renderDocument(list(), 1), (error: unknown) => {
    assert.ok(error instanceof DomainError);
    assert.equal(error.kind, 'busy');
    assert.equal(error.message, DOCUMENT_TOO_SLOW);
    assert.ok((error.retryAfterSeconds ?? 0) > 0);
    return true;
  });
  assert.match(await textOf(await renderDocument(list())), /No registrations\./);
});

test('one thread per core, a bounded queue beyond: the next document is refused at once', async () => {
  const asked = Array.from({ length: ONE_PER_CORE + MAX_WAITING + 1 }, () =>
    renderDocument(list()).then(
      () => 'made',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    ),
  );
  const outcomes = await Promise.all(asked);
  assert.equal(outcomes.filter((outcome) => outcome === 'made').length, ONE_PER_CORE + MAX_WAITING);
  assert.deepEqual(
    outcomes.filter((outcome) => outcome !== 'made'),
    [DOCUMENTS_BUSY],
  );
});

test('a module that is not a document is never loaded on a thread', async () => {
  await assert.rejects(
    renderDocument({ module: 'db/client', name: 'openDatabase', args: [] }),
    /is not a document module/,
  );
});

test('the same document asked for while it is being made is read and drawn once', async () => {
  let made = 0;
  const make = async () => {
    made++;
    return renderDocument(list());
  };
  const [first, second] = await Promise.all([
    sameDocument('checkin-list/1', make),
    sameDocument('checkin-list/1', make),
  ]);
  assert.equal(made, 1);
  assert.equal(first, second);
  await sameDocument('checkin-list/2', make);
  await sameDocument('checkin-list/1', make);
  assert.equal(made, 3, 'another document, or the same once done, is made again');
});
