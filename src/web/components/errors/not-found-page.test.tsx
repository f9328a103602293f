import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

it('names the problem and links back home', () => {
  render(
    <MemoryRouter initialEntries={['/no/such/page']}>
      <NotFoundPage />
    </MemoryRouter>,
  );

  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});
