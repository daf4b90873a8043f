/**
 * The crop dialog's texts, apart from the dialog so the drop zone can say "Preparando la
 * imagen…" without loading the dialog (and react-easy-crop) before a crop is needed.
 */
import type { ImageSize } from '../../files/image-size';
import type { CropTarget } from './render-crop';

export const CROP_TEXT = {
  title: 'Recortar imagen',
  explain: (size: ImageSize, target: CropTarget) =>
    `La imagen mide ${size.width}x${size.height} px; se usará la parte que elija, reducida a exactamente ${target.width}x${target.height} px.`,
  keys: 'Arrastre la imagen o use las flechas del teclado para moverla; + y − acercan o alejan.',
  area: 'Área de recorte',
  zoom: 'Zoom',
  confirm: 'Usar recorte',
  cancel: 'Cancelar',
  working: 'Preparando la imagen…',
} as const;
