// The Embed page (/embed: the snippet and a live preview) and the embedded calculator's own
// lines (/embed/calculator: the estimate note and the attribution link).
export default {
  title: "Put the {{state}} property tax calculator on your site",
  description:
    "Free for any website: one line of HTML shows the {{state}} property tax calculator, with each rate's source and year, in English or Spanish.",
  intro:
    "Real estate agents, lenders, newsrooms and community groups can show this calculator on their own pages at no cost. Your visitors get the same line-by-line estimate as here, with each rate's source and year, and the rates stay current without any work on your side.",
  codeTitle: "The code to copy",
  codeLabel: "HTML to paste where the calculator should appear",
  copy: "Copy the code",
  copied: "Code copied. Paste it into your page's HTML.",
  copyFailed: "The code could not be copied: select it and copy it yourself.",
  otherLanguage: "For the calculator in Spanish, put this address in the code instead:",
  notesTitle: "Good to know",
  widthNote: "It fits any column, from a phone screen up: {{attribute}} fills the space you give it.",
  heightNote:
    "The calculator is taller than most spaces on a page and scrolls inside its frame. At {{height}} pixels high, the home value, the county and the first exemptions show at once, and in a wide column the result's main figures beside them. Change the number to suit your layout.",
  lazyNote: "{{attribute}} makes the browser fetch the calculator only when a visitor scrolls near it.",
  privacyNote:
    "It loads no analytics, advertising or tracking scripts. What it remembers, such as the last county chosen, stays in your visitor's browser.",
  noJsNote: "It works without JavaScript too: the form then answers with a page that shows the result.",
  termsTitle: "Terms",
  terms:
    "Free to use on any site. Keep the “Calculator by” link under the calculator visible, and do not present its figures as anyone's official bill: they are estimates.",
  previewTitle: "Live preview",
  previewText: "This is the calculator framed exactly as the code above frames it. Try it.",
  frameTitle: "{{state}} property tax calculator",
  estimateNote: "An estimate for planning, not your official bill.",
  disclaimerLink: "Read the disclaimer",
  attribution: "Calculator by {{site}}",
  newTab: "(opens in a new tab)",
};
