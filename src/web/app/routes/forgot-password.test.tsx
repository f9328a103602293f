import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { Component as ForgotPasswordPage } from './forgot-password';

describe('/forgot-password', () => {
  it('asks for a reset link to /reset-password and always confirms the same way', async () => {
    const api = stubApi({
      'POST /api/auth/request-password-reset': { status: 200, body: { status: true, message: 'whatever' } },
    });
    renderRoute([{ path: '/forgot-password', Component: ForgotPasswordPage }], '/forgot-password');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for that email, we sent a link to reset the password.',
    );
    expect(api.bodiesOf('POST /api/auth/request-password-reset')).toEqual([
      { email: 'nobody@example.com', redirectTo: '/reset-password' },
    ]);
  });
});
