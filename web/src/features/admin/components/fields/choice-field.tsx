/**
 * `choice`: one of the declared options, as a native select (keyboard and screen reader friendly
 * on every device). An empty first option keeps "nothing chosen yet" distinct from the first value.
 */
import type { ChoiceOption } from '@model';
import { FieldFrame, textControlProps } from './field-frame';
import type { FieldProps } from './field-props';

/** Consecutive options of one `group` together, in the declared order. */
function groupsOf(options: readonly ChoiceOption[]): Array<{ group?: string; items: ChoiceOption[] }> {
  const runs: Array<{ group?: string; items: ChoiceOption[] }> = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.items.push(option);
    else runs.push({ group: option.group, items: [option] });
  }
  return runs;
}

export function ChoiceField({
  options,
  ...props
}: FieldProps<string> & { options: readonly ChoiceOption[] }) {
  const known = props.value === '' || options.some((o) => o.value === props.value);
  return (
    <FieldFrame {...props}>
      <select className="adm-input adm-input--select" {...textControlProps(props)}>
        <option value="">Elija una opción…</option>
        {/* A stored value no longer offered stays visible, so a save does not silently change it. */}
        {!known && <option value={props.value}>{props.value}</option>}
        {groupsOf(options).map(({ group, items }) => {
          const rows = items.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ));
          return group ? (
            <optgroup key={group} label={group}>
              {rows}
            </optgroup>
          ) : (
            rows
          );
        })}
      </select>
    </FieldFrame>
  );
}
