// Components whose code the browser fetches when they are needed, not with the page.
//
// React.lazy suspends on a component's first render even when its module is already there,
// which would flash a fallback after every first calculation. These components render at once
// once `preload()` has resolved, and suspend only when rendered before that: in practice when
// the server rendered them (a shared result link) and the page hydrates, where React keeps the
// server's HTML inside the Suspense boundary until the code arrives.
//
// On the server the component itself must be used (pass it as `server`, imported with
// `import.meta.env.SSR ? (await import(...)).X : undefined`): a server render that suspends
// streams its content after the page, hidden until a script reveals it, which a visitor
// without JavaScript never sees.
import {
  createElement,
  forwardRef,
  type ComponentType,
  type ForwardRefExoticComponent,
  type PropsWithoutRef,
  type RefAttributes,
} from "react";
import { loadOnce } from "./load-once";

export interface OnDemand<P, R> {
  Component: ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<R>>;
  /** Fetches the code (once; a failed fetch is forgotten, so the next call tries again). */
  preload(): Promise<unknown>;
}

/** Components that said how to find their server-rendered markup (`markup`), with their code's fetch. */
const serverRendered: { markup: string; preload: () => Promise<unknown> }[] = [];

/**
 * `markup`, a selector: when the page holds it, the server rendered the component, and its code
 * is fetched before the page hydrates (`codeForServerMarkup`).
 */
export function onDemand<P extends object, R = unknown>(
  load: () => Promise<ComponentType<P>>,
  server?: ComponentType<P>,
  markup?: string,
): OnDemand<P, R> {
  const code = loadOnce(load, server);
  if (markup) serverRendered.push({ markup, preload: code.get });
  const Component = forwardRef<R, P>(function OnDemandComponent(props, ref) {
    const loaded = code.ready();
    if (!loaded) throw code.get();
    return createElement(loaded, { ...props, ref } as P & { ref: typeof ref });
  });
  return { Component: Component as OnDemand<P, R>["Component"], preload: code.get };
}

/**
 * Before the page hydrates (entry.client.tsx): the code of each component the server rendered
 * into the page and that names its markup. Hydration that reaches such a component without its
 * code keeps the server's HTML inside its Suspense boundary, but any update around it before the
 * code arrives (a tap on the form) makes React drop that HTML and show the fallback (React's
 * error 421). A fetch that fails leaves the component to its Suspense boundary.
 */
export function codeForServerMarkup(): Promise<unknown> {
  return Promise.all(
    serverRendered
      .filter((c) => document.querySelector(c.markup))
      .map((c) => c.preload().catch(() => undefined)),
  );
}
