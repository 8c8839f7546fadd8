import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/*
 * Spec section 9: modals sit at z-index 1050, plus 20 for every modal already open beneath them,
 * so a dialog opened from a dialog is always on top, its overlay included. The open modals are
 * kept in the order they opened, across the whole page, whether nested in the tree or not.
 */

export const MODAL_BASE_Z_INDEX = 1050;
export const MODAL_Z_INDEX_STEP = 20;

let open: number[] = [];
let nextToken = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => open;

function zIndexAt(position: number): number {
  return MODAL_BASE_Z_INDEX + MODAL_Z_INDEX_STEP * position;
}

/** The z-index for a modal opened now, above every one that is open: for `modals.open({ zIndex })`. */
export function nextModalZIndex(): number {
  return zIndexAt(open.length);
}

/** How many stacked modals are open right now. */
export function openModalCount(): number {
  return open.length;
}

/** The z-index of a modal while `opened`: 1050 + 20 x the modals opened before it and still open. */
export function useModalZIndex(opened: boolean): number {
  const [token] = useState(() => nextToken++);
  const stack = useSyncExternalStore(subscribe, snapshot, snapshot);
  useLayoutEffect(() => {
    if (!opened) return;
    open = [...open, token];
    emit();
    return () => {
      open = open.filter((t) => t !== token);
      emit();
    };
  }, [opened, token]);
  const position = stack.indexOf(token);
  // Before it registers, and while it closes, it stays above the others.
  return zIndexAt(position >= 0 ? position : stack.length);
}

export type AppModalProps = ModalProps;

/** Mantine's Modal with the product's stacking; every dialog of the app uses it. */
export function AppModal({ zIndex, closeButtonProps, ...props }: AppModalProps) {
  const { t } = useTranslation('ui');
  const stacked = useModalZIndex(props.opened);
  // The cross is an icon: its name says what it does.
  return <Modal centered closeButtonProps={{ 'aria-label': t('actions.closeDialog'), ...closeButtonProps }} {...props} zIndex={zIndex ?? stacked} />;
}
