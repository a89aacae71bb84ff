export default {
  defaultError: "Something went wrong. Please try again.",
};
