import { describe, expect, it } from 'vitest';
import { chosenCount, nothingChosen, pageState, pageToggled, toggled } from './selection';
import { exportQuery, filterOf, placeRefusals, valueOf } from './target';

const page = ['a', 'b', 'c'];

describe('the links chosen', () => {
  it('ticks rows one by one and reads the page as all, some or none', () => {
    const one = toggled(nothingChosen, 'a', true, page);
    expect(pageState(one, page)).toBe('some');
    const all = pageToggled(one, page, true);
    expect(pageState(all, page)).toBe('all');
    expect(pageState(pageToggled(all, page, false), page)).toBe('none');
  });

  it('keeps the rest of the page when one row is unticked out of every match', () => {
    const everything = { ids: new Set<string>(), allMatching: true };
    expect(chosenCount(everything, 120)).toBe(120);
    const rest = toggled(everything, 'b', false, page);
    expect(rest).toEqual({ ids: new Set(['a', 'c']), allMatching: false });
    expect(pageToggled(everything, page, false)).toEqual(nothingChosen);
  });
});

describe('the target and value of a bulk action', () => {
  it('sends the list’s own filter without the page, and exports ids or that filter', () => {
    const filter = filterOf({ q: ' sale ', tags: ['t1', 't2'], state: 'active', folder: null });
    expect(filter).toEqual({ q: 'sale', tags: 't1,t2', tag_mode: 'any', state: 'active' });
    expect(exportQuery({ filter })).toBe('q=sale&tags=t1%2Ct2&tag_mode=any&state=active');
    expect(exportQuery({ ids: ['a', 'b'] })).toBe('ids=a,b');
  });

  it('takes the folder, "no folder" or nothing chosen yet', () => {
    const draft = { folder: 'none', tags: [], domain: '' };
    expect(valueOf('folder_id', draft)).toEqual({ folder_id: null });
    expect(valueOf('folder_id', { ...draft, folder: '' })).toEqual({});
    expect(valueOf(null, draft)).toEqual({});
  });

  it('puts a refusal of the value on its control and says the rest beside the buttons', () => {
    expect(
      placeRefusals(
        { 'tag_ids.0': 'Choose a tag of this workspace.', ids: 'Choose links of this workspace.' },
        'tag_ids',
      ),
    ).toEqual({ field: 'Choose a tag of this workspace.', other: 'Choose links of this workspace.' });
  });
});
