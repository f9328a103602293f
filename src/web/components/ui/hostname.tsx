import { Fragment } from 'react';
import { cn } from '../../lib/cn';

interface HostnameProps {
  /** The name as people read it (displayHostname). */
  name: string;
  className?: string;
}

/**
 * The longest label kept whole though it has a hyphen (where browsers would otherwise wrap): a longer
 * one may wrap inside rather than run out of a 360 px card.
 */
const wholeLabel = 30;

/**
 * A host name that wraps only after its dots ("broken.audit." / "example.co.id"), never inside a
 * label, so a narrow column keeps each part whole; only a single label wider than the line still
 * wraps inside, rather than running out of its box.
 */
export function Hostname({ name, className }: HostnameProps) {
  const labels = name.split('.');
  return (
    <span className={cn('break-words', className)}>
      {labels.map((label, index) => (
        <Fragment key={index}>
          {label.includes('-') && label.length <= wholeLabel ? (
            <span className="whitespace-nowrap">{label}</span>
          ) : (
            label
          )}
          {index < labels.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </span>
  );
}
