// Toasts through sonner, fetched with the first toast a page shows (about 10 KB gzip that most
// pages, a guide or a county page, never need before the visitor acts). The calculator's pages
// show one as they load, so they fetch it at once; the others when something happens.
import { useEffect, useState, useSyncExternalStore, type ComponentProps } from "react";
import type * as Sonner from "sonner";
import { loadOnce } from "~/utils/load-once";

type SonnerModule = typeof Sonner;
type ToastArgs = Parameters<SonnerModule["toast"]["success"]>;

const sonner = loadOnce(() => import("sonner"));

/** Calls waiting for the toaster to be on the page. */
const queue: ((s: SonnerModule) => void)[] = [];
let ready: SonnerModule | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function show(run: (s: SonnerModule) => void) {
  if (ready) return run(ready);
  queue.push(run);
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
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

/** The page's toaster: nothing until a toast is asked for, then sonner's Toaster. */
export function SiteToaster(props: ToasterProps) {
  const asked = useSyncExternalStore(subscribe, () => wanted, () => false);
  const [mod, setMod] = useState<SonnerModule | null>(null);
  useEffect(() => {
    if (!asked || mod) return;
    let cancelled = false;
    sonner.get().then(
      (m) => !cancelled && setMod(m),
      () => {
        // sonner could not be fetched (a new deploy, a dropped connection): drop these toasts
        // and try again with the next one.
        queue.length = 0;
        wanted = false;
      },
    );
    return () => {
      cancelled = true;
    };
  }, [asked, mod]);
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
