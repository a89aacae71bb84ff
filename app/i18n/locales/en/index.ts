// The whole dictionary, as the server holds it: the core sections every page loads, and the
// page sections, which the browser loads only with the pages that use them.
import buyer from "./buyer";
import contact from "./contact";
import core from "./core";
import counties from "./counties";
import embed from "./embed";
import extras from "./extras";
import faq from "./faq";
import guides from "./guides";
import home from "./home";
import howItWorks from "./howItWorks";
import propertyTax from "./propertyTax";
import protestKit from "./protestKit";

export default {
  ...core,
  buyer,
  contact,
  counties,
  embed,
  extras,
  faq,
  guides,
  home,
  howItWorks,
  propertyTax,
  protestKit,
};
