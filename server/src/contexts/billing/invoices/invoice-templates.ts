import {
  INVOICE_NOTIFICATION_TEMPLATE_NAME,
  INVOICE_TEMPLATE_NAME,
  PAYMENT_RECEIVED_IN_PART_TEMPLATE_NAME,
  PAYMENT_RECEIVED_TEMPLATE_NAME,
  PAYMENT_REMINDER_TEMPLATE_NAME,
  REFUND_PAID_TEMPLATE_NAME,
} from 'shared-api/contract';
import type { TemplateVersions } from '../../../shared/mail';

const lines = (...paragraphs: string[]) => paragraphs.join('\n');

/**
 * The templates invoices are written with, seeded once and then edited on the Email Templates
 * page. Placeholders: FirstName, LastName, ConventionName, ConventionDates, InvoiceLines, Total,
 * PaymentReference, BankAccount and DueDate (from the Invoice Settings), InvoiceNumber,
 * StructuredReference and PaymentQr (the EPC QR code), filled when the invoice is numbered. Total is
 * what is left to pay: the whole amount until money is received, then what remains.
 *
 * Each has a Dutch and a French version, for members who chose those languages. The invoice's own
 * title starts as shared-api's INVOICE_TITLE_PREFIXES say in its language: the inbox knows an
 * invoice by it.
 */
export const INVOICE_TEMPLATES = [
  {
    name: INVOICE_TEMPLATE_NAME,
    subject: 'Registration Invoice — {{ConventionName}}',
    body: lines(
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
    ),
    translations: {
      nl: {
        subject: 'Factuur inschrijving — {{ConventionName}}',
        body: lines(
          '<p>Beste {{FirstName}},</p>',
          '<p>Bedankt voor je inschrijving voor {{ConventionName}} ({{ConventionDates}}). Deze factuur geldt voor iedereen die je hebt ingeschreven:</p>',
          '{{InvoiceLines}}',
          '<p><strong>Totaal te betalen: {{Total}}</strong></p>',
          '<h3>Betaling</h3>',
          '<p>Factuurnummer: {{InvoiceNumber}}</p>',
          '<p>Betaal uiterlijk op {{DueDate}} met een overschrijving, met de gestructureerde mededeling hieronder, of scan de QR-code met je bankapp:</p>',
          '<ul><li>Bedrag: {{Total}}</li><li>Rekeningnummer: {{BankAccount}}</li><li>Gestructureerde mededeling: {{StructuredReference}}</li><li>Vervaldatum: {{DueDate}}</li></ul>',
          '<p>{{PaymentQr}}</p>',
          '<p>Ter plaatse aanvaarden we alleen cash of betaling met een Belgische betaalapp. Terugbetaling is alleen mogelijk als je minstens een maand voor de conventie annuleert.</p>',
          '<p>Met vriendelijke groeten,<br>De organisatoren van 18xx Belgium</p>',
        ),
      },
      fr: {
        subject: 'Facture d’inscription — {{ConventionName}}',
        body: lines(
          '<p>Bonjour {{FirstName}},</p>',
          '<p>Merci pour votre inscription à {{ConventionName}} ({{ConventionDates}}). Cette facture couvre toutes les personnes que vous avez inscrites :</p>',
          '{{InvoiceLines}}',
          '<p><strong>Total à payer : {{Total}}</strong></p>',
          '<h3>Paiement</h3>',
          '<p>Numéro de facture : {{InvoiceNumber}}</p>',
          '<p>Veuillez payer par virement au plus tard le {{DueDate}}, avec la communication structurée ci-dessous, ou scannez le code QR avec votre application bancaire :</p>',
          '<ul><li>Montant : {{Total}}</li><li>Compte bancaire : {{BankAccount}}</li><li>Communication structurée : {{StructuredReference}}</li><li>Date d’échéance : {{DueDate}}</li></ul>',
          '<p>{{PaymentQr}}</p>',
          '<p>Sur place, nous acceptons uniquement les espèces ou le paiement par une application de paiement belge. Un remboursement n’est possible que si vous annulez au moins un mois avant la convention.</p>',
          '<p>Bien cordialement,<br>Les organisateurs de 18xx Belgium</p>',
        ),
      },
    },
  },
  {
    name: INVOICE_NOTIFICATION_TEMPLATE_NAME,
    subject: 'Your invoice for {{ConventionName}}',
    body: lines(
      '<p>Dear {{FirstName}},</p>',
      '<p>Your invoice {{InvoiceNumber}} for {{ConventionName}} ({{Total}}) is waiting for you: log in on the 18xx Belgium website and open My Inbox to read it.</p>',
      '<p>Please pay {{Total}} by {{DueDate}} to {{Beneficiary}}, IBAN {{BankAccount}}, with the structured communication {{StructuredReference}}, or scan this QR code with your banking app:</p>',
      '<p>{{PaymentQr}}</p>',
      '<p>Kind regards,<br>The 18xx Belgium organisers</p>',
    ),
    translations: {
      nl: {
        subject: 'Je factuur voor {{ConventionName}}',
        body: lines(
          '<p>Beste {{FirstName}},</p>',
          '<p>Je factuur {{InvoiceNumber}} voor {{ConventionName}} ({{Total}}) staat voor je klaar: log in op de website van 18xx Belgium en open Mijn inbox om ze te lezen.</p>',
          '<p>Betaal {{Total}} uiterlijk op {{DueDate}} aan {{Beneficiary}}, IBAN {{BankAccount}}, met de gestructureerde mededeling {{StructuredReference}}, of scan deze QR-code met je bankapp:</p>',
          '<p>{{PaymentQr}}</p>',
          '<p>Met vriendelijke groeten,<br>De organisatoren van 18xx Belgium</p>',
        ),
      },
      fr: {
        subject: 'Votre facture pour {{ConventionName}}',
        body: lines(
          '<p>Bonjour {{FirstName}},</p>',
          '<p>Votre facture {{InvoiceNumber}} pour {{ConventionName}} ({{Total}}) vous attend : connectez-vous sur le site de 18xx Belgium et ouvrez Ma boîte de réception pour la lire.</p>',
          '<p>Veuillez payer {{Total}} au plus tard le {{DueDate}} à {{Beneficiary}}, IBAN {{BankAccount}}, avec la communication structurée {{StructuredReference}}, ou scannez ce code QR avec votre application bancaire :</p>',
          '<p>{{PaymentQr}}</p>',
          '<p>Bien cordialement,<br>Les organisateurs de 18xx Belgium</p>',
        ),
      },
    },
  },
  {
    name: PAYMENT_RECEIVED_TEMPLATE_NAME,
    subject: 'Payment received — {{ConventionName}}',
    body: lines(
      '<p>Dear {{FirstName}},</p>',
      '<p>We received your payment of {{PaidAmount}} for invoice {{InvoiceNumber}} ({{ConventionName}}): it is paid in full. Thank you!</p>',
      '<p>Kind regards,<br>The 18xx Belgium organisers</p>',
    ),
    translations: {
      nl: {
        subject: 'Betaling ontvangen — {{ConventionName}}',
        body: lines(
          '<p>Beste {{FirstName}},</p>',
          '<p>We hebben je betaling van {{PaidAmount}} voor factuur {{InvoiceNumber}} ({{ConventionName}}) ontvangen: ze is volledig betaald. Bedankt!</p>',
          '<p>Met vriendelijke groeten,<br>De organisatoren van 18xx Belgium</p>',
        ),
      },
      fr: {
        subject: 'Paiement reçu — {{ConventionName}}',
        body: lines(
          '<p>Bonjour {{FirstName}},</p>',
          '<p>Nous avons bien reçu votre paiement de {{PaidAmount}} pour la facture {{InvoiceNumber}} ({{ConventionName}}) : elle est entièrement payée. Merci !</p>',
          '<p>Bien cordialement,<br>Les organisateurs de 18xx Belgium</p>',
        ),
      },
    },
  },
  {
    name: PAYMENT_REMINDER_TEMPLATE_NAME,
    subject: 'Payment reminder — {{ConventionName}}',
    body: lines(
      '<p>Dear {{FirstName}},</p>',
      '<p>Our records show {{AmountDue}} still to pay for invoice {{InvoiceNumber}} ({{ConventionName}}), due {{DueDate}}.</p>',
      '<p>Please transfer it to {{Beneficiary}}, IBAN {{BankAccount}}, with the structured communication {{StructuredReference}}. If you paid in the last few days, thank you, and please ignore this reminder.</p>',
      '<p>Kind regards,<br>The 18xx Belgium organisers</p>',
    ),
    translations: {
      nl: {
        subject: 'Betalingsherinnering — {{ConventionName}}',
        body: lines(
          '<p>Beste {{FirstName}},</p>',
          '<p>Volgens onze gegevens is er nog {{AmountDue}} te betalen voor factuur {{InvoiceNumber}} ({{ConventionName}}), te betalen op {{DueDate}}.</p>',
          '<p>Schrijf het over aan {{Beneficiary}}, IBAN {{BankAccount}}, met de gestructureerde mededeling {{StructuredReference}}. Heb je de voorbije dagen betaald? Dan bedankt, en mag je deze herinnering negeren.</p>',
          '<p>Met vriendelijke groeten,<br>De organisatoren van 18xx Belgium</p>',
        ),
      },
      fr: {
        subject: 'Rappel de paiement — {{ConventionName}}',
        body: lines(
          '<p>Bonjour {{FirstName}},</p>',
          '<p>Selon nos données, il reste {{AmountDue}} à payer pour la facture {{InvoiceNumber}} ({{ConventionName}}), échéance le {{DueDate}}.</p>',
          '<p>Veuillez le virer à {{Beneficiary}}, IBAN {{BankAccount}}, avec la communication structurée {{StructuredReference}}. Si vous avez payé ces derniers jours, merci, et ne tenez pas compte de ce rappel.</p>',
          '<p>Bien cordialement,<br>Les organisateurs de 18xx Belgium</p>',
        ),
      },
    },
  },
  {
    name: PAYMENT_RECEIVED_IN_PART_TEMPLATE_NAME,
    subject: 'Payment received — {{ConventionName}}',
    body: lines(
      '<p>Dear {{FirstName}},</p>',
      '<p>We received your payment of {{PaidAmount}} for invoice {{InvoiceNumber}} ({{ConventionName}}). {{AmountLeft}} is left to pay, with the structured communication {{StructuredReference}}. Thank you!</p>',
      '<p>Kind regards,<br>The 18xx Belgium organisers</p>',
    ),
    translations: {
      nl: {
        subject: 'Betaling ontvangen — {{ConventionName}}',
        body: lines(
          '<p>Beste {{FirstName}},</p>',
          '<p>We hebben je betaling van {{PaidAmount}} voor factuur {{InvoiceNumber}} ({{ConventionName}}) ontvangen. Er blijft nog {{AmountLeft}} te betalen, met de gestructureerde mededeling {{StructuredReference}}. Bedankt!</p>',
          '<p>Met vriendelijke groeten,<br>De organisatoren van 18xx Belgium</p>',
        ),
      },
      fr: {
        subject: 'Paiement reçu — {{ConventionName}}',
        body: lines(
          '<p>Bonjour {{FirstName}},</p>',
          '<p>Nous avons bien reçu votre paiement de {{PaidAmount}} pour la facture {{InvoiceNumber}} ({{ConventionName}}). Il reste {{AmountLeft}} à payer, avec la communication structurée {{StructuredReference}}. Merci !</p>',
          '<p>Bien cordialement,<br>Les organisateurs de 18xx Belgium</p>',
        ),
      },
    },
  },
  {
    name: REFUND_PAID_TEMPLATE_NAME,
    subject: 'Refund paid — {{ConventionName}}',
    body: lines(
      '<p>Dear {{FirstName}},</p>',
      '<p>We paid you back {{RefundAmount}} for invoice {{InvoiceNumber}} ({{ConventionName}}).</p>',
      '<p>Kind regards,<br>The 18xx Belgium organisers</p>',
    ),
    translations: {
      nl: {
        subject: 'Terugbetaling uitgevoerd — {{ConventionName}}',
        body: lines(
          '<p>Beste {{FirstName}},</p>',
          '<p>We hebben je {{RefundAmount}} terugbetaald voor factuur {{InvoiceNumber}} ({{ConventionName}}).</p>',
          '<p>Met vriendelijke groeten,<br>De organisatoren van 18xx Belgium</p>',
        ),
      },
      fr: {
        subject: 'Remboursement effectué — {{ConventionName}}',
        body: lines(
          '<p>Bonjour {{FirstName}},</p>',
          '<p>Nous vous avons remboursé {{RefundAmount}} pour la facture {{InvoiceNumber}} ({{ConventionName}}).</p>',
          '<p>Bien cordialement,<br>Les organisateurs de 18xx Belgium</p>',
        ),
      },
    },
  },
] as const satisfies readonly (TemplateVersions & { name: string })[];

export const [DEFAULT_INVOICE_TEMPLATE] = INVOICE_TEMPLATES;
