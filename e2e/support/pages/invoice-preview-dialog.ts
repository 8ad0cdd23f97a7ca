import type { Locator, Page } from '@playwright/test';

// The Invoice Preview modal of Convention Registrations.
export class InvoicePreviewDialog {
  readonly root: Locator;
  readonly subject: Locator;
  readonly editHtml: Locator;
  readonly preview: Locator;
  readonly html: Locator;
  readonly send: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: /^Invoice Preview/ });
    this.subject = this.root.getByRole('textbox', { name: 'Subject' });
    this.editHtml = this.root.getByRole('button', { name: 'Edit HTML' });
    this.preview = this.root.getByRole('button', { name: 'Preview' });
    // The code editor's textarea, labelled 'Invoice (n lines)'.
    this.html = this.root.getByLabel(/^Invoice \(\d+ lines\)$/);
    this.send = this.root.getByRole('button', { name: 'Send Invoice' });
  }
}
