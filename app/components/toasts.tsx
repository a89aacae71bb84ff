// Toasts through sonner. The calculator's pages show one as they load (SPEC §4), so sonner comes
// with their first scripts (toasts-at-load.ts) and their toaster is rendered with the page. Other
// pages, a guide or a county page, only toast after the visitor acts (a subscription, a copied
// link): they fetch sonner (about 10 KB gzip) with their first toast.
import { useEffect, useState, useSyncExternalStore, type ComponentProps } from "react";
import type * as Sonner from "sonner";
import { loadOnce } from "~/utils/load-once";

type SonnerModule = typeof Sonner;
type ToastArgs = Parameters<SonnerModule["toast"]["success"]>;

const sonner = loadOnce(() => import("sonner"));

/** sonner, when the page's first scripts brought it. */
let firstScripts: SonnerModule | null = null;
/** sonner, once a toaster fetched on demand is on the page. */
let ready: SonnerModule | null = null;
/** Calls waiting for a toaster fetched on demand. */
const queue: ((s: SonnerModule) => void)[] = [];
let wanted = false;
const listeners = new Set<() => void>();

/** Called by toasts-at-load.ts, which the calculator's modules import. */
export function toastsAtLoad(module: SonnerModule) {
  firstScripts = module;
}

function show(run: (s: SonnerModule) => void) {
  // A toast is for the browser: on the server it would only wait in the queue forever.
  if (typeof document === "undefined") return;
  const now = ready ?? firstScripts;
  // sonner keeps a toast made before a toaster listens, and shows it when one does.
  if (now) run(now);
  else queue.push(run);
  setWanted(true);
}

function setWanted(value: boolean) {
  if (wanted === value) return;
  wanted = value;
  for (const l of listeners) l();
}

/** sonner's toast.success / error / warning, callable before sonner has arrived. */
export const toast = {
  success: (...args: ToastArgs) => show((s) => s.toast.success(...args)),
  error: (...args: ToastArgs) => show((s) => s.toast.error(...args)),
  warning: (...args: ToastArgs) => show((s) => s.toast.warning(...args)),
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

type ToasterProps = ComponentProps<SonnerModule["Toaster"]>;

/**
 * The page's toaster. `atLoad` (a page that toasts as it loads): sonner's Toaster, rendered by
 * the server too. Otherwise nothing until a toast is asked for, then sonner's Toaster.
 */
export function SiteToaster({ atLoad, ...props }: ToasterProps & { atLoad: boolean }) {
  const asked = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  const withPage = atLoad ? firstScripts : null;
  const [mod, setMod] = useState<SonnerModule | null>(null);
  useEffect(() => {
    if (withPage || !asked || mod) return;
    let cancelled = false;
    sonner.get().then(
      (m) => !cancelled && setMod(m),
      () => {
        // sonner could not be fetched (a new deploy, a dropped connection): drop these toasts
        // and try again with the next one.
        queue.length = 0;
        setWanted(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [withPage, asked, mod]);
  if (withPage) return <withPage.Toaster {...props} />;
  return mod ? <Mounted mod={mod} {...props} /> : null;
}

function Mounted({ mod, ...props }: ToasterProps & { mod: SonnerModule }) {
  useEffect(() => {
    // The toaster's live region is in the page first and its toasts arrive a moment later, so
    // screen readers announce them as additions to a region they already know.
    const timer = setTimeout(() => {
      ready = mod;
      for (const run of queue.splice(0)) run(mod);
    }, 50);
    return () => {
      clearTimeout(timer);
      ready = null;
    };
  }, [mod]);
  return <mod.Toaster {...props} />;
}
