import { useEffect, type RefObject } from "react";

// A server-rendered form works before the page's code arrives, and on a slow phone a visitor can
// fill it in meanwhile. A controlled field then shows the state React started from as soon as it
// renders again, so a calculator reads what was filled in when it hydrates. The DOM keeps what
// the server rendered (defaultValue, defaultChecked, defaultSelected): a field that differs from
// it was changed by the visitor.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return [...field.options].some((o) => o.selected !== o.defaultSelected);
    // A list rendered with no option selected (a shared link's unknown county) shows its first.
    const rendered = [...field.options].findIndex((o) => o.defaultSelected);
    return field.selectedIndex !== Math.max(rendered, 0);
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** The form's fields as its GET submission would send them, when the visitor changed any; else null. */
export function filledBeforeHydration(form: HTMLFormElement | null): URLSearchParams | null {
  if (!form) return null;
  const fields = [...form.elements].filter(
    (el): el is Field =>
      el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement,
  );
  if (!fields.some(changed)) return null;
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return params;
}

/**
 * Once, as the component hydrates: `apply` receives the form's fields when the visitor changed
 * any before its code arrived (nothing happens for an untouched form).
 */
export function useFilledBeforeHydration(
  form: RefObject<HTMLFormElement>,
  apply: (fields: URLSearchParams) => void,
): void {
  useEffect(() => {
    const filled = filledBeforeHydration(form.current);
    if (filled) apply(filled);
    // Once per mount: what the server's form held when the code arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
