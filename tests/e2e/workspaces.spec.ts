import { extractLink } from '../fakes/smtp-server';
import { mailedConfirmation, putOnPlan, newAccount } from './accounts';
import { expect, test } from './fixtures';
import { waitForMail } from './mailbox';

// A team in one workspace (issue 40, ADR 0026), as its people use it: the owner invites a
// colleague by email (the SMTP fake), the colleague registers from the link and joins, makes a
// link the owner sees, loses the right to edit it as a viewer, and loses the workspace when removed.

const password = 'correct horse battery staple';

test('an owner invites a colleague, who registers from the link and works in the workspace', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = await newAccount(page, 'Olivia Owner', password);
  await putOnPlan(ownerEmail, 'medium');

  // The owner invites from the members page; the invitation waits there, holding a seat.
  const colleagueEmail = `${Date.now()}-colleague@example.com`;
  await page.goto('/settings/members');
  await page.getByLabel('Email address').fill(colleagueEmail);
  await page.getByLabel('Role', { exact: true }).selectOption('member');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(colleagueEmail, { exact: true })).toBeVisible();
  await expect(page.getByText('2 of 3 seats used')).toBeVisible();
  const invitation = new URL(extractLink(await waitForMail(colleagueEmail, /invited you to/)));
  expect(invitation.pathname).toMatch(/^\/invite\/[\w-]{43}$/);

  // The colleague, in a browser of their own, registers from the link and comes back to it.
  const colleagueContext = await browser.newContext({ baseURL });
  const colleague = await colleagueContext.newPage();
  try {
    await colleague.goto(invitation.pathname);
    await expect(colleague.getByRole('heading', { name: 'Join Olivia Owner' })).toBeVisible();
    await colleague.getByRole('link', { name: 'Create account' }).click();
    await expect(colleague).toHaveURL(/\/register\?redirect=/);
    await colleague.getByLabel('Name').fill('Citra Colleague');
    await colleague.getByLabel('Email', { exact: true }).fill(colleagueEmail);
    await colleague.getByLabel('Password', { exact: true }).fill(password);
    await colleague.getByLabel('Confirm password').fill(password);
    await colleague.getByRole('button', { name: 'Create account' }).click();
    await expect(colleague.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    const confirmation = new URL(await mailedConfirmation(colleagueEmail));
    await colleague.goto(`${confirmation.pathname}${confirmation.search}`);
    await expect(colleague).toHaveURL(new RegExp(`${invitation.pathname}$`), { timeout: 10_000 });
    await colleague.getByRole('button', { name: 'Join Olivia Owner' }).click();
    await expect(colleague).toHaveURL(/\/dashboard$/);
    await expect(colleague.getByRole('button', { name: 'Workspace: Olivia Owner' })).toBeVisible();

    // A link the colleague makes is the workspace's: the owner sees it.
    await colleague.goto('/create');
    await colleague.getByLabel('Destination URL').fill('https://example.com/team-offer');
    await colleague.getByLabel(/Title/).fill('Team offer');
    await colleague.getByRole('button', { name: 'Create short link' }).click();
    await expect(colleague).toHaveURL(/\/shortlinks\?highlight=/);
    await page.goto('/shortlinks');
    await expect(page.getByText('Team offer', { exact: true })).toBeVisible();

    // Made a viewer: the colleague reads the link and is offered no edit.
    await page.goto('/settings/members');
    await page.getByLabel('Role of Citra Colleague').selectOption('viewer');
    await expect(page.getByText('Citra Colleague is now Viewer', { exact: true })).toBeVisible();
    await colleague.goto('/shortlinks');
    await expect(colleague.getByText('Team offer', { exact: true })).toBeVisible();
    await expect(colleague.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    const refused = await colleague.evaluate(
      async (ownerId) => {
        const links = await fetch('/api/links', { headers: { 'ringkas-workspace': ownerId } });
        const [first] = ((await links.json()) as { items: { id: string }[] }).items;
        const edit = await fetch(`/api/links/${first!.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', 'ringkas-workspace': ownerId },
          body: JSON.stringify({ title: 'Changed by a viewer' }),
        });
        return edit.status;
      },
      await page.evaluate(async () => ((await (await fetch('/api/me')).json()) as any).profile.id as string),
    );
    expect(refused).toBe(403);

    // Removed: the colleague's next page is back in their own workspace, without the team's link.
    await page.getByRole('button', { name: 'Remove Citra Colleague' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Citra Colleague was removed', { exact: true })).toBeVisible();
    await colleague.goto('/shortlinks');
    await expect(
      colleague.getByText('You are back in your personal workspace', { exact: true }),
    ).toBeVisible();
    await expect(colleague.getByRole('button', { name: 'Workspace: Citra Colleague' })).toBeVisible();
    await expect(colleague.getByText('Team offer', { exact: true })).toHaveCount(0);
  } finally {
    await colleagueContext.close();
  }
});
