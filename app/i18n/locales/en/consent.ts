export default {
  title: "Your privacy choices",
  text: "With your permission we measure how the site is used (pages viewed and calculations run, never your address or your figures) to improve it. Nothing is sent until you choose; you can change your mind any time under “Cookie settings” in the footer.",
  analytics: "Usage measurement (analytics)",
  marketing: "Marketing and affiliate measurement",
  acceptAll: "Accept all",
  save: "Save my choices",
  reject: "Reject all",
  choose: "Choose what to allow",
};
