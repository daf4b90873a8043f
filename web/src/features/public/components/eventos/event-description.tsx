/** An event's description: paragraphs of its text (blank lines separate them). */
import { paragraphs } from '@/lib/site-settings';

export function EventDescription({ value }: { value: unknown }) {
  if (typeof value !== 'string' || !value.trim()) return null;
  return (
    <>
      {paragraphs(value).map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </>
  );
}
