import { HONEYPOT_FIELD } from "./newsletter-fields";

/**
 * A field people never see or reach with the keyboard, and that browsers do not autofill;
 * form-filling bots do fill it, and the server then refuses the submission.
 */
export function HoneypotField({ defaultValue }: { defaultValue?: string }) {
  return (
    <div className="form-trap" aria-hidden="true">
      <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue={defaultValue} />
    </div>
  );
}
