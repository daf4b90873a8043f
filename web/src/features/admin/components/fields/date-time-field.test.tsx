/**
 * The datetime widget: two labelled inputs of the school's clock, the stored UTC instant as value,
 * whatever zone the device is in (process.env.TZ is read on the fly by Node, so the test moves it).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DATE_TIME_TEXT, DateTimeField } from './date-time-field';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

/** The value the widget last reported (set in its change handler, not during render). */
let last = '';
function Widget({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeField
      name="publishAt"
      label="Publicar desde"
      id="f-publishAt"
      value={value}
      onChange={(v) => {
        last = v;
        setValue(v);
      }}
      disabled={false}
      required
      error={error}
    />
  );
}

const date = () => screen.getByLabelText(DATE_TIME_TEXT.date) as HTMLInputElement;
const time = () => screen.getByLabelText(DATE_TIME_TEXT.time) as HTMLInputElement;

describe('DateTimeField', () => {
  it('shows a stored instant as Bogotá date and time on a device in Tokyo, and stores UTC', () => {
    process.env.TZ = 'Asia/Tokyo';
    render(<Widget initial="2026-04-01T03:15:00.000Z" />);
    expect(screen.getByRole('group', { name: 'Publicar desde' })).toBeTruthy();
    expect(date().value).toBe('2026-03-31');
    expect(time().value).toBe('22:15');
    expect(screen.getByText(DATE_TIME_TEXT.zone)).toBeTruthy();
    fireEvent.change(time(), { target: { value: '07:00' } });
    expect(last).toBe('2026-03-31T12:00:00.000Z');
    fireEvent.change(date(), { target: { value: '2026-12-31' } });
    expect(last).toBe('2026-12-31T12:00:00.000Z');
  });

  it('keeps a half-typed pair (date without time) so nothing typed is lost', () => {
    render(<Widget initial="" />);
    fireEvent.change(date(), { target: { value: '2026-05-04' } });
    expect(last).toBe('2026-05-04T');
    expect(date().value).toBe('2026-05-04');
    expect(time().value).toBe('');
    fireEvent.change(time(), { target: { value: '08:30' } });
    expect(last).toBe('2026-05-04T13:30:00.000Z');
  });

  it('ties the error to both inputs', () => {
    render(
      <Widget
        initial="2026-05-04T"
        error="El campo «Publicar desde» debe tener una fecha y una hora válidas (hora de Colombia)."
      />,
    );
    for (const input of [date(), time()]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toContain('f-publishAt-error');
      expect(input.getAttribute('aria-required')).toBe('true');
    }
  });
});
