import { Suspense } from "react";
import { onDemand } from "~/utils/on-demand";
import { Calculator, type CalculatorProps } from "./Calculator";
import type { NycCalculatorProps } from "./NycCalculator";

// New York City's calculator is shown on the New York build only. The server renders it in
// place (it works without JavaScript); the browser fetches its code, and zod that reads its
// form, only on a page that has it, and hydrates it once fetched.
const NycCalculator = onDemand<NycCalculatorProps>(
  () => import("./NycCalculator").then((m) => m.NycCalculator),
  import.meta.env.SSR ? (await import("./NycCalculator")).NycCalculator : undefined,
).Component;

/** The build's calculator, with New York City's beside it on the New York build: /calculator and the embed. */
export function StateCalculators({ data, lang, embedded = false }: CalculatorProps) {
  return (
    <>
      <Calculator data={data} lang={lang} embedded={embedded} />
      {data.ok && data.nyc ? (
        <Suspense fallback={null}>
          <NycCalculator
            initial={data.nyc}
            counties={data.nyc.counties}
            rules={data.nyc.rules}
            affiliate={data.nyc.affiliate}
            lang={lang}
            embedded={embedded}
          />
        </Suspense>
      ) : null}
    </>
  );
}
