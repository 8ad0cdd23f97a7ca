import {
  INVOICE_NOTIFICATION_TEMPLATE_NAME,
  INVOICE_TEMPLATE_NAME,
  PAYMENT_RECEIVED_IN_PART_TEMPLATE_NAME,
  PAYMENT_RECEIVED_TEMPLATE_NAME,
  PAYMENT_REMINDER_TEMPLATE_NAME,
  REFUND_PAID_TEMPLATE_NAME,
} from 'shared-api/contract';

/**
 * The templates invoices are written with, seeded once and then edited on the Email Templates
 * page. Placeholders: FirstName, LastName, ConventionName, ConventionDates, InvoiceLines, Total,
 * PaymentReference, BankAccount and DueDate (from the Invoice Settings), InvoiceNumber,
 * StructuredReference and PaymentQr (the EPC QR code), filled when the invoice is numbered. Total is
 * what is left to pay: the whole amount until money is received, then what remains.
 */
export const INVOICE_TEMPLATES = [
  {
    name: INVOICE_TEMPLATE_NAME,
    subject: 'Registration Invoice — {{ConventionName}}',
    body: [
      '<p>Dear {{FirstName}},</p>',
      '<p>Thank you for registering for {{ConventionName}} ({{ConventionDates}}). This invoice covers everyone you registered:</p>',
      '{{InvoiceLines}}',
      '<p><strong>Total to pay: {{Total}}</strong></p>',
      '<h3>Payment</h3>',
      '<p>Invoice number: {{InvoiceNumber}}</p>',
      '<p>Please pay by bank transfer by {{DueDate}}, with the structured communication below, or scan the QR code with your banking app:</p>',
      '<ul><li>Amount: {{Total}}</li><li>Bank account: {{BankAccount}}</li><li>Structured communication: {{StructuredReference}}</li><li>Due date: {{DueDate}}</li></ul>',
      '<p>{{PaymentQr}}</p>',
      '<p>At the venue we accept cash only, or payment with a Belgian mobile payment app. Refunds are only possible if you cancel at least one month before the convention.</p>',
      '<p>Kind regards,<br>The 18xx Belgium organisers</p>',
    ].join('\n'),
  },
  {
    name: INVOICE_NOTIFICATION_TEMPLATE_NAME,
    subject: 'Your invoice for {{ConventionName}}',
    body: [
      '<p>Dear {{FirstName}},</p>',
      '<p>Your invoice {{InvoiceNumber}} for {{ConventionName}} ({{Total}}) is waiting for you: log in on the 18xx Belgium website and open My Inbox to read it.</p>',
      '<p>Please pay {{Total}} by {{DueDate}} to {{Beneficiary}}, IBAN {{BankAccount}}, with the structured communication {{StructuredReference}}, or scan this QR code with your banking app:</p>',
      '<p>{{PaymentQr}}</p>',
      '<p>Kind regards,<br>The 18xx Belgium organisers</p>',
    ].join('\n'),
  },
  {
    name: PAYMENT_RECEIVED_TEMPLATE_NAME,
    subject: 'Payment received — {{ConventionName}}',
    body: [
      '<p>Dear {{FirstName}},</p>',
      '<p>We received your payment of {{PaidAmount}} for invoice {{InvoiceNumber}} ({{ConventionName}}): it is paid in full. Thank you!</p>',
      '<p>Kind regards,<br>The 18xx Belgium organisers</p>',
    ].join('\n'),
  },
  {
    name: PAYMENT_REMINDER_TEMPLATE_NAME,
    subject: 'Payment reminder — {{ConventionName}}',
    body: [
      '<p>Dear {{FirstName}},</p>',
      '<p>Our records show {{AmountDue}} still to pay for invoice {{InvoiceNumber}} ({{ConventionName}}), due {{DueDate}}.</p>',
      '<p>Please transfer it to {{Beneficiary}}, IBAN {{BankAccount}}, with the structured communication {{StructuredReference}}. If you paid in the last few days, thank you, and please ignore this reminder.</p>',
      '<p>Kind regards,<br>The 18xx Belgium organisers</p>',
    ].join('\n'),
  },
  {
    name: PAYMENT_RECEIVED_IN_PART_TEMPLATE_NAME,
    subject: 'Payment received — {{ConventionName}}',
    body: [
      '<p>Dear {{FirstName}},</p>',
      '<p>We received your payment of {{PaidAmount}} for invoice {{InvoiceNumber}} ({{ConventionName}}). {{AmountLeft}} is left to pay, with the structured communication {{StructuredReference}}. Thank you!</p>',
      '<p>Kind regards,<br>The 18xx Belgium organisers</p>',
    ].join('\n'),
  },
  {
    name: REFUND_PAID_TEMPLATE_NAME,
    subject: 'Refund paid — {{ConventionName}}',
    body: [
      '<p>Dear {{FirstName}},</p>',
      '<p>We paid you back {{RefundAmount}} for invoice {{InvoiceNumber}} ({{ConventionName}}).</p>',
      '<p>Kind regards,<br>The 18xx Belgium organisers</p>',
    ].join('\n'),
  },
] as const;

export const [DEFAULT_INVOICE_TEMPLATE] = INVOICE_TEMPLATES;
