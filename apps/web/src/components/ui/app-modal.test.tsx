import { useState } from 'react';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppModal, nextModalZIndex } from './app-modal.tsx';
import { renderWithProviders } from './test-utils.tsx';

function zIndexOf(title: string): string {
  let el: HTMLElement | null = screen.getByText(title);
  while (el && !el.style.getPropertyValue('--mb-z-index') && !el.style.zIndex) el = el.parentElement;
  return el?.style.getPropertyValue('--mb-z-index') || el?.style.zIndex || '';
}

function Nested() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <Button onClick={() => setFirst(true)}>Open first</Button>
      <AppModal opened={first} onClose={() => setFirst(false)} title="First dialog" transitionProps={{ duration: 0 }}>
        <Button onClick={() => setSecond(true)}>Open second</Button>
      </AppModal>
      <AppModal opened={second} onClose={() => setSecond(false)} title="Second dialog" transitionProps={{ duration: 0 }}>
        <Button onClick={() => setSecond(false)}>Close second</Button>
      </AppModal>
    </>
  );
}

describe('AppModal', () => {
  it('starts at z-index 1050 and puts each further modal 20 higher', async () => {
    renderWithProviders(<Nested />);
    expect(nextModalZIndex()).toBe(1050);
    await userEvent.click(screen.getByRole('button', { name: 'Open first' }));
    expect(zIndexOf('First dialog')).toBe('1050');
    expect(nextModalZIndex()).toBe(1070);
    await userEvent.click(screen.getByRole('button', { name: 'Open second' }));
    expect(zIndexOf('Second dialog')).toBe('1070');
    expect(zIndexOf('First dialog')).toBe('1050');
    expect(nextModalZIndex()).toBe(1090);
    await userEvent.click(screen.getByRole('button', { name: 'Close second' }));
    expect(nextModalZIndex()).toBe(1070);
  });
});
