// The one Chromium every browser run on this machine uses (Debian's), and the flags that keep a
// run to the page: no sandbox (containers), no GPU, no QUIC, and none of the browser's own
// background traffic in the network figures. Read by the end-to-end tests, the bench, the
// Studio smoke and the screenshot script.
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
