import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input.tsx';
import { renderWithProviders } from './test-utils.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SearchInput', () => {
  it('searches 500 ms after the last key, once', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchInput value="" onSearch={onSearch} placeholder="Search companies" />);
    const box = screen.getByPlaceholderText('Search companies');
    fireEvent.change(box, { target: { value: 'vol' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'volt ' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('volt');
  });

  it('searches at once on Enter and when cleared', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchInput value="alpen" onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Search…');
    expect(box).toHaveValue('alpen');
    fireEvent.change(box, { target: { value: 'limmat' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('limmat');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
