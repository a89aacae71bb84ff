export default {
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  dueBy: "Due by {{date}}",
  deadline: "Deadline",
};
