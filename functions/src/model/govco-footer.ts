/**
 * The elements the shared footer must hold (GOV.CO footer guideline; Resolución MinTIC 1519 de
 * 2020, Anexo 2; a separate address for judicial notifications, CPACA art. 197). The footer renders
 * each inside an element carrying `data-pie="<key>"` with non-empty text; the conformity check
 * looks for exactly these keys and names a missing one by its label.
 */
export const FOOTER_ELEMENTS = [
  { key: 'entidad', label: 'Nombre de la entidad' },
  { key: 'direccion', label: 'Dirección con código postal' },
  { key: 'horario', label: 'Horario de atención' },
  { key: 'telefono', label: 'Teléfono conmutador' },
  { key: 'linea-gratuita', label: 'Línea gratuita' },
  { key: 'linea-anticorrupcion', label: 'Línea anticorrupción' },
  { key: 'correo', label: 'Correo institucional' },
  { key: 'notificaciones-judiciales', label: 'Correo para notificaciones judiciales' },
  { key: 'redes', label: 'Redes sociales' },
  { key: 'privacidad', label: 'Política de privacidad' },
  { key: 'terminos', label: 'Términos y condiciones' },
  { key: 'derechos-de-autor', label: 'Derechos de autor' },
  { key: 'accesibilidad', label: 'Accesibilidad' },
  { key: 'mapa-del-sitio', label: 'Mapa del sitio' },
] as const;

export type FooterKey = (typeof FOOTER_ELEMENTS)[number]['key'];
