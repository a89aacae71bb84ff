export default {
  title: "Your privacy choices",
  text: "With your permission we measure how the site is used (pages viewed, calculations run, never your address or figures tied to you) to improve it. Nothing is sent until you choose, and you can change your mind any time from “Cookie settings” in the footer.",
  analytics: "Usage measurement (analytics)",
  marketing: "Marketing and affiliate measurement",
  acceptAll: "Accept all",
  save: "Save my choices",
  reject: "Reject all",
};
