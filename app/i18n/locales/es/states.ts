// State names as readers of this language write them.
export default {
  TX: "Texas",
  CA: "California",
  FL: "Florida",
  NY: "Nueva York",
};
