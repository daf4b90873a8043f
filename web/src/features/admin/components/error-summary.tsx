/**
 * The form's refusal on top: "Revise N campos" and every problem, each a link to its field (the
 * public PQRSD form's summary, GOV.UK's error summary). It takes the focus after each refused
 * save, so a screen reader hears the whole list first; a link moves the focus to the field's
 * control and shows its label, rather than jumping to a #fragment (which would leave the label
 * off screen and add a history entry).
 */
import { useId, type MouseEvent, type Ref } from 'react';
import type { RecordIssue } from '@model';

export const SUMMARY_TEXT = {
  title: (n: number) => (n === 1 ? 'Revise 1 campo' : `Revise ${n} campos`),
  intro: 'No se guardó nada. Corrija lo siguiente y vuelva a intentarlo:',
} as const;

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** Whether the element can take the focus itself (a file zone's input is hidden, its button is not). */
function takesFocus(el: HTMLElement): boolean {
  return el.matches(FOCUSABLE) && !el.hidden && getComputedStyle(el).display !== 'none';
}

/** Focuses the control of the field whose widget has id `id`, its label in view. */
function focusFieldControl(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const box = el.closest<HTMLElement>('.adm-field, fieldset') ?? el;
  const control = takesFocus(el) ? el : [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].find(takesFocus);
  box.scrollIntoView?.({ block: 'start' });
  (control ?? el).focus({ preventScroll: true });
  return true;
}

export function ErrorSummary({
  issues,
  fieldId,
  ref,
}: {
  issues: readonly RecordIssue[];
  /** The DOM id of a field's widget; null for a field the form does not show. */
  fieldId(field: string): string | null;
  ref: Ref<HTMLDivElement>;
}) {
  const titleId = useId();
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (focusFieldControl(id)) event.preventDefault();
  };
  return (
    // role="alert" as well as the focus: a refusal from the server, after a wait, is heard too.
    <div ref={ref} className="adm-alert adm-summary" role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-summary__title">
        {SUMMARY_TEXT.title(issues.length)}
      </h2>
      <p className="adm-summary__intro">{SUMMARY_TEXT.intro}</p>
      <ul className="adm-summary__list">
        {issues.map(({ field, message }) => {
          const id = field ? fieldId(field) : null;
          return (
            <li key={`${field ?? ''}:${message}`}>
              {id ? (
                <a href={`#${id}`} onClick={(e) => goTo(e, id)}>
                  {message}
                </a>
              ) : (
                message
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
