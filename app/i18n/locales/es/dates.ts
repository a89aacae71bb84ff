export default {
  months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  dueBy: "Vence el {{date}}",
  deadline: "Fecha límite",
};
