export default { locale: "en-US", currency: "USD", perMonth: "/mo", perYear: "/yr" };
