/** An event's description: its formatted text, drawn as React elements (never as HTML). */
import { hasRichText, RichText } from '@/components/rich-text';

export function EventDescription({ value }: { value: unknown }) {
  if (!hasRichText(value)) return null;
  return <RichText value={value} />;
}
