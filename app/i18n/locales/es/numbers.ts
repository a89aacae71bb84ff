export default { locale: "es-MX", currency: "USD", perMonth: "/mes", perYear: "/año" };
