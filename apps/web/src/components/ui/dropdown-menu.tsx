import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useDismiss } from '@/hooks/use-dismiss';
import { cn } from '@/lib/cn';

export interface MenuItem {
  key: string;
  label: ReactNode;
  /** A route to go to; otherwise onSelect runs. */
  to?: string;
  onSelect?: () => void;
  tone?: 'default' | 'danger';
}

interface DropdownMenuProps {
  /** The trigger's content; give triggerLabel when it is only an icon. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  items: MenuItem[];
  align?: 'start' | 'end';
}

const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-medium outline-none focus-visible:bg-brand-50 focus-visible:outline-none hover:bg-brand-50';

/**
 * A menu button (WAI-ARIA menu pattern): arrow keys, Home/End, Esc returns focus to the trigger,
 * Tab or a click outside closes it.
 */
export function DropdownMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  items,
  align = 'end',
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useDismiss({
    open,
    onDismiss: (reason) => {
      close(reason === 'escape');
    },
    insideRefs: [triggerRef, menuRef],
  });

  // As the menu shows, so the keys that follow reach it (React runs a click's effects before the next input).
  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="relative inline-block">
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={() => {
          if (open) close(false);
          else openAt(0);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className={cn(
          'absolute z-50 mt-2 min-w-48 animate-slide-down rounded-xl border border-line bg-surface p-1.5 shadow-popover',
          align === 'end' ? 'right-0' : 'left-0',
        )}
      >
        {items.map((item, index) => {
          const className = cn(itemClass, item.tone === 'danger' ? 'text-danger-700' : 'text-ink');
          const select = () => {
            close(false);
            item.onSelect?.();
          };
          const setRef = (node: HTMLElement | null) => {
            itemRefs.current[index] = node;
          };
          return item.to ? (
            <Link
              key={item.key}
              ref={setRef}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              className={className}
              onClick={select}
            >
              {item.label}
            </Link>
          ) : (
            <button
              key={item.key}
              ref={setRef}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={className}
              onClick={select}
            >
              {item.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
