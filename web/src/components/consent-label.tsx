/**
 * The Ley 1581 consent's words, with the link to the privacy policy: the contact form and the
 * PQRSD form ask for the same consent (its version is stored with each request), so they say it
 * with one text.
 */
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '@/config/paths';
import { PQRSD_CONSENT_TEXT } from '../../../functions/src/model/pqrsd';

export function ConsentLabel() {
  return (
    <>
      {PQRSD_CONSENT_TEXT} Consulte la{' '}
      <Link to={PUBLIC_PATHS.politicaprivacidad}>Política de privacidad y tratamiento de datos personales</Link>.
    </>
  );
}
