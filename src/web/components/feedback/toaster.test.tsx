import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast, toastDuration, toastError, toastRemoveDelay, toastSuccess, useToasts } from '../../lib/toast';
import { Toaster } from './toaster';
import { withToastStoreTimers } from '../../test/toast-store';

function show(title: string, description?: string) {
  act(() => {
    toast({ title, description });
  });
}

// The rendered toast (an <li> in the viewport list), found from its title.
function toastElement(title: string): HTMLElement {
  const element = screen.getByText(title).closest('li');
  if (!element) throw new Error(`no toast holds "${title}"`);
  return element;
}

// Radix tracks the drag from pointerdown on the toast, then moves in steps as a finger would.
function swipeRight(element: HTMLElement, distance: number) {
  const pointer = { pointerId: 1, button: 0, pointerType: 'touch', clientY: 10 };
  fireEvent.pointerDown(element, { ...pointer, clientX: 100 });
  for (let x = 10; x < distance; x += 10) fireEvent.pointerMove(element, { ...pointer, clientX: 100 + x });
  fireEvent.pointerMove(element, { ...pointer, clientX: 100 + distance });
  fireEvent.pointerUp(element, { ...pointer, clientX: 100 + distance });
}

describe('Toaster', () => {
  withToastStoreTimers();

  it('shows one toast at a time: a new one replaces the previous', () => {
    render(<Toaster />);
    show('First saved');
    expect(screen.getByText('First saved')).toBeInTheDocument();

    show('Second saved', 'Details');
    expect(screen.getByText('Second saved')).toBeInTheDocument();
    expect(screen.getByText('Details')).toBeInTheDocument();
    expect(screen.queryByText('First saved')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('renders the default and destructive variants differently', () => {
    render(<Toaster />);
    act(() => {
      toastSuccess('Link created');
    });
    const success = toastElement('Link created');
    expect(success).toHaveAttribute('data-variant', 'default');
    expect(success).toHaveClass('bg-background');
    expect(success).not.toHaveClass('bg-destructive');

    act(() => {
      toastError('Could not save');
    });
    const error = toastElement('Could not save');
    expect(error).toHaveAttribute('data-variant', 'destructive');
    expect(error).toHaveClass('bg-destructive', 'text-destructive-foreground');
  });

  it('closes itself after 5000 ms', () => {
    render(<Toaster />);
    show('Copied');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Copied')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('closes from the labelled close button', () => {
    render(<Toaster />);
    show('Copied');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('moves focus into the labelled notification region on F8', () => {
    render(<Toaster />);
    show('Copied');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).not.toContainElement(document.activeElement as HTMLElement);

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toBe(screen.getByRole('list'));
  });

  it.each([
    { distance: 30, dismissed: false },
    { distance: 50, dismissed: false },
    { distance: 51, dismissed: true },
    { distance: 120, dismissed: true },
  ])('a swipe right of $distance px dismisses: $dismissed', ({ distance, dismissed }) => {
    render(<Toaster />);
    show('Swipe me');
    const element = toastElement('Swipe me');
    swipeRight(element, distance);
    if (dismissed) {
      expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
    } else {
      expect(screen.getByText('Swipe me')).toBeInTheDocument();
      // Radix saw the drag and snapped the toast back, so the gesture did reach it.
      expect(element).toHaveAttribute('data-swipe', 'cancel');
    }
  });

  it('drops a dismissed toast from the store 1,000,000 ms after it closed', () => {
    render(<Toaster />);
    const { result } = renderHook(() => useToasts());
    show('Copied');
    act(() => {
      vi.advanceTimersByTime(toastDuration);
    });
    expect(result.current).toEqual([expect.objectContaining({ title: 'Copied', open: false })]);

    act(() => {
      vi.advanceTimersByTime(toastRemoveDelay - 1);
    });
    expect(result.current).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toEqual([]);
  });
});
