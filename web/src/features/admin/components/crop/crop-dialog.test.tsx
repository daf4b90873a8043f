/**
 * The crop dialog's wiring in jsdom (no image decoding, no canvas): its labels, the area it
 * starts from, confirm with an injected renderer, a refused render keeping the dialog, Escape.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_RULES } from '@model';
import CropDialog, { CROP_TEXT } from './crop-dialog';
import { CropError, type CropRenderer } from './render-crop';

const target = {
  width: UPLOAD_RULES.carousel.width,
  height: UPLOAD_RULES.carousel.height,
  maxBytes: UPLOAD_RULES.carousel.maxBytes,
};
const photo = new File([new Uint8Array(16)], 'patio.jpeg', { type: 'image/jpeg' });
const result = new File([new Uint8Array(8)], 'patio.jpg', { type: 'image/jpeg' });

function open(renderCrop: CropRenderer) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  render(
    <CropDialog
      file={photo}
      url=""
      size={{ width: 4032, height: 3024 }}
      target={target}
      onDone={onDone}
      onCancel={onCancel}
      render={renderCrop}
    />,
  );
  return { onDone, onCancel, user: userEvent.setup() };
}

describe('CropDialog', () => {
  it('is a dialog named in Spanish, with a zoom control limited to the rule pixels', () => {
    open(vi.fn());
    const dialog = screen.getByRole('dialog', { name: CROP_TEXT.title });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const zoom = screen.getByRole('slider', { name: CROP_TEXT.zoom });
    // 4032 px wide crop / 1280 px: zooming past 3.15x would enlarge the picture.
    expect(Number(zoom.getAttribute('max'))).toBeCloseTo(4032 / 1280);
    expect(screen.getByText(CROP_TEXT.explain({ width: 4032, height: 3024 }, target))).toBeTruthy();
  });

  it('confirms the largest centred crop by default and hands over the crop being made at once', async () => {
    let finish: (file: File) => void = () => undefined;
    const renderCrop = vi.fn<CropRenderer>(() => new Promise<File>((resolve) => (finish = resolve)));
    const { onDone, user } = open(renderCrop);
    await user.click(screen.getByRole('button', { name: CROP_TEXT.confirm }));
    // Handed over before the encoder is done: the drop zone closes the dialog and waits.
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(renderCrop).toHaveBeenCalledWith(photo, { x: 0, y: 770, width: 4032, height: 1483 }, target);
    finish(result);
    await expect(onDone.mock.calls[0]![0]).resolves.toBe(result);
  });

  it('hands over a crop that cannot fit as a refusal with its reason (the drop zone shows it)', async () => {
    const { onDone, user } = open(vi.fn(async () => Promise.reject(new CropError('No cabe.'))));
    await user.click(screen.getByRole('button', { name: CROP_TEXT.confirm }));
    await expect(onDone.mock.calls[0]![0]).rejects.toThrow('No cabe.');
  });

  it('zooms with + and -, and cancels with Escape or the button', async () => {
    const { onCancel, user } = open(vi.fn());
    const dialog = screen.getByRole('dialog');
    const zoom = screen.getByRole('slider', { name: CROP_TEXT.zoom }) as HTMLInputElement;
    fireEvent.keyDown(dialog, { key: '+' });
    fireEvent.keyDown(dialog, { key: '+' });
    expect(Number(zoom.value)).toBeCloseTo(1.2);
    fireEvent.keyDown(dialog, { key: '-' });
    expect(Number(zoom.value)).toBeCloseTo(1.1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: CROP_TEXT.cancel }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
