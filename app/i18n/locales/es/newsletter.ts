export default {
  defaultError: "Algo salió mal. Por favor, inténtelo de nuevo.",
};
