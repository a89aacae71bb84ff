// The sections every page can show (header, footer, consent, the calculator, the newsletter),
// which the browser loads before hydrating any page. The rest are page sections (index.ts),
// loaded by the modules that use them (app/i18n/page-sections.ts).
import affiliate from "./affiliate";
import calculator from "./calculator";
import common from "./common";
import consent from "./consent";
import dates from "./dates";
import footer from "./footer";
import nav from "./nav";
import newsletter from "./newsletter";
import numbers from "./numbers";
import states from "./states";

export default {
  affiliate,
  calculator,
  common,
  consent,
  dates,
  footer,
  nav,
  newsletter,
  numbers,
  states,
};
