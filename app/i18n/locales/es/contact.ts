export default {
  title: "Contáctenos",
};
