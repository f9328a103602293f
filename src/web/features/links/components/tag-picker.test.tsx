import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { maxTagsPerLink, type Tag } from '../../../../shared/link-tags';
import { makeMe, refusal, type Handler, type Reply } from '../../../test/fake-api';
import { makeTag, makeTagList } from '../../../test/make-tag';
import { everywhere, renderRoute } from '../../../test/render-route';
import { TagsField } from './link-fields';

const promo = makeTag({ name: 'Promo', color: 'green' });
const ramadan = makeTag({ name: 'Ramadan 2027', color: 'purple' });
const summer = makeTag({ name: 'Summer', color: 'yellow' });

/** The field as a form holds it, with the chosen ids written out for the test to read. */
function Form({ initial }: { initial: string[] }) {
  const [ids, setIds] = useState(initial);
  return (
    <>
      <TagsField value={ids} onChange={setIds} />
      <output aria-label="Chosen ids">{ids.join(',')}</output>
    </>
  );
}

function setUp({
  tags = [promo, ramadan, summer],
  chosen = [],
  api = {},
}: { tags?: Tag[]; chosen?: string[]; api?: Record<string, Handler | Reply> } = {}) {
  const view = renderRoute(everywhere(<Form initial={chosen} />), '/create', {
    me: makeMe(),
    api: { 'GET /api/tags': { status: 200, body: makeTagList(tags) }, ...api },
  });
  return { ...view, user: userEvent.setup() };
}

const combobox = () => screen.getByRole('combobox', { name: 'Tags' });
const chosenIds = () => screen.getByRole('status', { name: 'Chosen ids' }).textContent;
const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Tags to choose from' }))
    .queryAllByRole('option')
    .map((option) => option.textContent);
const chipNames = () =>
  within(screen.queryByRole('list', { name: 'Chosen tags' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('the tag picker', () => {
  it('lists the workspace’s tags by name when opened, and picks several', async () => {
    const { user } = setUp();
    await user.click(combobox());
    await waitFor(() => expect(optionNames()).toEqual(['Promo', 'Ramadan 2027', 'Summer']));
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('option', { name: 'Summer' }));
    await user.click(screen.getByRole('option', { name: 'Promo' }));

    expect(chipNames()).toEqual(['Summer', 'Promo']);
    expect(chosenIds()).toBe(`${summer.id},${promo.id}`);
    // What is chosen is no longer offered; focus stays in the field for the next one.
    expect(optionNames()).toEqual(['Ramadan 2027']);
    expect(combobox()).toHaveFocus();
  });

  it('filters the tags by what is typed, whatever its case', async () => {
    const { user } = setUp();
    await user.type(combobox(), 'RAM');
    await waitFor(() => expect(optionNames()).toEqual(['Ramadan 2027', 'Create tag “RAM”']));

    await user.clear(combobox());
    await user.type(combobox(), 'promo');
    // A name a tag has already is picked, not created again.
    expect(optionNames()).toEqual(['Promo']);
  });

  it('is worked from the keyboard: the arrows move, Enter picks, Escape closes, Backspace removes', async () => {
    const { user } = setUp();
    await screen.findByText('Type to find a tag, or a new name to create one.');
    await user.tab();
    expect(combobox()).toHaveFocus();
    // Focus alone does not open the list; the arrow does.
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Promo' })).toHaveAttribute('aria-selected', 'true'),
    );

    await user.keyboard('{ArrowDown}{Enter}');
    expect(chipNames()).toEqual(['Ramadan 2027']);
    expect(chosenIds()).toBe(ramadan.id);

    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{Backspace}');
    expect(chipNames()).toEqual([]);
    expect(chosenIds()).toBe('');
    expect(screen.getByText('Tag Ramadan 2027 removed.')).toBeInTheDocument();
  });

  it('removes a chosen tag with its chip’s button, and focus goes back to the field', async () => {
    const { user } = setUp({ chosen: [promo.id, summer.id] });
    await waitFor(() => expect(chipNames()).toEqual(['Promo', 'Summer']));

    await user.click(screen.getByRole('button', { name: 'Remove tag Promo' }));
    expect(chipNames()).toEqual(['Summer']);
    expect(chosenIds()).toBe(summer.id);
    expect(combobox()).toHaveFocus();
  });

  it('creates a tag from a name no tag has, then picks it', async () => {
    const created = makeTag({ name: 'Flash sale' });
    const { user, api } = setUp({
      api: { 'POST /api/tags': { status: 201, body: created } },
    });
    await user.type(combobox(), '  Flash sale ');
    const create = await screen.findByRole('option', { name: 'Create tag “Flash sale”' });
    expect(create).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(chipNames()).toEqual(['Flash sale']));
    expect(api.bodiesOf('POST /api/tags')).toEqual([{ name: 'Flash sale' }]);
    expect(chosenIds()).toBe(created.id);
    expect(combobox()).toHaveValue('');
  });

  it('shows why a tag could not be created under the field, and picks nothing', async () => {
    const { user } = setUp({
      api: {
        'POST /api/tags': refusal(400, 'validation_failed', 'Some fields are invalid.', {
          name: 'A tag named Promo! already exists.',
        }),
      },
    });
    await user.type(combobox(), 'Promo!');
    await user.click(await screen.findByRole('option', { name: 'Create tag “Promo!”' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A tag named Promo! already exists.');
    expect(combobox()).toHaveAccessibleDescription(/A tag named Promo! already exists\./);
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(chipNames()).toEqual([]);
    expect(combobox()).toHaveValue('Promo!');
  });

  it(`offers nothing more once ${maxTagsPerLink} tags are chosen`, async () => {
    const many = Array.from({ length: maxTagsPerLink + 1 }, (_, index) =>
      makeTag({ name: `Tag ${String(index).padStart(2, '0')}` }),
    );
    const { user } = setUp({ tags: many, chosen: many.slice(0, maxTagsPerLink).map((tag) => tag.id) });
    await waitFor(() => expect(chipNames()).toHaveLength(maxTagsPerLink));

    await user.click(combobox());
    expect(screen.getByRole('listbox')).toHaveTextContent(`You can choose at most ${maxTagsPerLink} tags.`);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
