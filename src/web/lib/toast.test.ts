import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  toast,
  toastDuration,
  toastError,
  toastLimit,
  toastRemoveDelay,
  toastSuccess,
  toastSwipeThreshold,
  useToasts,
} from './toast';
import { withToastStoreTimers } from '../test/toast-store';

describe('toast store', () => {
  withToastStoreTimers();

  it('exports the spec constants', () => {
    expect({ toastLimit, toastDuration, toastRemoveDelay, toastSwipeThreshold }).toEqual({
      toastLimit: 1,
      toastDuration: 5000,
      toastRemoveDelay: 1_000_000,
      toastSwipeThreshold: 50,
    });
  });

  it('keeps one toast: a new one replaces the previous', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
    });
    act(() => {
      toast({ title: 'Second', description: 'More' });
    });
    expect(result.current).toEqual([
      { id: expect.any(String), title: 'Second', description: 'More', variant: 'default', open: true },
    ]);
  });

  it('gives each toast its own id', () => {
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second' });
    expect(first.id).not.toBe(second.id);
  });

  it('keeps a dismissed toast closed until the remove delay, then drops it', () => {
    const { result } = renderHook(() => useToasts());
    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'Saved' });
    });
    act(() => {
      handle.dismiss();
    });
    expect(result.current).toEqual([expect.objectContaining({ id: handle.id, open: false })]);

    act(() => {
      vi.advanceTimersByTime(toastRemoveDelay - 1);
    });
    expect(result.current).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toEqual([]);
  });

  it('never removes an open toast on its own', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => {
      vi.advanceTimersByTime(toastRemoveDelay * 2);
    });
    expect(result.current).toEqual([expect.objectContaining({ title: 'Saved', open: true })]);
  });

  it('dismissToast without an id closes every toast; with another id closes nothing', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => {
      dismissToast('no-such-id');
    });
    expect(result.current[0]?.open).toBe(true);
    act(() => {
      dismissToast();
    });
    expect(result.current[0]?.open).toBe(false);
  });

  it('does not let an old removal timer drop a newer toast', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Old' }).dismiss();
    });
    act(() => {
      vi.advanceTimersByTime(toastRemoveDelay / 2);
    });
    act(() => {
      toast({ title: 'New' });
    });
    act(() => {
      vi.advanceTimersByTime(toastRemoveDelay);
    });
    expect(result.current).toEqual([expect.objectContaining({ title: 'New', open: true })]);
  });

  it('updates the texts of a toast in place', () => {
    const { result } = renderHook(() => useToasts());
    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'Uploading' });
    });
    act(() => {
      handle.update({ title: 'Uploaded', description: 'All done' });
    });
    expect(result.current).toEqual([
      { id: handle.id, title: 'Uploaded', description: 'All done', variant: 'default', open: true },
    ]);
  });

  it('toastSuccess is the default variant and toastError the destructive one', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toastSuccess('Link created', 'sho.rt/abc');
    });
    expect(result.current[0]).toMatchObject({
      title: 'Link created',
      description: 'sho.rt/abc',
      variant: 'default',
    });
    act(() => {
      toastError('Could not save');
    });
    expect(result.current[0]).toMatchObject({ title: 'Could not save', variant: 'destructive' });
  });
});
