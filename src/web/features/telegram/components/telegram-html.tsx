import type { ReactNode } from 'react';
import { parseTelegramHtml, type TelegramNode } from '../lib/telegram-html';

/**
 * Telegram HTML (b, i, code, a) shown as Telegram shows it, built from parsed nodes: the string never
 * reaches the DOM as HTML, so anything else in it is plain text.
 */
export function TelegramHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{renderNodes(parseTelegramHtml(html))}</div>;
}

function renderNodes(nodes: TelegramNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'b':
        return <strong key={index}>{renderNodes(node.children)}</strong>;
      case 'i':
        return <em key={index}>{renderNodes(node.children)}</em>;
      case 'code':
        return (
          <code key={index} className="rounded bg-muted px-1 font-mono text-[0.9em]">
            {renderNodes(node.children)}
          </code>
        );
      case 'a':
        return node.href ? (
          <a
            key={index}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4"
          >
            {renderNodes(node.children)}
          </a>
        ) : (
          <span key={index}>{renderNodes(node.children)}</span>
        );
    }
  });
}
