import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageItems } from './pagination';

const words = {
  label: 'Pages of links',
  previousLabel: 'Previous',
  nextLabel: 'Next',
};

describe('Pagination by buttons', () => {
  it('steps a page either way, off at the ends and while the next page is on its way', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination
        {...words}
        page={1}
        pages={3}
        pageOfText="Page 1 of 3"
        summary="Showing 1–50 of 120 links"
        onPageChange={onPageChange}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of links' });
    expect(nav).toHaveTextContent('Showing 1–50 of 120 links');
    expect(within(nav).getByText('Page 1 of 3')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);

    rerender(
      <Pagination {...words} page={2} pages={3} pageOfText="Page 2 of 3" busy onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows only the summary when everything fits on one page', () => {
    render(
      <Pagination
        {...words}
        page={1}
        pages={1}
        pageOfText="Page 1 of 1"
        summary="Showing 1–3 of 3 links"
        onPageChange={() => undefined}
      />,
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('Showing 1–3 of 3 links');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Pagination by links', () => {
  it('gives each page its address, the current one marked, the ends unavailable', () => {
    render(
      <MemoryRouter>
        <Pagination
          {...words}
          page={5}
          pages={4000}
          pageOfText="Page 5 of 4,000"
          hrefOf={(page) => ({ search: `?page=${page}` })}
          pageLabel={(page) => `Page ${page}`}
          formatNumber={(page) => page.toLocaleString('en')}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of links' });
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/?page=4');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/?page=6');
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 4000' })).toHaveTextContent('4,000');
    // The gaps are there for the eye only.
    expect(
      within(nav)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['1', '…', '4', '5', '6', '…', '4,000']);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows Previous and Next as unavailable links on a single page', () => {
    render(
      <MemoryRouter>
        <Pagination
          {...words}
          page={1}
          pages={1}
          pageOfText="Page 1 of 1"
          hrefOf={(page) => ({ search: `?page=${page}` })}
          pageLabel={(page) => `Page ${page}`}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).not.toHaveAttribute('href');
  });
});

describe('pageItems', () => {
  it('offers the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 4000)).toEqual([1, 2, 'gap', 4000]);
    expect(pageItems(5, 4000)).toEqual([1, 'gap', 4, 5, 6, 'gap', 4000]);
    // A gap of a single number shows the number.
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(4000, 4000)).toEqual([1, 'gap', 3999, 4000]);
  });
});
