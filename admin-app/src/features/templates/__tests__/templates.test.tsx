import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { type EmailTemplate } from 'shared-api';
import { DEFAULT_TEMPLATE_BODY } from 'shared-api/member';
import {
  makeUser,
  renderWithProviders,
  callsOf,
  envelope,
  stubApi,
  type StubAnswers,
  type StubbedApi,
} from 'test-support';
import { TemplateEditorPage } from '../components/template-editor-page';
import { TemplatesPage } from '../components/templates-page';
import { parseTemplateId } from '../template-id';

jest.setTimeout(30_000);

const invoice: EmailTemplate = {
  id: 4,
  name: 'Invoice',
  subject: 'Registration Invoice — {{ConventionName}}',
  body: '<p>Dear {{FirstName}},</p>',
};
const welcome: EmailTemplate = {
  id: 9,
  name: 'Welcome',
  subject: 'Hello {{FirstName}}',
  body: '<p>Hi</p>',
};

const open = (route: string, handlers: StubAnswers) => {
  const fetchMock = stubApi(handlers);
  renderWithProviders(
    <Routes>
      <Route path="/admin/templates" element={<TemplatesPage />} />
      <Route path="/admin/templates/:id" element={<TemplateEditorPage />} />
    </Routes>,
    { user: makeUser(['ADMIN']), route },
  );
  return fetchMock;
};

const sentBody = (fetchMock: StubbedApi, method: string) =>
  fetchMock.calls.find((call) => call.method === method)?.body;

describe('parseTemplateId', () => {
  it('takes a number or the word new', () => {
    expect(parseTemplateId('new')).toEqual({ kind: 'new' });
    expect(parseTemplateId('12')).toEqual({ kind: 'existing', id: 12 });
    for (const bad of [undefined, '', '0', '-1', 'abc', '1.5']) {
      expect(parseTemplateId(bad)).toEqual({ kind: 'invalid' });
    }
  });
});

describe('TemplatesPage', () => {
  it('lists name and subject with Edit and Delete, and a Create New Template link', async () => {
    open('/admin/templates', { 'GET /api/Template': () => envelope(200, [invoice, welcome]) });
    const table = await screen.findByRole('table', { name: 'Email templates' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Template Name', 'Email Subject', 'Actions']);
    // In its column on wide screens, under the name on narrow ones.
    expect(within(table).getAllByText('Registration Invoice — {{ConventionName}}')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit Welcome' })).toHaveAttribute(
      'href',
      '/admin/templates/9',
    );
    expect(screen.getByRole('link', { name: 'Create New Template' })).toHaveAttribute(
      'href',
      '/admin/templates/new',
    );
  });

  it('deletes after confirmation and reloads the list', async () => {
    let deleted = false;
    const fetchMock = open('/admin/templates', {
      'GET /api/Template': () => envelope(200, deleted ? [invoice] : [invoice, welcome]),
      'DELETE /api/Template/9': () => {
        deleted = true;
        return envelope(200, welcome);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Welcome' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(/Are you sure you want to delete the template "Welcome"\?/),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Welcome')).not.toBeInTheDocument());
    expect(callsOf(fetchMock)).toContain('DELETE /api/Template/9');
  });

  it('shows why a delete failed', async () => {
    open('/admin/templates', {
      'GET /api/Template': () => envelope(200, [welcome]),
      'DELETE /api/Template/9': () => envelope(500, null, 'Database down.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Welcome' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Database down.')).toBeInTheDocument();
  });

  it('does not offer to delete a template the site sends with', async () => {
    open('/admin/templates', { 'GET /api/Template': () => envelope(200, [invoice]) });
    expect(await screen.findByRole('button', { name: 'Delete Invoice' })).toBeDisabled();
  });

  it('shows a load failure', async () => {
    open('/admin/templates', { 'GET /api/Template': () => envelope(500, null, 'Database down.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down.');
  });
});

describe('TemplateEditorPage', () => {
  it('starts a new template with a minimal HTML page and creates it', async () => {
    const fetchMock = open('/admin/templates/new', {
      'POST /api/Template': () => envelope(200, { ...welcome, id: 10 }),
      'GET /api/Template': () => envelope(200, [invoice, welcome]),
    });
    const body = await screen.findByLabelText('Body (HTML)');
    expect(body).toHaveValue(DEFAULT_TEMPLATE_BODY);
    await userEvent.type(screen.getByRole('textbox', { name: 'Template Name' }), 'Reminder');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email Subject' }), 'Pay soon');
    fireEvent.change(body, { target: { value: '<p>Dear {{FirstName}}, please pay.</p>' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Template created successfully!')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Templates' }),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST')).toEqual({
      name: 'Reminder',
      subject: 'Pay soon',
      body: '<p>Dear {{FirstName}}, please pay.</p>',
    });
  });

  it('edits an existing template, previews it, and shows a save failure', async () => {
    const fetchMock = open('/admin/templates/4', {
      'GET /api/Template/4': () => envelope(200, invoice),
      'PUT /api/Template': () => envelope(409, null, 'A template with this name already exists.'),
    });
    expect(await screen.findByRole('textbox', { name: 'Template Name' })).toHaveValue('Invoice');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Dear {{FirstName}},')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(
      await screen.findByText('A template with this name already exists.'),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT')).toEqual({ ...invoice });
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute(
      'href',
      '/admin/templates',
    );
  });

  it('asks before Back to List drops unsaved edits', async () => {
    open('/admin/templates/4', {
      'GET /api/Template/4': () => envelope(200, invoice),
      'GET /api/Template': () => envelope(200, [invoice, welcome]),
    });
    const name = await screen.findByRole('textbox', { name: 'Template Name' });
    await userEvent.type(name, ' (old)');
    await userEvent.click(screen.getByRole('link', { name: 'Back to List' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Template Name' })).toHaveValue('Invoice (old)');

    await userEvent.click(screen.getByRole('link', { name: 'Back to List' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard Changes' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Templates' }),
    ).toBeInTheDocument();
  });

  it('goes Back to List at once when nothing was changed', async () => {
    open('/admin/templates/4', {
      'GET /api/Template/4': () => envelope(200, invoice),
      'GET /api/Template': () => envelope(200, [invoice, welcome]),
    });
    await screen.findByRole('textbox', { name: 'Template Name' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to List' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Templates' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the fields with the contract before sending anything', async () => {
    const fetchMock = open('/admin/templates/new', {});
    await userEvent.click(await screen.findByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Template name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email subject is required.')).toBeInTheDocument();
    expect(callsOf(fetchMock)).not.toContain('POST /api/Template');
  });

  it('says when the template does not exist', async () => {
    open('/admin/templates/abc', {});
    expect(await screen.findByText('Template not found.')).toBeInTheDocument();
  });
});

describe('TemplateEditorPage in Dutch and French', () => {
  const withVersions: EmailTemplate = {
    ...welcome,
    translations: { fr: { subject: 'Bonjour {{FirstName}}', body: '<p>Salut</p>' } },
  };

  it('saves a Dutch version beside the English, previewed in its own tab', async () => {
    const fetchMock = open('/admin/templates/9', {
      'GET /api/Template/9': () => envelope(200, withVersions),
      'PUT /api/Template': () => envelope(200, withVersions),
      'GET /api/Template': () => envelope(200, [invoice, withVersions]),
    });
    await screen.findByRole('textbox', { name: 'Template Name' });
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Dutch' }));
    expect(screen.queryByRole('textbox', { name: 'Email Subject' })).not.toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Email Subject (Dutch)' }),
      'Hallo daar',
    );
    fireEvent.change(await screen.findByLabelText('Body (HTML, Dutch)'), {
      target: { value: '<p>Hallo {{FirstName}}</p>' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Hallo {{FirstName}}')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'French' }));
    expect(screen.getByRole('textbox', { name: 'Email Subject (French)' })).toHaveValue(
      'Bonjour {{FirstName}}',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Template updated successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT')).toEqual({
      id: 9,
      name: 'Welcome',
      subject: 'Hello {{FirstName}}',
      body: '<p>Hi</p>',
      translations: {
        nl: { subject: 'Hallo daar', body: '<p>Hallo {{FirstName}}</p>' },
        fr: { subject: 'Bonjour {{FirstName}}', body: '<p>Salut</p>' },
      },
    });
  });

  it('starts a version from the English, removes one, and leaves empty ones out', async () => {
    const fetchMock = open('/admin/templates/9', {
      'GET /api/Template/9': () => envelope(200, withVersions),
      'PUT /api/Template': () => envelope(200, welcome),
      'GET /api/Template': () => envelope(200, [invoice, welcome]),
    });
    await screen.findByRole('textbox', { name: 'Template Name' });
    await userEvent.click(screen.getByRole('tab', { name: 'Dutch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start from the English' }));
    expect(screen.getByRole('textbox', { name: 'Email Subject (Dutch)' })).toHaveValue(
      'Hello {{FirstName}}',
    );
    expect(await screen.findByLabelText('Body (HTML, Dutch)')).toHaveValue('<p>Hi</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Dutch Version' }));
    await userEvent.click(screen.getByRole('tab', { name: 'French' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove French Version' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Template updated successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT')).toEqual({
      id: 9,
      name: 'Welcome',
      subject: 'Hello {{FirstName}}',
      body: '<p>Hi</p>',
    });
  });

  it('shows the tab of a half-written version instead of saving it', async () => {
    const fetchMock = open('/admin/templates/9', {
      'GET /api/Template/9': () => envelope(200, welcome),
    });
    await screen.findByRole('textbox', { name: 'Template Name' });
    await userEvent.click(screen.getByRole('tab', { name: 'French' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email Subject (French)' }), 'Objet');
    await userEvent.click(screen.getByRole('tab', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Template body is required.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'French (error)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(callsOf(fetchMock)).not.toContain('PUT /api/Template');
  });
});
