/** One text alternative for several photos: marking, applying, and a refusal without marks or text. */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ListImage } from '@model';
import { BulkAlt } from './bulk-alt';
import { PHOTOS_TEXT as T } from './image-list-text';

const PHOTOS: ListImage[] = [
  { image: 'a.jpg', alt: '', name: 'izada-1.jpg' },
  { image: 'b.jpg', alt: 'Ya descrita', name: 'izada-2.jpg' },
  { image: 'c.jpg', alt: '', name: 'banda.jpg' },
];

/** The widget with the state its field keeps: the photos and the marks. */
function Harness() {
  const [photos, setPhotos] = useState(PHOTOS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      <BulkAlt
        id="f"
        photos={photos}
        selected={selected}
        onSelect={setSelected}
        onApply={(alt) => {
          setPhotos((list) => list.map((p) => (selected.has(p.image) ? { ...p, alt } : p)));
          setSelected(new Set());
        }}
        disabled={false}
      />
      <output data-testid="alts">{photos.map((p) => p.alt).join('|')}</output>
    </>
  );
}

describe('BulkAlt', () => {
  it('marks the photos without text and gives them one text; refuses to apply without marks or text', () => {
    render(<Harness />);
    const text = screen.getByLabelText(T.bulkText);
    fireEvent.click(screen.getByRole('button', { name: T.apply }));
    expect(screen.getByText(T.applyNeeds)).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: T.selectMissing }));
    expect(screen.getByText(T.selected(2))).toBeTruthy();
    fireEvent.change(text, { target: { value: '  Estudiantes izan la bandera  ' } });
    // Enter applies (it does not submit the album's form).
    const enter = fireEvent.keyDown(text, { key: 'Enter' });
    expect(enter).toBe(false);
    expect(screen.getByTestId('alts').textContent).toBe(
      'Estudiantes izan la bandera|Ya descrita|Estudiantes izan la bandera',
    );
    expect(screen.getByText(T.selected(0))).toBeTruthy();
    expect(screen.queryByText(T.applyNeeds)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: T.selectAll }));
    expect(screen.getByText(T.selected(3))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.selectNone }));
    expect(screen.getByText(T.selected(0))).toBeTruthy();
  });
});
