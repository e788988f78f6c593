import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@travel/contracts/validation';

export interface OtpInputProps {
  /** The digits typed so far (up to 6). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Visible group label, e.g. 'Verification code'. */
  label: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Six one-digit boxes: digits only, focus moves on, Backspace moves back, pasting a numeric code fills them. */
export function OtpInput({ value, onChange, disabled, label }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    // Keep the code contiguous: a cleared box ends it there.
    const firstEmpty = next.indexOf('');
    onChange((firstEmpty === -1 ? next : next.slice(0, firstEmpty)).join(''));
  };

  const fillFrom = (index: number, text: string) => {
    const pasted = onlyDigits(text);
    if (!pasted) return;
    const start = Math.min(index, value.length);
    const next = (value.slice(0, start) + pasted).slice(0, OTP_LENGTH);
    onChange(next);
    focusBox(next.length);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  };

  return (
    <fieldset className="ma-otp" disabled={disabled}>
      <legend className="ma-otp__legend">{label}</legend>
      <div className="ma-otp__boxes">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="ma-otp__box"
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            value={digit}
            onPaste={onPaste(index)}
            onKeyDown={onKeyDown(index)}
            onChange={(event) => {
              const typed = onlyDigits(event.target.value);
              if (typed.length > 1) {
                // Autofill or a typed-over box: treat like a paste.
                fillFrom(index, typed);
              } else if (typed.length === 1) {
                if (index > value.length) return;
                setDigit(index, typed);
                focusBox(index + 1);
              } else if (event.target.value === '') {
                setDigit(index, '');
              }
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
