// @vitest-environment jsdom
import React, {useState} from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import FilterChips, {type FilterOption} from './index';

type Tag = 'audio' | 'captions' | 'three-d';

const options: readonly FilterOption<Tag>[] = [
  {value: 'audio', label: 'Audio', count: 2},
  {value: 'captions', label: 'Captions', count: 1},
  {value: 'three-d', label: '3D'},
];

function Harness({initial = []}: {readonly initial?: readonly Tag[]}) {
  const [selected, setSelected] = useState<readonly Tag[]>(initial);
  return (
    <>
      <FilterChips
        label="Filter by tag"
        options={options}
        selected={selected}
        onChange={setSelected}
      />
      <output data-testid="selected">{selected.join(',')}</output>
    </>
  );
}

afterEach(cleanup);

describe('FilterChips', () => {
  it('renders a group labelled by its visible label', () => {
    render(<Harness />);
    expect(screen.getByRole('group', {name: 'Filter by tag'})).toBeTruthy();
  });

  it('renders one toggle button per option, none pressed', () => {
    render(<Harness />);
    const buttons = screen.getAllByRole('button', {pressed: false});
    expect(buttons).toHaveLength(3);
    expect(
      screen.getByRole('button', {name: /^Audio\s*, 2 entries$/}),
    ).toBeTruthy();
    expect(screen.getByRole('button', {name: '3D'})).toBeTruthy();
  });

  it('toggles aria-pressed and reports the selection', () => {
    render(<Harness />);
    const audio = screen.getByRole('button', {name: /Audio/});
    fireEvent.click(audio);
    expect(audio.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', {name: /Captions/}));
    expect(screen.getByTestId('selected').textContent).toBe('audio,captions');
    fireEvent.click(audio);
    expect(audio.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('selected').textContent).toBe('captions');
  });

  it('shows a Clear button only while something is selected', () => {
    render(<Harness initial={['three-d']} />);
    const clear = screen.getByRole('button', {name: 'Clear filters'});
    fireEvent.click(clear);
    expect(screen.getByTestId('selected').textContent).toBe('');
    expect(screen.queryByRole('button', {name: 'Clear filters'})).toBeNull();
  });

  it('uses native buttons, so they are keyboard operable', () => {
    render(<Harness />);
    for (const button of screen.getAllByRole('button')) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
    }
  });
});
