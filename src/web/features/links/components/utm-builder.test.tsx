import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Link } from '../../../../shared/links';
import type { UtmTemplate } from '../../../../shared/utm';
import { makeMe, refusal, type Handler, type Reply } from '../../../test/fake-api';
import { makeLink } from '../../../test/make-link';
import { makeWorkspace } from '../../../test/make-workspace';
import { everywhere, renderRoute } from '../../../test/render-route';
import { CreateLinkForm } from './create-link-form';
import { EditLinkDialog } from './edit-link-dialog';

// The UTM builder on the link forms: the five fields write the destination's query as they are
// typed, an edit reads them back from the link's destination, a template fills them, a value past
// the rules is refused on its field, and what is typed can be saved as a template.

function template(overrides: Partial<UtmTemplate> & { id: string; name: string }): UtmTemplate {
  return {
    source: null,
    medium: null,
    campaign: null,
    term: null,
    content: null,
    created_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

const newsletter = template({
  id: '3e7b9c1a-5d2f-4a8e-9b6c-7f1e2d3c4b5a',
  name: 'Newsletter',
  source: 'newsletter',
  medium: 'email',
  campaign: 'ramadan 2027',
});
const instagram = template({
  id: '3e7b9c1a-5d2f-4a8e-9b6c-7f1e2d3c4b5b',
  name: 'Instagram bio',
  source: 'instagram',
  medium: 'social',
});

const domains: Reply = {
  status: 200,
  body: { domains: ['localhost'], default: 'localhost', own: 'localhost' },
};

function renderCreate(api: Record<string, Handler | Reply> = {}) {
  const view = renderRoute(
    everywhere(
      <CreateLinkForm
        entitlements={{ customAlias: false, passwordLinks: false, customPreviews: false }}
        preferredDomain={null}
        onCreated={() => {}}
      />,
    ),
    '/create',
    {
      me: makeMe(),
      api: {
        'GET /api/links/domains': domains,
        'GET /api/utm-templates': { status: 200, body: { items: [instagram, newsletter] } },
        ...api,
      },
    },
  );
  return { ...view, user: userEvent.setup() };
}

function renderEdit(link: Link, api: Record<string, Handler | Reply> = {}) {
  const view = renderRoute(
    everywhere(<EditLinkDialog link={link} canUseAlias={false} open onOpenChange={() => {}} />),
    '/shortlinks',
    {
      me: makeMe(),
      api: {
        'GET /api/links/domains': domains,
        'GET /api/utm-templates': { status: 200, body: { items: [] } },
        ...api,
      },
    },
  );
  return { ...view, user: userEvent.setup() };
}

const destination = () => screen.getByLabelText('Destination URL') as HTMLInputElement;
const utmField = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
/** Typed at once, as a paste: a URL typed key by key is slow on a busy machine. */
async function enter(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, text: string) {
  await user.click(input);
  await user.paste(text);
}
const toggle = () => screen.getByRole('button', { name: 'UTM parameters' });

describe('the UTM builder', () => {
  it('writes what is typed into the destination, keeping its other parameters and fragment', async () => {
    const created = makeLink();
    const { user, api } = renderCreate({ 'POST /api/links': { status: 201, body: created } });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    // Nothing to write into yet.
    expect(utmField('Source')).toBeDisabled();
    expect(screen.getByText(/Enter a full destination URL first/)).toBeInTheDocument();

    await enter(user, destination(), 'https://shop.example.com/sale?ref=7#top');
    expect(utmField('Source')).toBeEnabled();
    await user.type(utmField('Source'), 'mail');
    await user.type(utmField('Campaign'), 'spring sale');
    expect(destination()).toHaveValue(
      'https://shop.example.com/sale?ref=7&utm_source=mail&utm_campaign=spring%20sale#top',
    );
    // A field emptied takes its parameter away.
    await user.type(utmField('Medium'), 'x');
    await user.clear(utmField('Medium'));
    expect(destination()).toHaveValue(
      'https://shop.example.com/sale?ref=7&utm_source=mail&utm_campaign=spring%20sale#top',
    );

    await user.click(screen.getByRole('button', { name: 'Create short link' }));
    await waitFor(() => expect(api.bodiesOf('POST /api/links')).toHaveLength(1));
    expect(api.bodiesOf('POST /api/links')[0]).toMatchObject({
      destination_url: 'https://shop.example.com/sale?ref=7&utm_source=mail&utm_campaign=spring%20sale#top',
    });
    // The section asked for the templates only once it was opened.
    expect(api.calls.filter((call) => call.path === '/api/utm-templates')).toHaveLength(1);
  });

  it('follows a destination typed or pasted with parameters of its own', async () => {
    const { user } = renderCreate();
    await enter(user, destination(), 'https://example.com/?utm_source=ads&utm_medium=cpc');
    // Closed, it read the URL all the same.
    await user.click(toggle());
    expect(utmField('Source')).toHaveValue('ads');
    expect(utmField('Medium')).toHaveValue('cpc');
    await user.clear(destination());
    await enter(user, destination(), 'https://example.com/?utm_term=shoes+red');
    expect(utmField('Source')).toHaveValue('');
    expect(utmField('Term')).toHaveValue('shoes red');
  });

  it('reads the values back from the link being edited, and saves the destination they change', async () => {
    const link = makeLink({
      destination_url:
        'https://shop.example.com/p?id=3&utm_source=news+letter&utm_medium=email&utm_content=%23hero',
    });
    const { user, api } = renderEdit(link, {
      [`PATCH /api/links/${link.id}`]: { status: 200, body: link },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    // Open at once: the link carries some.
    expect(within(dialog).getByRole('button', { name: 'UTM parameters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(utmField('Source')).toHaveValue('news letter');
    expect(utmField('Medium')).toHaveValue('email');
    expect(utmField('Campaign')).toHaveValue('');
    expect(utmField('Content')).toHaveValue('#hero');

    // Typed over, the value keeps its place among the parameters.
    await user.tripleClick(utmField('Medium'));
    await user.keyboard('sms');
    expect(destination()).toHaveValue(
      'https://shop.example.com/p?id=3&utm_source=news+letter&utm_medium=sms&utm_content=%23hero',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodiesOf(`PATCH /api/links/${link.id}`)).toHaveLength(1));
    expect(api.bodiesOf(`PATCH /api/links/${link.id}`)[0]).toEqual({
      destination_url:
        'https://shop.example.com/p?id=3&utm_source=news+letter&utm_medium=sms&utm_content=%23hero',
    });
  });

  it('keeps the section closed when editing a link without parameters', async () => {
    renderEdit(makeLink({ destination_url: 'https://example.com/plain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    expect(within(dialog).getByRole('button', { name: 'UTM parameters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('fills the five fields from the template picked, emptying those it has no value for', async () => {
    const { user } = renderCreate();
    await enter(user, destination(), 'https://example.com/a?utm_term=old');
    await user.click(toggle());
    const picker = screen.getByLabelText('Template');
    await within(picker).findByRole('option', { name: 'Newsletter' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a template', 'Instagram bio', 'Newsletter']);
    await user.selectOptions(picker, 'Newsletter');
    expect(utmField('Source')).toHaveValue('newsletter');
    expect(utmField('Medium')).toHaveValue('email');
    expect(utmField('Campaign')).toHaveValue('ramadan 2027');
    expect(utmField('Term')).toHaveValue('');
    expect(destination()).toHaveValue(
      'https://example.com/a?utm_source=newsletter&utm_medium=email&utm_campaign=ramadan%202027',
    );
    await user.selectOptions(picker, 'Instagram bio');
    expect(destination()).toHaveValue('https://example.com/a?utm_source=instagram&utm_medium=social');
    // A field typed in afterwards: the fields are no longer the template's.
    await user.type(utmField('Content'), 'bio-link');
    expect(picker).toHaveValue('');
  });

  it('refuses a value that is too long on its own field, and sends nothing', async () => {
    const { user, api } = renderCreate();
    await enter(user, destination(), 'https://example.com/');
    await user.click(toggle());
    await user.click(utmField('Campaign'));
    await user.paste('c'.repeat(101));
    expect(utmField('Campaign')).toHaveAttribute('aria-invalid', 'true');
    expect(utmField('Campaign')).toHaveAccessibleDescription('Use at most 100 characters.');
    expect(utmField('Source')).not.toHaveAttribute('aria-invalid');
    // Closed, a submit opens it again on the refusal.
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Create short link' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(api.bodiesOf('POST /api/links')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save as template' })).toBeDisabled();
  });

  it('saves the values as a template, without sending the link form', async () => {
    const saved = template({ id: '3e7b9c1a-5d2f-4a8e-9b6c-7f1e2d3c4b5c', name: 'Spring', source: 'ads' });
    const { user, api } = renderCreate({
      'POST /api/utm-templates': ({ body }) =>
        (body as { name: string }).name === 'Newsletter'
          ? refusal(400, 'validation_failed', 'Some fields are invalid.', {
              name: 'A template named Newsletter already exists. Choose another name.',
            })
          : { status: 201, body: { ...saved, ...(body as object) } },
    });
    const save = () => screen.getByRole('button', { name: 'Save as template' });
    await enter(user, destination(), 'https://example.com/');
    await user.click(toggle());
    expect(save()).toBeDisabled();
    await user.type(utmField('Source'), ' ads ');
    await user.type(utmField('Term'), 'shoes');
    await user.click(save());

    const dialog = await screen.findByRole('dialog', { name: 'Save as a template' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Newsletter{Enter}');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(/A template named Newsletter already exists/),
    );
    await user.clear(name);
    await user.type(name, 'Spring');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save as a template' })).toBeNull());
    expect(api.bodiesOf('POST /api/utm-templates')).toEqual([
      { name: 'Newsletter', source: 'ads', term: 'shoes' },
      { name: 'Spring', source: 'ads', term: 'shoes' },
    ]);
    // The link form was not sent by the dialog's submit.
    expect(api.bodiesOf('POST /api/links')).toEqual([]);
    expect(destination()).toHaveValue('https://example.com/?utm_source=ads&utm_term=shoes');
  });

  it('offers saving and deleting templates to members, not to viewers', async () => {
    renderRoute(
      everywhere(
        <CreateLinkForm
          entitlements={{ customAlias: false, passwordLinks: false, customPreviews: false }}
          preferredDomain={null}
          onCreated={() => {}}
        />,
      ),
      '/create',
      {
        me: makeMe(),
        api: {
          'GET /api/links/domains': domains,
          'GET /api/utm-templates': { status: 200, body: { items: [newsletter] } },
          'GET /api/workspace': { status: 200, body: makeWorkspace({ role: 'viewer' }) },
        },
      },
    );
    const user = userEvent.setup();
    await enter(user, destination(), 'https://example.com/');
    await user.click(toggle());
    const picker = screen.getByLabelText('Template');
    await within(picker).findByRole('option', { name: 'Newsletter' });
    await user.selectOptions(picker, 'Newsletter');
    expect(screen.queryByRole('button', { name: 'Save as template' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete the template/ })).toBeNull();
  });

  it('deletes the template picked, after asking', async () => {
    const { user, api } = renderCreate({
      [`DELETE /api/utm-templates/${newsletter.id}`]: { status: 204 },
    });
    await enter(user, destination(), 'https://example.com/');
    await user.click(toggle());
    const picker = screen.getByLabelText('Template');
    await within(picker).findByRole('option', { name: 'Newsletter' });
    await user.selectOptions(picker, 'Newsletter');
    await user.click(screen.getByRole('button', { name: 'Delete the template Newsletter' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the template “Newsletter”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete template' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        `/api/utm-templates/${newsletter.id}`,
      ]),
    );
    expect(api.bodiesOf('POST /api/links')).toEqual([]);
    // The fields keep what the template filled in.
    expect(utmField('Source')).toHaveValue('newsletter');
  });
});
