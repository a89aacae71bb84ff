import calculator from "./calculator";
import common from "./common";
import consent from "./consent";
import contact from "./contact";
import counties from "./counties";
import dates from "./dates";
import extras from "./extras";
import faq from "./faq";
import footer from "./footer";
import guides from "./guides";
import home from "./home";
import howItWorks from "./howItWorks";
import nav from "./nav";
import newsletter from "./newsletter";
import numbers from "./numbers";
import propertyTax from "./propertyTax";
import states from "./states";

export default { calculator, common, consent, contact, counties, dates, extras, faq, footer, guides, home, howItWorks, nav, newsletter, numbers, propertyTax, states };
