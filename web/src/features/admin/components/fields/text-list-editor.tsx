/**
 * An editable list of paragraphs ('Añadir Texto' adds one, each can be removed). Used by the
 * textList widget and by the list mode of textOrList.
 */
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@model';

export const LIST_TEXT = {
  add: 'Añadir Texto',
  remove: 'Quitar',
  empty: 'La lista está vacía: use «Añadir Texto» para agregar un elemento.',
} as const;

let nextKey = 0;
const newKey = () => ++nextKey;

interface Props {
  id: string;
  label: string;
  items: string[];
  onChange(items: string[]): void;
  disabled: boolean;
  describedBy?: string;
}

export function TextListEditor({ id, label, items, onChange, disabled, describedBy }: Props) {
  // Stable keys, so removing an item keeps focus and text areas attached to the right item.
  const [keys, setKeys] = useState<number[]>(() => items.map(newKey));
  // The item to focus once rendered (the one 'Añadir Texto' just added).
  const focusIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // The list can also be replaced from outside (textOrList switching mode): then index keys.
  const itemKeys = keys.length === items.length ? keys : items.map((_, i) => -1 - i);

  useEffect(() => {
    if (focusIndex.current === null) return;
    listRef.current?.querySelectorAll('textarea')[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  const add = () => {
    setKeys([...itemKeys, newKey()]);
    onChange([...items, '']);
    focusIndex.current = items.length;
  };
  const remove = (index: number) => {
    setKeys(itemKeys.filter((_, i) => i !== index));
    onChange(items.filter((_, i) => i !== index));
  };
  const edit = (index: number, text: string) => onChange(items.map((item, i) => (i === index ? text : item)));

  return (
    <div className="adm-list">
      {items.length === 0 ? (
        <p className="adm-field__hint">{LIST_TEXT.empty}</p>
      ) : (
        <ol className="adm-list__items" ref={listRef}>
          {items.map((item, index) => {
            // The first text carries the field's id, so the form's summary and label lead to it.
            const itemId = index === 0 ? id : `${id}-${index}`;
            return (
              <li key={itemKeys[index]} className="adm-list__item">
                <label className="adm-sr-only" htmlFor={itemId}>
                  {`${label}: texto ${index + 1}`}
                </label>
                <textarea
                  id={itemId}
                  className="adm-input adm-input--area"
                  rows={Math.min(8, Math.max(2, Math.ceil(item.length / 80)))}
                  maxLength={LIMITS.longText}
                  value={item}
                  disabled={disabled}
                  aria-describedby={describedBy}
                  onChange={(e) => edit(index, e.target.value)}
                />
                <button
                  type="button"
                  className="adm-btn adm-btn--small adm-btn--ghost"
                  aria-label={`${LIST_TEXT.remove} texto ${index + 1} de «${label}»`}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  {LIST_TEXT.remove}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        className="adm-btn adm-btn--small"
        disabled={disabled || items.length >= LIMITS.listItems}
        onClick={add}
      >
        {LIST_TEXT.add}
      </button>
    </div>
  );
}
