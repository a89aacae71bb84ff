import { useEffect, useRef, useState } from "react";

type Variant = "full" | "compact" | "icon";

/** The state's logo image; if the file fails to load, a text logo takes its place (spec). */
export function Logo({ state, variant, label }: { state: string; variant: Variant; label: string }) {
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
  return (
    <img
      ref={img}
      src={`/${state.toLowerCase()}-logo-${variant}.svg`}
      alt={label}
      className={`logo logo--${variant}`}
      width={variant === "icon" ? 32 : variant === "compact" ? 120 : 220}
      height={32}
      onError={() => setFailed(true)}
    />
  );
}
