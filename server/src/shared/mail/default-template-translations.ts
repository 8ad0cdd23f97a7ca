import type { TemplateTranslationLanguage, TemplateVersion } from 'shared-api/contract';
// Types only: default-templates.ts imports this file for its seed.
import type { MailTemplateName } from './default-templates';

const CODE_STYLE = 'font-size: 22px; font-weight: bold';
const LINK = '<a href="{{Link}}">{{Link}}</a>';

/**
 * French sets a space before : ; ! ? and inside « »: a no-break one, so that a narrow screen never
 * leaves the sign alone at the start of a line.
 */
const frenchSpacing = ({ subject, body }: TemplateVersion): TemplateVersion => {
  const spaced = (text: string) =>
    text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
  return { subject: spaced(subject), body: spaced(body) };
};

const NL_SEE_YOU = '<p>Tot aan de speeltafel!</p>';
const FR_SEE_YOU = '<p>À bientôt autour de la table !</p>';
const NL_TURN_OFF = '<p>Je kan deze e-mails uitschakelen op je profielpagina.</p>';
const FR_TURN_OFF = '<p>Vous pouvez désactiver ces e-mails sur votre page de profil.</p>';

type Versions = Record<TemplateTranslationLanguage, TemplateVersion>;

const versions = (nl: TemplateVersion, fr: TemplateVersion): Versions => ({
  nl,
  fr: frenchSpacing(fr),
});

/**
 * The built-in templates' Dutch and French versions, for Belgian readers: Dutch says "je", French
 * "vous". Same placeholders as the English, which stays the text of record; the organisers may
 * change or remove each version in the template editor.
 */
export const DEFAULT_TEMPLATE_TRANSLATIONS: Record<MailTemplateName, Versions> = {
  'Email Change Code': versions(
    {
      subject: 'Bevestig je nieuwe e-mailadres voor 18xx Belgium',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>Je vroeg om dit adres te gebruiken voor je account bij 18xx Belgium. Je bevestigingscode is:</p>',
        `<p style="${CODE_STYLE}">{{Code}}</p>`,
        `<p>Vul hem in op je profielpagina: ${LINK}. De code is {{ExpiresInMinutes}} minuten geldig.</p>`,
        '<p>Heb je hier niet om gevraagd? Dan mag je deze e-mail negeren: er verandert niets.</p>',
      ].join(''),
    },
    {
      subject: 'Confirmez votre nouvelle adresse e-mail pour 18xx Belgium',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>Vous avez demandé à utiliser cette adresse pour votre compte 18xx Belgium. Votre code de confirmation est :</p>',
        `<p style="${CODE_STYLE}">{{Code}}</p>`,
        `<p>Saisissez-le sur votre page de profil : ${LINK}. Ce code expire dans {{ExpiresInMinutes}} minutes.</p>`,
        '<p>Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail : rien ne change.</p>',
      ].join(''),
    },
  ),
  'Email Changed': versions(
    {
      subject: 'Het e-mailadres van je account bij 18xx Belgium is gewijzigd',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>Het e-mailadres van je account bij 18xx Belgium is gewijzigd in {{NewEmail}}. Mails over je account gaan voortaan naar dat adres, en je logt er ook mee in.</p>',
        `<p>Heb jij dit niet gewijzigd? Maak het dan binnen {{UndoDays}} dagen ongedaan met deze link, zonder in te loggen: ${LINK}. Je account krijgt dit adres terug en je wordt op al je toestellen afgemeld; kies daarna een nieuw wachtwoord.</p>`,
        '<p>Wil je de organisatoren iets laten weten? Gebruik dan de contactpagina: <a href="{{ContactLink}}">{{ContactLink}}</a>.</p>',
      ].join(''),
    },
    {
      subject: 'L’adresse e-mail de votre compte 18xx Belgium a été modifiée',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>L’adresse e-mail de votre compte 18xx Belgium a été remplacée par {{NewEmail}}. Les e-mails concernant votre compte arrivent désormais à cette adresse, et c’est avec elle que vous vous connectez.</p>',
        `<p>Si vous n’êtes pas à l’origine de ce changement, annulez-le dans les {{UndoDays}} jours grâce à ce lien, sans vous connecter : ${LINK}. Votre compte retrouve alors cette adresse et vous êtes déconnecté de tous vos appareils ; choisissez ensuite un nouveau mot de passe.</p>`,
        '<p>Pour écrire aux organisateurs, passez par la page de contact : <a href="{{ContactLink}}">{{ContactLink}}</a>.</p>',
      ].join(''),
    },
  ),
  'Email Validation': versions(
    {
      subject: 'Je validatiecode voor 18xx Belgium',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>Bedankt om een account aan te maken. Je validatiecode is:</p>',
        `<p style="${CODE_STYLE}">{{Code}}</p>`,
        '<p>Log in en vul hem in op de pagina ‘Account in afwachting’. De code is {{ExpiresInMinutes}} minuten geldig.</p>',
        '<p>Heb je geen account aangemaakt? Dan mag je deze e-mail negeren.</p>',
      ].join(''),
    },
    {
      subject: 'Votre code de validation 18xx Belgium',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>Merci d’avoir créé un compte. Votre code de validation est :</p>',
        `<p style="${CODE_STYLE}">{{Code}}</p>`,
        '<p>Connectez-vous et saisissez-le sur la page « Compte en attente ». Ce code expire dans {{ExpiresInMinutes}} minutes.</p>',
        '<p>Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.</p>',
      ].join(''),
    },
  ),
  'Validation Code Resent': versions(
    {
      subject: 'Je nieuwe validatiecode voor 18xx Belgium',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>Zoals gevraagd krijg je hierbij een nieuwe validatiecode. De code die we je eerder stuurden, werkt niet meer: gebruik deze.</p>',
        `<p style="${CODE_STYLE}">{{Code}}</p>`,
        `<p>Vul hem in op de pagina ‘Account in afwachting’: ${LINK}. De code is {{ExpiresInMinutes}} minuten geldig.</p>`,
        '<p>Heb je hier niet om gevraagd? Dan mag je deze e-mail negeren.</p>',
      ].join(''),
    },
    {
      subject: 'Votre nouveau code de validation 18xx Belgium',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>Comme demandé, voici un nouveau code de validation. Le code envoyé précédemment ne fonctionne plus : utilisez celui-ci.</p>',
        `<p style="${CODE_STYLE}">{{Code}}</p>`,
        `<p>Saisissez-le sur la page « Compte en attente » : ${LINK}. Ce code expire dans {{ExpiresInMinutes}} minutes.</p>`,
        '<p>Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.</p>',
      ].join(''),
    },
  ),
  'Password Reset': versions(
    {
      subject: 'Je code voor een nieuw wachtwoord bij 18xx Belgium',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>We kregen een aanvraag om het wachtwoord van je account opnieuw in te stellen. Je code is:</p>',
        `<p style="${CODE_STYLE}">{{Code}}</p>`,
        '<p>Vul hem in op de pagina om je wachtwoord opnieuw in te stellen. De code is {{ExpiresInMinutes}} minuten geldig.</p>',
        '<p>Heb je hier niet om gevraagd? Dan mag je deze e-mail negeren: je wachtwoord blijft zoals het is.</p>',
      ].join(''),
    },
    {
      subject: 'Votre code de réinitialisation du mot de passe 18xx Belgium',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Votre code de réinitialisation est :</p>',
        `<p style="${CODE_STYLE}">{{Code}}</p>`,
        '<p>Saisissez-le sur la page de réinitialisation du mot de passe. Ce code expire dans {{ExpiresInMinutes}} minutes.</p>',
        '<p>Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.</p>',
      ].join(''),
    },
  ),
  'Account Approved': versions(
    {
      subject: 'Je account bij 18xx Belgium is goedgekeurd',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>Je account is goedgekeurd. Je kan nu inloggen en je inschrijven voor onze conventies.</p>',
        `<p>Je dashboard: ${LINK}</p>`,
        NL_SEE_YOU,
      ].join(''),
    },
    {
      subject: 'Votre compte 18xx Belgium a été approuvé',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>Votre compte a été approuvé. Vous pouvez désormais vous connecter et vous inscrire à nos conventions.</p>',
        `<p>Votre tableau de bord : ${LINK}</p>`,
        FR_SEE_YOU,
      ].join(''),
    },
  ),
  'Sign-up Attempt': versions(
    {
      subject: 'Iemand probeerde een account aan te maken met je e-mailadres',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>Iemand probeerde met dit e-mailadres een nieuw account bij 18xx Belgium aan te maken, maar dit adres heeft al een account.</p>',
        '<p>Was jij dat? Log dan gewoon in, of kies een nieuw wachtwoord als je het vergeten bent. Anders mag je deze e-mail negeren.</p>',
      ].join(''),
    },
    {
      subject: 'Quelqu’un a tenté de créer un compte avec votre adresse e-mail',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>Quelqu’un a tenté de créer un nouveau compte 18xx Belgium avec cette adresse e-mail, qui a déjà un compte.</p>',
        '<p>Si c’était vous, connectez-vous simplement, ou réinitialisez votre mot de passe si vous l’avez oublié. Sinon, vous pouvez ignorer cet e-mail.</p>',
      ].join(''),
    },
  ),
  'Registration Confirmation': versions(
    {
      subject: 'Je inschrijving voor {{ConventionName}}',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>Bedankt! {{AttendeeName}} is nu ingeschreven voor {{ConventionName}}.</p>',
        '<p>Wanneer: {{ConventionDates}}</p>',
        '<p>Sessies: {{Sessions}}</p>',
        '<p>Parking: {{Parking}}</p>',
        '<p>Bedrag: {{Amount}}</p>',
        '<p>Locatie: {{VenueAddress}}</p>',
        '<p>Je betaalt met een overschrijving vóór de conventie: de gegevens sturen we je samen met je factuur, in je inbox op de website.</p>',
        `<p>Je inschrijvingen: ${LINK}</p>`,
        NL_SEE_YOU,
      ].join(''),
    },
    {
      subject: 'Votre inscription à {{ConventionName}}',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>Merci ! L’inscription de {{AttendeeName}} à {{ConventionName}} est bien enregistrée.</p>',
        '<p>Dates : {{ConventionDates}}</p>',
        '<p>Séances : {{Sessions}}</p>',
        '<p>Parking : {{Parking}}</p>',
        '<p>Montant : {{Amount}}</p>',
        '<p>Lieu : {{VenueAddress}}</p>',
        '<p>Le paiement se fait par virement bancaire avant la convention : nous vous en communiquerons les détails avec votre facture, dans votre boîte de réception sur le site.</p>',
        `<p>Vos inscriptions : ${LINK}</p>`,
        FR_SEE_YOU,
      ].join(''),
    },
  ),
  'New Message': versions(
    {
      subject: 'Nieuw bericht: {{Title}}',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>{{SenderName}} stuurde je een bericht op de website van 18xx Belgium: “{{Title}}”.</p>',
        `<p>Lees en beantwoord het hier: ${LINK}</p>`,
        NL_TURN_OFF,
      ].join(''),
    },
    {
      subject: 'Nouveau message : {{Title}}',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>{{SenderName}} vous a envoyé un message sur le site de 18xx Belgium : « {{Title}} ».</p>',
        `<p>Pour le lire et y répondre : ${LINK}</p>`,
        FR_TURN_OFF,
      ].join(''),
    },
  ),
  'New Reply': versions(
    {
      subject: 'Nieuw antwoord: {{Title}}',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>{{SenderName}} antwoordde in het gesprek “{{Title}}” op de website van 18xx Belgium.</p>',
        `<p>Lees en beantwoord het hier: ${LINK}</p>`,
        NL_TURN_OFF,
      ].join(''),
    },
    {
      subject: 'Nouvelle réponse : {{Title}}',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>{{SenderName}} a répondu dans la conversation « {{Title}} » sur le site de 18xx Belgium.</p>',
        `<p>Pour la lire et y répondre : ${LINK}</p>`,
        FR_TURN_OFF,
      ].join(''),
    },
  ),
  'Contact Message': versions(
    {
      subject: 'Contactbericht van {{SenderName}}: {{Title}}',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>{{SenderName}} ({{SenderEmail}}) stuurde de organisatoren een bericht: “{{Title}}”.</p>',
        `<p>Lees en beantwoord het hier: ${LINK}</p>`,
      ].join(''),
    },
    {
      subject: 'Message de contact de {{SenderName}} : {{Title}}',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>{{SenderName}} ({{SenderEmail}}) a écrit aux organisateurs : « {{Title}} ».</p>',
        `<p>Pour le lire et y répondre : ${LINK}</p>`,
      ].join(''),
    },
  ),
  'Member Reply': versions(
    {
      subject: 'Antwoord van {{SenderName}}: {{Title}}',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>{{SenderName}} ({{SenderEmail}}) antwoordde in het gesprek “{{Title}}”.</p>',
        `<p>Lees en beantwoord het hier: ${LINK}</p>`,
      ].join(''),
    },
    {
      subject: 'Réponse de {{SenderName}} : {{Title}}',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>{{SenderName}} ({{SenderEmail}}) a répondu dans la conversation « {{Title}} ».</p>',
        `<p>Pour la lire et y répondre : ${LINK}</p>`,
      ].join(''),
    },
  ),
  'Accounts Awaiting Approval': versions(
    {
      subject: 'Accounts die op goedkeuring wachten: {{Count}}',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>Deze accounts hebben hun e-mailadres gevalideerd en wachten tot een beheerder ze goedkeurt: {{Accounts}}</p>',
        `<p>Keur ze goed in User Management: ${LINK}</p>`,
      ].join(''),
    },
    {
      subject: 'Comptes en attente d’approbation : {{Count}}',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>Ces comptes ont validé leur adresse e-mail et attendent qu’un administrateur les approuve : {{Accounts}}</p>',
        `<p>Approuvez-les dans User Management : ${LINK}</p>`,
      ].join(''),
    },
  ),
  'Registered By Another Member': versions(
    {
      subject: 'Je bent ingeschreven voor {{ConventionName}}',
      body: [
        '<p>Hallo {{FirstName}},</p>',
        '<p>{{RegistrantName}} heeft je ingeschreven voor {{ConventionName}} met het e-mailadres van je account bij 18xx Belgium.</p>',
        `<p>Je vindt de inschrijving onder Mijn inschrijvingen: ${LINK}. Is het niet wat je wil? Annuleer ze daar dan: daarna kan je je zelf inschrijven.</p>`,
        NL_SEE_YOU,
      ].join(''),
    },
    {
      subject: 'Une inscription à {{ConventionName}} à votre nom',
      body: [
        '<p>Bonjour {{FirstName}},</p>',
        '<p>{{RegistrantName}} a enregistré une inscription à votre nom pour {{ConventionName}}, avec l’adresse e-mail de votre compte 18xx Belgium.</p>',
        `<p>Vous la retrouverez sous Mes inscriptions : ${LINK}. Si elle ne vous convient pas, annulez-la à cet endroit : vous pourrez ensuite vous inscrire vous-même.</p>`,
        FR_SEE_YOU,
      ].join(''),
    },
  ),
};
