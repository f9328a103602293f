import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from '../../lib/deferred-module';
import { deferred } from '../../test/deferred';
import { DeferredMenu, type DeferredMenuProps } from './deferred-menu';

// The shell's menus before their code is in (ADR 0043): a stand-in that looks and reads as the
// closed trigger, and a press on it that opens the menu as soon as the code arrives. (The test
// set-up has the real menus in, as a browser has a moment after the first page: these use their
// own modules.)

type Menu = ComponentType<DeferredMenuProps>;

function RealMenu({ openAtStart }: DeferredMenuProps) {
  return (
    <>
      <button type="button" aria-haspopup="menu" aria-expanded={openAtStart}>
        Account
      </button>
      {openAtStart && <div role="menu" aria-label="Account menu" />}
    </>
  );
}

function heldMenu() {
  const download = deferred<Menu>();
  const importer = vi.fn(() => download.promise);
  return { module: deferredModule(importer), importer, arrive: () => download.resolve(RealMenu) };
}

describe('deferredModule', () => {
  it('downloads once, however often it is asked, and tells who waits', async () => {
    const { module, importer, arrive } = heldMenu();
    const arrived = vi.fn();
    module.subscribe(arrived);
    const first = module.load();
    const second = module.load();
    expect(module.current()).toBeUndefined();

    arrive();
    await Promise.all([first, second]);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.current()).toBe(RealMenu);
    expect(arrived).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next call', async () => {
    const importer = vi
      .fn<() => Promise<Menu>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(RealMenu);
    const module = deferredModule(importer);

    await expect(module.load()).rejects.toThrow('Failed to fetch');
    expect(module.current()).toBeUndefined();
    await expect(module.load()).resolves.toBe(RealMenu);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('DeferredMenu', () => {
  it('stands in as a closed menu button, and opens the menu once a press has brought its code', async () => {
    const user = userEvent.setup();
    const { module, importer, arrive } = heldMenu();
    render(
      <DeferredMenu menu={module} className="trigger" label="Account">
        <span>A</span>
      </DeferredMenu>,
    );
    const standIn = screen.getByRole('button', { name: 'Account' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveClass('trigger');
    expect(importer).not.toHaveBeenCalled();

    await user.click(standIn);
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => arrive());

    expect(await screen.findByRole('menu', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('swaps the real trigger in closed when the code comes unasked, keeping the focus on it', async () => {
    const user = userEvent.setup();
    const { module, arrive } = heldMenu();
    render(
      <DeferredMenu menu={module} className="trigger" label="Account">
        <span>A</span>
      </DeferredMenu>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();

    void module.load();
    await act(async () => arrive());

    const real = screen.getByRole('button', { name: 'Account' });
    expect(real).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(real).toHaveFocus();
  });

  it('stays a closed button when the download fails, and tries again on the next press', async () => {
    const user = userEvent.setup();
    const importer = vi
      .fn<() => Promise<Menu>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(RealMenu);
    render(
      <DeferredMenu menu={deferredModule(importer)} className="trigger" label="Account">
        <span>A</span>
      </DeferredMenu>,
    );

    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menu', { name: 'Account menu' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
