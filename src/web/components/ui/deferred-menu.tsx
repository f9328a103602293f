import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useDeferredModule, type DeferredModule } from '../../lib/deferred-module';
import { DeferredPart } from './deferred-part';

/** What a deferred menu's real component is given. */
export interface DeferredMenuProps {
  /** Open as it mounts: its trigger was pressed before its code was in. */
  openAtStart: boolean;
}

interface DeferredMenuTriggerProps {
  menu: DeferredModule<ComponentType<DeferredMenuProps>>;
  /** The real trigger's classes, so that the stand-in looks the same. */
  className: string;
  /** The real trigger's accessible name, where its content does not give it. */
  label?: string;
  /** The real trigger's content. */
  children: ReactNode;
}

/**
 * A dropdown menu whose code comes after the first page (lib/deferred-module.ts, ADR 0043): until
 * it is in, a button that looks and reads the same as its trigger (a closed menu); pressing it
 * downloads the menu, which opens as it arrives. A stand-in that had the focus hands it to the
 * real trigger.
 */
export function DeferredMenu({ menu, className, label, children }: DeferredMenuTriggerProps) {
  const [asked, setAsked] = useState(false);
  const focused = useRef(false);
  const frame = useRef<HTMLSpanElement>(null);
  const loaded = useDeferredModule(menu) !== undefined;

  useLayoutEffect(() => {
    if (loaded && focused.current) frame.current?.querySelector('button')?.focus();
  }, [loaded]);

  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={label}
      className={className}
      onFocus={() => (focused.current = true)}
      onBlur={() => (focused.current = false)}
      onClick={() => {
        setAsked(true);
        void menu.load().catch(() => setAsked(false));
      }}
    >
      {children}
    </button>
  );
  return (
    <span ref={frame} className="contents">
      <DeferredPart part={menu} props={{ openAtStart: asked }} fallback={standIn} />
    </span>
  );
}
