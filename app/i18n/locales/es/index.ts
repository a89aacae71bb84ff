// The whole dictionary, as the server holds it: the core sections every page loads, and the
// page sections, which the browser loads only with the pages that use them.
import contact from "./contact";
import core from "./core";
import counties from "./counties";
import extras from "./extras";
import faq from "./faq";
import guides from "./guides";
import howItWorks from "./howItWorks";
import propertyTax from "./propertyTax";
import protestKit from "./protestKit";

export default { ...core, contact, counties, extras, faq, guides, howItWorks, propertyTax, protestKit };
