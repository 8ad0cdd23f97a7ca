/**
 * A document to render off the event loop: the module (its path under server/src, without
 * extension; named *-pdf or *-xlsx, so that the build ships it beside the document worker), the
 * export that draws it, and its arguments as plain data (what a structured clone carries: no
 * functions or class instances, Dates and bytes are fine).
 */
export interface DocumentJob {
  module: string;
  name: string;
  args: unknown[];
}

export type DocumentOutcome = { bytes: Uint8Array } | { error: string };

/** The document modules the build bundles for the document worker. */
export const DOCUMENT_MODULE = /^contexts\/[a-z-]+\/(?:[a-z-]+\/)*[a-z-]+-(?:pdf|xlsx)$/;
