import { useEffect, useRef, useState } from "react";
import type { Lang } from "~/i18n/route-table";

type Variant = "full" | "compact" | "icon";

/**
 * The state's logo image; if the file fails to load, a text logo takes its place (spec). The full
 * logo carries a subtitle in words, so Spanish pages get their own file (`-es`).
 */
export function Logo({
  state,
  variant,
  label,
  lang = "en",
}: {
  state: string;
  variant: Variant;
  label: string;
  lang?: Lang;
}) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The error may have fired before hydration attached the handler.
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span className={`logo-text logo-text--${variant}`} data-testid="text-logo">
        {label}
      </span>
    );
  }
  const suffix = variant === "full" && lang === "es" ? "-es" : "";
  return (
    <img
      ref={img}
      src={`/${state.toLowerCase()}-logo-${variant}${suffix}.svg`}
      alt={label}
      className={`logo logo--${variant}`}
      width={variant === "icon" ? 32 : variant === "compact" ? 120 : 220}
      height={32}
      onError={() => setFailed(true)}
    />
  );
}
