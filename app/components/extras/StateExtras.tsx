import type { Lang } from "~/i18n/route-table";
import { CaliforniaExtras } from "./CaliforniaExtras";
import { FloridaExtras } from "./FloridaExtras";
import { TexasReferendum } from "./TexasReferendum";
import type { StateExtrasData } from "./types";

/** The build's state extras on its home page; `action` is the home page's path (the forms' target). */
export function StateExtras({
  data,
  lang,
  action,
}: {
  data: StateExtrasData | null;
  lang: Lang;
  action: string;
}) {
  if (!data) return null;
  switch (data.state) {
    case "TX":
      return <TexasReferendum data={data} lang={lang} action={action} />;
    case "CA":
      return <CaliforniaExtras data={data} lang={lang} action={action} />;
    case "FL":
      return <FloridaExtras data={data} lang={lang} action={action} />;
  }
}
