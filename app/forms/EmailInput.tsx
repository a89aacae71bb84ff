import type { InputHTMLAttributes } from "react";

/**
 * The e-mail field of every form (the newsletter banner and popup, the contact form): what a
 * phone's keyboard and a browser's autofill read, in one place. The form gives the rest.
 */
export function EmailInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode">) {
  return <input name="email" autoComplete="email" {...props} type="email" inputMode="email" />;
}
