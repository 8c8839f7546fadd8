import { Fragment, type ReactNode } from 'react';
import { AppModal, type AppModalProps } from './app-modal.tsx';

export interface ItemDialogProps<T extends { id: string | number }> extends Omit<AppModalProps, 'opened' | 'title' | 'children'> {
  /** The item the dialog is for; the dialog is open while there is one. */
  item: T | null;
  /** The title, or the title for the item (empty while there is none). */
  title: ReactNode | ((item: T) => ReactNode);
  /** What the dialog shows for the item, started afresh for each item. */
  children: (item: T) => ReactNode;
}

/** A dialog open while an item is given, showing that item's form or content keyed by its id. */
export function ItemDialog<T extends { id: string | number }>({ item, title, children, ...modal }: ItemDialogProps<T>) {
  return (
    <AppModal opened={!!item} title={typeof title === 'function' ? (item ? title(item) : '') : title} {...modal}>
      {item && <Fragment key={item.id}>{children(item)}</Fragment>}
    </AppModal>
  );
}
