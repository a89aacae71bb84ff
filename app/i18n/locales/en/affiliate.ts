export default {
  title: "A tax tip for your income tax return",
  tipSource: "Source: {{source}}",
  footerTitle: "Filing your return",
  whatThisIs: "How this link works",
  nowTitle: "The link on this site today",
  noPartner: "No company pays us for this link.",
  partner: "{{partner}} may pay us a commission when you buy through this link, at no cost to you.",
};
