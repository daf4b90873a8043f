/**
 * The drop zone's choice between keeping, refusing and cropping (jsdom: sizes come from the
 * file name through the injected reader; the crop itself runs only in Chromium, tests/e2e).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MB, UPLOAD_RULES, type FileFieldDef } from '@model';
import { ImageSizeContext } from '../../files/image-size';
import { sizeFromName } from '../../test/render-admin';
import { fakeFile } from '../../test/fixtures';
import { CROP_TEXT } from '../crop/crop-dialog';
import { DROP_TEXT, FileDropField } from './file-drop-field';

const field: FileFieldDef = {
  kind: 'image',
  label: 'Imagen (1280x471 px)',
  rule: 'carousel',
  required: true,
};

function Zone() {
  const [chosen, setChosen] = useState<File | undefined>();
  return (
    <ImageSizeContext.Provider value={sizeFromName}>
      <FileDropField
        name="image"
        field={field}
        id="f-image"
        stored=""
        storedDisplayName=""
        chosen={chosen}
        onChoose={setChosen}
        disabled={false}
      />
    </ImageSizeContext.Provider>
  );
}

let alertSpy: MockInstance<typeof window.alert>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alertSpy.mockRestore());

function setup() {
  render(<Zone />);
  const user = userEvent.setup({ applyAccept: false });
  return { user, input: screen.getByLabelText(`${field.label}: seleccionar archivo`) };
}

describe('FileDropField and the crop', () => {
  it('opens the crop dialog for a heavy phone photo, and cancelling keeps nothing', async () => {
    const { user, input } = setup();
    await user.upload(input, fakeFile('png', 'telefono-4032x3024.png', 3 * MB));
    expect(await screen.findByRole('dialog', { name: CROP_TEXT.title })).toBeTruthy();
    expect(alertSpy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: CROP_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('image-chosen')).toBeNull();
  });

  it('keeps an exact picture without a dialog, and alerts a small one as before', async () => {
    const { user, input } = setup();
    await user.upload(input, fakeFile('png', 'justa-1280x471.png'));
    expect((await screen.findByTestId('image-chosen')).textContent).toContain('justa-1280x471.png');
    await user.upload(input, fakeFile('png', 'icono-100x100.png'));
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        `La imagen debe tener una resolución de ${UPLOAD_RULES.carousel.width}x${UPLOAD_RULES.carousel.height}px`,
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a real button to pick the file, inside a zone that is no control itself', async () => {
    const { user, input } = setup();
    const pick = screen.getByRole('button', { name: `${DROP_TEXT.pick}: ${field.label}` });
    // The zone around it is a drop target only: one control may not sit inside another.
    const zone = pick.closest('.adm-drop');
    expect(zone?.getAttribute('role')).not.toBe('button');
    expect(zone?.hasAttribute('tabindex')).toBe(false);
    const opened = vi.spyOn(input as HTMLInputElement, 'click');
    await user.click(pick);
    expect(opened).toHaveBeenCalledTimes(1);
    pick.focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(2);
  });
});
