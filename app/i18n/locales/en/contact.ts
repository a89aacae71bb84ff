export default {
  title: "Contact us",
};
