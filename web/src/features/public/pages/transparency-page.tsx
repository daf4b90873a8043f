/**
 * /transparencia and /transparencia/{category} (Ley 1712 de 2014; Resolución MinTIC 1519 de 2020,
 * Anexo 2, numeral 2.4.2): the whole tree, or one category of it, as server HTML with no script
 * (links, and <details> the visitor opens). The page file reads the entries, the school's notes,
 * the checklist's "no aplica" reasons and the requests report, and finds the category (an
 * unknown one is the site's 404).
 */
import { TRANSPARENCY_ANNEX, type AnnexCategory, type NoAplicaReason } from '@model/public';
import { PUBLIC_PATHS } from '@/config/paths';
import type { PageProps } from '@/config/page-props';
import { TransparencyIndex } from '../components/transparency-index';
import { TransparencyTree } from '../components/transparency-tree';
import type { ReportData } from '../components/pqrsd-report';
import content from '../components/content.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

export const TRANSPARENCY_TITLE = 'Transparencia y acceso a la información pública';

export interface TransparencyPageProps extends PageProps<'transparencia'> {
  /** The category of /transparencia/{category}; none on /transparencia. */
  category?: AnnexCategory;
  reasons: readonly NoAplicaReason[];
  report: ReportData | null;
}

function TransparencyPage({ records, category, reasons, report }: TransparencyPageProps) {
  const href = useSiteHref();
  const title = category ? `${category.number}. ${category.name}` : TRANSPARENCY_TITLE;
  return (
    <main className={`container ${content.page}`}>
      {category && (
        <p className={content.breadcrumb}>
          <a href={href(PUBLIC_PATHS.transparencia)}>Transparencia</a>
        </p>
      )}
      <h1 className={content.title}>{title}</h1>
      {!category && (
        <p className={content.prose}>
          Información pública de la institución según la Ley 1712 de 2014 y el Anexo 2 de la Resolución 1519
          de 2020 del MinTIC, organizada en sus categorías.
        </p>
      )}
      <TransparencyIndex categories={TRANSPARENCY_ANNEX} current={category} />
      <TransparencyTree
        categories={category ? [category] : TRANSPARENCY_ANNEX}
        entries={records.transparencia}
        notes={records.transparencianotas[0]}
        reasons={reasons}
        report={report}
        collapsible={!category}
      />
    </main>
  );
}

export default withSiteBase(TransparencyPage);
