import { type ReactNode, useState } from 'react';
import { Button } from '@client/components/ui';

interface Props<T> {
  /** The button that opens the Add modal ('Add Department'). */
  addLabel: string;
  onAdd: () => void;
  items: T[];
  /** Shown instead of the list when there are no items. */
  empty: ReactNode;
  /** The list's layout (a grid of cards, a column). */
  listClassName: string;
  renderItem: (item: T) => ReactNode;
  /** The panel's modals and confirmations. */
  children: ReactNode;
}

/** A setup sub-tab (docs/spec/doc3.md §2.5): its Add button at the right, then its cards, then its dialogs. */
export function SetupPanel<T extends { id: number }>({ addLabel, onAdd, items, empty, listClassName, renderItem, children }: Props<T>) {
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={onAdd}>{addLabel}</Button>
      </div>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className={listClassName}>
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

/** Which item the Add/Edit modal is open for: `open` with `item` null adds a new one. */
export function useEditor<T>() {
  const [editing, setEditing] = useState<T | null | 'new'>(null);
  return {
    open: editing !== null,
    item: editing === 'new' ? null : editing,
    add: () => setEditing('new'),
    edit: (item: T) => setEditing(item),
    close: () => setEditing(null),
  };
}
