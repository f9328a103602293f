import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hostname } from './hostname';

describe('Hostname', () => {
  it('may wrap after each dot and nowhere else', () => {
    const { container } = render(<Hostname name="broken.audit.example.co.id" className="font-semibold" />);
    const name = container.firstElementChild!;

    expect(name).toHaveTextContent(/^broken\.audit\.example\.co\.id$/);
    // The break opportunities: a <wbr> right after each dot, none inside a label.
    expect(name.innerHTML).toBe('broken.<wbr>audit.<wbr>example.<wbr>co.<wbr>id');
    // Breaking anywhere (break-all) is what cut "broken.audit.exam / ple" at 1440 px.
    expect(name.className).not.toMatch(/break-all/);
    expect(name).toHaveClass('break-words', 'font-semibold');
  });

  it('keeps a hyphenated part whole, unless it is longer than a narrow card', () => {
    const long = `a${'-b'.repeat(20)}`;
    const { container } = render(<Hostname name={`toko-online.${long}.co.id`} />);
    expect(container.firstElementChild!.innerHTML).toBe(
      `<span class="whitespace-nowrap">toko-online</span>.<wbr>${long}.<wbr>co.<wbr>id`,
    );
  });

  it('shows a name without dots as it is', () => {
    const { container } = render(<Hostname name="localhost" />);
    expect(container.firstElementChild!.innerHTML).toBe('localhost');
  });
});
