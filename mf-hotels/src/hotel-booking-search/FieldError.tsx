/** A field's message, with the id its input's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span className="tp-field__error" id={id}>
      {message}
    </span>
  ) : null;
}
